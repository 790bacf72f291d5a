//===- LearnedStreaming.h - Streaming layers' learned time ------*- C++ -*-===//
//
// The library's batch norm, pooling, depthwise convolutions and residual adds
// as a memory roofline times a learned factor, like the convolution's
// (LearnedConvolution.h):
//
//   time = (bytes / datasheet bandwidth + launch overhead) x exp(ensemble(features))
//
// Batch norm (cuDNN's persistent NHWC kernel, and the runtime's activation
// kernel after it where the layer has one): the forward pass reads x and
// writes y (2·e·|Y|), the data gradient reads x and dy and writes dx
// (3·e·|Y|); an activation streams the same again. Its time follows its work
// in blocks of 64 channels more than its bytes: a 56x56x72 layer (64 images,
// bf16) takes 85 us where 56x56x64 takes 45 and 56x56x128 takes 85.
//
// Pooling (cuDNN's pooling, max or average, windowed or global): the forward
// pass reads x and writes y; the data gradient of an average writes dx from
// dy, of a max reads x, y and dy too. Its time follows the window's overlap,
// the image and the parallelism of N·C more than its bytes: a global average
// of 224x224 images reads 0.25 G elements a microsecond, of 7x7 ones 0.6;
// the data gradient of a global window taken with stride 1 is ~5x faster
// than with stride = window.
//
// Elementwise combinations (a residual add: the runtime's kernels): the
// forward pass reads every input and writes the sum; the data gradient
// reads dy and writes every input's gradient, and with an activation reads
// y and writes its gradient too.
//
// Depthwise convolutions (cuDNN's depthwise kernels): each pass streams the
// input, the output and the filter once. Their time follows the image, the
// filter and the stride; a one-sided pad (SAME with stride 2 on an even
// image) sends the reference through a padded copy.
//
// The terms (stream rates, floors, window loads) price the average of that;
// the ensembles, fitted by `netc calibrate --fit` on swept layers
// (docs/results/2026-11-30-batch-norm-h200.md, 2026-11-30-pooling-h200.md,
// 2026-11-30-depthwise-h200.md, 2026-11-30-residual-adds-h200.md), learn
// the rest. Only the device's datasheet figures enter the features.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_COSTMODEL_LEARNEDSTREAMING_H
#define NETC_COSTMODEL_LEARNEDSTREAMING_H

#include "CostModel/ConvAlgorithms.h"
#include "Support/DeviceProfile.h"
#include "Net/IR/NetEnums.h"
#include "mlir/IR/Operation.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"

#include <optional>

namespace netc {

struct StreamingLayerFeatures {
  double memoryRooflineMs = 0, launchMs = 0;
  /// In the order of the model's feature names (LearnedModel.h).
  llvm::SmallVector<double, 20> values;

  /// What the learned factor multiplies.
  double baseMs() const { return memoryRooflineMs + launchMs; }
};

/// The features of a batch norm with output `shape` (N, H, W, C) and
/// `activation`, in `pass` (forward or backward data) at `precision`.
StreamingLayerFeatures getBatchNormFeatures(llvm::ArrayRef<int64_t> shape,
                                            net::Activation activation, Pass pass,
                                            Precision precision, const DeviceProfile &device);

/// A pooling layer as its features see it: NHWC shapes, the window, the
/// strides and whether any side is padded.
struct PoolingShape {
  bool max = true;
  llvm::ArrayRef<int64_t> input, output; // N, H, W, C
  llvm::ArrayRef<int64_t> window, strides;
  bool padded = false;
  /// The pads it executes with differ before and after on an axis.
  bool oneSidedPad = false;
};

/// The features of a pooling layer in `pass` (forward or backward data).
StreamingLayerFeatures getPoolingFeatures(const PoolingShape &pool, Pass pass,
                                          Precision precision, const DeviceProfile &device);

/// A depthwise convolution (one group per channel, one input channel a
/// group) as its features see it: NHWC shapes, the filter's extent, the
/// strides and the pads it executes with ([top, bottom, left, right]).
struct DepthwiseShape {
  llvm::ArrayRef<int64_t> input, output; // N, H, W, C
  int64_t filterH = 1, filterW = 1;
  llvm::ArrayRef<int64_t> strides, pads;
};

/// The features of a depthwise convolution in any pass.
StreamingLayerFeatures getDepthwiseFeatures(const DepthwiseShape &conv, Pass pass,
                                            Precision precision, const DeviceProfile &device);

/// The features of an elementwise combination of `inputs` tensors of
/// `shape` (the output's) with `activation`, in `pass`.
StreamingLayerFeatures getElementwiseFeatures(llvm::ArrayRef<int64_t> shape, int64_t inputs,
                                              net::ElementwiseKind kind,
                                              net::Activation activation, Pass pass,
                                              Precision precision, const DeviceProfile &device);

/// The learned model that prices `op` (batch norm's, pooling's, a depthwise
/// convolution's, an elementwise combination's), or null.
const LearnedFeatureSet *getLearnedStreamingModel(mlir::Operation *op);

/// Whether `model` is fitted for `pass`: batch norm and pooling have a
/// forward pass and a data gradient (batch norm's scale and shift gradients
/// are in its data gradient's call), a depthwise convolution a filter
/// gradient too.
bool hasLearnedStreamingPass(const LearnedFeatureSet &model, Pass pass);

/// `op`'s features for getLearnedStreamingModel(op)'s model.
StreamingLayerFeatures getStreamingLayerFeatures(mlir::Operation *op, Pass pass,
                                                 Precision precision,
                                                 const DeviceProfile &device);

/// The learned time of the pass where `learned` has an ensemble for it.
std::optional<double> predictLearnedStreamingMs(const LearnedPasses &learned,
                                                const StreamingLayerFeatures &features,
                                                Pass pass);

} // namespace netc

#endif // NETC_COSTMODEL_LEARNEDSTREAMING_H
