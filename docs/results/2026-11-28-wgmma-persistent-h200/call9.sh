#!/usr/bin/env bash
# Session 16, call 9 (one H200): both operands by TMA (bench/wgmma/tma.cuh,
# conv2d_implicit_gemm_wgmma_tma_ab: A through an im2col tensor map), on the
# probe's shapes whose C is a multiple of a stage's channels; memcheck and
# synccheck on the small shapes, then --persistent in bf16 and tf32.
# Carry: devcarry/s16i/probe (built as bench/wgmma/probe.cu's header says).
set -u
cd "$(dirname "$0")/../../.."
export PATH=/usr/local/cuda/bin:$PATH
P=$PWD/devcarry/s16i/probe
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu --format=csv,noheader
timeout 150 compute-sanitizer --tool memcheck $P --quick > $OUT/call9-memcheck.txt 2>&1
echo "memcheck exit $?: $(grep 'ERROR SUMMARY' $OUT/call9-memcheck.txt) $(tail -2 $OUT/call9-memcheck.txt | head -1)"
grep -E "A and B" $OUT/call9-memcheck.txt | head -8
timeout 100 compute-sanitizer --tool synccheck $P --quick bf16 > $OUT/call9-synccheck.txt 2>&1
echo "synccheck exit $?: $(grep 'ERROR SUMMARY' $OUT/call9-synccheck.txt)"
timeout 150 $P --persistent bf16 > $OUT/call9-probe-bf16.txt 2>&1; echo "bf16 exit $?"
timeout 150 $P --persistent tf32 > $OUT/call9-probe-tf32.txt 2>&1; echo "tf32 exit $?"
grep -E "^(bf16|tf32) |A and B|wgmma   " $OUT/call9-probe-bf16.txt | head -60
