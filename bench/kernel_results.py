"""What bench/kernel_results_report.py and bench/kernels_vs_framework.py share:
reading `netc-runtime run --format json` results and telling convolutions apart."""
import json
import math
import os


def launch_layers(launch):
    """The net layers a launch computes (the runtime joins them with '+')."""
    layers = launch["layers"]
    return layers if isinstance(layers, list) else layers.split("+")


def layer_ops(directory):
    """{net: {layer: op}} from layer-ops.json beside the results (bench/gpu-kernels.sh
    writes it from the plans), so that inner products, which run as 1x1 convolution
    launches, are not counted as convolutions."""
    path = os.path.join(directory, "layer-ops.json")
    return json.load(open(path)) if os.path.exists(path) else {}


def is_convolution(launch, net, ops):
    known = ops.get(net, {})
    if known:
        return known.get(launch_layers(launch)[0]) == "conv2d"
    return launch["op"] == "conv2d"


def geomean(values):
    values = [v for v in values if v and v > 0]
    return math.exp(sum(map(math.log, values)) / len(values)) if values else None
