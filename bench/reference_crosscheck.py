#!/usr/bin/env python3
"""reference_crosscheck.py - netc-runtime's reference against PyTorch, per layer and pass.

    python3 bench/reference_crosscheck.py PROFILE.json PYTORCH.json [--format md|json]
        [--tolerance 1.15] [-o FILE]

PROFILE.json is `netc-runtime profile PLAN --format json` (runtime/Report.cpp);
PYTORCH.json is bench/pytorch_column.py's output for the same plan and
precision. Both should time kernels only (CUDA-graph replays): the reference
column is cuDNN as netc-runtime calls it, the PyTorch column cuDNN as PyTorch
calls it, so on the same layer they should agree. Prints per layer and pass
the ratio runtime-reference / PyTorch, per pass the median and geometric mean
of the ratios, and flags every layer outside [1/tolerance, tolerance].

The reference's time is the kernel-only median of the autotuned ("find")
choice where the profile carries one (field names tried in order:
true_time_data.PROFILE_REFERENCE_PATHS); the field used is printed, and a
mismatch of methods (one side kernel-only, the other not) is warned about.

Exit status: 0 when it reported (the bar is judged by people, not by this
script), 2 on an unreadable or malformed input.
"""

import argparse
import json
import sys

from true_time_data import (DEFAULT_TOLERANCE, PASSES, InputError, crosscheck, load_json,
                            read_profile, read_pytorch_column)


def fmt(value, digits=3):
    return "-" if value is None else f"{value:.{digits}f}"


def method_warnings(profile, pytorch):
    """Say when the two columns were not timed the same way."""
    warnings = []
    paths = set(profile["paths"].values())
    if paths and not any("kernel" in p for p in paths) and not profile["method"]:
        warnings.append("the profile names no kernel-only field and no timing_method: its "
                        "times may include host overhead (events around each call)")
    if "graph" not in (pytorch["method"] or "") and "kernel" not in (pytorch["method"] or ""):
        warnings.append(f"the PyTorch column's method is '{pytorch['method']}', not kernel-only")
    precisions = {profile["precision"], pytorch["precision"]} - {None}
    if len(precisions) > 1:
        warnings.append(f"precisions differ: profile {profile['precision']}, "
                        f"PyTorch {pytorch['precision']}")
    return warnings


def markdown(result, profile, pytorch, args):
    lines = [f"# Reference cross-check: {profile['network'] or args.profile}",
             "",
             f"- profile: {args.profile} (precision {profile['precision'] or '?'}; method "
             f"{profile['method'] or 'not stated'}; reference field(s) "
             f"{', '.join(sorted(set(profile['paths'].values()))) or '-'})",
             f"- PyTorch: {args.pytorch} (precision {pytorch['precision'] or '?'}; method "
             f"{pytorch['method']})",
             f"- ratio = runtime reference ms / PyTorch ms; flagged (**) outside "
             f"[{1 / result['tolerance']:.3f}, {result['tolerance']:.3f}]", ""]
    for warning in method_warnings(profile, pytorch):
        lines.append(f"> warning: {warning}")
    lines += ["", "| layer | op | pass | reference ms | PyTorch ms | ratio | compared |",
              "|---|---|---|---:|---:|---:|---|"]
    for row in result["rows"]:
        flag = " **" if row["outlier"] else ""
        if not row.get("reference_fused"):
            compared = "same work"
        elif row.get("pytorch_field") == "network.fused_forward_ms":
            compared = "both fused (torch.cudnn_convolution_relu)"
        else:
            compared = "reference fused, PyTorch not"
        lines.append(f"| {row['layer']} | {row['op'] or '-'} | {row['pass']} | "
                     f"{fmt(row['reference_ms'], 4)} | {fmt(row['pytorch_ms'], 4)} | "
                     f"{fmt(row['ratio'])}{flag} | {compared} |")
    lines += ["", "| pass | layers | median ratio | geomean ratio | min | max | "
                  "outside tolerance |", "|---|---:|---:|---:|---:|---:|---|"]
    for pass_name in PASSES:
        summary = result["passes"].get(pass_name)
        if not summary:
            continue
        outliers = ", ".join(f"{o['key']} ({o['ratio']:.2f})" for o in summary["outliers"])
        lines.append(f"| {pass_name} | {summary['count']} | {fmt(summary['median'])} | "
                     f"{fmt(summary['geomean'])} | {fmt(summary['min'])} | "
                     f"{fmt(summary['max'])} | {len(summary['outliers'])}"
                     f"{': ' + outliers if outliers else ''} |")
    return "\n".join(lines) + "\n"


def as_json(result, profile, pytorch, args):
    return {"profile": args.profile, "pytorch": args.pytorch,
            "network": profile["network"],
            "precision": profile["precision"] or pytorch["precision"],
            "profile_method": profile["method"],
            "reference_fields": sorted(set(profile["paths"].values())),
            "pytorch_method": pytorch["method"],
            "warnings": method_warnings(profile, pytorch),
            "tolerance": result["tolerance"], "rows": result["rows"],
            "passes": result["passes"]}


def main():
    parser = argparse.ArgumentParser(
        description="Per layer and pass: netc-runtime's reference time over PyTorch's.")
    parser.add_argument("profile", help="netc-runtime profile --format json output")
    parser.add_argument("pytorch", help="bench/pytorch_column.py output, same plan/precision")
    parser.add_argument("--format", choices=("md", "json"), default="md")
    parser.add_argument("--tolerance", type=float, default=DEFAULT_TOLERANCE,
                        help="flag ratios outside [1/T, T] (default 1.15)")
    parser.add_argument("-o", "--output", help="write here instead of stdout")
    args = parser.parse_args()
    if args.tolerance <= 1:
        parser.error(f"--tolerance must exceed 1, got {args.tolerance}")
    try:
        profile = read_profile(load_json(args.profile), args.profile)
        pytorch = read_pytorch_column(load_json(args.pytorch), args.pytorch)
    except InputError as error:
        print(f"reference_crosscheck: {error}", file=sys.stderr)
        return 2
    result = crosscheck(profile, pytorch, args.tolerance)
    if args.format == "md":
        text = markdown(result, profile, pytorch, args)
    else:
        text = json.dumps(as_json(result, profile, pytorch, args), indent=1) + "\n"
    if args.output:
        with open(args.output, "w") as file:
            file.write(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
