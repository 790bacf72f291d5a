//===- StructureFit.h - The structural model's constants from measurements -*- C++ -*-===//
//
// The structural model of netc's k-loop kernels (KernelStructure.h) has
// three constants per kernel and precision: iteration_ns, latency_ns and
// block_ns (and, where measured, latency_pointwise_ns, block_alone_ns,
// partial_step_ns and misaligned_step_ns),
// the profile's `calibrated.generated_kernels.structure`
// (docs/devices.md). This fits them to measured launches
// (MeasuredLaunches.h: bench/kstruct's microbenchmark or whole nets) and
// scores the model on such launches. Every prediction is
// KernelStructure.cpp's own: the launch's structure from describeKernel,
// its time from getStructuralComputeMs / estimateStructural (issue 15 item
// 4: one model, no copy of it in a script).
//
// The fit, per (structure key, entry precision) group: minimise the sum
// over the group's launches of (predicted / measured - 1)^2 over
// the three constants (their absolute values: the simplex may wander below
// zero) by Nelder-Mead (NelderMead.h), started from the per-block-iteration
// time of the launch with the most full-wave trips (iteration x 1, latency
// x 2, block x 4, steps of a quarter, half and one of that), then restarted
// from the result with steps of an eighth. `predicted` is the whole model
// (predictStructureMs: launch, serial tail, and compute and memory by their
// soft maximum), so that the constants fitted are the ones that price: the
// memory term, which the constants do not move, still shapes what the
// compute must be wherever the two are of a size. A tf32 launch off the
// tensor cores joins fp32's group (getStructureEntryPrecision: the same
// compiled kernel, whose fp32 entry prices it).
//
// A group with both pointwise launches (KernelConfig::pointwise: 1x1
// filters, inner products) and others fits the three constants on the
// others, then the pointwise launches' own lone-block latency
// (latency_pointwise_ns) on them with the three held: one dimension, the
// same simplex. `--lone-block-costs-only` (fitLoneBlockCosts) fits the
// lone-block costs alone against the profile's entries: that latency, and
// block_alone_ns (a lone block's exposed prologue and epilogue), which only
// it fits. A bench of 1x1 and short layers then adds them without moving the
// constants the nets were scored with. `--channel-costs-only`
// (fitChannelCosts) fits partial_step_ns (a TMA k-step whose channel box
// runs past C), misaligned_step_ns (a k-step of an x whose pixels are not
// whole sectors) and partial_column_step_ns (a k-step whose filter box lies
// past K, times the launch's share of such rows) the same way, on benches of
// such channel counts.
//
// Deterministic: the groups in (key, precision) order, launches in the
// order read, no randomness.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_COSTMODEL_STRUCTUREFIT_H
#define NETC_COSTMODEL_STRUCTUREFIT_H

#include "CostModel/KernelStructure.h"
#include "CostModel/MeasuredLaunches.h"
#include "Support/DeviceProfile.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"

#include <map>
#include <string>
#include <vector>

