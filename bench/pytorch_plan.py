#!/usr/bin/env python3
"""pytorch_plan.py - a netc plan's layers as PyTorch modules (shared by the PyTorch benches).

A plan.json (netc profile --emit-plan) layer becomes a Layer: its parameters
(channels_last for every 4-D tensor), `core` (what a data gradient
differentiates: for convolutions and inner products the product before the
activation), `forward` (the whole layer) and, for a convolution with ReLU,
`fused_forward` (cuDNN's fused conv + bias + ReLU as PyTorch calls it). A
PlanNetwork runs a plan's layers in order as one torch.nn.Module. configure()
sets the precision's switches (TF32 only for tf32) and cudnn.benchmark.

Used by bench/pytorch_column.py (the PyTorch column: per layer and network),
bench/pytorch_kernels.py (which kernels PyTorch runs for a layer) and
bench/ddp_column.py (data-parallel training).
"""

import math
import os
import sys

import torch
import torch.nn.functional as F


PRECISIONS = ("fp32", "tf32", "bf16", "fp16")
DTYPES = {"fp32": torch.float32, "tf32": torch.float32, "bf16": torch.bfloat16,
          "fp16": torch.float16}



class PlanError(Exception):
    pass


def configure(precision, benchmark_limit=None):
    """TF32 only where asked for: fp32 means FMA arithmetic everywhere.

    benchmark_limit: torch.backends.cudnn.benchmark_limit, the most engine configs
    cudnn.benchmark tries per convolution (PyTorch's default 10; 0 tries all, as
    netc-runtime's reference does). None leaves PyTorch's default."""
    tf32 = precision == "tf32"
    torch.backends.cudnn.benchmark = True
    if benchmark_limit is not None:
        torch.backends.cudnn.benchmark_limit = benchmark_limit
    torch.backends.cudnn.allow_tf32 = tf32
    torch.backends.cuda.matmul.allow_tf32 = tf32
    torch.set_float32_matmul_precision("high" if tf32 else "highest")


def tf32_settings():
    """The switches as PyTorch reports them back, old and new API."""
    settings = {"cudnn.allow_tf32": torch.backends.cudnn.allow_tf32,
                "cuda.matmul.allow_tf32": torch.backends.cuda.matmul.allow_tf32,
                "float32_matmul_precision": torch.get_float32_matmul_precision()}
    conv = getattr(torch.backends.cudnn, "conv", None)
    if conv is not None and hasattr(conv, "fp32_precision"):
        settings["cudnn.conv.fp32_precision"] = conv.fp32_precision
    matmul = getattr(torch.backends.cuda, "matmul", None)
    if matmul is not None and hasattr(matmul, "fp32_precision"):
        settings["cuda.matmul.fp32_precision"] = matmul.fp32_precision
    return settings


def fp32_check(device):
    """Proof that fp32 runs without TF32: a convolution and a matrix product
    against float64 on the CPU. FMA arithmetic lands near 1e-7, TF32's
    10-bit mantissa near 1e-4."""
    def relative(gpu, reference):
        return float((gpu.double().cpu() - reference).norm() / reference.norm())
    x = torch.empty(16, 64, 32, 32).uniform_(-1, 1)
    w = torch.empty(64, 64, 3, 3).uniform_(-1, 1)
    a = torch.empty(1024, 1024).uniform_(-1, 1)
    b = torch.empty(1024, 1024).uniform_(-1, 1)
    conv = F.conv2d(x.to(device, memory_format=torch.channels_last),
                    w.to(device, memory_format=torch.channels_last), padding=1)
    matmul = a.to(device) @ b.to(device)
    result = {"conv_rel_error": relative(conv, F.conv2d(x.double(), w.double(), padding=1)),
              "matmul_rel_error": relative(matmul, a.double() @ b.double()),
              "settings": tf32_settings()}
    result["tf32_off"] = result["conv_rel_error"] < 1e-5 and result["matmul_rel_error"] < 1e-5
    if not result["tf32_off"]:
        print(f"pytorch_column: warning: fp32 errors {result['conv_rel_error']:.1e} (conv), "
              f"{result['matmul_rel_error']:.1e} (matmul) look like TF32", file=sys.stderr)
    return result


