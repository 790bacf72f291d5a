#!/usr/bin/env python3
"""The structure model's H100 entries on the H200: per launch of today's H200
runs (ours, kernel-only), the rate model's prediction (the plan that ran) and
the structure model's (the same nets lowered with the entries), where both
chose the same kernel. Writes launches.csv; prints the tables of the page.

    score.py RUNS_DIR STRUCTURE_PLANS_DIR > tables.txt
RUNS_DIR: true-time's work/runs (NET-P.json); STRUCTURE_PLANS_DIR: NET-P/plan.json.
"""
import collections, csv, json, os, statistics, sys

runs, plans = sys.argv[1], sys.argv[2]
def key(layers): return tuple(layers) if isinstance(layers, list) else tuple(layers.split('+'))
def q(v): return '%.1f%% / %.1f%%' % (100 * statistics.median(v), 100 * sorted(v)[int(.9 * len(v))])
rows = []
for p in ('fp32', 'tf32'):
    for net in ('vgg16', 'alexnet', 'googlenet', 'resnet50'):
        run = json.load(open(os.path.join(runs, f'{net}-{p}.json')))
        S = {key(l['layers']): l for l in json.load(open(os.path.join(plans, f'{net}-{p}', 'plan.json')))['launches']}
        for l in run['launches']:
            m = (l.get('ours') or {}).get('median_ms'); s = S.get(key(l['layers']))
            if not m or s is None:
                continue
            tile = l.get('tile') or '-'; stile = 'x'.join(map(str, s.get('tile') or [])) or '-'
            rows.append(dict(net=net, precision=p, layers='+'.join(key(l['layers'])), variant=l['variant'],
                             tile=tile, measured_ms=m, rate_ms=l['predicted_ms'],
                             structure_variant=s['variant'], structure_tile=stile,
                             structure_ms=s['predicted_ms'] if (s['variant'], stile) == (l['variant'], tile) else ''))
with open('launches.csv', 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
print('precision | conv launches | same kernel | rate model (all conv) | rate model (same) | structure (same)')
for p in ('fp32', 'tf32'):
    conv = [r for r in rows if r['precision'] == p and r['variant'].startswith(('implicit', 'direct'))]
    same = [r for r in conv if r['structure_ms'] != '']
    e = lambda r, f: abs(r[f] / r['measured_ms'] - 1)
    print(p, '|', len(conv), '|', len(same), '|', q([e(r, 'rate_ms') for r in conv]), '|',
          q([e(r, 'rate_ms') for r in same]), '|', q([e(r, 'structure_ms') for r in same]))
print('\nprecision | variant | launches | median predicted/measured | median |error|')
by = collections.defaultdict(list)
for r in rows:
    if r['structure_ms'] != '':
        by[(r['precision'], r['variant'])].append(r['structure_ms'] / r['measured_ms'])
for (p, v), rs in sorted(by.items()):
    print(p, '|', v, '|', len(rs), '| %.2f | %.1f%%' % (statistics.median(rs), 100 * statistics.median([abs(x - 1) for x in rs])))
