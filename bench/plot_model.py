#!/usr/bin/env python3
"""plot_model.py - pictures of the cost model against measurement, as SVG.

    python3 bench/plot_model.py INPUT.json... [--plan PLAN.json...] --out DIR
                                [--date YYYY-MM-DD] [--devices DIR]

INPUT is one of
- the scored rows of `netc calibrate --validate --scored-rows ROWS.csv`
  (the library model held out: each row predicted by a fit that never saw
  its fold, `held_out_ms`, beside its measurement; convolution rows carry
  their shape, so the roofline places them without a plan). Per device it
  writes predicted-vs-measured-held-out-<device>.svg and
  roofline-held-out-<device>.svg;
- a `netc-runtime profile --format json` document (the library reference,
  per layer and pass: predicted_ms and the median of the autotuned choice,
  kernel-only where the document has it: the same pair the document's own
  error_summary uses), or
- a `netc-runtime run --format json` document (netc's own kernels, per
  launch: predicted_ms, the prediction the plan carried when it was
  lowered, and ours' median), or
- the scored rows of `netc calibrate --score-structure RUNS --plans DIR
  --scored-rows ROWS.csv` (netc's own kernels, per launch: `structure_ms`,
  the price today's model and the scoring profile give the launch, beside
  its measured median; one run per network and precision).
The pictures and the printed table state the timing method each document
states; an older, event-timed document says so rather than pass for
kernel-only.

Per device (the key in the document, e.g. h100) it writes to DIR
- predicted-vs-measured-<device>.svg: the library model, one point per layer
  and pass, colour per pass, marker per precision, the 1:1 line and a +-10%
  band, log-log;
- roofline-<device>.svg: the device's compute roofs (fp32, tf32 and bf16
  datasheet peaks from devices/<device>.json, dashed at the calibrated
  achieved fraction) and memory roof, with every layer and pass placed at its
  arithmetic intensity and achieved rate. The profile carries no FLOPs or
  bytes, so they come from the plan it ran (`netc profile --emit-plan`, each
  pass's predicted.flops and predicted.bytes: the model's own traffic
  estimate); a profile is paired with the --plan of the same device,
  precision and network;
- ours-predicted-vs-measured-<device>.svg: netc's kernels, colour per variant.

It prints the same numbers the pictures show: per pass and precision the
median and p90 of |predicted - measured| / measured. p90 interpolates linearly
between the two nearest ranks (rank 0.9 (n - 1) of the sorted errors).

Bad input (a missing file, a document that is neither kind, a field missing
or of the wrong type) exits with status 2 and a message naming the file and
the field.
"""

import argparse
import csv
import gzip
import math
import os
import re
import statistics
import sys
import textwrap
from collections import OrderedDict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import svg_plot  # noqa: E402
from true_time_data import (PASSES, PROFILE_REFERENCE_PATHS, RUN_OURS_PATHS,  # noqa: E402
                            InputError, first_time, is_kernel_only_method, load_json,
                            timing_method)

REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PRECISIONS = ("fp32", "tf32", "bf16")
PASS_COLOURS = {"forward": svg_plot.PALETTE[0], "backward_data": svg_plot.PALETTE[1],
                "backward_filter": svg_plot.PALETTE[2]}
PRECISION_MARKERS = {"fp32": "circle", "tf32": "square", "bf16": "triangle"}
# A precision's compute roof: the devices/*.json peak_gflops key.
ROOF_PEAK_KEYS = {"fp32": "fp32", "tf32": "tf32_tensor", "bf16": "bf16_tensor"}
ROOF_COLOURS = {"fp32": "#444444", "tf32": "#8856a7", "bf16": "#b30000"}
BAND = 0.10  # the +-10% band around the 1:1 line


class Point:
    """One prediction beside its measurement."""

    def __init__(self, layer, pass_name, precision, predicted_ms, measured_ms, group,
                 source, flops=None, bytes_moved=None):
        self.layer, self.pass_name, self.precision = layer, pass_name, precision
        self.predicted_ms, self.measured_ms = predicted_ms, measured_ms
        self.group = group  # what the colour shows: the pass, or our kernel's variant
        self.source = source
        self.flops, self.bytes_moved = flops, bytes_moved

    @property
    def error_percent(self):
        return (self.predicted_ms - self.measured_ms) / self.measured_ms * 100.0


