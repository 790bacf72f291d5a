//===- GraphPoolingLayer.cpp - Pooling and softmax through cuDNN's graph API ===//
//
// The graph reference's pooling and softmax (the legacy calls stay in
// CudnnLayers.cpp, for `--reference legacy` and as the fallback here).
//
// Pooling:
//   * forward: the cuDNN frontend's Graph::resample (MAXPOOL with -infinity
//     padding, or AVGPOOL_INCLUDE_PADDING with zero padding: Caffe's
//     convention, as the legacy runner). Asymmetric SAME padding is the
//     graph's pre and post padding: no padded copy of the input.
//   * max pooling whose backward runs writes the INT8 index of each window's
//     maximum (generate_index) into a rotated buffer "pool_index"; the
//     backward reads it instead of x and y, as cuDNN's fast NHWC path wants.
//   * backward: the frontend's Graph has no resample backward node (its
//     docs: "to be supported soon"), so the backward is the backend's
//     RESAMPLE_BWD operation in an operation graph built with the frontend's
//     descriptor builders, engines from heuristics modes A, B and fallback.
//   * engines of both passes autotuned as the convolution's
//     (GraphConvolutionLayer.cpp): every config that builds is timed on the
//     layer's buffers, heuristic = the first usable, find = the fastest;
//     fp32 deselects the TENSOR_CORE and DOWN_CONVERT_INPUTS notes; built
//     plans cached per PoolingGraphKey.
//   * where the graph cannot express the layer (poolingGraphLimitation) or
//     no engine builds and runs a pass, the whole layer runs the legacy calls
//     (one path for both passes: the legacy backward needs the legacy
//     forward's padded input), and its AlgorithmChoice says so and why.
//
// Softmax over the classes of each image, (n, classes, 1, 1): forward
// y = exp(x - max x) / sum exp(x - max x) and backward
// dx = y * (dy - sum(dy * y)) as graphs of reductions (fp32) and pointwise
// ops. Where no engine supports them (the generic runtime-fusion engines
// need a reduction to end a graph, and these feed one back into a pointwise
// op), the legacy cudnnSoftmaxForward/Backward (accurate) run, with the
// frontend's message as the reason.
//
// Everything is built and timed in selectAlgorithms; run() only enqueues,
// so it can be captured into a CUDA graph.
//
//===----------------------------------------------------------------------===//

#include "GraphPlans.h"
#include "Kernels.h"
#include "Layers.h"

#include <cudnn_frontend.h>

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <unordered_map>