# --------------------------------------------------------------------------
# Shapes: the plan is NHWC, PyTorch's logical order is NCHW.
# --------------------------------------------------------------------------

def torch_shape(nhwc):
    if len(nhwc) == 4:
        n, h, w, c = nhwc
        return [n, c, h, w]
    return list(nhwc)


def to_plan_shape(tensor, nhwc):
    """The tensor reshaped to a plan shape of the same element count, keeping
    the NHWC element order the plan's flattening implies."""
    target = torch_shape(nhwc)
    if list(tensor.shape) == target:
        return tensor
    if tensor.numel() != math.prod(target):
        raise PlanError(f"cannot view {list(tensor.shape)} as {nhwc}")
    flat = tensor.permute(0, 2, 3, 1) if tensor.dim() == 4 else tensor
    flat = flat.reshape(tensor.shape[0], -1)
    if len(nhwc) == 4:
        n, h, w, c = nhwc
        return flat.reshape(n, h, w, c).permute(0, 3, 1, 2)
    return flat.reshape(target)


def random_tensor(nhwc_or_shape, dtype, device, requires_grad=False, nhwc=True):
    shape = torch_shape(nhwc_or_shape) if nhwc else list(nhwc_or_shape)
    tensor = torch.empty(shape, dtype=dtype, device=device).uniform_(-1.0, 1.0)
    if tensor.dim() == 4:
        tensor = tensor.contiguous(memory_format=torch.channels_last)
    return tensor.requires_grad_(requires_grad)


def activate(x, activation):
    if activation in (None, "none"):
        return x
    if activation == "relu":
        return F.relu(x)
    if activation == "tanh":
        return torch.tanh(x)
    if activation == "sigmoid":
        return torch.sigmoid(x)
    raise PlanError(f"unknown activation '{activation}'")


# --------------------------------------------------------------------------
# Layers
# --------------------------------------------------------------------------