class Input:
    """One document: its kind ("library" or "ours"), device, precision,
    network, method and points."""

    def __init__(self, path, kind, device_key, device_name, precision, network, method,
                 points, skipped, prediction="predicted: each plan's own predicted_ms"):
        self.path, self.kind = path, kind
        self.device_key, self.device_name = device_key, device_name
        self.precision, self.network, self.method = precision, network, method
        self.points, self.skipped = points, skipped
        # Where netc's own kernels' predictions come from: the plan's
        # (lowering time) unless the input says otherwise.
        self.prediction = prediction


# --------------------------------------------------------------------------
# Reading
# --------------------------------------------------------------------------

def field(document, dotted, expected_type, path):
    """document's value at a dotted path, checked against expected_type; an
    InputError naming the file and the field otherwise."""
    value = document
    for key in dotted.split("."):
        if not isinstance(value, dict) or key not in value:
            raise InputError(f"{path}: field '{dotted}' is missing")
        value = value[key]
    types = expected_type if isinstance(expected_type, tuple) else (expected_type,)
    # JSON true/false must not pass for a number.
    if not isinstance(value, types) or (isinstance(value, bool) and bool not in types):
        names = " or ".join(t.__name__ for t in types)
        raise InputError(f"{path}: field '{dotted}' must be {names}, "
                         f"not {type(value).__name__}")
    return value


def positive_number(value):
    return (isinstance(value, (int, float)) and not isinstance(value, bool) and
            math.isfinite(value) and value > 0)


def device_key_from_name(name, path):
    """h100 from "NVIDIA H100 80GB HBM3": a run document names the device
    but, unlike a profile's plan, carries no devices/*.json key."""
    match = re.search(r"\b([A-Za-z]{1,2}\d{2,4})\b", name)
    if not match:
        raise InputError(f"{path}: cannot tell the device key (as in devices/h100.json) "
                         f"from device.name '{name}'")
    return match.group(1).lower()


def read_profile_input(path, document):
    precision = field(document, "run.precision", str, path)
    device_key = field(document, "plan.device", str, path)
    points, skipped = [], []
    for index, layer in enumerate(field(document, "layers", list, path)):
        where = f"layers[{index}]"
        if not isinstance(layer, dict):
            raise InputError(f"{path}: field '{where}' must be an object")
        name = field(layer, "name", str, f"{path}: {where}")
        for entry in field(layer, "passes", list, f"{path}: layer '{name}'"):
            context = f"{path}: layer '{name}'"
            pass_name = field(entry, "pass", str, context) if isinstance(entry, dict) else None
            if pass_name not in PASSES:
                raise InputError(f"{context}: a pass whose 'pass' is not one of "
                                 f"{', '.join(PASSES)}")
            predicted = entry.get("predicted_ms")
            measured, _ = first_time(entry, PROFILE_REFERENCE_PATHS)
            if not positive_number(predicted) or measured is None:
                # A pass the reference could not run (or the model could not
                # predict) has no point; it is counted, not hidden.
                skipped.append(f"{name} {pass_name}")
                continue
            points.append(Point(name, pass_name, precision, float(predicted), measured,
                                pass_name, os.path.basename(path)))
    return Input(path, "library", device_key, field(document, "device.name", str, path),
                 precision, field(document, "plan.network", str, path),
                 timing_method(document), points, skipped)


def read_run_input(path, document):
    precision = field(document, "plan.precision", str, path)
    device_name = field(document, "device.name", str, path)
    points, skipped = [], []
    for index, launch in enumerate(field(document, "launches", list, path)):
        context = f"{path}: launches[{index}]"
        if not isinstance(launch, dict):
            raise InputError(f"{context}: must be an object")
        layers = field(launch, "layers", str, context)
        predicted = launch.get("predicted_ms")
        measured, _ = first_time(launch, RUN_OURS_PATHS)
        if not positive_number(predicted) or measured is None:
            skipped.append(layers)
            continue
        variant = launch.get("variant") if isinstance(launch.get("variant"), str) else "?"
        points.append(Point(layers, "forward", precision, float(predicted), measured, variant,
                            os.path.basename(path)))
    return Input(path, "ours", device_key_from_name(device_name, path), device_name,
                 precision, field(document, "plan.network", str, path),
                 timing_method(document), points, skipped)


