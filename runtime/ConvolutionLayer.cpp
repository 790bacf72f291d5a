//===- ConvolutionLayer.cpp - conv2d through cuDNN's legacy API -----------===//
//
// The `--reference legacy` column (the default is GraphConvolutionLayer.cpp).
// Forward, backward data and backward filter through cuDNN, each with two
// algorithm choices: cuDNN's heuristic (cudnnGet*Algorithm_v7, no running)
// and its exhaustive search (cudnnFind*AlgorithmEx, which runs every
// candidate on our buffers), both under the workspace limit.
//
// Asymmetric pads (TensorFlow's SAME puts the odd row after): cuDNN takes one
// symmetric pad per dimension. Taking the larger one is wrong, not merely
// wasteful: it shifts every window by one row, and for stride > 1 no crop of
// the result recovers the right outputs. So the input is padded explicitly
// into a buffer of (h + top + bottom, w + left + right) and cuDNN runs with
// pad 0; backward data writes the padded gradient and crops it.
//
// Bias and activation follow the convolution in one epilogue kernel; the
// activation's gradient comes first in backward filter (see passes below).
//
//===----------------------------------------------------------------------===//

#include "CudnnNames.h"
#include "Kernels.h"
#include "Layers.h"

namespace netc::runtime {
namespace {


/// cuDNN's exhaustive search times each candidate once. CUDA loads kernels
/// lazily, so a candidate's first run also pays for loading its module and
/// can lose to a slower kernel that was loaded already; the first round
/// loads them all, the second's ranking is used.
constexpr int kFindRounds = 2;

bool isTensorOpMath(cudnnMathType_t math) {
  return math == CUDNN_TENSOR_OP_MATH || math == CUDNN_TENSOR_OP_MATH_ALLOW_CONVERSION;
}

class ConvolutionRunner : public LayerRunner {
public:
  ConvolutionRunner(const PlanLayer &layer, const ExecutionContext &context);

  bool hasPass(Pass pass) const override {
    return pass != Pass::BackwardData || planLayer.backwardDataNeeded;
  }
  std::vector<BufferRequest> bufferRequests() const override;
  bool usesWorkspace() const override { return true; }
  void selectAlgorithms(const LayerSlot &slot) override;
  bool hasAlgorithmChoice(Pass) const override { return true; }
  AlgorithmChoice algorithm(Pass pass, AlgorithmSearch search) const override {
    return choices[size_t(pass)][size_t(search)];
  }
  void run(Pass pass, AlgorithmSearch search, const LayerSlot &slot) override;

private:
  Dims4 inputDims, paddedDims, outputDims, filterDims;
  bool explicitPadding;
  TensorDescriptor convInputDesc; ///< the (padded) tensor cuDNN reads
  TensorDescriptor outputDesc;
  FilterDescriptor filterDesc;
  ConvolutionDescriptor convDesc;
  /// [pass][search]
  AlgorithmChoice choices[3][2];

  /// The math type for a choice: never tensor ops in fp32 (TF32 off).
  cudnnMathType_t mathFor(const AlgorithmChoice &choice) const {
    if (context.precision == Precision::FP32)
      return CUDNN_FMA_MATH;
    return static_cast<cudnnMathType_t>(choice.mathType);
  }
  void setMath(const AlgorithmChoice &choice) const {
    NETC_CUDNN_CHECK(cudnnSetConvolutionMathType(convDesc, mathFor(choice)));
  }
  cudnnMathType_t searchMath() const {
    return context.precision == Precision::FP32 ? CUDNN_FMA_MATH : CUDNN_TENSOR_OP_MATH;
  }

  /// The first usable result of a search: succeeded, fits the workspace and,
  /// in fp32, uses no tensor cores.
  template <typename Perf>
  AlgorithmChoice pick(const std::vector<Perf> &results, int count, Pass pass,
                       const char *(*nameOf)(int), const char *how) const;

