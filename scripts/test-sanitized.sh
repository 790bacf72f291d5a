#!/usr/bin/env bash
#===- scripts/test-sanitized.sh - Every tool under ASan + UBSan, all tests -===#
#
# Builds netc, netc-opt, netc-runtime and netc-data-inspect with clang 22,
# AddressSanitizer and UndefinedBehaviorSanitizer (any report is fatal) in
# build-sanitized/, then runs the whole test suite there (lit + unit tests,
# via ctest; GPU tests skip without a GPU as in the normal build).
#
# Usage: scripts/test-sanitized.sh            (NETC_JOBS, default 2)
#
# A separate build directory: the sanitizers change every object file.
# nvcc (CUDA 13) refuses clang 21 and later as its host compiler, so the .cu
# files' host code is compiled by g++ without instrumentation. The sanitizer
# flags reach the links through the C++ flags (CMake passes them to the
# linker driver): in CMAKE_EXE_LINKER_FLAGS they also reached the CUDA
# toolchain's detection, which then linked GCC's libasan beside clang's
# ("incompatible ASan runtimes" in every CUDA binary). --as-needed, as
# Debian's g++ links by default: clang's driver would otherwise record the
# CUDA driver stub (libcuda.so.1, named on the runtime's link line but never
# called directly) as needed, and the binaries would not start without a
# driver.
# -O1 keeps the run time of the suite close to a Release build's while
# keeping stack traces readable. The CUDA device code and the distribution's
# MLIR/LLVM libraries are not instrumented; netc's own code all is.
# ccache is used when present (keyed on the flags, so it does not mix the
# sanitized objects with the normal build's).
#
#===----------------------------------------------------------------------===#

set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh

llvm=/usr/lib/llvm-22/bin
sanitize="-fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer"
launcher=()
if command -v ccache >/dev/null; then
  launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_CUDA_COMPILER_LAUNCHER=ccache)
fi

# Set before the build too: it runs the sanitized netc (the GPU tests' plans
# are lowered at build time).
# allow_user_poisoning=0: LLVM's BumpPtrAllocator poisons from inline header
# code that only instrumented files unpoison (see bench/fuzz/ImporterFuzzer.cpp).
# protect_shadow_gap=0: the CUDA driver maps memory where ASan's shadow gap is.
# detect_leaks=0: MLIR's and cuDNN's process-lifetime singletons are not freed
# at exit by design; leaks are the fuzzers' business (they check each input).
export ASAN_OPTIONS=${ASAN_OPTIONS:-allow_user_poisoning=0:protect_shadow_gap=0:detect_leaks=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
export ASAN_SYMBOLIZER_PATH=$llvm/llvm-symbolizer

start=$(date +%s)
cmake -S . -B build-sanitized -G Ninja "${launcher[@]}" \
  -DCMAKE_BUILD_TYPE=RelWithDebInfo -DBUILD_TESTING=ON \
  -DCMAKE_C_COMPILER=$llvm/clang -DCMAKE_CXX_COMPILER=$llvm/clang++ \
  -DCMAKE_CUDA_HOST_COMPILER=g++ \
  "-DCMAKE_CXX_FLAGS_RELWITHDEBINFO=-O1 -g $sanitize" \
  "-DCMAKE_EXE_LINKER_FLAGS=-Wl,--as-needed"
cmake --build build-sanitized -j "${NETC_JOBS:-2}"
built=$(date +%s)

cd build-sanitized
status=0
ctest --output-on-failure -j "${NETC_JOBS:-2}" || status=$?
done_at=$(date +%s)
echo "test-sanitized: build $((built - start)) s, tests $((done_at - built)) s"
exit $status
