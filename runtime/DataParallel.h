//===- DataParallel.h - The plan's training step on every GPU ---*- C++ -*-===//
//
// `netc-runtime train-dp PLAN --gpus 1,2,4,8 --bucket-mb 25`: data-parallel
// training of the plan on N GPUs of this machine, one thread per GPU, each
// with its own libraries' handles, Network (the plan at its batch: the batch
// per GPU) and communicator (ncclCommInitAll). A step is
//
//   forward; backward layer by layer in reverse order (filter, then data
//   gradient); after the backward pass of the layer that completes a
//   gradient bucket, an event on the compute stream, which the communication
//   stream waits for before the bucket's ncclAllReduce (so the all-reduces
//   overlap the rest of the backward pass, as the model and PyTorch DDP
//   assume); the compute stream then waits for the last all-reduce; the SGD
//   update (cublasSaxpy over every bucket).
//
// Buckets follow GradientBuckets.h. Each bucket all-reduces its own fp32
// buffer of the bucket's size (gradients are not copied into it: the
// collective's time depends on the bytes, not on where they came from).
// Timing (--timing graph, the default): after eager warm-up steps, every GPU
// captures two steps into a CUDA graph (the communication stream forking at
// each bucket's event and joining before the update) and the replays are
// timed with events, per step; a step's time is the slowest GPU's, and the
// result is the median over the replays. --timing events: eager steps
// between events instead (host launch gaps included). The same steps
// without the all-reduces come first, so the report gives compute,
// iteration, and the communication the compute did not hide.
//
// With one GPU the path runs with a one-rank communicator when NCCL is
// present, and without communication when it is not (or --no-nccl).
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_DATAPARALLEL_H
#define NETC_RUNTIME_DATAPARALLEL_H

#include "GradientBuckets.h"
#include "Plan.h"
#include "Statistics.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace netc::runtime {

struct DataParallelOptions {
  /// The GPU counts to run, each on GPUs 0..n-1 (the networks are set up
  /// once, on the most GPUs asked for). Empty: every GPU of the machine.
  std::vector<int> gpuCounts;
  double bucketMiB = 25;
  int iterations = 20; ///< timed steps (graph: timed replays)
  int warmup = 5;      ///< eager steps first
  /// Graph: each GPU captures stepsPerReplay steps into a CUDA graph and
  /// the replays are timed (kernel-only; DESIGN.md's rule). Events: eager
  /// steps between events (host launch gaps included).
  TimingMethod timing = TimingMethod::Graph;
  int stepsPerReplay = 2;
  bool nccl = true; ///< false: no communication (one GPU only)
  std::optional<Precision> precision;
  std::optional<Layout> layout;
  size_t workspaceLimit = size_t(1) << 30;
  /// Engine configs the graph reference times per convolution pass
  /// (ExecutionContext::engineSearchLimit; 0: all).
  int engineSearchLimit = 0;
  uint64_t seed = 1;
  std::string predictionPath; ///< netc predict --format json --workers ...
};

struct DataParallelBucket {
  size_t layers = 0;
  size_t bytes = 0;
  std::string firstLayer, lastLayer; ///< in backward order
};

struct DataParallelResult {
  std::string planPath;
  std::string gpu;
  int gpus = 0;
  int64_t batchPerGpu = 0;
  Precision precision = Precision::FP32;
  Layout layout = Layout::NHWC;
  bool communicated = false; ///< all-reduces ran (NCCL)
  std::string ncclVersion, nvls, note;
  std::vector<DataParallelBucket> buckets;
  double bucketMiB = 0;
  int iterations = 0, warmup = 0;
  TimingMethod timing = TimingMethod::Graph;
  int stepsPerReplay = 1;
  TimingSummary computeMs;   ///< steps without all-reduces (slowest GPU per step)
  TimingSummary iterationMs; ///< steps with them
  double exposedMs() const { return iterationMs.median - computeMs.median; }
  std::optional<DataParallelPrediction> prediction;
  std::string command;
};

/// Runs the measurement, one result per GPU count; progress to `progress`.
/// Throws RuntimeError on a failure of any GPU's thread (its message names
/// the GPU).
std::vector<DataParallelResult> runDataParallel(const Plan &plan,
                                                const DataParallelOptions &options,
                                                std::ostream &progress);

void printDataParallelText(const std::vector<DataParallelResult> &results, std::ostream &out);
nlohmann::json dataParallelJson(const std::vector<DataParallelResult> &results);

} // namespace netc::runtime

#endif // NETC_RUNTIME_DATAPARALLEL_H
