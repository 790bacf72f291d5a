#!/usr/bin/env python3
"""plot_multi_gpu.py - issue 18's pictures from bench/multi-gpu.sh's work.

    python3 bench/plot_multi_gpu.py WORK_DIR [WORK_DIR...] -o DIR

Writes two SVG files into DIR (standard library only, bench/svg_plot.py):

  allreduce-bus-bandwidth.svg   NCCL's all-reduce bus bandwidth against the
      message size, measured (collectives.json: a marker per size and GPU
      count), the fitted t = latency + bytes x 2(n-1)/n / busBandwidth of
      each GPU count as a line (the <device>-interconnect.json profile that
      `netc calibrate --interconnect` wrote), and the nominal link rate the
      model used before any measurement, dashed.
  iteration-predicted-vs-measured.svg   netc predict's iteration time against
      netc-runtime train-dp's measured one per net, batch and GPU count
      (train-dp/*.json, the prediction inside), log-log with the 1:1 line and
      a +-10% band; colour: the net, marker: the GPU count.

Several work directories are read as one (bench/multi_gpu_report.py's rule:
a file in several comes from the last one named). Exit status 2 with a
message when there is nothing to draw.
"""

import argparse
import glob
import json
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import multi_gpu_report  # noqa: E402  (find, the report's reading rule)
import svg_plot  # noqa: E402

BAND = 0.10
NOMINAL_GBS = 450.0  # the nominal NVLink 4 figure of docs/scaling.md's table
COUNT_MARKERS = {1: "circle", 2: "square", 4: "triangle", 8: "diamond"}


def large_lines(fit):
    """The fit's second line for large messages (netc calibrate --interconnect
    writes one where NCCL changes protocol), as a list of none or one."""
    line = fit.get("large_messages")
    if not isinstance(line, dict):
        return []
    latency = multi_gpu_report.number(line.get("latency_us"))
    bandwidth = multi_gpu_report.number(line.get("bus_bandwidth_gbs"))
    return [line] if latency is not None and latency >= 0 and (bandwidth or 0) > 0 else []


def bus_factor(gpus):
    return 2.0 * (gpus - 1) / gpus


def short(text, limit=110):
    """A long stated method (it may hold a CUDA error message) cut at a word."""
    return text if len(text) <= limit else text[:limit].rsplit(" ", 1)[0] + " ..."


def bandwidth_figure(works, title):
    collectives = multi_gpu_report.find(works, "collectives.json")
    if not collectives:
        return None
    number = multi_gpu_report.number
    listed = collectives.get("measurements") if isinstance(collectives, dict) else None
    points = [m for m in (listed if isinstance(listed, list) else [])
              if isinstance(m, dict) and m.get("collective") == "all_reduce"
              and isinstance(m.get("gpus"), int) and (number(m.get("bytes")) or 0) > 0
              and (number(m.get("bus_bandwidth_gbs")) or 0) > 0]
    if not points:
        return None
    fits = []
    for work in reversed(works):
        for path in sorted(glob.glob(os.path.join(work, "*-interconnect.json"))):
            measured = (multi_gpu_report.load(path) or {}).get("interconnect", {}).get("measured")
            if isinstance(measured, dict) and not fits:
                fits = [f for f in measured.get("all_reduce") or []
                        if isinstance(f, dict) and isinstance(f.get("gpus"), int)
                        and (number(f.get("latency_us")) or 0) >= 0
                        and (number(f.get("bus_bandwidth_gbs")) or 0) > 0]
    sizes = [m["bytes"] for m in points]
    rates = [m["bus_bandwidth_gbs"] for m in points] + [NOMINAL_GBS]
    counts = sorted({m["gpus"] for m in points})
    colours = {n: svg_plot.PALETTE[i % len(svg_plot.PALETTE)] for i, n in enumerate(counts)}
    entries = [(COUNT_MARKERS.get(n, "circle"), colours[n], f"measured, {n} GPUs") for n in counts]
    entries += [("line", colours.get(f["gpus"], "#222"),
                 f"fit, {f['gpus']} GPUs: {f['latency_us']} us + bytes x 2(n-1)/n / "
                 f"{f['bus_bandwidth_gbs']} GB/s" + "".join(
                     f", or {line['latency_us']} us + .. / {line['bus_bandwidth_gbs']} GB/s"
                     for line in large_lines(f)))
                for f in fits]
    entries.append(("dash", "#777", f"nominal NVLink 4, {NOMINAL_GBS:g} GB/s"))
    lines = [title, f"{collectives.get('gpu')} x{collectives.get('gpus_on_machine')}, "
                    f"{collectives.get('date')}, NCCL {collectives.get('nccl_version')}, "
                    f"{collectives.get('nvls')}",
             "timing: " + short(collectives.get("timing") or "not stated")]
    figure = svg_plot.figure_with_legend((min(sizes), max(sizes)),
                                         (min(rates) / 2, max(rates) * 2), lines, entries,
                                         plot_size=(700, 460))
    start, stop = figure.x_bounds()
    figure.polyline([(start, NOMINAL_GBS), (stop, NOMINAL_GBS)], "#777", dash="6,4",
                    css_class="nominal")
    for fit in fits:
        n = fit["gpus"]
        lines_us = [(fit["latency_us"], fit["bus_bandwidth_gbs"])] + [
            (line["latency_us"], line["bus_bandwidth_gbs"]) for line in large_lines(fit)]
        curve = []
        size = start
        while size <= stop * 1.0001:
            # The faster of the fit's lines (NCCL's protocols), as netc prices.
            seconds = min(latency * 1e-6 + size * bus_factor(n) / (bandwidth * 1e9)
                          for latency, bandwidth in lines_us)
            curve.append((size, size * bus_factor(n) / seconds / 1e9))
            size *= 2 ** 0.25
        figure.polyline(curve, colours.get(n, "#222"), css_class="fit",
                        tooltip=f"fit on {n} GPUs")
    for m in points:
        figure.marker(m["bytes"], m["bus_bandwidth_gbs"], COUNT_MARKERS.get(m["gpus"], "circle"),
                      colours[m["gpus"]],
                      f"{m['gpus']} GPUs, {m['bytes']} bytes: {m['bus_bandwidth_gbs']:.1f} GB/s")
    figure.axes("message size, bytes (the whole buffer, as nccl-tests counts it)",
                "all-reduce bus bandwidth, GB/s")
    return svg_plot.finish_with_legend(
        figure, lines, entries,
        "Each marker: one message size on one GPU count (median); hover for the figure.")


