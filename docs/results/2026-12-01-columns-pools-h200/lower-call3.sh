#!/usr/bin/env bash
# Session 35: call 3's plans: efficientnet_b0 and mobilenet_v3_large at
# batch 64 in fp32, tf32 and bf16 with the split rule as shipped (a split
# keeps 32 loads a thread), beside call 2's old (unsplit) plans.
# usage: lower-call3.sh OUT [NETC]
set -eu
O=$1; N=${2:-build/bin/netc}
TV=docs/results/2026-11-30-library-refit-h200/tv/torchvision/dynamo
mkdir -p $O
for net in efficientnet_b0 mobilenet_v3_large; do
  for p in fp32 tf32 bf16; do
    $N lower $TV/$net.onnx --batch 64 --target sm_90 --device h200 --precision $p -o $O/$net-$p > /dev/null &
  done
  wait
done
find $O \( -name '*.ptx' -o -name kernels.mlir -o -name netc_kernels.cuh \) -delete
