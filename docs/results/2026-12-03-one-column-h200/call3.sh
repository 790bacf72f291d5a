#!/usr/bin/env bash
# Session 41, call 3 (one H200): the epilogue's fix measured. The probe's
# plans (call 2's four persistent tiles on the one-column bench) with the
# kernel header before ("old": HEAD's) and after ("new": branch-free bias
# loads, the chunk's bias once for the warp's row tiles, bf16/f16 packed by
# cvt.rn.bf16x2/f16x2), and bf16 256 x 128 with the bias change alone
# ("biasonly"); and NETS lowered by the new netc ("after") and recompiled
# with the old header ("before": the same plans and kernels.cu). Each timed
# twice (probe in order and in reverse; nets before a, after a, after b,
# before b; kernel-only: `netc-runtime run --no-check --no-cudnn`, CUDA-graph
# replays, an L2 sweep before every launch, medians of 10 replays), then the
# after-nets and the new probe plans checked against cuDNN (fresh random
# inputs, outputs poisoned) and one new probe plan under compute-sanitizer
# memcheck, until DEADLINE s. Writes $OUT/call3.tgz.
# Carry: devcarry/s42 (bin/netc.xz: the new netc; bin/netc-runtime.xz;
# old-header.cuh.xz: HEAD's embedded header; probe2.tar.xz).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
NETS=${NETS:-"resnet50-bf16 googlenet-bf16 resnet50-tf32"}
export PATH=/usr/local/cuda/bin:$PATH NETC_DEVICES_DIR=$PWD/devices
source bench/cuda-libs.sh 2>/dev/null
C=devcarry/s42
W=/tmp/c3; rm -rf $W; mkdir -p $W/runs $W/logs $W/bin $W/lc/after $W/lc/before
for f in netc netc-runtime; do xz -dc $C/bin/$f.xz > $W/bin/$f && chmod +x $W/bin/$f; done
xz -dc $C/old-header.cuh.xz > $W/old-header.cuh
tar xJf $C/probe2.tar.xz -C $W
P=$W/progress.txt
{ nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,driver_version --format=csv,noheader; date -u; } > $W/gpu.txt
pack() { (cd $W && tar czf $OUT/call3.tgz gpu.txt progress.txt runs logs); }
compile() { # a lowered directory: its cubin as netc lower builds it
  nvcc -std=c++17 -O3 -arch=sm_90a -I $1 $1/kernels.cu -ptx -o $1/kernels.sm_90a.ptx &&
    ptxas -O3 -arch=sm_90a $1/kernels.sm_90a.ptx -o $1/kernels.sm_90a.cubin
}
export -f compile
for plan in $NETS; do echo $plan; done |
  xargs -P 4 -L 1 bash -c 'net=${0%-*} p=${0##*-}
    '$W'/bin/netc lower nets/$net.json --target sm_90 --device h200 --precision $p \
      -o '$W'/lc/after/$0 > /dev/null 2> '$W'/logs/lower-$0.log || echo "lower failed: $0"
    cp -r '$W'/lc/after/$0 '$W'/lc/before/$0 && cp '$W'/old-header.cuh '$W'/lc/before/$0/netc_kernels.cuh &&
      compile '$W'/lc/before/$0 || echo "before failed: $0"' | tee -a $P &
ls $W/variants | xargs -P 12 -I{} bash -c 'compile '$W'/variants/{} || echo "compile failed: {}"' | tee -a $P
wait
echo "compiled t=$SECONDS" | tee -a $P
run() { # directory tag extra...
  local d=$1 tag=$2 name=$(echo $1 | sed "s|$W/||; s|/|-|g"); shift 2
  timeout 90 $W/bin/netc-runtime run $d --iterations 10 --warmup 1 --no-cudnn --format json \
    -o $W/runs/$name-$tag.json "$@" > /dev/null 2> $W/logs/$name-$tag.log
  echo "$name $tag: exit $? t=$SECONDS $(grep -E 'checks:' $W/logs/$name-$tag.log | tail -1)" | tee -a $P
}
for v in $(ls $W/variants); do run $W/variants/$v a --no-check; done; pack
for v in $(ls $W/variants | sort -r); do run $W/variants/$v b --no-check; done; pack
for plan in $NETS; do
  run $W/lc/before/$plan a --no-check; run $W/lc/after/$plan a --no-check
  run $W/lc/after/$plan b --no-check; run $W/lc/before/$plan b --no-check
done; pack
for d in $(for p in $NETS; do echo $W/lc/after/$p; done) $(ls -d $W/variants/*-new); do
  [ $SECONDS -lt ${DEADLINE:-380} ] || { echo "checks stop at $d (t=$SECONDS)" | tee -a $P; break; }
  run $d check
done; pack
if [ $SECONDS -lt ${DEADLINE:-380} ]; then
  timeout 120 compute-sanitizer --tool memcheck --error-exitcode 9 $W/bin/netc-runtime run \
    $W/variants/bf16-256x128x64-new --iterations 1 --warmup 0 --no-cudnn > $W/logs/memcheck.log 2>&1
  echo "memcheck bf16-256x128x64-new: exit $? $(grep -E 'ERROR SUMMARY' $W/logs/memcheck.log | tail -1)" | tee -a $P
fi
echo "done t=$SECONDS" | tee -a $P; pack
