#!/usr/bin/env python3
"""netc's own kernels predicted from their structure: microbenchmark, fit, score.

The structural model (lib/CostModel/KernelStructure.h) prices a launch of a
k-loop kernel from its grid, block, tile, trip count, registers and shared
memory; its per-kernel constants (ns per k-step on a full SM and alone, ns
per block for prologue and epilogue) come from the device profile's
`calibrated.generated_kernels.structure`. This script measures them and
scores the model (standard library only):

  kstruct.py make OUT --netc build/bin/netc [--precisions fp32,tf32,bf16] [--kernels KEY,...]
      here: one network of single convolutions per catalog kernel, shaped so
      that blocks per SM, waves and trip counts vary over a grid, each
      lowered with `netc lower --force-kernel KEY` (nvcc compiles the cubins)
  kstruct.py run OUT --runtime build/bin/netc-runtime [--budget-s 540]
      GPU machine: times every launch kernel-only (`netc-runtime run
      --no-check --no-cudnn`), one JSON per network; resumable
  kstruct.py fit OUT [--profile devices/h100.json] [-o fragment.json]
      least squares per kernel and precision -> the profile's
      `generated_kernels.structure` entries (a fragment to merge)
  kstruct.py score RUN.json... --plans DIR [--profile P] [--fragment F]
      the model against measured launches of whole networks (netc-runtime
      run JSONs; DIR holds each plan's lowered directory NET-sm_90-PRECISION),
      median and p90 |error| per precision and variant, beside the plans'
      own predictions

The model's arithmetic here mirrors KernelStructure.cpp line for line;
`score --check` compares it with the predicted_ms of plans lowered by a netc
whose lowering uses it.
"""
import argparse
import glob
import json
import math
import os
import re
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
TABLE = os.path.join(ROOT, "lib", "CostModel", "KernelResourceTable.inc")
SHARPNESS = 4.0  # KernelStructure.cpp's kResidencySharpness
GEMM_VARIANTS = ("implicit_gemm_simt", "implicit_gemm_mma")
STRUCTURAL = GEMM_VARIANTS + ("direct",)


# ---- the model (KernelStructure.cpp) ---------------------------------------

def read_table(path=TABLE):
    rows = []
    pattern = re.compile(r'\{"(\w+)", (\d+), (\d+), (\d+), (\d+), (\d+), (\d+), (\d+), "(\w+)", '
                         r'(\d+), (\d+), (\d+)\},')
    with open(path) as f:
        for line in f:
            m = pattern.match(line.strip())
            if m:
                g = m.groups()
                rows.append(dict(variant=g[0], tile=[int(g[1]), int(g[2]), int(g[3])],
                                 threads=int(g[4]), min_blocks=int(g[5]), rows_per_item=int(g[6]),
                                 images=int(g[7]), precision=g[8], registers=int(g[9]),
                                 static_shared=int(g[10]), spills=int(g[11])))
    return rows


def lookup_resources(table, launch, precision):
    nearest = None
    for row in table:
        if row["variant"] != launch["variant"] or row["precision"] != precision:
            continue
        if launch["variant"] == "direct":
            # The form, and the nearest tap count (KernelStructure.cpp).
            if (row["rows_per_item"], row["images"]) == (launch["rows_per_item"], launch["images"]):
                if nearest is None or (abs(row["tile"][2] - launch["tile"][2]) <
                                       abs(nearest["tile"][2] - launch["tile"][2])):
                    nearest = row
        elif row["tile"] == launch["tile"] and row["threads"] == launch["threads"]:
            return row
    return nearest


def sm_limits(profile):
    limits = dict(registers=65536, unit=256, threads=2048, blocks=32, shared=228 * 1024,
                  reserved=1024, warp=32)
    limits["registers"] = profile.get("registers_per_sm", limits["registers"])
    limits["threads"] = profile.get("max_threads_per_sm", limits["threads"])
    if profile.get("shared_memory_per_sm_kib"):
        limits["shared"] = int(profile["shared_memory_per_sm_kib"] * 1024)
    version = int(profile.get("sm_version", "sm_90")[3:].rstrip("a") or 90)
    if version in (75, 86, 87):
        limits["blocks"] = 16
    elif version == 89:
        limits["blocks"] = 24
    if version < 80:
        limits["reserved"] = 0
    return limits


