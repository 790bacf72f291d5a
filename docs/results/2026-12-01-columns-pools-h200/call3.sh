#!/usr/bin/env bash
# Session 35, call 3 (one H200): efficientnet_b0 and mobilenet_v3_large at
# batch 64 in fp32, tf32 and bf16 with the global pools split as shipped
# (lower-call3.sh: a split keeps 32 loads a thread, so the 28 x 28 pools stay
# whole), each checked against cuDNN (fresh random inputs, outputs
# poisoned), then beside call 2's unsplit plans (pool/old) unchecked,
# alternating (old a, new a, new b, old b); then compute-sanitizer memcheck
# (API errors not reported: the runtime probes each kernel's parameters with
# cuFuncGetParamInfo until it fails) and racecheck over the split pools
# (netc_node_mean*) of efficientnet_b0's bf16 and fp32 plans; first of all,
# the partial-column bench's second form (kstruct.py make --design columns
# with 7 more layers: 1x1 of 18 k-steps, 3x3 of 9, more fills of the 3x3
# pair; 22 networks, 352 launches, unchecked): col2.tgz. Kernel-only
# (`netc-runtime run`), medians of 10 replays.
# Carry: devcarry/s35c (bin/netc-runtime, ship.tar.xz, old.tar.xz, col2-bench.tar.xz).
set -u
C=${C:-devcarry/s35c}
export PATH=/usr/local/cuda/bin:$PATH NETC_DEVICES_DIR=$PWD/devices
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,driver_version --format=csv,noheader | tee $OUT/gpu.txt
date -u | tee -a $OUT/gpu.txt
W=/tmp/w; mkdir -p $W/runs $W/logs; tar xJf $C/ship.tar.xz -C $W; tar xJf $C/old.tar.xz -C $W; tar xJf $C/col2-bench.tar.xz -C $W
R=$C/bin/netc-runtime
python3 bench/kstruct/kstruct.py run $W/col2-bench --runtime $R --iterations 10 --budget-s 200 2>&1 | tail -3
mkdir -p $W/col2; for d in $W/col2-bench/*/; do [ -f $d/run.json ] && cp $d/run.json $W/col2/$(basename $d).json; done
(cd $W && tar czf $OUT/col2.tgz col2)
echo "col2 done t=$SECONDS" | tee -a $OUT/progress.txt
pack() { (cd $W && tar czf $OUT/runs.tgz runs logs); }
time_run() { # dir name tag extra...
  local dir=$1 name=$2 tag=$3; shift 3
  timeout 150 $R run $W/$dir/$name --iterations 10 --warmup 2 --no-cudnn --format json \
    -o $W/runs/$dir-$name-$tag.json "$@" > /dev/null 2> $W/logs/$dir-$name-$tag.log
  echo "$dir $name $tag: exit $? t=$SECONDS $(grep -E 'checks:' $W/logs/$dir-$name-$tag.log | tail -1)" | tee -a $OUT/progress.txt
}
for name in $(ls $W/ship); do time_run ship $name check; done
pack
for name in $(ls $W/ship); do
  time_run old $name a --no-check
  time_run ship $name a --no-check
  time_run ship $name b --no-check
  time_run old $name b --no-check
done
pack
for p in bf16 fp32; do
  for tool in memcheck racecheck; do
    [ $SECONDS -lt ${DEADLINE:-520} ] || break
    timeout 40 compute-sanitizer --tool $tool --report-api-errors no --kernel-name kns=netc_node_mean \
      $R run $W/ship/efficientnet_b0-$p --iterations 1 --warmup 0 --no-cudnn --no-check > $W/logs/$tool-$p.log 2>&1
    echo "$tool $p: exit $? t=$SECONDS $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' $W/logs/$tool-$p.log | tail -1)" | tee -a $OUT/progress.txt
  done
done
pack
echo "done t=$SECONDS" | tee -a $OUT/progress.txt
