#!/usr/bin/env bash
# Session 28, call 1 (one H200): netc's kernels for torchvision's
# mobilenet_v3_large, resnet50 and efficientnet_b0 at batch 64, lowered by
# this commit (elementwise tail), every launch checked against cuDNN,
# kernel-only; and Paleo's googlenet and vgg16 in bf16 and fp32 through the
# reference profile, whose library_call column separates the filter
# gradient's epilogue kernels from cuDNN's call at every size.
set -u
C=devcarry/s28
export PATH=$PATH:/usr/local/cuda/bin NETC_DEVICES_DIR=$PWD/devices
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
deadline=${DEADLINE:-570}
W=/tmp/w; mkdir -p $W/logs $W/low $W/runs $W/profiles $W/plans $OUT
cp $C/engines.json $W/engines.json
cp docs/results/2026-11-28-sweeps-h200/engines-h200.json $W/engines-paleo.json
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv | tee $W/gpu.txt
# netc's kernels, lowered on the host's cores while the GPU profiles the reference.
jobs=""
for mp in tv_mobilenet_v3_large:bf16 tv_mobilenet_v3_large:tf32 tv_mobilenet_v3_large:fp32 \
          tv_resnet50:bf16 tv_resnet50:tf32 tv_resnet50:fp32 tv_efficientnet_b0:bf16; do
  m=${mp%:*}; p=${mp#*:}
  ( timeout 300 $C/bin/netc lower $C/models/$m.onnx --batch 64 --target sm_90 --device h200 \
      --precision $p -o $W/low/$m-sm_90-$p > $W/logs/lower-$m-$p.log 2>&1
    echo "lowered $m $p: exit $? at ${SECONDS}s" >> $W/logs/lowered.txt ) &
done
for n in googlenet vgg16; do for p in bf16 fp32; do
  $C/bin/netc profile nets/$n.json --device h200 --precision $p --emit-plan $W/plans/$n-$p.json \
    > $W/logs/plan-$n-$p.log 2>&1
done; done
for np in googlenet:bf16 googlenet:fp32 vgg16:bf16 vgg16:fp32; do
  n=${np%:*}; p=${np#*:}
  left=$((200 - SECONDS)); [ $left -gt 20 ] || { echo "skipped profile $n $p"; continue; }
  timeout $left $C/bin/netc-runtime profile $W/plans/$n-$p.json --precision $p --iterations 5 --warmup 1 \
    --engine-search 8 --engine-cache $W/engines-paleo.json --format json -o $W/profiles/$n-$p.json \
    > $W/logs/profile-$n-$p.log 2>&1
  echo "profile $n $p: exit $? at ${SECONDS}s"
done
wait
cat $W/logs/lowered.txt
for name in tv_mobilenet_v3_large-sm_90-bf16 tv_mobilenet_v3_large-sm_90-tf32 tv_mobilenet_v3_large-sm_90-fp32 \
            tv_resnet50-sm_90-bf16 tv_efficientnet_b0-sm_90-bf16 tv_resnet50-sm_90-tf32 tv_resnet50-sm_90-fp32; do
  left=$((deadline - SECONDS - 15)); [ $left -gt 20 ] || { echo "skipped run $name"; continue; }
  [ -f $W/low/$name/plan.json ] || { echo "no plan $name"; continue; }
  timeout $left $C/bin/netc-runtime run $W/low/$name --format json -o $W/runs/${name/-sm_90/}.json \
    --engine-cache $W/engines.json 2> $W/logs/run-$name.log
  echo "$name: exit $? at ${SECONDS}s; $(grep -E 'checked|passed|failed' $W/logs/run-$name.log | tail -1)"
done
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv,noheader >> $W/gpu.txt
rm -f $W/low/*/*.ptx $W/low/*/kernels.mlir
cd $W && tar czf $OUT/call1.tgz runs profiles logs gpu.txt engines.json && \
  tar czf $OUT/lowered.tgz low && ls -la $OUT
echo "done at ${SECONDS}s"
