#!/usr/bin/env bash
# timing-smoke.sh - kernel-only timing (CUDA graphs) against the old event
# timing, on a GPU machine, in one command.
#
#   bench/timing-smoke.sh [BIN_DIR]    (default: build/bin; build-rt/bin works too)
#
# 1. finds cuDNN and cuBLAS in PyTorch's pip packages (bench/cuda-libs.sh);
# 2. the GPU tests of GraphTimer (netc-gpu-tests --gtest_filter='GraphTimer.*'):
#    a spin kernel of known duration, host work kept out of kernel-only times,
#    the L2 sweep excluded, a synchronising call refused by name, cuDNN and
#    cuBLAS captured;
# 3. netc-runtime profile on runtime/examples/ece408-plan.json,
#    vgg-small-plan.json and mixed-ops-sm_90-fp32 (netc lower at build time, test/gpu/KernelPlans.cmake) with --timing events (the old,
#    host-inclusive method) and with the default kernel-only timing, JSON, and
#    a table per plan: per layer and pass, events ms, kernel-only ms, their
#    ratio and the host ms per call; then the full pass (forward, training step);
# 4. netc-runtime run "$mixed" the same two ways: per launch
#    ours and cuDNN's, and the whole forward pass (ours, cuDNN's).
#
# Kernel-only should be at or below events everywhere, far below for small
# layers whose events time is the library's host work. Full logs and JSON go
# to $OUT if set, else to BIN_DIR/../timing-smoke. Exit status: the number of
# failed steps.
set -u
bin=${1:-build/bin}
out=${OUT:-$(dirname "$bin")/timing-smoke}
mkdir -p "$out"
failed=0
here=$(dirname "${BASH_SOURCE[0]}")

step() { printf '\n=== %s\n' "$*"; }
fail() { echo "FAILED: $*"; failed=$((failed + 1)); }

for tool in netc-runtime netc-gpu-tests; do
  [ -x "$bin/$tool" ] || { echo "timing-smoke: $bin/$tool not found (build first)"; exit 100; }
done

source "$here/cuda-libs.sh"
echo "LD_LIBRARY_PATH=$LD_LIBRARY_PATH"
nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv 2>&1 | tee "$out/nvidia-smi.txt"

step "GraphTimer GPU tests (full log: graph-timer-tests.log)"
"$bin/netc-gpu-tests" --gtest_filter='GraphTimer.*' > "$out/graph-timer-tests.log" 2>&1
status=$?
grep -E "^netc-gpu-tests on|^  |OK \]|FAILED|SKIPPED|PASSED" "$out/graph-timer-tests.log"
[ $status -eq 0 ] || fail "GraphTimer tests exited $status"

compare_profiles() { # $1 events JSON, $2 graph JSON
  python3 - "$1" "$2" <<'PY'
import json, sys
events, graph = (json.load(open(p)) for p in sys.argv[1:3])
print("method:", graph["run"]["timing"])
def rows(doc):
    return {(l["name"], p["pass"]): p for l in doc["layers"] for p in l["passes"]}
e, g = rows(events), rows(graph)
print(f"{'layer':<16} {'pass':<16} {'events ms':>10} {'kernel ms':>10} {'kern/ev':>8} {'host ms':>8}")
def ms(p):
    return p["find"]["median_ms"] if p and p.get("find") else None
for key in g:
    a, b = ms(e.get(key)), ms(g[key])
    host = g[key].get("host_ms_per_call")
    fmt = lambda v: f"{v:10.4f}" if v is not None else f"{'-':>10}"
    ratio = f"{b / a:8.2f}" if a and b else f"{'-':>8}"
    print(f"{key[0]:<16} {key[1]:<16} {fmt(a)} {fmt(b)} {ratio} "
          f"{host if host is None else round(host, 4)!s:>8}")
fe, fg = events["full_pass"], graph["full_pass"]
def full(f, k):
    v = f.get(k)
    return f"{v['median_ms']:.3f}" if v else "-"
print(f"full pass forward:       events {full(fe, 'forward')} ms, kernel-only {full(fg, 'forward')} ms")
print(f"full pass training step: events {full(fe, 'training_step')} ms, "
      f"kernel-only {full(fg, 'training_step')} ms")
if fg.get("training_step_failure"):
    print("  training step:", fg["training_step_failure"])
PY
}

