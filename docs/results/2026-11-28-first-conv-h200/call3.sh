#!/usr/bin/env bash
# Session 19, call 3 (one H200): the narrow wgmma gather for the first
# 3-channel convolutions (conv2d_implicit_gemm_wgmma_narrow) and LRN four
# channels a thread.
#  1. Each net's first convolution alone (bench/wgmma/first_conv_padded.py's
#     -c3 nets) on the narrow kernel, forced (`--force-kernel "implicit_gemm_wgmma
#     128x64xBK t256"`), bf16 and tf32, as lowered (three blocks an SM: 80
#     registers, some spilled) and with __launch_bounds__(256, 2) (114-128
#     registers, none spilled; kernels.cu edited and the cubin rebuilt with
#     nvcc -O3 for sm_90a), ours vs cuDNN, checked.
#  2. googlenet at batch 2 in bf16 (narrow conv1, LRN) and resnet50 at batch
#     2 in tf32 checked, then memcheck and racecheck.
#  3. The four nets in bf16 and tf32 with the cost model's choices
#     (bench/true-time.sh), every launch checked, ours vs cuDNN's graph API.
# Carry: devcarry/s19cx/s19c.tar.xz (`tar cJf devcarry/s19cx/s19c.tar.xz -C devcarry s19c`).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
tar xJf devcarry/s19cx/s19c.tar.xz -C devcarry
source bench/cuda-libs.sh
export NETC_DEVICES_DIR=$PWD/devices PATH=/usr/local/cuda/bin:$PATH
S=$PWD/devcarry/s19c; R=/tmp/s19c; mkdir -p $R/fc
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu --format=csv,noheader
echo "--- first convolutions (t=$SECONDS)"
for d in $S/lowered/fc-*; do
  b=$(basename $d)
  timeout 60 $S/bin/netc-runtime run $d --iterations 5 --warmup 1 --engine-cache $S/engines.json \
    --format json -o $R/fc/$b.json > $R/fc/$b.txt 2>&1
  echo "$b exit $?: $(python3 -c "
import json
r=json.load(open('$R/fc/$b.json'))
for l in r['launches']:
  o=(l.get('ours') or {}).get('median_ms'); c=(l.get('cudnn') or {}).get('median_ms')
  print(l['variant'], l['tile'], 'ours', o, 'cudnn', c, 'pred', l.get('predicted_ms'), 'passed', l.get('passed'), (l.get('check') or {}).get('relative_l2'))
" 2>&1 | tr '\n' ' ')"
done
echo "--- small batches (t=$SECONDS)"
for plan in googlenet-b2-bf16 resnet50-b2-tf32; do
  timeout 60 $S/bin/netc-runtime run $S/lowered/$plan --iterations 5 --warmup 1 > $R/run-$plan.txt 2>&1
  echo "$plan exit $?: $(grep 'checks:' $R/run-$plan.txt | tail -1)"
  for tool in memcheck racecheck; do
    [ $plan = resnet50-b2-tf32 ] && [ $tool = racecheck ] && continue
    timeout 60 compute-sanitizer --tool $tool --report-api-errors no $S/bin/netc-runtime run $S/lowered/$plan \
      --no-check --no-cudnn --iterations 1 --warmup 0 --launches-per-replay 1 > $R/$plan-$tool.txt 2>&1
    echo "$plan $tool exit $? (t=$SECONDS): $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' $R/$plan-$tool.txt)"
  done
done
echo "--- nets (t=$SECONDS)"
NETS=" " RUN_NETS="alexnet resnet50 googlenet vgg16" PRECISIONS="bf16 tf32" SHARES="0 0 100" \
  LOWERED_DIR=$S/lowered RUN_ARGS="--iterations 5 --warmup 1" ENGINE_CACHE=$S/engines.json \
  BUDGET_S=$((560 - SECONDS)) OUT=$R/runs bash bench/true-time.sh $S/bin > $R/runs.log 2>&1
echo "runs exit $? (t=$SECONDS)"; grep -A7 "^## The bar" $R/runs/results.md | head -9
cd /tmp && tar czf $OUT/s19c.tgz s19c
