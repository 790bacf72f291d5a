//===- NetcModel.cpp - netc's GPU time model ----------------------------===//
//
// Facts about each layer come through LayerOpInterface (FLOPs per pass) and
// the ops' types (tensor sizes); convolutions go through ConvAlgorithms, and
// one timing rule (timeKernel) turns any kernel's work into milliseconds.
// The streaming layers (pooling, batch norm, elementwise, depthwise) are
// priced in NetcModelStreaming.cpp.
//
//===----------------------------------------------------------------------===//

#include "CostModel/NetcModel.h"
#include "CostModel/NetcModelSupport.h"

#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cstdio>
#include <cmath>
#include <numeric>

using namespace llvm;
using namespace mlir;
using namespace netc;
using namespace netc::model_support;

StringRef netc::getBoundName(Bound bound) {
  switch (bound) {
  case Bound::Compute:
    return "compute";
  case Bound::Memory:
    return "memory";
  case Bound::Latency:
    return "latency";
  case Bound::None:
    return "none";
  }
  llvm_unreachable("unknown bound");
}

namespace {
/// Master weights and their gradients stay fp32 whatever the precision.
constexpr int64_t kWeightBytes = 4;

/// Activations that cuDNN's graph API fuses into a convolution as a
/// pointwise node (the runtime's reference asks for these only).
bool isFusedByLibraryGraphs(net::Activation activation) {
  switch (activation) {
  case net::Activation::None:
  case net::Activation::Relu:
  case net::Activation::Relu6:
  case net::Activation::Tanh:
  case net::Activation::Sigmoid:
    return true;
  default:
    return false;
  }
}

/// The convolution input [n,h,w,c] * filter [r,s,c,k] -> output [n,oh,ow,k].
ConvGeometry getConvGeometry(ArrayRef<int64_t> input, ArrayRef<int64_t> filter,
                             ArrayRef<int64_t> strides, ArrayRef<int64_t> output) {
  ConvGeometry g;
  g.n = input[0];
  g.h = input[1];
  g.w = input[2];
  g.c = input[3];
  g.k = output[3];
  g.r = filter[0];
  g.s = filter[1];
  g.strideH = strides[0];
  g.strideW = strides[1];
  g.oh = output[1];
  g.ow = output[2];
  return g;
}

/// A prediction for a pass that runs no kernel.
LayerPrediction noKernel(LayerPrediction prediction, StringRef why) {
  prediction.algorithm = "none";
  prediction.bound = Bound::None;
  prediction.reason = why.str();
  return prediction;
}

/// ", tiles 50% useful, waves 51% full" where quantisation costs > 10%.
std::string describeQuantisation(const std::optional<TileQuantisation> &q) {
  if (!q || (q->tileEfficiency >= 0.9 && q->waveEfficiency >= 0.9))
    return "";
  return formatv(", {0}x{1} tiles {2:P0} useful, waves {3:P0} full", q->tileM, q->tileN,
                 q->tileEfficiency, q->waveEfficiency)
      .str();
}
} // namespace

NetcModel::NetcModel(const DeviceProfile &device, ModelOptions options)
    : device(device), options(options) {}

//===----------------------------------------------------------------------===//
// Rates and the timing rule
//===----------------------------------------------------------------------===//

double NetcModel::getGemmRate() const {
  if (std::optional<PeakKind> tensor = device.getTensorPeak(options.precision))
    return device.getPeakGflops(*tensor) * device.getAchievedFraction(*tensor);
  return getSimtRate(/*inFP32=*/false);
}

double NetcModel::getSimtRate(bool inFP32) const {
  // fp16 arithmetic on the CUDA cores has its own rate where the device
  // states one; every other precision computes in fp32 there.
  if (!inFP32 && options.precision == Precision::FP16 && device.getPeakGflops(PeakKind::FP16) > 0)
    return device.getPeakGflops(PeakKind::FP16) * device.getAchievedFraction(PeakKind::FP16);
  return device.getPeakGflops(PeakKind::FP32) * device.getAchievedFraction(PeakKind::FP32);
}

