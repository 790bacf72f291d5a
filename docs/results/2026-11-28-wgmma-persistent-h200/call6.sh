#!/usr/bin/env bash
# Session 16, call 6 (one H200): issue 12: conv_L1 to conv_L5 in fp32, the
# last of the other nets not yet run on the H200 in fp32 with today's
# kernels; ours against cuDNN's graph API, kernel-only, every launch
# checked. Plans lowered here (`netc lower nets/NET.json --target sm_90
# --device h200 --precision fp32`, PTX and IR removed).
# Carry: devcarry/s16fx/s16f.tar.xz (`tar cJf devcarry/s16fx/s16f.tar.xz -C devcarry s16f`:
# bin/ netc, netc-runtime; lowered/; engines.json, session 15's engine cache).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
tar xJf devcarry/s16fx/s16f.tar.xz -C devcarry
source bench/cuda-libs.sh
export NETC_DEVICES_DIR=$PWD/devices PATH=/usr/local/cuda/bin:$PATH
S=$PWD/devcarry/s16f; R=/tmp/s16f; mkdir -p $R
NETS=" " RUN_NETS="conv_L1 conv_L2 conv_L3 conv_L4 conv_L5" PRECISIONS="fp32" SHARES="0 0 100" \
  LOWERED_DIR=$S/lowered RUN_ARGS="--iterations 5 --warmup 1" ENGINE_CACHE=$S/engines.json \
  BUDGET_S=540 OUT=$R/runs bash bench/true-time.sh $S/bin > $R/runs.log 2>&1
echo "runs exit $? (t=$SECONDS)"; tail -5 $R/runs.log
cd /tmp && tar czf $OUT/s16f.tgz s16f
echo "done t=$SECONDS"
