#!/usr/bin/env bash
# Session 38: call 5's re-read bench (14 TMA tiles x 28 1x1 layers of 8-128
# MB of input read by 1-4 columns of tiles) priced by a profile: the median
# error over the tiles per input size and column count, then each tile's
# error and time at 8, 40, 72 and 128 MB. The plans are the
# bench's, lowered here without nvcc (call 5 was stopped before it packed
# its own; the same netc and profile make the same plans). No GPU.
# usage: reread-scores.sh NETC DEVICES_DIR
set -eu
N=$1; DEV=$2; D=docs/results/2026-12-02-dram-relief-h200
X=$(mktemp -d)
trap 'rm -rf "$X"' EXIT
tar xzf $D/call5/rereads.tgz -C $X && tar xzf $D/call5/plans-no-compile.tgz -C $X
NETC_DEVICES_DIR=$DEV $N calibrate --score-structure "$(ls $X/runs/rereads/*.json | paste -sd,)" \
  --plans $X/rrp --device h200 --scored-rows $X/scored.csv | sed -n 2,6p
python3 - $X/scored.csv <<'PY'
import csv, re, statistics as st, collections, sys
errors = collections.defaultdict(list)
tiles = collections.defaultdict(dict)
for r in csv.DictReader(open(sys.argv[1])):
    m = re.search(r"reread_m(\d+)_c(\d+)", r["kernel"])
    key = (int(m.group(1)), int(m.group(2)))
    error = float(r["structure_ms"]) / float(r["measured_ms"]) - 1
    errors[key].append(error)
    tiles[(r["structure_key"], r["precision"])][key] = (100 * error, 1e3 * float(r["measured_ms"]))
print("median signed error over the tiles; rows: input MB, columns: columns of tiles")
print("  MB" + "".join(f"{c:>7}" for c in (1, 2, 3, 4)))
for mb in sorted({k[0] for k in errors}):
    print(f"{mb:>4}" + "".join(f"{100 * st.median(errors[(mb, c)]):+6.0f}%" for c in (1, 2, 3, 4)))
for (kernel, precision), row in sorted(tiles.items()):
    print(f"{kernel} {precision}: error, measured us, by columns 1-4")
    for mb in (8, 40, 72, 128):
        print(f"{mb:>6} MB" + "".join("%+6.0f%% %6.1f" % row[(mb, c)] for c in (1, 2, 3, 4)))
PY
