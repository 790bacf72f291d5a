#!/usr/bin/env bash
# Session 16, call 2 (one H200):
#  1. ncu on three probe kernels (bench/wgmma/probe.cu --persistent bf16):
#     vgg16 conv4_2 on section 4's 128x256 tile and on the persistent
#     128x256, googlenet inception_4e/1x1 on the persistent 128x128: where
#     does each one's time go (tensor pipe, L2, DRAM, stalls)?
#  2. vgg16, alexnet, googlenet, resnet50 in tf32 lowered here with
#     `netc lower --tf32-rounding nearest` (the operands rounded as cuDNN
#     rounds them), every launch checked, ours vs cuDNN's graph API kernel-only.
# Carry: devcarry/s16x/s16.tar.xz (`tar cJf devcarry/s16x/s16.tar.xz -C devcarry s16`:
# bin/ netc, netc-runtime, probe; lowered/ the four tf32 plans; engines.json,
# session 15's engine cache).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
tar xJf devcarry/s16x/s16.tar.xz -C devcarry
source bench/cuda-libs.sh
export NETC_DEVICES_DIR=$PWD/devices PATH=/usr/local/cuda/bin:$PATH
S=$PWD/devcarry/s16; R=/tmp/s16b; mkdir -p $R
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv,noheader
nvidia-smi --query-gpu=timestamp,clocks.sm,temperature.gpu,power.draw,clocks_throttle_reasons.active \
  --format=csv,noheader -l 1 > $R/clocks.csv 2>&1 &
sampler=$!

echo "== 1. ncu (t=$SECONDS)"
sections="--section SpeedOfLight --section MemoryWorkloadAnalysis --section ComputeWorkloadAnalysis --section WarpStateStats --section Occupancy"
profile() { # name, kernel regex, launches to skip
  timeout 150 ncu $sections -k "regex:$2" --launch-skip $3 -c 1 $S/bin/probe --persistent bf16 \
    > $R/ncu-$1.txt 2>&1
  echo "ncu $1 exit $?"
  grep -E "Duration|Memory Throughput|L2 Cache Throughput|DRAM Throughput|Compute \(SM\) Throughput|L1/TEX Hit|L2 Hit|Mem Busy|Max Bandwidth|Stall|Warp Cycles Per Issued" $R/ncu-$1.txt | head -20
}
profile conv4_2-multistage-128x256 wgmmaKernel 0
profile conv4_2-persistent-128x256 persistentKernel 0
profile inception_4e-persistent-128x128 persistentKernel 2626

echo "== 2. runs: 4 nets tf32 rounded to nearest (t=$SECONDS)"
NETS=" " RUN_NETS="alexnet resnet50 googlenet vgg16" PRECISIONS="tf32" SHARES="0 0 100" \
  LOWERED_DIR=$S/lowered RUN_ARGS="--iterations 5 --warmup 1" ENGINE_CACHE=$S/engines.json \
  BUDGET_S=$((560 - SECONDS)) OUT=$R/runs bash bench/true-time.sh $S/bin > $R/runs.log 2>&1
echo "runs exit $? (t=$SECONDS)"; grep -A6 "^## The bar" $R/runs/results.md | head -8
kill $sampler
cd /tmp && tar czf $OUT/s16b.tgz s16b
echo "done t=$SECONDS"
