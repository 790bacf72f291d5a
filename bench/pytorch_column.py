#!/usr/bin/env python3
"""pytorch_column.py - the PyTorch column of netc's profile reports.

Builds the layers of a netc plan (plan.json, docs/plan-format.md; written by
`netc profile NET --emit-plan FILE`) in PyTorch and times each layer and pass
the way netc-runtime times cuDNN, so that `netc-runtime profile PLAN
--framework OUT.json` can print PyTorch's time beside cuDNN's:

    python3 bench/pytorch_column.py plan.json --precision fp32 -o pytorch.json
    python3 bench/pytorch_column.py plans/*-fp32.json --precision fp32,bf16 \\
        -o 'out/{net}-{precision}-pytorch.json' --deadline-s 300

Per layer (torch.backends.cudnn.benchmark = True):
  forward_ms          the layer's forward, autograd recording as in training
                      (per layer only: the whole network's forward is an
                      inference forward, see below)
  backward_data_ms    the gradient with respect to the layer's inputs only
                      (torch.autograd.grad on the inputs); for convolutions and
                      inner products without the activation's gradient, which
                      netc-runtime counts once, in backward filter
  backward_filter_ms  the gradient with respect to weight and bias only, the
                      activation's gradient included
  network.fused_forward_ms[layer]
                      for a convolution with ReLU: cuDNN's fused conv + bias +
                      ReLU as PyTorch calls it (torch.cudnn_convolution_relu),
                      the partner of a reference that ran its fused graph
  network.filter_gradient_alone_ms[layer]
                      for a convolution: its weight gradient as one cuDNN call
                      (aten.convolution_backward, weight only), without the
                      activation and bias gradients: the partner of the
                      reference's library call alone (netc-runtime profile's
                      library_call), where the two sides' bias reductions differ
Batch norm's scale and shift gradients come with backward data, as in
netc-runtime. Each time is kernel-only (docs/measurement.md): --launches
calls (at least 20, a multiple of the operand copies) captured in one CUDA
graph and replayed --replays times (at least 5) after warm-up; the median
replay over the calls. The operands rotate through copies so that their
working sets together exceed twice the L2 cache (the runtime's rule), and
nothing runs from L2 left warm by the call before. Warm-up, cudnn.benchmark's
autotuning included, runs on the capturing side stream before the capture;
the backward passes' autograd graphs are recorded on that stream too, so that
the captured torch.autograd.grad calls run there. The host's wall-clock ms
per eager call (no synchronisation between calls) is reported apart:
network.host_ms_per_call[layer][pass]; network.layer_timing[layer] has the
replays, copies and calls per replay. (netc-runtime's --framework reader takes
only *_ms and note fields per layer, so these sit under "network".)

The whole network: eager forward and training step (forward + the gradients
of every parameter for fixed output gradients, no optimizer update), events
around each, median of --iterations (host-inclusive by nature); the same two
as one CUDA graph each (graph_forward_ms, graph_training_ms: kernel-only);
torch.compile in each of --compile-modes (default and
max-autotune-no-cudagraphs), forward and training step, events around each
call, compile time apart; a compile that would pass the deadline is stopped
(SIGALRM) and said so. The forward is an inference forward by default
(--network-forward): batch norm from running statistics, gradients off, and
torch.compile with Inductor's freezing, which folds batch norm into the
convolutions as netc does; the training step runs in training mode.
network.network_forward says which. Activations are NHWC in memory
(torch.channels_last); asymmetric SAME pads go through F.pad, as the runtime
pads explicitly.

Precisions: fp32 (TF32 off everywhere), tf32, bf16 and fp16 (16-bit
tensors; batch norm's parameters stay fp32).

Output, one file per plan and precision:
  {"conv1": {"forward_ms": ..., "backward_data_ms": null, "backward_filter_ms": ...},
   ...,
   "network": {"framework": "pytorch", "version": ..., "precision": ...,
               "timing_method": "kernel-only: ...", "launches_per_replay": 20,
               "replays": 5, "host_ms_per_call": {"conv1": {"forward": ...}},
               "layer_timing": {"conv1": {"rotation_copies": 4, ...}},
               "eager_forward_ms": ..., "eager_backward_ms": ..., "eager_total_ms": ...,
               "eager_training_ms": ..., "graph_forward_ms": ..., "graph_training_ms": ...,
               "compiled_forward_ms": ..., "compiled_training_ms": ...,
               "max_autotune_forward_ms": ..., "max_autotune_training_ms": ...,
               "compiled_graph_forward_ms": ..., "max_autotune_graph_forward_ms": ...,
               "compile_seconds": ..., ...}}
(compiled_* and max_autotune_*: events around each call, host-inclusive;
*_graph_forward_ms: the compiled forward captured in a CUDA graph,
kernel-only, the clock ours and the reference are judged on.)
"""

