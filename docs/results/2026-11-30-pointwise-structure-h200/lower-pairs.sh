#!/usr/bin/env bash
# Session 31: the plans whose kernel choices the lone-block costs change,
# lowered with devices/h200.json before (OLD_DEVICES, a directory holding the
# profile of the commit before) and after, compiled here with nvcc, for call 2
# to run side by side. usage: lower-pairs.sh OLD_DEVICES OUT [NETC]
set -eu
OLD=$1; O=$2; N=${3:-build/bin/netc}
TV=docs/results/2026-11-30-library-refit-h200/tv/torchvision/dynamo
mkdir -p $O/old $O/new
lower() { # model precision name extra...
  local m=$1 p=$2 name=$3; shift 3
  NETC_DEVICES_DIR=$OLD $N lower $m --target sm_90 --device h200 --precision $p "$@" -o $O/old/$name-sm_90-$p > /dev/null &
  NETC_DEVICES_DIR=$PWD/devices $N lower $m --target sm_90 --device h200 --precision $p "$@" -o $O/new/$name-sm_90-$p > /dev/null
  wait
}
for p in fp32 tf32 bf16; do
  lower $TV/mobilenet_v3_large.onnx $p tv_mobilenet_v3_large --batch 64
  lower $TV/efficientnet_b0.onnx $p tv_efficientnet_b0 --batch 64
done
lower $TV/mobilenet_v2.onnx fp32 tv_mobilenet_v2 --batch 64
lower $TV/mobilenet_v2.onnx bf16 tv_mobilenet_v2 --batch 64
for np in resnet50:fp32 inception_v3:fp32 googlenet:fp32 googlenet:bf16 vgg16:fp32 alexnet:fp32 fashion_cnn:bf16; do
  lower nets/${np%:*}.json ${np#*:} ${np%:*}
done
find $O \( -name '*.ptx' -o -name kernels.mlir -o -name netc_kernels.cuh \) -delete
