#!/usr/bin/env bash
# Session 31: the plans whose kernel choices the lone-block costs change,
# lowered with devices/h200.json before (OLD_DEVICES, a directory holding the
# profile of b14d4dd) and after, compiled here with nvcc, for a call to run
# side by side (call4.sh). usage: [JOBS="net:precision ..."] lower-pairs.sh OLD_DEVICES OUT [NETC]
# A net is a torchvision model of the 2026-11-29 exports (mobilenet_v3_large,
# efficientnet_b0, mobilenet_v2: batch 64, named tv_NET) or one of nets/.
# The default JOBS are call 4's 15 plans; the 54 changed launches call 4 did
# not measure are in
#   JOBS="mobilenet_v3_large:tf32 mobilenet_v2:tf32 efficientnet_b0:bf16 efficientnet_b0:fp32
#         efficientnet_b0:tf32 googlenet:tf32 inception_v3:tf32 vgg_a:fp32 ece408:fp32 ece408:tf32
#         ece408:bf16 fashion_cnn:bf16 fashion_cnn:tf32 overfeat:fp32 mobilenet_v3_large:fp32"
set -eu
OLD=$1; O=$2; N=${3:-build/bin/netc}
TV=docs/results/2026-11-30-library-refit-h200/tv/torchvision/dynamo
JOBS=${JOBS:-"mobilenet_v3_large:fp32 efficientnet_b0:fp32 mobilenet_v3_large:tf32 efficientnet_b0:tf32
  mobilenet_v3_large:bf16 efficientnet_b0:bf16 mobilenet_v2:fp32 mobilenet_v2:bf16 resnet50:fp32
  inception_v3:fp32 googlenet:fp32 googlenet:bf16 vgg16:fp32 alexnet:fp32 fashion_cnn:bf16"}
[ -d $TV ] || { mkdir -p docs/results/2026-11-30-library-refit-h200/tv &&
  tar xzf docs/results/2026-11-29-onnx-models-h200/tv-export.tar.gz -C docs/results/2026-11-30-library-refit-h200/tv; }
mkdir -p $O/old $O/new
for job in $JOBS; do
  net=${job%:*} p=${job#*:}
  case $net in
    mobilenet_v3_large|efficientnet_b0|mobilenet_v2) model=$TV/$net.onnx name=tv_$net extra="--batch 64" ;;
    *) model=nets/$net.json name=$net extra="" ;;
  esac
  NETC_DEVICES_DIR=$OLD $N lower $model --target sm_90 --device h200 --precision $p $extra \
    -o $O/old/$name-sm_90-$p > /dev/null &
  NETC_DEVICES_DIR=$PWD/devices $N lower $model --target sm_90 --device h200 --precision $p $extra \
    -o $O/new/$name-sm_90-$p > /dev/null
  wait
done
find $O \( -name '*.ptx' -o -name kernels.mlir -o -name netc_kernels.cuh \) -delete
