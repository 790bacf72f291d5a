"""Writes one-layer networks (Paleo's JSON) of the layers whose tiles leave
SMs idle, for timing the persistent TMA kernel with and without a split
reduction one layer at a time (session 18, call 3): the inner products of
vgg16 (as convolutions, batch 64), alexnet (batch 128) and resnet50 (batch
64), and googlenet's 7x7 inception_5b 5x5 layer (batch 128).
Usage: python3 split-shapes.py OUT_DIR"""
import json, os, sys

out = sys.argv[1]
os.makedirs(out, exist_ok=True)
conv = lambda f, pad, act: {"type": "Convolution", "filter": f, "padding": pad,
                            "strides": [1, 1, 1, 1], "activation_fn": act}
inner = lambda k, act: {"type": "InnerProduct", "num_outputs": k, "activation_fn": act}
shapes = {
    "vgg16_fc6": ([64, 7, 7, 512], conv([7, 7, 512, 4096], "VALID", "relu")),
    "vgg16_fc7": ([64, 1, 1, 4096], conv([1, 1, 4096, 4096], "SAME", "relu")),
    "vgg16_fc8": ([64, 1, 1, 4096], conv([1, 1, 4096, 1000], "SAME", None)),
    "alexnet_fc6": ([128, 6, 6, 256], inner(4096, "relu")),
    "alexnet_fc8": ([128, 1, 1, 4096], inner(1000, None)),
    "resnet50_fc1000": ([64, 1, 1, 2048], inner(1000, None)),
    "googlenet_5b_5x5": ([128, 7, 7, 48], conv([5, 5, 48, 128], "SAME", "relu")),
}
for name, (tensor, layer) in shapes.items():
    net = {"name": name, "layers": {"data": {"parents": [], "type": "Input", "tensor": tensor},
                                    "layer": dict(parents=["data"], **layer)}}
    json.dump(net, open(os.path.join(out, name + ".json"), "w"), indent=1)
print(" ".join(shapes))
