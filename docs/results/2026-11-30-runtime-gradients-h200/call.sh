#!/usr/bin/env bash
# Session 30: the reference's new backward passes on one H200: net.binary
# (squeeze-and-excitation's product, a broadcast sum, a layer scale) and the
# gradients of hard swish, SiLU and GELU from the activation's input (batch
# norm, cuBLASLt inner products). The GPU tests of the kernels and runners
# against the host, compute-sanitizer memcheck on them, then
# `netc-runtime profile` of mobilenet_v3_large and efficientnet_b0 (batch 64,
# bf16 and fp32) with every backward pass, as the 2026-11-30 rows were taken.
# usage: call.sh [tests]   (tests: the GPU tests and memcheck only)
# (The first run's inner product kept its product without the bias and
# failed the hard-swish inner-product test, first-run/; the second's
# convolution test took hard swish's slope at the host's unrounded values,
# and fp16 NCHW landed on the other side of the kink at 3, second-run/.)
set -u
C=${C:-devcarry/s30g}
export PATH=/usr/local/cuda/bin:$PATH NETC_DEVICES_DIR=$PWD/devices
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,driver_version --format=csv,noheader | tee $OUT/gpu.txt
date -u
FILTER='*RuntimeKernels*:*BatchNorm*:*InnerProduct*:*Binary*:*ConvolutionTest.Silu*:*ConvolutionTest.HardSwish*:*ConvolutionTest.SymmetricPadReluBias*'
$C/bin/netc-gpu-tests --gtest_filter="$FILTER" > $OUT/gpu-tests.log 2>&1
echo "gpu tests exit $? (t=$SECONDS)"; grep -E "^\[  (PASSED|FAILED|SKIPPED) |FAILED|tests ran" $OUT/gpu-tests.log | tail -20
compute-sanitizer --tool memcheck --error-exitcode 9 $C/bin/netc-gpu-tests \
  --gtest_filter='*RuntimeKernels*:*Binary*:*BatchNormTraining*:*ConvolutionTest.Silu*' > $OUT/memcheck.log 2>&1
echo "memcheck exit $? (t=$SECONDS)"; tail -4 $OUT/memcheck.log
[ "${1:-}" = tests ] && { echo "done t=$SECONDS"; exit 0; }
mkdir -p /tmp/tv && tar xzf docs/results/2026-11-29-onnx-models-h200/tv-export.tar.gz -C /tmp/tv
for m in mobilenet_v3_large efficientnet_b0; do
  for p in bf16 fp32; do
    $C/bin/netc profile /tmp/tv/torchvision/dynamo/$m.onnx --device h200 --batch 64 --precision $p \
      --emit-plan /tmp/$m-$p.plan.json > /dev/null 2>$OUT/plan-$m-$p.log || { echo "plan $m $p failed"; continue; }
    timeout 150 $C/bin/netc-runtime profile /tmp/$m-$p.plan.json --precision $p --iterations 5 --warmup 1 \
      --engine-search 8 --engine-cache $C/engines.json --format json -o $OUT/$m-$p.json > $OUT/profile-$m-$p.log 2>&1
    echo "profile $m $p exit $? (t=$SECONDS)"; grep -ci "not supported" $OUT/profile-$m-$p.log
  done
done
echo "done t=$SECONDS"
