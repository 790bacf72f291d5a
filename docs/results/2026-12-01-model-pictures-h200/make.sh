#!/usr/bin/env bash
# Pictures of today's cost model against kernel-only measurement on an H200,
# from measurements already in docs/results (no GPU): every number the
# pictures show is recomputed by this commit's netc and devices/h200.json.
#
#   - the library model (cuDNN's layers): `netc calibrate --validate
#     --folds none` on rows no fit saw, Paleo's four nets (2026-11-28, every
#     layer and pass, fp32 / tf32 / bf16) and torchvision's four models
#     (2026-11-29/30: resnet50, mobilenet_v3_large, mobilenet_v2,
#     efficientnet_b0 at batch 64);
#   - netc's own kernels: `netc calibrate --score-structure` on the latest
#     checked run of each network and precision in the pages below, each
#     launch priced by today's structural model for the kernel that ran.
#
# usage: make.sh [NETC] (from the repository root; writes into this page's
# directory: the SVGs, summary.txt and the scored rows, gzipped)
set -euo pipefail
N=${1:-build/bin/netc}
HERE=docs/results/2026-12-01-model-pictures-h200
R=docs/results
X=$(mktemp -d)
trap 'rm -rf "$X"' EXIT

# torchvision's models, which the library rows name by path.
TV=$R/2026-11-30-library-refit-h200/tv
[ -f $TV/torchvision/dynamo/resnet50.onnx ] ||
  { mkdir -p $TV && tar xzf $R/2026-11-29-onnx-models-h200/tv-export.tar.gz -C $TV; }

# ---- the library model, held out ------------------------------------------
zcat $R/2026-11-30-library-refit-h200/torchvision-h200-rows.csv.gz > $X/torchvision.csv
$N calibrate --validate $R/2026-11-28-sweeps-h200/nets-profile-h200-2026-11-28.csv --device h200 \
  --folds none --scored-rows $X/library-paleo.csv > $X/library-paleo.txt 2>&1
$N calibrate --validate $X/torchvision.csv --device h200 --folds none \
  --scored-rows $X/library-torchvision.csv > $X/library-torchvision.txt 2>&1

# ---- netc's own kernels: run sets, latest first -----------------------------
source $HERE/ours-sets.sh
score() { # name plans runs...
  local name=$1 plans=$2; shift 2
  $N calibrate --score-structure "$(ls "$@" | paste -sd,)" --plans "$plans" --device h200 \
    --scored-rows $X/ours-$name.csv > /dev/null
}
ours_sets $X
# One run per network and precision: the first set that has it.
python3 - $X/ours.csv $X/ours-{strip,c5,c3,c1,p4,ep}.csv <<'PY'
import csv, sys
out, sets = sys.argv[1], sys.argv[2:]
taken, rows, header = set(), [], None
for path in sets:
    with open(path, newline="") as f:
        reader = csv.DictReader(f)
        header = reader.fieldnames
        here = [r for r in reader]
    keys = {(r["network"], r["precision"]) for r in here}
    new = keys - taken
    rows += [r for r in here if (r["network"], r["precision"]) in new]
    taken |= new
with open(out, "w", newline="") as f:
    writer = csv.DictWriter(f, header)
    writer.writeheader()
    writer.writerows(rows)
print(f"netc's own kernels: {len(rows)} launches of {len(taken)} network-precision runs")
PY

python3 bench/plot_model.py $X/library-paleo.csv $X/library-torchvision.csv $X/ours.csv \
  --out $HERE --date "2026-11-28 to 2026-11-30" --max-points 1500 > $X/plot.txt
{ echo "# make.sh: netc $(git rev-parse --short HEAD)$(git diff --quiet HEAD -- devices lib tools || echo ' (with uncommitted changes)')"
  echo "## the library model, Paleo's four nets"; cat $X/library-paleo.txt
  echo "## the library model, torchvision's four models"; cat $X/library-torchvision.txt
  echo "## the pictures"; cat $X/plot.txt; } > $HERE/summary.txt
# The scored rows, with the temporary directory taken out of their sources.
for f in library-paleo library-torchvision ours; do
  sed "s|$X/||g" $X/$f.csv | gzip -n > $HERE/$f-scored.csv.gz
done
echo "make.sh: wrote $(ls $HERE/*.svg | wc -l) pictures and summary.txt in $HERE"
