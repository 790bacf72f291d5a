#!/usr/bin/env bash
# Session 37, call 6 (one H200): same-tile.sh's plans, the TMA and the
# persistent kernel of one tile on the same layers at 1/16 to 1.5 waves,
# each plan timed twice, the kernels alternating (tma a, persistent a,
# persistent b, tma b), kernel-only (`netc-runtime run`: CUDA-graph replays,
# an L2 sweep before each launch), medians of 20 replays; then every plan
# checked against cuDNN (fresh random inputs, outputs poisoned). Carry:
# devcarry/s37b (bin/netc-runtime.xz, same-tile.tar.xz).
set -u
C=${C:-devcarry/s37b}
export PATH=/usr/local/cuda/bin:$PATH NETC_DEVICES_DIR=$PWD/devices
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,driver_version --format=csv,noheader | tee $OUT/gpu.txt
date -u | tee -a $OUT/gpu.txt
W=/tmp/w; mkdir -p $W/runs $W/logs; tar xJf $C/same-tile.tar.xz -C $W
xz -dc $C/bin/netc-runtime.xz > /tmp/netc-runtime && chmod +x /tmp/netc-runtime
R=/tmp/netc-runtime
time_run() { # kernel name tag extra...
  local k=$1 name=$2 tag=$3; shift 3
  [ -d $W/st/plans/$k/$name ] || return 0
  timeout 60 $R run $W/st/plans/$k/$name --iterations 20 --warmup 3 --no-cudnn --format json \
    -o $W/runs/$k-$name-$tag.json "$@" > /dev/null 2> $W/logs/$k-$name-$tag.log
  echo "$k $name $tag: exit $? t=$SECONDS $(grep -E 'checks:' $W/logs/$k-$name-$tag.log | tail -1)" | tee -a $OUT/progress.txt
}
for name in $(ls $W/st/plans/tma); do
  time_run tma $name a --no-check
  time_run persistent $name a --no-check
  time_run persistent $name b --no-check
  time_run tma $name b --no-check
done
for name in $(ls $W/st/plans/tma); do
  [ $SECONDS -lt ${DEADLINE:-400} ] || { echo "checks stop at $name" | tee -a $OUT/progress.txt; break; }
  time_run tma $name check
  time_run persistent $name check
done
(cd $W && tar czf $OUT/runs.tgz runs logs)
echo "done t=$SECONDS" | tee -a $OUT/progress.txt
