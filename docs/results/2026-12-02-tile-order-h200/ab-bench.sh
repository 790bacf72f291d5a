#!/usr/bin/env bash
# Session 39 (one H200): a kstruct.py bench made twice, by the parent
# commit's netc (OLD: tiles taken up row by row within a column) and by this
# one's (NEW: TileOrder, lib/Kernels/kernels/netc_common.cuh), for each tf32
# and bf16 kernel of VARIANTS (nvcc, one kernel a process, 16 at once); the
# two twins of each network run one after the other, kernel-only
# (`netc-runtime run --no-check --no-cudnn`, CUDA-graph replays, an L2 sweep
# before every launch, medians of 10 replays) until BUDGET s into the call;
# then the NEW networks checked against cuDNN (fresh random inputs, outputs
# poisoned) until DEADLINE s. Writes $OUT/DESIGN.tgz (runs and logs),
# plans.tgz, progress.txt, gpu.txt.
# usage: ab-bench.sh DESIGN VARIANTS BUDGET DEADLINE (VARIANTS comma-separated)
# Carry: devcarry/s39 (bin/netc-pair.tar.xz: netc and netc-old, stripped;
# bin/netc-runtime.xz).
DESIGN=$1 VARIANTS=$2 BUDGET=$3 DEADLINE=$4
set -u
C=${C:-devcarry/s39}
export PATH=/usr/local/cuda/bin:$PATH NETC_DEVICES_DIR=$PWD/devices
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
B=/tmp/bin; mkdir -p $B
# The two netc binaries in one xz stream (they differ in their kernels'
# text only, so the second costs little of the 64 MiB the tree leaves).
tar xJf $C/bin/netc-pair.tar.xz -C $B && xz -dc $C/bin/netc-runtime.xz > $B/netc-runtime &&
  chmod +x $B/netc $B/netc-old $B/netc-runtime
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,driver_version --format=csv,noheader | tee $OUT/gpu.txt
date -u | tee -a $OUT/gpu.txt
W=/tmp/w; mkdir -p $W/logs
$B/netc calibrate --structure-kernels --device h200 --format json |
  python3 -c "import json, sys
for k in json.load(sys.stdin):
    if k['variant'] in '$VARIANTS'.split(',') and k['precision'] in ('tf32', 'bf16'):
        print(k['precision'], k['kernel'])" > $W/kernels.txt
echo "$(wc -l < $W/kernels.txt) kernels, twice" | tee -a $OUT/progress.txt
i=0
while read p key; do
  i=$((i + 1)); echo "$i old $p $key"; echo "$i new $p $key"
done < $W/kernels.txt |
  xargs -P 16 -L 1 bash -c 'n='$B'/netc; [ $1 = old ] && n='$B'/netc-old
    python3 bench/kstruct/kstruct.py make '$W'/parts-$1/$0 --design '$DESIGN' \
    --variants '$VARIANTS' --precisions $2 --kernels "$3 $4 $5" \
    --netc $n > '$W'/logs/make-$1-$0.log 2>&1 || echo "make $1 $0 failed"'
python3 - $W $DESIGN <<'PY'
import json, os, shutil, sys
W, DESIGN = sys.argv[1:3]
for which in ("old", "new"):
    manifest, out = [], f"{W}/{which}"
    os.makedirs(out, exist_ok=True)
    for part in sorted(os.listdir(f"{W}/parts-{which}"), key=int):
        path = f"{W}/parts-{which}/{part}/manifest.json"
        if not os.path.exists(path):
            continue
        for entry in json.load(open(path)):
            shutil.move(f"{W}/parts-{which}/{part}/{entry['name']}", f"{out}/{entry['name']}")
            manifest.append(entry)
    json.dump(manifest, open(f"{out}/manifest.json", "w"), indent=1)
    print(f"{which}: {len(manifest)} networks made")
PY
echo "make done t=$SECONDS" | tee -a $OUT/progress.txt
mkdir -p $W/runs/$DESIGN
pack() { (cd $W && tar czf $OUT/$DESIGN.tgz runs/$DESIGN logs); }
for d in $W/new/*/; do
  n=$(basename $d)
  [ $SECONDS -lt $BUDGET ] || { echo "timing stops at $n (t=$SECONDS)" | tee -a $OUT/progress.txt; break; }
  for which in old new; do
    [ -d $W/$which/$n/lowered ] || continue
    timeout 120 $B/netc-runtime run $W/$which/$n/lowered --no-check --no-cudnn --iterations 10 \
      --warmup 1 --format json -o $W/runs/$DESIGN/$which-$n.json > /dev/null 2> $W/logs/run-$which-$n.log ||
      echo "run $which $n failed" | tee -a $OUT/progress.txt
  done
done
pack
echo "run done t=$SECONDS ($(ls $W/runs/$DESIGN | wc -l) runs)" | tee -a $OUT/progress.txt
for d in $W/new/*/; do
  [ $SECONDS -lt $DEADLINE ] || { echo "checks stop at $d (t=$SECONDS)" | tee -a $OUT/progress.txt; break; }
  n=$(basename $d)
  timeout 60 $B/netc-runtime run $d/lowered --iterations 1 --warmup 1 --no-cudnn --format json \
    -o $W/logs/check-$n.json > /dev/null 2> $W/logs/check-$n.log
  echo "check $n: exit $? $(grep -E 'checks:' $W/logs/check-$n.log | tail -1)" | tee -a $OUT/progress.txt
done
pack
(cd $W && find new old -name plan.json -o -name net.mlir -o -name manifest.json | tar czf $OUT/plans.tgz -T -)
echo "done t=$SECONDS" | tee -a $OUT/progress.txt
