#!/usr/bin/env bash
# Session 38, call 2 (one H200): the gathered kernels' small-channel bench
# (kstruct.py make --design gather: 3x3 and 5x5 layers at 14 x 14 whose
# pixels are 32-192 bytes, a 1x1 pair, on each of the 30 mma.sync and
# gathered wgmma tiles in tf32 and bf16), made here (nvcc, one kernel a
# process, 16 at once) and run kernel-only (kstruct.py run: `netc-runtime
# run --no-check --no-cudnn`, CUDA-graph replays, an L2 sweep before every
# launch, medians of 10 replays); then every network's plan checked against
# cuDNN (fresh random inputs, outputs poisoned) while time is left.
bash docs/results/2026-12-02-dram-relief-h200/bench-call.sh gather \
  implicit_gemm_mma,implicit_gemm_wgmma 300 ${DEADLINE:-540}
