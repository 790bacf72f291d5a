#!/usr/bin/env bash
# run-gpu.sh - on the GPU machine: check and time the kernels that
# bench/kernels/build.sh built here (carry its output directory).
#   bench/kernels/run-gpu.sh [DIR=build-kernels] [runner args...]
# The full log goes to $OUT/<DIR name>.log (or DIR/../<DIR name>.log without $OUT).
set -u
dir=${1:-build-kernels}
shift || true
out=${OUT:-$(dirname "$dir")}
source "$(dirname "${BASH_SOURCE[0]}")/../cuda-libs.sh"
nvidia-smi --query-gpu=name,driver_version,clocks.sm,clocks.max.sm,temperature.gpu,power.draw \
  --format=csv
# TF32 stays off for fp32 (cuDNN's FMA math; the override covers any library).
export NVIDIA_TF32_OVERRIDE=0
log="$out/$(basename "$dir").log"
"$dir/runner" "$dir" "$@" > "$log" 2>&1
status=$?
# The reply shows the tail: errors, the misc check and the summary.
grep -E "runner:|FAILED|misc:|misc families" "$log" | head -20
sed -n '/^summary/,$p' "$log"
exit $status
