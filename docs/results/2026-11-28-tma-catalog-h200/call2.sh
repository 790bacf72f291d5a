#!/usr/bin/env bash
# Session 17, call 2 (one H200): both operands by TMA in the catalog
# (implicit_gemm_wgmma_tma: the runtime encodes an im2col map of x and a
# tiled map of w per launch, passed as __grid_constant__ parameters), after
# call 1: the TMA kernel splits the inner products' reduction too, and the
# cost model breaks memory-bound ties by compute (256 x 128 tiles had won
# 64-channel 1x1 layers by being listed first). Sanitizers: racecheck too,
# and the runtime's memcheck without the API-error reports (the runtime
# probes cuFuncGetParamInfo past the last parameter on purpose). Then the
# probe's --tma mode: the warp-specialised persistent TMA kernel
# (conv2d_implicit_gemm_wgmma_tma_persistent, not yet in the catalog) beside
# the catalog's TMA kernel on the probe's shapes, bf16 and tf32, and the
# sanitizers on its small shapes.
#  1. the probe's small shapes (the library's TMA kernel among them), under
#     memcheck and synccheck;
#  2. vgg16 at batch 2 in bf16 through netc-runtime (its maps) under memcheck;
#  3. a hand-edited plan whose x map's box is half the tile: the kernel must
#     trap (about 4 s), the run fail with a message, nothing hang;
#  4. vgg16, alexnet, googlenet and resnet50 in bf16 and tf32 with the cost
#     model's default choices, every launch checked, ours vs cuDNN's graph
#     API kernel-only (bench/true-time.sh).
# Carry: devcarry/s17bx/s17b.tar.xz (`tar cJf devcarry/s17bx/s17b.tar.xz -C devcarry s17b`:
# bin/ netc, netc-runtime, probe; lowered/ the eight plans and vgg16-b2;
# engines.json).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
tar xJf devcarry/s17bx/s17b.tar.xz -C devcarry
source bench/cuda-libs.sh
export NETC_DEVICES_DIR=$PWD/devices PATH=/usr/local/cuda/bin:$PATH
S=$PWD/devcarry/s17b; R=/tmp/s17b; mkdir -p $R
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu --format=csv,noheader
timeout 60 $S/bin/probe --quick > $R/probe-quick.txt 2>&1; echo "probe --quick exit $?: $(tail -1 $R/probe-quick.txt)"
grep -E "A and B" $R/probe-quick.txt | head -4
timeout 150 compute-sanitizer --tool memcheck $S/bin/probe --quick bf16 > $R/memcheck.txt 2>&1
echo "memcheck exit $?: $(grep 'ERROR SUMMARY' $R/memcheck.txt)"
timeout 100 compute-sanitizer --tool synccheck $S/bin/probe --quick bf16 > $R/synccheck.txt 2>&1
echo "synccheck exit $?: $(grep 'ERROR SUMMARY' $R/synccheck.txt)"
timeout 150 compute-sanitizer --tool racecheck $S/bin/probe --quick bf16 > $R/racecheck.txt 2>&1
echo "racecheck exit $?: $(grep 'ERROR SUMMARY' $R/racecheck.txt) $(grep -c 'Race reported\|Hazard' $R/racecheck.txt)"
echo "--- runtime under memcheck (t=$SECONDS)"
timeout 200 compute-sanitizer --tool memcheck --report-api-errors no $S/bin/netc-runtime run $S/lowered/vgg16-b2 --no-check --no-cudnn \
  --iterations 1 --warmup 0 --launches-per-replay 1 > $R/runtime-memcheck.txt 2>&1
echo "runtime memcheck exit $?: $(grep 'ERROR SUMMARY' $R/runtime-memcheck.txt)"; grep -m3 "Invalid\|error" $R/runtime-memcheck.txt
echo "--- hostile box (t=$SECONDS)"
cp -r $S/lowered/vgg16-b2 $R/hostile
python3 - $R/hostile/plan.json <<'PY'
import json, sys
path = sys.argv[1]; plan = json.load(open(path))
for launch in plan["launches"]:
    if launch["variant"] == "implicit_gemm_wgmma_tma":
        launch["args"][0]["tensor_map"]["box"][1] //= 2
        print("halved the x map's box of", launch["kernel"], "to", launch["args"][0]["tensor_map"]["box"])
        break
json.dump(plan, open(path, "w"), indent=1)
PY
start=$SECONDS
timeout 120 $S/bin/netc-runtime run $R/hostile --no-cudnn --iterations 1 --warmup 0 > $R/hostile.txt 2>&1
echo "hostile exit $? after $((SECONDS - start)) s:"; tail -4 $R/hostile.txt
echo "--- probe --tma (t=$SECONDS)"
timeout 60 $S/bin/probe --quick --tma > $R/probe-quick-tma.txt 2>&1; echo "probe --quick --tma exit $?: $(tail -1 $R/probe-quick-tma.txt)"
for tool in memcheck synccheck racecheck; do
  timeout 120 compute-sanitizer --tool $tool $S/bin/probe --quick --tma bf16 > $R/tma-$tool.txt 2>&1
  echo "$tool --tma exit $?: $(grep 'ERROR SUMMARY' $R/tma-$tool.txt)"
done
timeout 120 $S/bin/probe --tma bf16 > $R/probe-tma-bf16.txt 2>&1; echo "probe --tma bf16 exit $?"
timeout 120 $S/bin/probe --tma tf32 > $R/probe-tma-tf32.txt 2>&1; echo "probe --tma tf32 exit $?"
grep -E "^(bf16|tf32) |TMA persistent|A and B|wgmma   " $R/probe-tma-bf16.txt | head -80
echo "--- nets (t=$SECONDS)"
NETS=" " RUN_NETS="alexnet resnet50 googlenet vgg16" PRECISIONS="bf16 tf32" SHARES="0 0 100" \
  LOWERED_DIR=$S/lowered RUN_ARGS="--iterations 5 --warmup 1" ENGINE_CACHE=$S/engines.json \
  BUDGET_S=$((580 - SECONDS)) OUT=$R/runs bash bench/true-time.sh $S/bin > $R/runs.log 2>&1
echo "runs exit $? (t=$SECONDS)"; grep -A7 "^## The bar" $R/runs/results.md | head -9
cd /tmp && tar czf $OUT/s17b.tgz s17b
