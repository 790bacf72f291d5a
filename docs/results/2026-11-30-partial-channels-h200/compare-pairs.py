"""The launches whose kernel two profiles choose differently, timed side by
side: for each plan NAME of PAIRS/new, the launches whose kernel, tile,
split or grid differ from PAIRS/old/NAME, with their times from one call
(RUNS/{old,new}-NAME-{a,b}.json: the median of the two runs of each, each
a median of 10 kernel-only replays). usage: compare-pairs.py PAIRS RUNS"""
import json, os, statistics as st, sys

pairs, runs = sys.argv[1:3]
key = lambda l: (l["variant"], tuple(l["tile"] or ()), l.get("split_k", 1), tuple(l["grid"]))


def times(which, name):
    files = [f"{runs}/{which}-{name}-{t}.json" for t in "ab"]
    if not all(os.path.exists(f) for f in files):
        return None
    loaded = [json.load(open(f)) for f in files]
    return [st.median(r["launches"][i]["ours"]["median_ms"] for r in loaded)
            for i in range(len(loaded[0]["launches"]))]


print("| plan | changed | their time, old -> new | worst new/old | best new/old | whole plan, old -> new |")
print("|---|---:|---:|---:|---:|---:|")
total_old = total_new = 0
changed_all = measured_all = 0
for name in sorted(os.listdir(f"{pairs}/new")):
    old = json.load(open(f"{pairs}/old/{name}/plan.json"))["launches"]
    new = json.load(open(f"{pairs}/new/{name}/plan.json"))["launches"]
    changed = [i for i, (a, b) in enumerate(zip(old, new)) if key(a) != key(b)]
    changed_all += len(changed)
    t_old, t_new = times("old", name), times("new", name)
    if t_old is None or t_new is None:
        print(f"| {name} | {len(changed)} | not measured | | | |")
        continue
    measured_all += len(changed)
    so, sn = sum(t_old[i] for i in changed), sum(t_new[i] for i in changed)
    total_old += so
    total_new += sn
    ratios = [t_new[i] / t_old[i] for i in changed]
    cells = (f"{so*1e3:.1f} -> {sn*1e3:.1f} us ({sn/so:.3f}) | {max(ratios):.2f} | {min(ratios):.2f}"
             if changed else "| |")
    print(f"| {name} | {len(changed)} | {cells} | {sum(t_old)*1e3:.1f} -> {sum(t_new)*1e3:.1f} us |")
if total_old:
    print(f"\n{measured_all} of {changed_all} changed launches measured: {total_old*1e3:.1f} -> "
          f"{total_new*1e3:.1f} us ({total_new/total_old:.3f})")
