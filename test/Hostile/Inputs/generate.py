#!/usr/bin/env python3
"""Writes the hostile inputs that are too large to keep in the repository.

Usage: generate.py KIND OUTPUT

Each KIND is one finding of issue 14 (the small cases live beside the tests
in split-file sections). Sizes are the ones that crashed, hung or exhausted
memory before the fixes.
"""
import json
import struct
import sys

DATA = {"parents": [], "type": "Input", "tensor": [1, 8, 8, 3]}


def network(layers, name="hostile"):
    return json.dumps({"name": name, "layers": layers})


def deep_json_tensor(depth=50000):
    # Nested lists in a layer's field: stack overflow in dump() and in the
    # recursive destructor, with the whole value echoed in the message.
    return ('{"name": "deep", "layers": {"data": {"parents": [], "type": "Input", '
            '"tensor": ' + "[" * depth + "]" * depth + "}}}")


def deep_json_name(depth=50000):
    return '{"name": ' + "{\"a\": " * depth + "1" + "}" * depth + ', "layers": {}}'


def deep_blocks(depth=20000):
    # Blocks nested in blocks (the importer expands them recursively). Built
    # as text: json.dumps itself recurses once per level.
    head = '{"parents": [], "type": "Block", "layers": {"b": '
    leaf = '{"parents": [], "type": "Dropout", "dropout_keep_prob": 0.5}'
    text = head * depth + leaf + "}}" * depth
    return ('{"name": "deep blocks", "layers": {"data": ' + json.dumps(DATA)
            + ', "outer": {"parents": ["data"], "type": "Block", "layers": {"b": '
            + text + "}}}}")


def many_layers(count=100000):
    # A chain of dropouts: import was quadratic in the layer count.
    parts = ['"data": ' + json.dumps(DATA)]
    previous = "data"
    for i in range(count):
        name = "d%d" % i
        parts.append('"%s": {"parents": ["%s"], "type": "Dropout", "dropout_keep_prob": 0.5}'
                     % (name, previous))
        previous = name
    return '{"name": "many layers", "layers": {' + ",\n".join(parts) + "}}"


def model_parallel_bomb(pairs=40):
    # 1024 splits, each concatenating every split of the layer before (@all)
    # and convolving that back to 1 channel per split: a 5 KB file that
    # expanded to 40 million parent links (gigabytes, and as much output).
    layers = {}
    previous = None
    for i in range(pairs):
        layers["fc%d" % i] = {"parents": [previous + "@self"] if previous else [],
                              "type": "Convolution", "filter": [1, 1, -1, 1024],
                              "padding": "VALID", "strides": [1, 1, 1, 1]}
        layers["cat%d" % i] = {"parents": ["fc%d@all" % i], "type": "Concatenate", "dim": 3}
        previous = "cat%d" % i
    return network({"data": DATA,
                    "mp": {"type": "ModelParallel", "splits": 1024, "parents": ["data"],
                           "layers": layers}}, "model parallel bomb")


def deep_mlir_attribute(depth=100000):
    return ('module attributes {netc.deep = ' + "[" * depth + "]" * depth + "} {\n}\n")


def deep_mlir_location(depth=100000):
    loc = "loc(" + "callsite(" * depth + '"a"' + ' at "b")' * depth + ")"
    return ('net.network "x" {\n  %0 = net.input "data" : tensor<1x2x2x1xf32> ' + loc
            + "\n}\n")


def deep_plan(depth=100000):
    return ('{"format": "netc-plan", "version": 1, "network": ' + "[" * depth
            + "]" * depth + "}")


def deep_json(depth=100000):
    # Any JSON file netc reads with llvm::json or nlohmann (device profiles,
    # framework times): arrays nested far past any real file.
    return "[" * depth + "]" * depth


def many_tensors(count=40000):
    header = {}
    for i in range(count):
        header["t%d" % i] = {"dtype": "F32", "shape": [1], "data_offsets": [4 * i, 4 * i + 4]}
    raw = json.dumps(header).encode()
    return struct.pack("<Q", len(raw)) + raw + b"\0" * (4 * count)


def deep_safetensors():
    # Nesting past the format's three levels in a safetensors header.
    raw = b'{"a": {"shape": [[[[1]]]]}}'
    return struct.pack("<Q", len(raw)) + raw


KINDS = {
    "deep-safetensors": deep_safetensors,
    "deep-json-tensor": deep_json_tensor,
    "deep-json-name": deep_json_name,
    "deep-blocks": deep_blocks,
    "many-layers": many_layers,
    "model-parallel-bomb": model_parallel_bomb,
    "deep-mlir-attribute": deep_mlir_attribute,
    "deep-mlir-location": deep_mlir_location,
    "deep-plan": deep_plan,
    "deep-json": deep_json,
    "many-tensors": many_tensors,
}

if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in KINDS:
        sys.exit("usage: generate.py {%s} OUTPUT" % ",".join(sorted(KINDS)))
    content = KINDS[sys.argv[1]]()
    mode = "wb" if isinstance(content, bytes) else "w"
    with open(sys.argv[2], mode) as out:
        out.write(content)
