#!/usr/bin/env python3
# Issue 17's bar per net, precision and pass (10% median, 30% p90 -- nearest
# rank, as netc calibrate --validate takes it -- and the sum within 5%) from
# the rows `netc calibrate --validate ... --scored-rows FILE` writes, for
# resnet50 and mobilenet_v3_large.
#   python3 bar.py SCORED.csv [held_out_ms|given_ms]
import csv, sys, statistics, collections
def pct(v, q):
    import math
    v = sorted(v)
    return v[max(math.ceil(q*len(v)),1)-1]
col = sys.argv[2] if len(sys.argv) > 2 else 'held_out_ms'
g = collections.defaultdict(list)
for r in csv.DictReader(open(sys.argv[1])):
    net = r['network'].split('/')[-1]
    g[(net, r['precision'], r['pass'])].append((float(r['measured_ms']), float(r[col])))
ok=0; tot=0
for k in sorted(g):
    if not any(n in k[0] for n in ('resnet50','mobilenet_v3')): continue
    rows = g[k]; errs=[abs(p-m)/m*100 for m,p in rows]
    s = (sum(p for m,p in rows)-sum(m for m,p in rows))/sum(m for m,p in rows)*100
    med=statistics.median(errs); p90=pct(errs,0.9)
    good = med<=10 and p90<=30 and abs(s)<=5
    ok+=good; tot+=1
    print('%-24s %s %-16s %4d  %5.1f %5.1f %+6.2f %s'%(k[0],k[1],k[2],len(rows),med,p90,s,'ok' if good else 'MISS'))
print(ok,'of',tot)
