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
# non-zero when the fuzzer found a crash, leak, timeout or out-of-memory, and
# keeps the input that caused it in build-fuzz/fuzz-artifacts/.
#
# Environment:
#   NETC_FUZZ_CORPUS  keep the grown corpus in this directory (default: a
#                     fresh temporary one, so every run starts from the seeds)
#   NETC_FUZZ_JOBS    ninja -j for the build (default 2)
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

cmake -S "$root" -B "$build" -G Ninja \
  -DCMAKE_CXX_COMPILER=$llvm/clang++ -DCMAKE_C_COMPILER=$llvm/clang \
  -DNETC_ENABLE_FUZZER=ON -DBUILD_TESTING=OFF >/dev/null
cmake --build "$build" --target netc-importer-fuzzer -j "${NETC_FUZZ_JOBS:-2}"

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

# New inputs go to the first directory ($corpus); the seeds are read only.
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
export ASAN_SYMBOLIZER_PATH=$llvm/llvm-symbolizer
set +e
"$fuzzer" "$corpus" "$seeds" \
  -dict="$root/bench/fuzz/json.dict" \
  -max_len=65536 -timeout=10 -rss_limit_mb=4096 \
  -max_total_time="$duration" -print_final_stats=1 \
  -artifact_prefix="$artifacts/" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e

# Summary from libFuzzer's final statistics and its last status line.
stat() { sed -n "s/^stat::$1: *//p" "$log" | tail -1; }
last=$(grep -E '^#[0-9]+' "$log" | tail -1 || true)
cov=$(sed -n 's/.* cov: \([0-9]*\).*/\1/p' <<<"$last")
ft=$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<<"$last")
corp=$(sed -n 's/.* corp: \([0-9]*\/[0-9A-Za-z]*\).*/\1/p' <<<"$last")
found=$(sed -n 's/.*Test unit written to //p' "$log" | tr '\n' ' ')

echo
echo "=== netc-importer-fuzzer summary ==="
echo "duration:      ${duration} s requested; $(grep -oE 'Done [0-9]+ runs in [0-9]+ second' "$log" | tail -1 || true)"
echo "executions:    $(stat number_of_executed_units)"
echo "exec/s:        $(stat average_exec_per_sec)"
echo "coverage:      cov: ${cov:-?} ft: ${ft:-?}"
echo "corpus:        ${corp:-?} (units/bytes) in $corpus, $(stat new_units_added) new"
echo "peak RSS:      $(stat peak_rss_mb) MB"
echo "fuzzer exit:   $status"
if [[ $status -ne 0 ]]; then
  echo "crashes:       yes: ${found:-see $log}"
  echo "reproduce:     $fuzzer ${found:-CRASH_FILE}"
  trap - EXIT
  echo "work dir kept: $work"
  exit 1
fi
echo "crashes:       none"