import argparse
import contextlib
import json
import math
import signal
import statistics
import sys
import time
import traceback

import torch

from pytorch_plan import (DTYPES, PRECISIONS, Layer, PlanNetwork, configure, fp32_check,
                          net_name, random_tensor)
from true_time_data import (fair_share, launches_per_replay, per_launch_ms, plan_weight,
                             rotation_copies)

TIMING_METHOD = ("kernel-only: per layer and pass {launches}+ calls (a multiple of the "
                 "rotated operand copies, whose working sets exceed 2x L2) captured in one "
                 "CUDA graph, median of {replays}+ replays after warm-up, divided by the calls; "
                 "host ms per eager call apart (host_ms_per_call); network: eager and "
                 "torch.compile with events around each call (host-inclusive), graph_* "
                 "kernel-only (one CUDA graph replay)")


# --------------------------------------------------------------------------
# Timing
# --------------------------------------------------------------------------

def time_cuda(work, iterations, warmup):
    """Median ms of work(i): events around each run, one synchronisation.
    Used for the eager and compiled whole network only: the events then
    include whatever the host leaves the GPU waiting for, as a user sees."""
    for i in range(warmup):
        work(i)
    starts = [torch.cuda.Event(enable_timing=True) for _ in range(iterations)]
    ends = [torch.cuda.Event(enable_timing=True) for _ in range(iterations)]
    for i in range(iterations):
        starts[i].record()
        work(warmup + i)
        ends[i].record()
    torch.cuda.synchronize()
    return statistics.median(s.elapsed_time(e) for s, e in zip(starts, ends))


def replay_times(graph, replays, warmup_replays=1):
    """ms of each of `replays` replays of a captured graph, events around
    each, after `warmup_replays` untimed ones."""
    for _ in range(warmup_replays):
        graph.replay()
    starts = [torch.cuda.Event(enable_timing=True) for _ in range(replays)]
    ends = [torch.cuda.Event(enable_timing=True) for _ in range(replays)]
    for start, end in zip(starts, ends):
        start.record()
        graph.replay()
        end.record()
    torch.cuda.synchronize()
    return [s.elapsed_time(e) for s, e in zip(starts, ends)]


@contextlib.contextmanager
def capturing(graph, stream):
    """Captures the work enqueued inside into `graph` on `stream`: what
    torch.cuda.graph does less its gc.collect() and empty_cache(), which
    cost a tenth of a second per capture, and this script captures three
    graphs a layer."""
    torch.cuda.synchronize()
    with torch.cuda.stream(stream):
        graph.capture_begin()
        try:
            yield
        finally:
            graph.capture_end()


def time_graph(launch, copies, launches, replays, warmup, stream):
    """Kernel-only ms per launch of launch(i): warm-up on `stream` (a side
    stream, as PyTorch's CUDA-graph notes require; cudnn.benchmark autotunes
    here, never inside the capture), then `launches` calls captured in one
    CUDA graph on that stream, rotating through the copies, replayed
    `replays` times. Returns {"ms": median replay / launches, "replay_ms"}."""
    stream.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(stream):
        for i in range(max(warmup, 3) + copies):
            launch(i)
    torch.cuda.current_stream().wait_stream(stream)
    torch.cuda.synchronize()
    graph = torch.cuda.CUDAGraph()
    with capturing(graph, stream):
        for i in range(launches):
            launch(i)
    times = replay_times(graph, replays)
    del graph
    return {"ms": per_launch_ms(times, launches), "replay_ms": [round(t, 5) for t in times]}


def host_ms_per_call(launch, calls):
    """Host wall-clock ms per eager call of launch(i), no synchronisation
    between calls: what the framework's Python and dispatch cost the CPU."""
    torch.cuda.synchronize()
    start = time.perf_counter()
    for i in range(calls):
        launch(i)
    elapsed = time.perf_counter() - start
    torch.cuda.synchronize()
    return elapsed * 1000.0 / calls


def tensor_bytes(shape, dtype):
    return math.prod(shape) * torch.tensor([], dtype=dtype).element_size()


