#!/usr/bin/env bash
# Session 43, after call 5 found vgg16's bf16 convolutions at the 700 W power
# cap (SM clock 1.50-1.65 GHz against 1.98, clock-event reason 0x4, SW power
# cap) where resnet50's ran at 1.98 GHz throughout:
#  1. The SM clock under each net's own measurement: nvidia-smi samples the
#     SM clock, power and the clock-event reasons every 10 ms (clocks.csv)
#     while NETS (default vgg16 vgg_a overfeat alexnet googlenet) run on the
#     shipped plans in bf16, tf32 and fp32 as every run of the page did
#     (kernel-only, 10 replays of 20 launches a launch, `--no-check
#     --no-cudnn`), each progress line of netc-runtime stamped with the
#     host's clock (stamps-P-NET.txt) to tell each launch's samples apart.
#  2. The unpadded-pooling sweep (seed 31, as calls 3 and 5) in tf32 until
#     LIMIT s (default 300): `learned_pooling` has its tf32 rows too.
# Writes $OUT/progress.txt, clocks.tgz, sweep.tgz.
# Carry: devcarry/s44 (bin/netc.xz, bin/netc-runtime.xz: stripped builds of
# 562e787).
set -u
cd "$(dirname "$0")/../../.."
ROOT_OUT=$OUT C=devcarry/${CARRY:-s44} D=docs/results/2026-12-03-bf16-refit-h200
NETS=${NETS:-"vgg16 vgg_a overfeat alexnet googlenet"} PRECISIONS=${PRECISIONS:-"bf16 tf32 fp32"}
export PATH=/usr/local/cuda/bin:$PATH NETC_DEVICES_DIR=$PWD/devices
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
B=/tmp/bin W=/tmp/c6; rm -rf $W; mkdir -p $B $W/lc $W/logs $W/clocks
for f in netc netc-runtime; do xz -dc $C/bin/$f.xz > $B/$f && chmod +x $B/$f; done
P=$ROOT_OUT/progress.txt
{ nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,power.limit,driver_version --format=csv,noheader; date -u; } | tee $P
for p in $PRECISIONS; do for net in $NETS; do echo $net $p; done; done |
  xargs -P 15 -L 1 bash -c $B'/netc lower nets/$0.json --target sm_90 --device h200 --precision $1 \
      -o '$W'/lc/$1/$0 > /dev/null 2> '$W'/logs/lower-$0-$1.log || echo "lower failed: $0 $1"' | tee -a $P
echo "lowering done t=$SECONDS" | tee -a $P
FIELDS=timestamp,clocks.sm,clocks.mem,power.draw,temperature.gpu
for reasons in clocks_event_reasons.active clocks_throttle_reasons.active; do
  nvidia-smi --query-gpu=$FIELDS,$reasons --format=csv,noheader > /dev/null 2>&1 && { FIELDS+=,$reasons; break; }
done
echo "sampling $FIELDS" | tee -a $P
nvidia-smi --query-gpu=$FIELDS --format=csv,noheader -lms 10 > $W/clocks/clocks.csv 2> $W/clocks/nvidia-smi.err &
SAMPLER=$!
sleep 1
for p in $PRECISIONS; do for net in $NETS; do
  [ -f $W/lc/$p/$net/plan.json ] || continue
  timeout 90 $B/netc-runtime run $W/lc/$p/$net --iterations 10 --warmup 1 --no-cudnn --no-check \
    --format json -o $W/clocks/run-$p-$net.json 2>&1 > /dev/null |
    python3 -c 'import sys, time
for line in sys.stdin: print("%.3f %s" % (time.time(), line.rstrip()), flush=True)' > $W/clocks/stamps-$p-$net.txt
  echo "$p $net: t=$SECONDS $(tail -1 $W/clocks/stamps-$p-$net.txt | cut -c1-100)" | tee -a $P
  sleep 1 # the clock back up between nets
done; done
kill $SAMPLER; wait $SAMPLER 2>/dev/null
echo "clock samples: $(wc -l < $W/clocks/clocks.csv) $(head -c 200 $W/clocks/nvidia-smi.err)" | tee -a $P
(cd $W && tar czf $ROOT_OUT/clocks.tgz clocks)
python3 bench/conv_sweep.py sample -o $W/sweep-unpadded-pooling --family unpadded-pooling \
  --count 240 --seed 31 > /dev/null
left=$(( ${LIMIT:-300} - SECONDS ))
if [ $left -gt 20 ]; then
  python3 bench/conv_sweep.py run $W/sweep-unpadded-pooling --precision tf32 --device h200 \
    --budget-s $left --bin $B --shuffle 1 2>&1 | grep -v "ok$" | tail -2 | tee -a $P
else echo "no time for the sweep" | tee -a $P; fi
(cd $W && tar czf $ROOT_OUT/sweep.tgz --exclude='*.plan.json' sweep-unpadded-pooling/results-* 2>/dev/null)
echo "done t=$SECONDS" | tee -a $P
