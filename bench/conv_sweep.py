#!/usr/bin/env python3
# ===- conv_sweep.py - A designed sweep of convolution shapes, measured -----===#
#
# The cost model's calibration data (issue 15): convolution shapes drawn from
# the ranges users meet, not from the nets the model is tested on, measured
# by netc-runtime's reference (cuDNN's graph API, autotuned, kernel-only) in
# every pass beside the model's prediction.
#
#   conv_sweep.py sample -o DIR [--family F] [--count N] [--seed S] [--per-chunk K]
#       writes DIR/shapes.json (every shape and its chunk) and one net-dialect
#       file per chunk, DIR/chunk-bBATCH-NN.mlir: K independent layers of one
#       batch, each behind a one-input elementwise sum so that its data
#       gradient is measured too (a layer reading a network input has none).
#       The family (default `designed`):
#         designed   convolutions over the ranges below (issue 15's sweep);
#         nets       convolutions as networks build them: channels that are
#                    multiples of 8 (16-2048, 3 for first layers), 1x1 and 3x3
#                    filters mostly, stride 1 or 2, SAME pads, the activation
#                    sizes of ImageNet networks (7-224), batches 16-256 mostly:
#                    the shapes the designed sweep all but misses (VGG-16's
#                    layers, docs/results/2026-11-28-learned-efficiency.md);
#         streaming  the layers around the convolutions: max and average
#                    pooling (2x2/2, 3x3/2, 3x3/1, global), batch norm (with
#                    and without ReLU), residual adds (two inputs, with and
#                    without ReLU), inner products; on the same activation
#                    sizes. Their rows name their chunk as a network, so that
#                    `netc calibrate --fit` fits the streaming terms on them;
#         depthwise  depthwise convolutions (one group per channel) as
#                    MobileNets and EfficientNets build them: 3x3, 5x5 and
#                    7x7, stride 1 or 2, SAME pads, the channel counts of
#                    those networks (16-1152, many not powers of two); rows
#                    named by their chunk, like the streaming family's.
#         depthwise-pytorch  the same with PyTorch's symmetric pads (k // 2 on
#                    each side, as torch.onnx exports them): with stride 2 on
#                    an even image SAME pads one side only, which the
#                    reference runs through a padded copy, so the two forms
#                    time differently (3.4x for a data gradient).
#         normalization  batch norms over the channel counts networks use and
#                    the ones between (cuDNN's NHWC kernel walks channels in
#                    blocks, so 72 costs what 128 does): the streaming and
#                    depthwise families' counts, multiples of 8 up to 2,048
#                    and any count up to 1,024; no activation, ReLU, ReLU6,
#                    hard swish or SiLU; rows named by their chunk.
#         pooling    max and average pools as networks write them: 2x2/2
#                    VALID, 3x3/2 SAME, 3x3/2 with PyTorch's pad of 1 on each
#                    side (ResNet's stem), 3x3/1 SAME, and global pools with
#                    the stride of the window (ONNX's) or 1 (Paleo's); the
#                    streaming and depthwise families' channel counts.
#         unpadded-pooling  max and average pools with overlapping windows and
#                    no pad (3x3/2 and 3x3/1 VALID, as AlexNet and Caffe's
#                    nets write them) on even and odd images (the pooling
#                    family's sizes and AlexNet's 55, 27 and 13): the
#                    pooling family has none, and its 3x3/2 pools run 0.4-0.7
#                    TB/s with a one-sided pad against 2.6-3.4 without, so
#                    the learned time of AlexNet's pools is a guess
#                    (docs/results/2026-12-03-lrn-pools-library-h200.md).
#         broadcast  squeeze-and-excitation's broadcast product (and sum) of
#                    [N, H, W, C] with an [N, 1, 1, C] input, and a layer
#                    scale (a [1, 1, 1, C] constant, multiplied: the
#                    runtime has no constant sum); the 2026-11-30 sweep
#                    (seed 23) has forward rows only: netc-runtime had no
#                    backward pass for binary layers before that evening.
#         bottleneck convolutions as residual networks stack them, denser
#                    than `nets` where ResNets and ResNeXts put their time:
#                    1x1 expansions, reductions and stride-2 projections
#                    (C -> 4C, 4C -> C, C -> 2C), 3x3s of C -> C, with C a
#                    multiple of 32 up to 2,048, on 7-56 pixel images.
#                    Never a batch of 64: torchvision's nets, which score the
#                    model held out, were measured at 64, so no swept shape
#                    is one of theirs.
#   conv_sweep.py run DIR --precision P [--device KEY] [--budget-s S] [--bin BIN]
#                         [--shuffle SEED]
#       on the GPU machine: netc profile --emit-plan + netc-runtime profile for
#       each chunk that has no result yet (resumable: run it again in the next
#       device call), progress per chunk, stops starting chunks when the
#       budget would be passed; results in DIR/results-P/.
#   conv_sweep.py collect DIR --precision P -o ROWS.json
#       one row per shape and pass: the shape, the measured median (the
#       reference's fastest engine config), its engine, the model's prediction.
#
# The ranges (issue 15): batch 1-256; channels 1-2048 including 1, 3 and 4 and
# non-powers of two; filters 1x1 to 11x11, some non-square; strides 1-4; pads
# from 0 to beyond the filter; outputs 1x1 to 512x512. A shape whose tensors
# or work would make one measurement take seconds is drawn again (limits
# below), so that a device call measures hundreds of shapes.
# ===----------------------------------------------------------------------===#

