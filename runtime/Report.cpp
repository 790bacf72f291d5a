//===- Report.cpp - Print a profile as text, JSON or CSV ------------------===//
//
// The text form follows Paleo's per-layer tables (a row per layer and pass,
// a Sum row) and convnet-benchmarks' full-pass lines, then the model's error
// per pass. JSON and CSV carry every number, min/max/mean included.
//
//===----------------------------------------------------------------------===//

#include "Report.h"

#include "Error.h"
#include "Format.h"
#include "data/DataError.h"
#include "data/InputLimits.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <fstream>

namespace netc::runtime {
namespace {

std::string algorithmText(const PassResult &entry, const AlgorithmChoice &choice) {
  if (!entry.hasAlgorithmChoice)
    return "-";
  std::string text = choice.name;
  if (choice.workspaceBytes)
    text += " " + formatBytes(choice.workspaceBytes);
  if (!choice.epilogue.empty())
    text += " [" + choice.epilogue + "]";
  return text;
}

std::string milliseconds(const std::optional<TimingSummary> &timing) {
  return timing ? formatFixed(timing->median, 4) : "-";
}

std::string slotSummary(const MemoryPlan &memory) {
  size_t rotated = 0, most = 1;
  for (const LayerMemory &layer : memory.layers) {
    rotated += layer.slots > 1;
    most = std::max(most, layer.slots);
  }
  if (!rotated)
    return "no buffer rotation (every layer's working set exceeds 2 x L2)";
  return std::to_string(rotated) + " layer(s) rotate up to " + std::to_string(most) +
         " buffer copies so that each working set exceeds 2 x L2";
}

/// The report's statement of how its times were taken.
std::string timingHeader(const ProfileResult &result, const RunDescription &run) {
  std::string cache = "inputs rotated past 2xL2 (" + std::to_string(result.maxRotationSlots) +
                      " slots at most; " + slotSummary(*run.memory) + "; L2 " +
                      formatBytes(run.device.l2CacheBytes) + ")";
  std::string text = describeTiming(result.timing, cache);
  if (result.timing.method == TimingMethod::Graph)
    text += "; a layer's replay holds a multiple of its rotation copies";
  return text;
}

/// The framework's sum per pass over the layers it timed.
double frameworkSum(const FrameworkTimes &framework, const ProfileResult &result, Pass pass) {
  double sum = 0;
  for (const LayerResult &layer : result.layers)
    for (const PassResult &entry : layer.passes)
      if (entry.pass == pass)
        sum += framework.at(layer.name, pass).value_or(0.0);
  return sum;
}

} // namespace

std::optional<double> FrameworkTimes::at(const std::string &layer, Pass pass) const {
  auto it = layers.find(layer);
  if (it == layers.end())
    return std::nullopt;
  auto time = it->second.find(pass);
  if (time == it->second.end())
    return std::nullopt;
  return time->second;
}

FrameworkTimes readFrameworkTimes(const std::string &path, const Plan &plan) {
  using json = nlohmann::json;
  auto fail = [&](const std::string &message) -> RuntimeError {
    return RuntimeError(path + ": " + message);
  };
  // Read whole (regular files only) and checked for nesting before it is
  // built: a deeply nested file would exhaust the stack.
  std::string text;
  try {
    text = data::readFileBytes(path);
  } catch (const data::DataError &error) {
    throw RuntimeError(std::string(error.what()) + " (the framework times)");
  }
  JsonStructure structure = checkJsonStructure(text.begin(), text.end());
  if (!structure.error.empty())
    throw fail("invalid JSON: " + structure.error);
  json document = json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (document.is_discarded())
    throw fail("invalid JSON");
  if (!document.is_object())
    throw fail("expected a JSON object of layers and \"network\"");

  FrameworkTimes times;
  times.path = path;
  std::map<std::string, bool> planLayers;
  for (const PlanLayer &layer : plan.layers)
    planLayers[layer.name] = true;
  const std::pair<const char *, Pass> passKeys[] = {{"forward_ms", Pass::Forward},
                                                    {"backward_data_ms", Pass::BackwardData},
                                                    {"backward_filter_ms", Pass::BackwardFilter}};
  for (const auto &[key, value] : document.items()) {
    if (key == "network") {
      if (!value.is_object())
        throw fail("field 'network': expected an object");
      for (const auto &[field, entry] : value.items()) {
        if (field == "framework" && entry.is_string())
          times.name = entry.get<std::string>();
        else if (field == "version" && entry.is_string())
          times.version = entry.get<std::string>();
        else if (field == "precision" && entry.is_string())
          times.precision = entry.get<std::string>();
        else if (entry.is_number() && field.size() > 3 &&
                 field.compare(field.size() - 3, 3, "_ms") == 0)
          times.network.emplace_back(field, entry.get<double>());
      }
      continue;
    }
    if (!planLayers.count(key))
      throw fail("layer '" + key + "' is not in the plan " + plan.path);
    if (!value.is_object())
      throw fail("layer '" + key + "': expected an object of *_ms fields");
    for (const auto &[field, entry] : value.items()) {
      const Pass *pass = nullptr;
      for (const auto &[name, candidate] : passKeys)
        if (field == name)
          pass = &candidate;
      if (!pass) {
        if (field == "note" && entry.is_string())
          continue;
        throw fail("layer '" + key + "': unknown field '" + field +
                   "' (expected forward_ms, backward_data_ms, backward_filter_ms or note)");
      }
      if (entry.is_null())
        continue;
      if (!entry.is_number() || !(entry.get<double>() >= 0))
        throw fail("layer '" + key + "': field '" + field +
                   "': expected a time in ms >= 0 or null");
      times.layers[key][*pass] = entry.get<double>();
    }
  }
  return times;
}

void printProfileText(const RunDescription &run, const ProfileResult &result,
                      std::ostream &out) {
  const Plan &plan = *run.plan;
  out << "netc-runtime profile: " << (plan.network.empty() ? "(unnamed)" : plan.network)
      << " (" << run.planPath << ")\n"
      << "  batch " << plan.batch << ", " << precisionDescription(run.precision) << ", "
      << getLayoutName(run.layout) << ", direction " << run.direction << ", workspace limit "
      << formatBytes(run.workspaceLimitBytes) << ", seed " << run.seed << "\n"
      << "  device: " << run.device.name << ", " << run.device.multiprocessors << " SMs, "
      << formatBytes(run.device.totalMemoryBytes) << ", CUDA driver "
      << cudaVersionText(run.device.driverVersion) << ", cuDNN "
      << cudnnVersionText(run.device.cudnnVersion) << ", cuBLAS " << run.device.cublasVersion
      << "\n"
      << "  reference: convolutions through "
      << referenceDescription(run.reference, run.device.cudnnVersion, run.engineSearchLimit)
      << " (heuristic: " << (run.reference == Reference::Graph ? "mode A's first engine" : "cudnnGet*_v7")
      << "; find: " << (run.reference == Reference::Graph ? "the fastest timed engine" : "cudnnFind*Ex")
      << ")\n"
      << "  timing: " << timingHeader(result, run) << "\n"
      << "  host ms: host wall-clock of one eager call (enqueue only, no synchronisation), "
         "median over calls; not what anything is judged on\n"
      << "  memory: " << formatBytes(run.memory->totalBytes) << " planned of "
      << formatBytes(run.memory->freeBytes) << " free\n";
  for (const auto &[kind, path] : referenceLayerPaths(run.reference, run.graphPooling))
    if (kind != "conv2d")
      out << "  reference for " << kind << ": " << path << "\n";
  if (!run.memory->note.empty())
    out << "  note: " << run.memory->note << "\n";
  if (!plan.note.empty())
    out << "  plan note: " << plan.note << "\n";
  if (!plan.model.empty() || !plan.device.empty())
    out << "  predictions: model '" << plan.model << "' for device '" << plan.device << "'\n";
  if (run.ours)
    out << "  ours: netc's kernels (" << run.oursModule << "), forward, in "
        << getPrecisionName(plan.precision) << " nhwc; a launch of several layers shows on its first\n";
  out << "\n";

  // With --framework, the framework's time sits beside cuDNN's, before the
  // error column (the model is judged against cuDNN's find, not the framework).
  const FrameworkTimes *framework = run.framework;
  std::vector<std::string> header = {"layer",   "pass",           "predicted ms",
                                     "heuristic ms", "heuristic algorithm", "find ms",
                                     "find algorithm", "host ms"};
  if (run.ours)
    header.push_back("ours ms");
  if (framework)
    header.push_back(framework->name + " ms");
  header.push_back("error %");
  TextTable table(header);
  table.addRule();
  std::vector<std::string> failures, fallbacks;
  for (const LayerResult &layer : result.layers)
    for (const PassResult &entry : layer.passes) {
      std::vector<std::string> row = {
          layer.name,
          passName(entry.pass),
          entry.predicted ? formatFixed(entry.predicted->milliseconds, 4) : "-",
          milliseconds(entry.heuristic),
          algorithmText(entry, entry.heuristicAlgorithm),
          milliseconds(entry.find),
          algorithmText(entry, entry.findAlgorithm),
          milliseconds(entry.hostPerCall)};
      if (run.ours) {
        auto it = run.ours->find(layer.name);
        row.push_back(entry.pass == Pass::Forward && it != run.ours->end()
                          ? formatFixed(it->second, 4)
                          : "-");
      }
      if (framework) {
        std::optional<double> ms = framework->at(layer.name, entry.pass);
        row.push_back(ms ? formatFixed(*ms, 4) : "-");
      }
      row.push_back(formatFixed(entry.errorPercent(), 1));
      table.addRow(row);
      if (!entry.failure.empty())
        failures.push_back(layer.name + " " + passName(entry.pass) + ": " + entry.failure);
      if (entry.hasAlgorithmChoice && !entry.findAlgorithm.fallbackReason.empty())
        fallbacks.push_back(layer.name + " " + passName(entry.pass) + ": " +
                            entry.findAlgorithm.name + ", because " +
                            entry.findAlgorithm.fallbackReason);
    }
  table.addRule();
  for (Pass pass : kAllPasses) {
    size_t p = size_t(pass);
    if (result.measuredSum[p] == 0 && result.predictedSum[p] == 0)
      continue;
    std::vector<std::string> row = {
        "Sum", passName(pass),
        result.predictedSum[p] > 0 ? formatFixed(result.predictedSum[p], 4) : "-", "", "",
        formatFixed(result.measuredSum[p], 4), "", ""};
    if (run.ours) {
      double sum = 0;
      if (pass == Pass::Forward)
        for (const auto &[name, ms] : *run.ours)
          sum += ms;
      row.push_back(pass == Pass::Forward ? formatFixed(sum, 4) : "");
    }
    if (framework)
      row.push_back(formatFixed(frameworkSum(*framework, result, pass), 4));
    row.push_back(formatFixed(errorPercent(result.predictedSum[p], result.measuredSum[p]), 1));
    table.addRow(row);
  }
  table.print(out);
  for (const std::string &failure : failures)
    out << "failed: " << failure << "\n";
  for (const std::string &fallback : fallbacks)
    out << "legacy in the graph reference: " << fallback << "\n";

  const FullPassResult &full = result.fullPass;
  bool graph = result.timing.method == TimingMethod::Graph;
  out << "\nFull pass (the network end to end, find's algorithms, "
      << (graph ? "each one CUDA graph of whole passes, median of " +
                      std::to_string(result.timing.replays) + " replays"
                : "events around each eager pass (host-inclusive), median of " +
                      std::to_string(result.timing.replays) + " runs")
      << "):\n";
  if (!full.measured) {
    out << "  not measured: " << full.failure << "\n";
  } else {
    auto line = [&](const char *name, const TimingSummary &t,
                    const std::optional<TimingSummary> &host, size_t calls, size_t passes) {
      out << "  " << name << formatFixed(t.median, 3) << " ms  (min " << formatFixed(t.min, 3)
          << ", max " << formatFixed(t.max, 3) << "; " << calls << " layer passes";
      if (graph)
        out << ", " << passes << " per replay";
      if (host)
        out << "; host " << formatFixed(host->median, 3) << " ms to enqueue one eagerly";
      out << ")\n";
    };
    line("Forward:       ", full.forward, full.forwardHost, full.forwardCalls,
         full.forwardPassesPerReplay);
    if (full.trainingStep) {
      line("Training step: ", *full.trainingStep, full.trainingStepHost, full.trainingStepCalls,
           full.trainingStepsPerReplay);
      out << "  (training step = forward, then every layer's backward filter and data in "
             "reverse order; backward alone = step - forward = "
          << formatFixed(full.trainingStep->median - full.forward.median, 3) << " ms)\n";
    } else {
      out << "  Training step: not measured: " << full.trainingStepFailure << "\n";
    }
  }
  if (framework && !framework->network.empty()) {
    out << "  " << framework->name
        << (framework->version.empty() ? "" : " " + framework->version) << ":";
    const char *separator = " ";
    for (const auto &[field, ms] : framework->network) {
      out << separator << field << " " << formatFixed(ms, 3);
      separator = ", ";
    }
    out << "\n";
  }

  out << "\nModel error per pass (|predicted - measured| / measured, measured = find ms):\n";
  TextTable errors({"pass", "layers", "median %", "mean %", "worst %", "worst layer",
                    "sum error %"});
  errors.addRule();
  bool any = false;
  for (Pass pass : kAllPasses) {
    const ErrorSummary &e = result.errors[size_t(pass)];
    if (!e.layers)
      continue;
    any = true;
    errors.addRow({passName(pass), std::to_string(e.layers), formatFixed(e.medianPercent, 1),
                   formatFixed(e.meanPercent, 1), formatFixed(e.worstPercent, 1), e.worstLayer,
                   formatFixed(e.sumErrorPercent, 1)});
  }
  if (any)
    errors.print(out);
  else
    out << "  no layer has both a prediction and a measurement\n";
}

void printProfileJson(const RunDescription &run, const ProfileResult &result,
                      std::ostream &out) {
  using json = nlohmann::json;
  auto timing = [](const std::optional<TimingSummary> &t) -> json {
    if (!t)
      return nullptr;
    return {{"median_ms", t->median}, {"min_ms", t->min}, {"max_ms", t->max},
            {"mean_ms", t->mean}, {"runs", t->count}};
  };
  auto number = [](double value) -> json {
    return std::isnan(value) ? json(nullptr) : json(value);
  };
  json layers = json::array();
  for (const LayerResult &layer : result.layers) {
    json passes = json::array();
    for (const PassResult &entry : layer.passes) {
      json pass = {{"pass", passName(entry.pass)},
                   {"predicted_ms", entry.predicted ? json(entry.predicted->milliseconds)
                                                    : json(nullptr)},
                   {"predicted_algorithm",
                    entry.predicted ? json(entry.predicted->algorithm) : json(nullptr)},
                   {"heuristic", timing(entry.heuristic)},
                   {"find", timing(entry.find)},
                   {"host_ms_per_call", entry.hostPerCall ? json(entry.hostPerCall->median)
                                                          : json(nullptr)},
                   {"launches_per_replay", entry.launchesPerReplay},
                   {"error_percent", number(entry.errorPercent())}};
      if (entry.hasAlgorithmChoice) {
        auto algorithm = [](const AlgorithmChoice &choice) -> json {
          json out = {{"name", choice.name}, {"workspace_bytes", choice.workspaceBytes}};
          // "bias+relu fused" (inside cuDNN's graph) or "... separate" (the
          // runtime's epilogue kernel); absent without bias and activation.
          if (!choice.epilogue.empty())
            out["epilogue"] = choice.epilogue;
          // The graph reference ran the legacy call for this pass: why.
          if (!choice.fallbackReason.empty())
            out["fallback_reason"] = choice.fallbackReason;
          return out;
        };
        pass["heuristic_algorithm"] = algorithm(entry.heuristicAlgorithm);
        pass["find_algorithm"] = algorithm(entry.findAlgorithm);
      }
      // The cuDNN call alone, without the runtime's activation and bias
      // gradient kernels around it: what a framework's bare call runs.
      if (entry.libraryCall)
        pass["library_call"] = timing(entry.libraryCall);
      if (!entry.failure.empty())
        pass["failure"] = entry.failure;
      if (run.framework) {
        std::optional<double> ms = run.framework->at(layer.name, entry.pass);
        pass["framework_ms"] = ms ? json(*ms) : json(nullptr);
      }
      if (run.ours && entry.pass == Pass::Forward) {
        auto it = run.ours->find(layer.name);
        pass["ours_ms"] = it != run.ours->end() ? json(it->second) : json(nullptr);
      }
      passes.push_back(pass);
    }
    layers.push_back({{"name", layer.name}, {"op", layer.op}, {"passes", passes}});
  }
  json sums = json::object(), errors = json::object();
  for (Pass pass : kAllPasses) {
    size_t p = size_t(pass);
    sums[passName(pass)] = {{"predicted_ms", result.predictedSum[p]},
                            {"measured_ms", result.measuredSum[p]}};
    const ErrorSummary &e = result.errors[p];
    errors[passName(pass)] = {{"layers", e.layers},
                              {"median_percent", number(e.medianPercent)},
                              {"mean_percent", number(e.meanPercent)},
                              {"worst_percent", number(e.worstPercent)},
                              {"worst_layer", e.worstLayer},
                              {"sum_error_percent", number(e.sumErrorPercent)}};
  }
  const FullPassResult &full = result.fullPass;
  json fullPass = {{"measured", full.measured}};
  if (full.measured) {
    fullPass["forward"] = timing(full.forward);
    fullPass["forward_host_ms_per_call"] =
        full.forwardHost ? json(full.forwardHost->median) : json(nullptr);
    fullPass["forward_calls"] = full.forwardCalls;
    fullPass["forward_passes_per_replay"] = full.forwardPassesPerReplay;
    fullPass["training_step"] = timing(full.trainingStep);
    fullPass["training_step_host_ms_per_call"] =
        full.trainingStepHost ? json(full.trainingStepHost->median) : json(nullptr);
    fullPass["training_step_calls"] = full.trainingStepCalls;
    fullPass["training_steps_per_replay"] = full.trainingStepsPerReplay;
    if (!full.trainingStepFailure.empty())
      fullPass["training_step_failure"] = full.trainingStepFailure;
  } else {
    fullPass["failure"] = full.failure;
  }
  json document = {
      {"plan", {{"path", run.planPath},
                {"network", run.plan->network},
                {"batch", run.plan->batch},
                {"model", run.plan->model},
                {"device", run.plan->device},
                {"note", run.plan->note}}},
      {"run", {{"precision", getPrecisionName(run.precision)},
               {"layout", getLayoutName(run.layout)},
               {"direction", run.direction},
               {"timing_method", timingMethodName(result.timing.method)},
               {"timing", timingHeader(result, run)},
               {"replays", result.timing.replays},
               {"warmup_replays", result.timing.warmupReplays},
               {"launches_per_replay", result.timing.launchesPerReplay},
               {"max_rotation_slots", result.maxRotationSlots},
               {"workspace_limit_bytes", run.workspaceLimitBytes},
               {"seed", run.seed},
               {"planned_memory_bytes", run.memory->totalBytes},
               {"buffer_rotation", run.memory->rotation},
               {"command", run.command}}},
      {"device", deviceJson(run.device)},
      {"reference", referenceJson(run.reference, run.device.cudnnVersion, run.engineSearchLimit,
                                 run.graphPooling)},
      {"layers", layers},
      {"sums", sums},
      {"full_pass", fullPass},
      {"error_summary", errors}};
  if (run.engineCache)
    document["reference"]["engine_cache"] = run.engineCache->toJson();
  if (const FrameworkTimes *framework = run.framework) {
    json network = json::object(), frameworkSums = json::object();
    for (const auto &[field, ms] : framework->network)
      network[field] = ms;
    for (Pass pass : kAllPasses)
      frameworkSums[passName(pass)] = frameworkSum(*framework, result, pass);
    document["framework"] = {{"name", framework->name},
                             {"version", framework->version},
                             {"precision", framework->precision},
                             {"path", framework->path},
                             {"sums_ms", frameworkSums},
                             {"network", network}};
  }
  out << document.dump(2) << "\n";
}

void printProfileCsv(const RunDescription &run, const ProfileResult &result,
                     std::ostream &out) {
  auto quoted = [](const std::string &text) {
    std::string escaped = "\"";
    for (char c : text)
      escaped += c == '"' ? std::string("\"\"") : std::string(1, c);
    return escaped + "\"";
  };
  // Algorithm names are plain tags, except the graph reference's fallback
  // names, which may hold commas: quoted only then.
  auto field = [&](const std::string &text) {
    return text.find_first_of(",\"") == std::string::npos ? text : quoted(text);
  };
  auto timingColumns = [](const std::optional<TimingSummary> &t) {
    if (!t)
      return std::string(",,,");
    return formatFixed(t->median, 6) + "," + formatFixed(t->min, 6) + "," +
           formatFixed(t->max, 6) + "," + formatFixed(t->mean, 6);
  };
  out << "layer,op,pass,predicted_ms,heuristic_algorithm,heuristic_workspace_bytes,"
         "heuristic_median_ms,heuristic_min_ms,heuristic_max_ms,heuristic_mean_ms,"
         "find_algorithm,find_workspace_bytes,find_median_ms,find_min_ms,find_max_ms,"
         "find_mean_ms,host_ms_per_call,error_percent,failure";
  if (run.framework)
    out << "," << run.framework->name << "_ms";
  out << "\n";
  for (const LayerResult &layer : result.layers)
    for (const PassResult &entry : layer.passes) {
      std::string heuristicAlgorithm, findAlgorithm, heuristicBytes, findBytes;
      if (entry.hasAlgorithmChoice) {
        heuristicAlgorithm = entry.heuristicAlgorithm.name;
        findAlgorithm = entry.findAlgorithm.name;
        heuristicBytes = std::to_string(entry.heuristicAlgorithm.workspaceBytes);
        findBytes = std::to_string(entry.findAlgorithm.workspaceBytes);
      }
      double error = entry.errorPercent();
      out << quoted(layer.name) << "," << layer.op << "," << passName(entry.pass) << ","
          << (entry.predicted ? formatFixed(entry.predicted->milliseconds, 6) : "") << ","
          << field(heuristicAlgorithm) << "," << heuristicBytes << ","
          << timingColumns(entry.heuristic) << "," << field(findAlgorithm) << "," << findBytes << "," << timingColumns(entry.find) << ","
          << (entry.hostPerCall ? formatFixed(entry.hostPerCall->median, 6) : "") << ","
          << (std::isnan(error) ? "" : formatFixed(error, 3)) << ","
          << (entry.failure.empty() ? "" : quoted(entry.failure));
      if (run.framework) {
        std::optional<double> ms = run.framework->at(layer.name, entry.pass);
        out << "," << (ms ? formatFixed(*ms, 6) : "");
      }
      out << "\n";
    }
}

} // namespace netc::runtime
