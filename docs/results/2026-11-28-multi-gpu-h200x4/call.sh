#!/usr/bin/env bash
# Session 13, call 1 (nvidia-h200-x4): issue 18 on several GPUs.
set -u
cd "$(dirname "$0")/.."
SECONDS=0
tar xJf devcarry/mg.tar.xz -C devcarry
source bench/cuda-libs.sh
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
export NETC_DEVICES_DIR=$PWD/devices PATH=/usr/local/cuda/bin:$PATH
B=$PWD/devcarry/mg/bin
nvidia-smi -L; nvidia-smi topo -m
python3 -c 'import torch; print(torch.__version__, torch.cuda.device_count(), torch.cuda.nccl.version())'
echo "== GPU tests DataParallel* (t=$SECONDS)"
timeout 120 $B/netc-gpu-tests --gtest_filter='DataParallel*' > /tmp/dp-tests.log 2>&1
echo "exit $? (t=$SECONDS)"; grep -E "^\[ *(FAILED|PASSED|OK|SKIPPED) *\]|NOT RUN" /tmp/dp-tests.log | tail -12
cp /tmp/dp-tests.log $OUT/
echo "== multi-gpu.sh (t=$SECONDS)"
OUT=/tmp/mg MULTI_GPU_BUDGET_S=$((560 - SECONDS)) bash bench/multi-gpu.sh $B > /dev/null 2>&1
echo "multi-gpu exit $? (t=$SECONDS)"
cp /tmp/mg/report.md /tmp/mg/log.txt /tmp/mg/multi-gpu-results.tar.gz $OUT/ 2>/dev/null
tail -60 /tmp/mg/log.txt
echo "done t=$SECONDS"
