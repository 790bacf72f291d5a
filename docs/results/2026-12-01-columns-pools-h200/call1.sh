#!/usr/bin/env bash
# Session 35, call 1 (one H200), two benches made 2026-12-01 (session 34's
# design, lowered with nvcc here):
#  1. the partial-column bench (kstruct.py make --design columns: layers whose
#     output channels fill their last column of tiles a part f = 1/8 .. 3/4
#     of the way, beside the full twin, on every TMA tile, persistent or not,
#     tf32 and bf16; 22 networks, 198 launches): col.tgz;
#  2. the full-wave depthwise bench (depthwise.py make --least-outputs
#     5600000 --seed 3: 48 depthwise layers of two waves of the strip kernel
#     or more), the strip kernel (checked against cuDNN, then again
#     unchecked) and the grouped kernel (unchecked), fp32 and bf16: dw.tgz.
# Kernel-only (`netc-runtime run`: CUDA-graph replays, an L2 sweep before
# each launch), medians of 10 replays. Carry: devcarry/s35a (bin/netc-runtime,
# col-bench.tar.xz, dw-bench.tar.xz).
set -u
C=${C:-devcarry/s35a}
export PATH=/usr/local/cuda/bin:$PATH NETC_DEVICES_DIR=$PWD/devices
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,driver_version --format=csv,noheader | tee $OUT/gpu.txt
date -u | tee -a $OUT/gpu.txt
W=/tmp/w; mkdir -p $W/col $W/dw-runs $W/logs
tar xJf $C/col-bench.tar.xz -C $W; tar xJf $C/dw-bench.tar.xz -C $W
R=$C/bin/netc-runtime
time_run() { # dir tag extra...
  local dir=$1 tag=$2; shift 2
  local name=$(basename $dir)
  timeout 120 $R run $W/dw-bench/$dir/lowered --iterations 10 --warmup 2 --no-cudnn --format json \
    -o $W/dw-runs/$name-$tag.json "$@" > /dev/null 2> $W/logs/$name-$tag.log
  echo "$name $tag: exit $? t=$SECONDS $(grep -E 'checks:' $W/logs/$name-$tag.log | tail -1)" | tee -a $OUT/progress.txt
}
for p in fp32 bf16; do
  time_run dw_depthwise_direct-$p a
  time_run dw_grouped_direct-$p a --no-check
done
(cd $W && tar czf $OUT/dw.tgz dw-runs logs dw-bench/shapes.json)
echo "dw done t=$SECONDS" | tee -a $OUT/progress.txt
python3 bench/kstruct/kstruct.py run $W/col-bench --runtime $R --iterations 10 --budget-s ${COL_BUDGET:-380} 2>&1 | tail -30
for d in $W/col-bench/*/; do [ -f $d/run.json ] && cp $d/run.json $W/col/$(basename $d).json; done
(cd $W && tar czf $OUT/col.tgz col)
echo "col done t=$SECONDS" | tee -a $OUT/progress.txt
for p in fp32 bf16; do
  [ $SECONDS -lt ${DEADLINE:-540} ] || break
  time_run dw_depthwise_direct-$p b --no-check
done
(cd $W && tar czf $OUT/dw.tgz dw-runs logs dw-bench/shapes.json)
echo "done t=$SECONDS" | tee -a $OUT/progress.txt
