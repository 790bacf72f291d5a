//===- Scaling.h - Data-parallel training over several GPUs -----*- C++ -*-===//
//
// Per-worker compute plus the gradient all-reduce, as Paleo's `simulate` did,
// corrected: every transfer pays a latency as well as a bandwidth term, the
// all-reduce is measured through NCCL (or the ring or tree NCCL would run on
// the nominal link), and the gradients are all-reduced in buckets that
// overlap the backward pass, as PyTorch's DistributedDataParallel does.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_COSTMODEL_SCALING_H
#define NETC_COSTMODEL_SCALING_H

#include "Support/Collectives.h"
#include "Support/DeviceProfile.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"

#include <optional>
#include <string>
#include <vector>

namespace netc {

/// A link between workers: per-direction bandwidth and per-message latency.
struct Interconnect {
  std::string key;
  std::string name;
  double bandwidthGBs; ///< per direction, per GPU, decimal GB/s
  double latencyUs;    ///< one message, one hop
};

/// nvlink, pcie4, ib, ethernet (docs/scaling.md gives the sources).
llvm::ArrayRef<Interconnect> knownInterconnects();
std::optional<Interconnect> findInterconnect(llvm::StringRef key);

/// Ring all-reduce of `bytes` over `workers`: 2(n-1) steps of bytes/n each.
double ringAllReduceMs(double bytes, int64_t workers, const Interconnect &link);
/// Tree all-reduce (reduce then broadcast, pipelined): 2 log2(n) latencies
/// and twice the data over one link.
double treeAllReduceMs(double bytes, int64_t workers, const Interconnect &link);

/// How long one all-reduce of `bytes` takes on `workers` GPUs, and which
/// numbers said so: the device profile's measured fit for that GPU count
/// (Collectives.h) where it has one, else the nominal link's faster of ring
/// and tree.
class AllReduceCost {
public:
  explicit AllReduceCost(Interconnect nominal,
                         std::optional<InterconnectCalibration> measured = std::nullopt)
      : nominalLink(std::move(nominal)), measured(std::move(measured)) {}

  double ms(double bytes, int64_t workers) const;
  /// The measured fit of exactly `workers` GPUs, if any.
  const CollectiveFit *measuredFit(int64_t workers) const;
  /// Without a fit of `workers` GPUs, the fit of the most GPUs below it:
  /// its latency and bus bandwidth with the bus factor of `workers` (NCCL's
  /// bus bandwidth on one NVSwitch node changes little past 4 GPUs: 356 GB/s
  /// on four H200s against 361 on eight H100s, docs/scaling.md). Null where
  /// an exact fit exists or no fit is below.
  const CollectiveFit *extrapolatedFit(int64_t workers) const;
  /// Where the time on `workers` GPUs comes from: "none" (one worker),
  /// "measured", "extrapolated" or "nominal".
  const char *source(int64_t workers) const;
  /// "measured on 2 GPUs: 12.1 us + 2(n-1)/n x bytes / 361.4 GB/s (...)",
  /// "extrapolated from 4 GPUs: ..." or "nominal NVLink 4: 450 GB/s ...".
  std::string describe(int64_t workers) const;
  const Interconnect &nominal() const { return nominalLink; }

private:
  Interconnect nominalLink;
  std::optional<InterconnectCalibration> measured;
};

/// The all-reduce cost a device profile's interconnect entry describes: its
/// link from the nominal table, with the profile's own nominal bandwidth and
/// latency where it gives them (> 0), and its measured fits. An error naming
/// the profile's file where the entry's link is not in the table.
llvm::Expected<AllReduceCost> getDeviceAllReduceCost(const DeviceProfile &device);

/// One layer's share of the backward pass (data + filter gradients), in the
/// order the backward pass runs the layers: the reverse of the forward pass.
struct BackwardLayerTime {
  std::string layer;
  double backwardMs = 0;
  double gradientBytes = 0; ///< its weight gradients; 0 for layers without weights
};

/// One worker's training step, layer by layer where the overlap needs it.
struct TrainingStepTimes {
  double forwardMs = 0;
  std::vector<BackwardLayerTime> backward; ///< in backward order
  double updateMs = 0;

