#!/usr/bin/env bash
# Session 40, call 2 (one H200): the tails, channels, pitch and columns
# benches of the TMA and persistent kernels re-measured on their new tile
# order, as call 1 (../2026-12-02-dram-relief-h200/bench-call.sh: a working
# directory of its own per design since this call). Writes $OUT/tails/,
# $OUT/channels/, $OUT/pitch/ and $OUT/columns/; a few of each bench's
# networks checked (call 1 checked 13 whole structure networks).
# Carry: devcarry/s40 (bin/netc.xz, bin/netc-runtime.xz).
set -u
cd "$(dirname "$0")/../../.."
B=docs/results/2026-12-02-dram-relief-h200/bench-call.sh
V=implicit_gemm_wgmma_tma,implicit_gemm_wgmma_tma_persistent
ROOT_OUT=$OUT
for d in ${DESIGNS:-tails channels pitch columns}; do
  mkdir -p $ROOT_OUT/$d
  OUT=$ROOT_OUT/$d C=devcarry/s40 bash $B $d $V ${BENCH_S:-100} ${DEADLINE:-125}
done
