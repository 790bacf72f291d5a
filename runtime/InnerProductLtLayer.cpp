//===- InnerProductLtLayer.cpp - Fully connected layers through cuBLASLt --===//
//
// The graph reference's inner product and matmul (the legacy reference keeps
// InnerProductLayer.cpp's cublasGemmEx; a matmul's rows are its positions).
// The same three GEMMs, in the same column-major terms (see
// InnerProductLayer.cpp's header):
//
//   forward:          y^T (M x N) = (W^T)^T x^T    matmul(T, N) [+ bias/relu epilogue]
//   backward data:   dx^T (K x N) =  W^T  dz^T     matmul(N, N)
//   backward filter:  dW^T (K x M) = x^T (dz^T)^T  matmul(N, T)
//
// through cublasLtMatmul. Forward fuses bias and ReLU as cuBLASLt epilogues
// (BIAS, RELU, RELU_BIAS); tanh and sigmoid have none, so those layers run
// the plain product and the runtime's bias + activation kernel. Backward
// filter keeps the runtime's activation-gradient and bias-gradient kernels
// (the BGRADB epilogue's type rules differ across storage types).
//
// Algorithms: cublasLtMatmulAlgoGetHeuristic's top kHeuristicResults under
// the workspace limit, each run once untimed (lazy loading) and then timed
// kTimedRuns times on the layer's buffers; "heuristic" is cuBLASLt's first,
// "find" the fastest. Compute types: CUBLAS_COMPUTE_32F (fp32: no TF32; and
// float accumulation for bf16/fp16), CUBLAS_COMPUTE_32F_FAST_TF32 for tf32.
// run() only enqueues cublasLtMatmul with the chosen algorithm and the shared
// workspace: no allocation or synchronisation (CUDA-graph capturable).
//
//===----------------------------------------------------------------------===//

#include "GraphChoice.h"
#include "Kernels.h"
#include "Layers.h"

#include <cublasLt.h>

#include <algorithm>

namespace netc::runtime {
namespace {

constexpr int kHeuristicResults = 8;
constexpr int kTimedRuns = 3;

#define NETC_LT_CHECK(call) ::netc::runtime::checkCublas((call), #call, __FILE__, __LINE__)

/// RAII owners of cuBLASLt's descriptors.
struct LtMatrix {
  cublasLtMatrixLayout_t handle = nullptr;
  LtMatrix() = default;
  LtMatrix(cudaDataType_t type, int64_t rows, int64_t columns, int64_t ld) {
    NETC_LT_CHECK(cublasLtMatrixLayoutCreate(&handle, type, uint64_t(rows), uint64_t(columns), ld));
  }
  ~LtMatrix() {
    if (handle)
      cublasLtMatrixLayoutDestroy(handle);
  }
  LtMatrix(const LtMatrix &) = delete;
  LtMatrix &operator=(const LtMatrix &) = delete;
};

/// One pass's product: descriptors, shapes and the chosen algorithms.
struct LtProduct {
  cublasLtMatmulDesc_t desc = nullptr;
  std::unique_ptr<LtMatrix> a, b, d;
  cublasLtEpilogue_t epilogue = CUBLASLT_EPILOGUE_DEFAULT;
  cublasLtMatmulAlgo_t algorithms[2] = {}; ///< [AlgorithmSearch]
  AlgorithmChoice choices[2];
  bool selected = false;
  ~LtProduct() {
    if (desc)
      cublasLtMatmulDescDestroy(desc);
  }
};

class InnerProductLtRunner : public LayerRunner {
public:
  InnerProductLtRunner(const PlanLayer &layer, const ExecutionContext &context);
  ~InnerProductLtRunner() override {
    if (lt)
      cublasLtDestroy(lt);
  }

