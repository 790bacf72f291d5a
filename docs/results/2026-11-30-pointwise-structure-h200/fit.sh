#!/usr/bin/env bash
# Session 31: lone-block-fragment.json again from the committed runs and plans
# (no GPU): call 3's 44 bench networks, call 2's 13, and call 1's two passes
# for the five SIMT tiles call 2 did not repeat, fitted with devices/h200.json
# of b14d4dd held; then cmp with the committed fragment. usage: fit.sh [NETC]
set -eu
N=${1:-build/bin/netc}
D=docs/results/2026-11-30-pointwise-structure-h200
X=$(mktemp -d)
mkdir -p $X/plans $X/r1 $X/r2 $X/r3 $X/dev
tar xzf $D/plans.tgz -C $X/plans
tar xzf $D/call1/runs.tgz -C $X/r1
tar xzf $D/call2/call2.tgz -C $X/r2
tar xzf $D/call3/bench3.tgz -C $X/r3
cp devices/*.json $X/dev/
git show b14d4dd:devices/h200.json > $X/dev/h200.json
runs=$(ls $X/r3/bench3/*.json $X/r2/bench2/*.json | tr '\n' ',')
for n in implicit_gemm_simt_128x128x8_t256-fp32 implicit_gemm_simt_128x64x8_t256-fp32 \
         implicit_gemm_simt_64x128x8_t256-fp32 implicit_gemm_simt_64x64x16_t256-fp32 \
         implicit_gemm_simt_32x64x16_t128-fp32; do
  runs+="$X/r1/pass1/$n.json,$X/r1/pass2/$n.json,"
done
NETC_DEVICES_DIR=$X/dev $N calibrate --fit-structure ${runs%,} \
  --plans $X/plans/pw-bench3,$X/plans/pw-bench2,$X/plans/pw-bench --device h200 \
  --lone-block-costs-only -o $X/fragment.json
cmp $X/fragment.json $D/lone-block-fragment.json && echo "fit.sh: the committed fragment, byte for byte"
rm -rf $X
