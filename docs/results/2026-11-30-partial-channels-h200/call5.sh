#!/usr/bin/env bash
# Session 32, call 5 (one H200): the 6 plans whose kernel choices the
# rule "a wave whose busiest SM is full pays the channel costs" changes
# against "full waves only" (16 launches; lowered by this commit's netc with
# and without the rule), side by side: the old plan
# unchecked, the new one checked against cuDNN, then both again unchecked;
# kernel-only (`netc-runtime run`, an L2 sweep before every launch, medians
# of 10 replays), cuDNN not timed: pairs.tgz.
# Carry: devcarry/s32f (bin/netc-runtime, pairs.tar.xz).
set -u
C=${C:-devcarry/s32f}
export PATH=/usr/local/cuda/bin:$PATH NETC_DEVICES_DIR=$PWD/devices
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,driver_version --format=csv,noheader | tee $OUT/gpu.txt
date -u | tee -a $OUT/gpu.txt
W=/tmp/w; mkdir -p $W/runs $W/logs; tar xJf $C/pairs.tar.xz -C $W
R=$C/bin/netc-runtime
time_run() { # which name tag extra...
  local which=$1 name=$2 tag=$3; shift 3
  $R run $W/pairs/$which/$name --iterations 10 --warmup 2 --no-cudnn --format json \
    -o $W/runs/$which-$name-$tag.json "$@" > /dev/null 2> $W/logs/$which-$name-$tag.log
  echo "$which $name $tag: exit $? t=$SECONDS $(grep -E 'checks:' $W/logs/$which-$name-$tag.log | tail -1)"
}
for name in tv_mobilenet_v3_large-sm_90-tf32 tv_mobilenet_v3_large-sm_90-bf16 googlenet-sm_90-tf32 googlenet-sm_90-bf16 ece408-sm_90-tf32 tv_efficientnet_b0-sm_90-tf32; do
  [ $SECONDS -lt ${DEADLINE:-200} ] || { echo "skipped $name (t=$SECONDS)"; continue; }
  time_run old $name a --no-check
  time_run new $name a
  time_run new $name b --no-check
  time_run old $name b --no-check
done
cd $W && tar czf $OUT/pairs.tgz runs logs && ls -la $OUT
echo "done t=$SECONDS"
