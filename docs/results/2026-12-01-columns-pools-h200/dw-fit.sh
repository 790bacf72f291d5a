#!/usr/bin/env bash
# Session 35: depthwise-fragment.json (the strip kernel's entries shipped in
# devices/h200.json) from the committed runs and plans, no GPU: session 33's
# bench (docs/results/2026-11-30-depthwise-strip-h200: call3/c3b.tgz's
# bench-v3-{fp32,bf16}-c.json, fit-plans.tgz) and call 1's full-wave bench
# (call1/dw.tgz: the strip's fp32 runs a and b, bf16 b; plans.tgz's
# dw-bench), fitted together by `netc calibrate --fit-structure` (which
# frees every constant of the kernels in the runs); then the depthwise
# entries compared with the committed fragment's. usage: dw-fit.sh [NETC]
set -eu
N=${1:-build/bin/netc}
D=docs/results/2026-12-01-columns-pools-h200
S=docs/results/2026-11-30-depthwise-strip-h200
X=$(mktemp -d)
trap 'rm -rf "$X"' EXIT
mkdir -p $X/c3 $X/plans $X/new
tar xzf $S/call3/c3b.tgz -C $X/c3
tar xzf $S/fit-plans.tgz -C $X/plans
tar xzf $D/call1/dw.tgz -C $X/new
tar xzf $D/plans.tgz -C $X/new dw-bench
R=$X/new/dw-runs
$N calibrate --fit-structure $X/c3/bench-v3-fp32-c.json,$X/c3/bench-v3-bf16-c.json,$R/dw_depthwise_direct-fp32-a.json,$R/dw_depthwise_direct-fp32-b.json,$R/dw_depthwise_direct-bf16-b.json \
  --plans $X/plans/rlp,$X/new/dw-bench --device h200 -o $X/fragment.json
python3 -c "
import json, sys
fit, shipped = (json.load(open(p))['structure'] for p in sys.argv[1:])
fit = [e for e in fit if e['kernel'] == 'depthwise_direct']
sys.exit(fit != shipped)" $X/fragment.json $D/depthwise-fragment.json &&
  echo "dw-fit.sh: the committed fragment's entries, exactly"
