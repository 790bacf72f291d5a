#!/usr/bin/env bash
# update-resources.sh - the registers and static shared memory of every
# catalog kernel variant and tile, from the compiler, as a table the cost
# model compiles in (lib/CostModel/KernelResourceTable.inc).
#
#   bench/kstruct/update-resources.sh [OUT.inc]      (default: the table in lib/CostModel)
#   bench/kstruct/update-resources.sh --check        regenerate into a scratch file and
#                                                    compare the rows (exit 1 when they differ,
#                                                    77 without nvcc: ctest's SKIPPED)
#
# Needs g++ and nvcc (CUDA 12 or 13); no GPU. resources_gen writes one kernel
# per (variant, tile, threads, precision) for a representative layer with the
# emitter's launch bounds; nvcc -Xptxas -v compiles them for sm_90 and ptxas
# reports each one's registers and shared memory; resources.py writes the
# table. About a minute on two cores. Why a checked-in table and not a
# compile in every build: the build then needs no nvcc and stays cheap, and
# the ctest kernel-resources-fresh regenerates it where nvcc exists and fails
# when the table no longer matches the kernels.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
table=$root/lib/CostModel/KernelResourceTable.inc
check=0
if [ "${1:-}" = --check ]; then
  check=1
  shift
fi
out=${1:-$table}
cuda=${CUDA_HOME:-/usr/local/cuda}
nvcc=${NVCC:-$cuda/bin/nvcc}
arch=${ARCH:-90}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
[ "$check" = 1 ] && out=$work/fresh.inc
command -v "$nvcc" > /dev/null || { echo "update-resources.sh: no nvcc at $nvcc" >&2; exit 77; }

cmake -DINPUT="$root/lib/Kernels/kernels/netc_kernels.cuh" -DOUTPUT="$work/KernelHeader.inc" \
  -P "$root/lib/Kernels/EmbedFile.cmake" > /dev/null
g++ -std=c++17 -O1 -I"$root/include" -I"$root/lib" -I"$work" \
  "$here/resources_gen.cpp" "$root/lib/Kernels/KernelCatalog.cpp" \
  "$root/lib/Kernels/HopperConvKernels.cpp" "$root/lib/Kernels/StreamingKernels.cpp" \
  -o "$work/resources_gen"
"$work/resources_gen" "$work/resources.cu" "$work/resources.tsv"
cp "$root"/lib/Kernels/kernels/netc_*.cuh "$work/"
# sm_90's wgmma kernels exist only in the arch-specific sm_90a (netc lower
# builds plans holding them so); the other kernels compile the same for both.
gencode="-arch=sm_$arch"
[ "$arch" = 90 ] && gencode="-gencode=arch=compute_90a,code=sm_90a"
# Split in two halves so that two cores compile at once.
python3 "$here/resources.py" split "$work/resources.cu" "$work/part0.cu" "$work/part1.cu"
for part in part0 part1; do
  "$nvcc" $gencode -cubin -O3 -I"$work" -Xptxas -v "$work/$part.cu" \
    -o "$work/$part.cubin" > "$work/$part.log" 2>&1 &
done
fail=0
for job in $(jobs -p); do wait "$job" || fail=1; done
if [ "$fail" != 0 ]; then
  cat "$work"/part*.log >&2
  echo "update-resources.sh: nvcc failed" >&2
  exit 1
fi
python3 "$here/resources.py" table "$work/resources.tsv" "$work/part0.log" "$work/part1.log" \
  --arch "sm_$arch" --nvcc "$("$nvcc" --version | tail -1)" -o "$out"
if [ "$check" = 1 ]; then
  # The rows, not the header (which names the nvcc version).
  if ! diff <(grep '^{' "$table") <(grep '^{' "$out"); then
    echo "update-resources.sh: $table no longer matches the kernels (< table, > compiled):" \
      "run bench/kstruct/update-resources.sh and commit the table" >&2
    exit 1
  fi
  echo "update-resources.sh: $table matches the compiled kernels"
  exit 0
fi
echo "update-resources.sh: wrote $out"
