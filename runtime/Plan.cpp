//===- Plan.cpp - Read and validate plan.json: header and version 1's layers ===//
//
// Validation is strict on purpose: the runtime trusts these fields when it
// sizes buffers and builds cuDNN descriptors, so every shape is re-derived
// from the hyper-parameters here and a disagreement is reported against the
// plan, not discovered later as a wrong result or a CUDA fault. Version 2's
// execution fields are read in PlanExecution.cpp.
//
//===----------------------------------------------------------------------===//

#include "Plan.h"
#include "data/DataError.h"
#include "data/InputLimits.h"
#include "PlanReader.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>

namespace netc::runtime {

namespace {
/// Ops of the dialect that the runtime does not execute (yet), so the message
/// can say "not supported" rather than "unknown".
const char *const kDialectOpsNotRun[] = {"deconv2d", "upsampling2d", "generic"};
} // namespace

namespace detail {

std::optional<PredictedPass> PlanReader::predictedPass(const json &predicted,
                                                       Pass pass) const {
  std::string field = std::string("predicted.") + passName(pass);
  auto it = predicted.find(passName(pass));
  if (it == predicted.end() || it->is_null())
    return std::nullopt;
  if (!it->is_object())
    fail(field, "expected an object or null, got " + describeJson(*it));
  const json &entry = *it;
  PredictedPass result;
  namespace keys = plan::field;
  result.milliseconds = numberField(entry, keys::kMilliseconds);
  if (!(result.milliseconds >= 0))
    fail(field + "." + keys::kMilliseconds, "expected a time of 0 ms or more, got " +
                                                 describeJson(entry.at(keys::kMilliseconds)));
  result.algorithm = stringField(entry, keys::kAlgorithm, std::string());
  result.workspaceBytes = integerField(entry, keys::kWorkspaceBytes, 0);
  result.flops = integerField(entry, keys::kFlops, 0);
  result.bytes = integerField(entry, keys::kBytes, 0);
  result.bound = stringField(entry, keys::kBound, std::string());
  return result;
}

void PlanReader::expectInputs(const PlanLayer &layer, size_t minimum,
                              size_t maximum) const {
  size_t count = layer.inputs.size();
  if (count < minimum || count > maximum) {
    std::string range = minimum == maximum ? std::to_string(minimum)
                                           : std::to_string(minimum) + " to " +
                                                 std::to_string(maximum);
    fail("inputs", std::string(opKindName(layer.op)) + " takes " + range +
                       " input(s), got " + std::to_string(count));
  }
}

void PlanReader::expectOutput(const PlanLayer &layer, const Shape &expected,
                              const std::string &because) const {
  if (layer.outputShape != expected)
    fail("output_shape", shapeText(layer.outputShape) + " does not match " + because +
                             ": expected " + shapeText(expected));
}

/// Output extent of a window: floor((in + padBefore + padAfter - k) / s) + 1.
static int64_t windowOutput(int64_t in, int64_t padBefore, int64_t padAfter,
                            int64_t window, int64_t stride) {
  int64_t span = in + padBefore + padAfter - window;
  return span < 0 ? 0 : span / stride + 1;
}

void PlanReader::checkOp(PlanLayer &layer, const json &entry) const {
  const Shape &out = layer.outputShape;
  auto rank4Input = [&]() -> const Shape & {
    const Shape &in = layer.inputShapes.at(0);
    if (in.size() != 4)
      fail("input_shapes", std::string(opKindName(layer.op)) +
                               " needs an NHWC input of rank 4, got " + shapeText(in));
    return in;
  };
  switch (layer.op) {
  case OpKind::Input:
    expectInputs(layer, 0, 0);
    return;
  case OpKind::Conv2D: {
    expectInputs(layer, 1, 1);
    const Shape &in = rank4Input();
    layer.filter = fixedList<4>(entry, "filter", 1, "[kh, kw, cin, cout] of positive integers");
    layer.strides = fixedList<2>(entry, "strides", 1, "[sh, sw] of positive integers");
    layer.pad = fixedList<4>(entry, "pad", 0, "[top, bottom, left, right] of integers >= 0",
                             std::array<int64_t, 4>{0, 0, 0, 0});
    layer.activation = activationField(entry);
    layer.bias = boolField(entry, "bias", true);
    layer.dilation = fixedList<2>(entry, "dilation", 1, "[dh, dw] of positive integers",
                                  std::array<int64_t, 2>{1, 1});
    // A dilated window reaches d * (k - 1) + 1 pixels; bounded so that the
    // product cannot wrap and every extent stays an int for cuDNN.
    for (int i = 0; i < 2; ++i)
      if (layer.dilation[size_t(i)] > (int64_t(1) << 31) ||
          layer.filter[size_t(i)] > (int64_t(1) << 31))
        fail("dilation", "dilation " + std::to_string(layer.dilation[size_t(i)]) +
                             " of a filter of " + std::to_string(layer.filter[size_t(i)]) +
                             " is past 2^31");
    layer.groups = integerField(entry, "groups", 1);
    if (layer.groups < 1 || in[3] % layer.groups != 0 || layer.filter[3] % layer.groups != 0)
      fail("groups", std::to_string(layer.groups) + " groups do not divide the input's " +
                         std::to_string(in[3]) + " and the output's " +
                         std::to_string(layer.filter[3]) + " channels");
    if (layer.filter[2] * layer.groups != in[3])
      fail("filter", "filter cin " + std::to_string(layer.filter[2]) +
                         (layer.groups > 1 ? " x " + std::to_string(layer.groups) + " groups" : "") +
                         " does not match the input's " + std::to_string(in[3]) +
                         " channels (input " + shapeText(in) + ")");
    Shape expected{in[0],
                   windowOutput(in[1], layer.pad[0], layer.pad[1],
                                layer.dilation[0] * (layer.filter[0] - 1) + 1, layer.strides[0]),
                   windowOutput(in[2], layer.pad[2], layer.pad[3],
                                layer.dilation[1] * (layer.filter[1] - 1) + 1, layer.strides[1]),
                   layer.filter[3]};
    expectOutput(layer, expected, "the convolution of " + shapeText(in));
    return;
  }
  case OpKind::MaxPool:
  case OpKind::AvgPool: {
    expectInputs(layer, 1, 1);
    const Shape &in = rank4Input();
    layer.ksize = fixedList<2>(entry, "ksize", 1, "[kh, kw] of positive integers");
    layer.strides = fixedList<2>(entry, "strides", 1, "[sh, sw] of positive integers");
    layer.pad = fixedList<4>(entry, "pad", 0, "[top, bottom, left, right] of integers >= 0",
                             std::array<int64_t, 4>{0, 0, 0, 0});
    if (layer.pad[0] >= layer.ksize[0] || layer.pad[1] >= layer.ksize[0] ||
        layer.pad[2] >= layer.ksize[1] || layer.pad[3] >= layer.ksize[1])
      fail("pad", "every pad must be smaller than the window " + shapeText({layer.ksize[0], layer.ksize[1]}) +
                      " (a window of padding alone has no value)");
    Shape expected{in[0],
                   windowOutput(in[1], layer.pad[0], layer.pad[1], layer.ksize[0],
                                layer.strides[0]),
                   windowOutput(in[2], layer.pad[2], layer.pad[3], layer.ksize[1],
                                layer.strides[1]),
                   in[3]};
    expectOutput(layer, expected, "the pooling of " + shapeText(in));
    return;
  }
  case OpKind::InnerProduct: {
    expectInputs(layer, 1, 1);
    const Shape &in = layer.inputShapes[0];
    if (in.size() < 2)
      fail("input_shapes", "inner product needs an input of rank 2 or more, got " +
                               shapeText(in));
    layer.numOutputs = integerField(entry, "num_outputs");
    if (layer.numOutputs <= 0)
      fail("num_outputs", "expected a positive number, got " +
                              std::to_string(layer.numOutputs));
    layer.activation = activationField(entry);
    layer.bias = boolField(entry, "bias", true);
    expectOutput(layer, {in[0], layer.numOutputs}, "[batch, num_outputs]");
    return;
  }
  case OpKind::MatMul: {
    expectInputs(layer, 1, 1);
    const Shape &in = layer.inputShapes[0];
    if (in.size() != 2 && in.size() != 4)
      fail("input_shapes", "matmul needs an input of rank 2 or 4 (its last dimension the "
                           "features), got " + shapeText(in));
    layer.numOutputs = integerField(entry, "num_outputs");
    if (layer.numOutputs <= 0)
      fail("num_outputs", "expected a positive number, got " +
                              std::to_string(layer.numOutputs));
    layer.activation = activationField(entry);
    layer.bias = boolField(entry, "bias", true);
    Shape expected = in;
    expected.back() = layer.numOutputs;
    expectOutput(layer, expected, "the input with its last dimension num_outputs");
    return;
  }
  case OpKind::Concat: {
    expectInputs(layer, 1, 64);
    layer.axis = integerField(entry, "axis");
    const Shape &first = layer.inputShapes[0];
    if (layer.axis < 0 || layer.axis >= int64_t(first.size()))
      fail("axis", "axis " + std::to_string(layer.axis) +
                       " is out of range for inputs of rank " + std::to_string(first.size()));
    Shape expected = first;
    expected[layer.axis] = 0;
    for (size_t i = 0; i < layer.inputShapes.size(); ++i) {
      Shape shape = layer.inputShapes[i];
      bool agrees = shape.size() == first.size();
      for (size_t d = 0; agrees && d < shape.size(); ++d)
        agrees = int64_t(d) == layer.axis || shape[d] == first[d];
      if (!agrees)
        fail("input_shapes", "input " + std::to_string(i) + " " + shapeText(shape) +
                                 " differs from input 0 " + shapeText(first) +
                                 " outside axis " + std::to_string(layer.axis));
      expected[layer.axis] += shape[layer.axis];
    }
    expectOutput(layer, expected, "the concatenation of the inputs");
    return;
  }
  case OpKind::Elementwise: {
    expectInputs(layer, 1, 8); // the kernel takes up to 8 inputs by value
    std::string kind = stringField(entry, "kind", std::string("sum"));
    if (kind == "sum")
      layer.kind = ElementwiseKind::Sum;
    else if (kind == "product")
      layer.kind = ElementwiseKind::Product;
    else if (kind == "max")
      layer.kind = ElementwiseKind::Max;
    else
      fail("kind", "expected sum, product or max, got '" + kind + "'");
    layer.activation = activationField(entry);
    for (size_t i = 0; i < layer.inputShapes.size(); ++i)
      if (layer.inputShapes[i] != out)
        fail("input_shapes", "input " + std::to_string(i) + " " +
                                 shapeText(layer.inputShapes[i]) +
                                 " differs from the output " + shapeText(out) +
                                 "; elementwise inputs must have equal shapes");
    return;
  }
  case OpKind::Dropout:
    expectInputs(layer, 1, 1);
    layer.keepProb = numberField(entry, "keep_prob");
    if (!(layer.keepProb > 0 && layer.keepProb <= 1))
      fail("keep_prob", "expected a probability in (0, 1], got " +
                            describeJson(entry.at("keep_prob")));
    expectOutput(layer, layer.inputShapes[0], "the input (dropout keeps the shape)");
    return;
  case OpKind::Softmax: {
    expectInputs(layer, 1, 1);
    layer.numClasses = integerField(entry, "num_classes");
    const Shape &in = layer.inputShapes[0];
    if (layer.numClasses <= 0 || elementCount(in) != in[0] * layer.numClasses)
      fail("num_classes", "softmax over " + std::to_string(layer.numClasses) +
                              " classes needs that many elements per image in " +
                              shapeText(in));
    expectOutput(layer, {in[0], layer.numClasses}, "[batch, num_classes]");
    return;
  }
  case OpKind::Sigmoid:
  case OpKind::Reshape:
    expectInputs(layer, 1, 1);
    if (elementCount(out) != elementCount(layer.inputShapes[0]) ||
        out[0] != layer.inputShapes[0][0])
      fail("output_shape", shapeText(out) + " must hold the batch and the element count of the input " +
                               shapeText(layer.inputShapes[0]) +
                               (layer.op == OpKind::Sigmoid
                                    ? " (the runtime applies the sigmoid elementwise)"
                                    : ""));
    return;
  case OpKind::LRN:
    expectInputs(layer, 1, 1);
    rank4Input();
    layer.localSize = integerField(entry, "local_size", 5);
    layer.alpha = numberField(entry, "alpha", 1e-4);
    layer.beta = numberField(entry, "beta", 0.75);
    layer.k = numberField(entry, "k", 2.0);
    // cuDNN's limits (CUDNN_LRN_MIN_N..MAX_N, MIN_K, MIN_BETA).
    if (layer.localSize < 1 || layer.localSize > 16)
      fail("local_size", "cuDNN's LRN takes 1 to 16 channels, got " +
                             std::to_string(layer.localSize));
    if (layer.k < 1e-5)
      fail("k", "cuDNN's LRN needs k >= 1e-5, got " + describeJson(entry.at("k")));
    if (layer.beta < 0.01)
      fail("beta", "cuDNN's LRN needs beta >= 0.01, got " + describeJson(entry.at("beta")));
    expectOutput(layer, layer.inputShapes[0], "the input (LRN keeps the shape)");
    return;
  case OpKind::Binary: {
    bool hasConstant = entry.contains("constant_shape") && !entry.at("constant_shape").is_null();
    expectInputs(layer, hasConstant ? 1 : 2, hasConstant ? 1 : 2);
    std::string kind = stringField(entry, "kind");
    if (kind == "mul")
      layer.kind = ElementwiseKind::Product;
    else if (kind == "add")
      layer.kind = ElementwiseKind::Sum;
    else
      fail("kind", "netc-runtime runs binary mul and add, got '" + kind + "'");
    layer.activation = activationField(entry);
    if (out.size() != 4)
      fail("output_shape", "a binary layer's output must be [n, h, w, c], got " +
                               shapeText(out));
    if (hasConstant) {
      layer.constantShape = integerList(entry.at("constant_shape"), "constant_shape", 4, 1,
                                        "a shape of positive integers");
      if (layer.kind != ElementwiseKind::Product || layer.constantShape != Shape{1, 1, 1, out[3]})
        fail("constant_shape", "netc-runtime multiplies by a constant of one value per channel " +
                                   shapeText({1, 1, 1, out[3]}) + " only, got " + kind + " by " +
                                   shapeText(layer.constantShape));
      expectOutput(layer, layer.inputShapes[0], "the input (a per-channel scale keeps the shape)");
      return;
    }
    for (size_t i = 0; i < 2; ++i) {
      const Shape &shape = layer.inputShapes[i];
      if (shape != out && shape != Shape{out[0], 1, 1, out[3]})
        fail("input_shapes", "input " + std::to_string(i) + " " + shapeText(shape) +
                                 " is neither the output's shape " + shapeText(out) +
                                 " nor one pixel per image " +
                                 shapeText({out[0], 1, 1, out[3]}));
    }
    return;
  }
  case OpKind::Transpose: {
    expectInputs(layer, 1, 1);
    const Shape &in = layer.inputShapes[0];
    layer.permutation = integerList(require(entry, "permutation"), "permutation", 0, 0,
                                    "a permutation of the input's dimensions");
    std::vector<bool> seen(in.size(), false);
    bool valid = layer.permutation.size() == in.size();
    for (size_t i = 0; valid && i < layer.permutation.size(); ++i) {
      int64_t source = layer.permutation[i];
      valid = source < int64_t(in.size()) && !seen[size_t(source)];
      if (valid)
        seen[size_t(source)] = true;
    }
    if (!valid)
      fail("permutation", "expected each of the input's " + std::to_string(in.size()) +
                              " dimensions once (input " + shapeText(in) + "), got " +
                              entry.at("permutation").dump());
    Shape expected;
    for (int64_t source : layer.permutation)
      expected.push_back(in[size_t(source)]);
    expectOutput(layer, expected, "the input permuted");
    return;
  }
  case OpKind::LayerNorm: {
    expectInputs(layer, 1, 1);
    const Shape &in = layer.inputShapes[0];
    layer.axis = integerField(entry, "axis");
    if (layer.axis != int64_t(in.size()) - 1)
      fail("axis", "netc-runtime normalises over the last dimension only (axis " +
                       std::to_string(in.size() - 1) + " of " + shapeText(in) + "), got " +
                       std::to_string(layer.axis));
    layer.epsilon = numberField(entry, "epsilon", 1e-5);
    if (!(layer.epsilon > 0))
      fail("epsilon", "expected a positive epsilon, got " + entry.at("epsilon").dump());
    layer.affine = boolField(entry, "affine", true);
    expectOutput(layer, in, "the input (layer norm keeps the shape)");
    return;
  }
  case OpKind::Slice: {
    expectInputs(layer, 1, 1);
    const Shape &in = layer.inputShapes[0];
    layer.axis = integerField(entry, "axis");
    if (layer.axis != int64_t(in.size()) - 1)
      fail("axis", "netc-runtime slices the last dimension only (axis " +
                       std::to_string(in.size() - 1) + " of " + shapeText(in) + "), got " +
                       std::to_string(layer.axis));
    layer.sliceOffset = integerField(entry, "offset");
    layer.sliceSize = integerField(entry, "size");
    if (layer.sliceOffset < 0 || layer.sliceSize < 1 ||
        layer.sliceOffset + layer.sliceSize > in.back())
      fail("size", "[" + std::to_string(layer.sliceOffset) + ", " +
                       std::to_string(layer.sliceOffset + layer.sliceSize) +
                       ") is not a non-empty range within the input's " +
                       std::to_string(in.back()) + " (input " + shapeText(in) + ")");
    Shape expected = in;
    expected.back() = layer.sliceSize;
    expectOutput(layer, expected, "the input with its last dimension sliced");
    return;
  }
  case OpKind::BatchNorm:
    expectInputs(layer, 1, 1);
    rank4Input();
    layer.epsilon = numberField(entry, "epsilon", 1e-5);
    if (!(layer.epsilon > 0))
      fail("epsilon", "expected a positive epsilon, got " + describeJson(entry.at("epsilon")));
    layer.activation = activationField(entry);
    expectOutput(layer, layer.inputShapes[0], "the input (batch norm keeps the shape)");
    return;
  }
}

void PlanReader::readLayer(const json &entry, size_t index, Plan &plan,
                           std::map<std::string, size_t> &indexByName) {
  PlanLayer layer;
  layer.name = beginEntry(entry, "layers", index, "name", "layer");
  if (indexByName.count(layer.name))
    fail("name", "a layer of this name comes earlier (layers[" +
                     std::to_string(indexByName[layer.name]) + "])");

  std::string op = stringField(entry, "op");
  bool known = false;
  for (int i = 0; i <= int(kLastOpKind); ++i)
    if (op == opKindName(OpKind(i))) {
      layer.op = OpKind(i);
      known = true;
    }
  if (!known) {
    for (const char *notRun : kDialectOpsNotRun)
      if (op == notRun)
        fail("op", "'" + op + "' is not supported by netc-runtime yet");
    fail("op", "unknown op '" + op + "'");
  }

  const json &inputs = require(entry, "inputs");
  if (!inputs.is_array())
    fail("inputs", "expected a list of layer names, got " + describeJson(inputs));
  for (const json &name : inputs) {
    if (!name.is_string())
      fail("inputs", "expected a list of layer names, got " + describeJson(inputs));
    auto it = indexByName.find(name.get<std::string>());
    if (it == indexByName.end())
      fail("inputs", "'" + name.get<std::string>() +
                         "' is not an earlier layer (layers are in execution order)");
    layer.inputs.push_back(name.get<std::string>());
    layer.inputIndices.push_back(it->second);
  }

  layer.outputShape = integerList(require(entry, "output_shape"), "output_shape", 0, 1,
                                  "a shape of positive integers");
  // A channel shuffle's reshapes and transpose are of rank 5; they live in
  // dense buffers, so only the layers that move or alias memory may have it.
  size_t maxRank = layer.op == OpKind::Reshape || layer.op == OpKind::Transpose ? 6 : 4;
  if (layer.outputShape.size() > maxRank)
    fail("output_shape", "rank " + std::to_string(layer.outputShape.size()) +
                             " is more than the runtime's " + std::to_string(maxRank) +
                             (maxRank == 4 ? " (ranks up to 6 are for reshape and transpose)"
                                           : ""));

  if (layer.op != OpKind::Input) {
    const json &shapes = require(entry, "input_shapes");
    if (!shapes.is_array() || shapes.size() != layer.inputs.size())
      fail("input_shapes", "expected one shape per input (" +
                               std::to_string(layer.inputs.size()) + "), got " +
                               describeJson(shapes));
    bool readsNetworkInput = false;
    for (size_t i = 0; i < shapes.size(); ++i) {
      Shape shape = integerList(shapes[i], "input_shapes", 0, 1,
                                "a shape of positive integers");
      const PlanLayer &parent = plan.layers[layer.inputIndices[i]];
      if (shape != parent.outputShape)
        fail("input_shapes", "input " + std::to_string(i) + " is " + shapeText(shape) +
                                 " but layer '" + parent.name + "' outputs " +
                                 shapeText(parent.outputShape));
      layer.inputShapes.push_back(shape);
      readsNetworkInput |= parent.op == OpKind::Input;
    }
    layer.backwardDataNeeded = boolField(entry, "backward_data_needed", !readsNetworkInput);
    checkOp(layer, entry);

    if (entry.contains("predicted") && !entry.at("predicted").is_null()) {
      const json &predicted = entry.at("predicted");
      if (!predicted.is_object())
        fail("predicted", "expected an object, got " + describeJson(predicted));
      for (Pass pass : kAllPasses)
        layer.predicted[size_t(pass)] = predictedPass(predicted, pass);
    }
  }
  indexByName[layer.name] = index;
  plan.layers.push_back(std::move(layer));
}

Plan PlanReader::read(const std::string &text) {
  // Nesting is bounded before the document is built: nlohmann destroys and
  // prints values recursively, and a "network" nested 100,000 deep crashed.
  JsonStructure structure = checkJsonStructure(text.begin(), text.end());
  if (!structure.error.empty())
    fail("", structure.error);
  if (!structure.duplicateKey.empty())
    fail("", "the key '" + truncateForMessage(structure.duplicateKey) +
                 "' appears twice in one object");
  json root;
  try {
    root = json::parse(text);
  } catch (const json::parse_error &error) {
    fail("", std::string("not valid JSON: ") + error.what());
  }
  if (!root.is_object())
    fail("", "expected a JSON object at the top, got " + std::string(root.type_name()));

  // Check format and version before anything else: a future version may
  // change any other field.
  std::string format = root.contains("format") && root["format"].is_string()
                           ? root["format"].get<std::string>()
                           : (root.contains("format") ? describeJson(root["format"]) : "(none)");
  std::string version = root.contains("version") ? describeJson(root["version"]) : "(none)";
  if (format != kPlanFormat || !root.contains("version") ||
      !root["version"].is_number_integer() || root["version"].get<int64_t>() < 1 ||
      root["version"].get<int64_t>() > kPlanVersion)
    fail("", "unsupported plan: format '" + format + "' version " + version +
                 "; this netc-runtime reads format '" + kPlanFormat + "' versions 1 to " +
                 std::to_string(kPlanVersion) +
                 (root.contains("format") ? ""
                                          : " (a network file is not a plan: plans are "
                                            "written by netc, see docs/plan-format.md)"));

  Plan plan;
  plan.path = path;
  plan.version = int(root["version"].get<int64_t>());
  plan.network = stringField(root, "network", std::string());
  plan.source = stringField(root, "source", std::string());
  plan.device = stringField(root, "device", std::string());
  plan.model = stringField(root, "model", std::string());
  plan.note = stringField(root, "note", std::string());
  plan.batch = integerField(root, "batch", 0);
  std::string precision = stringField(root, "precision", std::string("fp32"));
  if (auto parsed = parsePrecisionExactly(precision))
    plan.precision = *parsed;
  else
    fail("precision", "expected fp32, tf32, bf16 or fp16, got '" + precision + "'");
  std::string layout = stringField(root, "layout", std::string("nhwc"));
  if (auto parsed = parseLayoutExactly(layout))
    plan.layout = *parsed;
  else
    fail("layout", "expected nhwc or nchw, got '" + layout + "'");

  const json &layers = require(root, "layers");
  if (!layers.is_array() || layers.empty())
    fail("layers", "expected a non-empty list of layers");
  std::map<std::string, size_t> indexByName;
  for (size_t i = 0; i < layers.size(); ++i)
    readLayer(layers[i], i, plan, indexByName);
  layerContext.clear();
  if (plan.layers.front().op != OpKind::Input)
    fail("layers", "the first layer must be an input, got '" +
                       std::string(opKindName(plan.layers.front().op)) + "'");
  if (plan.version >= 2)
    readExecution(root, plan);
  return plan;
}

//===-- Version 2 ---------------------------------------------------------===//
} // namespace detail

using detail::PlanReader;

Plan parsePlan(const std::string &text, const std::string &path) {
  return PlanReader(path).read(text);
}

/// Extent of a view in its NHWC dimensions: rank 4 [N, H, W, C]; any other
/// rank [N, ...rest] is N pixels of rest channels (an inner product's [N, C]).
int64_t TensorView::pixels() const {
  if (shape.empty())
    return 0;
  return shape.size() == 4 ? shape[0] * shape[1] * shape[2] : shape[0];
}

int64_t TensorView::channels() const {
  if (shape.empty())
    return 0;
  if (shape.size() == 4)
    return shape[3];
  return elementCount(shape) / shape[0];
}

int64_t TensorView::spanBytes(size_t elementBytes) const {
  if (pixels() == 0)
    return 0;
  return ((pixels() - 1) * pitch + channels()) * int64_t(elementBytes);
}

std::string PlanLaunch::layerText() const {
  std::string text;
  for (const std::string &layer : layers)
    text += (text.empty() ? "" : "+") + layer;
  return isCopy() ? text + "<-" + copiedLayer : text;
}

std::vector<size_t> PlanLaunch::externalInputLayers(const std::vector<PlanLayer> &planLayers) const {
  if (isCopy())
    return {planLayers[layerIndices.front()].inputIndices[*copiedInput]};
  std::vector<size_t> external;
  for (size_t l = 0; l < layerIndices.size(); ++l)
    for (size_t input : planLayers[layerIndices[l]].inputIndices)
      if (std::find(layerIndices.begin(), layerIndices.begin() + long(l), input) ==
          layerIndices.begin() + long(l))
        external.push_back(input);
  return external;
}

std::string Plan::directory() const {
  size_t slash = path.find_last_of('/');
  if (slash == std::string::npos)
    return ".";
  return slash == 0 ? "/" : path.substr(0, slash);
}

int64_t Plan::layerIndex(const std::string &name) const {
  for (size_t i = 0; i < layers.size(); ++i)
    if (layers[i].name == name)
      return int64_t(i);
  return -1;
}

int64_t Plan::weightIndex(const std::string &name) const {
  for (size_t i = 0; i < weights.size(); ++i)
    if (weights[i].name == name)
      return int64_t(i);
  return -1;
}

int64_t Plan::sourceWeight(const std::string &layer, const std::string &role) const {
  for (size_t i = 0; i < weights.size(); ++i)
    if (weights[i].layer == layer && weights[i].role == role && !weights[i].derive)
      return int64_t(i);
  return -1;
}

Plan readPlanFile(const std::string &givenPath) {
  std::string path = givenPath;
  {
    std::ifstream probe(path + "/plan.json");
    if (probe)
      path += "/plan.json";
  }
  std::string text;
  try {
    text = data::readFileBytes(path);
  } catch (const data::DataError &error) {
    std::string reason = error.what();
    if (reason.compare(0, path.size() + 2, path + ": ") == 0)
      reason.erase(0, path.size() + 2);
    throw PlanError(path + ": error: cannot read the plan file: " + reason);
  }
  return parsePlan(text, path);
}

} // namespace netc::runtime
