//===- InitAll.cpp - Every netc dialect and pass, registered in one place -===//

#include "Driver/InitAll.h"

#include "Conversion/Passes.h"
#include "Driver/Pipeline.h"
#include "Kernel/IR/KernelOps.h"
#include "Kernel/Transforms/Passes.h"
#include "Net/IR/NetOps.h"
#include "Net/Transforms/Passes.h"
#include "Target/Cuda/Passes.h"
#include "Transforms/Passes.h"

#include "mlir/IR/DialectRegistry.h"

void netc::registerAllNetcDialects(mlir::DialectRegistry &registry) {
  registry.insert<net::NetDialect, kern::KernDialect>();
}

void netc::registerAllNetcPasses() {
  net::registerNetPasses();
  net::registerNetAnalysisPasses();
  kern::registerKernPasses();
  registerConversionPasses();
  cuda::registerTargetCudaPasses();
  registerLoweringPipeline();
}
