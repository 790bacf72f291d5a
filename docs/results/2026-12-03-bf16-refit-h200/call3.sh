#!/usr/bin/env bash
# Session 42, written for the next call; session 43 ran it with both fits
# (FITS): what the bf16 refit changes, measured, and the 16-bit pools' runs
# of 8 sanitized.
#  1. The refits made on the GPU machine by fit.sh (HELD_PROFILE: the tree's
#     devices/h200.json, which still holds e0da321's entries), one for each
#     word of FITS (default "deep persistent": fit.sh's default DEEP, and
#     DEEP=persistent, the page's third fit) into $W/dev-FIT; NETS (default:
#     the eight nets of nets/ whose bf16 choices either fit changes) lowered
#     in bf16 with the tree's profile ("old") and with each refit, nvcc here.
#  2. Each net's plans timed old a, each fit a, each fit b (reversed), old b
#     (kernel-only: `netc-runtime run --no-check --no-cudnn`, CUDA-graph
#     replays, an L2 sweep before every launch, medians of 10 replays).
#  3. pools.mlir in bf16 and fp16 (runs of 8 channels) under memcheck, then
#     checked; then each fit's plans checked against cuDNN (fresh random
#     inputs, outputs poisoned) while more than a minute of LIMIT is left.
#  4. The unpadded-pooling sweep (`conv_sweep.py sample --family
#     unpadded-pooling --count 240 --seed 31`) measured by the reference in
#     fp32 then bf16 until LIMIT s (default 540).
# Writes $OUT/progress.txt, nets.tgz (runs, logs, plans, the fits'
# profiles), pools.tgz, sweep.tgz.
# Carry: devcarry/s44 (bin/netc.xz, bin/netc-runtime.xz: stripped builds of
# 562e787, whose plans are 80deeb4's).
set -u
cd "$(dirname "$0")/../../.."
ROOT_OUT=$OUT C=devcarry/${CARRY:-s44} D=docs/results/2026-12-03-bf16-refit-h200
NETS=${NETS:-"resnet50 googlenet inception_v3 vgg16 nin vgg_a overfeat fashion_cnn"} FITS=${FITS:-"deep persistent"}
export PATH=/usr/local/cuda/bin:$PATH
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
B=/tmp/bin W=/tmp/c3; rm -rf $W; mkdir -p $B $W/lc $W/runs $W/logs $W/pools
for f in netc netc-runtime; do xz -dc $C/bin/$f.xz > $B/$f && chmod +x $B/$f; done
P=$ROOT_OUT/progress.txt
{ nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,driver_version --format=csv,noheader; date -u; } | tee $P
for fit in $FITS; do # fit.sh's DEEP: 1 (its default) for "deep", else the word
  mkdir -p $W/dev-$fit && cp devices/*.json $W/dev-$fit/
  deep=$fit; [ $fit = deep ] && deep=1
  (DEEP=$deep HELD_PROFILE=devices/h200.json bash $D/fit.sh $B/netc $W/dev-$fit/h200.json \
    > $W/logs/fit-$fit.txt 2>&1 || echo "fit failed: $fit" | tee -a $P) &
done; wait
echo "fits done t=$SECONDS" | tee -a $P
python3 bench/conv_sweep.py sample -o $W/sweep-unpadded-pooling --family unpadded-pooling \
  --count 240 --seed 31 > /dev/null
pack() { (cd $W && tar czf $ROOT_OUT/nets.tgz runs logs dev-*/h200.json $(find lc -name plan.json)); }
for p in bf16 fp16; do
  NETC_DEVICES_DIR=$PWD/devices $B/netc lower $D/pools.mlir --target sm_90 --device h200 --precision $p \
    -o $W/pools/$p > /dev/null 2> $W/logs/lower-pools-$p.log || echo "lower failed: pools $p" | tee -a $P &
done
for net in $NETS; do for which in old $FITS; do echo $net $which; done; done |
  xargs -P 16 -L 1 bash -c 'd='$PWD'/devices; [ $1 = old ] || d='$W'/dev-$1
    NETC_DEVICES_DIR=$d '$B'/netc lower nets/$0.json --target sm_90 --device h200 --precision bf16 \
      -o '$W'/lc/$1/$0 > /dev/null 2> '$W'/logs/lower-$0-$1.log || echo "lower failed: $0 $1"' | tee -a $P
wait
echo "lowering done t=$SECONDS" | tee -a $P
run() { # which net tag extra...
  local which=$1 net=$2 tag=$3; shift 3
  timeout 90 $B/netc-runtime run $W/lc/$which/$net --iterations 10 --warmup 1 --no-cudnn --format json \
    -o $W/runs/$which-$net-$tag.json "$@" > /dev/null 2> $W/logs/$which-$net-$tag.log
  echo "$which $net $tag: exit $? t=$SECONDS $(grep -E 'checks:' $W/logs/$which-$net-$tag.log | tail -1)" | tee -a $P
}
REVERSED=$(echo $FITS | tr ' ' '\n' | tac | paste -sd' ')
for net in $NETS; do
  run old $net a --no-check
  for fit in $FITS; do run $fit $net a --no-check; done
  for fit in $REVERSED; do run $fit $net b --no-check; done
  run old $net b --no-check
done; pack
for p in bf16 fp16; do
  timeout 60 compute-sanitizer --tool memcheck --error-exitcode 9 $B/netc-runtime run $W/pools/$p \
    --iterations 1 --warmup 0 --no-cudnn --no-check > $W/logs/memcheck-pools-$p.log 2>&1
  echo "memcheck pools $p: exit $? $(grep -E 'ERROR SUMMARY' $W/logs/memcheck-pools-$p.log | tail -1)" | tee -a $P
  timeout 60 $B/netc-runtime run $W/pools/$p --iterations 10 --warmup 1 --format json \
    -o $W/runs/pools-$p.json > /dev/null 2> $W/logs/pools-$p.log
  echo "check pools $p: exit $? $(grep -E 'checks:' $W/logs/pools-$p.log | tail -1)" | tee -a $P
done
(cd $W && tar czf $ROOT_OUT/pools.tgz runs/pools-* logs/*pools*)
for fit in $FITS; do for net in $NETS; do
  [ $(( ${LIMIT:-540} - SECONDS )) -gt 60 ] || { echo "no time to check $fit $net" | tee -a $P; continue; }
  run $fit $net check
done; pack; done
echo "nets done t=$SECONDS" | tee -a $P
for p in fp32 bf16; do
  left=$(( ${LIMIT:-540} - SECONDS ))
  [ $left -gt 30 ] || { echo "no time for the sweep in $p" | tee -a $P; continue; }
  [ $p = fp32 ] && left=$(( left / 2 ))
  python3 bench/conv_sweep.py run $W/sweep-unpadded-pooling --precision $p --device h200 \
    --budget-s $left --bin $B --shuffle 1 2>&1 | grep -v "ok$" | tail -3 | tee -a $P
done
(cd $W && tar czf $ROOT_OUT/sweep.tgz --exclude='*.plan.json' sweep-unpadded-pooling/results-* 2>/dev/null)
echo "done t=$SECONDS" | tee -a $P
