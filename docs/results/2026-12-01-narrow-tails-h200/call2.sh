#!/usr/bin/env bash
# Session 36, call 2 (one H200): the 26 plans whose kernel choices the
# sub-wave floor and the narrow gather's entries change (lower-choices.sh:
# old = devices/ of the parent commit, new = with the fragments), side by
# side unchecked, alternating (old a, new a, new b, old b), then the new
# plans checked against cuDNN (fresh random inputs, outputs poisoned) while
# time is left, those with the most changed launches first. Kernel-only
# (`netc-runtime run`: CUDA-graph replays, an L2 sweep before each launch),
# medians of 10 replays. Carry: devcarry/s36b (bin/netc-runtime or .xz,
# choices.tar.xz). CHECKS: the plans to check, in order.
set -u
C=${C:-devcarry/s36b}
export PATH=/usr/local/cuda/bin:$PATH NETC_DEVICES_DIR=$PWD/devices
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,driver_version --format=csv,noheader | tee $OUT/gpu.txt
date -u | tee -a $OUT/gpu.txt
W=/tmp/w; mkdir -p $W/runs $W/logs; tar xJf $C/choices.tar.xz -C $W
R=$C/bin/netc-runtime
# Carried xz-compressed where the tree left little room (64 MiB in all).
[ -f $R ] || { xz -dc $R.xz > /tmp/netc-runtime && chmod +x /tmp/netc-runtime && R=/tmp/netc-runtime; }
pack() { (cd $W && tar czf $OUT/runs.tgz runs logs); }
time_run() { # which name tag extra...
  local which=$1 name=$2 tag=$3; shift 3
  timeout 150 $R run $W/lc/$which/$name --iterations 10 --warmup 2 --no-cudnn --format json \
    -o $W/runs/$which-$name-$tag.json "$@" > /dev/null 2> $W/logs/$which-$name-$tag.log
  echo "$which $name $tag: exit $? t=$SECONDS $(grep -E 'checks:' $W/logs/$which-$name-$tag.log | tail -1)" | tee -a $OUT/progress.txt
}
if [ -z "${CHECK_ONLY:-}" ]; then
  for name in $(ls $W/lc/new); do
    time_run old $name a --no-check
    time_run new $name a --no-check
    time_run new $name b --no-check
    time_run old $name b --no-check
  done
  pack
fi
for name in ${CHECKS:-}; do
  [ $SECONDS -lt ${DEADLINE:-540} ] || { echo "checks stop at $name (t=$SECONDS)" | tee -a $OUT/progress.txt; break; }
  time_run new $name check
  pack
done
echo "done t=$SECONDS" | tee -a $OUT/progress.txt
