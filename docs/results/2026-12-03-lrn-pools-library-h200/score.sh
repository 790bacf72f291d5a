#!/usr/bin/env bash
# Session 41: the library model (cuDNN's layers as the runtime's reference
# runs them) scored on rows no fit saw, as `netc calibrate --validate ROWS
# --device h200 --folds none` does, and the layers this page changes broken
# out: Paleo's four nets (2026-11-28, every layer and pass, fp32 / tf32 /
# bf16), torchvision's four models (2026-11-29/30) and the seed-11
# streaming sweep (2026-11-30: 88 max and 63 average pools among its 400
# layers a pass). No GPU. usage: score.sh NETC OUT_DIR (the scored rows and
# netc's summaries go to OUT_DIR; the tables to standard output).
set -eu
cd "$(dirname "$0")/../../.."
N=$1 O=$2 R=docs/results
mkdir -p $O
X=$(mktemp -d)
trap 'rm -rf "$X"' EXIT
TV=$R/2026-11-30-library-refit-h200/tv
[ -f $TV/torchvision/dynamo/resnet50.onnx ] ||
  { mkdir -p $TV && tar xzf $R/2026-11-29-onnx-models-h200/tv-export.tar.gz -C $TV; }
zcat $R/2026-11-30-library-refit-h200/torchvision-h200-rows.csv.gz > $X/tv.csv
for p in fp32 bf16; do zcat $R/2026-11-30-library-refit-h200/streaming-h200-$p.csv.gz > $X/seed11-$p.csv; done
$N calibrate --validate $R/2026-11-28-sweeps-h200/nets-profile-h200-2026-11-28.csv --device h200 \
  --folds none --scored-rows $X/paleo.csv > $O/paleo.txt 2>&1
$N calibrate --validate $X/tv.csv --device h200 --folds none --scored-rows $X/tv-rows.csv > $O/tv.txt 2>&1
$N calibrate --validate $X/seed11-fp32.csv,$X/seed11-bf16.csv --device h200 --folds none \
  --scored-rows $X/seed11.csv > $O/seed11.txt 2>&1
for f in paleo tv-rows seed11; do gzip -c $X/$f.csv > $O/$f-scored.csv.gz; done
python3 - $X <<'PY'
import collections, csv, glob, re, statistics as st, sys
X = sys.argv[1]
err = lambda r: float(r["held_out_ms"]) / float(r["measured_ms"]) - 1
def med_p90(e):
    a = sorted(map(abs, e)); return f"{100 * st.median(a):5.1f} / {100 * a[int(0.9 * (len(a) - 1))]:5.1f}"
paleo = list(csv.DictReader(open(f"{X}/paleo.csv")))
print("== Paleo's nets: median / p90 per precision and pass (held out)")
g = collections.defaultdict(list)
for r in paleo: g[(r["precision"], r["pass"])].append(err(r))
for k in sorted(g): print(f"  {k[0]} {k[1]:16s} {len(g[k]):4d}  {med_p90(g[k])}")
sums = collections.defaultdict(lambda: [0.0, 0.0])
for r in paleo:
    s = sums[(r["network"], r["precision"], r["pass"])]
    s[0] += float(r["measured_ms"]); s[1] += float(r["held_out_ms"])
print(f"  network sums within 5%: {sum(abs(p / m - 1) <= 0.05 for m, p in sums.values())} of {len(sums)}")
print("  " + ", ".join(f"{n} {pr} {pa}: {100 * (p / m - 1):+.1f}%" for (n, pr, pa), (m, p) in sorted(sums.items())
                       if n in ("alexnet", "googlenet")))
print("== Paleo's LRN and max pools, per layer (measured us, error)")
for r in paleo:
    if r["network"] in ("alexnet", "googlenet") and re.fullmatch(r"norm\d|pool\d", r["layer"]) and r["precision"] in ("fp32", "bf16"):
        print(f"  {r['network']:9s} {r['layer']:6s} {r['precision']} {r['pass']:14s} {1000 * float(r['measured_ms']):8.1f} {100 * err(r):+6.1f}%")
kind = {}
for f in glob.glob("docs/results/2026-11-30-library-refit-h200/sweep-streaming/*.mlir"):
    for line in open(f):
        m = re.search(r'net\.(\w+) "(\w+)"', line)
        if m: kind[(f, m.group(2))] = m.group(1)
print("== seed-11 sweep's pools: median / p90")
g = collections.defaultdict(list)
for r in csv.DictReader(open(f"{X}/seed11.csv")):
    k = kind.get((r["network"], r["layer"]))
    if k in ("max_pool", "avg_pool"): g[(k, r["precision"], r["pass"])].append(err(r))
for k in sorted(g): print(f"  {k[0]:8s} {k[1]} {k[2]:14s} {len(g[k]):3d}  {med_p90(g[k])}")
print("== torchvision's four models: median / p90 per precision and pass")
g = collections.defaultdict(list)
for r in csv.DictReader(open(f"{X}/tv-rows.csv")): g[(r["precision"], r["pass"])].append(err(r))
for k in sorted(g): print(f"  {k[0]} {k[1]:16s} {len(g[k]):4d}  {med_p90(g[k])}")
PY
