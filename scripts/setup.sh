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
echo
echo "\$ netc predict nets/vgg16.json --device h100"
build/bin/netc predict nets/vgg16.json --device h100
echo
echo "\$ netc lower nets/vgg16.json --target sm_90 -o build/demo/vgg16"
build/bin/netc lower nets/vgg16.json --target sm_90 -o build/demo/vgg16
echo "(the first kernel of build/demo/vgg16/kernels.cu:)"
sed -n '/^\/\/ -----/,/^}/p' build/demo/vgg16/kernels.cu | sed -n '1,/^}/p'
