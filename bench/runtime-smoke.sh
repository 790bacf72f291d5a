#!/usr/bin/env bash
# runtime-smoke.sh - netc-runtime on a GPU machine, in one command.
#
#   bench/runtime-smoke.sh [BIN_DIR]    (default: build/bin)
#
# 1. finds cuDNN and cuBLAS in PyTorch's pip packages (nvidia-cudnn-cu13,
#    nvidia-cublas) and puts them on LD_LIBRARY_PATH;
# 2. netc-runtime device;
# 3. the GPU correctness tests (netc-gpu-tests: every op kind, every precision
#    and layout, against a double-precision CPU reference);
# 4. netc-runtime profile on runtime/examples/ece408-plan.json and
#    vgg-small-plan.json (text, JSON and CSV);
# 5. runtime/examples/too-large-plan.json, which must stop with the
#    out-of-memory message and a non-zero exit, not a crash.
#
# Full logs go to $OUT if set, else to BIN_DIR/../runtime-smoke (inside the
# ignored build directory). Exit status: the number of failed steps.
set -u
bin=${1:-build/bin}
out=${OUT:-$(dirname "$bin")/runtime-smoke}
mkdir -p "$out"
failed=0

step() { printf '\n=== %s\n' "$*"; }
fail() { echo "FAILED: $*"; failed=$((failed + 1)); }

for tool in netc-runtime netc-gpu-tests; do
  [ -x "$bin/$tool" ] || { echo "runtime-smoke: $bin/$tool not found (build first)"; exit 100; }
done

# cuDNN and cuBLAS from PyTorch's pip packages.
source "$(dirname "${BASH_SOURCE[0]}")/cuda-libs.sh"
echo "LD_LIBRARY_PATH=$LD_LIBRARY_PATH"

step "device"
nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm,clocks.max.mem \
  --format=csv 2>&1 | tee "$out/nvidia-smi.txt"
"$bin/netc-runtime" device | tee "$out/device.txt" || fail "netc-runtime device"

step "GPU correctness tests (full log: gpu-tests.log)"
"$bin/netc-gpu-tests" > "$out/gpu-tests.log" 2>&1
status=$?
grep -E "^netc-gpu-tests on|FAILED|SKIPPED|^\[  PASSED|^\[==========\]" "$out/gpu-tests.log" | head -60
# The largest error each precision showed, over every check.
awk '/^\[ RUN/ {config = $NF; sub(/.*\//, "", config)}
     /rel. L2 error/ {for (i = 1; i <= NF; ++i) if ($i == "error") e = $(i + 1) + 0;
                      if (e > worst[config]) worst[config] = e}
     END {for (c in worst) printf "  worst relative L2 error %-12s %.2e\n", c, worst[c]}' \
  "$out/gpu-tests.log" | sort
[ $status -eq 0 ] || fail "netc-gpu-tests exited $status"

for plan in ece408 vgg-small; do
  step "profile runtime/examples/$plan-plan.json"
  "$bin/netc-runtime" profile "runtime/examples/$plan-plan.json" --format json \
    -o "$out/$plan.json" 2> "$out/$plan-progress.log" || fail "profile $plan (json)"
  "$bin/netc-runtime" profile "runtime/examples/$plan-plan.json" --format csv \
    -o "$out/$plan.csv" 2>> "$out/$plan-progress.log" || fail "profile $plan (csv)"
  "$bin/netc-runtime" profile "runtime/examples/$plan-plan.json" 2>> "$out/$plan-progress.log" |
    tee "$out/$plan.txt"
  [ "${PIPESTATUS[0]}" -eq 0 ] || fail "profile $plan (text)"
done

step "profile vgg-small in bf16 and fp16 (forward)"
for precision in bf16 fp16; do
  "$bin/netc-runtime" profile runtime/examples/vgg-small-plan.json --precision $precision \
    --direction forward 2>> "$out/vgg-small-progress.log" | tee "$out/vgg-small-$precision.txt"
  [ "${PIPESTATUS[0]}" -eq 0 ] || fail "profile vgg-small $precision"
done

step "too-large plan: must fail cleanly with the out-of-memory message"
"$bin/netc-runtime" profile runtime/examples/too-large-plan.json > "$out/too-large.txt" 2>&1
status=$?
cat "$out/too-large.txt"
if [ $status -eq 0 ]; then
  fail "too-large plan exited 0"
elif [ $status -ge 128 ]; then
  fail "too-large plan crashed (exit $status)"
elif ! grep -q "out of GPU memory" "$out/too-large.txt"; then
  fail "too-large plan: no out-of-memory message"
else
  echo "ok: exit $status with the out-of-memory message"
fi

step "summary"
echo "failed steps: $failed"
exit $failed
