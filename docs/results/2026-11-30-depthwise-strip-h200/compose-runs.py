"""The shipped plans' launch times from call 3's runs: for each launch of a
plan of ship-plans.tgz, the strip kernel's run (nets-v3-NAME-c.json) gives
its time, but for the grouped kernel's launches (the stride-2 3 x 3 layers
the catalog leaves to it), which come from the grouped plan's run
(nets-grouped-NAME-c.json) of the same layer in the same call. Writes
OUT/ship-NAME.json as netc-runtime's run JSON (for netc calibrate
--score-structure) and prints each plan's composed forward time beside
the all-grouped and all-strip plans'.
usage: compose-runs.py SHIP_DIR C3_DIR OUT"""
import collections, glob, json, os, sys

ship, c3, out = sys.argv[1:4]
os.makedirs(out, exist_ok=True)
for directory in sorted(glob.glob(os.path.join(ship, "*"))):
    tag = os.path.basename(directory)
    plan = json.load(open(os.path.join(directory, "plan.json")))
    strip = json.load(open(os.path.join(c3, f"nets-v3-{tag}-c.json")))
    grouped = json.load(open(os.path.join(c3, f"nets-grouped-{tag}-c.json")))
    by_grouped = {l["kernel"]: l for l in grouped["launches"]}
    by_strip = {l["kernel"]: l for l in strip["launches"]}
    launches, choices = [], collections.Counter()
    sums = collections.Counter()
    for index, launch in enumerate(plan["launches"]):
        name, variant = launch["kernel"], launch["variant"]
        source = by_grouped[name] if variant == "grouped_direct" else by_strip[name]
        if variant not in ("grouped_direct", "depthwise_direct"):
            assert by_strip[name]["variant"] == variant, (tag, name)
        else:
            choices[variant] += 1
        entry = dict(source, index=index, variant=variant)
        launches.append(entry)
        sums["ship"] += source["ours"]["median_ms"]
        sums["grouped"] += by_grouped[name]["ours"]["median_ms"]
        sums["strip"] += by_strip[name]["ours"]["median_ms"]
    run = dict(strip, launches=launches, plan=dict(strip["plan"], path=f"/x/{tag}/plan.json"))
    json.dump(run, open(os.path.join(out, f"ship-{tag}.json"), "w"))
    print(f"{tag:36s} {dict(choices)} forward {sums['ship']:.3f} ms "
          f"(every depthwise layer grouped {sums['grouped']:.3f}, strip {sums['strip']:.3f})")