SCORED_COLUMNS = ("device", "network", "layer", "precision", "pass", "batch", "in_h", "in_w",
                  "cin", "cout", "filter_h", "filter_w", "out_h", "out_w", "measured_ms",
                  "held_out_ms")


def read_scored_rows(path, lines):
    """Inputs of kind "held_out", one per device, precision and network (the
    sweep's shapes, which name no network, as "sweep")."""
    reader = csv.DictReader(lines)
    missing = [c for c in SCORED_COLUMNS if c not in (reader.fieldnames or ())]
    if missing:
        raise InputError(f"{path}: not `netc calibrate --validate --scored-rows` output: no "
                         f"column {', '.join(repr(c) for c in missing)}")
    groups = OrderedDict()
    for line, row in enumerate(reader, start=2):
        where = f"{path}:{line}"
        try:
            measured, predicted = float(row["measured_ms"]), float(row["held_out_ms"])
            shape = {c: int(row[c]) for c in ("batch", "in_h", "in_w", "cin", "cout",
                                              "filter_h", "filter_w", "out_h", "out_w")}
        except ValueError as error:
            raise InputError(f"{where}: {error}")
        if not positive_number(measured) or not positive_number(predicted):
            raise InputError(f"{where}: measured_ms and held_out_ms must be positive")
        if row["pass"] not in PASSES:
            raise InputError(f"{where}: field 'pass': '{row['pass']}' is not one of "
                             f"{', '.join(PASSES)}")
        network = row["network"] or "sweep"
        flops = bytes_moved = None
        if shape["cin"] > 0:  # a convolution: the model's minimum traffic
            element = 2 if row["precision"] in ("bf16", "fp16") else 4
            macs = (shape["batch"] * shape["out_h"] * shape["out_w"] * shape["cout"] *
                    shape["cin"] * shape["filter_h"] * shape["filter_w"])
            flops = 2 * macs
            bytes_moved = element * (shape["batch"] * shape["in_h"] * shape["in_w"] * shape["cin"] +
                                     shape["filter_h"] * shape["filter_w"] * shape["cin"] *
                                     shape["cout"] +
                                     shape["batch"] * shape["out_h"] * shape["out_w"] *
                                     shape["cout"])
        key = (row["device"], row["precision"], network)
        groups.setdefault(key, []).append(
            Point(row["layer"] if network == "sweep" else f"{network}/{row['layer']}",
                  row["pass"], row["precision"], predicted, measured, row["pass"],
                  os.path.basename(path), flops, bytes_moved))
    if not groups:
        raise InputError(f"{path}: no scored rows")
    method = ("kernel-only (the rows' measurements); each prediction by a fit that never saw "
              "its fold (netc calibrate --validate)")
    return [Input(path, "held_out", device, device, precision, network, method, points, [])
            for (device, precision, network), points in groups.items()]


STRUCTURE_COLUMNS = ("source", "network", "precision", "kernel", "variant", "measured_ms",
                     "structure_ms", "device")


