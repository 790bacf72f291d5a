"""true_time_data.py - readers and statistics of the true-time re-measurement.

What bench/reference_crosscheck.py and bench/true_time_report.py share, with no
PyTorch and no GPU in it so that test/bench/true_time_data_test.py checks it
anywhere:

- reading `netc-runtime profile --format json` (runtime/Report.cpp): per layer
  and pass the reference's time, preferring the kernel-only median of the
  autotuned ("find") choice wherever the document carries one;
- reading bench/pytorch_column.py's output: per layer and pass, and the
  whole-network fields;
- reading `netc-runtime run --format json` (runtime/KernelRunReport.cpp): per launch
  ours and the reference, and which launches compute a convolution;
- ratios, their median and geometric mean, and the layers more than a given
  tolerance apart (outside [1/t, t]).

The runtime's JSON gains fields as its timing changes (kernel-only timing,
cuDNN's graph API as the reference); every reader here looks for the
kernel-only field first, falls back to the older one, and says which it used,
so that a report never mixes methods silently.
"""

import json
import math
import statistics

PASSES = ("forward", "backward_data", "backward_filter")
# The cross-check's rows: the three passes, and the filter gradient's cuDNN
# call alone on both sides (the reference's library_call, PyTorch's
# filter_gradient_alone_ms), where the whole pass also holds each side's own
# activation- and bias-gradient kernels.
FILTER_ALONE = "backward_filter_cudnn_alone"
CROSSCHECK_PASSES = PASSES + (FILTER_ALONE,)
PYTORCH_PASS_FIELDS = {"forward": "forward_ms", "backward_data": "backward_data_ms",
                       "backward_filter": "backward_filter_ms"}
DEFAULT_TOLERANCE = 1.15


class InputError(Exception):
    """An input file that cannot be read or is not the document expected;
    the message names the file and the field."""


# --------------------------------------------------------------------------
# Statistics
# --------------------------------------------------------------------------

