#!/usr/bin/env python3
"""Export torchvision's CNNs to ONNX, record PyTorch's own counts, check netc.

The one command for the GPU machine (PyTorch, torchvision, onnx and
onnxscript installed; no internet needed: weights=None builds randomly
initialised models, whose shapes are all netc reads):

  python3 bench/export_torchvision.py --out /tmp/tv --netc build/bin/netc \\
      --bundle $OUT/torchvision-onnx.tar.gz

For each model and each exporter variant it writes
<out>/<variant>/<model>.onnx with the weights as external data
(<model>.onnx.data beside it), exported in eval mode. The variants:

  dynamo            torch.onnx.export(dynamo=True, optimize=False): the graph
                    as the exporter writes it, batch norm a layer of its own;
  torchscript       torch.onnx.export(dynamo=False) with
                    training=TrainingMode.PRESERVE, which keeps batch norm
                    (EVAL mode folds it into the convolutions);
  dynamo-optimized  dynamo=True, optimize=True (the default in torch 2.11):
                    onnxscript's optimizer may fold batch norm into the
                    convolutions, and then the graph has fewer parameters
                    than the model (its FLOPs are the same).

Per model it records, in <out>/torch_counts.json:

  * torch.utils.flop_counter's FLOPs (convolutions and matrix products, the
    ops it counts; one multiply-add = 2 FLOPs) of the forward pass and of a
    training step (forward + backward), in total and per aten op; the
    training count with a grouped convolution's filter gradient counted
    once (torch's formula counts it once per group: kept apart as
    training_flops_stock);
  * the parameter count, sum(p.numel() for p in model.parameters());
  * on a GPU, the peak memory of one training step at --memory-batch
    (torch.cuda.max_memory_allocated from a reset with only the weights
    allocated), for `netc summarize --memory`.

With --netc it then runs bench/check_onnx_flops.py's checks (summarize,
predict, lower --no-compile for each exported graph) and writes the table to
<out>/check.txt and <out>/check.json. With --bundle it packs the graphs
(not the .data files, which netc does not need for shapes), torch_counts.json
and the check's files into one .tar.gz: small enough to bring back from the
GPU machine and check again anywhere with
`python3 bench/check_onnx_flops.py --out <unpacked>`.

With --runtime (netc-runtime) and --netc, every graph of --run-variant
(dynamo) that `netc lower` takes is also lowered for the GPU at hand (nvcc
compiles the kernels) and run with `netc-runtime run`: every launch checked
against cuDNN or cuBLAS on random inputs, the report judged by
test/gpu/check_run_report.py (every launch checked and passed). One line per
model in <out>/lowered.txt; a model whose lowering stops names the layer.

Work stops starting new exports, lowerings or runs once --time-budget
seconds have passed (the device machine kills a command after 10 minutes);
the bundle and the check cover what was done, and the log names what was
skipped.
"""

import argparse
import concurrent.futures
import json
import os
import subprocess
import sys
import tarfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

MODELS = [
    "resnet18", "resnet50", "resnext50_32x4d", "vgg16", "alexnet", "googlenet",
    "inception_v3", "densenet121", "mobilenet_v2", "mobilenet_v3_large",
    "efficientnet_b0", "regnet_y_400mf", "shufflenet_v2_x1_0", "squeezenet1_1",
    "convnext_tiny",
]
VARIANTS = ["dynamo", "torchscript", "dynamo-optimized"]

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


def grouped_conv_backward_flop(grad_out_shape, x_shape, w_shape, bias, stride, padding,
                               dilation, transposed, output_padding, groups, output_mask,
                               out_shape=None, **kwargs):
    """torch.utils.flop_counter's convolution_backward count with the filter
    gradient of a grouped convolution counted once, not once per group.

    The stock formula counts the filter gradient as a convolution of the
    transposed input with the transposed output gradient and takes its
    channel count from the whole input: for g groups it counts g times the
    FLOPs done (a depthwise layer: once per channel). Here the data gradient
    is torch's own count and the filter gradient is
    2 * |the convolution's output| * (Cin / g) * kh * kw, which is torch's
    count when g = 1 (export checks training_flops_stock against it)."""
    from torch.utils.flop_counter import conv_flop_count
    flops = 0
    if output_mask[0]:
        flops += conv_flop_count(list(grad_out_shape), list(w_shape), list(x_shape),
                                 transposed=not transposed)
    if output_mask[1]:
        # The convolution's output: grad_out, or x for a transposed one.
        produced = x_shape if transposed else grad_out_shape
        filter_gradient = 2
        for d in list(produced) + list(w_shape[1:]):
            filter_gradient *= d
        flops += filter_gradient
    return flops


