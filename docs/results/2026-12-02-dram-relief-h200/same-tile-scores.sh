#!/usr/bin/env bash
# Session 38: call 6 of 2026-12-01 (three nets' layers forced onto the TMA
# and persistent kernels of one tile at 0.08-1.5 waves; none of them in any
# fit) priced by a profile: per layer and batch the error of each kernel,
# the tail's share of the SMs and the launch's full-wave DRAM share (the
# scored rows' tail_busy_share, wave_dram_share), and the measured and
# priced TMA / persistent ratio (what a choice between the two reads); then
# the medians. No GPU. usage: same-tile-scores.sh NETC DEVICES_DIR
set -eu
N=$1; DEV=$2; T=docs/results/2026-12-01-narrow-tails-h200
A=$(mktemp -d); O=$A/o
trap 'rm -rf "$A"' EXIT
mkdir -p $A/c6 $A/c6p $O
tar xzf $T/call6/runs.tgz -C $A/c6 && tar xJf $T/same-tile-plans.tar.xz -C $A/c6p
for k in tma persistent; do
  NETC_DEVICES_DIR=$DEV $N calibrate --score-structure "$(ls $A/c6/runs/$k-*-[ab].json | paste -sd,)" \
    --plans $A/c6p/st/plans/$k --device h200 --scored-rows $O/$k.csv > /dev/null
done
python3 - $O/tma.csv $O/persistent.csv <<'PY'
import csv, sys, re, statistics as st
rows = {}
for path in sys.argv[1:]:
    kind = 'tma' if path.endswith('tma.csv') else 'pers'
    for r in csv.DictReader(open(path)):
        m = re.search(r'(\w+)-(inc1x7|inc1x1|res3x3)_b(\d+)-([ab])', r['source'])
        key = (m.group(2), int(m.group(3)), kind)
        rows.setdefault(key, []).append((float(r['measured_ms']), float(r['structure_ms']), r.get('tail_busy_share', '0'), r.get('wave_dram_share', '0')))
errs = {'tma': [], 'pers': []}
print("layer batch | tma err phi D | pers err")
for layer in ("inc1x7", "inc1x1", "res3x3"):
    for b in (8,16,24,32,48,64,80,96,112,128):
        out = f"{layer:7} {b:4}"
        for kind in ('tma','pers'):
            v = rows.get((layer,b,kind))
            if not v: out += " |      -"; continue
            meas = st.median(x[0] for x in v); pr = v[0][1]
            e = pr/meas-1; errs[kind].append(abs(e))
            out += f" | {100*e:+6.1f}% {float(v[0][2]):.2f} {float(v[0][3]):.2f}"
        t, q = rows.get((layer,b,'tma')), rows.get((layer,b,'pers'))
        if t and q:
            mt = st.median(x[0] for x in t); mq = st.median(x[0] for x in q)
            r = (t[0][1]/q[0][1]) / (mt/mq) - 1; errs.setdefault('ratio', []).append(abs(r))
            out += f" | ratio meas {mt/mq:.3f} priced {t[0][1]/q[0][1]:.3f}"
        print(out)
for k, v in errs.items(): print(k, "median |err|", f"{100*st.median(v):.1f}%", "max", f"{100*max(v):.1f}%")
PY
