//===- CudnnLayers.cpp - Pooling, LRN, batch norm, softmax, sigmoid -------===//
//
// The layers that are one cuDNN legacy call per pass. Pooling and softmax
// here are the `--reference legacy` runners and the graph reference's
// fallback (GraphPoolingLayer.cpp); LRN, batch norm and sigmoid run here in
// both references. Pooling pads asymmetric
// (SAME) windows explicitly for the reason given in ConvolutionLayer.cpp;
// the border is -infinity for max pooling (never the maximum) and 0 for
// average pooling, which therefore counts padded elements everywhere
// (CUDNN_POOLING_AVERAGE_COUNT_INCLUDE_PADDING, Caffe's convention), so that
// a layer's result does not depend on whether its pads happen to be equal.
//
//===----------------------------------------------------------------------===//

#include "Kernels.h"
#include "Layers.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace netc::runtime {
namespace {

class PoolingRunner : public LayerRunner {
public:
  PoolingRunner(const PlanLayer &layer, const ExecutionContext &context);
  std::vector<BufferRequest> bufferRequests() const override;
  void run(Pass pass, AlgorithmSearch search, const LayerSlot &slot) override;

private:
  Dims4 inputDims, paddedDims;
  bool explicitPadding;
  float fill;
  TensorDescriptor poolInputDesc, outputDesc;
  PoolingDescriptor poolDesc;

  const void *poolInput(const LayerSlot &slot) const {
    return explicitPadding ? slot.buffer("padded_input") : slot.inputs[0];
  }
};

Dims4 paddedPoolDims(const PlanLayer &layer) {
  Dims4 in = dimsOf(layer.inputShapes[0]);
  if (layer.pad[0] == layer.pad[1] && layer.pad[2] == layer.pad[3])
    return in;
  return {in.n, in.c, in.h + layer.pad[0] + layer.pad[1], in.w + layer.pad[2] + layer.pad[3]};
}

PoolingRunner::PoolingRunner(const PlanLayer &layer, const ExecutionContext &context)
    : LayerRunner(layer, context), inputDims(dimsOf(layer.inputShapes[0])),
      paddedDims(paddedPoolDims(layer)),
      explicitPadding(layer.pad[0] != layer.pad[1] || layer.pad[2] != layer.pad[3]),
      fill(layer.op == OpKind::MaxPool ? -std::numeric_limits<float>::infinity() : 0.f),
      poolInputDesc(paddedDims, context.layout, context.cudnnType()),
      outputDesc(dimsOf(layer.outputShape), context.layout, context.cudnnType()) {
  cudnnPoolingMode_t mode = layer.op == OpKind::MaxPool
                                ? CUDNN_POOLING_MAX
                                : CUDNN_POOLING_AVERAGE_COUNT_INCLUDE_PADDING;
  NETC_CUDNN_CHECK(cudnnSetPooling2dDescriptor(
      poolDesc, mode, CUDNN_NOT_PROPAGATE_NAN, int(layer.ksize[0]), int(layer.ksize[1]),
      explicitPadding ? 0 : int(layer.pad[0]), explicitPadding ? 0 : int(layer.pad[2]),
      int(layer.strides[0]), int(layer.strides[1])));
  int n = 0, c = 0, h = 0, w = 0;
  NETC_CUDNN_CHECK(cudnnGetPooling2dForwardOutputDim(poolDesc, poolInputDesc, &n, &c, &h, &w));
  if (!(Dims4{n, c, h, w} == dimsOf(layer.outputShape)))
    throw RuntimeError("layer '" + layer.name + "': cuDNN pools to (n, c, h, w) = (" +
                       std::to_string(n) + ", " + std::to_string(c) + ", " +
                       std::to_string(h) + ", " + std::to_string(w) + ") but the plan says " +
                       shapeText(layer.outputShape));
}

std::vector<BufferRequest> PoolingRunner::bufferRequests() const {
  if (!explicitPadding)
    return {};
  size_t bytes = size_t(paddedDims.count()) * context.elementBytes();
  std::vector<BufferRequest> requests{{"padded_input", bytes, context.dataKind()}};
  if (planLayer.backwardDataNeeded)
    requests.push_back({"padded_input_gradient", bytes, context.dataKind(), true, true});
  return requests;
}

void PoolingRunner::run(Pass pass, AlgorithmSearch, const LayerSlot &slot) {
  if (pass == Pass::Forward) {
    if (explicitPadding)
      kernels::padTensor(slot.inputs[0], inputDims, slot.buffer("padded_input"), paddedDims,
                         planLayer.pad[0], planLayer.pad[2], fill, context.layout,
                         context.dataKind(), context.stream);
    NETC_CUDNN_CHECK(cudnnPoolingForward(context.cudnn, poolDesc, &kOne, poolInputDesc,
                                         poolInput(slot), &kZero, outputDesc, slot.output));
    return;
  }
  void *dx = explicitPadding ? slot.buffer("padded_input_gradient") : slot.inputGradients[0];
  NETC_CUDNN_CHECK(cudnnPoolingBackward(context.cudnn, poolDesc, &kOne, outputDesc,
                                        slot.output, outputDesc, slot.outputGradient,
                                        poolInputDesc, poolInput(slot), &kZero, poolInputDesc,
                                        dx));
  if (explicitPadding)
    kernels::cropTensor(dx, paddedDims, slot.inputGradients[0], inputDims, planLayer.pad[0],
                        planLayer.pad[2], context.layout, context.dataKind(), context.stream);
}

/// y = x / (k + alpha / n * sum of x^2 over n neighbouring channels)^beta.
///
/// cuDNN 9 has no 16-bit LRN (CUDNN_STATUS_NOT_SUPPORTED): in bf16 and fp16
/// both passes widen their operands to fp32, run cuDNN's fp32 LRN and round
/// the result back, which is what a 16-bit LRN computing in fp32 gives. The
/// backward pass widens x, y and dy (y as stored, already rounded: the same
/// y a 16-bit framework would keep for the backward) and narrows dx. The
/// conversions are part of the timed pass: a framework without a 16-bit
/// LRN pays them too (docs/runtime.md).
class LrnRunner : public LayerRunner {
public:
  LrnRunner(const PlanLayer &layer, const ExecutionContext &context)
      : LayerRunner(layer, context),
        desc(dimsOf(layer.outputShape), context.layout, context.cudnnType()),
        floatDesc(dimsOf(layer.outputShape), context.layout, CUDNN_DATA_FLOAT) {
    NETC_CUDNN_CHECK(cudnnSetLRNDescriptor(lrnDesc, unsigned(layer.localSize), layer.alpha,
                                           layer.beta, layer.k));
  }

