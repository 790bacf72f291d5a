//===- KernelStructure.h - netc's kernels predicted from their structure -*- C++ -*-===//
//
// The lowering knows every launch of netc's own kernels exactly: its grid,
// block, tile, the trip count of its k-loop, its dynamic shared memory, and
// (from the compiled code, KernelResourceTable.inc) its registers and static
// shared memory. From those follow how many blocks an SM holds, how many
// waves the grid takes and how full the last one is; the time is then
//
//   launch + (compute^4 + memory^4)^(1/4)
//   compute = sum over waves of (trips x iteration(k) + k x block)
//   iteration(k) = (latency^4 + (k x iteration)^4)^(1/4)
//   memory = bytes / (bandwidth x fraction)
//
// where k is the blocks the busiest SM runs in that wave (the occupancy in a
// full wave, fewer in the tail), `iteration` the SM's time for one k-step of
// one block when it is full (throughput), `latency` one block's k-step when
// it runs alone, and `block` the prologue and epilogue of one block.
//
// A pointwise layer (a 1x1 filter, an inner product: KernelConfig::pointwise)
// reads every operand element in one k-step only. Nothing a block loads is
// reused from L1 or L2 by a later tap, so a lone block's k-step waits on DRAM
// and is slower than in a 3x3 layer (1.06-1.44x on an H200,
// docs/results/2026-11-30-pointwise-latency-h200.md). Such layers take
// `latency_pointwise` in place of `latency` where the profile measured one.
// And a block alone on its SM (k = 1) has nothing to overlap its chain of
// first loads and last stores: such a wave takes `block_alone` in place of
// `block` where measured (a short 1x1 layer of one block an SM ran 1.2-2.4
// us past its price on the tensor-core tiles, two blocks an SM within 5%;
// docs/results/2026-11-30-pointwise-structure-h200.md).
//
// A TMA kernel steps through each tap's channels BK at a time; where C is
// not a multiple of BK, the tap's last step copies a box that runs past C
// (zeros filled in). Such a step costs more than a whole one, not less: 1x1
// layers of 24 channels ran 1.3x slower than of 32 on the tf32 tiles, and
// mobilenet_v3_large's tf32 layers of C = 16, 24, 40, 72 and 120 12-28%
// over their price. And where a pixel's channels (C x element bytes, the
// pitch of a dense x) are not whole 32-byte sectors, every box row starts
// mid-sector: its bf16 layers of C = 24, 40, 72 and 120 (48-240 bytes) ran
// 20-34% over (docs/results/2026-11-30-partial-channels-h200.md); the
// gathered tensor-core kernels' 16-byte copies of such pixels likewise
// (googlenet's bf16 5x5 layers of 24 channels ran 1.7x their price on the
// mma.sync 64 x 64 tile; docs/results/2026-12-02-dram-relief-h200.md). Such a
// step's throughput takes `iteration + partial_step` (a tap's last, past C)
// and `+ misaligned_step` (every step of a misaligned x) where the profile
// measured them, in waves whose busiest SM holds all the blocks it can: the
// copies' throughput, which those blocks share and fewer hide (a lone
// block's latency stays).
//
// A persistent kernel (its resident blocks walking the work units in turn)
// overlaps one unit's epilogue with the next unit's loads and fills its
// pipeline once: there `latency` is that fill, paid once a launch, and a
// unit's k-steps run at the throughput:
//
//   compute = latency + sum over waves of (trips x k x iteration + k x block)
//
// The constants are per variant, tile, threads and precision
// (`calibrated.generated_kernels.structure` in the device profile, measured by
// bench/kstruct); where the profile has no entry they are derived from the
// calibrated rates of `generated_kernels` (estimates, and said so).
//
// Compute and memory overlap, but not perfectly: a k-loop kernel whose
// traffic is a third to nine tenths of its compute runs 19-22% over the
// larger of the two (docs/results/2026-11-29-wgmma-structure-h200.md), so the
// measured costs combine them by the same soft maximum as the residency.
// Costs derived from the rates keep the larger alone: the rates were fitted
// that way, and the derived costs reproduce the rate model.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_COSTMODEL_KERNELSTRUCTURE_H
#define NETC_COSTMODEL_KERNELSTRUCTURE_H

#include "Kernels/KernelCatalog.h"
#include "Support/DeviceProfile.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace netc {

