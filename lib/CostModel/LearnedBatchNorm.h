//===- LearnedBatchNorm.h - Batch norm's learned time -----------*- C++ -*-===//
//
// A library batch norm's time (cuDNN's persistent NHWC kernel, and the
// runtime's activation kernel after it where the layer has one) as a
// memory roofline times a learned factor:
//
//   time = (bytes / memory bandwidth + launch overhead) x exp(ensemble(features))
//
// bytes: the forward pass reads x and writes y (2·e·|Y|), the data gradient
// reads x and dy and writes dx (3·e·|Y|); an activation streams the same
// again (y in place; its gradient reads y and dy and writes dz).
//
// Why learned: the kernel's time follows its work in blocks of 64 channels
// more than its bytes. A 56x56x72 layer (64 images, bf16) takes 85 us where
// 56x56x64 takes 45 and 56x56x128 takes 85; 112x112x16 takes what
// 112x112x64 does less the bytes; whether the whole tensor stays resident
// between the statistics and the normalisation depends on the grid. The
// terms (`normalization`, its floor and pixel rate) price the average of
// that; the ensemble, fitted by `netc calibrate --fit` on swept batch norms
// (docs/results/2026-11-30-batch-norm-h200.md), learns the blocks. Only the
// device's datasheet figures enter the features, as for convolutions.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_COSTMODEL_LEARNEDBATCHNORM_H
#define NETC_COSTMODEL_LEARNEDBATCHNORM_H

#include "CostModel/ConvAlgorithms.h"
#include "Support/DeviceProfile.h"
#include "Net/IR/NetEnums.h"

#include "llvm/ADT/ArrayRef.h"

#include <array>
#include <optional>

namespace netc {

struct BatchNormFeatures {
  double memoryRooflineMs = 0, launchMs = 0;
  std::array<double, kNumLearnedBatchNormFeatures> values{};

  /// What the learned factor multiplies.
  double baseMs() const { return memoryRooflineMs + launchMs; }
};

/// The features of a batch norm with output `shape` (N, H, W, C) and
/// `activation`, in `pass` (forward or backward data) at `precision`.
BatchNormFeatures getBatchNormFeatures(llvm::ArrayRef<int64_t> shape, net::Activation activation,
                                       Pass pass, Precision precision,
                                       const DeviceProfile &device);

/// The learned time of the pass where `learned` has an ensemble for it.
std::optional<double> predictLearnedBatchNormMs(const LearnedPasses &learned,
                                                const BatchNormFeatures &features, Pass pass);

} // namespace netc

#endif // NETC_COSTMODEL_LEARNEDBATCHNORM_H