  const void *convInput(const LayerSlot &slot) const {
    return explicitPadding ? slot.buffer("padded_input") : slot.inputs[0];
  }
  void *activationGradient(const LayerSlot &slot) const {
    return planLayer.activation == Activation::None ? slot.outputGradient
                                                    : slot.buffer("activation_gradient");
  }
};

Dims4 paddedDimsOf(const Dims4 &in, const std::array<int64_t, 4> &pad, bool explicitPadding) {
  if (!explicitPadding)
    return in;
  return {in.n, in.c, in.h + pad[0] + pad[1], in.w + pad[2] + pad[3]};
}

ConvolutionRunner::ConvolutionRunner(const PlanLayer &layer, const ExecutionContext &context)
    : LayerRunner(layer, context), inputDims(dimsOf(layer.inputShapes[0])),
      explicitPadding(layer.pad[0] != layer.pad[1] || layer.pad[2] != layer.pad[3]),
      convInputDesc(paddedDimsOf(inputDims, layer.pad, explicitPadding), context.layout,
                    context.cudnnType()),
      outputDesc(dimsOf(layer.outputShape), context.layout, context.cudnnType()),
      filterDesc(Dims4{layer.filter[3], layer.filter[2], layer.filter[0], layer.filter[1]},
                 context.layout, context.cudnnType()) {
  paddedDims = paddedDimsOf(inputDims, layer.pad, explicitPadding);
  outputDims = dimsOf(layer.outputShape);
  filterDims = {layer.filter[3], layer.filter[2], layer.filter[0], layer.filter[1]};
  int padH = explicitPadding ? 0 : int(layer.pad[0]);
  int padW = explicitPadding ? 0 : int(layer.pad[2]);
  // Accumulate in float for every storage type (cuDNN's "pseudo half/bf16").
  NETC_CUDNN_CHECK(cudnnSetConvolution2dDescriptor(convDesc, padH, padW, int(layer.strides[0]),
                                                   int(layer.strides[1]),
                                                   int(layer.dilation[0]), int(layer.dilation[1]),
                                                   CUDNN_CROSS_CORRELATION, CUDNN_DATA_FLOAT));
  NETC_CUDNN_CHECK(cudnnSetConvolutionMathType(convDesc, searchMath()));
  if (layer.groups > 1) // the filter descriptor holds each group's input channels
    NETC_CUDNN_CHECK(cudnnSetConvolutionGroupCount(convDesc, int(layer.groups)));

  int n = 0, c = 0, h = 0, w = 0;
  NETC_CUDNN_CHECK(cudnnGetConvolution2dForwardOutputDim(convDesc, convInputDesc, filterDesc,
                                                         &n, &c, &h, &w));
  Dims4 cudnnOutput{n, c, h, w};
  if (!(cudnnOutput == outputDims))
    throw RuntimeError("layer '" + layer.name + "': cuDNN computes output (n, c, h, w) = (" +
                       std::to_string(n) + ", " + std::to_string(c) + ", " +
                       std::to_string(h) + ", " + std::to_string(w) + ") but the plan says " +
                       shapeText(layer.outputShape));
}

std::vector<BufferRequest> ConvolutionRunner::bufferRequests() const {
  DataKind kind = context.dataKind();
  size_t element = context.elementBytes();
  std::vector<BufferRequest> requests;
  requests.push_back({"filter", size_t(filterDims.count()) * element, kind});
  if (planLayer.bias)
    requests.push_back({"bias", size_t(filterDims.n) * element, kind});
  if (explicitPadding)
    requests.push_back({"padded_input", size_t(paddedDims.count()) * element, kind});
  requests.push_back({"filter_gradient", size_t(filterDims.count()) * element, kind, true, true});
  if (planLayer.bias) {
    requests.push_back({"bias_gradient", size_t(filterDims.n) * element, kind, true, true});
    requests.push_back({"bias_gradient_sum", size_t(filterDims.n) * sizeof(float),
                        DataKind::F32, false, true});
  }
  if (planLayer.activation != Activation::None)
    requests.push_back({"activation_gradient", size_t(outputDims.count()) * element, kind,
                        true, true});
  if (explicitPadding && planLayer.backwardDataNeeded)
    requests.push_back({"padded_input_gradient", size_t(paddedDims.count()) * element, kind,
                        true, true});
  return requests;
}

template <typename Perf>
AlgorithmChoice ConvolutionRunner::pick(const std::vector<Perf> &results, int count, Pass pass,
                                        const char *(*nameOf)(int), const char *how) const {
  std::string seen;
  for (int i = 0; i < count; ++i) {
    const Perf &result = results[i];
    if (result.status != CUDNN_STATUS_SUCCESS)
      continue;
    seen += std::string(seen.empty() ? "" : ", ") + nameOf(int(result.algo)) + " (" +
            std::to_string(result.memory) + " B)";
    if (result.memory > context.workspaceLimit)
      continue;
    if (context.precision == Precision::FP32 && isTensorOpMath(result.mathType))
      continue;
    AlgorithmChoice choice;
    choice.algorithm = int(result.algo);
    choice.mathType = int(result.mathType);
    choice.workspaceBytes = result.memory;
    choice.name = nameOf(choice.algorithm);
    if (isTensorOpMath(result.mathType))
      choice.name += "+tc";
    return choice;
  }
  throw RuntimeError("layer '" + planLayer.name + "': cuDNN's " + how + " found no " +
                         passName(pass) + " algorithm within the workspace limit of " +
                         std::to_string(context.workspaceLimit) + " bytes" +
                         (context.precision == Precision::FP32 ? " without tensor cores" : "") +
                         " (usable: " + (seen.empty() ? "none" : seen) + ")",
                     RuntimeError::Kind::Unsupported);
}

void ConvolutionRunner::selectAlgorithms(const LayerSlot &slot) {
  cudnnHandle_t handle = context.cudnn;
  NETC_CUDNN_CHECK(cudnnSetConvolutionMathType(convDesc, searchMath()));
  if (explicitPadding)
    kernels::padTensor(slot.inputs[0], inputDims, slot.buffer("padded_input"), paddedDims,
                       planLayer.pad[0], planLayer.pad[2], 0.f, context.layout,
                       context.dataKind(), context.stream);
  const void *x = convInput(slot);
  const void *w = slot.buffer("filter");
  void *workspace = context.workspace;
  size_t limit = context.workspaceLimit;
  auto &forward = choices[size_t(Pass::Forward)];
  auto &data = choices[size_t(Pass::BackwardData)];
  auto &filter = choices[size_t(Pass::BackwardFilter)];

  int maxCount = 0, count = 0;
  NETC_CUDNN_CHECK(cudnnGetConvolutionForwardAlgorithmMaxCount(handle, &maxCount));
  std::vector<cudnnConvolutionFwdAlgoPerf_t> forwardResults(maxCount);
  NETC_CUDNN_CHECK(cudnnGetConvolutionForwardAlgorithm_v7(
      handle, convInputDesc, filterDesc, convDesc, outputDesc, maxCount, &count,
      forwardResults.data()));
  forward[size_t(AlgorithmSearch::Heuristic)] =
      pick(forwardResults, count, Pass::Forward, forwardAlgorithmName, "heuristic");
  for (int round = 0; round < kFindRounds; ++round)
    NETC_CUDNN_CHECK(cudnnFindConvolutionForwardAlgorithmEx(
        handle, convInputDesc, x, filterDesc, w, convDesc, outputDesc, slot.output, maxCount,
        &count, forwardResults.data(), workspace, limit));
  forward[size_t(AlgorithmSearch::Find)] =
      pick(forwardResults, count, Pass::Forward, forwardAlgorithmName, "exhaustive search");

  if (!slot.outputGradient)
    return; // forward-only run: no gradients allocated
  void *dz = activationGradient(slot);
  NETC_CUDNN_CHECK(cudnnGetConvolutionBackwardFilterAlgorithmMaxCount(handle, &maxCount));
  std::vector<cudnnConvolutionBwdFilterAlgoPerf_t> filterResults(maxCount);
  NETC_CUDNN_CHECK(cudnnGetConvolutionBackwardFilterAlgorithm_v7(
      handle, convInputDesc, outputDesc, convDesc, filterDesc, maxCount, &count,
      filterResults.data()));
  filter[size_t(AlgorithmSearch::Heuristic)] = pick(
      filterResults, count, Pass::BackwardFilter, backwardFilterAlgorithmName, "heuristic");
  for (int round = 0; round < kFindRounds; ++round)
    NETC_CUDNN_CHECK(cudnnFindConvolutionBackwardFilterAlgorithmEx(
        handle, convInputDesc, x, outputDesc, dz, convDesc, filterDesc,
        slot.buffer("filter_gradient"), maxCount, &count, filterResults.data(), workspace,
        limit));
  filter[size_t(AlgorithmSearch::Find)] = pick(filterResults, count, Pass::BackwardFilter,
                                               backwardFilterAlgorithmName,
                                               "exhaustive search");

  if (!planLayer.backwardDataNeeded)
    return;
  void *dx = explicitPadding ? slot.buffer("padded_input_gradient") : slot.inputGradients[0];
  NETC_CUDNN_CHECK(cudnnGetConvolutionBackwardDataAlgorithmMaxCount(handle, &maxCount));
  std::vector<cudnnConvolutionBwdDataAlgoPerf_t> dataResults(maxCount);
  NETC_CUDNN_CHECK(cudnnGetConvolutionBackwardDataAlgorithm_v7(
      handle, filterDesc, outputDesc, convDesc, convInputDesc, maxCount, &count,
      dataResults.data()));
  data[size_t(AlgorithmSearch::Heuristic)] =
      pick(dataResults, count, Pass::BackwardData, backwardDataAlgorithmName, "heuristic");
  for (int round = 0; round < kFindRounds; ++round)
    NETC_CUDNN_CHECK(cudnnFindConvolutionBackwardDataAlgorithmEx(
        handle, filterDesc, w, outputDesc, dz, convDesc, convInputDesc, dx, maxCount, &count,
        dataResults.data(), workspace, limit));
  data[size_t(AlgorithmSearch::Find)] = pick(dataResults, count, Pass::BackwardData,
                                             backwardDataAlgorithmName, "exhaustive search");
}

// What each pass includes (docs/runtime.md):
//   forward:         [explicit pad] + convolution + [bias + activation epilogue]
//   backward_filter: [activation gradient] + filter gradient + [bias gradient]
//   backward_data:   data gradient + [crop of the padded gradient]
// The activation gradient is counted once, in backward filter, because every
// convolution has that pass while the first layer has no backward data.
void ConvolutionRunner::run(Pass pass, AlgorithmSearch search, const LayerSlot &slot) {
  const AlgorithmChoice &choice = choices[size_t(pass)][size_t(search)];
  if (choice.algorithm < 0)
    throw RuntimeError("internal error: layer '" + planLayer.name + "' runs " +
                       passName(pass) + " before its algorithm was selected");
  setMath(choice);
  cudnnHandle_t handle = context.cudnn;
  DataKind kind = context.dataKind();
  switch (pass) {
  case Pass::Forward: {
    if (explicitPadding)
      kernels::padTensor(slot.inputs[0], inputDims, slot.buffer("padded_input"), paddedDims,
                         planLayer.pad[0], planLayer.pad[2], 0.f, context.layout, kind,
                         context.stream);
    NETC_CUDNN_CHECK(cudnnConvolutionForward(
        handle, &kOne, convInputDesc, convInput(slot), filterDesc, slot.buffer("filter"),
        convDesc, cudnnConvolutionFwdAlgo_t(choice.algorithm), context.workspace,
        choice.workspaceBytes, &kZero, outputDesc, slot.output));
    if (planLayer.bias || planLayer.activation != Activation::None)
      kernels::biasActivation(slot.output, planLayer.bias ? slot.buffer("bias") : nullptr,
                              outputDims, context.layout, planLayer.activation, kind,
                              context.stream);
    return;
  }
  case Pass::BackwardFilter: {
    void *dz = activationGradient(slot);
    if (planLayer.activation != Activation::None)
      kernels::activationGradient(slot.output, nullptr, slot.outputGradient, dz,
                                  size_t(outputDims.count()), planLayer.activation, kind,
                                  context.stream);
    NETC_CUDNN_CHECK(cudnnConvolutionBackwardFilter(
        handle, &kOne, convInputDesc, convInput(slot), outputDesc, dz, convDesc,
        cudnnConvolutionBwdFilterAlgo_t(choice.algorithm), context.workspace,
        choice.workspaceBytes, &kZero, filterDesc, slot.buffer("filter_gradient")));
    if (planLayer.bias)
      kernels::biasGradient(dz, outputDims, context.layout, slot.buffer("bias_gradient"),
                            static_cast<float *>(slot.buffer("bias_gradient_sum")), kind,
                            context.stream);
    return;
  }
  case Pass::BackwardData: {
    void *dx = explicitPadding ? slot.buffer("padded_input_gradient") : slot.inputGradients[0];
    NETC_CUDNN_CHECK(cudnnConvolutionBackwardData(
        handle, &kOne, filterDesc, slot.buffer("filter"), outputDesc, activationGradient(slot),
        convDesc, cudnnConvolutionBwdDataAlgo_t(choice.algorithm), context.workspace,
        choice.workspaceBytes, &kZero, convInputDesc, dx));
    if (explicitPadding)
      kernels::cropTensor(dx, paddedDims, slot.inputGradients[0], inputDims, planLayer.pad[0],
                          planLayer.pad[2], context.layout, kind, context.stream);
    return;
  }
  }
}

} // namespace

std::unique_ptr<LayerRunner> createLegacyConvolutionRunner(const PlanLayer &layer,
                                                           const ExecutionContext &context) {
  return std::make_unique<ConvolutionRunner>(layer, context);
}

} // namespace netc::runtime
