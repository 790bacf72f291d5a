#!/usr/bin/env bash
# sanitize.sh - compute-sanitizer over `netc-runtime run` on plan directories.
#
#   bench/sanitize.sh [--bin DIR] [--tools "memcheck racecheck"] [--netc-only] PLAN_DIR...
#
# --netc-only instruments netc's kernels alone (--kernel-name kns=netc_):
# cuDNN's and cuBLAS's reference kernels still run but are not checked, which
# makes racecheck 10-100x faster. --no-check skips the comparison with cuDNN
# altogether (only netc's kernels run): racecheck 2025.3 fails inside cuDNN's
# bf16 search ("failed to handle a hardware exception") on an H200.
#
# For every plan directory (a version-2 plan written by `netc lower`, lowered
# with a small batch: the sanitizer slows kernels down 10-100x) and every
# tool, runs
#
#   compute-sanitizer --tool TOOL --report-api-errors no [--leak-check full]
#       netc-runtime run PLAN --iterations 1 --warmup 0 --no-cudnn
#
# --report-api-errors no: netc-runtime checks the status of every API call
# itself, and it asks cuFuncGetParamInfo one parameter beyond a kernel's
# last on purpose (that is how it counts a kernel's parameters against the
# plan's arguments); the sanitizer would report each such probe.
#
# (memcheck with --leak-check full; racecheck checks shared-memory hazards).
# The check against cuDNN stays on: every launch runs on fresh inputs with a
# poisoned output view. cuDNN's and cuBLAS's own kernels run too; a report
# inside them is listed apart ("library") from one in netc's kernels
# (netc_*). Writes docs/results/sanitize-<date>.md (or $SANITIZE_REPORT) with
# one row per plan and tool and the logs beside it in $OUT or
# build-runtime/sanitize/. Exit status: the number of runs with errors in
# netc's kernels or a non-zero exit.
set -u
bin=build-runtime/bin
tools="memcheck racecheck"
filter=()
check=()
plans=()
while [ $# -gt 0 ]; do
  case "$1" in
    --bin) bin=$2; shift 2 ;;
    --tools) tools=$2; shift 2 ;;
    --netc-only) filter=(--kernel-name kns=netc_); shift ;;
    --no-check) check=(--no-check); shift ;;
    -h|--help) sed -n '2,21p' "$0"; exit 0 ;;
    *) plans+=("$1"); shift ;;
  esac
done
[ ${#plans[@]} -gt 0 ] || { echo "sanitize.sh: give at least one plan directory" >&2; exit 2; }
[ -x "$bin/netc-runtime" ] || { echo "sanitize.sh: $bin/netc-runtime not found (build first)" >&2; exit 2; }
command -v compute-sanitizer >/dev/null || { echo "sanitize.sh: compute-sanitizer not on PATH" >&2; exit 2; }
source "$(dirname "${BASH_SOURCE[0]}")/cuda-libs.sh"

logs=${OUT:-build-runtime/sanitize}
mkdir -p "$logs"
date=$(date -u +%Y-%m-%d)
report=${SANITIZE_REPORT:-docs/results/sanitize-$date.md}
mkdir -p "$(dirname "$report")"
device=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null | head -1)
sanitizer=$(compute-sanitizer --version 2>/dev/null | grep -i version | head -1)
failed=0
{
  echo "# compute-sanitizer over netc-runtime run ($date)"
  echo
  echo "Device: ${device:-unknown}. ${sanitizer}. Command per plan and tool:"
  echo '`compute-sanitizer --tool TOOL --report-api-errors no netc-runtime run PLAN --iterations 1 --warmup 0 --no-cudnn`'
  echo "(memcheck adds \`--leak-check full\`), written by bench/sanitize.sh."
  echo
  echo "| plan | tool | exit | reports in netc kernels | other reports | run result (summary) | seconds |"
  echo "|---|---|---|---|---|---|---|"
} > "$report"
for plan in "${plans[@]}"; do
  name=$(basename "$plan")
  for tool in $tools; do
    log="$logs/$name.$tool.log"
    extra=()
    [ "$tool" = memcheck ] && extra=(--leak-check full)
    start=$(date +%s)
    compute-sanitizer --tool "$tool" --report-api-errors no "${filter[@]}" "${extra[@]}" \
      "$bin/netc-runtime" run "$plan" --iterations 1 --warmup 0 --no-cudnn "${check[@]}" > "$log" 2>&1
    status=$?
    seconds=$(( $(date +%s) - start ))
    # A report's first line names the access and the kernel:
    # "========= Invalid __global__ read of size 4 bytes" then
    # "=========     at netc_conv1+0x..." ; racecheck: "Error: Race reported
    # between ... at netc_...". Count report lines naming netc_ kernels and
    # the rest.
    # Progress text may precede a report on the same line, so match anywhere.
    reports=$(grep -oE '========= +(Invalid|Error:|Race|Uninitialized|Warning:|Program hit)' "$log" | wc -l)
    # The kernel a report is in: "access at KERNEL+0x..." (racecheck) or
    # "at KERNEL+0x..." on the next line (memcheck).
    netc=$(grep -oE '(access at|========= +at) netc_[A-Za-z0-9_]*' "$log" | wc -l)
    netc=$(( netc > reports ? reports : netc ))
    library=$(( reports - netc ))
    summary=$(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' "$log" | tail -1 | sed 's/^========= //')
    result=$(grep -E '^  checks:' "$log" | sed 's/^ *//' | head -1)
    [ -z "$result" ] && result=$(grep -m1 -E 'error' "$log" | cut -c1-80)
    echo "| $name | $tool | $status | $netc | $library | ${result:-?} ($summary) | $seconds |" >> "$report"
    echo "sanitize: $name $tool: exit $status, netc-kernel reports $netc, library reports $library, $summary"
    if [ $status -ne 0 ] || [ "$netc" != 0 ]; then failed=$((failed + 1)); fi
  done
done
echo >> "$report"
echo "Logs: $logs. Runs with errors in netc's kernels or a non-zero exit: $failed." >> "$report"
echo "sanitize: report $report; $failed run(s) failed"
exit $failed
