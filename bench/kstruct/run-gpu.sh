#!/usr/bin/env bash
# run-gpu.sh - the GPU half of the structure microbenchmark (bench/kstruct):
#   bash bench/kstruct/run-gpu.sh [DIR=build-kstruct] [BUDGET_S=150]
# DIR holds (built on the development machine, carried):
#   bin/netc-runtime   the runtime
#   bench/             `kstruct.py make`'s networks, lowered (one per kernel and precision)
#   nets/              lowered nets (NET-sm_90-PRECISION), measured whole for the score
# Every launch is timed kernel-only by `netc-runtime run --no-check --no-cudnn`
# (CUDA-graph replays, L2 swept before each launch, median of 5). Results:
# DIR/bench/*/run.json, DIR/nets-runs/*.json, copied to $OUT when it is set,
# and one compact line per network on stdout ("KS name device ms,ms,...":
# each launch's median in launch order) that `kstruct.py ingest` turns back
# into run JSONs if the files do not come back.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
dir=${1:-build-kstruct}
budget=${2:-150}
cd "$root"
# shellcheck source=/dev/null
source bench/cuda-libs.sh
runtime="$dir/bin/netc-runtime"
"$runtime" device || { echo "run-gpu.sh: no GPU" >&2; exit 1; }
start=$(date +%s)
# The bench first (the fit needs it; it may take the whole budget), the nets
# with what is left.
python3 bench/kstruct/kstruct.py run "$dir/bench" --runtime "$runtime" --budget-s "$budget"
status=$?
mkdir -p "$dir/nets-runs"
for net in "$dir"/nets/*/; do
  [ -d "$net" ] || continue
  name=$(basename "$net")
  [ -f "$dir/nets-runs/$name.json" ] && continue
  if [ $(( $(date +%s) - start )) -gt "$budget" ]; then
    echo "run-gpu.sh: budget spent; $name and later nets not run"
    break
  fi
  if "$runtime" run "$net" --no-check --no-cudnn --iterations 5 --warmup 1 --format json \
       -o "$dir/nets-runs/$name.json.partial" > /dev/null 2> "$dir/nets-runs/$name.err"; then
    mv "$dir/nets-runs/$name.json.partial" "$dir/nets-runs/$name.json"
  else
    echo "run-gpu.sh: $name failed:"
    tail -5 "$dir/nets-runs/$name.err"
  fi
done
python3 bench/kstruct/kstruct.py compact $(ls "$dir"/nets-runs/*.json "$dir"/bench/*/run.json 2> /dev/null)
if [ -n "${OUT:-}" ]; then
  mkdir -p "$OUT/nets-runs" "$OUT/bench"
  cp "$dir"/nets-runs/*.json "$OUT/nets-runs/" 2> /dev/null
  for run in "$dir"/bench/*/run.json; do
    cp "$run" "$OUT/bench/$(basename "$(dirname "$run")").json"
  done
fi
echo "run-gpu.sh: $(( $(date +%s) - start )) s"
exit $status
