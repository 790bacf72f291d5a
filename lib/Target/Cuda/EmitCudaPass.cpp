//===- EmitCudaPass.cpp - -kern-emit-cuda: the emitter under netc-opt -----===//
//
// `netc lower` reaches the emitter only from a network file, through the
// whole pipeline; this pass reaches it from kernel IR, so that lit tests can
// show what the emitter does with a given kern.program, and what it refuses
// (an op whose kernel was never chosen).
//
//===----------------------------------------------------------------------===//

#include "Target/Cuda/Passes.h"

#include "Target/Cuda/CudaEmitter.h"

#include "llvm/Support/raw_ostream.h"

using namespace mlir;

namespace netc::cuda {
#define GEN_PASS_DEF_KERNEMITCUDA
#include "Target/Cuda/Passes.h.inc"
} // namespace netc::cuda

namespace {

struct KernEmitCudaPass : netc::cuda::impl::KernEmitCudaBase<KernEmitCudaPass> {
  using KernEmitCudaBase::KernEmitCudaBase;

  void runOnOperation() override {
    FailureOr<netc::cuda::EmittedProgram> emitted =
        netc::cuda::emitCuda(getOperation(), device);
    if (failed(emitted))
      return signalPassFailure(); // the emitter has said why
    llvm::outs() << emitted->source;
    markAllAnalysesPreserved();
  }
};

} // namespace
