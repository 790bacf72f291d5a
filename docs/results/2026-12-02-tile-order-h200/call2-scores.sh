#!/usr/bin/env bash
# Session 39: netc's model (the structural one where it prices the launch)
# against call 2's runs (a runs, held out: no fit has seen these nets' runs
# of the new kernels), before and as shipped: "before" is every launch's
# old run; "shipped" the new runs of the TMA, persistent and LRN launches
# (what this commit changes) and the old runs of the rest (the gathered
# kernels keep the old order). Per precision the median |error| over all
# launches and over the TMA and persistent ones (and their median signed
# error and p90), per run its median, and each network sum's error.
# No GPU. usage: call2-scores.sh NETC DEVICES_DIR
set -eu
N=$1; DEV=$2; D=docs/results/2026-12-02-tile-order-h200
X=$(mktemp -d)
trap 'rm -rf "$X"' EXIT
tar xzf $D/call2/runs.tgz -C $X && tar xJf $D/call2/plans.tar.xz -C $X
for which in old new; do
  NETC_DEVICES_DIR=$DEV $N calibrate --score-structure "$(ls $X/runs/$which-*-a.json | paste -sd,)" \
    --plans $X/lc/$which --device h200 --scored-rows $X/$which.csv > /dev/null
done
python3 - $X/old.csv $X/new.csv <<'PY'
import csv, statistics as st, collections, sys
SHIPPED = ("implicit_gemm_wgmma_tma", "implicit_gemm_wgmma_tma_persistent", "lrn")
old = list(csv.DictReader(open(sys.argv[1])))
new = {(r["network"], r["kernel"]): r for r in csv.DictReader(open(sys.argv[2]))}
shipped = [new[(r["network"], r["kernel"])] if r["variant"] in SHIPPED else r for r in old]
err = lambda r: float(r["structure_ms"]) / float(r["measured_ms"]) - 1
for label, rows in (("before", old), ("shipped", shipped)):
    print(f"== {label}: {len(rows)} launches")
    for p in ("fp32", "tf32", "bf16"):
        mine = [r for r in rows if r["precision"] == p]
        tma = [err(r) for r in mine if r["variant"].startswith("implicit_gemm_wgmma_tma")]
        print(f"  {p}: all {100 * st.median(abs(err(r)) for r in mine):.1f}%"
              + (f"; TMA and persistent ({len(tma)}) {100 * st.median(map(abs, tma)):.1f}%, signed "
                 f"{100 * st.median(tma):+.1f}%, p90 {100 * sorted(map(abs, tma))[int(0.9 * (len(tma) - 1))]:.1f}%"
                 if tma else ""))
    runs, sums = collections.defaultdict(list), collections.defaultdict(lambda: [0.0, 0.0])
    for r in rows:
        runs[r["network"]].append(abs(err(r)))
        sums[r["network"]][0] += float(r["structure_ms"]); sums[r["network"]][1] += float(r["measured_ms"])
    print("  run medians: " + ", ".join(f"{n} {100 * st.median(v):.1f}" for n, v in sorted(runs.items())))
    print(f"  runs at 5% or under: {sum(st.median(v) <= 0.05 for v in runs.values())} of {len(runs)}")
    print("  sums: " + ", ".join(f"{n} {100 * (a / b - 1):+.1f}" for n, (a, b) in sorted(sums.items())))
PY
