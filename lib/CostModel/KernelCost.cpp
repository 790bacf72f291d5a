//===- KernelCost.cpp - Predicted time of a generated kernel --------------===//

#include "CostModel/KernelCost.h"
#include "CostModel/KernelStructure.h"
#include "CostModel/NetcModel.h"

#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <cassert>
#include <cmath>

using namespace netc;

namespace {
double tileRate(const cuda::KernelConfig &config, const DeviceProfile &device,
                Precision precision) {
  return generatedKernelRate(config, device, precision) * config.tileEfficiency;
}

} // namespace

KernelEstimate netc::estimateKernel(const cuda::KernelConfig &config, int64_t flops,
                                    int64_t bytes, const DeviceProfile &device,
                                    Precision precision, int64_t reduction) {
  KernelEstimate estimate;
  // A split reduction's partial tiles count as traffic (getTrafficBytes);
  // each block runs 1/splitK of the reduction (the structure counts its
  // trips itself, the rates below divide it).
  bytes = getTrafficBytes(config, bytes);
  // A profile with measured structure costs for this precision prices the
  // k-loop kernels from their structure (KernelStructure.h): occupancy from
  // registers and shared memory, waves, trips, per-iteration and per-block
  // costs.
  if (pricesByStructure(config, device, precision)) {
    StructuralEstimate s = estimateStructural(config, bytes, device, precision, reduction);
    estimate.computeMs = s.computeMs;
    estimate.memoryMs = s.memoryMs;
    estimate.launchMs = s.launchMs;
    estimate.totalMs = s.totalMs;
    estimate.bound = s.bound;
    estimate.blocksPerSm = s.structure.occupancy.blocksPerSm;
    const int64_t waves = s.structure.waves.waves();
    estimate.waveEfficiency =
        waves > 0 ? (double(s.structure.waves.fullWaves) + s.structure.waves.tailFill) / double(waves)
                  : 1;
    return estimate;
  }
  if (config.splitK > 1)
    reduction = llvm::divideCeil(reduction, config.splitK);
  // Blocks resident per SM: limited by threads and by shared memory.
  int64_t threads = std::max<int64_t>(config.threads, 1);
  int64_t byThreads = std::max<int64_t>(device.maxThreadsPerSm / threads, 1);
  int64_t sharedPerSm = int64_t(device.sharedMemoryPerSmKiB * 1024);
  int64_t byShared = config.sharedBytes > 0 && sharedPerSm > 0
                         ? std::max<int64_t>(sharedPerSm / config.sharedBytes, 1)
                         : byThreads;
  estimate.blocksPerSm = std::min({byThreads, byShared, int64_t(32)});
  // A kernel compiled for one block an SM may take every register a block
  // can have; where the compiler's count is known (KernelResourceTable.inc)
  // it bounds the blocks: the Winograd kernel's 221 a thread leave one block
  // of 256 threads an SM where its shared memory would fit two. (The other
  // kernels' bounds come from their threads and shared memory, as fitted.)
  if (config.minBlocksPerSm == 1)
    if (std::optional<KernelResources> resources = lookupKernelResources(config, precision))
      estimate.blocksPerSm = std::min(
          estimate.blocksPerSm,
          std::max<int64_t>(computeOccupancy(threads, resources->registers,
                                             config.sharedBytes + resources->staticSharedBytes,
                                             getSmLimits(device))
                                .blocksPerSm,
                            1));
  // A persistent kernel's blocks walk its tiles: the waves are the tiles'.
  int64_t blocks = config.persistentTiles > 0 ? config.persistentTiles
                                              : config.gridX * config.gridY * config.gridZ;
  double slots = double(std::max<int64_t>(device.smCount, 1) * estimate.blocksPerSm);
  double waves = double(blocks) / slots;
  estimate.waveEfficiency = waves / std::max(1.0, std::ceil(waves));
  if (waves < 1)
    estimate.waveEfficiency = 1; // a partial wave runs as fast as the busiest SM
  double rate = tileRate(config, device, precision);
  // Short reductions leave a tile's fixed costs unhidden. Not the narrow
  // gather's: it measured 17.5 ns a tile-step on vgg16's conv1_1 (one
  // k-step of 64 for a reduction of 27) against 14.7 on resnet50's conv1
  // (three for 147), bf16 on an H200 (docs/results/2026-11-28-first-conv-
  // h200.md), where the penalty would have charged the former 2.3x.
  if (reduction > 0 && config.variant != "direct" && config.variant != "grouped_direct" &&
      config.variant != "depthwise_direct" &&
      !config.narrowGather)
    rate *= getReductionEfficiency(reduction,
                                   device.calibrated.generatedKernels.reductionHalfLength);
  double work = config.paddedMacs > 0 ? 2.0 * double(config.paddedMacs) : double(flops);
  // Less than one wave leaves SMs idle: the work runs on blocks / slots of
  // the machine.
  double occupancy = std::min(1.0, waves);
  estimate.computeMs =
      work / (rate * 1e6) / estimate.waveEfficiency / std::max(occupancy, 1e-3);
  // A pooling window's loads: one per tap and thread, issued at the
  // profile's rate (a 3x3 stride-1 pool reads each input nine times through
  // the caches; its DRAM traffic alone underprices it).
  const double tapsPerUs = device.calibrated.generatedKernels.windowTapsPerUs;
  // The share of the SMs the grid occupies: a grid of fewer blocks than SMs
  // issues and streams on those SMs alone (a global pool's one block per
  // image and channel chunk).
  const double blocksLaunched = double(config.gridX) * double(config.gridY) * double(config.gridZ);
  const double smShare =
      std::min(1.0, blocksLaunched / double(std::max<int64_t>(device.smCount, 1)));
  if (config.windowTaps > 0 && tapsPerUs > 0)
    estimate.computeMs =
        std::max(estimate.computeMs, blocksLaunched * double(threads) *
                                         double(config.windowTaps) / tapsPerUs / 1e3 / smShare);
  double bandwidth = device.memoryBandwidthGBs *
                     (device.calibrated.bandwidthFraction > 0 ? device.calibrated.bandwidthFraction
                                                              : 1.0);
  estimate.memoryMs = double(bytes) / (bandwidth * 1e6);
  // A global pool's blocks (one an image and chunk of channels) stream from
  // their SMs alone: 64 of them left half an H200 idle and took twice their
  // bandwidth time (82 launches of four torchvision nets, 2026-11-29). (Only
  // these, for now: the other kernels' rates were fitted without it.)
  if (cuda::isGlobalPoolVariant(config.variant))
    estimate.memoryMs /= smShare;
  estimate.launchMs = device.calibrated.launchOverheadUs / 1e3;
  // What runs after the main loop with nothing to hide it (a split tile's
  // sum) counts with the launch as latency.
  estimate.launchMs += config.serialTailUs / 1e3;
  double busy = std::max(estimate.computeMs, estimate.memoryMs);
  estimate.totalMs = estimate.launchMs + busy;
  estimate.bound = estimate.launchMs > busy                      ? "latency"
                   : estimate.computeMs >= estimate.memoryMs ? "compute"
                                                             : "memory";
  return estimate;
}

