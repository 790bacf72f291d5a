//===- Statistics.h - Timing statistics and model error ---------*- C++ -*-===//
//
// The arithmetic behind every number netc-runtime prints: a timing summary
// (median, min, max) of repeated runs, the model's error against a
// measurement, the per-pass error summary, and how many buffer copies make a
// layer's working set exceed the L2 cache. Plain C++ so that it is
// unit-tested without a GPU.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_STATISTICS_H
#define NETC_RUNTIME_STATISTICS_H

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace netc::runtime {

/// Repeated timings of one piece of work, in milliseconds.
struct TimingSummary {
  size_t count = 0;
  double median = 0;
  double min = 0;
  double max = 0;
  double mean = 0;
};

/// Summarises samples; the median of an even count is the mean of the two
/// middle samples. Throws std::invalid_argument on no samples or a NaN.
TimingSummary summarizeTimings(std::vector<double> samples);

/// |predicted - measured| / measured, in percent; NaN when measured <= 0.
double errorPercent(double predicted, double measured);

/// One layer's predicted and measured time for a pass.
struct LayerTime {
  std::string layer;
  double predictedMs = 0;
  double measuredMs = 0;
};

/// How well the model did on one pass over the whole network.
struct ErrorSummary {
  size_t layers = 0;             ///< layers with a prediction and a measurement
  double medianPercent = 0;      ///< of the per-layer errors
  double meanPercent = 0;
  double worstPercent = 0;
  std::string worstLayer;
  double predictedSumMs = 0;
  double measuredSumMs = 0;
  double sumErrorPercent = 0;    ///< error of the network sum
};

/// Summarises per-layer errors; layers whose measurement is not positive are
/// left out (their error is undefined).
ErrorSummary summarizeErrors(const std::vector<LayerTime> &times);

/// Buffer copies to rotate through so that `slots * workingSetBytes` is at
/// least twice the L2 cache: a layer then never finds its operands left in
/// L2 by the previous iteration. The smallest power of two that does, at
/// most the largest power of two <= `maxSlots`.
size_t rotationSlots(uint64_t workingSetBytes, uint64_t l2Bytes, size_t maxSlots);

} // namespace netc::runtime

#endif // NETC_RUNTIME_STATISTICS_H
