//===- KernelOps.h - The kern dialect's ops ---------------------*- C++ -*-===//
#ifndef NETC_KERNEL_IR_KERNELOPS_H
#define NETC_KERNEL_IR_KERNELOPS_H

#include "Kernel/IR/KernelDialect.h"
#include "netc/Base/CompileTypes.h"

#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/Attributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/RegionKindInterface.h"

#include "Kernel/IR/KernelEnums.h.inc"

namespace mlir {
class AsmParser;
} // namespace mlir

namespace netc::kern {
/// Parses the keyword of a #kern<precision ...>: exactly one of the spellings
/// getPrecisionName gives (fp32, tf32, fp16, bf16). Anything else is an error
/// at the keyword that names the set.
mlir::FailureOr<netc::Precision> parsePrecisionKeyword(mlir::AsmParser &parser);
} // namespace netc::kern

#define GET_ATTRDEF_CLASSES
#include "Kernel/IR/KernelAttrs.h.inc"

namespace netc::kern {
/// The KernelOpInterface's verifier: a #kern.config on a kernel op names a
/// variant that computes that op (a pooling variant on kern.pool of the same
/// kind, a convolution variant on kern.conv2d, ...).
mlir::LogicalResult verifyKernelConfig(mlir::Operation *op);

/// Whether `variant` computes convolutions (and inner products): the variants
/// a kern.conv2d may carry, and the ones `--conv-variant` accepts.
bool isConvolutionVariant(KernelVariant variant);
} // namespace netc::kern

#include "Kernel/IR/KernelInterfaces.h.inc"

#define GET_OP_CLASSES
#include "Kernel/IR/KernelOps.h.inc"

namespace netc::kern {

/// An activation buffer as a kernel indexes it: NHWC with `pitch` elements
/// between consecutive pixels, starting `offset` elements into its buffer.
struct BufferView {
  int64_t n = 0, h = 0, w = 0, c = 0;
  int64_t pitch = 0;
  int64_t offset = 0;
};

/// The view of a rank-4 memref whose innermost stride is 1 and whose pixel
/// stride is the same in every direction (identity or a channel slice);
/// failure for any other layout.
mlir::FailureOr<BufferView> getBufferView(mlir::MemRefType type);

/// The strided type of channels [offset, offset + channels) of `source`.
mlir::MemRefType getSliceType(mlir::MemRefType source, int64_t channelOffset, int64_t channels);

} // namespace netc::kern

#endif // NETC_KERNEL_IR_KERNELOPS_H
