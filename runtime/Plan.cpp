//===- Plan.cpp - Read and validate plan.json versions 1 and 2 ------------===//
//
// Validation is strict on purpose: the runtime trusts these fields when it
// sizes buffers and builds cuDNN descriptors, so every shape is re-derived
// from the hyper-parameters here and a disagreement is reported against the
// plan, not discovered later as a wrong result or a CUDA fault.
//
//===----------------------------------------------------------------------===//

#include "Plan.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>

using json = nlohmann::json;

namespace netc::runtime {

namespace {

/// Ops of the dialect that the runtime does not execute (yet), so the message
/// can say "not supported" rather than "unknown".
const char *const kDialectOpsNotRun[] = {"deconv2d", "upsampling2d", "generic"};

/// Builds messages "<file>: error: layer 'x' (layers[i]): field 'f': ...".
class PlanReader {
public:
  explicit PlanReader(std::string path) : path(std::move(path)) {}

  Plan read(const std::string &text);

private:
  std::string path;
  std::string layerContext; ///< "layer 'conv1' (layers[3]): " while reading one

  [[noreturn]] void fail(const std::string &field, const std::string &message) const {
    std::string text = path + ": error: " + layerContext;
    if (!field.empty())
      text += "field '" + field + "': ";
    throw PlanError(text + message);
  }

  const json &require(const json &object, const std::string &field) const {
    auto it = object.find(field);
    if (it == object.end())
      fail(field, "missing");
    return *it;
  }

  std::string stringField(const json &object, const std::string &field,
                          std::optional<std::string> fallback = std::nullopt) const {
    if (!object.contains(field)) {
      if (fallback)
        return *fallback;
      fail(field, "missing");
    }
    const json &value = object.at(field);
    if (!value.is_string())
      fail(field, "expected a string, got " + value.dump());
    return value.get<std::string>();
  }

  int64_t integerField(const json &object, const std::string &field,
                       std::optional<int64_t> fallback = std::nullopt) const {
    if (!object.contains(field)) {
      if (fallback)
        return *fallback;
      fail(field, "missing");
    }
    const json &value = object.at(field);
    if (!value.is_number_integer())
      fail(field, "expected an integer, got " + value.dump());
    return value.get<int64_t>();
  }

  double numberField(const json &object, const std::string &field,
                     std::optional<double> fallback = std::nullopt) const {
    if (!object.contains(field)) {
      if (fallback)
        return *fallback;
      fail(field, "missing");
    }
    const json &value = object.at(field);
    if (!value.is_number())
      fail(field, "expected a number, got " + value.dump());
    return value.get<double>();
  }

  bool boolField(const json &object, const std::string &field, bool fallback) const {
    if (!object.contains(field))
      return fallback;
    const json &value = object.at(field);
    if (!value.is_boolean())
      fail(field, "expected true or false, got " + value.dump());
    return value.get<bool>();
  }

  /// A list of `count` integers (any count if 0), each at least `minimum`.
  std::vector<int64_t> integerList(const json &value, const std::string &field,
                                   size_t count, int64_t minimum,
                                   const std::string &what) const {
    bool ok = value.is_array() && (count == 0 || value.size() == count) &&
              !value.empty();
    std::vector<int64_t> result;
    for (const json &element : ok ? value : json::array()) {
      if (!element.is_number_integer() || element.get<int64_t>() < minimum) {
        ok = false;
        break;
      }
      result.push_back(element.get<int64_t>());
    }
    if (!ok)
      fail(field, "expected " + what + ", got " + value.dump());
    return result;
  }

  template <size_t N>
  std::array<int64_t, N> fixedList(const json &layer, const std::string &field,
                                   int64_t minimum, const std::string &what,
                                   std::optional<std::array<int64_t, N>> fallback =
                                       std::nullopt) const {
    if (!layer.contains(field)) {
      if (fallback)
        return *fallback;
      fail(field, "missing");
    }
    std::vector<int64_t> values = integerList(layer.at(field), field, N, minimum, what);
    std::array<int64_t, N> result{};
    std::copy(values.begin(), values.end(), result.begin());
    return result;
  }

  Activation activationField(const json &layer) const {
    std::string text = stringField(layer, "activation", std::string("none"));
    for (Activation a : {Activation::None, Activation::Relu, Activation::Tanh,
                         Activation::Sigmoid})
      if (text == activationName(a))
        return a;
    fail("activation", "expected none, relu, tanh or sigmoid, got '" + text + "'");
  }

