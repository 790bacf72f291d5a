#!/usr/bin/env bash
# Session 23, call 2 (one H200):
#  1. compute-sanitizer racecheck and memcheck on the SIMT split kernels
#     (split-racecheck.json of 2026-11-29-simt-split-h200: a batch of 2,
#     reductions of 520 and 41 channels, the model's choice; inputs/
#     split-racecheck-one.json forced onto the 64x64x16 tile split 2 ways and
#     the 128x128x8 tile split 4 ways), then each plan checked.
#  2. The structure microbenchmark (bench/kstruct, `kstruct.py make --profile
#     devices/h200.json`) on the H200, for the first time: until now
#     h200.json carries the H100 bench's entries.
#  3. The SIMT split-K sweep (make-split-sweep.sh): the nets' inner products at
#     every split factor offered, every launch checked against cuBLASLt.
#  4. The tf32 and bf16 plans of vgg16, alexnet, googlenet, resnet50 and
#     ECE408 as netc lowers them today, every launch checked against cuDNN's
#     graph API (bench/true-time.sh, runs only): the bars and the own-kernel
#     model's error in those precisions with today's plans.
# Carry: devcarry/s23bx (`tar cJf devcarry/s23bx/s23b.tar.xz -C devcarry s23b`).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
tar xJf devcarry/s23bx/s23b.tar.xz -C devcarry
source bench/cuda-libs.sh
export NETC_DEVICES_DIR=$PWD/devices PATH=/usr/local/cuda/bin:$PATH
S=$PWD/devcarry/s23b; R=/tmp/s23b; mkdir -p $R/logs $R/split
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu --format=csv,noheader
echo "--- sanitizer (t=$SECONDS)"
for plan in split-racecheck split-64 split-128; do
  for tool in racecheck memcheck; do
    [ $SECONDS -gt 150 ] && { echo "$plan $tool: skipped (t=$SECONDS)"; continue; }
    timeout 60 compute-sanitizer --tool $tool --report-api-errors no --kernel-name kns=netc_ \
      --error-exitcode 9 $S/bin/netc-runtime run $S/san/$plan --iterations 1 --warmup 0 \
      --no-check --no-cudnn > $R/logs/san-$plan-$tool.txt 2>&1
    echo "$plan $tool exit $? (t=$SECONDS): $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' $R/logs/san-$plan-$tool.txt | tail -1)"
  done
  timeout 60 $S/bin/netc-runtime run $S/san/$plan --iterations 2 --warmup 1 \
    --engine-cache $S/engines.json > $R/logs/check-$plan.txt 2>&1
  echo "$plan checked exit $?: $(grep -E 'checks:' $R/logs/check-$plan.txt | tail -1)"
done
echo "--- structure bench (t=$SECONDS)"
OUT=$R/kstruct bash bench/kstruct/run-gpu.sh $S/build-kstruct 120 > $R/logs/kstruct.txt 2>&1
echo "kstruct exit $? (t=$SECONDS): $(tail -1 $R/logs/kstruct.txt)"
echo "--- split sweep (t=$SECONDS)"
for d in $S/split/lowered/*/; do
  name=$(basename $d)
  timeout 60 $S/bin/netc-runtime run $d --iterations 5 --warmup 1 --engine-cache $S/engines.json \
    --format json -o $R/split/$name.json > $R/logs/split-$name.txt 2>&1
  echo "$name exit $?: $(grep -E 'checks:' $R/logs/split-$name.txt | tail -1 | cut -c1-100)"
done
echo "--- tf32 and bf16 as lowered today, checked (t=$SECONDS)"
left=$((560 - SECONDS))
NETS=" " RUN_NETS="alexnet vgg16 googlenet resnet50 ece408" PRECISIONS="tf32 bf16" SHARES="0 0 100" \
  LOWERED_DIR=$S/lowered RUN_ARGS="--iterations 5 --warmup 1" ENGINE_CACHE=$S/engines.json \
  BUDGET_S=$left OUT=$R/now bash bench/true-time.sh $S/bin > $R/now.log 2>&1
echo "runs exit $? (t=$SECONDS)"; grep -A8 "^## The bar" $R/now/results.md | head -10
cp $R/now/results.md $OUT/now-results.md 2>/dev/null
cd /tmp && tar czf $OUT/s23b.tgz s23b && ls -la $OUT
