#!/usr/bin/env bash
# Session 38: the two fragments shipped in devices/h200.json, from the
# committed runs and plans (no GPU):
#  tails-fragment.json: sub_wave_floor of the k-loop tiles, refitted on the
#    tails benches of 2026-12-01 (docs/results/2026-12-01-narrow-tails-h200:
#    call1/tails.tgz, call3/tails2.tgz, bench-plans.tgz) with a sub-wave's
#    k-steps relieved only as far as a full wave's DRAM traffic held them
#    back (`--fit-structure --sub-wave-costs-only`, the other costs held);
#  gather-fragment.json: misaligned_step_ns of the 30 gathered mma.sync and
#    wgmma tiles on call 2's gather bench (`--channel-costs-only`);
# then compares each fragment's fitted field with the committed one's, entry
# for entry (the fragments carry the held costs too, as the profile had them
# when they were fitted: the tails fragment before the gather fit).
# usage: fit.sh [NETC]
set -eu
N=${1:-build/bin/netc}
D=docs/results/2026-12-02-dram-relief-h200 T=docs/results/2026-12-01-narrow-tails-h200
X=$(mktemp -d)
trap 'rm -rf "$X"' EXIT
mkdir -p $X/plans $X/runs $X/gather
tar xzf $T/bench-plans.tgz -C $X/plans
tar xzf $T/call1/tails.tgz -C $X/runs
tar xzf $T/call3/tails2.tgz -C $X/runs
tar xzf $D/call2/gather.tgz -C $X/gather
tar xzf $D/call2/plans.tgz -C $X/gather
same() { # fresh committed field
  python3 -c "import json, sys
a, b = ({(e['kernel'], e['precision']): e.get(sys.argv[3]) for e in json.load(open(p))['structure']}
        for p in sys.argv[1:3])
sys.exit(a != b)" $1 $2 $3 && echo "fit.sh: the committed $(basename $2)'s entries, exactly" ||
    { echo "fit.sh: $(basename $2) differs from the fit"; exit 1; }
}
$N calibrate --fit-structure "$(ls $X/runs/runs/tails/*.json $X/runs/runs/tails2/*.json | paste -sd,)" \
  --plans $X/plans/tails,$X/plans/tails2 --device h200 --sub-wave-costs-only -o $X/tails.json > /dev/null
same $X/tails.json $D/tails-fragment.json sub_wave_floor
$N calibrate --fit-structure "$(ls $X/gather/runs/gather/*.json | paste -sd,)" \
  --plans $X/gather/gather --device h200 --channel-costs-only -o $X/gather.json > /dev/null
same $X/gather.json $D/gather-fragment.json misaligned_step_ns
