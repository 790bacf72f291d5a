#!/usr/bin/env python3
"""multi_gpu_report.py - issue 18's report from bench/multi-gpu.sh's files.

    python3 bench/multi_gpu_report.py WORK_DIR [WORK_DIR...] > report.md

Several work directories (one per device call of one machine kind, e.g.
bench/multi-gpu.sh with BATCHES="32 8" and then BATCHES=128) are read as one:
a file found in several comes from the last one named. Reads WORK_DIR/collectives.json (netc-runtime collectives), the fitted
profile WORK_DIR/<device>-interconnect.json (netc calibrate --interconnect),
WORK_DIR/train-dp/<net>-b<batch>.json (netc-runtime train-dp, with netc
predict's prediction inside) and WORK_DIR/ddp/<net>-b<batch>-ddp<n>.json
(bench/ddp_column.py), and prints Markdown: the fitted latency and bus
bandwidth, the measured all-reduce bus bandwidth against message size, and
per net, batch and GPU count the predicted against the measured iteration
time with the error, the measured compute and exposed communication, and the
PyTorch DDP column; then the median absolute error, the same split into its
two sources (the one-GPU compute, which is the cost model's, and the exposed
communication, which is the scaling model's), and what is missing.
Plain Python (no torch).
"""

import glob
import json
import os
import statistics
import sys

NETS = ("resnet50", "vgg16", "googlenet")
BATCHES = (8, 32, 128)
COUNTS = (1, 2, 4, 8)


def load(path):
    try:
        with open(path) as file:
            return json.load(file)
    except (OSError, ValueError):
        return None


def find(works, relative):
    """The last work directory's copy of a file, loaded; None if none has it."""
    for work in reversed(works):
        document = load(os.path.join(work, relative))
        if document is not None:
            return document
    return None


