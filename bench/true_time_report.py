#!/usr/bin/env python3
"""true_time_report.py - results.md and results.json of bench/true-time.sh.

    python3 bench/true_time_report.py WORK [WORK2 ...] --markdown results.md --json results.json

Each WORK is a work directory of bench/true-time.sh or its work.tar.gz (several:
the parts of one re-measurement, PART=1/2 and 2/2, merged). Reports, per
precision:
  1. the reference cross-check: per pass, netc-runtime's reference over PyTorch on
     every convolution layer (median, geometric mean, the layers more than 15%
     apart listed);
  2. the bar: the geometric mean of reference/ours over the convolution launches
     of vgg16, alexnet, googlenet and resnet50 (131 convolutions), from
     `netc-runtime run` (a launch counts when one of its layers is a conv2d);
  3. the whole network, forward and training step: ours, the reference, PyTorch
     eager, CUDA graph and torch.compile (default, max-autotune-no-cudagraphs);
with device, date, commands and method in the header, and what was skipped.
"""

import argparse
import csv
import glob
import io
import json
import os
import sys
import tarfile
import tempfile

from true_time_data import (CROSSCHECK_PASSES, DEFAULT_TOLERANCE, FILTER_ALONE, PASSES,
                            InputError, conv_ratios, crosscheck,
                            geomean, load_json, plan_ops, ratio, ratio_summary, read_profile,
                            read_pytorch_column, read_run, whole_forward, summarize_clocks,
                            clocks_text)

BAR_NETS = ("vgg16", "alexnet", "googlenet", "resnet50")
# (label, forward field, training step fields in order of preference); older
# columns call the eager training step eager_total_ms.
PYTORCH_NETWORK_COLUMNS = (
    ("eager", "eager_forward_ms", ("eager_training_ms", "eager_total_ms")),
    ("CUDA graph", "graph_forward_ms", ("graph_training_ms",)),
    ("compile", "compiled_forward_ms", ("compiled_training_ms",)),
    ("compile max-autotune", "max_autotune_forward_ms", ("max_autotune_training_ms",)),
    # The compiled forwards captured in a CUDA graph: kernel-only, as ours.
    ("compile, graph", "compiled_graph_forward_ms", ()),
    ("max-autotune, graph", "max_autotune_graph_forward_ms", ()),
)


def fmt(value, digits=3):
    return "-" if value is None else f"{value:.{digits}f}"


def split_name(stem):
    """NET-PRECISION -> (NET, PRECISION); nets may hold '-' or '_'."""
    net, _, precision = stem.rpartition("-")
    return net, precision


class Inputs:
    """Every document of the work directories, by (net, precision)."""

    def __init__(self):
        self.profiles, self.pytorch, self.runs = {}, {}, {}
        self.meta = []
        self.problems = []

    def add_directory(self, directory, label):
        def read_text(name):
            try:
                with open(os.path.join(directory, name)) as file:
                    return file.read().strip()
            except OSError:
                return ""
        device = {}
        try:
            device = json.loads(read_text("device.json") or "{}")
        except ValueError:
            self.problems.append(f"{label}: device.json is not JSON")
        smi_rows = list(csv.reader(io.StringIO(read_text("nvidia-smi.csv"))))
        smi = dict(zip([h.strip() for h in smi_rows[0]], [v.strip() for v in smi_rows[1]])) \
            if len(smi_rows) > 1 else {}
        self.meta.append({
            "source": label, "part": read_text("part.txt") or "1/1",
            "date": read_text("date.txt"), "device": device, "nvidia_smi": smi,
            "torch": read_text("torch-version.txt"),
            "clocks": summarize_clocks(read_text("clocks.csv")),
            "commands": read_text("commands.txt").splitlines(),
            "steps": [dict(zip(("step", "seconds", "status"), line.split("\t")))
                      for line in read_text("steps.tsv").splitlines() if line],
            "skipped": [line.split("\t", 1) for line in read_text("skipped.tsv").splitlines()
                        if line]})
        for path in sorted(glob.glob(os.path.join(directory, "profiles", "*.json"))):
            self._read(path, self.profiles, read_profile)
        for path in sorted(glob.glob(os.path.join(directory, "pytorch", "*.json"))):
            self._read(path, self.pytorch, read_pytorch_column, merge=merge_pytorch_columns)
        for path in sorted(glob.glob(os.path.join(directory, "runs", "*.json"))):
            if path.endswith(".plan.json"):
                continue
            plan_path = path[:-len(".json")] + ".plan.json"
            try:
                ops = plan_ops(load_json(plan_path)) if os.path.exists(plan_path) else None
            except InputError as error:
                self.problems.append(f"{plan_path}: {error}")
                ops = None
            self._read(path, self.runs, lambda d, s: read_run(d, ops, s))

    def _read(self, path, store, reader, merge=None):
        key = split_name(os.path.basename(path)[:-len(".json")])
        try:
            document = reader(load_json(path), path)
        except InputError as error:
            self.problems.append(str(error))
            return
        store[key] = merge(store[key], document) if merge and key in store else document


