#!/usr/bin/env bash
# Session 21, call 2 (one H200): what call 1 left for the whole-network
# comparison, and the ceilings beside it.
#  1. netc-runtime calibrate --no-convolutions: the GEMM ceilings (cuBLAS,
#     m = n = k = 8192), copy and launch figures, kernel-only.
#  2. vgg16 bf16 (the default plan), every launch checked: its 3x3 layers
#     against the bf16 GEMM ceiling of step 1, in the same call.
#  3. The four nets' default fp32 plans, Winograd on every 3x3 stride-1
#     layer now, unchecked (call 1 checked the same kernels).
#  4. bench/pytorch_column.py, max-autotune-no-cudagraphs only, as far as
#     the time goes: resnet50 and googlenet in fp32 (resuming from the
#     autotuning cache of 2026-11-29-whole-nets-h200), then tf32.
# Carry: devcarry/s21bx (`tar cJf devcarry/s21bx/s21b.tar.xz -C devcarry s21b`).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
LIMIT=${LIMIT:-565}
tar xJf devcarry/s21bx/s21b.tar.xz -C devcarry
source bench/cuda-libs.sh
export NETC_DEVICES_DIR=$PWD/devices PATH=/usr/local/cuda/bin:$PATH
export TORCHINDUCTOR_CACHE_DIR=/tmp/s21-inductor
mkdir -p $TORCHINDUCTOR_CACHE_DIR && tar xzf devcarry/s21b/inductor-cache.tgz -C $TORCHINDUCTOR_CACHE_DIR
S=$PWD/devcarry/s21b; R=/tmp/s21b; mkdir -p $R/runs $R/pytorch $R/logs
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu --format=csv,noheader
echo "--- ceilings (t=$SECONDS)"
timeout 120 $S/bin/netc-runtime calibrate --no-convolutions --iterations 5 --warmup 2 --format json \
  -o $R/h200-ceilings.json > $R/logs/ceilings.txt 2>&1
echo "ceilings exit $? (t=$SECONDS)"; tail -15 $R/logs/ceilings.txt
echo "--- vgg16 bf16, checked (t=$SECONDS)"
timeout 90 $S/bin/netc-runtime run $S/lowered/vgg16-bf16 --engine-cache $S/engines.json --iterations 5 \
  --warmup 1 --format json -o $R/runs/vgg16-bf16.json --text $R/runs/vgg16-bf16.txt > /dev/null 2>&1
echo "vgg16 bf16 exit $? (t=$SECONDS): $(grep -E 'checks:|forward pass' $R/runs/vgg16-bf16.txt | tr '\n' ' ')"
echo "--- fp32 default plans (t=$SECONDS)"
for n in alexnet resnet50 googlenet vgg16; do
  timeout 60 $S/bin/netc-runtime run $S/lowered/$n-fp32 --no-check --no-cudnn --iterations 5 --warmup 1 \
    --format json -o $R/runs/$n-fp32.json > $R/runs/$n-fp32.txt 2>&1
  echo "$n fp32 exit $? (t=$SECONDS): $(grep 'forward pass' $R/runs/$n-fp32.txt | head -1)"
done
echo "--- max-autotune (t=$SECONDS)"
for job in resnet50-fp32 googlenet-fp32 vgg16-tf32 resnet50-tf32 alexnet-tf32 googlenet-tf32; do
  left=$((LIMIT - SECONDS)); [ $left -lt 60 ] && { echo "$job: not started, $left s left"; continue; }
  p=${job##*-}
  (cd bench && PYTHONUNBUFFERED=1 timeout -s KILL $((left + 5)) python3 pytorch_column.py \
    $S/plans/$job.json --precision $p --no-layers --direction forward --iterations 10 \
    --compile-modes max-autotune-no-cudagraphs --no-compile-training --compile-min-s 20 \
    --deadline-s $((left - 8)) -o "$R/pytorch/$job.json") > $R/logs/$job.log 2>&1
  echo "$job exit $? (t=$SECONDS): $(grep '^pytorch_column:' $R/logs/$job.log | tail -1)"
done
tar czf $OUT/inductor-cache.tgz -C $TORCHINDUCTOR_CACHE_DIR cache
cd /tmp && tar czf $OUT/s21b.tgz s21b && ls -la $OUT
