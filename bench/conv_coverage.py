#!/usr/bin/env python3
# ===- conv_coverage.py - Every convolution lowers, for every precision and target -===#
#
# Issue 16: every convolution the net dialect accepts lowers for every
# precision (fp32, tf32, bf16, fp16) and every target netc generates for, a
# generic kernel at worst; a refusal names its real cause.
#
#   conv_coverage.py lower --bin BIN [--count N] [--seed S] [--hostile-only] [--compile]
#                          [--targets sm_90,sm_61] [--precisions fp32,tf32,bf16,fp16]
#       lowers (netc lower --no-compile) bench/conv_sweep.py's designed sample of
#       N shapes (issue 15's ranges: channels 1-2048 with 1, 3 and 4, filters to
#       11x11 and non-square, strides 1-4, pads from 0 to past the filter,
#       outputs 1x1 to 512x512) and HOSTILE below (what the sample never draws:
#       asymmetric pads, dilation, groups and depthwise, strides past the
#       filter, filters past 11x11, a direct-kernel shape whose staged band is
#       past 48 KiB) in every precision for every target, in chunks of
#       independent convolutions; a chunk that fails is lowered shape by shape
#       so that each rejection is named with its message. Exit 1 on any.
#       --compile also compiles every chunk (nvcc, or clang for sm_61): a
#       kernel the catalog offers that does not compile is a rejection too.
#   conv_coverage.py plans -o DIR --bin BIN [--sample N] [--targets ...] [--precisions ...]
#       HOSTILE and the first N shapes of the sample small enough to check in
#       a moment (at most 5e7 multiply-adds and 4e6 elements per tensor) as
#       compiled plans (netc lower, nvcc or clang), one directory per target
#       and precision, DIR/<target>-<precision>/, for bench/coverage-check.sh
#       to run on a GPU with every launch checked.
#
# ===----------------------------------------------------------------------===#

import argparse
import os
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import conv_sweep  # noqa: E402  (the designed sample of issue 15)

PRECISIONS = ("fp32", "tf32", "bf16", "fp16")
TARGETS = ("sm_90", "sm_80", "sm_61")


def hostile_shape(name, batch, hw, cin, cout, filt, strides=(1, 1), pad=(0, 0, 0, 0),
                  dilation=(1, 1), groups=1):
    """A convolution the sample does not draw; pad is [top, left, bottom, right]."""
    return {"id": name, "batch": batch, "in": list(hw), "cin": cin, "cout": cout,
            "filter": list(filt), "strides": list(strides), "pad": list(pad),
            "dilation": list(dilation), "groups": groups}


