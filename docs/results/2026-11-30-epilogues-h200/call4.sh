#!/usr/bin/env bash
# Session 28, call 4 (one H200): depthwise convolutions' filter gradients at
# stride 1 and 2 (devcarry/s28/probe3/*.mlir: 64 images, 144 channels at
# 7x7-112x112 and 576 at 7x7-28x28, 3x3 and 5x5 filters, symmetric pads as
# PyTorch's), data for the form the model lacks
# (docs/results/2026-11-30-epilogues-h200.md, "What misses").
set -u
C=devcarry/s28
export PATH=$PATH:/usr/local/cuda/bin
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
W=/tmp/w4; mkdir -p $W/profiles $W/logs $OUT
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv | tee $W/gpu.txt
for plan in $C/probe3/*-fp32.json $C/probe3/*-bf16.json; do
  name=$(basename $plan .json); p=${name##*-}
  left=$((${DEADLINE:-400} - SECONDS)); [ $left -gt 10 ] || { echo "skipped $name"; continue; }
  timeout $left $C/bin/netc-runtime profile $plan --precision $p --iterations 5 --warmup 1 \
    --engine-search 8 --format json -o $W/profiles/$name.json > $W/logs/$name.log 2>&1
  echo "$name: exit $? at ${SECONDS}s"
done
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv,noheader >> $W/gpu.txt
cd $W && tar czf $OUT/call4.tgz profiles logs gpu.txt && ls -la $OUT
echo "done at ${SECONDS}s"
