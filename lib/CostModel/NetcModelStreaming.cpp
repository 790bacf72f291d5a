//===- NetcModelStreaming.cpp - netc's time model for streaming layers ---===//
//
// Pooling, batch norm, LRN, softmax, elementwise and binary layers and
// depthwise convolutions: layers that stream their tensors through memory
// once per pass, priced by their bytes at the profile's rates, the library
// call's fixed terms, and where the profile has one, a learned time
// (LearnedStreaming.h) that replaces the terms.
//
//===----------------------------------------------------------------------===//

#include "CostModel/LearnedStreaming.h"
#include "CostModel/NetcModel.h"
#include "CostModel/NetcModelSupport.h"

#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>

using namespace llvm;
using namespace mlir;
using namespace netc;
using namespace netc::model_support;

/// A pooling layer's window and strides; none for any other layer.
struct PoolWindow {
  ArrayRef<int64_t> ksize, strides;
};
static std::optional<PoolWindow> getPoolWindow(Operation *op) {
  if (auto pool = dyn_cast<net::MaxPoolOp>(op))
    return PoolWindow{pool.getKsize(), pool.getStrides()};
  if (auto pool = dyn_cast<net::AvgPoolOp>(op))
    return PoolWindow{pool.getKsize(), pool.getStrides()};
  return std::nullopt;
}

/// The fraction of the copy bandwidth a streaming layer's library kernel
/// reaches: the profile's rate for its kind and pass, or the one it falls
/// back to where that is 0.
static double getStreamingEfficiency(Operation *op, Pass pass,
                                     const PrecisionCalibration &calibration) {
  const bool forward = pass == Pass::Forward;
  double pooling = forward ? calibration.pooling : calibration.poolingBackward;
  if (isa<net::AvgPoolOp>(op))
    return orElse(forward ? calibration.averagePooling : calibration.averagePoolingBackward,
                  pooling);
  if (isa<net::MaxPoolOp>(op))
    return pooling;
  if (isa<net::LRNOp>(op))
    return orElse(calibration.lrn, calibration.normalization);
  if (isa<net::BatchNormOp>(op))
    return forward ? calibration.normalization
                   : orElse(calibration.normalizationBackward, calibration.normalization);
  if (auto conv = dyn_cast<net::Conv2DOp>(op); conv && conv.getGroups() > 1)
    return orElse(calibration.depthwise, calibration.elementwise); // depthwise
  if (isa<net::BinaryOp>(op))
    return orElse(calibration.broadcast, calibration.elementwise);
  return calibration.elementwise;
}

