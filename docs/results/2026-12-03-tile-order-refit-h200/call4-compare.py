"""Call 4's pairs: per plan, the launches whose kernel the refit changed
(variant, tile or split), their time before and after (mean of the a and b
runs' medians) and the plan's total; the after plans' predictions against
the after time for the changed launches.
usage: call4-compare.py DIR (call4/call4.tar.xz unpacked)"""
import json, math, os, sys
W = sys.argv[1]
key = lambda l: (l["variant"], l.get("tile"), l.get("split_k", 1))
logs = []
for name in sorted({f.split("-", 1)[1].rsplit("-", 1)[0] for f in os.listdir(W + "/runs")}):
    try:
        runs = {(w, ab): json.load(open(f"{W}/runs/{w}-{name}-{ab}.json"))["launches"]
                for w in ("before", "after") for ab in "ab"}
    except FileNotFoundError:
        continue
    t = lambda w, i: sum(runs[(w, ab)][i]["ours"]["median_ms"] for ab in "ab") / 2
    n = len(runs[("after", "a")])
    changed = [i for i in range(n) if key(runs[("before", "a")][i]) != key(runs[("after", "a")][i])]
    tb = sum(t("before", i) for i in changed); ta = sum(t("after", i) for i in changed)
    nb = sum(t("before", i) for i in range(n)); na = sum(t("after", i) for i in range(n))
    pred = [runs[("after", "a")][i]["predicted_ms"] / t("after", i) - 1 for i in changed]
    predb = [runs[("before", "a")][i]["predicted_ms"] / t("before", i) - 1 for i in changed]
    med = lambda v: sorted(v)[len(v) // 2] if v else float("nan")
    print(f"{name}: {len(changed)} of {n} launches changed, {1e3*tb:.1f} -> {1e3*ta:.1f} us ({ta/tb if tb else 1:.3f}x); "
          f"plan {nb:.3f} -> {na:.3f} ms ({na/nb:.3f}x); changed launches priced {100*med(predb):+.1f}% before, {100*med(pred):+.1f}% after (median signed)")
    for i in changed:
        b, a = runs[("before", "a")][i], runs[("after", "a")][i]
        r = t("after", i) / t("before", i)
        logs.append(math.log(r))
        if abs(r - 1) > 0.05:
            print(f"   {a['layers']}: {b['variant'][15:]} {b.get('tile')} {1e3*t('before', i):.1f} -> "
                  f"{a['variant'][15:]} {a.get('tile')} {1e3*t('after', i):.1f} us ({r:.3f}x)")
print(f"geometric mean after/before over {len(logs)} changed launches: {math.exp(sum(logs)/len(logs)):.3f}")
