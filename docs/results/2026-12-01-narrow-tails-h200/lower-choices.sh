#!/usr/bin/env bash
# Session 36: the plans whose kernel choices the sub-wave floor and the narrow
# gather's entries change
# (choices.sh), lowered with nvcc under the profile before them (OLD: devices/
# of the parent commit) and after (NEW), for call 2.
# usage: JOBS="NET:PRECISION ..." lower-choices.sh OLD_DEVICES NEW_DEVICES OUT [NETC]
set -eu
OLD=$1 NEW=$2 O=$3; N=${4:-build/bin/netc}
TV=docs/results/2026-11-30-library-refit-h200/tv/torchvision/dynamo
# The torchvision exports are carried compressed; unpack them once.
[ -d $TV ] || { mkdir -p ${TV%/torchvision/dynamo} &&
  tar xzf docs/results/2026-11-29-onnx-models-h200/tv-export.tar.gz -C ${TV%/torchvision/dynamo}; }
JOBS=${JOBS:?name the plans: NET:PRECISION ..., tv_NAME for a torchvision model}
mkdir -p $O/old $O/new
for job in $JOBS; do
  net=${job%:*} p=${job#*:}
  case $net in
    tv_*) model=$TV/${net#tv_}.onnx extra="--batch 64" ;;
    *) model=nets/$net.json extra="" ;;
  esac
  NETC_DEVICES_DIR=$OLD $N lower $model --target sm_90 --device h200 --precision $p $extra \
    -o $O/old/$net-$p > /dev/null &
  NETC_DEVICES_DIR=$NEW $N lower $model --target sm_90 --device h200 --precision $p $extra \
    -o $O/new/$net-$p > /dev/null
  wait
done
find $O \( -name '*.ptx' -o -name kernels.mlir -o -name netc_kernels.cuh \) -delete
