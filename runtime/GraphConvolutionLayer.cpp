//===- GraphConvolutionLayer.cpp - conv2d through cuDNN's graph API -------===//
//
// The default reference for convolutions: forward, backward data and
// backward filter as cuDNN graphs built with the cuDNN frontend (the API
// PyTorch and JAX run today). Per (layer, pass):
//
//   * the graph: NHWC (or NCHW) tensors, the plan's storage type, fp32
//     compute. Asymmetric SAME padding goes into the graph as separate pre
//     and post padding, so unlike the legacy runner there is no padded copy
//     of the input and no crop of its gradient.
//   * forward: both the graph with bias and activation fused (conv -> add
//     bias -> relu/tanh/sigmoid) and the conv-only graph followed by the
//     runtime's epilogue kernel are autotuned; the faster of the two runs
//     (a fused graph no engine supports is simply absent). Which ran is
//     recorded (AlgorithmChoice::epilogue: "fused"/"separate").
//   * engines: every config of heuristic modes A, B and FALLBACK; in fp32
//     those with the TENSOR_CORE or DOWN_CONVERT_INPUTS numerical note are
//     deselected (they would run fp32 data as TF32); configs above the
//     workspace limit are deselected; every remaining plan that builds is
//     run on the layer's buffers (one discarded run: lazy module loading,
//     then kTimedRuns) and the fastest kept ("find"); "heuristic" is the
//     first usable config in cuDNN's order, i.e. mode A's first.
//   * built graphs are cached per ConvolutionGraphKey in the handles'
//     GraphPlanCache, so identical layers build and time once.
//
// Everything is built in selectAlgorithms; run() only enqueues the chosen
// plan with a variant pack and the shared workspace on the handle's stream
// (no allocation, no synchronisation), so it can be captured into a CUDA
// graph.
//
//===----------------------------------------------------------------------===//

#include "EngineCache.h"
#include "GraphPlans.h"
#include "Kernels.h"
#include "Layers.h"

#include <cudnn_frontend.h>

#include <algorithm>
#include <unordered_map>

namespace netc::runtime {

namespace fe = cudnn_frontend;

/// A built graph and its chosen plans, shared by identical layers.
struct BuiltConvolutionGraph {
  std::shared_ptr<fe::graph::Graph> graph;
  bool fused = false;       ///< forward: bias/activation inside the graph
  AlgorithmChoice choices[2]; ///< [AlgorithmSearch]
  size_t candidates = 0;    ///< engine configs the heuristics returned
  size_t usable = 0;        ///< of which built, ran and fit the workspace
  double fastestMs = -1;    ///< the chosen ("find") config's timed median
};

std::shared_ptr<GraphPlanCache> createGraphPlanCache() {
  return std::make_shared<GraphPlanCache>();
}

namespace {

/// Tensor uids of the variant pack (fixed, so one cached graph serves every
/// layer with the same key).
enum TensorUid : int64_t { kX = 1, kW, kY, kBias, kDy, kDx, kDw };

/// Timed runs per candidate after the discarded first one.
constexpr int kTimedRuns = 3;

fe::DataType_t frontendType(DataKind kind) {
  switch (kind) {
  case DataKind::F32: return fe::DataType_t::FLOAT;
  case DataKind::F16: return fe::DataType_t::HALF;
  case DataKind::BF16: return fe::DataType_t::BFLOAT16;
  }
  return fe::DataType_t::FLOAT;
}

fe::NumericalNote_t frontendNote(EngineNote note) {
  return note == EngineNote::TensorCore ? fe::NumericalNote_t::TENSOR_CORE
                                        : fe::NumericalNote_t::DOWN_CONVERT_INPUTS;
}

fe::PointwiseMode_t activationMode(Activation activation) {
  switch (activation) {
  case Activation::Relu: return fe::PointwiseMode_t::RELU_FWD;
  case Activation::Tanh: return fe::PointwiseMode_t::TANH_FWD;
  case Activation::Sigmoid: return fe::PointwiseMode_t::SIGMOID_FWD;
  case Activation::Relu6: return fe::PointwiseMode_t::RELU_FWD; // with its upper clip
  case Activation::HardSigmoid: // no pointwise mode: the runtime's epilogue kernel
  case Activation::HardSwish:
  case Activation::Silu: // SWISH_FWD and GELU_FWD exist; the epilogue kernel computes
  case Activation::Gelu: // the ONNX formulas without depending on their parameters
  case Activation::None: break;
  }
  return fe::PointwiseMode_t::NOT_SET;
}

/// A frontend error as a RuntimeError naming the layer, the pass and the step.
void check(const fe::error_t &status, const std::string &layer, Pass pass, const char *step) {
  if (status.is_good())
    return;
  fe::error_t copy = status;
  throw RuntimeError("layer '" + layer + "': cuDNN graph " + passName(pass) + ": " + step +
                         " failed: " + copy.get_message(),
                     RuntimeError::Kind::Unsupported);
}

class GraphConvolutionRunner : public LayerRunner {
public:
  GraphConvolutionRunner(const PlanLayer &layer, const ExecutionContext &context);

