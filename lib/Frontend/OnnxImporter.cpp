//===- OnnxImporter.cpp - ONNX models to the net dialect ----------------===//
//
// Three kinds of ONNX values: activations (become net ops), constants
// (initializers and folded shape arithmetic; weights keep only their shape)
// and nothing else. An activation carries a layout: net tensors of rank 4 are
// NHWC while ONNX's are NCHW, so each activation records which ONNX dimension
// each net dimension holds. Transposes only change that record; a net
// transpose is emitted where a layer needs another layout (a convolution's
// NHWC input, an NCHW flatten, a channel shuffle), so copies appear where the
// data really moves.
//
// This file: the entry point and its limits, the walk over the graph, and
// which importer each node goes to (OnnxImporterImpl.h lists the others).
//
//===----------------------------------------------------------------------===//

#include "Frontend/OnnxImporterImpl.h"

#include "mlir/IR/Verifier.h"
#include "llvm/Support/Path.h"

#include <google/protobuf/io/coded_stream.h>

#include <limits>

using namespace mlir;
using namespace netc;
using namespace netc::net;
using namespace netc::onnx_import;

/// Protobuf refuses messages of 2 GiB or more; ONNX stores larger models'
/// weights as external data.
static constexpr int64_t kMaxProtobufBytes = int64_t(std::numeric_limits<int32_t>::max());

/// The fewest inputs each op type the importer knows takes in opsets 11-21
/// (ONNX's operator specification; optional trailing inputs not counted);
/// nothing for an op type it does not know.
static std::optional<int> minimumInputs(StringRef op) {
  static const std::pair<const char *, int> kMinimumInputs[] = {
      {"Constant", 0},           {"Identity", 1},         {"Cast", 1},
      {"CastLike", 2},           {"Shape", 1},            {"Add", 2},
      {"Sub", 2},                {"Mul", 2},              {"Div", 2},
      {"Equal", 2},              {"Where", 3},            {"Gather", 2},
      {"Concat", 1},             {"Unsqueeze", 1},        {"Squeeze", 1},
      {"Reshape", 2},            {"Flatten", 1},          {"Slice", 3},
      {"ConstantOfShape", 1},    {"Transpose", 1},        {"Expand", 2},
      {"Conv", 2},               {"ConvTranspose", 2},    {"BatchNormalization", 5},
      {"Relu", 1},               {"Sigmoid", 1},          {"Tanh", 1},
      {"HardSwish", 1},          {"HardSigmoid", 1},      {"Gelu", 1},
      {"Erf", 1},                {"Clip", 1},             {"MaxPool", 1},
      {"AveragePool", 1},        {"GlobalAveragePool", 1}, {"GlobalMaxPool", 1},
      {"ReduceMean", 1},         {"Gemm", 2},             {"MatMul", 2},
      {"Split", 1},              {"SplitToSequence", 1},  {"SequenceAt", 2},
      {"Softmax", 1},            {"LayerNormalization", 2}, {"Dropout", 1}};
  for (const auto &[name, count] : kMinimumInputs)
    if (op == name)
      return count;
  return std::nullopt;
}