  /// In the graph reference the report names the legacy call and why it
  /// runs (the graph API has no LRN); the legacy reference needs no note.
  bool hasAlgorithmChoice(Pass) const override { return context.reference == Reference::Graph; }
  AlgorithmChoice algorithm(Pass pass, AlgorithmSearch) const override {
    AlgorithmChoice choice;
    choice.name = pass == Pass::Forward ? "legacy cudnnLRNCrossChannelForward"
                                        : "legacy cudnnLRNCrossChannelBackward";
    if (context.dataKind() != DataKind::F32)
      choice.name += " (widened to fp32)";
    choice.fallbackReason =
        "cuDNN's graph API has no LRN; the one legacy cuDNN call is kept rather than "
        "PyTorch's composition of pointwise ops and avg_pool3d (docs/runtime.md)";
    return choice;
  }

  std::vector<BufferRequest> bufferRequests() const override {
    if (context.dataKind() == DataKind::F32)
      return {};
    size_t bytes = size_t(elementCount(planLayer.outputShape)) * sizeof(float);
    return {{"lrn_input_f32", bytes, DataKind::F32},
            {"lrn_output_f32", bytes, DataKind::F32},
            {"lrn_output_gradient_f32", bytes, DataKind::F32},
            {"lrn_input_gradient_f32", bytes, DataKind::F32}};
  }

