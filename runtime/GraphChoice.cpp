//===- GraphChoice.cpp - Reference selector, graph keys, engine choice ----===//

#include "GraphChoice.h"

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
                             int engineSearchLimit) {
  nlohmann::json json = {
      {"api", referenceName(reference)},
      {"description", referenceDescription(reference, cudnnVersion, engineSearchLimit)}};
  if (reference == Reference::Graph)
    json["engine_search"] =
        engineSearchLimit > 0 ? nlohmann::json(engineSearchLimit) : nlohmann::json("all");
  return json;
}

std::string ConvolutionGraphKey::text() const {
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
  out << " ws=" << workspaceLimit;
  if (engineSearchLimit > 0) // a bounded search may choose another engine
    out << " search=" << engineSearchLimit;
  // Only the forward graph carries the epilogue; the backward graphs of a
  // layer with and without bias are the same graph.
  if (pass == Pass::Forward)
    out << " bias=" << bias << " act=" << activationName(activation);
  return out.str();
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
