//===- Plan.cpp - Read and validate plan.json version 1 -------------------===//
//
// Validation is strict on purpose: the runtime trusts these fields when it
// sizes buffers and builds cuDNN descriptors, so every shape is re-derived
// from the hyper-parameters here and a disagreement is reported against the
// plan, not discovered later as a wrong result or a CUDA fault.
//
//===----------------------------------------------------------------------===//

#include "Plan.h"

#include <nlohmann/json.hpp>

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
      !root["version"].is_number_integer() || root["version"].get<int64_t>() != kPlanVersion)
    fail("", "unsupported plan: format '" + format + "' version " + version +
                 "; this netc-runtime reads format '" + kPlanFormat + "' version " +
                 std::to_string(kPlanVersion) +
                 (root.contains("format") ? ""
                                          : " (a network file is not a plan: plans are "
                                            "written by netc, see docs/plan-format.md)"));

  Plan plan;
  plan.path = path;
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
  return plan;
}

} // namespace

Plan parsePlan(const std::string &text, const std::string &path) {
  return PlanReader(path).read(text);
}

Plan readPlanFile(const std::string &path) {
  std::ifstream file(path, std::ios::binary);
  if (!file)
    throw PlanError(path + ": error: cannot open the plan file");
  std::ostringstream text;
  text << file.rdbuf();
  return parsePlan(text.str(), path);
}

} // namespace netc::runtime
