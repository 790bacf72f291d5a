//===- KernelStructure.cpp - netc's kernels predicted from their structure ---===//

#include "CostModel/KernelStructure.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringRef.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <cstring>

using namespace netc;

namespace {

/// The depthwise strip kernel's representative registers a thread
/// (describeKernel).
constexpr int64_t kDepthwiseStripRegisters = 80;

int64_t ceilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }

/// One row of KernelResourceTable.inc.
struct ResourceRow {
  const char *variant;
  int64_t tileM, tileN, tileK, threads, minBlocksPerSm, directRowsPerItem, directImagesPerBlock;
  const char *precision;
  int64_t registers, staticSharedBytes, spillStoreBytes;
};

constexpr ResourceRow kResourceTable[] = {
#include "KernelResourceTable.inc"
};

/// How sharply one block's latency gives way to the SM's throughput as
/// blocks are added (the exponent of the soft maximum). 4: the 64x64 SIMT
/// tile's fc layers (one block per SM) ran 1.8x a full SM's time per
/// block-step and two blocks 1.15x, docs/results/2026-11-24-other-nets-h100.
/// The same exponent combines compute and memory (getBusyMs): scored offline
/// on 374 launches, p = 4 took tf32's median error from 6.6% to 3.8%
/// (docs/results/2026-11-29-wgmma-structure-h200.md).
constexpr double kResidencySharpness = 4;

} // namespace

SmLimits netc::getSmLimits(const DeviceProfile &device) {
  SmLimits limits;
  if (device.registersPerSm > 0)
    limits.registersPerSm = device.registersPerSm;
  if (device.maxThreadsPerSm > 0)
    limits.maxThreadsPerSm = device.maxThreadsPerSm;
  if (device.sharedMemoryPerSmKiB > 0)
    limits.sharedBytesPerSm = int64_t(device.sharedMemoryPerSmKiB * 1024);
  // Resident blocks per SM by compute capability (the programming guide's
  // table): 16 on sm_75 and sm_86, 24 on sm_89, 32 on sm_50-70, sm_80, sm_90;
  // no per-block shared reservation before sm_80.
  int version = 0;
  if (device.smVersion.size() > 3 && device.smVersion.compare(0, 3, "sm_") == 0)
    version = std::atoi(device.smVersion.c_str() + 3);
  if (version == 75 || version == 86 || version == 87)
    limits.maxBlocksPerSm = 16;
  else if (version == 89)
    limits.maxBlocksPerSm = 24;
  if (version > 0 && version < 80)
    limits.sharedReservedPerBlock = 0;
  return limits;
}

const char *netc::getOccupancyLimitName(OccupancyLimit limit) {
  switch (limit) {
  case OccupancyLimit::Threads: return "threads";
  case OccupancyLimit::Registers: return "registers";
  case OccupancyLimit::SharedMemory: return "shared memory";
  case OccupancyLimit::Blocks: return "blocks";
  }
  return "blocks";
}

Occupancy netc::computeOccupancy(int64_t threads, int64_t registersPerThread, int64_t sharedBytes,
                                 const SmLimits &limits) {
  Occupancy occupancy;
  occupancy.blocksPerSm = limits.maxBlocksPerSm;
  occupancy.limit = OccupancyLimit::Blocks;
  auto consider = [&](int64_t blocks, OccupancyLimit limit) {
    if (blocks < occupancy.blocksPerSm) {
      occupancy.blocksPerSm = blocks;
      occupancy.limit = limit;
    }
  };
  const int64_t warps = ceilDiv(std::max<int64_t>(threads, 1), limits.warpSize);
  consider(limits.maxThreadsPerSm / (warps * limits.warpSize), OccupancyLimit::Threads);
  if (registersPerThread > 0) {
    // Registers are allocated per warp, rounded up to the allocation unit.
    const int64_t perWarp = ceilDiv(registersPerThread * limits.warpSize,
                                    limits.registerAllocationUnit) *
                            limits.registerAllocationUnit;
    consider(limits.registersPerSm / (perWarp * warps), OccupancyLimit::Registers);
  }
  const int64_t sharedPerBlock = sharedBytes + limits.sharedReservedPerBlock;
  if (sharedPerBlock > 0)
    consider(limits.sharedBytesPerSm / sharedPerBlock, OccupancyLimit::SharedMemory);
  occupancy.blocksPerSm = std::max<int64_t>(occupancy.blocksPerSm, 1);
  return occupancy;
}