  bool hasPass(Pass pass) const override {
    return pass != Pass::BackwardData || planLayer.backwardDataNeeded;
  }
  std::vector<BufferRequest> bufferRequests() const override;
  bool usesWorkspace() const override { return true; }
  void selectAlgorithms(const LayerSlot &slot) override;
  bool hasAlgorithmChoice(Pass) const override { return true; }
  AlgorithmChoice algorithm(Pass pass, AlgorithmSearch search) const override {
    const auto &built = graphs[size_t(pass)];
    return built ? built->choices[size_t(search)] : AlgorithmChoice{};
  }
  void run(Pass pass, AlgorithmSearch search, const LayerSlot &slot) override;
  bool addsRuntimeKernels(Pass pass) const override {
    return pass == Pass::BackwardFilter && hasEpilogue();
  }
  void runLibraryCall(Pass pass, AlgorithmSearch search, const LayerSlot &slot) override;

private:
  Dims4 inputDims, outputDims, filterDims;
  std::shared_ptr<BuiltConvolutionGraph> graphs[3]; ///< [pass]
  GraphPlanCache ownCache; ///< when the context has no shared cache

  bool hasEpilogue() const { return planLayer.bias || planLayer.activation != Activation::None; }
  void *activationGradient(const LayerSlot &slot) const {
    return planLayer.activation == Activation::None ? slot.outputGradient
                                                    : slot.buffer("activation_gradient");
  }
  ConvolutionGraphKey keyFor(Pass pass, bool fused) const;
  const BuiltConvolutionGraph &builtGraph(Pass pass) const;
  /// cuDNN's call of `pass` (the graph's chosen plan), nothing around it.
  void execute(Pass pass, AlgorithmSearch search, const LayerSlot &slot);
  std::shared_ptr<fe::graph::Tensor_attributes>
  tensor(fe::graph::Graph &graph, const char *name, int64_t uid, const Dims4 &dims) const;
  /// The graph of `pass`, validated and with its operation graph built;
  /// `fused` adds bias and activation to the forward graph.
  std::shared_ptr<fe::graph::Graph> describe(Pass pass, bool fused) const;
  /// Builds every plan of the graph; false (with the frontend's message in
  /// `why`) when no engine supports it.
  /// Builds the graph's engine configs to be timed: those `--engine-cache`
  /// kept for `key` where it has them and the heuristics still offer them,
  /// else every config (or the first --engine-search that build).
  bool buildPlans(fe::graph::Graph &graph, const std::string &key, std::string &why) const;
  /// Keeps the pass's chosen configs in `--engine-cache`, by `key`.
  void keepChoice(const BuiltConvolutionGraph &built, const std::string &key) const;
  std::unordered_map<int64_t, void *> variantPack(Pass pass, const LayerSlot &slot,
                                                  bool fused) const;
  /// Times every built plan on the slot's buffers and keeps heuristic/fastest.
  void choose(BuiltConvolutionGraph &built, Pass pass, const LayerSlot &slot) const;
  /// The runtime's bias/activation kernel on the layer's output: event-timed
  /// median, comparable with the engine candidates' times.
  double timeEpilogue(const LayerSlot &slot) const;
  std::shared_ptr<BuiltConvolutionGraph> build(Pass pass, const LayerSlot &slot);
};

GraphConvolutionRunner::GraphConvolutionRunner(const PlanLayer &layer,
                                               const ExecutionContext &context)
    : LayerRunner(layer, context), inputDims(dimsOf(layer.inputShapes[0])),
      outputDims(dimsOf(layer.outputShape)),
      filterDims{layer.filter[3], layer.filter[2], layer.filter[0], layer.filter[1]} {
  // The plan's output shape must be what this padding and stride give; the
  // graph would otherwise fail later with a less helpful message.
  auto outputExtent = [](int64_t in, int64_t before, int64_t after, int64_t kernel,
                         int64_t stride) { return (in + before + after - kernel) / stride + 1; };
  Dims4 expected{inputDims.n, filterDims.n,
                 outputExtent(inputDims.h, layer.pad[0], layer.pad[1],
                              layer.dilation[0] * (filterDims.h - 1) + 1, layer.strides[0]),
                 outputExtent(inputDims.w, layer.pad[2], layer.pad[3],
                              layer.dilation[1] * (filterDims.w - 1) + 1, layer.strides[1])};
  // A grouped filter holds each group's channels: cuDNN infers the groups
  // from the ratio of x's channels to w's.
  if (!(expected == outputDims) || filterDims.c * layer.groups != inputDims.c)
    throw RuntimeError("layer '" + layer.name + "': the convolution computes output (n, c, h, w) = (" +
                       std::to_string(expected.n) + ", " + std::to_string(expected.c) + ", " +
                       std::to_string(expected.h) + ", " + std::to_string(expected.w) +
                       ") from input channels " + std::to_string(inputDims.c) +
                       " but the plan says " + shapeText(layer.outputShape) +
                       " with filter input channels " + std::to_string(filterDims.c));
}

std::vector<BufferRequest> GraphConvolutionRunner::bufferRequests() const {
  DataKind kind = context.dataKind();
  size_t element = context.elementBytes();
  std::vector<BufferRequest> requests;
  requests.push_back({"filter", size_t(filterDims.count()) * element, kind});
  if (planLayer.bias)
    requests.push_back({"bias", size_t(filterDims.n) * element, kind});
  requests.push_back({"filter_gradient", size_t(filterDims.count()) * element, kind, true, true});
  if (planLayer.bias) {
    requests.push_back({"bias_gradient", size_t(filterDims.n) * element, kind, true, true});
    requests.push_back({"bias_gradient_sum", size_t(filterDims.n) * sizeof(float),
                        DataKind::F32, false, true});
  }
  if (planLayer.activation != Activation::None)
    requests.push_back({"activation_gradient", size_t(outputDims.count()) * element, kind,
                        true, true});
  // Hard swish, SiLU, GELU have no pointwise mode: never fused, the biased
  // convolution kept for the activation's gradient.
  requestActivationInput(requests, size_t(outputDims.count()) * element);
  return requests;
}

ConvolutionGraphKey GraphConvolutionRunner::keyFor(Pass pass, bool fused) const {
  ConvolutionGraphKey key;
  key.pass = pass;
  key.precision = context.precision;
  key.layout = context.layout;
  key.input = {inputDims.n, inputDims.c, inputDims.h, inputDims.w};
  key.filter = {filterDims.n, filterDims.c, filterDims.h, filterDims.w};
  key.stride = {planLayer.strides[0], planLayer.strides[1]};
  key.pad = planLayer.pad;
  key.dilation = planLayer.dilation;
  key.workspaceLimit = context.workspaceLimit;
  key.engineSearchLimit = context.engineSearchLimit;
  if (pass == Pass::Forward && fused) {
    key.bias = planLayer.bias;
    key.activation = planLayer.activation;
  }
  return key;
}

std::shared_ptr<fe::graph::Tensor_attributes>
GraphConvolutionRunner::tensor(fe::graph::Graph &graph, const char *name, int64_t uid,
                               const Dims4 &dims) const {
  Dims4 strides = stridesOf(dims, context.layout);
  return graph.tensor(fe::graph::Tensor_attributes()
                          .set_name(name)
                          .set_uid(uid)
                          .set_dim({dims.n, dims.c, dims.h, dims.w})
                          .set_stride({strides.n, strides.c, strides.h, strides.w})
                          .set_data_type(frontendType(context.dataKind())));
}

std::shared_ptr<fe::graph::Graph> GraphConvolutionRunner::describe(Pass pass, bool fused) const {
  auto graph = std::make_shared<fe::graph::Graph>();
  graph->set_io_data_type(frontendType(context.dataKind()))
      .set_intermediate_data_type(fe::DataType_t::FLOAT)
      .set_compute_data_type(fe::DataType_t::FLOAT);
  std::vector<int64_t> prePadding{planLayer.pad[0], planLayer.pad[2]};
  std::vector<int64_t> postPadding{planLayer.pad[1], planLayer.pad[3]};
  std::vector<int64_t> stride{planLayer.strides[0], planLayer.strides[1]};
  std::vector<int64_t> dilation{planLayer.dilation[0], planLayer.dilation[1]};
  Dims4 outputStrides = stridesOf(outputDims, context.layout);
  auto setOutput = [&](const std::shared_ptr<fe::graph::Tensor_attributes> &t, int64_t uid,
                       const Dims4 &dims) {
    Dims4 strides = stridesOf(dims, context.layout);
    t->set_uid(uid)
        .set_output(true)
        .set_dim({dims.n, dims.c, dims.h, dims.w})
        .set_stride({strides.n, strides.c, strides.h, strides.w})
        .set_data_type(frontendType(context.dataKind()));
  };
  switch (pass) {
  case Pass::Forward: {
    auto x = tensor(*graph, "x", kX, inputDims);
    auto w = tensor(*graph, "w", kW, filterDims);
    auto y = graph->conv_fprop(x, w,
                               fe::graph::Conv_fprop_attributes()
                                   .set_name("conv")
                                   .set_pre_padding(prePadding)
                                   .set_post_padding(postPadding)
                                   .set_stride(stride)
                                   .set_dilation(dilation));
    if (fused && planLayer.bias) {
      // The conv's result stays in fp32 inside the graph (virtual tensor).
      y->set_dim({outputDims.n, outputDims.c, outputDims.h, outputDims.w})
          .set_stride({outputStrides.n, outputStrides.c, outputStrides.h, outputStrides.w});
      auto bias = tensor(*graph, "bias", kBias, Dims4{1, filterDims.n, 1, 1});
      y = graph->pointwise(y, bias,
                           fe::graph::Pointwise_attributes().set_name("bias").set_mode(
                               fe::PointwiseMode_t::ADD));
    }
    if (fused && planLayer.activation != Activation::None) {
      y->set_dim({outputDims.n, outputDims.c, outputDims.h, outputDims.w})
          .set_stride({outputStrides.n, outputStrides.c, outputStrides.h, outputStrides.w});
      auto attributes = fe::graph::Pointwise_attributes().set_name("activation").set_mode(
          activationMode(planLayer.activation));
      if (planLayer.activation == Activation::Relu6)
        attributes.set_relu_upper_clip(6.f);
      y = graph->pointwise(y, attributes);
    }
    setOutput(y, kY, outputDims);
    break;
  }
  case Pass::BackwardData: {
    auto dy = tensor(*graph, "dy", kDy, outputDims);
    auto w = tensor(*graph, "w", kW, filterDims);
    auto dx = graph->conv_dgrad(dy, w,
                                fe::graph::Conv_dgrad_attributes()
                                    .set_name("dgrad")
                                    .set_pre_padding(prePadding)
                                    .set_post_padding(postPadding)
                                    .set_stride(stride)
                                    .set_dilation(dilation));
    setOutput(dx, kDx, inputDims);
    break;
  }
  case Pass::BackwardFilter: {
    auto dy = tensor(*graph, "dy", kDy, outputDims);
    auto x = tensor(*graph, "x", kX, inputDims);
    auto dw = graph->conv_wgrad(dy, x,
                                fe::graph::Conv_wgrad_attributes()
                                    .set_name("wgrad")
                                    .set_pre_padding(prePadding)
                                    .set_post_padding(postPadding)
                                    .set_stride(stride)
                                    .set_dilation(dilation));
    setOutput(dw, kDw, filterDims);
    break;
  }
  }
  check(graph->validate(), planLayer.name, pass, "validate");
  return graph;
}

bool GraphConvolutionRunner::buildPlans(fe::graph::Graph &graph, const std::string &key,
                                        std::string &why) const {
  auto failed = [&](const fe::error_t &status, const char *step) {
    if (status.is_good())
      return false;
    fe::error_t copy = status;
    why = std::string(step) + ": " + copy.get_message();
    return true;
  };
  bool bounded = context.engineSearchLimit > 0;
  // Mode A's configs come first in the list, then B's and the fallback's. A
  // bounded search needs the later modes too: for some shapes every config
  // mode A offers is deselected (numerical notes, workspace) or fails to build.
  std::vector<fe::HeurMode_t> modes = {fe::HeurMode_t::A, fe::HeurMode_t::B,
                                       fe::HeurMode_t::FALLBACK};
  if (failed(graph.build_operation_graph(context.cudnn), "build_operation_graph") ||
      failed(graph.create_execution_plans(modes), "create_execution_plans"))
    return false;
  std::vector<fe::NumericalNote_t> excluded;
  for (EngineNote note : excludedEngineNotes(context.precision))
    excluded.push_back(frontendNote(note));
  if (!excluded.empty())
    graph.deselect_numeric_notes(excluded);
  graph.deselect_workspace_greater_than(int64_t(context.workspaceLimit));
  if (failed(graph.check_support(), "check_support"))
    return false;
  // The configs a cache kept: built by their tags, the rest left unbuilt
  // (choose() skips them). None of them offered any more: a full search.
  if (EngineCache *cache = context.engineCache) {
    if (const std::vector<std::string> *kept = cache->lookup(key)) {
      // Built and within this run's workspace limit (the cache's key has
      // no limit: `auto` differs from run to run).
      int built = 0;
      for (int64_t i = 0; i < graph.get_execution_plan_count(); ++i) {
        std::string tag;
        int64_t workspace = -1;
        if (graph.get_plan_name_at_index(i, tag).is_good() &&
            std::find(kept->begin(), kept->end(), tag) != kept->end() &&
            graph.build_plan_at_index(i).is_good() &&
            graph.get_workspace_size_plan_at_index(i, workspace).is_good() && workspace >= 0 &&
            size_t(workspace) <= context.workspaceLimit)
          ++built;
      }
      if (built > 0) {
        cache->countHit();
        return true;
      }
    }
    cache->countMiss();
  }
  if (!bounded)
    return !failed(graph.build_plans(fe::BuildPlanPolicy_t::ALL), "build_plans");
  // The first N configs that build, in the heuristics' ranking (mode A's
  // first); the rest stay unbuilt, have no workspace size, and choose()
  // skips them.
  int built = 0;
  for (int64_t i = 0; i < graph.get_execution_plan_count() && built < context.engineSearchLimit;
       ++i)
    if (graph.build_plan_at_index(i).is_good())
      ++built;
  if (built == 0)
    why = "build_plan_at_index: no engine config of heuristic modes A, B or fallback built";
  return built > 0;
}

void GraphConvolutionRunner::keepChoice(const BuiltConvolutionGraph &built,
                                        const std::string &key) const {
  if (!context.engineCache)
    return;
  const AlgorithmChoice &fastest = built.choices[size_t(AlgorithmSearch::Find)];
  const AlgorithmChoice &heuristic = built.choices[size_t(AlgorithmSearch::Heuristic)];
  context.engineCache->record(key, {fastest.name, heuristic.name});
}

std::unordered_map<int64_t, void *>
GraphConvolutionRunner::variantPack(Pass pass, const LayerSlot &slot, bool fused) const {
  switch (pass) {
  case Pass::Forward: {
    void *kept = keptActivationInput(slot);
    void *y = kept ? kept : slot.output;
    std::unordered_map<int64_t, void *> pack{{kX, const_cast<void *>(slot.inputs[0])},
                                             {kW, slot.buffer("filter")},
                                             {kY, y}};
    if (fused && planLayer.bias)
      pack[kBias] = slot.buffer("bias");
    return pack;
  }
  case Pass::BackwardData:
    return {{kDy, activationGradient(slot)}, {kW, slot.buffer("filter")},
            {kDx, slot.inputGradients[0]}};
  case Pass::BackwardFilter:
    return {{kDy, activationGradient(slot)}, {kX, const_cast<void *>(slot.inputs[0])},
            {kDw, slot.buffer("filter_gradient")}};
  }
  return {};
}

void GraphConvolutionRunner::choose(BuiltConvolutionGraph &built, Pass pass,
                                    const LayerSlot &slot) const {
  fe::graph::Graph &graph = *built.graph;
  std::unordered_map<int64_t, void *> pack = variantPack(pass, slot, built.fused);
  int64_t count = graph.get_execution_plan_count();
  std::vector<EngineCandidate> candidates(size_t(std::max<int64_t>(count, 0)));
  cudaEvent_t start, stop;
  NETC_CUDA_CHECK(cudaEventCreate(&start));
  NETC_CUDA_CHECK(cudaEventCreate(&stop));
  for (int64_t i = 0; i < count; ++i) {
    EngineCandidate &candidate = candidates[size_t(i)];
    int64_t workspace = 0;
    // A plan that did not build (or was deselected) has no workspace size
    // and cannot execute.
    if (!graph.get_workspace_size_plan_at_index(i, workspace).is_good() || workspace < 0)
      continue;
    candidate.built = true;
    candidate.workspaceBytes = size_t(workspace);
    if (candidate.workspaceBytes > context.workspaceLimit)
      continue;
    // The first run loads the engine's module (lazy loading); not timed.
    if (!graph.execute_plan_at_index(context.cudnn, pack, context.workspace, i).is_good()) {
      cudaGetLastError(); // a failed launch must not poison the next candidate
      continue;
    }
    std::vector<float> times;
    bool ran = true;
    for (int run = 0; run < kTimedRuns && ran; ++run) {
      NETC_CUDA_CHECK(cudaEventRecord(start, context.stream));
      ran = graph.execute_plan_at_index(context.cudnn, pack, context.workspace, i).is_good();
      NETC_CUDA_CHECK(cudaEventRecord(stop, context.stream));
      NETC_CUDA_CHECK(cudaEventSynchronize(stop));
      float ms = 0;
      NETC_CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
      times.push_back(ms);
    }
    if (!ran)
      continue;
    std::sort(times.begin(), times.end());
    candidate.milliseconds = times[times.size() / 2];
  }
  cudaEventDestroy(start);
  cudaEventDestroy(stop);

  EngineSelection selection = selectEngines(candidates, context.workspaceLimit);
  built.candidates = candidates.size();
  built.usable = size_t(std::count_if(candidates.begin(), candidates.end(), [&](const auto &c) {
    return c.built && c.milliseconds >= 0 && c.workspaceBytes <= context.workspaceLimit;
  }));
  if (selection.heuristic < 0)
    throw RuntimeError("layer '" + planLayer.name + "': cuDNN graph " + passName(pass) + ": none of " +
                           std::to_string(count) + " engine configs built and ran within the "
                           "workspace limit of " + std::to_string(context.workspaceLimit) +
                           " bytes" +
                           (context.precision == Precision::FP32 ? " without tensor cores" : ""),
                       RuntimeError::Kind::Unsupported);
  std::string epilogue =
      pass == Pass::Forward ? epilogueDescription(planLayer.bias, planLayer.activation, built.fused)
                            : "";
  auto describeChoice = [&](int index) {
    AlgorithmChoice choice;
    std::string name;
    if (graph.get_plan_name_at_index(index, name).is_good())
      choice.name = name;
    else
      choice.name = "plan" + std::to_string(index);
    choice.algorithm = index;
    choice.workspaceBytes = candidates[size_t(index)].workspaceBytes;
    choice.epilogue = epilogue;
    return choice;
  };
  built.choices[size_t(AlgorithmSearch::Heuristic)] = describeChoice(selection.heuristic);
  built.choices[size_t(AlgorithmSearch::Find)] = describeChoice(selection.fastest);
  built.fastestMs = candidates[size_t(selection.fastest)].milliseconds;
}

double GraphConvolutionRunner::timeEpilogue(const LayerSlot &slot) const {
  cudaEvent_t start, stop;
  NETC_CUDA_CHECK(cudaEventCreate(&start));
  NETC_CUDA_CHECK(cudaEventCreate(&stop));
  std::vector<float> times;
  for (int run = 0; run <= kTimedRuns; ++run) { // the first run is not timed
    NETC_CUDA_CHECK(cudaEventRecord(start, context.stream));
    kernels::biasActivation(slot.output, planLayer.bias ? slot.buffer("bias") : nullptr,
                            outputDims, context.layout, planLayer.activation,
                            context.dataKind(), context.stream);
    NETC_CUDA_CHECK(cudaEventRecord(stop, context.stream));
    NETC_CUDA_CHECK(cudaEventSynchronize(stop));
    float ms = 0;
    NETC_CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
    if (run > 0)
      times.push_back(ms);
  }
  cudaEventDestroy(start);
  cudaEventDestroy(stop);
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

std::shared_ptr<BuiltConvolutionGraph> GraphConvolutionRunner::build(Pass pass,
                                                                     const LayerSlot &slot) {
  GraphPlanCache &cache = context.graphPlans ? *context.graphPlans : ownCache;
  // An activation with no pointwise mode cannot be in the graph at all.
  bool wantFused = pass == Pass::Forward && hasEpilogue() &&
                   (planLayer.activation == Activation::None ||
                    activationMode(planLayer.activation) != fe::PointwiseMode_t::NOT_SET);
  std::string key = keyFor(pass, wantFused).text();
  if (auto it = cache.convolutions.find(key); it != cache.convolutions.end())
    return it->second;

  std::string why;
  std::shared_ptr<BuiltConvolutionGraph> fused;
  if (wantFused) {
    // A fused graph that no engine supports is not an error: the conv-only
    // graph and the runtime's epilogue kernel do the same work.
    auto graph = describe(pass, true);
    std::string fusedCacheKey = keyFor(pass, true).text(/*withWorkspace=*/false);
    if (buildPlans(*graph, fusedCacheKey, why)) {
      fused = std::make_shared<BuiltConvolutionGraph>();
      fused->graph = graph;
      fused->fused = true;
      choose(*fused, pass, slot);
      keepChoice(*fused, fusedCacheKey);
    }
  }
  // The conv-only graph too: a fused engine can be slower than the fastest
  // plain convolution plus the epilogue kernel (in fp32 the runtime-fused
  // engines ran vgg16's conv1_2 at 21 ms on an H200 against PyTorch's 8 ms
  // for conv, bias and ReLU apart, 2026-11-24). The faster pair is kept, as
  // a framework that autotunes both would.
  auto separate = std::make_shared<BuiltConvolutionGraph>();
  auto graph = describe(pass, false);
  std::string separateWhy;
  std::string separateKey = keyFor(pass, false).text(/*withWorkspace=*/false);
  if (buildPlans(*graph, separateKey, separateWhy)) {
    separate->graph = graph;
    choose(*separate, pass, slot);
    keepChoice(*separate, separateKey);
  } else if (!fused) {
    throw RuntimeError("layer '" + planLayer.name + "': cuDNN graph " + passName(pass) +
                           " is not supported (" + separateWhy + ")",
                       RuntimeError::Kind::Unsupported);
  }
  std::shared_ptr<BuiltConvolutionGraph> built = separate->graph ? separate : fused;
  if (fused && separate->graph &&
      fused->fastestMs <= separate->fastestMs + timeEpilogue(slot))
    built = fused;
  cache.convolutions[key] = built;
  return built;
}

void GraphConvolutionRunner::selectAlgorithms(const LayerSlot &slot) {
  graphs[size_t(Pass::Forward)] = build(Pass::Forward, slot);
  if (!slot.outputGradient)
    return; // forward-only run: no gradients allocated
  graphs[size_t(Pass::BackwardFilter)] = build(Pass::BackwardFilter, slot);
  if (planLayer.backwardDataNeeded)
    graphs[size_t(Pass::BackwardData)] = build(Pass::BackwardData, slot);
}

// What each pass includes (docs/runtime.md), as in the legacy runner:
//   forward:         convolution + bias + activation (fused, or the epilogue kernel)
//   backward_filter: [activation gradient] + filter gradient + [bias gradient]
//   backward_data:   data gradient
const BuiltConvolutionGraph &GraphConvolutionRunner::builtGraph(Pass pass) const {
  const auto &graph = graphs[size_t(pass)];
  if (!graph)
    throw RuntimeError("internal error: layer '" + planLayer.name + "' runs " +
                       passName(pass) + " before its graph was built");
  return *graph;
}

void GraphConvolutionRunner::execute(Pass pass, AlgorithmSearch search,
                                     const LayerSlot &slot) {
  const BuiltConvolutionGraph &graph = builtGraph(pass);
  std::unordered_map<int64_t, void *> pack = variantPack(pass, slot, graph.fused);
  check(graph.graph->execute_plan_at_index(context.cudnn, pack, context.workspace,
                                           graph.choices[size_t(search)].algorithm),
        planLayer.name, pass, "execute");
}

void GraphConvolutionRunner::run(Pass pass, AlgorithmSearch search, const LayerSlot &slot) {
  const BuiltConvolutionGraph &graph = builtGraph(pass);
  DataKind kind = context.dataKind();
  void *kept = keptActivationInput(slot);
  if (pass == Pass::BackwardFilter && planLayer.activation != Activation::None)
    kernels::activationGradient(slot.output, kept, slot.outputGradient, activationGradient(slot),
                                size_t(outputDims.count()), planLayer.activation, kind,
                                context.stream);
  execute(pass, search, slot);
  if (pass == Pass::Forward && kept)
    kernels::biasActivationInto(kept, planLayer.bias ? slot.buffer("bias") : nullptr,
                                slot.output, outputDims, context.layout, planLayer.activation,
                                kind, context.stream);
  else if (pass == Pass::Forward && !graph.fused && hasEpilogue())
    kernels::biasActivation(slot.output, planLayer.bias ? slot.buffer("bias") : nullptr,
                            outputDims, context.layout, planLayer.activation, kind,
                            context.stream);
  if (pass == Pass::BackwardFilter && planLayer.bias)
    kernels::biasGradient(activationGradient(slot), outputDims, context.layout,
                          slot.buffer("bias_gradient"),
                          static_cast<float *>(slot.buffer("bias_gradient_sum")), kind,
                          context.stream);
}

// The filter gradient alone reads the activation gradient the full pass
// wrote into its buffer (whatever it holds: timing only).
void GraphConvolutionRunner::runLibraryCall(Pass pass, AlgorithmSearch search,
                                            const LayerSlot &slot) {
  execute(pass, search, slot);
}

} // namespace

std::unique_ptr<LayerRunner> createGraphConvolutionRunner(const PlanLayer &layer,
                                                          const ExecutionContext &context) {
  return std::make_unique<GraphConvolutionRunner>(layer, context);
}

} // namespace netc::runtime
