#!/usr/bin/env bash
# Session 33: the structural model's held-out error with this commit's
# devices/h200.json (the strip kernel's entries fitted on the bench alone,
# fit.sh) on the three torchvision models as shipped (ship-plans.tgz:
# netc lower --no-compile at batch 64, the cost model's choices) against
# ship-composed-runs.tgz: each launch's time from call 3's runs of the same
# layers (the strip kernel's plan for its layers and the rest, the grouped
# kernel's plan for the stride-2 3 x 3 layers the catalog leaves to it),
# composed by compose-runs.py; and the bench's 96 launches (in-sample).
# No GPU. usage: scores.sh [NETC]
set -eu
N=${1:-build/bin/netc}
D=docs/results/2026-11-30-depthwise-strip-h200
X=$(mktemp -d)
mkdir -p $X/c3 $X/plans
tar xzf $D/call3/c3b.tgz -C $X/c3
tar xzf $D/fit-plans.tgz -C $X/plans
tar xzf $D/ship-plans.tgz -C $X
tar xzf $D/ship-composed-runs.tgz -C $X
echo "== the three models as shipped, held out"
$N calibrate --score-structure "$(ls $X/shipruns/*.json | paste -sd,)" --plans $X/ship \
  --device h200 --per-net
echo "== the bench, in-sample"
$N calibrate --score-structure $X/c3/bench-v3-fp32-c.json,$X/c3/bench-v3-bf16-c.json \
  --plans $X/plans/rlp --device h200 | grep -E "precision|depthwise"
rm -rf $X
