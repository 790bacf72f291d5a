//===- Profiler.h - Time every layer and pass, and the full pass -*- C++ -*-===//
//
// For each layer: cuDNN's algorithm choices, then every pass the run covers
// timed kernel-only (GraphTimer.h: the pass enqueued L times over rotating
// buffers, captured in a CUDA graph, median of R replays), under the
// heuristic's and under the exhaustive search's algorithm. Then the network
// end to end, each as one CUDA graph: the forward pass, and the training step
// (forward, then every layer's backward filter and data in reverse order).
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_PROFILER_H
#define NETC_RUNTIME_PROFILER_H

#include "GraphTimer.h"
#include "Network.h"
#include "Statistics.h"

#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace netc::runtime {

struct ProfileOptions {
  bool reportForward = true;  ///< rows of forward passes
  bool reportBackward = true; ///< rows of backward passes (gradients allocated)
  TimingOptions timing;
};

struct PassResult {
  Pass pass = Pass::Forward;
  std::optional<PredictedPass> predicted;
  bool hasAlgorithmChoice = false;
  AlgorithmChoice heuristicAlgorithm, findAlgorithm;
  std::optional<TimingSummary> heuristic; ///< timed with the heuristic's algorithm
  std::optional<TimingSummary> find;      ///< timed with find's: the measurement
  std::optional<TimingSummary> hostPerCall; ///< host ms of one eager call (find's)
  /// The library's call alone, find's algorithm, where the pass adds the
  /// runtime's own kernels (LayerRunner::addsRuntimeKernels).
  std::optional<TimingSummary> libraryCall;
  size_t launchesPerReplay = 0;           ///< L of find's measurement
  std::string failure;                    ///< why there is no measurement

  /// The measured time the model is judged against: find's choice (for
  /// layers without algorithms, the one implementation).
  double measuredMs() const;
  double errorPercent() const;
};

struct LayerResult {
  std::string name;
  std::string op;
  std::vector<PassResult> passes;
};

/// The network end to end, each a CUDA graph of whole passes (as many per
/// replay as make at least --launches-per-replay layer passes).
struct FullPassResult {
  bool measured = false;
  std::string failure;
  TimingSummary forward;                    ///< ms per forward pass
  std::optional<TimingSummary> forwardHost; ///< host ms to enqueue one forward pass
  size_t forwardCalls = 0;                  ///< layer passes in one forward pass
  size_t forwardPassesPerReplay = 0;
  /// Forward, then backward filter and data of every layer in reverse order.
  std::optional<TimingSummary> trainingStep;
  std::optional<TimingSummary> trainingStepHost;
  size_t trainingStepCalls = 0;
  size_t trainingStepsPerReplay = 0;
  std::string trainingStepFailure; ///< why the training step has no time
};

struct ProfileResult {
  std::vector<LayerResult> layers;
  FullPassResult fullPass;
  TimingOptions timing;
  size_t maxRotationSlots = 1; ///< the most copies any layer rotates through
  /// Sums over layers of predicted and measured ms per pass, and the
  /// per-pass error summaries, indexed by Pass.
  double predictedSum[3] = {0, 0, 0};
  double measuredSum[3] = {0, 0, 0};
  ErrorSummary errors[3];
  size_t failures = 0;
};

/// Profiles every layer; progress lines go to `progress` (stderr).
ProfileResult profileNetwork(Network &network, const ExecutionContext &context,
                             const ProfileOptions &options, std::ostream &progress);

} // namespace netc::runtime

#endif // NETC_RUNTIME_PROFILER_H
