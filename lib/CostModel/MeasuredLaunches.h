//===- MeasuredLaunches.h - Measured launches of netc's kernels, read back -*- C++ -*-===//
//
// `netc-runtime run` times every launch of a lowered plan and writes a run
// JSON (`launches[i].ours.median_ms`, `plan.path`, `device.name`); the
// plan.json beside the kernels says what each launch was: its variant, tile,
// grid, block, dynamic shared memory and minimum bytes, and (written by
// `netc lower` for this purpose, docs/plan-format.md) the GEMM's reduction
// length, the padded multiply-adds and the direct kernel's form. This file
// reads the two back into the cuda::KernelConfig the cost model priced at
// lowering time, so that the structural model's fit and score
// (StructureFit.h) evaluate KernelStructure.cpp itself on every measured
// launch, never a copy of it.
//
// Every malformed input is an error naming the file and the field: a run
// whose plan directory is missing, launch counts or kernels that disagree,
// a time that is not a finite positive number, a field of the wrong type or
// past its range (sizes are bounded so that the model's products cannot
// overflow).
//
//===----------------------------------------------------------------------===//

#ifndef NETC_COSTMODEL_MEASUREDLAUNCHES_H
#define NETC_COSTMODEL_MEASUREDLAUNCHES_H

#include "Kernels/KernelCatalog.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace netc {

/// One launch of a lowered plan as the cost model saw it.
struct PlanLaunch {
  size_t index = 0;
  std::string kernel; ///< the kernel's name in the module, "netc_conv1_1"
  /// Variant, tile, threads, grid, dynamic shared memory, padded
  /// multiply-adds and the direct form; no template body.
  cuda::KernelConfig config;
  int64_t reduction = 0; ///< kh * kw * cin / groups; 0 for kernels that are not GEMMs
  int64_t bytes = 0;     ///< the minimum traffic the model's memory term reads
  std::optional<double> predictedMs;
};

/// A lowered plan directory's plan.json (version 2).
struct LoweredPlan {
  std::string directory;
  Precision precision = Precision::FP32;
  std::string target;     ///< "sm_90"
  std::string cubinPath;  ///< the module's cubin, empty where none was built
  std::vector<PlanLaunch> launches;
};
/// Reads DIRECTORY/plan.json.
llvm::Expected<LoweredPlan> readLoweredPlan(llvm::StringRef directory);

/// Where a launch's registers per thread come from: the resource table the
/// lowering reads (KernelResourceTable.inc, a representative layer's), or
/// the plan's own cubin (each kernel's as ptxas allocated them).
enum class RegisterSource { Table, Cubin };

/// One launch of netc's kernels with its measured time.
struct MeasuredLaunch {
  PlanLaunch launch;
  Precision precision = Precision::FP32;
  /// The lowered directory's name before "-sm_" ("vgg16" for
  /// vgg16-sm_90-fp32), or a bench network's name: what leave-one-network-
  /// out holds out.
  std::string network;
  std::string device;  ///< the run's device.name
  std::string source;  ///< "RUN.json: launches[3]", for messages
  double measuredMs = 0;
  /// The prediction the run carries for the launch (else the plan's): what
  /// the lowering's profile predicted.
  double givenMs = 0;
  /// The cubin's registers, with RegisterSource::Cubin where the plan has
  /// a cubin naming the kernel.
  std::optional<int64_t> registers;
  /// The SM clock while the launch was timed and the device's maximum, where
  /// the run sampled them (netc-runtime's `ours_clock`, since 2026-12-03).
  std::optional<double> smMhz, maxSmMhz;
  /// Whether the structural model prices this launch (KernelStructure.h's
  /// hasStructuralModel: the k-loop kernels).
  bool isStructural() const;
  /// Timed below clock_schema::kSlowedClockShare of the maximum clock (a
  /// power or thermal cap): its time is that clock's, not the device's at
  /// full speed.
  bool ranSlowed() const;
};

/// The launches of one `netc-runtime run` JSON, with the plan it names
/// found in the first of `plansDirectories` that holds it: PLANS/NAME for a
/// plan at .../NAME/plan.json (lowered nets, NET-sm_90-P), PLANS/NAME/lowered
/// for one at .../NAME/lowered/plan.json (the bench networks of
/// bench/kstruct).
/// `cubinMissing`, where given, counts launches that asked for the cubin's
/// registers and got the table's (no cubin, or no record of the kernel).
llvm::Expected<std::vector<MeasuredLaunch>>
readMeasuredLaunches(llvm::StringRef runPath, llvm::ArrayRef<std::string> plansDirectories,
                     RegisterSource registers, size_t *cubinMissing = nullptr);

} // namespace netc

#endif // NETC_COSTMODEL_MEASUREDLAUNCHES_H
