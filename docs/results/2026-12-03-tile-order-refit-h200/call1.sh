#!/usr/bin/env bash
# Session 40, call 1 (one H200): the structure and tails benches of the TMA
# and persistent kernels re-measured on their new tile order (9e74b99), made
# and run by ../2026-12-02-dram-relief-h200/bench-call.sh (kernel-only:
# CUDA-graph replays of 20 launches, an L2 sweep before every launch, medians
# of 10 replays), then as many of each bench's networks checked against
# cuDNN as time allows. Writes $OUT/structure/ and $OUT/tails/ (DESIGN.tgz,
# plans.tgz, progress.txt, gpu.txt).
# Carry: devcarry/s40 (bin/netc.xz, bin/netc-runtime.xz: HEAD's, stripped).
set -u
cd "$(dirname "$0")/../../.."
B=docs/results/2026-12-02-dram-relief-h200/bench-call.sh
V=implicit_gemm_wgmma_tma,implicit_gemm_wgmma_tma_persistent
ROOT_OUT=$OUT
mkdir -p $ROOT_OUT/structure $ROOT_OUT/tails
OUT=$ROOT_OUT/structure C=devcarry/s40 bash $B structure $V ${STRUCTURE_S:-220} ${STRUCTURE_DEADLINE:-300}
# (tails: call 2; this one stopped at its make, a working directory the first design had left)