  void run(Pass pass, AlgorithmSearch, const LayerSlot &slot) override {
    if (pass == Pass::Forward && context.dataKind() != DataKind::F32) {
      size_t count = size_t(elementCount(planLayer.outputShape));
      auto *input = static_cast<float *>(slot.buffer("lrn_input_f32"));
      auto *output = static_cast<float *>(slot.buffer("lrn_output_f32"));
      kernels::convertToFloat(slot.inputs[0], context.dataKind(), input, count, context.stream);
      NETC_CUDNN_CHECK(cudnnLRNCrossChannelForward(context.cudnn, lrnDesc,
                                                   CUDNN_LRN_CROSS_CHANNEL_DIM1, &kOne,
                                                   floatDesc, input, &kZero, floatDesc, output));
      kernels::convertFromFloat(output, slot.output, context.dataKind(), count, context.stream);
      return;
    }
    if (pass == Pass::Forward) {
      NETC_CUDNN_CHECK(cudnnLRNCrossChannelForward(context.cudnn, lrnDesc,
                                                   CUDNN_LRN_CROSS_CHANNEL_DIM1, &kOne, desc,
                                                   slot.inputs[0], &kZero, desc, slot.output));
      return;
    }
    if (context.dataKind() != DataKind::F32) {
      size_t count = size_t(elementCount(planLayer.outputShape));
      auto *input = static_cast<float *>(slot.buffer("lrn_input_f32"));
      auto *output = static_cast<float *>(slot.buffer("lrn_output_f32"));
      auto *outputGradient = static_cast<float *>(slot.buffer("lrn_output_gradient_f32"));
      auto *inputGradient = static_cast<float *>(slot.buffer("lrn_input_gradient_f32"));
      DataKind kind = context.dataKind();
      kernels::convertToFloat(slot.inputs[0], kind, input, count, context.stream);
      kernels::convertToFloat(slot.output, kind, output, count, context.stream);
      kernels::convertToFloat(slot.outputGradient, kind, outputGradient, count, context.stream);
      NETC_CUDNN_CHECK(cudnnLRNCrossChannelBackward(
          context.cudnn, lrnDesc, CUDNN_LRN_CROSS_CHANNEL_DIM1, &kOne, floatDesc, output,
          floatDesc, outputGradient, floatDesc, input, &kZero, floatDesc, inputGradient));
      kernels::convertFromFloat(inputGradient, slot.inputGradients[0], kind, count,
                                context.stream);
      return;
    }
    NETC_CUDNN_CHECK(cudnnLRNCrossChannelBackward(
        context.cudnn, lrnDesc, CUDNN_LRN_CROSS_CHANNEL_DIM1, &kOne, desc, slot.output, desc,
        slot.outputGradient, desc, slot.inputs[0], &kZero, desc, slot.inputGradients[0]));
  }

private:
  TensorDescriptor desc;
  TensorDescriptor floatDesc;
  LrnDescriptor lrnDesc;
};

/// Training-mode spatial batch norm (statistics of this batch), or in
/// inference mode (ExecutionContext::inference) the running statistics, then
/// the fused activation in place. Scale, shift and statistics are float for
/// every storage type, as cuDNN requires.
///
/// In NHWC, training runs cuDNN's persistent spatial mode through the *Ex
/// calls, as PyTorch does for channels_last: the plain spatial mode has no
/// fast NHWC kernel (an H100 measured resnet50's batch norms at 82 ms of
/// forward against PyTorch's 4 ms, 2026-11-24). NCHW keeps the plain calls.
class BatchNormRunner : public LayerRunner {
public:
  BatchNormRunner(const PlanLayer &layer, const ExecutionContext &context)
      : LayerRunner(layer, context), dims(dimsOf(layer.outputShape)),
        desc(dims, context.layout, context.cudnnType()),
        statisticsDesc(Dims4{1, dims.c, 1, 1}, context.layout, CUDNN_DATA_FLOAT) {
    if (context.layout != Layout::NHWC || context.inference)
      return;
    size_t forwardBytes = 0, backwardBytes = 0;
    NETC_CUDNN_CHECK(cudnnGetBatchNormalizationForwardTrainingExWorkspaceSize(
        context.cudnn, kPersistent, CUDNN_BATCHNORM_OPS_BN, desc, nullptr, desc, statisticsDesc,
        nullptr, &forwardBytes));
    NETC_CUDNN_CHECK(cudnnGetBatchNormalizationBackwardExWorkspaceSize(
        context.cudnn, kPersistent, CUDNN_BATCHNORM_OPS_BN, desc, desc, desc, nullptr, desc,
        statisticsDesc, nullptr, &backwardBytes));
    NETC_CUDNN_CHECK(cudnnGetBatchNormalizationTrainingExReserveSpaceSize(
        context.cudnn, kPersistent, CUDNN_BATCHNORM_OPS_BN, nullptr, desc, &reserveBytes));
    workspaceBytes = std::max(forwardBytes, backwardBytes);
    // The network's shared workspace (allocated after the runners, when one
    // asks for it); without room for it the plain calls run.
    persistent = workspaceBytes <= context.workspaceLimit;
  }

