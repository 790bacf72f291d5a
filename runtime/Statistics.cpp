//===- Statistics.cpp - Timing statistics and model error -----------------===//

#include "Statistics.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <stdexcept>

namespace netc::runtime {

static double medianOfSorted(const std::vector<double> &sorted) {
  size_t n = sorted.size();
  return n % 2 ? sorted[n / 2] : 0.5 * (sorted[n / 2 - 1] + sorted[n / 2]);
}

TimingSummary summarizeTimings(std::vector<double> samples) {
  if (samples.empty())
    throw std::invalid_argument("no timing samples to summarise");
  for (double sample : samples)
    if (std::isnan(sample))
      throw std::invalid_argument("a timing sample is NaN");
  std::sort(samples.begin(), samples.end());
  TimingSummary summary;
  summary.count = samples.size();
  summary.median = medianOfSorted(samples);
  summary.min = samples.front();
  summary.max = samples.back();
  summary.mean = std::accumulate(samples.begin(), samples.end(), 0.0) / samples.size();
  return summary;
}

double errorPercent(double predicted, double measured) {
  if (!(measured > 0))
    return std::nan("");
  return std::fabs(predicted - measured) / measured * 100.0;
}

ErrorSummary summarizeErrors(const std::vector<LayerTime> &times) {
  ErrorSummary summary;
  std::vector<double> errors;
  for (const LayerTime &time : times) {
    double error = errorPercent(time.predictedMs, time.measuredMs);
    if (std::isnan(error))
      continue;
    errors.push_back(error);
    summary.predictedSumMs += time.predictedMs;
    summary.measuredSumMs += time.measuredMs;
    if (errors.size() == 1 || error > summary.worstPercent) {
      summary.worstPercent = error;
      summary.worstLayer = time.layer;
    }
  }
  summary.layers = errors.size();
  if (errors.empty())
    return summary;
  summary.meanPercent = std::accumulate(errors.begin(), errors.end(), 0.0) / errors.size();
  std::sort(errors.begin(), errors.end());
  summary.medianPercent = medianOfSorted(errors);
  summary.sumErrorPercent = errorPercent(summary.predictedSumMs, summary.measuredSumMs);
  return summary;
}

size_t rotationSlots(uint64_t workingSetBytes, uint64_t l2Bytes, size_t maxSlots) {
  if (maxSlots <= 1 || workingSetBytes == 0)
    return 1;
  uint64_t target = 2 * l2Bytes;
  uint64_t needed = (target + workingSetBytes - 1) / workingSetBytes;
  // A power of two, so that every layer's copy count divides the largest
  // one and iteration i mod copies cycles cleanly for all of them.
  size_t slots = 1;
  while (slots < needed && slots * 2 <= maxSlots)
    slots *= 2;
  return slots;
}

} // namespace netc::runtime
