#!/usr/bin/env bash
#===- bench/hostile-gpu.sh - The hostile-input checks that need a GPU -----===#
#
# Usage: bench/hostile-gpu.sh [BIN_DIR] [TARGET]   (default build/bin, sm_90)
#
# test/Hostile checks every hostile input that is refused before the GPU is
# touched. These are the ones that reach it (issue 14):
#
#   wide-padding  convolutions with padding as wide as the filter or wider,
#                 refused by the kernel catalog before issue 14 and accepted
#                 since: lowered and run on netc's kernels, every launch
#                 checked against cuDNN, under compute-sanitizer memcheck
#                 when it is on PATH (0 errors expected).
#   dev-zero      a plan whose kernel source is /dev/zero (through a link):
#                 the module loader refuses it ("not a regular file") within
#                 a minute instead of reading until memory runs out.
#   output-kept   -o FILE: a run that fails on the GPU leaves FILE as it was
#                 (and leaves no temporary file); a run that succeeds
#                 replaces it.
#
# Prints PASS or FAIL per check; exit status: the number of FAILs. Writes its
# plans under ${OUT:-build/hostile-gpu}.
#
#===----------------------------------------------------------------------===#

set -u
bin=${1:-build/bin}
target=${2:-sm_90}
work=${OUT:-build/hostile-gpu}
netc=$bin/netc
runtime=$bin/netc-runtime
[ -x "$netc" ] && [ -x "$runtime" ] || {
  echo "hostile-gpu: $netc or $runtime not found (build first)" >&2
  exit 2
}
if ! "$runtime" device > /dev/null 2>&1; then
  echo "SKIPPED hostile-gpu: no usable GPU ($runtime device failed)"
  exit 0
fi
rm -rf "$work"
mkdir -p "$work"
failures=0
pass() { echo "PASS $1"; }
fail() { echo "FAIL $1: $2"; failures=$((failures + 1)); }

# Padding of 3 and 4 around a 3x3 filter (border windows see only zeros and
# the bias), and 5 around a 3x3 filter at stride 2 (some outputs see no pixel
# at all).
cat > "$work/wide-padding.json" <<'EOF'
{"name": "wide padding", "layers": {
  "data": {"parents": [], "type": "Input", "tensor": [2, 9, 11, 3]},
  "wide": {"parents": ["data"], "type": "Convolution", "filter": [3, 3, 3, 8],
           "padding": [3, 4], "strides": [1, 1, 1, 1], "activation_fn": "relu"},
  "wider": {"parents": ["wide"], "type": "Convolution", "filter": [3, 3, 8, 4],
            "padding": [5, 5], "strides": [1, 2, 2, 1]}
}}
EOF
if "$netc" lower "$work/wide-padding.json" --target "$target" -o "$work/wide" > "$work/wide-lower.log" 2>&1; then
  sanitizer=()
  if command -v compute-sanitizer > /dev/null; then
    # --report-api-errors no: see bench/sanitize.sh.
    sanitizer=(compute-sanitizer --tool memcheck --leak-check full --report-api-errors no)
  fi
  if "${sanitizer[@]}" "$runtime" run "$work/wide" --iterations 1 --warmup 0 \
      > "$work/wide-run.log" 2>&1; then
    # Leaks whose allocation is cuDNN's own (its heuristics create a handle
    # they never destroy: seen on an H100 with cuDNN 9.19, 3 allocations of
    # 25,352 bytes under cudnnBackendGetMetadataFromGraph) are listed, not
    # counted; every other report is a failure.
    ours=$(python3 "$(dirname "${BASH_SOURCE[0]}")/sanitizer_errors.py" "$work/wide-run.log")
    if [ ${#sanitizer[@]} -gt 0 ] && [ "$ours" != 0 ]; then
      fail wide-padding "compute-sanitizer reported $ours error(s) not cuDNN's own ($work/wide-run.log)"
    else
      pass "wide-padding (${sanitizer[0]:-no compute-sanitizer}; every launch checked against cuDNN)"
    fi
  else
    fail wide-padding "netc-runtime run failed ($work/wide-run.log)"
  fi
else
  fail wide-padding "netc lower failed ($work/wide-lower.log)"
fi

# A module source that is /dev/zero: NVRTC is the route that reads it.
"$netc" lower "$work/wide-padding.json" --target "$target" --no-compile -o "$work/zero" \
  > /dev/null 2>&1
ln -sf /dev/zero "$work/zero/zero.cu"
python3 - "$work/zero/plan.json" <<'EOF'
import json, sys
path = sys.argv[1]
plan = json.load(open(path))
plan["module"]["source"] = "zero.cu"
json.dump(plan, open(path, "w"))
EOF
timeout 60 "$runtime" run "$work/zero" --load nvrtc > "$work/zero-run.log" 2>&1
status=$?
if [ $status -eq 1 ] && grep -q "not a regular file" "$work/zero-run.log"; then
  pass dev-zero
else
  fail dev-zero "exit $status (124: timed out), expected 1 and 'not a regular file' ($work/zero-run.log)"
fi

# -o: kept when the run fails on the GPU (the /dev/zero module), replaced
# when it succeeds.
echo previous > "$work/report.txt"
"$runtime" run "$work/zero" --load nvrtc -o "$work/report.txt" > /dev/null 2>&1
if [ "$(cat "$work/report.txt")" != previous ]; then
  fail output-kept "a failed run changed the -o file"
elif ls "$work" | grep -q "report.txt.tmp"; then
  fail output-kept "a failed run left a temporary file"
elif ! "$runtime" run "$work/wide" --iterations 1 --warmup 0 -o "$work/report.txt" \
    > /dev/null 2>&1 || [ "$(cat "$work/report.txt")" = previous ]; then
  fail output-kept "a successful run did not replace the -o file"
else
  pass output-kept
fi

echo "hostile-gpu: $failures failure(s)"
exit $failures
