#!/usr/bin/env bash
# Session 35: the plans of call 2, compiled here with nvcc.
#  nd/{cur,nd}/NAME: bf16 plans of ece408 and the three mobile nets (batch 64)
#    priced by devices/h200.json (cur) and by it without the bf16 direct
#    entries (nd: the direct kernel priced from fp32's), the 9 launches whose
#    kernel that changes;
#  pool/{new,old}/NAME: efficientnet_b0 and mobilenet_v3_large at batch 64 in
#    fp32, tf32 and bf16 with the global pools split over blocks (new) and
#    not (old: old-pools.py on the new plan).
# usage: lower-pairs.sh NO_DIRECT_DEVICES OUT [NETC]
set -eu
ND=$1; O=$2; N=${3:-build/bin/netc}
P=$(dirname "$0")
TV=docs/results/2026-11-30-library-refit-h200/tv/torchvision/dynamo
low() { # devices model name precision extra... -> dir
  local dev=$1 model=$2 out=$3 p=$4; shift 4
  NETC_DEVICES_DIR=$dev $N lower $model --target sm_90 --device h200 --precision $p "$@" -o $out > /dev/null
}
mkdir -p $O/nd/cur $O/nd/nd $O/pool/new $O/pool/old
low $PWD/devices nets/ece408.json $O/nd/cur/ece408-bf16 bf16 &
low $ND nets/ece408.json $O/nd/nd/ece408-bf16 bf16; wait
for net in mobilenet_v2 efficientnet_b0 mobilenet_v3_large; do
  low $PWD/devices $TV/$net.onnx $O/nd/cur/$net-bf16 bf16 --batch 64 &
  low $ND $TV/$net.onnx $O/nd/nd/$net-bf16 bf16 --batch 64; wait
done
for net in efficientnet_b0 mobilenet_v3_large; do
  low $PWD/devices $TV/$net.onnx $O/pool/new/$net-fp32 fp32 --batch 64 &
  low $PWD/devices $TV/$net.onnx $O/pool/new/$net-tf32 tf32 --batch 64; wait
  cp -r $O/nd/cur/$net-bf16 $O/pool/new/$net-bf16
  for p in fp32 tf32 bf16; do python3 $P/old-pools.py $O/pool/new/$net-$p $O/pool/old/$net-$p & done; wait
done
find $O \( -name '*.ptx' -o -name kernels.mlir -o -name netc_kernels.cuh \) -delete