def count_flops(model, x, training, stock=False):
    """FLOPs torch.utils.flop_counter counts, in total and per op; unless
    `stock`, with grouped convolutions' filter gradients counted once
    (grouped_conv_backward_flop)."""
    import torch
    from torch.utils.flop_counter import FlopCounterMode
    mapping = {} if stock else {
        torch.ops.aten.convolution_backward: grouped_conv_backward_flop}
    model.zero_grad(set_to_none=True)
    with FlopCounterMode(display=False, custom_mapping=mapping) as counter:
        if training:
            model(x).sum().backward()
        else:
            with torch.no_grad():
                model(x)
    model.zero_grad(set_to_none=True)
    per_op = {str(op): int(n) for op, n in counter.get_flop_counts().get("Global", {}).items()}
    return int(counter.get_total_flops()), per_op


def training_peak_bytes(model, batch, size):
    """Peak CUDA memory of one training step (forward, backward, gradients
    kept), counted from the weights alone (the issue's measure; it includes
    cuDNN's workspaces, which netc's training memory leaves out)."""
    import torch
    model = model.cuda().train()
    x = torch.randn(batch, 3, size, size, device="cuda")
    model.zero_grad(set_to_none=True)
    model(x).sum().backward()  # warm-up: cuDNN's algorithm search and its buffers
    model.zero_grad(set_to_none=True)
    torch.cuda.synchronize()
    torch.cuda.empty_cache()
    torch.cuda.reset_peak_memory_stats()
    weights = torch.cuda.memory_allocated()
    model(x).sum().backward()
    torch.cuda.synchronize()
    peak = torch.cuda.max_memory_allocated()
    model.zero_grad(set_to_none=True)
    del x
    model.cpu().eval()
    torch.cuda.empty_cache()
    return {"training_peak_bytes": int(peak), "weight_bytes_before": int(weights),
            "memory_batch": batch, "device": torch.cuda.get_device_name()}


def export(model, x, path, variant, opset, log):
    """Writes `path` (+ `path`.data); the exporter's progress messages and
    warnings go to `log`, not to the command's (size-limited) output."""
    import contextlib
    import torch
    kwargs = dict(input_names=["input"], output_names=["logits"], external_data=True)
    if opset:
        kwargs["opset_version"] = opset
    with contextlib.redirect_stdout(log), contextlib.redirect_stderr(log):
        print(f"=== {variant} {path}", flush=True)
        if variant.startswith("dynamo"):
            torch.onnx.export(model, (x,), path, dynamo=True, verbose=False,
                              optimize=variant == "dynamo-optimized", **kwargs)
        else:
            torch.onnx.export(model, (x,), path, dynamo=False, do_constant_folding=True,
                              training=torch.onnx.TrainingMode.PRESERVE, **kwargs)
    move_weights_to_external_data(path)


def move_weights_to_external_data(path, limit=4 << 20):
    """An exporter that kept the weights inside the .onnx (the TorchScript one
    may ignore external_data) gets them moved to <path>.data, so that the
    graph alone is small enough to bring back and netc reads it without them."""
    if os.path.getsize(path) <= limit:
        return
    import onnx
    model = onnx.load(path)
    onnx.save_model(model, path, save_as_external_data=True, all_tensors_to_one_file=True,
                    location=os.path.basename(path) + ".data", size_threshold=1024)


def torch_side(name, batch, memory_batch, use_gpu):
    """Counts of the PyTorch model, independent of the exporter."""
    import torch
    torch.manual_seed(0)
    size = IMAGE_SIZE.get(name, 224)
    model = build(name).eval()
    device = "cuda" if use_gpu else "cpu"
    model.to(device)
    x = torch.randn(batch, 3, size, size, device=device)
    forward, forward_ops = count_flops(model, x, training=False)
    training, training_ops = count_flops(model, x, training=True)
    training_stock, _ = count_flops(model, x, training=True, stock=True)
    model.cpu()
    counts = {
        "input_shape": [batch, 3, size, size],
        "parameters": sum(p.numel() for p in model.parameters()),
        "forward_flops": forward,
        "training_flops": training,
        "forward_flops_by_op": forward_ops,
        "training_flops_by_op": training_ops,
        # torch's own formula, which counts a grouped convolution's filter
        # gradient once per group (grouped_conv_backward_flop)
        "training_flops_stock": training_stock,
        "torch": torch.__version__,
        "flop_convention": "torch.utils.flop_counter: conv and matmul, multiply-add = 2",
    }
    if use_gpu and memory_batch:
        counts.update(training_peak_bytes(model, memory_batch, size))
    return model.eval(), counts


