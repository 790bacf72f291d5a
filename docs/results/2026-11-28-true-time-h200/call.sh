#!/usr/bin/env bash
# Session 13, call 2 (one H200): the four nets' runs in bf16, tf32, fp32 with
# today's kernels (one run: the geomeans); --engine-cache on a GPU; the bf16
# reference cross-check with the filter gradient's call alone.
set -u
cd "$(dirname "$0")/.."
SECONDS=0
tar xJf devcarry/h200.tar.xz -C devcarry
source bench/cuda-libs.sh
export NETC_DEVICES_DIR=$PWD/devices PATH=/usr/local/cuda/bin:$PATH
B=$PWD/devcarry/h200/bin L=$PWD/devcarry/h200/lowered
R=/tmp/r; mkdir -p $R
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw --format=csv,noheader
left() { echo $(( $1 - SECONDS )); }

echo "== 1. runs: 4 nets x bf16 tf32 fp32 (t=$SECONDS)"
NETS=" " RUN_NETS="alexnet resnet50 googlenet vgg16" PRECISIONS="bf16 tf32 fp32" SHARES="0 0 100" \
  LOWERED_DIR=$L RUN_ARGS="--iterations 5 --warmup 1" BUDGET_S=$(left 330) OUT=$R/runs \
  bash bench/true-time.sh $B > $R/runs.log 2>&1
echo "runs exit $? (t=$SECONDS)"; grep -A8 "^## The bar" $R/runs/results.md | head -10

echo "== 2. --engine-cache: alexnet and resnet50 bf16, searched then cached (t=$SECONDS)"
ok=1
for net in alexnet resnet50; do
  for pass in search cached; do
    t=$(left 410); [ $t -gt 10 ] || { echo "SKIP $net $pass (time)"; ok=0; continue; }
    begun=$SECONDS
    timeout $t $B/netc-runtime run $L/$net-sm_90-bf16 --iterations 5 --warmup 1 --engine-cache $R/engines-h200.json \
      --format json -o $R/ec-$net-$pass.json 2> $R/ec-$net-$pass.log
    s=$?; [ $s -eq 0 ] || ok=0
    echo "$net $pass: exit $s, $((SECONDS - begun)) s; $(grep -- '--engine-cache' $R/ec-$net-$pass.log | tail -1)"
  done
done

echo "== 3. cross-check bf16 alexnet resnet50 (t=$SECONDS)"
cache=""; [ $ok = 1 ] && cache="--engine-cache $R/engines-h200.json"
NETS="alexnet resnet50" RUN_NETS=" " PRECISIONS="bf16" SHARES="35 65 0" BUDGET_S=$(left 555) \
  PYTORCH_ARGS="--ops conv2d --no-network" PROFILE_ARGS="--iterations 5 --warmup 1 $cache" OUT=$R/cc \
  bash bench/true-time.sh $B > $R/cc.log 2>&1
echo "cross-check exit $? (t=$SECONDS)"; grep -A12 "Reference cross-check" $R/cc/results.md | head -16
cp $R/runs/results.md $OUT/runs-results.md; cp $R/cc/results.md $OUT/cc-results.md 2>/dev/null
cd /tmp && tar czf $OUT/r.tgz r
echo "done t=$SECONDS"
