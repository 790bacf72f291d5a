#!/usr/bin/env python3
"""Writes one of torchvision's CNNs as an ONNX graph, the way the
TorchScript exporter writes it with TrainingMode.PRESERVE (batch norm kept),
with the onnx package's helpers, from the published architectures:

  resnet18      He et al. 2015, torchvision's BasicBlock: 3x3 convolutions
                without bias, a 1x1 stride-2 projection where the shape
                changes; Conv, BatchNormalization, Relu, MaxPool with pads,
                Add, GlobalAveragePool, Flatten, Gemm.
  mobilenet_v2  Sandler et al. 2018: inverted residuals (1x1 expansion,
                depthwise 3x3, 1x1 projection), ReLU6 as Clip(0, 6) with
                Constant bounds, Dropout and Gemm.

Every initializer is stored as external data in <output>.data, which is
NOT written: netc must import the graph from the shapes alone.

  python3 make_torchvision_model.py resnet18 out.onnx [--batch N]
"""

import argparse

from onnx import TensorProto, helper, save


class Builder:
    def __init__(self, data_file):
        self.nodes, self.initializers, self.data_file, self.offset = [], [], data_file, 0

    def weight(self, name, dims):
        """An initializer whose values live in the (absent) external file."""
        tensor = TensorProto()
        tensor.name = name
        tensor.data_type = TensorProto.FLOAT
        tensor.dims.extend(dims)
        tensor.data_location = TensorProto.EXTERNAL
        size = 4
        for d in dims:
            size *= d
        for key, value in (("location", self.data_file), ("offset", str(self.offset)),
                           ("length", str(size))):
            entry = tensor.external_data.add()
            entry.key, entry.value = key, value
        self.offset += size
        self.initializers.append(tensor)
        return name

    def node(self, op, inputs, name, **attributes):
        self.nodes.append(helper.make_node(op, inputs, [name], name=name, **attributes))
        return name

    def conv_bn(self, x, name, cin, cout, k, stride, relu, groups=1, relu6=False):
        w = self.weight(name + ".weight", [cout, cin // groups, k, k])
        y = self.node("Conv", [x, w], name, kernel_shape=[k, k], strides=[stride, stride],
                      pads=[k // 2] * 4, group=groups)
        bn = name.replace("conv", "bn")
        y = self.node("BatchNormalization",
                      [y] + [self.weight(f"{bn}.{p}", [cout])
                             for p in ("weight", "bias", "running_mean", "running_var")],
                      bn, epsilon=1e-5)
        if relu6:
            bounds = []
            for bound, value in (("min", 0.0), ("max", 6.0)):
                bounds.append(self.node("Constant", [], f"{bn}.{bound}",
                                        value=helper.make_tensor("v", TensorProto.FLOAT, [],
                                                                 [value])))
            return self.node("Clip", [y] + bounds, bn + ".relu6")
        return self.node("Relu", [y], bn + ".relu") if relu else y

    def basic_block(self, x, name, cin, cout, stride):
        y = self.conv_bn(x, name + ".conv1", cin, cout, 3, stride, True)
        y = self.conv_bn(y, name + ".conv2", cout, cout, 3, 1, False)
        if stride != 1 or cin != cout:
            x = self.conv_bn(x, name + ".downsample.0.conv", cin, cout, 1, stride, False)
        y = self.node("Add", [y, x], name + ".add")
        return self.node("Relu", [y], name + ".relu")


def resnet18(b):
    x = b.conv_bn("input", "conv1", 3, 64, 7, 2, True)
    x = b.node("MaxPool", [x], "maxpool", kernel_shape=[3, 3], strides=[2, 2], pads=[1] * 4)
    cin = 64
    for stage, cout in enumerate([64, 128, 256, 512], start=1):
        for block in range(2):
            stride = 2 if stage > 1 and block == 0 else 1
            x = b.basic_block(x, f"layer{stage}.{block}", cin, cout, stride)
            cin = cout
    x = b.node("GlobalAveragePool", [x], "avgpool")
    x = b.node("Flatten", [x], "flatten", axis=1)
    return b.node("Gemm", [x, b.weight("fc.weight", [1000, 512]), b.weight("fc.bias", [1000])],
                  "fc", transB=1)


def mobilenet_v2(b):
    x = b.conv_bn("input", "features.0.conv", 3, 32, 3, 2, False, relu6=True)
    cin, index = 32, 1
    # (expansion t, output channels c, repeats n, first stride s)
    for t, c, n, s in [(1, 16, 1, 1), (6, 24, 2, 2), (6, 32, 3, 2), (6, 64, 4, 2),
                       (6, 96, 3, 1), (6, 160, 3, 2), (6, 320, 1, 1)]:
        for i in range(n):
            stride = s if i == 0 else 1
            name, hidden, y = f"features.{index}", cin * t, x
            if t != 1:
                y = b.conv_bn(y, name + ".expand.conv", cin, hidden, 1, 1, False, relu6=True)
            y = b.conv_bn(y, name + ".dw.conv", hidden, hidden, 3, stride, False,
                          groups=hidden, relu6=True)
            y = b.conv_bn(y, name + ".project.conv", hidden, c, 1, 1, False)
            x = b.node("Add", [x, y], name + ".add") if stride == 1 and cin == c else y
            cin, index = c, index + 1
    x = b.conv_bn(x, "features.18.conv", 320, 1280, 1, 1, False, relu6=True)
    x = b.node("GlobalAveragePool", [x], "avgpool")
    x = b.node("Flatten", [x], "flatten", axis=1)
    x = b.node("Dropout", [x], "classifier.0", ratio=0.2)
    return b.node("Gemm", [x, b.weight("classifier.1.weight", [1000, 1280]),
                           b.weight("classifier.1.bias", [1000])], "classifier.1", transB=1)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("model", choices=["resnet18", "mobilenet_v2"])
    parser.add_argument("output")
    parser.add_argument("--batch", type=int, default=1)
    args = parser.parse_args()
    b = Builder(args.output.rsplit("/", 1)[-1] + ".data")
    logits = {"resnet18": resnet18, "mobilenet_v2": mobilenet_v2}[args.model](b)
    graph = helper.make_graph(
        b.nodes, args.model,
        [helper.make_tensor_value_info("input", TensorProto.FLOAT, [args.batch, 3, 224, 224])],
        [helper.make_tensor_value_info(logits, TensorProto.FLOAT, [args.batch, 1000])],
        initializer=b.initializers)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    save(model, args.output)


if __name__ == "__main__":
    main()
