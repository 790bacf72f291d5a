#!/usr/bin/env bash
# Session 40: the TMA and persistent kernels' structure entries refitted on
# their new tile order, from this page's committed runs and plans (no GPU),
# in the order the entries were first fitted, each fit on the profile the
# one before it made:
#  1. every cost (`netc calibrate --fit-structure`) on call 1's structure
#     bench: iteration, latency, latency_pointwise and block ns;
#  2. the lone-block costs (`--lone-block-costs-only`) on the same bench's
#     1x1 twins and short 1x1 layers: block_alone_ns;
#  3. the channel costs (`--channel-costs-only`) on call 2's channels and
#     columns benches and call 3's pitch bench together (their networks
#     renamed apart): partial_step_ns, misaligned_step_ns and
#     partial_column_step_ns;
#  4. the sub-wave floor (`--sub-wave-costs-only`) on call 3's tails bench.
# Each fragment is merged by bench/kstruct/add-entries.py into a copy of
# HELD_PROFILE (default: devices/h200.json of 3b6ccbc, before this refit);
# the result is written to OUT_PROFILE (default: a temporary file) and
# compared, entry for entry, with devices/h200.json unless NO_COMPARE is set.
# usage: fit.sh [NETC] [OUT_PROFILE]
set -eu
N=${1:-build/bin/netc}
D=docs/results/2026-12-03-tile-order-refit-h200
X=$(mktemp -d)
trap 'rm -rf "$X"' EXIT
mkdir -p $X/dev
cp devices/*.json $X/dev/
git show ${HELD_PROFILE:-3b6ccbc}:devices/h200.json > $X/dev/h200.json
source bench/kstruct/fit-fragments.sh
FRAGMENTS=$D
NOTE="the TMA and persistent kernels on their tile order of 2026-12-02"
unpack_benches call1/structure call2/channels call2/columns call3/pitch call3/tails
fit structure-fragment $(bench structure) --
fit lone-block-fragment $(bench structure) -- --lone-block-costs-only
# The channel benches name their networks alike: renamed apart (run and plan).
python3 bench/kstruct/merge-runs.py $X/all $(for t in channels pitch columns; do echo $t:$(bench $t); done)
fit channel-fragment $X/all/runs:$X/all/plans -- --channel-costs-only
fit tails-fragment $(bench tails) -- --sub-wave-costs-only
[ -n "${2:-}" ] && cp $X/dev/h200.json "$2"
[ -n "${NO_COMPARE:-}" ] && exit 0
python3 -c "import json, sys; a, b = (json.load(open(p))['calibrated']['generated_kernels']['structure'] for p in sys.argv[1:]); sys.exit(a != b)" \
  $X/dev/h200.json devices/h200.json && echo "fit.sh: devices/h200.json's structure entries, exactly" ||
  { echo "fit.sh: devices/h200.json's structure entries differ from the fit"; exit 1; }
