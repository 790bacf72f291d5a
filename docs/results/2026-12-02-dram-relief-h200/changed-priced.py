"""Session 38: the launches whose kernel a call's new plans changed, each
with its old and new choice's price error (the plan's predicted_ms over the
median of the call's two runs) and the new/old time; then the medians.
usage: changed-priced.py RUNS PAIRS (a call's runs/ and lc/, as compare.py)"""
import json, os, statistics as st, sys

runs, pairs = sys.argv[1:3]
key = lambda l: (l["variant"] + (" narrow" if l.get("narrow_gather") else ""),
                 tuple(l.get("tile") or ()), l.get("split_k", 1))
old_errors, new_errors = [], []
for name in sorted(os.listdir(f"{pairs}/new")):
    plans = [json.load(open(f"{pairs}/{w}/{name}/plan.json"))["launches"] for w in ("old", "new")]
    def measured(which, kernel):
        times = []
        for tag in "ab":
            run = json.load(open(f"{runs}/{which}-{name}-{tag}.json"))
            times += [l["ours"]["median_ms"] for l in run["launches"] if l.get("kernel") == kernel]
        return st.median(times)
    for old, new in zip(*plans):
        if key(old) == key(new):
            continue
        mo, mn = measured("old", old["kernel"]), measured("new", new["kernel"])
        old_errors.append(old["predicted_ms"] / mo - 1)
        new_errors.append(new["predicted_ms"] / mn - 1)
        print(f"{name} {old['kernel']}: {key(old)} -> {key(new)}: old priced "
              f"{100 * old_errors[-1]:+.1f}%, new priced {100 * new_errors[-1]:+.1f}%, "
              f"new/old {mn / mo:.3f}")
print(f"{len(new_errors)} changed launches: median signed error old choices "
      f"{100 * st.median(old_errors):+.1f}%, new {100 * st.median(new_errors):+.1f}%; median |error| "
      f"old {100 * st.median(map(abs, old_errors)):.1f}%, new {100 * st.median(map(abs, new_errors)):.1f}%")
