#!/usr/bin/env bash
# Session 15, call 4 (one H200): the eleven other nets of nets/ in tf32 with
# today's kernels (wgmma on truncated tf32 operands, split-K inner products),
# and the five conv_L* layers and inception_v3 in bf16 (issue 12's runs the
# last session did not reach), ours against cuDNN's graph API, every launch
# checked. Carry: devcarry/s15ox/s15o.tar.xz (`tar cJf ... -C devcarry s15o`:
# bin: netc, netc-runtime; lowered: `netc lower nets/NET.json --target sm_90
# --device h200 --precision P -o devcarry/s15o/lowered/NET-sm_90-P`) and
# devcarry/s15ox/engines.json (call 3's grown engine cache).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
tar xJf devcarry/s15ox/s15o.tar.xz -C devcarry
source bench/cuda-libs.sh
export NETC_DEVICES_DIR=$PWD/devices PATH=/usr/local/cuda/bin:$PATH
S=$PWD/devcarry/s15o; R=/tmp/s15o; mkdir -p $R
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv,noheader
NETS=" " RUN_NETS="conv_L1 conv_L2 conv_L3 conv_L4 conv_L5 ece408 fashion_cnn nin vgg_a overfeat inception_v3" \
  PRECISIONS="tf32" SHARES="0 0 100" LOWERED_DIR=$S/lowered RUN_ARGS="--iterations 5 --warmup 1" \
  ENGINE_CACHE=$PWD/devcarry/s15ox/engines.json BUDGET_S=${BUDGET:-250} OUT=$R/tf32 \
  bash bench/true-time.sh $S/bin > $R/tf32.log 2>&1
echo "tf32 exit $? t=$SECONDS"; grep -A5 "^## The bar" $R/tf32/results.md | tail -1
NETS=" " RUN_NETS="conv_L1 conv_L2 conv_L3 conv_L4 conv_L5 inception_v3" \
  PRECISIONS="bf16" SHARES="0 0 100" LOWERED_DIR=$S/lowered RUN_ARGS="--iterations 5 --warmup 1" \
  ENGINE_CACHE=$PWD/devcarry/s15ox/engines.json BUDGET_S=$((400 - SECONDS)) OUT=$R/bf16 \
  bash bench/true-time.sh $S/bin > $R/bf16.log 2>&1
echo "bf16 exit $? t=$SECONDS"; grep -A5 "^## The bar" $R/bf16/results.md | tail -1
grep -hE "netc lower \+ netc-runtime run" $R/*/results.md
cd /tmp && tar czf $OUT/s15o.tgz s15o
echo "done t=$SECONDS"