def positive(value):
    """A finite time above zero, else None (null, NaN, 0 and negatives are
    no measurement)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return None
    return float(value) if math.isfinite(value) and value > 0 else None


def ratio(numerator, denominator):
    """numerator / denominator where both are measurements, else None."""
    a, b = positive(numerator), positive(denominator)
    return a / b if a is not None and b is not None else None


def geomean(values):
    """Geometric mean of the measurements among values; None if none."""
    kept = [v for v in (positive(v) for v in values) if v is not None]
    if not kept:
        return None
    return math.exp(sum(math.log(v) for v in kept) / len(kept))


def is_outlier(value, tolerance=DEFAULT_TOLERANCE):
    """True when a ratio lies outside [1/tolerance, tolerance]: the two
    measurements are more than (tolerance - 1) apart either way."""
    if tolerance <= 1:
        raise ValueError(f"tolerance must exceed 1, got {tolerance}")
    return value < 1.0 / tolerance or value > tolerance


def ratio_summary(ratios, tolerance=DEFAULT_TOLERANCE):
    """{count, median, geomean, min, max, outliers} of {key: ratio}; outliers
    are the keys outside [1/tolerance, tolerance], worst first (the furthest
    from 1 on a log scale)."""
    kept = {k: v for k, v in ratios.items() if positive(v) is not None}
    values = list(kept.values())
    outliers = sorted((k for k, v in kept.items() if is_outlier(v, tolerance)),
                      key=lambda k: -abs(math.log(kept[k])))
    return {"count": len(values),
            "median": statistics.median(values) if values else None,
            "geomean": geomean(values),
            "min": min(values) if values else None,
            "max": max(values) if values else None,
            "tolerance": tolerance,
            "outliers": [{"key": k, "ratio": kept[k]} for k in outliers]}


def rotation_copies(working_set_bytes, l2_bytes, most=32):
    """The runtime's rule (runtime/Statistics.h rotationSlots): the smallest
    power of two of operand copies whose working sets together reach twice
    the L2 cache, at most `most`."""
    if working_set_bytes <= 0:
        return 1
    copies = 1
    while copies * 2 <= most and copies * working_set_bytes < 2 * l2_bytes:
        copies *= 2
    return copies


def launches_per_replay(copies, minimum=20):
    """Launches captured in one CUDA graph: at least `minimum` and a multiple
    of the copies, so that every copy runs equally often in a replay."""
    if copies < 1 or minimum < 1:
        raise ValueError(f"copies and minimum must be positive, got {copies}, {minimum}")
    return -(-minimum // copies) * copies


def per_launch_ms(replay_ms, launches):
    """Kernel-only ms per launch: the median replay over its launches."""
    times = [t for t in replay_ms if positive(t) is not None]
    if not times or launches < 1:
        return None
    return statistics.median(times) / launches


def fair_share(now, deadline, weight, weight_left, layer_share):
    """(job deadline, layer deadline) of the next job, of weight `weight`
    among jobs of total weight `weight_left` (this one included), sharing
    the time until `deadline` in proportion; its layers get `layer_share`
    of the job's time, the network timings the rest. Time a job leaves
    unused goes to the jobs after it. An unbounded deadline stays
    unbounded."""
    if not 0 < weight <= weight_left or not 0 < layer_share <= 1:
        raise ValueError(f"weight {weight} of {weight_left}, layer_share {layer_share}: "
                         "expected 0 < weight <= weight_left and 0 < layer_share <= 1")
    if math.isinf(deadline):
        return deadline, deadline
    share = max(deadline - now, 0) * weight / weight_left
    return now + share, now + share * layer_share


# What timing a plan costs besides its kernels' time, in seconds: per plan
# (the network's buffers, the first library calls) and per layer (building
# or autotuning, capturing a graph), measured on an H100 (2026-11-24: the
# first job of a PyTorch column spent 6 s on one layer, resnet50's 126
# layers took 70-96 s for all its passes and the network).
PLAN_SETUP_S = 3.0
LAYER_SETUP_S = 0.25
# Calls timed per predicted call: 20 launches per replay times 5 replays and
# about 3 warm-ups, twice where the heuristic's and the search's choice differ.
TIMED_CALLS_PER_PASS = 200


def plan_weight(plan):
    """How long a plan takes to time, in estimated seconds, for sharing a
    budget among plans: a fixed cost per plan and per layer plus the
    predicted ms of every layer and pass (plan.json's `predicted`) times the
    calls a measurement replays. Small nets are not starved by a share in
    proportion to their kernels' time alone."""
    predicted, layers = 0.0, 0
    for layer in plan.get("layers", []):
        layers += 1
        for estimate in (layer.get("predicted") or {}).values():
            if isinstance(estimate, dict) and positive(estimate.get("ms")) is not None:
                predicted += estimate["ms"]
    return PLAN_SETUP_S + LAYER_SETUP_S * layers + TIMED_CALLS_PER_PASS * predicted / 1000.0


# --------------------------------------------------------------------------
# Generic field lookup
# --------------------------------------------------------------------------

def lookup(document, path):
    """The value at a dotted path of nested objects, or None. A timing object
    ({"median_ms": ...}) at the end yields its median."""
    value = document
    for key in path.split("."):
        if not isinstance(value, dict) or key not in value:
            return None
        value = value[key]
    if isinstance(value, dict):
        value = value.get("median_ms")
    return positive(value)


def first_time(document, paths):
    """(ms, path) of the first path that holds a measurement, else
    (None, None)."""
    for path in paths:
        ms = lookup(document, path)
        if ms is not None:
            return ms, path
    return None, None


# The reference's time for one profile pass, kernel-only first. "find" is
# the autotuned choice (cudnnFind or the graph API's autotuned engine); the
# heuristic's time is never taken for it.
PROFILE_REFERENCE_PATHS = (
    "reference.kernel_ms", "reference.kernel", "reference.kernel_only",
    "find.kernel_ms", "find.kernel", "find.kernel_only", "find.kernel_median_ms",
    "reference", "find",
)
# Per launch in a run: ours and the reference, kernel-only first.
RUN_OURS_PATHS = ("ours.kernel_ms", "ours.kernel", "ours.kernel_only", "ours")
RUN_REFERENCE_PATHS = ("reference.kernel_ms", "reference.kernel", "reference.kernel_only",
                       "reference", "cudnn.kernel_ms", "cudnn.kernel", "cudnn.kernel_only",
                       "cudnn")


def is_kernel_only_path(path):
    return path is not None and "kernel" in path


def is_kernel_only_method(method):
    """netc-runtime states its method in run.timing ("kernel-only: CUDA
    graph, ...") or run.timing_method ("graph"); either makes the plain
    fields (ours, cudnn, find) kernel-only."""
    return isinstance(method, str) and (method.startswith("kernel-only") or method == "graph")


def load_json(path):
    try:
        with open(path) as file:
            return json.load(file)
    except OSError as error:
        raise InputError(f"{path}: cannot read: {error.strerror}") from error
    except ValueError as error:
        raise InputError(f"{path}: invalid JSON: {error}") from error


def timing_method(document):
    """The method a runtime document states, wherever it states it."""
    for path in ("timing_method", "run.timing_method", "run.timing", "network.timing_method"):
        value = document
        for key in path.split("."):
            value = value.get(key) if isinstance(value, dict) else None
        if isinstance(value, str) and value:
            return value
        if isinstance(value, dict) and isinstance(value.get("method"), str):
            return value["method"]
    return None


# --------------------------------------------------------------------------
# netc-runtime profile
# --------------------------------------------------------------------------

def read_profile(document, source="profile"):
    """{"layers": {(layer, pass): ms}, "ops": {layer: op}, "paths": {(layer,
    pass): field used}, "precision", "network", "method", "full_pass": {...}}
    from a netc-runtime profile document."""
    if not isinstance(document, dict) or not isinstance(document.get("layers"), list):
        raise InputError(f"{source}: not a netc-runtime profile: no 'layers' array")
    times, ops, used, fused, alone = {}, {}, {}, set(), {}
    for index, layer in enumerate(document["layers"]):
        if not isinstance(layer, dict) or not isinstance(layer.get("name"), str):
            raise InputError(f"{source}: layers[{index}]: expected an object with a 'name'")
        name = layer["name"]
        ops[name] = layer.get("op")
        passes = layer.get("passes", [])
        if not isinstance(passes, list):
            raise InputError(f"{source}: layer '{name}': 'passes' must be an array")
        for entry in passes:
            if not isinstance(entry, dict) or entry.get("pass") not in PASSES:
                raise InputError(f"{source}: layer '{name}': a pass without a known 'pass' "
                                 f"name (expected one of {', '.join(PASSES)})")
            ms, path = first_time(entry, PROFILE_REFERENCE_PATHS)
            if ms is not None:
                times[(name, entry["pass"])] = ms
                used[(name, entry["pass"])] = path
            library = entry.get("library_call")
            if isinstance(library, dict) and positive(library.get("median_ms")) is not None:
                alone[(name, entry["pass"])] = library["median_ms"]
            choice = entry.get("find_algorithm")
            if (isinstance(choice, dict) and isinstance(choice.get("epilogue"), str) and
                    "fused" in choice["epilogue"]):
                fused.add((name, entry["pass"]))
    run = document.get("run") if isinstance(document.get("run"), dict) else {}
    full = document.get("full_pass") if isinstance(document.get("full_pass"), dict) else {}
    whole = {}
    for key, value in full.items():
        ms = lookup(full, key) if isinstance(value, (dict, int, float)) else None
        if ms is not None:
            whole[key] = ms
    plan = document.get("plan") if isinstance(document.get("plan"), dict) else {}
    return {"layers": times, "ops": ops, "paths": used, "fused": fused, "library_call": alone,
            "precision": run.get("precision"),
            "network": plan.get("network"), "method": timing_method(document),
            "full_pass": whole}


# --------------------------------------------------------------------------
# bench/pytorch_column.py
# --------------------------------------------------------------------------

def read_pytorch_column(document, source="pytorch column"):
    """{"layers": {(layer, pass): ms}, "network": {...}, "precision", "method"}
    from bench/pytorch_column.py's output."""
    if not isinstance(document, dict) or not isinstance(document.get("network"), dict):
        raise InputError(f"{source}: not a PyTorch column: no 'network' object")
    times = {}
    for name, fields in document.items():
        if name == "network":
            continue
        if not isinstance(fields, dict):
            raise InputError(f"{source}: layer '{name}': expected an object of *_ms fields")
        for pass_name, field in PYTORCH_PASS_FIELDS.items():
            ms = positive(fields.get(field))
            if ms is not None:
                times[(name, pass_name)] = ms
    network = document["network"]
    fused = network.get("fused_forward_ms")
    fused = {name: ms for name, ms in fused.items() if positive(ms) is not None} \
        if isinstance(fused, dict) else {}
    alone = network.get("filter_gradient_alone_ms")
    alone = {name: ms for name, ms in alone.items() if positive(ms) is not None} \
        if isinstance(alone, dict) else {}
    return {"layers": times, "fused_forward": fused, "filter_alone": alone, "network": network,
            "precision": network.get("precision"),
            "method": network.get("timing_method") or "events around each eager call "
                      "(before timing_method was recorded)"}


# --------------------------------------------------------------------------
# The cross-check
# --------------------------------------------------------------------------

def crosscheck(profile, pytorch, tolerance=DEFAULT_TOLERANCE):
    """Per layer and pass reference/PyTorch, per pass the summary. `profile`
    and `pytorch` are what read_profile and read_pytorch_column return."""
    rows = []
    for (layer, pass_name), reference_ms in profile["layers"].items():
        # Like for like: where the reference ran cuDNN's fused conv + bias +
        # activation graph (one kernel), its partner is PyTorch's fused call,
        # not F.conv2d + bias + relu (two or three kernels).
        pytorch_field = PYTORCH_PASS_FIELDS[pass_name]
        framework_ms = pytorch["layers"].get((layer, pass_name))
        if (layer, pass_name) in profile.get("fused", ()) and \
                layer in pytorch.get("fused_forward", {}):
            framework_ms = pytorch["fused_forward"][layer]
            pytorch_field = "network.fused_forward_ms"
        value = ratio(reference_ms, framework_ms)
        rows.append({"layer": layer, "op": profile["ops"].get(layer), "pass": pass_name,
                     "reference_ms": reference_ms, "pytorch_ms": framework_ms,
                     "ratio": value, "reference_field": profile["paths"].get((layer, pass_name)),
                     "pytorch_field": pytorch_field,
                     "reference_fused": (layer, pass_name) in profile.get("fused", ()),
                     "outlier": value is not None and is_outlier(value, tolerance)})
    for (layer, pass_name), reference_ms in profile.get("library_call", {}).items():
        framework_ms = pytorch.get("filter_alone", {}).get(layer)
        if pass_name != "backward_filter" or framework_ms is None:
            continue
        value = ratio(reference_ms, framework_ms)
        rows.append({"layer": layer, "op": profile["ops"].get(layer), "pass": FILTER_ALONE,
                     "reference_ms": reference_ms, "pytorch_ms": framework_ms,
                     "ratio": value, "reference_field": "library_call.median_ms",
                     "pytorch_field": "network.filter_gradient_alone_ms",
                     "reference_fused": False,
                     "outlier": value is not None and is_outlier(value, tolerance)})
    order = {name: i for i, name in enumerate(profile["ops"])}
    rows.sort(key=lambda r: (order.get(r["layer"], len(order)),
                             CROSSCHECK_PASSES.index(r["pass"])))
    passes = {}
    for pass_name in CROSSCHECK_PASSES:
        ratios = {r["layer"]: r["ratio"] for r in rows
                  if r["pass"] == pass_name and r["ratio"] is not None}
        if ratios:
            passes[pass_name] = ratio_summary(ratios, tolerance)
    return {"rows": rows, "passes": passes, "tolerance": tolerance}


# --------------------------------------------------------------------------
# netc-runtime run
# --------------------------------------------------------------------------

def launch_layers(launch):
    """The layers a launch computes (the runtime joins them with '+')."""
    layers = launch.get("layers", [])
    return layers if isinstance(layers, list) else str(layers).split("+")


def plan_ops(plan):
    """{layer: op} of a plan document."""
    if not isinstance(plan, dict) or not isinstance(plan.get("layers"), list):
        raise InputError("plan: no 'layers' array")
    return {layer["name"]: layer.get("op") for layer in plan["layers"]
            if isinstance(layer, dict) and "name" in layer}


def is_conv_launch(launch, ops):
    """A launch computes a convolution when any of its layers is a conv2d in
    the plan (a convolution with its folded batch norm and its activation is
    one launch). Without the plan's ops, the launch's own op decides."""
    if ops:
        return any(ops.get(layer) == "conv2d" for layer in launch_layers(launch))
    return launch.get("op") == "conv2d"


def read_run(document, ops=None, source="run"):
    """{"launches": [{index, layers, conv, ours_ms, reference_ms, ratio,
    kernel_only}], "forward": {...}, "precision", "network", "method"} from
    a netc-runtime run document; ratio is reference / ours (above 1: ours
    faster)."""
    if not isinstance(document, dict) or not isinstance(document.get("launches"), list):
        raise InputError(f"{source}: not a netc-runtime run: no 'launches' array")
    launches = []
    method = timing_method(document)
    for position, launch in enumerate(document["launches"]):
        if not isinstance(launch, dict):
            raise InputError(f"{source}: launches[{position}]: expected an object")
        ours, ours_path = first_time(launch, RUN_OURS_PATHS)
        reference, reference_path = first_time(launch, RUN_REFERENCE_PATHS)
        launches.append({"index": launch.get("index", position),
                         "layers": launch_layers(launch),
                         "conv": is_conv_launch(launch, ops or {}),
                         "ours_ms": ours, "reference_ms": reference,
                         "ratio": ratio(reference, ours),
                         "kernel_only": is_kernel_only_method(method) or
                         (is_kernel_only_path(ours_path) and
                          is_kernel_only_path(reference_path))})
    summary = document.get("summary") if isinstance(document.get("summary"), dict) else {}
    forward = {}
    for key, value in summary.items():
        # Whole-forward times only: not the host's ms per call, nor counts.
        if "forward" in key and "host" not in key and "per_replay" not in key:
            ms = lookup(summary, key)
            if ms is not None:
                forward[key] = ms
    plan = document.get("plan") if isinstance(document.get("plan"), dict) else {}
    return {"launches": launches, "forward": forward, "precision": plan.get("precision"),
            "network": plan.get("network"), "batch": plan.get("batch"),
            "method": method}


def conv_ratios(run):
    """reference/ours of every convolution launch with both times."""
    return [l["ratio"] for l in run["launches"] if l["conv"] and l["ratio"] is not None]


def whole_forward(run):
    """(ours, reference) whole-network forward ms of a read_run result. The
    run's summary names them as its timing changes: ours is `forward`
    (or a kernel/graph variant of it), the reference any forward field that
    names the reference or cuDNN; kernel-only (graph) fields first."""
    forward = run.get("forward", {})

    def rank(key):
        return (0 if "kernel" in key or "graph" in key else 1, key)
    ours = [k for k in forward if "reference" not in k and "cudnn" not in k]
    reference = [k for k in forward if "reference" in k or "cudnn" in k]
    pick = lambda keys: forward[sorted(keys, key=rank)[0]] if keys else None
    return pick(ours), pick(reference)


# --------------------------------------------------------------------------
# The GPU's clocks during a call (true-time.sh's clocks.csv)
# --------------------------------------------------------------------------

# nvidia-smi's clock-event reasons that slow a busy GPU down (NVML's
# nvmlClocksEventReasons): software power cap, hardware slowdown, software
# and hardware thermal slowdown, hardware power brake. Idle (0x1) and the
# application-clocks setting (0x2) say nothing about a measurement.
SLOWING_REASONS = {0x4: "power cap", 0x8: "hardware slowdown", 0x20: "thermal (software)",
                   0x40: "thermal (hardware)", 0x80: "power brake"}
IDLE_REASON = 0x1


def summarize_clocks(text, slow_fraction=0.9):
    """Summary of `nvidia-smi --query-gpu=timestamp,clocks.sm,clocks.max.sm,
    temperature.gpu,power.draw,clocks_event_reasons.active --format=csv,
    noheader,nounits` lines, or None when there are none. Samples whose only
    reason is idle are left out of the clock statistics; `suspect` says why
    the call's numbers may not be the device's (clocks under slow_fraction
    of their maximum, or a slowing reason, in more than a tenth of the busy
    samples)."""
    busy, temperatures, reasons_seen = [], [], {}
    max_clock = None
    for line in (text or "").splitlines():
        fields = [f.strip() for f in line.split(",")]
        if len(fields) < 6:
            continue
        try:
            clock, maximum = float(fields[1]), float(fields[2])
            temperature = float(fields[3])
            reasons = int(fields[5], 16) if fields[5].lower().startswith("0x") else int(fields[5])
        except ValueError:
            continue
        max_clock = maximum
        temperatures.append(temperature)
        if reasons & ~IDLE_REASON == 0 and reasons & IDLE_REASON:
            continue
        slowed = [name for bit, name in SLOWING_REASONS.items() if reasons & bit]
        for name in slowed:
            reasons_seen[name] = reasons_seen.get(name, 0) + 1
        busy.append((clock, bool(slowed)))
    if not temperatures:
        return None
    summary = {"samples": len(temperatures), "busy_samples": len(busy),
               "max_sm_mhz": max_clock, "max_temperature_c": max(temperatures),
               "slowing_reasons": reasons_seen, "suspect": []}
    if busy:
        clocks = [c for c, _ in busy]
        summary["median_sm_mhz"] = statistics.median(clocks)
        summary["min_sm_mhz"] = min(clocks)
        # A reason alone is not slow: under load an H100 reports its power cap
        # at 1935-1965 MHz of 1980 (seen 2026-11-24); the clock says how much.
        slow = sum(1 for c, _ in busy if max_clock and c < slow_fraction * max_clock)
        summary["slow_fraction"] = slow / len(busy)
        if summary["slow_fraction"] > 0.1:
            summary["suspect"].append(
                f"{100 * summary['slow_fraction']:.0f}% of busy samples below "
                f"{100 * slow_fraction:.0f}% of {max_clock:.0f} MHz (reasons seen: "
                + (", ".join(f"{k}: {v}" for k, v in sorted(reasons_seen.items())) or "no reason given")
                + ")")
    return summary


def clocks_text(summary):
    """One line for a report."""
    if not summary:
        return "clocks: not sampled"
    if not summary.get("busy_samples"):
        return f"clocks: {summary['samples']} samples, the GPU idle in all"
    text = (f"clocks: {summary['busy_samples']} busy samples, SM median "
            f"{summary['median_sm_mhz']:.0f} MHz (min {summary['min_sm_mhz']:.0f}, max "
            f"{summary['max_sm_mhz']:.0f}), up to {summary['max_temperature_c']:.0f} C")
    if summary["suspect"]:
        text += "; SUSPECT: " + "; ".join(summary["suspect"])
    return text
