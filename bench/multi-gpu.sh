#!/usr/bin/env bash
# multi-gpu.sh - issue 18's measurements on a machine with several GPUs
# (nvidia-h200-x2, -x4 or -x8), in one command, within a 9-minute budget.
#
#   bench/multi-gpu.sh [BIN_DIR]     (default build/bin: netc and netc-runtime)
#
# 1. NCCL from PyTorch's wheels (bench/cuda-libs.sh); NCCL_NVLS_ENABLE=0,
#    TORCH_SYMM_MEM_DISABLE_MULTICAST=1 and NVSHMEM_DISABLE_NVLS=1 exported
#    (NVLink multicast is off on the lent machines).
# 2. netc-runtime collectives: all-reduce, reduce-scatter, all-gather, 1 KiB
#    to 1 GiB, on 2, 4, 8 GPUs (as many as the machine has); netc calibrate
#    --interconnect fits them into a copy of the device profile and prints
#    the fits and the measured all-reduce bus bandwidth against size.
# 3. Plans for resnet50, vgg16 and googlenet at 8, 32 and 128 images per GPU
#    (netc profile --emit-plan) and netc predict's data-parallel predictions
#    on 1, 2, 4, 8 GPUs with the measured fits (--format json).
# 4. netc-runtime train-dp on every plan, all GPU counts in one run each;
#    cuDNN's engines searched as PyTorch's cudnn.benchmark does (its limit
#    of 10 configs per convolution pass), so that a net sets up in seconds.
# 5. The PyTorch DDP column: bench/ddp_column.py under torchrun, one launch
#    per GPU count, every plan in it.
# 6. bench/multi_gpu_report.py: predicted against measured iteration time,
#    the median error, the DDP column; report.md; bench/plot_multi_gpu.py:
#    allreduce-bus-bandwidth.svg and iteration-predicted-vs-measured.svg.
#
# Each step runs under `timeout` and the remaining budget; what did not fit
# is named in the report. Output: $OUT (if set) or BIN_DIR/../multi-gpu:
# report.md, the two pictures, log.txt and multi-gpu-results.tar.gz (every
# file). Exit status:
# the number of failed steps.
#
# Environment: MULTI_GPU_BUDGET_S (default 540), NETS (default "resnet50
# vgg16 googlenet"), BATCHES (default "32 8 128", the order they run in),
# COLLECTIVES (default 1; 0 skips step 2 and predicts from the profile's
# fits), SHARES ("TRAIN DDP", default "55 45": percent of the time left after
# the plans for train-dp and for the DDP column). Everything does not fit one
# 10-minute call: on four H200s (2026-11-28) train-dp of the nine plans took
# 400 s. Split it over calls and merge the reports:
#   OUT=a BATCHES="32 8" bench/multi-gpu.sh build/bin
#   OUT=b BATCHES=128 COLLECTIVES=0 bench/multi-gpu.sh build/bin
#   python3 bench/multi_gpu_report.py a/work b/work
set -u
# Bad arguments first, before any output is redirected.
read -r train_share ddp_share _ <<< "${SHARES:-55 45}"
if ! [[ "${train_share:-}" =~ ^[0-9]+$ && "${ddp_share:-}" =~ ^[0-9]+$ ]] ||
    [ $((train_share + ddp_share)) -eq 0 ]; then
  echo "multi-gpu: SHARES must be two percentages, not both 0, got '${SHARES:-}'"
  exit 100
fi
bin=${1:-build/bin}
[ -x "$bin/netc-runtime" ] || { echo "multi-gpu: $bin/netc-runtime not found (build first)"; exit 100; }
out=${OUT:-$(dirname "$bin")/multi-gpu}
work="$out/work"
mkdir -p "$work/plans" "$work/predictions" "$work/train-dp" "$work/ddp"
log="$out/log.txt"
: > "$log"
exec > >(tee -a "$log") 2>&1
tee_pid=$!
budget=${MULTI_GPU_BUDGET_S:-540}
nets=${NETS:-resnet50 vgg16 googlenet}
batches=${BATCHES:-32 8 128} # the middle batch first: it matters most if time runs out
started=$SECONDS
failed=0
remaining() { echo $((budget - (SECONDS - started))); }
step() { printf '\n=== %s (%ss left)\n' "$*" "$(remaining)"; }
fail() { echo "FAILED: $*"; failed=$((failed + 1)); }
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
export NETC_DEVICES_DIR="$here/devices"


source "$here/bench/cuda-libs.sh"
# NVLink multicast stays off everywhere (the lent machines' rule: a program
# that uses it can take the host's shared GPUs out of service).
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
echo "LD_LIBRARY_PATH=$LD_LIBRARY_PATH"
echo "NCCL_NVLS_ENABLE=$NCCL_NVLS_ENABLE TORCH_SYMM_MEM_DISABLE_MULTICAST=$TORCH_SYMM_MEM_DISABLE_MULTICAST NVSHMEM_DISABLE_NVLS=$NVSHMEM_DISABLE_NVLS"

step "machine"
nvidia-smi --query-gpu=index,name,driver_version,memory.total --format=csv | tee "$work/nvidia-smi.txt"
nvidia-smi topo -m > "$work/topology.txt" 2>&1 && cat "$work/topology.txt"
gpus=$(nvidia-smi -L | grep -c '^GPU')
name=$(nvidia-smi --query-gpu=name --format=csv,noheader | head -1)
case "$name" in
  *H200*) device=h200 ;;
  *H100*) device=h100 ;;
  *) device=h200; echo "multi-gpu: '$name' is neither H100 nor H200; predicting for h200" ;;
