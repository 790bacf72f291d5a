#!/usr/bin/env bash
# One command: build netc with its tests and run all of them (lit + unit).
# GPU tests carry the ctest label `gpu` and report as skipped without a GPU.
# NETC_TEST_SANITIZED=1 adds the ASan + UBSan build and suite
# (scripts/test-sanitized.sh); NETC_FUZZ_SECONDS=N fuzzes every parser for N
# seconds each (bench/fuzz-all.sh). .ci/run sets both.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh -DBUILD_TESTING=ON
(cd build && ctest --output-on-failure -j "${NETC_JOBS:-2}")

# Optional, for CI (issue 14): every tool again under ASan + UBSan with the
# whole suite, and every parser fuzzed for NETC_FUZZ_SECONDS each.
if [[ ${NETC_TEST_SANITIZED:-0} == 1 ]]; then
  bash scripts/test-sanitized.sh
fi
if [[ ${NETC_FUZZ_SECONDS:-0} -gt 0 ]]; then
  bash bench/fuzz-all.sh "$NETC_FUZZ_SECONDS"
fi