std::optional<TileQuantisation> NetcModel::timeKernel(const KernelWork &work,
                                                      LayerPrediction &prediction) const {
  std::optional<TileQuantisation> quantisation;
  const PrecisionCalibration *calibration = getCalibration();
  double efficiency = work.calibratedEfficiency ? *work.calibratedEfficiency
                                                : device.getFamilyEfficiency(work.family);
  double computeEfficiency = efficiency * work.efficiencyScale;
  double bandwidth = device.memoryBandwidthGBs * device.calibrated.bandwidthFraction;
  if (work.family == KernelFamily::Elementwise)
    bandwidth *= efficiency; // streaming kernels: efficiency is of the bandwidth
  if (work.tiles && calibration) {
    // The library picks its tile; every tile pays its prologue and epilogue.
    quantisation = chooseTiles(*work.tiles, device.smCount, calibration->tileIntensityExponent);
    computeEfficiency *=
        quantisation->efficiency() *
        getReductionEfficiency(work.tiles->reduction,
                               work.reductionHalfLength.value_or(calibration->reductionHalfLength));
  } else if (work.tiles) {
    quantisation = quantiseTiles(*work.tiles, device.smCount);
    computeEfficiency *= quantisation->tileEfficiency * quantisation->waveEfficiency;
  }
  // GFLOPS and GB/s: flops / (rate * 1e9) seconds = flops / (rate * 1e6) ms.
  prediction.flops = work.gemmFlops + work.simtFlops;
  prediction.bytes = work.bytes;
  prediction.computeMs = (double(work.gemmFlops) / getGemmRate() +
                          double(work.simtFlops) / getSimtRate(work.simtInFP32)) /
                         (computeEfficiency * 1e6);
  prediction.memoryMs = double(work.bytes) / (bandwidth * 1e6);
  if (work.windowBytes > 0 && calibration && calibration->poolingWindow > 0)
    prediction.memoryMs = std::max(
        prediction.memoryMs,
        double(work.windowBytes) /
            (device.memoryBandwidthGBs * device.calibrated.bandwidthFraction *
             calibration->poolingWindow * 1e6));
  prediction.launchMs =
      double(work.launches) * work.launchUs.value_or(device.calibrated.launchOverheadUs) / 1e3;
  double busyMs = std::max(prediction.computeMs, prediction.memoryMs);
  prediction.totalMs = prediction.launchMs + busyMs;
  if (prediction.launchMs > busyMs)
    prediction.bound = Bound::Latency;
  else
    prediction.bound = prediction.computeMs >= prediction.memoryMs ? Bound::Compute : Bound::Memory;
  return quantisation;
}

double NetcModel::addStreamingKernel(int64_t bytes, double efficiency,
                                     LayerPrediction &prediction,
                                     std::optional<double> launchUs) const {
  KernelWork work;
  work.bytes = bytes;
  work.launchUs = launchUs;
  work.calibratedEfficiency = efficiency;
  LayerPrediction kernel;
  timeKernel(work, kernel);
  prediction.totalMs += kernel.totalMs;
  prediction.launchMs += kernel.launchMs;
  prediction.bytes += bytes;
  return kernel.totalMs;
}

double NetcModel::addRuntimeKernel(int64_t bytes, LayerPrediction &prediction,
                                   std::optional<double> launchUs) const {
  const PrecisionCalibration *calibration = getCalibration();
  if (!launchUs && calibration->epilogueLaunchUs > 0)
    launchUs = calibration->epilogueLaunchUs;
  return addStreamingKernel(bytes, orElse(calibration->epilogueStream, calibration->elementwise),
                            prediction, launchUs);
}

double NetcModel::addAccumulatedSum(int64_t summedBytes, int64_t sums,
                                    LayerPrediction &prediction) const {
  const int64_t elementBytes = getBytesPerElement(options.precision);
  double ms = 0;
  for (int64_t bytes : {int64_t(4) * sums, summedBytes, (4 + elementBytes) * sums})
    ms += addRuntimeKernel(bytes, prediction);
  return ms;
}

void NetcModel::addBroadcastGradient(net::BinaryOp op, int64_t outputElements,
                                     LayerPrediction &prediction) const {
  // The operand summed into: the constant, or the smaller input.
  int64_t reduced = outputElements;
  if (std::optional<ArrayRef<int64_t>> constant = op.getConstantShape())
    reduced = std::accumulate(constant->begin(), constant->end(), int64_t(1),
                              std::multiplies<int64_t>());
  else
    for (Value operand : op->getOperands())
      reduced = std::min(reduced, getElements(operand));
  // A product sums dY x a: both streams.
  const int64_t streams = op.getKind() == net::BinaryKind::Mul ? 2 : 1;
  addAccumulatedSum(streams * getBytesPerElement(options.precision) * outputElements, reduced,
                    prediction);
}