def cuda_library_path():
    """LD_LIBRARY_PATH with the directories of PyTorch's cuDNN and cuBLAS
    wheels first (where netc-runtime finds them on the GPU machine; the same
    search as bench/cuda-libs.sh)."""
    wanted = ("libcudnn.so.9", "libcublas.so.13", "libcublasLt.so.13", "libnvrtc.so.13")
    found = []
    try:
        import nvidia
        for root in list(nvidia.__path__):
            for path, _, files in os.walk(root):
                if any(f in files for f in wanted) and path not in found:
                    found.append(path)
    except ImportError:
        pass
    return ":".join(found + [p for p in [os.environ.get("LD_LIBRARY_PATH")] if p])


def first_line(text, fallback):
    lines = [line for line in (text or "").strip().splitlines() if line.strip()]
    return lines[0].split(": error: ", 1)[-1].split(" (supported: ")[0] if lines else fallback


def run_lowered(netc, runtime, out, counts, variant, deadline):
    """Lowers every graph of `variant` that netc can lower, runs it checked;
    returns the number of graphs that lowered but did not pass."""
    env = dict(os.environ, LD_LIBRARY_PATH=cuda_library_path(),
               PATH="/usr/local/cuda/bin:" + os.environ.get("PATH", ""),
               NETC_DEVICES_DIR=os.path.join(REPO, "devices"))
    device = subprocess.run([runtime, "device", "--format", "json"], capture_output=True,
                            text=True, env=env)
    if device.returncode != 0:
        print(f"netc-runtime device failed, nothing run: {first_line(device.stderr, '')}")
        return 1
    info = json.loads(device.stdout)
    capability = str(info.get("compute_capability",
                              (info.get("devices") or [{}])[0].get("compute_capability", "9.0")))
    target = "sm_" + capability.replace(".", "")
    models = sorted(counts.get(variant, {}))
    directory = os.path.join(out, "lowered")
    os.makedirs(directory, exist_ok=True)

    def lower(name):
        plan = os.path.join(directory, f"{variant}-{name}")
        onnx_path = os.path.join(out, counts[variant][name]["onnx"])
        if time.time() > deadline:
            return name, plan, "skipped: time budget spent before lowering"
        result = subprocess.run([netc, "lower", onnx_path, "--target", target, "-o", plan],
                                capture_output=True, text=True, env=env)
        if result.returncode != 0:
            return name, plan, "not lowered: " + first_line(result.stderr, "netc lower failed")
        return name, plan, None

    # nvcc is the slow part: lower several graphs at once.
    with concurrent.futures.ThreadPoolExecutor(max_workers=4) as pool:
        lowered = list(pool.map(lower, models))
    checker = os.path.join(REPO, "test", "gpu", "check_run_report.py")
    lines, failures, passed = [], 0, 0
    for name, plan, problem in lowered:
        label = f"{name} ({variant}, {target}, fp32)"
        if problem is None and time.time() > deadline:
            problem = "skipped: time budget spent before running"
        if problem is not None:
            lines.append(f"--   {label}: {problem}")
            print(lines[-1], flush=True)
            continue
        report = os.path.join(plan, "run.json")
        run = subprocess.run([runtime, "run", plan, "--iterations", "2", "--warmup", "1",
                              "--format", "json", "-o", report],
                             capture_output=True, text=True, env=env)
        with open(os.path.join(plan, "run.log"), "w") as f:
            f.write(run.stderr)
        verdict = subprocess.run([sys.executable, checker, "--label", label, report],
                                 capture_output=True, text=True)
        line = (verdict.stdout.strip() or verdict.stderr.strip()
                or f"FAIL {label}: no report") + f" (netc-runtime exit {run.returncode})"
        if run.returncode != 0 or verdict.returncode != 0:
            failures += 1
            line += "; " + first_line(run.stderr, "")
        else:
            passed += 1
        lines.append(line)
        print(line, flush=True)
    lines.append(f"{passed} of {len(models)} {variant} graphs lowered and run with every "
                 f"launch checked and passed; {failures} lowered but failed")
    print(lines[-1], flush=True)
    with open(os.path.join(out, "lowered.txt"), "w") as f:
        f.write("\n".join(lines) + "\n")
    return failures


