#!/usr/bin/env bash
# Session 16, call 4 (one H200): the committed probe (the persistent kernel
# moved to bench/wgmma/persistent.cuh, the producer-fence variant removed):
# memcheck on the small shapes, then --persistent in bf16.
# Carry: devcarry/s16d/probe (built as in bench/wgmma/probe.cu's header).
set -u
cd "$(dirname "$0")/../../.."
P=$PWD/devcarry/s16d/probe
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu --format=csv,noheader
timeout 150 compute-sanitizer --tool memcheck $P --quick > $OUT/call4-memcheck.txt 2>&1
echo "memcheck exit $?: $(grep 'ERROR SUMMARY' $OUT/call4-memcheck.txt) $(tail -2 $OUT/call4-memcheck.txt | head -1)"
timeout 120 $P --persistent bf16 > $OUT/call4-probe-bf16.txt 2>&1; echo "probe exit $?"
grep -E "^bf16 |persistent|wgmma  " $OUT/call4-probe-bf16.txt | head -14
