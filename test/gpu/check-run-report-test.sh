#!/usr/bin/env bash
# check-run-report-test.sh PYTHON - the report checker on hand-made reports (ctest, label unit).
#
# test/gpu/check_run_report.py must pass a report in which every launch was checked and
# passed, and fail (exit 1, naming the problem) one with an unchecked launch, a failed
# check, checks off, a summary that disagrees with its launches, or no check accounting.
set -u
python=${1:-python3}
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
reports=$here/Inputs/run-reports
failed=0

expect() { # expect STATUS TEXT REPORT: the checker's exit status and a line it prints
  local want=$1 text=$2 report=$3 output status
  output=$("$python" "$here/check_run_report.py" --label "$report" "$reports/$report")
  status=$?
  if [ "$status" -ne "$want" ]; then
    echo "FAILED: $report: exit $status, expected $want"; echo "  $output"; failed=$((failed + 1))
  elif [[ "$output" != *"$text"* ]]; then
    echo "FAILED: $report: output lacks '$text'"; echo "  $output"; failed=$((failed + 1))
  else
    echo "ok: $report: exit $status, '$text'"
  fi
}

expect 0 "ok   passed.json: 3/3 launches checked, all passed" passed.json
expect 1 "unchecked: netc_norm1 (norm1): cuDNN reference: cudnnSetLRNDescriptor" unchecked.json
expect 1 "FAIL unchecked.json: 2/3 launches checked" unchecked.json
expect 1 "check failed: netc_norm1 (norm1): relative L2 error" check-failed.json
expect 1 "checks were off (--no-check)" no-check.json
expect 1 "unchecked: netc_norm1 (norm1): no check ran" summary-disagrees.json
expect 1 "summary lacks launches, unchecked, failed_launches" old-format.json
# Several reports: one failure fails the whole call.
if "$python" "$here/check_run_report.py" "$reports/passed.json" "$reports/unchecked.json" \
  > /dev/null; then
  echo "FAILED: passed.json + unchecked.json exited 0"; failed=$((failed + 1))
fi
# A missing report is a failure, not a pass.
expect 1 "cannot read the report" does-not-exist.json
exit $failed
