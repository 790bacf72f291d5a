#!/usr/bin/env bash
# Session 35, call 2 (one H200): the plans of lower-pairs.sh side by side,
#  nd/{cur,nd}/NAME: ece408 and the three mobile nets in bf16, priced with
#    and without the bf16 direct entries (9 launches change kernel);
#  pool/{new,old}/NAME: efficientnet_b0 and mobilenet_v3_large in fp32,
#    tf32 and bf16, the global pools split over blocks (new) or not (old).
# First every pair unchecked, alternating (old a, new a, new b, old b); then
# the plans new in this session checked against cuDNN (fresh random inputs,
# outputs poisoned: nd/nd and pool/new); then compute-sanitizer memcheck and
# racecheck over the split pools (kernel names netc_node_mean*) of
# efficientnet_b0's bf16 plan. Kernel-only (`netc-runtime run`: CUDA-graph
# replays, an L2 sweep before each launch), medians of 10 replays.
# Carry: devcarry/s35b (bin/netc-runtime, pairs.tar.xz).
set -u
C=${C:-devcarry/s35b}
export PATH=/usr/local/cuda/bin:$PATH NETC_DEVICES_DIR=$PWD/devices
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,driver_version --format=csv,noheader | tee $OUT/gpu.txt
date -u | tee -a $OUT/gpu.txt
W=/tmp/w; mkdir -p $W/runs $W/logs; tar xJf $C/pairs.tar.xz -C $W
R=$C/bin/netc-runtime
pack() { (cd $W && tar czf $OUT/runs.tgz runs logs); }
time_run() { # set which name tag extra...
  local set=$1 which=$2 name=$3 tag=$4; shift 4
  timeout 150 $R run $W/pairs/$set/$which/$name --iterations 10 --warmup 2 --no-cudnn --format json \
    -o $W/runs/$set-$which-$name-$tag.json "$@" > /dev/null 2> $W/logs/$set-$which-$name-$tag.log
  echo "$set $which $name $tag: exit $? t=$SECONDS $(grep -E 'checks:' $W/logs/$set-$which-$name-$tag.log | tail -1)" | tee -a $OUT/progress.txt
}
pairs() { # set old new
  local set=$1 old=$2 new=$3
  for name in $(ls $W/pairs/$set/$new); do
    time_run $set $old $name a --no-check
    time_run $set $new $name a --no-check
    time_run $set $new $name b --no-check
    time_run $set $old $name b --no-check
  done
}
pairs nd cur nd
pairs pool old new
pack
for name in $(ls $W/pairs/nd/nd); do
  [ $SECONDS -lt ${DEADLINE:-420} ] || break
  time_run nd nd $name check
done
pack
for name in $(ls $W/pairs/pool/new); do
  [ $SECONDS -lt ${DEADLINE:-480} ] || break
  time_run pool new $name check
done
pack
for tool in memcheck racecheck; do
  [ $SECONDS -lt ${DEADLINE:-530} ] || break
  timeout 40 compute-sanitizer --tool $tool --kernel-name kns=netc_node_mean \
    $R run $W/pairs/pool/new/efficientnet_b0-bf16 --iterations 1 --warmup 0 --no-cudnn --no-check > $W/logs/$tool.log 2>&1
  echo "$tool: exit $? t=$SECONDS $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' $W/logs/$tool.log | tail -1)" | tee -a $OUT/progress.txt
done
pack
echo "done t=$SECONDS" | tee -a $OUT/progress.txt
