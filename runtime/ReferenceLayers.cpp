//===- ReferenceLayers.cpp - Transpose and layer norm through plain kernels -===//
//
// Layers cuDNN has no single call for, run by the runtime's reference
// kernels (Kernels.cu) or a CUDA copy: a channel slice (cudaMemcpy2DAsync), a transpose (cudnnTransformTensor takes rank 4 to 8
// but strides of one layout only, and a channel shuffle is a rank-5
// permutation of dense memory) and a layer norm over the last dimension
// (cuDNN 9 has it only through the frontend's graph, which the runtime does
// not use). Both are written for clarity, not speed: they are the reference
// `netc-runtime run` checks netc's kernels against, in double where it
// accumulates. Forward only: a profile's backward passes of these layers
// fail as unsupported, by name.
//
//===----------------------------------------------------------------------===//

#include "Error.h"
#include "Kernels.h"
#include "Layers.h"

namespace netc::runtime {
namespace {

[[noreturn]] void noBackward(const PlanLayer &layer, Pass pass) {
  throw RuntimeError("layer '" + layer.name + "': netc-runtime has no " + passName(pass) +
                         " pass for " + opKindName(layer.op) + " layers yet",
                     RuntimeError::Kind::Unsupported);
}

class TransposeRunner : public LayerRunner {
public:
  using LayerRunner::LayerRunner;

  void run(Pass pass, AlgorithmSearch, const LayerSlot &slot) override {
    if (pass != Pass::Forward)
      noBackward(planLayer, pass);
    kernels::transposeReference(slot.inputs[0], slot.output, planLayer.inputShapes[0],
                                planLayer.permutation, context.dataKind(), context.stream);
  }
};

/// gamma and beta are buffers of the storage type, filled randomly in a
/// profile and with the plan's weights in a launch check (LaunchCheck.cpp).
class LayerNormRunner : public LayerRunner {
public:
  using LayerRunner::LayerRunner;

  std::vector<BufferRequest> bufferRequests() const override {
    if (!planLayer.affine)
      return {};
    size_t bytes = size_t(channels()) * context.elementBytes();
    return {{"gamma", bytes, context.dataKind(), false},
            {"beta", bytes, context.dataKind(), false}};
  }

  void run(Pass pass, AlgorithmSearch, const LayerSlot &slot) override {
    if (pass != Pass::Forward)
      noBackward(planLayer, pass);
    size_t rows = size_t(elementCount(planLayer.outputShape) / channels());
    kernels::layerNormReference(slot.inputs[0],
                                planLayer.affine ? slot.buffer("gamma") : nullptr,
                                planLayer.affine ? slot.buffer("beta") : nullptr, slot.output,
                                rows, size_t(channels()), planLayer.epsilon, context.dataKind(),
                                context.stream);
  }

private:
  int64_t channels() const { return planLayer.outputShape.back(); }
};

/// A slice of the last dimension: a pitched 2-D copy (rows = everything
/// before it), exact in every precision.
class SliceRunner : public LayerRunner {
public:
  using LayerRunner::LayerRunner;

  void run(Pass pass, AlgorithmSearch, const LayerSlot &slot) override {
    if (pass != Pass::Forward)
      noBackward(planLayer, pass);
    const Shape &in = planLayer.inputShapes[0];
    size_t element = context.elementBytes();
    size_t rows = size_t(elementCount(in) / in.back());
    NETC_CUDA_CHECK(cudaMemcpy2DAsync(
        slot.output, size_t(planLayer.sliceSize) * element,
        static_cast<const char *>(slot.inputs[0]) + size_t(planLayer.sliceOffset) * element,
        size_t(in.back()) * element, size_t(planLayer.sliceSize) * element, rows,
        cudaMemcpyDeviceToDevice, context.stream));
  }
};

} // namespace

std::unique_ptr<LayerRunner> createSliceRunner(const PlanLayer &layer,
                                               const ExecutionContext &context) {
  return std::make_unique<SliceRunner>(layer, context);
}

std::unique_ptr<LayerRunner> createTransposeRunner(const PlanLayer &layer,
                                                   const ExecutionContext &context) {
  return std::make_unique<TransposeRunner>(layer, context);
}

std::unique_ptr<LayerRunner> createLayerNormRunner(const PlanLayer &layer,
                                                   const ExecutionContext &context) {
  return std::make_unique<LayerNormRunner>(layer, context);
}

} // namespace netc::runtime
