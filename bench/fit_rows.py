#!/usr/bin/env python3
# ===- fit_rows.py - Measured layers as rows for `netc calibrate --fit` ----===#
#
# `netc calibrate --fit ROWS.csv` and `--validate ROWS.csv` read one row per
# measured layer pass (docs/cost-model.md, "Fitting the library model"). This
# converts the measurement files that exist into that CSV; it computes
# nothing of the model.
#
#   fit_rows.py sweep ROWS.json [--device KEY] -o rows.csv
#       bench/conv_sweep.py collect's rows (one convolution shape and pass
#       each): shape columns, measured_ms = the reference's median; a
#       streaming layer's row (the `streaming` family) names its chunk in
#       `network` and itself in `layer`, its shape columns empty.
#   fit_rows.py profile PROFILE.json --network NAME [--device KEY] -o rows.csv
#       a `netc-runtime profile --format json` document of nets/NAME.json:
#       network + layer rows, measured_ms = the faster of the reference's
#       heuristic and autotuned engines.
#   fit_rows.py run RUN.json... [--device KEY] -o rows.csv
#       `netc-runtime run --format json` documents (one per net and
#       precision, named NET-PRECISION.json): forward rows, measured_ms =
#       the reference's (cuDNN's) kernel-only median of each single-layer
#       launch.
#   fit_rows.py results RESULTS.json [--device KEY] -o rows.csv
#       a results file holding such profiles per net and precision (the
#       2026-11-21 runs: {"nets": {NET: {PRECISION: {"profile": ...}}}}).
#
# --device is the profile key of the GPU measured (h100, h200); by default it
# is read from the document's device name. Several inputs may be given; rows
# are appended in order. Rows without a measurement keep an empty
# measured_ms (netc calibrate counts and skips them).
# ===----------------------------------------------------------------------===#

import argparse
import csv
import json
import os
import sys

SHAPE_COLUMNS = ["batch", "in_h", "in_w", "cin", "cout", "filter_h", "filter_w", "stride_h",
                 "stride_w", "pad_h", "pad_w", "out_h", "out_w"]
NETWORK_COLUMNS = ["device", "network", "layer", "batch", "precision", "pass", "measured_ms"]
SWEEP_COLUMNS = ["device", "network", "layer", "precision", "pass", "measured_ms"] + SHAPE_COLUMNS


def device_key(device, given):
    """The profile key of the GPU a document measured."""
    if given:
        return given
    name = (device or {}).get("name", "") if isinstance(device, dict) else str(device or "")
    for key in ("h200", "h100", "a100", "l4", "v100"):
        if key in name.lower():
            return key
    sys.exit(f"fit_rows: cannot tell the device from '{name}'; give --device")


def fastest(measured_pass):
    times = [(measured_pass.get(k) or {}).get("median_ms") for k in ("heuristic", "find")]
    times = [t for t in times if t]
    return min(times) if times else None


def profile_rows(profile, network, device, precision=None):
    precision = precision or (profile.get("run") or {}).get("precision")
    if not precision:
        sys.exit(f"fit_rows: the profile of {network} names no precision (run.precision)")
    # The batch the plan was made at (`netc profile --batch`): an ONNX export's
    # own batch is often 1. Empty where the profile does not say: the net's own.
    batch = (profile.get("plan") or {}).get("batch", "")
    for layer in profile.get("layers", []):
        for measured in layer.get("passes", []):
            if measured.get("pass") not in ("forward", "backward_data", "backward_filter"):
                continue
            ms = fastest(measured)
            yield {"device": device, "network": network, "layer": layer["name"], "batch": batch,
                   "precision": precision, "pass": measured["pass"],
                   "measured_ms": "" if ms is None else repr(ms)}


def run_rows(document, path, device):
    plan = document.get("plan") or {}
    precision = plan.get("precision")
    stem = os.path.basename(path)[:-len(".json")] if path.endswith(".json") else path
    network = stem[:-len(precision) - 1] if precision and stem.endswith("-" + precision) else stem
    for launch in document.get("launches", []):
        layers = launch.get("layers", "")
        if not layers or "," in layers or "+" in layers:
            continue  # several layers in one launch: no single layer's time
        ms = (launch.get("cudnn") or {}).get("median_ms")
        yield {"device": device, "network": network, "layer": layers,
               "batch": plan.get("batch", ""), "precision": precision, "pass": "forward",
               "measured_ms": "" if ms is None else repr(ms)}


def sweep_rows(document, device):
    precision = document.get("precision")
    for row in document.get("rows", []):
        ms = row.get("measured_ms")
        if "kind" in row:  # a streaming layer: found in its chunk by name
            yield {"device": device, "network": row["network"], "layer": row["id"],
                   "precision": precision, "pass": row["pass"],
                   "measured_ms": "" if ms is None else repr(ms),
                   **{column: "" for column in SHAPE_COLUMNS}}
            continue
        (ih, iw), (oh, ow) = row["in"], row["out"]
        (kh, kw), (sh, sw), (ph, pw) = row["filter"], row["strides"], row["pad"]
        yield {"device": device, "network": "", "layer": row.get("id", ""),
               "precision": precision,
               "pass": row["pass"], "measured_ms": "" if ms is None else repr(ms),
               "batch": row["batch"], "in_h": ih, "in_w": iw, "cin": row["cin"],
               "cout": row["cout"], "filter_h": kh, "filter_w": kw, "stride_h": sh,
               "stride_w": sw, "pad_h": ph, "pad_w": pw, "out_h": oh, "out_w": ow}


def main():
    parser = argparse.ArgumentParser(description="measured layers as netc calibrate rows")
    sub = parser.add_subparsers(dest="kind", required=True)
    for kind in ("sweep", "profile", "run", "results"):
        p = sub.add_parser(kind)
        p.add_argument("inputs", nargs="+")
        p.add_argument("-o", "--output", required=True)
        p.add_argument("--device", help="the profile key of the GPU measured")
        if kind == "profile":
            p.add_argument("--network", required=True,
                           help="the nets/ file's name (vgg16) or a path to the network")
    args = parser.parse_args()
    rows = []
    for path in args.inputs:
        with open(path) as f:
            document = json.load(f)
        if args.kind == "sweep":
            rows += sweep_rows(document, device_key(document.get("device"), args.device))
        elif args.kind == "run":
            rows += run_rows(document, path, device_key(document.get("device"), args.device))
        elif args.kind == "profile":
            rows += profile_rows(document, args.network,
                                 device_key(document.get("device"), args.device))
        else:
            for network, by_precision in document["nets"].items():
                for precision, run in by_precision.items():
                    profile = run.get("profile") or {}
                    rows += profile_rows(profile, network,
                                         device_key(profile.get("device"), args.device),
                                         precision)
    columns = SWEEP_COLUMNS if args.kind == "sweep" else NETWORK_COLUMNS
    with open(args.output, "w", newline="") as f:
        writer = csv.DictWriter(f, fieldnames=columns, lineterminator="\n")
        writer.writeheader()
        writer.writerows(rows)
    measured = sum(1 for r in rows if r["measured_ms"])
    print(f"fit_rows: {len(rows)} rows ({measured} measured) -> {args.output}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
