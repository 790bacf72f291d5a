#!/usr/bin/env bash
# wgmma-check.sh - the sm_90a wgmma convolution kernel (implicit_gemm_wgmma)
# checked against cuDNN on whole networks, and its timing beside cuDNN's.
#
#   bench/wgmma-check.sh prepare        here (no GPU): lower vgg16, resnet50,
#                                       alexnet and googlenet in bf16 (and vgg16
#                                       in fp16) for sm_90 with every convolution
#                                       the variant runs forced onto it
#                                       (--conv-variant implicit_gemm_wgmma), the
#                                       modules built for sm_90a; plus vgg16 at
#                                       batch 2 for compute-sanitizer; into
#                                       build-wgmma/
#   bench/wgmma-check.sh run            on an H100/H200 (carry build-wgmma and
#                                       build/bin/netc-runtime): netc-runtime run on
#                                       each plan (every launch checked against cuDNN,
#                                       kernel-only timing beside cuDNN's), then
#                                       compute-sanitizer memcheck on the batch-2 plan
#
# A plan passes only if netc-runtime exits 0 and its report shows every
# launch checked and passed (test/gpu/check_run_report.py). Environment:
# NETC_BIN (default build/bin), ITERATIONS (default 5), ONLY (a pattern over
# the plan directories' names), SANITIZE=0 to skip the sanitizer. Results go
# to $OUT (the device tool) or build-wgmma/results. Exit status: the number of
# failed runs.
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bin=${NETC_BIN:-$here/build/bin}
dir=$here/build-wgmma
mode=${1:-}

case "$mode" in
prepare)
  rm -rf "$dir"/*-wgmma && mkdir -p "$dir"
  lower() { # net precision name [extra flags]
    local net=$1 precision=$2 name=$3
    shift 3
    "$bin/netc" lower "$here/nets/$net.json" --target sm_90 --precision "$precision" \
      --conv-variant implicit_gemm_wgmma -o "$dir/$name" "$@" \
      || { echo "wgmma-check: lowering $net ($precision) failed"; exit 1; }
    # The cubin is what runs; the PTX and the IR only make the carry larger.
    rm -f "$dir/$name"/kernels.sm_90a.ptx "$dir/$name"/kernels.mlir
    grep -q '"arch_specific": true' "$dir/$name/plan.json" \
      || { echo "wgmma-check: $name has no wgmma launch"; exit 1; }
  }
  for net in vgg16 resnet50 alexnet googlenet; do
    lower $net bf16 $net-bf16-wgmma
  done
  lower vgg16 fp16 vgg16-fp16-wgmma
  lower vgg16 bf16 sanitize-vgg16-b2-bf16-wgmma --batch 2
  du -sh "$dir"
  ;;
run)
  out=${OUT:-$dir/results}
  mkdir -p "$out"
  source "$here/bench/cuda-libs.sh"
  nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv | tee "$out/nvidia-smi.txt"
  failed=0
  for plan in "$dir"/*-wgmma/; do
    name=$(basename "$plan")
    case "$name" in sanitize-*) continue ;; esac
    case "$name" in ${ONLY:-*}) ;; *) continue ;; esac
    echo "=== $name"
    "$bin/netc-runtime" run "$plan" --iterations "${ITERATIONS:-5}" \
      --format json -o "$out/$name.json" 2> "$out/$name.log"
    status=$?
    tail -4 "$out/$name.log"
    python3 "$here/test/gpu/check_run_report.py" --label "$name" "$out/$name.json"
    checked=$?
    [ $status -eq 0 ] && [ $checked -eq 0 ] || failed=$((failed + 1))
    # The per-launch table: variant, tile, ours against cuDNN, the check.
    python3 - "$out/$name.json" <<'PY'
import json, math, sys
report = json.load(open(sys.argv[1]))
ratios = {}
for launch in report.get("launches", []):
    ours, ref = launch.get("ours") or {}, launch.get("cudnn") or {}
    if launch.get("op") == "conv2d" and ours.get("median_ms") and ref.get("median_ms"):
        ratios.setdefault(launch.get("variant", "?"), []).append(
            ref["median_ms"] / ours["median_ms"])
        print(f'  {launch.get("layers")}: {launch.get("variant")} {launch.get("tile")} '
              f'ours {ours["median_ms"]:.4f} ms, cudnn {ref["median_ms"]:.4f} ms, '
              f'x{ref["median_ms"] / ours["median_ms"]:.2f}, '
              f'rel L2 {(launch.get("check") or {}).get("relative_l2")}')
for variant, values in sorted(ratios.items()):
    g = math.exp(sum(math.log(r) for r in values) / len(values))
    print(f"  {variant}: {len(values)} conv launches, geomean cudnn/ours {g:.3f}")
print("  summary:", {k: report["summary"].get(k) for k in
                     ("launches", "checked", "passed", "conv_geomean_speedup")})
PY
  done
  if [ "${SANITIZE:-1}" != 0 ]; then
    for plan in "$dir"/sanitize-*/; do
      name=$(basename "$plan")
      echo "=== memcheck $name"
      # netc's kernels only (cuDNN's reference kernels run unchecked: faster).
      compute-sanitizer --tool memcheck --report-api-errors no --kernel-name kns=netc_ \
        "$bin/netc-runtime" run "$plan" --iterations 1 --warmup 0 > "$out/$name-memcheck.log" 2>&1
      status=$?
      grep -E "ERROR SUMMARY|Invalid|out of bounds" "$out/$name-memcheck.log" | head -20
      [ $status -eq 0 ] || failed=$((failed + 1))
    done
  fi
  echo "wgmma-check: $failed failed run(s)"
  exit $failed
  ;;
*)
  sed -n '2,24p' "$0"
  exit 2
  ;;
esac
