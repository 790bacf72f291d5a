"""One-layer networks of each net's first convolution, as it is (3 input
channels: CUDA-core kernels only) and with its input channels padded to 8
(the least the wgmma kernels take: 16-byte copies), for timing what padding
would buy before building it into the lowering
(docs/results/2026-11-28-split-units-h200.md, section 5). The cost model
picks the gathered wgmma kernel for the padded layers (its k-steps run
through the taps; a TMA stage holds one tap's channels, 8 of 64 used).

Usage:
  python3 bench/wgmma/first_conv_padded.py OUT_DIR [--nets vgg16,resnet50,googlenet,alexnet]
then, per network, `netc lower OUT_DIR/NET-cC.json --target sm_90 --precision bf16`
and `netc-runtime run` on the GPU machine: ours and cuDNN's time for C = 3
and C = 8 side by side. The padded layer computes 8/3 the multiply-adds; the
copy that would pad x (N x H x W x 8 written, N x H x W x 3 read) is not in
it, and is a memory-bound launch of its own.
"""
import argparse
import json
import os
import sys


def first_convolution(net):
    """The input layer and the first convolution of a Paleo network."""
    layers = net["layers"]
    inputs = [name for name, layer in layers.items() if layer["type"] == "Input"]
    convs = [name for name, layer in layers.items() if layer["type"] == "Convolution"]
    if len(inputs) != 1 or not convs:
        raise ValueError("expected one Input layer and a Convolution")
    conv = layers[convs[0]]
    if conv["parents"] != inputs:
        raise ValueError(f"{convs[0]} does not read the input directly")
    return layers[inputs[0]], convs[0], conv


def one_layer(net_name, name, tensor, conv, channels):
    """The convolution alone, its input and filter given `channels` channels."""
    n, h, w, _ = tensor
    kh, kw, _, k = conv["filter"]
    layer = dict(conv, parents=["data"], filter=[kh, kw, channels, k])
    return {"name": f"{net_name}-{name}-c{channels}",
            "layers": {"data": {"parents": [], "type": "Input", "tensor": [n, h, w, channels]},
                       name: layer}}


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", help="directory for the networks")
    parser.add_argument("--nets", default="vgg16,resnet50,googlenet,alexnet")
    parser.add_argument("--nets-dir", default=os.path.join(os.path.dirname(__file__), "..", "..", "nets"))
    args = parser.parse_args(argv)
    os.makedirs(args.out, exist_ok=True)
    for net_name in args.nets.split(","):
        with open(os.path.join(args.nets_dir, net_name + ".json")) as f:
            data, conv_name, conv = first_convolution(json.load(f))
        channels = data["tensor"][3]
        for c in sorted({channels, max(8, (channels + 7) // 8 * 8)}):
            path = os.path.join(args.out, f"{net_name}-c{c}.json")
            with open(path, "w") as f:
                json.dump(one_layer(net_name, conv_name, data["tensor"], conv, c), f, indent=1)
            print(path)


if __name__ == "__main__":
    main(sys.argv[1:])
