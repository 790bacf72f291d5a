#!/usr/bin/env bash
# For the next session (written in session 41, not yet run): the bf16
# benches of netc's tensor-core kernels measured again on the 16-bit
# epilogue of 2026-12-03 (branch-free bias loads, packed conversion; tf32
# and fp32 moved 1-3% at most, so their entries stand), and the change
# under compute-sanitizer memcheck on small plans.
#  - MEMCHECK=1 (first): googlenet and resnet50 at batch 4 in bf16, as the
#    cost model chooses and with every convolution on the persistent
#    kernel, each under memcheck (the probe's 2 GB network did not finish
#    in 120 s);
#  - then DESIGNS (default: structure tails) on VARIANTS (default: the TMA
#    and persistent kernels) in bf16 only, each by
#    ../2026-12-02-dram-relief-h200/bench-call.sh (PRECISIONS=bf16) with
#    BENCH_S of running and checks until DEADLINE s into its part.
# A second call: DESIGNS="channels pitch columns"; a third the gathered
# kernels: VARIANTS=implicit_gemm_wgmma,implicit_gemm_mma DESIGNS=structure.
# Refit as ../2026-12-03-tile-order-refit-h200/fit.sh does, on these runs.
# Writes $OUT/memcheck.tgz and $OUT/DESIGN/.
# Carry: devcarry/CARRY (bin/netc.xz, bin/netc-runtime.xz: build/bin's, stripped and xz -9).
set -u
cd "$(dirname "$0")/../../.."
ROOT_OUT=$OUT
C=devcarry/${CARRY:-s42}
V=${VARIANTS:-implicit_gemm_wgmma_tma,implicit_gemm_wgmma_tma_persistent}
if [ -n "${MEMCHECK:-}" ]; then
  export PATH=/usr/local/cuda/bin:$PATH NETC_DEVICES_DIR=$PWD/devices
  source bench/cuda-libs.sh 2>/dev/null
  W=/tmp/memcheck; B=$W/bin; rm -rf $W; mkdir -p $B $W/logs
  for f in netc netc-runtime; do xz -dc $C/bin/$f.xz > $B/$f && chmod +x $B/$f; done
  for net in googlenet resnet50; do
    for how in chosen persistent; do
      extra=""; [ $how = persistent ] && extra="--conv-variant implicit_gemm_wgmma_tma_persistent"
      $B/netc lower nets/$net.json --target sm_90 --device h200 --precision bf16 --batch 4 $extra \
        -o $W/$net-$how > /dev/null 2> $W/logs/lower-$net-$how.log
      timeout 240 compute-sanitizer --tool memcheck --error-exitcode 9 $B/netc-runtime run $W/$net-$how \
        --iterations 1 --warmup 0 --no-cudnn > $W/logs/memcheck-$net-$how.log 2>&1
      echo "memcheck $net-$how: exit $? $(grep -E 'ERROR SUMMARY' $W/logs/memcheck-$net-$how.log | tail -1)" |
        tee -a $W/progress.txt
    done
  done
  (cd $W && tar czf $ROOT_OUT/memcheck.tgz progress.txt logs)
fi
for d in ${DESIGNS:-structure tails}; do
  mkdir -p $ROOT_OUT/$d
  OUT=$ROOT_OUT/$d C=$C PRECISIONS=bf16 bash docs/results/2026-12-02-dram-relief-h200/bench-call.sh \
    $d $V ${BENCH_S:-100} ${DEADLINE:-140}
done
