//===- PyTorchMemory.cpp - Training memory as PyTorch's autograd keeps it -===//
//
// A replay of one training step's allocations (PyTorchMemory.h says what is
// allocated, saved and freed): the forward pass in the network's order, then
// the backward pass in reverse, each layer in two stages where it has a
// fused activation (PyTorch runs the activation as an op of its own: its
// backward comes first).
//
//===----------------------------------------------------------------------===//

#include "Analysis/PyTorchMemory.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/TypeSwitch.h"

#include <limits>

using namespace mlir;
using namespace netc;
using namespace netc::net;

namespace {

constexpr size_t kNone = std::numeric_limits<size_t>::max();
/// Bytes of an int64 element (max pooling's indices, the batch-norm step
/// counter) and of a bool (dropout's mask).
constexpr int64_t kIndexBytes = 8;
constexpr int64_t kMaskBytes = 1;

/// How an activation's backward pass finds its input's gradient: from its
/// output alone (so PyTorch saves the output, and an in-place one needs no
/// second buffer) or from its input (saved, and the output is a new tensor).
/// ReLU6 is the second kind although its output would do: PyTorch's
/// derivative of hardtanh_ (which ReLU6(inplace=True) calls) names the
/// input, so autograd saves a copy of it before the in-place write
/// (pytorch/pytorch issue 95432, open for PyTorch 1.10 to 2.11).
bool savesOutput(Activation activation) {
  switch (activation) {
  case Activation::Relu:
  case Activation::Sigmoid:
  case Activation::Tanh:
    return true;
  default:
    return false;
  }
}

/// A forward tensor: an allocation of the step, or the input batch.
struct Tensor {
  int64_t bytes = 0;
  bool external = false;      ///< allocated before the step (the input batch)
  size_t lastForwardUse = 0;  ///< the last layer that reads it in forward
  /// The first backward stage that no longer needs it: the smallest
  /// 2 * layer + stage among the stages that saved it (stage 1 is a fused
  /// activation, whose backward runs before its layer's); kNone if unsaved.
  size_t firstSaver = kNone;
};

/// A gradient buffer, shared where PyTorch passes one gradient on unchanged
/// (a sum's operands, a concatenation's parts, a copy's source).
struct Gradient {
  int64_t bytes = 0;
  int users = 0;
};

class Replay {
public:
  Replay(const NetworkStatistics &statistics, const PyTorchMemoryOptions &options)
      : layers(statistics.getLayers()), options(options) {}

  PyTorchMemoryEstimate run();

private:
  ArrayRef<LayerStatistics> layers;
  const PyTorchMemoryOptions &options;
  std::vector<Tensor> tensors;
  llvm::DenseMap<Value, size_t> tensorOf; ///< a net value -> the tensor holding it
  /// Per layer: the tensors its forward pass allocates.
  std::vector<std::vector<size_t>> created;
  std::vector<std::vector<int64_t>> parameterTensors; ///< element counts, per layer
  std::vector<bool> hasActivationStage;
  PyTorchMemoryEstimate estimate;
  int64_t live = 0; ///< bytes allocated by the step so far, not yet freed

