#!/usr/bin/env bash
# Session 27, call 3 (one H200): mobilenet_v3_large and efficientnet_b0 in
# bf16 at batch 64, lowered with 16-bit SIMT launches priced by fp32's
# structure entries: every launch checked against cuDNN, kernel-only.
set -u
C=devcarry/s27b
export PATH=$PATH:/usr/local/cuda/bin
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
mkdir -p /tmp/w/logs $OUT
cp $C/engines.json /tmp/w/engines.json
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv | tee /tmp/w/gpu.txt
for name in tv_mobilenet_v3_large-sm_90-bf16 tv_efficientnet_b0-sm_90-bf16; do
  timeout 120 $C/bin/netc-runtime run $C/lowered/$name --format json -o /tmp/w/${name/-sm_90/}.json \
    --engine-cache /tmp/w/engines.json 2> /tmp/w/logs/run-$name.log
  echo "$name: exit $? at ${SECONDS}s; $(grep -E 'checked|passed|failed' /tmp/w/logs/run-$name.log | tail -1)"
done
cd /tmp/w && tar czf $OUT/runs.tgz *.json gpu.txt logs && ls -la $OUT
