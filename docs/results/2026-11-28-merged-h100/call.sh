#!/usr/bin/env bash
# Session 12, call 1 (one H100): the merged tree on a GPU, then the bf16
# filter-gradient cross-check with cuDNN's call alone on both sides.
set -u
cd "$(dirname "$0")/.."
SECONDS=0
tar xJf devcarry/carry.tar.xz -C devcarry
source bench/cuda-libs.sh
export NETC_DEVICES_DIR=$PWD/devices PATH=/usr/local/cuda/bin:$PATH
B=$PWD/devcarry/build
R=$OUT/r; mkdir -p $R
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv,noheader | tee $R/gpu.txt
(while true; do nvidia-smi --query-gpu=timestamp,clocks.sm,temperature.gpu,power.draw,clocks_event_reasons.active --format=csv,noheader; sleep 2; done) > $R/clocks.csv 2>&1 &
sampler=$!
left() { echo $(( $1 - SECONDS )); }

echo "== 1. KernelPlan tests (t=$SECONDS)"
NETC_KERNEL_PLANS_DIR=$B/test/kernel-plans timeout 100 $B/bin/netc-gpu-tests --gtest_filter='KernelPlan.*' > $R/plans.log 2>&1
echo "plans exit $? (t=$SECONDS)"; grep -E "^\[ *(FAILED|PASSED) *\]|launches checked|UNCHECKED" $R/plans.log | tail -25

echo "== 2. default bf16 plans (wgmma where the model picks it), every launch checked (t=$SECONDS)"
for net in alexnet resnet50 googlenet vgg16; do
  d=devcarry/lowered/$net-sm_90-bf16
  t=$(left 250); [ $t -gt 10 ] || { echo "SKIP $net (time)"; continue; }
  timeout $t $B/bin/netc-runtime run $d --iterations 3 --warmup 1 --format json -o $R/run-$net-bf16.json 2> $R/run-$net-bf16.log
  s=$?
  echo "$(python3 test/gpu/check_run_report.py --label "$net bf16" $R/run-$net-bf16.json) (exit $s, t=$SECONDS)"
done

echo "== 3. coverage sm_90 bf16/fp32 (t=$SECONDS)"
OUT=$R/cov PLANS=devcarry/cov timeout $(left 300) bash bench/coverage-check.sh $B/bin sm_90 "bf16 fp32" 2>&1 | tail -6

echo "== 4. cross-check bf16 alexnet resnet50, with the filter gradient's cuDNN call alone (t=$SECONDS)"
NETS="alexnet resnet50" RUN_NETS=" " PRECISIONS="bf16" SHARES="35 65 0" BUDGET_S=$(left 480) \
  PYTORCH_ARGS="--ops conv2d --no-network" PROFILE_ARGS="--iterations 5 --warmup 1" OUT=$R/tt \
  bash bench/true-time.sh $B > $R/tt.log 2>&1
echo "true-time exit $? (t=$SECONDS)"; grep -A12 "Reference cross-check" $R/tt/results.md | head -16

echo "== 5. op tests (t=$SECONDS)"
t=$(left 545)
if [ $t -gt 15 ]; then
  timeout $t $B/bin/netc-gpu-tests --gtest_filter='-KernelPlan.*:DataParallelMultiGpu.*' > $R/ops.log 2>&1
  echo "ops exit $? (t=$SECONDS)"; grep -E "^\[ *(FAILED|PASSED) *\]|^\[==========\]" $R/ops.log | tail -12
  grep -c "^\[       OK \]" $R/ops.log
fi
kill $sampler
cd $OUT && tar czf r.tgz r && rm -rf r
echo "done t=$SECONDS"
