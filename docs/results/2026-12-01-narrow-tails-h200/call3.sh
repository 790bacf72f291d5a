#!/usr/bin/env bash
# Session 36, call 3 (one H200): the sub-wave bench on the other k-loop
# kernels (kstruct.py make --design tails --variants implicit_gemm_wgmma,
# implicit_gemm_mma,implicit_gemm_simt: the gathered wgmma and mma.sync
# tiles in tf32 and bf16, the SIMT tiles in fp32; 37 networks), so that
# every tile a sub-wave launch chooses among has a floor (call 2: with the
# TMA tiles' floors alone, inception_v3's bf16 1x7 layers left the gathered
# 128 x 64 tile for the TMA 256 x 64 one and ran 1.07-1.12x slower).
# Kernel-only, medians of 10 replays: tails2.tgz. Carry: devcarry/s36c
# (bin/netc-runtime.xz, tails2-bench.tar.xz).
set -u
C=${C:-devcarry/s36c}
export PATH=/usr/local/cuda/bin:$PATH NETC_DEVICES_DIR=$PWD/devices
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,driver_version --format=csv,noheader | tee $OUT/gpu.txt
date -u | tee -a $OUT/gpu.txt
W=/tmp/w; mkdir -p $W/runs $W/logs
tar xJf $C/tails2-bench.tar.xz -C $W
R=$C/bin/netc-runtime
[ -f $R ] || { xz -dc $R.xz > /tmp/netc-runtime && chmod +x /tmp/netc-runtime && R=/tmp/netc-runtime; }
python3 bench/kstruct/kstruct.py run $W/tails2 --runtime $R --iterations 10 --budget-s 400 2>&1 | tail -40 > $W/logs/tails2-run.txt
mkdir -p $W/runs/tails2
for d in $W/tails2/*/; do [ -f $d/run.json ] && cp $d/run.json $W/runs/tails2/$(basename $d).json; done
(cd $W && tar czf $OUT/tails2.tgz runs/tails2 logs)
echo "tails2 done t=$SECONDS ($(ls $W/runs/tails2 | wc -l) networks)" | tee -a $OUT/progress.txt
