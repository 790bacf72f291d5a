#!/usr/bin/env bash
# build.sh - builds the kernel bench on the development machine (no GPU needed):
#   bench/kernels/build.sh [OUT=build-kernels] [gen args...]
# 1. embeds netc_kernels.cuh (as CMake does) and compiles the catalog (lib/Kernels/*.cpp),
#    gen and the runner (CUDA driver API + cuDNN 9);
# 2. gen writes kernels_<i>.cu + manifest.tsv from bench/kernels/layers.tsv;
# 3. nvcc compiles each to an sm_90 cubin (-j2), linked into one cubin
#    isn't possible for cubins, so the runner loads every kernels_<i>.cubin.
# Everything lands in OUT (ignored by git: carry it to the GPU machine).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out=${1:-$root/build-kernels}
shift || true
mkdir -p "$out"
cuda=${CUDA_HOME:-/usr/local/cuda}
jobs=${JOBS:-2}
arch=${ARCH:-90}

cmake -DINPUT="$root/lib/Kernels/kernels/netc_kernels.cuh" -DOUTPUT="$out/KernelHeader.inc" \
  -P "$root/lib/Kernels/EmbedFile.cmake"
cxx="g++ -std=c++17 -O2 -Wall -I$root/include -I$root/lib -I$out"
$cxx -c "$root/lib/Kernels/KernelCatalog.cpp" -o "$out/KernelCatalog.o"
$cxx -c "$root/lib/Kernels/HopperConvKernels.cpp" -o "$out/HopperConvKernels.o"
$cxx -c "$root/lib/Kernels/StreamingKernels.cpp" -o "$out/StreamingKernels.o"
$cxx "$here/gen.cpp" "$out/KernelCatalog.o" "$out/HopperConvKernels.o" "$out/StreamingKernels.o" \
  -o "$out/gen"
if [ "${SKIP_RUNNER:-0}" = 0 ]; then
  $cxx -I"$cuda/include" -I"$root/runtime" "$here/runner.cpp" "$root/runtime/CudnnNames.cpp" \
    -o "$out/runner" \
    -L"$cuda/lib64" -L"$cuda/lib64/stubs" -lcuda -lcudart -lcudnn -ldl -Wl,-rpath,'$ORIGIN'
fi
"$out/gen" "$root/bench/kernels/layers.tsv" "$out" "$@"
cp "$root"/lib/Kernels/kernels/netc_*.cuh "$out/"
cp "$here/bench_util.cu" "$out/"
rm -f "$out"/kernels_*.cubin
ls "$out"/kernels_*.cu "$out"/bench_util.cu "$out"/misc.cu | xargs -P "$jobs" -I{} sh -c \
  'f={}; '"$cuda"'/bin/nvcc -arch=sm_'"$arch"' -cubin -O3 -I'"$out"' -Xptxas -warn-spills "$f" -o "${f%.cu}.cubin" 2> "${f%.cu}.log" || { cat "${f%.cu}.log"; exit 255; }'
cat "$out"/kernels_*.log "$out"/bench_util.log "$out"/misc.log
echo "build.sh: built $(ls "$out"/kernels_*.cubin | wc -l) cubins in $out"
