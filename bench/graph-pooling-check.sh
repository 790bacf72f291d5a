#!/usr/bin/env bash
# graph-pooling-check.sh - issue 12's graph reference for pooling and softmax, in one device call.
#
#   bench/graph-pooling-check.sh prepare   here (no GPU; needs netc): the plans of alexnet and
#                                          googlenet in fp32 and bf16 into build-poolref/plans
#   bench/graph-pooling-check.sh run BIN   on the GPU machine, BIN holding netc-runtime and
#                                          netc-gpu-tests (e.g. build-rt/bin):
#     1. the GPU tests of pooling, softmax and LRN through both references
#        (ReferencePathTest.*: graph and legacy, random inputs, forward and backward, every
#        precision and layout, with the path that ran printed per pass; OpTest's pooling,
#        softmax and LRN cases through the graph reference);
#     2. `netc-runtime profile` of PLANS (default alexnet-fp32 alexnet-bf16 googlenet-bf16
#        googlenet-fp32; ITERATIONS replays, default 3, WARMUP 1; googlenet with
#        --engine-search 4 so that the call fits: it bounds the graph reference's engine
#        search of convolutions and pooling alike), text and JSON,
#        then per pooling/softmax/LRN layer and pass the find time, the algorithm and any
#        fallback reason (python3 summary from the JSON).
#   bench/graph-pooling-check.sh diagnose BIN   on the GPU machine, under 2 minutes: single
#     pooling/softmax tests each in its own process with NETC_GRAPH_TRACE=1 (every graph
#     build/run step on stderr) and the crash report's call stack (under gdb when the machine
#     has it), then the test filter of `run` and alexnet-fp32's profile.
#   Durations on an H100 (cuDNN 9.19, 2026-11-25): each NHWC resample config is compiled when
#   built (about 1.5 s); the GPU tests bound the pooling search to 2 configs (OpTest's
#   engineSearchLimit), the profiles search all of modes A and fallback: alexnet-bf16 did not
#   finish in 40 s, so give each profile TEST_TIMEOUT/PROFILE_TIMEOUT of minutes, not seconds.
#   Everything goes to $OUT (default ./poolref-out). Exit status: the number of failed steps.
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
plans=$here/build-poolref/plans
mode=${1:-}

case "$mode" in
prepare)
  netc=${NETC:-$here/build/bin/netc}
  mkdir -p "$plans"
  for net in alexnet googlenet; do
    for precision in fp32 bf16; do
      "$netc" profile "$here/nets/$net.json" --device h100 --precision $precision \
        --emit-plan "$plans/$net-$precision.json" || exit 1
    done
  done
  ls -la "$plans"
  exit 0
  ;;
run | diagnose) ;;
*)
  echo "usage: $0 prepare | run BIN | diagnose BIN" >&2
  exit 2
  ;;
esac

bin=${2:?"run needs the directory of netc-runtime and netc-gpu-tests"}
out=${OUT:-$here/poolref-out}
iterations=${ITERATIONS:-3}
warmup=${WARMUP:-1}
mkdir -p "$out"
# shellcheck source=/dev/null
[ -f "$here/bench/cuda-libs.sh" ] && source "$here/bench/cuda-libs.sh"
failed=0

if [ "$mode" = diagnose ]; then
  gdb=$(command -v gdb || true)
  echo "== diagnose (gdb: ${gdb:-none})"
  for test in AllPrecisions/OpTest.AvgPoolSymmetricPad/fp32_nhwc \
              AllPrecisions/OpTest.MaxPoolOverlappingWindows/fp32_nhwc \
              AllPrecisions/OpTest.SoftmaxOverClasses/fp32_nhwc \
              AllPrecisions/OpTest.MaxPoolOverlappingWindows/bf16_nchw; do
    echo "-- $test"
    log="$out/diagnose-${test//\//_}.txt"
    if [ -n "$gdb" ] && [ "$test" = AllPrecisions/OpTest.MaxPoolOverlappingWindows/fp32_nhwc ]; then
      NETC_GRAPH_TRACE=1 timeout 60 "$gdb" -batch -ex run -ex bt --args "$bin/netc-gpu-tests" \
        --gtest_filter="$test" > "$log" 2>&1
    else
      NETC_GRAPH_TRACE=1 timeout 40 "$bin/netc-gpu-tests" --gtest_filter="$test" > "$log" 2>&1
    fi
    echo "   exit $?"
    grep -v "^\[New Thread\|^\[Thread\|libthread_db" "$log" | tail -40 | cut -c1-400
  done
  PLANS=${PLANS:-alexnet-fp32}
fi

echo "== GPU tests: pooling, softmax, LRN through both references"
timeout "${TEST_TIMEOUT:-300}" "$bin/netc-gpu-tests" \
  --gtest_filter='*ReferencePathTest*:*OpTest*Pool*:*OpTest*Softmax*:*OpTest*LocalResponse*' \
  > "$out/gpu-tests.txt" 2>&1
status=$?
grep -E "^\[  (FAILED|PASSED|SKIPPED) |^  \[(graph|legacy)\]|Failure|error" "$out/gpu-tests.txt" |
  sort | uniq -c | sort -rn | head -60
tail -5 "$out/gpu-tests.txt"
if [ $status -ne 0 ]; then
  echo "gpu tests: exit $status"
  grep -B3 -A40 "fatal signal" "$out/gpu-tests.txt" | head -50 | cut -c1-300
  failed=$((failed + 1))
fi

for plan in ${PLANS:-alexnet-fp32 alexnet-bf16 googlenet-bf16 googlenet-fp32}; do
  echo "== profile $plan"
  search=()
  case $plan in googlenet*) search=(--engine-search 4) ;; esac
  timeout "${PROFILE_TIMEOUT:-200}" "$bin/netc-runtime" profile "$plans/$plan.json" --iterations "$iterations" \
    --warmup "$warmup" "${search[@]}" --format json -o "$out/$plan.json" \
    --text "$out/$plan.txt" 2> "$out/$plan.log"
  status=$?
  if [ $status -ne 0 ]; then
    echo "profile $plan: exit $status"
    tail -5 "$out/$plan.log"
    grep -A40 "fatal signal" "$out/$plan.log" | head -45 | cut -c1-300
    failed=$((failed + 1))
    continue
  fi
  grep -E "^  reference|^legacy in the graph|^failed" "$out/$plan.txt"
  python3 - "$out/$plan.json" <<'PY'
import json, sys
report = json.load(open(sys.argv[1]))
for layer in report["layers"]:
    if layer["op"] not in ("max_pool", "avg_pool", "softmax", "lrn"):
        continue
    for p in layer["passes"]:
        find = p.get("find") or {}
        algo = p.get("find_algorithm") or {}
        heur = p.get("heuristic") or {}
        print(f'{layer["name"]:<22} {p["pass"]:<14} find {find.get("median_ms", float("nan")):8.4f} ms'
              f'  heuristic {heur.get("median_ms", float("nan")):8.4f} ms  {algo.get("name", "-")}'
              + (f'  [fallback: {algo["fallback_reason"][:140]}]' if "fallback_reason" in algo else "")
              + (f'  FAILED: {p["failure"][:160]}' if "failure" in p else ""))
full = report["full_pass"]
if full.get("measured"):
    print("full pass: forward", round(full["forward"]["median_ms"], 3), "ms, training step",
          round(full["training_step"]["median_ms"], 3) if full.get("training_step") else None, "ms")
PY
done
echo "failed steps: $failed"
exit $failed
