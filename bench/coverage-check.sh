#!/usr/bin/env bash
#===- bench/coverage-check.sh - Issue 16's hostile convolutions on a GPU ---===#
#
# Usage: bench/coverage-check.sh [BIN_DIR] [TARGETS] [PRECISIONS]
#        (default build/bin, "sm_90 sm_61", "fp32 tf32 bf16 fp16")
#
# bench/conv_coverage.py's hostile convolutions (padding as wide as the
# filter or wider and unequal, dilation, groups and depthwise, one input
# channel, channels that are no multiple of 4 or 8, filters 1x7 to 15x15,
# strides past the filter, 1x1 outputs, the direct-kernel shape whose band
# was past 48 KiB) as one plan of independent convolutions per target and
# precision, lowered and compiled here (nvcc for sm_90, clang for sm_61,
# whose PTX the driver JIT-compiles on the GPU at hand), then run by
# `netc-runtime run --check`: every launch checked against cuDNN, and a
# launch that cannot be checked fails the run (test/gpu/check_run_report.py).
#
# PLANS=DIR uses plans lowered elsewhere (`bench/conv_coverage.py plans -o DIR
# --targets ... --precisions ...`, e.g. where clang is, for sm_61) instead of
# lowering here; netc is then not needed.
#
# Prints one line per plan ("ok sm_90-bf16: 60/60 launches checked, all
# passed", or FAIL with the launches that failed) and a summary; exit status:
# the number of plans that failed. Writes under ${OUT:-build/coverage-check}.
# SKIPPED (exit 0) without a usable GPU.
#
#===----------------------------------------------------------------------===#

set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bin=${1:-build/bin}
targets=${2:-sm_90 sm_61}
precisions=${3:-fp32 tf32 bf16 fp16}
work=${OUT:-build/coverage-check}
runtime=$bin/netc-runtime
plans_dir=${PLANS:-}
[ -x "$runtime" ] && { [ -n "$plans_dir" ] || [ -x "$bin/netc" ]; } || {
  echo "coverage-check: $runtime or $bin/netc not found (build first)" >&2
  exit 2
}
if ! "$runtime" device > /dev/null 2>&1; then
  echo "SKIPPED coverage-check: no usable GPU ($runtime device failed)"
  exit 0
fi
rm -rf "$work"
mkdir -p "$work"
failures=0
plans=0
for target in $targets; do
  from=$work
  if [ -n "$plans_dir" ]; then
    from=$plans_dir
  else
    python3 "$here/bench/conv_coverage.py" plans -o "$work" --bin "$bin" --targets "$target" \
      --precisions "$(echo $precisions | tr ' ' ',')" 2> "$work/lower-$target.log" \
      || echo "coverage-check: some lowering for $target failed ($work/lower-$target.log)"
  fi
  for precision in $precisions; do
    name=$target-$precision
    plans=$((plans + 1))
    if [ ! -f "$from/$name/plan.json" ]; then
      echo "FAIL $name: no plan $from/$name/plan.json (lowering: $work/lower-$target.log)"
      failures=$((failures + 1))
      continue
    fi
    # Checked, not timed: --no-cudnn skips the reference's timing (the check
    # still runs it), --engine-search 1 builds one engine config per layer.
    "$runtime" run "$from/$name" --check --no-cudnn --engine-search 1 --iterations 1 \
      --warmup 0 --format json -o "$work/$name.json" > "$work/$name.log" 2>&1
    status=$?
    if python3 "$here/test/gpu/check_run_report.py" --label "$name" "$work/$name.json"; then
      [ $status -eq 0 ] || { echo "FAIL $name: netc-runtime exit $status ($work/$name.log)"; \
                             failures=$((failures + 1)); }
    else
      failures=$((failures + 1))
      grep -i -E "fail|error" "$work/$name.log" | head -5
    fi
  done
done
echo "coverage-check: $((plans - failures)) of $plans plans passed, every launch checked against cuDNN"
exit $failures
