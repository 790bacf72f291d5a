#!/usr/bin/env bash
# Session 42, call 1 (one H200): the 16-bit epilogues of 2026-12-03 under
# compute-sanitizer, then the bf16 benches of the TMA and persistent kernels
# measured again on them.
#  1. sanitize.mlir (output channels 200, 72, 40, 24: every tile's last
#     column partial) lowered with one kernel of each tensor-core and
#     CUDA-core variant forced, and odd.mlir (37, 36, 5 channels) as the
#     model chooses and on the CUDA-core kernel, in bf16 and fp16; googlenet
#     at batch 2 in fp16 as chosen (the narrow first layer, LRN's
#     conversions). memcheck on every plan (one unchecked iteration),
#     racecheck on the staged-epilogue ones; then each plan checked against
#     cuDNN (fresh random inputs, outputs poisoned).
#  2. DESIGNS (default "structure tails") in bf16 by
#     ../2026-12-02-dram-relief-h200/bench-call.sh, until about LIMIT s.
# Writes $OUT/sanitize/ (progress.txt, logs.tgz, plans.tar.xz) and
# $OUT/DESIGN/. Carry: devcarry/s43 (bin/netc.xz, bin/netc-runtime.xz:
# e0da321's, stripped).
set -u
cd "$(dirname "$0")/../../.."
ROOT_OUT=$OUT C=devcarry/${CARRY:-s43} D=docs/results/2026-12-03-bf16-refit-h200
export PATH=/usr/local/cuda/bin:$PATH NETC_DEVICES_DIR=$PWD/devices
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
B=/tmp/bin; mkdir -p $B $ROOT_OUT/sanitize
for f in netc netc-runtime; do xz -dc $C/bin/$f.xz > $B/$f && chmod +x $B/$f; done
P=$ROOT_OUT/sanitize/progress.txt
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,driver_version --format=csv,noheader | tee $P
W=/tmp/san; rm -rf $W; mkdir -p $W/lc $W/logs
export B W D
lower() { # model precision name [forced kernel...]
  local m=$1 p=$2 name=$3 src; shift 3
  case $m in googlenet) src="nets/googlenet.json --batch 2" ;; *) src=$D/$m.mlir ;; esac
  $B/netc lower $src --target sm_90 --device h200 --precision $p ${1:+--force-kernel "$*"} \
    -o $W/lc/$m-$name-$p > /dev/null 2> $W/logs/lower-$m-$name-$p.log || echo "lower failed: $m $name $p"
}
export -f lower
for p in bf16 fp16; do
  printf '%s\n' "sanitize $p tma implicit_gemm_wgmma_tma 128x64x64 t256" \
    "sanitize $p persistent implicit_gemm_wgmma_tma_persistent 128x64x64 t384" \
    "sanitize $p wgmma implicit_gemm_wgmma 256x64x64 t256" \
    "sanitize $p mma implicit_gemm_mma 128x128x32 t256" \
    "sanitize $p simt implicit_gemm_simt 128x64x8 t256" \
    "odd $p chosen" "odd $p simt implicit_gemm_simt 128x64x8 t256"
done > $W/jobs.txt
echo "googlenet fp16 chosen" >> $W/jobs.txt
xargs -P 15 -L 1 bash -c 'lower "$@"' _ < $W/jobs.txt | tee -a $P
echo "lowering done t=$SECONDS" | tee -a $P
sanitize() { # tool plan
  local t=60; [[ $2 == googlenet* ]] && t=150
  timeout $t compute-sanitizer --tool $1 --error-exitcode 9 $B/netc-runtime run $W/lc/$2 \
    --iterations 1 --warmup 0 --no-cudnn --no-check > $W/logs/$1-$2.log 2>&1
  echo "$1 $2: exit $? t=$SECONDS $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' $W/logs/$1-$2.log | tail -1)" | tee -a $P
}
plans=$(ls $W/lc)
for plan in $plans; do [ $plan = googlenet-chosen-fp16 ] || sanitize memcheck $plan; done
for plan in sanitize-tma-bf16 sanitize-persistent-bf16 sanitize-tma-fp16 sanitize-persistent-fp16; do
  sanitize racecheck $plan
done
sanitize memcheck googlenet-chosen-fp16
for plan in $plans; do
  timeout 90 $B/netc-runtime run $W/lc/$plan --iterations 3 --warmup 1 --no-cudnn --format json \
    -o $W/logs/check-$plan.json > /dev/null 2> $W/logs/check-$plan.log
  echo "check $plan: exit $? t=$SECONDS $(grep -E 'checks:' $W/logs/check-$plan.log | tail -1)" | tee -a $P
done
(cd $W && tar czf $ROOT_OUT/sanitize/logs.tgz logs && find lc -name plan.json | tar cJf $ROOT_OUT/sanitize/plans.tar.xz -T -)
echo "sanitize done t=$SECONDS" | tee -a $P
for d in ${DESIGNS:-structure tails}; do
  left=$(( ${LIMIT:-570} - SECONDS ))
  [ $left -gt 90 ] || { echo "no time for $d (t=$SECONDS)" | tee -a $P; continue; }
  mkdir -p $ROOT_OUT/$d
  OUT=$ROOT_OUT/$d C=$C PRECISIONS=bf16 bash docs/results/2026-12-02-dram-relief-h200/bench-call.sh \
    $d implicit_gemm_wgmma_tma,implicit_gemm_wgmma_tma_persistent 100 $(( left * ${SHARE:-50} / 100 ))
  SHARE=100
done
echo "done t=$SECONDS" | tee -a $P
