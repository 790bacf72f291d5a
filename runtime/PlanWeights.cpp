//===- PlanWeights.cpp - plan.json version 2: weights ---------------------===//
//
// Each weight's shape against its layer, and the derivations that fold a
// batch norm into the convolution before it.
//
//===----------------------------------------------------------------------===//

#include "PlanReader.h"
#include "data/InputLimits.h"

namespace netc::runtime::detail {

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
    } else if (layer.op == OpKind::MatMul) {
      expected = {layer.numOutputs, layer.inputShapes[0].back()};
      what = "[num_outputs, features] of matmul '" + layer.name + "'";
    } else {
      fail("layer", "a filter belongs to a conv2d, inner_product or matmul, '" + layer.name +
                        "' is " + opKindName(layer.op));
    }
    if (weight.layout != (layer.op == OpKind::Conv2D ? "ohwi" : "oi"))
      fail("layout", std::string("a filter of ") + opKindName(layer.op) + " has layout '" +
                         (layer.op == OpKind::Conv2D ? "ohwi" : "oi") + "', got '" +
                         weight.layout + "'");
  } else {
    if (weight.layout != "c")
      fail("layout", "a " + weight.role + " has layout 'c', got '" + weight.layout + "'");
    bool linear = layer.op == OpKind::InnerProduct || layer.op == OpKind::MatMul;
    int64_t channels = layer.op == OpKind::Conv2D ? layer.filter[3]
                       : linear                   ? layer.numOutputs
                                                  : nhwcOf(layer.outputShape)[3];
    if (weight.role == "bias" && layer.op != OpKind::Conv2D && !linear)
      fail("role", "a bias belongs to a conv2d, inner_product or matmul, '" + layer.name +
                       "' is " + opKindName(layer.op));
    bool layerNormRole = layer.op == OpKind::LayerNorm &&
                         (weight.role == "gamma" || weight.role == "beta");
    if (layer.op == OpKind::LayerNorm && !layerNormRole)
      fail("role", "a layer_norm has weights gamma and beta only, got '" + weight.role + "'");
    if (layer.op == OpKind::LayerNorm && !layer.affine)
      fail("role", "layer_norm '" + layer.name + "' is not affine (affine false): it has no " +
                       weight.role);
    // A binary layer's constant operand (a layer scale) is its gamma.
    bool scaleRole = layer.op == OpKind::Binary && weight.role == "gamma";
    if (scaleRole && layer.constantShape.empty())
      fail("role", "binary '" + layer.name + "' has no constant operand (constant_shape): it "
                   "has no gamma");
    if (weight.role != "bias" && layer.op != OpKind::BatchNorm && !layerNormRole && !scaleRole)
      fail("role", "a " + weight.role + " belongs to a batch_norm, a layer_norm or a binary "
                   "layer's constant, '" + layer.name + "' is " + opKindName(layer.op));
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

} // namespace netc::runtime::detail
