#!/usr/bin/env bash
# Session 30: why squeeze-and-excitation's 1x1 convolutions take ~1 us a
# k-step on the SIMT 32x32x16 tile where the structure bench's 3x3 layers
# take 0.67: one network of 20 fp32 1x1 (and two 3x3) convolutions, forced
# onto that kernel, grids of 2-264 blocks, 2-128 k-steps, images of 1 and
# 8x8 pixels; netc-runtime run --no-check --no-cudnn (kernel-only, flush
# before every launch, medians of 10), three times.
set -u
C=devcarry/s30k  # se-latency.mlir lowered into $C/lowered as the page says; netc-runtime (stripped) in $C
source bench/cuda-libs.sh 2>/dev/null
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv,noheader | tee $OUT/gpu.txt
for i in 1 2 3; do
  $C/netc-runtime run $C/lowered --no-check --no-cudnn --iterations 10 --warmup 2 --format json -o $OUT/run$i.json > $OUT/run$i.log 2>&1
  echo "run $i exit $?"
done
