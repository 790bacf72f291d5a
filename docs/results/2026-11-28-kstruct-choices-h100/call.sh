#!/usr/bin/env bash
# Session 12, call 2 (one H100): the bf16 average-pooling fallback, then netc's
# kernels as the structure model chooses them (devcarry/kprof/h100.json: the
# shipped profile plus docs/results/2026-11-25-kstruct-h100/h100-structure.json)
# against the shipped choices, every net in nets/, fp32/tf32/bf16.
set -u
cd "$(dirname "$0")/.."
SECONDS=0
tar xJf devcarry/carry2.tar.xz -C devcarry
source bench/cuda-libs.sh
export NETC_DEVICES_DIR=$PWD/devices PATH=/usr/local/cuda/bin:$PATH
B=$PWD/devcarry/build2
R=$OUT/r; mkdir -p $R/new $R/old
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv,noheader | tee $R/gpu.txt
(while true; do nvidia-smi --query-gpu=timestamp,clocks.sm,temperature.gpu,power.draw,clocks_event_reasons.active --format=csv,noheader; sleep 2; done) > $R/clocks.csv 2>&1 &
sampler=$!
left() { echo $(( $1 - SECONDS )); }

echo "== 1. ReferencePathTest (t=$SECONDS)"
timeout 60 $B/bin/netc-gpu-tests --gtest_filter='BothReferences/ReferencePathTest.*' > $R/refpath.log 2>&1
echo "refpath exit $? (t=$SECONDS)"; grep -E "^\[  FAILED|^\[  PASSED|bf16_nhwc\b|because cuDNN 9.19" $R/refpath.log | head -12

echo "== 2. structure-chosen plans (checked, ours timed) and the shipped choices where they differ (t=$SECONDS)"
for dir in $(cat devcarry/ks/order.txt); do
  t=$(left 400); [ $t -gt 15 ] || { echo "SKIP $dir (time)"; continue; }
  timeout $t $B/bin/netc-runtime run devcarry/ks/new/$dir --no-cudnn --engine-search 1 --iterations 5 --warmup 1 \
    --format json -o $R/new/$dir.json 2> $R/new/$dir.log
  s=$?
  v=$(python3 test/gpu/check_run_report.py --label "new $dir" $R/new/$dir.json 2>&1)
  echo "$v (exit $s, t=$SECONDS)"
  if grep -qx "$dir" devcarry/ks/changed.txt; then
    t=$(left 400); [ $t -gt 10 ] || continue
    timeout $t $B/bin/netc-runtime run devcarry/ks/old/$dir --no-check --no-cudnn --iterations 5 --warmup 1 \
      --format json -o $R/old/$dir.json 2> $R/old/$dir.log
    echo "  old $dir exit $? (t=$SECONDS)"
  fi
done
kill $sampler
cd $OUT && tar czf r2.tgz r && rm -rf r
echo "done t=$SECONDS"
