#!/usr/bin/env bash
# Session 42: the bf16 entries of the TMA and persistent kernels refitted on
# the 16-bit epilogue of 2026-12-03 (branch-free bias pairs, packed
# conversion), from this page's committed runs and plans (no GPU), in the
# order of ../2026-12-03-tile-order-refit-h200/fit.sh, each fit on the
# profile the one before it made:
#  1. every cost (`netc calibrate --fit-structure`) on call 1's structure
#     bench; 2. the lone-block costs on the same bench; 3. the channel costs
#     on call 2's channels, columns and pitch benches together; 4. the
#     sub-wave floor on call 2's tails bench. Step 1 fits on the structure
#     bench and call 4's deep bench together; with DEEP= (empty) on the
#     structure bench alone, as the page's first fit did; with
#     DEEP=persistent the deep bench's persistent tiles only (section 4).
# The benches ran bf16 only, so only the 11 bf16 entries change (a
# fragment lists every entry, the others as they were). Each fragment (written to this directory by the default fit
# only) is merged by bench/kstruct/add-entries.py into
# a copy of HELD_PROFILE (default: devices/h200.json of e0da321, before this
# refit); the result goes to OUT_PROFILE (default: a temporary file). With
# COMPARE set, the fit is compared entry for entry with devices/h200.json:
# `DEEP=persistent COMPARE=1 bash fit.sh` makes the shipped entries (session
# 43, after call3.sh measured both fits' kernel choices: section 8).
# usage: fit.sh [NETC] [OUT_PROFILE]
set -eu
N=${1:-build/bin/netc}
D=docs/results/2026-12-03-bf16-refit-h200
X=$(mktemp -d)
trap 'rm -rf "$X"' EXIT
mkdir -p $X/dev
cp devices/*.json $X/dev/
# HELD_PROFILE: a commit (its devices/h200.json) or a profile's path (on the
# GPU machine, which has no git: the tree's devices/h200.json while it still
# holds e0da321's entries).
H=${HELD_PROFILE:-e0da321}
if [ -f "$H" ]; then cp "$H" $X/dev/h200.json; else git show $H:devices/h200.json > $X/dev/h200.json; fi
source bench/kstruct/fit-fragments.sh
# The page's fragments are the default fit's; the other fits' stay in $X.
FRAGMENTS=$D
[ "${DEEP-1}" = 1 ] || FRAGMENTS=$X
NOTE="the bf16 TMA and persistent kernels on the 16-bit epilogue of 2026-12-03"
[ "${DEEP-1}" = persistent ] && NOTE+=" (the deep bench for the persistent tiles only)"
unpack_benches call1/structure call2/channels call2/columns call2/pitch call2/tails call4/deep
if [ -n "${DEEP-1}" ]; then # every cost on the structure and deep benches together
  deep=$(bench deep)
  if [ "${DEEP-1}" = persistent ]; then # the deep bench's persistent tiles only
    mkdir -p $X/deep-persistent && cp $X/deep/runs/deep/*persistent*.json $X/deep-persistent/
    deep=$X/deep-persistent:$X/deep/deep
  fi
  python3 bench/kstruct/merge-runs.py $X/sd structure:$(bench structure) deep:$deep
  fit structure-fragment $X/sd/runs:$X/sd/plans --
else
  fit structure-fragment $(bench structure) --
fi
fit lone-block-fragment $(bench structure) -- --lone-block-costs-only
python3 bench/kstruct/merge-runs.py $X/all $(for t in channels pitch columns; do echo $t:$(bench $t); done)
fit channel-fragment $X/all/runs:$X/all/plans -- --channel-costs-only
fit tails-fragment $(bench tails) -- --sub-wave-costs-only
[ -n "${2:-}" ] && cp $X/dev/h200.json "$2"
[ -n "${COMPARE:-}" ] || exit 0
python3 -c "import json, sys; a, b = (json.load(open(p))['calibrated']['generated_kernels']['structure'] for p in sys.argv[1:]); sys.exit(a != b)" \
  $X/dev/h200.json devices/h200.json && echo "fit.sh: devices/h200.json's structure entries, exactly" ||
  { echo "fit.sh: devices/h200.json's structure entries differ from the fit"; exit 1; }
