"""The structure's compute and memory combined by a soft maximum instead of the
larger alone, scored offline on measured runs (session 24; not in the model).

  python3 overlap-fit.py ROWS_NO_MEMORY.csv PLANS_DIR [ROWS_NO_MEMORY.csv PLANS_DIR ...]

ROWS_NO_MEMORY.csv: `netc calibrate --score-structure RUNS --plans PLANS_DIR
--device h200-no-memory.json --scored-rows ...`, where h200-no-memory.json is
devices/h200.json with memory_bandwidth_gbs x 1e6: its structure_ms is then the
launch, the serial tail and the compute alone. The memory term is the plan's
bytes at h200.json's bandwidth x fraction; the busy time
max(c, m) x ((min / max)^p + 1)^(1/p) for each p (p large: the maximum)."""
import csv, json, os, statistics, sys

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "..")
profile = json.load(open(os.path.join(root, "devices", "h200.json")))
bandwidth_gbs = profile["memory_bandwidth_gbs"] * profile["calibrated"]["bandwidth_fraction"]
launch_us = profile["calibrated"]["launch_overhead_us"]


def tail_us(launch):
    """The serial tail the structure adds (lib/Kernels/ConvCatalog.h)."""
    splits = launch.get("split_k") or 1
    if splits <= 1:
        return 0.0
    if launch["variant"] == "implicit_gemm_wgmma_tma_persistent":
        return 1.23 + 0.70 * splits
    if launch["variant"] == "implicit_gemm_simt":
        return 2.95 + 0.94 * splits
    return 2.0 + 2.5 * splits


def load(rows_path, plans):
    launches = []
    for row in csv.DictReader(open(rows_path)):
        if not row["variant"].startswith(("implicit_gemm", "winograd", "direct")):
            continue
        run, index = row["source"].rsplit(": launches[", 1)
        name = os.path.basename(run)[:-len(".json")]
        launch = json.load(open(os.path.join(plans, name, "plan.json")))["launches"][int(index.rstrip("]"))]
        fixed = (launch_us + tail_us(launch)) / 1e3
        compute = float(row["structure_ms"]) - fixed
        memory = launch["bytes"] / (bandwidth_gbs * 1e6)
        launches.append((row["precision"], compute, memory, fixed, float(row["measured_ms"])))
    return launches


def score(launches, p, precision):
    errors = sorted(abs((fixed + max(c, m) * ((min(c, m) / max(c, m)) ** p + 1) ** (1 / p)) / measured - 1) * 100
                    for pr, c, m, fixed, measured in launches if pr == precision and max(c, m) > 0)
    return statistics.median(errors), errors[int(0.9 * len(errors))]


sets = [(rows, load(rows, plans)) for rows, plans in zip(sys.argv[1::2], sys.argv[2::2])]
for p in (60, 8, 6, 4, 3, 2, 1.5, 1):
    cells = []
    for rows, launches in sets:
        for precision in ("bf16", "tf32", "fp32"):
            if any(l[0] == precision for l in launches):
                median, p90 = score(launches, p, precision)
                cells.append(f"{os.path.basename(rows)} {precision} {median:.1f}/{p90:.1f}")
    print(f"p={p:<4g} " + "  ".join(cells))