# A plan of netc's own kernels, written by `netc lower` at build time.
mixed=${NETC_KERNEL_PLANS_DIR:-$(dirname "$bin")/test/kernel-plans}/mixed-ops-sm_90-fp32
for plan in runtime/examples/ece408-plan.json runtime/examples/vgg-small-plan.json \
            "$mixed/plan.json"; do
  name=$(basename "$(dirname "$plan")")
  [ "$name" = examples ] && name=$(basename "$plan" -plan.json)
  step "profile $plan: events (host-inclusive) vs kernel-only"
  "$bin/netc-runtime" profile "$plan" --timing events --format json -o "$out/$name-events.json" \
    2> "$out/$name-events.log" || fail "profile $name --timing events"
  "$bin/netc-runtime" profile "$plan" --format json -o "$out/$name-graph.json" \
    2> "$out/$name-graph.log" || fail "profile $name (kernel-only)"
  "$bin/netc-runtime" profile "$plan" 2>> "$out/$name-graph.log" > "$out/$name-graph.txt" ||
    fail "profile $name (kernel-only, text)"
  if [ -s "$out/$name-events.json" ] && [ -s "$out/$name-graph.json" ]; then
    compare_profiles "$out/$name-events.json" "$out/$name-graph.json" | tee "$out/$name-compare.txt"
  fi
done

step "run $mixed: events (host-inclusive) vs kernel-only"
"$bin/netc-runtime" run "$mixed" --timing events --format json \
  -o "$out/mixed-run-events.json" 2> "$out/mixed-run-events.log" || fail "run mixed-ops --timing events"
"$bin/netc-runtime" run "$mixed" --format json -o "$out/mixed-run-graph.json" \
  2> "$out/mixed-run-graph.log" || fail "run mixed-ops (kernel-only)"
"$bin/netc-runtime" run "$mixed" 2>> "$out/mixed-run-graph.log" |
  tee "$out/mixed-run-graph.txt"
[ "${PIPESTATUS[0]}" -eq 0 ] || fail "run mixed-ops (kernel-only, text)"
if [ -s "$out/mixed-run-events.json" ] && [ -s "$out/mixed-run-graph.json" ]; then
  python3 - "$out/mixed-run-events.json" "$out/mixed-run-graph.json" <<'PY'
import json, sys
events, graph = (json.load(open(p)) for p in sys.argv[1:3])
print("method:", graph["run"]["timing"])
print(f"{'#':>3} {'layers':<24} {'ours ev':>9} {'ours kern':>9} {'cudnn ev':>9} "
      f"{'cudnn kern':>10} {'ours host':>9} {'cudnn host':>10}")
med = lambda t: f"{t['median_ms']:.4f}" if t else "-"
num = lambda v: f"{v:.4f}" if v is not None else "-"
for a, b in zip(events["launches"], graph["launches"]):
    print(f"{b['index']:>3} {b['layers']:<24} {med(a['ours']):>9} {med(b['ours']):>9} "
          f"{med(a['cudnn']):>9} {med(b['cudnn']):>10} {num(b['ours_host_ms_per_call']):>9} "
          f"{num(b['cudnn_host_ms_per_call']):>10}")
s, t = events["summary"], graph["summary"]
print(f"forward ours:  events {med(s['forward'])} ms, kernel-only {med(t['forward'])} ms")
print(f"forward cuDNN: kernel-only {med(t['cudnn_forward'])} ms "
      f"{t['cudnn_forward_failure'] or ''}")
PY
fi

step "summary"
echo "failed steps: $failed"
exit $failed
