#!/usr/bin/env python3
"""Check netc on the torchvision models bench/export_torchvision.py exported.

Reads <out>/torch_counts.json and, for every exported graph, runs

  netc summarize <model>.onnx --format json   parameters and FLOPs
  netc summarize ... --batch <memory batch>   training memory (with --memory)
  netc predict <model>.onnx --device h100     the cost model's forward time
  netc lower <model>.onnx --no-compile        kernels for every layer?

and prints one row per model: convolution and matrix-product FLOPs of the
forward pass and of a training step, PyTorch's and netc's, and their
relative difference; the parameter counts; with --memory, PyTorch's measured
training peak beside netc's training memory; the predicted forward time; and
whether the lowering succeeded (else its first error). The FLOPs and
parameters decide the row's result: FLOPs within --tolerance (1%) and equal
parameter counts. The dynamo-optimized variant may fold batch norm into the
convolutions, so its parameter count is reported, not required to match.
The graphs need not have their .data files: netc reads shapes only.

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
import re
import subprocess
import sys
import tempfile


REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run_netc(netc, arguments):
    # A netc carried to another machine finds the device profiles here.
    env = dict(os.environ)
    env.setdefault("NETC_DEVICES_DIR", os.path.join(REPO, "devices"))
    result = subprocess.run([netc] + arguments, capture_output=True, text=True, env=env)
    if result.returncode != 0:
        lines = (result.stderr.strip() or f"netc exited with {result.returncode}").splitlines()
        raise RuntimeError(lines[0])
    return result.stdout


def netc_counts(netc, onnx_path, batch):
    summary = json.loads(run_netc(netc, ["summarize", onnx_path, "--format", "json",
                                         "--batch", str(batch)]))
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


def netc_training_bytes(netc, onnx_path, batch):
    """netc's own training memory and its model of PyTorch's training step
    (`--memory-model pytorch`, docs/analysis.md), in bytes."""
    summary = json.loads(run_netc(netc, ["summarize", onnx_path, "--format", "json",
                                         "--batch", str(batch)]))
    totals = summary["totals"]
    return totals["training_bytes"], totals["pytorch_training"]["peak_bytes"]


def netc_predicted_ms(netc, onnx_path, device):
    """The forward pass's predicted total: the table's 'Sum' row."""
    text = run_netc(netc, ["predict", onnx_path, "--device", device])
    for line in text.splitlines():
        if line.strip().startswith("Sum"):
            numbers = re.findall(r"[0-9]+\.[0-9]+", line)
            if numbers:
                return float(numbers[0])
    raise RuntimeError("no 'Sum' row in netc predict's output")


def netc_lowers(netc, onnx_path):
    """'ok', or the lowering's first error."""
    with tempfile.TemporaryDirectory() as directory:
        try:
            run_netc(netc, ["lower", onnx_path, "--target", "sm_90", "--no-compile", "-o",
                            directory])
            return "ok"
        except RuntimeError as error:
            # "<path>: error: layer 'x': ..." -> "layer 'x': ..."
            return str(error).split(": error: ", 1)[-1].split(" (supported: ")[0]


def relative(a, b):
    return abs(a - b) / max(abs(b), 1)