namespace netc {

/// A measured launch of a k-loop kernel with its structure described once.
struct StructureSample {
  const MeasuredLaunch *measured = nullptr;
  KernelStructure structure;
};

/// The structure of a measured launch (its cubin registers where it has
/// them, else the table's) on `device`.
StructureSample describeMeasuredLaunch(const MeasuredLaunch &measured,
                                       const DeviceProfile &device);

/// The launch's predicted time at `costs` (the whole model: launch, serial
/// tail, and compute and memory by getBusyMs).
double predictStructureMs(const StructureSample &sample, const StructureCosts &costs,
                          const DeviceProfile &device);

/// The constants minimising the group's squared relative error (file
/// comment); `loss`, where given, receives that sum at the minimum.
/// `samples` must not be empty.
StructureCosts fitStructureCosts(llvm::ArrayRef<StructureSample> samples,
                                 const DeviceProfile &device, double *loss = nullptr);

/// The lone-block latency of pointwise launches (StructureCosts::
/// latencyPointwiseNs) minimising their squared relative error with the
/// other constants of `held`; `loss`, where given, receives that sum.
/// `pointwise` must not be empty.
double fitPointwiseLatencyNs(llvm::ArrayRef<StructureSample> pointwise,
                             const StructureCosts &held, const DeviceProfile &device,
                             double *loss = nullptr);

/// The structural launches grouped by (structure key, entry precision), in
/// that order: what one entry of the profile prices.
std::map<std::pair<std::string, std::string>, std::vector<StructureSample>>
groupStructureSamples(llvm::ArrayRef<MeasuredLaunch> launches, const DeviceProfile &device);

/// One fitted entry and how well it fits its own launches (in-sample).
struct FittedStructureEntry {
  std::string kernel;    ///< getStructureKey()
  std::string precision; ///< the entry's precision
  size_t launches = 0;
  StructureCosts costs;
  double loss = 0;
  /// |predicted - measured| / measured over the group, the whole model
  /// (memory term included), in-sample.
  double medianError = 0, maxError = 0;
};
/// Every group of `launches` fitted.
std::vector<FittedStructureEntry> fitStructure(llvm::ArrayRef<MeasuredLaunch> launches,
                                               const DeviceProfile &device);

/// For each group with a measured entry of its own in the profile (its key
/// and precision): that entry's iteration, latency and block held, and the
/// lone-block costs its launches can tell fitted together on all of them:
/// latency_pointwise_ns where some are pointwise, block_alone_ns where some
/// wave leaves one block alone on an SM that holds more (not for a
/// persistent kernel); the errors in-sample over the group. Groups that
/// tell neither are left out.
std::vector<FittedStructureEntry> fitLoneBlockCosts(llvm::ArrayRef<MeasuredLaunch> launches,
                                                    const DeviceProfile &device);

/// As fitLoneBlockCosts, for the channel costs: each group with a measured
/// entry of its own, partial_step_ns where some launches have partial
/// steps (KernelStructure::partialSteps), misaligned_step_ns where some
/// read misaligned pixels (KernelStructure::misalignedPixels) and
/// partial_column_step_ns where some have filter rows past K
/// (KernelStructure::columnOverrun) fitted together, its other costs held.
std::vector<FittedStructureEntry> fitChannelCosts(llvm::ArrayRef<MeasuredLaunch> launches,
                                                  const DeviceProfile &device);

/// As fitChannelCosts, for sub_wave_floor (StructureCosts::subWaveFloor):
/// each group with a measured entry of its own and launches whose last wave
/// leaves SMs idle (getTailBusyShare < 1), its other costs held.
std::vector<FittedStructureEntry> fitSubWaveCosts(llvm::ArrayRef<MeasuredLaunch> launches,
                                                  const DeviceProfile &device);

/// |error| of every structural launch predicted by constants fitted on the
/// other networks' launches of its group (where no other network has any:
/// the costs the profile's rates give, KernelStructure.h's estimate), by
/// the launch's precision.
struct HeldOutErrors {
  std::map<std::string, std::vector<double>> byPrecision;
  std::vector<std::string> networks; ///< the networks held out, sorted
};
HeldOutErrors leaveOneNetworkOut(llvm::ArrayRef<MeasuredLaunch> launches,
                                 const DeviceProfile &device);

/// One launch scored: the structural model's prediction with the profile's
/// entries (the given prediction where the launch is not a k-loop kernel)
/// beside the prediction the plan carries.
struct ScoredLaunch {
  const MeasuredLaunch *measured = nullptr;
  double structureMs = 0;
  /// The structure and costs behind structureMs; absent for the launches
  /// the structure does not price.
  std::optional<StructuralEstimate> estimate;
};
std::vector<ScoredLaunch> scoreStructure(llvm::ArrayRef<MeasuredLaunch> launches,
                                         const DeviceProfile &device);

/// The `fraction` quantile of `values` by linear interpolation between
/// order statistics (p90: 0.9); NaN for none. (Calibration.h's medianOf
/// gives the median.)
double percentileOf(std::vector<double> values, double fraction);

/// The entries of a structure fragment file, `{"structure_source": ...,
/// "structure": [{"kernel", "precision", "iteration_ns", "latency_ns",
/// ["latency_pointwise_ns",] "block_ns"[, "block_alone_ns"]}, ...]}` (what fitStructure's caller writes, the profile's
/// `generated_kernels` fields).
llvm::Expected<std::vector<GeneratedKernelRates::StructureEntry>>
readStructureFragment(llvm::StringRef path, std::string *source = nullptr);

/// The fragment's text: indented by one space per level, numbers as
/// Python's repr prints them after rounding to 0.01 ns (the format
/// bench/kstruct wrote, so that fragments diff cleanly).
std::string formatStructureFragment(const std::string &source,
                                    llvm::ArrayRef<FittedStructureEntry> entries);

} // namespace netc

#endif // NETC_COSTMODEL_STRUCTUREFIT_H
