#!/usr/bin/env bash
# Session 16, call 11 (one H200): issue 12's tf32 PyTorch column, never run:
#  A. the per-layer cross-check in tf32 (the runtime's reference against
#     PyTorch's cuDNN, convolutions, every pass, kernel-only) for vgg16,
#     alexnet, googlenet and resnet50;
#  B. PyTorch's whole networks in tf32 (eager, CUDA graph, torch.compile
#     default; no max-autotune, no compiled training: the budget).
# Carry: devcarry/s16kx/s16k.tar.xz (`tar cJf devcarry/s16kx/s16k.tar.xz -C devcarry s16k`:
# bin/ netc, netc-runtime; engines.json, session 15's engine cache).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
tar xJf devcarry/s16kx/s16k.tar.xz -C devcarry
source bench/cuda-libs.sh
export NETC_DEVICES_DIR=$PWD/devices PATH=/usr/local/cuda/bin:$PATH
S=$PWD/devcarry/s16k; R=/tmp/s16k; mkdir -p $R
NETS="alexnet googlenet resnet50 vgg16" RUN_NETS=" " PRECISIONS=tf32 SHARES="45 55 0" \
  PYTORCH_ARGS="--ops conv2d --no-network" ENGINE_CACHE=$S/engines.json \
  BUDGET_S=130 OUT=$R/crosscheck bash bench/true-time.sh $S/bin > $R/crosscheck.log 2>&1
echo "A exit $? (t=$SECONDS)"; grep -A8 "^## Reference cross-check" $R/crosscheck/results.md | head -10
NETS="alexnet googlenet resnet50 vgg16" RUN_NETS=" " PRECISIONS=tf32 SHARES="100 0 0" \
  PYTORCH_ARGS="--no-layers --no-compile-training --compile-modes default --compile-min-s 10" \
  BUDGET_S=$((330 - SECONDS)) OUT=$R/networks bash bench/true-time.sh $S/bin > $R/networks.log 2>&1
echo "B exit $? (t=$SECONDS)"; grep -A8 "^## Whole network: forward" $R/networks/results.md | head -10
cd /tmp && tar czf $OUT/s16k.tgz s16k