double NetcModel::addFilterGradientEpilogue(bool activated, bool bias, int64_t channels,
                                            int64_t outputElements, LayerPrediction &prediction,
                                            int &kernels) const {
  const PrecisionCalibration *calibration = getCalibration();
  const int64_t elementBytes = getBytesPerElement(options.precision);
  double ms = 0;
  if (activated) {
    // Reads Y and dY, writes dZ.
    ms += addRuntimeKernel(3 * elementBytes * outputElements, prediction);
    ++kernels;
  }
  // The sum's packed kernel (16-byte loads: C a multiple of 16 / e lanes,
  // at most 256 of them) is the one the probe measured; the other, for
  // channel counts like 10 or 100, costs about three short launches.
  const int64_t lanes = 16 / elementBytes;
  const bool packedSum = channels % lanes == 0 && channels / lanes <= 256;
  if (bias && packedSum && calibration->biasGradientUs > 0) {
    // The clear, the sum and the conversion as one priced group: their
    // latency, dZ streamed, and the sum's atomic adds. Each of the sum's
    // blocks (256 threads of 16-byte loads, at most 2,048 blocks) adds its
    // C partial sums to the accumulator: at the mid sizes of the H200's
    // probe those serialise past the stream (docs/results/2026-11-30-
    // epilogues-h200.md).
    const int64_t blocks =
        std::clamp<int64_t>((outputElements + 256 * lanes - 1) / (256 * lanes), 1, 2048);
    ms += addRuntimeKernel(elementBytes * outputElements + (8 + elementBytes) * channels,
                           prediction, calibration->biasGradientUs);
    if (calibration->biasGradientAtomicsPerUs > 0) {
      const double atomicsMs =
          double(blocks * channels) / calibration->biasGradientAtomicsPerUs / 1e3;
      prediction.totalMs += atomicsMs;
      ms += atomicsMs;
    }
    kernels += 3;
  } else if (bias) {
    // dZ summed per channel in the three launches of an accumulated sum.
    ms += addAccumulatedSum(elementBytes * outputElements, channels, prediction);
    kernels += 3;
  }
  return ms;
}

void NetcModel::addLibraryEpilogue(net::LayerOpInterface layer, Pass pass, int64_t outputElements,
                                   bool convolution, bool pointwise,
                                   LayerPrediction &prediction) const {
  const PrecisionCalibration *calibration = getCalibration();
  if (!calibration)
    return;
  bool bias = false;
  net::Activation activation = net::Activation::None;
  int64_t channels = 0;
  if (auto conv = dyn_cast<net::Conv2DOp>(layer.getOperation())) {
    bias = conv.getBias();
    activation = conv.getActivation();
  } else if (auto ip = dyn_cast<net::InnerProductOp>(layer.getOperation())) {
    bias = ip.getBias();
    activation = ip.getActivation();
  }
  // Channels are the output's last dimension (NHWC, or an inner product's
  // [N, outputs]).
  if (layer->getNumResults() > 0)
    channels = getShape(layer->getResult(0)).back();
  bool activated = activation != net::Activation::None;
  int64_t elementBytes = getBytesPerElement(options.precision);
  // A learned forward call is the graph reference's, which fuses the bias
  // and activation into the convolution where an engine does (nearly every
  // layer, docs/measurement.md): no separate kernel. cuDNN's graph has a
  // pointwise mode for ReLU, ReLU6, tanh and the sigmoid only; the
  // hard sigmoid, hard swish, SiLU and GELU run as the runtime's epilogue
  // kernel after the call (runtime/GraphConvolutionLayer.cpp). The legacy
  // API's calls, which the terms describe, fused nothing.
  bool fusedByTheCall = convolution && prediction.learned && isFusedByLibraryGraphs(activation);
  double extraMs = 0;
  int kernels = 0;
  if (pass == Pass::Forward && (bias || activated) && !fusedByTheCall) {
    // Reads Y, adds the bias, activates, writes Y.
    extraMs += addStreamingKernel(2 * elementBytes * outputElements, calibration->elementwise,
                                  prediction);
    ++kernels;
  }
  if (pass == Pass::BackwardFilter && (activated || bias))
    extraMs += addFilterGradientEpilogue(activated, bias, channels, outputElements, prediction,
                                         kernels);
  prediction.aroundCallMs += extraMs;
  if (kernels > 0 && options.explain) {
    prediction.reason += formatv("; + {0} separate bias/activation kernel{1} {2:f3} ms",
                                 kernels, kernels == 1 ? "" : "s", extraMs)
                             .str();
  }
  // The floor was the legacy API's host cost per call; a learned call time
  // is kernel-only and has its own latency.
  if (!convolution || prediction.learned)
    return;
  double floorMs =
      (pointwise ? calibration->pointwiseCallFloorUs : calibration->callFloorUs) / 1e3;
  if (prediction.totalMs < floorMs) {
    prediction.totalMs = floorMs;
    prediction.bound = Bound::Latency;
    if (options.explain)
      prediction.reason +=
        formatv("; the library call's floor {0:f3} ms ({1}) bounds it", floorMs,
                pointwise ? "1x1 stride 1" : "general")
            .str();
  }
}

