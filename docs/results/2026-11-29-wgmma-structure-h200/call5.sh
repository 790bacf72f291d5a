#!/usr/bin/env bash
# Session 24, call 5 (one H200, the session's last 300 s): resnet50's tf32
# torch.compile max-autotune (forward, no CUDA graphs), resumed from call 3's
# autotuning cache (this directory's inductor-autotune-cache.tgz).
# Carry: devcarry/s24ex (`tar cJf devcarry/s24ex/s24e.tar.xz -C devcarry s24e`).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
LIMIT=${LIMIT:-265}
tar xJf devcarry/s24ex/s24e.tar.xz -C devcarry
source bench/cuda-libs.sh
S=$PWD/devcarry/s24e; R=/tmp/s24e; mkdir -p $R/logs $R/pytorch
export TORCHINDUCTOR_CACHE_DIR=/tmp/s24-inductor
mkdir -p $TORCHINDUCTOR_CACHE_DIR && tar xzf $S/inductor-cache.tgz -C $TORCHINDUCTOR_CACHE_DIR
for job in ${JOBS:-resnet50-tf32}; do
  left=$((LIMIT - SECONDS)); [ $left -lt 60 ] && { echo "$job: not started, $left s left"; continue; }
  p=${job##*-}
  (cd bench && PYTHONUNBUFFERED=1 timeout -s KILL $((left + 5)) python3 pytorch_column.py \
    $S/plans/$job.json --precision $p --no-layers --direction forward --iterations 10 \
    --compile-modes max-autotune-no-cudagraphs --no-compile-training --compile-min-s 20 \
    --deadline-s $((left - 8)) -o "$R/pytorch/$job.json") > $R/logs/$job.log 2>&1
  echo "$job exit $? (t=$SECONDS): $(grep '^pytorch_column:' $R/logs/$job.log | tail -1)"
done
grep -h "^AUTOTUNE\|^  [a-z_0-9]* [0-9.]* ms" $R/logs/*.log > $R/autotune.txt 2>/dev/null
tar czf $OUT/inductor-cache.tgz -C $TORCHINDUCTOR_CACHE_DIR cache
cd /tmp && tar czf $OUT/s24e.tgz s24e && ls -la $OUT
