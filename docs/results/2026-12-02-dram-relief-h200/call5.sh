#!/usr/bin/env bash
# Session 38, call 5 (one H200): the re-read bench, for the next session's
# memory term (kstruct.py make --design rereads: 1x1 layers at 14 x 14 of
# 8 k-steps whose input is 8-128 MB, read by 1-4 columns of output tiles,
# on each of the 22 TMA and persistent tiles in tf32 and bf16), made here
# (nvcc, one kernel a process, 16 at once) and run kernel-only (kstruct.py
# run: `netc-runtime run --no-check --no-cudnn`, CUDA-graph replays, an L2
# sweep before every launch, medians of 10 replays); then the networks'
# plans checked against cuDNN (fresh random inputs, outputs poisoned)
# while time is left.
# Carry: devcarry/s38 (bin/netc.xz, bin/netc-runtime.xz).
set -u
C=${C:-devcarry/s38}
export PATH=/usr/local/cuda/bin:$PATH NETC_DEVICES_DIR=$PWD/devices
source bench/cuda-libs.sh 2>/dev/null
SECONDS=0
B=/tmp/bin; mkdir -p $B
for f in netc netc-runtime; do xz -dc $C/bin/$f.xz > $B/$f && chmod +x $B/$f; done
nvidia-smi --query-gpu=name,clocks.sm,clocks.max.sm,temperature.gpu,power.draw,driver_version --format=csv,noheader | tee $OUT/gpu.txt
date -u | tee -a $OUT/gpu.txt
W=/tmp/w; mkdir -p $W/parts $W/rereads $W/logs
$B/netc calibrate --structure-kernels --device h200 --format json |
  python3 -c "import json, sys
for k in json.load(sys.stdin):
    if k['variant'] in ('implicit_gemm_wgmma_tma', 'implicit_gemm_wgmma_tma_persistent') and k['precision'] in ('tf32', 'bf16'):
        print(k['precision'], k['kernel'])" > $W/kernels.txt
echo "$(wc -l < $W/kernels.txt) kernels" | tee -a $OUT/progress.txt
i=0
while read p key; do i=$((i + 1)); echo "$i $p $key"; done < $W/kernels.txt |
  xargs -P 16 -L 1 bash -c 'python3 bench/kstruct/kstruct.py make '$W'/parts/$0 --design rereads \
    --variants implicit_gemm_wgmma_tma,implicit_gemm_wgmma_tma_persistent --precisions $1 --kernels "$2 $3 $4" \
    --netc '$B'/netc > '$W'/logs/make-$0.log 2>&1 || echo "make $0 failed"'
python3 - $W <<'PY'
import json, os, shutil, sys
W = sys.argv[1]
manifest = []
for part in sorted(os.listdir(f"{W}/parts"), key=int):
    path = f"{W}/parts/{part}/manifest.json"
    if not os.path.exists(path):
        continue
    for entry in json.load(open(path)):
        shutil.move(f"{W}/parts/{part}/{entry['name']}", f"{W}/rereads/{entry['name']}")
        manifest.append(entry)
json.dump(manifest, open(f"{W}/rereads/manifest.json", "w"), indent=1)
print(f"{len(manifest)} networks made")
PY
echo "make done t=$SECONDS" | tee -a $OUT/progress.txt
python3 bench/kstruct/kstruct.py run $W/rereads --runtime $B/netc-runtime --iterations 10 --budget-s 240 2>&1 | tail -40 > $W/logs/run.txt
mkdir -p $W/runs/rereads
for d in $W/rereads/*/; do [ -f $d/run.json ] && cp $d/run.json $W/runs/rereads/$(basename $d).json; done
(cd $W && tar czf $OUT/rereads.tgz runs/rereads logs)
echo "run done t=$SECONDS ($(ls $W/runs/rereads | wc -l) networks)" | tee -a $OUT/progress.txt
for d in $W/rereads/*/; do
  [ $SECONDS -lt ${DEADLINE:-400} ] || { echo "checks stop at $d (t=$SECONDS)" | tee -a $OUT/progress.txt; break; }
  n=$(basename $d)
  timeout 60 $B/netc-runtime run $d/lowered --iterations 1 --warmup 1 --no-cudnn --format json \
    -o $W/logs/check-$n.json > /dev/null 2> $W/logs/check-$n.log
  echo "check $n: exit $? $(grep -E 'checks:' $W/logs/check-$n.log | tail -1)" | tee -a $OUT/progress.txt
done
(cd $W && tar czf $OUT/rereads.tgz runs/rereads logs && find rereads -name plan.json -o -name net.mlir -o -name manifest.json | tar czf $OUT/plans.tgz -T -)
echo "done t=$SECONDS" | tee -a $OUT/progress.txt
