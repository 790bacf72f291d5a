#!/usr/bin/env bash
# lower-onnx-plans.sh NETC ONNX_DIR OUT_DIR [MODEL...] - lower ONNX graphs for a GPU run.
#
# Here (no GPU needed): lowers each MODEL.onnx of ONNX_DIR (default: vgg16,
# alexnet, shufflenet_v2_x1_0, the torchvision models the transpose, channel
# slice and layer-norm kernels made lowerable) at batch 8 for sm_90 in fp32
# and bf16 into OUT_DIR/<model>-<precision> (kernels.cu, cubin, plan.json).
# Graphs without weights are enough: netc reads shapes only.
#
# On the GPU machine, with OUT_DIR carried, run-onnx-plans.sh runs them.
set -euo pipefail
netc=$1 onnx=$2 out=$3
shift 3
models=("$@")
[ ${#models[@]} -eq 0 ] && models=(vgg16 alexnet shufflenet_v2_x1_0)
mkdir -p "$out"
for model in "${models[@]}"; do
  for precision in fp32 bf16; do
    "$netc" lower "$onnx/$model.onnx" --batch 8 --target sm_90 --precision "$precision" \
      -o "$out/$model-$precision"
  done
done
