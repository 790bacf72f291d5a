#!/usr/bin/env bash
# Session 33: the depthwise strip kernel's structure entries (depthwise-fragment.json)
# from the bench's call-3 runs (c3b.tgz: bench-v3-{fp32,bf16}-c.json, the 48 layers
# of bench/kstruct/depthwise.py make, seed 1) and their plans (fit-plans.tgz:
# call 3's plans, the strip on every layer, with thread_steps as this commit's
# netc counts them, written by steps.py), with devices/h200.json (the fit frees
# every constant of the kernels in the runs: the profile's own depthwise_direct
# entries, or their absence as at d461245, give the same fragment). No GPU.
# usage: fit.sh [NETC]
set -eu
N=${1:-build/bin/netc}
D=docs/results/2026-11-30-depthwise-strip-h200
X=$(mktemp -d)
mkdir -p $X/c3 $X/plans
tar xzf $D/call3/c3b.tgz -C $X/c3
tar xzf $D/fit-plans.tgz -C $X/plans
$N calibrate --fit-structure $X/c3/bench-v3-fp32-c.json,$X/c3/bench-v3-bf16-c.json \
  --plans $X/plans/rlp --device h200 -o $X/fragment.json
python3 -c "import json,sys; f=json.load(open(sys.argv[1])); f['structure']=[e for e in f['structure'] if e['kernel']=='depthwise_direct']; json.dump(f,open(sys.argv[1],'w'),indent=1); open(sys.argv[1],'a').write('\n')" $X/fragment.json
cmp $X/fragment.json $D/depthwise-fragment.json && echo "fit.sh: the fragment is the page's, byte for byte"
rm -rf $X
