//===- Collectives.h - Measured NCCL collectives and their fit --*- C++ -*-===//
//
// `netc-runtime collectives` times all-reduce, reduce-scatter and all-gather
// through NCCL over message sizes from 1 KB to 1 GB on 2, 4 and 8 GPUs; this
// file reads those measurements and fits each (collective, GPU count) to
//
//   t = latency + bytes x busFactor(n) / busBandwidth
//
// with NCCL's bus-bandwidth factors (nccl-tests' PERFORMANCE.md): all-reduce
// 2(n-1)/n, reduce-scatter and all-gather (n-1)/n, where `bytes` is the
// whole buffer (all ranks' data: the all-reduce's count x element size, the
// all-gather's output, the reduce-scatter's input). The fits go into the
// device profile's interconnect entry (docs/devices.md) and from there into
// `netc predict --workers` (docs/scaling.md).
//
//===----------------------------------------------------------------------===//

#ifndef NETC_COSTMODEL_COLLECTIVES_H
#define NETC_COSTMODEL_COLLECTIVES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <optional>
#include <string>
#include <vector>

namespace netc {

enum class Collective { AllReduce, ReduceScatter, AllGather };
constexpr int kNumCollectives = 3;

/// "all_reduce", "reduce_scatter", "all_gather": the names in the
/// measurement file and the profile.
llvm::StringRef getCollectiveName(Collective collective);
std::optional<Collective> parseCollective(llvm::StringRef name);

/// NCCL's factor from algorithm bandwidth (bytes / time) to bus bandwidth:
/// 2(n-1)/n for all-reduce, (n-1)/n for reduce-scatter and all-gather; 0 on
/// one GPU (nothing crosses a link).
double getBusBandwidthFactor(Collective collective, int64_t gpus);

/// One timed collective: `bytes` is the whole buffer (see above).
struct CollectiveSample {
  Collective collective = Collective::AllReduce;
  int64_t gpus = 0;
  double bytes = 0;
  double timeUs = 0;
};

/// One line of a collective's time: latency + bytes x factor / bandwidth.
struct CollectiveLine {
  double latencyUs = 0;
  double busBandwidthGBs = 0; ///< decimal GB/s
  double fromBytes = 0;       ///< the smallest size it was fitted to (a second line's)
  double predictUs(double bytes, Collective collective, int64_t gpus) const;
};

/// t = latencyUs + bytes x factor / busBandwidth, for one collective on one
/// GPU count, and how well it fits the samples it came from. Where the
/// samples show NCCL changing protocol (small messages at a low latency and
/// a low bandwidth, large ones at a higher latency and the link's
/// bandwidth), a second line `largeMessages` fitted to the sizes from its
/// `fromBytes` up: the time is then the smaller of the two lines, as
/// NCCL's tuner takes the faster protocol for a size.
struct CollectiveFit {
  Collective collective = Collective::AllReduce;
  int64_t gpus = 0;
  double latencyUs = 0;
  double busBandwidthGBs = 0; ///< decimal GB/s
  std::optional<CollectiveLine> largeMessages;
  int64_t samples = 0;
  double smallestBytes = 0, largestBytes = 0;
  /// |predicted - measured| / measured over the samples, in percent.
  double medianErrorPercent = 0, maxErrorPercent = 0;

  double predictUs(double bytes) const;
  /// The same latency and bus bandwidth on `otherGpus` GPUs: the bus factor
  /// of that count (an extrapolation past the GPUs it was measured on).
  double predictUs(double bytes, int64_t otherGpus) const;
};

/// Least squares on the relative error, so that 1 KB and 1 GB messages
/// count alike (an absolute fit would let the largest sizes decide the
/// latency too): minimises sum ((latency + x_i / bw - t_i) / t_i)^2 with
/// x_i = bytes_i x factor, linear in (latency, 1 / bw). A negative latency is
/// refitted at 0. Then two lines, the sizes split at every point that leaves
/// each at least kMinSizesPerLine sizes: the best split is kept where its
/// sum of squares is under half the single line's and the lines cross (the
/// small messages' line below at the smallest size, the large messages'
/// below at the largest). Graph-replayed calls on two H200s: one line 10%
/// median error (47% worst), two lines 4% (16%); eager calls, whose host
/// time flattens the small sizes, keep one line (docs/scaling.md). Every
/// sample must be of one collective and GPU count.
/// Errors: fewer than two distinct sizes, a time that is not positive, or
/// times that do not grow with size (no bandwidth to fit).
llvm::Expected<CollectiveFit> fitCollective(llvm::ArrayRef<CollectiveSample> samples);
constexpr int kMinSizesPerLine = 3;

/// One fit per (collective, GPU count) present, ordered by collective then
/// GPU count; GPU counts of 1 are skipped (nothing to fit).
llvm::Expected<std::vector<CollectiveFit>>
fitCollectives(llvm::ArrayRef<CollectiveSample> samples);

/// What `netc-runtime collectives --format json` writes.
struct CollectiveMeasurements {
  std::string gpu;         ///< the device's name
  std::string date;        ///< ISO 8601
  std::string ncclVersion; ///< "2.27.3"
  std::string nvls;        ///< how NVLink multicast was set ("NCCL_NVLS_ENABLE=0")
  std::string timing;      ///< how each time was taken
  int64_t gpusOnMachine = 0;
  std::vector<CollectiveSample> samples;
};

/// Reads a measurement file; errors name the file and the entry.
llvm::Expected<CollectiveMeasurements> readCollectiveMeasurements(llvm::StringRef path);

/// The measured part of a device profile's interconnect entry.
struct InterconnectCalibration {
  std::string calibratedOn; ///< date, GPU, NCCL version, NVLS setting
  std::vector<CollectiveFit> fits;

  const CollectiveFit *find(Collective collective, int64_t gpus) const;
  /// The fit of the most GPUs fewer than `gpus`, if any.
  const CollectiveFit *findLargestBelow(Collective collective, int64_t gpus) const;
};

/// A device profile's "interconnect": the nominal link (a key of
/// knownInterconnects(), Scaling.h) and, once `netc calibrate --interconnect`
/// has run on a machine with several of these GPUs, the measured fits.
struct DeviceInterconnect {
  std::string link = "nvlink";
  /// The profile's nominal figures for the link (0: the table's).
  double nominalBandwidthGBs = 0;
  double nominalLatencyUs = 0;
  std::optional<InterconnectCalibration> measured;
};

} // namespace netc

#endif // NETC_COSTMODEL_COLLECTIVES_H