WaveShape netc::computeWaves(int64_t blocks, int64_t smCount, int64_t blocksPerSm) {
  WaveShape shape;
  const int64_t slots = std::max<int64_t>(smCount, 1) * std::max<int64_t>(blocksPerSm, 1);
  blocks = std::max<int64_t>(blocks, 0);
  shape.fullWaves = blocks / slots;
  shape.tailBlocks = blocks % slots;
  shape.tailBlocksPerSm = ceilDiv(shape.tailBlocks, std::max<int64_t>(smCount, 1));
  shape.tailFill = double(shape.tailBlocks) / double(slots);
  return shape;
}

std::optional<KernelResources> netc::lookupKernelResources(const cuda::KernelConfig &config,
                                                           Precision precision) {
  const char *name = getPrecisionName(precision);
  const ResourceRow *nearest = nullptr;
  for (const ResourceRow &row : kResourceTable) {
    if (getStructureVariant(config) != row.variant || std::strcmp(name, row.precision) != 0)
      continue;
    if (config.variant == "direct") {
      // The form, and of its rows the nearest tap count (tileK = R*S*C: the
      // filter the kernel keeps in registers).
      if (row.directRowsPerItem != config.directRowsPerItem ||
          row.directImagesPerBlock != config.directImagesPerBlock)
        continue;
      if (!nearest ||
          std::abs(row.tileK - config.tileK) < std::abs(nearest->tileK - config.tileK))
        nearest = &row;
      continue;
    }
    if (row.tileM == config.tileM && row.tileN == config.tileN && row.tileK == config.tileK &&
        row.threads == config.threads)
      return KernelResources{row.registers, row.staticSharedBytes};
  }
  if (nearest)
    return KernelResources{nearest->registers, nearest->staticSharedBytes};
  return std::nullopt;
}

std::string netc::getStructureVariant(const cuda::KernelConfig &config) {
  return config.narrowGather ? cuda::kWgmmaNarrowStructureVariant : config.variant;
}

bool netc::hasStructuralModel(const cuda::KernelConfig &config) {
  // The wgmma tiles too (gathered, TMA and persistent, and the narrow
  // gather): a k-loop over the reduction like the others.
  if (cuda::isWgmmaVariant(config.variant))
    return true;
  return config.variant == "implicit_gemm_simt" || config.variant == "implicit_gemm_mma" ||
         config.variant == "direct" || config.variant == "winograd" ||
         config.variant == "depthwise_direct";
}

std::string netc::getStructureKey(const cuda::KernelConfig &config) {
  // One entry for every strip: its steps count the strip's columns.
  if (config.variant == "depthwise_direct")
    return config.variant;
  if (config.variant == "direct")
    return "direct r" + std::to_string(config.directRowsPerItem) + " i" +
           std::to_string(config.directImagesPerBlock);
  return getStructureVariant(config) + " " + std::to_string(config.tileM) + "x" +
         std::to_string(config.tileN) +
         "x" + std::to_string(config.tileK) + " t" + std::to_string(config.threads);
}

std::string netc::getKernelName(const cuda::KernelConfig &config) {
  return getStructureKey(config) + (config.splitK > 1 ? " s" + std::to_string(config.splitK) : "");
}

