//===- Scaling.cpp - Data-parallel training over several GPUs -----------===//

#include "CostModel/Scaling.h"

#include "llvm/ADT/StringExtras.h"

#include <cmath>

using namespace netc;

namespace {
// Per-direction bandwidth per GPU, decimal GB/s, and one-hop latency.
// NVLink 4 (H100 SXM): 900 GB/s both directions in all; PCIe 4.0 x16: 32 GB/s
// per direction nominal; InfiniBand NDR: 400 Gb/s per GPU; Ethernet: 100 GbE.
// Latencies are the small-message figures NCCL's tuning model uses per hop,
// rounded (docs/scaling.md).
const Interconnect kInterconnects[] = {
    {"nvlink", "NVLink 4", 450.0, 2.0},
    {"pcie4", "PCIe 4.0 x16", 32.0, 5.0},
    {"ib", "InfiniBand NDR 400 Gb/s", 50.0, 5.0},
    {"ethernet", "Ethernet 100 Gb/s", 12.5, 20.0},
};

double transferMs(double bytes, const Interconnect &link) {
  return bytes / (link.bandwidthGBs * 1e9) * 1e3;
}
} // namespace

llvm::ArrayRef<Interconnect> netc::knownInterconnects() { return kInterconnects; }

std::optional<Interconnect> netc::findInterconnect(llvm::StringRef key) {
  for (const Interconnect &link : kInterconnects)
    if (key.equals_insensitive(link.key))
      return link;
  return std::nullopt;
}

double netc::ringAllReduceMs(double bytes, int64_t workers, const Interconnect &link) {
  if (workers <= 1)
    return 0;
  double steps = 2.0 * double(workers - 1);
  return steps * link.latencyUs * 1e-3 + steps * transferMs(bytes / double(workers), link);
}

double netc::treeAllReduceMs(double bytes, int64_t workers, const Interconnect &link) {
  if (workers <= 1)
    return 0;
  double depth = std::ceil(std::log2(double(workers)));
  return 2.0 * depth * link.latencyUs * 1e-3 + 2.0 * transferMs(bytes, link);
}

std::vector<ScalingRow>
netc::predictScaling(llvm::ArrayRef<int64_t> workers, int64_t batch, Scaling scaling,
                     double gradientBytes, const Interconnect &link,
                     llvm::function_ref<double(int64_t)> computeMs) {
  std::vector<ScalingRow> rows;
  // One worker at the whole batch, no all-reduce: the baseline for efficiency.
  double singleWorkerThroughput = double(batch) / (computeMs(batch) * 1e-3);
  for (int64_t n : workers) {
    ScalingRow row;
    row.workers = n;
    row.batchPerWorker = scaling == Scaling::Weak ? batch : (batch + n - 1) / n;
    row.globalBatch = scaling == Scaling::Weak ? batch * n : batch;
    row.computeMs = computeMs(row.batchPerWorker);
    row.ringMs = ringAllReduceMs(gradientBytes, n, link);
    row.treeMs = treeAllReduceMs(gradientBytes, n, link);
    bool ring = row.ringMs <= row.treeMs;
    row.allReduce = n == 1 ? "none" : (ring ? "ring" : "tree");
    row.iterationMs = row.computeMs + std::min(row.ringMs, row.treeMs);
    row.imagesPerSecond = double(row.globalBatch) / (row.iterationMs * 1e-3);
    row.efficiency = row.imagesPerSecond / (double(n) * singleWorkerThroughput);
    rows.push_back(row);
  }
  return rows;
}
