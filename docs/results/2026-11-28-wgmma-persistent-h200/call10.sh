#!/usr/bin/env bash
# Session 16, call 10 (one H200): after WgmmaFragment (the D fragment's
# places written once, for the epilogue and split-K's partial tiles): the
# probe's small shapes (split-K launched twice), then vgg16, alexnet,
# googlenet and resnet50 in bf16 and tf32 with the cost model's default
# choices, every launch checked, ours vs cuDNN's graph API kernel-only.
# Carry: devcarry/s16jx/s16j.tar.xz (`tar cJf devcarry/s16jx/s16j.tar.xz -C devcarry s16j`:
# bin/ netc, netc-runtime, probe; lowered/ the eight plans; engines.json).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
tar xJf devcarry/s16jx/s16j.tar.xz -C devcarry
source bench/cuda-libs.sh
export NETC_DEVICES_DIR=$PWD/devices PATH=/usr/local/cuda/bin:$PATH
S=$PWD/devcarry/s16j; R=/tmp/s16j; mkdir -p $R
timeout 60 $S/bin/probe --quick > $R/probe-quick.txt 2>&1; echo "probe --quick exit $?: $(tail -1 $R/probe-quick.txt)"
NETS=" " RUN_NETS="alexnet resnet50 googlenet vgg16" PRECISIONS="bf16 tf32" SHARES="0 0 100" \
  LOWERED_DIR=$S/lowered RUN_ARGS="--iterations 5 --warmup 1" ENGINE_CACHE=$S/engines.json \
  BUDGET_S=$((400 - SECONDS)) OUT=$R/runs bash bench/true-time.sh $S/bin > $R/runs.log 2>&1
echo "runs exit $? (t=$SECONDS)"; grep -A7 "^## The bar" $R/runs/results.md | head -9
cd /tmp && tar czf $OUT/s16j.tgz s16j
