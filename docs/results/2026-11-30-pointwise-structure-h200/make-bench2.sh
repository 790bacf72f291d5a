#!/usr/bin/env bash
# Session 31: the structure bench again with its short 1x1 layers (1, 2 and
# 4 k-steps; kstruct.py bench_layers "pw_short") beside the twins, for the
# tensor-core kernels mobilenet_v3_large and efficientnet_b0 run on their
# short pointwise layers (wgmma TMA 64x64 and 64x128, the persistent
# 128x64, 128x128 and 128x256, in bf16 and tf32; mma.sync 64x64x64 in bf16)
# and the two smallest SIMT tiles in fp32. usage: make-bench2.sh OUT [NETC]
set -eu
O=$1; N=${2:-build/bin/netc}
K=bench/kstruct/kstruct.py
make() { python3 $K make $O --netc $N --profile devices/h200.json "$@"; }
make --precisions fp32 --variants implicit_gemm_simt \
  --kernels "implicit_gemm_simt 32x32x16 t64,implicit_gemm_simt 64x32x16 t128"
make --precisions bf16 --variants implicit_gemm_mma,implicit_gemm_wgmma_tma,implicit_gemm_wgmma_tma_persistent \
  --kernels "implicit_gemm_mma 64x64x64 t128,implicit_gemm_wgmma_tma 64x64x64 t128,implicit_gemm_wgmma_tma 64x128x64 t128,implicit_gemm_wgmma_tma_persistent 128x64x64 t384,implicit_gemm_wgmma_tma_persistent 128x128x64 t384,implicit_gemm_wgmma_tma_persistent 128x256x64 t384"
make --precisions tf32 --variants implicit_gemm_wgmma_tma,implicit_gemm_wgmma_tma_persistent \
  --kernels "implicit_gemm_wgmma_tma 64x64x32 t128,implicit_gemm_wgmma_tma 64x128x32 t128,implicit_gemm_wgmma_tma_persistent 128x64x32 t384,implicit_gemm_wgmma_tma_persistent 128x128x32 t384,implicit_gemm_wgmma_tma_persistent 128x256x32 t384"
find $O \( -name '*.ptx' -o -name kernels.mlir -o -name netc_kernels.cuh \) -delete
