#!/usr/bin/env bash
# Session 32: the held-out scores of the page's table (no GPU), with the
# profile of c8df8ae ("before": no channel costs) and the working tree's
# ("after"): the structural model's median |error| per net and precision on
#   - docs/results/2026-11-30-epilogues-h200 call 1 (its plans.tgz);
#   - docs/results/2026-11-30-pointwise-structure-h200 call 4 (old and new plans);
#   - this page's call 3 (old and new plans, pairs.tgz and plans-call3.tgz);
#   - this page's call 5 (old and new plans, pairs.tgz and plans-call5.tgz).
# No fit saw any of these launches. usage: scores.sh [NETC]
set -eu
N=${1:-build/bin/netc}
D=docs/results/2026-11-30-partial-channels-h200
P=docs/results/2026-11-30-pointwise-structure-h200
E=docs/results/2026-11-30-epilogues-h200
X=$(mktemp -d)
mkdir -p $X/ep-plans $X/ep $X/plans $X/c4 $X/c3 $X/p3 $X/c5 $X/p5 $X/before
tar xzf $E/plans.tgz -C $X/ep-plans
tar xzf $E/call1.tgz -C $X/ep
tar xzf $P/plans.tgz -C $X/plans
tar xzf $P/call4/call4.tgz -C $X/c4
tar xzf $D/call3/pairs.tgz -C $X/c3
tar xzf $D/plans-call3.tgz -C $X/p3
tar xzf $D/call5/pairs.tgz -C $X/c5
tar xzf $D/plans-call5.tgz -C $X/p5
cp devices/*.json $X/before/
git show c8df8ae:devices/h200.json > $X/before/h200.json
score() { # label runs plans
  for profile in before after; do
    devices=$X/before; [ $profile = after ] && devices=$PWD/devices
    echo "== $1, $profile"
    NETC_DEVICES_DIR=$devices $N calibrate --score-structure "$2" --plans "$3" --device h200 --per-net |
      sed -n '/per net/,$p' | tail -n +2
  done
}
score "epilogues call 1" "$(ls $X/ep/runs/*.json | paste -sd,)" $X/ep-plans
score "pointwise call 4, old plans" "$(ls $X/c4/runs/old-*-a.json | paste -sd,)" $X/plans/pairs2/old
score "pointwise call 4, new plans" "$(ls $X/c4/runs/new-*-a.json | paste -sd,)" $X/plans/pairs2/new
score "call 3, old plans" "$(ls $X/c3/runs/old-*-a.json | paste -sd,)" $X/p3/pairs/old
score "call 3, new plans" "$(ls $X/c3/runs/new-*-a.json | paste -sd,)" $X/p3/pairs/new
score "call 5, old plans" "$(ls $X/c5/runs/old-*-a.json | paste -sd,)" $X/p5/pairs/old
score "call 5, new plans (the shipped choices)" "$(ls $X/c5/runs/new-*-a.json | paste -sd,)" $X/p5/pairs/new
rm -rf $X
