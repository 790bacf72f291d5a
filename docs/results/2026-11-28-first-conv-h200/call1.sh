#!/usr/bin/env bash
# Session 19, call 1 (one H200):
#  1. The streaming kernels four channels a thread (branch vector-streaming,
#     8d4733e): googlenet and resnet50 at batch 2 checked, then memcheck and
#     racecheck; the four nets in bf16 and tf32 with every launch checked,
#     ours vs cuDNN's graph API (bench/true-time.sh).
#  2. Each net's first convolution alone with 3 and with 8 input channels
#     (bench/wgmma/first_conv_padded.py), bf16 and tf32, ours vs cuDNN.
# Carry: devcarry/s19ax/s19a.tar.xz (`tar cJf devcarry/s19ax/s19a.tar.xz -C devcarry s19a`).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
tar xJf devcarry/s19ax/s19a.tar.xz -C devcarry
source bench/cuda-libs.sh
export NETC_DEVICES_DIR=$PWD/devices PATH=/usr/local/cuda/bin:$PATH
S=$PWD/devcarry/s19a; R=/tmp/s19a; mkdir -p $R/fc
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu --format=csv,noheader
echo "--- small batches (t=$SECONDS)"
for plan in googlenet-b2-bf16 resnet50-b2-bf16 googlenet-b2-tf32; do
  timeout 60 $S/bin/netc-runtime run $S/lowered/$plan --iterations 5 --warmup 1 > $R/run-$plan.txt 2>&1
  echo "$plan exit $?: $(grep 'checks:' $R/run-$plan.txt | tail -1)"
  for tool in memcheck racecheck; do
    [ $plan = googlenet-b2-tf32 ] && [ $tool = racecheck ] && continue
    timeout 60 compute-sanitizer --tool $tool --report-api-errors no $S/bin/netc-runtime run $S/lowered/$plan \
      --no-check --no-cudnn --iterations 1 --warmup 0 --launches-per-replay 1 > $R/$plan-$tool.txt 2>&1
    echo "$plan $tool exit $? (t=$SECONDS): $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' $R/$plan-$tool.txt)"
  done
done
echo "--- first convolutions (t=$SECONDS)"
for d in $S/lowered/fc-*; do
  b=$(basename $d)
  timeout 60 $S/bin/netc-runtime run $d --iterations 5 --warmup 1 --format json -o $R/fc/$b.json > $R/fc/$b.txt 2>&1
  echo "$b exit $?: $(python3 -c "
import json,sys
r=json.load(open('$R/fc/$b.json'))
for l in r.get('launches',[]):
  o=(l.get('ours') or {}).get('median_ms'); c=(l.get('cudnn') or {}).get('median_ms')
  print(l['variant'], l['tile'], 'ours', o, 'cudnn', c, 'pred', l.get('predicted_ms'), 'passed', l.get('passed'))
" 2>&1 | tr '\n' ' ')"
done
echo "--- nets (t=$SECONDS)"
NETS=" " RUN_NETS="alexnet resnet50 googlenet vgg16" PRECISIONS="bf16 tf32" SHARES="0 0 100" \
  LOWERED_DIR=$S/lowered RUN_ARGS="--iterations 5 --warmup 1" ENGINE_CACHE=$S/engines.json \
  BUDGET_S=$((575 - SECONDS)) OUT=$R/runs bash bench/true-time.sh $S/bin > $R/runs.log 2>&1
echo "runs exit $? (t=$SECONDS)"; grep -A7 "^## The bar" $R/runs/results.md | head -9
cd /tmp && tar czf $OUT/s19a.tgz s19a
