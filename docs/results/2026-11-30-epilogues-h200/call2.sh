#!/usr/bin/env bash
# Session 28, call 2 (one H200): the reference's epilogue kernels, isolated.
# Eleven one-input networks (devcarry/s28/probe/*.mlir: 1x1 convolutions C ->
# C at SE, middle and large sizes), each with five layers reading the same
# input: bias + ReLU (a), bias (b), ReLU (c), bias + hard sigmoid (d), none
# (e). netc-runtime profile's filter gradient (pass) less its library_call
# is the epilogue: (b) - (e) the bias gradient's clear, sum and conversion,
# (c) the activation gradient, (a) both; (d)'s forward less (a)'s the
# separate bias-and-activation kernel cuDNN cannot fuse.
set -u
C=devcarry/s28
export PATH=$PATH:/usr/local/cuda/bin
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
W=/tmp/w2; mkdir -p $W/profiles $W/logs $OUT
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv | tee $W/gpu.txt
for plan in $C/probe/*-fp32.json $C/probe/*-bf16.json; do
  name=$(basename $plan .json); p=${name##*-}
  left=$((${DEADLINE:-400} - SECONDS)); [ $left -gt 10 ] || { echo "skipped $name"; continue; }
  timeout $left $C/bin/netc-runtime profile $plan --precision $p --iterations 5 --warmup 1 \
    --engine-search 4 --format json -o $W/profiles/$name.json > $W/logs/$name.log 2>&1
  echo "$name: exit $? at ${SECONDS}s"
done
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv,noheader >> $W/gpu.txt
cd $W && tar czf $OUT/call2.tgz profiles logs gpu.txt && ls -la $OUT
echo "done at ${SECONDS}s"
