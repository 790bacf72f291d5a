#!/usr/bin/env bash
# run-lowered-nets.sh NETC NETC_RUNTIME NETS_DIR - the GPU test of generated kernels.
#
# Lowers every network in NETS_DIR at batch 4 for the GPU at hand's target, in
# fp32 and bf16, and runs each plan with netc-runtime run: every launch checked
# against cuDNN (or cuBLAS) on fresh random inputs, every output element
# written. Exit 77 (ctest: skipped, not passed) without a GPU; the number of
# failed plans otherwise.
set -u
netc=$1 runtime=$2 nets=$3
"$runtime" device > /dev/null 2>&1 || { echo "no GPU: skipped"; exit 77; }
capability=$("$runtime" device --format json | python3 -c \
  'import json,sys; d=json.load(sys.stdin); print(d.get("compute_capability", d.get("devices", [{}])[0].get("compute_capability", "9.0")))' 2>/dev/null)
target=sm_$(echo "${capability:-9.0}" | tr -d .)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
for file in "$nets"/*.json; do
  net=$(basename "$file" .json)
  for precision in fp32 bf16; do
    dir=$work/$net-$precision
    if ! "$netc" lower "$file" --batch 4 --target "$target" --precision "$precision" -o "$dir" > /dev/null; then
      echo "FAIL $net $precision: netc lower"; failed=$((failed + 1)); continue
    fi
    if "$runtime" run "$dir" --iterations 2 --warmup 1 > "$dir/run.log" 2>&1; then
      echo "ok   $net $precision ($(grep -c ' ok$' "$dir/run.log") launches checked)"
    else
      echo "FAIL $net $precision"; tail -5 "$dir/run.log"; failed=$((failed + 1))
    fi
  done
done
exit $failed
