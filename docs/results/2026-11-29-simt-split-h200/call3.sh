#!/usr/bin/env bash
# Session 22, call 3 (one H200): call 2 again after its fix. In call 2 every
# split SIMT launch read shared memory 4 bytes off a 16-byte boundary
# (compute-sanitizer memcheck; cudaErrorMisalignedAddress in the runs): the
# split's arrival flag, static shared memory placed first, pushed the tiles'
# arrays off their alignment, now explicit (__align__(16)).
#  1. compute-sanitizer memcheck and racecheck on split-edges.json and
#     alexnet at batch 8 (netc's kernels), then both checked.
#  2. The four nets in fp32 as netc lowers them now, every launch checked
#     against cuDNN's graph API (bench/true-time.sh, runs only).
#  3. Session 21's default plans of the same nets, unchecked, same call.
#  4. ECE408 fp32 checked (its tf32 and bf16 runs, PyTorch column and
#     reference profiles are call 2's).
# Carry: devcarry/s22cx (`tar cJf devcarry/s22cx/s22c.tar.xz -C devcarry s22c`).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
tar xJf devcarry/s22cx/s22c.tar.xz -C devcarry
source bench/cuda-libs.sh
export NETC_DEVICES_DIR=$PWD/devices PATH=/usr/local/cuda/bin:$PATH
S=$PWD/devcarry/s22c; R=/tmp/s22c; mkdir -p $R/old $R/logs
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu --format=csv,noheader
echo "--- sanitizer (t=$SECONDS)"
for plan in split-edges alexnet-b8; do
  for tool in memcheck racecheck; do
    timeout 60 compute-sanitizer --tool $tool --report-api-errors no --kernel-name kns=netc_ \
      --error-exitcode 9 $S/bin/netc-runtime run $S/san/$plan --iterations 1 --warmup 0 \
      --no-check --no-cudnn > $R/logs/san-$plan-$tool.txt 2>&1
    echo "$plan $tool exit $? (t=$SECONDS): $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' $R/logs/san-$plan-$tool.txt | tail -1)"
  done
  timeout 60 $S/bin/netc-runtime run $S/san/$plan --iterations 2 --warmup 1 --engine-cache $S/engines.json \
    > $R/logs/check-$plan.txt 2>&1
  echo "$plan checked exit $?: $(grep -E 'checks:' $R/logs/check-$plan.txt | tail -1)"
done
echo "--- fp32 now, checked (t=$SECONDS)"
NETS=" " RUN_NETS="alexnet vgg16 googlenet resnet50 ece408" PRECISIONS="fp32" SHARES="0 0 100" \
  LOWERED_DIR=$S/lowered RUN_ARGS="--iterations 5 --warmup 1" ENGINE_CACHE=$S/engines.json \
  BUDGET_S=170 OUT=$R/now bash bench/true-time.sh $S/bin > $R/now.log 2>&1
echo "fp32 runs exit $? (t=$SECONDS)"; grep -A6 "^## The bar" $R/now/results.md | head -8
echo "--- fp32 before (session 21's default), unchecked (t=$SECONDS)"
for n in alexnet vgg16 googlenet resnet50; do
  timeout 60 $S/bin/netc-runtime run $S/old/$n-sm_90-fp32 --no-check --no-cudnn --iterations 5 --warmup 1 \
    --format json -o $R/old/$n.json > $R/old/$n.txt 2>&1
  echo "$n before exit $? (t=$SECONDS)"
done
cp $R/now/results.md $OUT/now-results.md 2>/dev/null
cd /tmp && tar czf $OUT/s22c.tgz s22c && ls -la $OUT