def read_structure_rows(path, lines):
    """Inputs of kind "ours", one per device, precision and network: each
    launch priced by the model that scored it. Two runs of one network and
    precision would put two points per launch on a picture: refused."""
    reader = csv.DictReader(lines)
    missing = [c for c in STRUCTURE_COLUMNS if c not in (reader.fieldnames or ())]
    if missing:
        raise InputError(f"{path}: not `netc calibrate --score-structure --scored-rows` output: "
                         f"no column {', '.join(repr(c) for c in missing)}")
    groups, runs = OrderedDict(), {}
    for line, row in enumerate(reader, start=2):
        where = f"{path}:{line}"
        try:
            measured, predicted = float(row["measured_ms"]), float(row["structure_ms"])
        except ValueError as error:
            raise InputError(f"{where}: {error}")
        if not positive_number(measured) or not positive_number(predicted):
            raise InputError(f"{where}: measured_ms and structure_ms must be positive")
        key = (row["device"], row["precision"], row["network"])
        run = row["source"].rsplit(": launches[", 1)[0]
        if runs.setdefault(key, run) != run:
            raise InputError(f"{where}: a second run of {row['network']} in {row['precision']} "
                             f"({run}; the first: {runs[key]}): score one run per network "
                             f"and precision")
        groups.setdefault(key, []).append(
            Point(f"{row['network']}/{row['kernel']}", "forward", row["precision"], predicted,
                  measured, row["variant"] or "?", os.path.basename(path)))
    if not groups:
        raise InputError(f"{path}: no scored rows")
    method = ("kernel-only (the runs' medians); each prediction the structural model of the "
              "profile that scored it (netc calibrate --score-structure)")
    return [Input(path, "ours", device, device, precision, network, method, points, [],
                  prediction=f"predicted by netc calibrate --score-structure with the {device} "
                             f"profile")
            for (device, precision, network), points in groups.items()]


def read_csv_input(path):
    """A scored-rows CSV of either model, told apart by its columns."""
    try:
        opener = gzip.open if path.endswith(".gz") else open
        with opener(path, "rt", newline="") as file:
            lines = [line for line in file if not line.startswith("#")]
    except OSError as error:
        raise InputError(f"{path}: cannot read: {error.strerror}")
    header = next(csv.reader(lines[:1]), [])
    if "structure_ms" in header:
        return read_structure_rows(path, lines)
    return read_scored_rows(path, lines)


def read_input(path):
    """The Inputs one file holds (a scored-rows CSV holds several)."""
    if path.endswith(".csv") or path.endswith(".csv.gz"):
        return read_csv_input(path)
    document = load_json(path)
    if not isinstance(document, dict):
        raise InputError(f"{path}: expected a JSON object at the top")
    if "layers" in document:
        return [read_profile_input(path, document)]
    if "launches" in document:
        return [read_run_input(path, document)]
    raise InputError(f"{path}: neither a netc-runtime profile (field 'layers') nor a "
                     f"netc-runtime run (field 'launches')")


def read_plan(path):
    """((device, precision, network), {(layer, pass): (flops, bytes)})."""
    document = load_json(path)
    if not isinstance(document, dict):
        raise InputError(f"{path}: expected a JSON object at the top")
    key = (field(document, "device", str, path), field(document, "precision", str, path),
           field(document, "network", str, path))
    costs = {}
    for index, layer in enumerate(field(document, "layers", list, path)):
        if not isinstance(layer, dict):
            raise InputError(f"{path}: field 'layers[{index}]' must be an object")
        name = field(layer, "name", str, f"{path}: layers[{index}]")
        predicted = layer.get("predicted")
        if not isinstance(predicted, dict):
            continue  # the input layer: nothing computed
        for pass_name, cost in predicted.items():
            if cost is None:
                continue
            context = f"{path}: layer '{name}' predicted.{pass_name}"
            flops = field(cost, "flops", (int, float), context)
            moved = field(cost, "bytes", (int, float), context)
            costs[(name, pass_name)] = (flops, moved)
    return key, costs


def attach_plans(inputs, plan_paths):
    """Give every library point its plan's FLOPs and bytes."""
    plans = {}
    for path in plan_paths:
        key, costs = read_plan(path)
        if key in plans:
            raise InputError(f"{path}: a second plan for device {key[0]}, precision {key[1]}, "
                             f"network '{key[2]}' (the first: {plans[key][0]})")
        plans[key] = (path, costs)
    for entry in inputs:
        if entry.kind != "library":
            continue
        key = (entry.device_key, entry.precision, entry.network)
        if key not in plans:
            if plan_paths:
                print(f"plot_model.py: note: no --plan for {entry.path} (device {key[0]}, "
                      f"precision {key[1]}, network '{key[2]}'); its layers are left off the "
                      f"roofline", file=sys.stderr)
            continue
        plan_path, costs = plans[key]
        for point in entry.points:
            cost = costs.get((point.layer, point.pass_name))
            if cost is None:
                raise InputError(f"{plan_path}: no predicted.{point.pass_name} for layer "
                                 f"'{point.layer}', which {entry.path} measured")
            point.flops, point.bytes_moved = cost


