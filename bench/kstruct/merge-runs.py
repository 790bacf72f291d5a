"""Puts several kstruct benches' runs and plans in one directory pair for
one `netc calibrate --fit-structure`: the designs name their networks alike
(one a kernel), so each run and plan gets its bench's tag as a prefix (the
run's plan path and network renamed, the plan linked, not copied).
usage: merge-runs.py OUT TAG:RUNS_DIR:PLANS_DIR...
Writes OUT/runs/TAG-NAME.json and OUT/plans/TAG-NAME (-> PLANS_DIR/NAME).
The fit.sh of docs/results/2026-11-30-partial-channels-h200 and
2026-12-01-columns-pools-h200 each did this inline, as they ran.
"""
import glob, json, os, sys

if len(sys.argv) < 3:
    sys.exit(__doc__)
out, benches = sys.argv[1], sys.argv[2:]
for bench in benches:
    parts = bench.split(":")
    if len(parts) != 3 or not all(parts):
        sys.exit(f"merge-runs.py: '{bench}' is not TAG:RUNS_DIR:PLANS_DIR")
    if not os.path.isdir(parts[1]) or not os.path.isdir(parts[2]):
        sys.exit(f"merge-runs.py: {bench}: no directory {parts[1] if not os.path.isdir(parts[1]) else parts[2]}")
os.makedirs(f"{out}/runs", exist_ok=True)
os.makedirs(f"{out}/plans", exist_ok=True)
for bench in benches:
    tag, runs, plans = bench.split(":")
    for f in sorted(glob.glob(f"{runs}/*.json")):
        name = os.path.basename(f)[:-5]
        run = json.load(open(f))
        run["plan"]["path"] = f"/bench/{tag}-{name}/lowered/plan.json"
        run["plan"]["network"] = f"{tag}-{name}"
        json.dump(run, open(f"{out}/runs/{tag}-{name}.json", "w"))
        os.symlink(os.path.abspath(f"{plans}/{name}"), f"{out}/plans/{tag}-{name}")