class LayerTimer:
    """Per layer and pass, kernel-only: CUDA-graph replays of `launches`
    calls rotating through copies of the operands (inputs, output gradient,
    parameters) so that the copies' working sets together exceed twice the
    L2 cache; and the host's ms per eager call apart."""

    def __init__(self, layers, specs, dtype, device, launches, replays, warmup, l2_bytes):
        self.layers = layers  # name -> Layer (the network's own, copy 0)
        self.specs = specs
        self.dtype = dtype
        self.device = device
        self.launches = launches
        self.replays = replays
        self.warmup = warmup
        self.l2_bytes = l2_bytes

    def _copy(self, spec, layer):
        """One independent copy of the layer's operands: inputs (requiring
        grad where a gradient flows to them), and the output gradient."""
        needs_data = spec.get("backward_data_needed", False)
        inputs = [random_tensor(shape, self.dtype, self.device, needs_data)
                  for shape in spec["input_shapes"]]
        dy = random_tensor(spec["output_shape"], self.dtype, self.device)
        return {"layer": layer, "inputs": inputs, "dy": dy}

    def _time_pass(self, launch, copies, stream, detail, key):
        launches = launches_per_replay(copies, self.launches)
        timed = time_graph(launch, copies, launches, self.replays, self.warmup, stream)
        detail[key + "_replay_ms"] = timed["replay_ms"]
        # Ten eager calls tell the host's cost; more would only spend GPU time.
        detail[key + "_host_ms"] = host_ms_per_call(launch, min(launches, 10))
        detail["launches_per_replay"] = launches
        return timed["ms"]

    @staticmethod
    def _output_gradient(copy):
        """The output gradient in the layer's own (NCHW-indexed,
        channels_last) shape, as the convolution's backward takes it."""
        with torch.no_grad():
            shape = copy["layer"].core(copy["inputs"]).shape
        return copy["dy"].reshape(shape).contiguous(memory_format=torch.channels_last)

    def _gradient_graphs(self, copies, stream, build):
        """build(copy) -> (outputs, targets, dy) per copy, the autograd graph
        recorded on `stream`: its backward then runs on that stream, the one
        being captured."""
        stream.wait_stream(torch.cuda.current_stream())
        with torch.cuda.stream(stream):
            graphs = [build(c) for c in copies]
        torch.cuda.current_stream().wait_stream(stream)
        return graphs

    def time(self, spec, backward):
        name = spec["name"]
        first = self.layers[name]
        working = sum(tensor_bytes(s, self.dtype) for s in spec["input_shapes"])
        working += 2 * tensor_bytes(spec["output_shape"], self.dtype)
        working += 2 * sum(p.numel() * p.element_size() for p in first.params)
        count = rotation_copies(working, self.l2_bytes)
        copies = [self._copy(spec, first)]
        for _ in range(count - 1):
            copies.append(self._copy(spec, Layer(spec, self.dtype, self.device)))
        pick = lambda i: copies[i % count]
        stream = torch.cuda.Stream()
        detail = {"rotation_copies": count, "replays": self.replays}
        result = {}

        def guarded(key, timing):
            """One pass's failure (a refused capture, out of memory) costs
            that pass only: None, and the reason in layer_timing."""
            try:
                return timing()
            except Exception as error:
                detail[key + "_error"] = f"{type(error).__name__}: {error}"[:300]
                traceback.print_exc()
                torch.cuda.synchronize()
                return None

        result["forward_ms"] = guarded("forward", lambda: self._time_pass(
            lambda i: pick(i)["layer"].forward(pick(i)["inputs"]), count, stream, detail,
            "forward"))

        if first.has_fused_forward():
            detail["fused_forward_ms"] = guarded("fused_forward", lambda: self._time_pass(
                lambda i: pick(i)["layer"].fused_forward(pick(i)["inputs"]), count, stream,
                detail, "fused_forward"))

        if backward and first.has_filter_gradient_alone():
            def time_filter_alone():
                for c in copies:
                    c["dy_nchw"] = self._output_gradient(c)
                return self._time_pass(
                    lambda i: pick(i)["layer"].filter_gradient_alone(pick(i)["inputs"],
                                                                    pick(i)["dy_nchw"]),
                    count, stream, detail, "filter_gradient_alone")
            detail["filter_gradient_alone_ms"] = guarded("filter_gradient_alone",
                                                         time_filter_alone)

        def time_gradient(key, build):
            """The gradient alone, its autograd graph recorded before the
            capture. Should PyTorch refuse to capture that, the gradient
            is timed as forward and gradient in one graph less the forward
            alone, and layer_timing says so."""
            try:
                graphs = self._gradient_graphs(copies, stream, build)
                work = lambda i: torch.autograd.grad(*graphs[i % count][:2],
                                                     grad_outputs=graphs[i % count][2],
                                                     retain_graph=True)
                return self._time_pass(work, count, stream, detail, key)
            except Exception as error:
                detail[key + "_method"] = ("difference of graphs (forward + gradient) - "
                                           f"(forward): {type(error).__name__}: {error}"[:300])
                torch.cuda.synchronize()

            def forward_and_gradient(i):
                out, targets, dy = build(copies[i % count])
                return torch.autograd.grad(out, targets, grad_outputs=dy)
            both = self._time_pass(forward_and_gradient, count, stream, detail,
                                   key + "_with_forward")
            forward = self._time_pass(lambda i: build(copies[i % count])[0], count, stream,
                                      detail, key + "_forward_part")
            return max(both - forward, 0.0) if both is not None and forward is not None \
                else None

        if backward and spec.get("backward_data_needed", False):
            def build_data(c):
                layer = c["layer"]
                out = layer.core(c["inputs"]) if layer.has_weights() else \
                    layer.forward(c["inputs"])
                dy = c["dy"] if out.shape == c["dy"].shape else c["dy"].reshape(out.shape)
                return out, layer.data_gradient_targets(c["inputs"]), dy
            result["backward_data_ms"] = guarded(
                "backward_data", lambda: time_gradient("backward_data", build_data))
        else:
            result["backward_data_ms"] = None

        if backward and first.has_weights():
            def build_filter(c):
                layer = c["layer"]
                out = layer.forward([x.detach() for x in c["inputs"]])
                return out, layer.params, c["dy"].reshape(out.shape)
            result["backward_filter_ms"] = guarded(
                "backward_filter", lambda: time_gradient("backward_filter", build_filter))
        else:
            result["backward_filter_ms"] = None
        return result, detail