def check_one_per_device_network_precision(inputs):
    """Two documents of the same kind, device, network and precision would
    put two points per layer and pass on a picture: refuse rather than mix
    repeats silently."""
    seen = {}
    for entry in inputs:
        key = (entry.kind, entry.device_key, entry.network, entry.precision)
        if key in seen:
            raise InputError(f"{entry.path}: same device ({entry.device_key}), network and "
                             f"precision ({entry.precision}) as {seen[key]}: pass one of them")
        seen[key] = entry.path


# --------------------------------------------------------------------------
# Statistics
# --------------------------------------------------------------------------

def p90(values):
    """The 90th percentile, linear between the nearest ranks."""
    ordered = sorted(values)
    rank = 0.9 * (len(ordered) - 1)
    low = math.floor(rank)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


def error_rows(points, key):
    """[(key value, n, median |error| %, p90 |error| %)] grouped by key(point),
    in first-seen order."""
    groups = OrderedDict()
    for point in points:
        groups.setdefault(key(point), []).append(abs(point.error_percent))
    return [(group, len(errors), statistics.median(errors), p90(errors))
            for group, errors in groups.items()]


def print_summary(title, points, key, columns):
    print(title)
    rows = error_rows(points, key)
    width = max([len(columns[0])] + [len(first) for (first, _), *_ in rows])
    print(f"  {columns[0]:<{width}} {columns[1]:<9} {'n':>4} {'median|err|%':>13} "
          f"{'p90|err|%':>10}")
    for (first, second), count, median, ninetieth in rows:
        print(f"  {first:<{width}} {second:<9} {count:>4} {median:>13.1f} {ninetieth:>10.1f}")


# --------------------------------------------------------------------------
# Pictures
# --------------------------------------------------------------------------

def method_label(method):
    """How the measurement was timed, in words: older documents (CUDA events
    around each call, host work included) must not pass for kernel-only."""
    if is_kernel_only_method(method):
        return "kernel-only timing (CUDA graph)"
    if method:
        return f"timing: {method}"
    return "timing method not stated in the document (not kernel-only)"


def source_lines(inputs, date):
    """The subtitle: device, date, method and every source file."""
    names = sorted({entry.device_name for entry in inputs})
    methods = sorted({method_label(entry.method) for entry in inputs})
    lines = [f"{', '.join(names)} · measured {date} · {'; '.join(methods)}"]
    # Wrapped, so that 33 run documents stay inside the picture.
    files = ", ".join(dict.fromkeys(os.path.basename(entry.path) for entry in inputs))
    lines += textwrap.wrap(f"sources: {files}", 140, subsequent_indent="  ",
                           break_on_hyphens=False)
    return lines


def tooltip(point, extra=""):
    return (f"{point.layer} {point.pass_name} {point.precision} ({point.source}): predicted "
            f"{point.predicted_ms:.4g} ms, measured {point.measured_ms:.4g} ms, "
            f"error {point.error_percent:+.1f}%{extra}")


def precision_legend(points):
    present = [p for p in PRECISIONS if any(point.precision == p for point in points)]
    return [(PRECISION_MARKERS[p], "#777", p) for p in present]


def group_legend(points, group):
    """A colour's legend text with its median |error| per precision, so that
    the picture carries the printed table's headline numbers."""
    rows = error_rows(sorted((p for p in points if p.group == group),
                             key=lambda p: precision_order(p.precision)),
                      lambda p: p.precision)
    medians = ", ".join(f"{precision} {median:.0f}%" for precision, _, median, _ in rows)
    return f"{group} (median |error|: {medians})"


