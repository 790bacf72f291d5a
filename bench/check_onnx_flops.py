#!/usr/bin/env python3
"""Compare `netc summarize --format json` with PyTorch's FLOP counts.

Reads <out>/torch_counts.json (bench/export_torchvision.py), runs netc on each
exported model and prints, per model: convolution and matrix-product FLOPs
for the forward pass and the training step, PyTorch's and netc's, their
relative difference, and the parameter counts. A row passes when both FLOP
figures agree within --tolerance (1%) and the parameters are equal. With
--memory it also prints netc's training memory beside PyTorch's measured peak
(training_peak_bytes, where export_torchvision.py --memory recorded one).

netc's side: torch.utils.flop_counter counts convolutions and matrix
products only, so netc's figure is built from the same layers: 2 FLOPs per
multiply-add (each layer's `multiply_adds`) forward; in a training step the
forward pass, the data gradient (2 per multiply-add, or none for a layer
reading the network input, as PyTorch skips it) and the weight gradient
(2 per multiply-add).

  python3 bench/check_onnx_flops.py --netc build/bin/netc --out out/torchvision
"""

import argparse
import json
import os
import subprocess
import sys


def netc_counts(netc, onnx_path, batch):
    command = [netc, "summarize", onnx_path, "--format", "json", "--batch", str(batch)]
    result = subprocess.run(command, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(result.stderr.strip() or f"netc exited with {result.returncode}")
    summary = json.loads(result.stdout)
    forward = training = 0
    for layer in summary["layers"]:
        macs = layer.get("multiply_adds", 0)
        if macs == 0:
            continue
        forward += 2 * macs
        data_gradient = 2 * macs if layer["flops_backward_data"] > 0 else 0
        training += 2 * macs + data_gradient + 2 * macs
    totals = summary["totals"]
    return {"forward": forward, "training": training, "parameters": totals["params"],
            "training_bytes": totals["training_bytes"]}


def relative(a, b):
    return abs(a - b) / max(abs(b), 1)


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--netc", default="build/bin/netc")
    parser.add_argument("--out", default="out/torchvision")
    parser.add_argument("--exporter", default=None,
                        help="only this exporter's models (default: every one recorded)")
    parser.add_argument("--tolerance", type=float, default=0.01)
    parser.add_argument("--memory", action="store_true")
    parser.add_argument("--json", default=None, help="also write the table as JSON here")
    args = parser.parse_args()

    with open(os.path.join(args.out, "torch_counts.json")) as f:
        counts = json.load(f)
    header = (f"{'exporter':<11} {'model':<20} {'fwd torch GF':>12} {'fwd netc GF':>12} "
              f"{'diff':>7} {'train torch GF':>14} {'train netc GF':>14} {'diff':>7} "
              f"{'params torch':>12} {'params netc':>12}  result")
    if args.memory:
        header += f"  {'peak torch MiB':>14} {'netc train MiB':>14} {'diff':>7}"
    print("FLOPs: convolutions and matrix products, one multiply-add = 2 FLOPs")
    print(header)
    rows, failures = [], 0
    for exporter, models in sorted(counts.items()):
        if args.exporter and exporter != args.exporter:
            continue
        for name, torch_entry in models.items():
            path = os.path.join(args.out, torch_entry["onnx"])
            batch = torch_entry["input_shape"][0]
            try:
                ours = netc_counts(args.netc, path, batch)
            except Exception as error:
                failures += 1
                print(f"{exporter:<11} {name:<20} netc FAILED: {error}")
                rows.append({"exporter": exporter, "model": name, "error": str(error)})
                continue
            fwd_diff = relative(ours["forward"], torch_entry["forward_flops"])
            train_diff = relative(ours["training"], torch_entry["training_flops"])
            params_equal = ours["parameters"] == torch_entry["parameters"]
            passed = fwd_diff <= args.tolerance and train_diff <= args.tolerance and params_equal
            failures += 0 if passed else 1
            line = (f"{exporter:<11} {name:<20} {torch_entry['forward_flops'] / 1e9:12.4f} "
                    f"{ours['forward'] / 1e9:12.4f} {100 * fwd_diff:6.2f}% "
                    f"{torch_entry['training_flops'] / 1e9:14.4f} {ours['training'] / 1e9:14.4f} "
                    f"{100 * train_diff:6.2f}% {torch_entry['parameters']:12d} "
                    f"{ours['parameters']:12d}  {'ok' if passed else 'MISMATCH'}")
            row = {"exporter": exporter, "model": name, "torch": torch_entry, "netc": ours,
                   "forward_difference": fwd_diff, "training_difference": train_diff,
                   "passed": passed}
            peak = torch_entry.get("training_peak_bytes")
            if args.memory and peak:
                memory_diff = relative(ours["training_bytes"], peak)
                line += (f"  {peak / 2**20:14.1f} {ours['training_bytes'] / 2**20:14.1f} "
                         f"{100 * memory_diff:6.1f}%")
                row["training_memory_difference"] = memory_diff
            print(line, flush=True)
            rows.append(row)
    if args.json:
        with open(args.json, "w") as f:
            json.dump(rows, f, indent=1)
    print(f"{len(rows) - failures} of {len(rows)} models within {100 * args.tolerance:g}% "
          f"with equal parameter counts")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
