#!/usr/bin/env bash
# Session 38, call 1 (one H200): the kernel choices the refitted sub-wave
# floors change (the k-steps relieved as far as a full wave's DRAM traffic
# held them back), measured. Every net in nets/ and the four torchvision
# models (batch 64) in fp32, tf32 and bf16 lowered --no-compile under the
# parent commit's profiles (OLD, carried) and today's (devices/); the plans
# with a changed launch lowered again with nvcc under both; then, those with
# the most changed launches first, each timed old a, new a, new b, old b
# (kernel-only: `netc-runtime run`, CUDA-graph replays, an L2 sweep before
# every launch, medians of 10 replays, unchecked), and the new plans checked
# against cuDNN (fresh random inputs, outputs poisoned) while time is left.
# Carry: devcarry/s38 (bin/netc.xz, bin/netc-old.xz: the parent commit's,
# bin/netc-runtime.xz; xz-compressed, as the tree leaves little room of the
# 64 MiB). The parent commit's devices/ are today's with its floors put back
# (docs/results/2026-12-01-narrow-tails-h200/tails-fragment.json).
# env: TIME_UNTIL (s, default 420), DEADLINE (s, default 560), SKIP_TIMING=1
# (checks only, call 2).
set -u
C=${C:-devcarry/s38}
export PATH=/usr/local/cuda/bin:$PATH
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
B=/tmp/bin; mkdir -p $B
for f in netc netc-old netc-runtime; do xz -dc $C/bin/$f.xz > $B/$f && chmod +x $B/$f; done
N=$B/netc NOLD=$B/netc-old R=$B/netc-runtime OLD=/tmp/olddev NEW=$PWD/devices
mkdir -p $OLD && cp devices/*.json $OLD/ &&
  python3 bench/kstruct/add-entries.py docs/results/2026-12-01-narrow-tails-h200/tails-fragment.json \
    $OLD/h200.json "" > /dev/null
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,driver_version --format=csv,noheader | tee $OUT/gpu.txt
date -u | tee -a $OUT/gpu.txt
W=/tmp/w; mkdir -p $W/nc $W/lc $W/runs $W/logs
TV=docs/results/2026-11-30-library-refit-h200/tv/torchvision/dynamo
[ -d $TV ] || { mkdir -p ${TV%/torchvision/dynamo} &&
  tar xzf docs/results/2026-11-29-onnx-models-h200/tv-export.tar.gz -C ${TV%/torchvision/dynamo}; }
export N NOLD OLD NEW W TV
lower() { # which model precision compile
  local which=$1 m=$2 p=$3 mode=$4 b extra="" dev netc=$N
  b=$(basename $m); b=${b%.*}; [[ $m == *.onnx ]] && { extra="--batch 64"; b=tv_$b; }
  [ $which = old ] && { dev=$OLD; netc=$NOLD; } || dev=$NEW
  local out=$W/nc/$which/$b-$p flags="--no-compile"
  [ $mode = compile ] && { out=$W/lc/$which/$b-$p; flags=""; }
  NETC_DEVICES_DIR=$dev $netc lower $m --target sm_90 --device h200 --precision $p $extra $flags \
    -o $out > /dev/null 2>> $W/logs/lower.log || echo "lower failed: $which $b-$p $mode" >> $W/logs/lower.log
}
export -f lower
for m in nets/*.json $TV/*.onnx; do for p in fp32 tf32 bf16; do
  echo "old $m $p nc"; echo "new $m $p nc"; done; done | xargs -P 16 -L 1 bash -c 'lower $0 $1 $2 $3'
echo "no-compile lowering done t=$SECONDS" | tee -a $OUT/progress.txt
python3 - $W $OUT <<'PY' | tee $OUT/choices.txt
import json, os, sys
W, OUT = sys.argv[1:3]
total, per = 0, {}
for name in sorted(os.listdir(W + "/nc/old")):
    a = json.load(open(f"{W}/nc/old/{name}/plan.json"))["launches"]
    b = json.load(open(f"{W}/nc/new/{name}/plan.json"))["launches"]
    key = lambda l: (l["variant"] + (" narrow" if l.get("narrow_gather") else ""),
                     tuple(l.get("tile") or ()), l.get("split_k", 1))
    for x, y in zip(a, b):
        if key(x) != key(y):
            total += 1; per[name] = per.get(name, 0) + 1
            print(f"{name} {x['kernel']}: {key(x)} {x['predicted_ms']*1e3:.1f} us -> {key(y)} {y['predicted_ms']*1e3:.1f} us")
print(f"{total} launches change kernel in {len(per)} plans")
open(f"{W}/changed.txt", "w").write("\n".join(sorted(per, key=lambda n: -per[n])) + "\n")
PY
TV_DIR=$TV
while read name; do
  [ -n "$name" ] || continue
  p=${name##*-} b=${name%-*}
  case $b in tv_*) m=$TV_DIR/${b#tv_}.onnx ;; *) m=nets/$b.json ;; esac
  echo "old $m $p compile"; echo "new $m $p compile"
done < $W/changed.txt | xargs -P 16 -L 1 bash -c 'lower $0 $1 $2 $3'
echo "nvcc lowering done t=$SECONDS" | tee -a $OUT/progress.txt
pack() { (cd $W && tar czf $OUT/runs.tgz runs logs changed.txt); }
time_run() { # which name tag extra...
  local which=$1 name=$2 tag=$3; shift 3
  timeout 150 $R run $W/lc/$which/$name --iterations 10 --warmup 2 --no-cudnn --format json \
    -o $W/runs/$which-$name-$tag.json "$@" > /dev/null 2> $W/logs/$which-$name-$tag.log
  echo "$which $name $tag: exit $? t=$SECONDS $(grep -E 'checks:' $W/logs/$which-$name-$tag.log | tail -1)" | tee -a $OUT/progress.txt
}
if [ -z "${SKIP_TIMING:-}" ]; then
  for name in $(cat $W/changed.txt); do
    [ $SECONDS -lt ${TIME_UNTIL:-420} ] || { echo "timing stops at $name (t=$SECONDS)" | tee -a $OUT/progress.txt; break; }
    time_run old $name a --no-check
    time_run new $name a --no-check
    time_run new $name b --no-check
    time_run old $name b --no-check
  done
  pack
fi
for name in $(cat $W/changed.txt); do
  [ $SECONDS -lt ${DEADLINE:-560} ] || { echo "checks stop at $name (t=$SECONDS)" | tee -a $OUT/progress.txt; break; }
  time_run new $name check
  pack
done
# The plans less their cubins and generated sources (what the runs name).
(cd $W && find lc -name plan.json | tar cJf $OUT/plans.tar.xz -T -)
echo "done t=$SECONDS" | tee -a $OUT/progress.txt