  bool hasPass(Pass pass) const override {
    return pass != Pass::BackwardData || planLayer.backwardDataNeeded;
  }
  std::vector<BufferRequest> bufferRequests() const override;
  bool usesWorkspace() const override { return true; }
  void selectAlgorithms(const LayerSlot &slot) override;
  bool hasAlgorithmChoice(Pass) const override { return true; }
  AlgorithmChoice algorithm(Pass pass, AlgorithmSearch search) const override {
    return products[size_t(pass)].choices[size_t(search)];
  }
  void run(Pass pass, AlgorithmSearch search, const LayerSlot &slot) override;

private:
  int64_t batch, inputs, outputs;
  Dims4 outputDims;
  cublasLtHandle_t lt = nullptr;
  LtProduct products[3]; ///< [pass]

  /// ReLU and bias in cuBLASLt's epilogue; tanh/sigmoid need the kernel.
  bool epilogueFused() const {
    return planLayer.activation == Activation::None || planLayer.activation == Activation::Relu;
  }
  bool hasEpilogue() const { return planLayer.bias || planLayer.activation != Activation::None; }
  void *activationGradient(const LayerSlot &slot) const {
    return planLayer.activation == Activation::None ? slot.outputGradient
                                                    : slot.buffer("activation_gradient");
  }
  void describe(Pass pass, const LayerSlot &slot);
  /// The pass's operands: A, B and D pointers.
  void operands(Pass pass, const LayerSlot &slot, const void *&a, const void *&b,
                void *&d) const;
  void matmul(const LtProduct &product, const cublasLtMatmulAlgo_t &algorithm, size_t workspace,
              const void *a, const void *b, void *d) const;
};

InnerProductLtRunner::InnerProductLtRunner(const PlanLayer &layer,
                                           const ExecutionContext &context)
    : LayerRunner(layer, context), batch(linearRows(layer)),
      inputs(elementCount(layer.inputShapes[0]) / batch), outputs(layer.numOutputs),
      outputDims{batch, outputs, 1, 1} {
  NETC_LT_CHECK(cublasLtCreate(&lt));
}

std::vector<BufferRequest> InnerProductLtRunner::bufferRequests() const {
  DataKind kind = context.dataKind();
  size_t element = context.elementBytes();
  size_t weightBytes = size_t(inputs * outputs) * element;
  std::vector<BufferRequest> requests{{"weights", weightBytes, kind}};
  if (planLayer.bias)
    requests.push_back({"bias", size_t(outputs) * element, kind});
  requests.push_back({"weights_gradient", weightBytes, kind, true, true});
  if (planLayer.bias) {
    requests.push_back({"bias_gradient", size_t(outputs) * element, kind, true, true});
    requests.push_back({"bias_gradient_sum", size_t(outputs) * sizeof(float), DataKind::F32,
                        false, true});
  }
  if (planLayer.activation != Activation::None)
    requests.push_back({"activation_gradient", size_t(outputDims.count()) * element, kind,
                        true, true});
  // Hard swish and GELU (a classifier's, a ConvNeXt block's): the biased
  // product kept for the activation's gradient.
  requestActivationInput(requests, size_t(outputDims.count()) * element);
  return requests;
}

void InnerProductLtRunner::operands(Pass pass, const LayerSlot &slot, const void *&a,
                                    const void *&b, void *&d) const {
  switch (pass) {
  case Pass::Forward:
    a = slot.buffer("weights"), b = slot.inputs[0];
    d = keepsActivationInput() ? keptActivationInput(slot) : slot.output;
    return;
  case Pass::BackwardData:
    a = slot.buffer("weights"), b = activationGradient(slot), d = slot.inputGradients[0];
    return;
  case Pass::BackwardFilter:
    a = slot.inputs[0], b = activationGradient(slot), d = slot.buffer("weights_gradient");
    return;
  }
}

void InnerProductLtRunner::describe(Pass pass, const LayerSlot &slot) {
  LtProduct &product = products[size_t(pass)];
  cudaDataType_t type = cudaTypeOf(context.dataKind());
  cublasComputeType_t compute = context.precision == Precision::TF32
                                    ? CUBLAS_COMPUTE_32F_FAST_TF32
                                    : CUBLAS_COMPUTE_32F;
  NETC_LT_CHECK(cublasLtMatmulDescCreate(&product.desc, compute, CUDA_R_32F));
  cublasOperation_t opA = CUBLAS_OP_N, opB = CUBLAS_OP_N;
  int64_t m = 0, n = 0, k = 0;
  switch (pass) {
  case Pass::Forward:
    opA = CUBLAS_OP_T, m = outputs, n = batch, k = inputs;
    product.a = std::make_unique<LtMatrix>(type, inputs, outputs, inputs); // W^T stored K x M
    product.b = std::make_unique<LtMatrix>(type, inputs, batch, inputs);
    product.d = std::make_unique<LtMatrix>(type, outputs, batch, outputs);
    break;
  case Pass::BackwardData:
    m = inputs, n = batch, k = outputs;
    product.a = std::make_unique<LtMatrix>(type, inputs, outputs, inputs);
    product.b = std::make_unique<LtMatrix>(type, outputs, batch, outputs);
    product.d = std::make_unique<LtMatrix>(type, inputs, batch, inputs);
    break;
  case Pass::BackwardFilter:
    opB = CUBLAS_OP_T, m = inputs, n = outputs, k = batch;
    product.a = std::make_unique<LtMatrix>(type, inputs, batch, inputs);
    product.b = std::make_unique<LtMatrix>(type, outputs, batch, outputs);
    product.d = std::make_unique<LtMatrix>(type, inputs, outputs, inputs);
    break;
  }
  (void)m, (void)n, (void)k; // the layouts above carry them
  NETC_LT_CHECK(cublasLtMatmulDescSetAttribute(product.desc, CUBLASLT_MATMUL_DESC_TRANSA, &opA,
                                               sizeof(opA)));
  NETC_LT_CHECK(cublasLtMatmulDescSetAttribute(product.desc, CUBLASLT_MATMUL_DESC_TRANSB, &opB,
                                               sizeof(opB)));
  // A kept product (hard swish, GELU) takes its bias here too: what is kept
  // is the biased value, where the activation's slope is taken.
  if (pass == Pass::Forward && hasEpilogue() &&
      (epilogueFused() || (keepsActivationInput() && planLayer.bias))) {
    bool relu = planLayer.activation == Activation::Relu;
    product.epilogue = planLayer.bias ? (relu ? CUBLASLT_EPILOGUE_RELU_BIAS : CUBLASLT_EPILOGUE_BIAS)
                                      : CUBLASLT_EPILOGUE_RELU;
    NETC_LT_CHECK(cublasLtMatmulDescSetAttribute(product.desc, CUBLASLT_MATMUL_DESC_EPILOGUE,
                                                 &product.epilogue, sizeof(product.epilogue)));
    if (planLayer.bias) {
      // The bias has the output's storage type (cuBLASLt's default for
      // 16-bit outputs) and one value per row of D, i.e. per output.
      const void *bias = slot.buffer("bias");
      NETC_LT_CHECK(cublasLtMatmulDescSetAttribute(
          product.desc, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &bias, sizeof(bias)));
    }
  }
}

void InnerProductLtRunner::matmul(const LtProduct &product, const cublasLtMatmulAlgo_t &algorithm,
                                  size_t workspace, const void *a, const void *b,
                                  void *d) const {
  NETC_LT_CHECK(cublasLtMatmul(lt, product.desc, &kOne, a, product.a->handle, b,
                               product.b->handle, &kZero, d, product.d->handle, d,
                               product.d->handle, &algorithm, context.workspace, workspace,
                               context.stream));
}

void InnerProductLtRunner::selectAlgorithms(const LayerSlot &slot) {
  checkLinearLayout(planLayer, context);
  for (Pass pass : kAllPasses) {
    if (!hasPass(pass) || (pass != Pass::Forward && !slot.outputGradient))
      continue;
    LtProduct &product = products[size_t(pass)];
    describe(pass, slot);
    cublasLtMatmulPreference_t preference = nullptr;
    NETC_LT_CHECK(cublasLtMatmulPreferenceCreate(&preference));
    uint64_t limit = context.workspace ? uint64_t(context.workspaceLimit) : 0;
    NETC_LT_CHECK(cublasLtMatmulPreferenceSetAttribute(
        preference, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &limit, sizeof(limit)));
    cublasLtMatmulHeuristicResult_t results[kHeuristicResults] = {};
    int count = 0;
    cublasStatus_t status = cublasLtMatmulAlgoGetHeuristic(
        lt, product.desc, product.a->handle, product.b->handle, product.d->handle,
        product.d->handle, preference, kHeuristicResults, results, &count);
    cublasLtMatmulPreferenceDestroy(preference);
    if (status != CUBLAS_STATUS_SUCCESS || count == 0)
      throw RuntimeError("layer '" + planLayer.name + "': cuBLASLt has no " + passName(pass) +
                             " algorithm within the workspace limit of " +
                             std::to_string(context.workspaceLimit) + " bytes (status " +
                             std::to_string(int(status)) + ")",
                         RuntimeError::Kind::Unsupported);

    const void *a = nullptr, *b = nullptr;
    void *d = nullptr;
    operands(pass, slot, a, b, d);
    std::vector<EngineCandidate> candidates(static_cast<size_t>(count));
    cudaEvent_t start, stop;
    NETC_CUDA_CHECK(cudaEventCreate(&start));
    NETC_CUDA_CHECK(cudaEventCreate(&stop));
    for (int i = 0; i < count; ++i) {
      if (results[i].state != CUBLAS_STATUS_SUCCESS)
        continue;
      EngineCandidate &candidate = candidates[size_t(i)];
      candidate.built = true;
      candidate.workspaceBytes = results[i].workspaceSize;
      matmul(product, results[i].algo, results[i].workspaceSize, a, b, d); // untimed: lazy loading
      std::vector<float> times;
      for (int run = 0; run < kTimedRuns; ++run) {
        NETC_CUDA_CHECK(cudaEventRecord(start, context.stream));
        matmul(product, results[i].algo, results[i].workspaceSize, a, b, d);
        NETC_CUDA_CHECK(cudaEventRecord(stop, context.stream));
        NETC_CUDA_CHECK(cudaEventSynchronize(stop));
        float ms = 0;
        NETC_CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
        times.push_back(ms);
      }
      std::sort(times.begin(), times.end());
      candidate.milliseconds = times[times.size() / 2];
    }
    cudaEventDestroy(start);
    cudaEventDestroy(stop);
    EngineSelection selection = selectEngines(candidates, context.workspaceLimit);
    if (selection.heuristic < 0)
      throw RuntimeError("layer '" + planLayer.name + "': none of cuBLASLt's " +
                             std::to_string(count) + " " + passName(pass) +
                             " algorithms succeeded",
                         RuntimeError::Kind::Unsupported);
    std::string epilogue =
        pass != Pass::Forward ? ""
        : keepsActivationInput() && planLayer.bias
            ? std::string("bias fused, ") + activationName(planLayer.activation) + " separate"
            : epilogueDescription(planLayer.bias, planLayer.activation, epilogueFused());
    auto describeChoice = [&](int index) {
      AlgorithmChoice choice;
      const cublasLtMatmulAlgo_t &algo = results[index].algo;
      int id = -1, tile = -1, stages = -1;
      size_t written = 0;
      cublasLtMatmulAlgoConfigGetAttribute(&algo, CUBLASLT_ALGO_CONFIG_ID, &id, sizeof(id), &written);
      cublasLtMatmulAlgoConfigGetAttribute(&algo, CUBLASLT_ALGO_CONFIG_TILE_ID, &tile,
                                           sizeof(tile), &written);
      cublasLtMatmulAlgoConfigGetAttribute(&algo, CUBLASLT_ALGO_CONFIG_STAGES_ID, &stages,
                                           sizeof(stages), &written);
      choice.name = "lt_algo" + std::to_string(id) + "_tile" + std::to_string(tile) +
                    "_stages" + std::to_string(stages);
      choice.algorithm = index;
      choice.workspaceBytes = results[index].workspaceSize;
      choice.epilogue = epilogue;
      return choice;
    };
    product.algorithms[size_t(AlgorithmSearch::Heuristic)] = results[selection.heuristic].algo;
    product.algorithms[size_t(AlgorithmSearch::Find)] = results[selection.fastest].algo;
    product.choices[size_t(AlgorithmSearch::Heuristic)] = describeChoice(selection.heuristic);
    product.choices[size_t(AlgorithmSearch::Find)] = describeChoice(selection.fastest);
    product.selected = true;
  }
}

// Passes include what InnerProductLayer.cpp's do: bias + activation in
// forward (here in cuBLASLt's epilogue where it has one), the activation
// gradient and bias gradient in backward filter.
void InnerProductLtRunner::run(Pass pass, AlgorithmSearch search, const LayerSlot &slot) {
  checkLinearLayout(planLayer, context);
  const LtProduct &product = products[size_t(pass)];
  if (!product.selected)
    throw RuntimeError("internal error: layer '" + planLayer.name + "' runs " +
                       passName(pass) + " before its cuBLASLt algorithm was selected");
  DataKind kind = context.dataKind();
  if (pass == Pass::BackwardFilter && planLayer.activation != Activation::None)
    kernels::activationGradient(slot.output, keptActivationInput(slot), slot.outputGradient,
                                activationGradient(slot), size_t(outputDims.count()),
                                planLayer.activation, kind, context.stream);
  const void *a = nullptr, *b = nullptr;
  void *d = nullptr;
  operands(pass, slot, a, b, d);
  if (pass == Pass::Forward && (product.epilogue == CUBLASLT_EPILOGUE_BIAS ||
                                product.epilogue == CUBLASLT_EPILOGUE_RELU_BIAS)) {
    // The bias rotates with the layer's other buffers: point the epilogue
    // at this slot's copy (a host-side attribute, nothing is enqueued).
    const void *bias = slot.buffer("bias");
    NETC_LT_CHECK(cublasLtMatmulDescSetAttribute(
        product.desc, CUBLASLT_MATMUL_DESC_BIAS_POINTER, &bias, sizeof(bias)));
  }
  matmul(product, product.algorithms[size_t(search)],
         product.choices[size_t(search)].workspaceBytes, a, b, d);
  if (pass == Pass::Forward && keepsActivationInput())
    kernels::biasActivationInto(d, nullptr, slot.output, outputDims, context.layout,
                                planLayer.activation, kind, context.stream);
  else if (pass == Pass::Forward && hasEpilogue() && !epilogueFused())
    kernels::biasActivation(slot.output, planLayer.bias ? slot.buffer("bias") : nullptr,
                            outputDims, context.layout, planLayer.activation, kind,
                            context.stream);
  if (pass == Pass::BackwardFilter && planLayer.bias)
    kernels::biasGradient(activationGradient(slot), outputDims, context.layout,
                          slot.buffer("bias_gradient"),
                          static_cast<float *>(slot.buffer("bias_gradient_sum")), kind,
                          context.stream);
}

} // namespace

std::unique_ptr<LayerRunner> createInnerProductLtRunner(const PlanLayer &layer,
                                                        const ExecutionContext &context) {
  return std::make_unique<InnerProductLtRunner>(layer, context);
}

} // namespace netc::runtime