def write_bundle(out, bundle):
    """The graphs without their weight data, the counts and the check."""
    os.makedirs(os.path.dirname(os.path.abspath(bundle)), exist_ok=True)
    with tarfile.open(bundle, "w:gz") as tar:
        for root, _, files in os.walk(out):
            for file in sorted(files):
                if file.endswith((".onnx", ".json", ".txt", ".log")):
                    path = os.path.join(root, file)
                    tar.add(path, arcname=os.path.join("torchvision",
                                                       os.path.relpath(path, out)))
    print(f"wrote {bundle} ({os.path.getsize(bundle) / 2**20:.2f} MiB)")


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", default="out/torchvision")
    parser.add_argument("--models", nargs="*", default=MODELS)
    parser.add_argument("--variants", nargs="*", default=VARIANTS, choices=VARIANTS)
    parser.add_argument("--opset", type=int, default=None,
                        help="opset_version (default: the exporter's)")
    parser.add_argument("--batch", type=int, default=1,
                        help="the batch of the exported graph and of the FLOP counts")
    parser.add_argument("--memory-batch", type=int, default=32,
                        help="the batch of the training-memory measurement (0: none)")
    parser.add_argument("--cpu", action="store_true", help="count on the CPU even with a GPU")
    parser.add_argument("--time-budget", type=float, default=420,
                        help="seconds after which no new export, lowering or run starts "
                             "(the checks and the bundle come after)")
    parser.add_argument("--netc", default=None,
                        help="a netc binary: check every exported graph with it")
    parser.add_argument("--runtime", default=None,
                        help="a netc-runtime binary: lower and run each graph netc can lower")
    parser.add_argument("--run-variant", default="dynamo", choices=VARIANTS,
                        help="the export variant --runtime lowers and runs")
    parser.add_argument("--bundle", default=None,
                        help="pack graphs, counts and check into this .tar.gz")
    args = parser.parse_args()

    started = time.time()
    import torch
    use_gpu = torch.cuda.is_available() and not args.cpu
    print(f"torch {torch.__version__}, "
          f"{torch.cuda.get_device_name() if use_gpu else 'CPU only'}", flush=True)
    os.makedirs(args.out, exist_ok=True)
    counts_path = os.path.join(args.out, "torch_counts.json")
    counts = {}
    if os.path.exists(counts_path):
        with open(counts_path) as f:
            counts = json.load(f)
    failures, skipped = 0, []
    models = {}  # name -> (model, torch-side counts)
    # Variant-major: every model gets the first variant before any gets the
    # second, so a run cut short by the budget still covers all models.
    for variant in args.variants:
        directory = os.path.join(args.out, variant)
        os.makedirs(directory, exist_ok=True)
        for name in args.models:
            if time.time() - started > args.time_budget:
                skipped.append(f"{variant}/{name}")
                continue
            begun = time.time()
            try:
                if name not in models:
                    models[name] = torch_side(name, args.batch, args.memory_batch, use_gpu)
                model, torch_counts = models[name]
                x = torch.randn(*torch_counts["input_shape"])
                path = os.path.join(directory, name + ".onnx")
                with open(os.path.join(args.out, "export.log"), "a") as log:
                    export(model, x, path, variant, args.opset, log)
                entry = dict(torch_counts, onnx=os.path.relpath(path, args.out),
                             exporter=variant.split("-")[0],
                             optimized=variant == "dynamo-optimized")
                counts.setdefault(variant, {})[name] = entry
                print(f"{variant}/{name}: {time.time() - begun:.1f} s, forward "
                      f"{entry['forward_flops'] / 1e9:.3f} GFLOP, training "
                      f"{entry['training_flops'] / 1e9:.3f} GFLOP"
                      + (f" (torch's stock formula: {entry['training_flops_stock'] / 1e9:.3f})"
                         if entry["training_flops_stock"] != entry["training_flops"] else "")
                      + f", {entry['parameters']} parameters"
                      + (f", training peak {entry['training_peak_bytes'] / 2**20:.1f} MiB "
                         f"at batch {entry['memory_batch']}"
                         if "training_peak_bytes" in entry else ""), flush=True)
            except Exception as error:  # keep exporting the others, report at the end
                failures += 1
                print(f"{variant}/{name}: FAILED: {type(error).__name__}: {error}",
                      file=sys.stderr, flush=True)
            with open(counts_path, "w") as f:
                json.dump(counts, f, indent=1, sort_keys=True)
    print(f"wrote {counts_path}; {failures} exports failed", flush=True)
    if skipped:
        print(f"time budget spent, not exported: {' '.join(skipped)}", flush=True)

    status = 1 if failures or skipped else 0
    if args.netc:
        sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
        import check_onnx_flops
        check_status = check_onnx_flops.run_checks(
            netc=args.netc, out=args.out, tolerance=0.01, memory=True, device="h100",
            text_path=os.path.join(args.out, "check.txt"),
            json_path=os.path.join(args.out, "check.json"))
        status = status or check_status
    if args.netc and args.runtime:
        failures = run_lowered(args.netc, args.runtime, args.out, counts, args.run_variant,
                               started + args.time_budget)
        status = status or (1 if failures else 0)
    if args.bundle:
        write_bundle(args.out, args.bundle)
    return status


if __name__ == "__main__":
    sys.exit(main())
