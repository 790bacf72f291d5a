//===- PlanExecution.cpp - plan.json version 2: what runs on netc's kernels ===//
//
// The module, the weights (and the batch norms folded into them), the arena's
// tensor views, the launches in order and each layer's lowering, checked
// against the layers version 1 already read: every view inside the arena and
// shaped like the tensor it holds, every weight shaped for its layer, every
// launch's arguments in its kernel family's order.
//
//===----------------------------------------------------------------------===//

#include "PlanReader.h"
#include "data/InputLimits.h"

namespace netc::runtime::detail {

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
                    "list of strings, got " + describeJson(value));
  return result;
}

TensorView PlanReader::tensorView(const json &value, const std::string &field,
                                  const Plan &plan) const {
  if (!value.is_object())
    fail(field, "expected a tensor view {offset, shape, pitch}, got " + describeJson(value));
  TensorView view;
  view.offset = integerField(value, "offset");
  if (view.offset < 0)
    fail(field + ".offset", "expected a byte offset >= 0, got " + describeJson(value.at("offset")));
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
  // Offsets and pitches come from the file; the span is computed with
  // checked arithmetic so that a wrapped sum cannot pass the arena check.
  std::optional<int64_t> span = 0;
  if (view.pixels() > 0) {
    span = checkedMul(view.pixels() - 1, view.pitch);
    span = span ? checkedAdd(*span, view.channels()) : std::nullopt;
    span = span ? checkedMul(*span, int64_t(element)) : std::nullopt;
  }
  std::optional<int64_t> checkedEnd = span ? checkedAdd(view.offset, *span) : std::nullopt;
  if (!checkedEnd)
    fail(field, "the view " + shapeText(view.shape) + " at offset " +
                    std::to_string(view.offset) + " with pitch " + std::to_string(view.pitch) +
                    " ends past 2^63 bytes");
  int64_t end = *checkedEnd;
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
    bool layerNormRole = layer.op == OpKind::LayerNorm &&
                         (weight.role == "gamma" || weight.role == "beta");
    if (layer.op == OpKind::LayerNorm && !layerNormRole)
      fail("role", "a layer_norm has weights gamma and beta only, got '" + weight.role + "'");
    if (layer.op == OpKind::LayerNorm && !layer.affine)
      fail("role", "layer_norm '" + layer.name + "' is not affine (affine false): it has no " +
                       weight.role);
    if (weight.role != "bias" && layer.op != OpKind::BatchNorm && !layerNormRole)
      fail("role", "a " + weight.role + " belongs to a batch_norm or layer_norm, '" +
                       layer.name + "' is " + opKindName(layer.op));
    expected = {channels};
    what = "the channels of '" + layer.name + "'";
  }
  if (weight.shape != expected)
    fail("shape", shapeText(weight.shape) + " does not match " + what + ": expected " +
                      shapeText(expected));
}

void PlanReader::readDerivation(const json &entry, PlanWeight &weight, const Plan &plan) const {
  if (!entry.is_object())
    fail("derive", "expected an object, got " + describeJson(entry));
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
               describeJson(value));
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
    fail("derive.epsilon", "expected a positive epsilon, got " + describeJson(entry.at("epsilon")));
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
  PlanWeight weight;
  weight.name = beginEntry(entry, "weights", index, "name", "weight");
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

/// Where the launches read so far left a layer's output: the `y` of the
/// last launch whose last layer it is, the network input's binding, an
/// alias's source. Empty where the reader cannot tell (a concatenation
/// written in place, a layer inside a fused launch).
std::optional<int64_t> PlanReader::producedOffset(size_t layer, const Plan &plan) const {
  const PlanLayer &producer = plan.layers[layer];
  if (producer.op == OpKind::Input) {
    for (const TensorBinding &binding : plan.inputs)
      if (binding.layerIndex == layer)
        return binding.tensor.offset;
    return std::nullopt;
  }
  for (size_t i = plan.launches.size(); i-- > 0;) {
    const PlanLaunch &launch = plan.launches[i];
    if (!launch.isCopy() && launch.layerIndices.back() == layer)
      return launch.args[launch.outputArg].tensor.offset;
  }
  if ((producer.op == OpKind::Reshape || producer.op == OpKind::Dropout) &&
      !producer.inputIndices.empty())
    return producedOffset(producer.inputIndices.front(), plan);
  return std::nullopt;
}

