#!/usr/bin/env bash
#===- update-golden-predictions.sh - netc predict's golden tables -------===#
#
# The golden tables pin netc's cost model on the shipped profiles: for every
# network in nets/ and each of devices/h100.json and devices/h200.json, one
# CSV file test/CostModel/golden/<device>/<net>.csv holds what `netc predict
# --format csv` prints for the forward pass, the data gradient and the filter
# gradient in fp32 and bf16 (the two precisions the profiles calibrate), plus
# one row per precision with the full pass's weight update. A change to the
# model then shows as a diff of these files, to be reviewed and committed with
# the change.
#
#   scripts/update-golden-predictions.sh [NETC]         regenerate the tables
#                                                       (NETC: build/bin/netc)
#   scripts/update-golden-predictions.sh --check NETC   regenerate into a
#                                                       temporary directory and
#                                                       diff against the tables
#
# NETC_GOLDEN_DIR names other tables than test/CostModel/golden (the check's
# own test uses it).
#
# Exit status: 0 when written / identical, 1 when a table differs or is
# missing or extra, 2 on a usage error or a failed prediction.
#
#===----------------------------------------------------------------------===#
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
nets_dir="$root/nets"
# NETC_GOLDEN_DIR: other tables to check or write (the check's own test).
golden_dir="${NETC_GOLDEN_DIR:-$root/test/CostModel/golden}"
shown_dir="${golden_dir#"$root"/}"
devices=(h100 h200)
precisions=(fp32 bf16)

usage() {
  sed -n '13,18p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}

# predict NETC NET DEVICE PRECISION FLAGS...: netc predict's CSV rows, less
# the header, each prefixed with the precision. A failed prediction stops the
# script (exit 2) naming the invocation.
predict() {
  local netc="$1" net="$2" device="$3" precision="$4"
  shift 4
  local output
  if ! output="$(NETC_DEVICES_DIR="$root/devices" "$netc" predict "$net" --device "$device" \
                   --precision "$precision" --format csv "$@")"; then
    echo "update-golden-predictions: netc predict $net --device $device" \
         "--precision $precision $* failed" >&2
    exit 2
  fi
  tail -n +2 <<< "$output" | sed "s/^/$precision,/"
}

# update_row NETC NET DEVICE PRECISION: the weight update of the full pass
# (the only figure of NetcModel::predictWeightUpdate that netc predict
# prints), from the JSON report, in the CSV's float format.
update_row() {
  local netc="$1" net="$2" device="$3" precision="$4" report
  if ! report="$(NETC_DEVICES_DIR="$root/devices" "$netc" predict "$net" --device "$device" \
                   --precision "$precision" --format json)"; then
    echo "update-golden-predictions: netc predict $net --device $device" \
         "--precision $precision --format json failed" >&2
    exit 2
  fi
  python3 -c '
import json, sys
update_ms = json.load(sys.stdin)["full_pass"]["update_ms"]
print(f"{sys.argv[1]},(every layer),,weight_update,sgd_update,,,,,,,{update_ms:.6e},")
' "$precision" <<< "$report"
}

# generate NETC OUTDIR: every table into OUTDIR/<device>/<net>.csv.
generate() {
  local netc="$1" out="$2"
  if [[ ! -x "$netc" ]]; then
    echo "update-golden-predictions: '$netc' is not an executable" >&2
    exit 2
  fi
  local device net name precision table
  for device in "${devices[@]}"; do
    mkdir -p "$out/$device"
    for net in "$nets_dir"/*.json; do
      name="$(basename "$net" .json)"
      table="$out/$device/$name.csv"
      # netc's own header, so that a column netc adds is named here too.
      NETC_DEVICES_DIR="$root/devices" "$netc" predict "$net" --device "$device" --format csv |
        sed -n '1s/^/precision,/p' > "$table"
      for precision in "${precisions[@]}"; do
        {
          predict "$netc" "$net" "$device" "$precision" --direction forward
          predict "$netc" "$net" "$device" "$precision" --direction backward --gradient-wrt data
          predict "$netc" "$net" "$device" "$precision" --direction backward --gradient-wrt filter
          update_row "$netc" "$net" "$device" "$precision"
        } >> "$table"
      done
    done
  done
}

case "${1:-}" in
  --check)
    [[ $# == 2 ]] || usage
    scratch="$(mktemp -d)"
    trap 'rm -rf "$scratch" "$scratch.diff"' EXIT
    generate "$2" "$scratch"
    if ! diff -ru "$golden_dir" "$scratch" > "$scratch.diff"; then
      # The diff with the committed tables as "-" and this build as "+",
      # its first lines only: a change to a common term changes thousands of
      # rows, and the regenerated tables' git diff shows them all.
      shown_lines=200
      head -n "$shown_lines" "$scratch.diff" | sed -e "s#$scratch#(netc now)#g" -e "s#$root/##g"
      total_lines="$(wc -l < "$scratch.diff")"
      if ((total_lines > shown_lines)); then
        echo "... ($((total_lines - shown_lines)) more lines of diff)"
      fi
      echo
      echo "Rows that differ, per table:"
      { diff -rq "$golden_dir" "$scratch" || true; } |
        sed -e "s#$scratch#(netc now)#g" -e "s#$root/##g" |
        while read -r line; do
          if [[ "$line" =~ ^Files\ (.*)\ and\ .*\ differ$ ]]; then
            table="${BASH_REMATCH[1]#"$shown_dir"/}"
            changed="$(diff "$golden_dir/$table" "$scratch/$table" | grep -c '^>' || true)"
            echo "  $table: $changed"
          elif [[ "$line" =~ ^Only\ in\ \(netc\ now\)/?(.*):\ (.*)$ ]]; then
            echo "  ${BASH_REMATCH[1]:+${BASH_REMATCH[1]}/}${BASH_REMATCH[2]}: not in the tables" \
                 "(a new net or device?)"
          elif [[ "$line" =~ ^Only\ in\ "$shown_dir"/?(.*):\ (.*)$ ]]; then
            echo "  ${BASH_REMATCH[1]:+${BASH_REMATCH[1]}/}${BASH_REMATCH[2]}: in the tables but" \
                 "no longer predicted (a net or device removed?)"
          else
            echo "  $line"
          fi
        done
      echo
      echo "update-golden-predictions: netc predict no longer matches the golden tables in" \
           "$shown_dir/ (diff above: - committed, + this build)."
      echo "If the change to the model is intended, review the diff and regenerate them with:"
      echo "  scripts/update-golden-predictions.sh $2"
      exit 1
    fi
    echo "update-golden-predictions: identical for $(find "$scratch" -name '*.csv' | wc -l)" \
         "tables ($(cat "$scratch"/*/*.csv | wc -l) rows)"
    ;;
  -h | --help) usage ;;
  *)
    [[ $# -le 1 ]] || usage
    netc="${1:-$root/build/bin/netc}"
    # Into a fresh directory first: a failed run leaves the tables as they were.
    rm -rf "$golden_dir.new"
    trap 'rm -rf "$golden_dir.new"' EXIT
    generate "$netc" "$golden_dir.new"
    rm -rf "$golden_dir"
    mv "$golden_dir.new" "$golden_dir"
    echo "update-golden-predictions: wrote $(find "$golden_dir" -name '*.csv' | wc -l) tables" \
         "to $shown_dir/ ($(($(cat "$golden_dir"/*/*.csv | wc -c) / 1000)) KB);" \
         "review with git diff"
    ;;
esac
