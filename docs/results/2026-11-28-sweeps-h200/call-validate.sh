#!/usr/bin/env bash
# Session 14 call 4: every layer and pass of four nets through the reference
# (cuDNN's graph API, kernel-only), H200, bf16/fp32/tf32: held-out rows for
# the refitted library model (issue 15).
set -u
cd "$(dirname "$0")/../.."
SECONDS=0
source bench/cuda-libs.sh
S=$PWD/devcarry/s14; R=$OUT/profiles; mkdir -p $R
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv,noheader
BUDGET=${BUDGET:-540}
for p in bf16 fp32 tf32; do for n in resnet50 googlenet vgg16 alexnet; do
  left=$((BUDGET - SECONDS)); [ $left -gt 15 ] || { echo "SKIP $n $p (budget)"; continue; }
  begun=$SECONDS
  timeout $left $S/bin/netc-runtime profile $S/plans/$n-$p.json --precision $p --format json \
    -o $R/$n-$p.json --iterations 5 --warmup 1 --engine-search 8 --engine-cache $S/engines.json \
    > $R/$n-$p.log 2>&1
  echo "$n $p: exit $?, $((SECONDS - begun)) s"
done; done
cp $S/engines.json $R/engines-after.json; cd $OUT && tar czf profiles.tgz profiles && rm -rf profiles
echo "done t=$SECONDS"
