#!/usr/bin/env bash
# Session 27, one H200 call: the depthwise family (seed 5, 360 layers) and a
# second streaming family (seed 11, 400 layers, held out from every fit),
# measured by netc-runtime's reference (cuDNN, kernel-only, --engine-search 8).
# usage: call.sh "FAMILY:PRECISION:SECONDS ..."   (results tarred into $OUT)
set -u
S=devcarry/s27
export PATH=/usr/local/cuda/bin:$PATH NETC_DEVICES_DIR=$PWD/devices
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,driver_version --format=csv,noheader
date -u
for job in $1; do
  IFS=: read family precision seconds <<< "$job"
  echo "== $family $precision ${seconds}s (t=$SECONDS)"
  python3 bench/conv_sweep.py run $S/sweep-$family --precision $precision --device h200 \
    --budget-s $seconds --bin $S/bin --shuffle 1 2>&1 | tail -3
done
cd $S && tar czf $OUT/results.tgz --exclude='*.plan.json' sweep-*/results-* && ls -la $OUT
echo "done t=$SECONDS"
