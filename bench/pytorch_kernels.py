#!/usr/bin/env python3
"""pytorch_kernels.py - which CUDA kernels PyTorch runs for a plan layer's pass, and how long each takes.

    python3 bench/pytorch_kernels.py PLAN.json --precision bf16 \\
        --layers inception_4d/3x3_reduce,conv2 [--pass backward_filter] [--calls 20]

For each named layer and pass this builds the layer exactly as
bench/pytorch_column.py times it (bench/pytorch_plan.py's Layer) (same operands, channels_last, the same
autograd targets per pass, cudnn.benchmark), warms it up, then runs --calls
eager calls under torch.profiler and prints every CUDA kernel with its mean
duration per call (the profiler's kernel records: GPU time, no host). The
reference cross-check flags a layer when netc-runtime's reference and
PyTorch disagree; this says what PyTorch ran, so that the flag can be
explained by the kernels rather than guessed.

Passes: forward, fused_forward (torch.cudnn_convolution_relu), backward_data,
backward_filter, weight_gradient (the filter gradient alone: no activation
gradient, no bias).

Exit status: 0 when every layer ran, 1 when one failed (its error printed),
2 on bad arguments or an unreadable plan.
"""

import argparse
import collections
import json
import sys

import torch
from torch.profiler import ProfilerActivity, profile

import pytorch_plan

PASSES = ("forward", "fused_forward", "backward_data", "backward_filter", "weight_gradient")


def pass_call(layer, spec, pass_name, dtype, device):
    """A no-argument callable running one pass of `layer` on fresh operands."""
    needs_data = pass_name == "backward_data"
    inputs = [pytorch_plan.random_tensor(shape, dtype, device, needs_data)
              for shape in spec["input_shapes"]]
    dy = pytorch_plan.random_tensor(spec["output_shape"], dtype, device)
    if pass_name == "forward":
        return lambda: layer.forward(inputs)
    if pass_name == "fused_forward":
        if not layer.has_fused_forward():
            raise ValueError("no fused form (a conv2d with relu and symmetric padding)")
        return lambda: layer.fused_forward(inputs)
    if pass_name == "backward_data":
        out = layer.core(inputs) if layer.has_weights() else layer.forward(inputs)
        targets = layer.data_gradient_targets(inputs)
        grad = dy.reshape(out.shape)
        return lambda: torch.autograd.grad(out, targets, grad_outputs=grad, retain_graph=True)
    if pass_name == "backward_filter":
        out = layer.forward([x.detach() for x in inputs])
        grad = dy.reshape(out.shape)
        return lambda: torch.autograd.grad(out, layer.params, grad_outputs=grad,
                                           retain_graph=True)
    if pass_name == "weight_gradient":
        if layer.op != "conv2d":
            raise ValueError("weight_gradient is for conv2d layers")
        out = layer.core([x.detach() for x in inputs])
        grad = dy.reshape(out.shape)
        return lambda: torch.autograd.grad(out, [layer.weight], grad_outputs=grad,
                                           retain_graph=True)
    raise ValueError(f"unknown pass '{pass_name}'")


def kernels_of(call, calls):
    """{kernel name: (total us, count)} of `calls` calls after warm-up."""
    for _ in range(5):  # cudnn.benchmark's autotuning and lazy loading happen here
        call()
    torch.cuda.synchronize()
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        for _ in range(calls):
            call()
        torch.cuda.synchronize()
    totals = collections.defaultdict(lambda: [0.0, 0])
    for event in prof.events():
        if event.device_type == torch.autograd.DeviceType.CUDA:
            entry = totals[event.name]
            # us; the name changed from cuda_* to device_* in PyTorch 2.4
            entry[0] += getattr(event, "device_time_total", None) or \
                getattr(event, "cuda_time_total", 0.0)
            entry[1] += 1
    return totals


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("plan", help="a plan.json (netc profile --emit-plan)")
    parser.add_argument("--precision", default="fp32", choices=pytorch_plan.PRECISIONS)
    parser.add_argument("--layers", required=True, help="comma-separated layer names")
    parser.add_argument("--pass", dest="passes", default="backward_filter",
                        help="comma-separated passes: " + ", ".join(PASSES))
    parser.add_argument("--calls", type=int, default=20, help="profiled calls (default 20)")
    parser.add_argument("--benchmark-limit", type=int, default=None,
                        help="torch.backends.cudnn.benchmark_limit (default PyTorch's)")
    args = parser.parse_args()
    passes = args.passes.split(",")
    for name in passes:
        if name not in PASSES:
            parser.error(f"--pass: expected {', '.join(PASSES)}, got '{name}'")
    if args.calls < 1:
        parser.error("--calls must be at least 1")
    try:
        with open(args.plan) as file:
            plan = json.load(file)
        specs = {s["name"]: s for s in plan["layers"]}
    except (OSError, ValueError, KeyError, TypeError) as error:
        print(f"pytorch_kernels: {args.plan}: cannot read the plan: {error}", file=sys.stderr)
        return 2
    if not torch.cuda.is_available():
        print("pytorch_kernels: no CUDA device", file=sys.stderr)
        return 2
    pytorch_plan.configure(args.precision, args.benchmark_limit)
    dtype, device = pytorch_plan.DTYPES[args.precision], torch.device("cuda")
    failed = False
    for name in args.layers.split(","):
        spec = specs.get(name)
        if spec is None:
            print(f"pytorch_kernels: layer '{name}' is not in {args.plan}", file=sys.stderr)
            failed = True
            continue
        layer = pytorch_plan.Layer(spec, dtype, device)
        for pass_name in passes:
            try:
                totals = kernels_of(pass_call(layer, spec, pass_name, dtype, device), args.calls)
            except Exception as error:  # one layer's failure is reported, the rest run
                print(f"{name} {pass_name}: failed: {type(error).__name__}: {error}")
                failed = True
                continue
            total = sum(t for t, _ in totals.values()) / args.calls
            print(f"{name} {pass_name} ({args.precision}): {total:.1f} us of kernels per call")
            for kernel, (us, count) in sorted(totals.items(), key=lambda kv: -kv[1][0]):
                print(f"  {us / args.calls:9.1f} us  x{count / args.calls:g}  {kernel[:140]}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
