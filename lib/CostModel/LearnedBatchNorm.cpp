//===- LearnedBatchNorm.cpp - Batch norm's learned time -------------------===//

#include "CostModel/LearnedBatchNorm.h"

#include <algorithm>
#include <cmath>

using namespace netc;

namespace {

/// The channels cuDNN's persistent NHWC batch norm gives a block of threads.
constexpr double kChannelBlock = 64;

double logOf(double value) { return std::log(std::max(value, 1e-30)); }

/// 0: none; 1: a clamp (ReLU, ReLU6); 2: anything with arithmetic to do.
double getActivationClass(net::Activation activation) {
  switch (activation) {
  case net::Activation::None:
    return 0;
  case net::Activation::Relu:
  case net::Activation::Relu6:
    return 1;
  default:
    return 2;
  }
}

} // namespace

BatchNormFeatures netc::getBatchNormFeatures(llvm::ArrayRef<int64_t> shape,
                                             net::Activation activation, Pass pass,
                                             Precision precision, const DeviceProfile &device) {
  BatchNormFeatures f;
  double channels = shape.empty() ? 1 : double(std::max<int64_t>(shape.back(), 1));
  double elements = 1;
  for (int64_t extent : shape)
    elements *= double(std::max<int64_t>(extent, 1));
  double pixels = elements / channels;
  double batch = shape.size() == 4 ? double(std::max<int64_t>(shape[0], 1)) : 1;
  // Streams of |Y| elements the pass moves: the forward reads x and writes
  // y, the data gradient reads x and dy and writes dx; the activation (or
  // its gradient) streams the same count again.
  double streams = pass == Pass::BackwardData ? 3 : 2;
  if (activation != net::Activation::None)
    streams *= 2;
  double bytes = streams * double(getBytesPerElement(precision)) * elements;
  // GB/s: bytes / (GB/s) = ns, / 1e6 = ms.
  f.memoryRooflineMs =
      device.memoryBandwidthGBs > 0 ? bytes / device.memoryBandwidthGBs / 1e6 : 0;
  f.launchMs = device.calibrated.launchOverheadUs / 1e3;
  double blocks = std::ceil(channels / kChannelBlock);
  int64_t c = int64_t(channels);
  f.values = {logOf(f.memoryRooflineMs),
              logOf(elements),
              logOf(pixels),
              logOf(channels),
              blocks,
              logOf(pixels * blocks),
              channels / (blocks * kChannelBlock),
              c % 8 == 0 ? 1.0 : 0.0,
              c % 4 == 0 ? 1.0 : 0.0,
              logOf(batch),
              logOf(pixels / batch),
              getActivationClass(activation)};
  return f;
}

std::optional<double> netc::predictLearnedBatchNormMs(const LearnedPasses &learned,
                                                      const BatchNormFeatures &features,
                                                      Pass pass) {
  if (pass != Pass::Forward && pass != Pass::BackwardData)
    return std::nullopt;
  const TreeEnsemble *ensemble = learned.getPass(int(pass));
  if (!ensemble || !(features.baseMs() > 0))
    return std::nullopt;
  return features.baseMs() * std::exp(ensemble->predict(features.values));
}