//===----------------------------------------------------------------------===//
// Layers
//===----------------------------------------------------------------------===//

LayerPrediction NetcModel::predictConvolution(const ConvGeometry &geometry, Pass pass,
                                              int64_t epilogueFlops) const {
  ConvProblem problem{geometry, pass, options.precision, options.layout,
                      device.getTensorPeak(options.precision).has_value(), options.explain};
  std::vector<ConvAlgorithmCost> costs = costConvAlgorithms(problem);
  LayerPrediction best;
  const ConvAlgorithmCost *bestCost = nullptr;
  std::optional<TileQuantisation> bestQuantisation;
  std::string bestLayoutNote;
  std::vector<AlgorithmTime> candidates;
  for (const ConvAlgorithmCost &cost : costs) {
    AlgorithmTime candidate;
    candidate.algorithm = getConvAlgorithmName(cost.algorithm).str();
    // A per-precision calibration describes the libraries' kernels, and
    // cuDNN implements no direct convolution: it does not compete there.
    const PrecisionCalibration *calibration = getCalibration();
    candidate.applicable =
        cost.applicable && !(calibration && cost.algorithm == ConvAlgorithm::Direct);
    candidate.workspaceBytes = cost.workspaceBytes;
    if (candidate.applicable) {
      KernelWork work{getKernelFamily(cost.algorithm),
                      cost.gemmFlops,
                      cost.simtFlops + epilogueFlops,
                      cost.simtInFP32,
                      cost.bytes,
                      cost.kernelLaunches,
                      cost.tiles};
      bool libraryGemm = cost.algorithm == ConvAlgorithm::ImplicitGemm ||
                         cost.algorithm == ConvAlgorithm::Im2colGemm;
      // First layers (C < 8) run the library's small-channel kernel, which
      // reads NHWC: its own efficiency and reduction half-length.
      bool smallChannel = calibration && libraryGemm && pass == Pass::Forward &&
                          geometry.c < 8 && calibration->smallChannelForward > 0;
      if (smallChannel) {
        work.calibratedEfficiency = calibration->smallChannelForward;
        work.reductionHalfLength = calibration->smallChannelReductionHalfLength;
      } else if (calibration && libraryGemm) {
        work.calibratedEfficiency = calibration->convolution[int(pass)];
      }
      // Large filters, and spatial filters over many channels: the
      // library's forward kernels lose efficiency.
      if (calibration && pass == Pass::Forward && work.calibratedEfficiency) {
        int64_t taps = geometry.r * geometry.s;
        work.efficiencyScale =
            getFilterTapsEfficiency(taps, geometry.c, calibration->filterTapsHalf,
                                    calibration->filterTapsExponent) *
            getChannelEfficiency(taps, geometry.c, calibration->channelLoss,
                                 calibration->channelHalf);
      }
      // Tensor-core kernels load channels in vectors of 8: unaligned input
      // or output channels take a slower kernel (the designed sweep, bf16:
      // 1.5-2x, docs/cost-model.md).
      if (calibration && libraryGemm && !smallChannel && problem.tensorCores &&
          calibration->unalignedChannels > 0 && (geometry.c % 8 != 0 || geometry.k % 8 != 0))
        work.efficiencyScale *= calibration->unalignedChannels;
      LayerPrediction prediction;
      std::optional<TileQuantisation> quantisation = timeKernel(work, prediction);
      int64_t workspaceBytes = cost.workspaceBytes;
      // The library's GEMM-based kernels at this precision are NCHW: both
      // pay the transposes (im2col on top of its unfolded matrix).
      std::string layoutNote =
          smallChannel ? "; the library's small-channel kernel (C < 8), no transposes" : "";
      if (calibration && calibration->transpose > 0 && pass != Pass::BackwardFilter &&
          work.calibratedEfficiency && !smallChannel) {
        int64_t transposes =
            addLayoutTransposes(geometry, pass, work, prediction, quantisation, layoutNote);
        workspaceBytes = transposes > 0 ? cost.workspaceBytes + transposes : 0;
      }
      candidate.workspaceBytes = workspaceBytes;
      candidate.totalMs = prediction.totalMs;
      candidate.fitsWorkspace = workspaceBytes <= options.workspaceLimitBytes;
      if (candidate.fitsWorkspace && (!bestCost || prediction.totalMs < best.totalMs)) {
        best = prediction;
        bestCost = &cost;
        bestQuantisation = quantisation;
        bestLayoutNote = layoutNote;
      }
    }
    candidates.push_back(candidate);
  }
  // Implicit GEMM always applies and needs no workspace.
  assert(bestCost && "no convolution algorithm fits");

  best.pass = pass;
  best.algorithm = getConvAlgorithmName(bestCost->algorithm).str();
  for (const AlgorithmTime &candidate : candidates)
    if (candidate.algorithm == best.algorithm)
      best.workspaceBytes = candidate.workspaceBytes;
  // The learned efficiency (LearnedConvolution.h): where the calibration has
  // an ensemble for this pass, the library call takes (roofline + launch)
  // times the learned factor; the terms above still name the algorithm and
  // say why.
  const double termsMs = best.totalMs;
  if (const PrecisionCalibration *calibration = getCalibration()) {
    ConvolutionFeatures features =
        getConvolutionFeatures(geometry, pass, options.precision, device);
    std::optional<double> learnedMs;
    if (calibration->learned && features.baseMs() > 0)
      learnedMs = predictLearnedConvolutionMs(*calibration->learned, features, pass);
    if (learnedMs) {
      // The roofline's terms and the launch scaled by the learned factor:
      // totalMs = launchMs + max(computeMs, memoryMs) still holds.
      double factor = *learnedMs / features.baseMs();
      best.computeMs = features.computeRooflineMs * factor;
      best.memoryMs = features.memoryRooflineMs * factor;
      best.launchMs = features.launchMs * factor;
      best.totalMs = *learnedMs;
      best.bound = features.computeRooflineMs >= features.memoryRooflineMs ? Bound::Compute
                                                                           : Bound::Memory;
      best.learned = true;
    }
    best.libraryConvolution = features;
    best.libraryConvolutionMs = best.totalMs;
  }
  if (!options.explain) {
    best.candidates = std::move(candidates);
    return best;
  }
  if (best.learned) {
    const ConvolutionFeatures &f = *best.libraryConvolution;
    bool computeBound = best.bound == Bound::Compute;
    // Two significant digits: a squeeze-and-excitation GEMM reaches 0.2% of
    // a roofline of a few nanoseconds, which "0% (0.0000 ms)" would hide.
    auto significant = [](double value) {
      char text[32];
      std::snprintf(text, sizeof(text), "%.2g", value);
      return std::string(text);
    };
    double percent = 100 * f.rooflineMs() / best.totalMs;
    best.reason =
        formatv("{0}: {1}% of the {2} roofline ({3} ms), learned from {4} measured "
                "shapes (docs/cost-model.md); the terms alone: {5:f4} ms, {6}{7}",
                best.algorithm,
                percent >= 10 ? formatv("{0:f0}", percent).str() : significant(percent),
                computeBound ? "compute" : "memory",
                f.rooflineMs() >= 0.01 ? formatv("{0:f4}", f.rooflineMs()).str()
                                       : significant(f.rooflineMs()),
                getLearnedEnsemble(*getCalibration()->learned, pass)->rows, termsMs, bestCost->note,
                bestLayoutNote)
            .str();
  } else {
    best.reason = formatv("{0}: {1}{2}; {3}-bound{4}", best.algorithm, bestCost->note,
                          bestLayoutNote, getBoundName(best.bound),
                          describeQuantisation(bestQuantisation))
                      .str();
  }
  // Name the fastest algorithm the workspace limit excluded, if it would have
  // won, and the runner-up.
  const AlgorithmTime *excluded = nullptr, *runnerUp = nullptr;
  for (const AlgorithmTime &candidate : candidates) {
    if (!candidate.applicable || candidate.algorithm == best.algorithm)
      continue;
    const AlgorithmTime *&fastest = candidate.fitsWorkspace ? runnerUp : excluded;
    if (!fastest || candidate.totalMs < fastest->totalMs)
      fastest = &candidate;
  }
  if (excluded && excluded->totalMs < termsMs)
    best.reason +=
        formatv("; {0} ({1:f3} ms) excluded: {2} workspace over the {3} limit", excluded->algorithm,
                excluded->totalMs, formatMiB(excluded->workspaceBytes),
                formatMiB(options.workspaceLimitBytes))
            .str();
  if (runnerUp)
    best.reason += formatv("; next {0} {1:f3} ms", runnerUp->algorithm, runnerUp->totalMs).str();
  best.candidates = std::move(candidates);
  return best;
}

