#!/usr/bin/env python3
"""netc's own kernels predicted from their structure: the microbenchmark.

The structural model (lib/CostModel/KernelStructure.h) prices a launch of a
k-loop kernel from its grid, block, tile, trip count, registers and shared
memory; its per-kernel constants (ns per k-step on a full SM and alone, ns
per block for prologue and epilogue) come from the device profile's
`calibrated.generated_kernels.structure`. This script makes and runs the
microbenchmark that measures them (standard library only); the fit and the
scores are netc's own, in C++ (`netc calibrate --fit-structure`,
`--validate-structure`, `--score-structure`: lib/CostModel/StructureFit.h,
evaluating KernelStructure.cpp itself), which `fit` and `score` call:

  kstruct.py make OUT --netc build/bin/netc [--precisions fp32,tf32,bf16] [--kernels KEY,...]
                   [--design structure|channels|pitch|columns|tails|nets|narrow|gather|rereads|onecolumn|deep]
      here: one network of single convolutions per catalog kernel, shaped so
      that blocks per SM, waves and trip counts vary over a grid (the
      kernels and their blocks per SM from `netc calibrate
      --structure-kernels`), each lowered with `netc lower --force-kernel
      KEY` (nvcc compiles the cubins)
  kstruct.py run OUT --runtime build/bin/netc-runtime [--budget-s 540]
      GPU machine: times every launch kernel-only (`netc-runtime run
      --no-check --no-cudnn`), one JSON per network; resumable
  kstruct.py compact RUN.json...  /  kstruct.py ingest LOG --bench B --plans P --nets-runs N
      the runs' medians as one `KS` line per network through a text log,
      and back into run JSONs
  kstruct.py fit OUT... [--runs RUN.json... --plans DIR] [--lono] [--lone-block-costs-only]
                   [--channel-costs-only] [--sub-wave-costs-only] [-o fragment.json]
      `netc calibrate --fit-structure` on the bench's runs (or whole nets'):
      the profile's `generated_kernels.structure` entries (a fragment to
      merge); --lono adds `--validate-structure` (leave one network out);
      --lone-block-costs-only fits only the 1x1 twins' latency_pointwise_ns
      (and block_alone_ns), --channel-costs-only only partial_step_ns and
      misaligned_step_ns (docs/results/2026-11-30-partial-channels-h200/fit.sh
      fits both channel benches together, their networks renamed apart)
  kstruct.py score RUN.json... --plans DIR [--profile P] [--fragment F]
      `netc calibrate --score-structure`: the model against measured launches
      of whole networks beside the plans' own predictions
"""
import argparse
import json
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
GEMM_VARIANTS = ("implicit_gemm_simt", "implicit_gemm_mma")


def default_netc():
    return os.path.join(ROOT, "build", "bin", "netc")


def structure_kernels(netc, profile):
    """The resource table's kernels with their structure key, tile, threads,
    direct form, precision and blocks per SM on the profile's device
    (`netc calibrate --structure-kernels --format json`)."""
    done = subprocess.run([netc, "calibrate", "--structure-kernels", "--device", profile,
                           "--format", "json"], capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"kstruct.py: {netc} calibrate --structure-kernels failed:\n{done.stderr}")
    return json.loads(done.stdout)


def plan_launches(directory):
    """The launches of a lowered directory's plan.json, in order."""
    with open(os.path.join(directory, "plan.json")) as f:
        return json.load(f)["launches"]


def lower_network(tool, netc, directory, profile, precision, choice, no_compile):
    """Lowers DIRECTORY/net.mlir for sm_90 into DIRECTORY/lowered with `netc
    lower ... CHOICE` (the option naming the kernel, a list); exits naming
    TOOL and the command where it fails. The seconds it took."""
    step = [netc, "lower", os.path.join(directory, "net.mlir"), "--target", "sm_90",
            "--device", profile, "--precision", precision] + choice + \
        ["-o", os.path.join(directory, "lowered")]
    if no_compile:
        step.append("--no-compile")
    started = time.time()
    done = subprocess.run(step, capture_output=True, text=True)
    if done.returncode != 0:
        sys.exit(f"{tool}: {' '.join(step)} failed:\n{done.stderr}")
    return time.time() - started


def calibrate(netc, arguments):
    """Runs `netc calibrate ARGUMENTS`, its output passed through; its exit status."""
    return subprocess.run([netc, "calibrate"] + arguments).returncode


# ---- make and run ------------------------------------------------------------

def conv_line(value, tag, n, image, cin, cout, kernel, pad, stride=1):
    x = f"tensor<{n}x{image}x{image}x{cin}xf32>"
    out = (image + 2 * pad - kernel) // stride + 1
    y = f"tensor<{n}x{out}x{out}x{cout}xf32>"
    return [f'  %{value} = net.input "{tag}/in" : {x}',
            f'  %{value + 1} = net.conv2d "{tag}" %{value} {{bias = true, '
            f'filter = array<i64: {kernel}, {kernel}, {cin}, {cout}>, '
            f'pad = array<i64: {pad}, {pad}>, padding = #net<padding explicit>, '
            f'strides = array<i64: {stride}, {stride}>}} : {x} -> {y}']


