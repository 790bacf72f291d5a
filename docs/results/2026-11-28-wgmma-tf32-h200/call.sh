#!/usr/bin/env bash
# Session 15, call 1 (one H200): the wgmma kernel in tf32 (fp32 storage).
#  1. bench/wgmma/probe.cu, bf16 and tf32: every tile against a naive fp32
#     convolution, timed (events, operands partly in L2);
#  2. compute-sanitizer memcheck and racecheck on the probe's small shapes;
#  3. vgg16, alexnet, googlenet, resnet50 in tf32 with the cost model's default
#     choices (wgmma on sm_90), every launch checked, ours vs cuDNN's graph API
#     kernel-only (bench/true-time.sh's runs); alexnet bf16 as a regression check;
#  4. memcheck over vgg16 at batch 2 in tf32 (netc's kernels instrumented).
# Carry: devcarry/s15 (bin: netc, netc-runtime, probe; lowered: the plans).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
source bench/cuda-libs.sh
export NETC_DEVICES_DIR=$PWD/devices PATH=/usr/local/cuda/bin:$PATH
S=$PWD/devcarry/s15; R=/tmp/s15; mkdir -p $R
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv,noheader
nvidia-smi --query-gpu=timestamp,clocks.sm,temperature.gpu,power.draw,clocks_throttle_reasons.active \
  --format=csv,noheader -l 1 > $R/clocks.csv 2>&1 &
sampler=$!

echo "== 1. probe (t=$SECONDS)"
timeout 150 $S/bin/probe > $R/probe.txt 2>&1; echo "probe exit $?"
grep -E "^(bf16|tf32) |FAILED|failed" $R/probe.txt | head -40

echo "== 2. sanitizers on the probe's small shapes, tf32 and bf16 (t=$SECONDS)"
for tool in memcheck racecheck; do
  timeout 120 compute-sanitizer --tool $tool $S/bin/probe --quick > $R/probe-$tool.txt 2>&1
  echo "$tool exit $?: $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' $R/probe-$tool.txt | tr '\n' ' ')"
done

echo "== 3. runs: 4 nets tf32, default choices (t=$SECONDS)"
NETS=" " RUN_NETS="alexnet resnet50 googlenet vgg16" PRECISIONS="tf32" SHARES="0 0 100" \
  LOWERED_DIR=$S/lowered RUN_ARGS="--iterations 5 --warmup 1" BUDGET_S=$((470 - SECONDS)) OUT=$R/runs \
  bash bench/true-time.sh $S/bin > $R/runs.log 2>&1
echo "runs exit $? (t=$SECONDS)"; grep -A12 "^## The bar" $R/runs/results.md | head -14
timeout $((520 - SECONDS)) $S/bin/netc-runtime run $S/lowered/alexnet-sm_90-bf16 --iterations 5 --warmup 1 \
  --format json -o $R/alexnet-bf16.json > $R/alexnet-bf16.log 2>&1
echo "alexnet bf16 exit $?"; python3 test/gpu/check_run_report.py --label alexnet-bf16 $R/alexnet-bf16.json

echo "== 4. memcheck vgg16 batch 2 tf32 (t=$SECONDS)"
timeout $((580 - SECONDS)) compute-sanitizer --tool memcheck --report-api-errors no --kernel-name kns=netc_ \
  $S/bin/netc-runtime run $S/lowered/vgg16b2-sm_90-tf32 --iterations 1 --warmup 0 > $R/vgg16b2-memcheck.log 2>&1
echo "memcheck exit $?: $(grep -E 'ERROR SUMMARY' $R/vgg16b2-memcheck.log)"
kill $sampler
cd /tmp && tar czf $OUT/s15.tgz s15
echo "done t=$SECONDS"