class Layer:
    """One plan layer: its parameters and its passes. `core` is what
    backward data differentiates (for convolutions and inner products the
    product before the activation); `forward` is the whole layer."""

    def __init__(self, spec, dtype, device):
        self.spec = spec
        self.name = spec["name"]
        self.op = spec["op"]
        self.dtype = dtype
        self.device = device
        self.params = []
        self.buffers = []
        # Inference: batch norm normalises with its running statistics, as
        # a deployed network does and as netc's forward (batch norm folded
        # into the convolution before it) computes. PlanNetwork switches it.
        self.inference = False
        getattr(self, "_init_" + self.op, self._init_unsupported)()

    # --- construction, one per op -----------------------------------------
    def _init_unsupported(self):
        raise PlanError(f"layer '{self.name}': op '{self.op}' is not supported here")

    def _init_input(self):
        pass

    def _init_reshape(self):
        pass

    def _param(self, shape, dtype=None, nhwc=False):
        tensor = random_tensor(shape, dtype or self.dtype, self.device, True, nhwc=nhwc)
        self.params.append(tensor)
        return tensor

    def _init_conv2d(self):
        kh, kw, cin, cout = self.spec["filter"]
        self.weight = random_tensor([cout, cin, kh, kw], self.dtype, self.device, True,
                                    nhwc=False)
        self.params.append(self.weight)
        self.bias = self._param([cout]) if self.spec.get("bias") else None
        top, bottom, left, right = self.spec["pad"]
        self.stride = tuple(self.spec["strides"])
        self.symmetric = top == bottom and left == right
        self.explicit_pad = (left, right, top, bottom)
        self.padding = (top, left) if self.symmetric else (0, 0)

    def _init_inner_product(self):
        inputs = math.prod(self.spec["input_shapes"][0][1:])
        outputs = self.spec["num_outputs"]
        self.weight = self._param([outputs, inputs])
        self.bias = self._param([outputs]) if self.spec.get("bias") else None

    def _init_pool(self):
        kh, kw = self.spec["ksize"]
        top, bottom, left, right = self.spec["pad"]
        self.kernel = (kh, kw)
        self.stride = tuple(self.spec["strides"])
        # PyTorch pads symmetrically and at most half a window; anything else
        # is padded explicitly (-inf for max, zeros for average, which then
        # count as the runtime's CUDNN_POOLING_AVERAGE_COUNT_INCLUDE_PADDING).
        self.native = (top == bottom and left == right and top <= kh // 2 and left <= kw // 2)
        self.explicit_pad = (left, right, top, bottom)
        self.padding = (top, left)

    _init_max_pool = _init_pool
    _init_avg_pool = _init_pool

    def _init_lrn(self):
        pass

    def _init_batch_norm(self):
        channels = self.spec["output_shape"][-1]
        self.gamma = self._param([channels], torch.float32)
        self.beta = self._param([channels], torch.float32)
        self.running_mean = torch.zeros(channels, device=self.device)
        self.running_var = torch.ones(channels, device=self.device)

    def _init_softmax(self):
        pass

    def _init_sigmoid(self):
        pass

    def _init_concat(self):
        axis = self.spec["axis"]
        rank = len(self.spec["output_shape"])
        self.dim = {0: 0, 1: 2, 2: 3, 3: 1}[axis] if rank == 4 else axis

    def _init_elementwise(self):
        if self.spec["kind"] not in ("sum", "product", "max"):
            raise PlanError(f"layer '{self.name}': unknown elementwise kind "
                            f"'{self.spec['kind']}'")

    def _init_dropout(self):
        self.p = 1.0 - self.spec["keep_prob"]

    # --- passes -----------------------------------------------------------
    def has_weights(self):
        return self.op in ("conv2d", "inner_product")

    def core(self, inputs):
        op = self.op
        x = inputs[0] if inputs else None
        if op == "conv2d":
            if not self.symmetric:
                x = F.pad(x, self.explicit_pad).contiguous(memory_format=torch.channels_last)
            return F.conv2d(x, self.weight, self.bias, self.stride, self.padding)
        if op == "inner_product":
            flat = x.permute(0, 2, 3, 1) if x.dim() == 4 else x
            return F.linear(flat.reshape(x.shape[0], -1), self.weight, self.bias)
        if op in ("max_pool", "avg_pool"):
            is_max = op == "max_pool"
            if self.native:
                if is_max:
                    return F.max_pool2d(x, self.kernel, self.stride, self.padding)
                return F.avg_pool2d(x, self.kernel, self.stride, self.padding,
                                    count_include_pad=True)
            x = F.pad(x, self.explicit_pad, value=-math.inf if is_max else 0.0)
            x = x.contiguous(memory_format=torch.channels_last)
            if is_max:
                return F.max_pool2d(x, self.kernel, self.stride)
            return F.avg_pool2d(x, self.kernel, self.stride)
        if op == "lrn":
            s = self.spec
            return F.local_response_norm(x, s["local_size"], alpha=s["alpha"], beta=s["beta"],
                                         k=s["k"])
        if op == "batch_norm":
            y = F.batch_norm(x, self.running_mean, self.running_var, self.gamma, self.beta,
                             training=not self.inference, momentum=0.1,
                             eps=self.spec["epsilon"])
            return activate(y, self.spec.get("activation"))
        if op == "softmax":
            flat = x.permute(0, 2, 3, 1) if x.dim() == 4 else x
            return F.softmax(flat.reshape(x.shape[0], -1), dim=1)
        if op == "sigmoid":
            return torch.sigmoid(x)
        if op == "concat":
            return torch.cat(inputs, dim=self.dim)
        if op == "elementwise":
            y = inputs[0]
            for other in inputs[1:]:
                if self.spec["kind"] == "sum":
                    y = y + other
                elif self.spec["kind"] == "product":
                    y = y * other
                else:
                    y = torch.maximum(y, other)
            return activate(y, self.spec.get("activation"))
        if op == "dropout":
            return F.dropout(x, p=self.p, training=True)
        if op == "reshape":
            return x
        raise PlanError(f"layer '{self.name}': op '{op}' has no forward here")

    def forward(self, inputs):
        y = self.core(inputs)
        if self.has_weights():
            y = activate(y, self.spec.get("activation"))
        target = torch_shape(self.spec["output_shape"])
        # Same rank, other extents: a padding or window rule differs from the
        # plan's, and a silent reshape would time the wrong layer.
        if y.dim() == len(target) and list(y.shape) != target:
            raise PlanError(f"layer '{self.name}': PyTorch computes {list(y.shape)} (NCHW) "
                            f"but the plan says {self.spec['output_shape']} (NHWC)")
        return to_plan_shape(y, self.spec["output_shape"])

    def has_fused_forward(self):
        """A convolution PyTorch can also run as cuDNN's fused conv + bias +
        ReLU (torch.cudnn_convolution_relu, the op its inference fusions
        emit): the like-for-like partner of the reference's fused graph."""
        return (self.op == "conv2d" and self.spec.get("activation") == "relu" and
                self.symmetric)

    def fused_forward(self, inputs):
        with torch.no_grad():
            return torch.cudnn_convolution_relu(inputs[0], self.weight, self.bias,
                                                self.stride, self.padding, (1, 1), 1)

    def has_filter_gradient_alone(self):
        """A convolution's weight gradient is one cuDNN call by itself
        (torch.ops.aten.convolution_backward with only the weight's mask
        set): the partner of the reference's library call alone, without
        either side's activation- and bias-gradient kernels."""
        return self.op == "conv2d" and self.symmetric

    def filter_gradient_alone(self, inputs, dy):
        """The weight gradient by cuDNN alone; `dy` is the gradient at the
        convolution's output (the activation's gradient already applied)."""
        with torch.no_grad():
            return torch.ops.aten.convolution_backward(
                dy, inputs[0], self.weight, None, self.stride, self.padding, (1, 1), False,
                (0, 0), 1, (False, True, False))[1]

    def rebind(self):
        """Points the named parameter attributes at self.params after a
        PlanNetwork replaced them with nn.Parameters."""
        if self.op in ("conv2d", "inner_product"):
            self.weight = self.params[0]
            self.bias = self.params[1] if len(self.params) > 1 else None
        elif self.op == "batch_norm":
            self.gamma, self.beta = self.params

    def data_gradient_targets(self, inputs):
        """What backward data differentiates: the inputs, plus batch norm's
        scale and shift (the runtime computes them in the same call)."""
        targets = list(inputs)
        if self.op == "batch_norm":
            targets += [self.gamma, self.beta]
        return targets


# --------------------------------------------------------------------------
# The network as one module
# --------------------------------------------------------------------------

class PlanNetwork(torch.nn.Module):
    """The plan's layers in execution order; returns the outputs nobody
    reads (the network's results)."""

    def __init__(self, plan, layers):
        super().__init__()
        self.specs = [s for s in plan["layers"] if s["op"] != "input"]
        self.input_name = next(s["name"] for s in plan["layers"] if s["op"] == "input")
        self.layers = layers
        consumed = {name for s in plan["layers"] for name in s["inputs"]}
        self.results = [s["name"] for s in self.specs if s["name"] not in consumed]
        # Registered so that torch.compile and autograd see them as parameters.
        self.weights = torch.nn.ParameterList()
        for layer in layers.values():
            for p in layer.params:
                self.weights.append(torch.nn.Parameter(p.detach(), requires_grad=True))
        index = 0
        for layer in layers.values():
            for j, _ in enumerate(layer.params):
                layer.params[j] = self.weights[index]
                index += 1
            layer.rebind()
        # Batch norm's running statistics as buffers, so that torch.compile
        # with Inductor's freezing sees them as constants and can fold the
        # normalisation into the convolution before it.
        for index, layer in enumerate(layers.values()):
            if layer.op == "batch_norm":
                self.register_buffer(f"running_mean_{index}", layer.running_mean)
                self.register_buffer(f"running_var_{index}", layer.running_var)
                layer.running_mean = getattr(self, f"running_mean_{index}")
                layer.running_var = getattr(self, f"running_var_{index}")

    def set_inference(self, inference):
        """Inference (batch norm from running statistics) or training mode for
        every layer; a compiled module must be compiled anew after a switch."""
        for layer in self.layers.values():
            layer.inference = inference

    def forward(self, x):
        values = {self.input_name: x}
        for spec in self.specs:
            inputs = [to_plan_shape(values[name], shape)
                      for name, shape in zip(spec["inputs"], spec["input_shapes"])]
            values[spec["name"]] = self.layers[spec["name"]].forward(inputs)
        return tuple(values[name] for name in self.results)


def net_name(plan, plan_path):
    """The network's name: its source file's (or the plan's) base name."""
    source = plan.get("source") or plan_path
    return os.path.splitext(os.path.basename(source))[0]