std::vector<RankedKernel> netc::rankKernels(const std::vector<cuda::KernelConfig> &candidates,
                                            int64_t flops, int64_t bytes,
                                            const DeviceProfile &device, Precision precision,
                                            int64_t reduction) {
  std::vector<RankedKernel> ranked;
  ranked.reserve(candidates.size());
  for (size_t i = 0; i < candidates.size(); ++i)
    ranked.push_back(
        {i, estimateKernel(candidates[i], flops, bytes, device, precision, reduction)});
  // Memory-bound candidates tie on their memory term: the one with less
  // compute (less padded work, a faster tile) is then the better bet, not
  // the first listed (a 256 x 128 tile over 64 output channels computes
  // twice what 256 x 64 does, and measured 1.2x slower on resnet50's res2
  // 1x1 layers). Stable: full ties keep the catalog's order.
  std::stable_sort(ranked.begin(), ranked.end(), [](const RankedKernel &a, const RankedKernel &b) {
    if (a.estimate.totalMs != b.estimate.totalMs)
      return a.estimate.totalMs < b.estimate.totalMs;
    return a.estimate.computeMs < b.estimate.computeMs;
  });
  return ranked;
}

size_t netc::chooseKernel(const std::vector<cuda::KernelConfig> &candidates, int64_t flops,
                          int64_t bytes, const DeviceProfile &device, Precision precision,
                          KernelEstimate *estimate, int64_t reduction) {
  assert(!candidates.empty() && "no kernel to choose from");
  const RankedKernel best =
      rankKernels(candidates, flops, bytes, device, precision, reduction).front();
  if (estimate)
    *estimate = best.estimate;
  return best.index;
}