/// Layers that stream tensors through memory once per pass. Each pass reads
/// its inputs and writes its outputs; a gradient that needs the forward
/// values (the max's position, the normaliser, the softmax output, the
/// dropout mask) reads them again.
LayerPrediction NetcModel::predictStreaming(net::LayerOpInterface layer, Pass pass,
                                            int64_t weightElements) const {
  Operation *op = layer.getOperation();
  if (std::optional<LayerPrediction> global =
          predictGlobalPooling(op, pass, getPassFlops(layer.getFlops(), pass))) {
    applyLearnedStreaming(op, pass, *global);
    return *global;
  }
  int64_t inputs = weightElements;
  for (Value operand : op->getOperands())
    inputs += getElements(operand);
  int64_t outputs = getElements(op->getResult(0));
  int64_t elements = inputs + outputs;
  if (pass == Pass::BackwardData)
    elements +=
        llvm::TypeSwitch<Operation *, int64_t>(op)
            .Case<net::MaxPoolOp, net::BatchNormOp, net::DropoutOp>([&](auto) { return inputs; })
            .Case<net::LRNOp>([&](auto) { return inputs + outputs; })
            .Case<net::SoftmaxOp, net::SigmoidOp>([&](auto) { return outputs; })
            .Case<net::ElementwiseOp>([&](net::ElementwiseOp e) {
              return e.getKind() == net::ElementwiseKind::Sum ? 0 : inputs;
            })
            .Default([](Operation *) { return int64_t(0); });
  LayerPrediction prediction;
  KernelWork work;
  work.simtFlops = getPassFlops(layer.getFlops(), pass);
  work.bytes = getBytesPerElement(options.precision) * elements;
  const PrecisionCalibration *calibration = getCalibration();
  // cuDNN 9 has no 16-bit LRN: the reference widens x (and y and dy for the
  // gradient) to fp32, runs cuDNN's fp32 LRN and narrows the result
  // (runtime/CudnnLayers.cpp, LrnRunner), as a framework without a 16-bit
  // LRN must. Priced as that: fp32's LRN on fp32 elements at fp32's rate,
  // and the conversions as kernels of their own. (The bf16 profiles' own
  // `lrn` rate came from the legacy clock and priced googlenet's bf16 LRN
  // layers at 1.6-2.3x their kernel-only time; docs/cost-model.md.)
  const PrecisionCalibration *fp32 = device.getPrecisionCalibration(Precision::FP32);
  const bool widenedLrn = calibration && fp32 && isa<net::LRNOp>(op) &&
                          getBytesPerElement(options.precision) == 2;
  if (widenedLrn)
    work.bytes = getBytesPerElement(Precision::FP32) * elements;
  if (calibration) {
    work.calibratedEfficiency = widenedLrn ? getStreamingEfficiency(op, pass, *fp32)
                                           : getStreamingEfficiency(op, pass, *calibration);
    if (isa<net::BatchNormOp>(op) && calibration->normalizationLong > 0) {
      ArrayRef<int64_t> shape = getShape(op->getResult(0));
      int64_t reduction = outputs / shape.back(); // N x H x W per channel
      if (double(reduction) > calibration->normalizationSplitLength)
        work.calibratedEfficiency = calibration->normalizationLong;
    }
    if (std::optional<PoolWindow> pool = getPoolWindow(op))
      work.windowBytes =
          getBytesPerElement(options.precision) * outputs * pool->ksize[0] * pool->ksize[1];
  }
  timeKernel(work, prediction);
  // Batch norm's activation runs as a kernel of its own after it (and its
  // gradient before the normalisation's).
  if (auto bn = dyn_cast<net::BatchNormOp>(op);
      calibration && bn && bn.getActivation() != net::Activation::None) {
    addStreamingKernel((pass == Pass::Forward ? 2 : 3) * getBytesPerElement(options.precision) *
                           outputs,
                       orElse(calibration->normalizationActivation, calibration->elementwise),
                       prediction);
  }
  if (auto binary = dyn_cast<net::BinaryOp>(op); calibration && binary && pass == Pass::BackwardData)
    addBroadcastGradient(binary, outputs, prediction);
  // Forward: x widened, y narrowed; gradient: x, y and dy widened, dx
  // narrowed. Each reads one width and writes the other, a kernel of the
  // runtime's own.
  const int conversions = !widenedLrn ? 0 : pass == Pass::Forward ? 2 : 4;
  for (int i = 0; i < conversions; ++i)
    addRuntimeKernel(
        (getBytesPerElement(options.precision) + getBytesPerElement(Precision::FP32)) * outputs,
        prediction);
  prediction.algorithm = "elementwise";
  if (options.explain) {
    prediction.reason = formatv("elementwise: streams {0}; {1}-bound", formatMiB(work.bytes),
                                getBoundName(prediction.bound))
                            .str();
    if (conversions)
      prediction.reason += formatv("; cuDNN's fp32 LRN, the 16-bit tensors widened to fp32 and "
                                   "back by {0} kernels of their own",
                                   conversions)
                               .str();
  }
  if (auto bn = dyn_cast<net::BatchNormOp>(op))
    addNormalizationCallTerms(bn, pass, prediction);
  if (auto pool = dyn_cast<net::MaxPoolOp>(op))
    addPaddingCopy(getShape(pool.getInput()), getShape(pool.getOutput()), pool.getKsize(),
                   pool.getStrides(), pool.getPadding(), pass, prediction);
  else if (auto pool = dyn_cast<net::AvgPoolOp>(op))
    addPaddingCopy(getShape(pool.getInput()), getShape(pool.getOutput()), pool.getKsize(),
                   pool.getStrides(), pool.getPadding(), pass, prediction);
  // A learned time (batch norm, pooling, depthwise convolution, residual
  // add), where the profile has one, replaces all of the above.
  applyLearnedStreaming(op, pass, prediction);
  return prediction;
}

