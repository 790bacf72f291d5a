#!/usr/bin/env bash
# Session 40, call 3 (one H200): call 2's tails and pitch benches again (their
# outputs did not come back: more files than a call returns), no checks
# (call 1 checked 13 structure networks of these kernels, session 39 all
# of them); then googlenet in fp32, tf32 and bf16 by HEAD's netc
# (netc-old) and the one with LRN's __log2f (netc), timed a/b/b/a and the new
# plans checked (../2026-12-02-tile-order-h200/nets-call.sh). Everything in
# one $OUT/call3.tgz.
# Carry: devcarry/s40b (bin/netc-pair.tar.xz: netc, netc-old; bin/netc-runtime.xz).
set -u
cd "$(dirname "$0")/../../.."
SECONDS=0
V=implicit_gemm_wgmma_tma,implicit_gemm_wgmma_tma_persistent
ROOT_OUT=$OUT R=/tmp/call3
mkdir -p $R/bin /tmp/c/bin
tar xJf devcarry/s40b/bin/netc-pair.tar.xz -C $R/bin
xz -0 -c $R/bin/netc > /tmp/c/bin/netc.xz && cp devcarry/s40b/bin/netc-runtime.xz /tmp/c/bin/
for d in tails pitch; do
  mkdir -p $R/$d
  OUT=$R/$d C=/tmp/c bash docs/results/2026-12-02-dram-relief-h200/bench-call.sh $d $V 100 0 2>&1 | tail -3
done
echo "benches done t=$SECONDS"
mkdir -p $R/nets
OUT=$R/nets C=devcarry/s40b NETS=${NETS:-googlenet} TIME_UNTIL=${TIME_UNTIL:-150} DEADLINE=${DEADLINE:-215} \
  bash docs/results/2026-12-02-tile-order-h200/nets-call.sh 2>&1 | grep -v "passed$" | tail -12
echo "done t=$SECONDS"
tar czf $ROOT_OUT/call3.tgz -C $R tails pitch nets
