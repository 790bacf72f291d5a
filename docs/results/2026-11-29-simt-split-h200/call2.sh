#!/usr/bin/env bash
# Session 22, call 2 (one H200): the SIMT tiles' register caps and split-K,
# and ECE408's layer against every reference.
#  1. compute-sanitizer memcheck and racecheck on the split SIMT kernels:
#     split-edges.json (a batch under one tile, ragged channels and
#     reductions, a 7x7 layer to a 1x1 image; every launch split 4-8 ways)
#     and alexnet's inner products at batch 8; then both checked.
#  2. The four nets in fp32 as netc lowers them now (SIMT tiles under
#     __launch_bounds__(threads, blocks), inner products split), every launch
#     checked against cuDNN's graph API (bench/true-time.sh, runs only).
#  3. The same nets' plans of session 21 (the default before: no caps, no
#     split), unchecked, in the same call: the difference per launch.
#  4. ECE408 in fp32, tf32 and bf16 through bench/true-time.sh's every step:
#     the PyTorch column (layers graph-timed, the network eager, CUDA graph,
#     torch.compile default and max-autotune-no-cudagraphs), the runtime's
#     reference profile, and ours checked.
# Carry: devcarry/s22bx (`tar cJf devcarry/s22bx/s22b.tar.xz -C devcarry s22b`).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
LIMIT=${LIMIT:-560}
tar xJf devcarry/s22bx/s22b.tar.xz -C devcarry
source bench/cuda-libs.sh
export NETC_DEVICES_DIR=$PWD/devices PATH=/usr/local/cuda/bin:$PATH
S=$PWD/devcarry/s22b; R=/tmp/s22b; mkdir -p $R/old $R/logs
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu --format=csv,noheader
echo "--- sanitizer (t=$SECONDS)"
for plan in split-edges alexnet-b8; do
  for tool in memcheck racecheck; do
    timeout 80 compute-sanitizer --tool $tool --report-api-errors no --kernel-name kns=netc_ \
      --error-exitcode 9 $S/bin/netc-runtime run $S/san/$plan --iterations 1 --warmup 0 \
      --no-check --no-cudnn > $R/logs/san-$plan-$tool.txt 2>&1
    echo "$plan $tool exit $? (t=$SECONDS): $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' $R/logs/san-$plan-$tool.txt | tail -1)"
  done
  timeout 60 $S/bin/netc-runtime run $S/san/$plan --iterations 2 --warmup 1 --engine-cache $S/engines.json \
    > $R/logs/check-$plan.txt 2>&1
  echo "$plan checked exit $?: $(grep -E 'checks:' $R/logs/check-$plan.txt | tail -1)"
done
echo "--- fp32 now, checked (t=$SECONDS)"
NETS=" " RUN_NETS="alexnet vgg16 googlenet resnet50" PRECISIONS="fp32" SHARES="0 0 100" \
  LOWERED_DIR=$S/lowered RUN_ARGS="--iterations 5 --warmup 1" ENGINE_CACHE=$S/engines.json \
  BUDGET_S=170 OUT=$R/now bash bench/true-time.sh $S/bin > $R/now.log 2>&1
echo "fp32 runs exit $? (t=$SECONDS)"; grep -A6 "^## The bar" $R/now/results.md | head -8
echo "--- fp32 before (session 21's default), unchecked (t=$SECONDS)"
for n in alexnet vgg16 googlenet resnet50; do
  timeout 60 $S/bin/netc-runtime run $S/old/$n-sm_90-fp32 --no-check --no-cudnn --iterations 5 --warmup 1 \
    --format json -o $R/old/$n.json > $R/old/$n.txt 2>&1
  echo "$n before exit $? (t=$SECONDS)"
done
echo "--- ece408, every step (t=$SECONDS)"
left=$((LIMIT - SECONDS - 10))
NETS="ece408" RUN_NETS="ece408" PRECISIONS="fp32 tf32 bf16" LOWERED_DIR=$S/lowered \
  RUN_ARGS="--iterations 5 --warmup 1" ENGINE_CACHE=$S/engines.json \
  BUDGET_S=$left OUT=$R/ece408 bash bench/true-time.sh $S/bin > $R/ece408.log 2>&1
echo "ece408 exit $? (t=$SECONDS)"; grep -A8 "^## " $R/ece408/results.md | head -40
cp $R/now/results.md $OUT/now-results.md 2>/dev/null; cp $R/ece408/results.md $OUT/ece408-results.md 2>/dev/null
cd /tmp && tar czf $OUT/s22b.tgz s22b && ls -la $OUT
