#!/usr/bin/env bash
# Session 32, call 2 (one H200): the misaligned-pitch bench (make-bench.sh
# pitch: 1x1 layers whose pixels are 16 bytes off a 32-byte sector, every
# TMA tile in tf32 and bf16), kernel-only (`netc-runtime run --no-check
# --no-cudnn`, an L2 sweep before every launch), medians of 10: bench.tgz.
# Carry: devcarry/s32b (bin/netc-runtime, pitch-bench.tar.xz).
set -u
C=${C:-devcarry/s32b}
export PATH=/usr/local/cuda/bin:$PATH NETC_DEVICES_DIR=$PWD/devices
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,driver_version --format=csv,noheader | tee $OUT/gpu.txt
date -u | tee -a $OUT/gpu.txt
W=/tmp/w; mkdir -p $W/bench; tar xJf $C/pitch-bench.tar.xz -C $W
python3 bench/kstruct/kstruct.py run $W/pitch-bench --runtime $C/bin/netc-runtime --iterations 10 --budget-s 200
for d in $W/pitch-bench/*/; do [ -f $d/run.json ] && cp $d/run.json $W/bench/$(basename $d).json; done
cd $W && tar czf $OUT/bench.tgz bench && ls -la $OUT
echo "done t=$SECONDS"
