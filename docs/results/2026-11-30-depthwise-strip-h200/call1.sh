#!/usr/bin/env bash
# Session 33, call 1 (one H200): the depthwise strip kernel (conv2d_depthwise,
# variant depthwise_direct: four channels of a strip of 4-8 output columns a
# thread) beside the grouped kernel (grouped_direct, one output a thread):
#  1. the bench (bench/kstruct/depthwise.py make: 48 depthwise layers drawn
#     from mobile nets' channels, images, filters and strides, batches 1-128
#     but not 64), fp32 and bf16, each kernel in its own plan;
#  2. mobilenet_v3_large, mobilenet_v2 and efficientnet_b0 at batch 64 in
#     fp32, tf32 and bf16 with every depthwise layer on one kernel or the
#     other (netc lower --conv-variant), the rest the cost model's choice;
#     and the plans of session 32's shipped choices (the old four-channel
#     kernel on the first layers of 16 and 32 channels);
#  3. compute-sanitizer memcheck over the strip kernel's bench plans.
# Every strip-kernel plan checked against cuDNN (fresh random inputs, the
# output poisoned); grouped and old plans unchecked. Kernel-only
# (`netc-runtime run`: CUDA-graph replays, an L2 sweep before each launch,
# medians of 10 replays); each plan run twice (a, b) in alternation.
# Carry: devcarry/s33a (bin/netc-runtime, dw.tar.xz).
set -u
C=${C:-devcarry/s33a}
export PATH=/usr/local/cuda/bin:$PATH NETC_DEVICES_DIR=$PWD/devices
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,driver_version --format=csv,noheader | tee $OUT/gpu.txt
date -u | tee -a $OUT/gpu.txt
W=/tmp/w; mkdir -p $W/runs $W/logs; tar xJf $C/dw.tar.xz -C $W
R=$C/bin/netc-runtime
time_run() { # dir tag extra...
  local dir=$1 tag=$2; shift 2
  local name=$(echo $dir | tr / -)
  $R run $W/$dir --iterations 10 --warmup 2 --no-cudnn --format json \
    -o $W/runs/$name-$tag.json "$@" > /dev/null 2> $W/logs/$name-$tag.log
  echo "$name $tag: exit $? t=$SECONDS $(grep -E 'checks:' $W/logs/$name-$tag.log | tail -1)"
}
for p in fp32 bf16; do
  time_run bench/dw_grouped_direct-$p/lowered a --no-check
  time_run bench/dw_depthwise_direct-$p/lowered a
done
for n in $(ls $W/nets/depthwise_direct); do
  time_run nets/grouped_direct/$n a --no-check
  time_run nets/depthwise_direct/$n a
  [ -d $W/nets/old/$n ] && time_run nets/old/$n a --no-check
done
for p in fp32 bf16; do
  compute-sanitizer --tool memcheck --report-api-errors no --kernel-name kns=netc_ \
    $R run $W/bench/dw_depthwise_direct-$p/lowered --iterations 1 --warmup 0 --no-cudnn --no-check \
    > $W/logs/memcheck-$p.log 2>&1
  echo "memcheck $p: exit $? t=$SECONDS $(grep -E 'ERROR SUMMARY' $W/logs/memcheck-$p.log | tail -1)"
done
for n in $(ls $W/nets/depthwise_direct); do
  [ $SECONDS -lt ${DEADLINE:-500} ] || { echo "b runs stop at $n (t=$SECONDS)"; break; }
  time_run nets/depthwise_direct/$n b --no-check
  time_run nets/grouped_direct/$n b --no-check
done
for p in fp32 bf16; do
  [ $SECONDS -lt ${DEADLINE:-540} ] || break
  time_run bench/dw_depthwise_direct-$p/lowered b --no-check
  time_run bench/dw_grouped_direct-$p/lowered b --no-check
done
cd $W && tar czf $OUT/dw.tgz runs logs && ls -la $OUT
echo "done t=$SECONDS"
