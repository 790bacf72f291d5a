#!/usr/bin/env bash
# Installs what netc needs from Debian's packages (MLIR/LLVM 22, nlohmann/json,
# GoogleTest, CMake, Ninja, clang for the fuzzer, the Fashion-MNIST data set,
# protobuf and onnx.proto for the ONNX importer), then the cuDNN frontend's
# C++ headers (header-only, from PyPI's nvidia-cudnn-frontend wheel) into
# .deps/cudnn-frontend/include, which the runtime's cuDNN graph-API reference
# needs. Skips each part that is present.
set -euo pipefail

repo_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cudnn_frontend_version=1.32.0
cudnn_frontend_dir="$repo_root/.deps/cudnn-frontend"

# The wheel's include/ is the whole C++ frontend; nothing is built from it.
# Third-party code: it stays in the ignored .deps directory, never in git.
install_cudnn_frontend() {
  if [ -f "$cudnn_frontend_dir/include/cudnn_frontend.h" ]; then
    echo "netc: cuDNN frontend headers present ($cudnn_frontend_dir/include)"
    return
  fi
  local download
  download=$(mktemp -d)
  echo "netc: fetching nvidia-cudnn-frontend==$cudnn_frontend_version headers"
  # Only netc-runtime needs them: without them CMake skips the runtime with
  # a STATUS line, so a failed download warns instead of stopping the setup.
  if ! python3 -m pip download --quiet --no-deps \
      "nvidia-cudnn-frontend==$cudnn_frontend_version" -d "$download"; then
    echo "netc: warning: could not download nvidia-cudnn-frontend; netc-runtime will be skipped" >&2
    rm -rf "$download"
    return
  fi
  local wheel
  wheel=$(ls "$download"/nvidia_cudnn_frontend-*.whl | head -n 1)
  mkdir -p "$cudnn_frontend_dir"
  python3 -c 'import sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as wheel:
    wheel.extractall(sys.argv[2], [n for n in wheel.namelist() if n.startswith("include/")])' \
    "$wheel" "$cudnn_frontend_dir"
  echo "$cudnn_frontend_version" > "$cudnn_frontend_dir/VERSION"
  rm -rf "$download"
  [ -f "$cudnn_frontend_dir/include/cudnn_frontend.h" ] ||
    { echo "netc: $wheel has no include/cudnn_frontend.h" >&2; exit 1; }
}

packages=(
  cmake ninja-build g++ python3 python3-pip
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
else
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  echo "netc: installing ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
fi

install_cudnn_frontend