  bool usesWorkspace() const override { return persistent && workspaceBytes > 0; }

  std::vector<BufferRequest> bufferRequests() const override {
    size_t bytes = size_t(dims.c) * sizeof(float);
    std::vector<BufferRequest> requests;
    for (const char *name : {"scale", "shift", "running_mean", "running_variance",
                             "saved_mean", "saved_inverse_variance"})
      requests.push_back({name, bytes, DataKind::F32, false});
    for (const char *name : {"scale_gradient", "shift_gradient"})
      requests.push_back({name, bytes, DataKind::F32, false, true});
    if (planLayer.activation != Activation::None)
      requests.push_back({"activation_gradient", size_t(dims.count()) * context.elementBytes(),
                          context.dataKind(), true, true});
    requestActivationInput(requests, size_t(dims.count()) * context.elementBytes());
    if (persistent && reserveBytes > 0)
      requests.push_back({"reserve_space", reserveBytes, DataKind::F32, true});
    return requests;
  }

  void run(Pass pass, AlgorithmSearch, const LayerSlot &slot) override {
    // The normalised values: the output, or the activation's input where its
    // gradient needs it (then the activation writes the output from it).
    void *kept = keptActivationInput(slot);
    void *normalised = kept ? kept : slot.output;
    if (pass == Pass::Forward && context.inference) {
      NETC_CUDNN_CHECK(cudnnBatchNormalizationForwardInference(
          context.cudnn, CUDNN_BATCHNORM_SPATIAL, &kOne, &kZero, desc, slot.inputs[0], desc,
          normalised, statisticsDesc, slot.buffer("scale"), slot.buffer("shift"),
          slot.buffer("running_mean"), slot.buffer("running_variance"), planLayer.epsilon));
      applyActivation(slot);
      return;
    }
    void *reserve = persistent && reserveBytes > 0 ? slot.buffer("reserve_space") : nullptr;
    if (pass == Pass::Forward) {
      if (persistent)
        NETC_CUDNN_CHECK(cudnnBatchNormalizationForwardTrainingEx(
            context.cudnn, kPersistent, CUDNN_BATCHNORM_OPS_BN, &kOne, &kZero, desc,
            slot.inputs[0], nullptr, nullptr, desc, normalised, statisticsDesc,
            slot.buffer("scale"), slot.buffer("shift"), kRunningAverageFactor,
            slot.buffer("running_mean"), slot.buffer("running_variance"), planLayer.epsilon,
            slot.buffer("saved_mean"), slot.buffer("saved_inverse_variance"), nullptr,
            context.workspace, workspaceBytes, reserve, reserveBytes));
      else
        NETC_CUDNN_CHECK(cudnnBatchNormalizationForwardTraining(
            context.cudnn, CUDNN_BATCHNORM_SPATIAL, &kOne, &kZero, desc, slot.inputs[0], desc,
            normalised, statisticsDesc, slot.buffer("scale"), slot.buffer("shift"),
            kRunningAverageFactor, slot.buffer("running_mean"), slot.buffer("running_variance"),
            planLayer.epsilon, slot.buffer("saved_mean"), slot.buffer("saved_inverse_variance")));
      applyActivation(slot);
      return;
    }
    void *dz = slot.outputGradient;
    if (planLayer.activation != Activation::None) {
      dz = slot.buffer("activation_gradient");
      kernels::activationGradient(slot.output, kept, slot.outputGradient, dz,
                                  size_t(dims.count()), planLayer.activation, context.dataKind(),
                                  context.stream);
    }
    if (persistent)
      NETC_CUDNN_CHECK(cudnnBatchNormalizationBackwardEx(
          context.cudnn, kPersistent, CUDNN_BATCHNORM_OPS_BN, &kOne, &kZero, &kOne, &kZero, desc,
          slot.inputs[0], nullptr, nullptr, desc, dz, nullptr, nullptr, desc,
          slot.inputGradients[0], statisticsDesc, slot.buffer("scale"), nullptr,
          slot.buffer("scale_gradient"), slot.buffer("shift_gradient"), planLayer.epsilon,
          slot.buffer("saved_mean"), slot.buffer("saved_inverse_variance"), nullptr,
          context.workspace, workspaceBytes, reserve, reserveBytes));
    else
      NETC_CUDNN_CHECK(cudnnBatchNormalizationBackward(
          context.cudnn, CUDNN_BATCHNORM_SPATIAL, &kOne, &kZero, &kOne, &kZero, desc,
          slot.inputs[0], desc, dz, desc, slot.inputGradients[0], statisticsDesc,
          slot.buffer("scale"), slot.buffer("scale_gradient"), slot.buffer("shift_gradient"),
          planLayer.epsilon, slot.buffer("saved_mean"), slot.buffer("saved_inverse_variance")));
  }

private:
  void applyActivation(const LayerSlot &slot) {
    if (void *kept = keptActivationInput(slot))
      kernels::biasActivationInto(kept, nullptr, slot.output, dims, context.layout,
                                  planLayer.activation, context.dataKind(), context.stream);
    else if (planLayer.activation != Activation::None)
      kernels::biasActivation(slot.output, nullptr, dims, context.layout, planLayer.activation,
                              context.dataKind(), context.stream);
  }