namespace {

/// The direct kernel's items (PT output rows x 8 columns) of one image's
/// band, recovered from its padded multiply-adds: paddedMacs = images x
/// bands x items x PT x 8 x K x taps (KernelCatalog's directConfig).
int64_t directItemsPerImage(const cuda::KernelConfig &config) {
  const int64_t images = std::max<int64_t>(config.directImagesPerBlock, 1);
  const int64_t perItem = std::max<int64_t>(config.directRowsPerItem, 1) * 8 *
                          std::max<int64_t>(config.tileN, 1) * std::max<int64_t>(config.tileK, 1);
  const int64_t blocks = config.gridX * config.gridY * config.gridZ;
  return std::max<int64_t>(1, config.paddedMacs / (perItem * images * std::max<int64_t>(blocks, 1)));
}

/// The k-steps of an output tile of the TMA kernels, which step through
/// each filter tap's channels in whole stages (zeros past C: kh x kw x
/// ceil(C / tileK), not ceil(kh x kw x C / tileK)), recovered from the
/// padded multiply-adds; 0 for the other kernels (and a config without
/// them), whose steps follow from the reduction.
int64_t tapwiseSteps(const cuda::KernelConfig &config) {
  if (!llvm::StringRef(config.variant).starts_with("implicit_gemm_wgmma_tma") ||
      config.paddedMacs <= 0 || config.tileK <= 0)
    return 0;
  const int64_t tiles = config.persistentTiles > 0
                            ? config.persistentTiles / std::max<int64_t>(config.splitK, 1)
                            : config.gridX * config.gridY;
  const int64_t tileMacs = config.tileM * config.tileN * config.tileK * std::max<int64_t>(tiles, 1);
  return tileMacs > 0 ? std::max<int64_t>(1, config.paddedMacs / tileMacs) : 0;
}

/// A DRAM and L2 sector: a box row that starts inside one touches one more.
constexpr int64_t kSectorBytes = 32;

/// Whether a convolution's input pixels (C x element bytes, the pitch of a
/// dense x) are not whole sectors, so that every copy of one starts
/// mid-sector; false where C is unknown (an old plan's reader, a launch
/// that is not a convolution).
bool pixelsOffSector(const cuda::KernelConfig &config, Precision precision) {
  return config.inputChannels > 0 &&
         config.inputChannels * getBytesPerElement(precision) % kSectorBytes != 0;
}

/// The busiest block's k-steps whose channel box runs past C, of a tap-wise
/// kernel's `steps` per tile: one a tap where C is not a multiple of BK
/// (a split's blocks share the taps).
int64_t partialChannelSteps(const cuda::KernelConfig &config, int64_t steps) {
  const int64_t channels = config.inputChannels;
  if (channels <= 0 || config.tileK <= 0 || channels % config.tileK == 0)
    return 0;
  const int64_t taps = std::max<int64_t>(1, steps / ceilDiv(channels, config.tileK));
  return ceilDiv(taps, std::max<int64_t>(config.splitK, 1));
}

/// The share of a tap-wise kernel's filter-box rows past K over its columns
/// of tiles (KernelStructure::columnOverrun).
double columnOverrun(const cuda::KernelConfig &config) {
  if (config.outputChannels <= 0 || config.tileN <= 0)
    return 0;
  const int64_t rows = ceilDiv(config.outputChannels, config.tileN) * config.tileN;
  return double(rows - config.outputChannels) / double(rows);
}

/// Multiply-adds of one k-step of one block, as the catalog counts them in
/// paddedMacs (Winograd: BM tiles x BN channels x BK input channels in each
/// of its GEMMs).
int64_t iterationMacs(const cuda::KernelConfig &config) {
  const int64_t gemms = config.variant == "winograd" ? cuda::kWinogradGemmsPerStep : 1;
  return gemms * std::max<int64_t>(config.tileM, 1) * std::max<int64_t>(config.tileN, 1) *
         std::max<int64_t>(config.tileK, 1);
}

/// FLOPs of one k-step of one block: a BM x BN x BK slab of the GEMM (16 of
/// them for Winograd), or one item per thread of the direct kernel.
double iterationFlops(const cuda::KernelConfig &config) {
  if (config.variant == "direct")
    return 2.0 * double(config.threads) * double(config.directRowsPerItem) * 8.0 *
           double(config.tileK);
  return 2.0 * double(iterationMacs(config));
}

/// GFLOPS one SM sustains in the variant, from the calibrated rates (the
/// same ones KernelCost uses).
double variantRatePerSm(const cuda::KernelConfig &config, const DeviceProfile &device,
                        Precision precision) {
  return generatedKernelRate(config, device, precision) /
         double(std::max<int64_t>(device.smCount, 1));
}

} // namespace

double netc::generatedKernelRate(const cuda::KernelConfig &config, const DeviceProfile &device,
                                 Precision precision) {
  const GeneratedKernelRates &rates = device.calibrated.generatedKernels;
  // The TMA forms share the wgmma rate: their tile efficiency carries the
  // loads' gain (KernelCatalog.cpp, kTmaLoadsEfficiency and
  // kTmaPersistentEfficiency).
  if (config.variant == "implicit_gemm_mma" || cuda::isWgmmaVariant(config.variant)) {
    if (std::optional<PeakKind> peak = device.getTensorPeak(precision))
      return device.getPeakGflops(*peak) * device.getAchievedFraction(*peak) *
             (config.variant == "implicit_gemm_mma" ? rates.implicitGemmMma
                                                    : rates.implicitGemmWgmma) *
             (config.variant == "implicit_gemm_wgmma" && config.splitK > 1
                  ? rates.implicitGemmWgmmaSplitK
                  : 1.0);
  }
  double efficiency = rates.implicitGemmSimt;
  // The grouped kernel's own rate where the profile has one; else the direct
  // kernel's (a one-output-per-thread loop over few taps reaches no better).
  if (config.variant == "grouped_direct" || config.variant == "depthwise_direct")
    efficiency = rates.groupedDirect > 0 ? rates.groupedDirect : rates.direct;
  // The depthwise strip kernel, where the profile has no structure entry
  // for it: its own rate where measured, else a little under the grouped
  // kernel's, so that an unmeasured profile keeps the grouped kernel.
  if (config.variant == "depthwise_direct")
    efficiency = rates.depthwiseDirect > 0 ? rates.depthwiseDirect : 0.99 * efficiency;
  if (config.variant == "direct") {
    efficiency = rates.direct;
    if (config.directRowsPerItem == 1)
      efficiency *= rates.directOneRow;
    else if (config.directRowsPerItem >= 4)
      efficiency *= rates.directFourRows;
    if (config.directImagesPerBlock > 1)
      efficiency *= rates.directEightImages;
  }
  return device.getPeakGflops(PeakKind::FP32) * device.getAchievedFraction(PeakKind::FP32) *
         efficiency;
}