import argparse
import collections
import json
import math
import os
import random
import subprocess
import sys
import time

BATCHES = (1, 2, 4, 8, 16, 32, 64, 128, 256)
SMALL_CHANNELS = (1, 3, 4)
MAX_TENSOR_ELEMENTS = 1 << 27     # 512 MiB in fp32: input, output and filter each
MAX_MULTIPLY_ADDS = 5 * 10 ** 10  # 0.1 TFLOP: about 2 ms in fp32 on an H100
MIN_MULTIPLY_ADDS = 10 ** 4


def log_uniform_int(rng, low, high):
    """An integer in [low, high], uniform in log: as many small as large."""
    return int(round(math.exp(rng.uniform(math.log(low), math.log(high)))))


def channels(rng):
    """1, 3 or 4 a tenth of the time; otherwise 1-2048, half of them powers of two."""
    if rng.random() < 0.1:
        return rng.choice(SMALL_CHANNELS)
    if rng.random() < 0.5:
        return 2 ** rng.randint(0, 11)
    return log_uniform_int(rng, 1, 2048)


def one_side(rng, square):
    """(filter, stride, pad, output) along one dimension; `square` repeats the other's."""
    if square is not None:
        return square
    k = rng.choice((1, 1, 3, 3, 3, 5, 7, 11)) if rng.random() < 0.7 else rng.randint(1, 11)
    s = rng.choice((1, 1, 1, 2, 2, 3, 4))
    p = rng.randint(0, k + 1) if rng.random() < 0.2 else rng.choice((0, k // 2))
    out = log_uniform_int(rng, 1, 512)
    return k, s, p, out


def convolution(batch, cin, cout, filter_hw, strides, pads, out_hw):
    """The shape whose input gives exactly this output (out = floor((in + 2p
    - k) / s) + 1), or None where there is no such input or its tensors or
    work pass the limits (the caller draws again)."""
    (kh, kw), (sh, sw), (ph, pw), (oh, ow) = filter_hw, strides, pads, out_hw
    ih, iw = (oh - 1) * sh + kh - 2 * ph, (ow - 1) * sw + kw - 2 * pw
    if ih < 1 or iw < 1:
        return None
    tensors = (batch * ih * iw * cin, batch * oh * ow * cout, kh * kw * cin * cout)
    work = batch * oh * ow * cout * kh * kw * cin
    if max(tensors) > MAX_TENSOR_ELEMENTS or not MIN_MULTIPLY_ADDS <= work <= MAX_MULTIPLY_ADDS:
        return None
    return {"batch": batch, "in": [ih, iw], "cin": cin, "cout": cout, "filter": [kh, kw],
            "strides": [sh, sw], "pad": [ph, pw], "out": [oh, ow], "multiply_adds": work}


def draw_shape(rng):
    """A shape within the limits, or None (the caller draws again)."""
    batch = rng.choice(BATCHES)
    cin, cout = channels(rng), channels(rng)
    kh, sh, ph, oh = one_side(rng, None)
    kw, sw, pw, ow = one_side(rng, (kh, sh, ph, oh) if rng.random() < 0.7 else None)
    return convolution(batch, cin, cout, (kh, kw), (sh, sw), (ph, pw), (oh, ow))


# The `nets` and `streaming` families: what ImageNet networks build.
NET_BATCHES = (16, 32, 32, 64, 64, 128, 128, 256)
NET_CHANNELS = (16, 24, 32, 48, 64, 64, 96, 128, 128, 192, 256, 256, 384, 512, 512, 768, 1024,
                2048)
NET_SIZES = (7, 7, 14, 14, 28, 28, 56, 56, 112, 224, 13, 27, 35, 17, 8)


def net_batch(rng):
    return rng.choice(NET_BATCHES) if rng.random() < 0.9 else rng.choice((1, 2, 4, 8))


def draw_net_shape(rng):
    """A convolution as a network has it, within the limits, or None."""
    batch = net_batch(rng)
    first = rng.random() < 0.05
    cin = 3 if first else rng.choice(NET_CHANNELS)
    cout = rng.choice(NET_CHANNELS)
    roll = rng.random()
    if first:
        (kh, kw), stride = rng.choice(((7, 7), (3, 3), (11, 11), (5, 5))), rng.choice((1, 2, 4))
    elif roll < 0.45:
        (kh, kw), stride = (1, 1), 1 if rng.random() < 0.9 else 2
    elif roll < 0.85:
        (kh, kw), stride = (3, 3), 1 if rng.random() < 0.8 else 2
    elif roll < 0.93:
        (kh, kw), stride = rng.choice(((1, 7), (7, 1), (1, 3), (3, 1))), 1
    else:
        (kh, kw), stride = rng.choice(((5, 5), (7, 7))), 1
    size = rng.choice(NET_SIZES)
    return convolution(batch, cin, cout, (kh, kw), (stride, stride), (kh // 2, kw // 2),
                       (size, size))


BOTTLENECK_BATCHES = (8, 16, 24, 32, 32, 48, 96, 128, 128, 192, 256)
BOTTLENECK_SIZES = (7, 7, 14, 14, 14, 28, 28, 56, 56, 10, 12, 20, 24, 40, 48)


def draw_bottleneck_shape(rng):
    """A bottleneck block's convolution, within the limits, or None."""
    batch = rng.choice(BOTTLENECK_BATCHES)
    width = 32 * log_uniform_int(rng, 1, 32)  # 32-1024, as many narrow as wide
    roll = rng.random()
    if roll < 0.6:
        cin, cout = rng.choice(((width, 4 * width), (4 * width, width), (width, 2 * width),
                                (2 * width, width), (width, width)))
        (kh, kw), stride = (1, 1), 1 if rng.random() < 0.85 else 2
    else:
        cin = cout = width
        (kh, kw), stride = (3, 3), 1 if rng.random() < 0.85 else 2
    if max(cin, cout) > 2048:
        return None
    size = rng.choice(BOTTLENECK_SIZES)
    return convolution(batch, cin, cout, (kh, kw), (stride, stride), (kh // 2, kw // 2),
                       (size, size))


def streaming_size_ok(batch, size, channels):
    """Whether a streaming layer's [batch, size, size, channels] tensor is
    worth a row: within the tensor limit and past 10^4 elements (smaller ones
    time the launch alone)."""
    return 10 ** 4 <= batch * size * size * channels <= MAX_TENSOR_ELEMENTS


STREAMING_KINDS = ("max_pool", "max_pool", "avg_pool", "batch_norm", "batch_norm",
                   "residual_add", "residual_add", "inner_product")


def draw_streaming_layer(rng):
    """A pooling, batch norm, residual add or inner product layer, or None."""
    batch = net_batch(rng)
    kind = rng.choice(STREAMING_KINDS)
    c = rng.choice(NET_CHANNELS)
    size = rng.choice(NET_SIZES)
    layer = {"kind": kind, "batch": batch}
    if kind == "inner_product":
        features = rng.choice((512, 1024, 2048, 4096, 9216, 25088))
        outputs = rng.choice((10, 100, 1000, 1000, 4096))
        if batch * features > MAX_TENSOR_ELEMENTS or features * outputs > MAX_TENSOR_ELEMENTS:
            return None
        return dict(layer, features=features, outputs=outputs)
    if not streaming_size_ok(batch, size, c):
        return None
    layer.update({"in": [size, size], "channels": c})
    if kind in ("batch_norm", "residual_add"):
        return dict(layer, relu=rng.random() < 0.6)
    window, stride = rng.choice(((2, 2), (3, 2), (3, 2), (3, 1), (size, 1)))
    if kind == "max_pool" and window == size:
        window, stride = 2, 2  # global pooling is an average
    if kind == "avg_pool" and rng.random() < 0.5:
        window, stride = size, 1
    # SAME for 3x3 windows (the output keeps ceil(size / stride)), VALID else.
    same = window == 3
    out = -(-size // stride) if same else (size - window) // stride + 1
    if out < 1:
        return None
    return dict(layer, window=window, stride=stride, same=same, out=[out, out])


# Channels of the depthwise layers of MobileNet v2/v3, EfficientNet-B0 and
# their kin (expansion x block width), and the activation sizes they run at.
DEPTHWISE_CHANNELS = (16, 24, 32, 40, 48, 64, 72, 96, 120, 144, 184, 192, 200, 240, 256, 288,
                      384, 480, 512, 576, 672, 768, 960, 1024, 1152)
DEPTHWISE_SIZES = (7, 7, 14, 14, 28, 28, 56, 56, 112, 112, 10, 19, 38)


def draw_depthwise_layer(rng):
    """A depthwise convolution as a network has it (SAME, one group per
    channel), or None (the caller draws again)."""
    batch = net_batch(rng)
    c = rng.choice(DEPTHWISE_CHANNELS)
    size = rng.choice(DEPTHWISE_SIZES)
    window = rng.choice((3, 3, 3, 5, 5, 7))
    stride = 2 if rng.random() < 0.3 else 1
    if not streaming_size_ok(batch, size, c):
        return None
    out = -(-size // stride)
    return {"kind": "depthwise", "batch": batch, "in": [size, size], "channels": c,
            "window": window, "stride": stride, "out": [out, out]}


NORMALIZATION_ACTIVATIONS = (None, None, "relu", "relu", "relu6", "hard_swish", "silu")


def draw_normalization_layer(rng):
    """A batch norm with its activation, or None (the caller draws again)."""
    batch = net_batch(rng)
    roll = rng.random()
    if roll < 0.35:
        c = rng.choice(DEPTHWISE_CHANNELS)
    elif roll < 0.6:
        c = rng.choice(NET_CHANNELS)
    elif roll < 0.85:
        c = 8 * rng.randint(1, 256)
    else:
        c = rng.randint(1, 1024)
    size = rng.choice(NET_SIZES + DEPTHWISE_SIZES)
    if not streaming_size_ok(batch, size, c):
        return None
    return {"kind": "batch_norm", "batch": batch, "in": [size, size], "channels": c,
            "activation": rng.choice(NORMALIZATION_ACTIVATIONS)}


POOLING_FORMS = ("2x2/2", "3x3/2 same", "3x3/2 pad 1", "3x3/1 same", "global", "global",
                 "global stride 1")


def draw_pooling_layer(rng):
    """A max or average pool in one of the forms networks use, or None."""
    batch = net_batch(rng)
    c = rng.choice(NET_CHANNELS + DEPTHWISE_CHANNELS)
    size = rng.choice(NET_SIZES + DEPTHWISE_SIZES)
    if not streaming_size_ok(batch, size, c):
        return None
    form = rng.choice(POOLING_FORMS)
    kind = "avg_pool" if form.startswith("global") else rng.choice(("max_pool", "avg_pool"))
    layer = {"kind": kind, "batch": batch, "in": [size, size], "channels": c, "same": False}
    if form.startswith("global"):
        window, stride = size, (1 if form.endswith("1") else size)
        out = 1
    else:
        window, stride = (2, 2) if form == "2x2/2" else (3, int(form[4]))
        if form.endswith("same"):
            layer["same"] = True
            out = -(-size // stride)
        elif form.endswith("pad 1"):
            layer["pad"] = 1
            out = (size + 2 - window) // stride + 1
        else:
            out = (size - window) // stride + 1
    if out < 1 or window > size:
        return None
    return dict(layer, window=window, stride=stride, out=[out, out])


UNPADDED_POOLING_SIZES = NET_SIZES + DEPTHWISE_SIZES + (55, 55, 27, 13)


def draw_unpadded_pooling_layer(rng):
    """A max or average pool of overlapping 3x3 windows and no pad, or None."""
    batch = net_batch(rng)
    c = rng.choice(NET_CHANNELS + DEPTHWISE_CHANNELS)
    size = rng.choice(UNPADDED_POOLING_SIZES)
    if not streaming_size_ok(batch, size, c):
        return None
    stride = rng.choice((2, 2, 2, 1))
    out = (size - 3) // stride + 1
    if out < 1:
        return None
    return {"kind": rng.choice(("max_pool", "max_pool", "avg_pool")), "batch": batch,
            "in": [size, size], "channels": c, "same": False, "window": 3, "stride": stride,
            "out": [out, out]}


def draw_broadcast_layer(rng):
    """A broadcast product or sum (SE's scale, or a layer scale), or None."""
    batch = net_batch(rng)
    c = rng.choice(NET_CHANNELS + DEPTHWISE_CHANNELS)
    size = rng.choice(NET_SIZES + DEPTHWISE_SIZES)
    if not streaming_size_ok(batch, size, c):
        return None
    # A constant is a layer scale: netc-runtime multiplies by one (it has no
    # constant sum).
    scale = "constant" if rng.random() < 0.25 else "input"
    op = "mul" if scale == "constant" else rng.choice(("mul", "mul", "mul", "add"))
    return {"kind": "binary", "batch": batch, "in": [size, size], "channels": c, "op": op,
            "scale": scale}


def draw_depthwise_pytorch_layer(rng):
    """A depthwise convolution as torch.onnx writes it: pads of k // 2."""
    layer = draw_depthwise_layer(rng)
    if layer is None:
        return None
    (size, _), k, s = layer["in"], layer["window"], layer["stride"]
    out = (size + 2 * (k // 2) - k) // s + 1
    return dict(layer, pad=k // 2, out=[out, out])


DRAW = {"designed": draw_shape, "nets": draw_net_shape, "bottleneck": draw_bottleneck_shape,
        "streaming": draw_streaming_layer, "depthwise": draw_depthwise_layer,
        "depthwise-pytorch": draw_depthwise_pytorch_layer,
        "normalization": draw_normalization_layer, "pooling": draw_pooling_layer,
        "unpadded-pooling": draw_unpadded_pooling_layer, "broadcast": draw_broadcast_layer}


def sample(count, seed, family="designed"):
    rng = random.Random(seed)
    shapes, seen = [], set()
    draw = DRAW[family]
    while len(shapes) < count:
        shape = draw(rng)
        if shape is None:
            continue
        key = json.dumps(shape, sort_keys=True)
        if key not in seen:
            seen.add(key)
            shapes.append(shape)
    return shapes


def feed(lines, value, name, tensor):
    """An input and the one-input sum behind which a layer reads it; the
    value numbers used and the sum's."""
    lines.append(f'  %{value} = net.input "{name}/in" : {tensor}')
    lines.append(f'  %{value + 1} = net.elementwise "{name}/feed" %{value} '
                 f'{{kind = #net<elementwise sum>}} : {tensor} -> {tensor}')
    return value + 2, value + 1


def streaming_mlir(layer, lines, value):
    """The net-dialect lines of one streaming layer; the next value number."""
    tag, n = layer["id"], layer["batch"]
    activation = layer.get("activation") or ("relu" if layer.get("relu") else None)
    relu = f", activation = #net<activation {activation}>" if activation else ""
    if layer["kind"] == "inner_product":
        x = f"tensor<{n}x{layer['features']}xf32>"
        value, fed = feed(lines, value, tag, x)
        lines.append(f'  %{value} = net.inner_product "{tag}" %{fed} {{num_outputs = '
                     f'{layer["outputs"]} : i64}} : {x} -> tensor<{n}x{layer["outputs"]}xf32>')
        return value + 1
    (h, w), c = layer["in"], layer["channels"]
    x = f"tensor<{n}x{h}x{w}x{c}xf32>"
    value, fed = feed(lines, value, tag, x)
    if layer["kind"] == "batch_norm":
        attributes = f" {{{relu[2:]}}}" if relu else ""
        lines.append(f'  %{value} = net.batch_norm "{tag}" %{fed}{attributes} : {x} -> {x}')
        return value + 1
    if layer["kind"] == "depthwise":
        (oh, ow), k, s = layer["out"], layer["window"], layer["stride"]
        if "pad" in layer:
            p = layer["pad"]
            padding = f"pad = array<i64: {p}, {p}>, padding = #net<padding explicit>"
        else:
            padding = "padding = #net<padding same>"
        lines.append(f'  %{value} = net.conv2d "{tag}" %{fed} {{bias = false, filter = '
                     f'array<i64: {k}, {k}, 1, {c}>, groups = {c} : i64, {padding}, '
                     f'strides = array<i64: {s}, {s}>}} : {x} -> '
                     f'tensor<{n}x{oh}x{ow}x{c}xf32>')
        return value + 1
    if layer["kind"] == "binary":
        if layer["scale"] == "constant":
            lines.append(f'  %{value} = net.binary "{tag}" %{fed} {{constant_shape = array<i64: '
                         f'1, 1, 1, {c}>, kind = #net<binary {layer["op"]}>}} : {x} -> {x}')
            return value + 1
        s = f"tensor<{n}x1x1x{c}xf32>"
        value, scale = feed(lines, value, tag + "/s", s)
        lines.append(f'  %{value} = net.binary "{tag}" %{fed}, %{scale} {{kind = #net<binary '
                     f'{layer["op"]}>}} : {x}, {s} -> {x}')
        return value + 1
    if layer["kind"] == "residual_add":
        value, other = feed(lines, value, tag + "/b", x)
        attributes = f" {{{relu[2:]}}}" if relu else ""
        lines.append(f'  %{value} = net.elementwise "{tag}" %{fed}, %{other}{attributes} : '
                     f'{x}, {x} -> {x}')
        return value + 1
    oh, ow = layer["out"]
    if layer.get("pad"):
        pad = layer["pad"]
        padding = f"pad = array<i64: {pad}, {pad}, {pad}, {pad}>, padding = #net<padding explicit>"
    else:
        padding = "padding = #net<padding " + ("same" if layer["same"] else "valid") + ">"
    lines.append(f'  %{value} = net.{layer["kind"]} "{tag}" %{fed} {{ksize = array<i64: '
                 f'{layer["window"]}, {layer["window"]}>, {padding}, '
                 f'strides = array<i64: {layer["stride"]}, {layer["stride"]}>}} : {x} -> '
                 f'tensor<{n}x{oh}x{ow}x{c}xf32>')
    return value + 1


def chunk_mlir(name, shapes):
    """A net.network of independent layers, each fed by a one-input sum."""
    lines = [f'net.network "{name}" {{']
    value = 0
    for shape in shapes:
        if "kind" in shape:
            value = streaming_mlir(shape, lines, value)
            continue
        n, (ih, iw), (oh, ow) = shape["batch"], shape["in"], shape["out"]
        cin, cout = shape["cin"], shape["cout"]
        (kh, kw), (sh, sw), (ph, pw) = shape["filter"], shape["strides"], shape["pad"]
        x, y = f"tensor<{n}x{ih}x{iw}x{cin}xf32>", f"tensor<{n}x{oh}x{ow}x{cout}xf32>"
        tag = shape["id"]
        lines.append(f'  %{value} = net.input "{tag}/in" : {x}')
        lines.append(f'  %{value + 1} = net.elementwise "{tag}/feed" %{value} '
                     f'{{kind = #net<elementwise sum>}} : {x} -> {x}')
        lines.append(f'  %{value + 2} = net.conv2d "{tag}" %{value + 1} {{bias = false, '
                     f'filter = array<i64: {kh}, {kw}, {cin}, {cout}>, '
                     f'pad = array<i64: {ph}, {pw}>, padding = #net<padding explicit>, '
                     f'strides = array<i64: {sh}, {sw}>}} : {x} -> {y}')
        value += 3
    lines.append("}")
    return "\n".join(lines) + "\n"


def command_sample(args):
    os.makedirs(args.out, exist_ok=True)
    shapes = sample(args.count, args.seed, args.family)
    by_batch = {}
    for index, shape in enumerate(shapes):
        shape["id"] = f"s{index:05d}"
        by_batch.setdefault(shape["batch"], []).append(shape)
    chunks = []
    for batch in sorted(by_batch):
        group = by_batch[batch]
        for start in range(0, len(group), args.per_chunk):
            name = f"chunk-b{batch:03d}-{start // args.per_chunk:02d}"
            members = group[start:start + args.per_chunk]
            for shape in members:
                shape["chunk"] = name
            with open(os.path.join(args.out, name + ".mlir"), "w") as f:
                f.write(chunk_mlir(name, members))
            chunks.append(name)
    with open(os.path.join(args.out, "shapes.json"), "w") as f:
        json.dump({"seed": args.seed, "family": args.family, "count": len(shapes),
                   "chunks": chunks,
                   "limits": {"max_tensor_elements": MAX_TENSOR_ELEMENTS,
                              "multiply_adds": [MIN_MULTIPLY_ADDS, MAX_MULTIPLY_ADDS]},
                   "shapes": shapes}, f, indent=1)
    print(f"conv_sweep: {len(shapes)} shapes in {len(chunks)} chunks -> {args.out}")


def load_manifest(directory):
    path = os.path.join(directory, "shapes.json")
    try:
        with open(path) as f:
            manifest = json.load(f)
        return manifest["chunks"], manifest["shapes"]
    except (OSError, ValueError, KeyError) as error:
        sys.exit(f"conv_sweep: {path}: not a sweep manifest ({error}); run `sample` first")


def command_run(args):
    chunks, shapes = load_manifest(args.dir)
    results = os.path.join(args.dir, f"results-{args.precision}")
    os.makedirs(results, exist_ok=True)
    pending = [c for c in chunks if not os.path.exists(os.path.join(results, c + ".json"))]
    if args.shuffle is not None:
        # A sweep cut short by the budget is then a random sample of chunks
        # (all batches), not the smallest batches first; the same seed keeps
        # the order across resumed calls.
        random.Random(args.shuffle).shuffle(pending)
    print(f"conv_sweep: {len(chunks) - len(pending)} of {len(chunks)} chunks measured before; "
          f"{len(pending)} to go, budget {args.budget_s:.0f} s", flush=True)
    members = collections.Counter(s.get("chunk") for s in shapes)
    started, slowest, failed = time.time(), 0.0, 0
    for done, chunk in enumerate(pending):
        left = args.budget_s - (time.time() - started)
        if left < max(slowest * 1.2, 10):
            print(f"conv_sweep: stopped with {len(pending) - done} chunks left ({left:.0f} s of "
                  f"the budget left, the slowest chunk took {slowest:.0f} s); run again to "
                  "resume", flush=True)
            break
        begun = time.time()
        plan = os.path.join(results, chunk + ".plan.json")
        output = os.path.join(results, chunk + ".json")
        log = os.path.join(results, chunk + ".log")
        steps = [[os.path.join(args.bin, "netc"), "profile", os.path.join(args.dir, chunk + ".mlir"),
                  "--device", args.device, "--precision", args.precision, "--emit-plan", plan],
                 [os.path.join(args.bin, "netc-runtime"), "profile", plan, "--precision",
                  args.precision, "--format", "json", "-o", output + ".partial"]
                 + args.runtime_args.split()]
        code = 0
        with open(log, "w") as log_file:
            for step in steps:
                try:
                    code = subprocess.run(step, stdout=log_file, stderr=subprocess.STDOUT,
                                          timeout=max(left, 1)).returncode
                except subprocess.TimeoutExpired:
                    code = 124
                if code != 0:
                    break
        if code == 0 and os.path.exists(output + ".partial"):
            os.replace(output + ".partial", output)  # whole or not at all: resumable
        else:
            failed += 1
        seconds = time.time() - begun
        slowest = max(slowest, seconds)
        print(f"  [{done + 1}/{len(pending)}] {chunk}: {members[chunk]} shapes, {seconds:.0f} s, "
              f"{'ok' if code == 0 else f'exit {code} (see {log})'}", flush=True)
    return 1 if failed else 0


def command_collect(args):
    chunks, shapes = load_manifest(args.dir)
    results = os.path.join(args.dir, f"results-{args.precision}")
    by_id = {s["id"]: s for s in shapes}
    rows, missing, device = [], [], None
    for chunk in chunks:
        path = os.path.join(results, chunk + ".json")
        if not os.path.exists(path):
            missing.append(chunk)
            continue
        with open(path) as f:
            profile = json.load(f)
        device = device or profile.get("device")
        for layer in profile.get("layers", []):
            shape = by_id.get(layer.get("name"))
            if shape is None:  # the feeding sums and the inputs
                continue
            # A streaming layer's row names its chunk, the network netc
            # calibrate loads to find it.
            network = ({"network": os.path.join(args.dir, chunk + ".mlir")}
                       if "kind" in shape else {})
            for measured in layer.get("passes", []):
                find = measured.get("find") or {}
                rows.append({**{k: v for k, v in shape.items() if k != "chunk"}, **network,
                             "pass": measured.get("pass"), "measured_ms": find.get("median_ms"),
                             "engine": (measured.get("find_algorithm") or {}).get("name"),
                             "predicted_ms": measured.get("predicted_ms")})
    document = {"precision": args.precision, "device": device, "rows": rows,
                "chunks_missing": missing}
    with open(args.output, "w") as f:
        json.dump(document, f, indent=1)
    print(f"conv_sweep: {len(rows)} rows from {len(chunks) - len(missing)} of {len(chunks)} "
          f"chunks -> {args.output}")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n# ===")[0] if __doc__ else "")
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("sample", help="draw the shapes and write the chunks")
    p.add_argument("-o", "--out", required=True)
    p.add_argument("--count", type=int, default=2000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--per-chunk", type=int, default=25)
    p.add_argument("--family", choices=sorted(DRAW), default="designed",
                   help="what to draw (the file's header says what each is)")
    p = sub.add_parser("run", help="measure the chunks not measured yet (GPU)")
    p.add_argument("dir")
    p.add_argument("--precision", required=True, choices=("fp32", "tf32", "bf16", "fp16"))
    p.add_argument("--device", default="h100")
    p.add_argument("--budget-s", type=float, default=540)
    p.add_argument("--bin", default="build/bin")
    # A bounded engine search: the exhaustive one builds every engine config,
    # 1-4 s per shape and pass (docs/cost-model.md, "The designed sweep").
    p.add_argument("--runtime-args", default="--iterations 5 --warmup 1 --engine-search 8")
    p.add_argument("--shuffle", type=int, metavar="SEED",
                   help="measure the chunks in a random order (for a partial sweep)")
    p = sub.add_parser("collect", help="one row per shape and pass")
    p.add_argument("dir")
    p.add_argument("--precision", required=True)
    p.add_argument("-o", "--output", required=True)
    args = parser.parse_args()
    if args.command == "sample":
        if args.count < 1 or args.per_chunk < 1:
            parser.error("--count and --per-chunk must be at least 1")
        command_sample(args)
        return 0
    if args.command == "run":
        return command_run(args)
    command_collect(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
