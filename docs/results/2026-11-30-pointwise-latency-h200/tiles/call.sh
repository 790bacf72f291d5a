#!/usr/bin/env bash
# Session 30: a 3x3 convolution and a 1x1 one with the same grid (one block
# per SM) and k-steps (18), on each of 11 catalog kernels (fp32 SIMT tiles,
# bf16 mma.sync and wgmma TMA tiles), forced by `netc lower --force-kernel`
# (make.py); netc-runtime run --no-check --no-cudnn, kernel-only, twice;
# the runs in one runs.tgz (a first call returned 8 of its 23 files).
set -u
C=devcarry/s30p
source bench/cuda-libs.sh 2>/dev/null
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv,noheader | tee $OUT/gpu.txt
for d in $C/*/lowered; do
  name=$(basename $(dirname $d))
  for i in 1 2; do
    $C/netc-runtime run $d --no-check --no-cudnn --iterations 10 --warmup 2 --format json -o $OUT/$name-$i.json > /dev/null 2>&1 || echo "$name run $i failed"
  done
done
cd $OUT && tar czf runs.tgz *.json && rm -f *.json && ls
