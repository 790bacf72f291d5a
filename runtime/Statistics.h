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

//===-- Kernel-only timing (GraphTimer.h does the GPU side) ---------------===//

/// How times are taken. Graph: the launches captured in a CUDA graph and
/// replayed (kernel-only). Events: CUDA events around each eager call (the
/// old method; host-inclusive: a library call's host work lands inside).
enum class TimingMethod { Graph, Events };

/// "graph" / "events".
const char *timingMethodName(TimingMethod method);
/// Parses "graph" or "events"; throws std::invalid_argument naming the value.
TimingMethod parseTimingMethod(const std::string &text);

/// What the user asked for with --timing, --iterations, --warmup and
/// --launches-per-replay.
struct TimingOptions {
  TimingMethod method = TimingMethod::Graph;
  int replays = 10;          ///< --iterations: timed replays (events: timed calls)
  int warmupReplays = 2;     ///< --warmup: untimed replays first (events: calls)
  int launchesPerReplay = 20; ///< --launches-per-replay: launches in one graph
};

/// The fewest launches a replay should hold and the fewest replays a
/// summary should have for a reported number (docs/runtime.md).
inline constexpr int kMinReportedLaunchesPerReplay = 20;
inline constexpr int kMinReportedReplays = 5;

/// Checks the options: throws std::invalid_argument on values that cannot
/// work (no replays, negative warm-up, no launches), and returns warnings
/// (one a line) for values that work but do not give reportable numbers.
std::vector<std::string> validateTimingOptions(const TimingOptions &options);

/// Per-launch times from replay times: each replay's time divided by the
/// launches it holds, summarised over replays. Throws std::invalid_argument
/// when `launchesPerReplay` is 0.
TimingSummary perLaunchSummary(const std::vector<double> &replayMs, size_t launchesPerReplay);

/// Launches in one replay of a layer with `slots` rotation copies: at least
/// the requested count and a multiple of the copies, so that a replay touches
/// every copy equally often and its working set exceeds twice the L2.
size_t launchesForRotation(size_t requestedLaunches, size_t slots);

/// Whole passes in one replay when a pass holds `launchesPerPass` launches:
/// enough passes that the replay holds at least `requestedLaunches`.
size_t passesPerReplay(size_t launchesPerPass, size_t requestedLaunches);

/// The GPU work one replay should hold at least, in ms, so that the graph
/// launch's own overhead (microseconds a replay) stays under 1%.
inline constexpr double kMinReplayMs = 2.0;

/// Launches a replay of a long kernel needs (calibrate's GEMMs and sweep):
/// the requested count, or fewer when `firstRunMs` x launches already passes
/// kMinReplayMs, but never below `minimum` (one launch per rotation copy) or
/// 1. A non-positive `firstRunMs` (unknown) gives the requested count.
size_t launchesForDuration(double firstRunMs, size_t requestedLaunches, size_t minimum);

/// The sentence a report states its timing method with, e.g. "kernel-only:
/// CUDA graph, 20 launches/replay, median of 5 replays after 2 warm-up
/// replays, inputs rotated past 2xL2 (up to 32 slots)". `cache` names how L2
/// reuse between launches was prevented.
std::string describeTiming(const TimingOptions &options, const std::string &cache);

} // namespace netc::runtime

#endif // NETC_RUNTIME_STATISTICS_H
