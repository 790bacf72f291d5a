//===- MemoryPlan.h - Inference and training memory -------------*- C++ -*-===//
//
// Inference: every layer's output is a buffer that lives from the layer that
// writes it to the last layer that reads it (network outputs to the end);
// buffers whose lifetimes do not overlap can share memory, so the activation
// memory needed is the largest sum of live buffers at any step.
//
// Training: the forward pass keeps every output for the backward pass, and
// the weights have gradients. The gradient of a layer's output is written by
// the backward step of its last reader and consumed by its own backward step,
// so gradient buffers are live over the same intervals as the forward
// buffers (network inputs get no gradient).
//
//===----------------------------------------------------------------------===//

#ifndef NETC_ANALYSIS_MEMORYPLAN_H
#define NETC_ANALYSIS_MEMORYPLAN_H

#include "Analysis/NetworkStatistics.h"

namespace netc {

class MemoryPlan {
public:
  explicit MemoryPlan(const NetworkStatistics &statistics);

  /// Bytes of activations live while layer `index` runs (its inputs and its
  /// output included).
  int64_t getLiveBytesAt(size_t index) const { return liveBytes[index]; }

  /// Peak activation bytes at inference, buffers reused by liveness.
  int64_t getPeakActivationBytes() const { return peakBytes; }
  /// The layer at which that peak occurs.
  size_t getPeakLayer() const { return peakLayer; }
  /// Weights plus the peak activations.
  int64_t getInferenceBytes() const;

  /// Weights + weight gradients + every kept activation + the peak of live
  /// activation gradients during the backward pass.
  int64_t getTrainingBytes() const;
  int64_t getPeakGradientBytes() const { return peakGradientBytes; }

private:
  const NetworkStatistics &statistics;
  std::vector<int64_t> liveBytes;
  int64_t peakBytes = 0;
  size_t peakLayer = 0;
  int64_t peakGradientBytes = 0;
};

} // namespace netc

#endif // NETC_ANALYSIS_MEMORYPLAN_H