def iteration_points(works):
    points = []
    for batch in multi_gpu_report.BATCHES:
        for net in multi_gpu_report.NETS:
            train = multi_gpu_report.find(works, os.path.join("train-dp", f"{net}-b{batch}.json"))
            listed = train.get("runs") if isinstance(train, dict) else None
            for run in listed if isinstance(listed, list) else []:
                if not isinstance(run, dict) or not isinstance(run.get("gpus"), int):
                    continue
                prediction = run.get("prediction")
                predicted = multi_gpu_report.number(
                    prediction.get("iteration_ms") if isinstance(prediction, dict) else None)
                measured = multi_gpu_report.median_ms(run, "iteration")
                if predicted and predicted > 0 and measured:
                    points.append((net, batch, run["gpus"], measured, predicted))
    return points


def iteration_figure(works, title):
    points = iteration_points(works)
    if not points:
        return None
    nets = [n for n in multi_gpu_report.NETS if any(p[0] == n for p in points)]
    colours = {n: svg_plot.PALETTE[i % len(svg_plot.PALETTE)] for i, n in enumerate(nets)}
    errors = [abs(p / m - 1) * 100 for _, _, _, m, p in points]
    entries = [("line", "#222", "predicted = measured"),
               ("band", "#999", f"within ±{BAND * 100:.0f}%")]
    for net in nets:
        own = [abs(p / m - 1) * 100 for n, _, _, m, p in points if n == net]
        entries.append(("circle", colours[net], f"{net} (median |error| {statistics.median(own):.1f}%)"))
    counts = sorted({p[2] for p in points})
    entries += [(COUNT_MARKERS.get(n, "circle"), "#777", f"{n} GPU(s)") for n in counts]
    lines = [title, f"{len(points)} cases (net, batch per GPU, GPU count); median |error| "
                    f"{statistics.median(errors):.1f}%, {sum(e <= 10 for e in errors)} within 10%"]
    times = [t for p in points for t in (p[3], p[4])]
    figure = svg_plot.figure_with_legend((min(times), max(times)), (min(times), max(times)),
                                         lines, entries, plot_size=(560, 560))
    figure.identity_with_band(BAND)
    for net, batch, gpus, measured, predicted in points:
        figure.marker(measured, predicted, COUNT_MARKERS.get(gpus, "circle"), colours[net],
                      f"{net}, {batch} per GPU, {gpus} GPU(s): measured {measured:.3f} ms, "
                      f"predicted {predicted:.3f} ms ({(predicted / measured - 1) * 100:+.1f}%)")
    figure.axes("measured iteration, ms (netc-runtime train-dp, kernel-only median)",
                "predicted iteration, ms (netc predict --workers)")
    return svg_plot.finish_with_legend(
        figure, lines, entries,
        "Each point: one net, batch per GPU and GPU count; hover for both times.")


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("works", nargs="+", metavar="WORK_DIR")
    parser.add_argument("-o", "--output", required=True, metavar="DIR")
    parser.add_argument("--title", default="", help="appended to each figure's heading")
    args = parser.parse_args()
    for work in args.works:
        if not os.path.isdir(work):
            parser.exit(2, f"plot_multi_gpu.py: {work}: not a directory\n")
    suffix = f" ({args.title})" if args.title else ""
    figures = {
        "allreduce-bus-bandwidth.svg": bandwidth_figure(
            args.works, "NCCL all-reduce: bus bandwidth against message size" + suffix),
        "iteration-predicted-vs-measured.svg": iteration_figure(
            args.works, "Data-parallel training step: predicted against measured" + suffix),
    }
    if not any(figures.values()):
        parser.exit(2, "plot_multi_gpu.py: nothing to draw: no collectives.json and no "
                       "train-dp/*.json with a prediction in " + ", ".join(args.works) + "\n")
    os.makedirs(args.output, exist_ok=True)
    for name, svg in figures.items():
        if svg is None:
            print(f"plot_multi_gpu.py: {name}: nothing to draw, not written")
            continue
        with open(os.path.join(args.output, name), "w") as file:
            file.write(svg + "\n")
        print(os.path.join(args.output, name))


if __name__ == "__main__":
    main()
