#!/usr/bin/env bash
# Session 32: channel-fragment.json again from the committed runs and plans
# (no GPU): call 1's channel bench and call 2's pitch bench (their plans
# lowered again here by make-bench.sh would differ only in predicted_ms:
# the committed plans.tgz holds the ones that ran), fitted with
# devices/h200.json of c8df8ae held (before the channel costs); then cmp with
# the committed fragment. usage: fit.sh [NETC]
set -eu
N=${1:-build/bin/netc}
D=docs/results/2026-11-30-partial-channels-h200
X=$(mktemp -d)
mkdir -p $X/plans $X/b1 $X/b2 $X/all/plans $X/all/runs $X/dev
tar xzf $D/plans.tgz -C $X/plans
tar xzf $D/call1/bench.tgz -C $X/b1
tar xzf $D/call2/bench.tgz -C $X/b2
cp devices/*.json $X/dev/
git show c8df8ae:devices/h200.json > $X/dev/h200.json
# The two benches name their networks alike: prefixed apart (run and plan).
python3 - $X <<'PY'
import glob, json, os, sys
X = sys.argv[1]
for tag, runs in (("ch", X + "/b1/bench"), ("pitch", X + "/b2/bench")):
    for f in sorted(glob.glob(runs + "/*.json")):
        name = os.path.basename(f)[:-5]
        run = json.load(open(f))
        run["plan"]["path"] = "/bench/%s-%s/lowered/plan.json" % (tag, name)
        run["plan"]["network"] = "%s-%s" % (tag, name)
        json.dump(run, open("%s/all/runs/%s-%s.json" % (X, tag, name), "w"))
        os.symlink("%s/plans/%s-bench/%s" % (X, tag, name), "%s/all/plans/%s-%s" % (X, tag, name))
PY
NETC_DEVICES_DIR=$X/dev $N calibrate --fit-structure $(ls $X/all/runs/*.json | paste -sd,) \
  --plans $X/all/plans --device h200 --channel-costs-only -o $X/fragment.json
cmp $X/fragment.json $D/channel-fragment.json && echo "fit.sh: the committed fragment, byte for byte"
rm -rf $X
