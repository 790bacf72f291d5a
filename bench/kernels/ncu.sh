#!/usr/bin/env bash
# ncu.sh DIR KERNEL_REGEX ONLY [COUNT] - Nsight Compute's main sections for
# the kernels of DIR matching KERNEL_REGEX (e.g. '^netc_k(704|50)$'), running
# only the layers whose net/layer/precision contains ONLY. On the GPU machine.
set -u
dir=$1 regex=$2 only=$3 count=${4:-1}
source "$(dirname "${BASH_SOURCE[0]}")/../cuda-libs.sh"
export NVIDIA_TF32_OVERRIDE=0
ncu=$(command -v ncu || ls /opt/nvidia/nsight-compute/*/ncu 2>/dev/null | head -1)
"$ncu" --section SpeedOfLight --section WarpStateStats --section Occupancy --section LaunchStats \
  --section SchedulerStats --section MemoryWorkloadAnalysis --section ComputeWorkloadAnalysis \
  -k "regex:$regex" -c "$count" "$dir/runner" "$dir" --only "$only" --samples 1 --min-sample-ms 0.01
