//===- PlanWeights.h - The weights a plan.json expects ----------*- C++ -*-===//
//
// The ExpectedWeight list of a plan (docs/plan-format.md), for bindWeights:
//
// - version 2: its "weights" array (entries with "derive" are skipped: the
//   runtime computes them from the others); an "oi" weight whose layer's
//   input is 4-D [n, h, w, c] gets flattenedFromHWC {h, w, c};
// - version 1 (no "weights"): derived from the layers: conv2d <layer>.filter
//   [cout, kh, kw, cin] "ohwi" and, unless "bias": false, <layer>.bias
//   [cout]; inner_product <layer>.filter [out, in] "oi" (+ bias [out]);
//   batch_norm gamma, beta, mean, var [c].
//
// Reads the JSON only (no dependency on the runtime's plan reader). Throws
// DataError naming the file and the layer or weight.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_DATA_PLANWEIGHTS_H
#define NETC_RUNTIME_DATA_PLANWEIGHTS_H

#include "data/Weights.h"

#include <nlohmann/json.hpp>

#include <string>
#include <vector>

namespace netc::data {

std::vector<ExpectedWeight> expectedWeightsFromPlan(const nlohmann::json &plan,
                                                    const std::string &path);
std::vector<ExpectedWeight> expectedWeightsFromPlanFile(const std::string &path);

} // namespace netc::data

#endif // NETC_RUNTIME_DATA_PLANWEIGHTS_H