void PlanReader::checkCopyLaunch(PlanLaunch &launch, size_t index, Plan &plan) {
  if (launch.layerIndices.size() != 1 ||
      plan.layers[launch.layerIndices.front()].op != OpKind::Concat)
    fail("layers", "a copy launch (fused [\"copy\"]) computes exactly one concat layer, got " +
                       launch.layerText());
  size_t concatIndex = launch.layerIndices.front();
  PlanLayer &concat = plan.layers[concatIndex];
  const std::array<int64_t, 4> whole = nhwcOf(concat.outputShape);
  for (const Shape &input : concat.inputShapes) {
    std::array<int64_t, 4> in = nhwcOf(input);
    if (in[0] != whole[0] || in[1] != whole[1] || in[2] != whole[2])
      fail("layers", "concat '" + concat.name + "' does not join channels (axis " +
                         std::to_string(concat.axis) + "); a copy writes a channel slice");
  }
  if (launch.inputArgs.size() != 1)
    fail("args", "a copy launch has exactly one input tensor (the concat input it copies), got " +
                     std::to_string(launch.inputArgs.size()));
  std::string yField = "args[" + std::to_string(launch.outputArg) + "].tensor";
  std::string xField = "args[" + std::to_string(launch.inputArgs.front()) + "].tensor";
  const TensorView &y = launch.args[launch.outputArg].tensor;
  const TensorView &x = launch.args[launch.inputArgs.front()].tensor;
  std::array<int64_t, 4> slice = nhwcOf(y.shape);
  if (slice[0] != whole[0] || slice[1] != whole[1] || slice[2] != whole[2] || slice[3] > whole[3])
    fail(yField + ".shape", "the output view " + shapeText(y.shape) +
                                " is not a channel slice of the output " +
                                shapeText(concat.outputShape) + " of concat '" + concat.name +
                                "'");
  if (y.pitch != whole[3])
    fail(yField + ".pitch", "a copy writes a slice of concat '" + concat.name +
                                "''s buffer: pitch " + std::to_string(whole[3]) +
                                " (its channels), got " + std::to_string(y.pitch));

  // The copied input: a concat input that x holds and whose channels are the
  // slice's; then the one the launches so far left at x's offset; then the
  // one at the slice's channel offset if the buffer's start is known; then
  // one no earlier copy of this concat took; then the lowest index.
  int64_t element = plan.precision == Precision::BF16 || plan.precision == Precision::FP16 ? 2 : 4;
  std::vector<int64_t> channelOffset;
  int64_t channels = 0;
  for (const Shape &input : concat.inputShapes) {
    channelOffset.push_back(channels);
    channels += nhwcOf(input)[3];
  }
  std::optional<int64_t> knownStart;
  if (auto it = concatBufferStart.find(concatIndex); it != concatBufferStart.end())
    knownStart = it->second;
  for (const TensorBinding &binding : plan.outputs)
    if (binding.layerIndex == concatIndex)
      knownStart = binding.tensor.offset;
  std::vector<bool> copied(concat.inputShapes.size(), false);
  for (size_t earlier : concat.copyLaunches)
    copied[*plan.launches[earlier].copiedInput] = true;
  std::vector<size_t> candidates;
  std::string inputsText;
  for (size_t k = 0; k < concat.inputShapes.size(); ++k) {
    inputsText += (inputsText.empty() ? "" : ", ") + concat.inputs[k] + " " +
                  shapeText(concat.inputShapes[k]);
    if (holds(x, concat.inputShapes[k]) && nhwcOf(concat.inputShapes[k]) == slice)
      candidates.push_back(k);
  }
  if (candidates.empty())
    fail(xField + ".shape", "the copy's input view " + shapeText(x.shape) + " and output slice " +
                                shapeText(y.shape) + " fit none of concat '" + concat.name +
                                "''s inputs (" + inputsText + ")");
  auto narrow = [&](auto keep) {
    std::vector<size_t> kept;
    for (size_t k : candidates)
      if (keep(k))
        kept.push_back(k);
    if (!kept.empty())
      candidates = kept;
    return !kept.empty();
  };
  bool placed = narrow([&](size_t k) {
    std::optional<int64_t> offset = producedOffset(concat.inputIndices[k], plan);
    return offset && *offset == x.offset;
  });
  if (!placed && std::any_of(concat.inputIndices.begin(), concat.inputIndices.end(),
                             [&](size_t layer) { return producedOffset(layer, plan); })) {
    // Some inputs have a known place and x is at none of them: x may still
    // be an input whose place the reader cannot tell; keep only those.
    candidates.erase(std::remove_if(candidates.begin(), candidates.end(),
                                    [&](size_t k) {
                                      return producedOffset(concat.inputIndices[k], plan)
                                          .has_value();
                                    }),
                     candidates.end());
    if (candidates.empty())
      fail(xField + ".offset", "the copy's input at offset " + std::to_string(x.offset) +
                                   " is none of concat '" + concat.name +
                                   "''s inputs where the earlier launches left them");
  }
  if (knownStart &&
      !narrow([&](size_t k) { return y.offset == *knownStart + channelOffset[k] * element; }))
    fail(yField + ".offset", "offset " + std::to_string(y.offset) +
                                 " is not the channel offset of a matching input of concat '" +
                                 concat.name + "' in its buffer at byte " +
                                 std::to_string(*knownStart));
  narrow([&](size_t k) { return !copied[k]; });
  size_t k = candidates.front();
  if (copied[k])
    fail("layers", "input " + std::to_string(k) + " ('" + concat.inputs[k] + "') of concat '" +
                       concat.name + "' is copied twice");
  int64_t start = y.offset - channelOffset[k] * element;
  TensorView buffer{start, concat.outputShape, whole[3]};
  if (start < 0 || start + buffer.spanBytes(size_t(element)) > plan.arenaBytes)
    fail(yField + ".offset", "a copy of input " + std::to_string(k) + " ('" + concat.inputs[k] +
                                 "') at channel " + std::to_string(channelOffset[k]) +
                                 " puts concat '" + concat.name + "''s buffer at byte " +
                                 std::to_string(start) + ", outside the arena");
  concatBufferStart[concatIndex] = start;
  launch.copiedInput = k;
  launch.copiedLayer = concat.inputs[k];
  concat.copyLaunches.push_back(index);
}

