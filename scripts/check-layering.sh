#!/usr/bin/env bash
#===- check-layering.sh - Dependencies point one way ------------------------===#
#
# The rule of docs/architecture.md, checked on the #include lines:
#   include/netc/Base/ includes only the standard library (the bottom layer:
#                  Precision, Layout, KernelTarget, which every other layer,
#                  the runtime included, may include);
#   dialects/      includes nothing from lib/ or tools/ (the dialects sit on
#                  include/netc/Base and MLIR: IR, verifiers, shape rules,
#                  layer facts);
#   lib/Kernels/   and lib/Support/ include nothing from lib/ but lib/Support
#                  (plain C++ beneath the cost model);
#   lib/CostModel/ includes nothing from lib/Target/ (the catalog it prices is
#                  lib/Kernels);
#   lib/           includes nothing from tools/;
#   runtime/       includes nothing of the compiler's but the shared schemas
#                  (lib/Support/*Schema.h) and include/netc/Base, and no
#                  MLIR or LLVM header (it builds without them).
# A project header is named by its directory under lib/ or dialects/
# ("CostModel/NetcModel.h", "Net/IR/NetOps.h"); tools/ headers by their
# tool's directory. Prints every violation and exits 1 if there is one.
#
#===----------------------------------------------------------------------===#
set -euo pipefail
root="$(cd "${1:-$(dirname "$0")/..}" && pwd)"
cd "$root"

lib_dirs="$(find lib -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | sort | paste -sd'|')"
tool_dirs="$(find tools -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | sort | paste -sd'|')"
status=0

# forbid DIR REGEX WHY: every #include "X/..." under DIR whose X/ matches
# REGEX is a violation.
forbid() {
  local dir="$1" pattern="$2" why="$3" hits
  [[ -d "$dir" ]] || return 0
  # "netc/Base/..." is the bottom layer (include/netc/Base), which every
  # layer may include; it only shares its first component with tools/netc.
  hits="$(grep -rnE "^[[:space:]]*#[[:space:]]*include[[:space:]]+\"($pattern)/" "$dir" \
            --include='*.h' --include='*.cpp' --include='*.td' --include='*.cuh' \
          | grep -vE '#[[:space:]]*include[[:space:]]+"netc/Base/' || true)"
  if [[ -n "$hits" ]]; then
    echo "check-layering: $why:"
    echo "$hits" | sed 's/^/  /'
    status=1
  fi
}

forbid dialects "$lib_dirs|$tool_dirs" "dialects/ must not include lib/ or tools/"
forbid lib/CostModel "Target" "lib/CostModel must not include lib/Target"
forbid lib/Support "$(echo "$lib_dirs" | tr '|' '\n' | grep -vx Support | paste -sd'|')|Net|Kernel" \
  "lib/Support must include nothing else of netc's"
if [[ -d lib/Kernels ]]; then
  forbid lib/Kernels "$(echo "$lib_dirs" | tr '|' '\n' | grep -vxE 'Support|Kernels' | paste -sd'|')|Net|Kernel" \
    "lib/Kernels must include only lib/Support"
fi
forbid lib "$tool_dirs" "lib/ must not include tools/"
# The runtime is built without MLIR or LLVM: of lib/ it includes only the
# schemas it shares with the compiler (plain C++, header only: PlanSchema.h,
# CalibrationSchema.h).
forbid runtime "$(echo "$lib_dirs" | tr '|' '\n' | grep -vx Support | paste -sd'|')|Net|Kernel" \
  "runtime/ must include nothing of the compiler's but Support/*Schema.h and netc/Base"
runtime_support="$(grep -rnE '^[[:space:]]*#[[:space:]]*include[[:space:]]+"Support/' runtime \
                     --include='*.h' --include='*.cpp' --include='*.cu' \
                   | grep -vE '"Support/[A-Za-z]+Schema\.h"' || true)"
if [[ -n "$runtime_support" ]]; then
  echo "check-layering: runtime/ must include nothing of the compiler's but Support/*Schema.h and netc/Base:"
  echo "$runtime_support" | sed 's/^/  /'
  status=1
fi
# Without MLIR or LLVM: `cmake -S runtime` finds neither.
runtime_llvm="$(grep -rnE '^[[:space:]]*#[[:space:]]*include[[:space:]]+["<](mlir|llvm|llvm-c)/' runtime \
                  --include='*.h' --include='*.cpp' --include='*.cu' --include='*.cuh' || true)"
if [[ -n "$runtime_llvm" ]]; then
  echo "check-layering: runtime/ must include no MLIR or LLVM header:"
  echo "$runtime_llvm" | sed 's/^/  /'
  status=1
fi
# The bottom layer: the standard library only (angle brackets, no project
# or LLVM header), so that everything above may include it.
base_includes="$(grep -rnE '^[[:space:]]*#[[:space:]]*include[[:space:]]+("|<(mlir|llvm|llvm-c)/)' \
                   include/netc/Base || true)"
if [[ -n "$base_includes" ]]; then
  echo "check-layering: include/netc/Base must include only the standard library:"
  echo "$base_includes" | sed 's/^/  /'
  status=1
fi
schema_includes="$(grep -nE '^[[:space:]]*#[[:space:]]*include[[:space:]]+"' lib/Support/*Schema.h || true)"
if [[ -n "$schema_includes" ]]; then
  echo "check-layering: lib/Support/*Schema.h must include only the standard library:"
  echo "$schema_includes" | sed 's/^/  /'
  status=1
fi

if [[ $status == 0 ]]; then
  echo "check-layering: dependencies point one way (Base <- dialects <- lib <- tools;" \
       "CostModel does not include Target; runtime without MLIR/LLVM)"
fi
exit $status
