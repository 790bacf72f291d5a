#!/usr/bin/env bash
# Session 17, call 4 (one H200): the warp-specialised persistent TMA kernel
# offered only where a block walks two tiles or more (call 3: with fewer,
# googlenet's 14 x 14 layers ran 0.83-0.95x the one-block-a-tile kernel):
# vgg16, alexnet, googlenet and resnet50 in bf16 and tf32 with the cost
# model's default choices, every launch checked, ours vs cuDNN's graph API
# kernel-only (bench/true-time.sh).
# Carry: devcarry/s17dx/s17d.tar.xz (`tar cJf devcarry/s17dx/s17d.tar.xz -C devcarry s17d`:
# bin/ netc, netc-runtime; lowered/ the eight plans;
# engines.json).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
tar xJf devcarry/s17dx/s17d.tar.xz -C devcarry
source bench/cuda-libs.sh
export NETC_DEVICES_DIR=$PWD/devices PATH=/usr/local/cuda/bin:$PATH
S=$PWD/devcarry/s17d; R=/tmp/s17d; mkdir -p $R
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu --format=csv,noheader
echo "--- nets (t=$SECONDS)"
NETS=" " RUN_NETS="alexnet resnet50 googlenet vgg16" PRECISIONS="bf16 tf32" SHARES="0 0 100" \
  LOWERED_DIR=$S/lowered RUN_ARGS="--iterations 5 --warmup 1" ENGINE_CACHE=$S/engines.json \
  BUDGET_S=$((560 - SECONDS)) OUT=$R/runs bash bench/true-time.sh $S/bin > $R/runs.log 2>&1
echo "runs exit $? (t=$SECONDS)"; grep -A7 "^## The bar" $R/runs/results.md | head -9
cd /tmp && tar czf $OUT/s17d.tgz s17d
