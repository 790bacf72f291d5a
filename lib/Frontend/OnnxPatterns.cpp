//===- OnnxPatterns.cpp - SiLU and GELU subgraphs as one layer ------------===//
//
// torch.onnx writes x * sigmoid(x) and x * (1 + erf(x / sqrt 2)) / 2 as
// several nodes; they are found before the nodes are imported one by one,
// so that each becomes one activation fused into its producer.
//
//===----------------------------------------------------------------------===//

#include "Frontend/OnnxImporterImpl.h"

using namespace mlir;
using namespace netc;
using namespace netc::net;
using namespace netc::onnx_import;

void OnnxImporter::findActivationPatterns() {
  // The index of the one node that reads `value`, if exactly one does and
  // it is an `opType`; -1 otherwise.
  llvm::StringMap<SmallVector<int, 2>> readers;
  for (int i = 0; i < graph.node_size(); ++i)
    for (const std::string &input : graph.node(i).input())
      if (!input.empty())
        readers[input].push_back(i);
  auto soleReader = [&](StringRef value, StringRef opType) -> int {
    auto it = readers.find(value);
    if (it == readers.end() || it->second.size() != 1 || useCounts.lookup(value) != 1)
      return -1;
    return graph.node(it->second.front()).op_type() == opType ? it->second.front() : -1;
  };
  auto near = [](std::optional<double> value, double expected) {
    return value && std::abs(*value - expected) <= 1e-4 * std::abs(expected);
  };
  // A node's k-th input or first output; empty when it has none (a hostile
  // file may give a node no outputs: protobuf's accessors would abort).
  auto inputAt = [](const onnx::NodeProto &node, int k) -> StringRef {
    return k < node.input_size() ? StringRef(node.input(k)) : StringRef();
  };
  auto firstOutput = [](const onnx::NodeProto &node) -> StringRef {
    return node.output_size() ? StringRef(node.output(0)) : StringRef();
  };
  // The other input of a binary node, given one.
  auto otherInput = [](const onnx::NodeProto &node, StringRef one) -> StringRef {
    if (node.input_size() != 2)
      return StringRef();
    if (node.input(0) == one)
      return node.input(1);
    if (node.input(1) == one)
      return node.input(0);
    return StringRef();
  };

  for (int i = 0; i < graph.node_size(); ++i) {
    const onnx::NodeProto &node = graph.node(i);
    if (node.input_size() < 1 || node.output_size() < 1)
      continue;
    StringRef x = node.input(0);
    // SiLU: Mul(x, Sigmoid(x)).
    if (node.op_type() == "Sigmoid") {
      int mul = soleReader(node.output(0), "Mul");
      if (mul >= 0 && otherInput(graph.node(mul), node.output(0)) == x) {
        patternInterior.insert(i);
        patternRoots[mul] = {net::Activation::Silu, x.str()};
      }
      continue;
    }
    // GELU: Erf(x / sqrt 2) (or x * (1 / sqrt 2)), plus 1, times x, halved
    // (torch.onnx writes Mul(Mul(x, a), 0.5); onnxscript Mul(x, Mul(a, 0.5))).
    if (node.op_type() != "Erf")
      continue;
    auto scaledProducer = producers.find(x);
    if (scaledProducer == producers.end() || useCounts.lookup(x) != 1)
      continue;
    const onnx::NodeProto &scaled = graph.node(scaledProducer->second);
    if (scaled.input_size() != 2)
      continue;
    StringRef geluInput = scaled.input(0);
    bool isScale = (scaled.op_type() == "Div" && near(scalarConstant(scaled.input(1)),
                                                      std::sqrt(2.0))) ||
                   (scaled.op_type() == "Mul" && near(scalarConstant(scaled.input(1)),
                                                      1 / std::sqrt(2.0)));
    if (!isScale)
      continue;
    int plusOne = soleReader(node.output(0), "Add");
    if (plusOne < 0 ||
        !near(scalarConstant(otherInput(graph.node(plusOne), node.output(0))), 1.0))
      continue;
    StringRef sum = firstOutput(graph.node(plusOne));
    int root = -1, interior = -1;
    int timesX = soleReader(sum, "Mul");
    if (timesX >= 0 && otherInput(graph.node(timesX), sum) == geluInput) {
      StringRef product = firstOutput(graph.node(timesX));
      int half = soleReader(product, "Mul");
      if (half >= 0 && near(scalarConstant(otherInput(graph.node(half), product)), 0.5))
        root = half;
      int byTwo = soleReader(product, "Div");
      if (byTwo >= 0 && inputAt(graph.node(byTwo), 0) == product &&
          near(scalarConstant(inputAt(graph.node(byTwo), 1)), 2.0))
        root = byTwo;
      interior = timesX;
    } else if (int half = soleReader(sum, "Mul");
               half >= 0 && near(scalarConstant(otherInput(graph.node(half), sum)), 0.5)) {
      StringRef halved = firstOutput(graph.node(half));
      int product = soleReader(halved, "Mul");
      if (product >= 0 && otherInput(graph.node(product), halved) == geluInput)
        root = product;
      interior = half;
    }
    if (root < 0)
      continue;
    for (int member : {scaledProducer->second, i, plusOne, interior})
      patternInterior.insert(member);
    patternRoots[root] = {net::Activation::Gelu, geluInput.str()};
  }
}
