#!/usr/bin/env bash
# Session 35: the 12 plans whose kernel choices the column cost changes
# (choices.sh), lowered with nvcc under the profile before it (OLD: this
# page's depthwise refit alone) and after (NEW), for call 4.
# usage: lower-choices.sh OLD_DEVICES NEW_DEVICES OUT [NETC]
set -eu
OLD=$1 NEW=$2 O=$3; N=${4:-build/bin/netc}
TV=docs/results/2026-11-30-library-refit-h200/tv/torchvision/dynamo
JOBS=${JOBS:-"alexnet:tf32 efficientnet_b0:bf16 efficientnet_b0:tf32 fashion_cnn:tf32 googlenet:bf16
  googlenet:tf32 inception_v3:bf16 inception_v3:tf32 mobilenet_v2:tf32 mobilenet_v3_large:bf16
  mobilenet_v3_large:tf32 overfeat:tf32"}
mkdir -p $O/old $O/new
for job in $JOBS; do
  net=${job%:*} p=${job#*:}
  case $net in
    mobilenet_v3_large|efficientnet_b0|mobilenet_v2) model=$TV/$net.onnx extra="--batch 64" ;;
    *) model=nets/$net.json extra="" ;;
  esac
  NETC_DEVICES_DIR=$OLD $N lower $model --target sm_90 --device h200 --precision $p $extra \
    -o $O/old/$net-$p > /dev/null &
  NETC_DEVICES_DIR=$NEW $N lower $model --target sm_90 --device h200 --precision $p $extra \
    -o $O/new/$net-$p > /dev/null
  wait
done
find $O \( -name '*.ptx' -o -name kernels.mlir -o -name netc_kernels.cuh \) -delete