  int64_t rounded(int64_t bytes) const {
    int64_t block = std::max<int64_t>(1, options.blockBytes);
    return bytes <= 0 ? 0 : (bytes + block - 1) / block * block;
  }
  size_t newTensor(size_t layer, int64_t bytes) {
    tensors.push_back({rounded(bytes), false, layer, kNone});
    created[layer].push_back(tensors.size() - 1);
    return tensors.size() - 1;
  }
  void save(size_t tensor, size_t layer, int stage) {
    tensors[tensor].firstSaver = std::min(tensors[tensor].firstSaver, 2 * layer + size_t(stage));
  }
  void observe(size_t layer, bool backward) {
    int64_t total = estimate.weightBytes + estimate.inputBytes + estimate.libraryWorkspaceBytes +
                    live + estimate.gradientBytes;
    if (total > estimate.peakBytes) {
      estimate.peakBytes = total;
      estimate.peakLayer = layer;
      estimate.peakInBackward = backward;
    }
  }
  void describeLayer(size_t index);
  void backward();
};

/// What layer `index` allocates and saves, and its parameters as PyTorch
/// holds them (one tensor each for weight, bias, scale, shift).
void Replay::describeLayer(size_t index) {
  const LayerStatistics &stats = layers[index];
  Operation *op = stats.layer.getOperation();
  Value result = op->getResult(0);
  int64_t outputBytes = stats.outputBytes();
  int64_t channels = stats.outputShape.empty() ? 1 : stats.outputShape.back();
  auto inputTensor = [&](unsigned operand) { return tensorOf.lookup(op->getOperand(operand)); };
  for (Value operand : op->getOperands())
    if (auto it = tensorOf.find(operand); it != tensorOf.end())
      tensors[it->second].lastForwardUse = index;
  auto saveInputs = [&]() {
    for (unsigned i = 0; i < op->getNumOperands(); ++i)
      save(inputTensor(i), index, 0);
  };
  // A layer whose output is a view of its input's storage.
  auto view = [&]() { tensorOf[result] = inputTensor(0); };

  // Parameters: the layer's count split into the tensors PyTorch allocates.
  std::vector<int64_t> &params = parameterTensors[index];
  auto weightAndBias = [&](bool bias, int64_t outputs) {
    if (stats.parameters == 0)
      return;
    if (bias && stats.parameters > outputs)
      params = {stats.parameters - outputs, outputs};
    else
      params = {stats.parameters};
  };

  Activation activation = Activation::None;
  if (auto attr = op->getAttrOfType<ActivationAttr>("activation"))
    activation = attr.getValue();

  bool handled = llvm::TypeSwitch<Operation *, bool>(op)
      .Case([&](InputOp) {
        size_t t = tensors.size();
        tensors.push_back({rounded(outputBytes), true, index, kNone});
        tensorOf[result] = t;
        estimate.inputBytes += rounded(outputBytes);
        return true;
      })
      .Case<ReshapeOp, SliceOp>([&](auto) {
        view();
        return true;
      })
      .Case([&](Conv2DOp conv) {
        weightAndBias(conv.getBias(), channels);
        saveInputs();
        return false;
      })
      .Case([&](InnerProductOp fc) {
        weightAndBias(fc.getBias(), channels);
        saveInputs();
        return false;
      })
      .Case([&](MatMulOp matmul) {
        weightAndBias(matmul.getBias(), channels);
        saveInputs();
        return false;
      })
      .Case([&](Deconv2DOp) {
        weightAndBias(false, channels);
        saveInputs();
        return false;
      })
      .Case([&](BatchNormOp) {
        // Scale and shift; the running mean and variance (f32) and the step
        // counter (int64) are buffers: allocated, never given gradients.
        if (stats.parameters > 0)
          params = {stats.parameters / 2, stats.parameters - stats.parameters / 2};
        estimate.weightBytes += 2 * rounded(channels * kBytesPerElement) + rounded(kIndexBytes);
        saveInputs();
        for (int i = 0; i < 2; ++i) // the batch's mean and inverse deviation
          save(newTensor(index, channels * kBytesPerElement), index, 0);
        return false;
      })
      .Case([&](LayerNormOp) {
        if (stats.parameters > 0)
          params = {stats.parameters / 2, stats.parameters - stats.parameters / 2};
        saveInputs();
        auto shape = cast<RankedTensorType>(op->getOperand(0).getType()).getShape();
        auto norm = cast<LayerNormOp>(op);
        int64_t rows = 1;
        for (size_t d = 0; d < norm.getAxis() && d < shape.size(); ++d)
          rows *= shape[d];
        for (int i = 0; i < 2; ++i) // each row's mean and inverse deviation
          save(newTensor(index, rows * kBytesPerElement), index, 0);
        return false;
      })
      .Case([&](MaxPoolOp) {
        saveInputs();
        save(newTensor(index, stats.outputElements * kIndexBytes), index, 0);
        return false;
      })
      .Case([&](AvgPoolOp) {
        // A pool to one pixel is a mean, whose backward needs only shapes.
        bool global = stats.outputShape.size() == 4 && stats.outputShape[1] == 1 &&
                      stats.outputShape[2] == 1;
        if (!global)
          saveInputs();
        return false;
      })
      .Case([&](DropoutOp) {
        save(newTensor(index, stats.outputElements * kMaskBytes), index, 0);
        return false;
      })
      .Case([&](ElementwiseOp eltwise) {
        if (eltwise.getKind() != ElementwiseKind::Sum)
          saveInputs();
        return false;
      })
      .Case([&](BinaryOp binary) {
        if (stats.parameters > 0)
          params = {stats.parameters};
        if (binary.getKind() == BinaryKind::Mul || binary.getKind() == BinaryKind::Div)
          saveInputs();
        return false;
      })
      .Case([&](LRNOp) {
        saveInputs();
        return false;
      })
      .Default([&](Operation *) {
        if (stats.parameters > 0)
          params = {stats.parameters};
        return false;
      });
  if (handled)
    return;

  // A standalone activation, softmax and the sigmoid head: the layer is the
  // activation.
  bool isActivationLayer = isa<ActivationOp, SoftmaxOp, SigmoidOp>(op);
  if (auto standalone = dyn_cast<ActivationOp>(op))
    activation = standalone.getKind();
  if (isActivationLayer) {
    bool outputSaved = !isa<ActivationOp>(op) || savesOutput(activation);
    if (!outputSaved)
      saveInputs();
    size_t out = newTensor(index, outputBytes);
    tensorOf[result] = out;
    if (outputSaved)
      save(out, index, 0);
    return;
  }

  if (activation == Activation::None) {
    tensorOf[result] = newTensor(index, outputBytes);
    return;
  }
  hasActivationStage[index] = true;
  if (savesOutput(activation)) {
    // In place on the layer's output (or out of place, the input then
    // dropped at once): one buffer, saved by the activation.
    size_t out = newTensor(index, outputBytes);
    save(out, index, 1);
    tensorOf[result] = out;
    return;
  }
  size_t before = newTensor(index, outputBytes);
  save(before, index, 1);
  tensorOf[result] = newTensor(index, outputBytes);
}

void Replay::backward() {
  size_t count = layers.size();
  std::vector<Gradient> gradients;
  std::vector<size_t> gradientOf(tensors.size(), kNone); ///< tensor -> gradient buffer
  auto allocate = [&](int64_t bytes) {
    gradients.push_back({rounded(bytes), 1});
    live += gradients.back().bytes;
    return gradients.size() - 1;
  };
  auto release = [&](size_t gradient) {
    if (gradient != kNone && --gradients[gradient].users == 0)
      live -= gradients[gradient].bytes;
  };
  // Saved tensors, by the stage after which they go.
  std::vector<std::vector<size_t>> freedAt(2 * count);
  for (auto [t, tensor] : llvm::enumerate(tensors))
    if (tensor.firstSaver != kNone && !tensor.external)
      freedAt[tensor.firstSaver].push_back(t);
  auto freeSaved = [&](size_t stage) {
    for (size_t t : freedAt[stage])
      live -= tensors[t].bytes;
  };

  // The loss's gradient: `output.sum()` gives one element, expanded.
  for (size_t i = 0; i < count; ++i) {
    Operation *op = layers[i].layer.getOperation();
    if (!isa<InputOp>(op) && op->getResult(0).use_empty())
      gradientOf[tensorOf.lookup(op->getResult(0))] = allocate(kBytesPerElement);
  }

  for (size_t i = count; i-- > 0;) {
    Operation *op = layers[i].layer.getOperation();
    if (isa<InputOp, ReshapeOp, SliceOp>(op))
      continue; // no step of its own (views share their source's gradient)
    size_t outTensor = tensorOf.lookup(op->getResult(0));
    size_t incoming = gradientOf[outTensor];
    gradientOf[outTensor] = kNone;
    if (hasActivationStage[i]) {
      // The activation's backward: the gradient before it, a new tensor.
      size_t before = allocate(layers[i].outputBytes());
      observe(i, true);
      release(incoming);
      freeSaved(2 * i + 1);
      incoming = before;
    }
    // The layer's own backward: its inputs' gradients and its parameters'.
    bool passesOn = false; // the gradient goes on unchanged (no arithmetic)
    if (auto eltwise = dyn_cast<ElementwiseOp>(op))
      passesOn = eltwise.getKind() == ElementwiseKind::Sum;
    if (auto binary = dyn_cast<BinaryOp>(op))
      passesOn = binary.getKind() == BinaryKind::Add || binary.getKind() == BinaryKind::Sub;
    passesOn |= isa<ConcatOp, TransposeOp>(op);
    std::vector<size_t> accumulated; // temporaries summed into an existing gradient
    for (Value operand : op->getOperands()) {
      size_t t = tensorOf.lookup(operand);
      if (tensors[t].external)
        continue; // the input batch needs no gradient
      if (gradientOf[t] != kNone) {
        // A second gradient for one tensor: computed, then added in place.
        accumulated.push_back(passesOn || incoming == kNone ? kNone
                                                           : allocate(tensors[t].bytes));
        continue;
      }
      if (passesOn && incoming != kNone) {
        ++gradients[incoming].users;
        gradientOf[t] = incoming;
      } else {
        gradientOf[t] = allocate(tensors[t].bytes);
      }
    }
    for (int64_t elements : parameterTensors[i])
      estimate.gradientBytes += rounded(elements * kBytesPerElement);
    observe(i, true);
    for (size_t temporary : accumulated)
      release(temporary);
    release(incoming);
    freeSaved(2 * i);
  }
}

PyTorchMemoryEstimate Replay::run() {
  size_t count = layers.size();
  created.assign(count, {});
  parameterTensors.assign(count, {});
  hasActivationStage.assign(count, false);
  estimate.libraryWorkspaceBytes = options.libraryWorkspaceBytes;
  for (size_t i = 0; i < count; ++i)
    describeLayer(i);
  for (const std::vector<int64_t> &params : parameterTensors)
    for (int64_t elements : params)
      estimate.weightBytes += rounded(elements * kBytesPerElement);
  // Outputs nothing reads go after the last layer (the loss reads them).
  for (size_t i = 0; i < count; ++i)
    if (layers[i].layer->getResult(0).use_empty())
      tensors[tensorOf.lookup(layers[i].layer->getResult(0))].lastForwardUse = count - 1;

  // Forward: allocate each layer's tensors; free those no one saved after
  // their last reader.
  std::vector<std::vector<size_t>> unsavedFreedAfter(count);
  for (auto [t, tensor] : llvm::enumerate(tensors))
    if (!tensor.external && tensor.firstSaver == kNone)
      unsavedFreedAfter[tensor.lastForwardUse].push_back(t);
  estimate.savedBytesByLayer.assign(count, 0);
  for (size_t i = 0; i < count; ++i) {
    for (size_t t : created[i]) {
      live += tensors[t].bytes;
      if (tensors[t].firstSaver != kNone)
        estimate.savedBytesByLayer[i] += tensors[t].bytes;
    }
    observe(i, false);
    for (size_t t : unsavedFreedAfter[i])
      live -= tensors[t].bytes;
  }
  estimate.savedBytes = live;
  backward();
  return estimate;
}

} // namespace

PyTorchMemoryEstimate netc::estimatePyTorchTrainingMemory(const NetworkStatistics &statistics,
                                                          const PyTorchMemoryOptions &options) {
  Replay replay(statistics, options);
  return replay.run();
}
