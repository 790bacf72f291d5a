#!/usr/bin/env bash
# Session 22, call 4 (one H200): the plans as committed, then googlenet's
# fp32 max-autotune as far as the time goes.
#  1. vgg16, alexnet, googlenet, resnet50 and ECE408 in fp32 as netc lowers
#     them after call 3 (only the 128x128 SIMT tile capped; inner products
#     split), every launch checked against cuDNN's graph API
#     (bench/true-time.sh, runs only).
#  2. torch.compile max-autotune-no-cudagraphs of googlenet in fp32, forward
#     only, resuming from call 1's autotuning cache.
# Carry: devcarry/s22dx (`tar cJf devcarry/s22dx/s22d.tar.xz -C devcarry s22d`).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
LIMIT=${LIMIT:-545}
tar xJf devcarry/s22dx/s22d.tar.xz -C devcarry
source bench/cuda-libs.sh
export NETC_DEVICES_DIR=$PWD/devices PATH=/usr/local/cuda/bin:$PATH
S=$PWD/devcarry/s22d; R=/tmp/s22d; mkdir -p $R/pytorch $R/logs
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu --format=csv,noheader
echo "--- fp32 as committed, checked (t=$SECONDS)"
NETS=" " RUN_NETS="alexnet vgg16 googlenet resnet50 ece408" PRECISIONS="fp32" SHARES="0 0 100" \
  LOWERED_DIR=$S/lowered RUN_ARGS="--iterations 5 --warmup 1" ENGINE_CACHE=$S/engines.json \
  BUDGET_S=150 OUT=$R/now bash bench/true-time.sh $S/bin > $R/now.log 2>&1
echo "fp32 runs exit $? (t=$SECONDS)"; grep -A6 "^## The bar" $R/now/results.md | head -8
cp $R/now/results.md $OUT/now-results.md 2>/dev/null
echo "--- googlenet fp32 max-autotune (t=$SECONDS)"
export TORCHINDUCTOR_CACHE_DIR=/tmp/s22-inductor
mkdir -p $TORCHINDUCTOR_CACHE_DIR && tar xzf $S/inductor-cache.tgz -C $TORCHINDUCTOR_CACHE_DIR
left=$((LIMIT - SECONDS))
(cd bench && PYTHONUNBUFFERED=1 timeout -s KILL $((left + 5)) python3 pytorch_column.py \
  $S/plans/googlenet-fp32.json --precision fp32 --no-layers --direction forward --iterations 10 \
  --compile-modes max-autotune-no-cudagraphs --no-compile-training --compile-min-s 20 \
  --deadline-s $((left - 8)) -o "$R/pytorch/googlenet-fp32.json") > $R/logs/googlenet-fp32.log 2>&1
echo "googlenet-fp32 exit $? (t=$SECONDS): $(grep '^pytorch_column:' $R/logs/googlenet-fp32.log | tail -1)"
grep -h "^AUTOTUNE\|^  [a-z_0-9]* [0-9.]* ms" $R/logs/*.log > $R/autotune.txt
tar czf $OUT/inductor-cache.tgz -C $TORCHINDUCTOR_CACHE_DIR cache
cd /tmp && tar czf $OUT/s22d.tgz s22d && ls -la $OUT
