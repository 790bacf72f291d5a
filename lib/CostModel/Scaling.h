//===- Scaling.h - Data-parallel training over several GPUs -----*- C++ -*-===//
//
// Per-worker compute plus the gradient all-reduce, as Paleo's `simulate` did,
// corrected: every transfer pays a latency as well as a bandwidth term, and
// the all-reduce is the ring or the tree NCCL would run, not one-to-all.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_COSTMODEL_SCALING_H
#define NETC_COSTMODEL_SCALING_H

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

enum class Scaling { Weak, Strong };

struct ScalingRow {
  int64_t workers = 1;
  int64_t batchPerWorker = 0;
  int64_t globalBatch = 0;
  double computeMs = 0;   ///< forward + backward + update of one worker
  double ringMs = 0;
  double treeMs = 0;
  double iterationMs = 0; ///< compute + the faster all-reduce, not overlapped
  std::string allReduce;  ///< "ring" or "tree": the one used
  double imagesPerSecond = 0;
  double efficiency = 0;  ///< throughput over n x the single worker's
};

/// One row per worker count. Weak scaling keeps `batch` per worker; strong
/// scaling splits it (ceil(batch / n) per worker). `computeMs(b)` is one
/// worker's training step at batch b; `gradientBytes` the bytes all-reduced.
std::vector<ScalingRow> predictScaling(llvm::ArrayRef<int64_t> workers, int64_t batch,
                                       Scaling scaling, double gradientBytes,
                                       const Interconnect &link,
                                       llvm::function_ref<double(int64_t)> computeMs);

} // namespace netc

#endif // NETC_COSTMODEL_SCALING_H
