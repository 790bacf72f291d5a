#!/usr/bin/env bash
# Session 43, after call 3 shipped the refit (DEEP=persistent) in
# devices/h200.json:
#  1. The SM clock under load: nvidia-smi samples the SM clock, power and the
#     clock-event reasons every 20 ms (clocks.csv) while vgg16 and resnet50
#     run in bf16 on the shipped plans, 40 replays a launch, each progress
#     line of netc-runtime stamped with the host's clock (stamps-NET.txt), so
#     that each launch's samples can be told apart. Call 3 found the refit
#     pricing the persistent kernels' launches of 60 us and longer ~10%
#     under and the shorter ones right; a clock that falls under sustained
#     tensor-core load would do that.
#  2. Every net of nets/ lowered with the shipped profiles (nvcc here) in
#     fp32, tf32 and bf16 and run once (kernel-only, `--no-check
#     --no-cudnn`, medians of 10 replays): today's structural model scored
#     on every net; fashion_cnn's bf16 plan (one launch that only the
#     shipped fit chooses) checked against cuDNN.
#  3. The unpadded-pooling sweep resumed from call 3's chunks (call3/sweep.tgz)
#     until LIMIT s (default 540).
# Writes $OUT/progress.txt, clocks.tgz, nets.tgz, sweep.tgz.
# Carry: devcarry/s44 (bin/netc.xz, bin/netc-runtime.xz: stripped builds of
# 562e787).
set -u
cd "$(dirname "$0")/../../.."
ROOT_OUT=$OUT C=devcarry/${CARRY:-s44} D=docs/results/2026-12-03-bf16-refit-h200
export PATH=/usr/local/cuda/bin:$PATH NETC_DEVICES_DIR=$PWD/devices
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
B=/tmp/bin W=/tmp/c5; rm -rf $W; mkdir -p $B $W/lc $W/runs $W/logs $W/clocks
for f in netc netc-runtime; do xz -dc $C/bin/$f.xz > $B/$f && chmod +x $B/$f; done
P=$ROOT_OUT/progress.txt
{ nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,power.limit,driver_version --format=csv,noheader; date -u; } | tee $P
# The largest nets first: nvcc takes a minute on inception_v3.
NETS=${NETS:-"inception_v3 googlenet resnet50 vgg16 vgg_a overfeat alexnet nin ece408 conv_L1 conv_L2 conv_L3 conv_L4 conv_L5 fashion_cnn"}
CLOCK_NETS=${CLOCK_NETS:-"vgg16 resnet50"}
for p in bf16 tf32 fp32; do for net in $NETS; do echo $net $p; done; done |
  xargs -P 15 -L 1 bash -c $B'/netc lower nets/$0.json --target sm_90 --device h200 --precision $1 \
      -o '$W'/lc/$1/$0 > /dev/null 2> '$W'/logs/lower-$0-$1.log || echo "lower failed: $0 $1"' > $W/logs/lower.txt 2>&1 &
LOWERING=$!
# 1. Clocks: wait for the two bf16 plans, then sample while they run.
for net in $CLOCK_NETS; do
  until [ -f $W/lc/bf16/$net/kernels.sm_90a.cubin ] || [ $SECONDS -gt 200 ]; do sleep 2; done
done
FIELDS=timestamp,clocks.sm,clocks.mem,power.draw,temperature.gpu
for reasons in clocks_event_reasons.active clocks_throttle_reasons.active; do
  nvidia-smi --query-gpu=$FIELDS,$reasons --format=csv,noheader > /dev/null 2>&1 && { FIELDS+=,$reasons; break; }
done
echo "sampling $FIELDS" | tee -a $P
nvidia-smi --query-gpu=$FIELDS --format=csv,noheader -lms 20 > $W/clocks/clocks.csv 2> $W/clocks/nvidia-smi.err &
SAMPLER=$!
sleep 1
for net in $CLOCK_NETS; do
  timeout 120 $B/netc-runtime run $W/lc/bf16/$net --iterations 40 --warmup 1 --no-cudnn --no-check \
    --format json -o $W/clocks/run-$net.json 2>&1 > /dev/null |
    python3 -c 'import sys, time
for line in sys.stdin: print("%.3f %s" % (time.time(), line.rstrip()), flush=True)' > $W/clocks/stamps-$net.txt
  echo "clocks $net: t=$SECONDS $(tail -1 $W/clocks/stamps-$net.txt)" | tee -a $P
  sleep 1
done
kill $SAMPLER; wait $SAMPLER 2>/dev/null
echo "clock samples: $(wc -l < $W/clocks/clocks.csv) $(head -c 200 $W/clocks/nvidia-smi.err)" | tee -a $P
(cd $W && tar czf $ROOT_OUT/clocks.tgz clocks)
# 2. Every net, every precision, once.
wait $LOWERING; cat $W/logs/lower.txt | tee -a $P
echo "lowering done t=$SECONDS" | tee -a $P
for p in bf16 tf32 fp32; do for net in $NETS; do
  [ -f $W/lc/$p/$net/plan.json ] || continue
  timeout 90 $B/netc-runtime run $W/lc/$p/$net --iterations 10 --warmup 1 --no-cudnn --no-check --format json \
    -o $W/runs/$p-$net.json > /dev/null 2> $W/logs/$p-$net.log
  echo "$p $net: exit $? t=$SECONDS" >> $P
done; echo "$p runs done t=$SECONDS" | tee -a $P; done
timeout 90 $B/netc-runtime run $W/lc/bf16/fashion_cnn --iterations 10 --warmup 1 --format json \
  -o $W/runs/bf16-fashion_cnn-check.json > /dev/null 2> $W/logs/bf16-fashion_cnn-check.log
echo "check bf16 fashion_cnn: exit $? $(grep -E 'checks:' $W/logs/bf16-fashion_cnn-check.log | tail -1)" | tee -a $P
(cd $W && tar czf $ROOT_OUT/nets.tgz runs logs)
# 3. The sweep, resumed.
python3 bench/conv_sweep.py sample -o $W/sweep-unpadded-pooling --family unpadded-pooling \
  --count 240 --seed 31 > /dev/null && tar xzf $D/call3/sweep.tgz -C $W
for p in fp32 bf16; do
  left=$(( ${LIMIT:-540} - SECONDS ))
  [ $left -gt 20 ] || { echo "no time for the sweep in $p" | tee -a $P; continue; }
  [ $p = fp32 ] && left=$(( left / 2 ))
  python3 bench/conv_sweep.py run $W/sweep-unpadded-pooling --precision $p --device h200 \
    --budget-s $left --bin $B --shuffle 1 2>&1 | grep -v "ok$" | tail -2 | tee -a $P
done
(cd $W && tar czf $ROOT_OUT/sweep.tgz --exclude='*.plan.json' sweep-unpadded-pooling/results-* 2>/dev/null)
echo "done t=$SECONDS" | tee -a $P
