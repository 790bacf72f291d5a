#!/usr/bin/env bash
# graph-reference-smoke.sh - the cuDNN graph-API reference on a GPU machine.
#
#   bench/graph-reference-smoke.sh [BIN_DIR]    (default: build/bin)
#
# 1. cuDNN and cuBLAS from PyTorch's pip packages on LD_LIBRARY_PATH
#    (bench/cuda-libs.sh);
# 2. the convolution and inner-product GPU tests (netc-gpu-tests --gtest_filter='*Convolution*:*InnerProduct*'):
#    forward, backward data and backward filter through the graph API and the
#    legacy API, every precision and layout, against the double-precision CPU
#    reference; a graph the API does not support is a FAILURE there;
# 3. netc-runtime profile on runtime/examples/vgg-small-plan.json and
#    ece408-plan.json in fp32, tf32 and bf16 with --reference graph and
#    --reference legacy (JSON kept), then a table: per plan, precision and
#    reference the summed find (autotuned / exhaustive-search) medians per
#    pass, and how many convolution epilogues ran fused in the graph.
#
# Logs and JSON go to $OUT if set, else BIN_DIR/../graph-reference-smoke.
# Exit status: the number of failed steps.
set -u
bin=${1:-build/bin}
out=${OUT:-$(dirname "$bin")/graph-reference-smoke}
mkdir -p "$out"
failed=0
fail() { echo "FAILED: $*"; failed=$((failed + 1)); }

for tool in netc-runtime netc-gpu-tests; do
  [ -x "$bin/$tool" ] || { echo "graph-reference-smoke: $bin/$tool not found (build first)"; exit 100; }
done
source "$(dirname "${BASH_SOURCE[0]}")/cuda-libs.sh"
"$bin/netc-runtime" device | head -3

printf '\n=== convolution GPU tests (log: %s/gpu-tests.log)\n' "$out"
"$bin/netc-gpu-tests" --gtest_filter='*Convolution*:*InnerProduct*' > "$out/gpu-tests.log" 2>&1
status=$?
grep -E "FAILED|^\[  PASSED|^\[  SKIPPED|^\[==========\]" "$out/gpu-tests.log" | head -40
echo "forward epilogues: $(grep -c 'forward epilogue: .* fused' "$out/gpu-tests.log") fused," \
     "$(grep -c 'forward epilogue: .* separate' "$out/gpu-tests.log") separate"
[ $status -eq 0 ] || fail "netc-gpu-tests exited $status"

printf '\n=== profiles\n'
for plan in vgg-small ece408; do
  for precision in fp32 tf32 bf16; do
    for reference in graph legacy; do
      name="$plan-$precision-$reference"
      "$bin/netc-runtime" profile "runtime/examples/$plan-plan.json" --precision $precision \
        --reference $reference --format json -o "$out/$name.json" 2> "$out/$name.log" ||
        { fail "profile $name (log: $out/$name.log)"; tail -3 "$out/$name.log"; }
    done
  done
done

python3 - "$out" <<'PY'
import json, os, sys
out = sys.argv[1]
passes = ("forward", "backward_data", "backward_filter")
print(f"{'plan':<10} {'prec':<5} {'reference':<9} " +
      " ".join(f"{p + ' ms':>19}" for p in passes) + "  fused  reference")
for plan in ("vgg-small", "ece408"):
    for precision in ("fp32", "tf32", "bf16"):
        for reference in ("graph", "legacy"):
            path = os.path.join(out, f"{plan}-{precision}-{reference}.json")
            if not os.path.exists(path):
                print(f"{plan:<10} {precision:<5} {reference:<9} (no report)")
                continue
            doc = json.load(open(path))
            sums = {p: 0.0 for p in passes}
            fused = total = 0
            for layer in doc["layers"]:
                for entry in layer["passes"]:
                    find = entry.get("find")
                    if find:
                        sums[entry["pass"]] += find["median_ms"]
                    epilogue = (entry.get("find_algorithm") or {}).get("epilogue")
                    if epilogue:
                        total += 1
                        fused += epilogue.endswith(" fused")
            described = doc.get("reference", {}).get("description", "?")
            print(f"{plan:<10} {precision:<5} {reference:<9} " +
                  " ".join(f"{sums[p]:>19.4f}" for p in passes) +
                  f"  {fused}/{total:<3}  {described}")
PY
printf '\nfailed steps: %d\n' "$failed"
exit $failed