  /// Weight of this batch in the running statistics (PyTorch's momentum).
  static constexpr double kRunningAverageFactor = 0.1;
  static constexpr cudnnBatchNormMode_t kPersistent = CUDNN_BATCHNORM_SPATIAL_PERSISTENT;
  Dims4 dims;
  TensorDescriptor desc, statisticsDesc;
  bool persistent = false; ///< NHWC training through the persistent *Ex calls
  size_t workspaceBytes = 0, reserveBytes = 0;
};

/// Softmax over the classes of each image, [N, classes] seen as (N, C, 1, 1).
class SoftmaxRunner : public LayerRunner {
public:
  SoftmaxRunner(const PlanLayer &layer, const ExecutionContext &context)
      : LayerRunner(layer, context),
        desc(dimsOf(layer.outputShape), context.layout, context.cudnnType()) {}

  void run(Pass pass, AlgorithmSearch, const LayerSlot &slot) override {
    if (pass == Pass::Forward) {
      NETC_CUDNN_CHECK(cudnnSoftmaxForward(context.cudnn, CUDNN_SOFTMAX_ACCURATE,
                                           CUDNN_SOFTMAX_MODE_INSTANCE, &kOne, desc,
                                           slot.inputs[0], &kZero, desc, slot.output));
      return;
    }
    NETC_CUDNN_CHECK(cudnnSoftmaxBackward(context.cudnn, CUDNN_SOFTMAX_ACCURATE,
                                          CUDNN_SOFTMAX_MODE_INSTANCE, &kOne, desc,
                                          slot.output, desc, slot.outputGradient, &kZero, desc,
                                          slot.inputGradients[0]));
  }

private:
  TensorDescriptor desc;
};

/// Paleo's Sigmoid output layer: the logistic function of every element.
class SigmoidRunner : public LayerRunner {
public:
  SigmoidRunner(const PlanLayer &layer, const ExecutionContext &context)
      : LayerRunner(layer, context),
        desc(Dims4{layer.outputShape[0], elementCount(layer.outputShape) / layer.outputShape[0],
                   1, 1},
             context.layout, context.cudnnType()) {
    NETC_CUDNN_CHECK(cudnnSetActivationDescriptor(activationDesc, CUDNN_ACTIVATION_SIGMOID,
                                                  CUDNN_NOT_PROPAGATE_NAN, 0.0));
  }