LogicalResult OnnxImporter::importNode(const onnx::NodeProto &node) {
  StringRef op = node.op_type();
  if (!node.domain().empty() && node.domain() != "ai.onnx") {
    nodeError(node) << "ops of domain '" << node.domain() << "' are not supported";
    return failure();
  }
  // Checked before any import code reads node.input(k) or node.output(0):
  // protobuf's accessors abort on an index past the end.
  if (std::optional<int> inputs = minimumInputs(op)) {
    if (node.input_size() < *inputs) {
      nodeError(node) << "expected at least " << *inputs << " inputs, got "
                      << node.input_size();
      return failure();
    }
    if (node.output_size() < 1) {
      nodeError(node) << "expected at least one output, got none";
      return failure();
    }
  }
  // Shape arithmetic: every input a constant (or absent).
  bool allConstant = op != "Shape" || constants.count(node.input(0));
  for (const std::string &input : node.input())
    if (!input.empty() && !constants.count(input))
      allConstant = false;
  static const char *const foldable[] = {
      "Constant", "Identity", "Cast",    "Shape",     "Add",     "Sub",     "Mul",
      "Div",      "Equal",    "Where",   "Gather",    "Concat",  "Unsqueeze",
      "Squeeze",  "Reshape",  "Flatten", "Slice",     "ConstantOfShape", "Transpose",
      "Expand"};
  bool isFoldable = llvm::is_contained(foldable, op);
  // CastLike takes only its second input's type, so a constant first input
  // is enough.
  bool castsConstant = op == "CastLike" && node.input_size() == 2 &&
                       constants.count(node.input(0));
  if (op == "Shape" || op == "Constant" || castsConstant || (allConstant && isFoldable))
    return foldNode(node);

  if (op == "Conv")
    return importConv(node);
  if (op == "ConvTranspose")
    return importConvTranspose(node);
  if (op == "BatchNormalization")
    return importBatchNorm(node);
  if (op == "Relu")
    return importActivation(node, net::Activation::Relu, node.input(0));
  if (op == "Sigmoid")
    return importActivation(node, net::Activation::Sigmoid, node.input(0));
  if (op == "Tanh")
    return importActivation(node, net::Activation::Tanh, node.input(0));
  if (op == "HardSwish")
    return importActivation(node, net::Activation::HardSwish, node.input(0));
  if (op == "HardSigmoid") {
    double alpha = floatAttr(node, "alpha", 0.2), beta = floatAttr(node, "beta", 0.5);
    if (std::abs(alpha - 1.0 / 6) > 1e-6 || std::abs(beta - 0.5) > 1e-6) {
      nodeError(node) << "netc's hard_sigmoid is relu6(x + 3) / 6 (alpha 1/6, beta 0.5); "
                         "got alpha " << alpha << ", beta " << beta;
      return failure();
    }
    return importActivation(node, net::Activation::HardSigmoid, node.input(0));
  }
  if (op == "Gelu")
    return importActivation(node, net::Activation::Gelu, node.input(0));
  if (op == "Clip")
    return importClip(node);
  if (op == "Add" || op == "Sub" || op == "Mul" || op == "Div")
    return importBinary(node);
  if (op == "MaxPool" || op == "AveragePool")
    return importPool(node, op == "MaxPool");
  if (op == "GlobalAveragePool" || op == "GlobalMaxPool")
    return importGlobalPool(node, /*keepDims=*/true);
  if (op == "ReduceMean")
    return importReduceMean(node);
  if (op == "Gemm")
    return importGemm(node);
  if (op == "MatMul")
    return importMatMul(node);
  if (op == "Flatten" || op == "Reshape" || op == "Squeeze" || op == "Unsqueeze")
    return importReshapeLike(node);
  if (op == "Transpose")
    return importTranspose(node);
  if (op == "Concat")
    return importConcat(node);
  if (op == "Gather")
    return importGatherOfActivation(node);
  if (op == "Split")
    return importSplit(node);
  if (op == "SplitToSequence")
    return importSplitToSequence(node);
  if (op == "SequenceAt")
    return importSequenceAt(node);
  if (op == "Slice")
    return importSlice(node);
  if (op == "Softmax")
    return importSoftmax(node);
  if (op == "LayerNormalization")
    return importLayerNorm(node);
  if (op == "Identity") {
    FailureOr<ActivationValue> x = activationInput(node, 0);
    if (failed(x))
      return failure();
    define(node, 0, *x);
    return success();
  }
  if (op == "Dropout") {
    FailureOr<ActivationValue> x = activationInput(node, 0);
    if (failed(x))
      return failure();
    double ratio = floatAttr(node, "ratio", 0.5);
    if (std::optional<double> r = optionalInput(node, 1).empty()
                                      ? std::nullopt
                                      : scalarConstant(node.input(1)))
      ratio = *r;
    if (!(ratio >= 0 && ratio < 1))
      return nodeError(node) << "ratio " << ratio << " is not in [0, 1)", failure();
    auto dropout = DropoutOp::create(builder, nodeLoc(node), x->value.getType(),
                                     nodeName(node), x->value, llvm::APFloat(1.0 - ratio));
    define(node, 0, ActivationValue{dropout.getOutput(), x->layout});
    return success();
  }
  nodeError(node) << "op type '" << op << "' is not supported by netc's ONNX importer "
                  << "(docs/onnx.md lists the supported ops)";
  return failure();
}

