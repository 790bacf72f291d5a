//===- Profiler.h - Time every layer and pass, and the full pass -*- C++ -*-===//
//
// For each layer: cuDNN's algorithm choices, then every pass the run covers
// timed with CUDA events around that pass alone (warm-up runs first, then N
// timed runs over rotating buffers), under the heuristic's and under the
// exhaustive search's algorithm. Then the network end to end, as
// convnet-benchmarks reports it: forward, backward (data + filter), total.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_PROFILER_H
#define NETC_RUNTIME_PROFILER_H

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
  int iterations = 20;
  int warmup = 5;
};

struct PassResult {
  Pass pass = Pass::Forward;
  std::optional<PredictedPass> predicted;
  bool hasAlgorithmChoice = false;
  AlgorithmChoice heuristicAlgorithm, findAlgorithm;
  std::optional<TimingSummary> heuristic; ///< timed with the heuristic's algorithm
  std::optional<TimingSummary> find;      ///< timed with find's: the measurement
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

struct FullPassResult {
  bool measured = false;
  std::string failure;
  TimingSummary forward;
  std::optional<TimingSummary> backward; ///< data + filter of every layer
  std::optional<TimingSummary> total;
};

struct ProfileResult {
  std::vector<LayerResult> layers;
  FullPassResult fullPass;
  int iterations = 0;
  int warmup = 0;
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
