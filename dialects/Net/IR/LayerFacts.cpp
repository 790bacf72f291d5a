//===- LayerFacts.cpp - Parameters and FLOPs of every layer -------------===//
//
// The facts behind LayerOpInterface. The counting rules are stated in
// docs/analysis.md; each function here is that rule, once. A multiply-add
// is 2 FLOPs everywhere.
//
//===----------------------------------------------------------------------===//

#include "Net/IR/NetOps.h"

using namespace mlir;
using namespace netc::net;

namespace {
int64_t elements(Value value) {
  return cast<RankedTensorType>(value.getType()).getNumElements();
}

/// No gradient flows into a network input, so a layer reading one directly
/// computes no input gradient (Paleo's `backprop = false`).
bool readsNetworkInput(Value input) {
  return isa_and_nonnull<InputOp>(input.getDefiningOp());
}

/// Convolution-like layers: forward, data gradient and filter gradient each
/// do the same multiply-adds; bias and activation add one FLOP per output.
LayerFlops gemmLikeFlops(int64_t macs, int64_t outputs, bool bias, bool activation,
                         bool readsInput, int64_t parameters) {
  LayerFlops flops;
  int64_t perOutput = (bias ? outputs : 0) + (activation ? outputs : 0);
  flops.forward = 2 * macs + perOutput;
  flops.backwardData = readsInput ? 0 : 2 * macs;
  flops.backwardFilter = 2 * macs + perOutput;
  flops.weightUpdate = 2 * parameters;
  return flops;
}
} // namespace

LayerFlops InputOp::getFlops() { return {}; }

int64_t Conv2DOp::getParameterCount() {
  ArrayRef<int64_t> f = getFilter();
  return f[0] * f[1] * f[2] * f[3] + f[3];
}

LayerFlops Conv2DOp::getFlops() {
  ArrayRef<int64_t> f = getFilter();
  int64_t outputs = elements(getOutput());
  return gemmLikeFlops(outputs * f[0] * f[1] * f[2], outputs, getBias(),
                       getActivation() != Activation::None,
                       readsNetworkInput(getInput()), getParameterCount());
}

int64_t Deconv2DOp::getParameterCount() {
  // Paleo's rule: |F| + F[3] (F[3] is the input's channels here).
  ArrayRef<int64_t> f = getFilter();
  return f[0] * f[1] * f[2] * f[3] + f[3];
}

LayerFlops Deconv2DOp::getFlops() {
  // Every input element is scattered to kh * kw * cout outputs.
  ArrayRef<int64_t> f = getFilter();
  int64_t macs = elements(getInput()) * f[0] * f[1] * f[2];
  return gemmLikeFlops(macs, elements(getOutput()), /*bias=*/false,
                       /*activation=*/false, readsNetworkInput(getInput()),
                       getParameterCount());
}

LayerFlops MaxPoolOp::getFlops() {
  ArrayRef<int64_t> k = getKsize();
  int64_t outputs = elements(getOutput());
  LayerFlops flops;
  flops.forward = outputs * (k[0] * k[1] - 1); // comparisons
  flops.backwardData = readsNetworkInput(getInput()) ? 0 : outputs;
  return flops;
}

LayerFlops AvgPoolOp::getFlops() {
  ArrayRef<int64_t> k = getKsize();
  int64_t outputs = elements(getOutput());
  LayerFlops flops;
  flops.forward = outputs * k[0] * k[1]; // kh*kw - 1 adds and one scale
  flops.backwardData = readsNetworkInput(getInput()) ? 0 : outputs * k[0] * k[1];
  return flops;
}

int64_t InnerProductOp::getParameterCount() {
  return getNumInputs() * getNumOutputs() + getNumOutputs();
}

LayerFlops InnerProductOp::getFlops() {
  int64_t outputs = elements(getOutput());
  return gemmLikeFlops(outputs * getNumInputs(), outputs, getBias(),
                       getActivation() != Activation::None,
                       readsNetworkInput(getInput()), getParameterCount());
}

LayerFlops ConcatOp::getFlops() { return {}; }

LayerFlops ElementwiseOp::getFlops() {
  int64_t outputs = elements(getOutput());
  int64_t arity = getInputs().size();
  LayerFlops flops;
  flops.forward = (arity - 1) * outputs;
  if (getActivation() != Activation::None)
    flops.forward += outputs;
  switch (getKind()) {
  case ElementwiseKind::Sum:
    break; // the gradient passes through unchanged
  case ElementwiseKind::Product:
    flops.backwardData = arity * (arity - 1) * outputs;
    break;
  case ElementwiseKind::Max:
    flops.backwardData = arity * outputs;
    break;
  }
  return flops;
}

LayerFlops DropoutOp::getFlops() {
  int64_t n = elements(getInput());
  return {n, readsNetworkInput(getInput()) ? 0 : n, 0, 0};
}

LayerFlops SoftmaxOp::getFlops() {
  // Subtract the max, exponentiate, sum, divide; the gradient
  // y * (dy - sum(dy * y)) is also 4 per element.
  int64_t n = elements(getInput());
  return {4 * n, readsNetworkInput(getInput()) ? 0 : 4 * n, 0, 0};
}

LayerFlops SigmoidOp::getFlops() {
  // 1 / (1 + exp(-x)): negate, exp, add, divide; gradient y * (1 - y) * dy.
  int64_t n = elements(getOutput());
  return {4 * n, readsNetworkInput(getInput()) ? 0 : 3 * n, 0, 0};
}

LayerFlops ReshapeOp::getFlops() { return {}; }

LayerFlops UpSampling2DOp::getFlops() {
  // Forward copies; the gradient sums kh * kw values into each input.
  ArrayRef<int64_t> k = getKsize();
  LayerFlops flops;
  flops.backwardData =
      readsNetworkInput(getInput()) ? 0 : elements(getInput()) * (k[0] * k[1] - 1);
  return flops;
}

LayerFlops LRNOp::getFlops() {
  // Per element: local_size squares and local_size - 1 adds, the scale and
  // offset (2), the power (1) and the division (1). The gradient costs twice
  // the forward pass.
  int64_t n = elements(getInput());
  int64_t forward = (2 * getLocalSize() + 3) * n;
  return {forward, readsNetworkInput(getInput()) ? 0 : 2 * forward, 0, 0};
}

LayerFlops BatchNormOp::getFlops() {
  // Training mode: mean (1), variance (3), normalise (2), scale and shift (2)
  // per element. Input gradient 8 per element; scale and shift gradients 3.
  // A fused activation adds one per element forward.
  int64_t n = elements(getInput());
  int64_t activation = getActivation() != Activation::None ? n : 0;
  return {8 * n + activation, readsNetworkInput(getInput()) ? 0 : 8 * n, 3 * n, 0};
}

LayerFlops GenericOp::getFlops() { return {}; }
