#!/usr/bin/env bash
# Session 17, call 7 (one H200): both TMA kernels (plain and persistent)
# where C is not a multiple of a stage's channels too: the filter mapped as
# [K][R*S][C] (3-D) so that a tap's last stage reads zeros past C in both
# maps (googlenet's 96- to 832-channel layers, on the gathered kernel until
# now).
#  1. googlenet at batch 2 in bf16 through netc-runtime (the TMA kernels
#     on layers of 96-832 channels, their maps) under memcheck, synccheck
#     and racecheck;
#  2. the hand-edited plan whose x map's box is half the tile: a trap, a
#     message, no hang;
#  3. vgg16, alexnet, googlenet and resnet50 in bf16 and tf32 with the cost
#     model's default choices, every launch checked, ours vs cuDNN's graph
#     API kernel-only (bench/true-time.sh).
# Carry: devcarry/s17gx/s17g.tar.xz (`tar cJf devcarry/s17gx/s17g.tar.xz -C devcarry s17g`:
# bin/ netc, netc-runtime; lowered/ the eight plans and googlenet-b2;
# engines.json).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
tar xJf devcarry/s17gx/s17g.tar.xz -C devcarry
source bench/cuda-libs.sh
export NETC_DEVICES_DIR=$PWD/devices PATH=/usr/local/cuda/bin:$PATH
S=$PWD/devcarry/s17g; R=/tmp/s17g; mkdir -p $R
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu --format=csv,noheader
for tool in memcheck synccheck racecheck; do
  timeout 150 compute-sanitizer --tool $tool --report-api-errors no $S/bin/netc-runtime run $S/lowered/googlenet-b2 \
    --no-check --no-cudnn --iterations 1 --warmup 0 --launches-per-replay 1 > $R/runtime-$tool.txt 2>&1
  echo "runtime $tool exit $? (t=$SECONDS): $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' $R/runtime-$tool.txt)"
done
echo "--- hostile box (t=$SECONDS)"
cp -r $S/lowered/googlenet-b2 $R/hostile
python3 - $R/hostile/plan.json <<'PY'
import json, sys
path = sys.argv[1]; plan = json.load(open(path))
for launch in plan["launches"]:
    if launch["variant"].startswith("implicit_gemm_wgmma_tma"):
        launch["args"][0]["tensor_map"]["box"][1] //= 2
        print("halved the x map's box of", launch["kernel"], launch["variant"], "to", launch["args"][0]["tensor_map"]["box"])
        break
json.dump(plan, open(path, "w"), indent=1)
PY
start=$SECONDS
timeout 120 $S/bin/netc-runtime run $R/hostile --no-cudnn --iterations 1 --warmup 0 > $R/hostile.txt 2>&1
echo "hostile exit $? after $((SECONDS - start)) s:"; tail -1 $R/hostile.txt
echo "--- nets (t=$SECONDS)"
NETS=" " RUN_NETS="alexnet resnet50 googlenet vgg16" PRECISIONS="bf16 tf32" SHARES="0 0 100" \
  LOWERED_DIR=$S/lowered RUN_ARGS="--iterations 5 --warmup 1" ENGINE_CACHE=$S/engines.json \
  BUDGET_S=$((560 - SECONDS)) OUT=$R/runs bash bench/true-time.sh $S/bin > $R/runs.log 2>&1
echo "runs exit $? (t=$SECONDS)"; grep -A7 "^## The bar" $R/runs/results.md | head -9
cd /tmp && tar czf $OUT/s17g.tgz s17g
