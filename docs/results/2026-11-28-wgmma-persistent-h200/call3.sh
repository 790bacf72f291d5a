#!/usr/bin/env bash
# Session 16, call 3 (one H200): the persistent kernel with the proxy fence
# moved from the consumers to the producers ("pf"), beside the first form and
# section 4's tiles.
#  1. compute-sanitizer memcheck and synccheck on the probe's small shapes;
#  2. bench/wgmma/probe.cu --persistent, bf16 and tf32 (events, operands partly in L2);
#  3. ncu: warp stall reasons and tensor-pipe activity on vgg16 conv4_2, section
#     4's 128x256 against the persistent 128x256 without and with "pf".
# Carry: devcarry/s16c/probe (nvcc -std=c++17 -O3 -gencode=arch=compute_90a,code=sm_90a
# -I lib/Kernels/kernels bench/wgmma/probe.cu).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
export PATH=/usr/local/cuda/bin:$PATH
P=$PWD/devcarry/s16c/probe; R=/tmp/s16c; mkdir -p $R
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv,noheader
echo "== 1. sanitizers (t=$SECONDS)"
timeout 150 compute-sanitizer --tool memcheck $P --quick > $R/memcheck.txt 2>&1; echo "memcheck exit $?: $(grep 'ERROR SUMMARY' $R/memcheck.txt) $(tail -2 $R/memcheck.txt | head -1)"
timeout 100 compute-sanitizer --tool synccheck $P --quick bf16 > $R/synccheck.txt 2>&1; echo "synccheck exit $?: $(grep 'ERROR SUMMARY' $R/synccheck.txt)"
echo "== 2. probe (t=$SECONDS)"
timeout 120 $P --persistent bf16 > $R/probe-bf16.txt 2>&1; echo "bf16 exit $?"
timeout 120 $P --persistent tf32 > $R/probe-tf32.txt 2>&1; echo "tf32 exit $?"
grep -E "^(bf16|tf32) |persistent|wgmma  " $R/probe-bf16.txt | head -24
echo "== 3. ncu (t=$SECONDS)"
metrics="regex:smsp__average_warps_issue_stalled_.*_per_issue_active\.ratio,regex:sm__pipe_tensor_op_.*cycles_active\.avg\.pct_of_peak_sustained_active,sm__throughput.avg.pct_of_peak_sustained_elapsed,lts__t_bytes.sum.per_second,gpu__time_duration.sum"
profile() { # name, kernel regex, launches to skip
  timeout 120 ncu --metrics "$metrics" -k "regex:$2" --launch-skip $3 -c 1 $P --persistent bf16 > $R/ncu-$1.txt 2>&1
  echo "ncu $1 exit $?"
}
profile conv4_2-multistage-128x256 wgmmaKernel 0
profile conv4_2-persistent-128x256 persistentKernel 0
profile conv4_2-persistent-pf-128x256 persistentKernel 101
cd /tmp && tar czf $OUT/s16c.tgz s16c
echo "done t=$SECONDS"