# --------------------------------------------------------------------------
# The network
# --------------------------------------------------------------------------



# The least time a plan and precision get under --fair-share (seconds).
MIN_JOB_S = 20.0

# torch.compile modes and the network fields each fills; the default mode
# keeps the field names the column had before it timed kernels alone.
COMPILE_MODES = {
    "default": {"forward": "compiled_forward_ms", "training": "compiled_training_ms",
                "graph_forward": "compiled_graph_forward_ms",
                "seconds": "compile_seconds", "training_seconds": "compile_training_seconds",
                "error": "compile_error"},
    "max-autotune-no-cudagraphs": {
        "forward": "max_autotune_forward_ms", "training": "max_autotune_training_ms",
        "graph_forward": "max_autotune_graph_forward_ms",
        "seconds": "max_autotune_compile_seconds",
        "training_seconds": "max_autotune_compile_training_seconds",
        "error": "max_autotune_error"},
}


class TimeLimit(Exception):
    pass


@contextlib.contextmanager
def time_limit(seconds, what):
    """Raises TimeLimit in the main thread once `seconds` have passed: a
    torch.compile (max-autotune above all) can run for minutes, and the
    column's budget must hold."""
    if not math.isfinite(seconds):  # no deadline given
        yield
        return

    def expire(signum, frame):
        raise TimeLimit(f"{what}: stopped after {seconds:.0f} s (the deadline)")
    previous = signal.signal(signal.SIGALRM, expire)
    signal.alarm(max(1, int(seconds)))
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def time_network_graph(work, replays, warmup):
    """Median ms of one CUDA-graph replay of work() (the whole network's
    forward, or its training step): kernel-only, no host in it."""
    stream = torch.cuda.Stream()
    stream.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(stream):
        for _ in range(max(warmup, 3)):
            work()
    torch.cuda.current_stream().wait_stream(stream)
    torch.cuda.synchronize()
    graph = torch.cuda.CUDAGraph()
    with capturing(graph, stream):
        work()
    times = replay_times(graph, replays)
    del graph
    return statistics.median(times)


def forward_mode(args):
    """How the whole network's forward runs, in words for the document."""
    if args.network_forward == "training":
        return ("training: batch norm from the batch's statistics, autograd recording; "
                "torch.compile without freezing")
    return ("inference, as netc's forward: batch norm from running statistics (netc folds it "
            "into the convolution), no autograd (torch.no_grad), dropout kept as the "
            "runtime's mask multiply is; torch.compile " +
            ("with Inductor's freezing (weights constant: batch norm folded into the "
             "convolutions)" if args.freezing else "without freezing (--no-freezing)"))


