#!/bin/bash
cd /work/main/devcarry/s26b
N=/work/main/build/bin/netc
job() { # name precision [extra]
  local m=$1 p=$2; shift 2
  $N lower models/$m.onnx --batch 64 --target sm_90 --device h200 --precision $p "$@" -o lowered/$m-sm_90-$p > lowered/$m-$p.log 2>&1
  echo "$m $p exit $?" >> lowered/done.txt
  rm -f lowered/$m-sm_90-$p/*.ptx lowered/$m-sm_90-$p/kernels.mlir
}
{
job tv_mobilenet_v3_large bf16 & job tvdw_mobilenet_v3_large bf16 --conv-variant depthwise_direct; wait
job tv_mobilenet_v3_large fp32 & job tvdw_mobilenet_v3_large fp32 --conv-variant depthwise_direct; wait
job tv_mobilenet_v3_large tf32 & job tv_mobilenet_v2 bf16; wait
job tvdw_mobilenet_v2 bf16 --conv-variant depthwise_direct & job tv_efficientnet_b0 bf16; wait
job tv_mobilenet_v2 fp32 & job tv_efficientnet_b0 fp32; wait
job tv_mobilenet_v2 tf32 & job tv_efficientnet_b0 tf32; wait
job tv_resnet50 bf16; 
echo ALLDONE >> lowered/done.txt
}
