#!/usr/bin/env python3
"""Writes torchvision's ResNet-18 as an ONNX graph, the way the TorchScript
exporter writes it with TrainingMode.PRESERVE (batch norm kept): Conv,
BatchNormalization, Relu, MaxPool with pads, Add, GlobalAveragePool,
Flatten, Gemm. Written from the architecture (He et al. 2015, torchvision's
BasicBlock: 3x3 convolutions without bias, a 1x1 stride-2 projection where
the shape changes), with the onnx package's helpers.

Every initializer is stored as external data in <output>.data, which is
NOT written: netc must import the graph from the shapes alone.

  python3 make_resnet18.py out.onnx [--batch N]
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

    def conv_bn(self, x, name, cin, cout, k, stride, relu):
        w = self.weight(name + ".weight", [cout, cin, k, k])
        y = self.node("Conv", [x, w], name, kernel_shape=[k, k], strides=[stride, stride],
                      pads=[k // 2] * 4)
        bn = name.replace("conv", "bn")
        y = self.node("BatchNormalization",
                      [y] + [self.weight(f"{bn}.{p}", [cout])
                             for p in ("weight", "bias", "running_mean", "running_var")],
                      bn, epsilon=1e-5)
        return self.node("Relu", [y], bn + ".relu") if relu else y

    def basic_block(self, x, name, cin, cout, stride):
        y = self.conv_bn(x, name + ".conv1", cin, cout, 3, stride, True)
        y = self.conv_bn(y, name + ".conv2", cout, cout, 3, 1, False)
        if stride != 1 or cin != cout:
            x = self.conv_bn(x, name + ".downsample.0.conv", cin, cout, 1, stride, False)
        y = self.node("Add", [y, x], name + ".add")
        return self.node("Relu", [y], name + ".relu")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("output")
    parser.add_argument("--batch", type=int, default=1)
    args = parser.parse_args()
    b = Builder(args.output.rsplit("/", 1)[-1] + ".data")
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
    b.node("Gemm", [x, b.weight("fc.weight", [1000, 512]), b.weight("fc.bias", [1000])],
           "fc", transB=1)
    graph = helper.make_graph(
        b.nodes, "resnet18",
        [helper.make_tensor_value_info("input", TensorProto.FLOAT, [args.batch, 3, 224, 224])],
        [helper.make_tensor_value_info("fc", TensorProto.FLOAT, [args.batch, 1000])],
        initializer=b.initializers)
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 17)])
    save(model, args.output)


if __name__ == "__main__":
    main()
