#!/usr/bin/env bash
# Session 17, call 9 (one H200): the review mends (ab3d0ef: the im2col map's
# extents through the reader's nhwcOf, the catalog split): googlenet at
# batch 2 in bf16, every launch checked against cuDNN, and under memcheck.
# Carry: devcarry/s17ix/s17i.tar.xz (`tar cJf devcarry/s17ix/s17i.tar.xz -C devcarry s17i`:
# bin/netc-runtime, lowered/googlenet-b2).
set -u
cd "$(dirname "$0")/../../.."
tar xJf devcarry/s17ix/s17i.tar.xz -C devcarry
source bench/cuda-libs.sh
export PATH=/usr/local/cuda/bin:$PATH
S=$PWD/devcarry/s17i
timeout 120 $S/bin/netc-runtime run $S/lowered/googlenet-b2 --iterations 5 --warmup 1 > $OUT/call9-run.txt 2>&1
echo "run exit $?: $(grep 'checks:' $OUT/call9-run.txt)"
timeout 150 compute-sanitizer --tool memcheck --report-api-errors no $S/bin/netc-runtime run $S/lowered/googlenet-b2 \
  --no-check --no-cudnn --iterations 1 --warmup 0 --launches-per-replay 1 > $OUT/call9-memcheck.txt 2>&1
echo "memcheck exit $?: $(grep 'ERROR SUMMARY' $OUT/call9-memcheck.txt)"
