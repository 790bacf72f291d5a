#!/usr/bin/env bash
# bench/true-time.sh end to end without a GPU: netc, netc-runtime, nvidia-smi and
# the PyTorch column are test/bench/fake_gpu_tools.py. Checks the split over two
# parts, the merged report's arithmetic, the retry without a refused PyTorch
# column, and that a budget too small skips steps and says so (ctest:
# bench-true-time-driver).
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
repo=$(cd "$here/../.." && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/bin" "$tmp/path"
for tool in netc netc-runtime; do ln -s "$here/fake_gpu_tools.py" "$tmp/bin/$tool"; done
for tool in nvidia-smi pytorch_column.py; do ln -s "$here/fake_gpu_tools.py" "$tmp/path/$tool"; done
export PATH=$tmp/path:$PATH PYTORCH_COLUMN=$tmp/path/pytorch_column.py
export NETS="alexnet resnet50 conv_L5" PRECISIONS="fp32 bf16"
failures=0 checks=0
check() { # DESCRIPTION COMMAND...
  checks=$((checks + 1))
  if "${@:2}"; then echo "ok: $1"; else echo "FAILED: $1"; failures=$((failures + 1)); fi
}

for part in 1 2; do
  OUT=$tmp/out$part PART=$part/2 BUDGET_S=300 FAKE_REFUSE_FRAMEWORK=$([ $part = 2 ] && echo 1) \
    bash "$repo/bench/true-time.sh" "$tmp/bin" > "$tmp/log$part.txt" 2>&1
  check "part $part exits 0" [ $? -eq 0 ]
  check "part $part returns results.md, results.json, work.tar.gz and nothing else" \
    [ "$(cd "$tmp/out$part" && ls | tr '\n' ' ')" = "results.json results.md work.tar.gz " ]
done
check "the report gives the clocks sampled during the call" \
  grep -q "clocks: 3 busy samples, SM median 1980 MHz (min 1980, max 1980), up to 41 C" "$tmp/out1/results.md"
check "part 1 takes alexnet and conv_L5, part 2 resnet50" \
  grep -q "part 1/2: nets: alexnet conv_L5 ; runs: vgg16-fp32 alexnet-fp32 googlenet-fp32 resnet50-fp32" "$tmp/log1.txt"
check "part 1's tarball has the per-net cross-check" \
  sh -c "tar xzf '$tmp/out1/work.tar.gz' -O ./crosscheck/alexnet-fp32.md | grep -q '| conv2 | conv2d | forward | 2.0000 | 1.0000 | 2.000 \*\* |'"
check "part 2 retried the profile without the refused PyTorch column" \
  grep -q "resnet50-fp32: retry without the PyTorch column" "$tmp/log2.txt"

python3 "$repo/bench/true_time_report.py" "$tmp/out1/work.tar.gz" "$tmp/out2/work.tar.gz" \
  --json "$tmp/merged.json" --markdown "$tmp/merged.md"
check "the report merges both parts" [ $? -eq 0 ]
python3 - "$tmp/merged.json" <<'PY'
import json, sys
report = json.load(open(sys.argv[1]))
errors = []
def expect(what, got, wanted):
    if got != wanted:
        errors.append(f"{what}: got {got!r}, expected {wanted!r}")
for precision in ("fp32", "bf16"):
    bar = report["bar"][precision]
    # Every fake run: conv1 and conv2, reference 3 ms over ours 1 ms.
    expect(f"{precision} bar launches", bar["count"], 8)
    expect(f"{precision} bar geomean", round(bar["geomean"], 9), 3.0)
    expect(f"{precision} bar nets", sorted(bar["nets"]), sorted(["vgg16", "alexnet", "googlenet", "resnet50"]))
# Cross-check: the fake profile's conv 2 ms over PyTorch's conv1 2 ms and conv2 1 ms;
# resnet50 has no column in its profile (refused) but the report reads the column file.
forward = report["crosscheck"]["fp32"]["forward"]
expect("fp32 cross-check layers", forward["count"], 6)
expect("fp32 flagged", sorted(o["key"] for o in forward["outliers"]),
       ["alexnet/conv2", "conv_L5/conv2", "resnet50/conv2"])
alexnet = report["network"]["fp32"]["alexnet"]
expect("alexnet ours forward", alexnet["ours_forward_ms"], 5.0)
expect("alexnet graph/ours", alexnet["pytorch"]["CUDA graph"]["forward_over_ours"], 2.0)
expect("alexnet max-autotune graph/ours",
       alexnet["pytorch"]["max-autotune, graph"]["forward_over_ours"], 1.5)
expect("alexnet max-autotune training", alexnet["pytorch"]["compile max-autotune"]["training_ms"],
       None)
expect("parts", sorted(m["part"] for m in report["meta"]), ["1/2", "2/2"])
for error in errors:
    print("FAILED:", error)
sys.exit(1 if errors else 0)
PY
check "the merged numbers are the fakes' arithmetic" [ $? -eq 0 ]

OUT=$tmp/out3 BUDGET_S=40 bash "$repo/bench/true-time.sh" "$tmp/bin" > "$tmp/log3.txt" 2>&1
status=$?
check "a budget too small fails the skipped steps (exit $status)" [ $status -gt 0 ]
check "and says what it skipped" grep -q "skipped alexnet PyTorch: time budget" "$tmp/out3/results.md"
check "a report all the same" [ -s "$tmp/out3/results.json" ]

OUT=$tmp/out6 NETS=conv_L5 PRECISIONS=fp32 SHARES="0 0 100" BUDGET_S=300 \
  bash "$repo/bench/true-time.sh" "$tmp/bin" > "$tmp/log6.txt" 2>&1
check "SHARES=\"0 0 100\" (runs only) exits 0: a step given no time is not a failure" [ $? -eq 0 ]
check "and says the PyTorch column got no time" \
  grep -q "ok: none (SHARES gives the PyTorch column no time)" "$tmp/out6/results.md"

bash "$repo/bench/true-time.sh" "$tmp/nonexistent" > "$tmp/log4.txt" 2>&1
check "a missing build directory exits 100" [ $? -eq 100 ]
PART=3/2 bash "$repo/bench/true-time.sh" "$tmp/bin" > "$tmp/log5.txt" 2>&1
check "PART 3/2 exits 100" [ $? -eq 100 ]

if [ $failures -gt 0 ]; then
  for log in "$tmp"/log*.txt; do echo "--- $log"; tail -30 "$log"; done
fi
echo '{"scope": "Fake GPU H100, cuDNN 9.19.0", "entries": {}}' > "$tmp/engines.json"
OUT=$tmp/out7 NETS=conv_L5 PRECISIONS=fp32 BUDGET_S=300 ENGINE_CACHE=$tmp/engines.json \
  bash "$repo/bench/true-time.sh" "$tmp/bin" > "$tmp/log7.txt" 2>&1
check "ENGINE_CACHE: exits 0" [ $? -eq 0 ]
check "ENGINE_CACHE: the profiles and runs get --engine-cache" \
  sh -c "grep -q 'netc-runtime profile .*--engine-cache .*/engine-cache.json' '$tmp/out7/results.md' &&
         grep -q 'netc-runtime run .*--engine-cache .*/engine-cache.json' '$tmp/out7/results.md'"
check "ENGINE_CACHE: the cache comes back in work.tar.gz" \
  sh -c "tar xzf '$tmp/out7/work.tar.gz' -O ./engine-cache.json | grep -q 'Fake GPU H100'"

# More runs than the budget holds at 12 s each (12 runs in 60 s): the first
# ones run (they were once all skipped, 12 s being kept for each of the rest).
OUT=$tmp/out8 NETS=" " RUN_NETS="alexnet conv_L5 vgg16 googlenet resnet50 ece408" \
  PRECISIONS="fp32 bf16" SHARES="0 0 100" BUDGET_S=60 \
  bash "$repo/bench/true-time.sh" "$tmp/bin" > "$tmp/log8.txt" 2>&1
check "an over-subscribed budget still runs the first run" \
  sh -c "tar tzf '$tmp/out8/work.tar.gz' | grep -q 'runs/alexnet-fp32.json$'"

OUT=$tmp/out10 NETS=conv_L5 PRECISIONS=fp32 SHARES="0 100 0" BUDGET_S=300 \
  bash "$repo/bench/true-time.sh" "$tmp/bin" > "$tmp/log10.txt" 2>&1
check "SHARES=\"0 100 0\" (profiles only) exits 0 and lowers nothing" \
  sh -c "[ $? -eq 0 ] && ! grep -q 'skipped .* run' '$tmp/log10.txt' &&
         grep -q 'ok: none (SHARES gives the runs no time)' '$tmp/out10/results.md'"

# Models given as files (an ONNX export), filed under their names, at BATCH.
mkdir -p "$tmp/models" && : > "$tmp/models/mobilenet_v3_large.onnx"
OUT=$tmp/out9 NETS="$tmp/models/mobilenet_v3_large.onnx" RUN_NETS="$tmp/models/mobilenet_v3_large.onnx" \
  PRECISIONS=bf16 SHARES="0 50 50" BATCH=64 BUDGET_S=300 \
  bash "$repo/bench/true-time.sh" "$tmp/bin" > "$tmp/log9.txt" 2>&1
check "a model given as a file path exits 0" [ $? -eq 0 ]
check "its plan, profile and run are filed under its name" \
  sh -c "tar tzf '$tmp/out9/work.tar.gz' | grep -c 'plans/mobilenet_v3_large-bf16.json$\|profiles/mobilenet_v3_large-bf16.json$\|runs/mobilenet_v3_large-bf16.json$' | grep -qx 3"
check "BATCH reaches both the plan and the lowering" \
  sh -c "tar xzf '$tmp/out9/work.tar.gz' -O ./plans/mobilenet_v3_large-bf16.json | grep -q '\"batch\": 64' &&
         tar xzf '$tmp/out9/work.tar.gz' -O ./runs/mobilenet_v3_large-bf16.plan.json | grep -q '\"batch\": 64'"

echo "$((checks - failures)) passed, $failures failed"
[ $failures -eq 0 ]
