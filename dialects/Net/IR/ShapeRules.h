//===- ShapeRules.h - Paleo's shape rules, one place ----------*- C++ -*-===//
//
// The output shape of every layer kind, as Paleo computes it (DESIGN.md,
// MODEL.md section 2), with every way an input can make a shape impossible
// reported against the field that caused it. The ops' type inference and the
// JSON importer both call these, so the rules exist once.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_NET_IR_SHAPERULES_H
#define NETC_NET_IR_SHAPERULES_H

#include "Net/IR/NetEnums.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Support/LLVM.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

namespace netc::net {

using Shape = llvm::SmallVector<int64_t, 4>;

/// Starts an error about one field of the layer being checked; the caller
/// streams the rest of the message into the returned diagnostic.
using FieldError = llvm::function_ref<mlir::InFlightDiagnostic(llvm::StringRef field)>;

/// The largest element count netc accepts for one tensor (2^48): far beyond
/// any GPU's memory, small enough that byte and FLOP counts cannot overflow.
constexpr int64_t kMaxTensorElements = int64_t(1) << 48;

/// Network totals stay below these, so that sums of bytes (4 per element) and
/// of FLOPs over every pass fit in int64 (NetworkOp's verifier).
constexpr int64_t kMaxNetworkElements = int64_t(1) << 56;
constexpr int64_t kMaxNetworkFlopsPerPass = int64_t(1) << 60;

/// Product of the dimensions, or failure if it exceeds kMaxTensorElements.
mlir::FailureOr<int64_t> checkedElementCount(llvm::ArrayRef<int64_t> shape);

/// Paleo's printed pad for SAME: floor(total / 2), where total may be
/// negative (a 1x1 stride-2 window on an even size gives -1).
int64_t samePadBefore(int64_t in, int64_t window, int64_t stride);

/// Output size along one spatial dimension; pad only matters for Explicit.
int64_t windowOutputSize(int64_t in, int64_t window, int64_t stride,
                         PaddingKind padding, int64_t pad);

/// Checks `shape` is a valid NHWC activation (rank 4, positive, bounded).
mlir::LogicalResult verifyNHWC(llvm::ArrayRef<int64_t> shape, llvm::StringRef what,
                               FieldError error);

/// Explicit `pad` is [ph, pw] (both sides) or [top, left, bottom, right].
/// `groups` divides the input's channels (filter cin = channels / groups);
/// `dilations` [dh, dw] (empty: 1) spread the window to d * (k - 1) + 1.
mlir::FailureOr<Shape> inferConv2dShape(llvm::ArrayRef<int64_t> input,
                                        llvm::ArrayRef<int64_t> filter,
                                        llvm::ArrayRef<int64_t> strides,
                                        PaddingKind padding,
                                        llvm::ArrayRef<int64_t> pad, FieldError error,
                                        int64_t groups = 1,
                                        llvm::ArrayRef<int64_t> dilations = {});

/// Explicit padding (ONNX only) takes `pad` [top, left, bottom, right];
/// `ceilMode` rounds the output size up, dropping a last window that would
/// start in the bottom or right padding (ONNX's and PyTorch's rule).
mlir::FailureOr<Shape> inferPoolShape(llvm::ArrayRef<int64_t> input,
                                      llvm::ArrayRef<int64_t> ksize,
                                      llvm::ArrayRef<int64_t> strides,
                                      PaddingKind padding, FieldError error,
                                      llvm::ArrayRef<int64_t> pad = {},
                                      bool ceilMode = false);

/// NumPy broadcasting of operands of equal rank: each dimension equal or 1.
mlir::FailureOr<Shape> inferBroadcastShape(llvm::ArrayRef<Shape> operands,
                                           FieldError error);

/// [..., k] times [k, numOutputs].
mlir::FailureOr<Shape> inferMatMulShape(llvm::ArrayRef<int64_t> input,
                                        int64_t numOutputs, FieldError error);

/// Output dimension i is input dimension permutation[i].
mlir::FailureOr<Shape> inferTransposeShape(llvm::ArrayRef<int64_t> input,
                                           llvm::ArrayRef<int64_t> permutation,
                                           FieldError error);

mlir::FailureOr<Shape> inferSliceShape(llvm::ArrayRef<int64_t> input, int64_t axis,
                                       int64_t offset, int64_t size, FieldError error);

mlir::FailureOr<Shape> inferInnerProductShape(llvm::ArrayRef<int64_t> input,
                                              int64_t numOutputs, FieldError error);

mlir::FailureOr<Shape> inferConcatShape(llvm::ArrayRef<Shape> inputs, int64_t axis,
                                        FieldError error);

mlir::FailureOr<Shape> inferElementwiseShape(llvm::ArrayRef<Shape> inputs,
                                             FieldError error);

mlir::FailureOr<Shape> inferSoftmaxShape(llvm::ArrayRef<int64_t> input,
                                         int64_t numClasses, FieldError error);

mlir::FailureOr<Shape> inferUpSampling2dShape(llvm::ArrayRef<int64_t> input,
                                              llvm::ArrayRef<int64_t> ksize,
                                              FieldError error);

/// A deconvolution is the input-gradient of the convolution that maps its
/// output back to its input: check that convolution exists and fits.
mlir::LogicalResult verifyDeconv2dShapes(llvm::ArrayRef<int64_t> input,
                                         llvm::ArrayRef<int64_t> filter,
                                         llvm::ArrayRef<int64_t> strides,
                                         PaddingKind padding,
                                         llvm::ArrayRef<int64_t> pad,
                                         llvm::ArrayRef<int64_t> output,
                                         FieldError error);

/// Resolves Paleo's `output_shape` of a Reshape: -1 first means the batch,
/// -1 last means "the rest". Checks the element count is kept.
mlir::FailureOr<Shape> inferReshapeShape(llvm::ArrayRef<int64_t> input,
                                         llvm::ArrayRef<int64_t> requested,
                                         FieldError error);

} // namespace netc::net

#endif // NETC_NET_IR_SHAPERULES_H