/// What one SM holds. Registers, threads and shared memory come from the
/// device profile; the rest from the compute capability (CUDA C++
/// Programming Guide, "Technical Specifications per Compute Capability", and
/// the occupancy calculator's allocation rules).
struct SmLimits {
  int64_t registersPerSm = 65536;
  /// Registers are allocated per warp in units of this many.
  int64_t registerAllocationUnit = 256;
  int64_t maxRegistersPerThread = 255;
  int64_t maxThreadsPerSm = 2048;
  int64_t maxBlocksPerSm = 32;
  int64_t sharedBytesPerSm = 228 * 1024;
  /// Shared memory the system keeps per resident block (sm_80 and later).
  int64_t sharedReservedPerBlock = 1024;
  int64_t warpSize = 32;
};
/// The limits of the profile's device (its sm_version for the per-
/// architecture ones; sm_80/sm_90 values where it names none).
SmLimits getSmLimits(const DeviceProfile &device);

enum class OccupancyLimit { Threads, Registers, SharedMemory, Blocks };
/// "threads", "registers", "shared memory", "blocks".
const char *getOccupancyLimitName(OccupancyLimit limit);

struct Occupancy {
  int64_t blocksPerSm = 1;
  OccupancyLimit limit = OccupancyLimit::Blocks;
};
/// Resident blocks per SM for blocks of `threads` threads using
/// `registersPerThread` registers and `sharedBytes` shared memory (static and
/// dynamic, without the per-block reservation). At least 1: a kernel that
/// compiled runs one block per SM whatever it asks for.
Occupancy computeOccupancy(int64_t threads, int64_t registersPerThread, int64_t sharedBytes,
                           const SmLimits &limits);

/// How a grid of `blocks` lands on `smCount` SMs holding `blocksPerSm` each.
struct WaveShape {
  int64_t fullWaves = 0;
  /// Blocks of the last, partial wave (0 when the grid fills whole waves).
  int64_t tailBlocks = 0;
  /// Blocks the busiest SM runs in the tail: ceil(tailBlocks / smCount).
  int64_t tailBlocksPerSm = 0;
  /// The tail's blocks over a full wave's (0 without a tail).
  double tailFill = 0;
  int64_t waves() const { return fullWaves + (tailBlocks > 0 ? 1 : 0); }
};
WaveShape computeWaves(int64_t blocks, int64_t smCount, int64_t blocksPerSm);

/// Registers and static shared memory of a catalog kernel, as ptxas reported
/// them for a representative layer (KernelResourceTable.inc, generated by
/// bench/kstruct/update-resources.sh).
struct KernelResources {
  int64_t registers = 0;
  int64_t staticSharedBytes = 0;
};
/// The table's entry for the config's variant, tile, threads and the
/// precision's storage (the direct kernel: its form and the nearest tap
/// count); none for kernels the table does not hold (the streaming
/// families).
std::optional<KernelResources> lookupKernelResources(const cuda::KernelConfig &config,
                                                     Precision precision);

/// Achieved GFLOPS of the unit a generated kernel variant runs on (tensor
/// cores for the mma and wgmma variants where the precision has them, CUDA
/// cores otherwise), times the variant's calibrated efficiency
/// (`calibrated.generated_kernels`): the one rate KernelCost's tile model and
/// the structure's estimated costs share.
double generatedKernelRate(const cuda::KernelConfig &config, const DeviceProfile &device,
                           Precision precision);