int64_t netc::getLayoutTransposeBytes(const ConvGeometry &g, int64_t bytesPerElement) {
  // An operand needs transposing between NHWC and NCHW only where it has a
  // spatial extent: a 1x1 filter or a 1x1 image is laid out the same in both.
  int64_t elements = 0;
  if (g.h * g.w > 1)
    elements += g.n * g.h * g.w * g.c;
  if (g.r * g.s > 1)
    elements += g.r * g.s * g.c * g.k;
  if (g.oh * g.ow > 1)
    elements += g.n * g.oh * g.ow * g.k;
  return bytesPerElement * elements;
}

int64_t NetcModel::addLayoutTransposes(const ConvGeometry &geometry, Pass pass,
                                       const KernelWork &work, LayerPrediction &prediction,
                                       std::optional<TileQuantisation> &quantisation,
                                       std::string &note) const {
  const PrecisionCalibration *calibration = getCalibration();
  int64_t workspace = getLayoutTransposeBytes(geometry, getBytesPerElement(options.precision));
  // The library's NHWC kernel needs no workspace; it runs only where the
  // transposes do not fit. (cuDNN's heuristics and exhaustive search keep
  // the NCHW kernel otherwise, even where the NHWC one might be faster.)
  double nativeEfficiency = calibration->nativeConvolution[pass == Pass::Forward ? 0 : 1];
  if (nativeEfficiency > 0 && workspace > options.workspaceLimitBytes) {
    KernelWork nativeWork = work;
    nativeWork.calibratedEfficiency = nativeEfficiency;
    prediction = LayerPrediction();
    quantisation = timeKernel(nativeWork, prediction);
    if (options.explain)
      note = formatv("; the library's NHWC kernel: the NCHW kernel's transposes need {0}, over "
                   "the {1} limit",
                   formatMiB(workspace), formatMiB(options.workspaceLimitBytes))
               .str();
    return 0;
  }
  if (workspace > 0) {
    // The operands go to NCHW through the workspace and the result comes
    // back: every transposed tensor is read once and written once.
    addStreamingKernel(2 * workspace, calibration->transpose, prediction);
    if (options.explain)
      note = formatv("; but the library's kernel is NCHW: the NHWC operands go through {0} of "
                   "workspace and back",
                   formatMiB(workspace))
               .str();
  }
  return workspace;
}

