#!/usr/bin/env bash
# Session 32: the partial-channel benches (bench/kstruct/kstruct.py make
# --design channels, then --design pitch) for every TMA tile, persistent or
# not, in tf32 and bf16; the channel design also for the gathered wgmma
# 64-row tiles (their flattened reduction: for contrast). Lowered here with
# nvcc. usage: make-bench.sh channels|pitch OUT [NETC]
set -eu
DESIGN=$1 O=$2; N=${3:-build/bin/netc}
K=bench/kstruct/kstruct.py
variants=implicit_gemm_wgmma_tma,implicit_gemm_wgmma_tma_persistent
[ $DESIGN = channels ] && variants=implicit_gemm_wgmma,$variants
for p in tf32 bf16; do
  keys=$($N calibrate --structure-kernels --device devices/h200.json --format json | python3 -c "
import json, sys
rows = json.load(sys.stdin)
print(','.join(r['kernel'] for r in rows if r['precision'] == '$p' and r['variant'] in
               '$variants'.split(',') and (r['variant'] != 'implicit_gemm_wgmma' or r['tile'][0] == 64)))")
  python3 $K make $O --netc $N --profile devices/h200.json --precisions $p --design $DESIGN \
    --variants $variants --kernels "$keys"
done
find $O \( -name '*.ptx' -o -name kernels.mlir -o -name netc_kernels.cuh \) -delete
