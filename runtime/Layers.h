//===- Layers.h - One runner per layer: descriptors, buffers, passes -*- C++ -*-===//
//
// A LayerRunner executes one plan layer through cuDNN, cuBLAS or the
// runtime's kernels. It is built in three steps so that nothing touches the
// GPU's memory before the whole network is known to fit:
//
//   1. construction: descriptors, shape checks against cuDNN, and the list of
//      buffers the layer needs (BufferRequest), no allocation;
//   2. Network allocates everything, fills it with seeded random values and
//      hands each runner its buffers as LayerSlots (one per rotation copy);
//   3. selectAlgorithms (cuDNN's heuristic and exhaustive search), then run.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_LAYERS_H
#define NETC_RUNTIME_LAYERS_H

#include "Workspace.h"
#include "GraphChoice.h"
#include "Plan.h"
#include "Tensor.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace netc::runtime {

/// Built cuDNN graphs by ConvolutionGraphKey (GraphConvolutionLayer.cpp):
/// identical layers build and time their engines once.
class GraphPlanCache;
class EngineCache;
std::shared_ptr<GraphPlanCache> createGraphPlanCache();

/// Library handles on one stream, shared by every layer.
class LibraryHandles {
public:
  LibraryHandles();
  ~LibraryHandles();
  LibraryHandles(const LibraryHandles &) = delete;
  LibraryHandles &operator=(const LibraryHandles &) = delete;

  cudnnHandle_t cudnn = nullptr;
  cublasHandle_t cublas = nullptr;
  cudaStream_t stream = nullptr;
  /// The graph reference's plans; they live as long as the handle.
  std::shared_ptr<GraphPlanCache> graphPlans;
};

/// What every layer of a run shares.
struct ExecutionContext {
  cudnnHandle_t cudnn = nullptr;
  cublasHandle_t cublas = nullptr;
  cudaStream_t stream = nullptr;
  Precision precision = Precision::FP32;
  Layout layout = Layout::NHWC;
  size_t workspaceLimit = size_t(1) << 30;
  void *workspace = nullptr; ///< workspaceLimit bytes, allocated by Network
  /// Forward passes in inference mode (the cuDNN reference of `run`): batch
  /// norm normalises with its running statistics
  /// (cudnnBatchNormalizationForwardInference: scale, shift, running_mean,
  /// running_variance), dropout is the identity. Profiles train (false).
  bool inference = false;
  /// Which cuDNN path convolutions take: the graph API (default) or the
  /// legacy API (`--reference legacy`).
  Reference reference = Reference::Graph;
  /// How many engine configs the graph reference builds and times per
  /// convolution pass: 0 (`--engine-search all`, the default) every config
  /// of heuristic modes A, B and fallback; N the first N of mode A that build,
  /// as a framework's benchmark limit does (seconds less per shape, for
  /// sweeps of thousands of shapes; the choice may be slower).
  int engineSearchLimit = 0;
  /// Pooling and softmax through the graph API too (`--graph-pooling`);
  /// false: the legacy calls. Opt-in until the graph path is proven on a GPU
  /// for every case (docs/runtime.md): each NHWC config is compiled when
  /// built (about 1.5 s), and fp32, NCHW and softmax fall back today.
  bool graphPooling = false;
  /// Shared built graphs (the handles' cache); null: each runner its own.
  GraphPlanCache *graphPlans = nullptr;
  /// `--engine-cache`: the convolution passes' kept engine choices
  /// (EngineCache.h); null: every pass searched.
  EngineCache *engineCache = nullptr;

  ExecutionContext() = default;
  ExecutionContext(const LibraryHandles &handles, Precision precision, Layout layout,
                   size_t workspaceLimit)
      : cudnn(handles.cudnn), cublas(handles.cublas), stream(handles.stream),
        precision(precision), layout(layout), workspaceLimit(workspaceLimit),
        graphPlans(handles.graphPlans.get()) {}

  DataKind dataKind() const { return storageKind(precision); }
  size_t elementBytes() const { return bytesPerElement(dataKind()); }
  cudnnDataType_t cudnnType() const { return cudnnTypeOf(dataKind()); }
};

