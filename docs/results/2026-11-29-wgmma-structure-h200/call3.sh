#!/usr/bin/env bash
# Session 24, call 3 (one H200): the choices of the profile to ship beside
# today's, on one clock.
#  1. The tf32 and bf16 plans of vgg16, alexnet, googlenet, resnet50 and
#     ECE408 lowered with h200-cand2.json (devices/h200.json plus call 1's
#     wgmma entries and the H200 bench's bf16 mma.sync and direct entries of
#     2026-11-29-kstruct-h200) by a netc with the persistent split's
#     structural tail (call 2's sweep), every launch checked against cuDNN's
#     graph API (bench/true-time.sh, runs only).
#  2. Today's plans (2026-11-29-kstruct-h200's call 2), timed again
#     (--no-check --no-cudnn; checked there).
#  3. With what is left: resnet50's tf32 torch.compile max-autotune (forward,
#     no CUDA graphs), resumed from call 1's autotuning cache.
# Carry: devcarry/s24cx (`tar cJf devcarry/s24cx/s24c.tar.xz -C devcarry s24c`).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
LIMIT=${LIMIT:-570}
tar xJf devcarry/s24cx/s24c.tar.xz -C devcarry
source bench/cuda-libs.sh
export NETC_DEVICES_DIR=$PWD/devices PATH=/usr/local/cuda/bin:$PATH
S=$PWD/devcarry/s24c; R=/tmp/s24c; mkdir -p $R/logs $R/now $R/pytorch
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu --format=csv,noheader
echo "--- new choices, checked (t=$SECONDS)"
NETS=" " RUN_NETS="alexnet vgg16 googlenet resnet50 ece408" PRECISIONS="tf32 bf16" SHARES="0 0 100" \
  LOWERED_DIR=$S/lowered RUN_ARGS="--iterations 5 --warmup 1" ENGINE_CACHE=$S/engines.json \
  BUDGET_S=300 OUT=$R/new bash bench/true-time.sh $S/bin > $R/new.log 2>&1
echo "new runs exit $? (t=$SECONDS)"; grep -A5 "^## The bar" $R/new/results.md | tail -2
cp $R/new/results.md $OUT/new-results.md 2>/dev/null
echo "--- today's plans, timed (t=$SECONDS)"
for d in $S/lowered-now/*/; do
  name=$(basename $d)
  timeout 60 $S/bin/netc-runtime run $d --no-check --no-cudnn --iterations 5 --warmup 1 \
    --format json -o $R/now/$name.json > $R/logs/now-$name.txt 2>&1
  echo "$name exit $?: $(grep -E 'forward pass' $R/logs/now-$name.txt | tail -1)"
done
echo "--- max-autotune (t=$SECONDS)"
export TORCHINDUCTOR_CACHE_DIR=/tmp/s24-inductor
mkdir -p $TORCHINDUCTOR_CACHE_DIR && tar xzf $S/inductor-cache.tgz -C $TORCHINDUCTOR_CACHE_DIR
for job in ${JOBS:-resnet50-tf32 googlenet-tf32}; do
  left=$((LIMIT - SECONDS)); [ $left -lt 60 ] && { echo "$job: not started, $left s left"; continue; }
  p=${job##*-}
  (cd bench && PYTHONUNBUFFERED=1 timeout -s KILL $((left + 5)) python3 pytorch_column.py \
    $S/plans/$job.json --precision $p --no-layers --direction forward --iterations 10 \
    --compile-modes max-autotune-no-cudagraphs --no-compile-training --compile-min-s 20 \
    --deadline-s $((left - 8)) -o "$R/pytorch/$job.json") > $R/logs/$job.log 2>&1
  echo "$job exit $? (t=$SECONDS): $(grep '^pytorch_column:' $R/logs/$job.log | tail -1)"
done
grep -h "^AUTOTUNE\|^  [a-z_0-9]* [0-9.]* ms" $R/logs/*-tf32.log > $R/autotune.txt 2>/dev/null
tar czf $OUT/inductor-cache.tgz -C $TORCHINDUCTOR_CACHE_DIR cache
cd /tmp && tar czf $OUT/s24c.tgz s24c && ls -la $OUT
