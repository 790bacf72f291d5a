//===- LowerToDirectory.h - A network lowered into a directory --*- C++ -*-===//
//
// What `netc lower`, `netc run` and `netc profile` (its 'ours' column) share:
// a loaded network lowered by buildLoweringPipeline, emitted as CUDA,
// compiled for the target where a compiler is at hand, and written with
// plan.json version 2 into a directory.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_DRIVER_LOWERTODIRECTORY_H
#define NETC_DRIVER_LOWERTODIRECTORY_H

#include "CostModel/NetcModel.h"
#include "Kernel/IR/KernelOps.h"
#include "Support/CompileOptions.h"
#include "Target/Plan/PlanWriter.h"

#include "mlir/IR/BuiltinOps.h"

#include <functional>
#include <optional>

namespace netc {

/// netc's model's prediction of one layer and pass, as plan.json carries it;
/// nothing where the layer has no such pass.
std::optional<PlannedPass> plannedPass(const NetcModel &model, mlir::Operation *layer,
                                       PlanPass pass);

/// plan.json version 1 for `network` read from `source`: its layers, with
/// netc's model's prediction of every pass at `options` on `device`. What
/// `netc profile` runs, and what `netc lower` extends with the lowering.
llvm::json::Value buildLayerPlan(net::NetworkOp network, llvm::StringRef source,
                                 const DeviceProfile &device, const ModelOptions &options);

/// What a lowering is asked for.
struct LowerSettings {
  CompileOptions options;
  bool compile = true; ///< nvcc / clang, else the source only
  bool quiet = false;  ///< no summary line on standard output
  /// Every convolution this variant can run uses it (`--conv-variant`).
  std::optional<kern::KernelVariant> convVariant;
  /// Called with the lowered program once everything is written (`netc
  /// lower --explain` reports the kernel choices from it); may be empty.
  std::function<void(kern::ProgramOp)> inspectProgram;
};

/// Lowers `module` (a loaded network read from `source`, which plan.json
/// names) into `directory`: kernels.cu, the kernel header, kernels.mlir,
/// compiled code and plan.json version 2 (with the model's predictions for
/// every pass). Errors in the IR go through the context's diagnostics; the
/// others (a file, a compiler) are printed as "netc lower: ...". Returns
/// false after either.
bool lowerNetworkInto(mlir::ModuleOp module, llvm::StringRef source,
                      llvm::StringRef directory, const LowerSettings &settings);

} // namespace netc

#endif // NETC_DRIVER_LOWERTODIRECTORY_H