/// A device buffer a layer needs beyond its output and output gradient.
struct BufferRequest {
  std::string name;
  size_t bytes = 0;
  DataKind kind = DataKind::F32; ///< for the random fill
  bool rotated = true;           ///< one copy per rotation slot, else one in all
  bool backwardOnly = false;     ///< only when backward passes run
};

/// The device memory of one execution of a layer.
struct LayerSlot {
  std::vector<const void *> inputs;
  std::vector<void *> inputGradients; ///< null where no gradient flows back
  void *output = nullptr;
  void *outputGradient = nullptr;     ///< null in forward-only runs
  std::map<std::string, void *> buffers;

  /// A buffer from the layer's BufferRequests; throws if it was not allocated.
  void *buffer(const std::string &name) const;
};

enum class AlgorithmSearch { Heuristic, Find };

/// What cuDNN chose for one pass.
struct AlgorithmChoice {
  /// Legacy: e.g. "implicit_precomp_gemm", "+tc" with tensor cores; graph:
  /// the engine's tag with its knobs, e.g. "eng0_k2=1_k3=0".
  std::string name;
  int algorithm = -1;        ///< legacy: cuDNN's enum value; graph: the plan index
  int mathType = 0;          ///< legacy: cudnnMathType_t it was chosen with
  size_t workspaceBytes = 0;
  /// How bias and activation ran (epilogueDescription): "bias+relu fused"
  /// in the graph, "... separate" in the runtime's kernel, "" when none.
  std::string epilogue;
  /// The graph reference ran the legacy call instead (pooling, softmax,
  /// LRN): why, e.g. "the graph API has no LRN" or the frontend's message
  /// when no engine supported the graph; "" when the graph ran.
  std::string fallbackReason;
};

class LayerRunner {
public:
  LayerRunner(const PlanLayer &layer, const ExecutionContext &context)
      : planLayer(layer), context(context) {}
  virtual ~LayerRunner() = default;

  const PlanLayer &layer() const { return planLayer; }

  /// Whether the layer has this pass at all (forward and, where a gradient
  /// flows to an input, backward data; weights add backward filter).
  virtual bool hasPass(Pass pass) const {
    return pass == Pass::Forward || (pass == Pass::BackwardData && planLayer.backwardDataNeeded);
  }
  virtual std::vector<BufferRequest> bufferRequests() const { return {}; }
  /// The output is the input's memory (reshape): no buffer of its own.
  virtual bool aliasesInput() const { return false; }
  virtual bool usesWorkspace() const { return false; }
  /// Overwrites the random fill where a layer needs particular values.
  virtual void initialiseBuffers(const LayerSlot &slot, uint64_t seed) {}
  /// Chooses algorithms; cuDNN's exhaustive search runs them on `slot`.
  virtual void selectAlgorithms(const LayerSlot &slot) {}
  /// Whether heuristic and find may differ for this pass (convolutions).
  virtual bool hasAlgorithmChoice(Pass pass) const { return false; }
  virtual AlgorithmChoice algorithm(Pass pass, AlgorithmSearch search) const { return {}; }
  /// Enqueues the pass on the context's stream.
  virtual void run(Pass pass, AlgorithmSearch search, const LayerSlot &slot) = 0;
  /// Whether `pass` launches kernels of the runtime's own around the
  /// library's call: the activation and bias gradients around cuDNN's filter
  /// gradient. Such a pass is timed a second time with the library's call
  /// alone, the like-for-like partner of a framework's bare call (the two
  /// frameworks' bias reductions differ far more than their cuDNN calls).
  virtual bool addsRuntimeKernels(Pass pass) const { return false; }
  /// Enqueues the library's call of `pass` and nothing else (see
  /// addsRuntimeKernels; a runner without such kernels runs the pass).
  virtual void runLibraryCall(Pass pass, AlgorithmSearch search, const LayerSlot &slot) {
    run(pass, search, slot);
  }

protected:
  /// Hard swish, SiLU and GELU, whose slope the output does not give: a
  /// layer that runs one keeps the activation's input in the buffer
  /// "pre_activation" (one more output-sized tensor, as autograd keeps it)
  /// and takes the gradient's slope there (kernels::activationGradient).
  bool keepsActivationInput() const;
  /// Adds "pre_activation" of `bytes` to `requests` where the layer keeps it.
  void requestActivationInput(std::vector<BufferRequest> &requests, size_t bytes) const;
  /// The kept input, or null where the layer keeps none.
  void *keptActivationInput(const LayerSlot &slot) const;

