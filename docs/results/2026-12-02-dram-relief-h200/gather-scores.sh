#!/usr/bin/env bash
# Session 38: call 2's gather bench (30 gathered tiles x 18 layers) priced
# by a profile: median error per precision and per pixel size (whole
# 32-byte sectors or not), 3x3 and 5x5 layers apart from the 1x1 pair. No
# GPU. usage: gather-scores.sh NETC DEVICES_DIR
set -eu
N=$1; DEV=$2; D=docs/results/2026-12-02-dram-relief-h200
X=$(mktemp -d)
trap 'rm -rf "$X"' EXIT
tar xzf $D/call2/gather.tgz -C $X && tar xzf $D/call2/plans.tgz -C $X
NETC_DEVICES_DIR=$DEV $N calibrate --score-structure "$(ls $X/runs/gather/*.json | paste -sd,)" \
  --plans $X/gather --device h200 --scored-rows $X/scored.csv > /dev/null
python3 - $X/scored.csv <<'PY'
import csv, re, statistics as st, sys
rows = list(csv.DictReader(open(sys.argv[1])))
def err(r): return float(r["structure_ms"]) / float(r["measured_ms"]) - 1
for p in ("tf32", "bf16"):
    mine = [r for r in rows if r["precision"] == p]
    line = f"{p}: all {100 * st.median(abs(err(r)) for r in mine):.1f}% median |error|;"
    for b in (32, 48, 64, 80, 96, 128, 144, 192):
        sel = [err(r) for r in mine if re.search(rf"_[35]x[35]_b{b}$", r["kernel"])]
        line += f" {b} B {100 * st.median(sel):+.0f}%"
    sel = [err(r) for r in mine if "_1x1_" in r["kernel"]]
    print(line + f"; 1x1 pair {100 * st.median(sel):+.0f}% (median signed, 3x3 and 5x5 by pixel bytes)")
PY
