#!/usr/bin/env bash
# Session 33, call 3 (one H200): the strip kernel with consecutive blocks on
# the chunks of the same strips (v3) beside call 1's strip kernel (v1,
# call 1's cubins: the filter read from global memory, one chunk a block)
# and the grouped kernel: the bench (48 layers, fp32 and bf16) and
# mobilenet_v3_large, mobilenet_v2 and efficientnet_b0 (batch 64; fp32,
# tf32, bf16), every depthwise layer on the kernel named; then memcheck
# over v3's bf16 bench plan. v3 checked against cuDNN (fresh random inputs,
# outputs poisoned); v1 and grouped unchecked. Kernel-only (`netc-runtime
# run`: CUDA-graph replays, an L2 sweep before each launch, medians of 10
# replays); then, time allowing, each net again (b) unchecked. Progress
# and every result file go to $OUT as they come (call 2 lost its output to
# the time limit: its racecheck ran on).
# Carry: devcarry/s33c (bin/netc-runtime, dw3.tar.xz).
set -u
C=${C:-devcarry/s33c}
export PATH=/usr/local/cuda/bin:$PATH NETC_DEVICES_DIR=$PWD/devices
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,driver_version --format=csv,noheader | tee $OUT/gpu.txt
date -u | tee -a $OUT/gpu.txt
W=/tmp/w3; mkdir -p $W $OUT/runs $OUT/logs; tar xJf $C/dw3.tar.xz -C $W
R=$C/bin/netc-runtime
time_run() { # dir tag extra...
  local dir=$1 tag=$2; shift 2
  local name=$(echo $dir | tr / -)
  timeout 120 $R run $W/$dir --iterations 10 --warmup 2 --no-cudnn --format json \
    -o $OUT/runs/$name-$tag.json "$@" > /dev/null 2> $OUT/logs/$name-$tag.log
  echo "$name $tag: exit $? t=$SECONDS $(grep -E 'checks:' $OUT/logs/$name-$tag.log | tail -1)" | tee -a $OUT/progress.txt
}
for p in fp32 bf16; do
  time_run bench/v3-$p a
  time_run bench/v1-$p a --no-check
  time_run bench/grouped-$p a --no-check
done
for n in $(ls $W/nets/v3); do
  [ $SECONDS -lt ${DEADLINE:-420} ] || { echo "nets stop at $n (t=$SECONDS)" | tee -a $OUT/progress.txt; break; }
  time_run nets/v3/$n a
  time_run nets/v1/$n a --no-check
  time_run nets/grouped/$n a --no-check
done
if [ $SECONDS -lt ${DEADLINE:-440} ]; then
  timeout 60 compute-sanitizer --tool memcheck --report-api-errors no --kernel-name kns=netc_ \
    $R run $W/bench/v3-bf16 --iterations 1 --warmup 0 --no-cudnn --no-check > $OUT/logs/memcheck-bf16.log 2>&1
  echo "memcheck bf16: exit $? t=$SECONDS $(grep -E 'ERROR SUMMARY' $OUT/logs/memcheck-bf16.log | tail -1)" | tee -a $OUT/progress.txt
fi
for n in $(ls $W/nets/v3); do
  [ $SECONDS -lt ${DEADLINE:-470} ] || break
  time_run nets/grouped/$n b --no-check
  time_run nets/v1/$n b --no-check
  time_run nets/v3/$n b --no-check
done
echo "done t=$SECONDS" | tee -a $OUT/progress.txt
