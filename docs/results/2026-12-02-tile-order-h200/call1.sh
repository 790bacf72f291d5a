#!/usr/bin/env bash
# Session 39, call 1 (one H200): the re-read bench (kstruct.py --design
# rereads: 1x1 layers at 14 x 14 of 8 k-steps whose input is 8-128 MB, read
# by 1-4 columns of tiles) on the 22 TMA and persistent tiles, old order
# against new, side by side (ab-bench.sh).
bash docs/results/2026-12-02-tile-order-h200/ab-bench.sh rereads \
  implicit_gemm_wgmma_tma,implicit_gemm_wgmma_tma_persistent ${BUDGET:-400} ${DEADLINE:-530}
