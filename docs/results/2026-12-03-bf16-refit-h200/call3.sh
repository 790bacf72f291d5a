#!/usr/bin/env bash
# Session 42, call 3 (one H200): what the refit changes, measured.
#  1. NETS (default resnet50 googlenet vgg16 inception_v3) lowered in bf16
#     with e0da321's profile ("old": e0da321-entries.json put back) and with
#     this tree's ("new": devices/h200.json with fit.sh's entries, not
#     shipped yet: copy fit.sh's OUT_PROFILE there before the call; 66
#     kernel choices differ), nvcc here.
#  2. `kstruct.py make --design deep` on the bf16 TMA and persistent kernels
#     by ../2026-12-02-dram-relief-h200/bench-call.sh (checks for 60 s).
#  3. Each net's two plans timed old a, new a, new b, old b (kernel-only:
#     `netc-runtime run --no-check --no-cudnn`, CUDA-graph replays, an L2
#     sweep before every launch, medians of 10 replays); then the new plans
#     checked against cuDNN (fresh random inputs, outputs poisoned).
#  4. The unpadded-pooling sweep (`conv_sweep.py sample --family
#     unpadded-pooling --count 240 --seed 31`) measured by the reference in
#     fp32 then bf16 until LIMIT s.
# Writes $OUT/progress.txt, deep.tar, nets.tgz, pooling.tgz.
# Carry: devcarry/s43 (bin/netc.xz, bin/netc-runtime.xz: e0da321's).
set -u
cd "$(dirname "$0")/../../.."
ROOT_OUT=$OUT C=devcarry/${CARRY:-s43}
NETS=${NETS:-"resnet50 googlenet vgg16 inception_v3"}
export PATH=/usr/local/cuda/bin:$PATH
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
B=/tmp/bin W=/tmp/c3; rm -rf $W; mkdir -p $B $W/lc $W/runs $W/logs $W/old-devices
for f in netc netc-runtime; do xz -dc $C/bin/$f.xz > $B/$f && chmod +x $B/$f; done
cp devices/*.json $W/old-devices/
# e0da321's profile: this tree's with e0da321's 11 bf16 entries put back.
python3 bench/kstruct/add-entries.py docs/results/2026-12-03-bf16-refit-h200/e0da321-entries.json \
  $W/old-devices/h200.json "" > /dev/null
python3 bench/conv_sweep.py sample -o $W/sweep-unpadded-pooling --family unpadded-pooling \
  --count 240 --seed 31 > /dev/null
P=$ROOT_OUT/progress.txt
{ nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,driver_version --format=csv,noheader; date -u; } | tee $P
pack() { (cd $W && tar czf $ROOT_OUT/nets.tgz runs logs $(find lc -name plan.json)); }
for net in $NETS; do for which in old new; do echo $net $which; done; done |
  xargs -P 8 -L 1 bash -c 'd='$PWD'/devices; [ $1 = old ] && d='$W'/old-devices
    NETC_DEVICES_DIR=$d '$B'/netc lower nets/$0.json --target sm_90 --device h200 --precision bf16 \
      -o '$W'/lc/$1/$0 > /dev/null 2> '$W'/logs/lower-$0-$1.log || echo "lower failed: $0 $1"' | tee -a $P
echo "lowering done t=$SECONDS" | tee -a $P
mkdir -p $ROOT_OUT/deep
OUT=$ROOT_OUT/deep C=$C PRECISIONS=bf16 NETC_DEVICES_DIR=$PWD/devices \
  bash docs/results/2026-12-02-dram-relief-h200/bench-call.sh \
  deep implicit_gemm_wgmma_tma,implicit_gemm_wgmma_tma_persistent 100 ${DEEP_DEADLINE:-110} > /dev/null
(cd $ROOT_OUT && tar cf deep.tar deep && rm -rf deep)
echo "deep done t=$SECONDS" | tee -a $P
run() { # which net tag extra...
  local which=$1 net=$2 tag=$3; shift 3
  timeout 90 $B/netc-runtime run $W/lc/$which/$net --iterations 10 --warmup 1 --no-cudnn --format json \
    -o $W/runs/$which-$net-$tag.json "$@" > /dev/null 2> $W/logs/$which-$net-$tag.log
  echo "$which $net $tag: exit $? t=$SECONDS $(grep -E 'checks:' $W/logs/$which-$net-$tag.log | tail -1)" | tee -a $P
}
export NETC_DEVICES_DIR=$PWD/devices
for net in $NETS; do
  run old $net a --no-check; run new $net a --no-check; run new $net b --no-check; run old $net b --no-check
done; pack
for net in $NETS; do run new $net check; done; pack
echo "nets done t=$SECONDS" | tee -a $P
for p in fp32 bf16; do
  left=$(( ${LIMIT:-400} - SECONDS ))
  [ $left -gt 30 ] || { echo "no time for pooling $p" | tee -a $P; continue; }
  [ $p = fp32 ] && left=$(( left / 2 ))
  python3 bench/conv_sweep.py run $W/sweep-unpadded-pooling --precision $p --device h200 \
    --budget-s $left --bin $B --shuffle 1 2>&1 | grep -v "ok$" | tail -3 | tee -a $P
done
(cd $W && tar czf $ROOT_OUT/pooling.tgz --exclude='*.plan.json' sweep-unpadded-pooling/results-* 2>/dev/null)
echo "done t=$SECONDS" | tee -a $P
