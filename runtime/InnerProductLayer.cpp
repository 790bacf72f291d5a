//===- InnerProductLayer.cpp - Fully connected layers through cuBLAS ------===//
//
// The `--reference legacy` column; the default is InnerProductLtLayer.cpp.
//
// y[N, M] = x[N, K] W[M, K]^T (+ bias, activation), x being the input
// flattened per image in its memory order. A matmul (a linear layer at every
// position) is the same product with N the rows: every position of every
// image (linearRows in Layers.h), K its features. W is row-major [outputs][inputs]
// (M x K), as PyTorch's Linear and netc's kernels store it (a KRSC 1x1
// filter); the plan's weights say `oi`. Row-major matrices are column-major
// transposes, so in cuBLAS's column-major terms W is the K x M matrix W^T
// (ld K), x is x^T (K x N), y is y^T (M x N), and
//
//   forward:          y^T (M x N) = (W^T)^T x^T                  gemm(T, N)
//   backward data:   dx^T (K x N) =  W^T  dz^T                   gemm(N, N)
//   backward filter:  dW^T (K x M) = x^T (dz^T)^T                gemm(N, T)
//
// Precision is the GEMM's compute type: CUBLAS_COMPUTE_32F for fp32 (no TF32)
// and for 16-bit storage (tensor cores, float accumulation),
// CUBLAS_COMPUTE_32F_FAST_TF32 for tf32.
//
//===----------------------------------------------------------------------===//

#include "Kernels.h"
#include "Layers.h"

namespace netc::runtime {
namespace {

class InnerProductRunner : public LayerRunner {
public:
  InnerProductRunner(const PlanLayer &layer, const ExecutionContext &context)
      : LayerRunner(layer, context), batch(linearRows(layer)),
        inputs(elementCount(layer.inputShapes[0]) / batch), outputs(layer.numOutputs),
        outputDims{batch, outputs, 1, 1} {
    for (int64_t extent : {batch, inputs, outputs})
      if (extent > INT32_MAX)
        throw RuntimeError("layer '" + layer.name + "': a matrix extent of " +
                           std::to_string(extent) + " is beyond cuBLAS's 32-bit sizes");
  }

  bool hasPass(Pass pass) const override {
    return pass != Pass::BackwardData || planLayer.backwardDataNeeded;
  }

  std::vector<BufferRequest> bufferRequests() const override {
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
    return requests;
  }

  void run(Pass pass, AlgorithmSearch, const LayerSlot &slot) override;

private:
  int64_t batch, inputs, outputs;
  Dims4 outputDims;

  cublasComputeType_t computeType() const {
    return context.precision == Precision::TF32 ? CUBLAS_COMPUTE_32F_FAST_TF32
                                                : CUBLAS_COMPUTE_32F;
  }

  void gemm(cublasOperation_t opA, cublasOperation_t opB, int64_t m, int64_t n, int64_t k,
            const void *a, int64_t lda, const void *b, int64_t ldb, void *c,
            int64_t ldc) const {
    cudaDataType_t type = cudaTypeOf(context.dataKind());
    NETC_CUBLAS_CHECK(cublasGemmEx(context.cublas, opA, opB, int(m), int(n), int(k), &kOne, a,
                                   type, int(lda), b, type, int(ldb), &kZero, c, type,
                                   int(ldc), computeType(), CUBLAS_GEMM_DEFAULT));
  }

  void *activationGradient(const LayerSlot &slot) const {
    return planLayer.activation == Activation::None ? slot.outputGradient
                                                    : slot.buffer("activation_gradient");
  }
};

// Passes include what ConvolutionLayer.cpp's do: the bias + activation
// epilogue in forward, the activation gradient and bias gradient in backward
// filter.
void InnerProductRunner::run(Pass pass, AlgorithmSearch, const LayerSlot &slot) {
  checkLinearLayout(planLayer, context);
  DataKind kind = context.dataKind();
  switch (pass) {
  case Pass::Forward:
    gemm(CUBLAS_OP_T, CUBLAS_OP_N, outputs, batch, inputs, slot.buffer("weights"), inputs,
         slot.inputs[0], inputs, slot.output, outputs);
    if (planLayer.bias || planLayer.activation != Activation::None)
      kernels::biasActivation(slot.output, planLayer.bias ? slot.buffer("bias") : nullptr,
                              outputDims, context.layout, planLayer.activation, kind,
                              context.stream);
    return;
  case Pass::BackwardFilter: {
    void *dz = activationGradient(slot);
    if (planLayer.activation != Activation::None)
      kernels::activationGradient(slot.output, nullptr, slot.outputGradient, dz,
                                  size_t(outputDims.count()), planLayer.activation, kind,
                                  context.stream);
    gemm(CUBLAS_OP_N, CUBLAS_OP_T, inputs, outputs, batch, slot.inputs[0], inputs, dz, outputs,
         slot.buffer("weights_gradient"), inputs);
    if (planLayer.bias)
      kernels::biasGradient(dz, outputDims, context.layout, slot.buffer("bias_gradient"),
                            static_cast<float *>(slot.buffer("bias_gradient_sum")), kind,
                            context.stream);
    return;
  }
  case Pass::BackwardData:
    gemm(CUBLAS_OP_N, CUBLAS_OP_N, inputs, batch, outputs, slot.buffer("weights"), inputs,
         activationGradient(slot), outputs, slot.inputGradients[0], inputs);
    return;
  }
}

} // namespace

std::unique_ptr<LayerRunner> createInnerProductRunner(const PlanLayer &layer,
                                                      const ExecutionContext &context) {
  return std::make_unique<InnerProductRunner>(layer, context);
}

} // namespace netc::runtime