def direct_layers(row):
    """The direct kernel's bench: ECE408's 5x5 1 -> 50 layer on 28x28 images and a
    3x3 3 -> 64 first layer (VGG's), over batches that give a fraction of a wave to
    many waves. The eight-image forms are offered from batch 1024 on."""
    if row["images"] > 1:
        return ([(f"ece_n{n}", n, 28, 1, 50, 5, 0) for n in (1056, 4224, 16896)] +
                [(f"first_n{n}", n, 28, 3, 64, 3, 1) for n in (1024, 2048)])
    return ([(f"ece_n{n}", n, 28, 1, 50, 5, 0) for n in (132, 1056, 4224)] +
            [(f"first_n{n}", n, 56, 3, 64, 3, 1) for n in (8, 32, 128)])


def direct_net_layers(row):
    """The direct kernel's second bench (`--design nets`): the layers the
    nets run it on, (tag, batch, image, cin, cout, filter, pad, stride).
    The first bench's 28x28 and 56x56 first layers priced the bf16 forms,
    which came out about 2x under on the mobile nets' stems (3 -> 16 and 3
    -> 32, 3x3 stride 2 at 224x224) and mobilenet_v3_large's 24 -> 72 1x1
    layers at 56x56 (bf16 direct 65 us, priced 33; H200, 2026-12-01,
    docs/results/2026-12-01-columns-pools-h200.md), and within 27% on
    ECE408's layer. Those shapes at batches 8, 32 and 96 (never the models'
    64), squeeze-and-excitation's 1x1 layers of a 1x1 image, and ECE408's
    layer beside them; the eight-image forms (offered from batch 1024 on)
    ECE408's layer and a 3 -> 32 first layer at 28x28. A form of R rows an
    item runs layers of R output rows or more (the catalog's rule): the SE
    layers are the one-row form's."""
    if row["images"] > 1:
        return ([(f"ece_n{n}", n, 28, 1, 50, 5, 0, 1) for n in (2112, 8448)] +
                [(f"stem_s2_n{n}", n, 28, 3, 32, 3, 1, 2) for n in (1024, 4096)])
    out_rows = lambda l: (l[2] + 2 * l[6] - l[5]) // l[7] + 1
    layers = []
    for n in (8, 32, 96):
        layers += [(f"stem16_n{n}", n, 224, 3, 16, 3, 1, 2),
                   (f"stem32_n{n}", n, 224, 3, 32, 3, 1, 2),
                   (f"pw24_72_n{n}", n, 56, 24, 72, 1, 0, 1)]
    layers += [(f"se{cin}_{cout}_n{n}", n, 1, cin, cout, 1, 0, 1)
               for cin, cout in ((24, 72), (32, 120), (32, 8)) for n in (16, 128)]
    layers += [(f"ece_n{n}", n, 28, 1, 50, 5, 0, 1) for n in (1056, 8448)]
    return [l for l in layers if out_rows(l) >= row["rows_per_item"]]


def narrow_layers(row):
    """The narrow gather's bench (`--design narrow`, `--variants
    implicit_gemm_wgmma_narrow`): first layers of 1 and 3 channels, which
    no 16-byte copy takes, as (tag, batch, image, cin, cout, filter, pad,
    stride). Its rate was fitted on three nets' first layers of 3 channels
    and 3-12 k-steps (H200, docs/results/2026-11-28-first-conv-h200.md) and
    priced ECE408's one-channel 5x5 layer of one k-step at a third of its
    time (0.343 ms against 1.050 in tf32, the tile's epilogue and stores
    unpriced: docs/results/2026-12-01-columns-pools-h200.md). So: one
    channel (5x5, 3x3) and three (3x3, 5x5, 7x7 stride 2, 11x11 stride 4,
    the mobile stems' 3x3 stride 2) at 1 to 12 k-steps, grids from under one
    block an SM to tens of waves, one and two columns of tiles; never the
    nets' own batches."""
    return ([(f"ece_n{n}", n, 28, 1, 50, 5, 0, 1) for n in (24, 88, 1056, 8448)] +
            [(f"one3x3_n{n}", n, 28, 1, 32, 3, 1, 1) for n in (96, 2048)] +
            [(f"rgb3x3_n{n}", n, 56, 3, 64, 3, 1, 1) for n in (4, 32, 128)] +
            [(f"rgb5x5_k96_n{n}", n, 32, 3, 96, 5, 2, 1) for n in (32, 256)] +
            [(f"rgb7x7s2_n{n}", n, 224, 3, 64, 7, 3, 2) for n in (2, 8, 24)] +
            [(f"rgb11x11s4_n{n}", n, 224, 3, 64, 11, 2, 4) for n in (8, 48)] +
            [(f"stem{k}_n{n}", n, 224, 3, k, 3, 1, 2) for k in (16, 32) for n in (8, 24)])


