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

/// Whether `op`'s network counts parameters by the trainable-weights rule
/// (ONNX imports: a bias counts only where there is one, batch norm's scale
/// and shift count) rather than Paleo's.
bool usesTrainableRule(Operation *op) {
  auto network = op->getParentOfType<NetworkOp>();
  return network && network.getTrainableParameters();
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
  // Paleo counts a bias always; the trainable rule only where there is one.
  // With groups, f[2] is already the channels of one group.
  ArrayRef<int64_t> f = getFilter();
  bool countsBias = !usesTrainableRule(*this) || getBias();
  return f[0] * f[1] * f[2] * f[3] + (countsBias ? f[3] : 0);
}

int64_t Conv2DOp::getMultiplyAdds() {
  // Each output reads kh * kw * (channels of its group) inputs.
  ArrayRef<int64_t> f = getFilter();
  return elements(getOutput()) * f[0] * f[1] * f[2];
}

LayerFlops Conv2DOp::getFlops() {
  int64_t outputs = elements(getOutput());
  return gemmLikeFlops(getMultiplyAdds(), outputs, getBias(),
                       getActivation() != Activation::None,
                       readsNetworkInput(getInput()), getParameterCount());
}

int64_t Deconv2DOp::getParameterCount() {
  // Paleo's rule: |F| + F[3] (F[3] is the input's channels here). The
  // trainable rule: |F| + one bias per output channel (F[2]) where there is one.
  ArrayRef<int64_t> f = getFilter();
  if (usesTrainableRule(*this))
    return f[0] * f[1] * f[2] * f[3] + (getBias() ? f[2] : 0);
  return f[0] * f[1] * f[2] * f[3] + f[3];
}

int64_t Deconv2DOp::getMultiplyAdds() {
  // Every input element is scattered to kh * kw * cout outputs.
  ArrayRef<int64_t> f = getFilter();
  return elements(getInput()) * f[0] * f[1] * f[2];
}

