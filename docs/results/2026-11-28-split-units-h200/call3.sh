#!/usr/bin/env bash
# Session 18, call 3 (one H200): the split reduction redone for the staged
# epilogue (each split writes its fp32 partial tile in whole rows through the
# warp's staging rows; the last split sums them reading 16 bytes a thread
# along the rows), and the staged epilogue storing y with 16-byte thread
# copies instead of cp.async.bulk (call 2: the bulk copies' per-chunk wait
# made tf32's 256-wide tiles slower than the register epilogue).
#  1. One-layer networks (split-shapes.py: the inner products of vgg16,
#     alexnet and resnet50, googlenet's inception_5b 5x5) on the persistent
#     kernel forced to 128x64 and 128x128 tiles, unsplit and split 2, 4, 8
#     ways (where offered), bf16 and tf32, each checked against cuDNN:
#     what a split is worth, to price it in the catalog.
#  2. googlenet at batch 2 in tf32 and vgg16 at batch 2 in bf16 (split units
#     on 3x3 layers and inner products) checked, then memcheck and racecheck.
#  3. The four nets in bf16 and tf32 with the cost model's choices
#     (bench/true-time.sh), every launch checked, ours vs cuDNN's graph API.
# Carry: devcarry/s18cx/s18c.tar.xz (`tar cJf devcarry/s18cx/s18c.tar.xz -C devcarry s18c`).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
tar xJf devcarry/s18cx/s18c.tar.xz -C devcarry
source bench/cuda-libs.sh
export NETC_DEVICES_DIR=$PWD/devices PATH=/usr/local/cuda/bin:$PATH
S=$PWD/devcarry/s18c; R=/tmp/s18c; mkdir -p $R/shapes
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu --format=csv,noheader
echo "--- one-layer shapes"
for plan in $S/shapes-lowered/*; do
  name=$(basename $plan)
  timeout 30 $S/bin/netc-runtime run $plan --iterations 5 --warmup 1 --direction forward \
    --engine-cache $S/engines.json --format json > $R/shapes/$name.json 2> $R/shapes/$name.err
  [ $? -ne 0 ] && echo "$name failed: $(tail -1 $R/shapes/$name.err)"
  [ $SECONDS -gt 200 ] && { echo "shapes stopped at $name (t=$SECONDS)"; break; }
done
python3 - $R/shapes <<'PY'
import glob, json, os, sys
for path in sorted(glob.glob(os.path.join(sys.argv[1], '*.json'))):
    try: launch = json.load(open(path))['launches'][0]
    except Exception as e: print(os.path.basename(path), 'no report', e); continue
    ours, ref = launch['ours']['median_ms'], (launch.get('cudnn') or {}).get('median_ms')
    print(f"{os.path.basename(path)[:-5]:40} ours {ours:.5f} cudnn {ref or 0:.5f} passed {launch.get('passed')}")
PY
echo "--- small batches (t=$SECONDS)"
for plan in vgg16-b2 googlenet-b2-tf32; do
  timeout 60 $S/bin/netc-runtime run $S/lowered/$plan --iterations 5 --warmup 1 > $R/run-$plan.txt 2>&1
  echo "$plan exit $?: $(grep 'checks:' $R/run-$plan.txt | tail -1)"
  for tool in memcheck racecheck; do
    timeout 60 compute-sanitizer --tool $tool --report-api-errors no $S/bin/netc-runtime run $S/lowered/$plan \
      --no-check --no-cudnn --iterations 1 --warmup 0 --launches-per-replay 1 > $R/$plan-$tool.txt 2>&1
    echo "$plan $tool exit $? (t=$SECONDS): $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' $R/$plan-$tool.txt)"
  done
done
echo "--- nets (t=$SECONDS)"
NETS=" " RUN_NETS="alexnet resnet50 googlenet vgg16" PRECISIONS="bf16 tf32" SHARES="0 0 100" \
  LOWERED_DIR=$S/lowered RUN_ARGS="--iterations 5 --warmup 1" ENGINE_CACHE=$S/engines.json \
  BUDGET_S=$((575 - SECONDS)) OUT=$R/runs bash bench/true-time.sh $S/bin > $R/runs.log 2>&1
echo "runs exit $? (t=$SECONDS)"; grep -A7 "^## The bar" $R/runs/results.md | head -9
cd /tmp && tar czf $OUT/s18c.tgz s18c
