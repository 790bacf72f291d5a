//===- Passes.h - The CUDA emitter as a pass --------------------*- C++ -*-===//
#ifndef NETC_TARGET_CUDA_PASSES_H
#define NETC_TARGET_CUDA_PASSES_H

#include "Kernel/IR/KernelOps.h"
#include "mlir/Pass/Pass.h"

namespace netc::cuda {

#define GEN_PASS_DECL
#include "Target/Cuda/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "Target/Cuda/Passes.h.inc"

} // namespace netc::cuda

#endif // NETC_TARGET_CUDA_PASSES_H
