#!/usr/bin/env bash
# Session 33, call 2 (one H200): the strip kernel with its filter through
# shared memory (v2: the chunk's taps copied tap-major once a block, a tap's
# four weights one 16-byte read) beside call 1's strip kernel reading the
# filter from global memory (v1: call 1's cubins) and the grouped kernel:
#  1. the bench of call 1 (the same 48 layers), fp32 and bf16;
#  2. mobilenet_v3_large, mobilenet_v2 and efficientnet_b0 (batch 64; fp32,
#     tf32, bf16), every depthwise layer on the kernel named;
#  3. compute-sanitizer memcheck and racecheck (shared memory) over v2's
#     bench plans.
# v2 checked against cuDNN (fresh random inputs, outputs poisoned), v1 and
# grouped unchecked (v1 passed in call 1). Kernel-only (`netc-runtime run`:
# CUDA-graph replays, an L2 sweep before each launch, medians of 10
# replays); each plan twice (a, b), in alternation.
# Carry: devcarry/s33b (bin/netc-runtime, dw2.tar.xz).
set -u
C=${C:-devcarry/s33b}
export PATH=/usr/local/cuda/bin:$PATH NETC_DEVICES_DIR=$PWD/devices
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,driver_version --format=csv,noheader | tee $OUT/gpu.txt
date -u | tee -a $OUT/gpu.txt
W=/tmp/w; mkdir -p $W/runs $W/logs; tar xJf $C/dw2.tar.xz -C $W
R=$C/bin/netc-runtime
time_run() { # dir tag extra...
  local dir=$1 tag=$2; shift 2
  local name=$(echo $dir | tr / -)
  $R run $W/$dir --iterations 10 --warmup 2 --no-cudnn --format json \
    -o $W/runs/$name-$tag.json "$@" > /dev/null 2> $W/logs/$name-$tag.log
  echo "$name $tag: exit $? t=$SECONDS $(grep -E 'checks:' $W/logs/$name-$tag.log | tail -1)"
}
for p in fp32 bf16; do
  time_run bench/v2-$p a
  time_run bench/v1-$p a --no-check
  time_run bench/grouped-$p a --no-check
done
for n in $(ls $W/nets/v2); do
  time_run nets/v2/$n a
  time_run nets/v1/$n a --no-check
  time_run nets/grouped/$n a --no-check
done
for p in fp32 bf16; do
  for tool in memcheck racecheck; do
    compute-sanitizer --tool $tool --report-api-errors no --kernel-name kns=netc_ \
      $R run $W/bench/v2-$p --iterations 1 --warmup 0 --no-cudnn --no-check \
      > $W/logs/$tool-$p.log 2>&1
    echo "$tool $p: exit $? t=$SECONDS $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' $W/logs/$tool-$p.log | tail -1)"
  done
done
for n in $(ls $W/nets/v2); do
  [ $SECONDS -lt ${DEADLINE:-480} ] || { echo "b runs stop at $n (t=$SECONDS)"; break; }
  time_run nets/grouped/$n b --no-check
  time_run nets/v1/$n b --no-check
  time_run nets/v2/$n b --no-check
done
for p in fp32 bf16; do
  [ $SECONDS -lt ${DEADLINE:-540} ] || break
  time_run bench/grouped-$p b --no-check
  time_run bench/v1-$p b --no-check
  time_run bench/v2-$p b --no-check
done
cd $W && tar czf $OUT/dw2.tgz runs logs && ls -la $OUT
echo "done t=$SECONDS"