KernelStructure netc::describeKernel(const cuda::KernelConfig &config, Precision precision,
                                     int64_t reduction, const DeviceProfile &device,
                                     std::optional<int64_t> registers) {
  KernelStructure s;
  s.blocks = config.gridX * config.gridY * config.gridZ;
  s.threads = std::max<int64_t>(config.threads, 1);
  s.sharedBytes = config.sharedBytes;
  if (std::optional<KernelResources> resources = lookupKernelResources(config, precision)) {
    s.registers = resources->registers;
    s.sharedBytes += resources->staticSharedBytes;
    s.resourcesKnown = true;
  }
  // The depthwise strip kernel's registers follow its strip and filter
  // width (63-99 over mobilenet_v3_large's 15 depthwise layers in tf32 and
  // bf16, ptxas for sm_90a, median 78 and 71): not a table row; its
  // representative count (six blocks of 128 threads an SM on Hopper).
  if (config.variant == "depthwise_direct" && !s.resourcesKnown)
    s.registers = kDepthwiseStripRegisters;
  if (registers)
    s.registers = *registers;
  if (config.variant == "depthwise_direct") {
    // A thread's steps: the k-loop of the kernel, one input column of one
    // filter row each.
    s.trips = std::max<int64_t>(config.threadSteps, 1);
  } else if (config.variant == "direct") {
    const int64_t groups = std::max<int64_t>(1, s.threads / std::max<int64_t>(config.tileN, 1));
    s.trips = std::max<int64_t>(config.directImagesPerBlock, 1) *
              ceilDiv(directItemsPerImage(config), groups);
  } else if (config.variant == "winograd") {
    // A k-step takes BK input channels of all 16 GEMMs: the trips follow
    // from the padded multiply-adds (channels rounded up to whole steps).
    s.trips = std::max<int64_t>(
        1, config.paddedMacs / (iterationMacs(config) * std::max<int64_t>(s.blocks, 1)));
  } else if (const int64_t steps = tapwiseSteps(config); steps > 0) {
    s.trips = ceilDiv(steps, std::max<int64_t>(config.splitK, 1));
    s.partialSteps = partialChannelSteps(config, steps);
    s.misalignedPixels = pixelsOffSector(config, precision);
    s.columnOverrun = columnOverrun(config);
  } else if (config.tileK > 0 && reduction > 0) {
    // A split's k-steps: the kernel's ceil(steps / splits) (its last split
    // may run fewer; the busiest block decides).
    s.trips = ceilDiv(ceilDiv(reduction, config.tileK), std::max<int64_t>(config.splitK, 1));
    // The gathered tensor-core kernels copy each row of a k-step in 16-byte
    // pieces of the pixels its taps read: pixels that are not whole sectors
    // start those pieces mid-sector on every step, as a TMA kernel's boxes
    // (the gather bench's 48-, 80- and 144-byte pixels ran 15-35% slower,
    // relative to their price, than the 32-, 64- and 96-byte ones beside
    // them; docs/results/2026-12-02-dram-relief-h200.md). The narrow gather
    // reads an element at a time and is priced apart.
    s.misalignedPixels =
        runsOnTensorCores(config) && !config.narrowGather && pixelsOffSector(config, precision);
  } else {
    s.trips = 1;
  }
  s.serialTailUs = cuda::structuralSplitTailUs(config);
  s.occupancy = computeOccupancy(s.threads, s.registers, s.sharedBytes, getSmLimits(device));
  // A persistent kernel's resident blocks walk its work units (tiles, or a
  // split's tile-splits) in turn: the waves are the units', and a unit's
  // prologue and epilogue are what the per-block cost prices.
  s.persistent = config.persistentTiles > 0;
  s.pointwise = config.pointwise;
  s.units = s.persistent ? config.persistentTiles : s.blocks;
  s.waves = computeWaves(s.units, device.smCount, s.occupancy.blocksPerSm);
  return s;
}

