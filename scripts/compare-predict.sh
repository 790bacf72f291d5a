#!/usr/bin/env bash
#===- compare-predict.sh - netc predict's output before and after a change ---===#
#
# Moving `netc predict`'s arithmetic between files must not change one byte
# of what it prints. This script runs netc predict on every network in nets/
# for a fixed set of flag combinations (both cost models, every format, the
# data-parallel flags in several settings) and on a set of wrong invocations,
# recording stdout, stderr and the exit status of each, and compares two such
# directories. Both binaries read this tree's devices/ (NETC_DEVICES_DIR), so
# that a message naming the profiles' directory compares too.
#
#   scripts/compare-predict.sh predict NETC OUTDIR   run every case with NETC
#   scripts/compare-predict.sh compare DIR_A DIR_B   diff two output trees
#   scripts/compare-predict.sh check NETC BASELINE   run into a temporary
#                                                    directory and compare
#
# Exit status: 0 when the trees are identical, 1 when a file differs or one
# side lacks a file, 2 on a usage error.
#
#===----------------------------------------------------------------------===#
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
nets_dir="$root/nets"
# shellcheck source=compare-trees.sh
source "$root/scripts/compare-trees.sh"

usage() {
  sed -n '12,16p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}

# Flag sets run on every net, one a line: NAME then the flags.
read -r -d '' per_net_cases <<'EOF' || true
netc-h100            --device h100
netc-h200-scaling    --device h200 --workers 1,2,4,8 --scaling weak,strong
netc-pcie-serial     --device h100 --workers 1,2,8 --interconnect pcie4 --bucket-mb 0 --overlap off --format json
netc-a100-strong     --device a100 --workers 2,4 --scaling strong --bucket-mb 5 --format csv
netc-ethernet-batch  --device v100 --workers 1,2,4 --interconnect ethernet --batch 8
netc-nvlink-json     --device h200 --workers 1,8 --interconnect nvlink --scaling strong,weak --format json
netc-filter-bf16     --device h100 --direction backward --gradient-wrt filter --precision bf16 --layout nchw --format json
netc-data-csv        --device l4 --direction backward --precision fp16 --workspace-mb 0 --format csv
paleo-titan          --model paleo --device titan_x
paleo-h100-backward  --model paleo --device h100 --direction backward --format json
paleo-k40-csv        --model paleo --device k40 --ppp-comp 0.5 --format csv
EOF

# Wrong invocations, run once on alexnet: each must fail the same way.
read -r -d '' error_cases <<'EOF' || true
err-workers-zero     --device h100 --workers 0
err-workers-huge     --device h100 --workers 2,70000
err-scaling-alone    --device h100 --scaling weak
err-overlap-alone    --device h100 --overlap off
err-interconnect     --device h100 --workers 2 --interconnect carrier-pigeon
err-bucket           --device h100 --workers 2 --bucket-mb -1
err-bucket-nan       --device h100 --workers 2 --bucket-mb nan
err-no-device        --workers 2
err-both-devices     --device h100 --device-profile PROFILE_BAD_LINK
err-bad-link         --device-profile PROFILE_BAD_LINK --workers 2
err-unknown-device   --device tpu
err-precision        --device h100 --precision fp8
err-layout           --device h100 --layout chwn
err-workspace        --device h100 --workspace-mb -1
err-paleo-no-device  --model paleo
err-paleo-device     --model paleo --device tpu
err-paleo-ppp        --model paleo --device titan_x --ppp-comp 2
err-paleo-ppp-zero   --model paleo --device titan_x --ppp-comp 0
err-json-two-files   --device h100 --format json EXTRA_NET
EOF

# run_case NETC OUT NAME NET FLAGS...: stdout, stderr and the exit status.
run_case() {
  local netc="$1" out="$2" name="$3" net="$4"
  shift 4
  local dir="$out/$(basename "$net" .json)"
  mkdir -p "$dir"
  local status=0
  NETC_DEVICES_DIR="$root/devices" "$netc" predict "$net" "$@" > "$dir/$name.out" 2> "$dir/$name.err" || status=$?
  echo "$status" > "$dir/$name.status"
}

predict_all() {
  local netc="$1" out="$2"
  [[ -x "$netc" ]] || { echo "compare-predict: '$netc' is not an executable" >&2; exit 2; }
  mkdir -p "$out"
  # A profile whose interconnect names no known link, for the error cases;
  # its path is fixed so that the messages naming it compare.
  local bad_profile="/tmp/compare-predict-bad-link.json"
  python3 - "$root/devices/h100.json" "$bad_profile" <<'PY'
import json, sys
profile = json.load(open(sys.argv[1]))
profile["interconnect"]["link"] = "carrier-pigeon"
json.dump(profile, open(sys.argv[2], "w"), indent=2)
PY
  local net name flags
  for net in "$nets_dir"/*.json; do
    while read -r name flags; do
      [[ -n "$name" ]] || continue
      # shellcheck disable=SC2086 # the flags are words
      run_case "$netc" "$out" "$name" "$net" $flags
    done <<< "$per_net_cases"
  done
  while read -r name flags; do
    [[ -n "$name" ]] || continue
    flags="${flags//PROFILE_BAD_LINK/$bad_profile}"
    flags="${flags//EXTRA_NET/$nets_dir/vgg16.json}"
    # shellcheck disable=SC2086
    run_case "$netc" "$out" "$name" "$nets_dir/alexnet.json" $flags
  done <<< "$error_cases"
  rm -f "$bad_profile"
  echo "compare-predict: $(find "$out" -name '*.status' | wc -l) runs into $out"
}

# The tree comparison (compare-trees.sh), then how many runs agreed.
compare_predicted() {
  local a="$1" b="$2"
  compare_trees compare-predict "$a" "$b" || return 1
  echo "compare-predict: identical ($(cd "$a" && find . -name '*.status' | wc -l) runs," \
       "stdout, stderr and exit status each)"
}

case "${1:-}" in
  predict) [[ $# == 3 ]] || usage; predict_all "$2" "$3" ;;
  compare) [[ $# == 3 ]] || usage; compare_predicted "$2" "$3" ;;
  check)
    [[ $# == 3 ]] || usage
    scratch="$(mktemp -d)"
    trap 'rm -rf "$scratch"' EXIT
    predict_all "$2" "$scratch" > /dev/null
    compare_predicted "$3" "$scratch"
    ;;
  *) usage ;;
esac