/// Everything the structure of one launch decides.
struct KernelStructure {
  int64_t blocks = 0;
  int64_t threads = 0;
  int64_t registers = 0;      ///< per thread (0: unknown, occupancy by threads and shared)
  int64_t sharedBytes = 0;    ///< static + dynamic, per block
  bool resourcesKnown = false; ///< registers and static shared from the table
  /// k-loop trips of one block: ceil(reduction / tileK) for the GEMM
  /// variants (over the splits of a split reduction: one block runs its
  /// split's k-steps); the direct kernel's items per thread times its images.
  int64_t trips = 0;
  /// A split reduction's serial tail after the main loop
  /// (KernelConfig::serialTailUs), priced with the launch.
  double serialTailUs = 0;
  /// The blocks walk work units (KernelConfig::persistentTiles): the waves
  /// are the units', and the pipeline fills once (file comment).
  bool persistent = false;
  /// Every operand element is read in one k-step (KernelConfig::pointwise):
  /// a lone block's k-step is `latency_pointwise` where the profile has one.
  bool pointwise = false;
  /// The work units the waves count: the grid's blocks, or a persistent
  /// kernel's units (KernelConfig::persistentTiles), which its blocks walk.
  int64_t units = 0;
  /// The busiest block's k-steps whose channel box runs past C (a TMA
  /// kernel's last step of each tap where C is not a multiple of BK; 0 for
  /// the other kernels): each adds `partial_step` where measured.
  int64_t partialSteps = 0;
  /// A TMA or gathered tensor-core kernel's x whose pixels are not whole
  /// 32-byte sectors (C x element bytes): every k-step adds
  /// `misaligned_step` where measured.
  bool misalignedPixels = false;
  /// The share of a TMA kernel's filter-box rows that lie past K, over all
  /// its tiles: (columns x BN - K) / (columns x BN) for ceil(K / BN) columns
  /// of tiles (0 where K is a multiple of BN, and for the other kernels).
  /// Every k-step adds `partial_column_step` times it where measured: a box
  /// mostly past K costs more than a whole one (the column bench's 3x3
  /// layers ran slower the fewer of the last column's channels were real).
  double columnOverrun = 0;
  /// What a full wave of this launch's work units (blocks, or a persistent
  /// kernel's units: SMs x blocks an SM) takes to move its share of the
  /// launch's traffic at the calibrated DRAM bandwidth, in ns: the
  /// launch's bytes over its units, times a wave's units. Set by
  /// estimateStructural, which knows the bytes; 0 where unknown (a
  /// sub-wave's k-steps then take the tile's whole floor).
  double fullWaveDramNs = 0;
  Occupancy occupancy;
  WaveShape waves;
};
/// The structure of `config` for a GEMM of reduction length `reduction`
/// (kh * kw * cin / groups; 0 for kernels that are not GEMMs). `registers`,
/// where given, replaces the table's representative count (a launch's own,
/// from its cubin); the static shared memory stays the table's.
KernelStructure describeKernel(const cuda::KernelConfig &config, Precision precision,
                               int64_t reduction, const DeviceProfile &device,
                               std::optional<int64_t> registers = std::nullopt);

/// The name of the kernel's structure costs in a profile: variant, tile and
/// threads ("implicit_gemm_simt 64x64x16 t256", two mma tiles differ only in
/// their threads), or the direct kernel's form ("direct r2 i1": rows per
/// item, images per block). Never the split of the reduction: a split runs
/// its tile's k-loop, and its trips and serial tail price the split.
std::string getStructureKey(const cuda::KernelConfig &config);

/// The variant a structure key and the resource table name: the config's,
/// except the wgmma kernel's narrow gather (KernelConfig::narrowGather),
/// another kernel on the same tile: cuda::kWgmmaNarrowStructureVariant.
std::string getStructureVariant(const cuda::KernelConfig &config);

/// The catalog kernel's name: its structure key and the split of the
/// reduction where there is one ("implicit_gemm_wgmma_tma_persistent
/// 128x64x64 t384 s4", "implicit_gemm_simt 64x64x16 t256 s8"); what
/// `netc lower --force-kernel` names.
std::string getKernelName(const cuda::KernelConfig &config);

/// Per-variant costs, in ns (see the file comment).
struct StructureCosts {
  double iterationNs = 0;
  double latencyNs = 0;
  double blockNs = 0;
  /// True where the profile has no measured entry and the costs are derived
  /// from the calibrated rates.
  bool estimated = true;
  /// A lone block's k-step in a pointwise layer (KernelStructure::pointwise),
  /// where it was measured apart; 0: latencyNs.
  double latencyPointwiseNs = 0;
  /// A lone block's prologue and epilogue where measured apart (0:
  /// blockNs): a wave of one block an SM takes it in place of blockNs.
  double blockAloneNs = 0;
  /// What a k-step whose channel box runs past C (KernelStructure::
  /// partialSteps) adds to a block's throughput, where measured apart (0:
  /// nothing).
  double partialStepNs = 0;
  /// What every k-step of a launch whose x pixels are not whole sectors
  /// (KernelStructure::misalignedPixels) adds, where measured (0: nothing).
  double misalignedStepNs = 0;
  /// What a k-step whose filter box lies wholly past K adds to a block's
  /// throughput, where measured; a launch's steps add it times
  /// KernelStructure::columnOverrun (0: nothing).
  double partialColumnStepNs = 0;
  /// The share of a full wave's time that the lone-block latency,
  /// prologues and epilogues of a wave leaving SMs idle keep where
  /// measured, and its k-steps where the launch streams from DRAM
  /// (getSubWaveNs, getStepSubWaveFloor; 0: none).
  double subWaveFloor = 0;
};
/// A profile entry's costs (measured: not estimated).
StructureCosts getMeasuredCosts(const GeneratedKernelRates::StructureEntry &entry);

