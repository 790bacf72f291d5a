//===- GradientBuckets.h - Data-parallel gradient buckets -------*- C++ -*-===//
//
// Which layers' weight gradients are all-reduced together in
// `netc-runtime train-dp`, by the rule netc's scaling model uses
// (lib/CostModel/Scaling.cpp, assignGradientBuckets) and PyTorch DDP applies
// after its first iteration: layers in backward order (the order their
// gradients become ready), 4 bytes per parameter (fp32 gradients), the first
// bucket closed once it holds 1 MiB, every later one at the bucket size (the
// gradient that crosses a cap stays in its bucket). Plain C++: unit-tested
// without a GPU. Also the reader of `netc predict --format json --workers`,
// for the prediction printed beside the measurement.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_GRADIENTBUCKETS_H
#define NETC_RUNTIME_GRADIENTBUCKETS_H

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace netc::runtime {

/// Whether a layer's buffer of this name holds weight gradients (filter,
/// weights, bias, batch-norm scale and shift), which data parallelism
/// all-reduces; activation and input gradients stay local.
bool isWeightGradientBuffer(const std::string &name);

/// One layer's weight gradients.
struct LayerGradients {
  size_t layer = 0;       ///< index in the plan's layers (forward order)
  size_t parameters = 0;  ///< elements
};

struct GradientBucketPlan {
  std::vector<size_t> layers;  ///< plan indices, in backward order
  size_t parameters = 0;
  size_t bytes() const { return parameters * 4; }
  /// The layer whose backward pass completes the bucket: the last in
  /// backward order.
  size_t readyAfterLayer() const { return layers.back(); }
};

/// PyTorch DDP's first-bucket cap (_DEFAULT_FIRST_BUCKET_BYTES).
inline constexpr double kFirstBucketBytes = 1024.0 * 1024.0;

/// `backwardOrder` lists the layers with gradients in the order the
/// backward pass completes them. bucketBytes <= 0: one bucket.
std::vector<GradientBucketPlan> planGradientBuckets(const std::vector<LayerGradients> &backwardOrder,
                                                    double bucketBytes,
                                                    double firstBucketBytes = kFirstBucketBytes);

/// The weak-scaling row for `workers` of `netc predict --format json
/// --workers ...`, and the settings it was predicted with.
struct DataParallelPrediction {
  double computeMs = 0, allReduceMs = 0, exposedMs = 0, iterationMs = 0;
  int batchPerWorker = 0;
  int buckets = 0;
  bool overlap = true;
  double bucketBytes = 0;
  std::string interconnectSource; ///< measured, nominal or none
  std::string interconnect;       ///< the sentence netc predict prints
  std::string device;
};

/// Reads the file; throws std::runtime_error naming the file when it is not
/// such a prediction or has no weak-scaling row for `workers`.
DataParallelPrediction readDataParallelPrediction(const std::string &path, int workers);

} // namespace netc::runtime

#endif // NETC_RUNTIME_GRADIENTBUCKETS_H
