#!/usr/bin/env bash
# Session 42, call 4 (one H200, what the budget left).
#  1. googlenet's ten max-pool shapes (pools.mlir, bf16, batch 128) with
#     16-bit channels in runs of 4 ("old": e0da321's lowering) and of 8
#     ("new": one 16-byte load a window element), both lowered and compiled
#     here (carried: pools/old, pools/new); timed old a, new a, new b, old b
#     (kernel-only: `netc-runtime run --no-check --no-cudnn`, CUDA-graph
#     replays, an L2 sweep before every launch, medians of 10 replays); then
#     new checked against cuDNN with cuDNN's pooling timed beside it.
#  2. The deep bench (`kstruct.py make --design deep`, the 11 bf16 TMA and
#     persistent tiles) by ../2026-12-02-dram-relief-h200/bench-call.sh, its
#     checks until DEADLINE s (default 60) of its part.
# Writes $OUT/pools.tgz and $OUT/deep.tar. Carry: devcarry/s43.
set -u
cd "$(dirname "$0")/../../.."
ROOT_OUT=$OUT C=devcarry/${CARRY:-s43}
export PATH=/usr/local/cuda/bin:$PATH NETC_DEVICES_DIR=$PWD/devices
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
B=/tmp/bin W=/tmp/pools; rm -rf $W; mkdir -p $B $W/runs $W/logs
for f in netc netc-runtime; do xz -dc $C/bin/$f.xz > $B/$f && chmod +x $B/$f; done
P=$W/progress.txt
{ nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,driver_version --format=csv,noheader; date -u; } | tee $P
run() { # which tag extra...
  local which=$1 tag=$2; shift 2
  timeout 60 $B/netc-runtime run $C/pools/$which --iterations 10 --warmup 1 --format json \
    -o $W/runs/$which-$tag.json "$@" > /dev/null 2> $W/logs/$which-$tag.log
  echo "$which $tag: exit $? t=$SECONDS $(grep -E 'checks:' $W/logs/$which-$tag.log | tail -1)" | tee -a $P
}
run old a --no-check --no-cudnn; run new a --no-check --no-cudnn
run new b --no-check --no-cudnn; run old b --no-check --no-cudnn
run new check
(cd $W && tar czf $ROOT_OUT/pools.tgz progress.txt runs logs)
mkdir -p $ROOT_OUT/deep
OUT=$ROOT_OUT/deep C=$C PRECISIONS=bf16 bash docs/results/2026-12-02-dram-relief-h200/bench-call.sh \
  deep implicit_gemm_wgmma_tma,implicit_gemm_wgmma_tma_persistent 60 ${DEADLINE:-60} > /dev/null
(cd $ROOT_OUT && tar cf deep.tar deep && rm -rf deep)
echo "done t=$SECONDS"
