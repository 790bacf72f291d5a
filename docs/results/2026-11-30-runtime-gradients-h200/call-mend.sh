#!/usr/bin/env bash
# Session 31: the GPU tests again after the review mend (ca10508), which
# moved the kept-input activation gradient into one entry point
# (kernels::activationGradient) and the kept input into LayerRunner. The
# whole GPU suite, then compute-sanitizer memcheck on the kernels and runners
# the mend touched. usage: C=<carry dir with bin/netc-gpu-tests> call-mend.sh
set -u
C=${C:-devcarry/s31g}
export PATH=/usr/local/cuda/bin:$PATH NETC_DEVICES_DIR=$PWD/devices
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,driver_version --format=csv,noheader | tee $OUT/gpu.txt
date -u | tee -a $OUT/gpu.txt
timeout 400 $C/bin/netc-gpu-tests > $OUT/gpu-tests.log 2>&1
echo "gpu tests exit $? (t=$SECONDS)"; grep -E "^\[  (PASSED|FAILED|SKIPPED) |FAILED|tests ran" $OUT/gpu-tests.log | tail -20
timeout 150 compute-sanitizer --tool memcheck --error-exitcode 9 $C/bin/netc-gpu-tests \
  --gtest_filter='*RuntimeKernels*:*Binary*:*BatchNormTraining*:*InnerProduct*HardSwish*:*InnerProduct*Gelu*:*ConvolutionTest.Silu*:*ConvolutionTest.HardSwish*' > $OUT/memcheck.log 2>&1
echo "memcheck exit $? (t=$SECONDS)"; tail -4 $OUT/memcheck.log
gzip -f $OUT/gpu-tests.log $OUT/memcheck.log
echo "done t=$SECONDS"
