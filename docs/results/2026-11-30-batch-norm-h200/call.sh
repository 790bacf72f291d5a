#!/usr/bin/env bash
# Session 29, one H200 call: the normalization family (seed 17, 400 batch
# norms over the channel counts networks use and those between, five
# activations), measured by netc-runtime's reference (cuDNN's persistent NHWC
# batch norm + the runtime's activation kernel, kernel-only, CUDA-graph
# replays) in fp32, bf16 and tf32.
# usage: call.sh "PRECISION:SECONDS ..."   (results tarred into $OUT)
set -u
S=devcarry/s29
export PATH=/usr/local/cuda/bin:$PATH NETC_DEVICES_DIR=$PWD/devices
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,driver_version --format=csv,noheader
date -u
for job in $1; do
  IFS=: read precision seconds <<< "$job"
  echo "== normalization $precision ${seconds}s (t=$SECONDS)"
  python3 bench/conv_sweep.py run $S/sweep-normalization --precision $precision --device h200 \
    --budget-s $seconds --bin $S/bin --shuffle 1 2>&1 | tail -4
done
cd $S && tar czf $OUT/results.tgz --exclude='*.plan.json' sweep-*/results-* && ls -la $OUT
echo "done t=$SECONDS"