def merge_pytorch_columns(earlier, later):
    """Two parts' PyTorch columns of one net and precision: a part that ran
    the layers (--no-network) and one that ran the network (--no-layers) each
    keep what they measured; where both measured a figure, the later part's."""
    merged = dict(earlier)
    for field in ("layers", "fused_forward", "filter_alone"):
        merged[field] = {**earlier.get(field, {}), **later.get(field, {})}
    merged["network"] = {**earlier.get("network", {}),
                         **{name: value for name, value in later.get("network", {}).items()
                            if value is not None}}
    for field in ("precision", "method"):
        merged[field] = later.get(field) or earlier.get(field)
    return merged


def cross_section(inputs, tolerance):
    """Per precision and pass: reference/PyTorch over every conv layer."""
    by_precision, fused = {}, {}
    for (net, precision), profile in sorted(inputs.profiles.items()):
        column = inputs.pytorch.get((net, precision))
        if not column:
            continue
        result = crosscheck(profile, column, tolerance)
        for row in result["rows"]:
            if row["op"] == "conv2d" and row["ratio"] is not None:
                by_precision.setdefault(precision, {}).setdefault(row["pass"], {})[
                    f"{net}/{row['layer']}"] = row["ratio"]
                if row.get("reference_fused"):
                    kind = ("both" if row.get("pytorch_field") == "network.fused_forward_ms"
                            else "reference_only")
                    counts = fused.setdefault((precision, row["pass"]), {})
                    counts[kind] = counts.get(kind, 0) + 1
    section = {}
    for precision, passes in by_precision.items():
        section[precision] = {}
        for pass_name, ratios in passes.items():
            summary = ratio_summary(ratios, tolerance)
            # How many rows compare fused with fused (torch.cudnn_convolution_relu)
            # and how many a fused reference with PyTorch's unfused layer.
            summary["fused"] = fused.get((precision, pass_name), {})
            section[precision][pass_name] = summary
    return section


def bar_section(inputs):
    """Per precision: geomean reference/ours over the bar nets' conv launches."""
    section = {}
    for (net, precision), run in sorted(inputs.runs.items()):
        if net not in BAR_NETS:
            continue
        ratios = conv_ratios(run)
        entry = section.setdefault(precision, {"nets": {}, "ratios": [], "kernel_only": True})
        entry["nets"][net] = {"conv_launches": sum(l["conv"] for l in run["launches"]),
                              "with_times": len(ratios), "geomean": geomean(ratios)}
        entry["ratios"] += ratios
        entry["kernel_only"] &= all(l["kernel_only"] for l in run["launches"]
                                    if l["conv"] and l["ratio"] is not None)
    for entry in section.values():
        entry["geomean"] = geomean(entry["ratios"])
        entry["count"] = len(entry.pop("ratios"))
        entry["missing_nets"] = [n for n in BAR_NETS if n not in entry["nets"]]
    return section


def first_of(mapping, keys):
    for key in keys:
        if mapping.get(key) is not None:
            return mapping[key]
    return None


def network_section(inputs):
    """Per precision and bar net: whole forward and training step."""
    section = {}
    keys = sorted(set(inputs.runs) | set(inputs.pytorch) | set(inputs.profiles))
    for net, precision in keys:
        if net not in BAR_NETS:
            continue
        run = inputs.runs.get((net, precision), {})
        column = inputs.pytorch.get((net, precision), {}).get("network", {})
        profile = inputs.profiles.get((net, precision), {})
        full = profile.get("full_pass", {})
        ours, reference = whole_forward(run) if run else (None, None)
        row = {"ours_forward_ms": ours,
               "reference_forward_ms": reference or
               first_of(full, ("forward_kernel", "forward_graph", "forward")),
               "reference_training_ms": first_of(full, ("training_kernel", "training_graph",
                                                        "training", "total")),
               "pytorch": {}}
        for label, forward_key, training_key in PYTORCH_NETWORK_COLUMNS:
            row["pytorch"][label] = {
                "forward_ms": column.get(forward_key),
                "training_ms": first_of(column, training_key),
                "forward_over_ours": ratio(column.get(forward_key), ours)}
        row["reference_over_ours"] = ratio(row["reference_forward_ms"], ours)
        section.setdefault(precision, {})[net] = row
    return section


