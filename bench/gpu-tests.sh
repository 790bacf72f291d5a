#!/usr/bin/env bash
# gpu-tests.sh [BUILD_DIR] - the GPU tests in one command on the GPU machine.
#
# Carry BUILD_DIR/bin and BUILD_DIR/test/kernel-plans (default BUILD_DIR: build; the plans
# are written by `netc lower` at build time, test/gpu/KernelPlans.cmake). Steps (STEPS,
# default "plans ops multi reports"; add "lowered" for every net in nets/):
#   plans    netc-gpu-tests --gtest_filter='KernelPlan.*': plans from netc lower (the real
#            emitter and templates; each test asserts kernels.cu is netc's and the header is
#            netc_kernels.cuh) through every load route, every launch checked and passed
#            (checked == launches); AnUncheckedLaunchFailsTheRun: a launch whose cuDNN
#            reference cannot be built fails the run (unchecked == 1, exit status != 0)
#   ops      netc-gpu-tests --gtest_filter='-KernelPlan.*:DataParallelMultiGpu.*': every op
#            kind against the CPU; a configuration cuDNN refuses fails (bf16 LRN backward is
#            asserted unsupported)
#   multi    DataParallelMultiGpu.* on a machine with two or more GPUs; on one GPU the step
#            says so and counts as neither passed nor failed (bench/multi-gpu.sh is the
#            multi-GPU command)
#   reports  netc-runtime run on mixed-ops (fp32) --format json, then
#            test/gpu/check_run_report.py: "ok ... 13/13 launches checked"; the same plan
#            with --no-check: the checker must FAIL ("checks were off")
#   lowered  test/gpu/run-lowered-nets.sh: every net lowered here with nvcc, each report
#            checked (checked/launches per plan)
# Logs in $OUT (if set) or BUILD_DIR/gpu-tests. Exit status: the number of failed steps; a
# step whose binary exits 77 (something skipped) counts as failed here.
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=$(cd "${1:-$here/build}" && pwd)
bin=$build/bin plans=$build/test/kernel-plans
out=${OUT:-$build/gpu-tests}
mkdir -p "$out"
source "$here/bench/cuda-libs.sh"
export PATH=/usr/local/cuda/bin:$PATH NETC_KERNEL_PLANS_DIR=$plans NETC_DEVICES_DIR=$here/devices
failed=0
result() { # result NAME STATUS EXPECTED
  if [ "$2" -eq "$3" ]; then echo "--- $1: exit $2 (expected $3): ok"
  else echo "--- $1: exit $2, expected $3: FAILED"; failed=$((failed + 1)); fi
}
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
for step in ${STEPS:-plans ops multi reports}; do
  echo "=== $step"
  case $step in
  plans)
    "$bin/netc-gpu-tests" --gtest_filter='KernelPlan.*' > "$out/plans.log" 2>&1
    status=$?
    grep -E "^netc-gpu-tests|^\[ *(RUN|OK|FAILED|SKIPPED|PASSED) *\]|launches checked|UNCHECKED| via |skipped" \
      "$out/plans.log"
    result plans $status 0 ;;
  ops)
    "$bin/netc-gpu-tests" --gtest_filter='-KernelPlan.*:DataParallelMultiGpu.*' \
      > "$out/ops.log" 2>&1
    status=$?
    grep -E "^\[ *(FAILED|SKIPPED|PASSED) *\]|^\[==========\]|netc-gpu-tests:" "$out/ops.log" | tail -30
    result ops $status 0 ;;
  multi)
    gpus=$(nvidia-smi -L | grep -c '^GPU ')
    if [ "$gpus" -lt 2 ]; then
      echo "--- multi: NOT RUN ($gpus GPU here; the multi-GPU tests need two or more)"
      continue
    fi
    "$bin/netc-gpu-tests" --gtest_filter='DataParallelMultiGpu.*' > "$out/multi.log" 2>&1
    status=$?
    grep -E "^\[ *(FAILED|SKIPPED|PASSED) *\]|^\[==========\]|netc-gpu-tests:" "$out/multi.log"
    result multi $status 0 ;;
  reports)
    plan=$plans/mixed-ops-sm_90-fp32
    "$bin/netc-runtime" run "$plan" --iterations 3 --warmup 1 --format json \
      -o "$out/mixed-ops.json" 2> "$out/mixed-ops.log"
    result "netc-runtime run" $? 0
    python3 "$here/test/gpu/check_run_report.py" --label "mixed-ops fp32" "$out/mixed-ops.json"
    result "check_run_report (checked run)" $? 0
    "$bin/netc-runtime" run "$plan" --iterations 3 --warmup 1 --no-check --format json \
      -o "$out/mixed-ops-no-check.json" 2> "$out/mixed-ops-no-check.log"
    result "netc-runtime run --no-check" $? 0
    python3 "$here/test/gpu/check_run_report.py" --label "mixed-ops fp32 --no-check" \
      "$out/mixed-ops-no-check.json"
    result "check_run_report (--no-check run: must fail)" $? 1 ;;
  lowered)
    bash "$here/test/gpu/run-lowered-nets.sh" "$bin/netc" "$bin/netc-runtime" "$here/nets" \
      > "$out/lowered.log" 2>&1
    status=$?
    grep -E "^(ok|FAIL) |run-lowered-nets:" "$out/lowered.log"
    result lowered $status 0 ;;
  esac
done
echo "gpu-tests: $failed failed step(s); logs in $out"
exit $failed
