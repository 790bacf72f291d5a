# bench/kstruct/fit-fragments.sh - sourced by a results page's fit.sh: its
# committed kstruct benches unpacked, and the structure entries refitted on
# them a fragment at a time, each merged into the working profile before the
# next fit reads it (docs/results/2026-12-03-tile-order-refit-h200/fit.sh and
# 2026-12-03-bf16-refit-h200/fit.sh; their own ordering and notes).
#
# The sourcing script sets: N (netc), D (the page's directory: its .md is
# named in every note), X (a scratch directory whose dev/ holds the
# profiles, dev/h200.json the one refitted), FRAGMENTS (where each
# fragment's JSON goes) and NOTE (what the fit is, the start of each
# fragment's note on structure_source: "; NOTE, FRAGMENT by OPTIONS (D.md)").

# unpack_benches ARCHIVE_DIR...: each bench's DESIGN.tgz and plans.tgz under
# $D (ARCHIVE_DIR ends in the design's name) into $X/DESIGN.
unpack_benches() {
  local b n
  for b in "$@"; do
    n=$(basename $b); mkdir -p $X/$n
    tar xzf $D/$b/$n.tgz -C $X/$n && tar xzf $D/$b/plans.tgz -C $X/$n
  done
}

# bench DESIGN: an unpacked bench as RUNS_DIR:PLANS_DIR.
bench() { echo $X/$1/runs/$1:$X/$1/$1; }

# fit FRAGMENT BENCH... -- OPTIONS...: `netc calibrate --fit-structure` on the
# benches' runs and plans with OPTIONS, written to $FRAGMENTS/FRAGMENT.json
# and merged into $X/dev/h200.json by add-entries.py.
fit() {
  local name=$1 runs="" plans=""; shift
  while [ "$1" != "--" ]; do runs+="$(ls ${1%%:*}/*.json | paste -sd,),"; plans+="${1#*:},"; shift; done
  shift
  NETC_DEVICES_DIR=$X/dev $N calibrate --fit-structure "${runs%,}" --plans "${plans%,}" \
    --device h200 "$@" -o $FRAGMENTS/$name.json | sed 's/^/  /'
  python3 bench/kstruct/add-entries.py $FRAGMENTS/$name.json $X/dev/h200.json \
    "; $NOTE, $name by $(echo "$@" | sed 's/^$/every cost/') ($D.md)"
}
