#!/usr/bin/env bash
# Session 31: the structure bench of call 1, made here (nvcc, about 40 s):
# the networks of bench/kstruct/kstruct.py (with its 1x1 twins) for the
# kernels the scored nets run on pointwise layers. usage:
#   make-bench.sh OUT [NETC]     (then drop the .ptx and kernels.mlir to carry it)
set -eu
O=$1; N=${2:-build/bin/netc}
K=bench/kstruct/kstruct.py
S="implicit_gemm_simt 128x128x8 t256,implicit_gemm_simt 128x64x8 t256,implicit_gemm_simt 64x128x8 t256,implicit_gemm_simt 64x64x16 t256,implicit_gemm_simt 64x32x16 t128,implicit_gemm_simt 32x64x16 t128,implicit_gemm_simt 32x32x16 t64"
python3 $K make $O --netc $N --profile devices/h200.json --precisions fp32 --variants implicit_gemm_simt --kernels "$S"
python3 $K make $O --netc $N --profile devices/h200.json --precisions bf16 --variants implicit_gemm_mma,implicit_gemm_wgmma_tma \
  --kernels "implicit_gemm_mma 64x64x64 t128,implicit_gemm_wgmma_tma 64x64x64 t128,implicit_gemm_wgmma_tma 64x128x64 t128"
python3 $K make $O --netc $N --profile devices/h200.json --precisions tf32 --variants implicit_gemm_wgmma_tma \
  --kernels "implicit_gemm_wgmma_tma 64x64x32 t128,implicit_gemm_wgmma_tma 64x128x32 t128"
find $O \( -name '*.ptx' -o -name kernels.mlir \) -delete
