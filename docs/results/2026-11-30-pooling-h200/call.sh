#!/usr/bin/env bash
# Session 29, second H200 call: the pooling family (seed 19, 400 pools in the
# forms networks write) and the broadcast family (seed 23, 200 broadcast
# products and sums), measured by netc-runtime's reference (kernel-only,
# CUDA-graph replays) in fp32, bf16 and tf32.
# usage: call.sh "FAMILY:PRECISION:SECONDS ..."   (results tarred into $OUT)
set -u
S=${S:-devcarry/s29b}
export PATH=/usr/local/cuda/bin:$PATH NETC_DEVICES_DIR=$PWD/devices
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,driver_version --format=csv,noheader
date -u
for job in $1; do
  IFS=: read family precision seconds <<< "$job"
  echo "== $family $precision ${seconds}s (t=$SECONDS)"
  python3 bench/conv_sweep.py run $S/sweep-$family --precision $precision --device h200 \
    --budget-s $seconds --bin $S/bin --shuffle 1 2>&1 | grep -v "ok$" | tail -4
done
cd $S && tar czf $OUT/results.tgz --exclude='*.plan.json' sweep-*/results-* && ls -la $OUT
echo "done t=$SECONDS"