  const PlanLayer &planLayer;
  const ExecutionContext &context;
};

std::unique_ptr<LayerRunner> createLayerRunner(const PlanLayer &layer,
                                               const ExecutionContext &context);

// One factory per family, each in its own file.
/// The context's reference decides: the graph API or the legacy API.
std::unique_ptr<LayerRunner> createConvolutionRunner(const PlanLayer &, const ExecutionContext &);
std::unique_ptr<LayerRunner> createGraphConvolutionRunner(const PlanLayer &,
                                                          const ExecutionContext &);
std::unique_ptr<LayerRunner> createLegacyConvolutionRunner(const PlanLayer &,
                                                           const ExecutionContext &);
/// The context's reference decides: the graph API (GraphPoolingLayer.cpp,
/// which keeps a legacy runner for what the graph cannot run) or the legacy
/// calls.
std::unique_ptr<LayerRunner> createPoolingRunner(const PlanLayer &, const ExecutionContext &);
std::unique_ptr<LayerRunner> createGraphPoolingRunner(const PlanLayer &, const ExecutionContext &);
std::unique_ptr<LayerRunner> createLegacyPoolingRunner(const PlanLayer &, const ExecutionContext &);
std::unique_ptr<LayerRunner> createLrnRunner(const PlanLayer &, const ExecutionContext &);
std::unique_ptr<LayerRunner> createBatchNormRunner(const PlanLayer &, const ExecutionContext &);
/// As pooling: a graph of reductions and pointwise ops, or the legacy calls.
std::unique_ptr<LayerRunner> createSoftmaxRunner(const PlanLayer &, const ExecutionContext &);
std::unique_ptr<LayerRunner> createGraphSoftmaxRunner(const PlanLayer &, const ExecutionContext &);
std::unique_ptr<LayerRunner> createLegacySoftmaxRunner(const PlanLayer &, const ExecutionContext &);
std::unique_ptr<LayerRunner> createSigmoidRunner(const PlanLayer &, const ExecutionContext &);
/// The rows of an inner product's or a matmul's GEMM: the images of an inner
/// product (each flattened), every position of every image of a matmul (its
/// output's elements over num_outputs).
int64_t linearRows(const PlanLayer &layer);
/// A matmul reads each position's features contiguously: under the NCHW
/// layout it has no GEMM of its own; throws an Unsupported error naming it.
void checkLinearLayout(const PlanLayer &layer, const ExecutionContext &context);
/// The legacy reference's inner product: cublasGemmEx.
std::unique_ptr<LayerRunner> createInnerProductRunner(const PlanLayer &, const ExecutionContext &);
/// The graph reference's inner product: cublasLtMatmul with epilogues, timed.
std::unique_ptr<LayerRunner> createInnerProductLtRunner(const PlanLayer &,
                                                        const ExecutionContext &);
std::unique_ptr<LayerRunner> createConcatRunner(const PlanLayer &, const ExecutionContext &);
std::unique_ptr<LayerRunner> createElementwiseRunner(const PlanLayer &, const ExecutionContext &);
std::unique_ptr<LayerRunner> createBinaryRunner(const PlanLayer &, const ExecutionContext &);
std::unique_ptr<LayerRunner> createDropoutRunner(const PlanLayer &, const ExecutionContext &);
/// The runtime's reference kernels (ReferenceLayers.cpp), forward only.
std::unique_ptr<LayerRunner> createTransposeRunner(const PlanLayer &, const ExecutionContext &);
std::unique_ptr<LayerRunner> createLayerNormRunner(const PlanLayer &, const ExecutionContext &);
std::unique_ptr<LayerRunner> createSliceRunner(const PlanLayer &, const ExecutionContext &);

/// Blend factors for cuDNN and cuBLAS: float for every storage type we use
/// (cuDNN takes double only for double data).
inline constexpr float kOne = 1.0f;
inline constexpr float kZero = 0.0f;

} // namespace netc::runtime

#endif // NETC_RUNTIME_LAYERS_H