# Small enough that cuDNN checks every launch in a second or two.
HOSTILE = [
    # The cases: padding at least the filter.
    hostile_shape("h_1x1_pad3_stride2", 2, (9, 11), 16, 24, (1, 1), (2, 2), (3, 3, 3, 3)),
    hostile_shape("h_3x3_pad3", 2, (8, 8), 16, 32, (3, 3), (1, 1), (3, 3, 3, 3)),
    hostile_shape("h_3x3_pad5_stride2", 2, (9, 11), 8, 4, (3, 3), (2, 2), (5, 5, 5, 5)),
    hostile_shape("h_1x1_pad6_stride4", 3, (10, 7), 5, 6, (1, 1), (4, 4), (6, 6, 6, 6)),
    # Asymmetric pads, larger than the filter on some sides.
    hostile_shape("h_asym_3x3", 2, (12, 10), 8, 16, (3, 3), (1, 1), (0, 3, 5, 1)),
    hostile_shape("h_asym_5x2_s3", 2, (17, 13), 3, 7, (5, 2), (3, 2), (4, 0, 1, 6)),
    hostile_shape("h_asym_1x1", 2, (6, 6), 32, 8, (1, 1), (1, 1), (2, 0, 0, 3)),
    # One input channel, channels not a multiple of 4 or 8.
    hostile_shape("h_cin1_5x5", 4, (28, 28), 1, 50, (5, 5)),
    hostile_shape("h_cin1_cout1", 2, (16, 16), 1, 1, (3, 3), (1, 1), (1, 1, 1, 1)),
    hostile_shape("h_cin3_cout5", 2, (15, 15), 3, 5, (3, 3), (2, 2), (1, 1, 1, 1)),
    hostile_shape("h_cin6_cout10", 2, (14, 14), 6, 10, (3, 3), (1, 1), (1, 1, 1, 1)),
    hostile_shape("h_cin12_cout20", 2, (9, 9), 12, 20, (3, 3), (1, 1), (1, 1, 1, 1)),
    hostile_shape("h_cin7_cout13", 2, (11, 11), 7, 13, (2, 2), (1, 1), (0, 0, 1, 1)),
    # Non-square filters up to 11x11 and beyond; strides past the filter.
    hostile_shape("h_1x7", 2, (12, 20), 16, 16, (1, 7), (1, 1), (0, 3, 0, 3)),
    hostile_shape("h_7x1", 2, (20, 12), 16, 16, (7, 1), (1, 1), (3, 0, 3, 0)),
    hostile_shape("h_11x11_s4", 2, (67, 67), 3, 16, (11, 11), (4, 4), (2, 2, 2, 2)),
    hostile_shape("h_13x5", 2, (20, 12), 4, 8, (13, 5), (1, 2), (6, 2, 6, 2)),
    hostile_shape("h_15x15", 1, (24, 24), 8, 8, (15, 15), (1, 1), (7, 7, 7, 7)),
    hostile_shape("h_3x3_stride5", 2, (21, 21), 8, 8, (3, 3), (5, 5)),
    hostile_shape("h_2x2_stride4x3", 2, (16, 15), 16, 8, (2, 2), (4, 3)),
    # Outputs of 1x1.
    hostile_shape("h_out1x1", 4, (7, 7), 64, 10, (7, 7)),
    hostile_shape("h_out1x1_pad", 2, (3, 3), 8, 8, (5, 5), (1, 1), (1, 1, 1, 1)),
    # Dilation.
    hostile_shape("h_dil2_3x3", 2, (16, 16), 16, 16, (3, 3), (1, 1), (2, 2, 2, 2), (2, 2)),
    hostile_shape("h_dil3x1_5x3", 2, (20, 12), 8, 12, (5, 3), (2, 1), (1, 0, 4, 2), (3, 1)),
    hostile_shape("h_dil4_cin1", 2, (20, 20), 1, 8, (3, 3), (1, 1), (0, 0, 0, 0), (4, 4)),
    # Groups and depthwise, with the rest.
    hostile_shape("h_depthwise_3x3", 2, (14, 14), 32, 32, (3, 3), (1, 1), (1, 1, 1, 1),
                  groups=32),
    hostile_shape("h_depthwise_s2_asym", 2, (15, 15), 24, 24, (3, 3), (2, 2), (0, 0, 1, 1),
                  groups=24),
    hostile_shape("h_grouped_4", 2, (10, 10), 16, 32, (3, 3), (1, 1), (4, 4, 4, 4), groups=4),
    hostile_shape("h_grouped_dil", 2, (12, 12), 12, 6, (3, 3), (1, 1), (2, 2, 2, 2), (2, 2),
                  groups=3),
    # The direct kernel's shape whose one-item band is past 48 KiB of static
    # shared memory (it failed to compile before issue 16).
    hostile_shape("h_direct_wide_band", 1, (263, 2045), 1, 8, (11, 1), (4, 4)),
]


def output_extent(size, before, after, window, stride, dilation):
    reach = dilation * (window - 1) + 1
    return (size + before + after - reach) // stride + 1


def normalise(shape):
    """A sweep shape ({in, out, pad [ph, pw]}) in HOSTILE's form."""
    if "dilation" in shape:
        return shape
    ph, pw = shape["pad"]
    return dict(shape, pad=[ph, pw, ph, pw], dilation=[1, 1], groups=1)


def conv_lines(shape, value):
    """The net dialect of one shape, fed by a one-input sum (as conv_sweep does)."""
    n, (ih, iw), cin, cout = shape["batch"], shape["in"], shape["cin"], shape["cout"]
    (kh, kw), (sh, sw) = shape["filter"], shape["strides"]
    top, left, bottom, right = shape["pad"]
    dh, dw = shape["dilation"]
    groups = shape["groups"]
    oh = output_extent(ih, top, bottom, kh, sh, dh)
    ow = output_extent(iw, left, right, kw, sw, dw)
    x, y = f"tensor<{n}x{ih}x{iw}x{cin}xf32>", f"tensor<{n}x{oh}x{ow}x{cout}xf32>"
    tag = shape["id"]
    extra = ""
    if groups != 1:
        extra += f", groups = {groups} : i64"
    if (dh, dw) != (1, 1):
        extra += f", dilations = array<i64: {dh}, {dw}>"
    pad = f"{top}, {left}" if (top, left) == (bottom, right) else f"{top}, {left}, {bottom}, {right}"
    return [
        f'  %{value} = net.input "{tag}/in" : {x}',
        f'  %{value + 1} = net.elementwise "{tag}/feed" %{value} '
        f'{{kind = #net<elementwise sum>}} : {x} -> {x}',
        f'  %{value + 2} = net.conv2d "{tag}" %{value + 1} {{bias = true, '
        f'activation = #net<activation relu>, '
        f'filter = array<i64: {kh}, {kw}, {cin // groups}, {cout}>, '
        f'pad = array<i64: {pad}>, padding = #net<padding explicit>, '
        f'strides = array<i64: {sh}, {sw}>{extra}}} : {x} -> {y}',
    ]


def network(name, shapes):
    lines = [f'net.network "{name}" {{']
    for index, shape in enumerate(shapes):
        lines += conv_lines(shape, 3 * index)
    lines.append("}")
    return "\n".join(lines) + "\n"


