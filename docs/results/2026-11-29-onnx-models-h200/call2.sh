#!/usr/bin/env bash
# Session 26, call 2 (one H200): netc's kernels on torchvision's depthwise
# nets (mobilenet_v3_large, mobilenet_v2, efficientnet_b0; resnet50 bf16)
# lowered here at batch 64 with the global pooling kernel and the grouped
# kernel's measured rate, and mobilenet_v3_large / mobilenet_v2 again with
# the four-channel depthwise kernel forced (tvdw_*): every launch checked
# against cuDNN, kernel-only. Then the reference profile of mobilenet_v3_large
# and efficientnet_b0 in bf16, and compute-sanitizer on the new kernels.
set -u
C=devcarry/s26b
export PATH=$PATH:/usr/local/cuda/bin
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
mkdir -p $OUT/runs /tmp/w/logs /tmp/w/profiles /tmp/w/plans
cp $C/engines.json /tmp/w/engines.json
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv | tee $OUT/gpu.txt
nvidia-smi --query-gpu=timestamp,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,clocks_event_reasons.active \
  --format=csv,noheader,nounits -lms 1000 > /tmp/w/clocks.csv 2>/dev/null &
for name in tv_mobilenet_v3_large-sm_90-bf16 tvdw_mobilenet_v3_large-sm_90-bf16 \
            tv_mobilenet_v3_large-sm_90-fp32 tvdw_mobilenet_v3_large-sm_90-fp32 \
            tv_mobilenet_v3_large-sm_90-tf32 tv_mobilenet_v2-sm_90-bf16 tvdw_mobilenet_v2-sm_90-bf16 \
            tv_efficientnet_b0-sm_90-bf16 tv_resnet50-sm_90-bf16 tv_mobilenet_v2-sm_90-fp32 \
            tv_efficientnet_b0-sm_90-fp32 tv_mobilenet_v2-sm_90-tf32 tv_efficientnet_b0-sm_90-tf32; do
  [ -f $C/lowered/$name/plan.json ] || { echo "no plan $name"; continue; }
  [ $SECONDS -lt 330 ] || { echo "skipped $name (time)"; continue; }
  out=$OUT/runs/${name/-sm_90/}.json
  timeout 60 $C/bin/netc-runtime run $C/lowered/$name --format json -o $out \
    --engine-cache /tmp/w/engines.json 2> /tmp/w/logs/run-$name.log
  echo "$name: exit $? at ${SECONDS}s; $(grep -E 'checked|passed|failed' /tmp/w/logs/run-$name.log | tail -1)"
done
# The reference per layer and pass (the profile that timed out in call 1).
for m in tv_mobilenet_v3_large tv_efficientnet_b0; do
  left=$((500 - SECONDS)); [ $left -gt 150 ] && left=150
  [ $left -gt 30 ] || { echo "skipped profile $m"; continue; }
  NETC_DEVICES_DIR=$PWD/devices $C/bin/netc profile $C/models/$m.onnx --batch 64 --device h200 --precision bf16 \
    --emit-plan /tmp/w/plans/$m-bf16.json 2>> /tmp/w/logs/plans.log
  timeout $left $C/bin/netc-runtime profile /tmp/w/plans/$m-bf16.json --precision bf16 --iterations 5 --warmup 1 \
    --engine-search 8 --engine-cache /tmp/w/engines.json --format json -o /tmp/w/profiles/$m-bf16.json \
    --text /tmp/w/profiles/$m-bf16.txt 2> /tmp/w/logs/profile-$m-bf16.log
  echo "profile $m bf16: exit $? at ${SECONDS}s"
done
# compute-sanitizer on the two new kernels (batch 2, netc's kernels only).
for p in bf16 fp32; do
  for tool in memcheck racecheck; do
    [ $SECONDS -lt 540 ] || { echo "skipped $tool $p"; continue; }
    # racecheck fails inside cuDNN's bf16 search (bench/sanitize.sh): netc's kernels alone there.
    extra=(--no-cudnn); [ $tool = racecheck ] && extra=(--no-cudnn --no-check)
    timeout 45 compute-sanitizer --tool $tool --report-api-errors no --kernel-name kns=netc_ \
      $C/bin/netc-runtime run $C/san/mv3dw-b2-$p --iterations 1 --warmup 0 "${extra[@]}" > /tmp/w/logs/san-$tool-$p.log 2>&1
    echo "sanitizer $tool $p: exit $? $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' /tmp/w/logs/san-$tool-$p.log | tail -1)"
  done
done
kill %1 2>/dev/null
cp /tmp/w/engines.json /tmp/w/engine-cache.json
tar czf $OUT/work.tar.gz -C /tmp/w .
echo "done at ${SECONDS}s"
