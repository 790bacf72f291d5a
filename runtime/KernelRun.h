//===- KernelRun.h - `netc-runtime run`: check and time netc's kernels -*- C++ -*-===//
//
// A version-2 plan end to end:
//
//   1. memory plan (arena + weights + the largest launch's cuDNN reference +
//      workspace + reserve) against the free memory: out of memory stops
//      before anything is allocated;
//   2. the arena (poisoned: 0xFF bytes), weights from a WeightSource (derived
//      ones folded on the host), the module (cubin, PTX JIT or NVRTC);
//   3. one whole forward pass on random network inputs from the poisoned
//      arena: every network output must be NaN-free (every element of every
//      intermediate written, concatenation slices included);
//   4. per launch: the check against cuDNN on fresh random inputs
//      (LaunchCheck.h), then our kernel and cuDNN's reference timed side by
//      side, kernel-only (GraphTimer.h, CachePolicy::Flush: L launches in one
//      CUDA graph, a read-only 2 x L2 sweep before each whose time is
//      excluded, median over replays), each with its host ms per eager call;
//      with checking on, a launch that could not be checked (no reference)
//      fails the run (CheckAccounting.h);
//   5. the whole forward pass, ours and the reference's over the same
//      launches, each one CUDA graph of whole passes; images/s.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_KERNELRUN_H
#define NETC_RUNTIME_KERNELRUN_H

#include "CheckAccounting.h"
#include "Workspace.h"
#include "Classify.h"
#include "ClockReadings.h"
#include "Device.h"
#include "EngineCache.h"
#include "GraphTimer.h"
#include "KernelNetwork.h"
#include "LaunchCheck.h"
#include "Statistics.h"

#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace netc::runtime {

struct RunOptions {
  bool check = true;
  bool timeCudnn = true;  ///< cuDNN's time per launch beside ours
  TimingOptions timing;
  LoadRoute route = LoadRoute::Auto;
  uint64_t seed = 1;
  size_t workspaceLimit = kAutomaticWorkspace; ///< --workspace-mb; resolved on the device
  /// The cuDNN path the launches are checked and timed against.
  Reference reference = Reference::Graph;
  /// --engine-search: engine configs the graph reference times (0: all).
  int engineSearchLimit = 0;
  bool graphPooling = false; ///< --graph-pooling
  std::string engineCachePath; ///< --engine-cache (EngineCache.h); empty: none
  /// --dataset: classify these images on our kernels and through cuDNN
  /// (Classify.h) after the first forward pass; null: no dataset.
  const DatasetInput *dataset = nullptr;
};

struct LaunchResult {
  size_t index = 0;
  std::string kernel, layers, op, variant, tile, fused;
  std::optional<double> predictedMs;
  std::optional<TimingSummary> ours, cudnn;
  std::optional<TimingSummary> oursHost, cudnnHost; ///< host ms per eager call
  /// The SM clock while ours and the reference were timed (ClockSampler.h);
  /// none where it was not sampled.
  std::optional<ClockReading> oursClock, cudnnClock;
  std::string cudnnAlgorithms;
  CheckResult check;
  std::string failure;     ///< our launch (or its check) failed
  std::string unchecked;   ///< checking on and no check ran: why (a failure)
  std::string cudnnFailure; ///< cuDNN's reference could not be timed (no time, not a failure)
  /// cuDNN / ours (> 1: ours is faster); NaN without both times.
  double speedup() const;
  /// Our launch ran and, unless --no-check, was checked and agreed.
  bool passed() const {
    return failure.empty() && unchecked.empty() && (!check.ran || check.passed);
  }
};

struct RunResult {
  std::string planPath;
  const Plan *plan = nullptr;
  DeviceInfo device;
  RunOptions options;
  std::string module;                    ///< how the module was loaded
  std::vector<std::string> moduleNotes;  ///< routes not taken
  std::string weights;                   ///< the weight source
  KernelMemoryPlan memory;
  std::vector<LaunchResult> launches;
  std::optional<TimingSummary> network;  ///< whole forward on our kernels
  std::optional<TimingSummary> networkHost; ///< host ms to enqueue it eagerly
  /// The reference's forward over the same launches, one graph, each launch
  /// on its own buffers (not chained); failure says why it has no time.
  std::optional<TimingSummary> cudnnNetwork;
  std::optional<TimingSummary> cudnnNetworkHost;
  std::string cudnnNetworkFailure;
  size_t passesPerReplay = 0;           ///< whole forward passes in one replay
  double imagesPerSecond = 0;
  std::string networkOutputFailure;      ///< NaN left in a network output
  std::optional<ClassifyResult> classify; ///< --dataset
  size_t convLaunches = 0;
  double convGeomeanSpeedup = 0;         ///< geometric mean of cudnn/ours over conv launches
  double oursSumMs = 0, cudnnSumMs = 0, predictedSumMs = 0;
  CheckAccount checks; ///< launches checked, unchecked, failed
  std::string command;
  /// --engine-cache: what the graph reference took from it.
  std::optional<EngineCacheSummary> engineCache;
  /// The clock sampler's period and the device's maximum SM clock, or why
  /// the clock was not sampled (then the launches carry no clock).
  std::string clockUnavailable;
  unsigned maxSmMhz = 0;
  int clockPeriodMs = 0;

  /// Failed launches (failed, unchecked or disagreeing) and a network
  /// output left unwritten: `run` exits non-zero unless this is 0.
  size_t failures() const {
    return checks.failedLaunches + (networkOutputFailure.empty() ? 0 : 1);
  }
};

/// Runs the plan; progress on `progress`. Throws RuntimeError on what stops
/// the whole run (no memory, no module, a kernel that faulted the GPU).
RunResult runKernelPlan(const Plan &plan, const DeviceInfo &device, const RunOptions &options,
                        WeightSource &weights, std::ostream &progress);

/// Only our kernels' times per launch (no check, no cuDNN): the "ours"
/// column of `netc-runtime profile` on a version-2 plan.
std::vector<LaunchResult> timeKernelLaunches(const Plan &plan, const DeviceInfo &device,
                                             const RunOptions &options, std::ostream &progress,
                                             std::string *moduleDescription = nullptr);

void printRunText(const RunResult &result, std::ostream &out);
void printRunJson(const RunResult &result, std::ostream &out);

} // namespace netc::runtime

#endif // NETC_RUNTIME_KERNELRUN_H
