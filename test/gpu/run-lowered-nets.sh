#!/usr/bin/env bash
# run-lowered-nets.sh NETC NETC_RUNTIME NETS_DIR - the GPU test of generated kernels.
#
# Lowers every network in NETS_DIR at batch 4 for the GPU at hand's target, in
# fp32 and bf16, and runs each plan with netc-runtime run: every launch checked
# against cuDNN (or cuBLAS) on fresh random inputs, every output element
# written. A plan passes only when netc-runtime exits 0 AND its JSON report
# shows every launch checked and passed (test/gpu/check_run_report.py:
# checked == launches, nothing unchecked, no failure); the exit code alone is
# not trusted. One line per plan with checked/launches. Exit 77 (ctest:
# skipped, not passed) without a GPU; 1 when any plan failed (never a count,
# which could read as 77 or wrap to 0), else 0.
set -u
netc=$1 runtime=$2 nets=$3
checker=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/check_run_report.py
"$runtime" device > /dev/null 2>&1 || { echo "no GPU: skipped"; exit 77; }
capability=$("$runtime" device --format json | python3 -c \
  'import json,sys; d=json.load(sys.stdin); print(d.get("compute_capability", d.get("devices", [{}])[0].get("compute_capability", "9.0")))' 2>/dev/null)
target=sm_$(echo "${capability:-9.0}" | tr -d .)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0 plans=0
for file in "$nets"/*.json; do
  net=$(basename "$file" .json)
  for precision in fp32 bf16; do
    plans=$((plans + 1))
    dir=$work/$net-$precision
    if ! "$netc" lower "$file" --batch 4 --target "$target" --precision "$precision" -o "$dir" > /dev/null; then
      echo "FAIL $net $precision: netc lower"; failed=$((failed + 1)); continue
    fi
    "$runtime" run "$dir" --iterations 2 --warmup 1 --format json -o "$dir/run.json" \
      2> "$dir/run.log"
    status=$?
    verdict=$(python3 "$checker" --label "$net $precision" "$dir/run.json")
    checked=$?
    echo "$verdict (netc-runtime exit $status)"
    if [ $status -ne 0 ] || [ $checked -ne 0 ]; then
      [ $status -ne 0 ] && [ $checked -eq 0 ] && echo "FAIL $net $precision: netc-runtime exited $status"
      tail -5 "$dir/run.log"; failed=$((failed + 1))
    fi
  done
done
echo "run-lowered-nets: $((plans - failed)) of $plans plans with every launch checked and passed"
[ $plans -gt 0 ] && [ $failed -eq 0 ] # no plan at all is no pass either