void PlanReader::readLaunch(const json &entry, size_t index, Plan &plan) {
  PlanLaunch launch;
  launch.kernel = beginEntry(entry, "launches", index, "kernel", "launch");
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
      fail("tile", "expected a list of integers, got " + describeJson(tile));
    if (!tile.empty())
      launch.tile = integerList(tile, "tile", 0, 0, "a list of integers >= 0");
  }
  launch.grid = fixedList<3>(entry, "grid", 1, "[x, y, z] of positive integers");
  launch.block = fixedList<3>(entry, "block", 1, "[x, y, z] of positive integers");
  if (launch.grid[1] > 65535 || launch.grid[2] > 65535 || launch.grid[0] > INT32_MAX)
    fail("grid", "beyond CUDA's limits (x < 2^31, y and z <= 65535): " + describeJson(entry.at("grid")));
  if (launch.block[0] > 1024 || launch.block[1] > 1024 || launch.block[2] > 64 ||
      launch.block[0] * launch.block[1] * launch.block[2] > 1024)
    fail("block", "more than 1024 threads per block: " + describeJson(entry.at("block")));
  launch.sharedBytes = integerField(entry, "shared_bytes", 0);
  if (launch.sharedBytes < 0)
    fail("shared_bytes", "expected bytes >= 0, got " + std::to_string(launch.sharedBytes));
  if (entry.contains("fused") && !entry.at("fused").is_null())
    launch.fused = stringList(entry, "fused", true);
  if (entry.contains("predicted_ms") && !entry.at("predicted_ms").is_null()) {
    launch.predictedMs = numberField(entry, "predicted_ms");
    if (!(*launch.predictedMs >= 0))
      fail("predicted_ms", "expected a time of 0 ms or more, got " +
                               describeJson(entry.at("predicted_ms")));
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
      fail(field, "expected {role, tensor} or {role, weight} or null, got " + describeJson(value));
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
        fail(field + ".weight", "expected a weight name, got " + describeJson(value.at("weight")));
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
  if (launch.fused == std::vector<std::string>{"copy"})
    checkCopyLaunch(launch, index, plan);
  else
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
    fail("lowering", "expected an object, got " + describeJson(lowering));
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
    fail("module", "expected an object {source, header, cubin, ptx, arch}, got " + describeJson(module));
  PlanModule m;
  m.source = stringField(module, "source");
  m.header = stringField(module, "header");
  for (auto [field, target] : {std::pair{"cubin", &m.cubin}, std::pair{"ptx", &m.ptx}}) {
    if (!module.contains(field) || module.at(field).is_null())
      continue;
    if (!module.at(field).is_string())
      fail(std::string("module.") + field, "expected a file name or null, got " +
                                               describeJson(module.at(field)));
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
    fail("weights", "expected a list of weights, got " + describeJson(weights));
  for (size_t i = 0; i < weights.size(); ++i)
    readWeight(weights[i], i, plan);
  layerContext.clear();

  for (auto [field, target] :
       {std::pair{"inputs", &plan.inputs}, std::pair{"outputs", &plan.outputs}}) {
    const json &list = require(root, field);
    if (!list.is_array() || list.empty())
      fail(field, "expected a non-empty list of {layer, tensor}, got " + describeJson(list));
    for (size_t i = 0; i < list.size(); ++i) {
      std::string entryField = std::string(field) + "[" + std::to_string(i) + "]";
      if (!list[i].is_object())
        fail(entryField, "expected {layer, tensor}, got " + describeJson(list[i]));
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
      layerContext = "layer '" + layer.name + "' (layers[" + std::to_string(layerIndex) + "]): ";
      if (plan.launches[l].isCopy()) {
        // A concatenation with copies runs as its first copy launch (the
        // others, and producers writing in place, fill the remaining slices).
        size_t first = layer.copyLaunches.front();
        if (layer.lowering.kind != PlanLayer::Lowering::Kind::Kernel ||
            layer.lowering.launch != first)
          fail("lowering", "launches[" + std::to_string(l) + "] ('" + plan.launches[l].kernel +
                               "') copies an input of this concat, so its lowering is "
                               "{\"kind\": \"kernel\", \"launch\": " +
                               std::to_string(first) + "} (its first copy launch)");
        continue;
      }
      bool ok = (layer.lowering.kind == PlanLayer::Lowering::Kind::Kernel &&
                 layer.lowering.launch == l) ||
                layer.lowering.kind == PlanLayer::Lowering::Kind::Folded;
      if (!ok) {
        fail("lowering", "launches[" + std::to_string(l) + "] ('" + plan.launches[l].kernel +
                             "') computes this layer, but its lowering does not say "
                             "{\"kind\": \"kernel\", \"launch\": " + std::to_string(l) + "}");
      }
    }
  layerContext.clear();
}

} // namespace netc::runtime::detail
