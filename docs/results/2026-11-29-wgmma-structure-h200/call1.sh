#!/usr/bin/env bash
# Session 24, call 1 (one H200):
#  1. The structure microbenchmark for the wgmma tiles, for the first time
#     (bench/kstruct: 36 networks of 12 layers, every wgmma tile of the
#     catalog in tf32 and bf16, gathered, TMA and persistent), kernel-only:
#     `netc-runtime run --no-check --no-cudnn`, CUDA-graph replays, L2 swept
#     before each launch, median of 5.
#  2. With what is left: vgg16's tf32 torch.compile max-autotune (forward,
#     no CUDA graphs), resumed from 2026-11-29-kstruct-h200's autotuning cache.
# Carry: devcarry/s24ax (`tar cJf devcarry/s24ax/s24a.tar.xz -C devcarry s24a`),
# the bench from
#   python3 bench/kstruct/kstruct.py make build-kstruct-wgmma/bench --netc build/bin/netc \
#     --profile devices/h200.json --precisions tf32,bf16 \
#     --variants implicit_gemm_wgmma,implicit_gemm_wgmma_tma,implicit_gemm_wgmma_tma_persistent
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
LIMIT=${LIMIT:-570}
tar xJf devcarry/s24ax/s24a.tar.xz -C devcarry
source bench/cuda-libs.sh
S=$PWD/devcarry/s24a; R=/tmp/s24a; mkdir -p $R/logs $R/pytorch
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu --format=csv,noheader
echo "--- wgmma structure bench (t=$SECONDS)"
OUT=$R/kstruct bash bench/kstruct/run-gpu.sh $S/build-kstruct ${BENCH_S:-240} > $R/logs/kstruct.txt 2>&1
echo "kstruct exit $? (t=$SECONDS): $(tail -1 $R/logs/kstruct.txt)"
grep -c '^KS ' $R/logs/kstruct.txt
echo "--- max-autotune (t=$SECONDS)"
export TORCHINDUCTOR_CACHE_DIR=/tmp/s24-inductor
mkdir -p $TORCHINDUCTOR_CACHE_DIR && tar xzf $S/inductor-cache.tgz -C $TORCHINDUCTOR_CACHE_DIR
for job in ${JOBS:-vgg16-tf32}; do
  left=$((LIMIT - SECONDS)); [ $left -lt 60 ] && { echo "$job: not started, $left s left"; continue; }
  p=${job##*-}
  (cd bench && PYTHONUNBUFFERED=1 timeout -s KILL $((left + 5)) python3 pytorch_column.py \
    $S/plans/$job.json --precision $p --no-layers --direction forward --iterations 10 \
    --compile-modes max-autotune-no-cudagraphs --no-compile-training --compile-min-s 20 \
    --deadline-s $((left - 8)) -o "$R/pytorch/$job.json") > $R/logs/$job.log 2>&1
  echo "$job exit $? (t=$SECONDS): $(grep '^pytorch_column:' $R/logs/$job.log | tail -1)"
done
grep -h "^AUTOTUNE\|^  [a-z_0-9]* [0-9.]* ms" $R/logs/*-*.log > $R/autotune.txt 2>/dev/null
tar czf $OUT/inductor-cache.tgz -C $TORCHINDUCTOR_CACHE_DIR cache
cp $R/logs/kstruct.txt $OUT/
cd /tmp && tar czf $OUT/s24a.tgz s24a && ls -la $OUT
