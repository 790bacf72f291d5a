#!/usr/bin/env python3
"""Tables from `netc-runtime run --format json` results (bench/gpu-kernels.sh run).

    python3 bench/kernel_results_report.py RESULTS/*.json [--layers] > docs/results/X.md

Per plan: launches checked of all launches, failed launches (an unchecked launch counts
as failed: a reference that could not be built checked nothing), our forward pass and cuDNN's sum of
the same layers, and the geometric mean over convolution launches of cuDNN's
time over ours (above 1: ours is faster). Then the issue's bar: that geometric
mean over the convolutions of vgg16, alexnet, googlenet and resnet50 together,
per precision. --layers adds one table per plan with every launch.
"""
import argparse
import json
import os
import sys

from kernel_results import geomean, is_convolution, launch_layers, layer_ops

BAR_NETS = ("vgg16", "alexnet", "googlenet", "resnet50")


def load(paths):
    runs = []
    for path in paths:
        with open(path) as f:
            try:
                document = json.load(f)
                if "launches" in document and "summary" in document:
                    runs.append((os.path.basename(path)[:-5], document))
            except json.JSONDecodeError as error:
                print(f"kernel_results_report: {path}: {error}", file=sys.stderr)
    return runs





def check_counts(run):
    """(checked, failed) launches, read from the launches themselves: a launch
    without a check that ran counts as failed unless checks were off."""
    checking = run.get("run", {}).get("check", True)
    checked = failed = 0
    for launch in run["launches"]:
        check = launch.get("check")
        ran = isinstance(check, dict)
        checked += ran
        ok = launch.get("passed") is True and not launch.get("failure")
        if checking:
            ok = ok and ran and check.get("passed") is True
        failed += not ok
    return checking, checked, failed


def check_column(launch, checking):
    check = launch.get("check")
    if isinstance(check, dict) and check.get("passed") and launch.get("passed"):
        return "pass"
    if isinstance(check, dict):
        return "FAIL: " + str(check.get("failure") or launch.get("failure") or "not passed")
    if not checking:
        return "not checked (--no-check)"
    return "FAIL (unchecked): " + str(launch.get("unchecked") or launch.get("failure") or
                                      "no check ran")


def fmt(value, digits=3):
    return "-" if value is None else f"{value:.{digits}f}"


def median(timing):
    return timing["median_ms"] if timing else None


def conv_speedups(run, net, ops):
    return [l["speedup"] for l in run["launches"]
            if is_convolution(l, net, ops) and l.get("speedup")]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("results", nargs="+")
    parser.add_argument("--layers", action="store_true", help="a table per plan")
    args = parser.parse_args()
    runs = load(args.results)
    ops = layer_ops(os.path.dirname(os.path.abspath(args.results[0])))
    if not runs:
        sys.exit("kernel_results_report: no results")
    device = runs[0][1].get("device", {})
    print(f"Device: {device.get('name', '?')}, driver {device.get('driver_cuda_version', '?')}, "
          f"cuDNN {device.get('cudnn_version', '?')}\n")
    print("| plan | batch | checked / launches | failed launches | ours forward ms | cuDNN sum ms | "
          "predicted sum ms | images/s | conv geomean cuDNN/ours |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    by_precision = {}
    not_passed = []
    for name, run in runs:
        summary = run["summary"]
        plan = run["plan"]
        checking, checked, failed = check_counts(run)
        launches = len(run["launches"])
        if failed or not checking or checked != launches:
            not_passed.append(name)
        checked_text = f"{checked} / {launches}" if checking else f"checks off / {launches}"
        failed_text = f"**{failed}**" if failed else "0"
        print(f"| {name} | {plan['batch']} | {checked_text} | {failed_text} | "
              f"{fmt(median(summary.get('forward')))} | {fmt(summary.get('cudnn_sum_ms'))} | "
              f"{fmt(summary.get('predicted_sum_ms'))} | {fmt(summary.get('images_per_second'), 0)} | "
              f"{fmt(summary.get('conv_geomean_speedup'))} |")
        net = name.split("-sm_")[0]
        if net in BAR_NETS and "sm_90" in name:
            by_precision.setdefault(plan["precision"], {})[net] = conv_speedups(run, net, ops)
    if not_passed:
        print(f"\n**Not every launch checked and passed** in: {', '.join(not_passed)}")
    print("\nThe issue's bar: geometric mean over the convolution layers of vgg16, alexnet, "
          "googlenet and resnet50 of cuDNN's time over ours (>= 0.5):\n")
    print("| precision | nets present | conv layers | geometric mean |")
    print("|---|---|---:|---:|")
    for precision, nets in sorted(by_precision.items()):
        speedups = [s for v in nets.values() for s in v]
        print(f"| {precision} | {', '.join(sorted(nets))} | {len(speedups)} | "
              f"{fmt(geomean(speedups))} |")
    if args.layers:
        for name, run in runs:
            print(f"\n### {name}\n")
            print("| # | layers | variant | tile | predicted ms | ours ms | cuDNN ms | cuDNN/ours | "
                  "rel. L2 error | check |")
            print("|---:|---|---|---|---:|---:|---:|---:|---:|---|")
            checking = run.get("run", {}).get("check", True)
            for l in run["launches"]:
                check = l.get("check") or {}
                tile = l.get("tile") or "-"
                if isinstance(tile, list):
                    tile = "x".join(str(t) for t in tile)
                layers = l['layers'] if isinstance(l['layers'], list) else [l['layers']]
                print(f"| {l['index']} | {' + '.join(layers)} | {l['variant']} | {tile} | "
                      f"{fmt(l.get('predicted_ms'), 4)} | {fmt(median(l.get('ours')), 4)} | "
                      f"{fmt(median(l.get('cudnn')), 4)} | {fmt(l.get('speedup'))} | "
                      f"{'-' if check.get('relative_l2') is None else format(check['relative_l2'], '.1e')} | "
                      f"{check_column(l, checking)[:70].replace('|', '/')} |")


if __name__ == "__main__":
    main()
