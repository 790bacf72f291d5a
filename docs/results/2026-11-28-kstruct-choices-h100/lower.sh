#!/usr/bin/env bash
# Lowers every net in nets/ for sm_90 in fp32, tf32 and bf16 twice: with the
# shipped devices/h100.json (old) and with the kstruct structure entries (new).
set -u
cd "$(dirname "$0")/.."
for net in $(ls nets/*.json | xargs -n1 basename | sed 's/.json$//'); do
  for p in fp32 tf32 bf16; do
    for v in old new; do
      out=devcarry/ks/$v/$net-sm_90-$p
      [ -f $out/plan.json ] && continue
      if [ $v = new ]; then dev=devcarry/kprof/h100.json; else dev=h100; fi
      build/bin/netc lower nets/$net.json --target sm_90 --precision $p --device $dev -o $out > /dev/null 2>devcarry/ks/err.txt || { echo "FAILED $v $net $p"; cat devcarry/ks/err.txt; }
      rm -f $out/*.ptx $out/kernels.mlir $out/kernels.cu
    done
  done
done
