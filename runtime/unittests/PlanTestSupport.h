//===- PlanTestSupport.h - Plans for the plan reader's tests ----*- C++ -*-===//
//
// Shared by PlanReaderTest.cpp (version 1) and PlanReaderV2Test.cpp
// (version 2): a small valid plan, the message a plan's parse produces, and
// a layer by name.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_UNITTESTS_PLANTESTSUPPORT_H
#define NETC_RUNTIME_UNITTESTS_PLANTESTSUPPORT_H

#include "Plan.h"

#include <nlohmann/json.hpp>

#include <stdexcept>
#include <string>

namespace netc::runtime::testing {

using json = nlohmann::json;

/// input [2, 8, 8, 3] -> conv 3x3x3x4 pad 1 relu -> max pool 2x2 -> fc 5 -> softmax.
inline json smallPlan() {
  return json::parse(R"({
    "format": "netc-plan", "version": 1, "network": "small", "batch": 2,
    "precision": "fp32", "layout": "nhwc", "device": "h100", "model": "netc",
    "layers": [
      {"name": "data", "op": "input", "inputs": [], "output_shape": [2, 8, 8, 3]},
      {"name": "conv1", "op": "conv2d", "inputs": ["data"],
       "input_shapes": [[2, 8, 8, 3]], "output_shape": [2, 8, 8, 4],
       "filter": [3, 3, 3, 4], "strides": [1, 1], "pad": [1, 1, 1, 1],
       "activation": "relu", "bias": true, "backward_data_needed": false,
       "predicted": {"forward": {"ms": 0.5, "algorithm": "implicit_gemm"},
                     "backward_data": null,
                     "backward_filter": {"ms": 0.75}}},
      {"name": "pool1", "op": "max_pool", "inputs": ["conv1"],
       "input_shapes": [[2, 8, 8, 4]], "output_shape": [2, 4, 4, 4],
       "ksize": [2, 2], "strides": [2, 2], "pad": [0, 0, 0, 0]},
      {"name": "fc1", "op": "inner_product", "inputs": ["pool1"],
       "input_shapes": [[2, 4, 4, 4]], "output_shape": [2, 5], "num_outputs": 5},
      {"name": "prob", "op": "softmax", "inputs": ["fc1"],
       "input_shapes": [[2, 5]], "output_shape": [2, 5], "num_classes": 5}
    ]})");
}

/// The message parsing `plan` produces, or "" when it parses.
inline std::string errorOf(const json &plan) {
  try {
    parsePlan(plan.dump(), "plan.json");
  } catch (const PlanError &error) {
    return error.what();
  }
  return "";
}

inline json &layer(json &plan, const std::string &name) {
  for (json &entry : plan["layers"])
    if (entry["name"] == name)
      return entry;
  throw std::logic_error("no layer " + name);
}

} // namespace netc::runtime::testing

#endif // NETC_RUNTIME_UNITTESTS_PLANTESTSUPPORT_H
