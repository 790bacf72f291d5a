#!/usr/bin/env bash
# Session 31: the structure bench (with its 1x1 twins and short 1x1 layers)
# for every other non-persistent tensor-core kernel the catalog offers in
# bf16 and tf32 (mma.sync, wgmma gathered, wgmma TMA): the candidates the
# lone-block costs of make-bench2.sh's kernels would otherwise be compared
# with unpriced. usage: make-bench3.sh OUT [NETC]
set -eu
O=$1; N=${2:-build/bin/netc}
K=bench/kstruct/kstruct.py
done2="implicit_gemm_mma 64x64x64 t128/bf16 implicit_gemm_wgmma_tma 64x64x64 t128/bf16 implicit_gemm_wgmma_tma 64x128x64 t128/bf16 implicit_gemm_wgmma_tma 64x64x32 t128/tf32 implicit_gemm_wgmma_tma 64x128x32 t128/tf32"
for p in bf16 tf32; do
  keys=$($N calibrate --structure-kernels --device devices/h200.json --format json | python3 -c "
import json, sys
done = set('''$done2'''.replace(' t', '_t').split())
rows = json.load(sys.stdin)
print(','.join(r['kernel'] for r in rows if r['precision'] == '$p' and r['variant'] in
               ('implicit_gemm_mma', 'implicit_gemm_wgmma', 'implicit_gemm_wgmma_tma')
               and (r['kernel'] + '/' + '$p').replace(' t', '_t') not in done))")
  python3 $K make $O --netc $N --profile devices/h200.json --precisions $p \
    --variants implicit_gemm_mma,implicit_gemm_wgmma,implicit_gemm_wgmma_tma --kernels "$keys"
done
find $O \( -name '*.ptx' -o -name kernels.mlir -o -name netc_kernels.cuh \) -delete