def predicted_vs_measured(points, inputs, date, heading, colours, point_meaning,
                          legend_points=None):
    """The log-log scatter: measured on x, predicted on y; the legend's
    medians over `legend_points` (default: the points drawn)."""
    legend_points = points if legend_points is None else legend_points
    times = [t for point in points for t in (point.predicted_ms, point.measured_ms)]
    low, high = min(times), max(times)
    title_lines = [heading] + source_lines(inputs, date)
    entries = [("line", "#222", "predicted = measured"),
               ("band", "#999", f"within ±{BAND * 100:.0f}%")]
    entries += [("circle", colours[group], group_legend(legend_points, group))
                for group in colours]
    entries += precision_legend(legend_points)
    # A square plot, so that the 1:1 line runs at 45 degrees.
    figure = svg_plot.figure_with_legend((low, high), (low, high), title_lines, entries,
                                         plot_size=(600, 600))
    figure.identity_with_band(BAND)
    for point in points:
        figure.marker(point.measured_ms, point.predicted_ms,
                      PRECISION_MARKERS.get(point.precision, "diamond"),
                      colours[point.group], tooltip(point))
    figure.axes("measured, ms (median)", "predicted, ms")
    return svg_plot.finish_with_legend(
        figure, title_lines, entries,
        f"Each point: {point_meaning}; hover for its name, both times and the error.")


def roofline(points, inputs, device, date,
             intensity_source="plan's predicted flops / bytes"):
    """Attainable GFLOP/s against FLOP/byte, with the roofs of `device`."""
    bandwidth = device["memory_bandwidth_gbs"]
    peaks = {p: device["peak_gflops"][k] for p, k in ROOF_PEAK_KEYS.items()
             if k in device["peak_gflops"]}
    calibrated = device.get("calibrated") or {}
    fractions = calibrated.get("achieved_fraction") or {}
    bandwidth_fraction = calibrated.get("bandwidth_fraction")
    placed = [p for p in points if positive_number(p.flops) and positive_number(p.bytes_moved)]
    intensities = [p.flops / p.bytes_moved for p in placed]
    rates = [p.flops / p.measured_ms / 1e6 for p in placed]  # FLOP/ms -> GFLOP/s
    # Show every roof's ridge (peak / bandwidth) and every point.
    ridges = [peak / bandwidth for peak in peaks.values()]
    title_lines = [f"Roofline of {device.get('name', '?')}: each layer and pass placed"] + \
        source_lines(inputs, date)
    figure = svg_plot.figure_with_legend(
        (min(intensities + [min(ridges) / 10]), max(intensities + [max(ridges) * 10])),
        (min(rates + [bandwidth * min(intensities + ridges)]), max(peaks.values()) * 1.5),
        title_lines)
    low_x, high_x = figure.x_bounds()
    figure.polyline([(low_x, bandwidth * low_x), (max(ridges), max(peaks.values()))],
                    "#000", width=2, css_class="roof",
                    tooltip=f"memory roof: {bandwidth:g} GB/s (datasheet)")
    entries = [("line", "#000", f"memory {bandwidth:g} GB/s")]
    if bandwidth_fraction:
        achieved = bandwidth * bandwidth_fraction
        figure.polyline([(low_x, achieved * low_x),
                         (max(peaks.values()) / achieved, max(peaks.values()))],
                        "#000", width=1, dash="5,4", css_class="roof",
                        tooltip=f"calibrated memory: {achieved:.0f} GB/s")
    for precision, peak in peaks.items():
        colour = ROOF_COLOURS[precision]
        figure.polyline([(peak / bandwidth, peak), (high_x, peak)], colour, width=2,
                        css_class="roof", tooltip=f"{precision} peak {peak:g} GFLOP/s")
        figure.label(high_x / 1.05, peak * 1.08, f"{precision} {peak / 1000:g} TFLOP/s",
                     colour, anchor="end")
        entries.append(("line", colour, f"{precision} peak {peak / 1000:g} TFLOP/s"))
        fraction = fractions.get(ROOF_PEAK_KEYS[precision])
        if fraction:
            figure.polyline([(peak * fraction / bandwidth, peak * fraction), (high_x,
                             peak * fraction)], colour, width=1, dash="5,4", css_class="roof",
                            tooltip=f"{precision} calibrated: {fraction:g} of peak")
    entries.append(("dash", "#777", "calibrated achieved fraction"))
    for point, intensity, rate in zip(placed, intensities, rates):
        figure.marker(intensity, rate, PRECISION_MARKERS.get(point.precision, "diamond"),
                      PASS_COLOURS[point.pass_name],
                      tooltip(point, f"; {point.flops:.4g} FLOP, {point.bytes_moved:.4g} B, "
                                     f"{intensity:.3g} FLOP/B, {rate:.4g} GFLOP/s"))
    figure.axes(f"arithmetic intensity, FLOP/byte ({intensity_source})",
                "achieved, GFLOP/s (FLOPs / measured time)")
    figure.titles(title_lines)
    entries += [("circle", colour, name) for name, colour in PASS_COLOURS.items()
                if any(p.pass_name == name for p in placed)]
    entries += precision_legend(placed)
    figure.legend(entries, corner="top-left")
    left_off = len(points) - len(placed)
    figure.note(f"{len(placed)} layer passes placed" +
                (f"; {left_off} without FLOPs or bytes left off" if left_off else "") +
                ". Bytes are the cost model's traffic estimate, not a DRAM counter.")
    return figure.to_svg()


