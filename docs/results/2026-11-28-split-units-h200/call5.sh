#!/usr/bin/env bash
# Session 18, call 5 (one H200): the session's final code. Splits priced by
# call 4's one-layer timings (a serial tail of 2 us + 2.5 us a split after
# the main loop, the gathered split-K kernel's too), the split's sum issuing
# every split's loads of a group of rows before adding.
#  1. googlenet at batch 2 in tf32 and vgg16 at batch 2 in bf16 (split units
#     on 3x3 layers and inner products) checked, then memcheck and racecheck.
#  2. The four nets in bf16 and tf32 with the cost model's choices
#     (bench/true-time.sh), every launch checked, ours vs cuDNN's graph API.
# Carry: devcarry/s18ex/s18e.tar.xz (`tar cJf devcarry/s18ex/s18e.tar.xz -C devcarry s18e`).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
tar xJf devcarry/s18ex/s18e.tar.xz -C devcarry
source bench/cuda-libs.sh
export NETC_DEVICES_DIR=$PWD/devices PATH=/usr/local/cuda/bin:$PATH
S=$PWD/devcarry/s18e; R=/tmp/s18e; mkdir -p $R/shapes
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu --format=csv,noheader
echo "--- small batches (t=$SECONDS)"
for plan in vgg16-b2 googlenet-b2-tf32; do
  timeout 60 $S/bin/netc-runtime run $S/lowered/$plan --iterations 5 --warmup 1 > $R/run-$plan.txt 2>&1
  echo "$plan exit $?: $(grep 'checks:' $R/run-$plan.txt | tail -1)"
  for tool in memcheck racecheck; do
    timeout 60 compute-sanitizer --tool $tool --report-api-errors no $S/bin/netc-runtime run $S/lowered/$plan \
      --no-check --no-cudnn --iterations 1 --warmup 0 --launches-per-replay 1 > $R/$plan-$tool.txt 2>&1
    echo "$plan $tool exit $? (t=$SECONDS): $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' $R/$plan-$tool.txt)"
  done
done
echo "--- nets (t=$SECONDS)"
NETS=" " RUN_NETS="alexnet resnet50 googlenet vgg16" PRECISIONS="bf16 tf32" SHARES="0 0 100" \
  LOWERED_DIR=$S/lowered RUN_ARGS="--iterations 5 --warmup 1" ENGINE_CACHE=$S/engines.json \
  BUDGET_S=$((575 - SECONDS)) OUT=$R/runs bash bench/true-time.sh $S/bin > $R/runs.log 2>&1
echo "runs exit $? (t=$SECONDS)"; grep -A7 "^## The bar" $R/runs/results.md | head -9
cd /tmp && tar czf $OUT/s18e.tgz s18e
