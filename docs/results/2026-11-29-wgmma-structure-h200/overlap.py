"""Median signed error of the structural model on netc's GEMM-family launches,
by how near each launch's memory term comes to its priced time (session 24).

  python3 overlap.py ROWS.csv PLANS_DIR [ROWS.csv PLANS_DIR ...]

ROWS.csv: `netc calibrate --score-structure ... --scored-rows ROWS.csv`;
PLANS_DIR: the --plans directory those runs' plans are in (NAME/plan.json).
The memory term is the plan's bytes at devices/h200.json's bandwidth x
fraction; the share is it over the structure's time less the launch."""
import collections, csv, json, os, statistics, sys

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..")
profile = json.load(open(os.path.join(root, "devices", "h200.json")))
bandwidth_gbs = profile["memory_bandwidth_gbs"] * profile["calibrated"]["bandwidth_fraction"]
launch_ms = profile["calibrated"]["launch_overhead_us"] / 1e3


def bucket(share):
    return "under 0.3" if share < 0.3 else "0.3-0.6" if share < 0.6 else \
        "0.6-0.9" if share < 0.9 else "0.9 and over"


for rows_path, plans in zip(sys.argv[1::2], sys.argv[2::2]):
    errors = collections.defaultdict(list)
    for row in csv.DictReader(open(rows_path)):
        if not row["variant"].startswith(("implicit_gemm", "winograd", "direct")):
            continue
        run, index = row["source"].rsplit(": launches[", 1)
        name = os.path.basename(run)[:-len(".json")]
        plan = os.path.join(plans, name, "plan.json")
        if not os.path.exists(plan):
            continue
        launch = json.load(open(plan))["launches"][int(index.rstrip("]"))]
        structure, measured = float(row["structure_ms"]), float(row["measured_ms"])
        share = launch["bytes"] / (bandwidth_gbs * 1e6) / max(structure - launch_ms, 1e-6)
        errors[(row["precision"], bucket(share))].append((structure / measured - 1) * 100)
    print(rows_path)
    for (precision, share), values in sorted(errors.items()):
        print(f"  {precision} share {share:12s} n={len(values):3d} "
              f"median signed error {statistics.median(values):+6.1f}%")
