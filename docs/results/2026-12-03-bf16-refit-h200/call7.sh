#!/usr/bin/env bash
# Session 43: netc-runtime's own clock sampler (runtime/ClockSampler.h: NVML
# every 5 ms on a host thread, each launch's timed replays summarized) tried
# on the GPU: vgg16 and resnet50 in bf16 timed without checks (vgg16's 3x3
# layers ran at the power cap in calls 5 and 6), alexnet in bf16 checked and
# timed beside cuDNN (the reference's clock too), each run's text report
# and JSON kept; nvidia-smi samples beside it every 20 ms for comparison.
# Writes $OUT/progress.txt and call7.tgz. Carry: devcarry/s45 (562e787's
# netc, this session's netc-runtime, stripped).
set -u
cd "$(dirname "$0")/../../.."
ROOT_OUT=$OUT C=devcarry/${CARRY:-s45}
export PATH=/usr/local/cuda/bin:$PATH NETC_DEVICES_DIR=$PWD/devices
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
B=/tmp/bin W=/tmp/c7; rm -rf $W; mkdir -p $B $W/lc $W/runs
for f in netc netc-runtime; do xz -dc $C/bin/$f.xz > $B/$f && chmod +x $B/$f; done
P=$ROOT_OUT/progress.txt
{ nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,power.limit,driver_version --format=csv,noheader; date -u; } | tee $P
for net in vgg16 resnet50 alexnet; do echo $net; done |
  xargs -P 3 -L 1 bash -c $B'/netc lower nets/$0.json --target sm_90 --device h200 --precision bf16 \
      -o '$W'/lc/$0 > /dev/null 2>&1 || echo "lower failed: $0"' | tee -a $P
echo "lowering done t=$SECONDS" | tee -a $P
nvidia-smi --query-gpu=timestamp,clocks.sm,power.draw,clocks_event_reasons.active --format=csv,noheader \
  -lms 20 > $W/nvidia-smi.csv 2>&1 &
SAMPLER=$!
for net in vgg16 resnet50; do
  timeout 120 $B/netc-runtime run $W/lc/$net --iterations 10 --warmup 1 --no-cudnn --no-check \
    --format json -o $W/runs/$net.json --text $W/runs/$net.txt > /dev/null 2> $W/runs/$net.log
  echo "$net: exit $? t=$SECONDS $(grep -E 'SM clock' $W/runs/$net.txt)" | tee -a $P
done
timeout 180 $B/netc-runtime run $W/lc/alexnet --iterations 10 --warmup 1 --format json \
  -o $W/runs/alexnet-check.json --text $W/runs/alexnet-check.txt > /dev/null 2> $W/runs/alexnet-check.log
echo "alexnet check: exit $? t=$SECONDS $(grep -E 'checks:|SM clock' $W/runs/alexnet-check.txt | tr '\n' ' ')" | tee -a $P
kill $SAMPLER; wait $SAMPLER 2>/dev/null
(cd $W && tar czf $ROOT_OUT/call7.tgz runs nvidia-smi.csv)
echo "done t=$SECONDS" | tee -a $P
