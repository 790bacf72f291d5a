#!/usr/bin/env python3
"""The depthwise kernels' bench: one network of depthwise convolutions per
precision and kernel, for timing both kernels side by side and fitting their
rates (standard library only).

  depthwise.py make OUT [--netc build/bin/netc] [--profile devices/h200.json]
                        [--precisions fp32,bf16] [--shapes 48] [--seed 1]
                        [--least-outputs N] [--no-compile]
      here: OUT/<variant>-<precision>/net.mlir and lowered/ (nvcc compiles
      the cubin; not with --no-compile, for scoring plans only), every
      convolution run by `variant` (`netc lower
      --conv-variant`): grouped_direct (one output a thread) and
      depthwise_direct (four channels of a strip of columns a thread; the
      catalog leaves stride-2 3x3 layers to grouped_direct, and since
      2026-11-30 those stay there: call 3's plans, lowered before, ran the
      strip on them too);
      OUT/shapes.json lists the layers

The shapes are drawn (seeded) from the channel counts, image sizes, filters
and strides of mobile networks, at batches 1 to 128 but never 64, the batch
the torchvision models are timed at: those stay held out. Pads are
PyTorch's, (k - 1) / 2 on every side. On the GPU machine `netc-runtime run`
times each lowered directory (docs/results/2026-11-30-depthwise-strip-h200
has the call script).
"""
import argparse
import json
import os
import random
import sys

import kstruct  # the same directory: its lowering step

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
VARIANTS = ("grouped_direct", "depthwise_direct")
CHANNELS = (16, 24, 32, 40, 72, 96, 120, 144, 184, 240, 336, 480, 672, 960, 1152)
IMAGES = (7, 14, 28, 56, 112)
FILTERS = (3, 3, 5, 7)  # 3 x 3 twice as often, as in the nets
BATCHES = (1, 8, 16, 32, 128)
MOST_ELEMENTS = 64 * 112 * 112 * 96  # the largest tensor of the mobile nets at batch 64


def output_elements(n, image, channels, kernel, stride):
    pad = (kernel - 1) // 2
    out = (image + 2 * pad - kernel) // stride + 1
    return n * out * out * channels


def draw_shapes(count, seed, least_outputs=0):
    """(tag, batch, image, channels, filter, stride) for `count` layers, each
    of at least `least_outputs` output elements (0: any). The first bench
    (least_outputs 0) was mostly layers under one wave of the strip kernel,
    where a thread's latency decides; the models' layers at batch 64 run
    waves of them (a wave of the strip is about 132 SMs x 6 blocks x 128
    threads x 4 channels x 7 columns, 2.8 M outputs)."""
    def wanted(c, h, k, s, n):
        return n * h * h * c <= MOST_ELEMENTS and output_elements(n, h, c, k, s) >= least_outputs

    rng = random.Random(seed)
    shapes, seen = [], set()
    possible = [(c, h, k, s, n) for c in CHANNELS for h in IMAGES for k in set(FILTERS)
                for s in (1, 2) for n in BATCHES if wanted(c, h, k, s, n)]
    if len(possible) < count:
        raise ValueError(f"only {len(possible)} distinct layers have {least_outputs} outputs "
                         f"or more: ask for fewer")
    while len(shapes) < count:
        c, h = rng.choice(CHANNELS), rng.choice(IMAGES)
        k, s, n = rng.choice(FILTERS), rng.choice((1, 1, 2)), rng.choice(BATCHES)
        if (c, h, k, s, n) in seen or not wanted(c, h, k, s, n):
            continue
        seen.add((c, h, k, s, n))
        shapes.append((f"dw{len(shapes)}_n{n}_h{h}_c{c}_k{k}_s{s}", n, h, c, k, s))
    return shapes


def depthwise_line(value, tag, n, image, channels, kernel, stride):
    pad = (kernel - 1) // 2
    out = (image + 2 * pad - kernel) // stride + 1
    x = f"tensor<{n}x{image}x{image}x{channels}xf32>"
    y = f"tensor<{n}x{out}x{out}x{channels}xf32>"
    return [f'  %{value} = net.input "{tag}/in" : {x}',
            f'  %{value + 1} = net.conv2d "{tag}" %{value} {{bias = true, '
            f'filter = array<i64: {kernel}, {kernel}, 1, {channels}>, groups = {channels} : i64, '
            f'pad = array<i64: {pad}, {pad}>, padding = #net<padding explicit>, '
            f'strides = array<i64: {stride}, {stride}>}} : {x} -> {y}']


def command_make(args):
    try:
        shapes = draw_shapes(args.shapes, args.seed, args.least_outputs)
    except ValueError as error:
        sys.exit(f"depthwise.py make: --least-outputs {args.least_outputs}: {error}")
    os.makedirs(args.out, exist_ok=True)
    with open(os.path.join(args.out, "shapes.json"), "w") as f:
        json.dump([dict(zip(("tag", "batch", "image", "channels", "filter", "stride"), s))
                   for s in shapes], f, indent=1)
    for precision in args.precisions.split(","):
        for variant in VARIANTS:
            name = f"dw_{variant}-{precision}"
            directory = os.path.join(args.out, name)
            lines = [f'net.network "{name}" {{']
            for i, shape in enumerate(shapes):
                lines += depthwise_line(2 * i, *shape)
            lines.append("}")
            os.makedirs(directory, exist_ok=True)
            with open(os.path.join(directory, "net.mlir"), "w") as f:
                f.write("\n".join(lines) + "\n")
            seconds = kstruct.lower_network("depthwise.py make", args.netc, directory,
                                            args.profile, precision, ["--conv-variant", variant],
                                            args.no_compile)
            launches = json.load(open(os.path.join(directory, "lowered", "plan.json")))["launches"]
            # The catalog leaves stride-2 3x3 layers to the grouped kernel
            # (KernelCatalog.cpp, depthwiseConfig): those stay there.
            left = [l["kernel"] for l in launches
                    if l["variant"] == "grouped_direct" and variant == "depthwise_direct"]
            wrong = [l["kernel"] for l in launches
                     if l["variant"] != variant and l["kernel"] not in left]
            if wrong:
                sys.exit(f"depthwise.py make: {name}: {len(wrong)} launches not on {variant}: "
                         f"{', '.join(wrong[:5])}")
            print(f"depthwise.py make: {name}: {len(shapes)} layers"
                  + (f" ({len(left)} the catalog leaves to grouped_direct)" if left else "")
                  + f", lowered in {seconds:.0f} s", flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("make")
    p.add_argument("out")
    p.add_argument("--netc", default=os.path.join(ROOT, "build", "bin", "netc"))
    p.add_argument("--profile", default="h200")
    p.add_argument("--precisions", default="fp32,bf16")
    p.add_argument("--shapes", type=int, default=48)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--least-outputs", type=int, default=0,
                   help="draw only layers of at least this many output elements (default 0: "
                        "any; 5600000 keeps layers of two waves of the strip kernel or more, "
                        "as the models run at batch 64)")
    p.add_argument("--no-compile", action="store_true",
                   help="plans and kernels.cu only (no nvcc): enough to fit and score")
    args = parser.parse_args()
    if args.shapes < 1:
        sys.exit("depthwise.py: --shapes must be at least 1")
    return command_make(args)


if __name__ == "__main__":
    sys.exit(main())
