#!/usr/bin/env bash
# Session 25, calls 4-6 (nvidia-h200-x2, the machine still warm after call 3):
# each was this command with its BATCHES, NETS and budget (the `run` tool's
# command line; OUT is the device tool's output folder).
#   call 4: BATCHES="32 8" NETS="googlenet resnet50" budget 270 s  -> /tmp/s25d
#   call 5: BATCHES="8"    NETS="vgg16"              budget 190 s  -> /tmp/s25e
#   call 6: BATCHES="32"   NETS="vgg16"              budget 150 s  -> /tmp/s25f
#           (train-dp past its 60 s share; the DDP column on 2 GPUs only)
set -u
cd "$(dirname "$0")/../../.."
: "${BATCHES:?}" "${NETS:?}" "${BUDGET_S:?}" "${WORK:?}"
tar xJf devcarry/s25bx/s25b.tar.xz -C devcarry
export NETC_DEVICES_DIR=$PWD/devices
OUT=$WORK/mg MULTI_GPU_BUDGET_S=$BUDGET_S BATCHES="$BATCHES" NETS="$NETS" COLLECTIVES=0 \
  SHARES="${SHARES:-40 60}" bash bench/multi-gpu.sh devcarry/s25b/bin > /dev/null 2>&1
echo "exit $?"
grep -E "^===|FAILED|skipped|compute .* iteration|ddp_column:" $WORK/mg/log.txt
