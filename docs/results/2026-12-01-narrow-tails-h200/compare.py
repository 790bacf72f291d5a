"""(Session 36: session 31's compare.py with the narrow gather told apart.)
Side by side: each plan's launches before (old) and after (new) a profile
change, from one call's runs (old-NAME-{a,b}.json, new-NAME-{a,b}.json:
medians of the two), the plans in PAIRS/{old,new}/NAME. Prints, per plan,
the launches whose kernel changed (old and new time, their ratio), the whole
plan's sum, and the unchanged launches' median ratio (the call's noise);
then the changed launches that ran more than 3% slower.
usage: compare.py RUNS PAIRS"""
import json, os, statistics as st, sys

runs, pairs = sys.argv[1:3]
names = sorted({f.split("-", 1)[1].rsplit("-", 1)[0] for f in os.listdir(runs)})
key = lambda l: (l["variant"] + (" narrow" if l.get("narrow_gather") else ""),
                 tuple(l["tile"] or ()), l.get("split_k", 1))
changed_all = []
print("| plan | changed | old, us | new, us | new/old | whole plan, us | whole new/old | unchanged, median new/old |")
print("|---|---:|---:|---:|---:|---:|---:|---:|")
for name in names:
    times = {}
    for which in ("old", "new"):
        files = [f"{runs}/{which}-{name}-{tag}.json" for tag in ("a", "b")]
        if not all(os.path.exists(f) for f in files):
            break
        loaded = [json.load(open(f)) for f in files]
        times[which] = [st.median(r["launches"][i]["ours"]["median_ms"] for r in loaded)
                        for i in range(len(loaded[0]["launches"]))]
    if len(times) < 2:
        continue
    old = json.load(open(f"{pairs}/old/{name}/plan.json"))["launches"]
    new = json.load(open(f"{pairs}/new/{name}/plan.json"))["launches"]
    changed = [i for i, (a, b) in enumerate(zip(old, new)) if key(a) != key(b)]
    co = sum(times["old"][i] for i in changed)
    cn = sum(times["new"][i] for i in changed)
    same = [times["new"][i] / times["old"][i] for i in range(len(old)) if i not in changed]
    wo, wn = sum(times["old"]), sum(times["new"])
    print(f"| {name} | {len(changed)} | {co*1e3:.1f} | {cn*1e3:.1f} | {cn/co:.3f} | "
          f"{wo*1e3:.1f} -> {wn*1e3:.1f} | {wn/wo:.3f} | {st.median(same):.3f} |")
    changed_all += [(name, old[i]["kernel"], key(old[i]), key(new[i]), times["old"][i],
                     times["new"][i]) for i in changed]
slower = [c for c in changed_all if c[5] > 1.03 * c[4]]
print(f"\n{len(changed_all)} changed launches, {len(slower)} more than 3% slower:")
for c in sorted(slower, key=lambda c: -c[5] / c[4]):
    print(f"  {c[0]} {c[1]}: {c[2]} -> {c[3]}: {c[4]*1e3:.1f} -> {c[5]*1e3:.1f} us ({c[5]/c[4]:.2f}x)")
