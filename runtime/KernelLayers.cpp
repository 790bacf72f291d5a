//===- KernelLayers.cpp - Concat, elementwise and dropout -----------------===//
//
// Layers with no cuDNN call: concatenation is strided copies
// (cudaMemcpy2DAsync), elementwise combinations and dropout's mask multiply
// are the runtime's kernels.
//
//===----------------------------------------------------------------------===//

#include "Kernels.h"
#include "Layers.h"

namespace netc::runtime {
namespace {

/// Concatenation along one axis. In memory order, every input is `outer`
/// rows of `inner_i` contiguous elements and the output interleaves them, so
/// each input is one 2-d copy: `outer` rows into a pitch of `inner_out`.
class ConcatRunner : public LayerRunner {
public:
  ConcatRunner(const PlanLayer &layer, const ExecutionContext &context)
      : LayerRunner(layer, context) {
    int64_t axis = storageAxis(layer.outputShape.size(), layer.axis, context.layout);
    auto storage = [&](const Shape &shape) { return storageShape(shape, context.layout); };
    Shape out = storage(layer.outputShape);
    outer = 1;
    for (int64_t d = 0; d < axis; ++d)
      outer *= out[d];
    for (const Shape &shape : layer.inputShapes) {
      Shape in = storage(shape);
      int64_t inner = 1;
      for (size_t d = axis; d < in.size(); ++d)
        inner *= in[d];
      innerElements.push_back(inner);
    }
    outputInner = elementCount(out) / outer;
  }

  void run(Pass pass, AlgorithmSearch, const LayerSlot &slot) override {
    size_t element = context.elementBytes();
    size_t pitch = size_t(outputInner) * element;
    size_t offset = 0;
    for (size_t i = 0; i < innerElements.size(); ++i) {
      size_t width = size_t(innerElements[i]) * element;
      char *outputPart = static_cast<char *>(pass == Pass::Forward ? slot.output
                                                                   : slot.outputGradient) +
                         offset;
      if (pass == Pass::Forward)
        NETC_CUDA_CHECK(cudaMemcpy2DAsync(outputPart, pitch, slot.inputs[i], width, width,
                                          size_t(outer), cudaMemcpyDeviceToDevice,
                                          context.stream));
      else if (slot.inputGradients[i])
        NETC_CUDA_CHECK(cudaMemcpy2DAsync(slot.inputGradients[i], width, outputPart, pitch,
                                          width, size_t(outer), cudaMemcpyDeviceToDevice,
                                          context.stream));
      offset += width;
    }
  }

private:
  int64_t outer = 1;
  int64_t outputInner = 1;
  std::vector<int64_t> innerElements;

  /// The shape in memory order: NHWC shapes are stored as written; in NCHW a
  /// rank-4 NHWC shape is stored (N, C, H, W). Other ranks are (N, rest),
  /// the same in both layouts.
  static Shape storageShape(const Shape &shape, Layout layout) {
    if (shape.size() != 4 || layout == Layout::NHWC)
      return shape;
    return {shape[0], shape[3], shape[1], shape[2]};
  }
  static int64_t storageAxis(size_t rank, int64_t axis, Layout layout) {
    if (rank != 4 || layout == Layout::NHWC)
      return axis;
    const int64_t nchwPosition[4] = {0, 2, 3, 1}; // N H W C -> positions in N C H W
    return nchwPosition[axis];
  }
};

class ElementwiseRunner : public LayerRunner {
public:
  using LayerRunner::LayerRunner;

  void run(Pass pass, AlgorithmSearch, const LayerSlot &slot) override {
    size_t count = size_t(elementCount(planLayer.outputShape));
    if (pass == Pass::Forward) {
      kernels::elementwiseForward(slot.inputs, slot.output, count, planLayer.kind,
                                  planLayer.activation, context.dataKind(), context.stream);
      return;
    }
    kernels::elementwiseBackward(slot.inputs, slot.output, slot.outputGradient,
                                 slot.inputGradients, count, planLayer.kind,
                                 planLayer.activation, context.dataKind(), context.stream);
  }
};

/// Training-mode dropout with a fixed mask drawn from the seed: the time of
/// the multiply is what matters, and a fixed mask keeps runs reproducible.
class DropoutRunner : public LayerRunner {
public:
  using LayerRunner::LayerRunner;

  std::vector<BufferRequest> bufferRequests() const override {
    return {{"mask", count() * context.elementBytes(), context.dataKind()}};
  }

  void initialiseBuffers(const LayerSlot &slot, uint64_t seed) override {
    kernels::fillDropoutMask(slot.buffer("mask"), count(), context.dataKind(), seed,
                             float(planLayer.keepProb), context.stream);
  }

  void run(Pass pass, AlgorithmSearch, const LayerSlot &slot) override {
    if (pass == Pass::Forward && context.inference) {
      NETC_CUDA_CHECK(cudaMemcpyAsync(slot.output, slot.inputs[0], count() * context.elementBytes(),
                                      cudaMemcpyDeviceToDevice, context.stream));
      return;
    }
    if (pass == Pass::Forward)
      kernels::multiplyByMask(slot.inputs[0], slot.buffer("mask"), slot.output, count(),
                              context.dataKind(), context.stream);
    else
      kernels::multiplyByMask(slot.outputGradient, slot.buffer("mask"),
                              slot.inputGradients[0], count(), context.dataKind(),
                              context.stream);
  }

private:
  size_t count() const { return size_t(elementCount(planLayer.outputShape)); }
};

} // namespace

std::unique_ptr<LayerRunner> createConcatRunner(const PlanLayer &layer,
                                                const ExecutionContext &context) {
  return std::make_unique<ConcatRunner>(layer, context);
}
std::unique_ptr<LayerRunner> createElementwiseRunner(const PlanLayer &layer,
                                                     const ExecutionContext &context) {
  return std::make_unique<ElementwiseRunner>(layer, context);
}
std::unique_ptr<LayerRunner> createDropoutRunner(const PlanLayer &layer,
                                                 const ExecutionContext &context) {
  return std::make_unique<DropoutRunner>(layer, context);
}

} // namespace netc::runtime