  double backwardMs() const;
  double computeMs() const { return forwardMs + backwardMs() + updateMs; }
  double gradientBytes() const;
};

/// PyTorch DDP's defaults: 25 MiB buckets (bucket_cap_mb) and a first bucket
/// of 1 MiB (_DEFAULT_FIRST_BUCKET_BYTES), so that the last layers'
/// gradients, ready first, start the communication early.
constexpr double kDefaultBucketBytes = 25.0 * 1024 * 1024;
constexpr double kDefaultFirstBucketBytes = 1.0 * 1024 * 1024;

struct BucketOptions {
  /// A bucket closes once it holds at least this many bytes (the gradient
  /// that crosses the cap stays in it, as DDP's assignment does). 0 or less:
  /// one bucket for every gradient (one all-reduce, the old model).
  double bucketBytes = kDefaultBucketBytes;
  double firstBucketBytes = kDefaultFirstBucketBytes;
  /// Off: every bucket's all-reduce waits for the end of the backward pass,
  /// and they run back to back (compute plus communication, an upper bound).
  bool overlap = true;
};

/// A run of consecutive layers (in backward order) whose gradients are
/// all-reduced together, and when its all-reduce runs.
struct GradientBucket {
  size_t firstLayer = 0, lastLayer = 0; ///< indices into TrainingStepTimes::backward
  int64_t layers = 0;                   ///< layers with gradients in it
  double bytes = 0;
  double readyMs = 0; ///< the last of its gradients is computed
  double startMs = 0; ///< ready, and the previous all-reduce has finished
  double allReduceMs = 0;
  double endMs() const { return startMs + allReduceMs; }
};

/// Buckets filled in backward order (the order gradients become ready); the
/// first closes at firstBucketBytes, the others at bucketBytes. Layers
/// without gradients join no bucket. Times are left at 0.
std::vector<GradientBucket> assignGradientBuckets(llvm::ArrayRef<BackwardLayerTime> backward,
                                                  const BucketOptions &options);

/// The timeline of one data-parallel step on one compute stream and one
/// communication stream: forward from 0, then the backward layers one after
/// another; a bucket's all-reduce starts when its last gradient is ready and
/// the previous all-reduce has finished (overlap on) or when the backward
/// pass has ended and the previous all-reduce has finished (overlap off);
/// the weight update starts when both the backward pass and the last
/// all-reduce have finished.
struct DataParallelStep {
  std::vector<GradientBucket> buckets;
  double computeMs = 0;       ///< forward + backward + update
  double communicationMs = 0; ///< the all-reduces' total
  double exposedMs = 0;       ///< communication the compute does not hide
  double iterationMs = 0;     ///< computeMs + exposedMs
};

DataParallelStep simulateDataParallelStep(const TrainingStepTimes &step,
                                          const BucketOptions &options,
                                          llvm::function_ref<double(double bytes)> allReduceMs);

enum class Scaling { Weak, Strong };

struct ScalingRow {
  int64_t workers = 1;
  int64_t batchPerWorker = 0;
  int64_t globalBatch = 0;
  DataParallelStep step;
  double imagesPerSecond = 0;
  double efficiency = 0;   ///< throughput over n x the single worker's
  std::string interconnect; ///< AllReduceCost::describe, or "none" on one worker
  /// Where the all-reduce times came from (AllReduceCost::source): "none",
  /// "measured", "extrapolated" or "nominal".
  std::string interconnectSource = "none";
};

/// One data-parallel table: its scaling mode, what is all-reduced and how,
/// and a row per worker count.
struct ScalingReport {
  Interconnect link; ///< the nominal link (rows say where measured fits were used)
  Scaling scaling = Scaling::Weak;
  double gradientBytes = 0;
  BucketOptions buckets;
  std::vector<ScalingRow> rows;
};

/// One row per worker count. Weak scaling keeps `batch` per worker; strong
/// scaling splits it (ceil(batch / n) per worker). `stepAt(b)` is one
/// worker's training step at batch b.
std::vector<ScalingRow>
predictScaling(llvm::ArrayRef<int64_t> workers, int64_t batch, Scaling scaling,
               const BucketOptions &buckets, const AllReduceCost &allReduce,
               llvm::function_ref<TrainingStepTimes(int64_t)> stepAt);

} // namespace netc

#endif // NETC_COSTMODEL_SCALING_H