def markdown(report):
    lines = ["# netc on one clock: kernel-only re-measurement", ""]
    for meta in report["meta"]:
        device = meta["device"]
        lines.append(f"- part {meta['part']} ({meta['source']}): {meta['date'] or '?'} (UTC); "
                     f"{device.get('name', '?')} (sm_"
                     f"{str(device.get('compute_capability', '?')).replace('.', '')}, "
                     f"{device.get('multiprocessors', '?')} SMs, L2 "
                     f"{device.get('l2_cache_bytes', 0) / 2**20:.0f} MiB), driver "
                     f"{meta['nvidia_smi'].get('driver_version', '?')}, cuDNN "
                     f"{device.get('cudnn_version', '?')}; {meta['torch'] or 'torch ?'}; "
                     + clocks_text(meta.get("clocks")))
    for meta in report["meta"]:
        if (meta.get("clocks") or {}).get("suspect"):
            lines += ["", f"**Part {meta['part']}'s GPU ran slowed** ("
                      + "; ".join(meta["clocks"]["suspect"]) + "): its absolute times are "
                      "not the device's; ratios measured side by side in one run are "
                      "less affected, but check them against another run."]
    lines += ["", "Method (docs/measurement.md): " + report["method"], ""]
    if report["methods_seen"]:
        lines.append("Methods stated by the documents: " +
                     "; ".join(f"{k}: {v}" for k, v in sorted(report["methods_seen"].items())))
        lines.append("")
    commands = report["meta"][0]["commands"] if report["meta"] else []
    if commands:
        lines += ["Commands:", "", "```"] + commands + ["```", ""]

    lines += ["## The bar: reference / ours over the convolutions of "
              + ", ".join(BAR_NETS), "",
              "| precision | conv launches with both times | geomean reference/ours | "
              "per net (launches: geomean) | kernel-only | missing nets |",
              "|---|---:|---:|---|---|---|"]
    for precision, entry in sorted(report["bar"].items()):
        per_net = "; ".join(f"{n} ({v['with_times']}/{v['conv_launches']}: "
                            f"{fmt(v['geomean'])})" for n, v in entry["nets"].items())
        lines.append(f"| {precision} | {entry['count']} | {fmt(entry['geomean'])} | {per_net} | "
                     f"{'yes' if entry['kernel_only'] else 'not stated'} | "
                     f"{', '.join(entry['missing_nets']) or '-'} |")
    if not report["bar"]:
        lines.append("| - | 0 | - | no netc-runtime run results | - | - |")

    lines += ["", "## Reference cross-check: netc-runtime's reference / PyTorch, conv layers",
              "", f"Flagged: outside [{1 / report['tolerance']:.3f}, {report['tolerance']:.3f}]. "
              f"{FILTER_ALONE}: the filter gradient's cuDNN call alone on both sides (the "
              "reference's library_call, PyTorch's aten.convolution_backward for the weight "
              "only), without either side's activation- and bias-gradient kernels.",
              "", "| precision | pass | layers | median | geomean | min | max | "
                  "flagged (worst first) |", "|---|---|---:|---:|---:|---:|---:|---|"]
    for precision, passes in sorted(report["crosscheck"].items()):
        for pass_name in CROSSCHECK_PASSES:
            summary = passes.get(pass_name)
            if not summary:
                continue
            flagged = ", ".join(f"{o['key']} {o['ratio']:.2f}" for o in summary["outliers"])
            fused = summary.get("fused") or {}
            count = str(summary["count"])
            if fused:
                count += (f" ({fused.get('both', 0)} fused vs fused, "
                          f"{fused.get('reference_only', 0)} fused vs unfused)")
            lines.append(f"| {precision} | {pass_name} | {count} | "
                         f"{fmt(summary['median'])} | {fmt(summary['geomean'])} | "
                         f"{fmt(summary['min'])} | {fmt(summary['max'])} | "
                         f"{len(summary['outliers'])}{': ' + flagged if flagged else ''} |")
    if not report["crosscheck"]:
        lines.append("| - | - | 0 | - | - | - | - | no profile with a PyTorch column |")

    labels = [label for label, _, _ in PYTORCH_NETWORK_COLUMNS]
    lines += ["", "## Whole network: forward (ms; over ours in brackets)", "",
              "| precision | net | ours | reference | "
              + " | ".join(f"PyTorch {label}" for label in labels) + " |",
              "|---|---" + "|---:" * (2 + len(labels)) + "|"]
    for precision, nets in sorted(report["network"].items()):
        for net, row in nets.items():
            cells = [fmt(row["ours_forward_ms"]), fmt(row["reference_forward_ms"]) + (
                f" ({row['reference_over_ours']:.2f})" if row["reference_over_ours"] else "")]
            for label in labels:
                entry = row["pytorch"][label]
                cells.append(fmt(entry["forward_ms"]) + (
                    f" ({entry['forward_over_ours']:.2f})" if entry["forward_over_ours"] else ""))
            lines.append(f"| {precision} | {net} | " + " | ".join(cells) + " |")
    training_labels = [label for label, _, training in PYTORCH_NETWORK_COLUMNS if training]
    lines += ["", "## Whole network: training step (ms; forward + every gradient)", "",
              "| precision | net | reference | "
              + " | ".join(f"PyTorch {label}" for label in training_labels) + " |",
              "|---|---" + "|---:" * (1 + len(training_labels)) + "|"]
    for precision, nets in sorted(report["network"].items()):
        for net, row in nets.items():
            cells = [fmt(row["reference_training_ms"])]
            cells += [fmt(row["pytorch"][label]["training_ms"]) for label in training_labels]
            lines.append(f"| {precision} | {net} | " + " | ".join(cells) + " |")
    lines += ["", "PyTorch eager, compile and compile max-autotune: events around each call "
              "(host-inclusive); CUDA graph, the compiled forwards' \"graph\" columns (each "
              "captured in one CUDA graph) and every per-layer figure: kernel-only.", ""]

    lines += ["## Steps, skipped work and problems", ""]
    for meta in report["meta"]:
        for step in meta["steps"]:
            lines.append(f"- part {meta['part']}: {step.get('step')}: {step.get('seconds')} s, "
                         f"{step.get('status')}")
        for what, why in meta["skipped"]:
            lines.append(f"- part {meta['part']}: skipped {what}: {why}")
    for problem in report["problems"]:
        lines.append(f"- unreadable: {problem}")
    return "\n".join(lines) + "\n"


