#!/usr/bin/env bash
# Session 25, call 2 (nvidia-h200-x2): what call 1 left unmeasured at 128
# images per GPU: train-dp of vgg16 and googlenet on 1 and 2 GPUs (vgg16's
# cuDNN engine search outran call 1's share), and the PyTorch DDP column
# (killed at its share in call 1 after resnet50 on one GPU). Predictions from
# devices/h200.json (COLLECTIVES=0); bench/multi_gpu_report.py rescored
# afterwards with call 1's graph-replay fit.
# Carry: devcarry/s25bx (as call 1).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
LIMIT=${LIMIT:-570}
tar xJf devcarry/s25bx/s25b.tar.xz -C devcarry
export NETC_DEVICES_DIR=$PWD/devices PATH=/usr/local/cuda/bin:$PATH
S=$PWD/devcarry/s25b; R=/tmp/s25b; mkdir -p $R
nvidia-smi --query-gpu=index,name,clocks.sm,clocks.max.sm,temperature.gpu --format=csv,noheader
OUT=$R/mg MULTI_GPU_BUDGET_S=$((LIMIT - SECONDS)) BATCHES=128 NETS="vgg16 googlenet resnet50" \
  COLLECTIVES=0 SHARES="60 40" bash bench/multi-gpu.sh $S/bin > /dev/null 2>&1
echo "multi-gpu exit $? (t=$SECONDS)"
grep -E "^===|FAILED|skipped|compute .* iteration|ddp_column:" $R/mg/log.txt
sed -n '/^## Data-parallel/,$p' $R/mg/report.md | head -30
cd /tmp && tar czf $OUT/s25b.tgz s25b && ls -la $OUT
echo "done t=$SECONDS"
