#!/usr/bin/env bash
# Session 25, call 1 (nvidia-h200-x2, the first two-GPU machine lent since
# 2026-11-28's four):
#  1. On GPU 0: the plans whose choices the soft maximum of compute and
#     memory changed (alexnet and vgg16, tf32 and bf16), run checked against
#     cuDNN's graph API (bench/true-time.sh, runs only), and the same nets'
#     plans of 2026-11-29-wgmma-structure-h200's call 3 timed beside them.
#  2. netc-gpu-tests DataParallel*: the collectives captured in CUDA graphs
#     on two GPUs (the fix of 2026-11-28 had never run on several).
#  3. bench/multi-gpu.sh at 128 images per GPU (never measured for vgg16 and
#     googlenet): NCCL collectives, train-dp on 1 and 2 GPUs, the DDP column.
# Carry: devcarry/s25bx (`tar cJf devcarry/s25bx/s25b.tar.xz -C devcarry s25b`).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
LIMIT=${LIMIT:-570}
tar xJf devcarry/s25bx/s25b.tar.xz -C devcarry
source bench/cuda-libs.sh
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
export NETC_DEVICES_DIR=$PWD/devices PATH=/usr/local/cuda/bin:$PATH
S=$PWD/devcarry/s25b; R=/tmp/s25a; mkdir -p $R/logs $R/old
nvidia-smi -L; nvidia-smi topo -m
nvidia-smi --query-gpu=index,name,clocks.sm,clocks.max.sm,temperature.gpu --format=csv,noheader
echo "--- soft maximum's choices, checked, GPU 0 (t=$SECONDS)"
export CUDA_VISIBLE_DEVICES=0
NETS=" " RUN_NETS="alexnet vgg16" PRECISIONS="tf32 bf16" SHARES="0 0 100" \
  LOWERED_DIR=$S/lowered RUN_ARGS="--iterations 5 --warmup 1" ENGINE_CACHE=$S/engines.json \
  BUDGET_S=200 OUT=$R/new bash bench/true-time.sh $S/bin > $R/new.log 2>&1
echo "new runs exit $? (t=$SECONDS)"; grep -A5 "^## The bar" $R/new/results.md | tail -2
echo "--- the same nets' call-3 plans, timed (t=$SECONDS)"
for d in $S/old/*/; do
  name=$(basename $d)
  timeout 60 $S/bin/netc-runtime run $d --no-check --no-cudnn --iterations 5 --warmup 1 \
    --format json -o $R/old/$name.json > $R/logs/old-$name.txt 2>&1
  echo "$name exit $?: $(grep -E 'forward pass' $R/logs/old-$name.txt | tail -1)"
done
unset CUDA_VISIBLE_DEVICES
echo "--- DataParallel gtests (t=$SECONDS)"
timeout 150 $S/bin/netc-gpu-tests --gtest_filter='DataParallel*' > $R/dp-tests.log 2>&1
echo "exit $? (t=$SECONDS)"; grep -E "^\[ *(FAILED|PASSED|OK|SKIPPED) *\]|NOT RUN|graph" $R/dp-tests.log | tail -14
echo "--- multi-gpu.sh, 128 images per GPU (t=$SECONDS)"
OUT=$R/mg MULTI_GPU_BUDGET_S=$((LIMIT - SECONDS)) BATCHES=128 bash bench/multi-gpu.sh $S/bin > /dev/null 2>&1
echo "multi-gpu exit $? (t=$SECONDS)"
tail -45 $R/mg/log.txt
cd /tmp && tar czf $OUT/s25a.tgz --exclude='*.cubin' s25a && ls -la $OUT
echo "done t=$SECONDS"
