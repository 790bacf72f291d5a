//===- CpuReference.h - A plan's forward pass on the CPU --------*- C++ -*-===//
//
// A slow, obvious forward pass over a plan's layers (plan.json version 1 or
// 2, docs/plan-format.md) with bound weights (bindWeights), one image at a
// time, NHWC, double accumulation. It checks the data path without a GPU:
// the IDX reader, the preprocessing and the weights' layout conversion give
// the framework's predictions (netc-data-inspect --reference). Ops: input,
// conv2d, max_pool, avg_pool, inner_product (activations none, relu, tanh,
// sigmoid), softmax, dropout and reshape (identity); others are a DataError.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_DATA_CPUREFERENCE_H
#define NETC_RUNTIME_DATA_CPUREFERENCE_H

#include "data/Weights.h"

#include <nlohmann/json.hpp>

#include <vector>

namespace netc::data {

/// The last layer's output (before softmax, which is skipped: the logits),
/// [images, classes], for `images` images in `input` (NHWC, the plan's input
/// shape without the batch).
std::vector<float> cpuForward(const nlohmann::json &plan, const BoundWeights &weights,
                              const std::vector<float> &input, int64_t images);

} // namespace netc::data

#endif
