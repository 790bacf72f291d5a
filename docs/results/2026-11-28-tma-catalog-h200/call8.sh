#!/usr/bin/env bash
# Session 17, call 8 (one H200): the committed probe (9745f31): the
# catalog's TMA kernels with the filter mapped by tap ([K][R*S][C], as the
# runtime encodes it), on the probe's small shapes (checked, then under
# memcheck and racecheck) and its full shapes in bf16, alexnet's 96-channel
# conv2 now among them.
# Carry: devcarry/s17hx/s17h.tar.xz (`tar cJf devcarry/s17hx/s17h.tar.xz -C devcarry s17h`: probe).
set -u
cd "$(dirname "$0")/../../.."
tar xJf devcarry/s17hx/s17h.tar.xz -C devcarry
export PATH=/usr/local/cuda/bin:$PATH
P=$PWD/devcarry/s17h/probe
timeout 60 $P --quick --tma > $OUT/call8-probe-quick-tma.txt 2>&1; echo "probe --quick --tma exit $?: $(tail -1 $OUT/call8-probe-quick-tma.txt)"
for tool in memcheck racecheck; do
  timeout 100 compute-sanitizer --tool $tool $P --quick --tma bf16 > $OUT/call8-$tool.txt 2>&1
  echo "$tool exit $?: $(grep -E 'ERROR SUMMARY|RACECHECK SUMMARY' $OUT/call8-$tool.txt)"
done
timeout 120 $P --tma bf16 > $OUT/call8-probe-tma-bf16.txt 2>&1; echo "probe --tma bf16 exit $?: $(tail -1 $OUT/call8-probe-tma-bf16.txt)"
grep -A12 "alexnet conv2" $OUT/call8-probe-tma-bf16.txt | head -12
