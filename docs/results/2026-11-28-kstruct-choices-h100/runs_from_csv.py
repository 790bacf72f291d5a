#!/usr/bin/env python3
"""launches.csv's measured times as netc-runtime run JSONs, for `netc calibrate
--score-structure / --fit-structure` over the 45 plans lowered again (docs/cost-model.md,
"One model"). Checks that each plan launches the variant and tile that ran.

    runs_from_csv.py PLANS_DIR RUNS_DIR
PLANS_DIR holds NET-sm_90-P/plan.json, lowered by lower.sh's "new" profile:
devices/h100.json with docs/results/2026-11-25-kstruct-h100/h100-structure.json's entries.
"""
import collections, csv, json, os, sys

plans, runs = sys.argv[1], sys.argv[2]
here = os.path.dirname(os.path.abspath(__file__))
rows = collections.defaultdict(list)
for row in csv.DictReader(open(os.path.join(here, "launches.csv"))):
    rows[(row["net"], row["precision"])].append(row)
os.makedirs(runs, exist_ok=True)
for (net, precision), measured in sorted(rows.items()):
    name = f"{net}-sm_90-{precision}"
    launches = json.load(open(os.path.join(plans, name, "plan.json")))["launches"]
    if len(launches) != len(measured):
        sys.exit(f"{name}: {len(launches)} launches in the plan, {len(measured)} measured")
    out = []
    for row in measured:
        i = int(row["launch"])
        launch = launches[i]
        tile = "x".join(map(str, launch["tile"] or []))
        if (launch["variant"], tile) != (row["variant"], row["tile"]):
            sys.exit(f"{name}: launch {i} is {launch['variant']} {tile}, ran {row['variant']} {row['tile']}")
        out.append(dict(index=i, kernel=launch["kernel"], variant=launch["variant"],
                        predicted_ms=launch["predicted_ms"], ours=dict(median_ms=float(row["measured_ms"]))))
    with open(os.path.join(runs, name + ".json"), "w") as f:
        json.dump(dict(device=dict(name="NVIDIA H100 80GB HBM3"),
                       plan=dict(path=f"devcarry/ks/new/{name}/plan.json"), launches=out), f, indent=1)
