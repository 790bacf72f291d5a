#!/usr/bin/env bash
# Session 35: column-fragment.json from the committed runs and plans (no
# GPU): call 1's column bench and call 3's second form of it (plans.tgz:
# col-bench, col2-bench), fitted by netc calibrate --fit-structure
# --channel-costs-only with devices/h200.json (HELD_PROFILE, default
# today's: the fit holds every cost but the channel ones and starts the
# column cost afresh, so the profile before or after it gives the same);
# then compares the entries with the committed fragment's.
# usage: fit.sh [NETC] [HELD_PROFILE]
set -eu
N=${1:-build/bin/netc}
D=docs/results/2026-12-01-columns-pools-h200
X=$(mktemp -d)
mkdir -p $X/plans $X/b1 $X/b2 $X/all/plans $X/all/runs $X/dev
tar xzf $D/plans.tgz -C $X/plans
tar xzf $D/call1/col.tgz -C $X/b1
tar xzf $D/call3/col2.tgz -C $X/b2
cp devices/*.json $X/dev/
[ -n "${2:-}" ] && cp "$2" $X/dev/h200.json
python3 - $X <<'PY'
import glob, json, os, sys
X = sys.argv[1]
for tag, runs, plans in (("col", X + "/b1/col", "col-bench"), ("col2", X + "/b2/col2", "col2-bench")):
    for f in sorted(glob.glob(runs + "/*.json")):
        name = os.path.basename(f)[:-5]
        run = json.load(open(f))
        run["plan"]["path"] = "/bench/%s-%s/lowered/plan.json" % (tag, name)
        run["plan"]["network"] = "%s-%s" % (tag, name)
        json.dump(run, open("%s/all/runs/%s-%s.json" % (X, tag, name), "w"))
        os.symlink("%s/plans/%s/%s" % (X, plans, name), "%s/all/plans/%s-%s" % (X, tag, name))
PY
NETC_DEVICES_DIR=$X/dev $N calibrate --fit-structure $(ls $X/all/runs/*.json | paste -sd,) \
  --plans $X/all/plans --device h200 --channel-costs-only -o $X/fragment.json
if [ -f $D/column-fragment.json ]; then
  # The entries, number for number (the structure_source line quotes the
  # held profile's, which names this fit once it is shipped).
  python3 -c "import json, sys; a, b = (json.load(open(p))['structure'] for p in sys.argv[1:]); sys.exit(a != b)" \
    $X/fragment.json $D/column-fragment.json && echo "fit.sh: the committed fragment's entries, exactly"
else
  cp $X/fragment.json $D/column-fragment.json && echo "fit.sh: wrote $D/column-fragment.json"
fi
rm -rf $X