void NetcModel::addNormalizationCallTerms(net::BatchNormOp op, Pass pass,
                                          LayerPrediction &prediction) const {
  const PrecisionCalibration *calibration = getCalibration();
  if (!calibration || (pass != Pass::Forward && pass != Pass::BackwardData))
    return;
  // N x H x W: the rows of channels the library's NHWC kernel walks.
  ArrayRef<int64_t> shape = getShape(op.getOutput());
  const double pixels = double(getElements(op.getOutput())) / double(shape.back());
  const double floorMs = calibration->normalizationFloorUs / 1e3;
  const double pixelsMs = calibration->normalizationPixelsPerUs > 0
                              ? pixels / calibration->normalizationPixelsPerUs / 1e3
                              : 0;
  if (floorMs + pixelsMs <= 0)
    return;
  // Past the stream's roofline, like the separate kernels around a call: the
  // compute and memory terms stay the stream's own.
  prediction.totalMs += floorMs + pixelsMs;
  if (!options.explain)
    return;
  prediction.reason +=
      formatv("; + the library call's {0:f1} us floor", calibration->normalizationFloorUs).str();
  if (pixelsMs > 0)
    prediction.reason += formatv(" and {0:f2} M pixels at {1:f1} G a second", pixels / 1e6,
                                 calibration->normalizationPixelsPerUs / 1e3)
                             .str();
}

void NetcModel::applyLearnedStreaming(Operation *op, Pass pass,
                                      LayerPrediction &prediction) const {
  const PrecisionCalibration *calibration = getCalibration();
  const LearnedFeatureSet *model = getLearnedStreamingModel(op);
  if (!calibration || !model)
    return;
  const LearnedPasses *learned = calibration->getLearned(*model);
  if (!learned)
    return;
  StreamingLayerFeatures features =
      getStreamingLayerFeatures(op, pass, options.precision, device);
  std::optional<double> learnedMs = predictLearnedStreamingMs(*learned, features, pass);
  if (!learnedMs)
    return;
  const double termsMs = prediction.totalMs;
  // The roofline and the launch scaled by the learned factor, as for a
  // learned convolution; the compute term (a few FLOPs an element) stays.
  double factor = *learnedMs / features.baseMs();
  prediction.memoryMs = features.memoryRooflineMs * factor;
  prediction.launchMs = features.launchMs * factor;
  prediction.totalMs = *learnedMs;
  prediction.bound = Bound::Memory;
  prediction.learned = true;
  if (!options.explain)
    return;
  std::string what = model->layers;
  if (auto bn = dyn_cast<net::BatchNormOp>(op))
    what = bn.getActivation() == net::Activation::None ? "batch norm"
                                                       : "batch norm and its activation";
  prediction.reason =
      formatv("{0}: {1:f0}% of the memory roofline ({2:f4} ms), learned from {3} measured "
              "shapes (docs/cost-model.md); the terms alone: {4:f4} ms",
              what, 100 * features.memoryRooflineMs / *learnedMs, features.memoryRooflineMs,
              learned->getPass(int(pass))->rows, termsMs)
          .str();
}

std::optional<LayerPrediction> NetcModel::predictGlobalPooling(Operation *op, Pass pass,
                                                               int64_t flops) const {
  std::optional<PoolWindow> pool = getPoolWindow(op);
  if (!pool)
    return std::nullopt;
  ArrayRef<int64_t> window = pool->ksize;
  ArrayRef<int64_t> in = getShape(op->getOperand(0)), out = getShape(op->getResult(0));
  if (pass != Pass::Forward && pass != Pass::BackwardData)
    return std::nullopt;
  const double *rates = device.calibrated.globalPoolingElementsPerUs;
  const bool strideOne = pool->strides[0] == 1 && pool->strides[1] == 1;
  double perUs = pass == Pass::Forward ? rates[0] : rates[1];
  if (pass == Pass::BackwardData && strideOne && rates[2] > 0)
    perUs = rates[2]; // the same window, taken with stride 1: a faster kernel
  if (perUs <= 0 || out[1] != 1 || out[2] != 1 || window[0] != in[1] || window[1] != in[2] ||
      in[1] * in[2] == 1)
    return std::nullopt;
  LayerPrediction prediction;
  const double elements = double(getElements(op->getOperand(0)));
  prediction.algorithm = "elementwise";
  prediction.flops = flops;
  prediction.bytes = getBytesPerElement(options.precision) *
                     (getElements(op->getOperand(0)) + getElements(op->getResult(0)));
  prediction.computeMs = elements / perUs / 1e3;
  prediction.launchMs = device.calibrated.launchOverheadUs / 1e3;
  prediction.totalMs = prediction.launchMs + prediction.computeMs;
  prediction.bound = Bound::Compute;
  if (options.explain)
    prediction.reason = formatv("global pooling: {0:f2} M input elements at the profile's {1:f0} "
                                "G a second ({2})",
                                elements / 1e6, perUs / 1e3,
                                pass == Pass::Forward ? "a reduction" : "its gradient written")
                            .str();
  return prediction;
}