/// The precision whose `generated_kernels.structure` entries price a launch
/// of `config` in `precision`: its own, except that a tf32 launch off the
/// tensor cores runs fp32's compiled kernel and reads fp32's ("fp32").
/// Measured launches are fitted into the entry of this precision.
const char *getStructureEntryPrecision(const cuda::KernelConfig &config, Precision precision);

/// The profile's `generated_kernels.structure` entry for the launch (a tf32
/// launch off the tensor cores reads fp32's: the same kernel), else
/// the costs derived from `generated_kernels`: iteration = the block's
/// 2 x tileM x tileN x tileK FLOPs at the variant's rate per SM; latency =
/// twice that (one block alone reaches half the SM's rate: an estimate);
/// block = reduction_half_length / tileK iterations (the K / (K + K0) loss
/// of a short reduction is a fixed cost per block).
StructureCosts getStructureCosts(const cuda::KernelConfig &config, Precision precision,
                                 const DeviceProfile &device);

/// Whether the structural model can price this variant (the k-loop kernels:
/// implicit GEMM on CUDA cores, mma.sync and wgmma (the narrow gather too),
/// the direct convolution, Winograd and the depthwise strip).
bool hasStructuralModel(const cuda::KernelConfig &config);

/// Whether the kernel runs its multiply-adds on the tensor cores (mma.sync
/// or wgmma): a tf32 launch of one reads tf32's structure entries, not
/// fp32's.
bool runsOnTensorCores(const cuda::KernelConfig &config);

/// Whether the profile holds measured structure costs for `precision`
/// (TF32: its own or fp32's, which its CUDA-core kernels read). The
/// structural model prices a precision's kernels only then: a precision
/// without entries keeps the rate model rather than costs derived from it,
/// so measuring one precision never changes another's choices. (bf16 was
/// measured and not shipped: its entries made the model prefer mma.sync
/// tiles to the rate-priced wgmma kernels, 1.14x slower on the launches
/// they changed; docs/results/2026-11-28-kstruct-choices-h100.md.)
bool hasMeasuredStructure(const DeviceProfile &device, Precision precision);

/// Whether KernelCost prices this launch by its structure: a structural
/// variant in a precision with measured entries (hasMeasuredStructure), and
/// for the wgmma kernels only where the profile has measured wgmma entries
/// of the precision: until then they keep their rate and tile efficiency,
/// so fitting the wgmma kernels on one device never changes another
/// profile's choices (the H100's tf32 entries are CUDA-core and mma.sync
/// ones).
bool pricesByStructure(const cuda::KernelConfig &config, const DeviceProfile &device,
                       Precision precision);

/// The SM's time for one k-step of k co-resident blocks: the soft maximum
/// (latency^4 + (k x iteration)^4)^(1/4), with the pointwise latency for a
/// pointwise layer where the costs have one.
/// `extraNs` adds to each block's throughput (a partial or misaligned
/// step's cost).
double getIterationNs(const StructureCosts &costs, int64_t residentBlocks,
                      bool pointwise = false, double extraNs = 0);

/// The prologues and epilogues of k co-resident blocks: k x block, but for
/// a lone block (k = 1) its own cost where the costs have one (not for a
/// persistent kernel, whose units overlap them).
double getBlocksNs(const StructureCosts &costs, int64_t residentBlocks, bool persistent);

/// The launch's memory traffic: its minimum `bytes` and, for a split
/// reduction, the partial tiles written and read back once more. What
/// KernelCost prices and what scoring and fitting a measured launch price,
/// so that a plan's prediction and its score agree.
int64_t getTrafficBytes(const cuda::KernelConfig &config, int64_t bytes);

/// A k-loop kernel's busy time from its compute and memory terms: the soft
/// maximum (compute^4 + memory^4)^(1/4) for measured costs (the two overlap
/// imperfectly), the larger alone for costs derived from the rates (file
/// comment).
double getBusyMs(double computeMs, double memoryMs, const StructureCosts &costs);

