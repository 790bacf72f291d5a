#!/usr/bin/env python3
"""Session 39, call 1: the re-read bench's launches, old tile order against
new (ab-bench.sh's runs, one pair per kernel): per input size and column
count the median new/old time over the tiles, then each tile's ratio at
40 and 128 MB by columns. usage: call1-compare.py RUNS_DIR"""
import collections, json, os, re, statistics as st, sys

runs = sys.argv[1]
times = {}
for name in os.listdir(runs):
    which, kernel = name.split("-", 1)
    for l in json.load(open(os.path.join(runs, name)))["launches"]:
        m = re.search(r"reread_m(\d+)_c(\d+)", l["kernel"])
        times[(which, kernel[:-5], int(m.group(1)), int(m.group(2)))] = l["ours"]["median_ms"]
ratios = collections.defaultdict(list)
per_tile = collections.defaultdict(dict)
for (which, kernel, mb, c), t in times.items():
    if which == "new" and ("old", kernel, mb, c) in times:
        r = t / times[("old", kernel, mb, c)]
        ratios[(mb, c)].append(r)
        per_tile[kernel][(mb, c)] = r
print(f"{sum(map(len, ratios.values()))} launches paired; median new / old over the tiles "
      "(rows: input MB; columns: columns of tiles)")
print("  MB" + "".join(f"{c:>8}" for c in (1, 2, 3, 4)))
for mb in sorted({k[0] for k in ratios}):
    print(f"{mb:>4}" + "".join(f"{st.median(ratios[(mb, c)]):8.3f}" if ratios.get((mb, c)) else "       -"
                              for c in (1, 2, 3, 4)))
for kernel, row in sorted(per_tile.items()):
    print(f"{kernel}: " + "  ".join(
        f"{mb}MB " + " ".join(f"{row[(mb, c)]:.2f}" if (mb, c) in row else "-" for c in (1, 2, 3, 4))
        for mb in (40, 128)))
