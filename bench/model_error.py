#!/usr/bin/env python3
"""Re-scores netc's cost model against recorded GPU measurements, no GPU needed.

    python3 bench/model_error.py docs/results/2026-11-21-h100.json \
        [--profile docs/results/2026-11-21-h100-calibrated-profile.json] [--netc build/bin/netc]

For every net and precision in the measurements it runs `netc predict --format
json` for the forward pass and both gradients with the given device profile,
pairs each prediction with cuDNN's best measured median (the faster of its
heuristic and exhaustive-search algorithms) and prints, per pass and precision,
the median, mean and worst per-layer error |predicted - measured| / measured
and the network-sum errors. Change the model, rebuild, run this again: the
effect of the change on the real measurements, in seconds.
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile

PASSES = {
    "forward": ["--direction", "forward"],
    "backward_data": ["--direction", "backward", "--gradient-wrt", "data"],
    "backward_filter": ["--direction", "backward", "--gradient-wrt", "filter"],
}


def measured_ms(entry, reference, pytorch_layer=None):
    """The reference time of one layer and pass, or None if not measured.

    cudnn: the faster of cuDNN's heuristic and exhaustive-search algorithms,
    as netc-runtime calls them (cuDNN's legacy API); pytorch: PyTorch eager
    with cudnn.benchmark (cuDNN through its graph API); best: the faster.
    PyTorch's time is the profile's framework_ms where netc-runtime merged it,
    else bench/pytorch_column.py's own file for the run (`pytorch_layer`: its
    entry for the layer), which is all there is where PyTorch ran after cuDNN
    (bench/gpu-results.sh ORDER=cudnn-first).
    """
    cudnn = [entry[k]["median_ms"] for k in ("heuristic", "find")
             if isinstance(entry.get(k), dict) and entry[k].get("median_ms") is not None]
    framework = entry.get("framework_ms")
    if framework is None and pytorch_layer:
        framework = pytorch_layer.get(entry.get("pass", "") + "_ms")
    times = {"cudnn": cudnn,
             "pytorch": [framework] if framework else [],
             "best": cudnn + ([framework] if framework else [])}[reference]
    return min(times) if times else None


def predict(netc, model, net, profile, precision, pass_args, batch=None):
    # Paleo's model has no notion of precision: it is scored on fp32 only.
    precision_args = ["--precision", precision] if model == "netc" else []
    if batch:
        precision_args += ["--batch", str(batch)]
    run = subprocess.run([netc, "predict", net, "--model", model, "--device-profile", profile,
                          *precision_args, "--format", "json", *pass_args],
                         capture_output=True, text=True)
    if run.returncode != 0:
        # Paleo aborts on some strided layers (MODEL.md 6); netc says which.
        print(f"skipped {net} {' '.join(pass_args)}: {run.stderr.strip()}", file=sys.stderr)
        return None
    return {layer["name"]: layer["total_ms"] for layer in json.loads(run.stdout)["layers"]}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("measurements")
    parser.add_argument("--profile", help="device profile (default: the measurements' "
                        "calibrated profile)")
    parser.add_argument("--netc", default="build/bin/netc")
    parser.add_argument("--nets", default="nets")
    parser.add_argument("--model", choices=["netc", "paleo"], default="netc",
                        help="the cost model to score (paleo: its formulas with the "
                        "profile's clock, fp32 peak and bandwidth; fp32 rows only)")
    parser.add_argument("--reference", choices=["cudnn", "pytorch", "best"], default="cudnn",
                        help="what the prediction is compared with (default cudnn)")
    parser.add_argument("--batch", type=int,
                        help="predict at this batch (for measurements taken with "
                        "bench/gpu-results.sh BATCH=N)")
    parser.add_argument("--sums", action="store_true",
                        help="also print every network's predicted and measured sum")
    args = parser.parse_args()

    data = json.load(open(args.measurements))
    profile = args.profile
    if not profile:
        handle = tempfile.NamedTemporaryFile("w", suffix=".json", delete=False)
        json.dump(data["calibrated_profile"], handle)
        handle.close()
        profile = handle.name

    errors = {}   # (precision, pass) -> [per-layer error]
    sums = {}     # (precision, pass) -> [(net, predicted sum, measured sum)]
    for net, by_precision in sorted(data["nets"].items()):
        path = os.path.join(args.nets, net + ".json")
        for precision, run in sorted(by_precision.items()):
            if args.model == "paleo" and precision != "fp32":
                continue
            layers = (run.get("profile") or {}).get("layers") or []
            pytorch = run.get("pytorch") or {}
            for pass_name, pass_args in PASSES.items():
                predicted = predict(args.netc, args.model, path, profile, precision, pass_args,
                                    args.batch)
                if predicted is None:
                    continue
                pred_sum = meas_sum = 0.0
                complete = True
                for layer in layers:
                    for entry in layer.get("passes", []):
                        if entry.get("pass") != pass_name:
                            continue
                        measured = measured_ms(entry, args.reference,
                                               pytorch.get(layer["name"]))
                        if measured is None or layer["name"] not in predicted:
                            complete = False
                            continue
                        p = predicted[layer["name"]]
                        errors.setdefault((precision, pass_name), []).append(
                            abs(p - measured) / measured * 100)
                        pred_sum += p
                        meas_sum += measured
                if meas_sum > 0 and complete:
                    sums.setdefault((precision, pass_name), []).append(
                        (net, pred_sum, meas_sum))

    print(f"Model: {args.model}; reference: {args.reference}\n")
    print("| precision | pass | layers | median error % | mean error % | worst % "
          "| network sums within 10% | median network-sum error % |")
    print("|---|---|---|---|---|---|---|---|")
    for key in sorted(errors):
        e = errors[key]
        s = sums.get(key, [])
        sum_errors = [abs(p - m) / m * 100 for _, p, m in s]
        within = sum(1 for x in sum_errors if x <= 10)
        print(f"| {key[0]} | {key[1]} | {len(e)} | {statistics.median(e):.1f} | "
              f"{statistics.mean(e):.1f} | {max(e):.0f} | {within} of {len(s)} | "
              f"{statistics.median(sum_errors) if sum_errors else float('nan'):.1f} |")
    if args.sums:
        print("\n| precision | pass | net | predicted ms | measured ms | error % |")
        print("|---|---|---|---|---|---|")
        for key in sorted(sums):
            for net, p, m in sums[key]:
                print(f"| {key[0]} | {key[1]} | {net} | {p:.3f} | {m:.3f} | {(p - m) / m * 100:+.1f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
