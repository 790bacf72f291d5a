#!/usr/bin/env bash
# Session 36, call 1 (one H200): three benches made here 2026-12-01 (nvcc):
#  1. the narrow gather's bench (kstruct.py make --design narrow --variants
#     implicit_gemm_wgmma_narrow: 20 first layers of 1 and 3 channels, tf32
#     and bf16), checked against cuDNN once, then timed: narrow.tgz;
#  2. the direct forms' nets bench (kstruct.py make --variants direct --design
#     nets, session 35's design: stems at 224x224, 24 -> 72 1x1 layers at
#     56x56, SE layers, ECE408's; fp32 and bf16, 10 networks): dnets.tgz;
#  3. the sub-wave bench (kstruct.py make --design tails: 1x1 layers whose
#     tiles fill 1/4 .. 3/4 of the SMs beside a full twin, every TMA tile,
#     tf32 and bf16, 22 networks): tails.tgz.
# Kernel-only (`netc-runtime run`: CUDA-graph replays, an L2 sweep before
# each launch), medians of 10 replays. Carry: devcarry/s36 (bin/netc-runtime,
# *-bench.tar.xz).
set -u
C=${C:-devcarry/s36}
export PATH=/usr/local/cuda/bin:$PATH NETC_DEVICES_DIR=$PWD/devices
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,driver_version --format=csv,noheader | tee $OUT/gpu.txt
date -u | tee -a $OUT/gpu.txt
W=/tmp/w; mkdir -p $W/runs $W/logs
for b in narrow dnets tails; do tar xJf $C/$b-bench.tar.xz -C $W; done
R=$C/bin/netc-runtime
for d in $W/narrow/*/; do
  n=$(basename $d)
  timeout 150 $R run $d/lowered --iterations 5 --warmup 1 --format json -o $W/logs/$n-checked.json \
    > /dev/null 2> $W/logs/$n-checked.log
  echo "$n checked: exit $? t=$SECONDS $(grep -E 'checks:' $W/logs/$n-checked.log | tail -1)" | tee -a $OUT/progress.txt
done
bench() { # name budget
  python3 bench/kstruct/kstruct.py run $W/$1 --runtime $R --iterations 10 --budget-s $2 2>&1 | tail -40 > $W/logs/$1-run.txt
  mkdir -p $W/runs/$1
  for d in $W/$1/*/; do [ -f $d/run.json ] && cp $d/run.json $W/runs/$1/$(basename $d).json; done
  (cd $W && tar czf $OUT/$1.tgz runs/$1 logs)
  echo "$1 done t=$SECONDS ($(ls $W/runs/$1 | wc -l) networks)" | tee -a $OUT/progress.txt
}
bench narrow 60
bench dnets 200
bench tails $(( 540 - SECONDS ))
echo "done t=$SECONDS" | tee -a $OUT/progress.txt
