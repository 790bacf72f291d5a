#!/usr/bin/env bash
#===- compare-lowering.sh - netc lower's output before and after a change ---===#
#
# Refactoring the compiler must not change what `netc lower` writes. This
# script lowers every network in nets/ for a fixed set of configurations into
# a directory, and compares two such directories file by file.
#
#   scripts/compare-lowering.sh lower NETC OUTDIR   lower every net with NETC
#   scripts/compare-lowering.sh compare DIR_A DIR_B  diff two lowered trees
#   scripts/compare-lowering.sh check NETC BASELINE  lower into a temporary
#                                                    directory and compare
#   scripts/compare-lowering.sh pipeline BIN_DIR     netc-opt --netc-lower-pipeline
#                                                    against netc lower's
#                                                    kernels.mlir, every net
#
# Configurations: sm_90 with fp32, tf32 and bf16 for every net (device h100,
# netc lower's default), sm_61 fp32 for two small nets (the SIMT path), and
# two nets with the a100 (sm_80 bf16) and h200 (sm_90 fp32) profiles.
# Lowering runs with --no-compile: the cubin and PTX come from nvcc/clang, not
# from netc, and embed paths. Compared: kernels.cu, netc_kernels.cuh,
# kernels.mlir and plan.json (its "source" names the net by the same absolute
# path in both runs, so it compares too). A baseline lowered before the kern
# dialect's attributes were typed (bc181de and earlier) spells kernels.mlir
# the old way: `scripts/respell-kern-ir.py DIR` rewrites it into the typed
# spelling first, so that only a real change differs.
#
# Exit status: 0 when the trees are identical, 1 when a file differs or one
# side lacks a file, 2 on a usage error or a failed lowering.
#
#===----------------------------------------------------------------------===#
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
nets_dir="$root/nets"
# shellcheck source=compare-trees.sh
source "$root/scripts/compare-trees.sh"

usage() {
  sed -n '7,15p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}

# Lowers every configuration with the netc binary $1 into $2/<net>/<config>/.
# A lowering that fails is recorded as the file `error` holding its message,
# so a change in which nets fail is a difference too.
lower_all() {
  local netc="$1" out="$2"
  [[ -x "$netc" ]] || { echo "compare-lowering: '$netc' is not an executable" >&2; exit 2; }
  mkdir -p "$out"
  local net name config dir
  for net in "$nets_dir"/*.json; do
    name="$(basename "$net" .json)"
    for config in sm_90:fp32 sm_90:tf32 sm_90:bf16; do
      lower_one "$netc" "$net" "$out/$name/${config/:/-}" "${config%%:*}" "${config##*:}"
    done
  done
  for name in conv_L1 fashion_cnn; do
    lower_one "$netc" "$nets_dir/$name.json" "$out/$name/sm_61-fp32" sm_61 fp32
  done
  # Another device's profile chooses other kernels.
  for name in alexnet resnet50; do
    lower_one "$netc" "$nets_dir/$name.json" "$out/$name/a100-sm_80-bf16" sm_80 bf16 a100
    lower_one "$netc" "$nets_dir/$name.json" "$out/$name/h200-sm_90-fp32" sm_90 fp32 h200
  done
  echo "compare-lowering: lowered $(find "$out" -name kernels.cu | wc -l) configurations" \
       "into $out"
}

lower_one() {
  local netc="$1" net="$2" dir="$3" target="$4" precision="$5" device="${6:-h100}"
  rm -rf "$dir"
  mkdir -p "$dir"
  if ! "$netc" lower "$net" --target "$target" --precision "$precision" --device "$device" \
        --no-compile \
        -o "$dir" > /dev/null 2> "$dir/stderr"; then
    mv "$dir/stderr" "$dir/error"
  elif [[ ! -s "$dir/stderr" ]]; then
    rm "$dir/stderr"
  fi
}

# The tree comparison (compare-trees.sh), then how many files agreed.
compare_lowered() {
  local a="$1" b="$2"
  compare_trees compare-lowering "$a" "$b" || return 1
  echo "compare-lowering: identical for every net ($(cd "$a" && find . -type f | wc -l) files)"
}

# netc-opt --netc-lower-pipeline must print the kernel IR netc lower writes
# to kernels.mlir, byte for byte (less netc-opt's final newline), for every
# net in fp32 and bf16 on the h100 profile: one pipeline, built in one place.
compare_pipeline() {
  local bin="$1" net name precision differ=0 count=0
  [[ -x "$bin/netc" && -x "$bin/netc-opt" ]] ||
    { echo "compare-lowering: no netc and netc-opt in '$bin'" >&2; exit 2; }
  # Global, not local: the EXIT trap runs after this function has returned.
  scratch="$(mktemp -d)"
  trap 'rm -rf "$scratch"' EXIT
  for net in "$nets_dir"/*.json; do
    name="$(basename "$net" .json)"
    "$bin/netc" import "$net" -o "$scratch/$name.mlir" 2> /dev/null || continue
    for precision in fp32 bf16; do
      if ! "$bin/netc" lower "$net" --precision "$precision" --device h100 --no-compile \
             -o "$scratch/$name-$precision" > /dev/null 2>&1; then
        continue # a net netc lower rejects: nothing to compare
      fi
      "$bin/netc-opt" "$scratch/$name.mlir" \
        --netc-lower-pipeline="precision=$precision device=h100" \
        -o "$scratch/$name-$precision.opt.mlir"
      count=$((count + 1))
      if ! diff -B -q "$scratch/$name-$precision.opt.mlir" \
             "$scratch/$name-$precision/kernels.mlir" > /dev/null; then
        echo "differs: $name ($precision)"
        differ=1
      fi
    done
  done
  if [[ $differ == 0 ]]; then
    echo "compare-lowering: netc-opt --netc-lower-pipeline reproduces netc lower's" \
         "kernels.mlir for every net ($count lowerings)"
  fi
  return $differ
}

case "${1:-}" in
  lower) [[ $# == 3 ]] || usage; lower_all "$2" "$3" ;;
  compare) [[ $# == 3 ]] || usage; compare_lowered "$2" "$3" ;;
  check)
    [[ $# == 3 ]] || usage
    scratch="$(mktemp -d)"
    trap 'rm -rf "$scratch"' EXIT
    lower_all "$2" "$scratch" > /dev/null
    compare_lowered "$3" "$scratch"
    ;;
  pipeline) [[ $# == 2 ]] || usage; compare_pipeline "$2" ;;
  *) usage ;;
esac
