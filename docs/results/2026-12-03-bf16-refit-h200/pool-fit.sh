#!/usr/bin/env bash
# Session 43: `learned_pooling` refitted with the unpadded-pooling sweep
# (sweep-unpadded-pooling/, drawn by `conv_sweep.py sample --family
# unpadded-pooling --count 240 --seed 31`; measured by calls 3 and 5 in fp32
# and bf16, every chunk in call5/sweep.tgz, and by call 6 in tf32,
# call6/sweep.tgz) beside the rows the 2026-12-03 fit had
# (../2026-12-03-lrn-pools-library-h200.md, in the same order). No GPU.
#  1. rows: each chunk's profile as netc calibrate rows (bench/fit_rows.py),
#     the feed layers (an elementwise sum that makes each pool's input)
#     left out, into unpadded-pooling-h200-P.csv.gz here;
#  2. the fit into a copy of HELD_PROFILE (default: the profile
#     `DEEP=persistent fit.sh` makes, the structure entries shipped the
#     same session) written to OUT_PROFILE (default: a temporary file); with
#     COMPARE set, compared with devices/h200.json byte for byte.
# usage: pool-fit.sh [NETC] [OUT_PROFILE]
set -eu
cd "$(dirname "$0")/../../.."
N=${1:-build/bin/netc}
D=docs/results/2026-12-03-bf16-refit-h200 R=docs/results
X=$(mktemp -d)
trap 'rm -rf "$X"' EXIT
tar xzf $D/call5/sweep.tgz -C $X && tar xzf $D/call6/sweep.tgz -C $X
for p in fp32 tf32 bf16; do
  for j in $X/sweep-unpadded-pooling/results-$p/chunk-*.json; do
    c=$(basename $j .json)
    python3 bench/fit_rows.py profile $j --network $D/sweep-unpadded-pooling/$c.mlir --device h200 \
      -o $X/$c-$p.csv > /dev/null
  done
  python3 - $X $p <<'PY' | gzip -n > $D/unpadded-pooling-h200-$p.csv.gz
import csv, glob, sys
x, p = sys.argv[1:]
out = csv.writer(sys.stdout, lineterminator="\n")
for i, f in enumerate(sorted(glob.glob(f"{x}/chunk-*-{p}.csv"))):
    rows = list(csv.reader(open(f)))
    if i == 0: out.writerow(rows[0])
    out.writerows(r for r in rows[1:] if not r[2].endswith("/feed"))
PY
done
mkdir -p $X/dev
cp devices/*.json $X/dev/
if [ -n "${HELD_PROFILE:-}" ]; then cp "$HELD_PROFILE" $X/dev/h200.json
else DEEP=persistent bash $D/fit.sh $N $X/dev/h200.json > /dev/null; fi
rows=""
for f in 2026-11-28-sweeps-h200/streaming 2026-11-30-pooling-h200/pooling 2026-11-30-pooling-h200/broadcast; do
  for p in fp32 tf32 bf16; do
    b=$(basename $f)-h200-$p.csv; zcat $R/$f-h200-$p.csv.gz > $X/$b; rows+=$X/$b,
  done
done
for p in fp32 tf32 bf16; do
  zcat $D/unpadded-pooling-h200-$p.csv.gz > $X/unpadded-pooling-h200-$p.csv; rows+=$X/unpadded-pooling-h200-$p.csv,
done
rows=${rows%,}
$N calibrate --fit $rows --device h200 --only learned_pooling -o $X/dev/h200.json | sed 's/^/  /'
[ -n "${2:-}" ] && cp $X/dev/h200.json "$2"
[ -n "${COMPARE:-}" ] || exit 0
cmp -s $X/dev/h200.json devices/h200.json && echo "pool-fit.sh: devices/h200.json, exactly" ||
  { echo "pool-fit.sh: devices/h200.json differs from the fit"; exit 1; }
