//===- Pipeline.h - netc's lowering pipeline, built in one place -*- C++ -*-===//
//
// net dialect -> kern dialect with buffers planned:
//   -net-fold-inference (on every net.network)
//   -convert-net-to-kern (a kernel op per launch, its work recorded)
//   -kern-select-kernels (on every kern.program: the implementation the cost
//                         model predicts fastest on the device profile)
//   -kern-plan-buffers (on every kern.program, without its remark)
// `netc lower` and `netc-opt --netc-lower-pipeline="precision=bf16 device=h100"`
// both build it here; the CUDA emitter then translates the kern.program.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_DRIVER_PIPELINE_H
#define NETC_DRIVER_PIPELINE_H

#include "Kernel/IR/KernelOps.h"
#include "Support/CompileOptions.h"
#include "Support/OptionParsers.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

#include <optional>

namespace netc {

/// Adds the lowering passes to `pm` (a pass manager on builtin.module).
/// `convVariant`: the variant every convolution it can run must use
/// (-kern-select-kernels' conv-variant; `netc lower --conv-variant`).
void buildLoweringPipeline(mlir::OpPassManager &pm, const CompileOptions &options,
                           std::optional<kern::KernelVariant> convVariant = std::nullopt);

/// --netc-lower-pipeline's options: the flags of `netc lower`, spelt the same.
/// The target and the precision are typed (Support/OptionParsers.h): a bad
/// spelling fails while the pipeline's options are parsed, before anything
/// runs. The device is a key or a path, checked where its profile is read.
struct LoweringPipelineOptions : mlir::PassPipelineOptions<LoweringPipelineOptions> {
  Option<std::optional<KernelTarget>> target{
      *this, "target",
      llvm::cl::desc("sm_61, sm_75, sm_80, sm_90 ... (default: the device profile's)"),
      llvm::cl::init(std::nullopt)};
  Option<Precision> precision{*this, "precision", llvm::cl::desc("fp32, tf32, bf16 or fp16"),
                              llvm::cl::init(Precision::FP32)};
  Option<std::string> device{*this, "device",
                             llvm::cl::desc("Device profile key (devices/*.json) or a path"),
                             llvm::cl::init("h100")};
};

/// The activation arena `netc lower` would give `module`'s network with
/// `options`: lowers a copy through buildLoweringPipeline. Nothing where the
/// lowering fails (a layer without a kernel); its diagnostics are dropped,
/// since a summary reports the arena only where there is one.
std::optional<int64_t> getLoweredArenaBytes(mlir::ModuleOp module,
                                            const CompileOptions &options);

/// Registers --netc-lower-pipeline.
void registerLoweringPipeline();

} // namespace netc

#endif // NETC_DRIVER_PIPELINE_H
