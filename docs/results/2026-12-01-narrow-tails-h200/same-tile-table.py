"""Session 37: call 6's table: each layer and batch, its tiles and φ (tiles
over the H200's 132 SMs, one tile an SM), the TMA and persistent kernels'
measured time (median of the two runs' medians) and price (the plan's
predicted_ms, the shipped profile), and their ratio.
usage: same-tile-table.py RUNS PLANS (call6's runs/, same-tile.sh's OUT/plans)"""
import json, math, os, statistics as st, sys

runs, plans = sys.argv[1:3]
print("| layer | batch | tiles | φ | TMA, us | priced | persistent, us | priced | TMA / persistent | as priced |")
print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
for layer in ("inc1x7", "inc1x1", "res3x3"):
    for batch in (8, 16, 24, 32, 48, 64, 80, 96, 112, 128):
        name, got = f"{layer}_b{batch}", {}
        for kernel in ("tma", "persistent"):
            files = [f"{runs}/{kernel}-{name}-{tag}.json" for tag in "ab"]
            if not all(os.path.exists(f) for f in files):
                continue
            launches = [json.load(open(f))["launches"][0] for f in files]
            plan = json.load(open(f"{plans}/{kernel}/{name}/plan.json"))["launches"][0]
            tiles = plan.get("persistent_tiles") or math.prod(plan["grid"])
            got[kernel] = (st.median(l["ours"]["median_ms"] for l in launches) * 1e3,
                           plan["predicted_ms"] * 1e3, tiles)
        t, p = got["tma"], got.get("persistent")
        row = f"| {layer} | {batch} | {t[2]} | {t[2] / 132:.2f} | {t[0]:.1f} | {100 * (t[1] / t[0] - 1):+.1f}% |"
        row += (f" {p[0]:.1f} | {100 * (p[1] / p[0] - 1):+.1f}% | {t[0] / p[0]:.3f} | {t[1] / p[1]:.3f} |"
                if p else " - | - | - | - |")
        print(row)
