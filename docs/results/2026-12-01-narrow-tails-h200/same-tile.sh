#!/usr/bin/env bash
# Session 37: the TMA and persistent kernels of one tile on the same layers,
# at batches that fill 1/16 to 1.5 waves of the H200's 132 SMs, one tile an
# SM (call 4 found the TMA kernel 1.01-1.13x the persistent one's time on
# such layers at 73-98 tiles, priced 8-14% under where the persistent one is
# priced 4-12% over). Three layers: inception_v3's Mixed_6b 1x7 (17 x 17,
# 128 -> 128, bf16, 256 x 128 x 64), a 1x1 twin of it, and resnet50's
# res4a 3x3 (14 x 14, 256 -> 256, tf32, 128 x 256 x 32). Writes one Paleo
# net per layer and batch under OUT/nets and lowers each with nvcc, forced
# onto both kernels, into OUT/plans/{tma,persistent}/NAME.
# usage: same-tile.sh OUT [NETC]
set -eu
O=$1; N=${2:-build/bin/netc}
mkdir -p $O/nets $O/plans/tma $O/plans/persistent
net() { # name batch image cin cout fh fw
  cat > $O/nets/$1.json <<JSON
{"name": "$1", "layers": {
  "data": {"parents": [], "type": "Input", "tensor": [$2, $3, $3, $4]},
  "conv": {"parents": ["data"], "type": "Convolution", "filter": [$6, $7, $4, $5],
           "padding": "SAME", "strides": [1, 1, 1, 1], "activation_fn": "relu"}}}
JSON
}
lower() { # name precision tma-key persistent-key (a kernel the catalog does
  # not offer at that size is left out, its error kept in OUT/refused.txt)
  [ -d $O/plans/tma/$1 ] || $N lower $O/nets/$1.json --target sm_90 --device h200 --precision $2 \
    --force-kernel "$3" -o $O/plans/tma/$1 > /dev/null 2>> $O/refused.txt &
  [ -d $O/plans/persistent/$1 ] || $N lower $O/nets/$1.json --target sm_90 --device h200 \
    --precision $2 --force-kernel "$4" -o $O/plans/persistent/$1 > /dev/null 2>> $O/refused.txt || true
  wait || true
}
# Tiles = ceil(batch * pixels / tile rows): 17 x 17 = 289 pixels over 256
# rows, 14 x 14 = 196 over 128.
for b in 8 16 24 32 48 64 80 96 112 128; do
  net inc1x7_b$b $b 17 128 128 1 7
  lower inc1x7_b$b bf16 "implicit_gemm_wgmma_tma 256x128x64 t256" "implicit_gemm_wgmma_tma_persistent 256x128x64 t384"
  net inc1x1_b$b $b 17 128 128 1 1
  lower inc1x1_b$b bf16 "implicit_gemm_wgmma_tma 256x128x64 t256" "implicit_gemm_wgmma_tma_persistent 256x128x64 t384"
  net res3x3_b$b $b 14 256 256 3 3
  lower res3x3_b$b tf32 "implicit_gemm_wgmma_tma 128x256x32 t256" "implicit_gemm_wgmma_tma_persistent 128x256x32 t384"
done
find $O \( -name '*.ptx' -o -name kernels.mlir -o -name netc_kernels.cuh \) -delete
