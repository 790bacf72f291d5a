#!/usr/bin/env bash
# Session 32, call 4 (one H200): efficientnet_b0 (batch 64) with its SiLU and
# sigmoid epilogues dividing at full precision (old: d48fe91) and by
# __fdividef (new), the same plans otherwise, in bf16, tf32 and fp32, side
# by side: old unchecked, new checked against cuDNN, both again unchecked;
# kernel-only, medians of 10 replays, cuDNN not timed: silu.tgz.
# Carry: devcarry/s32d (bin/netc-runtime, silu.tar.xz).
set -u
C=${C:-devcarry/s32d}
export PATH=/usr/local/cuda/bin:$PATH NETC_DEVICES_DIR=$PWD/devices
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,driver_version --format=csv,noheader | tee $OUT/gpu.txt
date -u | tee -a $OUT/gpu.txt
W=/tmp/w; mkdir -p $W/runs $W/logs; tar xJf $C/silu.tar.xz -C $W
R=$C/bin/netc-runtime
time_run() { # which name tag extra...
  local which=$1 name=$2 tag=$3; shift 3
  $R run $W/$which/$name --iterations 10 --warmup 2 --no-cudnn --format json \
    -o $W/runs/$which-$name-$tag.json "$@" > /dev/null 2> $W/logs/$which-$name-$tag.log
  echo "$which $name $tag: exit $? t=$SECONDS $(grep -E 'checks:' $W/logs/$which-$name-$tag.log | tail -1)"
}
for name in $(ls $W/new); do
  time_run old $name a --no-check
  time_run new $name a
  time_run new $name b --no-check
  time_run old $name b --no-check
done
cd $W && tar czf $OUT/silu.tgz runs logs && ls -la $OUT
echo "done t=$SECONDS"
