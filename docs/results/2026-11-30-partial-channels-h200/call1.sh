#!/usr/bin/env bash
# Session 32, call 1 (one H200), three parts:
#  1. the partial-channel bench (make-bench.sh: 1x1 layers whose input
#     channels are not whole k-steps, beside ones that are, on every TMA
#     tile and two gathered wgmma tiles, tf32 and bf16), kernel-only
#     (`netc-runtime run --no-check --no-cudnn`, an L2 sweep before every
#     launch), medians of 10: bench.tgz;
#  2. the 54 kernel choices of session 31's lone-block costs its call 4 did
#     not measure: the 15 plans that hold them (lower-pairs.sh of
#     docs/results/2026-11-30-pointwise-structure-h200 with its header's
#     JOBS), old unchecked, new checked against cuDNN, new and old again
#     unchecked, cuDNN not timed: pairs.tgz;
#  3. the KernelPlan GPU tests with their plans carried (NETC_KERNEL_PLANS_DIR).
# Carry: devcarry/s32a (bin/netc-runtime, bin/netc-gpu-tests, ch-bench.tar.xz,
# pairs.tar.xz, kernel-plans.tar.xz).
set -u
C=${C:-devcarry/s32a}
export PATH=/usr/local/cuda/bin:$PATH NETC_DEVICES_DIR=$PWD/devices
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,driver_version --format=csv,noheader | tee $OUT/gpu.txt
date -u | tee -a $OUT/gpu.txt
W=/tmp/w; mkdir -p $W/runs $W/logs $W/bench
tar xJf $C/ch-bench.tar.xz -C $W; tar xJf $C/pairs.tar.xz -C $W; tar xJf $C/kernel-plans.tar.xz -C $W
R=$C/bin/netc-runtime
# 3 first (short): the plan tests
NETC_KERNEL_PLANS_DIR=$W/kernel-plans timeout 120 $C/bin/netc-gpu-tests --gtest_filter='KernelPlan*' > $OUT/kernel-plans.log 2>&1
echo "KernelPlan tests exit $? (t=$SECONDS)"; grep -E "^\[  (PASSED|FAILED|SKIPPED) |tests ran" $OUT/kernel-plans.log | tail -12
# 1: the bench
python3 bench/kstruct/kstruct.py run $W/ch-bench --runtime $R --iterations 10 --budget-s 200
for d in $W/ch-bench/*/; do [ -f $d/run.json ] && cp $d/run.json $W/bench/$(basename $d).json; done
echo "bench done t=$SECONDS"
# 2: the pairs
time_run() { # which name tag extra...
  local which=$1 name=$2 tag=$3; shift 3
  $R run $W/pairs/$which/$name --iterations 10 --warmup 2 --no-cudnn --format json \
    -o $W/runs/$which-$name-$tag.json "$@" > /dev/null 2> $W/logs/$which-$name-$tag.log
  echo "$which $name $tag: exit $? t=$SECONDS $(grep -E 'checks:' $W/logs/$which-$name-$tag.log | tail -1)"
}
for name in $(ls $W/pairs/new); do
  [ $SECONDS -lt ${DEADLINE:-540} ] || { echo "skipped $name (t=$SECONDS)"; continue; }
  time_run old $name a --no-check
  time_run new $name a
  time_run new $name b --no-check
  time_run old $name b --no-check
done
cd $W && tar czf $OUT/bench.tgz bench && tar czf $OUT/pairs.tgz runs logs && ls -la $OUT
echo "done t=$SECONDS"
