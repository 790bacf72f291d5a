#!/usr/bin/env bash
# Session 38, call 4 (one H200): the one changed launch that ran slower in
# call 3, googlenet's tf32 inception_4b_1x1 (14 x 14, 512 -> 160, batch 128:
# 51 MB of input) on the persistent 128 x 128 tile (the parent's choice) and
# the 128 x 64 one (this page's): its DRAM and L2 bytes by Nsight Compute
# (dram__bytes_read.sum, lts__t_bytes.sum, one replay of the kernel each),
# to test the page's hypothesis that three columns of tiles re-read the
# input from DRAM where two do not. Carry: devcarry/s38g (the two plans,
# lowered here with nvcc under the parent's netc and profile and this
# page's; cubins kept, xz-compressed, sources dropped) and devcarry/s38r
# (netc-runtime.xz).
set -u
export PATH=/usr/local/cuda/bin:$PATH
source bench/cuda-libs.sh 2>/dev/null
B=/tmp/bin; mkdir -p $B
xz -dc devcarry/s38r/netc-runtime.xz > $B/netc-runtime && chmod +x $B/netc-runtime
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,driver_version --format=csv,noheader | tee $OUT/gpu.txt
date -u | tee -a $OUT/gpu.txt
W=/tmp/s38g; cp -r devcarry/s38g $W && xz -d $W/*/kernels.sm_90a.cubin.xz
for which in old new; do
  timeout 240 ncu --kernel-name netc_inception_4b_1x1 --launch-count 1 \
    --metrics dram__bytes_read.sum,dram__bytes_write.sum,lts__t_bytes.sum,gpu__time_duration.sum \
    --csv $B/netc-runtime run $W/$which --iterations 1 --warmup 0 --no-check --no-cudnn \
    > $OUT/ncu-$which.csv 2> $OUT/ncu-$which.log
  echo "$which: exit $?" | tee -a $OUT/progress.txt
  grep -E "dram__|lts__|gpu__time" $OUT/ncu-$which.csv | tee -a $OUT/progress.txt
done
