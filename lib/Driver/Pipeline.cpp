//===- Pipeline.cpp - netc's lowering pipeline, built in one place --------===//

#include "Driver/Pipeline.h"

#include "Conversion/Passes.h"
#include "Kernel/Transforms/Passes.h"
#include "Net/Transforms/Passes.h"

#include "mlir/Pass/PassRegistry.h"

using namespace mlir;
using namespace netc;

void netc::buildLoweringPipeline(OpPassManager &pm, const CompileOptions &options) {
  pm.nest<net::NetworkOp>().addPass(net::createNetFoldInference());
  pm.addPass(createConvertNetToKern(options));
  // Without its remark: `netc lower`'s summary line says the arena's size.
  kern::KernPlanBuffersOptions planning;
  planning.remark = false;
  pm.nest<kern::ProgramOp>().addPass(kern::createKernPlanBuffers(planning));
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
        // The pipeline builder cannot fail: the conversion resolves the same
        // spellings when it runs and reports the same error there.
        llvm::consumeError(options.takeError());
        pm.nest<net::NetworkOp>().addPass(net::createNetFoldInference());
        ConvertNetToKernOptions conversion;
        conversion.target = pipelineOptions.target;
        conversion.precision = pipelineOptions.precision;
        conversion.device = pipelineOptions.device;
        pm.addPass(createConvertNetToKern(conversion));
      });
}
