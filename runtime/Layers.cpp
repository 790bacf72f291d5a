//===- Layers.cpp - Library handles, the runner factory, input and reshape ===//

#include "Layers.h"
#include "Kernels.h"

namespace netc::runtime {

LibraryHandles::LibraryHandles() {
  NETC_CUDA_CHECK(cudaStreamCreateWithFlags(&stream, cudaStreamNonBlocking));
  NETC_CUDNN_CHECK(cudnnCreate(&cudnn));
  NETC_CUDNN_CHECK(cudnnSetStream(cudnn, stream));
  NETC_CUBLAS_CHECK(cublasCreate(&cublas));
  NETC_CUBLAS_CHECK(cublasSetStream(cublas, stream));
  // Default math: with CUBLAS_COMPUTE_32F no TF32. Each GEMM names its
  // compute type (Precision decides), so the handle's mode never enables it.
  NETC_CUBLAS_CHECK(cublasSetMathMode(cublas, CUBLAS_DEFAULT_MATH));
  graphPlans = createGraphPlanCache();
}

LibraryHandles::~LibraryHandles() {
  graphPlans.reset(); // the plans go before the handle they were built for
  if (cublas)
    cublasDestroy(cublas);
  if (cudnn)
    cudnnDestroy(cudnn);
  if (stream)
    cudaStreamDestroy(stream);
}

bool LayerRunner::keepsActivationInput() const {
  return kernels::slopeNeedsInput(planLayer.activation);
}

void LayerRunner::requestActivationInput(std::vector<BufferRequest> &requests,
                                         size_t bytes) const {
  if (keepsActivationInput())
    requests.push_back({"pre_activation", bytes, context.dataKind()});
}

void *LayerRunner::keptActivationInput(const LayerSlot &slot) const {
  return keepsActivationInput() ? slot.buffer("pre_activation") : nullptr;
}

void *LayerSlot::buffer(const std::string &name) const {
  auto it = buffers.find(name);
  if (it == buffers.end())
    throw RuntimeError("internal error: buffer '" + name + "' was not allocated for layer '" +
                       currentLayerName() + "'");
  return it->second;
}

namespace {

/// The network input: its buffers are filled at initialisation; nothing runs.
class InputRunner : public LayerRunner {
public:
  using LayerRunner::LayerRunner;
  bool hasPass(Pass) const override { return false; }
  void run(Pass, AlgorithmSearch, const LayerSlot &) override {}
};

/// Reshape keeps the bytes and changes only the shape the next layer reads,
/// so its output is its input's memory and it has no work.
class ReshapeRunner : public LayerRunner {
public:
  using LayerRunner::LayerRunner;
  bool hasPass(Pass) const override { return false; }
  bool aliasesInput() const override { return true; }
  void run(Pass, AlgorithmSearch, const LayerSlot &) override {}
};

} // namespace

std::unique_ptr<LayerRunner> createConvolutionRunner(const PlanLayer &layer,
                                                     const ExecutionContext &context) {
  if (context.reference == Reference::Legacy)
    return createLegacyConvolutionRunner(layer, context);
  return createGraphConvolutionRunner(layer, context);
}

std::unique_ptr<LayerRunner> createPoolingRunner(const PlanLayer &layer,
                                                 const ExecutionContext &context) {
  if (context.reference == Reference::Legacy || !context.graphPooling)
    return createLegacyPoolingRunner(layer, context);
  return createGraphPoolingRunner(layer, context);
}

std::unique_ptr<LayerRunner> createSoftmaxRunner(const PlanLayer &layer,
                                                 const ExecutionContext &context) {
  if (context.reference == Reference::Legacy || !context.graphPooling)
    return createLegacySoftmaxRunner(layer, context);
  return createGraphSoftmaxRunner(layer, context);
}

int64_t linearRows(const PlanLayer &layer) {
  return layer.op == OpKind::MatMul ? elementCount(layer.outputShape) / layer.numOutputs
                                    : layer.outputShape[0];
}

void checkLinearLayout(const PlanLayer &layer, const ExecutionContext &context) {
  if (layer.op == OpKind::MatMul && context.layout != Layout::NHWC)
    throw RuntimeError("layer '" + layer.name + "': netc-runtime runs matmul layers in the "
                       "NHWC layout only (the features of a position are contiguous there)",
                       RuntimeError::Kind::Unsupported);
}

std::unique_ptr<LayerRunner> createLayerRunner(const PlanLayer &layer,
                                               const ExecutionContext &context) {
  LayerScope scope(layer.name);
  switch (layer.op) {
  case OpKind::Input: return std::make_unique<InputRunner>(layer, context);
  case OpKind::Reshape: return std::make_unique<ReshapeRunner>(layer, context);
  case OpKind::Conv2D: return createConvolutionRunner(layer, context);
  case OpKind::MaxPool:
  case OpKind::AvgPool: return createPoolingRunner(layer, context);
  case OpKind::LRN: return createLrnRunner(layer, context);
  case OpKind::BatchNorm: return createBatchNormRunner(layer, context);
  case OpKind::Softmax: return createSoftmaxRunner(layer, context);
  case OpKind::Sigmoid: return createSigmoidRunner(layer, context);
  case OpKind::InnerProduct:
  case OpKind::MatMul: // the same GEMM, over n*h*w rows of the features
    return context.reference == Reference::Legacy ? createInnerProductRunner(layer, context)
                                                  : createInnerProductLtRunner(layer, context);
  case OpKind::Concat: return createConcatRunner(layer, context);
  case OpKind::Elementwise: return createElementwiseRunner(layer, context);
  case OpKind::Binary: return createBinaryRunner(layer, context);
  case OpKind::Dropout: return createDropoutRunner(layer, context);
  case OpKind::Transpose: return createTransposeRunner(layer, context);
  case OpKind::LayerNorm: return createLayerNormRunner(layer, context);
  case OpKind::Slice: return createSliceRunner(layer, context);
  }
  throw RuntimeError("layer '" + layer.name + "': no runner for op '" +
                     opKindName(layer.op) + "'");
}

} // namespace netc::runtime
