#!/usr/bin/env python3
"""Writes the hand-made version-2 example plans of runtime/examples/tiny-*.

A tiny net that covers what the runtime must execute: a convolution with a
batch norm folded into it (derived weights), max pooling into a slice of an
in-place concatenation (pitch > channels), a 1x1 convolution into the other
slice, an unfolded batch norm, an elementwise sum, a reshape alias, an inner
product and a softmax. Kernels come from this directory's netc_kernels.cuh,
which every plan names by a relative path (module.header
"../tiny/netc_kernels.cuh") instead of carrying a copy.

  python3 runtime/examples/tiny/make-tiny.py         # plans + kernels.cu
  ... --compile                                      # + cubin/PTX (nvcc, clang)

Directories written (beside this one):
  tiny-fp32/   fp32, cubin sm_90 + PTX compute_90 (module.arch 90)
  tiny-bf16/   bf16, the same
  tiny-sm61/   fp32, PTX for sm_61 from clang's NVPTX back end, no cubin
               (module.arch 61): the driver JIT-compiles it on a newer GPU
"""
import json, os, subprocess, sys

HERE = os.path.dirname(os.path.abspath(__file__))
# The one kernel header of the examples, relative to each example directory.
HEADER = "../tiny/netc_kernels.cuh"
N = 2


