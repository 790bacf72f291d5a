#!/usr/bin/env bash
# One command: build netc with its tests and run all of them (lit + unit).
# GPU tests carry the ctest label `gpu` and report as skipped without a GPU.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh -DBUILD_TESTING=ON
cd build
ctest --output-on-failure -j "${NETC_JOBS:-2}"