def time_network(plan, layers, dtype, device, args, deadline, backward, checkpoint=None):
    """The whole network: eager (events, host-inclusive), CUDA graphs
    (kernel-only) and torch.compile per mode (events, as a user calls it,
    and captured in a CUDA graph). The forward runs as --network-forward
    says (inference by default, as ours); a training step is the forward in
    training mode plus the gradients of every parameter for fixed output
    gradients (no optimizer update)."""
    import torch._inductor.config as inductor_config  # torch.compile's, loaded on demand

    net = PlanNetwork(plan, layers)
    data = next(s for s in plan["layers"] if s["op"] == "input")
    x = random_tensor(data["output_shape"], dtype, device)
    params = list(net.parameters())
    iterations, warmup = args.iterations, args.warmup
    inference = args.network_forward == "inference"
    result = {"network_forward": forward_mode(args)}

    def forward_context():
        return torch.no_grad() if inference else contextlib.nullcontext()

    def forward(module):
        with forward_context():
            return module(x)

    net.set_inference(inference)
    result["eager_forward_ms"] = time_cuda(lambda i: forward(net), iterations, warmup)
    result["eager_forward_host_ms"] = host_ms_per_call(lambda i: forward(net), max(warmup, 3))

    dys = None
    if backward:  # the training step: forward in training mode, then every gradient
        net.set_inference(False)
        outputs = net(x)
        dys = [torch.empty_like(o).uniform_(-1.0, 1.0) for o in outputs]
        del outputs

        def step(times):
            events = [torch.cuda.Event(enable_timing=True) for _ in range(3)]
            events[0].record()
            outputs = net(x)
            events[1].record()
            torch.autograd.grad(outputs, params, grad_outputs=dys)
            events[2].record()
            times.append(events)
        for _ in range(warmup):
            step([])
        timed = []
        for _ in range(iterations):
            step(timed)
        torch.cuda.synchronize()
        result["eager_training_forward_ms"] = statistics.median(
            e[0].elapsed_time(e[1]) for e in timed)
        result["eager_backward_ms"] = statistics.median(e[1].elapsed_time(e[2]) for e in timed)
        result["eager_total_ms"] = statistics.median(e[0].elapsed_time(e[2]) for e in timed)
        result["eager_training_ms"] = result["eager_total_ms"]

    if time.time() < deadline:
        try:
            net.set_inference(inference)
            result["graph_forward_ms"] = time_network_graph(lambda: forward(net), iterations,
                                                            warmup)
            if backward and time.time() < deadline:
                net.set_inference(False)
                training = lambda: torch.autograd.grad(net(x), params, grad_outputs=dys)
                result["graph_training_ms"] = time_network_graph(training, iterations, warmup)
        except Exception as error:  # a capture failure is a result, not a crash
            result["graph_error"] = f"{type(error).__name__}: {error}"[:500]
            traceback.print_exc()
        torch.cuda.empty_cache()
    else:
        result["graph_error"] = "skipped: past --deadline-s"

    for mode in args.compile_modes:
        fields = COMPILE_MODES[mode]
        if checkpoint:  # a compiler that ignores the deadline must not lose what is measured
            checkpoint(dict(result, incomplete=f"written before torch.compile mode={mode}"))
        left = min(deadline, args.compile_deadline) - time.time()
        if left < args.compile_min_s:
            result[fields["forward"]] = None
            result[fields["error"]] = (f"skipped: {max(left, 0):.0f} s left before the "
                                       f"deadline, under --compile-min-s {args.compile_min_s}")
            continue
        try:
            with time_limit(left, f"torch.compile mode={mode}"):
                # Freezing acts only on a module compiled and called with
                # gradients off: every call below runs inside forward().
                net.set_inference(inference)
                with inductor_config.patch(freezing=inference and args.freezing):
                    compiled = torch.compile(net, mode=mode)
                    start = time.perf_counter()
                    forward(compiled)
                    torch.cuda.synchronize()
                    result[fields["seconds"]] = round(time.perf_counter() - start, 2)
                    result[fields["forward"]] = time_cuda(lambda i: forward(compiled),
                                                          iterations, warmup)
                    # Kernel-only, as ours and the reference are timed: the
                    # compiled forward (no CUDA graphs of its own in these
                    # modes) captured in one graph. A capture failure is a result.
                    try:
                        result[fields["graph_forward"]] = time_network_graph(
                            lambda: forward(compiled), iterations, warmup)
                    except Exception as error:
                        result[fields["error"]] = (f"graph capture: {type(error).__name__}: "
                                                   f"{error}")[:500]
                if backward and args.compile_training:
                    torch._dynamo.reset()  # the training step is another program
                    net.set_inference(False)
                    compiled = torch.compile(net, mode=mode)
                    step_compiled = lambda i: torch.autograd.grad(compiled(x), params,
                                                                  grad_outputs=dys)
                    start = time.perf_counter()
                    step_compiled(0)
                    torch.cuda.synchronize()
                    result[fields["training_seconds"]] = round(time.perf_counter() - start, 2)
                    result[fields["training"]] = time_cuda(step_compiled, iterations, warmup)
        except Exception as error:  # a compiler failure or the deadline is a result
            result.setdefault(fields["forward"], None)
            result[fields["error"]] = f"{type(error).__name__}: {error}"[:500]
        finally:
            torch._dynamo.reset()
            torch.cuda.empty_cache()
    return result