def lower(netc, path, target, precision, out, compile_kernels=False):
    """(ok, message) of one netc lower."""
    command = [netc, "lower", path, "--target", target, "--precision", precision, "-o", out]
    if not compile_kernels:
        command.append("--no-compile")
    result = subprocess.run(command, capture_output=True, text=True)
    text = (result.stderr + result.stdout).strip()
    return result.returncode == 0, text


def first_error(text):
    for line in text.splitlines():
        if "error" in line:
            return line.strip()
    return text.splitlines()[-1] if text else "(no output)"


def command_lower(args):
    netc = os.path.join(args.bin, "netc")
    shapes = [] if args.hostile_only else [normalise(s) for s in conv_sweep.sample(args.count,
                                                                                  args.seed)]
    for index, shape in enumerate(shapes):
        shape["id"] = f"s{index:05d}"
    shapes += HOSTILE
    chunks = [shapes[i:i + args.per_chunk] for i in range(0, len(shapes), args.per_chunk)]
    targets, precisions = args.targets.split(","), args.precisions.split(",")
    failures = []
    with tempfile.TemporaryDirectory(prefix="conv-coverage-") as work:
        for c, chunk in enumerate(chunks):
            path = os.path.join(work, f"chunk{c}.mlir")
            with open(path, "w") as f:
                f.write(network(f"coverage{c}", chunk))
            for target in targets:
                for precision in precisions:
                    ok, _ = lower(netc, path, target, precision, os.path.join(work, "out"),
                                  args.compile)
                    if ok:
                        continue
                    # Name every shape of the chunk that is refused, with its message.
                    for shape in chunk:
                        one = os.path.join(work, "one.mlir")
                        with open(one, "w") as f:
                            f.write(network(shape["id"], [shape]))
                        ok, text = lower(netc, one, target, precision, os.path.join(work, "out"),
                                         args.compile)
                        if not ok:
                            failures.append((shape, target, precision, first_error(text)))
    runs = len(shapes) * len(targets) * len(precisions)
    for shape, target, precision, message in failures:
        print(f"REJECTED {shape['id']} {target} {precision}: {message}")
    print(f"conv_coverage: {len(shapes)} shapes ({len(HOSTILE)} hostile) x {len(targets)} "
          f"targets x {len(precisions)} precisions = {runs} lowerings"
          f"{' (compiled)' if args.compile else ''}, "
          f"{len(failures)} rejected")
    return 1 if failures else 0


def small_sample(count, seed):
    """The first `count` shapes of the sample that a GPU checks in a moment."""
    chosen = []
    for index, shape in enumerate(conv_sweep.sample(2000, seed)):
        n, (ih, iw), (oh, ow) = shape["batch"], shape["in"], shape["out"]
        (kh, kw), cin, cout = shape["filter"], shape["cin"], shape["cout"]
        if (n * oh * ow * cout * kh * kw * cin <= 5e7 and
                max(n * ih * iw * cin, n * oh * ow * cout) <= 4e6):
            chosen.append(dict(normalise(shape), id=f"s{index:05d}"))
        if len(chosen) == count:
            break
    return chosen


def command_plans(args):
    netc = os.path.join(args.bin, "netc")
    os.makedirs(args.out, exist_ok=True)
    source = os.path.join(args.out, "hostile.mlir")
    with open(source, "w") as f:
        f.write(network("hostile", HOSTILE + small_sample(args.sample, args.seed)))
    status = 0
    for target in args.targets.split(","):
        for precision in args.precisions.split(","):
            out = os.path.join(args.out, f"{target}-{precision}")
            ok, text = lower(netc, source, target, precision, out, compile_kernels=True)
            print(f"{'lowered' if ok else 'FAILED'} {target} {precision}: "
                  f"{text.splitlines()[-1] if text else ''}", flush=True)
            if not ok:
                print(text, file=sys.stderr)
                status = 1
    return status


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("lower", help="lower the sample and HOSTILE everywhere; exit 1 on a refusal")
    p.add_argument("--bin", default="build/bin")
    p.add_argument("--count", type=int, default=2000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--per-chunk", type=int, default=50)
    p.add_argument("--hostile-only", action="store_true")
    p.add_argument("--compile", action="store_true",
                   help="compile the kernels too (nvcc; clang for sm_61)")
    p.add_argument("--targets", default="sm_90,sm_61")
    p.add_argument("--precisions", default=",".join(PRECISIONS))
    p.set_defaults(run=command_lower)
    p = sub.add_parser("plans", help="HOSTILE as compiled plans for bench/coverage-check.sh")
    p.add_argument("-o", "--out", required=True)
    p.add_argument("--bin", default="build/bin")
    p.add_argument("--sample", type=int, default=40)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--targets", default="sm_90")
    p.add_argument("--precisions", default=",".join(PRECISIONS))
    p.set_defaults(run=command_plans)
    args = parser.parse_args()
    sys.exit(args.run(args))


if __name__ == "__main__":
    main()
