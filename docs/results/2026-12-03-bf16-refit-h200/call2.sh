#!/usr/bin/env bash
# Session 42, call 2 (one H200, right after call 1): the bf16 benches call 1
# had no time or room for (its tails bench ran but its files were past the
# eight a call returns), each by ../2026-12-02-dram-relief-h200/bench-call.sh
# (PRECISIONS=bf16) on the TMA and persistent kernels, the checks sharing
# what is left of LIMIT s; each design's files tarred into $OUT/DESIGN.tar.
# Carry: devcarry/s43.
set -u
cd "$(dirname "$0")/../../.."
ROOT_OUT=$OUT C=devcarry/${CARRY:-s43}
SECONDS=0
set -- ${DESIGNS:-tails channels columns pitch}
while [ $# -gt 0 ]; do
  d=$1; shift
  left=$(( ${LIMIT:-560} - SECONDS ))
  [ $left -gt 60 ] || { echo "no time for $d (t=$SECONDS)"; continue; }
  mkdir -p $ROOT_OUT/$d
  # Checks get an even share of the time left, the last design all of it.
  OUT=$ROOT_OUT/$d C=$C PRECISIONS=bf16 bash docs/results/2026-12-02-dram-relief-h200/bench-call.sh \
    $d implicit_gemm_wgmma_tma,implicit_gemm_wgmma_tma_persistent 100 $(( left / ($# + 1) ))
  (cd $ROOT_OUT && tar cf $d.tar $d && rm -rf $d)
done
echo "done t=$SECONDS"
