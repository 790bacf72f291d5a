#!/usr/bin/env bash
# Session 38, call 5 (one H200): the re-read bench, for the next session's
# memory term (kstruct.py make --design rereads: 1x1 layers at 14 x 14 of
# 8 k-steps whose input is 8-128 MB, read by 1-4 columns of output tiles,
# on each of the 22 TMA and persistent tiles in tf32 and bf16), made here
# (nvcc, one kernel a process, 16 at once) and run kernel-only (kstruct.py
# run: `netc-runtime run --no-check --no-cudnn`, CUDA-graph replays, an L2
# sweep before every launch, medians of 10 replays); then the networks'
# plans checked against cuDNN (fresh random inputs, outputs poisoned)
# while time is left.
bash docs/results/2026-12-02-dram-relief-h200/bench-call.sh rereads \
  implicit_gemm_wgmma_tma,implicit_gemm_wgmma_tma_persistent 240 ${DEADLINE:-400}