def load_device(devices_dir, key, source):
    path = os.path.join(devices_dir, f"{key}.json")
    document = load_json(path)
    field(document, "memory_bandwidth_gbs", (int, float), path)
    field(document, "peak_gflops", dict, path)
    if not any(k in document["peak_gflops"] for k in ROOF_PEAK_KEYS.values()):
        raise InputError(f"{path}: field 'peak_gflops' has none of "
                         f"{', '.join(ROOF_PEAK_KEYS.values())} (needed by {source})")
    return document


# --------------------------------------------------------------------------
# Driver
# --------------------------------------------------------------------------

def write(path, text):
    with open(path, "w") as file:
        file.write(text)
    print(f"wrote {path}")


def methods_of(inputs):
    return "; ".join(sorted({method_label(entry.method) for entry in inputs}))


def precision_order(precision):
    return PRECISIONS.index(precision) if precision in PRECISIONS else len(PRECISIONS)


def report_library(key, library, args):
    """The library model's table, scatter and (with plans) roofline for one
    device."""
    points = [p for e in library for p in e.points]
    print_summary(f"library model on {key} (reference: median of the autotuned choice, "
                  f"{methods_of(library)}; {len(points)} layer passes)", points,
                  lambda p: (p.pass_name, p.precision), ("pass", "precision"))
    for entry in library:
        if entry.skipped:
            print(f"  {os.path.basename(entry.path)}: no point for {', '.join(entry.skipped)} "
                  f"(no prediction or no measurement)")
    networks = ", ".join(sorted({e.network.split(",")[0] for e in library}))
    colours = {name: PASS_COLOURS[name] for name in PASSES
               if any(p.pass_name == name for p in points)}
    write(os.path.join(args.out, f"predicted-vs-measured-{key}.svg"),
          predicted_vs_measured(points, library, args.date,
                                f"netc's library model vs cuDNN, per layer and pass: {networks}",
                                colours, "one layer and pass"))
    if any(p.flops is not None for p in points):
        device = load_device(args.devices, key, library[0].path)
        write(os.path.join(args.out, f"roofline-{key}.svg"),
              roofline(points, library, device, args.date))
    else:
        print(f"  no roofline for {key}: no --plan matched its profiles")


