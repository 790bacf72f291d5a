//===- Passes.h - Passes over the kern dialect ------------------*- C++ -*-===//
#ifndef NETC_KERNEL_TRANSFORMS_PASSES_H
#define NETC_KERNEL_TRANSFORMS_PASSES_H

#include "Kernel/IR/KernelOps.h"
#include "mlir/Pass/Pass.h"

namespace netc::kern {

#define GEN_PASS_DECL
#include "Kernel/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "Kernel/Transforms/Passes.h.inc"

/// What buffer planning achieved.
struct BufferPlanSummary {
  int64_t arenaBytes = 0;  ///< the peak: the arena's size
  int64_t bufferBytes = 0; ///< every buffer on its own
  int64_t buffers = 0;
};

/// Places the program's buffers (sets the offsets and arena_bytes).
BufferPlanSummary planBuffers(ProgramOp program);

} // namespace netc::kern

#endif // NETC_KERNEL_TRANSFORMS_PASSES_H
