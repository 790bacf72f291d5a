#!/usr/bin/env bash
# Session 26, call 1 (one H200): torchvision's resnet50 and mobilenet_v3_large
# (then mobilenet_v2, efficientnet_b0) exported by torch.onnx (dynamo), the
# reference per layer and pass kernel-only (netc-runtime profile) at batch 64
# in fp32, tf32, bf16; netc's kernels lowered meanwhile and run at the end.
set -u
C=devcarry/s26a
export PATH=$PATH:/usr/local/cuda/bin NETC_DEVICES_DIR=$PWD/devices
SECONDS=0
deadline=555
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv | tee $OUT/gpu.txt
mkdir -p /tmp/models /tmp/low /tmp/lowlogs
timeout 170 python3 bench/export_torchvision.py --out /tmp/tv --variants dynamo \
  --models resnet50 mobilenet_v3_large mobilenet_v2 efficientnet_b0 --memory-batch 0 \
  --time-budget 140 --bundle $OUT/tv-export.tar.gz > $OUT/export.log 2>&1
echo "export exit $? at ${SECONDS}s"; tail -5 $OUT/export.log
for m in resnet50 mobilenet_v3_large mobilenet_v2 efficientnet_b0; do
  [ -f /tmp/tv/dynamo/$m.onnx ] && cp /tmp/tv/dynamo/$m.onnx /tmp/models/tv_$m.onnx
done
ls -la /tmp/models
# netc's kernels, lowered in the background while the GPU profiles the reference.
for m in tv_mobilenet_v3_large tv_resnet50; do
  for p in bf16 tf32 fp32; do
    [ -f /tmp/models/$m.onnx ] || continue
    ( timeout 300 $C/bin/netc lower /tmp/models/$m.onnx --batch 64 --target sm_90 --device h200 \
        --precision $p -o /tmp/low/$m-sm_90-$p > /tmp/lowlogs/$m-$p.log 2>&1
      echo "lowered $m $p: exit $? at ${SECONDS}s" >> /tmp/lowlogs/done.txt ) &
  done
done
left=$((deadline - SECONDS - 200))
echo "profiles: ${left}s"
OUT=$OUT/profiles NETS="/tmp/models/tv_mobilenet_v3_large.onnx /tmp/models/tv_resnet50.onnx /tmp/models/tv_mobilenet_v2.onnx /tmp/models/tv_efficientnet_b0.onnx" \
  PRECISIONS="bf16 tf32 fp32" BATCH=64 SHARES="0 100 0" BUDGET_S=$left ENGINE_CACHE=$C/engines.json \
  PROFILE_ARGS="--iterations 5 --warmup 1 --engine-search 8" \
  bash bench/true-time.sh $C/bin 2>&1 | tail -25
mkdir -p /tmp/cache && tar xzf $OUT/profiles/work.tar.gz -C /tmp/cache ./engine-cache.json 2>/dev/null
cache=$C/engines.json; [ -s /tmp/cache/engine-cache.json ] && cache=/tmp/cache/engine-cache.json
wait
cat /tmp/lowlogs/done.txt; tail -n 2 /tmp/lowlogs/*.log | tail -20
left=$((deadline - SECONDS))
echo "runs: ${left}s"
OUT=$OUT/runs NETS=" " RUN_NETS="/tmp/models/tv_mobilenet_v3_large.onnx /tmp/models/tv_resnet50.onnx" \
  PRECISIONS="bf16 tf32 fp32" BATCH=64 SHARES="0 0 100" BUDGET_S=$left LOWERED_DIR=/tmp/low ENGINE_CACHE=$cache \
  bash bench/true-time.sh $C/bin 2>&1 | tail -20
tar czf $OUT/plans.tar.gz -C /tmp/low $(cd /tmp/low && ls -d */plan.json) 2>/dev/null
echo "done at ${SECONDS}s"
