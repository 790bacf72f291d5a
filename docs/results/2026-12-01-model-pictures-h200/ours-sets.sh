# ours-sets.sh - netc's own kernels' run sets, latest first, for make.sh and
# docs/results/2026-12-01-columns-pools-h200/scores.sh (sourced, from the
# repository root). `ours_sets DIR` unpacks each set's runs and plans into
# DIR and calls the caller's `score NAME PLANS RUNS...` for it, in order
# (the function's own names are D and R, which bash's scoping lends to it):
# one run per network and precision is then the first set's that has it.
ours_sets() {
  local D=$1 R=docs/results
  local S=$R/2026-11-30-depthwise-strip-h200 C=$R/2026-11-30-partial-channels-h200
  local P=$R/2026-11-30-pointwise-structure-h200 E=$R/2026-11-30-epilogues-h200
  unpack() { mkdir -p "$D/$2" && tar xzf "$1" -C "$D/$2"; }
  unpack $S/ship-plans.tgz strip; unpack $S/ship-composed-runs.tgz strip
  unpack $C/call5/pairs.tgz c5; unpack $C/plans-call5.tgz c5
  unpack $C/call3/pairs.tgz c3; unpack $C/plans-call3.tgz c3
  unpack $C/call1/pairs.tgz c1; unpack $C/plans-call1.tgz c1
  unpack $P/call4/call4.tgz p4; unpack $P/plans.tgz p4
  unpack $E/call1.tgz ep; unpack $E/plans.tgz ep/plans
  score strip $D/strip/ship $D/strip/shipruns/*.json
  # The older sets' mobile nets ran the depthwise kernel before the strip
  # (the same variant name, another kernel): the strip's set has all nine.
  score c5 $D/c5/pairs/new $(ls $D/c5/runs/new-*-a.json | grep -v /new-tv_)
  score c3 $D/c3/pairs/new $(ls $D/c3/runs/new-*-a.json | grep -v /new-tv_)
  score c1 $D/c1/pairs/new $(ls $D/c1/runs/new-*-a.json | grep -v /new-tv_)
  score p4 $D/p4/pairs2/new $(ls $D/p4/runs/new-*-a.json | grep -v /new-tv_)
  score ep $D/ep/plans $D/ep/runs/tv_resnet50-*.json
}