StructureCosts netc::getMeasuredCosts(const GeneratedKernelRates::StructureEntry &entry) {
  StructureCosts costs{entry.iterationNs, entry.latencyNs, entry.blockNs, /*estimated=*/false};
  costs.latencyPointwiseNs = entry.latencyPointwiseNs;
  costs.blockAloneNs = entry.blockAloneNs;
  costs.partialStepNs = entry.partialStepNs;
  costs.misalignedStepNs = entry.misalignedStepNs;
  costs.partialColumnStepNs = entry.partialColumnStepNs;
  costs.subWaveFloor = entry.subWaveFloor;
  return costs;
}

const char *netc::getStructureEntryPrecision(const cuda::KernelConfig &config,
                                             Precision precision) {
  // Off the tensor cores a tf32 layer runs fp32's kernel (fp32 storage and
  // arithmetic: the same compiled code, KernelResourceTable.inc), so fp32's
  // measured costs are its own.
  if (precision == Precision::TF32 && !runsOnTensorCores(config))
    return getPrecisionName(Precision::FP32);
  return getPrecisionName(precision);
}

namespace {
/// The profile's measured costs of the launch's kernel: its precision's
/// entry (tf32 off the tensor cores reads fp32's: getStructureEntryPrecision),
/// else, for a 16-bit layer on the CUDA cores, fp32's. None without either.
std::optional<StructureCosts> findMeasuredCosts(const cuda::KernelConfig &config,
                                                Precision precision, const DeviceProfile &device) {
  const std::string key = getStructureKey(config);
  auto measured = [&](llvm::StringRef name) -> std::optional<StructureCosts> {
    for (const GeneratedKernelRates::StructureEntry &entry :
         device.calibrated.generatedKernels.structure)
      if (entry.kernel == key && entry.precision == name)
        return getMeasuredCosts(entry);
    return std::nullopt;
  };
  if (std::optional<StructureCosts> own = measured(getStructureEntryPrecision(config, precision)))
    return own;
  // A 16-bit layer on the CUDA cores converts its operands and multiplies in
  // fp32, as fp32's kernel does: without a measured entry of its own, fp32's
  // k-step, lone-block latency and block costs are nearer than a rate
  // (mobilenet_v3_large's bf16 squeeze-and-excitation convolutions on one
  // block an SM ran 5-16 us, within 0.7-1.1x of fp32's same launches).
  const bool sixteenBit = precision == Precision::BF16 || precision == Precision::FP16;
  if (sixteenBit && !runsOnTensorCores(config))
    return measured(getPrecisionName(Precision::FP32));
  return std::nullopt;
}
} // namespace

StructureCosts netc::getStructureCosts(const cuda::KernelConfig &config, Precision precision,
                                       const DeviceProfile &device) {
  const GeneratedKernelRates &rates = device.calibrated.generatedKernels;
  if (std::optional<StructureCosts> measured = findMeasuredCosts(config, precision, device))
    return *measured;
  StructureCosts costs;
  // The tile's efficiency as the rate model applies it (1 but for Winograd's
  // rate relative to the SIMT GEMM's, whose rate generatedKernelRate gives).
  const double rate = variantRatePerSm(config, device, precision) * config.tileEfficiency;
  costs.iterationNs = rate > 0 ? iterationFlops(config) / rate : 0; // FLOP / GFLOPS = ns
  // One block an SM is the kernel's whole occupancy (Winograd's 221
  // registers a thread): its k-step is the SM's throughput, with no lone-
  // block latency apart from it.
  costs.latencyNs = config.minBlocksPerSm == 1 ? 0 : 2 * costs.iterationNs;
  // The short-reduction loss, K / (K + K0) in GEMM reduction units: a
  // Winograd k-step covers 9 x BK of them.
  const double reductionPerStep =
      double(config.tileK) * (config.variant == "winograd" ? cuda::kWinogradFilterTaps : 1);
  costs.blockNs = config.variant == "direct" || config.tileK <= 0
                      ? 0
                      : rates.reductionHalfLength / reductionPerStep * costs.iterationNs;
  costs.estimated = true;
  return costs;
}