namespace netc::runtime {

namespace fe = cudnn_frontend;

/// A pooling layer's built pass: a frontend graph (forward) or backend
/// execution plans (backward), and the chosen configs.
struct BuiltPoolingGraph {
  std::shared_ptr<fe::graph::Graph> graph;            ///< forward
  std::vector<std::shared_ptr<fe::ExecutionPlan>> plans; ///< backward, by config
  /// The backward's operation graph, kept as long as the plans built on it.
  std::shared_ptr<fe::OperationGraph> operationGraph;
  AlgorithmChoice choices[2];                          ///< [AlgorithmSearch]
};

struct BuiltSoftmaxGraph {
  std::shared_ptr<fe::graph::Graph> graph;
  AlgorithmChoice choices[2];
};

namespace {

/// Tensor uids of the variant packs.
enum TensorUid : int64_t { kX = 1, kY, kIndex, kDy, kDx };

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

std::vector<int64_t> dimsVector(const Dims4 &dims) { return {dims.n, dims.c, dims.h, dims.w}; }
std::vector<int64_t> stridesVector(const Dims4 &dims, Layout layout) {
  Dims4 strides = stridesOf(dims, layout);
  return {strides.n, strides.c, strides.h, strides.w};
}

/// NETC_GRAPH_TRACE (any value): every build and run step of these graphs
/// on stderr, flushed, so that a crash inside cuDNN or the frontend names
/// its step (with installCrashReport's call stack).
void trace(const std::string &layer, Pass pass, const std::string &step) {
  static const bool on = std::getenv("NETC_GRAPH_TRACE") != nullptr;
  if (!on)
    return;
  std::fprintf(stderr, "netc graph trace: %s %s: %s\n", layer.c_str(), passName(pass),
               step.c_str());
  std::fflush(stderr);
}

/// The frontend's messages run over several lines (one per deselected
/// plan): the report's reason is their first 400 characters on one line.
std::string oneLine(const std::string &text) {
  std::string line;
  for (char c : text.substr(0, 400))
    line += c == '\n' ? std::string("; ") : std::string(1, c);
  return line;
}

[[noreturn]] void unsupported(const std::string &layer, Pass pass, const std::string &why) {
  throw RuntimeError("layer '" + layer + "': cuDNN graph " + passName(pass) + ": " + oneLine(why),
                     RuntimeError::Kind::Unsupported);
}

void check(const fe::error_t &status, const std::string &layer, Pass pass, const char *step) {
  if (status.is_good())
    return;
  fe::error_t copy = status;
  unsupported(layer, pass, std::string(step) + " failed: " + copy.get_message());
}

/// Median of kTimedRuns event-timed calls of `launch` after one untimed
/// (lazy module loading); -1 when a call failed.
double timeCandidate(cudaStream_t stream, const std::function<bool()> &launch) {
  if (!launch()) {
    cudaGetLastError(); // a failed launch must not poison the next candidate
    return -1;
  }
  cudaEvent_t start, stop;
  NETC_CUDA_CHECK(cudaEventCreate(&start));
  NETC_CUDA_CHECK(cudaEventCreate(&stop));
  std::vector<float> times;
  bool ran = true;
  for (int run = 0; run < kTimedRuns && ran; ++run) {
    NETC_CUDA_CHECK(cudaEventRecord(start, stream));
    ran = launch();
    NETC_CUDA_CHECK(cudaEventRecord(stop, stream));
    NETC_CUDA_CHECK(cudaEventSynchronize(stop));
    float ms = 0;
    NETC_CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
    times.push_back(ms);
  }
  cudaEventDestroy(start);
  cudaEventDestroy(stop);
  if (!ran) {
    cudaGetLastError();
    return -1;
  }
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

/// Heuristic and fastest of the timed candidates as AlgorithmChoices.
void chooseFrom(const std::vector<EngineCandidate> &candidates,
                const std::function<std::string(int)> &nameOf, const ExecutionContext &context,
                const std::string &layer, Pass pass, AlgorithmChoice choices[2]) {
  EngineSelection selection = selectEngines(candidates, context.workspaceLimit);
  if (selection.heuristic < 0)
    unsupported(layer, pass,
                "none of " + std::to_string(candidates.size()) +
                    " engine configs built and ran within the workspace limit of " +
                    std::to_string(context.workspaceLimit) + " bytes" +
                    (context.precision == Precision::FP32 ? " without tensor cores" : ""));
  auto describe = [&](int index) {
    AlgorithmChoice choice;
    choice.name = "graph " + nameOf(index);
    choice.algorithm = index;
    choice.workspaceBytes = candidates[size_t(index)].workspaceBytes;
    return choice;
  };
  choices[size_t(AlgorithmSearch::Heuristic)] = describe(selection.heuristic);
  choices[size_t(AlgorithmSearch::Find)] = describe(selection.fastest);
}

/// Builds the plans of a validated frontend graph (every config of modes A
/// and fallback, or the first --engine-search of mode A), times each on
/// `pack` and chooses, as the convolution's reference does. Mode B is left
/// out: on an H100 (cuDNN 9.19) it returned mode A's four resample configs
/// again, and each NHWC resample config is compiled at build time (about
/// 1.5 s each), so it doubled the build for nothing.
void tuneGraph(fe::graph::Graph &graph, std::unordered_map<int64_t, void *> &pack,
               const ExecutionContext &context, const std::string &layer, Pass pass,
               AlgorithmChoice choices[2]) {
  bool bounded = context.engineSearchLimit > 0;
  std::vector<fe::HeurMode_t> modes = {fe::HeurMode_t::A};
  if (!bounded)
    modes.push_back(fe::HeurMode_t::FALLBACK);
  trace(layer, pass, "build_operation_graph");
  check(graph.build_operation_graph(context.cudnn), layer, pass, "build_operation_graph");
  trace(layer, pass, "create_execution_plans");
  check(graph.create_execution_plans(modes), layer, pass, "create_execution_plans");
  if (context.precision == Precision::FP32)
    graph.deselect_numeric_notes(
        {fe::NumericalNote_t::TENSOR_CORE, fe::NumericalNote_t::DOWN_CONVERT_INPUTS});
  graph.deselect_workspace_greater_than(int64_t(context.workspaceLimit));
  trace(layer, pass, "check_support of " + std::to_string(graph.get_execution_plan_count()) +
                         " configs");
  // In fp32 a failure here usually means the note filter left no config:
  // say so, the frontend's message alone ("No execution plans support the
  // graph") hides it.
  check(graph.check_support(), layer, pass,
        context.precision == Precision::FP32
            ? "check_support after fp32's deselection of every config with the TENSOR_CORE or "
              "DOWN_CONVERT_INPUTS note"
            : "check_support");
  trace(layer, pass, "build_plans");
  if (!bounded) {
    check(graph.build_plans(fe::BuildPlanPolicy_t::ALL), layer, pass, "build_plans");
  } else {
    int built = 0;
    for (int64_t i = 0; i < graph.get_execution_plan_count() && built < context.engineSearchLimit;
         ++i)
      if (graph.build_plan_at_index(i).is_good())
        ++built;
    if (built == 0)
      unsupported(layer, pass, "none of the first engine configs of heuristic mode A built");
  }
  int64_t count = graph.get_execution_plan_count();
  std::vector<EngineCandidate> candidates(size_t(std::max<int64_t>(count, 0)));
  for (int64_t i = 0; i < count; ++i) {
    EngineCandidate &candidate = candidates[size_t(i)];
    int64_t workspace = 0;
    if (!graph.get_workspace_size_plan_at_index(i, workspace).is_good() || workspace < 0)
      continue; // not built or deselected
    candidate.built = true;
    candidate.workspaceBytes = size_t(workspace);
    if (candidate.workspaceBytes > context.workspaceLimit)
      continue;
    std::string name;
    trace(layer, pass,
          "time config " + std::to_string(i) + " " +
              (graph.get_plan_name_at_index(i, name).is_good() ? name : std::string("?")) +
              ", workspace " + std::to_string(workspace));
    candidate.milliseconds = timeCandidate(context.stream, [&] {
      return graph.execute_plan_at_index(context.cudnn, pack, context.workspace, i).is_good();
    });
    trace(layer, pass, "  " + std::to_string(candidate.milliseconds) + " ms");
  }
  chooseFrom(
      candidates,
      [&](int index) {
        std::string name;
        return graph.get_plan_name_at_index(index, name).is_good() ? name
                                                                   : "plan" + std::to_string(index);
      },
      context, layer, pass, choices);
}

/// Whether an engine config carries a note fp32 must not run with.
bool excludedInFp32(cudnnBackendDescriptor_t config) {
  return fe::hasNumericalNote<CUDNN_NUMERICAL_NOTE_TENSOR_CORE>(config) ||
         fe::hasNumericalNote<CUDNN_NUMERICAL_NOTE_DOWN_CONVERT_INPUTS>(config);
}

/// Runs a backend execution plan with the given (uid, pointer) pairs.
bool executePlan(const ExecutionContext &context, const fe::ExecutionPlan &plan,
                 std::vector<int64_t> uids, std::vector<void *> pointers) {
  try {
    auto pack = fe::VariantPackBuilder()
                    .setWorkspacePointer(context.workspace)
                    .setDataPointers(int64_t(pointers.size()), pointers.data())
                    .setUids(int64_t(uids.size()), uids.data())
                    .build();
    return cudnnBackendExecute(context.cudnn, plan.get_raw_desc(), pack.get_raw_desc()) ==
           CUDNN_STATUS_SUCCESS;
  } catch (const fe::cudnnException &) {
    return false;
  }
}

//===----------------------------------------------------------------------===//
// Pooling
//===----------------------------------------------------------------------===//

class GraphPoolingRunner : public LayerRunner {
public:
  GraphPoolingRunner(const PlanLayer &layer, const ExecutionContext &context)
      : LayerRunner(layer, context), legacy(createLegacyPoolingRunner(layer, context)),
        inputDims(dimsOf(layer.inputShapes[0])), outputDims(dimsOf(layer.outputShape)),
        max(layer.op == OpKind::MaxPool),
        withIndex(max && !context.inference && layer.backwardDataNeeded) {
    if (auto why = poolingGraphLimitation(max, withIndex, layer.ksize, layer.pad))
      fallbackReason = "the graph cannot express it: " + *why;
    else if (auto wrong = poolingGraphKnownWrong(max, context.precision))
      fallbackReason = *wrong;
  }

  bool hasPass(Pass pass) const override { return legacy->hasPass(pass); }
  bool usesWorkspace() const override { return true; }

  std::vector<BufferRequest> bufferRequests() const override {
    // The legacy buffers too: a layer falls back only once its graphs are
    // built, after the memory is planned.
    std::vector<BufferRequest> requests = legacy->bufferRequests();
    if (withIndex && fallbackReason.empty()) {
      // One INT8 per output element, rounded up to whole floats for the
      // random fill (overwritten by selectAlgorithms' forward runs).
      size_t bytes = (size_t(outputDims.count()) + 3) / 4 * 4;
      requests.push_back({"pool_index", bytes, DataKind::F32, true});
    }
    return requests;
  }

  void initialiseBuffers(const LayerSlot &slot, uint64_t seed) override {
    legacy->initialiseBuffers(slot, seed);
    if (withIndex && fallbackReason.empty())
      indexSlots.push_back(slot);
  }

  void selectAlgorithms(const LayerSlot &slot) override {
    if (fallbackReason.empty()) {
      try {
        built[size_t(Pass::Forward)] = build(Pass::Forward, slot);
        if (slot.outputGradient && planLayer.backwardDataNeeded && slot.inputGradients[0])
          built[size_t(Pass::BackwardData)] = build(Pass::BackwardData, slot);
      } catch (const RuntimeError &error) {
        if (error.kind() != RuntimeError::Kind::Unsupported)
          throw;
        fallbackReason = error.what();
        trace(planLayer.name, Pass::Forward, "falls back: " + fallbackReason);
        built[0] = built[1] = built[2] = nullptr;
      }
    }
    if (!fallbackReason.empty()) {
      legacy->selectAlgorithms(slot);
      return;
    }
    // Every rotation copy's index holds what its forward wrote before any
    // backward reads it, also when only backward passes are timed.
    if (withIndex)
      for (const LayerSlot &copy : indexSlots) {
        trace(planLayer.name, Pass::Forward, "index of a rotation copy");
        run(Pass::Forward, AlgorithmSearch::Find, copy);
      }
  }

  bool hasAlgorithmChoice(Pass) const override { return true; }

  AlgorithmChoice algorithm(Pass pass, AlgorithmSearch search) const override {
    if (!fallbackReason.empty()) {
      AlgorithmChoice choice;
      choice.name = pass == Pass::Forward ? "legacy cudnnPoolingForward"
                                          : "legacy cudnnPoolingBackward";
      choice.fallbackReason = fallbackReason;
      return choice;
    }
    const auto &passBuilt = built[size_t(pass)];
    return passBuilt ? passBuilt->choices[size_t(search)] : AlgorithmChoice{};
  }

  void run(Pass pass, AlgorithmSearch search, const LayerSlot &slot) override {
    if (!fallbackReason.empty()) {
      legacy->run(pass, search, slot);
      return;
    }
    const auto &passBuilt = built[size_t(pass)];
    if (!passBuilt)
      throw RuntimeError("internal error: layer '" + planLayer.name + "' runs " +
                         passName(pass) + " before its graph was built");
    int index = passBuilt->choices[size_t(search)].algorithm;
    if (pass == Pass::Forward) {
      auto pack = forwardPack(slot);
      check(passBuilt->graph->execute_plan_at_index(context.cudnn, pack, context.workspace, index),
            planLayer.name, pass, "execute");
      return;
    }
    auto [uids, pointers] = backwardPack(slot);
    if (!executePlan(context, *passBuilt->plans[size_t(index)], uids, pointers))
      unsupported(planLayer.name, pass, "execute failed");
  }

private:
  std::unique_ptr<LayerRunner> legacy;
  Dims4 inputDims, outputDims;
  bool max;
  bool withIndex; ///< max pooling whose backward runs
  std::string fallbackReason;
  std::vector<LayerSlot> indexSlots; ///< the rotation copies, for their indices
  std::shared_ptr<BuiltPoolingGraph> built[3]; ///< [pass]
  GraphPlanCache ownCache;

  PoolingGraphKey keyFor(Pass pass) const {
    PoolingGraphKey key;
    key.pass = pass;
    key.precision = context.precision;
    key.layout = context.layout;
    key.max = max;
    key.index = withIndex;
    key.input = {inputDims.n, inputDims.c, inputDims.h, inputDims.w};
    key.window = planLayer.ksize;
    key.stride = planLayer.strides;
    key.pad = planLayer.pad;
    key.workspaceLimit = context.workspaceLimit;
    key.engineSearchLimit = context.engineSearchLimit;
    return key;
  }

  std::unordered_map<int64_t, void *> forwardPack(const LayerSlot &slot) const {
    std::unordered_map<int64_t, void *> pack{{kX, const_cast<void *>(slot.inputs[0])},
                                             {kY, slot.output}};
    if (withIndex)
      pack[kIndex] = slot.buffer("pool_index");
    return pack;
  }

  std::pair<std::vector<int64_t>, std::vector<void *>> backwardPack(const LayerSlot &slot) const {
    std::vector<int64_t> uids{kDy, kDx};
    std::vector<void *> pointers{slot.outputGradient, slot.inputGradients[0]};
    if (max) {
      uids.push_back(kIndex);
      pointers.push_back(slot.buffer("pool_index"));
    }
    return {uids, pointers};
  }

  std::shared_ptr<BuiltPoolingGraph> build(Pass pass, const LayerSlot &slot) {
    GraphPlanCache &cache = context.graphPlans ? *context.graphPlans : ownCache;
    std::string key = keyFor(pass).text();
    if (auto it = cache.pooling.find(key); it != cache.pooling.end())
      return it->second;
    auto result = std::make_shared<BuiltPoolingGraph>();
    if (pass == Pass::Forward)
      buildForward(*result, slot);
    else
      buildBackward(*result, slot);
    cache.pooling[key] = result;
    return result;
  }

  void buildForward(BuiltPoolingGraph &result, const LayerSlot &slot) const {
    auto graph = std::make_shared<fe::graph::Graph>();
    fe::DataType_t io = frontendType(context.dataKind());
    graph->set_io_data_type(io)
        .set_intermediate_data_type(fe::DataType_t::FLOAT)
        .set_compute_data_type(fe::DataType_t::FLOAT);
    auto x = graph->tensor(fe::graph::Tensor_attributes()
                               .set_name("x")
                               .set_uid(kX)
                               .set_dim(dimsVector(inputDims))
                               .set_stride(stridesVector(inputDims, context.layout))
                               .set_data_type(io));
    auto [y, index] = graph->resample(
        x, fe::graph::Resample_attributes()
               .set_name("pool")
               .set_generate_index(withIndex)
               .set_resampling_mode(max ? fe::ResampleMode_t::MAXPOOL
                                        : fe::ResampleMode_t::AVGPOOL_INCLUDE_PADDING)
               .set_padding_mode(max ? fe::PaddingMode_t::NEG_INF_PAD
                                     : fe::PaddingMode_t::ZERO_PAD)
               .set_window({planLayer.ksize[0], planLayer.ksize[1]})
               .set_stride({planLayer.strides[0], planLayer.strides[1]})
               .set_pre_padding({planLayer.pad[0], planLayer.pad[2]})
               .set_post_padding({planLayer.pad[1], planLayer.pad[3]}));
    y->set_uid(kY)
        .set_output(true)
        .set_dim(dimsVector(outputDims))
        .set_stride(stridesVector(outputDims, context.layout))
        .set_data_type(io);
    if (index)
      index->set_uid(kIndex)
          .set_output(true)
          .set_dim(dimsVector(outputDims))
          .set_stride(stridesVector(outputDims, context.layout))
          .set_data_type(fe::DataType_t::INT8);
    check(graph->validate(), planLayer.name, Pass::Forward, "validate");
    auto pack = forwardPack(slot);
    trace(planLayer.name, Pass::Forward, std::string("resample graph, index ") + (withIndex ? "yes" : "no"));
    tuneGraph(*graph, pack, context, planLayer.name, Pass::Forward, result.choices);
    result.graph = graph;
  }

  /// The frontend's Graph has no resample backward: the backend operation
  /// built with the frontend's descriptor builders, its engine configs from
  /// the heuristics, each built into a plan and timed.
  void buildBackward(BuiltPoolingGraph &result, const LayerSlot &slot) const {
    Pass pass = Pass::BackwardData;
    cudnnDataType_t io = context.cudnnType();
    auto tensor = [&](int64_t uid, const Dims4 &dims, cudnnDataType_t type) {
      std::vector<int64_t> d = dimsVector(dims), s = stridesVector(dims, context.layout);
      return fe::TensorBuilder()
          .setDim(4, d.data())
          .setStride(4, s.data())
          .setId(uid)
          .setAlignment(16)
          .setDataType(type)
          .build();
    };
    fe::EngineConfigList configs;
    std::vector<std::string> modes = {"heuristics_instant"};
    if (context.engineSearchLimit <= 0)
      modes.push_back("heuristics_fallback"); // mode B: as the forward
    std::shared_ptr<fe::OperationGraph> operationGraph;
    trace(planLayer.name, pass, "resample backward operation graph");
    try {
      auto dy = tensor(kDy, outputDims, io);
      auto dx = tensor(kDx, inputDims, io);
      auto index = tensor(kIndex, outputDims, CUDNN_DATA_INT8);
      int64_t window[2] = {planLayer.ksize[0], planLayer.ksize[1]};
      int64_t stride[2] = {planLayer.strides[0], planLayer.strides[1]};
      int64_t pre[2] = {planLayer.pad[0], planLayer.pad[2]};
      int64_t post[2] = {planLayer.pad[1], planLayer.pad[3]};
      auto descriptor = fe::ResampleDescBuilder()
                            .setComputeType(CUDNN_DATA_FLOAT)
                            .setNanPropagation(CUDNN_PROPAGATE_NAN)
                            .setResampleMode(max ? fe::ResampleMode_t::MAXPOOL
                                                 : fe::ResampleMode_t::AVGPOOL_INCLUDE_PADDING)
                            .setPaddingMode(max ? fe::PaddingMode_t::NEG_INF_PAD
                                                : fe::PaddingMode_t::ZERO_PAD)
                            .setSpatialDim(2, window)
                            .setSpatialStride(2, stride)
                            .setPrePadding(2, pre)
                            .setPostPadding(2, post)
                            .build();
      fe::OperationBuilder builder(CUDNN_BACKEND_OPERATION_RESAMPLE_BWD_DESCRIPTOR);
      builder.setdxDesc(dx).setdyDesc(dy).setResampleDesc(descriptor);
      if (max)
        builder.setidxDesc(index);
      auto operation = builder.build();
      std::array<fe::Operation const *, 1> operations = {&operation};
      operationGraph = std::make_shared<fe::OperationGraph>(fe::OperationGraphBuilder()
                                                                .setHandle(context.cudnn)
                                                                .setOperationGraph(1, operations.data())
                                                                .build());
      bool fp32 = context.precision == Precision::FP32;
      trace(planLayer.name, pass, "heuristics");
      fe::get_heuristics_list(
          modes, *operationGraph,
          [fp32](cudnnBackendDescriptor_t config) { return fp32 && excludedInFp32(config); },
          configs, true);
    } catch (const fe::cudnnException &error) {
      unsupported(planLayer.name, pass,
                  std::string("resample backward operation graph: ") + error.what());
    }
    result.operationGraph = operationGraph;
    // Named, not structured bindings: the timing lambda below captures them.
    const auto packed = backwardPack(slot);
    const std::vector<int64_t> &uids = packed.first;
    const std::vector<void *> &pointers = packed.second;
    std::vector<EngineCandidate> candidates;
    int builtPlans = 0;
    for (auto &config : configs) {
      if (context.engineSearchLimit > 0 && builtPlans >= context.engineSearchLimit)
        break;
      EngineCandidate candidate;
      std::shared_ptr<fe::ExecutionPlan> plan;
      trace(planLayer.name, pass, "build config " + std::to_string(candidates.size()));
      try {
        plan = std::make_shared<fe::ExecutionPlan>(fe::ExecutionPlanBuilder()
                                                       .setHandle(context.cudnn)
                                                       .setEngineConfig(config, operationGraph->getTag())
                                                       .build());
      } catch (const fe::cudnnException &) {
        plan = nullptr; // this config does not support the graph
      }
      if (plan) {
        ++builtPlans;
        candidate.built = true;
        candidate.workspaceBytes = size_t(std::max<int64_t>(plan->getWorkspaceSize(), 0));
        trace(planLayer.name, pass, "time " + plan->getTag() + ", workspace " +
                                        std::to_string(candidate.workspaceBytes));
        if (candidate.workspaceBytes <= context.workspaceLimit)
          candidate.milliseconds = timeCandidate(
              context.stream, [&] { return executePlan(context, *plan, uids, pointers); });
        trace(planLayer.name, pass, "  " + std::to_string(candidate.milliseconds) + " ms");
      }
      result.plans.push_back(plan);
      candidates.push_back(candidate);
    }
    chooseFrom(
        candidates, [&](int index) { return result.plans[size_t(index)]->getTag(); }, context,
        planLayer.name, pass, result.choices);
  }
};

//===----------------------------------------------------------------------===//
// Softmax
//===----------------------------------------------------------------------===//

class GraphSoftmaxRunner : public LayerRunner {
public:
  GraphSoftmaxRunner(const PlanLayer &layer, const ExecutionContext &context)
      : LayerRunner(layer, context), legacy(createLegacySoftmaxRunner(layer, context)),
        dims(dimsOf(layer.outputShape)) {}

  bool hasPass(Pass pass) const override { return legacy->hasPass(pass); }
  bool usesWorkspace() const override { return true; }
  std::vector<BufferRequest> bufferRequests() const override { return legacy->bufferRequests(); }

  void selectAlgorithms(const LayerSlot &slot) override {
    try {
      built[size_t(Pass::Forward)] = build(Pass::Forward, slot);
      if (slot.outputGradient && planLayer.backwardDataNeeded && slot.inputGradients[0])
        built[size_t(Pass::BackwardData)] = build(Pass::BackwardData, slot);
    } catch (const RuntimeError &error) {
      if (error.kind() != RuntimeError::Kind::Unsupported)
        throw;
      fallbackReason = error.what();
      trace(planLayer.name, Pass::Forward, "falls back: " + fallbackReason);
      built[0] = built[1] = built[2] = nullptr;
      legacy->selectAlgorithms(slot);
    }
  }

  bool hasAlgorithmChoice(Pass) const override { return true; }

  AlgorithmChoice algorithm(Pass pass, AlgorithmSearch search) const override {
    if (!fallbackReason.empty()) {
      AlgorithmChoice choice;
      choice.name = pass == Pass::Forward ? "legacy cudnnSoftmaxForward"
                                          : "legacy cudnnSoftmaxBackward";
      choice.fallbackReason = fallbackReason;
      return choice;
    }
    const auto &passBuilt = built[size_t(pass)];
    return passBuilt ? passBuilt->choices[size_t(search)] : AlgorithmChoice{};
  }

  void run(Pass pass, AlgorithmSearch search, const LayerSlot &slot) override {
    if (!fallbackReason.empty()) {
      legacy->run(pass, search, slot);
      return;
    }
    const auto &passBuilt = built[size_t(pass)];
    if (!passBuilt)
      throw RuntimeError("internal error: layer '" + planLayer.name + "' runs " +
                         passName(pass) + " before its graph was built");
    auto pack = packFor(pass, slot);
    check(passBuilt->graph->execute_plan_at_index(context.cudnn, pack, context.workspace,
                                                   passBuilt->choices[size_t(search)].algorithm),
          planLayer.name, pass, "execute");
  }

private:
  std::unique_ptr<LayerRunner> legacy;
  Dims4 dims;
  std::string fallbackReason;
  std::shared_ptr<BuiltSoftmaxGraph> built[3];
  GraphPlanCache ownCache;

  std::unordered_map<int64_t, void *> packFor(Pass pass, const LayerSlot &slot) const {
    if (pass == Pass::Forward)
      return {{kX, const_cast<void *>(slot.inputs[0])}, {kY, slot.output}};
    return {{kY, slot.output}, {kDy, slot.outputGradient}, {kDx, slot.inputGradients[0]}};
  }

  std::shared_ptr<BuiltSoftmaxGraph> build(Pass pass, const LayerSlot &slot) {
    GraphPlanCache &cache = context.graphPlans ? *context.graphPlans : ownCache;
    SoftmaxGraphKey key;
    key.pass = pass;
    key.precision = context.precision;
    key.layout = context.layout;
    key.batch = dims.n;
    key.classes = dims.c;
    key.workspaceLimit = context.workspaceLimit;
    key.engineSearchLimit = context.engineSearchLimit;
    std::string text = key.text();
    if (auto it = cache.softmax.find(text); it != cache.softmax.end())
      return it->second;
    auto result = std::make_shared<BuiltSoftmaxGraph>();
    result->graph = describe(pass);
    auto pack = packFor(pass, slot);
    tuneGraph(*result->graph, pack, context, planLayer.name, pass, result->choices);
    cache.softmax[text] = result;
    return result;
  }

  std::shared_ptr<fe::graph::Graph> describe(Pass pass) const {
    auto graph = std::make_shared<fe::graph::Graph>();
    fe::DataType_t io = frontendType(context.dataKind());
    graph->set_io_data_type(io)
        .set_intermediate_data_type(fe::DataType_t::FLOAT)
        .set_compute_data_type(fe::DataType_t::FLOAT);
    auto tensor = [&](const char *name, int64_t uid) {
      return graph->tensor(fe::graph::Tensor_attributes()
                               .set_name(name)
                               .set_uid(uid)
                               .set_dim(dimsVector(dims))
                               .set_stride(stridesVector(dims, context.layout))
                               .set_data_type(io));
    };
    // A per-image value: (n, 1, 1, 1), fp32 inside the graph.
    auto perImage = [&](const std::shared_ptr<fe::graph::Tensor_attributes> &t) {
      t->set_dim({dims.n, 1, 1, 1}).set_stride({1, 1, 1, 1}).set_data_type(fe::DataType_t::FLOAT);
    };
    auto pointwise = [&](const auto &a, const auto &b, fe::PointwiseMode_t mode, const char *name) {
      return graph->pointwise(a, b, fe::graph::Pointwise_attributes().set_name(name).set_mode(mode));
    };
    std::shared_ptr<fe::graph::Tensor_attributes> out;
    if (pass == Pass::Forward) {
      auto x = tensor("x", kX);
      auto largest = graph->reduction(
          x, fe::graph::Reduction_attributes().set_name("max").set_mode(fe::ReductionMode_t::MAX));
      perImage(largest);
      auto shifted = pointwise(x, largest, fe::PointwiseMode_t::SUB, "shift");
      auto exponent = graph->pointwise(
          shifted, fe::graph::Pointwise_attributes().set_name("exp").set_mode(fe::PointwiseMode_t::EXP));
      auto sum = graph->reduction(
          exponent,
          fe::graph::Reduction_attributes().set_name("sum").set_mode(fe::ReductionMode_t::ADD));
      perImage(sum);
      out = pointwise(exponent, sum, fe::PointwiseMode_t::DIV, "normalise");
      out->set_uid(kY);
    } else {
      auto y = tensor("y", kY);
      auto dy = tensor("dy", kDy);
      auto product = pointwise(dy, y, fe::PointwiseMode_t::MUL, "dy_y");
      auto sum = graph->reduction(
          product,
          fe::graph::Reduction_attributes().set_name("sum").set_mode(fe::ReductionMode_t::ADD));
      perImage(sum);
      auto centred = pointwise(dy, sum, fe::PointwiseMode_t::SUB, "centre");
      out = pointwise(centred, y, fe::PointwiseMode_t::MUL, "dx");
      out->set_uid(kDx);
    }
    out->set_output(true)
        .set_dim(dimsVector(dims))
        .set_stride(stridesVector(dims, context.layout))
        .set_data_type(io);
    check(graph->validate(), planLayer.name, pass, "validate");
    return graph;
  }
};

} // namespace

std::unique_ptr<LayerRunner> createGraphPoolingRunner(const PlanLayer &layer,
                                                      const ExecutionContext &context) {
  return std::make_unique<GraphPoolingRunner>(layer, context);
}

std::unique_ptr<LayerRunner> createGraphSoftmaxRunner(const PlanLayer &layer,
                                                      const ExecutionContext &context) {
  return std::make_unique<GraphSoftmaxRunner>(layer, context);
}

} // namespace netc::runtime