def occupancy(threads, registers, shared, limits):
    best, limit = limits["blocks"], "blocks"
    warps = -(-max(threads, 1) // limits["warp"])
    for blocks, name in ((limits["threads"] // (warps * limits["warp"]), "threads"),):
        if blocks < best:
            best, limit = blocks, name
    if registers > 0:
        per_warp = -(-registers * limits["warp"] // limits["unit"]) * limits["unit"]
        blocks = limits["registers"] // (per_warp * warps)
        if blocks < best:
            best, limit = blocks, "registers"
    per_block = shared + limits["reserved"]
    if per_block > 0 and limits["shared"] // per_block < best:
        best, limit = limits["shared"] // per_block, "shared memory"
    return max(best, 1), limit


def waves(blocks, sms, per_sm):
    slots = max(sms, 1) * max(per_sm, 1)
    return blocks // slots, blocks % slots, -(-(blocks % slots) // max(sms, 1))


def structure_key(launch):
    if launch["variant"] == "direct":
        return "direct r%d i%d" % (launch["rows_per_item"], launch["images"])
    t = launch["tile"]
    return "%s %dx%dx%d t%d" % (launch["variant"], t[0], t[1], t[2], launch["threads"])


TENSOR_PEAK = {"tf32": "tf32_tensor", "bf16": "bf16_tensor", "fp16": "fp16_tensor"}


def rate_per_sm(launch, profile, precision):
    cal = profile["calibrated"]
    rates = cal.get("generated_kernels", {})
    sms = profile["sm_count"]
    if launch["variant"] == "implicit_gemm_mma" and precision in TENSOR_PEAK:
        peak = TENSOR_PEAK[precision]
        if profile["peak_gflops"].get(peak):
            return (profile["peak_gflops"][peak] * cal["achieved_fraction"][peak] *
                    rates.get("implicit_gemm_mma", 0.35) / sms)
    efficiency = rates.get("implicit_gemm_simt", 0.9)
    if launch["variant"] == "direct":
        efficiency = rates.get("direct", 0.45)
        if launch["rows_per_item"] == 1:
            efficiency *= rates.get("direct_one_row", 0.65)
        elif launch["rows_per_item"] >= 4:
            efficiency *= rates.get("direct_four_rows", 0.71)
        if launch["images"] > 1:
            efficiency *= rates.get("direct_eight_images", 0.86)
    return profile["peak_gflops"]["fp32"] * cal["achieved_fraction"]["fp32"] * efficiency / sms


def iteration_flops(launch):
    if launch["variant"] == "direct":
        return 2.0 * launch["threads"] * launch["rows_per_item"] * 8 * launch["tile"][2]
    t = launch["tile"]
    return 2.0 * t[0] * t[1] * t[2]


def costs(launch, profile, precision, entries):
    # Off the tensor cores tf32 runs fp32's kernel (KernelStructure.cpp).
    measured_as = "fp32" if precision == "tf32" and launch["variant"] != "implicit_gemm_mma" else precision
    key = (structure_key(launch), measured_as)
    if key in entries:
        return dict(entries[key], estimated=False)
    rates = profile["calibrated"].get("generated_kernels", {})
    iteration = iteration_flops(launch) / rate_per_sm(launch, profile, precision)
    block = (0.0 if launch["variant"] == "direct" else
             rates.get("reduction_half_length", 64) / launch["tile"][2] * iteration)
    return dict(iteration_ns=iteration, latency_ns=2 * iteration, block_ns=block, estimated=True)


def profile_entries(profile):
    out = {}
    for e in profile["calibrated"].get("generated_kernels", {}).get("structure", []) or []:
        out.setdefault((e["kernel"], e["precision"]), e)  # the first, as KernelStructure.cpp
    return out


def iteration_ns(c, k):
    return (c["latency_ns"] ** SHARPNESS + (max(k, 1) * c["iteration_ns"]) ** SHARPNESS) ** (1 / SHARPNESS)


def describe(launch, profile, precision, table, registers=None):
    """Blocks, occupancy, waves and trips of one launch (KernelStructure's describeKernel)."""
    row = lookup_resources(table, launch, precision)
    regs = registers if registers is not None else (row["registers"] if row else 0)
    shared = launch["dynamic_shared"] + (row["static_shared"] if row else 0)
    per_sm, limit = occupancy(launch["threads"], regs, shared, sm_limits(profile))
    full, tail, tail_per_sm = waves(launch["blocks"], profile["sm_count"], per_sm)
    if launch["variant"] == "direct":
        groups = max(1, launch["threads"] // max(launch["tile"][1], 1))
        trips = launch["images"] * -(-launch["items_per_image"] // groups)
    else:
        trips = -(-launch["reduction"] // launch["tile"][2]) if launch["reduction"] else 1
    return dict(per_sm=per_sm, limit=limit, full=full, tail=tail, tail_per_sm=tail_per_sm,
                trips=trips, registers=regs, known=row is not None)


def predict(launch, profile, precision, table, entries, registers=None):
    s = describe(launch, profile, precision, table, registers)
    c = costs(launch, profile, precision, entries)

    def wave(k):
        return s["trips"] * iteration_ns(c, k) + k * c["block_ns"]

    compute_ns = s["full"] * wave(s["per_sm"]) + (wave(s["tail_per_sm"]) if s["tail"] else 0)
    cal = profile["calibrated"]
    bandwidth = profile["memory_bandwidth_gbs"] * (cal.get("bandwidth_fraction") or 1.0)
    memory_ms = launch["bytes"] / (bandwidth * 1e6)
    launch_ms = cal.get("launch_overhead_us", 0) / 1e3
    return launch_ms + max(compute_ns / 1e6, memory_ms), s, c


# ---- plans and cubins --------------------------------------------------------

# The emitter names each argument (`DirectTile</*QT=*/8, /*PT=*/2, ...>`); a
# kernel's body holds braces (its `struct Layer`), so the match stops only at
# the next kernel.
_ARG = r"(?:/\*\w+=\*/)?(\d+)"
DIRECT_TILE = re.compile(r"(netc_\w+)\s*\([^)]*\)\s*\{(?:(?!__global__).)*?DirectTile<" + ", ".join([_ARG] * 5) + ">",
                         re.S)


def direct_forms(kernels_cu):
    """{kernel: (QT, PT, Groups, Rows, Images)} of the direct launches in a kernels.cu."""
    text = open(kernels_cu).read()
    return {m.group(1): tuple(int(v) for v in m.groups()[1:]) for m in DIRECT_TILE.finditer(text)}


def plan_launches(directory):
    """The plan's launches as the model reads them, by index."""
    plan = json.load(open(os.path.join(directory, "plan.json")))
    weights = {w["name"]: w for w in plan.get("weights", [])}
    forms = {}
    cu = os.path.join(directory, "kernels.cu")
    if os.path.exists(cu):
        forms = direct_forms(cu)
    out = []
    for index, p in enumerate(plan["launches"]):
        launch = dict(index=index, kernel=p["kernel"], variant=p["variant"], tile=p.get("tile"),
                      threads=p["block"][0] * p["block"][1] * p["block"][2],
                      blocks=p["grid"][0] * p["grid"][1] * p["grid"][2], grid=p["grid"],
                      dynamic_shared=p.get("shared_bytes", 0), bytes=p.get("bytes", 0),
                      flops=p.get("flops", 0), predicted_ms=p.get("predicted_ms"),
                      reduction=0, rows_per_item=0, images=0)
        for a in p["args"]:
            if a and a.get("role") == "w" and a.get("weight"):
                shape = weights[a["weight"]]["shape"]
                launch["reduction"] = math.prod(shape[1:])
            if a and a.get("role") == "y" and a.get("tensor"):
                launch["y_shape"] = a["tensor"]["shape"]
            if a and a.get("role") == "x" and a.get("tensor"):
                launch["x_shape"] = a["tensor"]["shape"]
                launch["x_pitch"] = a["tensor"].get("pitch", a["tensor"]["shape"][-1])
        if p["variant"] == "direct" and p["kernel"] in forms:
            qt, pt, groups, rows, images = forms[p["kernel"]]
            launch["rows_per_item"], launch["images"] = pt, images
            q = launch["y_shape"][2]
            launch["items_per_image"] = -(-rows // pt) * -(-q // qt)
        out.append(launch)
    return out, plan


def cubin_registers(path):
    """{kernel: registers} from a cubin's .nv.info EIATTR_REGCOUNT records (what
    cuobjdump --dump-resource-usage prints), for scoring with each launch's own
    registers rather than the table's representative ones."""
    import struct
    data = open(path, "rb").read()
    shoff, = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 0x3A)
    secs = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]

    def string(table, offset):
        base = secs[table][4]
        end = data.index(b"\0", base + offset)
        return data[base + offset:end].decode()

    names = [string(shstrndx, s[0]) for s in secs]
    symtab = secs[names.index(".symtab")]
    symbols = [string(symtab[6], struct.unpack_from("<I", data, symtab[4] + j * 24)[0])
               for j in range(symtab[5] // 24)]
    out = {}
    for name, s in zip(names, secs):
        if name != ".nv.info":
            continue
        p = s[4]
        while p < s[4] + s[5]:
            fmt, attr = data[p], data[p + 1]
            if fmt == 4:
                size, = struct.unpack_from("<H", data, p + 2)
                if attr == 0x2F:  # EIATTR_REGCOUNT: symbol, registers
                    symbol, registers = struct.unpack_from("<II", data, p + 4)
                    out[symbols[symbol]] = registers
                p += 4 + size
            elif fmt in (2, 3):
                p += 4
            elif fmt == 1:
                p += 2
            else:
                break
    return out


# ---- score -------------------------------------------------------------------

def percentile(values, q):
    values = sorted(values)
    if not values:
        return float("nan")
    position = (len(values) - 1) * q
    low = int(math.floor(position))
    high = min(low + 1, len(values) - 1)
    return values[low] + (values[high] - values[low]) * (position - low)


def load_profile(path, fragment=None):
    profile = json.load(open(path))
    if fragment:
        extra = json.load(open(fragment))
        gk = profile["calibrated"].setdefault("generated_kernels", {})
        gk["structure"] = extra["structure"]
        gk["structure_source"] = extra.get("structure_source", fragment)
    return profile


def command_score(args):
    profile = load_profile(args.profile, args.fragment)
    entries = profile_entries(profile)
    table = read_table(args.table)
    rows = []
    for path in args.runs:
        run = json.load(open(path))
        plan_path = run["plan"]["path"]
        name = os.path.basename(os.path.dirname(plan_path))
        directory = os.path.join(args.plans, name)
        if not os.path.isdir(directory):
            sys.exit(f"kstruct.py score: {path}: no lowered directory {directory}")
        launches, plan = plan_launches(directory)
        precision = plan["precision"]
        exact = {}
        cubin = os.path.join(directory, "kernels.%s.cubin" % plan["target"])
        if args.registers == "cubin" and os.path.exists(cubin):
            exact = cubin_registers(cubin)
        for measured in run["launches"]:
            launch = launches[measured["index"]]
            if launch["kernel"] != measured["kernel"] or launch["variant"] != measured["variant"]:
                sys.exit(f"kstruct.py score: {path}: launch {measured['index']} is "
                         f"{measured['kernel']} ({measured['variant']}) but the plan in "
                         f"{directory} has {launch['kernel']} ({launch['variant']})")
            ours = measured["ours"]["median_ms"]
            old = measured.get("predicted_ms", launch["predicted_ms"])
            if launch["variant"] in STRUCTURAL and (launch["variant"] != "direct" or launch["images"]):
                new, s, c = predict(launch, profile, precision, table, entries,
                                    exact.get(launch["kernel"]))
            else:
                new, s, c = old, None, None
            rows.append(dict(net=name.split("-sm_")[0], precision=precision, kernel=launch["kernel"],
                             variant=launch["variant"], measured=ours, old=old, new=new,
                             structure=s, costs=c))
    report(rows, args)
    if args.rows:
        with open(args.rows, "w") as f:
            json.dump(rows, f, indent=1)


def report(rows, args):
    def err(r, key):
        return abs(r[key] - r["measured"]) / r["measured"] * 100

    print("launches: %d; plans' own predictions ('old') against the structural model ('new')"
          % len(rows))
    print("%-10s %-20s %5s %10s %8s %10s %8s" % ("precision", "variant", "n", "old med%",
                                                  "old p90%", "new med%", "new p90%"))
    groups = {}
    for r in rows:
        groups.setdefault((r["precision"], "all"), []).append(r)
        groups.setdefault((r["precision"], r["variant"]), []).append(r)
    for (precision, variant), members in sorted(groups.items(), key=lambda kv: (kv[0][0], kv[0][1] != "all", kv[0][1])):
        old = [err(r, "old") for r in members]
        new = [err(r, "new") for r in members]
        print("%-10s %-20s %5d %10.1f %8.1f %10.1f %8.1f" % (
            precision, variant, len(members), statistics.median(old), percentile(old, 0.9),
            statistics.median(new), percentile(new, 0.9)))
    if args.per_net:
        print("\nper net (median |error| %, structural model)")
        nets = {}
        for r in rows:
            nets.setdefault((r["net"], r["precision"]), []).append(err(r, "new"))
        for (net, precision), values in sorted(nets.items()):
            print("  %-14s %-5s %4d %6.1f" % (net, precision, len(values), statistics.median(values)))


# ---- make and run ------------------------------------------------------------

def conv_line(value, tag, n, image, cin, cout, kernel, pad):
    x = f"tensor<{n}x{image}x{image}x{cin}xf32>"
    out = image + 2 * pad - kernel + 1
    y = f"tensor<{n}x{out}x{out}x{cout}xf32>"
    return [f'  %{value} = net.input "{tag}/in" : {x}',
            f'  %{value + 1} = net.conv2d "{tag}" %{value} {{bias = true, '
            f'filter = array<i64: {kernel}, {kernel}, {cin}, {cout}>, '
            f'pad = array<i64: {pad}, {pad}>, padding = #net<padding explicit>, '
            f'strides = array<i64: 1, 1>}} : {x} -> {y}']


def direct_layers(row):
    """The direct kernel's bench: ECE408's 5x5 1 -> 50 layer on 28x28 images and a
    3x3 3 -> 64 first layer (VGG's), over batches that give a fraction of a wave to
    many waves. The eight-image forms are offered from batch 1024 on."""
    if row["images"] > 1:
        return ([(f"ece_n{n}", n, 28, 1, 50, 5, 0) for n in (1056, 4224, 16896)] +
                [(f"first_n{n}", n, 28, 3, 64, 3, 1) for n in (1024, 2048)])
    return ([(f"ece_n{n}", n, 28, 1, 50, 5, 0) for n in (132, 1056, 4224)] +
            [(f"first_n{n}", n, 56, 3, 64, 3, 1) for n in (8, 32, 128)])


def bench_layers(row, sms, per_sm):
    """The grid of one GEMM kernel's bench: (tag, batch, image, cin, cout, filter, pad).

    3x3 convolutions (pad 1) of 8x8 images (64 pixels: whole tiles of rows,
    so the block counts are the design's): residency k = 1 .. per_sm blocks
    on every SM in one wave (16 and 64 trips: the latency-to-throughput
    curve), 2 and 4 full waves at full residency with short to long k-loops
    (the per-iteration and per-block costs), a tail of one
    block per SM, and one 1x1 layer (the GEMM path without tap decode).
    Trips are 9 C / BK with C a multiple of BK (9, 18, 72). The output
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

    # 3x3: trips = 9 x steps.
    for k in sorted({1, 2, per_sm // 2, per_sm} - {0}):
        for steps in (2, 8):
            add(f"res{k}_t{9 * steps}", sms * k, steps, 2)
    for full in (2, 4):
        for steps in (1, 2, 8):
            add(f"w{full}_t{9 * steps}", sms * per_sm * full, steps, 4)
    add("tail_t18", sms * per_sm + sms, 2, 4)
    add("k1_t16", sms * per_sm * 2, 16, 4, kernel=1)
    return layers


def mma_dynamic_shared(row):
    """The mma tiles' dynamic shared memory, Stages x (BM + BN) x row bytes
    (KernelCatalog's kMmaTiles: 4 stages of 64-byte rows, 3 of 128-byte rows
    for the 128x128 and 256x128 tiles, 4 for the smaller ones); 0 otherwise."""
    if row["variant"] != "implicit_gemm_mma":
        return 0
    bm, bn, bk = row["tile"]
    row_bytes = bk * (2 if row["precision"] in ("bf16", "fp16") else 4)
    stages = 4 if row_bytes == 64 or (bm, bn) in ((128, 64), (64, 128), (64, 64)) else 3
    return stages * (bm + bn) * row_bytes


def command_make(args):
    profile = json.load(open(args.profile))
    limits = sm_limits(profile)
    table = read_table(args.table)
    os.makedirs(args.out, exist_ok=True)
    wanted = set(args.kernels.split(",")) if args.kernels else None
    manifest_path = os.path.join(args.out, "manifest.json")
    manifest = json.load(open(manifest_path)) if os.path.exists(manifest_path) else []
    made = {e["name"] for e in manifest}
    variants = args.variants.split(",")
    for row in table:
        if row["variant"] not in variants or row["precision"] not in args.precisions.split(","):
            continue
        launch = dict(variant=row["variant"], tile=row["tile"], threads=row["threads"],
                      rows_per_item=row["rows_per_item"], images=row["images"])
        key = structure_key(launch)
        if wanted and key not in wanted:
            continue
        # The SIMT kernels of tf32 and 16-bit precisions are fp32's with other
        # loads: measured in fp32 only unless asked for.
        if row["variant"] == "implicit_gemm_simt" and row["precision"] != "fp32" and not wanted:
            continue
        if "%s-%s" % (key.replace(" ", "_"), row["precision"]) in made:
            continue
        per_sm, _ = occupancy(row["threads"], row["registers"],
                              row["static_shared"] + mma_dynamic_shared(row), limits)
        name = "%s-%s" % (key.replace(" ", "_"), row["precision"])
        directory = os.path.join(args.out, name)
        layers = (direct_layers(row) if row["variant"] == "direct"
                  else bench_layers(row, profile["sm_count"], per_sm))
        lines = [f'net.network "{name}" {{']
        for i, (tag, n, image, cin, cout, kernel, pad) in enumerate(layers):
            lines += conv_line(2 * i, tag, n, image, cin, cout, kernel, pad)
        lines.append("}")
        os.makedirs(directory, exist_ok=True)
        with open(os.path.join(directory, "net.mlir"), "w") as f:
            f.write("\n".join(lines) + "\n")
        step = [args.netc, "lower", os.path.join(directory, "net.mlir"), "--target", "sm_90",
                "--device", args.profile, "--precision", row["precision"], "--force-kernel", key,
                "-o", os.path.join(directory, "lowered")]
        started = time.time()
        done = subprocess.run(step, capture_output=True, text=True)
        if done.returncode != 0:
            sys.exit(f"kstruct.py make: {' '.join(step)} failed:\n{done.stderr}")
        print(f"kstruct.py make: {name}: {len(layers)} layers, {per_sm} blocks/SM expected, "
              f"lowered in {time.time() - started:.0f} s", flush=True)
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


# ---- fit -----------------------------------------------------------------------

def nelder_mead(f, x0, steps, iterations=600):
    """Minimises f from x0 (a small simplex search: three parameters, no SciPy here)."""
    n = len(x0)
    simplex = [list(x0)] + [[x0[j] + (steps[j] if j == i else 0) for j in range(n)] for i in range(n)]
    values = [f(x) for x in simplex]
    for _ in range(iterations):
        order = sorted(range(n + 1), key=lambda i: values[i])
        simplex = [simplex[i] for i in order]
        values = [values[i] for i in order]
        centroid = [sum(p[j] for p in simplex[:n]) / n for j in range(n)]
        worst = simplex[n]
        reflected = [centroid[j] + (centroid[j] - worst[j]) for j in range(n)]
        fr = f(reflected)
        if fr < values[0]:
            expanded = [centroid[j] + 2 * (centroid[j] - worst[j]) for j in range(n)]
            fe = f(expanded)
            simplex[n], values[n] = (expanded, fe) if fe < fr else (reflected, fr)
        elif fr < values[n - 1]:
            simplex[n], values[n] = reflected, fr
        else:
            contracted = [centroid[j] + 0.5 * (worst[j] - centroid[j]) for j in range(n)]
            fc = f(contracted)
            if fc < values[n]:
                simplex[n], values[n] = contracted, fc
            else:
                best = simplex[0]
                simplex = [best] + [[best[j] + 0.5 * (p[j] - best[j]) for j in range(n)]
                                    for p in simplex[1:]]
                values = [values[0]] + [f(p) for p in simplex[1:]]
        if max(values) - min(values) < 1e-12:
            break
    i = min(range(n + 1), key=lambda i: values[i])
    return simplex[i], values[i]


def fit_group(samples, profile, precision, table, launch_ms):
    """iteration, latency and block ns minimising the squared relative error."""
    def model(params, launch, s):
        c = dict(iteration_ns=abs(params[0]), latency_ns=abs(params[1]), block_ns=abs(params[2]))
        wave = lambda k: s["trips"] * iteration_ns(c, k) + k * c["block_ns"]
        ns = s["full"] * wave(s["per_sm"]) + (wave(s["tail_per_sm"]) if s["tail"] else 0)
        return launch_ms + ns / 1e6

    def loss(params):
        return sum(((model(params, l, s) - t) / t) ** 2 for l, s, t, _ in samples)

    # Start: the per-block-iteration time of the longest full-wave layer.
    longest = max(samples, key=lambda x: x[1]["trips"] * max(x[1]["full"], 1))
    l, s, t, _ = longest
    per = (t - launch_ms) * 1e6 / max(1, (s["full"] * s["per_sm"] + s["tail_per_sm"]) * s["trips"])
    best, value = nelder_mead(loss, [per, 2 * per, 4 * per], [per / 4, per / 2, per])
    best, value = nelder_mead(loss, best, [b / 8 + 1e-3 for b in best])
    return dict(iteration_ns=abs(best[0]), latency_ns=abs(best[1]), block_ns=abs(best[2])), value


def collect_samples(pairs, profile, table):
    """{(structure key, precision): [(launch, structure, measured ms, net)]} of the
    structural variants in (run JSON, lowered directory) pairs."""
    groups, device = {}, None
    for result, directory in pairs:
        run = json.load(open(result))
        device = run["device"]["name"]
        launches, plan = plan_launches(directory)
        precision = plan["precision"]
        cubin = os.path.join(directory, "kernels.%s.cubin" % plan["target"])
        exact = cubin_registers(cubin) if os.path.exists(cubin) else {}
        net = os.path.basename(os.path.normpath(directory)).split("-sm_")[0]
        for measured in run["launches"]:
            launch = launches[measured["index"]]
            if launch["variant"] not in STRUCTURAL or (launch["variant"] == "direct" and not launch["images"]):
                continue
            s = describe(launch, profile, precision, table, exact.get(launch["kernel"]))
            groups.setdefault((structure_key(launch), precision), []).append(
                (launch, s, measured["ours"]["median_ms"], net))
    return groups, device


def group_errors(samples, profile, precision, table, c, key):
    errors = []
    for launch, s, t, _ in samples:
        p, _, _ = predict(launch, profile, precision, table, {(key, precision): c},
                          s["registers"])
        errors.append(abs(p - t) / t * 100)
    return errors


def command_fit(args):
    profile = json.load(open(args.profile))
    table = read_table(args.table)
    launch_ms = profile["calibrated"].get("launch_overhead_us", 0) / 1e3
    if args.runs:
        if not args.plans:
            sys.exit("kstruct.py fit: --runs needs --plans (the lowered directories)")
        pairs = []
        for result in args.runs:
            name = os.path.basename(os.path.dirname(json.load(open(result))["plan"]["path"]))
            pairs.append((result, os.path.join(args.plans, name)))
        source = "measured launches of %d networks" % len(pairs)
    else:
        if not args.out:
            sys.exit("kstruct.py fit: name bench directories or --runs")
        pairs, missing = [], []
        for out in args.out:
            for e in json.load(open(os.path.join(out, "manifest.json"))):
                result = os.path.join(out, e["name"], "run.json")
                if os.path.exists(result):
                    pairs.append((result, os.path.join(out, e["name"], "lowered")))
                else:
                    missing.append(e["name"])
        if missing:
            print("not measured: " + ", ".join(missing))
        source = "bench/kstruct/kstruct.py fit %s" % " ".join(args.out)
    groups, device = collect_samples(pairs, profile, table)
    entries = []
    print("%-40s %-5s %3s %10s %10s %10s %8s %8s" % ("kernel", "prec", "n", "iter ns", "alone ns",
                                                     "block ns", "med err%", "max err%"))
    for (key, precision), samples in sorted(groups.items()):
        c, _ = fit_group(samples, profile, precision, table, launch_ms)
        errors = group_errors(samples, profile, precision, table, c, key)
        print("%-40s %-5s %3d %10.1f %10.1f %10.1f %8.1f %8.1f" % (
            key, precision, len(samples), c["iteration_ns"], c["latency_ns"], c["block_ns"],
            statistics.median(errors), max(errors)))
        entries.append(dict(kernel=key, precision=precision, iteration_ns=round(c["iteration_ns"], 2),
                            latency_ns=round(c["latency_ns"], 2), block_ns=round(c["block_ns"], 2)))
    if args.lono:
        # Leave one network out: each net's launches predicted by constants fitted
        # on the other nets' launches of the same kernel (none: the derived estimate).
        errors = {}
        nets = sorted({x[3] for samples in groups.values() for x in samples})
        for (key, precision), samples in sorted(groups.items()):
            for net in nets:
                held = [x for x in samples if x[3] == net]
                rest = [x for x in samples if x[3] != net]
                if not held:
                    continue
                c = (fit_group(rest, profile, precision, table, launch_ms)[0] if rest
                     else costs(held[0][0], profile, precision, {}))
                for e in group_errors(held, profile, precision, table, c, key):
                    errors.setdefault(precision, []).append(e)
        print("\nleave one network out: |error| % of the structural variants' launches")
        for precision, values in sorted(errors.items()):
            print("  %-5s n=%4d median %.1f p90 %.1f" % (precision, len(values),
                                                        statistics.median(values), percentile(values, 0.9)))
    fragment = dict(structure_source="%s on %s" % (source, device), structure=entries)
    text = json.dumps(fragment, indent=1)
    if args.output:
        with open(args.output, "w") as f:
            f.write(text + "\n")
    elif not args.lono:
        print(text)


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
        launches, _ = plan_launches(directory)
        values = [float(v) for v in times.split(",")]
        if len(values) != len(launches):
            sys.exit(f"kstruct.py ingest: {name}: {len(values)} times for {len(launches)} launches")
        run = dict(device=dict(name=device.replace("_", " ")),
                   plan=dict(path=os.path.join(directory, "plan.json")),
                   launches=[dict(index=l["index"], kernel=l["kernel"], variant=l["variant"],
                                  predicted_ms=l["predicted_ms"], ours=dict(median_ms=v))
                             for l, v in zip(launches, values)])
        with open(target, "w") as f:
            json.dump(run, f, indent=1)
        written += 1
    print(f"kstruct.py ingest: {written} run JSONs")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    p = sub.add_parser("make")
    p.add_argument("out")
    p.add_argument("--netc", default=os.path.join(ROOT, "build", "bin", "netc"))
    p.add_argument("--profile", default=os.path.join(ROOT, "devices", "h100.json"))
    p.add_argument("--precisions", default="fp32,tf32,bf16")
    p.add_argument("--kernels", default="")
    p.add_argument("--variants", default="implicit_gemm_simt,implicit_gemm_mma",
                   help="catalog variants to bench (direct: the direct convolution's forms)")
    p.add_argument("--table", default=TABLE)
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
    p.add_argument("--profile", default=os.path.join(ROOT, "devices", "h100.json"))
    p.add_argument("--table", default=TABLE)
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
    p.add_argument("--profile", default=os.path.join(ROOT, "devices", "h100.json"))
    p.add_argument("--fragment")
    p.add_argument("--table", default=TABLE)
    p.add_argument("--registers", choices=("table", "cubin"), default="table",
                   help="the table's representative registers (what the lowering sees) or each "
                        "launch's own from its cubin")
    p.add_argument("--per-net", action="store_true")
    p.add_argument("--rows", help="write every scored launch to this JSON")
    args = parser.parse_args()
    return {"make": command_make, "run": command_run, "fit": command_fit,
            "score": command_score, "compact": command_compact,
            "ingest": command_ingest}[args.command](args) or 0


if __name__ == "__main__":
    sys.exit(main())
