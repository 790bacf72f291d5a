#!/usr/bin/env bash
# ncu-stalls.sh DIR KERNEL_REGEX ONLY - where the warps of one kernel wait
# (stall reasons per issued instruction), on the GPU machine.
set -u
dir=$1 regex=$2 only=$3
source "$(dirname "${BASH_SOURCE[0]}")/../cuda-libs.sh"
export NVIDIA_TF32_OVERRIDE=0
ncu=$(command -v ncu || ls /opt/nvidia/nsight-compute/*/ncu 2>/dev/null | head -1)
m=""
for r in barrier long_scoreboard short_scoreboard mio_throttle math_pipe_throttle wait \
         not_selected dispatch_stall lg_throttle tex_throttle selected no_instruction \
         imc_miss branch_resolving drain membar sleeping misc; do
  m="$m,smsp__average_warps_issue_stalled_${r}_per_issue_active.ratio"
done
"$ncu" --metrics "${m#,},sm__pipe_tensor_op_hmma_cycles_active.avg.pct_of_peak_sustained_active,sm__inst_executed_pipe_fma.avg.pct_of_peak_sustained_active,smsp__issue_active.avg.pct_of_peak_sustained_active,l1tex__data_bank_conflicts_pipe_lsu_mem_shared.sum" \
  -k "regex:$regex" -c 1 "$dir/runner" "$dir" --only "$only" --samples 1 --min-sample-ms 0.01
