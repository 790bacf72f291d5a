#!/usr/bin/env bash
# Session 16, call 5 (one H200): issue 12's last H200 gap among the other
# nets: vgg_a, overfeat and inception_v3 in fp32 (never run on the H200 with
# today's kernels), ours against cuDNN's graph API, kernel-only, every launch
# checked. Plans lowered here (`netc lower nets/NET.json --target sm_90
# --device h200 --precision fp32`, PTX and IR removed).
# Carry: devcarry/s16ex/s16e.tar.xz (`tar cJf devcarry/s16ex/s16e.tar.xz -C devcarry s16e`:
# bin/ netc, netc-runtime; lowered/; engines.json, session 15's engine cache).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
tar xJf devcarry/s16ex/s16e.tar.xz -C devcarry
source bench/cuda-libs.sh
export NETC_DEVICES_DIR=$PWD/devices PATH=/usr/local/cuda/bin:$PATH
S=$PWD/devcarry/s16e; R=/tmp/s16e; mkdir -p $R
NETS=" " RUN_NETS="vgg_a overfeat inception_v3" PRECISIONS="fp32" SHARES="0 0 100" \
  LOWERED_DIR=$S/lowered RUN_ARGS="--iterations 5 --warmup 1" ENGINE_CACHE=$S/engines.json \
  BUDGET_S=540 OUT=$R/runs bash bench/true-time.sh $S/bin > $R/runs.log 2>&1
echo "runs exit $? (t=$SECONDS)"; tail -5 $R/runs.log
cd /tmp && tar czf $OUT/s16e.tgz s16e
echo "done t=$SECONDS"
