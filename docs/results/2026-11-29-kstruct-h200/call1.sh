#!/usr/bin/env bash
# Session 23, call 1 (one H200): torch.compile max-autotune-no-cudagraphs for
# what is left, resuming from the autotuning cache that session 22 left
# (2026-11-29-simt-split-h200/inductor-autotune-cache.tgz): googlenet in fp32, then
# the four nets in tf32, as far as the time goes. Forward only, one job at a
# time, each with the GPU to itself.
# Carry: devcarry/s23ax (`tar cJf devcarry/s23ax/s23a.tar.xz -C devcarry s23a`).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
LIMIT=${LIMIT:-560}
tar xJf devcarry/s23ax/s23a.tar.xz -C devcarry
source bench/cuda-libs.sh
export TORCHINDUCTOR_CACHE_DIR=/tmp/s23-inductor
mkdir -p $TORCHINDUCTOR_CACHE_DIR && tar xzf devcarry/s23a/inductor-cache.tgz -C $TORCHINDUCTOR_CACHE_DIR
S=$PWD/devcarry/s23a; R=/tmp/s23a; mkdir -p $R/pytorch $R/logs
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu --format=csv,noheader
for job in ${JOBS:-googlenet-fp32 alexnet-tf32 vgg16-tf32 resnet50-tf32 googlenet-tf32}; do
  left=$((LIMIT - SECONDS)); [ $left -lt 60 ] && { echo "$job: not started, $left s left"; continue; }
  p=${job##*-}
  (cd bench && PYTHONUNBUFFERED=1 timeout -s KILL $((left + 5)) python3 pytorch_column.py \
    $S/plans/$job.json --precision $p --no-layers --direction forward --iterations 10 \
    --compile-modes max-autotune-no-cudagraphs --no-compile-training --compile-min-s 20 \
    --deadline-s $((left - 8)) -o "$R/pytorch/$job.json") > $R/logs/$job.log 2>&1
  echo "$job exit $? (t=$SECONDS): $(grep '^pytorch_column:' $R/logs/$job.log | tail -1)"
done
grep -h "^AUTOTUNE\|^  [a-z_0-9]* [0-9.]* ms" $R/logs/*.log > $R/autotune.txt
tar czf $OUT/inductor-cache.tgz -C $TORCHINDUCTOR_CACHE_DIR cache
cd /tmp && tar czf $OUT/s23a.tgz s23a && ls -la $OUT
