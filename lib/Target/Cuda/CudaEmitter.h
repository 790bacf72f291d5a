//===- CudaEmitter.h - kern.program to CUDA C++ and plan.json ---*- C++ -*-===//
//
// The translation at the end of the pipeline: every kernel op of a
// kern.program becomes one extern "C" __global__ function in a readable .cu
// (headed by a comment with its layers, shapes, FLOPs and predicted time, its
// body the kernel catalog's instantiation of netc_kernels.cuh with every
// shape a constant), and one launch in plan.json version 2 (grid, block,
// shared memory, arguments as arena views and named weights). The format is
// docs/plan-format.md; the ABI docs/kernels.md.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_TARGET_CUDA_CUDAEMITTER_H
#define NETC_TARGET_CUDA_CUDAEMITTER_H

#include "Kernel/IR/KernelOps.h"

#include "llvm/Support/JSON.h"

#include <string>

namespace netc::cuda {

struct EmittedProgram {
  std::string source;    ///< kernels.cu
  llvm::json::Array launches;
  llvm::json::Array weights;
  llvm::json::Array inputs, outputs;
  int64_t arenaBytes = 0;
  /// How each net layer is lowered: {"kind": "kernel", "launch": i}, ...
  llvm::json::Object lowering;
  /// A kernel uses features of the target's arch-specific variant (wgmma:
  /// sm_90a), so the module must be built for it, and runs on that
  /// architecture only.
  bool archSpecific = false;
};

/// Translates a planned program (-kern-plan-buffers has run). `deviceName`
/// is what the predictions were made for, for the comments.
mlir::FailureOr<EmittedProgram> emitCuda(kern::ProgramOp program, llvm::StringRef deviceName);

/// Turns a version-1 plan (buildPlan) into version 2 with the emitted
/// program's fields; `module` describes the files beside plan.json.
void addExecutionPlan(llvm::json::Object &plan, EmittedProgram &emitted, llvm::StringRef target,
                      llvm::json::Object module);

} // namespace netc::cuda

#endif // NETC_TARGET_CUDA_CUDAEMITTER_H