bool netc::runsOnTensorCores(const cuda::KernelConfig &config) {
  return config.variant == "implicit_gemm_mma" || cuda::isWgmmaVariant(config.variant);
}

bool netc::pricesByStructure(const cuda::KernelConfig &config, const DeviceProfile &device,
                             Precision precision) {
  if (!hasStructuralModel(config))
    return false;
  // The depthwise strip kernel: only with measured costs of its own (the
  // rates give no estimate of its steps); else its rate, as before it had
  // an entry.
  // So is the narrow gather: its rate, fitted on the first layers of three
  // nets, priced ECE408's (one channel, one k-step) at a third of its time.
  if (config.variant == "depthwise_direct" || config.narrowGather)
    return findMeasuredCosts(config, precision, device).has_value();
  if (!cuda::isWgmmaVariant(config.variant))
    return hasMeasuredStructure(device, precision);
  // The wgmma kernels: only with measured wgmma entries of their own
  // precision (a tf32 wgmma launch never reads fp32's).
  const char *name = getPrecisionName(precision);
  return llvm::any_of(device.calibrated.generatedKernels.structure,
                      [&](const GeneratedKernelRates::StructureEntry &entry) {
                        return entry.precision == name && cuda::isWgmmaVariant(entry.kernel);
                      });
}

bool netc::hasMeasuredStructure(const DeviceProfile &device, Precision precision) {
  const char *name = getPrecisionName(precision);
  const char *fp32 = getPrecisionName(Precision::FP32);
  for (const GeneratedKernelRates::StructureEntry &entry :
       device.calibrated.generatedKernels.structure)
    if (entry.precision == name || (precision == Precision::TF32 && entry.precision == fp32))
      return true;
  return false;
}

namespace {
double softMaximum(double a, double b) {
  return std::pow(std::pow(a, kResidencySharpness) + std::pow(b, kResidencySharpness),
                  1 / kResidencySharpness);
}
} // namespace

int64_t netc::getTrafficBytes(const cuda::KernelConfig &config, int64_t bytes) {
  return config.splitK > 1 ? bytes + 2 * config.workspaceBytes : bytes;
}

double netc::getBusyMs(double computeMs, double memoryMs, const StructureCosts &costs) {
  return costs.estimated ? std::max(computeMs, memoryMs) : softMaximum(computeMs, memoryMs);
}

double netc::getIterationNs(const StructureCosts &costs, int64_t residentBlocks,
                            bool pointwise, double extraNs) {
  const double throughput =
      double(std::max<int64_t>(residentBlocks, 1)) * (costs.iterationNs + extraNs);
  const double latency =
      pointwise && costs.latencyPointwiseNs > 0 ? costs.latencyPointwiseNs : costs.latencyNs;
  return softMaximum(latency, throughput);
}

double netc::getBlocksNs(const StructureCosts &costs, int64_t residentBlocks, bool persistent) {
  const int64_t k = std::max<int64_t>(residentBlocks, 1);
  // Only a wave of one block an SM leaves its prologue and epilogue
  // exposed: with two or more, and from one wave to the next, the blocks
  // overlap one another's (the bench's two-block and full-wave layers
  // priced within 5% by k x block; charging a lone block's cost to every
  // wave moved layers of hundreds of waves onto kernels that ran up to 2.4x
  // slower, docs/results/2026-11-30-pointwise-structure-h200.md). A
  // persistent kernel's units overlap their epilogues already.
  if (k == 1 && !persistent && costs.blockAloneNs > 0)
    return std::max(costs.blockAloneNs, costs.blockNs);
  return double(k) * costs.blockNs;
}

double netc::getTailBusyShare(const KernelStructure &s) {
  if (s.waves.tailBlocks <= 0)
    return 1;
  // tailFill = tail blocks / (SMs x blocks an SM): times the blocks an SM,
  // the share of the SMs the tail's blocks land on.
  return std::min(1.0,
                  s.waves.tailFill * double(std::max<int64_t>(s.occupancy.blocksPerSm, 1)));
}

double netc::getSubWaveNs(double ns, double busyShare, double floor) {
  if (floor <= 0 || floor >= 1 || busyShare >= 1 || ns <= 0)
    return ns;
  // At busyShare 1 the two terms' soft maximum is `ns` itself: the part
  // that scales with the busy SMs is what the floor leaves of it.
  return softMaximum(floor * ns, std::pow(1 - std::pow(floor, kResidencySharpness),
                                          1 / kResidencySharpness) *
                                     ns * busyShare);
}

