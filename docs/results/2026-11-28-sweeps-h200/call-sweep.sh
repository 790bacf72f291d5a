#!/usr/bin/env bash
# Session 14: the nets- and streaming-family sweeps on an H200 (issue 15).
# usage: sweep.sh "FAMILY:PRECISION:SECONDS ..."   (results tarred into $OUT)
set -u
cd "$(dirname "$0")/../.."
SECONDS=0
source bench/cuda-libs.sh
export NETC_DEVICES_DIR=$PWD/devices PATH=/usr/local/cuda/bin:$PATH
S=$PWD/devcarry/s14
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,driver_version --format=csv,noheader
for job in $1; do
  IFS=: read family precision seconds <<< "$job"
  echo "== $family $precision ${seconds}s (t=$SECONDS)"
  python3 bench/conv_sweep.py run $S/sweep-$family --precision $precision --device h200 \
    --budget-s $seconds --bin $S/bin --shuffle 1 2>&1 | tail -4
done
cd $S && tar czf $OUT/results.tgz --exclude='*.plan.json' sweep-*/results-* && ls -la $OUT
echo "done t=$SECONDS"
