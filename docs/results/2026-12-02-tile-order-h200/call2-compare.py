#!/usr/bin/env python3
"""Session 39, call 2: whole networks, old kernels against new (nets-call.sh's
runs, each plan timed old a, new a, new b, old b). Per plan: the sum of its
launches' kernel-only medians, old and new (the mean of the a and b runs),
new / old; the launches that moved by more than 5% either way, by variant;
and the LRN launches. usage: call2-compare.py RUNS_DIR"""
import collections, json, os, sys

runs = sys.argv[1]


def launches(which, name):
    out = []
    for tag in ("a", "b"):
        path = os.path.join(runs, f"{which}-{name}-{tag}.json")
        out.append({l["kernel"]: (l["ours"]["median_ms"], l["variant"])
                    for l in json.load(open(path))["launches"]})
    return {k: ((out[0][k][0] + out[1][k][0]) / 2, out[0][k][1]) for k in out[0]}


names = sorted({f[4:-7] for f in os.listdir(runs) if f.startswith("new-") and f.endswith("-a.json")})
moved = collections.defaultdict(lambda: [0, 0, 0])
print(f"{'plan':<20} {'old ms':>8} {'new ms':>8} {'new/old':>8}  faster>5% slower>5%")
ratios = []
for name in names:
    old, new = launches("old", name), launches("new", name)
    to, tn = sum(v[0] for v in old.values()), sum(v[0] for v in new.values())
    ratios.append(tn / to)
    faster = slower = 0
    for k, (t, variant) in new.items():
        r = t / old[k][0]
        moved[variant][0] += 1
        if r < 0.95:
            faster += 1; moved[variant][1] += 1
        elif r > 1.05:
            slower += 1; moved[variant][2] += 1
            print(f"    slower: {name} {k} {variant} {1e3 * old[k][0]:.1f} -> {1e3 * t:.1f} us")
        if variant == "lrn":
            print(f"    lrn: {name} {k} {1e3 * old[k][0]:.1f} -> {1e3 * t:.1f} us")
    print(f"{name:<20} {to:8.3f} {tn:8.3f} {tn / to:8.3f}  {faster:>10} {slower:>10}")
geo = 1.0
for r in ratios:
    geo *= r
print(f"geometric mean new / old over {len(ratios)} plans: {geo ** (1 / len(ratios)):.3f}")
# What this commit ships: the new order on the TMA kernels and the LRN's
# runs of 8 (the gathered kernels keep the old order): each plan's old
# time with those launches' new times put in.
SHIPPED = ("implicit_gemm_wgmma_tma", "implicit_gemm_wgmma_tma_persistent", "lrn")
print(f"as shipped (new times for {', '.join(SHIPPED)} only):")
geo = 1.0
for name in names:
    old, new = launches("old", name), launches("new", name)
    to = sum(v[0] for v in old.values())
    ts = sum((new if v[1] in SHIPPED else old)[k][0] for k, v in old.items())
    geo *= ts / to
    print(f"  {name:<20} {to:8.3f} {ts:8.3f} {ts / to:8.3f}")
print(f"  geometric mean: {geo ** (1 / len(names)):.3f}")
for variant, (n, f, s) in sorted(moved.items()):
    print(f"  {variant:<36} {n:>4} launches, {f:>3} faster by >5%, {s:>3} slower by >5%")
