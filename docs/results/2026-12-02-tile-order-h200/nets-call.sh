#!/usr/bin/env bash
# Session 39 (one H200): whole networks with the parent commit's kernels
# (OLD: tiles taken up row by row within a column) and this commit's (NEW:
# TileOrder), the same plans otherwise (the cost model is the same: both
# lowered under devices/ here, their launches compared). NETS (default
# below) in fp32, tf32 and bf16 lowered with nvcc by both; each plan timed
# old a, new a, new b, old b (kernel-only: `netc-runtime run`, CUDA-graph
# replays, an L2 sweep before every launch, medians of 10 replays,
# unchecked) until TIME_UNTIL s, then the NEW plans checked against cuDNN
# (fresh random inputs, outputs poisoned) until DEADLINE s.
# Carry: devcarry/s39 (bin/netc-pair.tar.xz: netc and netc-old, stripped;
# bin/netc-runtime.xz).
# env: NETS (names in nets/, or tv_NAME for torchvision's ONNX at batch 64),
# PRECISIONS, TIME_UNTIL (s, default 300), DEADLINE (s, default 560).
set -u
C=${C:-devcarry/s39}
NETS=${NETS:-"vgg16 googlenet resnet50 inception_v3 alexnet"}
PRECISIONS=${PRECISIONS:-"fp32 tf32 bf16"}
export PATH=/usr/local/cuda/bin:$PATH NETC_DEVICES_DIR=$PWD/devices
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
B=/tmp/bin; mkdir -p $B
# The two netc binaries in one xz stream (they differ in their kernels'
# text only, so the second costs little of the 64 MiB the tree leaves).
tar xJf $C/bin/netc-pair.tar.xz -C $B && xz -dc $C/bin/netc-runtime.xz > $B/netc-runtime &&
  chmod +x $B/netc $B/netc-old $B/netc-runtime
R=$B/netc-runtime
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,driver_version --format=csv,noheader | tee $OUT/gpu.txt
date -u | tee -a $OUT/gpu.txt
W=/tmp/w; mkdir -p $W/lc $W/runs $W/logs
TV=docs/results/2026-11-30-library-refit-h200/tv/torchvision/dynamo
[ -d $TV ] || { mkdir -p ${TV%/torchvision/dynamo} &&
  tar xzf docs/results/2026-11-29-onnx-models-h200/tv-export.tar.gz -C ${TV%/torchvision/dynamo}; }
export B W TV
lower() { # which net precision
  local which=$1 b=$2 p=$3 m extra="" netc=$B/netc
  case $b in tv_*) m=$TV/${b#tv_}.onnx; extra="--batch 64" ;; *) m=nets/$b.json ;; esac
  [ $which = old ] && netc=$B/netc-old
  $netc lower $m --target sm_90 --device h200 --precision $p $extra -o $W/lc/$which/$b-$p \
    > /dev/null 2>> $W/logs/lower-$which-$b-$p.log || echo "lower failed: $which $b-$p" | tee -a $OUT/progress.txt
}
export -f lower
for b in $NETS; do for p in $PRECISIONS; do echo "old $b $p"; echo "new $b $p"; done; done |
  xargs -P 16 -L 1 bash -c 'lower $0 $1 $2'
echo "nvcc lowering done t=$SECONDS" | tee -a $OUT/progress.txt
python3 - $W <<'PY' | tee $OUT/choices.txt
import json, os, sys
W = sys.argv[1]
for name in sorted(os.listdir(W + "/lc/new")):
    a = json.load(open(f"{W}/lc/old/{name}/plan.json"))["launches"]
    b = json.load(open(f"{W}/lc/new/{name}/plan.json"))["launches"]
    key = lambda l: (l["kernel"], l["variant"], tuple(l.get("tile") or ()), l.get("split_k", 1))
    print(f"{name}: {len(b)} launches, {sum(key(x) != key(y) for x, y in zip(a, b))} differ")
PY
pack() { (cd $W && tar czf $OUT/runs.tgz runs logs); }
time_run() { # which name tag extra...
  local which=$1 name=$2 tag=$3; shift 3
  timeout 150 $R run $W/lc/$which/$name --iterations 10 --warmup 2 --no-cudnn --format json \
    -o $W/runs/$which-$name-$tag.json "$@" > /dev/null 2> $W/logs/$which-$name-$tag.log
  echo "$which $name $tag: exit $? t=$SECONDS $(grep -E 'checks:' $W/logs/$which-$name-$tag.log | tail -1)" | tee -a $OUT/progress.txt
}
names=$(ls $W/lc/new)
for name in $names; do
  [ $SECONDS -lt ${TIME_UNTIL:-300} ] || { echo "timing stops at $name (t=$SECONDS)" | tee -a $OUT/progress.txt; break; }
  time_run old $name a --no-check
  time_run new $name a --no-check
  time_run new $name b --no-check
  time_run old $name b --no-check
done
pack
for name in $names; do
  [ $SECONDS -lt ${DEADLINE:-560} ] || { echo "checks stop at $name (t=$SECONDS)" | tee -a $OUT/progress.txt; break; }
  time_run new $name check
  pack
done
(cd $W && find lc -name plan.json | tar cJf $OUT/plans.tar.xz -T -)
echo "done t=$SECONDS" | tee -a $OUT/progress.txt