  void run(Pass pass, AlgorithmSearch, const LayerSlot &slot) override {
    if (pass == Pass::Forward) {
      NETC_CUDNN_CHECK(cudnnActivationForward(context.cudnn, activationDesc, &kOne, desc,
                                              slot.inputs[0], &kZero, desc, slot.output));
      return;
    }
    NETC_CUDNN_CHECK(cudnnActivationBackward(context.cudnn, activationDesc, &kOne, desc,
                                             slot.output, desc, slot.outputGradient, desc,
                                             slot.inputs[0], &kZero, desc,
                                             slot.inputGradients[0]));
  }

private:
  TensorDescriptor desc;
  ActivationDescriptor activationDesc;
};

} // namespace

namespace {
/// net.binary through cudnnOpTensor, which broadcasts its second operand
/// (dimensions of 1) over the first: squeeze-and-excitation's [n, 1, 1, c]
/// scale times [n, h, w, c], in either operand order (the full-shape operand
/// goes first; multiply and add commute); or a layer scale, the input times
/// the [1, 1, 1, c] constant held in the buffer "gamma" (random in a
/// profile, the plan's weight in a launch check). The activation, if any, runs in the
/// runtime's epilogue kernel.
///
/// The backward pass (one pass, as batch norm's: the inputs' and the
/// constant's gradients together), as autograd computes it: the activation's
/// gradient where there is one; the full operand's gradient dy x b
/// (cudnnOpTensor again) or dy itself for a sum (copied: a framework would
/// alias it); the broadcast operand's, or the constant's, dy (x a for a
/// product) summed over the dimensions it was broadcast along
/// (kernels::broadcastGradient).
class BinaryRunner : public LayerRunner {
public:
  BinaryRunner(const PlanLayer &layer, const ExecutionContext &context)
      : LayerRunner(layer, context), constant(!layer.constantShape.empty()),
        swapped(!constant && layer.inputShapes[0] != layer.outputShape),
        fullDims(dimsOf(layer.inputShapes[swapped ? 1 : 0])),
        broadcastDims(dimsOf(constant ? layer.constantShape : layer.inputShapes[swapped ? 0 : 1])),
        fullDesc(fullDims, context.layout, context.cudnnType()),
        broadcastDesc(broadcastDims, context.layout, context.cudnnType()),
        outputDesc(dimsOf(layer.outputShape), context.layout, context.cudnnType()) {
    NETC_CUDNN_CHECK(cudnnSetOpTensorDescriptor(
        opDesc, layer.kind == ElementwiseKind::Product ? CUDNN_OP_TENSOR_MUL : CUDNN_OP_TENSOR_ADD,
        CUDNN_DATA_FLOAT, CUDNN_NOT_PROPAGATE_NAN));
  }

  bool hasPass(Pass pass) const override {
    // The constant's gradient flows even where the input's is not needed.
    return LayerRunner::hasPass(pass) || (pass == Pass::BackwardData && constant);
  }

  std::vector<BufferRequest> bufferRequests() const override {
    std::vector<BufferRequest> requests;
    size_t element = context.elementBytes();
    if (constant) {
      requests.push_back(
          {"gamma", size_t(elementCount(planLayer.constantShape)) * element, context.dataKind(),
           false});
      requests.push_back({"gamma_gradient", size_t(broadcastDims.count()) * element,
                          context.dataKind(), false, true});
    }
    requests.push_back({"gradient_sum", size_t(broadcastDims.count()) * sizeof(float),
                        DataKind::F32, false, true});
    if (planLayer.activation != Activation::None)
      requests.push_back({"activation_gradient", size_t(fullDims.count()) * element,
                          context.dataKind(), true, true});
    return requests;
  }