METHOD = ("per layer and pass, kernel-only: calls captured in a CUDA graph (at least 20 a "
          "replay, operands rotated so the working set exceeds 2x L2), median of at least 5 "
          "replays / calls, for netc-runtime's reference (its autotuned choice; the "
          "documents' own statements below say which API and method) and for PyTorch "
          "(cudnn.benchmark, channels_last); host ms per call apart. Same precision, layout "
          "and batch; ratios taken within one device call.")


def build(paths, tolerance):
    inputs = Inputs()
    with tempfile.TemporaryDirectory() as scratch:
        for index, path in enumerate(paths):
            if os.path.isdir(path):
                inputs.add_directory(path, path)
            elif tarfile.is_tarfile(path):
                target = os.path.join(scratch, str(index))
                with tarfile.open(path) as archive:
                    archive.extractall(target, filter="data")
                inputs.add_directory(target, path)
            else:
                raise InputError(f"{path}: neither a work directory nor a tarball")
    methods = {}
    for store, kind in ((inputs.profiles, "profile"), (inputs.pytorch, "pytorch"),
                        (inputs.runs, "run")):
        for (net, precision), document in store.items():
            if document.get("method"):
                methods.setdefault(f"{kind}: {document['method'][:120]}", []).append(
                    f"{net}-{precision}")
    return {"meta": inputs.meta, "method": METHOD, "tolerance": tolerance,
            "methods_seen": {k: ", ".join(sorted(v)) for k, v in methods.items()},
            "bar": bar_section(inputs), "crosscheck": cross_section(inputs, tolerance),
            "network": network_section(inputs), "problems": inputs.problems}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("work", nargs="+", help="work directories or work.tar.gz files")
    parser.add_argument("--markdown", help="write results.md here (default: stdout)")
    parser.add_argument("--json", help="write results.json here")
    parser.add_argument("--tolerance", type=float, default=DEFAULT_TOLERANCE)
    args = parser.parse_args()
    try:
        report = build(args.work, args.tolerance)
    except (InputError, OSError, tarfile.TarError) as error:
        print(f"true_time_report: {error}", file=sys.stderr)
        return 2
    text = markdown(report)
    if args.markdown:
        with open(args.markdown, "w") as file:
            file.write(text)
    else:
        sys.stdout.write(text)
    if args.json:
        with open(args.json, "w") as file:
            json.dump(report, file, indent=1)
    for problem in report["problems"]:
        print(f"true_time_report: unreadable: {problem}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
