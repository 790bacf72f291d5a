//===- LearnedStreaming.cpp - Streaming layers' learned time --------------===//

#include "CostModel/LearnedStreaming.h"
#include "Net/IR/ExecutionPads.h"
#include "Net/IR/NetOps.h"

#include "mlir/IR/BuiltinTypes.h"

#include <algorithm>
#include <cmath>

using namespace netc;

namespace {

/// The channels cuDNN's persistent NHWC batch norm gives a block of threads.
constexpr double kChannelBlock = 64;

double logOf(double value) { return std::log(std::max(value, 1e-30)); }

double product(llvm::ArrayRef<int64_t> extents) {
  double result = 1;
  for (int64_t extent : extents)
    result *= double(std::max<int64_t>(extent, 1));
  return result;
}

/// `values[index]`, at least 1; 1 where the array is shorter (a shape's
/// extent, a window's, a stride).
double at(llvm::ArrayRef<int64_t> values, size_t index) {
  return index < values.size() ? double(std::max<int64_t>(values[index], 1)) : 1.0;
}

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

/// The roofline and launch of `bytes` on `device`.
StreamingLayerFeatures makeBase(double bytes, const DeviceProfile &device) {
  StreamingLayerFeatures f;
  // GB/s: bytes / (GB/s) = ns, / 1e6 = ms.
  f.memoryRooflineMs =
      device.memoryBandwidthGBs > 0 ? bytes / device.memoryBandwidthGBs / 1e6 : 0;
  f.launchMs = device.calibrated.launchOverheadUs / 1e3;
  return f;
}

} // namespace

