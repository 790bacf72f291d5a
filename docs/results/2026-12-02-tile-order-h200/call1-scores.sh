#!/usr/bin/env bash
# Session 39: call 1's re-read bench priced by a profile, old tile order and
# new apart: the median signed error over the tiles per input size and
# column count (the memory term counts compulsory bytes only: what the new
# order reads). No GPU. usage: call1-scores.sh NETC DEVICES_DIR
set -eu
N=$1; DEV=$2; D=docs/results/2026-12-02-tile-order-h200
X=$(mktemp -d)
trap 'rm -rf "$X"' EXIT
tar xzf $D/call1/rereads.tgz -C $X && tar xzf $D/call1/plans.tgz -C $X
for which in old new; do
  mkdir -p $X/r-$which
  for f in $X/runs/rereads/$which-*.json; do b=$(basename $f); cp $f $X/r-$which/${b#$which-}; done
  echo "== $which order"
  NETC_DEVICES_DIR=$DEV $N calibrate --score-structure "$(ls $X/r-$which/*.json | paste -sd,)" \
    --plans $X/$which --device h200 --scored-rows $X/scored-$which.csv | sed -n 2,4p
  python3 - $X/scored-$which.csv <<'PY'
import csv, re, statistics as st, collections, sys
errors = collections.defaultdict(list)
rows = list(csv.DictReader(open(sys.argv[1])))
for r in rows:
    m = re.search(r"reread_m(\d+)_c(\d+)", r["kernel"])
    errors[(int(m.group(1)), int(m.group(2)))].append(float(r["structure_ms"]) / float(r["measured_ms"]) - 1)
every = [abs(e) for v in errors.values() for e in v]
print(f"{len(rows)} launches, median |error| {100 * st.median(every):.1f}%; "
      "median signed error over the tiles (rows: input MB; columns: columns of tiles)")
print("  MB" + "".join(f"{c:>7}" for c in (1, 2, 3, 4)))
for mb in sorted({k[0] for k in errors}):
    print(f"{mb:>4}" + "".join(f"{100 * st.median(errors[(mb, c)]):+6.0f}%" if errors.get((mb, c)) else "      -"
                              for c in (1, 2, 3, 4)))
PY
done
