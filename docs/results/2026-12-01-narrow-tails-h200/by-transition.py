"""Session 37: call 4's changed launches grouped by the kind of change
(family to family, a wider tile of the same family, split-K), each group's
median measured new/old and how the new profile priced the new choice
(predicted / measured - 1, median). Same inputs as compare.py.
usage: by-transition.py RUNS PAIRS"""
import collections, json, os, statistics as st, sys

runs, pairs = sys.argv[1:3]
key = lambda l: (l["variant"] + (" narrow" if l.get("narrow_gather") else ""),
                 tuple(l.get("tile") or ()), l.get("split_k", 1))
short = lambda v: v.replace("implicit_gemm_", "")
groups = collections.defaultdict(list)
for name in sorted(os.listdir(f"{pairs}/new")):
    old = json.load(open(f"{pairs}/old/{name}/plan.json"))["launches"]
    new = json.load(open(f"{pairs}/new/{name}/plan.json"))["launches"]
    measured = {w: [json.load(open(f"{runs}/{w}-{name}-{t}.json"))["launches"] for t in "ab"]
                for w in ("old", "new")}
    for i, (a, b) in enumerate(zip(old, new)):
        ka, kb = key(a), key(b)
        if ka == kb:
            continue
        m = {w: st.median(r[i]["ours"]["median_ms"] for r in measured[w]) for w in measured}
        if ka[2] != kb[2]:
            kind = "split-K parts"
        elif ka[0] != kb[0]:
            kind = f"{short(ka[0])} -> {short(kb[0])}"
        else:
            wider = max(kb[1][:2]) > max(ka[1][:2])
            kind = "same family, a wider tile" if wider else "same family, other tile"
        groups[kind].append((m["new"] / m["old"], b["predicted_ms"] / m["new"] - 1))
print("| change | launches | measured new/old (median) | new choice priced (median) |")
print("|---|---:|---:|---:|")
for kind, v in sorted(groups.items(), key=lambda x: -len(x[1])):
    print(f"| {kind} | {len(v)} | {st.median(x[0] for x in v):.3f} | "
          f"{100 * st.median(x[1] for x in v):+.1f}% |")
