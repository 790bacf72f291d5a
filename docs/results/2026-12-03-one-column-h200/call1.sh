#!/usr/bin/env bash
# Session 41, call 1 (one H200): the one-column bench of the TMA and
# persistent kernels (`kstruct.py make --design onecolumn`: 1x1 layers whose
# output channels are one column of tiles beside twins of two, 1-8 k-steps,
# the nets' grid and 4x it, and a 3x3 pair), made and run by
# ../2026-12-02-dram-relief-h200/bench-call.sh (kernel-only: CUDA-graph
# replays of 20 launches, an L2 sweep before every launch, medians of 10
# replays; then networks checked against cuDNN until DEADLINE s); then the
# three plans session 40's call 4 lowered but did not check (googlenet bf16
# and tf32, resnet50 tf32), lowered by this tree's netc and checked against
# cuDNN (fresh random inputs, outputs poisoned). Writes $OUT/onecolumn/
# (onecolumn.tgz, plans.tgz, progress.txt, gpu.txt) and $OUT/checks.tgz.
# Carry: devcarry/s41 (bin/netc.xz, bin/netc-runtime.xz: HEAD's, stripped).
set -u
cd "$(dirname "$0")/../../.."
ROOT_OUT=$OUT
mkdir -p $ROOT_OUT/onecolumn
OUT=$ROOT_OUT/onecolumn C=devcarry/s41 bash docs/results/2026-12-02-dram-relief-h200/bench-call.sh \
  onecolumn implicit_gemm_wgmma_tma,implicit_gemm_wgmma_tma_persistent ${BENCH_S:-120} ${DEADLINE:-230}
SECONDS=0
export PATH=/usr/local/cuda/bin:$PATH NETC_DEVICES_DIR=$PWD/devices
source bench/cuda-libs.sh 2>/dev/null
W=/tmp/checks; B=/tmp/bin; rm -rf $W; mkdir -p $W/lc $W/logs
P=$W/progress.txt
pack() { (cd $W && tar czf $ROOT_OUT/checks.tgz progress.txt logs $(find lc -name plan.json)); }
for plan in ${PLANS:-googlenet-bf16 googlenet-tf32 resnet50-tf32}; do echo $plan; done |
  xargs -P 3 -L 1 bash -c 'net=${0%-*} p=${0##*-}
    '$B'/netc lower nets/$net.json --target sm_90 --device h200 --precision $p \
      -o '$W'/lc/$0 > /dev/null 2> '$W'/logs/lower-$0.log || echo "lower failed: $0"' | tee -a $P
echo "lowering done t=$SECONDS" | tee -a $P
for plan in ${PLANS:-googlenet-bf16 googlenet-tf32 resnet50-tf32}; do
  timeout 120 $B/netc-runtime run $W/lc/$plan --iterations 10 --warmup 2 --no-cudnn --format json \
    -o $W/logs/check-$plan.json > /dev/null 2> $W/logs/check-$plan.log
  echo "check $plan: exit $? t=$SECONDS $(grep -E 'checks:' $W/logs/check-$plan.log | tail -1)" | tee -a $P
  pack
done
echo "done t=$SECONDS" | tee -a $P; pack
