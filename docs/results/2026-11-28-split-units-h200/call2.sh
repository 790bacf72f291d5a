#!/usr/bin/env bash
# Session 18, call 2 (one H200): the persistent TMA kernel with each tile's
# reduction split into units (conv2d_implicit_gemm_wgmma_tma_persistent_split_k),
# chosen by the cost model where the tiles alone leave SMs idle (inner
# products, late layers at small batches), and its epilogue through shared
# memory (each consumer warp stages 16 rows of 128 bytes, lanes copy them
# out with cp.async.bulk), after call 1's Nsight Compute profile showed the
# memory-bound 1x1 layers limited by the register epilogue's narrow stores.
#  1. vgg16 at batch 2 in bf16 (split units on 3x3 layers and the inner
#     products) checked against cuDNN, then under memcheck, synccheck and
#     racecheck; googlenet at batch 2 in tf32 (fp32 staging rows, K not a
#     multiple of the tile) the same;
#  2. vgg16, alexnet, googlenet and resnet50 in bf16 and tf32, every launch
#     checked, ours vs cuDNN's graph API kernel-only (bench/true-time.sh);
#  3. Nsight Compute on three of googlenet's slow bf16 layers (a memory-bound
#     1x1 of 64 channels, a 14x14 1x1, a 3x3): where their time goes.
# Carry: devcarry/s18bx/s18b.tar.xz (`tar cJf devcarry/s18bx/s18b.tar.xz -C devcarry s18b`:
# bin/netc, netc-runtime; lowered/ the eight plans, vgg16-b2, googlenet-b2-tf32; engines.json).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
tar xJf devcarry/s18bx/s18b.tar.xz -C devcarry
source bench/cuda-libs.sh
export NETC_DEVICES_DIR=$PWD/devices PATH=/usr/local/cuda/bin:$PATH
S=$PWD/devcarry/s18b; R=/tmp/s18b; mkdir -p $R
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu --format=csv,noheader
for plan in vgg16-b2 googlenet-b2-tf32; do
  timeout 120 $S/bin/netc-runtime run $S/lowered/$plan --iterations 5 --warmup 1 > $R/run-$plan.txt 2>&1
  echo "$plan exit $?: $(grep 'checks:' $R/run-$plan.txt)"
done
for tool in memcheck synccheck racecheck; do
  timeout 100 compute-sanitizer --tool $tool --report-api-errors no $S/bin/netc-runtime run $S/lowered/googlenet-b2-tf32 \
    --no-check --no-cudnn --iterations 1 --warmup 0 --launches-per-replay 1 > $R/runtime-g-$tool.txt 2>&1
  echo "googlenet-b2-tf32 $tool exit $? (t=$SECONDS): $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' $R/runtime-g-$tool.txt)"
  timeout 150 compute-sanitizer --tool $tool --report-api-errors no $S/bin/netc-runtime run $S/lowered/vgg16-b2 \
    --no-check --no-cudnn --iterations 1 --warmup 0 --launches-per-replay 1 > $R/runtime-$tool.txt 2>&1
  echo "runtime $tool exit $? (t=$SECONDS): $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' $R/runtime-$tool.txt)"
done
echo "--- nets (t=$SECONDS)"
NETS=" " RUN_NETS="alexnet resnet50 googlenet vgg16" PRECISIONS="bf16 tf32" SHARES="0 0 100" \
  LOWERED_DIR=$S/lowered RUN_ARGS="--iterations 5 --warmup 1" ENGINE_CACHE=$S/engines.json \
  BUDGET_S=$((420 - SECONDS)) OUT=$R/runs bash bench/true-time.sh $S/bin > $R/runs.log 2>&1
echo "runs exit $? (t=$SECONDS)"; grep -A7 "^## The bar" $R/runs/results.md | head -9
echo "--- ncu (t=$SECONDS)"
timeout $((570 - SECONDS)) ncu --kernel-name regex:'netc_(conv2_reduce|conv2|inception_4e_1x1)$' --launch-count 3 \
  --section SpeedOfLight --section MemoryWorkloadAnalysis --section WarpStateStats --section SchedulerStats \
  --section LaunchStats --section Occupancy \
  $S/bin/netc-runtime run $S/lowered/googlenet-bf16 --no-check --no-cudnn --iterations 1 --warmup 0 \
  --launches-per-replay 1 > $R/ncu.txt 2>&1
echo "ncu exit $? (t=$SECONDS)"; grep -E "^  netc_|Duration|DRAM Throughput|Memory Throughput|Compute \(SM\)" $R/ncu.txt | head -30
cd /tmp && tar czf $OUT/s18b.tgz s18b