OwningOpRef<ModuleOp> OnnxImporter::run() {
  for (const onnx::OperatorSetIdProto &set : model.opset_import())
    if (set.domain().empty() || set.domain() == "ai.onnx")
      opset = set.version();
  if (opset == 0) {
    fileError() << "the model imports no default-domain opset (is this an ONNX model?)";
    return nullptr;
  }
  if (opset < 11) {
    fileError() << "opset " << opset << ": netc reads opsets 11 to 21 (re-export with "
                << "opset_version >= 11)";
    return nullptr;
  }
  if (opset > 21)
    emitWarning(FileLineColLoc::get(&context, path, 0, 0))
        << "opset " << opset << " is newer than the opsets netc was checked against "
        << "(11 to 21); importing with their semantics";
  if (!model.has_graph() || graph.node_size() == 0) {
    fileError() << "the model has no graph nodes (a truncated or empty file?)";
    return nullptr;
  }

  for (int i = 0; i < graph.node_size(); ++i) {
    const onnx::NodeProto &node = graph.node(i);
    for (int k = 0; k < node.input_size(); ++k) {
      // Shape and CastLike's second input read the type and shape only, not
      // the data: an activation read so still fuses into its producer (the
      // dynamo exporter casts Clip's bounds like the clipped tensor).
      bool metadataOnly = (node.op_type() == "Shape" && k == 0) ||
                          (node.op_type() == "CastLike" && k == 1);
      if (!node.input(k).empty() && !metadataOnly)
        ++useCounts[node.input(k)];
    }
    for (const std::string &output : node.output())
      if (!output.empty())
        producers[output] = i;
  }
  for (const onnx::ValueInfoProto &output : graph.output())
    ++useCounts[output.name()];

  for (const onnx::TensorProto &tensor : graph.initializer()) {
    Constant constant;
    constant.isInitializer = true;
    if (failed(readInitializer(tensor, constant, /*readValues=*/false)))
      return nullptr;
    constants[tensor.name()] = std::move(constant);
  }

  Location fileLoc = FileLineColLoc::get(&context, path, 0, 0);
  OwningOpRef<ModuleOp> module = ModuleOp::create(fileLoc);
  builder.setInsertionPointToEnd(module->getBody());
  std::string title = graph.name().empty() ? llvm::sys::path::stem(path).str() : graph.name();
  auto network = NetworkOp::create(builder, fileLoc, builder.getStringAttr(title),
                                   /*trainable_parameters=*/true);
  builder.setInsertionPointToStart(&network.getBody().emplaceBlock());

  // Graph inputs that are not initializers are the network's inputs.
  for (const onnx::ValueInfoProto &input : graph.input()) {
    if (constants.count(input.name()))
      continue;
    Location loc = NameLoc::get(builder.getStringAttr(input.name()), fileLoc);
    if (!input.type().has_tensor_type() || !input.type().tensor_type().has_shape()) {
      emitError(loc) << "graph input '" << input.name() << "' has no tensor shape";
      return nullptr;
    }
    Dims shape;
    const onnx::TensorShapeProto &dims = input.type().tensor_type().shape();
    for (int d = 0; d < dims.dim_size(); ++d) {
      const onnx::TensorShapeProto_Dimension &dim = dims.dim(d);
      if (dim.has_dim_value() && dim.dim_value() > 0) {
        shape.push_back(dim.dim_value());
      } else if (d == 0) {
        shape.push_back(1); // a symbolic batch: 1, or --batch
      } else {
        emitError(loc) << "graph input '" << input.name() << "': dimension " << d
                       << (dim.has_dim_param() ? " is symbolic ('" + dim.dim_param() + "')"
                                               : std::string(" is not positive"))
                       << "; netc needs static shapes except the batch";
        return nullptr;
      }
    }
    if (shape.empty() || failed(checkedElementCount(shape))) {
      emitError(loc) << "graph input '" << input.name() << "' has an invalid shape "
                     << dimsText(shape);
      return nullptr;
    }
    Dims layout = shape.size() == 4 ? channelsLastLayout(4) : identityLayout(shape.size());
    Dims netShape;
    for (int64_t axis : layout)
      netShape.push_back(shape[axis]);
    Value value = InputOp::create(builder, loc, tensorType(netShape), input.name()).getOutput();
    activations[input.name()] = ActivationValue{value, layout};
  }
  if (activations.empty()) {
    fileError() << "the graph has no input besides its initializers";
    return nullptr;
  }

  findActivationPatterns();
  for (int i = 0; i < graph.node_size(); ++i) {
    currentNodeIndex = i;
    const onnx::NodeProto &node = graph.node(i);
    if (patternInterior.contains(i))
      continue;
    if (auto root = patternRoots.find(i); root != patternRoots.end()) {
      // Both patterns read x twice (the sigmoid or erf, and the product).
      if (failed(importActivation(node, root->second.first, root->second.second,
                                  /*readersOfInput=*/2)))
        return nullptr;
      continue;
    }
    if (failed(importNode(node)))
      return nullptr;
  }
  for (const onnx::ValueInfoProto &output : graph.output())
    if (!activations.count(output.name()) && !constants.count(output.name())) {
      fileError() << "graph output '" << output.name() << "' is not computed by any node";
      return nullptr;
    }
  if (failed(verify(*module)))
    return nullptr;
  return module;
}

OwningOpRef<ModuleOp> netc::importOnnxModel(StringRef path, StringRef contents,
                                            MLIRContext &context,
                                            const ImportOptions &options) {
  context.loadDialect<NetDialect>();
  Location fileLoc = FileLineColLoc::get(&context, path, 0, 0);
  if (int64_t(contents.size()) > kMaxProtobufBytes) {
    emitError(fileLoc) << "the model is " << contents.size()
                       << " bytes; protobuf reads at most 2 GiB - 1: export the weights as "
                          "external data";
    return nullptr;
  }
  onnx::ModelProto model;
  google::protobuf::io::CodedInputStream stream(
      reinterpret_cast<const uint8_t *>(contents.data()), int(contents.size()));
  stream.SetTotalBytesLimit(int(contents.size()));
  // Nested messages (subgraphs in attributes) deeper than this are refused.
  stream.SetRecursionLimit(64);
  if (!model.ParseFromCodedStream(&stream) || !stream.ConsumedEntireMessage()) {
    emitError(fileLoc) << "not a valid ONNX model: protobuf could not parse the file "
                          "(truncated or not an .onnx file?)";
    return nullptr;
  }
  OnnxImporter importer(path, model, context, options);
  return importer.run();
}
