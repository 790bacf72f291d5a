//===- PlanLaunches.cpp - plan.json version 2: launches -------------------===//
//
// Each launch's tensors against the layer it runs, its arguments in its
// kernel family's order, and the copies that assemble a concatenation.
//
//===----------------------------------------------------------------------===//

#include "PlanReader.h"
#include "data/InputLimits.h"

namespace netc::runtime::detail {

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

} // namespace netc::runtime::detail