esac
counts=""
for n in 1 2 4 8; do [ "$n" -le "$gpus" ] && counts="$counts${counts:+,}$n"; done
echo "$gpus GPU(s) ($name): worker counts $counts, device profile $device"
[ "$gpus" -ge 2 ] || echo "multi-gpu: one GPU: the collectives and DDP need two or more; train-dp runs on one"

netc_works=0
"$bin/netc" --version > /dev/null 2>&1 && netc_works=1
profile="$here/devices/$device.json"

step "collectives"
if [ "${COLLECTIVES:-1}" = 0 ]; then
  echo "skipped: COLLECTIVES=0 (predictions from $profile's fits)"
elif [ "$gpus" -ge 2 ]; then
  timeout 150 "$bin/netc-runtime" collectives --format json -o "$work/collectives.json" ||
    fail "netc-runtime collectives"
  if [ -s "$work/collectives.json" ] && [ $netc_works = 1 ]; then
    "$bin/netc" calibrate --interconnect --device "$device" \
      --measurements "$work/collectives.json" -o "$work/$device-interconnect.json" |
      tee "$work/interconnect-fit.txt"
    if [ "${PIPESTATUS[0]}" -eq 0 ]; then profile="$work/$device-interconnect.json"
    else fail "netc calibrate --interconnect"; fi
  fi
else
  echo "skipped: one GPU"
fi

step "plans and predictions (profile: $profile)"
if [ $netc_works = 1 ]; then
  for net in $nets; do
    for batch in $batches; do
      "$bin/netc" profile "$here/nets/$net.json" --device "$device" --batch "$batch" \
        --emit-plan "$work/plans/$net-b$batch.json" > /dev/null || fail "plan $net b$batch"
      "$bin/netc" predict "$here/nets/$net.json" --device-profile "$profile" --batch "$batch" \
        --workers "$counts" --bucket-mb 25 --format json \
        -o "$work/predictions/$net-b$batch.json" || fail "predict $net b$batch"
    done
  done
elif [ -n "${PLANS_DIR:-}" ]; then
  # Plans and predictions made elsewhere (bench/multi-gpu.sh needs netc for them).
  cp "$PLANS_DIR"/plans/*.json "$work/plans/" && cp "$PLANS_DIR"/predictions/*.json "$work/predictions/"
else
  fail "netc does not run here and PLANS_DIR is not set: no plans"
fi

# train-dp's share of what is left; the DDP column gets the rest.
train_deadline=$(( SECONDS + ($(remaining) - 30) * train_share / (train_share + ddp_share) ))
step "train-dp (netc-runtime), until ${train_deadline}s"
for batch in $batches; do
  for net in $nets; do
    plan="$work/plans/$net-b$batch.json"
    [ -s "$plan" ] || continue
    until=$((train_deadline - SECONDS))
    if [ "$until" -lt 30 ]; then echo "skipped train-dp $net b$batch: budget"; continue; fi
    prediction=()
    [ -s "$work/predictions/$net-b$batch.json" ] &&
      prediction=(--prediction "$work/predictions/$net-b$batch.json")
    # Kernel-only (CUDA graphs) first; eager steps between events if the
    # capture fails (the JSON's "timing" says which).
    if ! timeout "$until" "$bin/netc-runtime" train-dp "$plan" --gpus "$counts" \
        --bucket-mb 25 --iterations 10 --warmup 3 --engine-search 10 "${prediction[@]}" \
        --format json -o "$work/train-dp/$net-b$batch.json"; then
      until=$((train_deadline - SECONDS))
      if [ "$until" -lt 30 ]; then fail "train-dp $net b$batch: past its share of the budget"; continue; fi
      echo "train-dp $net b$batch: graph timing failed; eager steps between events"
      timeout "$until" "$bin/netc-runtime" train-dp "$plan" \
        --gpus "$counts" --bucket-mb 25 --iterations 10 --warmup 3 --engine-search 10 --timing events \
        "${prediction[@]}" --format json -o "$work/train-dp/$net-b$batch.json" ||
        fail "train-dp $net b$batch"
    fi
  done
done

step "PyTorch DDP column"
if python3 -c "import torch" 2> /dev/null; then
  plans=()
  for batch in $batches; do for net in $nets; do
    [ -s "$work/plans/$net-b$batch.json" ] && plans+=("$work/plans/$net-b$batch.json")
  done; done
  set -- ${counts//,/ }
  for n in "$@"; do
    # An equal share of what is left for each GPU count still to run.
    share=$(( ($(remaining) - 20) / $# )); shift
    if [ "$share" -lt 40 ]; then echo "skipped DDP on $n GPU(s): budget"; continue; fi
    timeout "$share" torchrun --standalone --nproc_per_node="$n" \
      "$here/bench/ddp_column.py" "${plans[@]}" --iterations 10 --warmup 3 --bucket-mb 25 \
      --deadline-s $((share - 30)) -o "$work/ddp/{net}-b{batch}-ddp{gpus}.json" ||
      fail "DDP on $n GPU(s)"
  done
else
  fail "PyTorch is not installed: no DDP column"
fi

step "report"
python3 "$here/bench/multi_gpu_report.py" "$work" | tee "$out/report.md" ||
  fail "multi_gpu_report.py"
python3 "$here/bench/plot_multi_gpu.py" "$work" -o "$out" || fail "plot_multi_gpu.py"
tar -czf "$out/multi-gpu-results.tar.gz" -C "$out" work
echo "multi-gpu: $failed failed step(s); $(remaining)s of the budget left; results in $out"
# The console's copy whole before the caller reads it.
exec > /dev/null 2>&1
wait "$tee_pid" 2> /dev/null
exit $failed