LayerFlops Deconv2DOp::getFlops() {
  return gemmLikeFlops(getMultiplyAdds(), elements(getOutput()), /*bias=*/false,
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
  bool countsBias = !usesTrainableRule(*this) || getBias();
  return getNumInputs() * getNumOutputs() + (countsBias ? getNumOutputs() : 0);
}

int64_t InnerProductOp::getMultiplyAdds() {
  return elements(getOutput()) * getNumInputs();
}

LayerFlops InnerProductOp::getFlops() {
  int64_t outputs = elements(getOutput());
  return gemmLikeFlops(getMultiplyAdds(), outputs, getBias(),
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

int64_t BatchNormOp::getParameterCount() {
  // Scale and shift per channel under the trainable rule; the running mean
  // and variance are statistics, not parameters. Paleo counts none.
  return usesTrainableRule(*this) ? 2 * cast<RankedTensorType>(getType()).getShape().back()
                                  : 0;
}

LayerFlops BatchNormOp::getFlops() {
  // Training mode: mean (1), variance (3), normalise (2), scale and shift (2)
  // per element. Input gradient 8 per element; scale and shift gradients 3.
  // A fused activation adds one per element forward.
  int64_t n = elements(getInput());
  int64_t activation = getActivation() != Activation::None ? n : 0;
  return {8 * n + activation, readsNetworkInput(getInput()) ? 0 : 8 * n, 3 * n,
          2 * getParameterCount()};
}

LayerFlops GenericOp::getFlops() { return {}; }

//===----------------------------------------------------------------------===//
// Layers of today's CNNs (ONNX imports)
//===----------------------------------------------------------------------===//

namespace {
/// FLOPs per element of a nonlinearity, forward and for its input gradient.
/// Transcendentals (exp, erf, tanh) count as one FLOP each: an approximation
/// (docs/analysis.md), as no counter agrees on their cost.
struct ActivationCost {
  int64_t forward;
  int64_t backward;
};

ActivationCost activationCost(Activation kind) {
  switch (kind) {
  case Activation::None:
    return {0, 0};
  case Activation::Relu:
    return {1, 1}; // max(x, 0); dy where x > 0
  case Activation::Relu6:
    return {2, 1}; // two clamps; dy inside (0, 6)
  case Activation::Tanh:
    return {1, 3}; // tanh; (1 - y^2) * dy
  case Activation::Sigmoid:
    return {4, 3}; // negate, exp, add, divide; y * (1 - y) * dy
  case Activation::HardSigmoid:
    return {4, 2}; // add 3, two clamps, scale; dy / 6 inside the ramp
  case Activation::HardSwish:
    return {5, 4}; // x * hard_sigmoid(x); (2x + 3) / 6 * dy inside the ramp
  case Activation::Silu:
    return {5, 6}; // x * sigmoid(x); s * (1 + x * (1 - s)) * dy
  case Activation::Gelu:
    return {6, 8}; // x * (1 + erf(x / sqrt 2)) / 2; Phi(x) + x * phi(x) times dy
  }
  llvm_unreachable("unknown activation");
}
} // namespace

LayerFlops ActivationOp::getFlops() {
  int64_t n = elements(getOutput());
  ActivationCost cost = activationCost(getKind());
  return {cost.forward * n, readsNetworkInput(getInput()) ? 0 : cost.backward * n, 0, 0};
}

int64_t BinaryOp::getParameterCount() {
  // A trainable constant (a layer scale) is a weight of the model.
  if (!getTrainable() || !getConstantShape())
    return 0;
  ArrayRef<int64_t> shape = *getConstantShape();
  int64_t count = 1;
  for (int64_t d : shape)
    count *= d;
  return count;
}

LayerFlops BinaryOp::getFlops() {
  // Forward: one FLOP per output (plus the fused activation). Input
  // gradients: add and subtract pass dy through (a negation for the
  // subtrahend, not counted), multiply scales it by the other operand (1 per
  // output), divide needs dy / b and -dy * a / b^2 (1 and 3). An operand
  // smaller than the output sums its gradient over the broadcast dimensions
  // (1 per output). The constant's gradient (trainable constants only) is
  // its local gradient plus that sum.
  int64_t n = elements(getOutput());
  SmallVector<SmallVector<int64_t, 4>, 2> shapes = getOperandShapes();
  ArrayRef<int64_t> outShape = cast<RankedTensorType>(getType()).getShape();
  bool hasConstant = getConstantShape().has_value();
  size_t constantIndex = getConstantFirst() ? 0 : 1;
  LayerFlops flops;
  flops.forward = n + (getActivation() != Activation::None ? n : 0);
  for (size_t operand = 0; operand < shapes.size(); ++operand) {
    int64_t local = 0;
    switch (getKind()) {
    case BinaryKind::Add:
    case BinaryKind::Sub:
      break;
    case BinaryKind::Mul:
      local = n;
      break;
    case BinaryKind::Div:
      local = operand == 0 ? n : 3 * n;
      break;
    }
    int64_t reduce = ArrayRef<int64_t>(shapes[operand]) != outShape ? n : 0;
    bool isConstant = hasConstant && operand == constantIndex;
    if (isConstant) {
      if (getTrainable())
        flops.backwardFilter += local + reduce;
      continue;
    }
    Value input = getInputs()[hasConstant ? 0 : operand];
    if (!readsNetworkInput(input))
      flops.backwardData += local + reduce;
  }
  flops.weightUpdate = 2 * getParameterCount();
  return flops;
}

int64_t LayerNormOp::getParameterCount() {
  return getAffine() ? 2 * getNormalizedSize() : 0;
}

LayerFlops LayerNormOp::getFlops() {
  // As batch norm's, over each normalised slice instead of each channel.
  int64_t n = elements(getInput());
  return {8 * n, readsNetworkInput(getInput()) ? 0 : 8 * n, getAffine() ? 3 * n : 0,
          2 * getParameterCount()};
}

int64_t MatMulOp::getParameterCount() {
  int64_t k = cast<RankedTensorType>(getInput().getType()).getShape().back();
  return k * getNumOutputs() + (getBias() ? getNumOutputs() : 0);
}

int64_t MatMulOp::getMultiplyAdds() {
  return elements(getOutput()) *
         cast<RankedTensorType>(getInput().getType()).getShape().back();
}

LayerFlops MatMulOp::getFlops() {
  return gemmLikeFlops(getMultiplyAdds(), elements(getOutput()), getBias(),
                       getActivation() != Activation::None,
                       readsNetworkInput(getInput()), getParameterCount());
}

LayerFlops TransposeOp::getFlops() { return {}; }

LayerFlops SliceOp::getFlops() { return {}; }
