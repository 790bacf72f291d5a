#!/usr/bin/env bash
# Session 19, call 4 (one H200), the session's last device seconds:
#  1. Nsight Compute on the narrow wgmma gather (resnet50's conv1 alone,
#     bf16 and tf32): why it runs at 2x the estimate from its loads.
#  2. The four nets in fp32 (TF32 off: CUDA-core kernels; the streaming
#     kernels four channels a thread), every launch checked, ours vs cuDNN's
#     graph API, smallest net first, as far as the budget goes.
# Carry: devcarry/s19dx/s19d.tar.xz (`tar cJf devcarry/s19dx/s19d.tar.xz -C devcarry s19d`).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
tar xJf devcarry/s19dx/s19d.tar.xz -C devcarry
source bench/cuda-libs.sh
export NETC_DEVICES_DIR=$PWD/devices PATH=/usr/local/cuda/bin:$PATH
S=$PWD/devcarry/s19d; R=/tmp/s19d; mkdir -p $R
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu --format=csv,noheader
echo "--- ncu (t=$SECONDS)"
for p in bf16 tf32; do
  timeout 60 ncu --kernel-name netc_conv1 --launch-count 1 \
    --section SpeedOfLight --section MemoryWorkloadAnalysis --section MemoryWorkloadAnalysis_Tables \
    --section WarpStateStats --section SchedulerStats --section LaunchStats --section Occupancy \
    --section InstructionStats \
    $S/bin/netc-runtime run $S/lowered/fc-resnet50-$p-mb3 --no-check --no-cudnn --iterations 1 --warmup 0 \
    --launches-per-replay 1 > $R/ncu-$p.txt 2>&1
  echo "ncu $p exit $? (t=$SECONDS)"
  grep -E "Duration|DRAM Throughput|Memory Throughput|Compute \(SM\)|L1/TEX Hit|Achieved Occupancy|Issue Slots Busy|Warp Cycles Per Issued" $R/ncu-$p.txt | head -12
done
echo "--- fp32 nets (t=$SECONDS)"
NETS=" " RUN_NETS="alexnet resnet50 googlenet vgg16" PRECISIONS="fp32" SHARES="0 0 100" \
  LOWERED_DIR=$S/lowered RUN_ARGS="--iterations 5 --warmup 1" ENGINE_CACHE=$S/engines.json \
  BUDGET_S=$((215 - SECONDS)) OUT=$R/runs bash bench/true-time.sh $S/bin > $R/runs.log 2>&1
echo "runs exit $? (t=$SECONDS)"; grep -A6 "^## The bar" $R/runs/results.md | head -8
cd /tmp && tar czf $OUT/s19d.tgz s19d
