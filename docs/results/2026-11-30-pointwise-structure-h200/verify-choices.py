"""The shipped profile's kernel choices, checked against measurements
already taken: for every launch whose kernel the final devices/h200.json
changes (CHOICES/devices/NAME against CHOICES/devold/NAME, lowered with
--no-compile), the time of the chosen kernel where one of the side-by-side
calls ran it (call 4: PAIRS4; call 2: PAIRS2; the old kernel's time from the
same call), else "not measured".
usage: verify-choices.py CHOICES RUNS4 PAIRS4 RUNS2 PAIRS2"""
import json, os, statistics as st, sys

choices, runs4, pairs4, runs2, pairs2 = sys.argv[1:6]
key = lambda l: (l["variant"], tuple(l["tile"] or ()), l.get("split_k", 1), tuple(l["grid"]))

def times(runs, which, name):
    files = [f"{runs}/{which}-{name}-{t}.json" for t in "ab"]
    if not all(os.path.exists(f) for f in files):
        return None
    loaded = [json.load(open(f)) for f in files]
    return [st.median(r["launches"][i]["ours"]["median_ms"] for r in loaded)
            for i in range(len(loaded[0]["launches"]))]

summary, unmeasured = [], 0
for name in sorted(os.listdir(f"{choices}/devold")):
    old = json.load(open(f"{choices}/devold/{name}/plan.json"))["launches"]
    new = json.load(open(f"{choices}/devices/{name}/plan.json"))["launches"]
    changed = [i for i, (a, b) in enumerate(zip(old, new)) if key(a) != key(b)]
    if not changed:
        continue
    net, precision = name.rsplit("-", 1)
    run_name = ("tv_" if net in ("mobilenet_v3_large", "efficientnet_b0", "mobilenet_v2") else "") \
        + f"{net}-sm_90-{precision}"
    found = []
    for runs, pairs, call in ((runs4, pairs4, "4"), (runs2, pairs2, "2")):
        t_old, t_new = times(runs, "old", run_name), times(runs, "new", run_name)
        if t_old is None:
            continue
        p_new = json.load(open(f"{pairs}/new/{run_name}/plan.json"))["launches"]
        found.append((call, t_old, t_new, p_new))
    ratios, missing = [], 0
    for i in changed:
        for call, t_old, t_new, p_new in found:
            if key(p_new[i]) == key(new[i]):
                ratios.append((t_new[i] / t_old[i], t_old[i], t_new[i], call))
                break
        else:
            missing += 1
    unmeasured += missing
    if ratios:
        so, sn = sum(r[1] for r in ratios), sum(r[2] for r in ratios)
        worst = max(r[0] for r in ratios)
        calls = ",".join(sorted({r[3] for r in ratios}))
        summary.append(f"| {name} | {len(changed)} | {len(ratios)} (call {calls}) | "
                       f"{so*1e3:.1f} -> {sn*1e3:.1f} us ({sn/so:.3f}) | {worst:.2f} | {missing} |")
    else:
        summary.append(f"| {name} | {len(changed)} | 0 | | | {missing} |")
print("| plan | changed | measured | their time, old -> new | worst new/old | not measured |")
print("|---|---:|---:|---:|---:|---:|")
print("\n".join(summary))
print(f"\nnot measured: {unmeasured}")