LayerPrediction NetcModel::predictInnerProduct(net::InnerProductOp op, Pass pass) const {
  LayerPrediction prediction;
  int64_t batch = getShape(op.getInput())[0];
  GemmCost gemm =
      costInnerProduct(batch, op.getNumInputs(), op.getNumOutputs(), pass, options.precision);
  int64_t epilogue = std::max<int64_t>(getPassFlops(op.getFlops(), pass) - gemm.flops, 0);
  KernelWork work{KernelFamily::Gemm, gemm.flops, epilogue, false, gemm.bytes, 1, gemm.shape};
  if (const PrecisionCalibration *calibration = getCalibration()) {
    work.simtFlops = 0; // the bias and activation run as kernels of their own
    work.calibratedEfficiency = calibration->gemm[int(pass)];
  }
  std::optional<TileQuantisation> q = timeKernel(work, prediction);
  prediction.algorithm = "gemm";
  if (options.explain)
    prediction.reason =
      formatv("gemm: M={0} N={1} K={2}; {3}-bound{4}", gemm.shape.m, gemm.shape.n,
              gemm.shape.reduction, getBoundName(prediction.bound), describeQuantisation(q))
          .str();
  return prediction;
}

LayerPrediction NetcModel::predictWeightUpdate(net::LayerOpInterface layer) const {
  LayerPrediction prediction;
  int64_t parameters = layer.getParameterCount();
  if (parameters == 0)
    return noKernel(prediction, "no parameters");
  KernelWork work;
  work.simtFlops = layer.getFlops().weightUpdate;
  work.simtInFP32 = true;
  // Read the weights and their gradients, write the weights.
  work.bytes = 3 * kWeightBytes * parameters;
  timeKernel(work, prediction);
  prediction.algorithm = "sgd_update";
  prediction.reason = formatv("sgd_update: reads fp32 weights and gradients, writes weights "
                              "({0}); {1}-bound",
                              formatMiB(work.bytes), getBoundName(prediction.bound))
                          .str();
  return prediction;
}

