#!/bin/bash
# Session 16, call 1 (one H200): the persistent warp-specialised wgmma kernel
# (bench/wgmma/persistent.cuh, then in lib/Kernels/kernels/netc_conv_wgmma.cuh)
# in the probe: memcheck and synccheck on the small shapes, then every shape
# in bf16 and tf32 beside five of the catalog's tiles.
# Carry: devcarry/s16/ holding probe (nvcc -std=c++17 -O3
# -gencode=arch=compute_90a,code=sm_90a -I lib/Kernels/kernels bench/wgmma/probe.cu).
set -u
cd devcarry/s16
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu --format=csv > $OUT/gpu.txt
(timeout 150 compute-sanitizer --tool memcheck ./probe --quick > $OUT/memcheck.txt 2>&1; echo "rc $?" >> $OUT/memcheck.txt)
tail -5 $OUT/memcheck.txt
(timeout 90 compute-sanitizer --tool synccheck ./probe --quick bf16 > $OUT/synccheck.txt 2>&1; echo "rc $?" >> $OUT/synccheck.txt)
tail -3 $OUT/synccheck.txt
timeout 200 ./probe --persistent bf16 > $OUT/probe-bf16.txt 2>&1; echo "rc $?" >> $OUT/probe-bf16.txt
timeout 150 ./probe --persistent tf32 > $OUT/probe-tf32.txt 2>&1; echo "rc $?" >> $OUT/probe-tf32.txt
grep -E "^(bf16|tf32)|persistent|wgmma  |FAILED|failed|rc" $OUT/probe-bf16.txt | head -150
grep -E "^(bf16|tf32)|FAILED|failed|rc" $OUT/probe-tf32.txt | head -40
