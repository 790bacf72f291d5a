//===- LearnedConvolution.h - The library convolution's learned time -*- C++ -*-===//
//
// A library convolution call's time as a roofline times a learned factor:
//
//   time = (roofline + launch overhead) x exp(ensemble(features))
//   roofline = max(2 MACs / peak rate, operand bytes / memory bandwidth)
//
// (the launch overhead keeps the factor bounded for the smallest calls,
// whose roofline is nanoseconds and whose time is the launch's),
// with the datasheet peak of the unit the precision runs on (tensor cores
// for tf32, bf16 and fp16 where the device has them, else the fp32 CUDA
// cores) and the operands read and written once. The ensemble (boosted
// oblivious trees, Support/LearnedModel.h) is fitted by `netc calibrate
// --fit` on measured shapes (TreeFit.h); what it learns is the fraction of
// the roofline cuDNN's autotuned engines reach on a shape: the engine
// choice, tiles, split-K, alignment and every loss the analytic terms do
// not describe. The features are the roofline's two terms and the shape as
// a GEMM and as a convolution (LearnedModel.h names them); they use only the
// device's datasheet figures, so an ensemble fitted on one device predicts
// another from its own figures (the `device` fold measures how well).
//
//===----------------------------------------------------------------------===//

#ifndef NETC_COSTMODEL_LEARNEDCONVOLUTION_H
#define NETC_COSTMODEL_LEARNEDCONVOLUTION_H

#include "CostModel/ConvAlgorithms.h"
#include "Support/DeviceProfile.h"

#include <array>

namespace netc {

struct ConvolutionFeatures {
  double computeRooflineMs = 0, memoryRooflineMs = 0, launchMs = 0;
  std::array<double, kNumLearnedConvolutionFeatures> values{};

  double rooflineMs() const { return std::max(computeRooflineMs, memoryRooflineMs); }
  /// What the learned factor multiplies.
  double baseMs() const { return rooflineMs() + launchMs; }
};

/// The features of `geometry`'s `pass` at `precision` on `device`.
ConvolutionFeatures getConvolutionFeatures(const ConvGeometry &geometry, Pass pass,
                                           Precision precision, const DeviceProfile &device);

/// The ensemble of `pass`, or null: none was fitted, or the pass (the
/// weight update) has no convolution call.
const TreeEnsemble *getLearnedEnsemble(const LearnedPasses &learned, Pass pass);

/// The learned time of the pass where `learned` has an ensemble for it.
std::optional<double> predictLearnedConvolutionMs(const LearnedPasses &learned,
                                                  const ConvolutionFeatures &features, Pass pass);

} // namespace netc

#endif // NETC_COSTMODEL_LEARNEDCONVOLUTION_H
