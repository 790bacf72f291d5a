#!/usr/bin/env bash
# Session 24, call 4 (one H200):
#  1. softmax with the row in registers (netc_streaming.cuh, up to 1,024
#     channels): one-layer classifiers (1,000 classes over 64 images in
#     bf16 and tf32; 2,000 classes in fp32, the general form), ECE408 in fp32
#     (10 classes over 10,000 images), the GPU tests' mixed-ops net in fp32
#     and bf16, alexnet in bf16 and tf32: every launch checked, memcheck on
#     the new kernel; alexnet's plans of call 3 (the old softmax, the same
#     other kernels) timed beside them.
#  2. The model on every other net in nets/ (conv_L1-L5, fashion_cnn, nin,
#     vgg_a, overfeat, inception_v3) in bf16, tf32 and fp32 as devices/h200.json
#     lowers them (commit 1a022cd), every launch checked against cuDNN's graph
#     API, as far as the time goes (smallest first).
# Carry: devcarry/s24dx (`tar cJf devcarry/s24dx/s24d.tar.xz -C devcarry s24d`).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
LIMIT=${LIMIT:-540}
tar xJf devcarry/s24dx/s24d.tar.xz -C devcarry
source bench/cuda-libs.sh
S=$PWD/devcarry/s24d; R=/tmp/s24d; mkdir -p $R/logs $R/softmax $R/nets $R/old
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu --format=csv,noheader
echo "--- softmax (t=$SECONDS)"
for d in $S/softmax/*/; do
  name=$(basename $d)
  timeout 90 $S/bin/netc-runtime run $d --iterations 5 --warmup 1 --engine-cache $S/engines.json \
    --format json -o $R/softmax/$name.json > $R/logs/softmax-$name.txt 2>&1
  echo "$name exit $?: $(grep -E 'checks:' $R/logs/softmax-$name.txt | tail -1 | cut -c1-90)"
done
for name in sm-bf16-1000 sm-fp32-2000 mixed-bf16; do
  timeout 60 compute-sanitizer --tool memcheck --report-api-errors no --kernel-name kns=netc_prob \
    --error-exitcode 9 $S/bin/netc-runtime run $S/softmax/$name --iterations 1 --warmup 0 --no-check \
    --no-cudnn > $R/logs/memcheck-$name.txt 2>&1
  echo "memcheck $name exit $?: $(grep 'ERROR SUMMARY' $R/logs/memcheck-$name.txt | tail -1)"
done
for d in $S/old/*/; do
  name=$(basename $d)
  timeout 60 $S/bin/netc-runtime run $d --no-check --no-cudnn --iterations 5 --warmup 1 \
    --format json -o $R/old/$name.json > $R/logs/old-$name.txt 2>&1
  echo "old $name exit $?: $(grep -E 'forward pass' $R/logs/old-$name.txt | tail -1)"
done
echo "--- every other net (t=$SECONDS)"
for net in conv_L1 conv_L2 conv_L3 conv_L4 conv_L5 fashion_cnn nin overfeat vgg_a inception_v3; do
for p in bf16 tf32 fp32; do
  name=$net-sm_90-$p; d=$S/lowered/$name
  [ -d $d ] || { echo "$name: not lowered"; continue; }
  left=$((LIMIT - SECONDS)); [ $left -lt 20 ] && { echo "$name: not run, $left s left"; continue; }
  timeout $((left < 120 ? left : 120)) $S/bin/netc-runtime run $d --iterations 5 --warmup 1 \
    --engine-cache $S/engines.json --format json -o $R/nets/$name.json > $R/logs/net-$name.txt 2>&1
  echo "$name exit $? (t=$SECONDS): $(grep -E 'checks:' $R/logs/net-$name.txt | tail -1 | cut -c1-80)"
done; done
cd /tmp && tar czf $OUT/s24d.tgz s24d && ls -la $OUT
