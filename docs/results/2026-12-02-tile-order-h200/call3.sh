#!/usr/bin/env bash
# Session 39, call 3 (one H200): the shipped kernels checked. sanitize.mlir
# lowered with each TMA and persistent 128 x 64 tile forced (bf16, tf32) and
# run under compute-sanitizer (memcheck on all four, racecheck on the two
# bf16 ones; unchecked runs, one iteration); then those four and the plans
# call 2 had no time to check (resnet50 and vgg16 in tf32 and bf16,
# overfeat in tf32) checked against cuDNN (fresh random inputs, outputs
# poisoned) until DEADLINE s. Carry: devcarry/s39 (bin/netc.xz,
# bin/netc-runtime.xz: this commit's).
set -u
C=${C:-devcarry/s39} D=docs/results/2026-12-02-tile-order-h200
export PATH=/usr/local/cuda/bin:$PATH NETC_DEVICES_DIR=$PWD/devices
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
B=/tmp/bin; mkdir -p $B
for f in netc netc-runtime; do xz -dc $C/bin/$f.xz > $B/$f && chmod +x $B/$f; done
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,driver_version --format=csv,noheader | tee $OUT/gpu.txt
date -u | tee -a $OUT/gpu.txt
W=/tmp/w; mkdir -p $W/lc $W/logs
export B W D
lower() { # name precision [forced kernel...]
  local name=$1 p=$2 m; shift 2
  case $name in san-*) m=$D/sanitize.mlir ;; *) m=nets/$name.json ;; esac
  $B/netc lower $m --target sm_90 --device h200 --precision $p ${1:+--force-kernel "$*"} \
    -o $W/lc/$name-$p > /dev/null 2> $W/logs/lower-$name-$p.log || echo "lower failed: $name $p"
}
export -f lower
printf '%s\n' "san-tma bf16 implicit_gemm_wgmma_tma 128x64x64 t256" \
  "san-persistent bf16 implicit_gemm_wgmma_tma_persistent 128x64x64 t384" \
  "san-tma tf32 implicit_gemm_wgmma_tma 128x64x32 t256" \
  "san-persistent tf32 implicit_gemm_wgmma_tma_persistent 128x64x32 t384" \
  "resnet50 tf32" "resnet50 bf16" "vgg16 tf32" "vgg16 bf16" "overfeat tf32" |
  xargs -P 9 -L 1 bash -c 'lower "$@"' _ | tee -a $OUT/progress.txt
echo "lowering done t=$SECONDS" | tee -a $OUT/progress.txt
sanitize() { # tool plan
  timeout 90 compute-sanitizer --tool $1 --error-exitcode 9 $B/netc-runtime run $W/lc/$2 \
    --iterations 1 --warmup 0 --no-cudnn --no-check > $W/logs/$1-$2.log 2>&1
  echo "$1 $2: exit $? $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' $W/logs/$1-$2.log | tail -1)" | tee -a $OUT/progress.txt
}
for plan in san-tma-bf16 san-persistent-bf16 san-tma-tf32 san-persistent-tf32; do sanitize memcheck $plan; done
for plan in san-tma-bf16 san-persistent-bf16; do sanitize racecheck $plan; done
for name in san-tma-bf16 san-persistent-bf16 san-tma-tf32 san-persistent-tf32 resnet50-tf32 resnet50-bf16 \
            vgg16-bf16 vgg16-tf32 overfeat-tf32; do
  [ $SECONDS -lt ${DEADLINE:-420} ] || { echo "checks stop at $name (t=$SECONDS)" | tee -a $OUT/progress.txt; break; }
  timeout 90 $B/netc-runtime run $W/lc/$name --iterations 3 --warmup 1 --no-cudnn --format json \
    -o $W/logs/check-$name.json > /dev/null 2> $W/logs/check-$name.log
  echo "check $name: exit $? t=$SECONDS $(grep -E 'checks:' $W/logs/check-$name.log | tail -1)" | tee -a $OUT/progress.txt
done
(cd $W && tar czf $OUT/logs.tgz logs && find lc -name plan.json | tar cJf $OUT/plans.tar.xz -T -)
echo "done t=$SECONDS" | tee -a $OUT/progress.txt
