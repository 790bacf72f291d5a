#!/usr/bin/env bash
# Times `netc summarize` end to end (process start to exit: load, import,
# verify, analyse, print) on the largest networks. Not a test: run it, then
# record the numbers in docs/results/ with the date and machine.
#   bash bench/summarize-benchmark.sh [runs]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-30}
netc=build/bin/netc
[ -x "$netc" ] || { echo "build netc first (bash scripts/build.sh)"; exit 1; }
files=(nets/inception_v3.json nets/googlenet.json nets/resnet50.json nets/vgg16.json)
[ -f ../shared/peers/paleo/nets/inception_v3.json ] && files+=(../shared/peers/paleo/nets/inception_v3.json)
python3 - "$netc" "$runs" "${files[@]}" <<'PY'
import statistics, subprocess, sys, time
netc, runs, files = sys.argv[1], int(sys.argv[2]), sys.argv[3:]
print(f"netc summarize, {runs} runs each after 3 warm-up runs (wall clock, ms)")
print(f"{'network':<50} {'median':>8} {'min':>8} {'max':>8}")
for flags in ([], ["--flops", "--memory"]):
    for f in files:
        cmd = [netc, "summarize", f, *flags]
        for _ in range(3):
            subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
        times = []
        for _ in range(runs):
            t = time.perf_counter()
            subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL)
            times.append((time.perf_counter() - t) * 1e3)
        name = " ".join([f.replace("../shared/peers/paleo/", "paleo:"), *flags])
        print(f"{name:<50} {statistics.median(times):8.1f} {min(times):8.1f} {max(times):8.1f}")
PY
