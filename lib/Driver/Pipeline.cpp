//===- Pipeline.cpp - netc's lowering pipeline, built in one place --------===//

#include "Driver/Pipeline.h"

#include "Conversion/Passes.h"
#include "Kernel/Transforms/Passes.h"
#include "Net/Transforms/Passes.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/Pass/PassRegistry.h"

using namespace mlir;
using namespace netc;

void netc::buildLoweringPipeline(OpPassManager &pm, const CompileOptions &options,
                                 std::optional<kern::KernelVariant> convVariant) {
  pm.nest<net::NetworkOp>().addPass(net::createNetFoldInference());
  pm.addPass(createConvertNetToKern(options));
  pm.nest<kern::ProgramOp>().addPass(
      createKernSelectKernels(options.device, convVariant, options.forceKernel));
  // Without its remark: `netc lower`'s summary line says the arena's size.
  kern::KernPlanBuffersOptions planning;
  planning.remark = false;
  pm.nest<kern::ProgramOp>().addPass(kern::createKernPlanBuffers(planning));
}

std::optional<int64_t> netc::getLoweredArenaBytes(ModuleOp module,
                                                  const CompileOptions &options) {
  OwningOpRef<ModuleOp> copy = module.clone();
  ScopedDiagnosticHandler quiet(module.getContext(),
                                [](Diagnostic &) { return success(); });
  PassManager pm(module.getContext());
  buildLoweringPipeline(pm, options);
  if (failed(pm.run(*copy)))
    return std::nullopt;
  for (kern::ProgramOp program : copy->getOps<kern::ProgramOp>())
    if (std::optional<uint64_t> bytes = program.getArenaBytes())
      return int64_t(*bytes);
  return std::nullopt;
}

void netc::registerLoweringPipeline() {
  PassPipelineRegistration<LoweringPipelineOptions>(
      "netc-lower-pipeline",
      "netc lower's pipeline: fold inference, lower to kern (kernels chosen on the device "
      "profile), plan the buffers",
      [](OpPassManager &pm, const LoweringPipelineOptions &pipelineOptions) {
        llvm::Expected<CompileOptions> options = resolveCompileOptions(
            pipelineOptions.target, pipelineOptions.precision, pipelineOptions.device);
        if (options) {
          buildLoweringPipeline(pm, *options);
          return;
        }
        // The target and precision were parsed with the options; what is
        // left to fail is the device profile (or a precision the target
        // cannot run). The pipeline builder cannot fail: the conversion
        // resolves the same options when it runs and reports the same error
        // there.
        llvm::consumeError(options.takeError());
        pm.nest<net::NetworkOp>().addPass(net::createNetFoldInference());
        ConvertNetToKernOptions conversion;
        conversion.target = pipelineOptions.target;
        conversion.precision = pipelineOptions.precision;
        conversion.device = pipelineOptions.device;
        pm.addPass(createConvertNetToKern(conversion));
      });
}
