#!/usr/bin/env bash
# Session 20, call 1 (nvidia-h200-x2: two H200s of one host): whole-network
# forward, ours against PyTorch eager, PyTorch in a CUDA graph and
# torch.compile (default and max-autotune-no-cudagraphs), each compiled
# forward also captured in one CUDA graph (kernel-only, ours' clock).
# PyTorch's forward is an inference forward (bench/pytorch_column.py
# --network-forward inference: batch norm from running statistics, no
# autograd, torch.compile with Inductor's freezing, which folds batch norm
# into the convolutions as netc does).
# Two workers, one per GPU, take (net, precision) jobs from one queue in
# priority order. A job: ours (`netc-runtime run --no-check --no-cudnn` on the
# plan lowered here; vgg16 bf16 and tf32, whose conv1_1 moved to the narrow
# kernel after their last checked run, run with the reference and every
# check), then pytorch_column.py for the same net and precision. max-autotune
# compiles for minutes (autotuning every convolution): Inductor's autotuning
# results (its cache dir's cache/) come back in $OUT so that a later call can
# resume a network cut here.
# Carry: devcarry/s20ax (`tar cJf devcarry/s20ax/s20a.tar.xz -C devcarry s20a`).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
LIMIT=${LIMIT:-555}
tar xJf devcarry/s20ax/s20a.tar.xz -C devcarry
source bench/cuda-libs.sh
export NETC_DEVICES_DIR=$PWD/devices PATH=/usr/local/cuda/bin:$PATH
export TORCHINDUCTOR_CACHE_DIR=/tmp/s20-inductor
[ -f devcarry/s20ax/inductor-cache.tgz ] && mkdir -p $TORCHINDUCTOR_CACHE_DIR && \
  tar xzf devcarry/s20ax/inductor-cache.tgz -C $TORCHINDUCTOR_CACHE_DIR
S=$PWD/devcarry/s20a; R=/tmp/s20; mkdir -p $R/runs $R/pytorch $R/logs
nvidia-smi --query-gpu=index,name,clocks.sm,clocks.max.sm,temperature.gpu --format=csv,noheader
python3 -c "import sys, torch; print('python', sys.version.split()[0], 'torch', torch.__version__, torch.version.cuda, torch.backends.cudnn.version(), torch.cuda.device_count(), 'GPUs')"
JOBS=(${JOBS:-resnet50-bf16 vgg16-bf16 googlenet-bf16 alexnet-bf16 vgg16-fp32 resnet50-fp32 alexnet-fp32 googlenet-fp32 vgg16-tf32 resnet50-tf32 alexnet-tf32 googlenet-tf32})
echo 0 > $R/next

take_job() {  # prints the next job's index, or nothing when none is left
  ( flock 9; i=$(cat $R/next); echo $((i + 1)) > $R/next; [ $i -lt ${#JOBS[@]} ] && echo $i ) 9>$R/lock
}

worker() {
  local gpu=$1
  export CUDA_VISIBLE_DEVICES=$gpu
  while i=$(take_job) && [ -n "$i" ]; do
    local job=${JOBS[$i]} net=${JOBS[$i]%-*} p=${JOBS[$i]##*-}
    local left=$((LIMIT - SECONDS))
    [ $left -lt 60 ] && { echo "gpu$gpu $job: not started, ${left} s left"; continue; }
    local checks="--no-check --no-cudnn"
    [ $net = vgg16 ] && [ $p != fp32 ] && checks="--engine-cache $S/engines.json"
    timeout 120 $S/bin/netc-runtime run $S/lowered/$job $checks --iterations 5 --warmup 1 \
      --format json -o $R/runs/$job.json > $R/runs/$job.txt 2>&1
    echo "gpu$gpu $job ours exit $? (t=$SECONDS): $(grep -E 'checks:' $R/runs/$job.txt | tail -1)"
    left=$((LIMIT - SECONDS))
    (cd bench && PYTHONUNBUFFERED=1 timeout -s KILL $((left + 5)) python3 pytorch_column.py \
      $S/plans/$job.json --precision $p --no-layers --direction forward --iterations 10 \
      --compile-min-s 20 --deadline-s $((left - 5)) -o "$R/pytorch/$job.json") > $R/logs/$job.log 2>&1
    echo "gpu$gpu $job pytorch exit $? (t=$SECONDS): $(grep '^pytorch_column:' $R/logs/$job.log | tail -1)"
  done
}

worker 0 & worker 1 &
wait
echo "--- done (t=$SECONDS)"
python3 - "$R" <<'PY'
import json, glob, os, sys
R = sys.argv[1]
keys = ["eager_forward_ms", "graph_forward_ms", "compiled_forward_ms", "compiled_graph_forward_ms",
        "max_autotune_forward_ms", "max_autotune_graph_forward_ms", "compile_seconds",
        "max_autotune_compile_seconds", "compile_error", "max_autotune_error", "incomplete"]
for path in sorted(glob.glob(f"{R}/pytorch/*.json")):
    try:
        network = json.load(open(path))["network"]
    except Exception as error:
        print(os.path.basename(path), "unreadable", error); continue
    ours = f"{R}/runs/" + os.path.basename(path)
    try:
        ours = json.load(open(ours))["summary"]["forward"]["median_ms"]
    except Exception:
        ours = None
    print(os.path.basename(path)[:-5], "ours", ours, {k: network.get(k) for k in keys if network.get(k) is not None})
PY
grep -h "^AUTOTUNE\|AUTOTUNE benchmarking" $R/logs/*.log | sort | uniq -c | sort -rn | head -5
[ -d $TORCHINDUCTOR_CACHE_DIR/cache ] && tar czf $OUT/inductor-cache.tgz -C $TORCHINDUCTOR_CACHE_DIR cache
cd /tmp && tar czf $OUT/s20.tgz s20 && ls -la $OUT
