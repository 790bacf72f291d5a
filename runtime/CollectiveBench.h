//===- CollectiveBench.h - NCCL collectives timed on every GPU -*- C++ -*-===//
//
// `netc-runtime collectives`: all-reduce, reduce-scatter and all-gather
// through NCCL over message sizes from 1 KiB to 1 GiB (doubling) on 2, 4 and
// 8 GPUs of this machine (as many as it has), one communicator per GPU from
// ncclCommInitAll, driven by one thread with grouped calls.
//
// Timing, per (collective, GPU count, size): after untimed warm-up calls
// (NCCL connects its peers lazily, outside any timing), each GPU's stream
// captures `launches` back-to-back calls into a CUDA graph; a replay records
// an event on every stream, launches every GPU's graph, and records a second
// event. A call's time is the replay's time over `launches` on the GPU that
// started last (the others' also include the host's launch skew), and the
// reported time is the median over `replays` replays. Where NCCL cannot be
// captured the calls are issued eagerly between the same events, and the
// output says so. `bytes` is the whole buffer as nccl-tests counts it (the
// all-reduce's, the all-gather's output, the reduce-scatter's input), so bus
// bandwidth = bytes / time x 2(n-1)/n (all-reduce) or (n-1)/n.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_COLLECTIVEBENCH_H
#define NETC_RUNTIME_COLLECTIVEBENCH_H

#include <nlohmann/json_fwd.hpp>

#include <cstddef>
#include <ostream>
#include <string>
#include <vector>

namespace netc::runtime {

struct CollectiveOptions {
  /// GPU counts to measure; empty: 2, 4, 8, ... up to the machine's count,
  /// and the count itself.
  std::vector<int> gpuCounts;
  size_t minBytes = size_t(1) << 10;
  size_t maxBytes = size_t(1) << 30;
  int launches = 20; ///< calls per replay
  int replays = 5;
  int warmup = 3;    ///< untimed calls per case
  bool graphs = true;
};

struct CollectiveMeasurement {
  std::string collective; ///< all_reduce, reduce_scatter, all_gather
  int gpus = 0;
  size_t bytes = 0;
  double timeUs = 0; ///< median over replays
  double minUs = 0, maxUs = 0;
  double algorithmBandwidthGBs = 0; ///< bytes / time
  double busBandwidthGBs = 0;       ///< NCCL's busBw
};

struct CollectiveResult {
  std::string gpu;
  int gpusOnMachine = 0;
  std::string date;
  std::string ncclVersion, ncclLibrary, nvls;
  std::string timing; ///< how the times were taken (graphs or eager)
  CollectiveOptions options;
  std::vector<CollectiveMeasurement> measurements;
};

/// NCCL's bus-bandwidth factor for `collective` on `gpus` GPUs.
double busBandwidthFactor(const std::string &collective, int gpus);
/// The GPU counts measured by default on a machine with `available` GPUs.
std::vector<int> defaultGpuCounts(int available);

/// Measures every case; progress lines go to `progress`. Throws RuntimeError
/// when NCCL is missing or a GPU count exceeds the machine's.
CollectiveResult measureCollectives(const CollectiveOptions &options, std::ostream &progress);

nlohmann::json collectivesJson(const CollectiveResult &result);
void printCollectivesText(const CollectiveResult &result, std::ostream &out);

} // namespace netc::runtime

#endif // NETC_RUNTIME_COLLECTIVEBENCH_H
