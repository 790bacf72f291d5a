#!/usr/bin/env python3
"""Export torchvision's CNNs to ONNX and record PyTorch's own FLOP counts.

For the GPU machine (PyTorch, torchvision and onnx installed; no internet
needed: weights=None builds randomly initialised models). For each model:

  * <out>/<exporter>/<model>.onnx (exporter: dynamo, dynamo-optimized,
    torchscript) with its weights as external data
    (<model>.onnx.data beside it), exported in eval mode;
  * torch.utils.flop_counter's FLOPs (convolutions and matrix products, the
    ops it counts; one multiply-add = 2 FLOPs) for the forward pass and for a
    training step (forward + backward), and the model's parameter count;
  * with --memory and a GPU: the peak memory of one training step
    (torch.cuda.max_memory_allocated), for `netc summarize --memory`.

Everything goes into <out>/torch_counts.json, which bench/check_onnx_flops.py
compares with `netc summarize --format json`.

  python3 bench/export_torchvision.py --out out/torchvision
  python3 bench/export_torchvision.py --exporter torchscript --models resnet18
"""

import argparse
import json
import os
import sys
import time

MODELS = [
    "resnet18", "resnet50", "resnext50_32x4d", "vgg16", "alexnet", "googlenet",
    "inception_v3", "densenet121", "mobilenet_v2", "mobilenet_v3_large",
    "efficientnet_b0", "regnet_y_400mf", "shufflenet_v2_x1_0", "squeezenet1_1",
    "convnext_tiny",
]

# Models whose auxiliary classifiers run only in training mode: without them
# the exported (eval) graph and the counted training step are the same net.
EXTRA_ARGS = {
    "googlenet": {"aux_logits": False, "init_weights": True},
    "inception_v3": {"aux_logits": False, "init_weights": True},
}
IMAGE_SIZE = {"inception_v3": 299}


def build(name):
    import torchvision
    return getattr(torchvision.models, name)(weights=None, **EXTRA_ARGS.get(name, {}))


def count_flops(model, x, training):
    """FLOPs torch.utils.flop_counter counts, in total and per op."""
    import torch
    from torch.utils.flop_counter import FlopCounterMode
    model.zero_grad(set_to_none=True)
    with FlopCounterMode(display=False) as counter:
        if training:
            model(x).sum().backward()
        else:
            with torch.no_grad():
                model(x)
    per_op = {str(op): int(n) for op, n in counter.get_flop_counts().get("Global", {}).items()}
    return int(counter.get_total_flops()), per_op


def training_peak_bytes(model, x):
    """Peak CUDA memory of one training step beyond the weights already there."""
    import torch
    model = model.cuda().train()
    x = x.cuda()
    model.zero_grad(set_to_none=True)
    torch.cuda.synchronize()
    torch.cuda.reset_peak_memory_stats()
    model(x).sum().backward()
    torch.cuda.synchronize()
    peak = torch.cuda.max_memory_allocated()
    model.cpu()
    torch.cuda.empty_cache()
    return int(peak)


def export(model, x, path, exporter, opset, optimize):
    """Writes `path` (+ `path`.data). Batch norm stays a layer of its own:
    the TorchScript exporter folds it into the convolution in EVAL mode
    (TrainingMode.PRESERVE of an eval model keeps it), and onnxscript's
    optimizer may fold it too (--optimize turns that optimizer on), which
    would leave the ONNX graph with fewer parameters than the model."""
    import torch
    kwargs = dict(input_names=["input"], output_names=["logits"], external_data=True)
    if opset:
        kwargs["opset_version"] = opset
    if exporter == "dynamo":
        torch.onnx.export(model, (x,), path, dynamo=True, optimize=optimize, **kwargs)
    else:
        torch.onnx.export(model, (x,), path, dynamo=False, do_constant_folding=True,
                          training=torch.onnx.TrainingMode.PRESERVE, **kwargs)


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", default="out/torchvision")
    parser.add_argument("--models", nargs="*", default=MODELS)
    parser.add_argument("--exporter", choices=["dynamo", "torchscript"], default="dynamo")
    parser.add_argument("--opset", type=int, default=None,
                        help="opset_version (default: the exporter's)")
    parser.add_argument("--batch", type=int, default=1)
    parser.add_argument("--optimize", action="store_true",
                        help="run onnxscript's optimizer in the dynamo exporter (it may fold "
                             "batch norm into convolutions)")
    parser.add_argument("--memory", action="store_true",
                        help="also measure one training step's peak CUDA memory")
    args = parser.parse_args()

    import torch
    torch.manual_seed(0)
    variant = args.exporter + ("-optimized" if args.optimize and args.exporter == "dynamo" else "")
    directory = os.path.join(args.out, variant)
    os.makedirs(directory, exist_ok=True)
    counts_path = os.path.join(args.out, "torch_counts.json")
    counts = {}
    if os.path.exists(counts_path):
        with open(counts_path) as f:
            counts = json.load(f)
    failures = 0
    for name in args.models:
        started = time.time()
        size = IMAGE_SIZE.get(name, 224)
        try:
            model = build(name).eval()
            x = torch.randn(args.batch, 3, size, size)
            forward, forward_ops = count_flops(model, x, training=False)
            training, training_ops = count_flops(model, x, training=True)
            path = os.path.join(directory, name + ".onnx")
            export(model, x, path, args.exporter, args.opset, args.optimize)
            entry = {
                "onnx": os.path.relpath(path, args.out),
                "exporter": args.exporter,
                "optimized": bool(args.optimize and args.exporter == "dynamo"),
                "input_shape": list(x.shape),
                "parameters": sum(p.numel() for p in model.parameters()),
                "forward_flops": forward,
                "training_flops": training,
                "forward_flops_by_op": forward_ops,
                "training_flops_by_op": training_ops,
                "torch": torch.__version__,
                "flop_convention": "torch.utils.flop_counter: conv and matmul, multiply-add = 2",
            }
            if args.memory and torch.cuda.is_available():
                entry["training_peak_bytes"] = training_peak_bytes(model, x)
                entry["device"] = torch.cuda.get_device_name()
            counts.setdefault(variant, {})[name] = entry
            print(f"{name}: exported in {time.time() - started:.1f} s, forward "
                  f"{forward / 1e9:.3f} GFLOP, training {training / 1e9:.3f} GFLOP",
                  flush=True)
        except Exception as error:  # keep exporting the others, report at the end
            failures += 1
            print(f"{name}: FAILED: {type(error).__name__}: {error}", file=sys.stderr,
                  flush=True)
        with open(counts_path, "w") as f:
            json.dump(counts, f, indent=1, sort_keys=True)
    print(f"wrote {counts_path}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