  void run(Pass pass, AlgorithmSearch, const LayerSlot &slot) override {
    const void *full = slot.inputs[swapped ? 1 : 0];
    const void *broadcast = constant ? slot.buffer("gamma") : slot.inputs[swapped ? 0 : 1];
    if (pass == Pass::Forward) {
      NETC_CUDNN_CHECK(cudnnOpTensor(context.cudnn, opDesc, &kOne, fullDesc, full, &kOne,
                                     broadcastDesc, broadcast, &kZero, outputDesc, slot.output));
      if (planLayer.activation != Activation::None)
        kernels::biasActivation(slot.output, nullptr, dimsOf(planLayer.outputShape),
                                context.layout, planLayer.activation, context.dataKind(),
                                context.stream);
      return;
    }
    if (pass != Pass::BackwardData)
      throw RuntimeError("layer '" + planLayer.name + "': a binary layer has no " +
                             passName(pass) + " pass",
                         RuntimeError::Kind::Unsupported);
    checkBroadcastShape();
    const void *dy = slot.outputGradient;
    if (planLayer.activation != Activation::None) {
      void *dz = slot.buffer("activation_gradient");
      kernels::activationGradient(slot.output, nullptr, slot.outputGradient, dz,
                                  size_t(fullDims.count()), planLayer.activation,
                                  context.dataKind(), context.stream);
      dy = dz;
    }
    bool product = planLayer.kind == ElementwiseKind::Product;
    if (void *fullGradient = slot.inputGradients[swapped ? 1 : 0]) {
      if (product)
        NETC_CUDNN_CHECK(cudnnOpTensor(context.cudnn, opDesc, &kOne, outputDesc, dy, &kOne,
                                       broadcastDesc, broadcast, &kZero, fullDesc,
                                       fullGradient));
      else
        NETC_CUDA_CHECK(cudaMemcpyAsync(fullGradient, dy,
                                        size_t(fullDims.count()) * context.elementBytes(),
                                        cudaMemcpyDeviceToDevice, context.stream));
    }
    void *broadcastGradient =
        constant ? slot.buffer("gamma_gradient") : slot.inputGradients[swapped ? 0 : 1];
    if (broadcastGradient)
      kernels::broadcastGradient(dy, product ? full : nullptr, fullDims, context.layout,
                                 broadcastDims.n == 1 && fullDims.n != 1, broadcastGradient,
                                 static_cast<float *>(slot.buffer("gradient_sum")),
                                 context.dataKind(), context.stream);
  }

private:
  /// The gradient kernel sums over the pixels (and the images): an operand
  /// of one value per channel (per image, or for all of them).
  void checkBroadcastShape() const {
    if (broadcastDims.c != fullDims.c || broadcastDims.h != 1 || broadcastDims.w != 1 ||
        (broadcastDims.n != 1 && broadcastDims.n != fullDims.n))
      throw RuntimeError("layer '" + planLayer.name +
                             "': netc-runtime's binary gradient broadcasts one value per "
                             "channel over the pixels ([n or 1, 1, 1, c] against [n, h, w, c]); "
                             "this layer's operands are not so",
                         RuntimeError::Kind::Unsupported);
  }

  bool constant, swapped;
  Dims4 fullDims, broadcastDims;
  TensorDescriptor fullDesc, broadcastDesc, outputDesc;
  OpTensorDescriptor opDesc;
};
} // namespace

std::unique_ptr<LayerRunner> createBinaryRunner(const PlanLayer &layer,
                                                const ExecutionContext &context) {
  return std::make_unique<BinaryRunner>(layer, context);
}

std::unique_ptr<LayerRunner> createLegacyPoolingRunner(const PlanLayer &layer,
                                                       const ExecutionContext &context) {
  return std::make_unique<PoolingRunner>(layer, context);
}
std::unique_ptr<LayerRunner> createLrnRunner(const PlanLayer &layer,
                                             const ExecutionContext &context) {
  return std::make_unique<LrnRunner>(layer, context);
}
std::unique_ptr<LayerRunner> createBatchNormRunner(const PlanLayer &layer,
                                                   const ExecutionContext &context) {
  return std::make_unique<BatchNormRunner>(layer, context);
}
std::unique_ptr<LayerRunner> createLegacySoftmaxRunner(const PlanLayer &layer,
                                                       const ExecutionContext &context) {
  return std::make_unique<SoftmaxRunner>(layer, context);
}
std::unique_ptr<LayerRunner> createSigmoidRunner(const PlanLayer &layer,
                                                 const ExecutionContext &context) {
  return std::make_unique<SigmoidRunner>(layer, context);
}

} // namespace netc::runtime
