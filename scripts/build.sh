#!/usr/bin/env bash
# Configures and builds netc in build/ (Ninja when available), two jobs.
set -euo pipefail
cd "$(dirname "$0")/.."
generator=()
if command -v ninja >/dev/null && [ ! -f build/Makefile ]; then generator=(-G Ninja); fi
cmake -S . -B build "${generator[@]}" -DCMAKE_BUILD_TYPE=Release "$@"
cmake --build build -j "${NETC_JOBS:-2}"
