#!/usr/bin/env bash
# Session 23, call 3 (one H200): the kernels the structural model chooses
# once it prices the wgmma kernels too.
#  1. The tf32 and bf16 plans of vgg16, alexnet, googlenet, resnet50 and
#     ECE408 lowered with h200-cand.json (devices/h200.json plus the wgmma
#     entries fitted on call 2's runs and the H200 bench's bf16 mma.sync and
#     direct entries), every launch checked against cuDNN's graph API
#     (bench/true-time.sh, runs only).
#  1b. resnet50 in fp32 as lowered with the SIMT split's own tail (its
#     fc1000 moves to the 64x64 tile split 8 ways), checked.
#  2. The same plans as lowered today (call 2's, and session 22's resnet50
#     fp32), timed again in this call
#     (--no-check --no-cudnn: their launches were checked in call 2), so
#     that old and new share a clock.
#  3. vgg16's tf32 max-autotune, resuming from call 1's cache, with what is
#     left.
# Carry: devcarry/s23cx (`tar cJf devcarry/s23cx/s23c.tar.xz -C devcarry s23c`).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
LIMIT=${LIMIT:-560}
tar xJf devcarry/s23cx/s23c.tar.xz -C devcarry
source bench/cuda-libs.sh
export NETC_DEVICES_DIR=$PWD/devices PATH=/usr/local/cuda/bin:$PATH
S=$PWD/devcarry/s23c; R=/tmp/s23c; mkdir -p $R/logs $R/old $R/pytorch
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu --format=csv,noheader
echo "--- new choices, checked (t=$SECONDS)"
NETS=" " RUN_NETS="alexnet vgg16 googlenet resnet50 ece408" PRECISIONS="tf32 bf16" SHARES="0 0 100" \
  LOWERED_DIR=$S/lowered RUN_ARGS="--iterations 5 --warmup 1" ENGINE_CACHE=$S/engines.json \
  BUDGET_S=300 OUT=$R/new bash bench/true-time.sh $S/bin > $R/new.log 2>&1
echo "new runs exit $? (t=$SECONDS)"; grep -A5 "^## The bar" $R/new/results.md | tail -2
cp $R/new/results.md $OUT/new-results.md 2>/dev/null
echo "--- resnet50 fp32 with the SIMT split's own tail (fc1000 split 8 ways on the 64x64 tile), checked (t=$SECONDS)"
timeout 90 $S/bin/netc-runtime run $S/fp32new/resnet50-sm_90-fp32 --iterations 5 --warmup 1 \
  --engine-cache $S/engines.json --format json -o $R/fp32new-resnet50.json > $R/logs/fp32new-resnet50.txt 2>&1
echo "exit $?: $(grep -E 'checks:|forward pass' $R/logs/fp32new-resnet50.txt | tr '\n' ' ')"
echo "--- old choices, timed (t=$SECONDS)"
for d in $S/old/*/; do
  name=$(basename $d)
  timeout 60 $S/bin/netc-runtime run $d --no-check --no-cudnn --iterations 5 --warmup 1 \
    --format json -o $R/old/$name.json > $R/logs/old-$name.txt 2>&1
  echo "$name exit $?: $(grep -E 'forward pass' $R/logs/old-$name.txt | tail -1)"
done
echo "--- vgg16 tf32 max-autotune (t=$SECONDS)"
export TORCHINDUCTOR_CACHE_DIR=/tmp/s23-inductor
mkdir -p $TORCHINDUCTOR_CACHE_DIR && tar xzf $S/inductor-cache.tgz -C $TORCHINDUCTOR_CACHE_DIR
left=$((LIMIT - SECONDS))
if [ $left -gt 60 ]; then
  (cd bench && PYTHONUNBUFFERED=1 timeout -s KILL $((left + 5)) python3 pytorch_column.py \
    $S/plans/vgg16-tf32.json --precision tf32 --no-layers --direction forward --iterations 10 \
    --compile-modes max-autotune-no-cudagraphs --no-compile-training --compile-min-s 20 \
    --deadline-s $((left - 8)) -o "$R/pytorch/vgg16-tf32.json") > $R/logs/vgg16-tf32.log 2>&1
  echo "vgg16-tf32 exit $? (t=$SECONDS): $(grep '^pytorch_column:' $R/logs/vgg16-tf32.log | tail -1)"
  grep -h "^AUTOTUNE\|^  [a-z_0-9]* [0-9.]* ms" $R/logs/vgg16-tf32.log > $R/autotune.txt
  tar czf $OUT/inductor-cache.tgz -C $TORCHINDUCTOR_CACHE_DIR cache
fi
cd /tmp && tar czf $OUT/s23c.tgz s23c && ls -la $OUT
