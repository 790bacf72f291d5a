//===- GraphChoice.h - Which reference runs, and how engines are chosen -*- C++ -*-===//
//
// The plain-C++ half of the cuDNN graph-API reference (no CUDA, unit-tested
// on any machine): the reference selector (`--reference graph|legacy`), the
// cache key of a built convolution graph, the numerical notes an engine must
// not carry in each precision, and the choice of the heuristic and the
// fastest engine among the candidates that were built and timed. The half
// that talks to cuDNN is GraphConvolutionLayer.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_GRAPHCHOICE_H
#define NETC_RUNTIME_GRAPHCHOICE_H

#include "Plan.h"

#include <nlohmann/json.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace netc::runtime {

/// The library path the cuDNN column runs. Graph (the default): cuDNN's
/// graph API through the cuDNN frontend, engines autotuned on the layer's
/// buffers, what frameworks run today. Legacy: cudnnConvolutionForward and
/// friends with cudnnGet*_v7 / cudnnFind*Ex, kept as an optional column.
enum class Reference { Graph, Legacy };

/// "graph" or "legacy", the spelling of --reference and of the JSON field.
const char *referenceName(Reference reference);
/// Parses --reference's value; nullopt for anything else.
std::optional<Reference> parseReference(const std::string &text);
/// The reference as a report names it, e.g. "cuDNN 9.19 graph API,
/// autotuned"; `cudnnVersion` is cudnnGetVersion()'s number (91900).
std::string referenceDescription(Reference reference, size_t cudnnVersion,
                                 int engineSearchLimit = 0);

/// The reports' `reference` object (profile and run):
/// {"api": "graph"|"legacy", "description": referenceDescription(...),
/// "layers": referenceLayerPaths(...), and for the graph reference
/// "engine_search" and "graph_pooling"}.
nlohmann::json referenceJson(Reference reference, size_t cudnnVersion,
                             int engineSearchLimit = 0, bool graphPooling = false);

/// Everything a convolution graph depends on: identical layers (ResNet's
/// repeated blocks) share one built graph and its timed engine choice.
struct ConvolutionGraphKey {
  Pass pass = Pass::Forward;
  Precision precision = Precision::FP32;
  Layout layout = Layout::NHWC;
  std::array<int64_t, 4> input{};  ///< n, c, h, w
  std::array<int64_t, 4> filter{}; ///< k, c, r, s
  std::array<int64_t, 2> stride{1, 1};
  std::array<int64_t, 4> pad{};    ///< top, bottom, left, right
  std::array<int64_t, 2> dilation{1, 1};
  bool bias = false;               ///< forward only: fused bias wished
  Activation activation = Activation::None; ///< forward only: fused activation wished
  size_t workspaceLimit = 0;
  /// --engine-search: 0 for every config of modes A, B and fallback.
  int engineSearchLimit = 0;

  /// A readable, unique text, e.g. "forward fp32 nhwc x=8x3x32x32 ...".
  /// Without the workspace limit (`withWorkspace` false): the engine
  /// cache's key, the same from run to run though `--workspace-mb auto`
  /// resolves to another limit on another machine state.
  std::string text(bool withWorkspace = true) const;
};

/// Everything a pooling graph depends on (GraphPoolingLayer.cpp): the
/// forward resample graph and the backward resample operation graph.
struct PoolingGraphKey {
  Pass pass = Pass::Forward;
  Precision precision = Precision::FP32;
  Layout layout = Layout::NHWC;
  bool max = true;          ///< max pooling, else average (padding counted)
  bool index = false;       ///< max pooling's forward writes (backward reads) the index
  std::array<int64_t, 4> input{}; ///< n, c, h, w
  std::array<int64_t, 2> window{1, 1};
  std::array<int64_t, 2> stride{1, 1};
  std::array<int64_t, 4> pad{};   ///< top, bottom, left, right
  size_t workspaceLimit = 0;
  int engineSearchLimit = 0;

  std::string text() const;
};

/// The most window positions the graph's max-pooling index addresses: the
/// frontend's index tensor is INT8, one window position per output element.
inline constexpr int64_t kMaxPoolIndexPositions = 128;

/// Why a pooling layer cannot run through cuDNN's graph API and takes the
/// legacy calls instead, known before anything is built; nullopt when the
/// graph can express it (whether an engine supports it is found by
/// building). `index`: the max pooling's backward runs, so its forward must
/// write the index tensor.
std::optional<std::string> poolingGraphLimitation(bool max, bool index,
                                                  std::array<int64_t, 2> window,
                                                  std::array<int64_t, 4> pad);

/// Why the graph's pooling must not be trusted for this precision although
/// an engine builds and runs it: a configuration seen to give wrong results,
/// with where and when it was seen. The layer then runs the legacy calls.
/// nullopt where nothing is known against it.
std::optional<std::string> poolingGraphKnownWrong(bool max, Precision precision);

/// Everything a softmax graph depends on: softmax over the classes of each
/// image, [n, classes] seen as (n, classes, 1, 1).
struct SoftmaxGraphKey {
  Pass pass = Pass::Forward;
  Precision precision = Precision::FP32;
  Layout layout = Layout::NHWC;
  int64_t batch = 0;
  int64_t classes = 0;
  size_t workspaceLimit = 0;
  int engineSearchLimit = 0;

  std::string text() const;
};

/// What the reference runs for each layer kind, for the reports'
/// `reference.layers` object and docs/measurement.md: kind -> description.
/// The graph reference names the graph path and where it falls back
/// (pooling and softmax only with `graphPooling`, `--graph-pooling`); the
/// legacy reference names the legacy calls.
std::vector<std::pair<std::string, std::string>> referenceLayerPaths(Reference reference,
                                                                    bool graphPooling = false);

/// cuDNN's numerical notes that matter for the reference's engine filter.
enum class EngineNote { TensorCore, DownConvertInputs };
const char *engineNoteName(EngineNote note);

/// The notes an engine must not carry in `precision`: fp32 means fp32
/// arithmetic with TF32 off, so engines on tensor cores (which run fp32
/// data as TF32) and engines that convert their inputs down are excluded;
/// tf32, bf16 and fp16 allow every engine.
std::vector<EngineNote> excludedEngineNotes(Precision precision);

/// One engine configuration of a graph after building and timing.
struct EngineCandidate {
  bool built = false;        ///< its plan built (and passed the note filter)
  size_t workspaceBytes = 0;
  double milliseconds = -1;  ///< median of the timed runs; < 0 when it failed to run
};

/// The indices the reference runs; -1 where none qualifies.
struct EngineSelection {
  int heuristic = -1; ///< the first candidate (cuDNN's heuristic order) that is usable
  int fastest = -1;   ///< the usable candidate with the smallest time
};

/// Usable: built, ran, and within the workspace limit. The heuristic is the
/// first usable one in list order (mode A's configs come first), the fastest
/// the smallest time; ties keep the earlier (heuristic-preferred) one.
EngineSelection selectEngines(const std::vector<EngineCandidate> &candidates,
                              size_t workspaceLimit);

/// How a convolution's bias and activation ran, for the report: "" when it
/// has neither, else e.g. "bias+relu fused" or "bias separate".
std::string epilogueDescription(bool bias, Activation activation, bool fused);

} // namespace netc::runtime

#endif // NETC_RUNTIME_GRAPHCHOICE_H
