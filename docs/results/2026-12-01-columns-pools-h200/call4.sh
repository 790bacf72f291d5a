#!/usr/bin/env bash
# Session 35, call 4 (one H200): the 12 plans whose kernel choices the
# column cost changes (lower-choices.sh: old = the profile before it, new =
# after), side by side unchecked, alternating (old a, new a, new b, old b),
# then the new plans checked against cuDNN (fresh random inputs, outputs
# poisoned) while time is left. Kernel-only (`netc-runtime run`: CUDA-graph
# replays, an L2 sweep before each launch), medians of 10 replays.
# Carry: devcarry/s35d (bin/netc-runtime, choices.tar.xz).
set -u
C=${C:-devcarry/s35d}
export PATH=/usr/local/cuda/bin:$PATH NETC_DEVICES_DIR=$PWD/devices
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,driver_version --format=csv,noheader | tee $OUT/gpu.txt
date -u | tee -a $OUT/gpu.txt
W=/tmp/w; mkdir -p $W/runs $W/logs; tar xJf $C/choices.tar.xz -C $W
R=$C/bin/netc-runtime
pack() { (cd $W && tar czf $OUT/runs.tgz runs logs); }
time_run() { # which name tag extra...
  local which=$1 name=$2 tag=$3; shift 3
  timeout 100 $R run $W/choices/$which/$name --iterations 10 --warmup 2 --no-cudnn --format json \
    -o $W/runs/$which-$name-$tag.json "$@" > /dev/null 2> $W/logs/$which-$name-$tag.log
  echo "$which $name $tag: exit $? t=$SECONDS $(grep -E 'checks:' $W/logs/$which-$name-$tag.log | tail -1)" | tee -a $OUT/progress.txt
}
for name in $(ls $W/choices/new); do
  time_run old $name a --no-check
  time_run new $name a --no-check
  time_run new $name b --no-check
  time_run old $name b --no-check
done
pack
# The checks, the plans with most changed launches first.
for name in inception_v3-tf32 inception_v3-bf16 mobilenet_v3_large-tf32 googlenet-tf32 \
            efficientnet_b0-tf32 mobilenet_v2-tf32 googlenet-bf16 alexnet-tf32 \
            mobilenet_v3_large-bf16 efficientnet_b0-bf16 fashion_cnn-tf32 overfeat-tf32; do
  [ $SECONDS -lt ${DEADLINE:-360} ] || { echo "checks stop at $name (t=$SECONDS)" | tee -a $OUT/progress.txt; break; }
  time_run new $name check
  pack
done
echo "done t=$SECONDS" | tee -a $OUT/progress.txt
