#!/usr/bin/env bash
# gpu-verify.sh - every GPU-side check of netc's generated kernels, in one device call.
#
#   bench/gpu-verify.sh prepare   here (no GPU): bench/gpu-kernels.sh prepare (every net for
#                                 sm_90 in fp32, tf32 and bf16; vgg16 and ece408 for sm_61),
#                                 and build-verify/ with stripped netc and netc-runtime, the
#                                 Fashion-MNIST test set and fashion_cnn's trained weights
#   bench/gpu-verify.sh run       on the GPU machine (carry build-gpu-kernels and build-verify):
#     1. bench/gpu-kernels.sh run: every plan, every launch checked against cuDNN and timed
#        (a launch left unchecked fails its plan: test/gpu/check_run_report.py reads each report);
#     2. the PyTorch forward column of vgg16, alexnet, googlenet and resnet50's plans in each
#        precision (bench/kernels_vs_framework.py compares);
#     3. test/gpu/run-lowered-nets.sh: the ctest `netc-lowered-nets` (netc lowers every net
#        on the GPU machine with its nvcc, netc-runtime checks every launch; each report must
#        show checked == launches and no failure);
#     4. `netc profile` with its ours column, `netc run` (random weights), and `netc run`
#        with trained weights on the Fashion-MNIST test set;
#   everything packed into $OUT/gpu-verify.tar.gz (one file).
#
# Environment: ITERATIONS (gpu-kernels, default 10), STEPS (default "kernels pytorch
# lowered commands"), WEIGHTS (default build-data/fashion-train-h200: fashion_cnn.safetensors
# from bench/fashion-e2e.sh). Exit status of `run`: the number of failed steps.
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
verify=$here/build-verify
mode=${1:-}

case "$mode" in
prepare)
  bash "$here/bench/gpu-kernels.sh" prepare || exit 1
  rm -rf "$verify" && mkdir -p "$verify"/{bin,data,weights}
  strip -o "$verify/bin/netc" "$here/build/bin/netc"
  strip -o "$verify/bin/netc-runtime" "$here/build/bin/netc-runtime"
  cp "$here"/build-data/fashion-mnist/t10k-* "$verify/data/" || exit 1
  weights=${WEIGHTS:-$here/build-data/fashion-train-h200}
  cp "$weights"/fashion_cnn.safetensors "$weights"/fashion_cnn-framework.json "$verify/weights/" \
    || exit 1
  du -shc "$here/build-gpu-kernels" "$verify" | tail -1
  ;;
run)
  out=$verify/results
  rm -rf "$out" && mkdir -p "$out"
  source "$here/bench/cuda-libs.sh"
  export PATH=/usr/local/cuda/bin:$PATH NETC_DEVICES_DIR=$here/devices
  bin=$verify/bin
  failed=0
  step() { # step NAME COMMAND...: run, log, count a failure
    local name=$1; shift
    echo "=== $name ($(date -u +%T))"
    local start=$SECONDS
    "$@" > "$out/$name.log" 2>&1
    local status=$?
    tail -4 "$out/$name.log"
    echo "--- $name: exit $status, $((SECONDS - start)) s"
    [ $status -eq 0 ] || failed=$((failed + 1))
  }
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv > "$out/nvidia-smi.txt"
  "$bin/netc-runtime" device >> "$out/nvidia-smi.txt" 2>&1
  cat "$out/nvidia-smi.txt"
  steps=${STEPS:-kernels pytorch lowered commands}
  for s in $steps; do
    case $s in
    kernels)
      step kernels env NETC_BIN="$bin" ITERATIONS="${ITERATIONS:-10}" \
        bash "$here/bench/gpu-kernels.sh" run
      cp -r "$here/build-gpu-kernels/results" "$out/kernels"
      # Per plan: checked/launches, FAIL for any unchecked or failed launch.
      cat "$out/kernels/checks.txt" 2> /dev/null || echo "kernels: no checks.txt (no report checked)" ;;
    pytorch)
      mkdir -p "$out/pytorch"
      for p in fp32 tf32 bf16; do
        plans=()
        for net in vgg16 alexnet googlenet resnet50; do
          plans+=("$here/build-gpu-kernels/$net-sm_90-$p/plan.json")
        done
        step pytorch-$p python3 "$here/bench/pytorch_column.py" "${plans[@]}" --precision $p \
          --direction forward --iterations 10 --warmup 3 --no-network \
          -o "$out/pytorch/{net}-$p-pytorch.json" --deadline-s 100
      done ;;
    lowered)
      step lowered-nets bash "$here/test/gpu/run-lowered-nets.sh" "$bin/netc" \
        "$bin/netc-runtime" "$here/nets" ;;
    commands)
      step profile-ece408 "$bin/netc" profile "$here/nets/ece408.json" --device h200 \
        --iterations 10
      step profile-googlenet-bf16 "$bin/netc" profile "$here/nets/googlenet.json" --device h200 \
        --precision bf16 --direction forward --iterations 10 --format json \
        -o "$out/profile-googlenet-bf16.json"
      step run-vgg16-tf32 "$bin/netc" run "$here/nets/vgg16.json" --precision tf32
      step run-fashion "$bin/netc" run "$here/nets/fashion_cnn.json" \
        --weights "$verify/weights/fashion_cnn.safetensors" --dataset "$verify/data" \
        --runtime-args "--framework-predictions $verify/weights/fashion_cnn-framework.json" ;;
    esac
  done
  echo "failed steps: $failed"
  [ -n "${OUT:-}" ] && tar -C "$verify" -czf "$OUT/gpu-verify.tar.gz" results
  exit $failed
  ;;
*)
  sed -n '2,22p' "$0"
  exit 2
  ;;
esac