void NetcModel::addDepthwiseTapFloor(net::Conv2DOp conv, Pass pass,
                                     LayerPrediction &prediction) const {
  const int passIndex = pass == Pass::Forward          ? 0
                        : pass == Pass::BackwardData   ? 1
                        : pass == Pass::BackwardFilter ? 2
                                                       : -1;
  if (passIndex < 0)
    return;
  const PrecisionCalibration *calibration = getCalibration();
  const double deviceRate = device.calibrated.depthwiseTapsPerUs[passIndex];
  const double tapsPerUs =
      calibration ? orElse(calibration->depthwiseTapsPerUs[passIndex], deviceRate) : deviceRate;
  if (tapsPerUs <= 0)
    return;
  // The data gradient's taps are the input's: each input element gathers
  // the filter taps whose windows cover it (cuDNN's strided depthwise data
  // gradients run as long as their stride-1 counterparts, 2.6-2.9x past
  // their bytes on mobilenet_v2 and mobilenet_v3_large, H200, 2026-11-29).
  // The filter gradient counts the output's: its strided layers fit neither
  // count (docs/results/2026-11-30-epilogues-h200.md).
  ArrayRef<int64_t> f = conv.getFilter();
  const double elements =
      double(getElements(pass == Pass::BackwardData ? conv.getInput() : conv.getOutput()));
  const double tapsMs = elements * double(f[0] * f[1]) / tapsPerUs / 1e3;
  const double busyMs = prediction.totalMs - prediction.launchMs;
  if (tapsMs <= busyMs)
    return;
  prediction.computeMs = tapsMs;
  prediction.totalMs = prediction.launchMs + tapsMs;
  prediction.bound = Bound::Compute;
  if (options.explain)
    prediction.reason += formatv("; its {0}x{1} filter taps ({2:f1} M) at {3:f2} T/s take longer",
                                 f[0], f[1], elements * double(f[0] * f[1]) / 1e6, tapsPerUs / 1e6)
                             .str();
}

void NetcModel::addPaddingCopy(ArrayRef<int64_t> input, ArrayRef<int64_t> output,
                               ArrayRef<int64_t> window, ArrayRef<int64_t> strides,
                               net::PaddingKind padding, Pass pass,
                               LayerPrediction &prediction) const {
  const PrecisionCalibration *calibration = getCalibration();
  if (!calibration || padding != net::PaddingKind::Same || pass == Pass::BackwardFilter ||
      pass == Pass::WeightUpdate)
    return;
  // TensorFlow's SAME split (the plan's pads): the odd row goes after.
  int64_t padH = std::max<int64_t>((output[1] - 1) * strides[0] + window[0] - input[1], 0);
  int64_t padW = std::max<int64_t>((output[2] - 1) * strides[1] + window[1] - input[2], 0);
  if (padH % 2 == 0 && padW % 2 == 0)
    return;
  // The library takes one pad per side: the runtime copies the input into a
  // padded buffer before the forward pass and crops the data gradient after.
  int64_t paddedElements = input[0] * (input[1] + padH) * (input[2] + padW) * input[3];
  double copyMs = addStreamingKernel(getBytesPerElement(options.precision) *
                                         (input[0] * input[1] * input[2] * input[3] + paddedElements),
                                     calibration->elementwise, prediction);
  prediction.aroundCallMs += copyMs;
  if (options.explain)
    prediction.reason += formatv("; + {0} of the asymmetrically padded input {1:f3} ms",
                               pass == Pass::Forward ? "a padded copy" : "a crop", copyMs)
                           .str();
}

