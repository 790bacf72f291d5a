#!/usr/bin/env bash
# Session 36: the two fragments from the committed runs and plans (no GPU):
#  narrow-fragment.json: the narrow gather's entries (tf32, bf16), `netc
#    calibrate --fit-structure` on call 1's narrow bench (every cost fitted:
#    the profile has none of its own);
#  tails-fragment.json: sub_wave_floor of the k-loop tiles, `--fit-structure
#    --sub-wave-costs-only` on call 1's tails bench (the 22 TMA tiles) and
#    call 3's (the gathered wgmma, mma.sync and SIMT tiles) together, with
#    devices/h200.json's other costs held (HELD_PROFILE, default today's: the
#    fit starts the floor afresh at 0.8, so the profile before or after gives
#    the same);
# then compares each with the committed one, entry for entry.
# usage: fit.sh [NETC] [HELD_PROFILE]
set -eu
N=${1:-build/bin/netc}
D=docs/results/2026-12-01-narrow-tails-h200
X=$(mktemp -d)
trap 'rm -rf "$X"' EXIT
mkdir -p $X/plans $X/runs $X/dev
tar xzf $D/bench-plans.tgz -C $X/plans
tar xzf $D/call1/narrow.tgz -C $X/runs
tar xzf $D/call1/tails.tgz -C $X/runs
tar xzf $D/call3/tails2.tgz -C $X/runs
cp devices/*.json $X/dev/
[ -n "${2:-}" ] && cp "$2" $X/dev/h200.json
fit() { # name "bench..." extra...
  local name=$1 benches=$2 runs="" plans=""; shift 2
  for b in $benches; do runs="$runs $(ls $X/runs/runs/$b/*.json)"; plans="$plans $X/plans/$b"; done
  NETC_DEVICES_DIR=$X/dev $N calibrate --fit-structure "$(echo $runs | tr ' ' ',')" \
    --plans "$(echo $plans | tr ' ' ',')" --device h200 "$@" -o $X/$name.json
  if [ -f $D/$name.json ]; then
    python3 -c "import json, sys; a, b = (json.load(open(p))['structure'] for p in sys.argv[1:]); sys.exit(a != b)" \
      $X/$name.json $D/$name.json && echo "fit.sh: the committed $name.json's entries, exactly"
  else
    cp $X/$name.json $D/$name.json && echo "fit.sh: wrote $D/$name.json"
  fi
}
fit narrow-fragment narrow
fit tails-fragment "tails tails2" --sub-wave-costs-only
