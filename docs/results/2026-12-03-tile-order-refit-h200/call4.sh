#!/usr/bin/env bash
# Session 40, call 4 (one H200): the kernel choices the refit changes,
# measured. PLANS (NET-PRECISION) lowered (nvcc) by one netc under two
# profiles: devices/h200.json before the refit (this tree's with the 22
# replaced entries put back from devcarry/s40b/h200-before-entries.json:
# 3b6ccbc's in every field but its structure_source) and after (this
# tree's); each pair timed
# before a, after a, after b, before b (kernel-only: `netc-runtime run`,
# CUDA-graph replays, an L2 sweep before every launch, medians of 10
# replays, unchecked) until TIME_UNTIL s, then the "after" plans checked
# against cuDNN (fresh random inputs, outputs poisoned) until DEADLINE s.
# $OUT/call4.tgz holds runs, logs, plans and progress (repacked after
# every run: a call cut short keeps what it did).
# Carry: devcarry/s40b (bin/netc-pair.tar.xz, bin/netc-runtime.xz, and
# h200-before-entries.json, the 22 entries the refit replaced, as they were:
#   git show 3b6ccbc:devices/h200.json | python3 -c "import json, sys
#   e = json.load(sys.stdin)['calibrated']['generated_kernels']['structure']
#   json.dump({'structure': [x for x in e if x['kernel'].startswith('implicit_gemm_wgmma_tma')]},
#             open('devcarry/s40b/h200-before-entries.json', 'w'), indent=1)"
# the whole profile does not fit beside the tree in what a call carries).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
PLANS=${PLANS:-"resnet50-bf16 inception_v3-tf32 resnet50-tf32 googlenet-bf16 googlenet-tf32 inception_v3-bf16"}
export PATH=/usr/local/cuda/bin:$PATH
source bench/cuda-libs.sh 2>/dev/null
W=/tmp/c4; B=$W/bin; mkdir -p $B $W/before $W/lc $W/runs $W/logs
tar xJf devcarry/s40b/bin/netc-pair.tar.xz -C $B && xz -dc devcarry/s40b/bin/netc-runtime.xz > $B/netc-runtime
chmod +x $B/*
cp devices/*.json $W/before/ && python3 bench/kstruct/add-entries.py devcarry/s40b/h200-before-entries.json $W/before/h200.json "" > /dev/null
{ nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,driver_version --format=csv,noheader; date -u; } > $W/gpu.txt
P=$W/progress.txt
pack() { (cd $W && tar czf $OUT/call4.tgz gpu.txt progress.txt runs logs $(find lc -name plan.json)); }
for plan in $PLANS; do for which in before after; do echo "$which $plan"; done; done |
  xargs -P 16 -L 1 bash -c 'net=${1%-*} p=${1##*-}; dev='$PWD'/devices; [ $0 = before ] && dev='$W'/before
    NETC_DEVICES_DIR=$dev '$B'/netc lower nets/$net.json --target sm_90 --device h200 --precision $p \
      -o '$W'/lc/$0/$1 > /dev/null 2> '$W'/logs/lower-$0-$1.log || echo "lower failed: $0 $1"' | tee -a $P
echo "lowering done t=$SECONDS" | tee -a $P
run() { # which plan tag extra...
  local which=$1 plan=$2 tag=$3; shift 3
  timeout 60 $B/netc-runtime run $W/lc/$which/$plan --iterations 10 --warmup 2 --no-cudnn --format json \
    -o $W/runs/$which-$plan-$tag.json "$@" > /dev/null 2> $W/logs/$which-$plan-$tag.log
  echo "$which $plan $tag: exit $? t=$SECONDS $(grep -E 'checks:' $W/logs/$which-$plan-$tag.log | tail -1)" | tee -a $P
  pack
}
for plan in $PLANS; do
  [ $SECONDS -lt ${TIME_UNTIL:-120} ] || { echo "timing stops at $plan (t=$SECONDS)" | tee -a $P; break; }
  run before $plan a --no-check; run after $plan a --no-check
  run after $plan b --no-check; run before $plan b --no-check
done
for plan in $PLANS; do
  [ $SECONDS -lt ${DEADLINE:-175} ] || { echo "checks stop at $plan (t=$SECONDS)" | tee -a $P; break; }
  run after $plan check
done
echo "done t=$SECONDS" | tee -a $P; pack