# --------------------------------------------------------------------------
# Driver
# --------------------------------------------------------------------------

def run_plan(plan, plan_path, precision, args, deadline, layer_deadline, save=None):
    configure(precision, args.benchmark_limit)
    dtype = DTYPES[precision]
    device = torch.device("cuda")
    properties = torch.cuda.get_device_properties(device)
    l2_bytes = getattr(properties, "L2_cache_size", 50 << 20)
    backward = args.direction == "both"
    document = {}
    network = {
        "framework": "pytorch",
        "version": torch.__version__,
        "precision": precision,
        "plan": plan_path,
        "net": net_name(plan, plan_path),
        "batch": plan.get("batch"),
        "device": properties.name,
        "cuda": torch.version.cuda,
        "cudnn": str(torch.backends.cudnn.version()),
        "iterations": args.iterations,
        "warmup": args.warmup,
        "launches_per_replay": args.launches,
        "replays": args.replays,
        "l2_cache_bytes": l2_bytes,
        "timing_method": TIMING_METHOD.format(launches=args.launches, replays=args.replays),
        "cudnn_benchmark_limit": torch.backends.cudnn.benchmark_limit,
        "mode": "cudnn.benchmark (benchmark_limit " + str(torch.backends.cudnn.benchmark_limit) +
                "), channels_last; layers kernel-only (CUDA graphs); network "
                "eager, CUDA graphs, torch.compile (" + (", ".join(args.compile_modes) or
                                                         "none") + ")",
        "host_ms_per_call": {},
        "layer_timing": {},
        "fused_forward_ms": {},
        "filter_gradient_alone_ms": {},
        "layers_timed": ("none (--no-layers)" if not args.layers else
                         "ops " + ",".join(sorted(args.ops)) + " (--ops)" if args.ops else "every op"),
    }
    if precision == "fp32":
        network["fp32_check"] = fp32_check(device)
    layers = {s["name"]: Layer(s, dtype, device) for s in plan["layers"] if s["op"] != "input"}
    timer = LayerTimer(layers, plan["layers"], dtype, device, args.launches, args.replays,
                       args.warmup, l2_bytes)
    skipped = []
    # Layers identical but for their name and place (ResNet's and Inception's
    # repeated blocks) run the same kernels: each is timed once.
    timed = {}
    for spec in plan["layers"]:
        if spec["op"] in ("input", "reshape"):
            continue  # no work: the runtime reports no pass for them either
        signature = json.dumps({k: v for k, v in spec.items()
                                if k not in ("name", "inputs", "predicted")}, sort_keys=True)
        if signature in timed:
            first, result = timed[signature]
            document[spec["name"]] = dict(result, note=f"same as {first}: timed once")
            for field in ("fused_forward_ms", "filter_gradient_alone_ms"):
                if first in network[field]:
                    network[field][spec["name"]] = network[field][first]
            continue
        if not args.layers or (args.ops and spec["op"] not in args.ops):
            continue  # not asked for (--no-layers, --ops): said in layers_timed
        if time.time() > layer_deadline:
            skipped.append(spec["name"])
            continue
        try:
            document[spec["name"]], detail = timer.time(spec, backward)
            timed[signature] = (spec["name"], document[spec["name"]])
            network["host_ms_per_call"][spec["name"]] = {
                key[:-len("_host_ms")]: round(value, 5) for key, value in detail.items()
                if key.endswith("_host_ms")}
            for field in ("fused_forward_ms", "filter_gradient_alone_ms"):
                value = detail.pop(field, None)
                if value is not None:
                    network[field][spec["name"]] = value
            network["layer_timing"][spec["name"]] = {
                key: value for key, value in detail.items() if not key.endswith("_host_ms")}
            failures = [f"{key[:-len('_error')]}: {value}" for key, value in detail.items()
                         if key.endswith("_error")]
            if failures:  # the runtime's reader shows a layer's note
                document[spec["name"]]["note"] = "; ".join(failures)[:300]
        except torch.cuda.OutOfMemoryError as error:
            document[spec["name"]] = {"forward_ms": None, "note": f"out of memory: {error}"[:300]}
        except Exception as error:
            document[spec["name"]] = {"forward_ms": None,
                                      "note": f"{type(error).__name__}: {error}"[:300]}
            traceback.print_exc()
        torch.cuda.empty_cache()
    if skipped:
        network["skipped_layers"] = (f"{len(skipped)} layers: past the layers' deadline "
                                     f"(--deadline-s{', --fair-share' if args.fair_share else ''})")
    if args.network and time.time() < deadline:
        try:
            def checkpoint(partial):
                if save:  # the document so far, as the output file
                    save(dict(document, network=dict(network, **partial)))
            network.update(time_network(plan, layers, dtype, device, args, deadline, backward,
                                        checkpoint))
        except Exception as error:  # out of memory included: the layers still count
            network["network_error"] = f"{type(error).__name__}: {error}"[:500]
            traceback.print_exc()
    elif args.network:
        network["network_error"] = "skipped: past --deadline-s"
    document["network"] = network
    del layers, timer
    torch.cuda.empty_cache()
    return document