namespace {
/// One wave's compute in ns (getStructuralComputeMs): every block's k-loop,
/// the busiest SM's k blocks sharing it, then their prologues and
/// epilogues; in a wave whose blocks land on a share of the SMs, its fixed
/// costs come down to `floor` and its k-steps to `stepFloor`
/// (getSubWaveNs).
double getWaveNs(const KernelStructure &s, const StructureCosts &costs, int64_t k, bool full,
                 double busyShare, double floor, double stepFloor) {
  StructureCosts wave = costs;
  for (double *ns : {&wave.latencyNs, &wave.latencyPointwiseNs, &wave.blockNs, &wave.blockAloneNs})
    *ns = getSubWaveNs(*ns, busyShare, floor);
  for (double *ns : {&wave.iterationNs, &wave.partialStepNs, &wave.misalignedStepNs,
                     &wave.partialColumnStepNs})
    *ns = getSubWaveNs(*ns, busyShare, stepFloor);
  // A persistent kernel's units run at the throughput. Partial, misaligned
  // and past-K steps cost the copies' throughput, which an SM's blocks
  // share where it holds all it can: a wave whose busiest SM holds fewer
  // hides them (a lone squeeze-and-excitation block priced with them came
  // out 10-40% over).
  auto stepNs = [&](double extraNs) {
    return s.persistent ? double(std::max<int64_t>(k, 1)) * (wave.iterationNs + extraNs)
                        : getIterationNs(wave, k, s.pointwise, extraNs);
  };
  // What every step adds: pixels off a sector, boxes past K (the launch's
  // share of them); the taps' partial steps add their own.
  const double everyStepNs = full ? (s.misalignedPixels ? wave.misalignedStepNs : 0) +
                                        s.columnOverrun * wave.partialColumnStepNs
                                  : 0;
  const double partialNs = full ? wave.partialStepNs : 0;
  const int64_t partial = std::min(s.partialSteps, s.trips);
  return double(s.trips - partial) * stepNs(everyStepNs) +
         double(partial) * stepNs(everyStepNs + partialNs) + getBlocksNs(wave, k, s.persistent);
}
} // namespace

double netc::getFullWaveDramShare(const KernelStructure &s, const StructureCosts &costs) {
  if (s.fullWaveDramNs <= 0)
    return 0;
  const double fullWaveNs =
      getWaveNs(s, costs, s.occupancy.blocksPerSm, /*full=*/true, /*busyShare=*/1, 0, 0);
  return fullWaveNs > 0 ? s.fullWaveDramNs / fullWaveNs : 0;
}

double netc::getStepSubWaveFloor(double floor, double dramShare) {
  if (floor <= 0 || floor >= 1 || dramShare <= 0)
    return floor;
  return 1 - (1 - floor) * std::min(1.0, dramShare / kSubWaveStreamingShare);
}

double netc::getStructuralComputeMs(const KernelStructure &s, const StructureCosts &costs) {
  // A wave in which the busiest SM runs k blocks (getWaveNs); a persistent
  // kernel's units run at the throughput, its fill paid once.
  // A wave whose blocks land on a share of the SMs runs faster than a full
  // one: its fixed costs (lone-block latency, prologues and epilogues, a
  // persistent kernel's fill) come down to the entry's floor, and its
  // k-steps as far as a full wave's DRAM traffic held them back
  // (getStepSubWaveFloor): the tails bench's 1x1 layers, streaming their
  // inputs, ran a quarter of the SMs' k-steps in 0.65x a full wave's time;
  // the nets' layers whose inputs stay in the L2 ran theirs in 0.96-1.05x
  // and gained in their fixed costs only
  // (docs/results/2026-12-01-narrow-tails-h200.md, 5).
  const double floor = costs.subWaveFloor;
  const double stepFloor = getStepSubWaveFloor(floor, getFullWaveDramShare(s, costs));
  const double tailShare = getTailBusyShare(s);
  // A persistent kernel's fill, on the SMs its units land on.
  double computeNs =
      s.persistent ? getSubWaveNs(costs.latencyNs, s.waves.fullWaves > 0 ? 1.0 : tailShare, floor)
                   : 0;
  computeNs += double(s.waves.fullWaves) * getWaveNs(s, costs, s.occupancy.blocksPerSm,
                                                     /*full=*/true, /*busyShare=*/1, floor,
                                                     stepFloor);
  if (s.waves.tailBlocks > 0)
    computeNs += getWaveNs(s, costs, s.waves.tailBlocksPerSm,
                           /*full=*/s.waves.tailBlocksPerSm >= s.occupancy.blocksPerSm, tailShare,
                           floor, stepFloor);
  return computeNs / 1e6;
}

