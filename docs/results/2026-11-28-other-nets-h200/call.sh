#!/usr/bin/env bash
# Session 14 call 5 (one H200): the eleven other nets of nets/ with today's
# kernels, ours against the reference (issue 12), bf16 then fp32, engine
# cache from today's H200 runs.
set -u
cd "$(dirname "$0")/../.."
SECONDS=0
source bench/cuda-libs.sh
export NETC_DEVICES_DIR=$PWD/devices PATH=/usr/local/cuda/bin:$PATH
S=$PWD/devcarry/s14; R=/tmp/other; mkdir -p $R
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv,noheader
NETS=" " RUN_NETS="conv_L1 conv_L2 conv_L3 conv_L4 conv_L5 ece408 fashion_cnn nin vgg_a overfeat inception_v3" \
  PRECISIONS="bf16 fp32" SHARES="0 0 100" LOWERED_DIR=$S/lowered RUN_ARGS="--iterations 5 --warmup 1" \
  ENGINE_CACHE=$S/engines.json BUDGET_S=${BUDGET:-190} OUT=$R/runs bash bench/true-time.sh $S/bin > $R/runs.log 2>&1
echo "exit $? t=$SECONDS"; grep -A12 "^## The bar" $R/runs/results.md | head -14
cd /tmp && tar czf $OUT/other.tgz other && ls -la $OUT
