//===- LearnedConvolution.cpp - The library convolution's learned time ----===//

#include "CostModel/LearnedConvolution.h"

#include <algorithm>
#include <cmath>

using namespace netc;

namespace {

/// The output tile the features' wave count assumes: the common 128 x 128.
constexpr double kTile = 128;

double logOf(double value) { return std::log(std::max(value, 1e-30)); }

} // namespace

ConvolutionFeatures netc::getConvolutionFeatures(const ConvGeometry &g, Pass pass,
                                                 Precision precision,
                                                 const DeviceProfile &device) {
  ConvolutionFeatures f;
  std::optional<PeakKind> tensor = device.getTensorPeak(precision);
  double peakGflops = device.getPeakGflops(tensor ? *tensor : PeakKind::FP32);
  double macs = double(g.macs());
  double bytesPerElement = double(getBytesPerElement(precision));
  double bytes = bytesPerElement * double(g.inputElements() + g.filterElements() +
                                          g.outputElements());
  // GFLOPS and GB/s: FLOP / (GFLOP/s) = ns, / 1e6 = ms.
  f.computeRooflineMs = peakGflops > 0 ? 2 * macs / peakGflops / 1e6 : 0;
  f.memoryRooflineMs =
      device.memoryBandwidthGBs > 0 ? bytes / device.memoryBandwidthGBs / 1e6 : 0;
  f.launchMs = device.calibrated.launchOverheadUs / 1e3;

  // The pass as a GEMM: m x n outputs reducing over k.
  double n = double(g.n), h = double(g.h), w = double(g.w), c = double(g.c), k = double(g.k);
  double taps = double(g.r * g.s), outPixels = double(g.oh * g.ow);
  double gemmM = 0, gemmN = 0, gemmK = 0;
  switch (pass) {
  case Pass::Forward:
    gemmM = n * outPixels, gemmN = k, gemmK = c * taps;
    break;
  case Pass::BackwardData:
    gemmM = n * h * w, gemmN = c, gemmK = k * taps;
    break;
  default: // the filter gradient
    gemmM = c * taps, gemmN = k, gemmK = n * outPixels;
    break;
  }
  double tiles = std::ceil(gemmM / kTile) * std::ceil(gemmN / kTile);
  double sms = double(std::max<int64_t>(device.smCount, 1));
  double padH = std::max<double>(0, double((g.oh - 1) * g.strideH + g.r - g.h));
  double padW = std::max<double>(0, double((g.ow - 1) * g.strideW + g.s - g.w));

  f.values = {logOf(f.computeRooflineMs),
              logOf(f.memoryRooflineMs),
              logOf(f.computeRooflineMs) - logOf(f.memoryRooflineMs),
              logOf(gemmM),
              logOf(gemmN),
              logOf(gemmK),
              logOf(n),
              logOf(c),
              logOf(k),
              double(g.r),
              double(g.s),
              double(g.strideH),
              double(g.strideW),
              padH,
              padW,
              logOf(outPixels),
              logOf(h * w),
              g.c % 8 == 0 ? 1.0 : 0.0,
              g.k % 8 == 0 ? 1.0 : 0.0,
              g.c % 4 == 0 ? 1.0 : 0.0,
              g.k % 4 == 0 ? 1.0 : 0.0,
              logOf(tiles / sms),
              tiles / (std::ceil(tiles / sms) * sms)};
  return f;
}

const TreeEnsemble *netc::getLearnedEnsemble(const LearnedPasses &learned, Pass pass) {
  return learned.getPass(int(pass));
}

std::optional<double> netc::predictLearnedConvolutionMs(const LearnedPasses &learned,
                                                        const ConvolutionFeatures &features,
                                                        Pass pass) {
  const TreeEnsemble *ensemble = getLearnedEnsemble(learned, pass);
  if (!ensemble)
    return std::nullopt;
  return features.baseMs() * std::exp(ensemble->predict(features.values));
}