def main():
    parser = argparse.ArgumentParser(
        description="Time a netc plan's layers in PyTorch (the PyTorch column of "
                    "netc-runtime profile --framework).")
    parser.add_argument("plans", nargs="+", help="plan.json files (netc profile --emit-plan)")
    parser.add_argument("--precision", default="fp32",
                        help="comma-separated: fp32 (TF32 off), tf32, bf16, fp16")
    parser.add_argument("-o", "--output", required=True,
                        help="output file; with several plans or precisions a template "
                             "with {net} and {precision}")
    parser.add_argument("--launches", type=int, default=20,
                        help="calls captured in one CUDA graph per layer and pass (at least "
                             "20; rounded up to a multiple of the rotated copies)")
    parser.add_argument("--replays", type=int, default=5,
                        help="timed replays of each graph (at least 5); the median counts")
    parser.add_argument("--iterations", type=int, default=20,
                        help="timed runs of the whole network (eager, graph, compiled)")
    parser.add_argument("--warmup", type=int, default=3, help="untimed runs first")
    parser.add_argument("--direction", choices=("forward", "both"), default="both")
    parser.add_argument("--benchmark-limit", type=int, default=None,
                        help="torch.backends.cudnn.benchmark_limit: engine configs cudnn.benchmark "
                             "tries per convolution (default: PyTorch's, 10; 0: all of them)")
    parser.add_argument("--no-network", dest="network", action="store_false",
                        help="skip the whole-network timings")
    parser.add_argument("--no-layers", dest="layers", action="store_false",
                        help="time the whole network only, no layer")
    parser.add_argument("--ops", default="",
                        help="comma-separated ops to time per layer (e.g. conv2d; default: "
                             "every op)")
    parser.add_argument("--no-compile", dest="compile", action="store_false",
                        help="skip torch.compile (every mode)")
    parser.add_argument("--compile-modes", default=",".join(COMPILE_MODES),
                        help="comma-separated torch.compile modes for the network (default "
                             "%(default)s)")
    parser.add_argument("--no-compile-training", dest="compile_training",
                        action="store_false",
                        help="compile and time the forward only, not the training step")
    parser.add_argument("--network-forward", choices=("inference", "training"),
                        default="inference",
                        help="the whole network's forward: inference (default; as netc's "
                             "forward runs: batch norm from running statistics, no autograd, "
                             "torch.compile with freezing) or training (batch statistics, "
                             "autograd recording, as before 2026-11-29)")
    parser.add_argument("--no-freezing", dest="freezing", action="store_false",
                        help="compile the inference forward without Inductor's freezing "
                             "(which makes the weights constants and folds batch norm into "
                             "the convolutions)")
    parser.add_argument("--compile-min-s", type=float, default=30,
                        help="do not start a torch.compile with less time than this left")
    parser.add_argument("--deadline-s", type=float, default=0,
                        help="stop starting layers and networks after this many seconds "
                             "(0: no limit); what is left out is said in the output")
    parser.add_argument("--fair-share", action="store_true",
                        help="give every plan and precision a share of the time left before "
                             "--deadline-s in proportion to its predicted time, its layers "
                             "--layer-share of it, so that every net gets its network timings")
    parser.add_argument("--layer-share", type=float, default=0.5,
                        help="with --fair-share: the part of a share its layers may use")
    parser.add_argument("--compile-deadline-s", type=float, default=0,
                        help="stop starting torch.compile after this many seconds (0: no "
                             "limit)")
    args = parser.parse_args()

    if args.launches < 20 or args.replays < 5 or args.iterations < 5:
        parser.error("--launches must be at least 20, --replays and --iterations at least 5 "
                     "(docs/measurement.md)")
    args.compile_modes = args.compile_modes.split(",") if args.compile else []
    for mode in args.compile_modes:
        if mode not in COMPILE_MODES:
            parser.error(f"--compile-modes: expected {', '.join(COMPILE_MODES)}, got '{mode}'")
    args.ops = {op for op in args.ops.split(",") if op}
    if not args.network:
        args.layer_share = 1.0  # no network timings to leave time for: the layers get it all
    precisions = args.precision.split(",")
    for precision in precisions:
        if precision not in PRECISIONS:
            parser.error(f"--precision: expected fp32, tf32, bf16 or fp16, got '{precision}'")
    several = len(args.plans) > 1 or len(precisions) > 1
    if several and not ("{net}" in args.output and "{precision}" in args.output
                        or len(args.plans) == 1 and "{precision}" in args.output
                        or len(precisions) == 1 and "{net}" in args.output):
        parser.error("-o must name {net} and/or {precision} when several plans or "
                     "precisions are given")
    if not torch.cuda.is_available():
        sys.exit("pytorch_column.py: no CUDA device")
    started = time.time()
    deadline = started + args.deadline_s if args.deadline_s > 0 else math.inf
    args.compile_deadline = (started + args.compile_deadline_s
                             if args.compile_deadline_s > 0 else math.inf)

    failures = 0
    plans = []
    for plan_path in args.plans:
        try:
            with open(plan_path) as file:
                plan = json.load(file)
        except (OSError, ValueError) as error:
            sys.exit(f"{plan_path}: cannot read the plan: {error}")
        if plan.get("format") != "netc-plan" or plan.get("version") not in (1, 2):
            sys.exit(f"{plan_path}: expected format 'netc-plan' version 1 or 2, got "
                     f"'{plan.get('format')}' version {plan.get('version')}")
        plans.append((plan_path, plan))
    # With --fair-share each plan and precision gets time in proportion to
    # its predicted time (vgg16 needs far more than conv_L5).
    weight_left = sum(plan_weight(plan) for _, plan in plans) * len(precisions)
    for plan_path, plan in plans:
        for precision in precisions:
            output = args.output.replace("{net}", net_name(plan, plan_path)) \
                                .replace("{precision}", precision)
            begun = time.time()
            job_deadline, layer_deadline = deadline, deadline
            if args.fair_share:
                weight = plan_weight(plan)  # max(): rounding must not leave less than it
                job_deadline, layer_deadline = fair_share(begun, deadline, weight,
                                                          max(weight_left, weight),
                                                          args.layer_share)
                # The first calls of a job (cuDNN's autotuning, the first
                # capture) cost seconds whatever its weight: at least 20 s.
                if job_deadline - begun < MIN_JOB_S:
                    job_deadline = min(deadline, begun + MIN_JOB_S)
                    layer_deadline = begun + (job_deadline - begun) * args.layer_share
            weight_left -= plan_weight(plan)
            def write_partial(document, output=output):  # the job's output file
                with open(output, "w") as file:
                    json.dump(document, file, indent=1)
            try:
                document = run_plan(plan, plan_path, precision, args, job_deadline,
                                    layer_deadline, save=write_partial)
            except Exception as error:  # one plan's failure must not lose the others
                failures += 1
                document = {"network": {"framework": "pytorch", "version": torch.__version__,
                                        "precision": precision, "plan": plan_path,
                                        "error": f"{type(error).__name__}: {error}"[:500]}}
                traceback.print_exc()
            document["network"]["wall_seconds"] = round(time.time() - begun, 1)
            write_partial(document)  # whole now: it replaces any partial one
            network = document["network"]
            print(f"pytorch_column: {net_name(plan, plan_path)} {precision}: "
                  f"{len(document) - 1} layers, eager forward "
                  f"{network.get('eager_forward_ms', float('nan')):.3f} ms, compiled "
                  f"{network.get('compiled_forward_ms') or float('nan'):.3f} ms, "
                  f"{network['wall_seconds']} s -> {output}", file=sys.stderr, flush=True)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