struct StructuralEstimate {
  double computeMs = 0, memoryMs = 0, launchMs = 0, totalMs = 0;
  KernelStructure structure;
  StructureCosts costs;
  std::string bound; ///< "compute", "memory" or "latency"
};
/// The launch's time by the structure (file comment). `bytes` is the
/// minimum traffic; `reduction` as for describeKernel.
StructuralEstimate estimateStructural(const cuda::KernelConfig &config, int64_t bytes,
                                      const DeviceProfile &device, Precision precision,
                                      int64_t reduction);

/// The compute term alone, in ms: sum over the waves of (trips x
/// iteration(k) + k x block), k the busiest SM's blocks in that wave, a
/// tail on a share of the SMs at its sub-wave costs (getSubWaveNs).
double getStructuralComputeMs(const KernelStructure &structure, const StructureCosts &costs);

/// The share of the SMs the last wave's blocks land on: 1 for a grid of
/// whole waves or a tail on every SM, tail blocks / SMs under that.
double getTailBusyShare(const KernelStructure &structure);

/// A cost of `ns` on a full wave in a wave whose blocks land on
/// `busyShare` of the SMs: the soft maximum (kResidencySharpness) of
/// floor x ns, what the SM takes with the L2 and DRAM to fewer, and the
/// rest, (1 - floor^4)^(1/4) x ns, times busyShare, which is the SMs'
/// share of the memory system; `ns` itself at busyShare 1, and without a
/// floor in (0, 1) (StructureCosts::subWaveFloor, fitted by
/// fitSubWaveCosts).
double getSubWaveNs(double ns, double busyShare, double floor);

/// How much of a full wave's time its DRAM traffic would take: the
/// structure's fullWaveDramNs over a full wave's time at `costs` (its
/// k-steps, prologues and epilogues at the occupancy, no relief); 0 where
/// the structure does not know its bytes.
double getFullWaveDramShare(const KernelStructure &structure, const StructureCosts &costs);

/// The floor a sub-wave's k-steps take (their per-step extras too): the
/// tile's `floor` where a full wave of the launch moves at least
/// kSubWaveStreamingShare of its time's worth of DRAM bytes (the tails
/// bench's streaming 1x1 layers, where the floors were measured), and
/// proportionally less relief below that: 1 - (1 - floor) x share /
/// kSubWaveStreamingShare. A launch whose share is unknown (0) takes the
/// tile's floor.
double getStepSubWaveFloor(double floor, double dramShare);

/// The DRAM share (getFullWaveDramShare) from which a sub-wave's k-steps
/// take the tile's whole floor. The tails bench's 1x1 layers of 16 and 32
/// k-steps, whose inputs stream from DRAM, have 0.5-0.9 on the TMA tiles;
/// the nets' layers whose inputs other taps and tiles keep in the L2
/// (inception_v3's 1x7, resnet50's 3x3) 0.15-0.2, and their k-steps ran
/// 0.96-1.05x a full wave's at any share of the SMs
/// (docs/results/2026-12-01-narrow-tails-h200.md, section 5).
inline constexpr double kSubWaveStreamingShare = 0.5;

/// The launch's time from a structure already described and the costs to
/// price it with (estimateStructural's arithmetic: the fit evaluates
/// candidate costs through it).
StructuralEstimate estimateStructural(const KernelStructure &structure,
                                      const StructureCosts &costs, int64_t bytes,
                                      const DeviceProfile &device);

/// One row of the resource table (KernelResourceTable.inc): a catalog
/// kernel as ptxas compiled it for a representative layer.
struct TableKernel {
  /// Variant, tile, threads, the direct form and minBlocksPerSm; no grid.
  cuda::KernelConfig config;
  Precision precision = Precision::FP32;
  KernelResources resources;
};
/// Every row of the table, in its order.
std::vector<TableKernel> getTableKernels();

/// A table kernel as `device` holds it: the dynamic shared memory the
/// catalog gives it (the mma tiles' staged operands; 0 for the others) for
/// the table's representative GEMM layer (3x3 over 64 channels, as
/// bench/kstruct/resources_gen.cpp compiles), and its blocks per SM. What
/// bench/kstruct designs its microbenchmark around (`netc calibrate
/// --structure-kernels`).
struct TableKernelOccupancy {
  TableKernel kernel;
  int64_t dynamicSharedBytes = 0;
  Occupancy occupancy;
};
std::vector<TableKernelOccupancy> describeTableKernels(const DeviceProfile &device);

} // namespace netc

#endif // NETC_COSTMODEL_KERNELSTRUCTURE_H
