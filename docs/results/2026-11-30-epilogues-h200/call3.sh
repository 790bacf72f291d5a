#!/usr/bin/env bash
# Session 28, call 3 (one H200): the bias gradient of an inner product
# against a 1x1 convolution of a 1x1 image of the same sizes
# (devcarry/s28/probe2/*.mlir, layers a: bias + ReLU, b: bias, c: ReLU,
# e: none), netc-runtime profile's filter gradient less its library call.
set -u
C=devcarry/s28
export PATH=$PATH:/usr/local/cuda/bin
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
W=/tmp/w3; mkdir -p $W/profiles $W/logs $OUT
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv | tee $W/gpu.txt
for plan in $C/probe2/*-fp32.json $C/probe2/*-bf16.json; do
  name=$(basename $plan .json); p=${name##*-}
  left=$((${DEADLINE:-300} - SECONDS)); [ $left -gt 10 ] || { echo "skipped $name"; continue; }
  timeout $left $C/bin/netc-runtime profile $plan --precision $p --iterations 5 --warmup 1 \
    --engine-search 4 --format json -o $W/profiles/$name.json > $W/logs/$name.log 2>&1
  echo "$name: exit $? at ${SECONDS}s"
done
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv,noheader >> $W/gpu.txt
cd $W && tar czf $OUT/call3.tgz profiles logs gpu.txt && ls -la $OUT
echo "done at ${SECONDS}s"
