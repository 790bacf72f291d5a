#!/usr/bin/env bash
# Session 24, call 2 (one H200): what the model chooses once the wgmma tiles
# are priced from call 1's bench, beside today's choices, on one clock.
#  1. The tf32 and bf16 plans of vgg16, alexnet, googlenet, resnet50 and
#     ECE408 lowered with h200-cand2.json (devices/h200.json plus call 1's
#     wgmma entries and the H200 bench's bf16 mma.sync and direct entries of
#     2026-11-29-kstruct-h200), every launch checked against cuDNN's graph API
#     (bench/true-time.sh, runs only).
#  2. The same nets lowered with h200-cand.json (the wgmma entries alone) and
#     as lowered today (2026-11-29-kstruct-h200's call 2 plans), timed
#     (--no-check --no-cudnn), so that the three share a clock.
#  3. The wgmma split-K sweep (make-wgmma-split-sweep.sh), every launch
#     checked against cuBLASLt.
# Carry: devcarry/s24bx (`tar cJf devcarry/s24bx/s24b.tar.xz -C devcarry s24b`).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
tar xJf devcarry/s24bx/s24b.tar.xz -C devcarry
source bench/cuda-libs.sh
export NETC_DEVICES_DIR=$PWD/devices PATH=/usr/local/cuda/bin:$PATH
S=$PWD/devcarry/s24b; R=/tmp/s24b; mkdir -p $R/logs $R/cand $R/now $R/wsplit
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu --format=csv,noheader
echo "--- cand2 choices, checked (t=$SECONDS)"
NETS=" " RUN_NETS="alexnet vgg16 googlenet resnet50 ece408" PRECISIONS="tf32 bf16" SHARES="0 0 100" \
  LOWERED_DIR=$S/lowered-cand2 RUN_ARGS="--iterations 5 --warmup 1" ENGINE_CACHE=$S/engines.json \
  BUDGET_S=300 OUT=$R/cand2 bash bench/true-time.sh $S/bin > $R/cand2.log 2>&1
echo "cand2 runs exit $? (t=$SECONDS)"; grep -A5 "^## The bar" $R/cand2/results.md | tail -2
cp $R/cand2/results.md $OUT/cand2-results.md 2>/dev/null
for set in cand now; do
  echo "--- $set, timed (t=$SECONDS)"
  for d in $S/lowered-$set/*/; do
    name=$(basename $d)
    timeout 60 $S/bin/netc-runtime run $d --no-check --no-cudnn --iterations 5 --warmup 1 \
      --format json -o $R/$set/$name.json > $R/logs/$set-$name.txt 2>&1
    echo "$name exit $?: $(grep -E 'forward pass' $R/logs/$set-$name.txt | tail -1)"
  done
done
echo "--- wgmma split sweep, checked (t=$SECONDS)"
for d in $S/wsplit/lowered/*/; do
  name=$(basename $d)
  [ $SECONDS -gt 560 ] && { echo "$name: skipped (t=$SECONDS)"; continue; }
  timeout 30 $S/bin/netc-runtime run $d --iterations 5 --warmup 1 --engine-cache $S/engines.json \
    --format json -o $R/wsplit/$name.json > $R/logs/wsplit-$name.txt 2>&1
  echo "$name exit $?: $(grep -E 'checks:' $R/logs/wsplit-$name.txt | tail -1 | cut -c1-80)"
done
cd /tmp && tar czf $OUT/s24b.tgz s24b && ls -la $OUT