def bench_layers(row, sms, per_sm):
    """The grid of one GEMM kernel's bench: (tag, batch, image, cin, cout, filter, pad).

    3x3 convolutions (pad 1) of 8x8 images (64 pixels: whole tiles of rows,
    so the block counts are the design's): residency k = 1 .. per_sm blocks
    on every SM in one wave (16 and 64 trips: the latency-to-throughput
    curve), 2 and 4 full waves at full residency with short to long k-loops
    (the per-iteration and per-block costs), a tail of one
    block per SM, and one 1x1 layer (the GEMM path without tap decode).
    Trips are 9 C / BK with C a multiple of BK (9, 18, 72). Beside each
    residency layer, a 1x1 twin ("pw_" tag) with the same grid and trips
    (C nine times larger): a pointwise layer reads every operand element once,
    so a lone block's k-step waits on DRAM where the 3x3 layer's taps hit L1
    and L2 (1.06-1.44x per k-step on an H200,
    docs/results/2026-11-30-pointwise-latency-h200.md); the model's
    `latency_pointwise_ns` is fitted on these. And 1x1 layers of 1, 2 and 4
    k-steps, one block per SM and two full waves ("pw_short"): the
    squeeze-and-excitation and bottleneck convolutions of mobile nets, whose
    few channels never fill a tensor-core kernel's pipeline. The output
    channels span 2 to 4 column blocks and the inputs stay under ~25 MB, so
    that the L2 serves the re-reads as in real layers: the first design (1x1
    layers over thousands of channels, one or two column blocks, inputs of
    hundreds of MB) made the tensor-core tiles DRAM-bound (2.7 TB/s), 1.5x
    slower per k-step than in the nets (H100, 2026-11-25)."""
    bm, bn, bk = row["tile"]
    layers = []

    def add(tag, blocks, steps, columns, kernel=3):
        # C a whole number of k-steps: every step reads one tap, as in nets
        # whose channels are multiples of 32 (C = 228 over BK = 32 made the
        # tf32 tiles 1.4x slower per step, round 2).
        cin = steps * bk
        rows = -(-blocks // columns) * bm
        batch = max(1, -(-rows // 64))
        layers.append((tag, batch, 8, cin, columns * bn, kernel, kernel // 2))

    # 3x3: trips = 9 x steps; their 1x1 twins the same trips in one tap.
    for k in sorted({1, 2, per_sm // 2, per_sm} - {0}):
        for steps in (2, 8):
            add(f"res{k}_t{9 * steps}", sms * k, steps, 2)
            add(f"pw_res{k}_t{9 * steps}", sms * k, 9 * steps, 2, kernel=1)
    for full in (2, 4):
        for steps in (1, 2, 8):
            add(f"w{full}_t{9 * steps}", sms * per_sm * full, steps, 4)
    for trips in (1, 2, 4):
        add(f"pw_short_res1_t{trips}", sms, trips, 2, kernel=1)
        add(f"pw_short_w2_t{trips}", sms * per_sm * 2, trips, 4, kernel=1)
    add("tail_t18", sms * per_sm + sms, 2, 4)
    add("k1_t16", sms * per_sm * 2, 16, 4, kernel=1)
    return layers


def nets_grid_tiles(row, sms, per_sm):
    """The output tiles of the channel benches' layers: the nets' grid, 12
    tiles a persistent block, 4 full waves for the others."""
    return sms * (12 if row["variant"].endswith("_persistent") else per_sm * 4)


def channel_layer(row, tag, tiles, steps, kernel=1, cout=None, columns=2):
    """One layer of the channel benches: C = steps x BK input channels,
    `columns` column tiles of output channels (`cout` of them, columns x BN
    unless given), 8x8 images enough for `tiles` tiles."""
    bm, bn, bk = row["tile"]
    rows = -(-tiles // columns) * bm
    batch = max(1, -(-rows // 64))
    return (tag, batch, 8, int(steps * bk), cout or columns * bn, kernel, kernel // 2)


def channel_layers(row, sms, per_sm):
    """The partial-channel bench of one tensor-core kernel: (tag, batch, image,
    cin, cout, filter, pad), as bench_layers.

    1x1 layers whose input channels are not whole k-steps, beside ones that
    are, at one grid: C = s x BK for s in 0.5 .. 8.5, so that a pixel's
    channels (C x element bytes, the pitch of a dense x) are 64, 96, 160,
    ... bytes where a k-step's box is 128. mobilenet_v3_large's layers of
    C = 16, 24, 40, 72 and 120 ran 12-28% over their price on the TMA
    kernels where C = 64, 80, 160 and 480 were within 1-6% (H200,
    docs/results/2026-11-30-pointwise-structure-h200.md). The grid is the
    nets': 12 tiles a persistent block (4 full waves for the others), and 48
    for the shortest loops (mobilenet_v3_large's 112x112 layers); a 3x3 pair
    (whole and partial) tells a tap's partial step from a layer's."""
    tiles = nets_grid_tiles(row, sms, per_sm)
    layers = [channel_layer(row, f"ch_s{steps:g}", tiles, steps)
              for steps in (0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 2.25, 2.5, 8, 8.25, 8.5)]
    layers += [channel_layer(row, f"ch_long_s{steps:g}", 4 * tiles, steps) for steps in (0.5, 1)]
    layers += [channel_layer(row, f"ch_3x3_s{steps:g}", tiles, steps, kernel=3)
               for steps in (2, 2.25)]
    return layers


def pitch_layers(row, sms, per_sm):
    """The misaligned-pitch bench of one TMA kernel, as channel_layers: 1x1
    layers whose pixels (C x element bytes, a dense x's pitch) are 16 bytes
    off a 32-byte sector, C = s x BK for s = k + 1/8 (and 3/8, 5/8, 7/8),
    so that every box row of every k-step starts mid-sector. channel_layers'
    channels are all whole sectors; mobilenet_v3_large's bf16 layers of C =
    24, 40, 72 and 120 (48-240 bytes, 16 off) ran 20-34% over their price
    where C = 80, 112, 240 and 480 were within 0-9% (H200, 2026-11-30). Same
    grids: 12 tiles a persistent block (4 full waves for the others), 48 for
    two short loops, and a 3x3 layer."""
    tiles = nets_grid_tiles(row, sms, per_sm)
    layers = [channel_layer(row, f"pitch_s{steps:g}", tiles, steps)
              for steps in (0.375, 0.625, 1.125, 1.875, 2.125, 3.125, 8.125)]
    layers += [channel_layer(row, f"pitch_long_s{steps:g}", 4 * tiles, steps)
               for steps in (0.375, 1.125)]
    layers.append(channel_layer(row, "pitch_3x3_s2.125", tiles, 2.125, kernel=3))
    return layers


def column_layers(row, sms, per_sm):
    """The partial-column bench of one tensor-core kernel: (tag, batch, image,
    cin, cout, filter, pad), as bench_layers.

    Layers whose output channels fill their second column of tiles a part
    f of the way (K = BN x (1 + f), f = 1/8 .. 3/4), beside the full twin
    (f = 1) at the same grid and k-steps: a tile past K runs its whole BN
    columns and stores fewer. bench_layers' and the channel benches' outputs
    are all whole columns, and inception_v3's and googlenet's persistent
    128 x 128 launches whose K is not a multiple of 128 (96 to 448) ran 21%
    past their price in tf32 and 10% in bf16, where those with whole columns
    were within 2-5% (H200, docs/results/2026-12-01-model-pictures-h200.md).
    1x1 layers of 2 k-steps at the nets' grid (12 tiles a persistent block,
    4 full waves for the others), a long pair at 4x the tiles and a 3x3
    pair (whole k-steps throughout: the channel benches price C)."""
    bm, bn, bk = row["tile"]
    tiles = nets_grid_tiles(row, sms, per_sm)
    fills = (0.125, 0.25, 0.5, 0.75, 1)
    layers = [channel_layer(row, f"col_f{f:g}", tiles, 2, cout=int(bn * (1 + f))) for f in fills]
    layers += [channel_layer(row, f"col_long_f{f:g}", 4 * tiles, 2, cout=int(bn * (1 + f)))
               for f in (0.25, 1)]
    layers += [channel_layer(row, f"col_3x3_f{f:g}", tiles, 2, kernel=3, cout=int(bn * (1 + f)))
               for f in (0.25, 1)]
    # The first run (H200, 2026-12-01) priced the 1x1 layers' partial columns
    # over (their stores shrink) and the 3x3 pair's 14-34% under on every
    # TMA tile: whether a partial column's k-step costs more (a 1x1 layer of
    # as many k-steps as the 3x3 pair's 18), or a tap does (3x3 layers of 9
    # k-steps, and more fills of the 18).
    layers += [channel_layer(row, f"col_k18_f{f:g}", tiles, 18, cout=int(bn * (1 + f)))
               for f in (0.25, 1)]
    layers += [channel_layer(row, f"col_3x3_s1_f{f:g}", tiles, 1, kernel=3, cout=int(bn * (1 + f)))
               for f in (0.25, 1)]
    layers += [channel_layer(row, f"col_3x3_f{f:g}", tiles, 2, kernel=3, cout=int(bn * (1 + f)))
               for f in (0.125, 0.5, 0.75)]
    return layers


def one_column_layers(row, sms, per_sm):
    """The one-column bench of one TMA or persistent kernel (`--design
    onecolumn`): (tag, batch, image, cin, cout, filter, pad), as
    bench_layers. 1x1 layers whose K is one column of tiles (K = BN) beside
    a twin of two columns (K = 2 BN) at the same tiles and k-steps (1, 2, 4
    and 8), at the nets' grid and 4x it, and a 3x3 pair of one k-step. Every
    other bench gives its layers two to four columns. Since the TMA kernels
    take the columns of one row of tiles together (TileOrder), a launch of
    one column has the column index 0 at compile time, and the compiler
    folds the epilogue's column bounds: resnet50's bf16 res2 1x1 layers (one
    k-step, K = 256 on the persistent 128 x 256 tile) ran 44.6 us where the
    entries fitted on two to four columns price them at 65.5 (H200,
    docs/results/2026-12-03-tile-order-refit-h200.md)."""
    tiles = nets_grid_tiles(row, sms, per_sm)
    layers = []
    for columns in (1, 2):
        for steps in (1, 2, 4, 8):
            layers.append(channel_layer(row, f"onecol_c{columns}_s{steps}", tiles, steps,
                                        columns=columns))
        layers.append(channel_layer(row, f"onecol_long_c{columns}_s1", 4 * tiles, 1,
                                    columns=columns))
        layers.append(channel_layer(row, f"onecol_3x3_c{columns}_s1", tiles, 1, kernel=3,
                                    columns=columns))
    return layers


def deep_layers(row, sms, per_sm):
    """The deep-grid bench of one TMA or persistent kernel (`--design
    deep`): (tag, batch, image, cin, cout, filter, pad), as bench_layers.
    1x1 layers of 1, 2 and 4 k-steps and a 3x3 layer of one (9 trips) whose
    grids are 12 and 48 tiles an SM's block (a persistent block's units, or
    full waves of the others), with K = max(2 BN, 256): the outputs are as
    large as the inputs or larger, so the epilogue's stores share the DRAM
    with the next tiles' loads for the whole launch. Every other bench keeps
    its grids to 4 waves and its inputs to ~25 MB; resnet50's bf16 res2
    layers (47 tiles a unit, one k-step, 128 MB through the DRAM) ran 16-20%
    past the price of entries fitted on them (H200,
    docs/results/2026-12-03-bf16-refit-h200.md)."""
    bn = row["tile"][1]
    cout = max(2 * bn, 256)
    layers = []
    for per_block in (12, 48):
        tiles = sms * per_sm * per_block
        for steps in (1, 2, 4):
            layers.append(channel_layer(row, f"deep_w{per_block}_s{steps}", tiles, steps,
                                        cout=cout, columns=cout // bn))
        layers.append(channel_layer(row, f"deep_3x3_w{per_block}_s1", tiles, 1, kernel=3,
                                    cout=cout, columns=cout // bn))
    return layers


def tail_layers(row, sms, per_sm):
    """The sub-wave bench of one tensor-core kernel: (tag, batch, image, cin,
    cout, filter, pad), as bench_layers. 1x1 layers whose tiles fill a part
    f of the SMs (f = 1/4, 1/2, 3/4) beside the twin that fills each SM
    once (f = 1), at 4, 16 and 32 k-steps, and a 3x3 pair: a k-step on a
    full machine shares the L2 and DRAM with every SM, in a wave that
    leaves SMs idle with fewer. Every other bench runs whole waves, and
    mobilenet_v3_large's late 1x1 layers of under a wave (75 tiles of 30
    k-steps on the tf32 persistent 128 x 64 tile) ran 12-37% under their
    price (H200, docs/results/2026-12-01-columns-pools-h200.md's runs)."""
    layers = []
    for f in (0.25, 0.5, 0.75, 1):
        for steps in (4, 16, 32):
            layers.append(channel_layer(row, f"tail_f{f:g}_s{steps}", int(f * sms), steps))
    layers += [channel_layer(row, f"tail_3x3_f{f:g}", int(f * sms), 2, kernel=3) for f in (0.5, 1)]
    return layers


def element_bytes(row):
    """The bytes of one element in the row's precision (its operands' storage)."""
    return 2 if row["precision"] in ("bf16", "fp16") else 4


def gather_layers(row, sms, per_sm):
    """The gathered kernels' small-channel bench (`--design gather`, the
    mma.sync and gathered wgmma tiles): (tag, batch, image, cin, cout,
    filter, pad), as bench_layers. These kernels step through the flattened
    reduction (r, s, c) BK at a time in 16-byte copies, so where C < BK a
    k-step's rows gather BK / C taps' pixels of C x element bytes each, not
    one contiguous run. googlenet's 5x5 layers of C = 24 ran 1.7x their
    price on the bf16 mma.sync 64 x 64 tile, of C = 48 8-14% under on the
    gathered wgmma tiles, while inception_v3's 3x3 layers of C = 32 ran
    19-46% faster than priced (H200, the held-out runs of
    docs/results/2026-12-01-columns-pools-h200/scores.sh). 3x3 and 5x5
    layers at 14 x 14 (taps mostly inside the image, as the nets' are) whose
    pixels are 32 to 192 bytes (whole sectors and not), a 1x1 pair for
    reference; the channel benches' grid (4 full waves), two column tiles of
    output channels."""
    bm, bn, bk = row["tile"]
    element = element_bytes(row)
    tiles = nets_grid_tiles(row, sms, per_sm)
    image, columns = 14, 2
    batch = max(1, -(-(-(-tiles // columns) * bm) // (image * image)))
    layers = []
    for kernel in (3, 5):
        for pixel_bytes in (32, 48, 64, 80, 96, 128, 144, 192):
            c = pixel_bytes // element
            layers.append((f"gather_{kernel}x{kernel}_b{pixel_bytes}", batch, image, c,
                           columns * bn, kernel, kernel // 2))
    for pixel_bytes in (48, 128):
        layers.append((f"gather_1x1_b{pixel_bytes}", batch, image, pixel_bytes // element,
                       columns * bn, 1, 0))
    return layers


def reread_layers(row, sms, per_sm):
    """The re-read bench of one TMA or persistent kernel (`--design
    rereads`): (tag, batch, image, cin, cout, filter, pad), as
    bench_layers. 1x1 layers at 14 x 14 of 8 k-steps whose input is 8 to
    128 MB, read by 1 to 4 columns of output tiles (K = columns x BN). The
    memory term counts compulsory bytes only, but every column of tiles
    reads the whole input, and once the input outgrows what the L2 holds
    between them, the DRAM reads it again: googlenet's tf32 inception_4b
    1x1 (51 MB of input) read 1.6 times its input from DRAM with two
    columns and 2.3 times with three, 35 MB and 7.8 us more
    (docs/results/2026-12-02-dram-relief-h200.md, call 4). A persistent
    tile leaves out the layers of between one and two tiles a block, which
    the catalog does not offer it (HopperConvKernels.cpp: `--force-kernel`
    would refuse the whole network)."""
    bm, bn, bk = row["tile"]
    element = element_bytes(row)
    cin, image = 8 * bk, 14
    layers = []
    for megabytes in (8, 24, 40, 56, 72, 96, 128):
        batch = max(1, round(megabytes * 2**20 / (image * image * cin * element)))
        for columns in (1, 2, 3, 4):
            tiles = -(-batch * image * image // bm) * columns
            if row["variant"].endswith("_persistent") and sms < tiles < 2 * sms:
                continue
            layers.append((f"reread_m{megabytes}_c{columns}", batch, image, cin, columns * bn, 1, 0))
    return layers


def command_make(args):
    if args.design == "nets" and args.variants.split(",") != ["direct"]:
        sys.exit("kstruct.py make: --design nets is the direct forms' bench (--variants direct)")
    if (args.design == "narrow") != (args.variants.split(",") == ["implicit_gemm_wgmma_narrow"]):
        sys.exit("kstruct.py make: the narrow gather is benched by --design narrow alone "
                 "(--variants implicit_gemm_wgmma_narrow)")
    kernels = structure_kernels(args.netc, args.profile)
    profile = json.load(open(args.profile if os.path.exists(args.profile)
                             else os.path.join(ROOT, "devices", args.profile + ".json")))
    os.makedirs(args.out, exist_ok=True)
    wanted = set(args.kernels.split(",")) if args.kernels else None
    manifest_path = os.path.join(args.out, "manifest.json")
    manifest = json.load(open(manifest_path)) if os.path.exists(manifest_path) else []
    made = {e["name"] for e in manifest}
    variants = args.variants.split(",")
    for row in kernels:
        if row["variant"] not in variants or row["precision"] not in args.precisions.split(","):
            continue
        key = row["kernel"]
        if wanted and key not in wanted:
            continue
        # The SIMT kernels of tf32 and 16-bit precisions are fp32's with other
        # loads: measured in fp32 only unless asked for.
        if row["variant"] == "implicit_gemm_simt" and row["precision"] != "fp32" and not wanted:
            continue
        name = "%s-%s" % (key.replace(" ", "_"), row["precision"])
        if name in made:
            continue  # the direct forms' rows for other tap counts, or made before
        made.add(name)
        per_sm = row["blocks_per_sm"]
        directory = os.path.join(args.out, name)
        layers = (direct_net_layers(row) if row["variant"] == "direct" and args.design == "nets"
                  else narrow_layers(row) if args.design == "narrow"
                  else direct_layers(row) if row["variant"] == "direct"
                  else channel_layers(row, profile["sm_count"], per_sm)
                  if args.design == "channels"
                  else pitch_layers(row, profile["sm_count"], per_sm)
                  if args.design == "pitch"
                  else column_layers(row, profile["sm_count"], per_sm)
                  if args.design == "columns"
                  else tail_layers(row, profile["sm_count"], per_sm)
                  if args.design == "tails"
                  else gather_layers(row, profile["sm_count"], per_sm)
                  if args.design == "gather"
                  else reread_layers(row, profile["sm_count"], per_sm)
                  if args.design == "rereads"
                  else one_column_layers(row, profile["sm_count"], per_sm)
                  if args.design == "onecolumn"
                  else deep_layers(row, profile["sm_count"], per_sm)
                  if args.design == "deep"
                  else bench_layers(row, profile["sm_count"], per_sm))
        lines = [f'net.network "{name}" {{']
        for i, layer in enumerate(layers):
            lines += conv_line(2 * i, *layer)
        lines.append("}")
        os.makedirs(directory, exist_ok=True)
        with open(os.path.join(directory, "net.mlir"), "w") as f:
            f.write("\n".join(lines) + "\n")
        seconds = lower_network("kstruct.py make", args.netc, directory, args.profile,
                                row["precision"], ["--force-kernel", key], args.no_compile)
        print(f"kstruct.py make: {name}: {len(layers)} layers, {per_sm} blocks/SM expected, "
              f"lowered in {seconds:.0f} s", flush=True)
        manifest.append(dict(name=name, kernel=key, precision=row["precision"], layers=len(layers)))
        with open(manifest_path, "w") as f:  # after each network: make resumes
            json.dump(manifest, f, indent=1)


def command_run(args):
    manifest = json.load(open(os.path.join(args.out, "manifest.json")))
    deadline = time.time() + args.budget_s
    for entry in manifest:
        directory = os.path.join(args.out, entry["name"])
        result = os.path.join(directory, "run.json")
        if os.path.exists(result):
            continue
        if time.time() > deadline:
            print(f"kstruct.py run: budget spent; {entry['name']} and later not run (run again)")
            return 3
        partial = result + ".partial"
        step = [args.runtime, "run", os.path.join(directory, "lowered"), "--no-check", "--no-cudnn",
                "--iterations", str(args.iterations), "--warmup", "1", "--format", "json",
                "-o", partial]
        started = time.time()
        done = subprocess.run(step, capture_output=True, text=True)
        if done.returncode != 0:
            print(f"kstruct.py run: {entry['name']}: {' '.join(step)} failed ({done.returncode}):\n"
                  f"{done.stderr[-2000:]}")
            continue
        os.replace(partial, result)  # whole or not at all
        print(f"kstruct.py run: {entry['name']}: {time.time() - started:.1f} s", flush=True)
    return 0


# ---- fit and score: netc calibrate -------------------------------------------

def command_fit(args):
    if args.runs:
        if not args.plans:
            sys.exit("kstruct.py fit: --runs needs --plans (the lowered directories)")
        runs, plans = args.runs, [args.plans]
    else:
        if not args.out:
            sys.exit("kstruct.py fit: name bench directories or --runs")
        runs, missing = [], []
        for out in args.out:
            for e in json.load(open(os.path.join(out, "manifest.json"))):
                result = os.path.join(out, e["name"], "run.json")
                if os.path.exists(result):
                    runs.append(result)
                else:
                    missing.append(e["name"])
        if missing:
            print("not measured: " + ", ".join(missing), flush=True)
        if not runs:
            sys.exit("kstruct.py fit: no network of " + " ".join(args.out) + " was measured")
        plans = args.out
    common = ["--plans", ",".join(plans), "--device", args.profile, "--registers", args.registers]
    only = (["--lone-block-costs-only"] if args.lone_block_costs_only else []) + \
        (["--channel-costs-only"] if args.channel_costs_only else []) + \
        (["--sub-wave-costs-only"] if args.sub_wave_costs_only else [])
    status = calibrate(args.netc, ["--fit-structure", ",".join(runs), "-o", args.output or "-"]
                       + only + common)
    if status == 0 and args.lono:
        print(flush=True)
        status = calibrate(args.netc, ["--validate-structure", ",".join(runs)] + common)
    return status


def command_score(args):
    command = ["--score-structure", ",".join(args.runs), "--plans", args.plans, "--device",
               args.profile, "--registers", args.registers]
    if args.fragment:
        command += ["--fragment", args.fragment]
    if args.per_net:
        command.append("--per-net")
    if args.scored_rows:
        command += ["--scored-rows", args.scored_rows]
    return calibrate(args.netc, command)


# ---- compact and ingest (results through a text log) ---------------------------

def run_name(run):
    """The lowered directory a run measured: NET-sm_90-P, or a bench network's name."""
    directory = os.path.dirname(run["plan"]["path"])
    if os.path.basename(directory) == "lowered":
        directory = os.path.dirname(directory)
    return os.path.basename(directory)


def command_compact(args):
    for path in args.runs:
        run = json.load(open(path))
        times = ",".join("%.5g" % l["ours"]["median_ms"] for l in run["launches"])
        print("KS %s %s %s" % (run_name(run), run["device"]["name"].replace(" ", "_"), times))


def command_ingest(args):
    """KS lines of a log -> run JSONs beside their plans' directories."""
    written = 0
    for line in open(args.log):
        if not line.startswith("KS "):
            continue
        _, name, device, times = line.split()
        bench = os.path.join(args.bench, name, "lowered")
        if os.path.isdir(bench):
            directory, target = bench, os.path.join(args.bench, name, "run.json")
        else:
            directory = os.path.join(args.plans, name)
            os.makedirs(args.nets_runs, exist_ok=True)
            target = os.path.join(args.nets_runs, name + ".json")
        if not os.path.isdir(directory):
            sys.exit(f"kstruct.py ingest: {name}: no lowered directory {directory}")
        launches = plan_launches(directory)
        values = [float(v) for v in times.split(",")]
        if len(values) != len(launches):
            sys.exit(f"kstruct.py ingest: {name}: {len(values)} times for {len(launches)} launches")
        run = dict(device=dict(name=device.replace("_", " ")),
                   plan=dict(path=os.path.join(directory, "plan.json")),
                   launches=[dict(index=i, kernel=l["kernel"], variant=l["variant"],
                                  predicted_ms=l.get("predicted_ms"), ours=dict(median_ms=v))
                             for i, (l, v) in enumerate(zip(launches, values))])
        with open(target, "w") as f:
            json.dump(run, f, indent=1)
        written += 1
    print(f"kstruct.py ingest: {written} run JSONs")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    profile = os.path.join(ROOT, "devices", "h100.json")
    p = sub.add_parser("make")
    p.add_argument("out")
    p.add_argument("--netc", default=default_netc())
    p.add_argument("--profile", default=profile)
    p.add_argument("--precisions", default="fp32,tf32,bf16")
    p.add_argument("--kernels", default="")
    p.add_argument("--variants", default="implicit_gemm_simt,implicit_gemm_mma",
                   help="catalog variants to bench (direct: the direct convolution's forms)")
    p.add_argument("--design", choices=("structure", "channels", "pitch", "columns", "tails",
                                         "nets", "narrow", "gather", "rereads", "onecolumn",
                                         "deep"),
                   default="structure",
                   help="structure: residency, waves, trips and the 1x1 twins (bench_layers); "
                        "channels: input channels that are not whole k-steps (channel_layers); "
                        "pitch: pixels 16 bytes off a 32-byte sector (pitch_layers); "
                        "columns: output channels that fill the last column of tiles in part "
                        "(column_layers); tails: 1x1 layers of under a wave, beside a full "
                        "one (tail_layers); nets: the direct forms on the layers the nets run them "
                        "on, stems of 3 channels at 224x224, 1x1 layers at 56x56 and of a 1x1 "
                        "image (direct_net_layers; --variants direct); narrow: first layers of "
                        "1 and 3 channels on the wgmma narrow gather (narrow_layers; --variants "
                        "implicit_gemm_wgmma_narrow); gather: 3x3 and 5x5 layers of 32- to "
                        "192-byte pixels on the gathered kernels (gather_layers; --variants "
                        "implicit_gemm_mma,implicit_gemm_wgmma); rereads: 1x1 layers of 8-128 MB "
                        "of input read by 1-4 columns of tiles (reread_layers; --variants "
                        "implicit_gemm_wgmma_tma,implicit_gemm_wgmma_tma_persistent); onecolumn: 1x1 "
                        "layers of one column of output tiles beside twins of two, 1-8 k-steps "
                        "(one_column_layers; the same variants); deep: 1x1 and 3x3 layers of "
                        "1-4 k-steps over 12 and 48 tiles a block, outputs as large as the inputs "
                        "(deep_layers; the same variants)")
    p.add_argument("--no-compile", action="store_true",
                   help="lower without nvcc (plans and kernels.cu only: no cubin to run or to "
                        "read registers from)")
    p = sub.add_parser("run")
    p.add_argument("out")
    p.add_argument("--runtime", default=os.path.join(ROOT, "build", "bin", "netc-runtime"))
    p.add_argument("--budget-s", type=float, default=540)
    p.add_argument("--iterations", type=int, default=5)
    p = sub.add_parser("fit")
    p.add_argument("out", nargs="*", help="bench directories (make, run)")
    p.add_argument("--runs", nargs="+", help="netc-runtime run JSONs instead of a bench directory")
    p.add_argument("--plans", help="with --runs: the directory of their lowered plans")
    p.add_argument("--lono", action="store_true", help="also score leaving one network out")
    p.add_argument("--lone-block-costs-only", action="store_true",
                   help="fit only latency_pointwise_ns on the 1x1 twins, holding the profile's "
                        "other constants (the fragment then holds every entry of the profile)")
    p.add_argument("--channel-costs-only", action="store_true",
                   help="fit only partial_step_ns and misaligned_step_ns on the channels and "
                        "pitch benches, holding the profile's other constants (one bench "
                        "directory at a time: the two designs name their networks alike)")
    p.add_argument("--sub-wave-costs-only", action="store_true",
                   help="fit only sub_wave_floor on the tails bench (launches of under a wave), "
                        "holding the profile's other constants")
    p.add_argument("--netc", default=default_netc())
    p.add_argument("--profile", default=profile)
    p.add_argument("--registers", choices=("table", "cubin"), default="table",
                   help="the table's representative registers (what the lowering sees) or each "
                        "launch's own from its cubin")
    p.add_argument("-o", "--output")
    p = sub.add_parser("compact")
    p.add_argument("runs", nargs="+")
    p = sub.add_parser("ingest")
    p.add_argument("log")
    p.add_argument("--bench", required=True)
    p.add_argument("--plans", required=True)
    p.add_argument("--nets-runs", required=True)
    p = sub.add_parser("score")
    p.add_argument("runs", nargs="+")
    p.add_argument("--plans", required=True)
    p.add_argument("--netc", default=default_netc())
    p.add_argument("--profile", default=profile)
    p.add_argument("--fragment")
    p.add_argument("--registers", choices=("table", "cubin"), default="table",
                   help="the table's representative registers (what the lowering sees) or each "
                        "launch's own from its cubin")
    p.add_argument("--per-net", action="store_true")
    p.add_argument("--scored-rows", help="write every scored launch to this CSV file")
    args = parser.parse_args()
    return {"make": command_make, "run": command_run, "fit": command_fit,
            "score": command_score, "compact": command_compact,
            "ingest": command_ingest}[args.command](args) or 0


if __name__ == "__main__":
    sys.exit(main())