LayerPrediction NetcModel::predictLayer(net::LayerOpInterface layer, Pass pass) const {
  Operation *op = layer.getOperation();
  LayerPrediction named;
  named.layerName = layer.getLayerName().str();
  named.opName = op->getName().stripDialect().str();
  named.pass = pass;
  auto withName = [&](LayerPrediction prediction) {
    prediction.layerName = named.layerName;
    prediction.opName = named.opName;
    prediction.pass = pass;
    return prediction;
  };

  if (pass == Pass::WeightUpdate)
    return withName(predictWeightUpdate(layer));
  if (isa<net::InputOp, net::ReshapeOp>(op))
    return noKernel(named, "a view of its input: no kernel");
  if (isa<net::GenericOp>(op))
    return noKernel(named, "a layer netc does not know: costed as nothing");
  int64_t passFlops = getPassFlops(layer.getFlops(), pass);
  // Layers whose forward pass only moves data have no FLOPs but run a kernel.
  bool copies = isa<net::ConcatOp, net::UpSampling2DOp, net::TransposeOp, net::SliceOp>(op) &&
                pass == Pass::Forward;
  // With a per-precision calibration (the runtime's library path), the
  // gradient of a concatenation is split by copies, not taken as views, and
  // an elementwise layer writes every input's gradient with a kernel
  // (docs/runtime.md, "What each pass includes").
  if (isa<net::ConcatOp, net::ElementwiseOp>(op) && pass == Pass::BackwardData &&
      getCalibration())
    copies = true;
  if (passFlops == 0 && !copies)
    return noKernel(named, pass == Pass::BackwardFilter
                               ? "no weights"
                               : "no gradient to compute (a network input, or passed "
                                 "through unchanged)");

  return withName(
      llvm::TypeSwitch<Operation *, LayerPrediction>(op)
          .Case([&](net::Conv2DOp conv) {
            // A depthwise convolution does kh * kw multiply-adds per element
            // it reads, and squeeze-and-excitation's convolutions of a 1x1
            // image one per weight: both stream memory like an elementwise
            // layer, not at a convolution library call's floor (an
            // approximation: neither kernel is calibrated yet). Where the
            // library convolution's time is learned, a 1x1 image is a GEMM
            // it prices on the roofline, memory-bound or not: a batch of 64
            // through VGG's 4096 x 4096 fc7 is 2 GFLOP, not a stream.
            ArrayRef<int64_t> f = conv.getFilter();
            ArrayRef<int64_t> in = getShape(conv.getInput());
            bool depthwise = conv.getGroups() > 1 && f[2] == 1;
            bool onePixel = in[1] == 1 && in[2] == 1 && f[0] == 1 && f[1] == 1 &&
                            conv.getGroups() == 1;
            const PrecisionCalibration *calibration = getCalibration();
            bool learned = calibration && calibration->learned &&
                           getLearnedEnsemble(*calibration->learned, pass);
            if (depthwise || (onePixel && !learned)) {
              LayerPrediction prediction =
                  predictStreaming(layer, pass, f[0] * f[1] * f[2] * f[3]);
              // A learned depthwise time (applied in predictStreaming) is the
              // whole layer's.
              if (prediction.learned)
                return prediction;
              if (depthwise)
                addDepthwiseTapFloor(conv, pass, prediction);
              prediction.reason = (depthwise ? "depthwise convolution"
                                             : "1x1 convolution of a 1x1 image (squeeze-"
                                               "and-excitation)") +
                                  std::string(", modelled as memory-bound: ") +
                                  prediction.reason;
              return prediction;
            }
            ConvGeometry g = getConvGeometry(getShape(conv.getInput()), conv.getFilter(),
                                             conv.getStrides(), getShape(conv.getOutput()));
            // With a per-precision calibration the bias and activation are
            // kernels of their own (addLibraryEpilogue), as libraries run them.
            int64_t epilogue =
                getCalibration() ? 0 : std::max<int64_t>(passFlops - 2 * g.macs(), 0);
            LayerPrediction prediction = predictConvolution(g, pass, epilogue);
            bool pointwise = g.r == 1 && g.s == 1 && g.strideH == 1 && g.strideW == 1;
            addLibraryEpilogue(layer, pass, g.outputElements(), /*convolution=*/true, pointwise,
                               prediction);
            addPaddingCopy(getShape(conv.getInput()), getShape(conv.getOutput()),
                           conv.getFilter().take_front(2), conv.getStrides(), conv.getPadding(),
                           pass, prediction);
            // Grouped (not depthwise): the groups' multiply-adds as one
            // convolution of the group's channels (approximate).
            if (conv.getGroups() > 1)
              prediction.reason += formatv("; {0} groups costed as one convolution of "
                                           "the group's {1} input channels (approximate)",
                                           conv.getGroups(), conv.getFilter()[2])
                                       .str();
            return prediction;
          })
          .Case([&](net::MatMulOp matmul) {
            // A matrix product over the last dimension is a 1x1 convolution
            // of [rows, 1, 1, k] to [rows, 1, 1, num_outputs].
            ArrayRef<int64_t> in = getShape(matmul.getInput());
            int64_t k = in.back(), n = matmul.getNumOutputs();
            int64_t rows = getElements(matmul.getInput()) / k;
            int64_t filter[4] = {1, 1, k, n}, strides[2] = {1, 1};
            int64_t inShape[4] = {rows, 1, 1, k}, outShape[4] = {rows, 1, 1, n};
            ConvGeometry g = getConvGeometry(inShape, filter, strides, outShape);
            int64_t epilogue =
                getCalibration() ? 0 : std::max<int64_t>(passFlops - 2 * g.macs(), 0);
            return predictConvolution(g, pass, epilogue);
          })
          .Case([&](net::Deconv2DOp deconv) {
            // A transposed convolution is the data gradient of the convolution
            // that maps its output back to its input, and vice versa.
            ConvGeometry g = getConvGeometry(getShape(deconv.getOutput()), deconv.getFilter(),
                                             deconv.getStrides(), getShape(deconv.getInput()));
            Pass convPass = pass == Pass::Forward        ? Pass::BackwardData
                            : pass == Pass::BackwardData ? Pass::Forward
                                                         : pass;
            return predictConvolution(g, convPass, std::max<int64_t>(passFlops - 2 * g.macs(), 0));
          })
          .Case([&](net::InnerProductOp ip) {
            LayerPrediction prediction = predictInnerProduct(ip, pass);
            addLibraryEpilogue(layer, pass, getElements(ip.getOutput()), /*convolution=*/false,
                               /*pointwise=*/false, prediction);
            return prediction;
          })
          .Default([&](Operation *) { return predictStreaming(layer, pass); }));
}

std::vector<LayerPrediction> NetcModel::predict(net::NetworkOp network, Pass pass) const {
  std::vector<LayerPrediction> predictions;
  for (Operation &op : network.getBody().front()) {
    auto layer = dyn_cast<net::LayerOpInterface>(&op);
    if (layer && !isa<net::InputOp>(op))
      predictions.push_back(predictLayer(layer, pass));
  }
  return predictions;
}
