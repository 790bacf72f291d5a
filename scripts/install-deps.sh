#!/usr/bin/env bash
# Installs what netc needs from Debian's packages (MLIR/LLVM 22, nlohmann/json,
# GoogleTest, CMake, Ninja, clang for the fuzzer, the Fashion-MNIST data set,
# protobuf and onnx.proto for the ONNX importer).
# Skips apt entirely when everything is already installed.
set -euo pipefail

packages=(
  cmake ninja-build g++ python3
  libmlir-22-dev mlir-22-tools llvm-22-dev llvm-22-tools
  nlohmann-json3-dev libgtest-dev zlib1g-dev libzstd-dev
  clang-22 libclang-rt-22-dev
  dataset-fashion-mnist
  libprotobuf-dev protobuf-compiler libonnx-dev
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "netc: all packages present"
  exit 0
fi

sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "netc: installing ${missing[*]}"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
