#!/usr/bin/env bash
# run-onnx-plans.sh NETC_RUNTIME PLANS_DIR - run every plan lower-onnx-plans.sh wrote.
#
# On the GPU machine: `netc-runtime run` on each PLANS_DIR/*/plan.json, every
# launch checked against its reference; a plan passes only when netc-runtime
# exits 0 and its JSON report shows every launch checked and passed
# (test/gpu/check_run_report.py). One line per plan; exit 1 if any failed.
set -u
runtime=$1 plans=$2
checker=$(cd "$(dirname "${BASH_SOURCE[0]}")/../test/gpu" && pwd)/check_run_report.py
failed=0
for plan in "$plans"/*/plan.json; do
  dir=$(dirname "$plan") label=$(basename "$(dirname "$plan")")
  "$runtime" run "$dir" --iterations 2 --warmup 1 --format json -o "$dir/run.json" \
    2> "$dir/run.log"
  status=$?
  verdict=$(python3 "$checker" --label "$label" "$dir/run.json")
  checked=$?
  echo "$verdict (netc-runtime exit $status)"
  if [ $status -ne 0 ] || [ $checked -ne 0 ]; then
    tail -5 "$dir/run.log"
    failed=1
  fi
done
exit $failed
