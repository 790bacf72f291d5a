#!/usr/bin/env bash
#===- bench/fuzz-segment.sh - One segment of a resumable fuzzing campaign --===#
#
# Usage: bench/fuzz-segment.sh FUZZERS.tar.xz CORPUS.tar.xz SECONDS OUT.tar.xz [TARGET...]
#
# For a machine with idle cores and no compiler (the GPU machine while a GPU
# job runs): unpacks the six prebuilt fuzzers (a tarball of a directory `fz`
# holding netc-<target>-fuzzer, built and stripped of debug info here) and the
# campaign's corpus (a tarball of a directory `fzc` with one directory per
# target), runs every target (or the TARGETs named) at once for SECONDS (bench/fuzz-all.sh with
# NETC_FUZZ_BIN and NETC_FUZZ_PARALLEL, nice 19), and packs the grown corpus,
# the fuzzers' logs and any findings into OUT.tar.xz as `fzc`, `logs` and
# `fuzz-artifacts`. The next segment starts from that corpus, so segments add
# up to one campaign; each log's stat::number_of_executed_units and cov lines
# are its record (docs/results/*-fuzz*.md). Prints fuzz-all's summary; exits
# with its status (1: a finding, kept in OUT.tar.xz).
#
#===----------------------------------------------------------------------===#
set -euo pipefail
[[ $# -ge 4 ]] || { sed -n '4,16p' "$0"; exit 2; }
fuzzers=$(realpath "$1") corpus=$(realpath "$2") seconds=$3 out=$(realpath -m "$4")
shift 4
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/netc-fuzz-segment.XXXXXX")
trap 'rm -rf "$work"' EXIT
tar -xJf "$fuzzers" -C "$work"
tar -xJf "$corpus" -C "$work"
[[ -d $work/fz && -d $work/fzc ]] || { echo "fuzz-segment: expected fz/ and fzc/ in the tarballs" >&2; exit 2; }
status=0
NETC_FUZZ_BIN=$work/fz NETC_FUZZ_PARALLEL=1 NETC_FUZZ_CORPUS=$work/fzc \
  bash "$root/bench/fuzz-all.sh" "$seconds" "$@" || status=$?
mkdir -p "$work/fz/fuzz-artifacts" "$work/fz/logs"
tar -cJf "$out" -C "$work" fzc -C "$work/fz" logs fuzz-artifacts
exit $status
