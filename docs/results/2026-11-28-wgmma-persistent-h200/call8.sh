#!/usr/bin/env bash
# Session 16, call 8 (one H200): bounds of the wgmma main loop on the probe's
# shapes: bench/wgmma/tma.cuh's kernel with no loads (wgmma on stale shared
# memory), with A's cp.async gather only, with B's TMA copy only (timing
# only: their outputs are wrong), beside the full kernels; bf16 and tf32.
# Carry: devcarry/s16h/probe (built as bench/wgmma/probe.cu's header says).
set -u
cd "$(dirname "$0")/../../.."
P=$PWD/devcarry/s16h/probe
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu --format=csv,noheader
timeout 150 $P --persistent bf16 > $OUT/call8-probe-bf16.txt 2>&1; echo "bf16 exit $?"
timeout 150 $P --persistent tf32 > $OUT/call8-probe-tf32.txt 2>&1; echo "tf32 exit $?"
grep -E "^(bf16|tf32) |no loads|only|TMA|wgmma  " $OUT/call8-probe-bf16.txt | head -30
