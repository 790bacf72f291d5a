#!/usr/bin/env bash
#===- compare-trees.sh - Two output trees, file by file --------------------===#
#
# Sourced by compare-lowering.sh and compare-predict.sh, which write a
# command's output for every net into a tree and compare a tree of before
# with one of after.
#
#   compare_trees TOOL DIR_A DIR_B
#
# Every file on either side is compared, so a file only one side has is a
# difference; the first three differences are shown in full, the rest by
# name. Returns 0 when the trees are identical (the caller prints its own
# summary), 1 otherwise; exits 2 when a directory is missing.
#
#===----------------------------------------------------------------------===#

compare_trees() {
  local tool="$1" a="$2" b="$3"
  [[ -d "$a" && -d "$b" ]] || { echo "$tool: need two directories" >&2; exit 2; }
  local differ=0 shown=0 file
  while IFS= read -r file; do
    if [[ ! -f "$a/$file" || ! -f "$b/$file" ]]; then
      echo "only in one tree: $file"
      differ=1
    elif ! cmp -s "$a/$file" "$b/$file"; then
      echo "differs: $file"
      if (( shown < 3 )); then
        diff -u "$a/$file" "$b/$file" | head -20 || true
        shown=$((shown + 1))
      fi
      differ=1
    fi
  done < <( (cd "$a" && find . -type f; cd "$b" && find . -type f) | sort -u)
  return $differ
}
