#!/usr/bin/env bash
# Session 35: the structural model's held-out error on netc's own kernels
# with each profile named (directories of device profiles, as
# NETC_DEVICES_DIR takes them), on the 28 network-precision runs the model
# pictures page scores (the latest checked run of each, 12 networks:
# docs/results/2026-12-01-model-pictures-h200/make.sh's sets, extracted the
# same way: its ours-sets.sh). Prints, per profile: the median |error| per precision over all
# launches, over the TMA launches whose K is not a multiple of the tile's BN
# (the column cost's), over the depthwise strip's launches, and the runs
# within 5% (each run's median). No GPU. usage: scores.sh NETC DEVICES_DIR...
set -euo pipefail
N=$1; shift
X=$(mktemp -d)
trap 'rm -rf "$X"' EXIT
source docs/results/2026-12-01-model-pictures-h200/ours-sets.sh
for devices in "$@"; do
  tag=$(basename $devices)
  score() { # name plans runs...
    local name=$1 plans=$2; shift 2
    NETC_DEVICES_DIR=$devices $N calibrate --score-structure "$(ls "$@" | paste -sd,)" \
      --plans $plans --device h200 --scored-rows $X/$tag-$name.csv > /dev/null
  }
  rm -rf $X/sets && ours_sets $X/sets
  python3 - $devices $X/$tag-{strip,c5,c3,c1,p4,ep}.csv <<'PY'
import csv, json, re, statistics as st, sys
devices, sets = sys.argv[1], sys.argv[2:]
taken, rows = set(), []
for path in sets:  # one run per network and precision: the first set that has it
    here = list(csv.DictReader(open(path, newline="")))
    keys = {(r["network"], r["precision"]) for r in here}
    rows += [r for r in here if (r["network"], r["precision"]) in keys - taken]
    taken |= keys
def err(r):
    return abs(float(r["structure_ms"]) / float(r["measured_ms"]) - 1)
def med(rs):
    return f"{100 * st.median(map(err, rs)):.1f}% ({len(rs)})" if rs else "-"
def p90(rs):
    e = sorted(map(err, rs))
    return f"{100 * e[int(0.9 * (len(e) - 1))]:.1f}%"
# The launches whose filter has rows past K: the scored rows' column_overrun.
print(f"== {devices}: {len(rows)} launches of {len(taken)} runs")
for p in ("fp32", "tf32", "bf16"):
    mine = [r for r in rows if r["precision"] == p]
    col = [r for r in mine if r.get("column_overrun") and float(r["column_overrun"]) > 0]
    dw = [r for r in mine if r["variant"] == "depthwise_direct"]
    print(f"  {p}: all {med(mine)}, p90 {p90(mine)}; TMA past K {med(col)}; depthwise strip {med(dw)}")
runs = {}
for r in rows:
    runs.setdefault((r["network"], r["precision"]), []).append(err(r))
within = sum(st.median(v) <= 0.05 for v in runs.values())
print(f"  runs at 5% or under: {within} of {len(runs)}")
for p in ("fp32", "tf32", "bf16"):
    print(f"  {p} runs: " + ", ".join(f"{n} {100 * st.median(v):.1f}"
                                     for (n, q), v in sorted(runs.items()) if q == p))
PY
done