  std::optional<PredictedPass> predictedPass(const json &predicted, Pass pass) const;
  // Version 2.
  void readExecution(const json &root, Plan &plan);
  TensorView tensorView(const json &value, const std::string &field, const Plan &plan) const;
  void readWeight(const json &entry, size_t index, Plan &plan);
  void checkWeightShape(const PlanWeight &weight, const Plan &plan) const;
  void readDerivation(const json &entry, PlanWeight &weight, const Plan &plan) const;
  void readLaunch(const json &entry, size_t index, Plan &plan);
  void checkLaunchShapes(const PlanLaunch &launch, const Plan &plan) const;
  void readLowering(const json &entry, size_t index, Plan &plan);
  std::vector<std::string> stringList(const json &object, const std::string &field,
                                      bool allowEmpty) const;
  void readLayer(const json &entry, size_t index, Plan &plan,
                 std::map<std::string, size_t> &indexByName);
  void checkOp(PlanLayer &layer, const json &entry) const;
  void expectInputs(const PlanLayer &layer, size_t minimum, size_t maximum) const;
  void expectOutput(const PlanLayer &layer, const Shape &expected,
                    const std::string &because) const;
};

std::optional<PredictedPass> PlanReader::predictedPass(const json &predicted,
                                                       Pass pass) const {
  std::string field = std::string("predicted.") + passName(pass);
  auto it = predicted.find(passName(pass));
  if (it == predicted.end() || it->is_null())
    return std::nullopt;
  if (!it->is_object())
    fail(field, "expected an object or null, got " + it->dump());
  const json &entry = *it;
  PredictedPass result;
  result.milliseconds = numberField(entry, "ms");
  if (!(result.milliseconds >= 0))
    fail(field + ".ms", "expected a time of 0 ms or more, got " + entry.at("ms").dump());
  result.algorithm = stringField(entry, "algorithm", std::string());
  result.workspaceBytes = integerField(entry, "workspace_bytes", 0);
  result.flops = integerField(entry, "flops", 0);
  result.bytes = integerField(entry, "bytes", 0);
  result.bound = stringField(entry, "bound", std::string());
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
    if (layer.filter[2] != in[3])
      fail("filter", "filter cin " + std::to_string(layer.filter[2]) +
                         " does not match the input's " + std::to_string(in[3]) +
                         " channels (input " + shapeText(in) + ")");
    Shape expected{in[0],
                   windowOutput(in[1], layer.pad[0], layer.pad[1], layer.filter[0],
                                layer.strides[0]),
                   windowOutput(in[2], layer.pad[2], layer.pad[3], layer.filter[1],
                                layer.strides[1]),
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
                            entry.at("keep_prob").dump());
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
      fail("k", "cuDNN's LRN needs k >= 1e-5, got " + entry.at("k").dump());
    if (layer.beta < 0.01)
      fail("beta", "cuDNN's LRN needs beta >= 0.01, got " + entry.at("beta").dump());
    expectOutput(layer, layer.inputShapes[0], "the input (LRN keeps the shape)");
    return;
  case OpKind::BatchNorm:
    expectInputs(layer, 1, 1);
    rank4Input();
    layer.epsilon = numberField(entry, "epsilon", 1e-5);
    if (!(layer.epsilon > 0))
      fail("epsilon", "expected a positive epsilon, got " + entry.at("epsilon").dump());
    layer.activation = activationField(entry);
    expectOutput(layer, layer.inputShapes[0], "the input (batch norm keeps the shape)");
    return;
  }
}

void PlanReader::readLayer(const json &entry, size_t index, Plan &plan,
                           std::map<std::string, size_t> &indexByName) {
  layerContext = "layers[" + std::to_string(index) + "]: ";
  if (!entry.is_object())
    fail("", "expected an object, got " + entry.dump());
  PlanLayer layer;
  layer.name = stringField(entry, "name");
  if (layer.name.empty())
    fail("name", "must not be empty");
  layerContext = "layer '" + layer.name + "' (layers[" + std::to_string(index) + "]): ";
  if (indexByName.count(layer.name))
    fail("name", "a layer of this name comes earlier (layers[" +
                     std::to_string(indexByName[layer.name]) + "])");

  std::string op = stringField(entry, "op");
  bool known = false;
  for (int i = 0; i <= int(OpKind::BatchNorm); ++i)
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
    fail("inputs", "expected a list of layer names, got " + inputs.dump());
  for (const json &name : inputs) {
    if (!name.is_string())
      fail("inputs", "expected a list of layer names, got " + inputs.dump());
    auto it = indexByName.find(name.get<std::string>());
    if (it == indexByName.end())
      fail("inputs", "'" + name.get<std::string>() +
                         "' is not an earlier layer (layers are in execution order)");
    layer.inputs.push_back(name.get<std::string>());
    layer.inputIndices.push_back(it->second);
  }

  layer.outputShape = integerList(require(entry, "output_shape"), "output_shape", 0, 1,
                                  "a shape of positive integers");
  if (layer.outputShape.size() > 4)
    fail("output_shape", "rank " + std::to_string(layer.outputShape.size()) +
                             " is more than the runtime's 4");

  if (layer.op != OpKind::Input) {
    const json &shapes = require(entry, "input_shapes");
    if (!shapes.is_array() || shapes.size() != layer.inputs.size())
      fail("input_shapes", "expected one shape per input (" +
                               std::to_string(layer.inputs.size()) + "), got " +
                               shapes.dump());
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
        fail("predicted", "expected an object, got " + predicted.dump());
      for (Pass pass : kAllPasses)
        layer.predicted[size_t(pass)] = predictedPass(predicted, pass);
    }
  }
  indexByName[layer.name] = index;
  plan.layers.push_back(std::move(layer));
}