def build(precision):
    T = "float" if precision == "fp32" else "netc::bf16"
    elem = 4 if precision == "fp32" else 2
    arena = [0]

    def alloc(shape, pitch=None):
        c = shape[-1] if len(shape) == 4 else shape[1]
        pitch = pitch or c
        pixels = shape[0] * (shape[1] * shape[2] if len(shape) == 4 else 1)
        offset = arena[0]
        arena[0] += (pixels * pitch * elem + 255) // 256 * 256
        return {"offset": offset, "shape": shape, "pitch": pitch}

    def sub(view, channel_offset, shape):
        return {"offset": view["offset"] + channel_offset * elem, "shape": shape, "pitch": view["pitch"]}

    data = alloc([N, 8, 8, 3])
    bn1 = alloc([N, 8, 8, 8])
    cat = alloc([N, 4, 4, 16])
    conv2 = sub(cat, 0, [N, 4, 4, 8])
    pool1 = sub(cat, 8, [N, 4, 4, 8])
    bn2 = alloc([N, 4, 4, 16])
    conv3 = alloc([N, 4, 4, 16])
    res = alloc([N, 4, 4, 16])
    flat = {"offset": res["offset"], "shape": [N, 256], "pitch": 256}
    fc = alloc([N, 10])
    prob = alloc([N, 10])

    def layer(name, op, inputs, in_shapes, out, lowering, **attrs):
        d = {"name": name, "op": op, "inputs": inputs, "output_shape": out, "lowering": lowering}
        if op != "input":
            d["input_shapes"] = in_shapes
        d.update(attrs)
        return d

    k = lambda i: {"kind": "kernel", "launch": i}
    layers = [
        layer("data", "input", [], [], [N, 8, 8, 3], {"kind": "input"}),
        layer("conv1", "conv2d", ["data"], [[N, 8, 8, 3]], [N, 8, 8, 8], k(0),
              filter=[3, 3, 3, 8], strides=[1, 1], pad=[1, 1, 1, 1], activation="none", bias=True,
              predicted={"forward": {"ms": 0.003, "algorithm": "direct"}}),
        layer("bn1", "batch_norm", ["conv1"], [[N, 8, 8, 8]], [N, 8, 8, 8], {"kind": "folded", "into": "conv1"},
              epsilon=1e-5, activation="relu"),
        layer("pool1", "max_pool", ["bn1"], [[N, 8, 8, 8]], [N, 4, 4, 8], k(1),
              ksize=[2, 2], strides=[2, 2], pad=[0, 0, 0, 0]),
        layer("conv2", "conv2d", ["pool1"], [[N, 4, 4, 8]], [N, 4, 4, 8], k(2),
              filter=[1, 1, 8, 8], strides=[1, 1], pad=[0, 0, 0, 0], activation="relu", bias=False),
        layer("cat", "concat", ["conv2", "pool1"], [[N, 4, 4, 8], [N, 4, 4, 8]], [N, 4, 4, 16],
              {"kind": "in_place"}, axis=3),
        layer("bn2", "batch_norm", ["cat"], [[N, 4, 4, 16]], [N, 4, 4, 16], k(3), epsilon=1e-3, activation="relu"),
        layer("conv3", "conv2d", ["bn2"], [[N, 4, 4, 16]], [N, 4, 4, 16], k(4),
              filter=[2, 2, 16, 16], strides=[1, 1], pad=[0, 1, 0, 1], activation="none", bias=True),
        layer("res", "elementwise", ["bn2", "conv3"], [[N, 4, 4, 16]] * 2, [N, 4, 4, 16], k(5),
              kind="sum", activation="relu"),
        layer("flat", "reshape", ["res"], [[N, 4, 4, 16]], [N, 256], {"kind": "alias"}),
        layer("fc", "inner_product", ["flat"], [[N, 256]], [N, 10], k(6), num_outputs=10, activation="none", bias=True),
        layer("prob", "softmax", ["fc"], [[N, 10]], [N, 10], k(7), num_classes=10),
    ]
    for l in layers:
        l.setdefault("predicted", None) if l["op"] != "input" else None

    c = lambda name, layer_, role, n: {"name": name, "layer": layer_, "role": role, "shape": [n], "layout": "c"}
    fold = lambda part: {"op": "fold_batch_norm", "part": part, "filter": "conv1.filter" if part == "filter" else None,
                         "bias": "conv1.bias", "gamma": "bn1.gamma", "beta": "bn1.beta",
                         "mean": "bn1.mean", "var": "bn1.var", "epsilon": 1e-5}
    weights = [
        {"name": "conv1.filter", "layer": "conv1", "role": "filter", "shape": [8, 3, 3, 3], "layout": "ohwi"},
        c("conv1.bias", "conv1", "bias", 8),
        c("bn1.gamma", "bn1", "gamma", 8), c("bn1.beta", "bn1", "beta", 8),
        c("bn1.mean", "bn1", "mean", 8), c("bn1.var", "bn1", "var", 8),
        {"name": "conv1.filter@bn1", "layer": "conv1", "role": "filter", "shape": [8, 3, 3, 3],
         "layout": "ohwi", "derive": fold("filter")},
        {"name": "conv1.bias@bn1", "layer": "conv1", "role": "bias", "shape": [8], "layout": "c",
         "derive": fold("bias")},
        {"name": "conv2.filter", "layer": "conv2", "role": "filter", "shape": [8, 1, 1, 8], "layout": "ohwi"},
        c("bn2.gamma", "bn2", "gamma", 16), c("bn2.beta", "bn2", "beta", 16),
        c("bn2.mean", "bn2", "mean", 16), c("bn2.var", "bn2", "var", 16),
        {"name": "conv3.filter", "layer": "conv3", "role": "filter", "shape": [16, 2, 2, 16], "layout": "ohwi"},
        c("conv3.bias", "conv3", "bias", 16),
        {"name": "fc.filter", "layer": "fc", "role": "filter", "shape": [10, 256], "layout": "oi"},
        c("fc.bias", "fc", "bias", 10),
    ]
    del weights[6]["derive"]["bias"]  # a filter fold needs no bias

    def grid(total):
        return [(total + 127) // 128, 1, 1]

    t = lambda v: {"role": "x", "tensor": v}
    wt = lambda role, name: {"role": role, "weight": name}
    y = lambda v: {"role": "y", "tensor": v}
    launches = [
        dict(kernel="netc_conv1", layers=["conv1", "bn1"], op="conv2d", variant="direct", tile=[],
             grid=grid(N * 8 * 8 * 8), fused=["batch_norm", "bias", "relu"],
             args=[t(data), wt("w", "conv1.filter@bn1"), wt("bias", "conv1.bias@bn1"), y(bn1)], predicted_ms=0.003,
             body=f"netc::conv2d_direct<{T}, {N}, 8, 8, 3, 3, 8, 8, 8, 8, 3, 3, 1, 1, 1, 1, true, netc::kRelu>(x, w, bias, y);",
             sig="const T *x, const T *w, const T *bias, T *y"),
        dict(kernel="netc_pool1", layers=["pool1"], op="max_pool", variant="pool", grid=grid(N * 4 * 4 * 8),
             args=[t(bn1), y(pool1)], predicted_ms=0.002,
             body=f"netc::max_pool<{T}, {N}, 8, 8, 8, 8, 4, 4, 16, 2, 2, 2, 2, 0, 0>(x, y);",
             sig="const T *x, T *y"),
        dict(kernel="netc_conv2", layers=["conv2"], op="conv2d", variant="direct", grid=grid(N * 4 * 4 * 8),
             fused=["relu"], args=[t(pool1), wt("w", "conv2.filter"), None, y(conv2)], predicted_ms=0.002,
             body=f"netc::conv2d_direct<{T}, {N}, 4, 4, 8, 16, 4, 4, 8, 16, 1, 1, 1, 1, 0, 0, false, netc::kRelu>(x, w, bias, y);",
             sig="const T *x, const T *w, const T *bias, T *y"),
        dict(kernel="netc_bn2", layers=["bn2"], op="batch_norm", variant="elementwise", grid=grid(N * 16 * 16),
             fused=["relu"], args=[t(cat), wt("gamma", "bn2.gamma"), wt("beta", "bn2.beta"),
                                   wt("mean", "bn2.mean"), wt("var", "bn2.var"), y(bn2)], predicted_ms=0.002,
             body=f"netc::batch_norm<{T}, {N * 16}, 16, 16, 16, netc::kRelu>(x, gamma, beta, mean, var, 1e-3f, y);",
             sig="const T *x, const T *gamma, const T *beta, const T *mean, const T *var, T *y"),
        dict(kernel="netc_conv3", layers=["conv3"], op="conv2d", variant="direct", grid=grid(N * 16 * 16),
             fused=["bias"], args=[t(bn2), wt("w", "conv3.filter"), wt("bias", "conv3.bias"), y(conv3)],
             predicted_ms=0.002,
             body=f"netc::conv2d_direct<{T}, {N}, 4, 4, 16, 16, 4, 4, 16, 16, 2, 2, 1, 1, 0, 0, true, netc::kNone>(x, w, bias, y);",
             sig="const T *x, const T *w, const T *bias, T *y"),
        dict(kernel="netc_res", layers=["res"], op="elementwise", variant="elementwise", grid=grid(N * 16 * 16),
             fused=["relu"], args=[{"role": "a", "tensor": bn2}, {"role": "b", "tensor": conv3}, y(res)],
             predicted_ms=0.001,
             body=f"netc::add<{T}, {N * 16}, 16, 16, 16, 16, netc::kRelu>(a, b, y);",
             sig="const T *a, const T *b, T *y"),
        dict(kernel="netc_fc", layers=["fc"], op="inner_product", variant="direct", grid=grid(N * 10),
             fused=["bias"], args=[t(flat), wt("w", "fc.filter"), wt("bias", "fc.bias"), y(fc)], predicted_ms=0.002,
             body=f"netc::conv2d_direct<{T}, {N}, 1, 1, 256, 256, 1, 1, 10, 10, 1, 1, 1, 1, 0, 0, true, netc::kNone>(x, w, bias, y);",
             sig="const T *x, const T *w, const T *bias, T *y"),
        dict(kernel="netc_prob", layers=["prob"], op="softmax", variant="softmax", grid=grid(N),
             args=[t(fc), y(prob)], predicted_ms=0.001,
             body=f"netc::softmax<{T}, {N}, 10, 10, 10>(x, y);", sig="const T *x, T *y"),
    ]
    source = ["// kernels.cu - runtime/examples/tiny (written by make-tiny.py): one kernel per launch.",
              '#include "netc_kernels.cuh"', "", f"using T = {T};", ""]
    for l in launches:
        source += [f'extern "C" __global__ void __launch_bounds__(128) {l["kernel"]}({l.pop("sig")}) {{',
                   f'  {l.pop("body")}', "}", ""]
        l["block"] = [128, 1, 1]
        l["shared_bytes"] = 0
        l.setdefault("fused", [])
        l.setdefault("tile", [])
    plan = {"format": "netc-plan", "version": 2,
            "network": f"tiny example ({precision})", "source": "runtime/examples/tiny/make-tiny.py",
            "batch": N, "precision": precision, "layout": "nhwc", "device": "h100", "model": "placeholder",
            "note": "hand-made example for the runtime's tests: predicted times are PLACEHOLDERS",
            "target": "sm_90",
            "module": {"source": "kernels.cu", "header": HEADER,
                       "cubin": "kernels.sm_90.cubin", "ptx": "kernels.sm_90.ptx", "arch": 90},
            "arena_bytes": arena[0], "weights": weights,
            "inputs": [{"layer": "data", "tensor": data}], "outputs": [{"layer": "prob", "tensor": prob}],
            "layers": layers, "launches": launches}
    return plan, "\n".join(source)


def write(name, plan, source, compile_):
    out = os.path.join(os.path.dirname(HERE), name)
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "kernels.cu"), "w") as f:
        f.write(source + "\n")
    m = plan["module"]
    if compile_:
        cu = os.path.join(out, "kernels.cu")
        include = ["-I", HERE]
        if m["arch"] >= 75:
            subprocess.check_call(["nvcc", "-cubin", f"-arch=sm_{m['arch']}", "-std=c++17", *include, cu,
                                   "-o", os.path.join(out, m["cubin"])])
            subprocess.check_call(["nvcc", "-ptx", f"-arch=compute_{m['arch']}", "-std=c++17", *include, cu,
                                   "-o", os.path.join(out, m["ptx"])])
        else:  # CUDA 13 cannot build for it: clang's NVPTX back end writes the PTX
            clang = os.environ.get("CLANG", "clang-22")
            subprocess.check_call([clang, "-x", "cuda", "--cuda-device-only", f"--cuda-gpu-arch=sm_{m['arch']}",
                                   "--cuda-path=" + os.environ.get("CUDA_HOME", "/usr/local/cuda"),
                                   "-Wno-unknown-cuda-version", "-std=c++17", "-O2", "-S", *include, cu, "-o",
                                   os.path.join(out, m["ptx"])])
    with open(os.path.join(out, "plan.json"), "w") as f:
        json.dump(plan, f, indent=1)
        f.write("\n")
    print("wrote", out)


def main():
    compile_ = "--compile" in sys.argv
    for precision in ("fp32", "bf16"):
        plan, source = build(precision)
        write(f"tiny-{precision}", plan, source, compile_)
    plan, source = build("fp32")
    plan["network"] = "tiny example (fp32, sm_61 PTX)"
    plan["target"] = "sm_61"
    plan["module"] = {"source": "kernels.cu", "header": HEADER, "cubin": None,
                      "ptx": "kernels.sm_61.ptx", "arch": 61}
    write("tiny-sm61", plan, source, compile_)


if __name__ == "__main__":
    main()
