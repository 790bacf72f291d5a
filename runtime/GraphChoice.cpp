//===- GraphChoice.cpp - Reference selector, graph keys, engine choice ----===//

#include "GraphChoice.h"

#include <algorithm>
#include <sstream>

namespace netc::runtime {

const char *referenceName(Reference reference) {
  return reference == Reference::Graph ? "graph" : "legacy";
}

std::optional<Reference> parseReference(const std::string &text) {
  if (text == "graph")
    return Reference::Graph;
  if (text == "legacy")
    return Reference::Legacy;
  return std::nullopt;
}

std::string referenceDescription(Reference reference, size_t cudnnVersion,
                                 int engineSearchLimit) {
  // cuDNN 9 numbers its versions major * 10000 + minor * 100 + patch.
  std::string version = "cuDNN " + std::to_string(cudnnVersion / 10000) + "." +
                        std::to_string(cudnnVersion / 100 % 100);
  if (reference == Reference::Graph && engineSearchLimit > 0)
    return version + " graph API, autotuned over the first " +
           std::to_string(engineSearchLimit) +
           " engine configs that build (heuristic modes A, B, fallback, in that order)";
  if (reference == Reference::Graph)
    return version + " graph API, autotuned";
  return version + " legacy API (cudnnGet*_v7 / cudnnFind*Ex)";
}

nlohmann::json referenceJson(Reference reference, size_t cudnnVersion,
                             int engineSearchLimit, bool graphPooling) {
  nlohmann::json json = {
      {"api", referenceName(reference)},
      {"description", referenceDescription(reference, cudnnVersion, engineSearchLimit)}};
  nlohmann::json layers = nlohmann::json::object();
  for (const auto &[kind, path] : referenceLayerPaths(reference, graphPooling))
    layers[kind] = path;
  json["layers"] = layers;
  if (reference == Reference::Graph)
    json["graph_pooling"] = graphPooling;
  if (reference == Reference::Graph)
    json["engine_search"] =
        engineSearchLimit > 0 ? nlohmann::json(engineSearchLimit) : nlohmann::json("all");
  return json;
}

std::string ConvolutionGraphKey::text(bool withWorkspace) const {
  auto joined = [](const auto &values) {
    std::string out;
    for (size_t i = 0; i < values.size(); ++i)
      out += (i ? "x" : "") + std::to_string(values[i]);
    return out;
  };
  std::ostringstream out;
  out << passName(pass) << ' ' << getPrecisionName(precision) << ' '
      << (layout == Layout::NHWC ? "nhwc" : "nchw") << " x=" << joined(input)
      << " w=" << joined(filter) << " stride=" << joined(stride) << " pad=" << joined(pad);
  if (dilation[0] != 1 || dilation[1] != 1) // undilated keys stay as they were
    out << " dilation=" << joined(dilation);
  if (withWorkspace)
    out << " ws=" << workspaceLimit;
  if (engineSearchLimit > 0) // a bounded search may choose another engine
    out << " search=" << engineSearchLimit;
  // Only the forward graph carries the epilogue; the backward graphs of a
  // layer with and without bias are the same graph.
  if (pass == Pass::Forward)
    out << " bias=" << bias << " act=" << activationName(activation);
  return out.str();
}

namespace {
template <typename Values> std::string joinedByX(const Values &values) {
  std::string out;
  for (size_t i = 0; i < values.size(); ++i)
    out += (i ? "x" : "") + std::to_string(values[i]);
  return out;
}

const char *layoutText(Layout layout) { return layout == Layout::NHWC ? "nhwc" : "nchw"; }
} // namespace

std::string PoolingGraphKey::text() const {
  std::ostringstream out;
  out << "pool " << passName(pass) << ' ' << getPrecisionName(precision) << ' '
      << layoutText(layout) << (max ? " max" : " avg") << (index ? " index" : "")
      << " x=" << joinedByX(input) << " window=" << joinedByX(window)
      << " stride=" << joinedByX(stride) << " pad=" << joinedByX(pad) << " ws=" << workspaceLimit;
  if (engineSearchLimit > 0)
    out << " search=" << engineSearchLimit;
  return out.str();
}

std::optional<std::string> poolingGraphLimitation(bool max, bool index,
                                                  std::array<int64_t, 2> window,
                                                  std::array<int64_t, 4> pad) {
  if (max && index && window[0] * window[1] > kMaxPoolIndexPositions)
    return "a " + std::to_string(window[0]) + "x" + std::to_string(window[1]) +
           " max-pooling window has more positions than the graph's INT8 index tensor "
           "addresses (" + std::to_string(kMaxPoolIndexPositions) + ")";
  for (int d = 0; d < 2; ++d)
    if (pad[size_t(2 * d)] >= window[size_t(d)] || pad[size_t(2 * d + 1)] >= window[size_t(d)])
      return "a pad of " + std::to_string(std::max(pad[size_t(2 * d)], pad[size_t(2 * d + 1)])) +
             " is not smaller than the window's " + std::to_string(window[size_t(d)]) +
             ": windows wholly in the padding";
  return std::nullopt;
}

std::optional<std::string> poolingGraphKnownWrong(bool max, Precision precision) {
  // test/gpu ReferencePathTest on an H100, cuDNN 9.19.0, 2026-11-28:
  // average pooling in bf16 NHWC through the resample engines (forward
  // eng3, backward Resample_bwd_eng2) gave a relative error of infinity in
  // both passes, where fp16 and tf32 on the same engines and bf16 through
  // the legacy calls were within bounds.
  if (!max && precision == Precision::BF16)
    return "cuDNN 9.19's resample engines gave wrong bf16 average pooling on an H100 "
           "(2026-11-28, both passes): the legacy calls are the reference";
  return std::nullopt;
}

std::string SoftmaxGraphKey::text() const {
  std::ostringstream out;
  out << "softmax " << passName(pass) << ' ' << getPrecisionName(precision) << ' '
      << layoutText(layout) << " n=" << batch << " classes=" << classes
      << " ws=" << workspaceLimit;
  if (engineSearchLimit > 0)
    out << " search=" << engineSearchLimit;
  return out.str();
}

/// net.binary runs the same calls under every reference (CudnnLayers.cpp).
constexpr const char *kBinaryPath =
    "cudnnOpTensor, the [n or 1, 1, 1, c] operand broadcast; backward: cudnnOpTensor for the "
    "full operand's gradient, the runtime's broadcast-gradient kernel for the other's (or the "
    "constant's)";

std::vector<std::pair<std::string, std::string>> referenceLayerPaths(Reference reference,
                                                                    bool graphPooling) {
  if (reference == Reference::Graph && !graphPooling)
    return {{"conv2d", "cuDNN graph conv_fprop / conv_dgrad / conv_wgrad, engines autotuned"},
            {"inner_product", "cublasLtMatmul with epilogues, heuristic results timed"},
            {"max_pool, avg_pool",
             "the legacy cudnnPoolingForward / cudnnPoolingBackward (--graph-pooling: the "
             "graph API's resample)"},
            {"softmax",
             "the legacy cudnnSoftmaxForward / cudnnSoftmaxBackward (accurate; "
             "--graph-pooling: a graph of reductions and pointwise ops)"},
            {"lrn",
             "the legacy cudnnLRNCrossChannelForward / cudnnLRNCrossChannelBackward: the graph "
             "API has no LRN (16-bit storage widened to fp32 around it, cuDNN 9 has no 16-bit "
             "LRN)"},
            {"batch_norm", "the legacy cudnnBatchNormalization* (persistent *Ex in NHWC training)"},
            {"sigmoid", "the legacy cudnnActivationForward / cudnnActivationBackward"},
            {"binary", kBinaryPath}};
  if (reference == Reference::Legacy)
    return {{"conv2d", "cudnnConvolution* (cudnnGet*_v7 / cudnnFind*Ex)"},
            {"inner_product", "cublasGemmEx"},
            {"max_pool, avg_pool", "cudnnPoolingForward / cudnnPoolingBackward"},
            {"softmax", "cudnnSoftmaxForward / cudnnSoftmaxBackward"},
            {"lrn", "cudnnLRNCrossChannelForward / cudnnLRNCrossChannelBackward"},
            {"batch_norm", "cudnnBatchNormalization* (persistent *Ex in NHWC training)"},
            {"sigmoid", "cudnnActivationForward / cudnnActivationBackward"},
            {"binary", kBinaryPath}};
  return {{"conv2d", "cuDNN graph conv_fprop / conv_dgrad / conv_wgrad, engines autotuned"},
          {"inner_product", "cublasLtMatmul with epilogues, heuristic results timed"},
          {"max_pool, avg_pool",
           "cuDNN graph resample forward (frontend Graph::resample; max pooling writes its "
           "INT8 index when its backward runs) and resample backward (backend operation "
           "graph, max pooling reading that index), engines autotuned; the legacy "
           "cudnnPooling* calls where the graph cannot express the layer or no engine "
           "supports it, with the reason in the pass's find_algorithm.fallback_reason"},
          {"softmax",
           "cuDNN graph of reductions and pointwise ops (max, sub, exp, sum, div; backward "
           "mul, sum, sub, mul) where an engine supports it, else the legacy "
           "cudnnSoftmaxForward / cudnnSoftmaxBackward (accurate), reason in "
           "find_algorithm.fallback_reason"},
          {"lrn",
           "the legacy cudnnLRNCrossChannelForward / cudnnLRNCrossChannelBackward: the graph "
           "API has no LRN (16-bit storage widened to fp32 around it, cuDNN 9 has no 16-bit "
           "LRN)"},
          {"batch_norm", "the legacy cudnnBatchNormalization* (persistent *Ex in NHWC training)"},
          {"sigmoid", "the legacy cudnnActivationForward / cudnnActivationBackward"},
          {"binary", kBinaryPath}};
}

const char *engineNoteName(EngineNote note) {
  return note == EngineNote::TensorCore ? "TENSOR_CORE" : "DOWN_CONVERT_INPUTS";
}

std::vector<EngineNote> excludedEngineNotes(Precision precision) {
  if (precision == Precision::FP32)
    return {EngineNote::TensorCore, EngineNote::DownConvertInputs};
  return {};
}

EngineSelection selectEngines(const std::vector<EngineCandidate> &candidates,
                              size_t workspaceLimit) {
  EngineSelection selection;
  for (size_t i = 0; i < candidates.size(); ++i) {
    const EngineCandidate &candidate = candidates[i];
    if (!candidate.built || candidate.milliseconds < 0 ||
        candidate.workspaceBytes > workspaceLimit)
      continue;
    if (selection.heuristic < 0)
      selection.heuristic = int(i);
    if (selection.fastest < 0 || candidate.milliseconds < candidates[selection.fastest].milliseconds)
      selection.fastest = int(i);
  }
  return selection;
}

std::string epilogueDescription(bool bias, Activation activation, bool fused) {
  std::string parts;
  if (bias)
    parts = "bias";
  if (activation != Activation::None)
    parts += std::string(parts.empty() ? "" : "+") + activationName(activation);
  if (parts.empty())
    return "";
  return parts + (fused ? " fused" : " separate");
}

} // namespace netc::runtime
