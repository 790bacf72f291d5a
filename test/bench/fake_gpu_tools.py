#!/usr/bin/env python3
"""Stand-ins for netc, netc-runtime, nvidia-smi and bench/pytorch_column.py,
chosen by the name this file is called under, so that test/bench/
true-time-driver.sh runs bench/true-time.sh end to end without a GPU. Each
writes the smallest document of the real tool's format that the report
reads: two convolutions and a pool per net, every time a fixed function of
the net so that the test can check the arithmetic."""
import json
import os
import sys

tool = os.path.basename(sys.argv[0])
args = sys.argv[1:]


def option(name):
    return args[args.index(name) + 1] if name in args else None


def timing(ms):
    return {"median_ms": ms, "min_ms": ms, "max_ms": ms, "mean_ms": ms, "runs": 5}


def plan(net, batch=8):
    layers = [{"name": "data", "op": "input", "inputs": [], "output_shape": [8, 32, 32, 3]}]
    for name, op in (("conv1", "conv2d"), ("pool1", "max_pool"), ("conv2", "conv2d")):
        layers.append({"name": name, "op": op, "inputs": [layers[-1]["name"]]})
    return {"format": "netc-plan", "version": 2, "network": net, "source": f"nets/{net}.json",
            "batch": batch, "layers": layers}


def model_name(path):
    """A model's name as the tools file it: nets/alexnet.json and m/alexnet.onnx alike."""
    return os.path.splitext(os.path.basename(path))[0]


def write(path, document):
    with open(path, "w") as file:
        json.dump(document, file)


if tool == "nvidia-smi" and "-lms" in args:  # the clock sampler: three busy seconds
    for second in range(3):
        print(f"2026/11/24 17:00:0{second}.000, 1980, 1980, 41, 350.5, 0x0000000000000000")
elif tool == "nvidia-smi":
    print("name, driver_version\nFake GPU H100, 1.0")
elif tool == "netc" and args[0] == "profile":
    write(option("--emit-plan"), plan(model_name(args[1]), int(option("--batch") or 8)))
elif tool == "netc" and args[0] == "lower":
    os.makedirs(option("-o"), exist_ok=True)
    write(os.path.join(option("-o"), "plan.json"),
          plan(model_name(args[1]), int(option("--batch") or 8)))
elif tool == "netc-runtime" and args[0] == "device":
    device = {"name": "Fake GPU H100", "compute_capability": "9.0", "multiprocessors": 1,
              "l2_cache_bytes": 1 << 20, "cudnn_version": 91900}
    print(json.dumps(device) if "json" in args else "Fake GPU H100")
elif tool == "netc-runtime" and args[0] == "profile":
    document = json.load(open(args[1]))
    if os.environ.get("FAKE_REFUSE_FRAMEWORK") and "--framework" in args:
        sys.exit("netc-runtime: " + option("--framework") + ": layer 'x' is not in the plan")
    layers = [{"name": l["name"], "op": l["op"], "passes": [
        {"pass": "forward", "find": timing(2.0 if l["op"] == "conv2d" else 1.0)}]}
        for l in document["layers"] if l["op"] != "input"]
    write(option("-o"), {"plan": {"network": document["network"]},
                         "run": {"precision": option("--precision")}, "layers": layers,
                         "full_pass": {"measured": True, "forward": timing(10.0)}})
    open(option("--text"), "w").write("profile\n")
elif tool == "netc-runtime" and args[0] == "run":
    document = json.load(open(os.path.join(args[1], "plan.json")))
    launches = [{"index": i, "layers": l["name"], "op": l["op"], "ours": timing(1.0),
                 "cudnn": timing(3.0)} for i, l in enumerate(document["layers"][1:])]
    write(option("-o"), {"plan": {"network": document["network"]}, "launches": launches,
                         "summary": {"forward": timing(5.0)}})
elif tool == "pytorch_column.py":
    output, precisions = option("-o"), option("--precision").split(",")
    for path in args[:args.index("--precision")]:
        net = os.path.basename(path).rsplit("-", 1)[0]
        for precision in precisions:
            layers = {"conv1": {"forward_ms": 2.0}, "conv2": {"forward_ms": 1.0},
                      "pool1": {"forward_ms": 1.0}}
            layers["network"] = {"precision": precision, "timing_method": "kernel-only (fake)",
                                 "eager_forward_ms": 20.0, "graph_forward_ms": 10.0,
                                 "max_autotune_forward_ms": 8.0,
                                 "max_autotune_graph_forward_ms": 7.5}
            write(output.replace("{net}", net).replace("{precision}", precision), layers)
            print(f"pytorch_column: {net} {precision}: fake", file=sys.stderr)
else:
    sys.exit(f"fake_gpu_tools: {tool} {' '.join(args)}: not faked")
