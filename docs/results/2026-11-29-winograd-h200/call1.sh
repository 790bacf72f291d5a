#!/usr/bin/env bash
# Session 21, call 1 (one H200): the Winograd F(2x2,3x3) fp32 kernel's first
# GPU time, and tf32 whole networks against PyTorch.
#  1. compute-sanitizer memcheck and racecheck (netc's kernels only) on the
#     Winograd plans of a small odd-shaped net (wino-edges.json: partial
#     tiles and channel steps, pad past the filter) and vgg16 at batch 1.
#  2. The four nets in fp32 lowered with --conv-variant winograd, every launch
#     checked against cuDNN's graph API, ours vs reference per launch and the
#     whole forward (bench/true-time.sh, runs only).
#  3. The default fp32 plans (SIMT) of the same nets, unchecked, in the same
#     call: the per-layer difference is Winograd's alone.
#  4. tf32: ours (unchecked; the kernels of 2026-11-28's checked runs) and
#     bench/pytorch_column.py's whole-network forward, torch.compile default
#     mode only, as far as the time goes.
# Carry: devcarry/s21ax (`tar cJf devcarry/s21ax/s21a.tar.xz -C devcarry s21a`).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
LIMIT=${LIMIT:-560}
tar xJf devcarry/s21ax/s21a.tar.xz -C devcarry
source bench/cuda-libs.sh
export NETC_DEVICES_DIR=$PWD/devices PATH=/usr/local/cuda/bin:$PATH
S=$PWD/devcarry/s21a; R=/tmp/s21a; mkdir -p $R/default $R/tf32 $R/pytorch $R/logs
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu --format=csv,noheader
echo "--- sanitizer (t=$SECONDS)"
for plan in wino-edges vgg16-b1; do
  for tool in memcheck racecheck; do
    timeout 100 compute-sanitizer --tool $tool --report-api-errors no --kernel-name kns=netc_ \
      --error-exitcode 9 $S/bin/netc-runtime run $S/san/$plan --iterations 1 --warmup 0 \
      --no-check --no-cudnn > $R/logs/san-$plan-$tool.txt 2>&1
    echo "$plan $tool exit $? (t=$SECONDS): $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' $R/logs/san-$plan-$tool.txt | tail -1)"
  done
  timeout 60 $S/bin/netc-runtime run $S/san/$plan --iterations 2 --warmup 1 --engine-cache $S/engines.json \
    > $R/logs/check-$plan.txt 2>&1
  echo "$plan checked exit $?: $(grep -E 'checks:' $R/logs/check-$plan.txt | tail -1)"
done
echo "--- winograd fp32, checked (t=$SECONDS)"
NETS=" " RUN_NETS="alexnet resnet50 googlenet vgg16" PRECISIONS="fp32" SHARES="0 0 100" \
  LOWERED_DIR=$S/wino RUN_ARGS="--iterations 5 --warmup 1" ENGINE_CACHE=$S/engines.json \
  BUDGET_S=260 OUT=$R/wino bash bench/true-time.sh $S/bin > $R/wino.log 2>&1
echo "winograd runs exit $? (t=$SECONDS)"; grep -A6 "^## The bar" $R/wino/results.md | head -8
echo "--- default fp32, unchecked (t=$SECONDS)"
for n in alexnet resnet50 googlenet vgg16; do
  timeout 60 $S/bin/netc-runtime run $S/default/$n-sm_90-fp32 --no-check --no-cudnn --iterations 5 --warmup 1 \
    --format json -o $R/default/$n.json > $R/default/$n.txt 2>&1
  echo "$n default exit $? (t=$SECONDS)"
done
echo "--- tf32 (t=$SECONDS)"
for n in alexnet resnet50 googlenet vgg16; do
  left=$((LIMIT - SECONDS)); [ $left -lt 50 ] && { echo "$n tf32: not started, $left s left"; continue; }
  timeout 60 $S/bin/netc-runtime run $S/lowered/$n-tf32 --no-check --no-cudnn --iterations 5 --warmup 1 \
    --format json -o $R/tf32/$n.json > $R/tf32/$n.txt 2>&1
  echo "$n tf32 ours exit $? (t=$SECONDS)"
  left=$((LIMIT - SECONDS))
  (cd bench && PYTHONUNBUFFERED=1 timeout -s KILL $((left + 5)) python3 pytorch_column.py \
    $S/plans/$n-tf32.json --precision tf32 --no-layers --direction forward --iterations 10 \
    --compile-modes default --compile-min-s 20 --deadline-s $((left - 5)) -o "$R/pytorch/$n-tf32.json") \
    > $R/logs/pytorch-$n-tf32.log 2>&1
  echo "$n tf32 pytorch exit $? (t=$SECONDS): $(grep '^pytorch_column:' $R/logs/pytorch-$n-tf32.log | tail -1)"
done
cp $R/wino/results.md $OUT/wino-results.md 2>/dev/null
cd /tmp && tar czf $OUT/s21a.tgz s21a && ls -la $OUT