def run_checks(netc, out, tolerance=0.01, memory=False, device="h100", variant=None,
               text_path=None, json_path=None):
    """Prints (and writes) the table; returns 0 when every row passed."""
    with open(os.path.join(out, "torch_counts.json")) as f:
        counts = json.load(f)
    lines = []

    def emit(line):
        print(line, flush=True)
        lines.append(line)

    emit("FLOPs: convolutions and matrix products, one multiply-add = 2 FLOPs; "
         f"predicted: netc's forward time on {device}")
    header = (f"{'variant':<16} {'model':<19} {'fwd torch GF':>12} {'fwd netc GF':>11} "
              f"{'diff':>6} {'train torch GF':>14} {'train netc GF':>13} {'diff':>6} "
              f"{'params torch':>12} {'params netc':>11} {'result':<8}")
    if memory:
        header += (f" {'batch':>5} {'peak torch MiB':>14} {'netc MiB':>9} {'diff':>6}"
                   f" {'pytorch-model MiB':>17} {'diff':>6}")
    header += f" {'pred ms':>8}  lower"
    emit(header)
    rows, failures = [], 0
    for variant_name, models in sorted(counts.items()):
        if variant and variant_name != variant:
            continue
        for name, torch_entry in models.items():
            path = os.path.join(out, torch_entry["onnx"])
            batch = torch_entry["input_shape"][0]
            try:
                ours = netc_counts(netc, path, batch)
            except Exception as error:
                failures += 1
                emit(f"{variant_name:<16} {name:<19} netc summarize FAILED: {error}")
                rows.append({"variant": variant_name, "model": name, "error": str(error)})
                continue
            fwd_diff = relative(ours["forward"], torch_entry["forward_flops"])
            train_diff = relative(ours["training"], torch_entry["training_flops"])
            params_equal = ours["parameters"] == torch_entry["parameters"]
            flops_ok = fwd_diff <= tolerance and train_diff <= tolerance
            folded = torch_entry.get("optimized", False)
            passed = flops_ok and (params_equal or folded)
            result = "ok" if passed else ("FLOPS" if not flops_ok else "PARAMS")
            if passed and not params_equal:
                result = "ok(fold)"
            failures += 0 if passed else 1
            line = (f"{variant_name:<16} {name:<19} {torch_entry['forward_flops'] / 1e9:12.4f} "
                    f"{ours['forward'] / 1e9:11.4f} {100 * fwd_diff:5.2f}% "
                    f"{torch_entry['training_flops'] / 1e9:14.4f} "
                    f"{ours['training'] / 1e9:13.4f} {100 * train_diff:5.2f}% "
                    f"{torch_entry['parameters']:12d} {ours['parameters']:11d} {result:<8}")
            row = {"variant": variant_name, "model": name, "torch": torch_entry, "netc": ours,
                   "forward_difference": fwd_diff, "training_difference": train_diff,
                   "parameters_equal": params_equal, "passed": passed}
            if memory:
                peak = torch_entry.get("training_peak_bytes")
                memory_batch = torch_entry.get("memory_batch", batch)
                if peak:
                    try:
                        ours_bytes, modelled = netc_training_bytes(netc, path, memory_batch)
                        memory_diff = relative(ours_bytes, peak)
                        # Signed: the model leaves out cuDNN's workspaces, so it
                        # should fall short, never far above.
                        modelled_diff = (modelled - peak) / peak
                        line += (f" {memory_batch:5d} {peak / 2**20:14.1f} "
                                 f"{ours_bytes / 2**20:9.1f} {100 * memory_diff:5.1f}%"
                                 f" {modelled / 2**20:17.1f} {100 * modelled_diff:+5.1f}%")
                        row.update(netc_training_bytes=ours_bytes,
                                   training_memory_difference=memory_diff,
                                   pytorch_model_bytes=modelled,
                                   pytorch_model_difference=modelled_diff)
                    except Exception as error:
                        line += (f" {'':>5} {peak / 2**20:14.1f} {'failed':>9} {'':>6}"
                                 f" {'':>17} {'':>6}")
                        row["memory_error"] = str(error)
                else:
                    line += f" {'':>5} {'-':>14} {'-':>9} {'':>6} {'-':>17} {'':>6}"
            try:
                predicted = netc_predicted_ms(netc, path, device)
                line += f" {predicted:8.3f}"
                row["predicted_forward_ms"] = predicted
            except Exception as error:
                line += f" {'FAILED':>8}"
                row["predict_error"] = str(error)
            lowered = netc_lowers(netc, path)
            line += f"  {lowered}"
            row["lower"] = lowered
            emit(line)
            rows.append(row)
    emit(f"{len(rows) - failures} of {len(rows)} graphs: FLOPs within {100 * tolerance:g}% "
         f"and parameters equal (folded batch norm excepted); "
         f"{sum(1 for r in rows if 'predicted_forward_ms' in r)} predicted; "
         f"{sum(1 for r in rows if r.get('lower') == 'ok')} lowered")
    if text_path:
        with open(text_path, "w") as f:
            f.write("\n".join(lines) + "\n")
    if json_path:
        with open(json_path, "w") as f:
            json.dump(rows, f, indent=1)
    return 1 if failures else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--netc", default="build/bin/netc")
    parser.add_argument("--out", default="out/torchvision")
    parser.add_argument("--variant", default=None,
                        help="only this export variant (default: every one recorded)")
    parser.add_argument("--tolerance", type=float, default=0.01)
    parser.add_argument("--memory", action="store_true",
                        help="also compare training memory with PyTorch's measured peak")
    parser.add_argument("--device", default="h100", help="netc predict's --device")
    parser.add_argument("--json", default=None, help="also write the table as JSON here")
    args = parser.parse_args()
    return run_checks(args.netc, args.out, args.tolerance, args.memory, args.device,
                      args.variant, json_path=args.json)


if __name__ == "__main__":
    sys.exit(main())
