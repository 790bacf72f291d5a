#!/usr/bin/env bash
# fashion-e2e.sh - issue 6 end to end: train in PyTorch, classify the 10,000 Fashion-MNIST
# test images on netc's kernels and through cuDNN, compare with the framework.
#
#   bench/fashion-e2e.sh prepare   here (no GPU): copy Debian's dataset-fashion-mnist files
#                                  into build-data/fashion-mnist and lower nets/ece408.json and
#                                  nets/fashion_cnn.json for sm_90 at batch 10000 in fp32 and
#                                  bf16 into build-e2e/
#   bench/fashion-e2e.sh run       on the GPU machine (carry build/bin/netc-runtime, build-e2e,
#                                  build-data/fashion-mnist): trains both nets with
#                                  bench/train_fashion.py, then per net and precision
#                                  `netc-runtime run PLAN --weights --dataset
#                                  --framework-predictions` (JSON, text and log), then the
#                                  mismatched-weights error (fashion_cnn's weights given to
#                                  ece408's plan); everything packed into
#                                  $OUT/fashion-e2e.tar.gz (one file)
#
# Environment: NETC_BIN (default build/bin), ITERATIONS (default 20), EPOCHS (default 8),
# WEIGHTS (a directory holding <net>.safetensors and <net>-framework.json: skip training).
# Exit status of `run`: the number of failed runs.
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bin=${NETC_BIN:-$here/build/bin}
dir=$here/build-e2e
data=$here/build-data/fashion-mnist
nets="ece408 fashion_cnn"
mode=${1:-}

case "$mode" in
prepare)
  mkdir -p "$data"
  for f in train-images-idx3-ubyte train-labels-idx1-ubyte t10k-images-idx3-ubyte t10k-labels-idx1-ubyte; do
    [ -f "$data/$f.gz" ] || cp "/usr/share/datasets/fashion-mnist/$f.gz" "$data/" \
      || { echo "fashion-e2e: $f.gz missing: apt-get install dataset-fashion-mnist"; exit 1; }
  done
  rm -rf "$dir" && mkdir -p "$dir"
  for net in $nets; do
    for precision in fp32 bf16; do
      out=$dir/$net-$precision
      "$bin/netc" lower "$here/nets/$net.json" --target sm_90 --batch 10000 \
        --precision $precision -o "$out" || { echo "fashion-e2e: lowering $net $precision failed"; exit 1; }
      rm -f "$out/kernels.mlir"
    done
  done
  du -sh "$dir" "$data"
  ;;
run)
  out=$dir/results
  rm -rf "$out" && mkdir -p "$out"
  source "$here/bench/cuda-libs.sh"
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv | tee "$out/nvidia-smi.txt"
  weights=${WEIGHTS:-$out/train}
  if [ -z "${WEIGHTS:-}" ]; then
    echo "=== training (bench/train_fashion.py)"
    python3 "$here/bench/train_fashion.py" "$data" -o "$weights" --epochs "${EPOCHS:-8}" \
      > "$out/train.log" 2>&1 || { tail -20 "$out/train.log"; echo "fashion-e2e: training failed"; }
    tail -4 "$out/train.log"
    rm -f "$weights"/*-logits.safetensors "$weights"/ece408.safetensors.tmp
  fi
  failed=0
  for net in $nets; do
    for precision in fp32 bf16; do
      name=$net-$precision
      echo "=== $name"
      "$bin/netc-runtime" run "$dir/$name" --weights "$weights/$net.safetensors" \
        --dataset "$data" --framework-predictions "$weights/$net-framework.json" \
        --iterations "${ITERATIONS:-20}" --format json -o "$out/$name.json" \
        --text "$out/$name.txt" 2> "$out/$name.log"
      status=$?
      sed -n '/^Classification/,$p' "$out/$name.txt" 2>/dev/null
      grep "convolution op time" "$out/$name.txt" 2>/dev/null
      [ $status -eq 0 ] || { echo "FAILED: $name (exit $status)"; tail -5 "$out/$name.log"; failed=$((failed + 1)); }
    done
  done
  echo "=== mismatched weights: fashion_cnn's weights given to ece408's plan"
  "$bin/netc-runtime" run "$dir/ece408-fp32" --weights "$weights/fashion_cnn.safetensors" \
    --dataset "$data" > "$out/mismatch.txt" 2>&1
  echo "exit status $?" >> "$out/mismatch.txt"
  cat "$out/mismatch.txt"
  # The weights are the trainer's output; keep them out of the archive except the small JSONs.
  if [ -n "${OUT:-}" ]; then
    tar -C "$dir" --exclude='*.safetensors' -czf "$OUT/fashion-e2e.tar.gz" results
  fi
  exit $failed
  ;;
*)
  sed -n '2,21p' "$0"
  exit 2
  ;;
esac
