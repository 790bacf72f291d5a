#!/usr/bin/env bash
# Session 41: every table of ../2026-12-03-one-column-h200.md from this
# directory's committed archives (no GPU): call 1's one-column bench scored
# by the entries of HEAD (9aea96f), per layer; call 2's probe and call 3's
# old / new probe (kernel-only medians, mean of the a and b runs); call 3's
# nets before / after per variant, and netc's model scored on them (the
# plans lowered again here with --no-compile: the same netc, the same
# choices). usage: tables.sh [NETC] (default build/bin/netc)
set -eu
cd "$(dirname "$0")/../../.."
N=${1:-build/bin/netc}
D=docs/results/2026-12-03-one-column-h200
X=$(mktemp -d)
trap 'rm -rf "$X"' EXIT
mkdir -p $X/c1 $X/c2 $X/c3
tar xzf $D/call1/onecolumn/onecolumn.tgz -C $X/c1 && tar xzf $D/call1/onecolumn/plans.tgz -C $X/c1
tar xzf $D/call2/call2.tgz -C $X/c2 && tar xzf $D/call3/call3.tgz -C $X/c3
echo "== call 1: the one-column bench (old kernels) against HEAD's entries"
$N calibrate --score-structure "$(ls $X/c1/runs/onecolumn/*.json | paste -sd,)" --plans $X/c1/onecolumn \
  --device h200 --scored-rows $X/c1.csv | tail -6
for p in resnet50-bf16 googlenet-bf16 resnet50-tf32; do
  $N lower nets/${p%-*}.json --target sm_90 --device h200 --precision ${p##*-} -o $X/lc/$p --no-compile > /dev/null
done
for which in before after; do
  $N calibrate --score-structure "$(ls $X/c3/runs/lc-$which-*-a.json | paste -sd,)" --plans $X/lc \
    --device h200 --scored-rows $X/nets-$which.csv > /dev/null
done
python3 - $X <<'PY'
import collections, csv, glob, json, statistics as st, sys
X = sys.argv[1]
TAGS = ["c1_s1", "c2_s1", "c1_s2", "c2_s2", "c1_s4", "c2_s4", "c1_s8", "c2_s8",
        "long_c1_s1", "long_c2_s1", "3x3_c1_s1", "3x3_c2_s1"]
short = lambda k: k.replace("netc_onecol_", "")

print("\n== call 1: measured us and the entries' error, per layer (bf16, tf32)")
t = collections.defaultdict(dict)
for r in csv.DictReader(open(f"{X}/c1.csv")):
    t[(r["precision"], r["structure_key"])][short(r["kernel"])] = (
        1000 * float(r["measured_ms"]), float(r["structure_ms"]) / float(r["measured_ms"]) - 1)
print("kernel".ljust(52) + "".join(g.rjust(12) for g in TAGS))
for k in sorted(t):
    print(f"{k[0]} {k[1]}".ljust(52) + "".join(
        f"{t[k][g][0]:6.1f}{100 * t[k][g][1]:+4.0f}%".rjust(12) for g in TAGS))

def probe(root):
    out = collections.defaultdict(lambda: collections.defaultdict(list))
    for f in glob.glob(f"{root}/runs/*.json"):
        name = f.split("/")[-1][:-5].replace("variants-", "")
        variant, tag = name.rsplit("-", 1)
        if tag not in ("a", "b") or name.startswith("lc-"):
            continue
        for launch in json.load(open(f))["launches"]:
            out[variant][short(launch["kernel"])].append(1000 * launch["ours"]["median_ms"])
    return out

for label, root in (("call 2: the probe", f"{X}/c2"), ("call 3: old and new header", f"{X}/c3")):
    p = probe(root)
    print(f"\n== {label}: us, mean of the a and b runs (their spread in %)")
    print("variant".ljust(28) + "".join(g.rjust(12) for g in TAGS))
    for v in sorted(p):
        print(v.ljust(28) + "".join(
            f"{st.mean(p[v][g]):6.1f}/{100 * (max(p[v][g]) / min(p[v][g]) - 1):2.0f}".rjust(12)
            for g in TAGS))
p = probe(f"{X}/c3")
print("\n== call 3: new / old per layer")
for tile in sorted({v.rsplit("-", 1)[0] for v in p}):
    r = [st.mean(p[f"{tile}-new"][g]) / st.mean(p[f"{tile}-old"][g]) for g in TAGS]
    print(tile.ljust(20) + " ".join(f"{x:.2f}" for x in r) + f"   geomean {st.geometric_mean(r):.3f}")

print("\n== call 3: the nets, before (HEAD's header) and after (the same plans, the new header)")
for net in ("resnet50-bf16", "googlenet-bf16", "resnet50-tf32"):
    runs = {}
    for which in ("before", "after"):
        per = collections.defaultdict(list)
        for tag in "ab":
            for l in json.load(open(f"{X}/c3/runs/lc-{which}-{net}-{tag}.json"))["launches"]:
                per[(l["index"], l["variant"])].append(l["ours"]["median_ms"])
        runs[which] = {k: st.mean(v) for k, v in per.items()}
    b, a = runs["before"], runs["after"]
    print(f"{net}: {sum(b.values()):.3f} -> {sum(a.values()):.3f} ms ({sum(a.values()) / sum(b.values()):.3f}),"
          f" geomean per launch {st.geometric_mean([a[k] / b[k] for k in b]):.3f}")
    by = collections.defaultdict(lambda: [0.0, 0.0, 0])
    for k in b:
        by[k[1]][0] += b[k]; by[k[1]][1] += a[k]; by[k[1]][2] += 1
    for v, (x, y, n) in sorted(by.items(), key=lambda i: -i[1][0]):
        print(f"    {v:36s} {n:3d} launches {x:.3f} -> {y:.3f} ms ({y / x:.3f})")

print("\n== call 3: netc's model (HEAD's entries) on the nets' a runs, median |error| (p90), signed median")
for which in ("before", "after"):
    rows = list(csv.DictReader(open(f"{X}/nets-{which}.csv")))
    groups = collections.defaultdict(list)
    for r in rows:
        e = float(r["structure_ms"]) / float(r["measured_ms"]) - 1
        groups[(r["precision"], "all")].append(e)
        if r["variant"] in ("implicit_gemm_wgmma_tma", "implicit_gemm_wgmma_tma_persistent",
                            "max_pool", "lrn"):
            groups[(r["precision"], r["variant"])].append(e)
    print(which)
    for k in sorted(groups):
        e = groups[k]; a = sorted(map(abs, e))
        print(f"    {k[0]} {k[1]:36s} {len(e):3d}  {100 * st.median(a):5.1f}% ({100 * a[int(0.9 * (len(a) - 1))]:5.1f}%)"
              f"  signed {100 * st.median(e):+5.1f}%")
PY
