#!/usr/bin/env bash
# Session 31, call 4 (one H200): the 15 plans whose kernel choices the
# lone-block costs change (lower-pairs.sh: devices/h200.json before and
# after), side by side: the old plan unchecked, the new one checked against
# cuDNN, then both again unchecked; kernel-only (`netc-runtime run`, an L2
# sweep before every launch, medians of 10 replays), cuDNN not timed.
# (No bench this time.)
# Carry: devcarry/s31e (bin/netc-runtime, pairs.tar.xz).
set -u
C=${C:-devcarry/s31e}
export PATH=/usr/local/cuda/bin:$PATH
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
deadline=${DEADLINE:-500}
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,driver_version --format=csv,noheader | tee $OUT/gpu.txt
date -u | tee -a $OUT/gpu.txt
W=/tmp/w; mkdir -p $W/runs $W/logs; tar xJf $C/pairs.tar.xz -C $W
R=$C/bin/netc-runtime
time_run() { # which name suffix extra...
  local which=$1 name=$2 tag=$3; shift 3
  $R run $W/pairs/$which/$name --iterations 10 --warmup 2 --no-cudnn --format json \
    -o $W/runs/$which-$name-$tag.json "$@" > /dev/null 2> $W/logs/$which-$name-$tag.log
  echo "$which $name $tag: exit $? t=$SECONDS $(grep -E 'checks:' $W/logs/$which-$name-$tag.log | tail -1)"
}
for name in tv_mobilenet_v3_large-sm_90-fp32 tv_mobilenet_v3_large-sm_90-tf32 tv_mobilenet_v3_large-sm_90-bf16 \
            tv_efficientnet_b0-sm_90-fp32 tv_efficientnet_b0-sm_90-tf32 tv_efficientnet_b0-sm_90-bf16 \
            tv_mobilenet_v2-sm_90-fp32 tv_mobilenet_v2-sm_90-bf16 resnet50-sm_90-fp32 googlenet-sm_90-bf16 \
            fashion_cnn-sm_90-bf16 googlenet-sm_90-fp32 inception_v3-sm_90-fp32 vgg16-sm_90-fp32 alexnet-sm_90-fp32; do
  [ $SECONDS -lt $deadline ] || { echo "skipped $name (t=$SECONDS)"; continue; }
  time_run old $name a --no-check
  time_run new $name a
  time_run new $name b --no-check
  time_run old $name b --no-check
done
cd $W && tar czf $OUT/call4.tgz runs logs && ls -la $OUT
echo "done t=$SECONDS"