Plan PlanReader::read(const std::string &text) {
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
                           : (root.contains("format") ? root["format"].dump() : "(none)");
  std::string version = root.contains("version") ? root["version"].dump() : "(none)";
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
  if (auto parsed = parsePrecision(precision))
    plan.precision = *parsed;
  else
    fail("precision", "expected fp32, tf32, bf16 or fp16, got '" + precision + "'");
  std::string layout = stringField(root, "layout", std::string("nhwc"));
  if (auto parsed = parseLayout(layout))
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

std::vector<std::string> PlanReader::stringList(const json &object, const std::string &field,
                                                bool allowEmpty) const {
  const json &value = require(object, field);
  bool ok = value.is_array() && (allowEmpty || !value.empty());
  std::vector<std::string> result;
  for (const json &element : ok ? value : json::array()) {
    if (!element.is_string()) {
      ok = false;
      break;
    }
    result.push_back(element.get<std::string>());
  }
  if (!ok)
    fail(field, std::string("expected a ") + (allowEmpty ? "" : "non-empty ") +
                    "list of strings, got " + value.dump());
  return result;
}

TensorView PlanReader::tensorView(const json &value, const std::string &field,
                                  const Plan &plan) const {
  if (!value.is_object())
    fail(field, "expected a tensor view {offset, shape, pitch}, got " + value.dump());
  TensorView view;
  view.offset = integerField(value, "offset");
  if (view.offset < 0)
    fail(field + ".offset", "expected a byte offset >= 0, got " + value.at("offset").dump());
  view.shape = integerList(require(value, "shape"), field + ".shape", 0, 1,
                           "a shape of positive integers");
  if (view.shape.size() > 4)
    fail(field + ".shape", "rank " + std::to_string(view.shape.size()) +
                               " is more than the runtime's 4");
  view.pitch = integerField(value, "pitch", view.channels());
  if (view.pitch < view.channels())
    fail(field + ".pitch", "pitch " + std::to_string(view.pitch) +
                               " is less than the view's " + std::to_string(view.channels()) +
                               " channels");
  size_t element = plan.precision == Precision::BF16 || plan.precision == Precision::FP16 ? 2 : 4;
  if (view.offset % int64_t(element))
    fail(field + ".offset", "offset " + std::to_string(view.offset) +
                                " is not a multiple of the " + std::to_string(element) +
                                "-byte element");
  int64_t end = view.offset + view.spanBytes(element);
  if (end > plan.arenaBytes)
    fail(field, "the view " + shapeText(view.shape) + " at offset " +
                    std::to_string(view.offset) + " with pitch " + std::to_string(view.pitch) +
                    " ends at byte " + std::to_string(end) + ", beyond arena_bytes " +
                    std::to_string(plan.arenaBytes));
  return view;
}

namespace {
/// The view's shape as N, H, W, C, whatever its rank.
std::array<int64_t, 4> nhwcOf(const Shape &shape) {
  if (shape.empty())
    return {0, 0, 0, 0};
  if (shape.size() == 4)
    return {shape[0], shape[1], shape[2], shape[3]};
  return {shape[0], 1, 1, elementCount(shape) / shape[0]};
}
bool sameTensor(const Shape &a, const Shape &b) { return nhwcOf(a) == nhwcOf(b); }
/// A view holds a layer's tensor if the shapes agree as NHWC, or if a dense
/// view holds the same batch and element count (the flattening of a reshape
/// alias: [N, 7, 7, 512] read as [N, 25088]).
bool holds(const TensorView &view, const Shape &tensor) {
  if (sameTensor(view.shape, tensor))
    return true;
  return view.pitch == view.channels() && !tensor.empty() && view.shape[0] == tensor[0] &&
         elementCount(view.shape) == elementCount(tensor);
}
} // namespace

void PlanReader::checkWeightShape(const PlanWeight &weight, const Plan &plan) const {
  const PlanLayer &layer = plan.layers[size_t(plan.layerIndex(weight.layer))];
  size_t rank = weight.layout == "ohwi" ? 4 : weight.layout == "oi" ? 2 : 1;
  if (weight.shape.size() != rank)
    fail("shape", "layout '" + weight.layout + "' needs rank " + std::to_string(rank) +
                      ", got " + shapeText(weight.shape));
  Shape expected;
  std::string what;
  if (weight.role == "filter") {
    if (layer.op == OpKind::Conv2D) {
      expected = {layer.filter[3], layer.filter[0], layer.filter[1], layer.filter[2]};
      what = "[cout, kh, kw, cin] of conv2d '" + layer.name + "'";
    } else if (layer.op == OpKind::InnerProduct) {
      const Shape &in = layer.inputShapes[0];
      expected = {layer.numOutputs, elementCount(in) / in[0]};
      what = "[num_outputs, inputs] of inner_product '" + layer.name + "'";
    } else {
      fail("layer", "a filter belongs to a conv2d or inner_product, '" + layer.name +
                        "' is " + opKindName(layer.op));
    }
    if (weight.layout != (layer.op == OpKind::Conv2D ? "ohwi" : "oi"))
      fail("layout", std::string("a filter of ") + opKindName(layer.op) + " has layout '" +
                         (layer.op == OpKind::Conv2D ? "ohwi" : "oi") + "', got '" +
                         weight.layout + "'");
  } else {
    if (weight.layout != "c")
      fail("layout", "a " + weight.role + " has layout 'c', got '" + weight.layout + "'");
    int64_t channels = layer.op == OpKind::Conv2D        ? layer.filter[3]
                       : layer.op == OpKind::InnerProduct ? layer.numOutputs
                                                          : nhwcOf(layer.outputShape)[3];
    if (weight.role == "bias" && layer.op != OpKind::Conv2D && layer.op != OpKind::InnerProduct)
      fail("role", "a bias belongs to a conv2d or inner_product, '" + layer.name + "' is " +
                       opKindName(layer.op));
    if (weight.role != "bias" && layer.op != OpKind::BatchNorm)
      fail("role", "a " + weight.role + " belongs to a batch_norm, '" + layer.name + "' is " +
                       opKindName(layer.op));
    expected = {channels};
    what = "the channels of '" + layer.name + "'";
  }
  if (weight.shape != expected)
    fail("shape", shapeText(weight.shape) + " does not match " + what + ": expected " +
                      shapeText(expected));
}

void PlanReader::readDerivation(const json &entry, PlanWeight &weight, const Plan &plan) const {
  if (!entry.is_object())
    fail("derive", "expected an object, got " + entry.dump());
  WeightDerivation d;
  d.op = stringField(entry, "op");
  if (d.op != "fold_batch_norm")
    fail("derive.op", "expected fold_batch_norm, got '" + d.op + "'");
  d.part = stringField(entry, "part");
  if (d.part != "filter" && d.part != "bias")
    fail("derive.part", "expected filter or bias, got '" + d.part + "'");
  if (d.part != weight.role)
    fail("derive.part", "part '" + d.part + "' derives a " + d.part + " but the weight's role is '" +
                            weight.role + "'");
  auto reference = [&](const char *field, bool nullable) -> std::optional<std::string> {
    const json &value = require(entry, field);
    if (value.is_null() && nullable)
      return std::nullopt;
    if (!value.is_string())
      fail(std::string("derive.") + field,
           std::string("expected a weight name") + (nullable ? " or null" : "") + ", got " +
               value.dump());
    std::string name = value.get<std::string>();
    int64_t index = plan.weightIndex(name);
    if (index < 0)
      fail(std::string("derive.") + field,
           "'" + name + "' is not an earlier weight (derived weights come after their sources)");
    if (plan.weights[size_t(index)].derive)
      fail(std::string("derive.") + field, "'" + name + "' is itself derived");
    return name;
  };
  auto index = [&](const std::optional<std::string> &name) {
    return name ? plan.weightIndex(*name) : int64_t(-1);
  };
  if (d.part == "filter") {
    d.filter = *reference("filter", false);
    d.filterIndex = index(d.filter);
  }
  if (entry.contains("bias") || d.part == "bias") {
    d.bias = reference("bias", true);
    d.biasIndex = index(d.bias);
  }
  d.gamma = *reference("gamma", false);
  d.beta = *reference("beta", false);
  d.mean = *reference("mean", false);
  d.var = *reference("var", false);
  d.gammaIndex = index(d.gamma);
  d.betaIndex = index(d.beta);
  d.meanIndex = index(d.mean);
  d.varIndex = index(d.var);
  d.epsilon = numberField(entry, "epsilon", 1e-5);
  if (!(d.epsilon > 0))
    fail("derive.epsilon", "expected a positive epsilon, got " + entry.at("epsilon").dump());
  int64_t channels = weight.shape[0];
  for (int64_t i : {d.gammaIndex, d.betaIndex, d.meanIndex, d.varIndex, d.biasIndex}) {
    if (i < 0)
      continue;
    const PlanWeight &source = plan.weights[size_t(i)];
    if (source.shape != Shape{channels})
      fail("derive", "'" + source.name + "' is " + shapeText(source.shape) + " but the derived " +
                         weight.role + " " + shapeText(weight.shape) + " has " +
                         std::to_string(channels) + " output channels");
  }
  if (d.filterIndex >= 0 && plan.weights[size_t(d.filterIndex)].shape != weight.shape)
    fail("derive.filter", "'" + d.filter + "' is " +
                              shapeText(plan.weights[size_t(d.filterIndex)].shape) +
                              " but the derived filter is " + shapeText(weight.shape));
  weight.derive = d;
}

void PlanReader::readWeight(const json &entry, size_t index, Plan &plan) {
  layerContext = "weights[" + std::to_string(index) + "]: ";
  if (!entry.is_object())
    fail("", "expected an object, got " + entry.dump());
  PlanWeight weight;
  weight.name = stringField(entry, "name");
  if (weight.name.empty())
    fail("name", "must not be empty");
  layerContext = "weight '" + weight.name + "' (weights[" + std::to_string(index) + "]): ";
  if (plan.weightIndex(weight.name) >= 0)
    fail("name", "a weight of this name comes earlier");
  weight.layer = stringField(entry, "layer");
  if (plan.layerIndex(weight.layer) < 0)
    fail("layer", "'" + weight.layer + "' is not a layer of the plan");
  weight.role = stringField(entry, "role");
  static const char *const kRoles[] = {"filter", "bias", "gamma", "beta", "mean", "var"};
  if (std::find(std::begin(kRoles), std::end(kRoles), weight.role) == std::end(kRoles))
    fail("role", "expected filter, bias, gamma, beta, mean or var, got '" + weight.role + "'");
  weight.shape = integerList(require(entry, "shape"), "shape", 0, 1,
                             "a shape of positive integers");
  weight.layout = stringField(entry, "layout");
  if (weight.layout != "ohwi" && weight.layout != "oi" && weight.layout != "c")
    fail("layout", "expected ohwi, oi or c, got '" + weight.layout + "'");
  checkWeightShape(weight, plan);
  if (entry.contains("derive") && !entry.at("derive").is_null())
    readDerivation(entry.at("derive"), weight, plan);
  plan.weights.push_back(std::move(weight));
}

void PlanReader::checkLaunchShapes(const PlanLaunch &launch, const Plan &plan) const {
  const PlanLayer &last = plan.layers[launch.layerIndices.back()];
  const TensorView &y = launch.args[launch.outputArg].tensor;
  if (!holds(y, last.outputShape))
    fail("args[" + std::to_string(launch.outputArg) + "].tensor.shape",
         "the output view " + shapeText(y.shape) + " does not hold the output " +
             shapeText(last.outputShape) + " of layer '" + last.name + "'");
  // External inputs: what the launch's layers read from outside the launch,
  // in order of first reading; the input arguments bind to them in order.
  std::vector<const Shape *> external;
  for (size_t l = 0; l < launch.layerIndices.size(); ++l) {
    const PlanLayer &layer = plan.layers[launch.layerIndices[l]];
    for (size_t i = 0; i < layer.inputIndices.size(); ++i) {
      bool inside = false;
      for (size_t k = 0; k < l; ++k)
        inside |= launch.layerIndices[k] == layer.inputIndices[i];
      if (!inside)
        external.push_back(&layer.inputShapes[i]);
    }
  }
  if (external.size() != launch.inputArgs.size())
    fail("args", "the launch has " + std::to_string(launch.inputArgs.size()) +
                     " input tensor(s) but its layers read " + std::to_string(external.size()) +
                     " tensor(s) from outside the launch");
  for (size_t i = 0; i < external.size(); ++i) {
    const TensorView &view = launch.args[launch.inputArgs[i]].tensor;
    if (!holds(view, *external[i]))
      fail("args[" + std::to_string(launch.inputArgs[i]) + "].tensor.shape",
           "input view " + shapeText(view.shape) + " does not hold the layer input " +
               shapeText(*external[i]));
  }
}

void PlanReader::readLaunch(const json &entry, size_t index, Plan &plan) {
  layerContext = "launches[" + std::to_string(index) + "]: ";
  if (!entry.is_object())
    fail("", "expected an object, got " + entry.dump());
  PlanLaunch launch;
  launch.kernel = stringField(entry, "kernel");
  if (launch.kernel.empty())
    fail("kernel", "must not be empty");
  layerContext = "launch '" + launch.kernel + "' (launches[" + std::to_string(index) + "]): ";
  launch.layers = stringList(entry, "layers", false);
  for (const std::string &name : launch.layers) {
    int64_t layer = plan.layerIndex(name);
    if (layer < 0)
      fail("layers", "'" + name + "' is not a layer of the plan");
    if (!launch.layerIndices.empty() && size_t(layer) <= launch.layerIndices.back())
      fail("layers", "'" + name + "' comes before the launch's previous layer in the plan");
    if (plan.layers[size_t(layer)].op == OpKind::Input)
      fail("layers", "'" + name + "' is the network input; nothing computes it");
    launch.layerIndices.push_back(size_t(layer));
  }
  launch.op = stringField(entry, "op", std::string());
  launch.variant = stringField(entry, "variant", std::string());
  if (entry.contains("tile") && !entry.at("tile").is_null()) {
    const json &tile = entry.at("tile");
    if (!tile.is_array())
      fail("tile", "expected a list of integers, got " + tile.dump());
    if (!tile.empty())
      launch.tile = integerList(tile, "tile", 0, 0, "a list of integers >= 0");
  }
  launch.grid = fixedList<3>(entry, "grid", 1, "[x, y, z] of positive integers");
  launch.block = fixedList<3>(entry, "block", 1, "[x, y, z] of positive integers");
  if (launch.grid[1] > 65535 || launch.grid[2] > 65535 || launch.grid[0] > INT32_MAX)
    fail("grid", "beyond CUDA's limits (x < 2^31, y and z <= 65535): " + entry.at("grid").dump());
  if (launch.block[0] * launch.block[1] * launch.block[2] > 1024)
    fail("block", "more than 1024 threads per block: " + entry.at("block").dump());
  launch.sharedBytes = integerField(entry, "shared_bytes", 0);
  if (launch.sharedBytes < 0)
    fail("shared_bytes", "expected bytes >= 0, got " + std::to_string(launch.sharedBytes));
  if (entry.contains("fused") && !entry.at("fused").is_null())
    launch.fused = stringList(entry, "fused", true);
  if (entry.contains("predicted_ms") && !entry.at("predicted_ms").is_null()) {
    launch.predictedMs = numberField(entry, "predicted_ms");
    if (!(*launch.predictedMs >= 0))
      fail("predicted_ms", "expected a time of 0 ms or more, got " +
                               entry.at("predicted_ms").dump());
  }
  const json &args = require(entry, "args");
  if (!args.is_array() || args.empty())
    fail("args", "expected a non-empty list of arguments");
  std::optional<size_t> output;
  std::vector<size_t> tensors;
  for (size_t i = 0; i < args.size(); ++i) {
    std::string field = "args[" + std::to_string(i) + "]";
    const json &value = args[i];
    LaunchArgument arg;
    if (value.is_null()) {
      launch.args.push_back(arg);
      continue;
    }
    if (!value.is_object())
      fail(field, "expected {role, tensor} or {role, weight} or null, got " + value.dump());
    arg.role = stringField(value, "role", std::string());
    bool hasTensor = value.contains("tensor") && !value.at("tensor").is_null();
    bool hasWeight = value.contains("weight") && !value.at("weight").is_null();
    if (hasTensor && hasWeight)
      fail(field, "has both a tensor and a weight");
    if (hasTensor) {
      arg.kind = LaunchArgument::Kind::Tensor;
      arg.tensor = tensorView(value.at("tensor"), field + ".tensor", plan);
      if (arg.role == "y") {
        if (output)
          fail(field, "a second argument of role 'y' (the first is args[" +
                          std::to_string(*output) + "])");
        output = i;
      }
      tensors.push_back(i);
    } else if (hasWeight) {
      arg.kind = LaunchArgument::Kind::Weight;
      if (!value.at("weight").is_string())
        fail(field + ".weight", "expected a weight name, got " + value.at("weight").dump());
      arg.weight = value.at("weight").get<std::string>();
      int64_t weight = plan.weightIndex(arg.weight);
      if (weight < 0)
        fail(field + ".weight", "'" + arg.weight + "' is not in the plan's weights");
      arg.weightIndex = size_t(weight);
    } else if (!value.contains("tensor") && !value.contains("weight")) {
      fail(field, "expected a 'tensor', a 'weight' or null");
    }
    launch.args.push_back(arg);
  }
  if (tensors.empty())
    fail("args", "the launch has no tensor argument (its output)");
  launch.outputArg = output.value_or(tensors.back());
  for (size_t i : tensors)
    if (i != launch.outputArg)
      launch.inputArgs.push_back(i);
  checkLaunchShapes(launch, plan);
  plan.launches.push_back(std::move(launch));
}

void PlanReader::readLowering(const json &entry, size_t index, Plan &plan) {
  PlanLayer &layer = plan.layers[index];
  layerContext = "layer '" + layer.name + "' (layers[" + std::to_string(index) + "]): ";
  using Kind = PlanLayer::Lowering::Kind;
  if (!entry.contains("lowering") || entry.at("lowering").is_null())
    fail("lowering", "missing (a version-2 plan says how every layer runs: kernel, alias, "
                     "in_place, folded or input)");
  const json &lowering = entry.at("lowering");
  if (!lowering.is_object())
    fail("lowering", "expected an object, got " + lowering.dump());
  std::string kind = stringField(lowering, "kind");
  if (kind == "kernel") {
    layer.lowering.kind = Kind::Kernel;
    int64_t launch = integerField(lowering, "launch");
    if (launch < 0 || launch >= int64_t(plan.launches.size()))
      fail("lowering.launch", "launch " + std::to_string(launch) + " is not one of the " +
                                  std::to_string(plan.launches.size()) + " launches");
    const PlanLaunch &l = plan.launches[size_t(launch)];
    if (std::find(l.layerIndices.begin(), l.layerIndices.end(), index) == l.layerIndices.end())
      fail("lowering.launch", "launches[" + std::to_string(launch) + "] ('" + l.kernel +
                                  "') does not list this layer in its 'layers'");
    layer.lowering.launch = size_t(launch);
  } else if (kind == "alias") {
    layer.lowering.kind = Kind::Alias;
    if (layer.op != OpKind::Reshape && layer.op != OpKind::Dropout)
      fail("lowering.kind", std::string("only reshape and dropout alias their input, this is ") +
                                opKindName(layer.op));
  } else if (kind == "in_place") {
    layer.lowering.kind = Kind::InPlace;
    if (layer.op != OpKind::Concat)
      fail("lowering.kind", std::string("only a concat is written in place, this is ") +
                                opKindName(layer.op));
  } else if (kind == "folded") {
    // Folded into a layer ("into") or into a launch ("launch"), which then
    // lists this layer among its layers.
    layer.lowering.kind = Kind::Folded;
    if (lowering.contains("launch")) {
      int64_t launch = integerField(lowering, "launch");
      if (launch < 0 || launch >= int64_t(plan.launches.size()))
        fail("lowering.launch", "launch " + std::to_string(launch) + " is not one of the " +
                                    std::to_string(plan.launches.size()) + " launches");
      const PlanLaunch &l = plan.launches[size_t(launch)];
      if (std::find(l.layerIndices.begin(), l.layerIndices.end(), index) == l.layerIndices.end())
        fail("lowering.launch", "launches[" + std::to_string(launch) + "] ('" + l.kernel +
                                    "') does not list this folded layer in its 'layers'");
      layer.lowering.launch = size_t(launch);
      layer.lowering.into = l.layers.front();
    } else {
      if (!lowering.contains("into"))
        fail("lowering", "a folded layer names the layer ('into') or the launch ('launch') it "
                         "was folded into");
      layer.lowering.into = stringField(lowering, "into");
      if (plan.layerIndex(layer.lowering.into) < 0)
        fail("lowering.into", "'" + layer.lowering.into + "' is not a layer of the plan");
    }
  } else if (kind == "input") {
    layer.lowering.kind = Kind::Input;
    if (layer.op != OpKind::Input)
      fail("lowering.kind", std::string("only an input layer is lowered as input, this is ") +
                                opKindName(layer.op));
  } else {
    fail("lowering.kind", "expected kernel, alias, in_place, folded or input, got '" + kind + "'");
  }
}

void PlanReader::readExecution(const json &root, Plan &plan) {
  plan.target = stringField(root, "target", std::string());
  const json &module = require(root, "module");
  if (!module.is_object())
    fail("module", "expected an object {source, header, cubin, ptx, arch}, got " + module.dump());
  PlanModule m;
  m.source = stringField(module, "source");
  m.header = stringField(module, "header");
  for (auto [field, target] : {std::pair{"cubin", &m.cubin}, std::pair{"ptx", &m.ptx}}) {
    if (!module.contains(field) || module.at(field).is_null())
      continue;
    if (!module.at(field).is_string())
      fail(std::string("module.") + field, "expected a file name or null, got " +
                                               module.at(field).dump());
    *target = module.at(field).get<std::string>();
  }
  m.arch = int(integerField(module, "arch"));
  if (m.arch < 30 || m.arch > 1000)
    fail("module.arch", "expected a compute capability such as 61, 75 or 90, got " +
                            std::to_string(m.arch));
  plan.module = m;
  plan.arenaBytes = integerField(root, "arena_bytes");
  if (plan.arenaBytes <= 0)
    fail("arena_bytes", "expected a positive byte count, got " + std::to_string(plan.arenaBytes));

  const json &weights = require(root, "weights");
  if (!weights.is_array())
    fail("weights", "expected a list of weights, got " + weights.dump());
  for (size_t i = 0; i < weights.size(); ++i)
    readWeight(weights[i], i, plan);
  layerContext.clear();

  for (auto [field, target] :
       {std::pair{"inputs", &plan.inputs}, std::pair{"outputs", &plan.outputs}}) {
    const json &list = require(root, field);
    if (!list.is_array() || list.empty())
      fail(field, "expected a non-empty list of {layer, tensor}, got " + list.dump());
    for (size_t i = 0; i < list.size(); ++i) {
      std::string entryField = std::string(field) + "[" + std::to_string(i) + "]";
      if (!list[i].is_object())
        fail(entryField, "expected {layer, tensor}, got " + list[i].dump());
      TensorBinding binding;
      binding.layer = stringField(list[i], "layer");
      int64_t layer = plan.layerIndex(binding.layer);
      if (layer < 0)
        fail(entryField + ".layer", "'" + binding.layer + "' is not a layer of the plan");
      binding.layerIndex = size_t(layer);
      binding.tensor = tensorView(require(list[i], "tensor"), entryField + ".tensor", plan);
      if (!holds(binding.tensor, plan.layers[size_t(layer)].outputShape))
        fail(entryField + ".tensor.shape",
             shapeText(binding.tensor.shape) + " does not hold the output " +
                 shapeText(plan.layers[size_t(layer)].outputShape) + " of layer '" +
                 binding.layer + "'");
      target->push_back(binding);
    }
  }

  const json &launches = require(root, "launches");
  if (!launches.is_array() || launches.empty())
    fail("launches", "expected a non-empty list of launches");
  for (size_t i = 0; i < launches.size(); ++i)
    readLaunch(launches[i], i, plan);
  layerContext.clear();

  const json &layers = root.at("layers");
  for (size_t i = 0; i < plan.layers.size(); ++i)
    readLowering(layers[i], i, plan);
  // Every layer a launch computes says so (kernel, or folded into one of them).
  for (size_t l = 0; l < plan.launches.size(); ++l)
    for (size_t layerIndex : plan.launches[l].layerIndices) {
      const PlanLayer &layer = plan.layers[layerIndex];
      bool ok = (layer.lowering.kind == PlanLayer::Lowering::Kind::Kernel &&
                 layer.lowering.launch == l) ||
                layer.lowering.kind == PlanLayer::Lowering::Kind::Folded;
      if (!ok) {
        layerContext = "layer '" + layer.name + "' (layers[" + std::to_string(layerIndex) + "]): ";
        fail("lowering", "launches[" + std::to_string(l) + "] ('" + plan.launches[l].kernel +
                             "') computes this layer, but its lowering does not say "
                             "{\"kind\": \"kernel\", \"launch\": " + std::to_string(l) + "}");
      }
    }
  layerContext.clear();
}

} // namespace

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
  return text;
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
  std::ifstream file(path, std::ios::binary);
  if (!file)
    throw PlanError(path + ": error: cannot open the plan file");
  std::ostringstream text;
  text << file.rdbuf();
  return parsePlan(text.str(), path);
}

} // namespace netc::runtime
