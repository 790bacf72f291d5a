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
  int64_t element = plan.elementBytes();
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

/// The limits below are the driver's (cuTensorMapEncodeTiled and
/// cuTensorMapEncodeIm2col in cuda.h): a plan outside them is refused here,
/// naming the field, rather than by the driver when the maps are encoded.
PlanTensorMap PlanReader::tensorMap(const json &value, const std::string &field,
                                    const LaunchArgument &arg, const Plan &plan) const {
  if (!value.is_object())
    fail(field, "expected {mode, box, swizzle_bytes, ...}, got " + describeJson(value));
  PlanTensorMap map;
  std::string mode = stringField(value, "mode", std::string());
  if (mode == "tiled")
    map.mode = PlanTensorMap::Mode::Tiled;
  else if (mode == "im2col")
    map.mode = PlanTensorMap::Mode::Im2col;
  else
    fail(field + ".mode", "expected \"tiled\" or \"im2col\", got \"" + mode + "\"");
  const bool im2col = map.mode == PlanTensorMap::Mode::Im2col;
  if (im2col != (arg.kind == LaunchArgument::Kind::Tensor))
    fail(field + ".mode", im2col ? "an im2col map is of an activation ('tensor'), not a weight"
                                 : "a tiled map is of a weight, not an activation");
  const int64_t element = plan.elementBytes();
  std::vector<int64_t> box = integerList(require(value, "box"), field + ".box", 2, 1,
                                         "[inner, outer] of positive integers");
  map.box = {box[0], box[1]};
  const int64_t innerLimit = 256, outerLimit = im2col ? 1024 : 256;
  if (box[0] > innerLimit || box[1] > outerLimit)
    fail(field + ".box", std::string(im2col ? "an " : "a ") + mode + " map's box is at most [" +
                             std::to_string(innerLimit) + ", " + std::to_string(outerLimit) +
                             "], got " + describeJson(value.at("box")));
  if (box[0] * element % 16 != 0)
    fail(field + ".box", "the box's inner extent (" + std::to_string(box[0] * element) +
                             " bytes) is not a multiple of 16 bytes");
  map.swizzleBytes = integerField(value, "swizzle_bytes", int64_t(0));
  if (map.swizzleBytes != 0 && map.swizzleBytes != 32 && map.swizzleBytes != 64 &&
      map.swizzleBytes != 128)
    fail(field + ".swizzle_bytes", "expected 0, 32, 64 or 128, got " +
                                       std::to_string(map.swizzleBytes));
  if (map.swizzleBytes != 0 && box[0] * element > map.swizzleBytes)
    fail(field + ".box", "the box's inner extent (" + std::to_string(box[0] * element) +
                             " bytes) is wider than the swizzle's " +
                             std::to_string(map.swizzleBytes));
  if (!im2col) {
    for (const char *only : {"lower_corner", "upper_corner", "element_strides"})
      if (value.contains(only))
        fail(field + "." + only, "only an im2col map has it");
    // The weight as [rows][taps][channels]: its channel stride is the
    // map's first stride, a multiple of 16 bytes.
    const PlanWeight &weight = plan.weights[arg.weightIndex];
    if (weight.shape.size() < 2 || weight.shape.back() * element % 16 != 0)
      fail(field, "weight '" + weight.name + "' " + shapeText(weight.shape) +
                      ": a tiled map reads it as [rows][taps][channels], and its channels are "
                      "not a multiple of 16 bytes, as the map's strides must be");
    return map;
  }
  auto pair = [&](const char *name, int64_t minimum, int64_t maximum) {
    const std::string what = "[w, h], each from " + std::to_string(minimum) + " to " +
                             std::to_string(maximum);
    std::vector<int64_t> values =
        integerList(require(value, name), field + "." + name, 2, minimum, what);
    for (int64_t v : values)
      if (v > maximum)
        fail(field + "." + name, "expected " + what + ", got " + describeJson(value.at(name)));
    return std::array<int64_t, 2>{values[0], values[1]};
  };
  // A 4-D im2col map's corners are signed 8-bit; element strides 1 to 8.
  map.lowerCorner = pair("lower_corner", -128, 127);
  map.upperCorner = pair("upper_corner", -128, 127);
  map.elementStrides = pair("element_strides", 1, 8);
  const std::array<int64_t, 4> x = nhwcOf(arg.tensor.shape);
  if (arg.tensor.pitch * element % 16 != 0 || arg.tensor.offset % 16 != 0)
    fail(field, "the view (offset " + std::to_string(arg.tensor.offset) + ", pitch " +
                    std::to_string(arg.tensor.pitch) +
                    ") is not 16-byte aligned, as an im2col map's address and strides must be");
  if (x[2] - 1 + map.upperCorner[0] < map.lowerCorner[0] ||
      x[1] - 1 + map.upperCorner[1] < map.lowerCorner[1])
    fail(field, "the corners leave no window in the " + shapeText(arg.tensor.shape) + " input");
  return map;
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
    if (value.contains("tensor_map") && !value.at("tensor_map").is_null()) {
      if (arg.kind == LaunchArgument::Kind::Null)
        fail(field + ".tensor_map", "a tensor map needs the argument's tensor or weight");
      if (arg.role == "y")
        fail(field + ".tensor_map", "the output is written through a pointer, not a map");
      arg.map = tensorMap(value.at("tensor_map"), field + ".tensor_map", arg, plan);
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
