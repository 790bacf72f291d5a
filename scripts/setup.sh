#!/usr/bin/env bash
# One command on a fresh machine: install the packages, build, run the demo.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
bash scripts/build.sh
echo
echo "\$ netc summarize nets/vgg16.json"
build/bin/netc summarize nets/vgg16.json
echo
echo "\$ netc summarize nets/vgg16.json --flops --memory"
build/bin/netc summarize nets/vgg16.json --flops --memory
