#!/usr/bin/env bash
# Session 16, call 7 (one H200): section 4's wgmma kernel with the filter
# tile brought by TMA (bench/wgmma/tma.cuh), beside the cp.async-only kernel
# and the persistent one: memcheck and synccheck on the small shapes, the
# probe --persistent in bf16 and tf32, ncu's tensor-pipe activity on vgg16
# conv4_2 (the TMA form's 128x256 tile).
# Carry: devcarry/s16g/probe (built as bench/wgmma/probe.cu's header says).
set -u
cd "$(dirname "$0")/../../.."
export PATH=/usr/local/cuda/bin:$PATH
P=$PWD/devcarry/s16g/probe; R=/tmp/s16g; mkdir -p $R
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu --format=csv,noheader
timeout 150 compute-sanitizer --tool memcheck $P --quick > $R/memcheck.txt 2>&1
echo "memcheck exit $?: $(grep 'ERROR SUMMARY' $R/memcheck.txt) $(tail -2 $R/memcheck.txt | head -1)"
timeout 100 compute-sanitizer --tool synccheck $P --quick bf16 > $R/synccheck.txt 2>&1
echo "synccheck exit $?: $(grep 'ERROR SUMMARY' $R/synccheck.txt)"
timeout 150 $P --persistent bf16 > $R/probe-bf16.txt 2>&1; echo "bf16 exit $?"
timeout 150 $P --persistent tf32 > $R/probe-tf32.txt 2>&1; echo "tf32 exit $?"
grep -E "^(bf16|tf32) |TMA|wgmma  |FAILED" $R/probe-bf16.txt | head -60
metrics="sm__pipe_tensor_op_hmma_cycles_active.avg.pct_of_peak_sustained_active,sm__throughput.avg.pct_of_peak_sustained_elapsed,lts__t_bytes.sum.per_second,gpu__time_duration.sum,regex:smsp__average_warps_issue_stalled_.*_per_issue_active\.ratio"
timeout 120 ncu --metrics "$metrics" -k "regex:tmaKernel" -c 1 $P --persistent bf16 > $R/ncu-conv4_2-tma-b-128x256.txt 2>&1
echo "ncu exit $?"; grep -E "pipe_tensor|duration|lts__t_bytes" $R/ncu-conv4_2-tma-b-128x256.txt
cd /tmp && tar czf $OUT/s16g.tgz s16g
