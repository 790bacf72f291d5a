#!/usr/bin/env bash
# Session 31, call 1 (one H200): the structure bench with its 1x1 twins
# (bench/kstruct/kstruct.py bench_layers: beside each residency layer a 1x1
# layer of the same grid and trips) for the kernels mobilenet_v3_large,
# efficientnet_b0 and resnet50 run on pointwise layers: the seven fp32 SIMT
# tiles, bf16 mma.sync 64x64x64, wgmma TMA 64x64 and 64x128 in bf16 and tf32.
# Made here (make-bench.sh), carried in devcarry/s31b; kernel-only
# (`netc-runtime run --no-check --no-cudnn`, an L2 flush before every launch),
# medians of 10, run twice; both passes' run JSONs in runs.tgz.
set -u
C=${C:-devcarry/s31b}
export PATH=/usr/local/cuda/bin:$PATH
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,driver_version --format=csv,noheader | tee $OUT/gpu.txt
date -u | tee -a $OUT/gpu.txt
for pass in 1 2; do
  rm -f $C/pw-bench/*/run.json
  python3 bench/kstruct/kstruct.py run $C/pw-bench --runtime $C/bin/netc-runtime --iterations 10 --budget-s 200
  mkdir -p /tmp/runs/pass$pass
  for d in $C/pw-bench/*/; do n=$(basename $d); [ -f $d/run.json ] && cp $d/run.json /tmp/runs/pass$pass/$n.json; done
  echo "pass $pass done t=$SECONDS"
done
tar czf $OUT/runs.tgz -C /tmp/runs . && ls -la $OUT
