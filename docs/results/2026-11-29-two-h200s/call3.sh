#!/usr/bin/env bash
# Session 25, call 3 (nvidia-h200-x2): googlenet and resnet50 at 128 images
# per GPU, train-dp on 1 and 2 GPUs and the PyTorch DDP column. vgg16 is
# left out: its cuDNN engine search at 128 images (fp32) outran 245 s in
# call 2 without a step timed.
# Carry: devcarry/s25bx (as call 1).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
LIMIT=${LIMIT:-430}
tar xJf devcarry/s25bx/s25b.tar.xz -C devcarry
export NETC_DEVICES_DIR=$PWD/devices PATH=/usr/local/cuda/bin:$PATH
S=$PWD/devcarry/s25b; R=/tmp/s25c; mkdir -p $R
nvidia-smi --query-gpu=index,name,clocks.sm,clocks.max.sm,temperature.gpu --format=csv,noheader
OUT=$R/mg MULTI_GPU_BUDGET_S=$((LIMIT - SECONDS)) BATCHES=128 NETS="googlenet resnet50" \
  COLLECTIVES=0 SHARES="40 60" bash bench/multi-gpu.sh $S/bin > /dev/null 2>&1
echo "multi-gpu exit $? (t=$SECONDS)"
grep -E "^===|FAILED|skipped|compute .* iteration|ddp_column:" $R/mg/log.txt
sed -n '/^## Data-parallel/,$p' $R/mg/report.md | head -24
cd /tmp && tar czf $OUT/s25c.tgz s25c && ls -la $OUT
echo "done t=$SECONDS"
