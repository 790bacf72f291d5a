#!/usr/bin/env bash
# Session 42: the bf16 refit scored, from committed archives (no GPU);
# DEEP= (empty) scores fit.sh's first fit (step 1 on the structure bench
# alone) instead of its default (the structure and deep benches together).
# First this page's five benches (calls 1 and 2) priced by e0da321's
# entries and by fit.sh's (in-sample). Then, held out: session 41's call 3 ran resnet50 and googlenet in bf16 on the new
# epilogue twice (../2026-12-03-one-column-h200/call3/call3.tgz, runs
# lc-after-NET-bf16-{a,b}); their plans are lowered here by NETC with
# e0da321's profile (--no-compile: the choices that ran) and each run is
# priced by e0da321's entries ("before") and by fit.sh's ("after").
# Then RUNS (optional; call 3 of this page) the same way, each run against
# the plan in its archive. usage: score.sh [NETC] (default build/bin/netc)
set -eu
cd "$(dirname "$0")/../../.."
N=${1:-build/bin/netc}
D=docs/results/2026-12-03-bf16-refit-h200
X=$(mktemp -d)
trap '[ -n "${KEEP:-}" ] && echo "kept $X" || rm -rf "$X"' EXIT
mkdir -p $X/c3 $X/old $X/new
cp devices/*.json $X/old/ && git show e0da321:devices/h200.json > $X/old/h200.json
bash $D/fit.sh $N $X/fitted.json > /dev/null
cp devices/*.json $X/new/ && cp $X/fitted.json $X/new/h200.json
tar xzf docs/results/2026-12-03-one-column-h200/call3/call3.tgz -C $X/c3
for b in call1/structure call2/tails call2/channels call2/columns call2/pitch call4/deep; do
  n=$(basename $b); mkdir -p $X/$n
  tar xzf $D/$b/$n.tgz -C $X/$n && tar xzf $D/$b/plans.tgz -C $X/$n
  for which in old new; do
    NETC_DEVICES_DIR=$X/$which $N calibrate --score-structure "$(ls $X/$n/runs/$n/*.json | paste -sd,)" \
      --plans $X/$n/$n --device h200 --scored-rows $X/bench-$n-$which.csv > /dev/null
  done
done
for net in resnet50 googlenet; do
  NETC_DEVICES_DIR=$X/old $N lower nets/$net.json --target sm_90 --device h200 --precision bf16 \
    -o $X/lc/$net-bf16 --no-compile > /dev/null
done
for which in old new; do
  NETC_DEVICES_DIR=$X/$which $N calibrate --score-structure "$(ls $X/c3/runs/lc-after-*-bf16-[ab].json | paste -sd,)" \
    --plans $X/lc --device h200 --scored-rows $X/$which.csv > /dev/null
done
python3 - $X <<'PY'
import collections, csv, statistics as st, sys
X = sys.argv[1]
def fmt(e):
    a = sorted(map(abs, e))
    return f"{100 * st.median(a):5.1f}% ({100 * a[int(0.9 * (len(a) - 1))]:5.1f}%) {100 * st.median(e):+5.1f}%"
print("this page's bf16 benches: median |error| (p90), signed median; entries of e0da321 -> this fit")
for b in ("structure", "tails", "channels", "columns", "pitch", "deep"):
    for v in ("implicit_gemm_wgmma_tma", "implicit_gemm_wgmma_tma_persistent"):
        e = {w: [float(r["structure_ms"]) / float(r["measured_ms"]) - 1
                 for r in csv.DictReader(open(f"{X}/bench-{b}-{w}.csv")) if r["variant"] == v]
             for w in ("old", "new")}
        print(f"  {b:10s} {v:36s} {len(e['old']):4d}  {fmt(e['old'])}  ->  {fmt(e['new'])}")
print()
print("session 41's resnet50 and googlenet bf16 runs (new epilogue, 2 runs each), held out,")
print("their convolutions (their pools ran e0da321's kernels, which NETC may no longer emit):")
print("  median |error| (p90), signed median; entries of e0da321 -> this fit")
groups = collections.defaultdict(dict)
for which in ("old", "new"):
    g = collections.defaultdict(list)
    for r in csv.DictReader(open(f"{X}/{which}.csv")):
        if not r["variant"].startswith("implicit_gemm"):
            continue
        e = float(r["structure_ms"]) / float(r["measured_ms"]) - 1
        net = r["network"].split("-")[0] if "network" in r else "all"
        for key in (("all", "all"), (net, "all"), ("all", r["variant"]), (net, r["variant"])):
            g[key].append(e)
    groups[which] = g
for k in sorted(groups["old"]):
    if len(groups["old"][k]) < 4: continue
    print(f"  {k[0]:10s} {k[1]:36s} {len(groups['old'][k]):4d}  {fmt(groups['old'][k])}  ->  {fmt(groups['new'][k])}")
PY
python3 - $X <<'PY'
import collections, csv, sys
X = sys.argv[1]
print("  the convolutions' sums (priced / measured - 1): e0da321's entries -> this fit")
sums = {w: collections.defaultdict(lambda: [0.0, 0.0]) for w in ("old", "new")}
for w in sums:
    for r in csv.DictReader(open(f"{X}/{w}.csv")):
        if not r["variant"].startswith("implicit_gemm"):
            continue
        run = r["source"].split(":")[0].rsplit("/", 1)[1][:-5]
        sums[w][run][0] += float(r["measured_ms"]); sums[w][run][1] += float(r["structure_ms"])
for run in sorted(sums["old"]):
    o, n = sums["old"][run], sums["new"][run]
    print(f"    {run:28s} measured {o[0]:.3f} ms  {100 * (o[1] / o[0] - 1):+5.1f}% -> {100 * (n[1] / n[0] - 1):+5.1f}%")
PY
# Call 4's pools: googlenet's ten max-pool shapes, 16-bit runs of 4 (old) and
# of 8 (new), two runs each, and the price netc gave each when it lowered it
# (the plans' predicted_ms; call4/plans).
python3 - $D <<'PY'
import json, statistics as st, sys, tarfile
D = sys.argv[1]
runs = tarfile.open(f"{D}/call4/pools.tgz")
ms = {}
for which in ("old", "new"):
    for tag in "ab":
        for l in json.load(runs.extractfile(f"runs/{which}-{tag}.json"))["launches"]:
            ms.setdefault((which, l["kernel"]), []).append(1000 * l["ours"]["median_ms"])
check = {l["kernel"]: l for l in json.load(runs.extractfile("runs/new-check.json"))["launches"]}
price = {w: {l["kernel"]: 1000 * l["predicted_ms"]
             for l in json.load(open(f"{D}/call4/plans/{w}/plan.json"))["launches"]} for w in ("old", "new")}
print("\ncall 4: googlenet's max pools in bf16, us (mean of two runs), runs of 4 -> 8 channels;")
print("  netc's price (error); cuDNN's time (the check run)")
total = [0, 0]
for k in sorted(check, key=lambda k: (k.split("_")[2], -int(k.split("x")[-1]))):
    o, n = st.mean(ms[("old", k)]), st.mean(ms[("new", k)])
    total[0] += o; total[1] += n
    po, pn = price["old"][k], price["new"][k]
    print(f"  {k:24s} {o:6.1f} -> {n:6.1f} ({n / o:.3f})   priced {po:5.1f} ({100 * (po / o - 1):+4.0f}%) -> "
          f"{pn:5.1f} ({100 * (pn / n - 1):+4.0f}%)   cuDNN {1000 * check[k]['cudnn']['median_ms']:6.1f}"
          f"   {'passed' if check[k]['passed'] else 'FAILED'}")
print(f"  all ten: {total[0]:.1f} -> {total[1]:.1f} us ({total[1] / total[0]:.3f})")
PY
