#!/usr/bin/env bash
# Session 31: the held-out scores of the page's table (no GPU), with the
# profile of b14d4dd ("before") and the working tree's ("after"): the
# structural model's median |error| per net and precision on
#   - the runs of docs/results/2026-11-30-epilogues-h200 call 1 (its plans.tgz);
#   - call 4's old plans and new plans (runs in call4/call4.tgz, plans in plans.tgz).
# usage: scores.sh [NETC]
set -eu
N=${1:-build/bin/netc}
D=docs/results/2026-11-30-pointwise-structure-h200
E=docs/results/2026-11-30-epilogues-h200
X=$(mktemp -d)
mkdir -p $X/ep-plans $X/ep $X/plans $X/c4 $X/before
tar xzf $E/plans.tgz -C $X/ep-plans
tar xzf $E/call1.tgz -C $X/ep
tar xzf $D/plans.tgz -C $X/plans
tar xzf $D/call4/call4.tgz -C $X/c4
cp devices/*.json $X/before/
git show b14d4dd:devices/h200.json > $X/before/h200.json
score() { # label runs plans
  for profile in before after; do
    devices=$X/before; [ $profile = after ] && devices=$PWD/devices
    echo "== $1, $profile"
    NETC_DEVICES_DIR=$devices $N calibrate --score-structure "$2" --plans "$3" --device h200 --per-net |
      sed -n '/per net/,$p' | tail -n +2
  done
}
score "epilogues call 1" "$(ls $X/ep/runs/*.json | paste -sd,)" $X/ep-plans
score "call 4, old plans" "$(ls $X/c4/runs/old-*-a.json | paste -sd,)" $X/plans/pairs2/old
score "call 4, new plans" "$(ls $X/c4/runs/new-*-a.json | paste -sd,)" $X/plans/pairs2/new
rm -rf $X
