#!/usr/bin/env bash
# gpu-kernels.sh - netc's own kernels against cuDNN, every net, one command per machine.
#
#   bench/gpu-kernels.sh prepare [NETS...]   here (no GPU): lower every net in nets/
#                                            (or NETS) for sm_90 in PRECISIONS, and
#                                            vgg16 and ece408 for sm_61 (PTX by clang),
#                                            into build-gpu-kernels/
#   bench/gpu-kernels.sh run                 on the GPU machine (carry build-gpu-kernels
#                                            and build/bin/netc-runtime): netc-runtime run
#                                            on each directory (every launch checked against
#                                            cuDNN and timed beside it); sm_61 PTX through
#                                            the driver's JIT; JSON + text to $OUT. A run
#                                            passes only if netc-runtime exits 0 and its
#                                            report shows every launch checked and passed
#                                            (test/gpu/check_run_report.py): an unchecked
#                                            launch is a failure
#   python3 bench/kernel_results_report.py $OUT/*.json   the tables and geometric means
#
# Environment: NETC_BIN (default build/bin), PRECISIONS (prepare; default "fp32 tf32 bf16"),
# ITERATIONS (default 20), ONLY (a pattern: run only the plan directories matching it). Exit status of `run`: the number of failed runs.
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bin=${NETC_BIN:-$here/build/bin}
dir=$here/build-gpu-kernels
mode=${1:-}
shift || true

all_nets() { for f in "$here"/nets/*.json; do basename "$f" .json; done; }

case "$mode" in
prepare)
  nets=${*:-$(all_nets)}
  rm -rf "$dir" && mkdir -p "$dir"
  for net in $nets; do
    for precision in ${PRECISIONS:-fp32 tf32 bf16}; do
      out=$dir/$net-sm_90-$precision
      "$bin/netc" lower "$here/nets/$net.json" --target sm_90 --precision $precision -o "$out" \
        || { echo "gpu-kernels: lowering $net ($precision) failed"; exit 1; }
      rm -f "$out"/kernels.sm_90.ptx "$out"/kernels.mlir # the cubin is what runs; keep the carry small
    done
  done
  for net in vgg16 ece408; do
    "$bin/netc" lower "$here/nets/$net.json" --target sm_61 -o "$dir/$net-sm_61-fp32" \
      || { echo "gpu-kernels: lowering $net for sm_61 failed"; exit 1; }
    rm -f "$dir/$net-sm_61-fp32/kernels.mlir"
  done
  # Which layers are convolutions (inner products also run as conv2d launches).
  python3 - "$dir" <<'PY'
import glob, json, os, sys
ops = {}
for plan in glob.glob(os.path.join(sys.argv[1], "*-sm_90-fp32", "plan.json")):
    net = os.path.basename(os.path.dirname(plan)).split("-sm_")[0]
    ops[net] = {layer["name"]: layer["op"] for layer in json.load(open(plan))["layers"]}
json.dump(ops, open(os.path.join(sys.argv[1], "layer-ops.json"), "w"), indent=0, sort_keys=True)
PY
  du -sh "$dir"
  ;;
run)
  # Results gather in build-gpu-kernels/results; with $OUT set (the device
  # tool) they are packed into $OUT/gpu-kernels-results.tar.gz, one file.
  out=$dir/results
  rm -rf "$out" && mkdir -p "$out"
  cp "$dir/layer-ops.json" "$out/"
  source "$here/bench/cuda-libs.sh"
  nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv | tee "$out/nvidia-smi.txt"
  failed=0
  for plan in "$dir"/*/; do
    name=$(basename "$plan")
    [ "$name" = results ] && continue
    case "$name" in ${ONLY:-*}) ;; *) continue ;; esac
    extra=()
    case "$name" in *sm_61*) extra=(--load ptx) ;; esac
    echo "=== $name"
    "$bin/netc-runtime" run "$plan" --iterations "${ITERATIONS:-20}" "${extra[@]}" \
      --format json -o "$out/$name.json" 2> "$out/$name.log"
    status=$?
    tail -3 "$out/$name.log"
    python3 "$here/test/gpu/check_run_report.py" --label "$name" "$out/$name.json" \
      | tee -a "$out/checks.txt"
    checked=${PIPESTATUS[0]}
    if [ $status -ne 0 ] || [ "$checked" -ne 0 ]; then
      echo "FAILED: $name (netc-runtime exit $status, report check exit $checked)"
      grep -iE "fail|error|unchecked" "$out/$name.log" | head -5; failed=$((failed + 1))
    fi
  done
  echo "gpu-kernels: $failed failed run(s); per plan: $out/checks.txt"
  [ -n "${OUT:-}" ] && tar -C "$dir" -czf "$OUT/gpu-kernels-results.tar.gz" results
  exit $failed
  ;;
*)
  sed -n '2,20p' "$0"
  exit 2
  ;;
esac
