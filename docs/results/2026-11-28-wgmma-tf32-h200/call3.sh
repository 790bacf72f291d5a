#!/usr/bin/env bash
# Session 15, call 3 (one H200): after call 2, tf32 operands truncated by the
# tensor cores (no rounding pass) and split-K for inner products only.
#  1. bench/wgmma/probe.cu, bf16 and tf32: every tile, tf32 rounded and
#     truncated, split-K on the small shapes, each against a naive fp32
#     convolution, timed (events, operands partly in L2);
#  3. vgg16, alexnet, googlenet, resnet50 in tf32 and bf16 with the cost
#     model's default choices (wgmma with split-K where it prices faster),
#     every launch checked, ours vs cuDNN's graph API kernel-only;
#  4. memcheck over vgg16 at batch 2 (split-K inner products) in tf32 and
#     bf16, netc's kernels instrumented.
# Carry: devcarry/s15x/s15.tar.xz, made here by `tar cJf devcarry/s15x/s15.tar.xz
# -C devcarry s15` (bin: netc, netc-runtime, probe; lowered: the plans), and
# devcarry/s15x/engines.json: call 2's grown engine cache (engine-cache.json).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
tar xJf devcarry/s15x/s15.tar.xz -C devcarry
source bench/cuda-libs.sh
export NETC_DEVICES_DIR=$PWD/devices PATH=/usr/local/cuda/bin:$PATH
S=$PWD/devcarry/s15; R=/tmp/s15c; mkdir -p $R
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv,noheader
nvidia-smi --query-gpu=timestamp,clocks.sm,temperature.gpu,power.draw,clocks_throttle_reasons.active \
  --format=csv,noheader -l 1 > $R/clocks.csv 2>&1 &
sampler=$!

echo "== 1. probe (t=$SECONDS)"
timeout 100 $S/bin/probe > $R/probe.txt 2>&1; echo "probe exit $?"
grep -E "FAILED|failed" $R/probe.txt | head -20

echo "== 3. runs: 4 nets tf32 and bf16, default choices (t=$SECONDS)"
NETS=" " RUN_NETS="alexnet resnet50 googlenet vgg16" PRECISIONS="tf32 bf16" SHARES="0 0 100" \
  LOWERED_DIR=$S/lowered RUN_ARGS="--iterations 5 --warmup 1" ENGINE_CACHE=$PWD/devcarry/s15x/engines.json \
  BUDGET_S=$((500 - SECONDS)) OUT=$R/runs bash bench/true-time.sh $S/bin > $R/runs.log 2>&1
echo "runs exit $? (t=$SECONDS)"; grep -A6 "^## The bar" $R/runs/results.md | head -8

echo "== 4. memcheck vgg16 batch 2, tf32 and bf16 (t=$SECONDS)"
for plan in vgg16b2-sm_90-tf32 vgg16b2-sm_90-bf16; do
  t=$((585 - SECONDS)); [ $t -gt 5 ] || { echo "SKIP $plan"; continue; }
  timeout $t compute-sanitizer --tool memcheck --report-api-errors no --kernel-name kns=netc_ \
    $S/bin/netc-runtime run $S/lowered/$plan --iterations 1 --warmup 0 > $R/$plan-memcheck.log 2>&1
  echo "$plan memcheck exit $?: $(grep -E 'ERROR SUMMARY' $R/$plan-memcheck.log) $(grep -E 'launches' $R/$plan-memcheck.log | tail -1)"
done
kill $sampler
cd /tmp && tar czf $OUT/s15c.tgz s15c
echo "done t=$SECONDS"
