#!/usr/bin/env bash
#===- bench/fuzz-importer.sh - Fuzz the Paleo JSON importer with libFuzzer -===#
#
# Usage: bench/fuzz-importer.sh [SECONDS]      (default 600)
#
# Configures build-fuzz with clang 22 (NETC_ENABLE_FUZZER=ON), builds
# netc-importer-fuzzer, seeds a corpus with every network in nets/, Paleo's own
# networks (../shared/peers/paleo/nets, when present) and the bad inputs of
# test/Frontend/errors.test, and fuzzes for SECONDS with one process (the
# other core stays free). Prints executions, coverage and crashes; exits
# non-zero when the fuzzer found a crash, leak, timeout (> 10 s) or
# out-of-memory (> 4 GiB), keeping the input in build-fuzz/fuzz-artifacts/.
#
# Environment:
#   NETC_FUZZ_CORPUS  keep the grown corpus in this directory (default: a
#                     fresh temporary one, so every run starts from the seeds)
#   NETC_FUZZ_JOBS    ninja -j for the build (default 2)
#   NETC_FUZZ_NO_BUILD=1  use the fuzzer already in build-fuzz as it is
#   NETC_FUZZ_KEEP_GOING=1  do not stop at the first finding: fuzz for the
#                     whole time in libFuzzer's fork mode, keeping every
#                     crash/timeout/oom input, then exit non-zero if any
#
# Reproduce a crash:  build-fuzz/bin/netc-importer-fuzzer CRASH_FILE
# Minimise it:        build-fuzz/bin/netc-importer-fuzzer -minimize_crash=1 \
#                       -runs=10000 -exact_artifact_path=min.json CRASH_FILE
#
#===----------------------------------------------------------------------===#

set -euo pipefail

duration=${1:-600}
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
llvm=/usr/lib/llvm-22/bin
build=$root/build-fuzz
fuzzer=$build/bin/netc-importer-fuzzer
artifacts=$build/fuzz-artifacts

if [[ ${NETC_FUZZ_NO_BUILD:-0} != 1 ]]; then
  cmake -S "$root" -B "$build" -G Ninja \
    -DCMAKE_CXX_COMPILER=$llvm/clang++ -DCMAKE_C_COMPILER=$llvm/clang \
    -DNETC_ENABLE_FUZZER=ON -DBUILD_TESTING=OFF >/dev/null
  cmake --build "$build" --target netc-importer-fuzzer -j "${NETC_FUZZ_JOBS:-2}"
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/netc-fuzz.XXXXXX")
trap 'rm -rf "$work"' EXIT

# Seeds: well-formed networks reach deep into the importer and the analyses;
# the error cases start the fuzzer next to every rejection path.
seeds=$work/seeds
mkdir -p "$seeds" "$work/errors" "$artifacts"
cp "$root"/nets/*.json "$seeds"/
peers=$root/../shared/peers/paleo/nets
if compgen -G "$peers/*.json" >/dev/null; then
  for f in "$peers"/*.json; do cp "$f" "$seeds/paleo-$(basename "$f")"; done
fi
$llvm/split-file "$root/test/Frontend/errors.test" "$work/errors"
for f in "$work"/errors/*; do cp "$f" "$seeds/error-$(basename "$f")"; done
echo "seeds: $(ls "$seeds" | wc -l) files"

corpus=${NETC_FUZZ_CORPUS:-$work/corpus}
mkdir -p "$corpus"
log=$build/fuzz-importer.log

# Stop at the first crash, or with NETC_FUZZ_KEEP_GOING=1 go on past crashes,
# timeouts and out-of-memory inputs (libFuzzer's fork mode, one worker), so
# that one known bug does not end a long run.
mode=(-print_final_stats=1)
if [[ ${NETC_FUZZ_KEEP_GOING:-0} == 1 ]]; then
  mode=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
fi

# New inputs go to the first directory ($corpus); the seeds are read only.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1}
export ASAN_SYMBOLIZER_PATH=$llvm/llvm-symbolizer
before=$(ls "$artifacts")
set +e
"$fuzzer" "$corpus" "$seeds" "${mode[@]}" \
  -dict="$root/bench/fuzz/json.dict" \
  -max_len=65536 -timeout=10 -rss_limit_mb=4096 -max_total_time="$duration" \
  -artifact_prefix="$artifacts/" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e
found=$(comm -13 <(echo "$before") <(ls "$artifacts") | sed "s|^|$artifacts/|" | tr '\n' ' ')

# Summary from libFuzzer's last status line ("#N DONE cov: ..." or, in fork
# mode, "#N: cov: ...") and its final statistics.
final_stat() { sed -n "s/^stat::$1: *//p" "$log" | tail -1; }
last=$(grep -E '^#[0-9]+' "$log" | tail -1 || true)
field() { sed -n "s|.* $1: \([0-9][0-9/A-Za-z]*\).*|\1|p" <<<"$last"; }
echo
echo "=== netc-importer-fuzzer summary ==="
echo "duration:      ${duration} s requested; $(grep -oE 'Done [0-9]+ runs in [0-9]+ second|exiting: [0-9]+ time: [0-9]+s' "$log" | tail -1 || true)"
execs=$(final_stat number_of_executed_units)
last_execs=${last%%[: ]*}
echo "executions:    ${execs:-${last_execs#\#}}"
rate=$(final_stat average_exec_per_sec)
seconds=$(sed -n 's|.* time: \([0-9]*\)s.*|\1|p' <<<"$last")
[[ -z $rate && ${seconds:-0} -gt 0 ]] && rate=$(( ${last_execs#\#} / seconds ))
echo "exec/s:        ${rate:-?} on average (last status line: $(field exec/s))"
echo "coverage:      cov: $(field cov) ft: $(field ft)"
echo "corpus:        $(field corp) units(/bytes) in $corpus"
[[ -n $(final_stat peak_rss_mb) ]] && echo "peak RSS:      $(final_stat peak_rss_mb) MB"
grep -q 'oom/timeout/crash' <<<"$last" &&
  echo "oom/timeout/crash: $(sed -n 's/.*oom\/timeout\/crash: \([0-9/]*\).*/\1/p' <<<"$last")"
echo "fuzzer exit:   $status"
if [[ $status -ne 0 || -n $found ]]; then
  echo "crashes:       yes: ${found:-see $log}"
  echo "reproduce:     $fuzzer CRASH_FILE    (log: $log)"
  exit 1
fi
echo "crashes:       none"