StructuralEstimate netc::estimateStructural(const KernelStructure &structure,
                                            const StructureCosts &costs, int64_t bytes,
                                            const DeviceProfile &device) {
  StructuralEstimate e;
  e.structure = structure;
  e.costs = costs;
  const double bandwidth =
      device.memoryBandwidthGBs *
      (device.calibrated.bandwidthFraction > 0 ? device.calibrated.bandwidthFraction : 1.0);
  // A full wave's share of the traffic: the units of one wave over all.
  if (bandwidth > 0 && structure.units > 0 && bytes > 0)
    e.structure.fullWaveDramNs = double(bytes) / double(structure.units) *
                                 double(device.smCount * structure.occupancy.blocksPerSm) /
                                 bandwidth; // bytes / (GB/s) = ns
  e.computeMs = getStructuralComputeMs(e.structure, costs);
  e.memoryMs = bandwidth > 0 ? double(bytes) / (bandwidth * 1e6) : 0;
  e.launchMs = (device.calibrated.launchOverheadUs + structure.serialTailUs) / 1e3;
  const double busy = getBusyMs(e.computeMs, e.memoryMs, costs);
  e.totalMs = e.launchMs + busy;
  e.bound = e.launchMs > busy ? "latency" : e.computeMs >= e.memoryMs ? "compute" : "memory";
  return e;
}

StructuralEstimate netc::estimateStructural(const cuda::KernelConfig &config, int64_t bytes,
                                            const DeviceProfile &device, Precision precision,
                                            int64_t reduction) {
  return estimateStructural(describeKernel(config, precision, reduction, device),
                            getStructureCosts(config, precision, device), bytes, device);
}

std::vector<TableKernel> netc::getTableKernels() {
  std::vector<TableKernel> kernels;
  for (const ResourceRow &row : kResourceTable) {
    TableKernel kernel;
    kernel.config.variant = row.variant;
    if (kernel.config.variant == cuda::kWgmmaNarrowStructureVariant) {
      kernel.config.variant = "implicit_gemm_wgmma";
      kernel.config.narrowGather = true;
    }
    kernel.config.tileM = row.tileM;
    kernel.config.tileN = row.tileN;
    kernel.config.tileK = row.tileK;
    kernel.config.threads = row.threads;
    kernel.config.minBlocksPerSm = row.minBlocksPerSm;
    kernel.config.directRowsPerItem = row.directRowsPerItem;
    kernel.config.directImagesPerBlock = row.directImagesPerBlock;
    // The table spells precisions as getPrecisionName does (generated).
    kernel.precision = parsePrecisionExactly(row.precision).value_or(Precision::FP32);
    kernel.resources = {row.registers, row.staticSharedBytes};
    kernels.push_back(std::move(kernel));
  }
  return kernels;
}

std::vector<TableKernelOccupancy> netc::describeTableKernels(const DeviceProfile &device) {
  const SmLimits limits = getSmLimits(device);
  const std::optional<KernelTarget> target = parseKernelTarget(device.smVersion);
  std::vector<TableKernelOccupancy> out;
  for (TableKernel &kernel : getTableKernels()) {
    TableKernelOccupancy entry;
    if (target && kernel.config.variant != "direct") {
      // The representative layer of the table (resources_gen.cpp's).
      cuda::ConvProblem problem;
      // The narrow gather's: three channels, which no 16-byte copy takes.
      const int64_t channels = kernel.config.narrowGather ? 3 : 64;
      problem.x = {32, 28, 28, channels, channels};
      problem.y = {32, 28, 28, 256, 256};
      problem.kh = problem.kw = 3;
      problem.padTop = problem.padLeft = 1;
      problem.activation = cuda::KernelActivation::Relu;
      problem.precision = kernel.precision;
      const std::string name = getKernelName(kernel.config);
      for (const cuda::KernelConfig &candidate : cuda::convCandidates(problem, *target))
        if (getKernelName(candidate) == name)
          entry.dynamicSharedBytes = candidate.sharedBytes;
    }
    entry.occupancy = computeOccupancy(
        kernel.config.threads, kernel.resources.registers,
        kernel.resources.staticSharedBytes + entry.dynamicSharedBytes, limits);
    entry.kernel = std::move(kernel);
    out.push_back(std::move(entry));
  }
  return out;
}
