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

const char *timingMethodName(TimingMethod method) {
  return method == TimingMethod::Graph ? "graph" : "events";
}

TimingMethod parseTimingMethod(const std::string &text) {
  if (text == "graph")
    return TimingMethod::Graph;
  if (text == "events")
    return TimingMethod::Events;
  throw std::invalid_argument("--timing expects graph or events, got '" + text + "'");
}

std::vector<std::string> validateTimingOptions(const TimingOptions &options) {
  if (options.replays < 1)
    throw std::invalid_argument("--iterations must be at least 1 (timed replays), got " +
                                std::to_string(options.replays));
  if (options.warmupReplays < 0)
    throw std::invalid_argument("--warmup must be at least 0, got " +
                                std::to_string(options.warmupReplays));
  if (options.launchesPerReplay < 1)
    throw std::invalid_argument("--launches-per-replay must be at least 1, got " +
                                std::to_string(options.launchesPerReplay));
  std::vector<std::string> warnings;
  if (options.method == TimingMethod::Events)
    warnings.push_back("--timing events: CUDA events around each eager call include the "
                       "library's host work; these times are host-inclusive, not kernel-only");
  else if (options.launchesPerReplay < kMinReportedLaunchesPerReplay)
    warnings.push_back("--launches-per-replay " + std::to_string(options.launchesPerReplay) +
                       " is below " + std::to_string(kMinReportedLaunchesPerReplay) +
                       ": the graph launch's own overhead is spread over few launches; do "
                       "not report these numbers");
  if (options.replays < kMinReportedReplays)
    warnings.push_back("--iterations " + std::to_string(options.replays) + " is below " +
                       std::to_string(kMinReportedReplays) +
                       ": a median of so few samples is not a reportable number");
  return warnings;
}

TimingSummary perLaunchSummary(const std::vector<double> &replayMs, size_t launchesPerReplay) {
  if (launchesPerReplay == 0)
    throw std::invalid_argument("a replay with no launches has no per-launch time");
  std::vector<double> perLaunch;
  perLaunch.reserve(replayMs.size());
  for (double ms : replayMs)
    perLaunch.push_back(ms / double(launchesPerReplay));
  return summarizeTimings(std::move(perLaunch));
}

size_t launchesForRotation(size_t requestedLaunches, size_t slots) {
  slots = std::max<size_t>(slots, 1);
  size_t launches = std::max<size_t>({requestedLaunches, slots, 1});
  // A multiple of the copies, so that every copy runs equally often.
  return (launches + slots - 1) / slots * slots;
}

size_t passesPerReplay(size_t launchesPerPass, size_t requestedLaunches) {
  if (launchesPerPass == 0)
    return 1;
  return std::max<size_t>(1, (requestedLaunches + launchesPerPass - 1) / launchesPerPass);
}

size_t launchesForDuration(double firstRunMs, size_t requestedLaunches, size_t minimum) {
  size_t launches = std::max<size_t>(requestedLaunches, 1);
  if (firstRunMs > 0) {
    double needed = std::ceil(kMinReplayMs / firstRunMs);
    if (needed < double(launches))
      launches = std::max<size_t>(1, size_t(needed));
  }
  return std::max<size_t>(launches, minimum);
}

std::string describeTiming(const TimingOptions &options, const std::string &cache) {
  if (options.method == TimingMethod::Events)
    return "host-inclusive (--timing events): CUDA events around each eager call, median of " +
           std::to_string(options.replays) + " calls after " +
           std::to_string(options.warmupReplays) + " warm-up calls; " + cache;
  return "kernel-only: CUDA graph, " + std::to_string(options.launchesPerReplay) +
         " launches/replay, median of " + std::to_string(options.replays) + " replays after " +
         std::to_string(options.warmupReplays) + " warm-up replays; " + cache;
}

} // namespace netc::runtime
