//===- KernelRunReport.cpp - `netc-runtime run`'s text and JSON reports ---===//
//
// What runKernelPlan found (KernelRun.cpp), printed: the per-launch table of
// checks and times against cuDNN, the whole forward passes, the
// classification when a dataset was given; and the same as JSON.
//
//===----------------------------------------------------------------------===//

#include "KernelRun.h"

#include "Format.h"
#include "Report.h"
#include "Support/ClockSchema.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>

namespace netc::runtime {

namespace {

/// The sentence the reports state their timing method with.
std::string runTimingText(const RunOptions &options) {
  if (options.timing.method == TimingMethod::Events)
    return describeTiming(options.timing, "no L2 sweep: every call re-reads the same buffers");
  return describeTiming(options.timing,
                        "L2 swept (read-only, 2 x L2, time excluded) before each launch, ours "
                        "and cuDNN's alike; whole forward passes back to back");
}

std::string ms(const std::optional<TimingSummary> &timing) {
  return timing ? formatFixed(timing->median, 4) : "-";
}

std::string percent(int64_t part, int64_t whole) {
  return whole ? formatFixed(100.0 * double(part) / double(whole), 2) + "%" : "-";
}

std::string indices(const std::vector<int64_t> &items) {
  std::string text;
  for (int64_t item : items)
    text += (text.empty() ? "" : ", ") + std::to_string(item);
  return text;
}

} // namespace

static void printClassifyText(const ClassifyResult &c, std::ostream &out) {
  out << "\nClassification: " << c.dataset << "\n"
      << "  " << c.images << " images in " << c.batches << " batch(es) of " << c.batch;
  if (c.paddedImages)
    out << " (the last padded with " << c.paddedImages << " zero images, their outputs ignored)";
  out << "; predicted class = argmax of '" << c.logitsLayer << "'"
      << (c.logitsLayer != c.outputLayer ? " (the input of the softmax '" + c.outputLayer + "')"
                                         : std::string())
      << "\n";
  TextTable table({"path", "accuracy", "correct", "forward ms (all batches)"});
  table.addRule();
  table.addRow({"netc's kernels", formatFixed(c.oursAccuracy(), 4),
                std::to_string(c.oursCorrect) + " / " + std::to_string(c.images),
                formatFixed(c.oursForwardMs, 3)});
  if (c.cudnnRan)
    table.addRow({"cuDNN/cuBLAS (same weights)", formatFixed(c.cudnnAccuracy(), 4),
                  std::to_string(c.cudnnCorrect) + " / " + std::to_string(c.images),
                  formatFixed(c.cudnnForwardMs, 3)});
  for (size_t i = 0; i < c.frameworks.size(); ++i)
    table.addRow({c.frameworks[i].name,
                  formatFixed(double(c.frameworkCorrect[i]) / double(c.images ? c.images : 1), 4),
                  std::to_string(c.frameworkCorrect[i]) + " / " + std::to_string(c.images), "-"});
  table.print(out);
  out << "  (forward ms: events around each batch's pass, no host copies; netc's kernels were "
         "warm, cuDNN's chained pass is its first run and includes the device copies between "
         "launches: for times, read the per-launch table above)\n";
  if (!c.cudnnFailure.empty())
    out << "  cuDNN path: not run: " << c.cudnnFailure << "\n";
  if (c.cudnnRan)
    out << "  logits '" << c.logitsLayer << "', netc vs cuDNN: relative L2 "
        << formatScientific(c.logitsRelativeL2) << ", max |difference| "
        << formatScientific(c.logitsMaxAbsDifference) << "\n";
  out << "  agreement of predicted classes:\n";
  for (const Agreement &agreement : c.agreements) {
    out << "    " << agreement.with << ": " << agreement.agree << " / " << agreement.compared
        << " (" << percent(agreement.agree, agreement.compared) << ")";
    if (!agreement.firstDisagreements.empty())
      out << "; first differing images: " << indices(agreement.firstDisagreements);
    out << "\n";
  }
}

static nlohmann::json classifyJson(const ClassifyResult &c) {
  using json = nlohmann::json;
  json agreements = json::array();
  for (const Agreement &agreement : c.agreements)
    agreements.push_back({{"with", agreement.with},
                          {"agree", agreement.agree},
                          {"compared", agreement.compared},
                          {"first_disagreements", agreement.firstDisagreements}});
  json frameworks = json::array();
  for (size_t i = 0; i < c.frameworks.size(); ++i)
    frameworks.push_back(
        {{"name", c.frameworks[i].name},
         {"correct", c.frameworkCorrect[i]},
         {"accuracy", c.images ? double(c.frameworkCorrect[i]) / double(c.images) : 0.0},
         {"reported_accuracy", c.frameworks[i].accuracy ? json(*c.frameworks[i].accuracy)
                                                         : json(nullptr)}});
  json document = {{"dataset", c.dataset},
                   {"images", c.images},
                   {"batch", c.batch},
                   {"batches", c.batches},
                   {"padded_images", c.paddedImages},
                   {"logits_layer", c.logitsLayer},
                   {"output_layer", c.outputLayer},
                   {"classes", c.classes},
                   {"netc", {{"accuracy", c.oursAccuracy()},
                             {"correct", c.oursCorrect},
                             {"forward_ms", c.oursForwardMs},
                             {"predictions", c.ours}}},
                   {"frameworks", frameworks},
                   {"agreements", agreements}};
  if (c.cudnnRan) {
    document["cudnn"] = {{"accuracy", c.cudnnAccuracy()},
                         {"correct", c.cudnnCorrect},
                         {"forward_ms", c.cudnnForwardMs},
                         {"predictions", c.cudnn}};
    document["logits_relative_l2"] = c.logitsRelativeL2;
    document["logits_max_abs_difference"] = c.logitsMaxAbsDifference;
  } else {
    document["cudnn"] = nullptr;
    document["cudnn_failure"] = c.cudnnFailure;
  }
  return document;
}

/// The launches of ours timed below 97% of the maximum SM clock, in a line.
static std::string clockSummaryText(const RunResult &result) {
  if (!result.clockUnavailable.empty())
    return "not sampled (" + result.clockUnavailable + ")";
  size_t sampled = 0, slowed = 0;
  double lowest = 0, highest = 0;
  uint64_t reasons = 0;
  for (const LaunchResult &entry : result.launches) {
    if (!entry.oursClock)
      continue;
    ++sampled;
    if (!entry.oursClock->slowed())
      continue;
    lowest = slowed == 0 ? entry.oursClock->smMhzMean : std::min(lowest, entry.oursClock->smMhzMean);
    highest = std::max(highest, entry.oursClock->smMhzMean);
    reasons |= slowingReasons(entry.oursClock->reasons);
    ++slowed;
  }
  std::string text = "sampled every " + std::to_string(result.clockPeriodMs) + " ms (NVML); ";
  if (slowed == 0)
    return text + "every one of the " + std::to_string(sampled) +
           " launches of ours sampled ran at 97% of " + std::to_string(result.maxSmMhz) +
           " MHz or more";
  return text + std::to_string(slowed) + " of " + std::to_string(sampled) +
         " launches of ours ran below 97% of " + std::to_string(result.maxSmMhz) + " MHz (" +
         formatFixed(lowest, 0) + "-" + formatFixed(highest, 0) + " MHz; " +
         describeClockEventReasons(reasons) +
         "): their times are at those clocks (docs/measurement.md, \"The GPU's state\")";
}

void printRunText(const RunResult &result, std::ostream &out) {
  const Plan &plan = *result.plan;
  const RunOptions &o = result.options;
  out << "netc-runtime run: " << (plan.network.empty() ? "(unnamed)" : plan.network) << " ("
      << result.planPath << ")\n"
      << "  batch " << plan.batch << ", " << precisionDescription(plan.precision) << ", target "
      << (plan.target.empty() ? "-" : plan.target) << ", " << plan.launches.size()
      << " launches, weights " << result.weights << "\n"
      << "  device: " << result.device.name << " (sm_" << result.device.computeMajor
      << result.device.computeMinor << "), CUDA driver "
      << cudaVersionText(result.device.driverVersion) << ", cuDNN "
      << cudnnVersionText(result.device.cudnnVersion) << "\n"
      << "  reference: " << referenceDescription(o.reference, result.device.cudnnVersion, o.engineSearchLimit)
      << "\n"
      << "  module: " << result.module << "\n";
  for (const std::string &note : result.moduleNotes)
    out << "    (" << note << ")\n";
  out << "  memory: arena " << formatBytes(result.memory.arenaBytes) << ", weights "
      << formatBytes(result.memory.weightBytes) << ", " << formatBytes(result.memory.totalBytes)
      << " planned of " << formatBytes(result.memory.freeBytes) << " free\n"
      << "  timing: " << runTimingText(o) << "; cuDNN: the same layer(s) with cudnnFind's "
         "algorithms\n"
      << "  host ms: host wall-clock of one eager call (enqueue only, no synchronisation), "
         "median over calls; not what anything is judged on\n"
      << "  check: " << (o.check ? "every launch against cuDNN on fresh random inputs, relative L2 <= " +
                                        formatScientific(checkBound(plan.precision)) +
                                        " and no unwritten (NaN) output element"
                                  : "off (--no-check)")
      << "\n\n";

  TextTable table({"#", "layer(s)", "variant", "tile", "predicted ms", "ours ms", "ours MHz",
                   "cudnn ms", "cudnn/ours", "ours host ms", "cudnn host ms", "error", "check"});
  table.addRule();
  std::vector<std::string> failures, notes;
  for (const LaunchResult &entry : result.launches) {
    std::string check = "-";
    if (entry.check.ran)
      check = entry.check.passed ? "pass" : "FAIL";
    if (!entry.unchecked.empty())
      check = "UNCHECKED";
    if (!entry.failure.empty())
      check = "FAIL";
    table.addRow({std::to_string(entry.index), entry.layers, entry.variant, entry.tile,
                  entry.predictedMs ? formatFixed(*entry.predictedMs, 4) : "-", ms(entry.ours),
                  entry.oursClock ? formatFixed(entry.oursClock->smMhzMean, 0) : "-",
                  ms(entry.cudnn), formatFixed(entry.speedup(), 2), ms(entry.oursHost),
                  ms(entry.cudnnHost),
                  entry.check.ran ? formatScientific(entry.check.relativeL2) : "-", check});
    if (entry.check.ran && !entry.check.passed)
      failures.push_back(entry.kernel + " (" + entry.layers + "): " + entry.check.failure);
    if (!entry.failure.empty())
      failures.push_back(entry.kernel + " (" + entry.layers + "): " + entry.failure);
    if (!entry.unchecked.empty())
      failures.push_back(entry.kernel + " (" + entry.layers + "): not checked: " + entry.unchecked);
    if (!entry.cudnnFailure.empty())
      notes.push_back(entry.kernel + " (" + entry.layers + "): " + entry.cudnnFailure);
  }
  table.addRule();
  table.addRow({"", "Sum", "", "", result.predictedSumMs > 0 ? formatFixed(result.predictedSumMs, 4) : "-",
                formatFixed(result.oursSumMs, 4), "", formatFixed(result.cudnnSumMs, 4),
                result.oursSumMs > 0 && result.cudnnSumMs > 0
                    ? formatFixed(result.cudnnSumMs / result.oursSumMs, 2)
                    : "-",
                "", "", "", ""});
  table.print(out);
  for (const std::string &failure : failures)
    out << "failed: " << failure << "\n";
  for (const std::string &note : notes)
    out << "no cuDNN time: " << note << "\n";
  out << "\nSummary:\n";
  if (result.convLaunches)
    out << "  convolution launches: " << result.convLaunches
        << ", geometric mean of cudnn/ours " << formatFixed(result.convGeomeanSpeedup, 3)
        << (result.convGeomeanSpeedup >= 1 ? " (ours faster)" : " (cuDNN faster)") << "\n";
  if (result.network)
    out << "  forward pass on netc's kernels: " << formatFixed(result.network->median, 3)
        << " ms (min " << formatFixed(result.network->min, 3) << ", max "
        << formatFixed(result.network->max, 3) << "), " << formatFixed(result.imagesPerSecond, 0)
        << " images/s at batch " << plan.batch << "; one CUDA graph of " << result.passesPerReplay
        << " pass(es) per replay"
        << (result.networkHost ? "; host " + formatFixed(result.networkHost->median, 3) +
                                     " ms to enqueue one eagerly"
                               : std::string())
        << "\n";
  if (result.cudnnNetwork)
    out << "  forward pass through cuDNN (the same launches, each on its own buffers): "
        << formatFixed(result.cudnnNetwork->median, 3) << " ms (min "
        << formatFixed(result.cudnnNetwork->min, 3) << ", max "
        << formatFixed(result.cudnnNetwork->max, 3) << ")"
        << (result.cudnnNetworkHost ? "; host " + formatFixed(result.cudnnNetworkHost->median, 3) +
                                          " ms to enqueue one eagerly"
                                    : std::string())
        << (result.network
                ? "; cudnn/ours " +
                      formatFixed(result.cudnnNetwork->median / result.network->median, 2)
                : std::string())
        << "\n";
  else if (!result.cudnnNetworkFailure.empty())
    out << "  forward pass through cuDNN: not measured: " << result.cudnnNetworkFailure << "\n";
  out << "  network outputs after a forward pass from the poisoned arena: "
      << (result.networkOutputFailure.empty() ? "every element written"
                                              : "FAILED: " + result.networkOutputFailure)
      << "\n";
  out << "  checks: " << result.checks.summary() << "\n";
  out << "  SM clock: " << clockSummaryText(result) << "\n";
  // The convolution's "Op Time" (ECE408's sense: the kernel alone, between
  // synchronisations, no copies), ours and cuDNN's, at the plan's batch.
  for (const LaunchResult &entry : result.launches)
    if (entry.op == "conv2d" || entry.layers.find("conv") != std::string::npos) {
      bool conv = false;
      for (size_t layer : plan.launches[entry.index].layerIndices)
        conv |= plan.layers[layer].op == OpKind::Conv2D;
      if (!conv)
        continue;
      out << "  convolution op time (" << entry.layers << ", batch " << plan.batch
          << "): netc " << ms(entry.ours) << " ms, cuDNN " << ms(entry.cudnn) << " ms";
      if (!std::isnan(entry.speedup()))
        out << " (cudnn/netc " << formatFixed(entry.speedup(), 2) << ")";
      out << "\n";
    }
  if (result.classify)
    printClassifyText(*result.classify, out);
}

void printRunJson(const RunResult &result, std::ostream &out) {
  using json = nlohmann::json;
  auto timing = [](const std::optional<TimingSummary> &t) -> json {
    if (!t)
      return nullptr;
    return {{"median_ms", t->median}, {"min_ms", t->min}, {"max_ms", t->max},
            {"mean_ms", t->mean}, {"runs", t->count}};
  };
  auto number = [](double value) -> json {
    return std::isfinite(value) ? json(value) : json(nullptr);
  };
  const Plan &plan = *result.plan;
  auto clockReading = [](const std::optional<ClockReading> &reading) -> json {
    if (!reading)
      return nullptr;
    return {{clock_schema::kSmMhzMean, reading->smMhzMean}, {"sm_mhz_min", reading->smMhzMin},
            {clock_schema::kMaxSmMhz, reading->maxSmMhz}, {"samples", reading->samples},
            {"reasons", describeClockEventReasons(reading->reasons)},
            {"slowed", reading->slowed()}};
  };
  json launches = json::array();
  size_t slowedLaunches = 0;
  for (const LaunchResult &entry : result.launches) {
    slowedLaunches += entry.oursClock && entry.oursClock->slowed();
    json item = {{"index", entry.index},
                 {"kernel", entry.kernel},
                 {"layers", entry.layers},
                 {"op", entry.op},
                 {"variant", entry.variant},
                 {"tile", entry.tile},
                 {"fused", entry.fused},
                 {"predicted_ms", entry.predictedMs ? json(*entry.predictedMs) : json(nullptr)},
                 {"ours", timing(entry.ours)},
                 {"cudnn", timing(entry.cudnn)},
                 {"ours_host_ms_per_call", entry.oursHost ? json(entry.oursHost->median)
                                                          : json(nullptr)},
                 {"cudnn_host_ms_per_call", entry.cudnnHost ? json(entry.cudnnHost->median)
                                                            : json(nullptr)},
                 {clock_schema::kOursClock, clockReading(entry.oursClock)},
                 {clock_schema::kCudnnClock, clockReading(entry.cudnnClock)},
                 {"cudnn_algorithms", entry.cudnnAlgorithms},
                 {"speedup", number(entry.speedup())},
                 {"passed", entry.passed()}};
    if (entry.check.ran)
      item["check"] = {{"relative_l2", number(entry.check.relativeL2)},
                       {"max_abs_error", number(entry.check.maxAbsError)},
                       {"bound", entry.check.bound},
                       {"elements", entry.check.elements},
                       {"unwritten", entry.check.unwritten},
                       {"passed", entry.check.passed},
                       {"failure", entry.check.failure}};
    else
      item["check"] = nullptr;
    if (!entry.failure.empty())
      item["failure"] = entry.failure;
    item["unchecked"] = entry.unchecked.empty() ? json(nullptr) : json(entry.unchecked);
    if (!entry.cudnnFailure.empty())
      item["cudnn_failure"] = entry.cudnnFailure;
    launches.push_back(item);
  }
  json document = {
      {"plan", {{"path", result.planPath}, {"network", plan.network}, {"batch", plan.batch},
                {"precision", getPrecisionName(plan.precision)}, {"target", plan.target},
                {"version", plan.version}}},
      {"run", {{"timing_method", timingMethodName(result.options.timing.method)},
               {"timing", runTimingText(result.options)},
               {"replays", result.options.timing.replays},
               {"warmup_replays", result.options.timing.warmupReplays},
               {"launches_per_replay", result.options.timing.launchesPerReplay},
               {"check", result.options.check}, {"load", loadRouteName(result.options.route)},
               {"seed", result.options.seed}, {"weights", result.weights},
               {"module", result.module}, {"module_notes", result.moduleNotes},
               {"check_bound", checkBound(plan.precision)},
               {"arena_bytes", result.memory.arenaBytes},
               {"weight_bytes", result.memory.weightBytes},
               {"planned_bytes", result.memory.totalBytes},
               {"command", result.command}}},
      {"device", deviceJson(result.device)},
      {"reference", referenceJson(result.options.reference, result.device.cudnnVersion,
                                 result.options.engineSearchLimit,
                                 result.options.graphPooling)},
      {"launches", launches},
      {"summary", {{"conv_launches", result.convLaunches},
                   {"conv_geomean_speedup", number(result.convGeomeanSpeedup)},
                   {"ours_sum_ms", result.oursSumMs},
                   {"cudnn_sum_ms", result.cudnnSumMs},
                   {"predicted_sum_ms", result.predictedSumMs},
                   {"forward", timing(result.network)},
                   {"forward_host_ms_per_call",
                    result.networkHost ? json(result.networkHost->median) : json(nullptr)},
                   {"forward_passes_per_replay", result.passesPerReplay},
                   {"cudnn_forward", timing(result.cudnnNetwork)},
                   {"cudnn_forward_host_ms_per_call",
                    result.cudnnNetworkHost ? json(result.cudnnNetworkHost->median)
                                            : json(nullptr)},
                   {"cudnn_forward_failure", result.cudnnNetworkFailure},
                   {"images_per_second", number(result.imagesPerSecond)},
                   {"network_outputs_written", result.networkOutputFailure.empty()},
                   {"network_output_failure", result.networkOutputFailure},
                   // Every launch checked and passed: launches == checked,
                   // unchecked == 0, failed_launches == 0 (test/gpu/check_run_report.py).
                   {"checking", result.checks.checking},
                   {"launches", result.checks.launches},
                   {"checked", result.checks.checked},
                   {"unchecked", result.checks.unchecked},
                   {"unchecked_launches", result.checks.uncheckedLaunches},
                   {"check_failures", result.checks.checkFailures},
                   {"launch_failures", result.checks.launchFailures},
                   {"failed_launches", result.checks.failedLaunches},
                   {"passed", result.failures() == 0}}}};
  if (result.engineCache)
    document["reference"]["engine_cache"] = result.engineCache->toJson();
  if (result.classify)
    document["classification"] = classifyJson(*result.classify);
  document["clock"] = {{"sampled", result.clockUnavailable.empty()},
                       {"unavailable", result.clockUnavailable.empty()
                                           ? json(nullptr)
                                           : json(result.clockUnavailable)},
                       {"period_ms", result.clockPeriodMs},
                       {"max_sm_mhz", result.maxSmMhz},
                       {"slowed_launches", slowedLaunches}};
  out << document.dump(2) << "\n";
}

} // namespace netc::runtime
