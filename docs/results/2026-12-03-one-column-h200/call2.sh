#!/usr/bin/env bash
# Session 41, call 2 (one H200): why the bf16 persistent kernels run a
# one-column 1x1 layer of 1-2 k-steps 1.4-1.6x faster than its two-column
# twin (call 1). The probe's 16 plans (make-probe.py: four persistent tiles,
# bf16 128x128/128x256/256x128 and tf32 256x128, each base / unstaged /
# nostore / rowsfirst) compiled here as netc lower compiles (nvcc -ptx,
# ptxas, sm_90a), each timed twice, in order and in reverse (kernel-only:
# `netc-runtime run --no-check --no-cudnn`, CUDA-graph replays of 20
# launches, an L2 sweep before every launch, medians of 10 replays), then
# the base and unstaged plans checked against cuDNN. Writes $OUT/call2.tgz.
# Carry: devcarry/s41 (bin/netc-runtime.xz, probe.tar.xz).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
export PATH=/usr/local/cuda/bin:$PATH
source bench/cuda-libs.sh 2>/dev/null
W=/tmp/c2; rm -rf $W; mkdir -p $W/runs $W/logs $W/bin
xz -dc devcarry/s41/bin/netc-runtime.xz > $W/bin/netc-runtime && chmod +x $W/bin/netc-runtime
tar xJf devcarry/s41/probe.tar.xz -C $W
P=$W/progress.txt
{ nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,driver_version --format=csv,noheader; date -u; } > $W/gpu.txt
pack() { (cd $W && tar czf $OUT/call2.tgz gpu.txt progress.txt runs logs); }
ls $W/variants | xargs -P 16 -I{} bash -c 'd='$W'/variants/{}; nvcc -std=c++17 -O3 -arch=sm_90a -I $d $d/kernels.cu -ptx -o $d/kernels.sm_90a.ptx &&
  ptxas -O3 -arch=sm_90a $d/kernels.sm_90a.ptx -o $d/kernels.sm_90a.cubin || echo "compile failed: {}"' | tee -a $P
echo "compiled t=$SECONDS" | tee -a $P
run() { # variant tag extra...
  local v=$1 tag=$2; shift 2
  timeout 60 $W/bin/netc-runtime run $W/variants/$v --iterations 10 --warmup 1 --no-cudnn --format json \
    -o $W/runs/$v-$tag.json "$@" > /dev/null 2> $W/logs/$v-$tag.log
  echo "$v $tag: exit $? t=$SECONDS $(grep -E 'checks:' $W/logs/$v-$tag.log | tail -1)" | tee -a $P
}
for v in $(ls $W/variants); do run $v a --no-check; done; pack
for v in $(ls $W/variants | sort -r); do run $v b --no-check; done; pack
for v in $(ls $W/variants | grep -E 'base|unstaged'); do
  [ $SECONDS -lt ${DEADLINE:-400} ] || { echo "checks stop at $v (t=$SECONDS)" | tee -a $P; break; }
  run $v check
done
echo "done t=$SECONDS" | tee -a $P; pack