StreamingLayerFeatures netc::getBatchNormFeatures(llvm::ArrayRef<int64_t> shape,
                                                  net::Activation activation, Pass pass,
                                                  Precision precision,
                                                  const DeviceProfile &device) {
  double channels = shape.empty() ? 1 : double(std::max<int64_t>(shape.back(), 1));
  double elements = product(shape);
  double pixels = elements / channels;
  double batch = shape.size() == 4 ? double(std::max<int64_t>(shape[0], 1)) : 1;
  // Streams of |Y| elements the pass moves: the forward reads x and writes
  // y, the data gradient reads x and dy and writes dx; the activation (or
  // its gradient) streams the same count again.
  double streams = pass == Pass::BackwardData ? 3 : 2;
  if (activation != net::Activation::None)
    streams *= 2;
  StreamingLayerFeatures f =
      makeBase(streams * double(getBytesPerElement(precision)) * elements, device);
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

StreamingLayerFeatures netc::getPoolingFeatures(const PoolingShape &pool, Pass pass,
                                                Precision precision,
                                                const DeviceProfile &device) {
  double in = product(pool.input), out = product(pool.output);
  double batch = at(pool.input, 0), channels = at(pool.input, 3);
  double inPixels = at(pool.input, 1) * at(pool.input, 2);
  double outPixels = at(pool.output, 1) * at(pool.output, 2);
  double windowH = at(pool.window, 0), windowW = at(pool.window, 1);
  // The forward pass reads x and writes y; the data gradient of an average
  // reads dy and writes dx, of a max reads x, y and dy and writes dx.
  double streams = pass == Pass::Forward ? in + out : pool.max ? 2 * in + 2 * out : in + out;
  StreamingLayerFeatures f =
      makeBase(streams * double(getBytesPerElement(precision)), device);
  bool global = outPixels == 1 && windowH >= at(pool.input, 1) && windowW >= at(pool.input, 2);
  f.values = {logOf(f.memoryRooflineMs),
              logOf(in),
              logOf(out),
              logOf(inPixels),
              logOf(outPixels),
              windowH,
              windowW,
              at(pool.strides, 0),
              at(pool.strides, 1),
              pool.padded ? 1.0 : 0.0,
              pool.max ? 1.0 : 0.0,
              global ? 1.0 : 0.0,
              logOf(channels),
              logOf(batch),
              logOf(batch * channels),
              windowH * windowW * out / in,
              int64_t(channels) % 8 == 0 ? 1.0 : 0.0,
              pool.oneSidedPad ? 1.0 : 0.0};
  return f;
}

StreamingLayerFeatures netc::getDepthwiseFeatures(const DepthwiseShape &conv, Pass pass,
                                                  Precision precision,
                                                  const DeviceProfile &device) {
  auto pad = [&](size_t index) {
    return index < conv.pads.size() ? double(std::max<int64_t>(conv.pads[index], 0)) : 0.0;
  };
  double in = product(conv.input), out = product(conv.output);
  double batch = at(conv.input, 0), channels = at(conv.input, 3);
  double taps = double(std::max<int64_t>(conv.filterH, 1) * std::max<int64_t>(conv.filterW, 1));
  // Every pass (the same bytes whichever it is) streams x (or dx), y (or
  // dy) and the filter (or its gradient) once.
  StreamingLayerFeatures f =
      makeBase((in + out + taps * channels) * double(getBytesPerElement(precision)), device);
  bool oneSided = pad(0) != pad(1) || pad(2) != pad(3);
  f.values = {logOf(f.memoryRooflineMs),
              logOf(in),
              logOf(out),
              logOf(at(conv.input, 1) * at(conv.input, 2)),
              logOf(at(conv.output, 1) * at(conv.output, 2)),
              double(conv.filterH),
              double(conv.filterW),
              at(conv.strides, 0),
              at(conv.strides, 1),
              pad(0) + pad(1),
              pad(2) + pad(3),
              oneSided ? 1.0 : 0.0,
              logOf(channels),
              logOf(batch),
              logOf(batch * channels),
              logOf(taps * out),
              int64_t(channels) % 8 == 0 ? 1.0 : 0.0};
  return f;
}

StreamingLayerFeatures netc::getElementwiseFeatures(llvm::ArrayRef<int64_t> shape,
                                                    int64_t inputs, net::ElementwiseKind kind,
                                                    net::Activation activation, Pass pass,
                                                    Precision precision,
                                                    const DeviceProfile &device) {
  double elements = product(shape);
  double channels = shape.empty() ? 1 : double(std::max<int64_t>(shape.back(), 1));
  double batch = shape.size() > 1 ? double(std::max<int64_t>(shape.front(), 1)) : 1;
  bool activated = activation != net::Activation::None;
  double streams = pass == Pass::Forward ? double(inputs) + 1
                                         : double(inputs) + 1 + (activated ? 2 : 0);
  StreamingLayerFeatures f =
      makeBase(streams * elements * double(getBytesPerElement(precision)), device);
  f.values = {logOf(f.memoryRooflineMs),
              logOf(elements),
              logOf(channels),
              logOf(elements / (batch * channels)),
              logOf(batch),
              getActivationClass(activation),
              double(inputs),
              double(static_cast<int>(kind)),
              int64_t(channels) % 8 == 0 ? 1.0 : 0.0};
  return f;
}

/// A convolution with one group per channel and one input channel a group.
static bool isDepthwise(net::Conv2DOp conv) {
  return conv.getGroups() > 1 && conv.getFilter().size() == 4 && conv.getFilter()[2] == 1;
}

const LearnedFeatureSet *netc::getLearnedStreamingModel(mlir::Operation *op) {
  if (mlir::isa<net::BatchNormOp>(op))
    return &kLearnedBatchNormModel;
  if (mlir::isa<net::MaxPoolOp, net::AvgPoolOp>(op))
    return &kLearnedPoolingModel;
  if (auto conv = mlir::dyn_cast<net::Conv2DOp>(op); conv && isDepthwise(conv))
    return &kLearnedDepthwiseModel;
  if (mlir::isa<net::ElementwiseOp>(op) && op->getNumOperands() >= 2)
    return &kLearnedElementwiseModel;
  return nullptr;
}

bool netc::hasLearnedStreamingPass(const LearnedFeatureSet &model, Pass pass) {
  if (pass == Pass::Forward || pass == Pass::BackwardData)
    return true;
  return pass == Pass::BackwardFilter && &model == &kLearnedDepthwiseModel;
}

StreamingLayerFeatures netc::getStreamingLayerFeatures(mlir::Operation *op, Pass pass,
                                                       Precision precision,
                                                       const DeviceProfile &device) {
  auto shapeOf = [](mlir::Value value) {
    return mlir::cast<mlir::RankedTensorType>(value.getType()).getShape();
  };
  if (auto bn = mlir::dyn_cast<net::BatchNormOp>(op))
    return getBatchNormFeatures(shapeOf(bn.getOutput()), bn.getActivation(), pass, precision,
                                device);
  if (auto elementwise = mlir::dyn_cast<net::ElementwiseOp>(op))
    return getElementwiseFeatures(shapeOf(elementwise.getOutput()), op->getNumOperands(),
                                  elementwise.getKind(), elementwise.getActivation(), pass,
                                  precision, device);
  if (auto conv = mlir::dyn_cast<net::Conv2DOp>(op)) {
    llvm::SmallVector<int64_t, 4> pads = net::executionPads(conv);
    DepthwiseShape depthwise;
    depthwise.input = shapeOf(conv.getInput());
    depthwise.output = shapeOf(conv.getOutput());
    depthwise.filterH = conv.getFilter()[0];
    depthwise.filterW = conv.getFilter()[1];
    depthwise.strides = conv.getStrides();
    depthwise.pads = pads;
    return getDepthwiseFeatures(depthwise, pass, precision, device);
  }
  PoolingShape pool;
  pool.max = mlir::isa<net::MaxPoolOp>(op);
  pool.input = shapeOf(op->getOperand(0));
  pool.output = shapeOf(op->getResult(0));
  llvm::SmallVector<int64_t, 4> pads; // [top, bottom, left, right]
  if (auto max = mlir::dyn_cast<net::MaxPoolOp>(op)) {
    pool.window = max.getKsize(), pool.strides = max.getStrides();
    pads = net::executionPads(max);
  } else if (auto average = mlir::dyn_cast<net::AvgPoolOp>(op)) {
    pool.window = average.getKsize(), pool.strides = average.getStrides();
    pads = net::executionPads(average);
  }
  pool.oneSidedPad = pads.size() == 4 && (pads[0] != pads[1] || pads[2] != pads[3]);
  // Padded where the windows reach past the image on either axis.
  if (pool.input.size() == 4 && pool.output.size() == 4 && pool.window.size() == 2 &&
      pool.strides.size() == 2)
    for (int axis = 0; axis < 2; ++axis)
      if ((pool.output[1 + axis] - 1) * pool.strides[axis] + pool.window[axis] >
          pool.input[1 + axis])
        pool.padded = true;
  return getPoolingFeatures(pool, pass, precision, device);
}

std::optional<double> netc::predictLearnedStreamingMs(const LearnedPasses &learned,
                                                      const StreamingLayerFeatures &features,
                                                      Pass pass) {
  const TreeEnsemble *ensemble = learned.getPass(int(pass));
  if (!ensemble || !(features.baseMs() > 0))
    return std::nullopt;
  return features.baseMs() * std::exp(ensemble->predict(features.values));
}