def number(value):
    """A finite number, else None: a field missing or of the wrong type in a
    file (truncated, hand-edited, from another version) reads as not
    measured instead of stopping the report."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return value if value == value and abs(value) != float("inf") else None


def median_ms(document, field):
    """document[field]["median_ms"] where it is a number above 0."""
    inner = document.get(field) if isinstance(document, dict) else None
    value = number(inner.get("median_ms")) if isinstance(inner, dict) else None
    return value if value is not None and value > 0 else None


def cell(value, digits=3):
    value = number(value)
    return "-" if value is None else f"{value:.{digits}f}"


def interconnect_section(works, lines):
    profiles = [p for work in reversed(works)
                for p in sorted(glob.glob(os.path.join(work, "*-interconnect.json")))]
    collectives = find(works, "collectives.json")
    lines.append("## Interconnect (NCCL)\n")
    if not collectives:
        lines.append("Not measured: no collectives.json (one GPU, or the step failed).\n")
        return
    lines.append(f"{collectives.get('gpu')} x{collectives.get('gpus_on_machine')}, "
                 f"{collectives.get('date')}, NCCL {collectives.get('nccl_version')}, "
                 f"{collectives.get('nvls')}. Timing: {collectives.get('timing')}.\n")
    measured = (load(profiles[0]) or {}).get("interconnect", {}).get("measured") if profiles \
        else None
    if measured:
        lines.append("Fitted t = latency + bytes x busFactor / busBandwidth "
                     "(netc calibrate --interconnect, relative least squares); where NCCL "
                     "changes protocol, a second line for large messages and the smaller "
                     "of the two:\n")
        lines.append("| collective | GPUs | latency (us) | bus bandwidth (GB/s) | median error % "
                     "| max error % | large messages: from bytes, latency, bandwidth |")
        lines.append("|---|---|---|---|---|---|---|")
        for collective in ("all_reduce", "reduce_scatter", "all_gather"):
            for fit in measured.get(collective, []):
                if not isinstance(fit, dict):
                    continue
                large = fit.get("large_messages")
                large_text = (f"{large.get('from_bytes')}, {large.get('latency_us')} us, "
                              f"{large.get('bus_bandwidth_gbs')} GB/s"
                              if isinstance(large, dict) else "-")
                lines.append(f"| {collective} | {fit.get('gpus')} | {fit.get('latency_us')} | "
                             f"{fit.get('bus_bandwidth_gbs')} | {fit.get('median_error_percent')} | "
                             f"{fit.get('max_error_percent')} | {large_text} |")
        lines.append("")
    rows = {}
    counts = set()
    for m in collectives.get("measurements", []) if isinstance(collectives, dict) else []:
        if not isinstance(m, dict) or m.get("collective") != "all_reduce":
            continue
        size, gpus, rate = number(m.get("bytes")), m.get("gpus"), number(m.get("bus_bandwidth_gbs"))
        if size is None or not isinstance(gpus, int) or rate is None:
            continue  # a malformed entry: not drawn in the table
        rows.setdefault(size, {})[gpus] = rate
        counts.add(gpus)
    counts = sorted(counts)
    lines.append("Measured all-reduce bus bandwidth (GB/s) against message size:\n")
    lines.append("| bytes | " + " | ".join(f"{n} GPUs" for n in counts) + " |")
    lines.append("|---|" + "---|" * len(counts))
    for size in sorted(rows):
        lines.append(f"| {size} | " + " | ".join(cell(rows[size].get(n), 1) for n in counts)
                     + " |")
    lines.append("")


def training_section(works, lines):
    lines.append("## Data-parallel training: predicted against measured iteration time\n")
    lines.append("fp32, the batch per GPU (weak scaling), 25 MiB buckets overlapped with the "
                 "backward pass. measured: netc-runtime train-dp (cuDNN/cuBLAS layers, NCCL "
                 "all-reduces on their own stream); DDP: PyTorch DistributedDataParallel on the "
                 "same network built from the plan. Times in ms, medians.\n")
    lines.append("| net | batch/GPU | GPUs | predicted | measured | error % | measured compute "
                 "| predicted exposed | measured exposed | DDP | DDP exposed | interconnect "
                 "| timing |")
    lines.append("|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    errors, by_count, missing = [], {}, []
    compute_errors, scaling_errors = [], []
    for batch in BATCHES:
        for net in NETS:
            train = find(works, os.path.join("train-dp", f"{net}-b{batch}.json"))
            listed = train.get("runs") if isinstance(train, dict) else None
            runs = {r["gpus"]: r for r in (listed if isinstance(listed, list) else [])
                    if isinstance(r, dict) and isinstance(r.get("gpus"), int)
                    and median_ms(r, "iteration") is not None}
            for n in COUNTS:
                ddp = find(works, os.path.join("ddp", f"{net}-b{batch}-ddp{n}.json"))
                if median_ms(ddp, "iteration") is None:
                    ddp = {}  # skipped past its deadline, failed or malformed: not measured
                run = runs.get(n)
                if run is None and not ddp:
                    missing.append(f"{net} b{batch} on {n} GPU(s)")
                    continue
                prediction = (run or {}).get("prediction")
                prediction = prediction if isinstance(prediction, dict) else {}
                predicted = number(prediction.get("iteration_ms"))
                measured = median_ms(run, "iteration")
                measured_compute = median_ms(run, "compute")
                predicted_exposed = number(prediction.get("exposed_ms"))
                error = None
                if predicted is not None and measured:
                    error = (predicted - measured) / measured * 100
                    errors.append(abs(error))
                    by_count.setdefault(n, []).append(abs(error))
                    compute = number(prediction.get("compute_ms"))
                    if compute is not None and measured_compute:
                        compute_errors.append(abs(compute / measured_compute - 1) * 100)
                    if n > 1 and predicted_exposed is not None and measured_compute:
                        # The scaling model alone: the measured compute plus
                        # the predicted exposed communication.
                        alone = measured_compute + predicted_exposed
                        scaling_errors.append(abs(alone / measured - 1) * 100)
                ddp_iteration = median_ms(ddp, "iteration")
                lines.append(
                    f"| {net} | {batch} | {n} | {cell(predicted)} | {cell(measured)} | "
                    f"{cell(error, 1)} | {cell(measured_compute)} | "
                    f"{cell(predicted_exposed)} | "
                    f"{cell(run.get('exposed_ms') if run else None)} | {cell(ddp_iteration)} | "
                    f"{cell(ddp.get('exposed_ms'))} | "
                    f"{prediction.get('interconnect_source', '-')} | "
                    f"{(run or {}).get('timing', '-')} |")
    lines.append("")
    if errors:
        within = sum(e <= 10 for e in errors)
        lines.append(f"Median absolute error of the predicted iteration time: "
                     f"{statistics.median(errors):.1f}% over {len(errors)} cases; {within} "
                     f"within 10%.")
        for n in sorted(by_count):
            lines.append(f"- {n} GPU(s): median {statistics.median(by_count[n]):.1f}% "
                         f"({len(by_count[n])} cases)")
        if compute_errors:
            lines.append(f"- its sources: the predicted compute (one GPU's training step, "
                         f"the cost model) against the measured compute, median "
                         f"{statistics.median(compute_errors):.1f}% "
                         f"(max {max(compute_errors):.1f}%)")
        if scaling_errors:
            lines.append(f"- the scaling model alone (measured compute + predicted exposed "
                         f"communication, against the measured iteration, 2 or more GPUs): "
                         f"median {statistics.median(scaling_errors):.1f}% "
                         f"(max {max(scaling_errors):.1f}%)")
    else:
        lines.append("No case has both a prediction and a measurement.")
    if missing:
        lines.append("\nNot measured (budget, a failed step, or fewer GPUs): " +
                     ", ".join(missing) + ".")
    lines.append("")


def main():
    works = sys.argv[1:]
    if not works or any(w.startswith("-") for w in works):
        sys.exit("usage: multi_gpu_report.py WORK_DIR [WORK_DIR...]")
    for work in works:
        if not os.path.isdir(work):
            sys.exit(f"multi_gpu_report.py: {work}: not a directory")
    lines = ["# Data-parallel scaling: measured (bench/multi-gpu.sh)\n"]
    for work in works:
        smi = os.path.join(work, "nvidia-smi.txt")
        if os.path.exists(smi):
            with open(smi) as file:
                lines.append("```\n" + file.read().strip() + "\n```\n")
    interconnect_section(works, lines)
    training_section(works, lines)
    print("\n".join(lines))


if __name__ == "__main__":
    main()
