//===- PlanExecution.cpp - plan.json version 2: what runs on netc's kernels ===//
//
// The module, the weights (and the batch norms folded into them), the arena's
// tensor views, the launches in order and each layer's lowering, checked
// against the layers version 1 already read: every view inside the arena and
// shaped like the tensor it holds, every weight shaped for its layer, every
// launch's arguments in its kernel family's order.
//
// This file: the arena's views, each layer's lowering, and the order in
// which readExecution reads the sections; the weights are PlanWeights.cpp's,
// the launches PlanLaunches.cpp's.
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
  size_t element = size_t(plan.elementBytes());
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
  if (module.contains("arch_specific")) {
    if (!module.at("arch_specific").is_boolean())
      fail("module.arch_specific", "expected true or false, got " +
                                       describeJson(module.at("arch_specific")));
    m.archSpecific = module.at("arch_specific").get<bool>();
  }
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
