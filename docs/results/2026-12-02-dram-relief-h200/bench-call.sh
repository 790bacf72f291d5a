#!/usr/bin/env bash
# Session 38: one kstruct.py bench on the GPU machine (calls 2 and 5 of
# docs/results/2026-12-02-dram-relief-h200.md): DESIGN's networks made here
# for each tf32 and bf16 kernel of VARIANTS (nvcc, one kernel a process, 16
# at once) and run kernel-only (kstruct.py run: `netc-runtime run
# --no-check --no-cudnn`, CUDA-graph replays, an L2 sweep before every
# launch, medians of 10 replays, for at most BUDGET s); then each network's
# plan checked against cuDNN (fresh random inputs, outputs poisoned) until
# DEADLINE s into the call. Writes $OUT/DESIGN.tgz (runs and logs),
# plans.tgz, progress.txt, gpu.txt.
# usage: bench-call.sh DESIGN VARIANTS BUDGET DEADLINE (VARIANTS comma-separated)
# Carry: devcarry/s38 (bin/netc.xz, bin/netc-runtime.xz). Each design works
# in a directory of its own (/tmp/w-DESIGN, emptied first; W overrides), so
# one call can run several (since session 40). PRECISIONS (default
# tf32,bf16) picks the kernels' precisions (since session 41).
DESIGN=$1 VARIANTS=$2 BUDGET=$3 DEADLINE=$4
set -u
C=${C:-devcarry/s38}
export PATH=/usr/local/cuda/bin:$PATH NETC_DEVICES_DIR=$PWD/devices
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
B=/tmp/bin; mkdir -p $B
for f in netc netc-runtime; do xz -dc $C/bin/$f.xz > $B/$f && chmod +x $B/$f; done
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,driver_version --format=csv,noheader | tee $OUT/gpu.txt
date -u | tee -a $OUT/gpu.txt
W=${W:-/tmp/w-$DESIGN}; rm -rf $W; mkdir -p $W/parts $W/$DESIGN $W/logs
$B/netc calibrate --structure-kernels --device h200 --format json |
  python3 -c "import json, sys
for k in json.load(sys.stdin):
    if k['variant'] in '$VARIANTS'.split(',') and k['precision'] in '${PRECISIONS:-tf32,bf16}'.split(','):
        print(k['precision'], k['kernel'])" > $W/kernels.txt
echo "$(wc -l < $W/kernels.txt) kernels" | tee -a $OUT/progress.txt
i=0
while read p key; do i=$((i + 1)); echo "$i $p $key"; done < $W/kernels.txt |
  xargs -P 16 -L 1 bash -c 'python3 bench/kstruct/kstruct.py make '$W'/parts/$0 --design '$DESIGN' \
    --variants '$VARIANTS' --precisions $1 --kernels "$2 $3 $4" \
    --netc '$B'/netc > '$W'/logs/make-$0.log 2>&1 || echo "make $0 failed"'
python3 - $W $DESIGN <<'PY'
import json, os, shutil, sys
W, DESIGN = sys.argv[1:3]
manifest = []
for part in sorted(os.listdir(f"{W}/parts"), key=int):
    path = f"{W}/parts/{part}/manifest.json"
    if not os.path.exists(path):
        continue
    for entry in json.load(open(path)):
        shutil.move(f"{W}/parts/{part}/{entry['name']}", f"{W}/{DESIGN}/{entry['name']}")
        manifest.append(entry)
json.dump(manifest, open(f"{W}/{DESIGN}/manifest.json", "w"), indent=1)
print(f"{len(manifest)} networks made")
PY
echo "make done t=$SECONDS" | tee -a $OUT/progress.txt
python3 bench/kstruct/kstruct.py run $W/$DESIGN --runtime $B/netc-runtime --iterations 10 --budget-s $BUDGET 2>&1 | tail -40 > $W/logs/run.txt
mkdir -p $W/runs/$DESIGN
for d in $W/$DESIGN/*/; do [ -f $d/run.json ] && cp $d/run.json $W/runs/$DESIGN/$(basename $d).json; done
(cd $W && tar czf $OUT/$DESIGN.tgz runs/$DESIGN logs)
echo "run done t=$SECONDS ($(ls $W/runs/$DESIGN | wc -l) networks)" | tee -a $OUT/progress.txt
for d in $W/$DESIGN/*/; do
  [ $SECONDS -lt $DEADLINE ] || { echo "checks stop at $d (t=$SECONDS)" | tee -a $OUT/progress.txt; break; }
  n=$(basename $d)
  timeout 60 $B/netc-runtime run $d/lowered --iterations 1 --warmup 1 --no-cudnn --format json \
    -o $W/logs/check-$n.json > /dev/null 2> $W/logs/check-$n.log
  echo "check $n: exit $? $(grep -E 'checks:' $W/logs/check-$n.log | tail -1)" | tee -a $OUT/progress.txt
done
(cd $W && tar czf $OUT/$DESIGN.tgz runs/$DESIGN logs && find $DESIGN -name plan.json -o -name net.mlir -o -name manifest.json | tar czf $OUT/plans.tgz -T -)
echo "done t=$SECONDS" | tee -a $OUT/progress.txt