def report_held_out(key, held_out, args):
    """The library model held out (scored rows): the table, the scatter and
    the roofline for one device."""
    points = [p for e in held_out for p in e.points]
    names = sorted({e.network for e in held_out})
    groups = ", ".join(names) if len(names) <= 4 else f"{len(names)} networks"
    print_summary(f"library model held out on {key} ({groups}; {len(points)} rows)", points,
                  lambda p: (p.pass_name, p.precision), ("pass", "precision"))
    colours = {name: PASS_COLOURS[name] for name in PASSES
               if any(p.pass_name == name for p in points)}
    # Thousands of swept shapes make a picture of megabytes: every k-th row
    # of each pass and precision is drawn, the statistics above are over all.
    shown, meaning = points, ("one shape or layer and pass, predicted by a fit that never "
                              "saw it")
    if args.max_points and len(points) > args.max_points:
        by_group = OrderedDict()
        for point in points:
            by_group.setdefault((point.pass_name, point.precision), []).append(point)
        per_group = max(1, args.max_points // len(by_group))
        shown = [p for group in by_group.values()
                 for p in group[::max(1, math.ceil(len(group) / per_group))]]
        meaning = (f"a shape or layer and pass, held out; {len(shown)} of the {len(points)} "
                   f"rows drawn, the legend's medians over all")
    write(os.path.join(args.out, f"predicted-vs-measured-held-out-{key}.svg"),
          predicted_vs_measured(shown, held_out, args.date,
                                f"netc's library model, held out, vs cuDNN: {groups}",
                                colours, meaning, legend_points=points))
    if any(p.flops is not None for p in points):
        device = load_device(args.devices, key, held_out[0].path)
        write(os.path.join(args.out, f"roofline-held-out-{key}.svg"),
              roofline(shown, held_out, device, args.date,
                       "2 x MACs / each operand read or written once"))


def report_ours(key, ours, args):
    """netc's own kernels: the table (all variants, then per variant) and
    the scatter for one device."""
    points = [p for e in ours for p in e.points]
    predictions = "; ".join(sorted({e.prediction for e in ours}))
    print_summary(f"netc's own kernels on {key} (measured: ours' median, {methods_of(ours)}; "
                  f"{predictions}; {len(points)} launches)", points,
                  lambda p: (p.precision, "all"), ("precision", "variant"))
    by_variant = sorted(points, key=lambda p: (p.group, precision_order(p.precision)))
    print_summary("  by variant", by_variant, lambda p: (p.group, p.precision),
                  ("variant", "precision"))
    variants = sorted({p.group for p in points})
    colours = {v: svg_plot.PALETTE[i % len(svg_plot.PALETTE)] for i, v in enumerate(variants)}
    write(os.path.join(args.out, f"ours-predicted-vs-measured-{key}.svg"),
          predicted_vs_measured(points, ours, args.date,
                                f"netc's own kernels: predicted vs measured, per launch "
                                f"({len({e.network for e in ours})} networks)", colours,
                                "one launch of netc's kernels (colour: its variant); "
                                + "; ".join(sorted({e.prediction for e in ours}))))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("inputs", nargs="+", metavar="INPUT.json",
                        help="netc-runtime profile or run documents (--format json)")
    parser.add_argument("--plan", action="append", default=[],
                        help="the plan a profile ran (netc profile --emit-plan), for the "
                             "roofline's FLOPs and bytes; repeatable")
    parser.add_argument("--out", required=True, help="directory for the SVG files")
    parser.add_argument("--date", default="(date not given)",
                        help="when the inputs were measured; the documents do not say")
    parser.add_argument("--max-points", type=int, default=0,
                        help="scored rows: draw at most about this many points per picture "
                             "(evenly spaced in each pass and precision; default 0: all)")
    parser.add_argument("--devices", default=os.path.join(REPOSITORY, "devices"),
                        help="directory of the device descriptions (default: devices/)")
    args = parser.parse_args(argv)
    try:
        inputs = [entry for path in args.inputs for entry in read_input(path)]
        check_one_per_device_network_precision(inputs)
        attach_plans(inputs, args.plan)
        for entry in inputs:
            if not entry.points:
                raise InputError(f"{entry.path}: no layer has both a prediction and a "
                                 f"measurement")
        os.makedirs(args.out, exist_ok=True)
        by_device = OrderedDict()
        for entry in inputs:
            by_device.setdefault(entry.device_key, []).append(entry)
        for key, entries in by_device.items():
            library = [e for e in entries if e.kind == "library"]
            ours = [e for e in entries if e.kind == "ours"]
            held_out = [e for e in entries if e.kind == "held_out"]
            if held_out:
                report_held_out(key, held_out, args)
            if library:
                report_library(key, library, args)
            if ours:
                report_ours(key, ours, args)
    except InputError as error:
        print(f"plot_model.py: error: {error}", file=sys.stderr)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
