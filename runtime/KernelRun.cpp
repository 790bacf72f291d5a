//===- KernelRun.cpp - `netc-runtime run`: check and time netc's kernels --===//

#include "KernelRun.h"

#include "Format.h"
#include "Kernels.h"
#include "Report.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <functional>

namespace netc::runtime {

double LaunchResult::speedup() const {
  if (!ours || !cudnn || ours->median <= 0)
    return std::nan("");
  return cudnn->median / ours->median;
}

namespace {

/// Warm-up runs, then `iterations` runs each between two events, all
/// enqueued before one synchronisation.
TimingSummary timeRuns(const std::function<void()> &work, int warmup, int iterations,
                       cudaStream_t stream, const std::string &what,
                       const KernelNetwork *network = nullptr) {
  std::vector<cudaEvent_t> events(2 * size_t(iterations));
  for (cudaEvent_t &event : events)
    NETC_CUDA_CHECK(cudaEventCreate(&event));
  struct Destroy {
    std::vector<cudaEvent_t> &events;
    ~Destroy() {
      for (cudaEvent_t event : events)
        cudaEventDestroy(event);
    }
  } destroy{events};
  for (int i = 0; i < warmup; ++i)
    work();
  for (int i = 0; i < iterations; ++i) {
    NETC_CUDA_CHECK(cudaEventRecord(events[2 * i], stream));
    work();
    NETC_CUDA_CHECK(cudaEventRecord(events[2 * i + 1], stream));
  }
  if (network)
    network->synchronize(what);
  else
    NETC_CUDA_CHECK(cudaStreamSynchronize(stream));
  std::vector<double> samples;
  for (int i = 0; i < iterations; ++i) {
    float ms = 0;
    NETC_CUDA_CHECK(cudaEventElapsedTime(&ms, events[2 * i], events[2 * i + 1]));
    samples.push_back(ms);
  }
  return summarizeTimings(samples);
}

std::string joined(const std::vector<std::string> &items, const char *separator) {
  std::string text;
  for (const std::string &item : items)
    text += (text.empty() ? "" : separator) + item;
  return text;
}

std::string tileText(const std::vector<int64_t> &tile) {
  std::string text;
  for (int64_t t : tile)
    text += (text.empty() ? "" : "x") + std::to_string(t);
  return text.empty() ? "-" : text;
}

LaunchResult describeLaunch(const Plan &plan, size_t index) {
  const PlanLaunch &launch = plan.launches[index];
  LaunchResult result;
  result.index = index;
  result.kernel = launch.kernel;
  result.layers = launch.layerText();
  result.op = launch.op.empty() ? opKindName(plan.layers[launch.layerIndices.front()].op)
                                : launch.op;
  result.variant = launch.variant.empty() ? "-" : launch.variant;
  result.tile = tileText(launch.tile);
  result.fused = joined(launch.fused, "+");
  result.predictedMs = launch.predictedMs;
  return result;
}

/// Whether an error leaves the context unusable (a fault inside a kernel).
bool contextIsBroken() {
  cudaError_t status = cudaDeviceSynchronize();
  return status != cudaSuccess;
}

size_t networkBatch(const Plan &plan) {
  if (plan.batch > 0)
    return size_t(plan.batch);
  return plan.inputs.empty() ? 1 : size_t(plan.inputs.front().tensor.shape.front());
}

} // namespace

RunResult runKernelPlan(const Plan &plan, const DeviceInfo &device, const RunOptions &options,
                        WeightSource &weights, std::ostream &progress) {
  RunResult result;
  result.planPath = plan.path;
  result.plan = &plan;
  result.device = device;
  result.options = options;
  result.weights = weights.description();

  LibraryHandles handles;
  ExecutionContext context(handles, plan.precision, Layout::NHWC, options.workspaceLimit);
  context.inference = true;
  context.reference = options.reference;
  KernelNetwork network(plan, context);

  // The references (descriptors only) size the check's memory.
  std::vector<std::unique_ptr<LaunchReference>> references(plan.launches.size());
  std::vector<std::string> referenceFailures(plan.launches.size());
  uint64_t checkBytes = 0;
  bool anyConvolution = false;
  if (options.check || options.timeCudnn)
    for (size_t i = 0; i < plan.launches.size(); ++i) {
      try {
        references[i] = std::make_unique<LaunchReference>(network, i, context);
        checkBytes = std::max(checkBytes, references[i]->bytes());
        for (size_t layer : plan.launches[i].layerIndices)
          anyConvolution |= plan.layers[layer].op == OpKind::Conv2D;
      } catch (const RuntimeError &error) {
        referenceFailures[i] = std::string("cuDNN reference: ") + error.what();
      }
    }
  DeviceBuffer workspace;
  uint64_t workspaceBytes = anyConvolution ? options.workspaceLimit : 0;

  size_t freeBytes = 0, totalBytes = 0;
  NETC_CUDA_CHECK(cudaMemGetInfo(&freeBytes, &totalBytes));
  result.memory = network.planMemory(checkBytes, workspaceBytes, freeBytes, totalBytes,
                                     device.name);
  progress << "netc-runtime: " << plan.launches.size() << " launches, "
           << formatBytes(result.memory.totalBytes) << " planned of " << formatBytes(freeBytes)
           << " free GPU memory\n";
  network.allocate();
  if (workspaceBytes) {
    workspace = DeviceBuffer(workspaceBytes);
    context.workspace = workspace.data();
  }
  progress << "netc-runtime: weights: " << weights.description() << "\n";
  network.loadWeights(weights);
  network.loadModule(options.route);
  result.module = network.module().description();
  result.moduleNotes = network.module().notes();
  progress << "netc-runtime: module: " << result.module << "\n";

  // 3. One forward pass from the poisoned arena.
  network.poisonArena();
  for (size_t i = 0; i < plan.inputs.size(); ++i) {
    const TensorView &view = plan.inputs[i].tensor;
    size_t count = size_t(view.pixels() * view.channels());
    std::vector<float> values(count);
    for (size_t k = 0; k < count; ++k)
      values[k] = hashUniform(options.seed + 17 + i, k, -1.f, 1.f);
    network.writeView(view, values);
  }
  for (size_t i = 0; i < plan.launches.size(); ++i)
    network.launch(i);
  network.synchronize("the first forward pass");
  for (const TensorBinding &output : plan.outputs) {
    std::vector<float> values = network.readView(output.tensor);
    size_t nan = 0;
    for (float value : values)
      nan += std::isnan(value);
    if (nan)
      result.networkOutputFailure += (result.networkOutputFailure.empty() ? "" : "; ") +
                                     std::string("network output '") + output.layer + "': " +
                                     std::to_string(nan) + " of " + std::to_string(values.size()) +
                                     " elements NaN after a forward pass from the poisoned arena";
  }
  progress << "netc-runtime: forward pass from the poisoned arena: "
           << (result.networkOutputFailure.empty() ? "every output written" : result.networkOutputFailure)
           << "\n";

  // 3b. The dataset (--dataset): every image on our kernels and through the
  // chained cuDNN references, the argmax of each, accuracy and agreement.
  if (options.dataset) {
    progress << "netc-runtime: classifying " << options.dataset->images << " images of "
             << options.dataset->description << "\n";
    result.classify = classifyDataset(network, context, *options.dataset, options.timeCudnn,
                                      progress);
    const ClassifyResult &c = *result.classify;
    progress << "netc-runtime: accuracy on netc's kernels " << formatFixed(c.oursAccuracy(), 4)
             << " (" << c.oursCorrect << "/" << c.images << ")";
    if (c.cudnnRan)
      progress << ", through cuDNN " << formatFixed(c.cudnnAccuracy(), 4) << " ("
               << c.cudnnCorrect << "/" << c.images << ")";
    progress << "\n";
  }

  // 4. Per launch: check, then time ours and cuDNN's.
  std::vector<double> logSpeedups;
  for (size_t i = 0; i < plan.launches.size(); ++i) {
    LaunchResult entry = describeLaunch(plan, i);
    progress << "  [" << i + 1 << "/" << plan.launches.size() << "] " << entry.kernel << " ("
             << entry.layers << ")";
    progress.flush();
    LaunchReference *reference = references[i].get();
    if (!referenceFailures[i].empty())
      entry.failure = referenceFailures[i];
    try {
      if (options.check && reference) {
        entry.check = reference->check(options.seed + i);
        ++result.checked;
        if (!entry.check.passed)
          ++result.checkFailures;
      }
    } catch (const RuntimeError &error) {
      if (contextIsBroken())
        throw RuntimeError(network.launchName(i) + ": " + error.what() +
                           "\n  the GPU context is unusable after this fault; nothing after "
                           "this launch ran");
      entry.failure = error.what();
      reference = nullptr;
    }
    try {
      entry.ours = timeRuns([&] { network.launch(i); }, options.warmup, options.iterations,
                            context.stream, network.launchName(i), &network);
    } catch (const RuntimeError &error) {
      if (contextIsBroken())
        throw RuntimeError(std::string(error.what()) +
                           "\n  the GPU context is unusable after this fault");
      entry.failure = error.what();
    }
    if (options.timeCudnn && reference) {
      try {
        reference->selectAlgorithms();
        entry.cudnn = timeRuns([&] { reference->run(); }, options.warmup, options.iterations,
                               context.stream, "cuDNN's reference of " + network.launchName(i));
        entry.cudnnAlgorithms = reference->algorithms();
      } catch (const RuntimeError &error) {
        if (entry.failure.empty())
          entry.failure = std::string("cuDNN reference: ") + error.what();
      }
    }
    if (reference)
      reference->release();
    if (!entry.failure.empty() && entry.failure.rfind("cuDNN reference", 0) != 0)
      ++result.launchFailures;
    progress << ": ours " << (entry.ours ? formatFixed(entry.ours->median, 4) : "-") << " ms, cudnn "
             << (entry.cudnn ? formatFixed(entry.cudnn->median, 4) : "-") << " ms";
    if (entry.check.ran)
      progress << ", error " << formatScientific(entry.check.relativeL2)
               << (entry.check.passed ? " ok" : " FAILED: " + entry.check.failure);
    if (!entry.failure.empty())
      progress << ", " << entry.failure;
    progress << "\n";
    bool conv = false;
    for (size_t layer : plan.launches[i].layerIndices)
      conv |= plan.layers[layer].op == OpKind::Conv2D;
    if (conv && !std::isnan(entry.speedup())) {
      logSpeedups.push_back(std::log(entry.speedup()));
    }
    if (entry.ours)
      result.oursSumMs += entry.ours->median;
    if (entry.cudnn)
      result.cudnnSumMs += entry.cudnn->median;
    if (entry.predictedMs)
      result.predictedSumMs += *entry.predictedMs;
    result.launches.push_back(std::move(entry));
  }
  result.convLaunches = logSpeedups.size();
  if (!logSpeedups.empty()) {
    double sum = 0;
    for (double value : logSpeedups)
      sum += value;
    result.convGeomeanSpeedup = std::exp(sum / double(logSpeedups.size()));
  }

  // 5. The whole forward pass.
  result.network = timeRuns([&] { network.forward(); }, options.warmup, options.iterations,
                            context.stream, "the timed forward passes", &network);
  result.imagesPerSecond = double(networkBatch(plan)) * 1000.0 / result.network->median;
  progress << "netc-runtime: forward pass " << formatFixed(result.network->median, 3) << " ms, "
           << formatFixed(result.imagesPerSecond, 0) << " images/s\n";
  return result;
}

std::vector<LaunchResult> timeKernelLaunches(const Plan &plan, const DeviceInfo &device,
                                             const RunOptions &options, std::ostream &progress,
                                             std::string *moduleDescription) {
  LibraryHandles handles;
  ExecutionContext context(handles, plan.precision, Layout::NHWC, 0);
  KernelNetwork network(plan, context);
  size_t freeBytes = 0, totalBytes = 0;
  NETC_CUDA_CHECK(cudaMemGetInfo(&freeBytes, &totalBytes));
  network.planMemory(0, 0, freeBytes, totalBytes, device.name);
  network.allocate();
  RandomWeights weights(options.seed);
  network.loadWeights(weights);
  network.loadModule(options.route);
  if (moduleDescription)
    *moduleDescription = network.module().description();
  progress << "netc-runtime: netc's kernels (" << network.module().description() << ")\n";
  std::vector<LaunchResult> results;
  for (size_t i = 0; i < plan.launches.size(); ++i) {
    LaunchResult entry = describeLaunch(plan, i);
    try {
      entry.ours = timeRuns([&] { network.launch(i); }, options.warmup, options.iterations,
                            context.stream, network.launchName(i), &network);
    } catch (const RuntimeError &error) {
      if (contextIsBroken())
        throw;
      entry.failure = error.what();
    }
    results.push_back(std::move(entry));
  }
  return results;
}

//===-- Reports -----------------------------------------------------------===//

namespace {

std::string ms(const std::optional<TimingSummary> &timing) {
  return timing ? formatFixed(timing->median, 4) : "-";
}

} // namespace

namespace {

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
      << "  reference: " << referenceDescription(o.reference, result.device.cudnnVersion)
      << "\n"
      << "  module: " << result.module << "\n";
  for (const std::string &note : result.moduleNotes)
    out << "    (" << note << ")\n";
  out << "  memory: arena " << formatBytes(result.memory.arenaBytes) << ", weights "
      << formatBytes(result.memory.weightBytes) << ", " << formatBytes(result.memory.totalBytes)
      << " planned of " << formatBytes(result.memory.freeBytes) << " free\n"
      << "  timing: CUDA events around each launch, median of " << o.iterations << " runs after "
      << o.warmup << " warm-up runs; cuDNN: the same layer(s) with cudnnFind's algorithms\n"
      << "  check: " << (o.check ? "every launch against cuDNN on fresh random inputs, relative L2 <= " +
                                        formatScientific(checkBound(plan.precision)) +
                                        " and no unwritten (NaN) output element"
                                  : "off (--no-check)")
      << "\n\n";

  TextTable table({"#", "layer(s)", "variant", "tile", "predicted ms", "ours ms", "cudnn ms",
                   "cudnn/ours", "error", "check"});
  table.addRule();
  std::vector<std::string> failures;
  for (const LaunchResult &entry : result.launches) {
    std::string check = "-";
    if (entry.check.ran)
      check = entry.check.passed ? "pass" : "FAIL";
    if (!entry.failure.empty())
      check = entry.failure.rfind("cuDNN reference", 0) == 0 && entry.ours ? "no ref" : "FAIL";
    table.addRow({std::to_string(entry.index), entry.layers, entry.variant, entry.tile,
                  entry.predictedMs ? formatFixed(*entry.predictedMs, 4) : "-", ms(entry.ours),
                  ms(entry.cudnn), formatFixed(entry.speedup(), 2),
                  entry.check.ran ? formatScientific(entry.check.relativeL2) : "-", check});
    if (entry.check.ran && !entry.check.passed)
      failures.push_back(entry.kernel + " (" + entry.layers + "): " + entry.check.failure);
    if (!entry.failure.empty())
      failures.push_back(entry.kernel + " (" + entry.layers + "): " + entry.failure);
  }
  table.addRule();
  table.addRow({"", "Sum", "", "", result.predictedSumMs > 0 ? formatFixed(result.predictedSumMs, 4) : "-",
                formatFixed(result.oursSumMs, 4), formatFixed(result.cudnnSumMs, 4),
                result.oursSumMs > 0 && result.cudnnSumMs > 0
                    ? formatFixed(result.cudnnSumMs / result.oursSumMs, 2)
                    : "-",
                "", ""});
  table.print(out);
  for (const std::string &failure : failures)
    out << "failed: " << failure << "\n";
  out << "\nSummary:\n";
  if (result.convLaunches)
    out << "  convolution launches: " << result.convLaunches
        << ", geometric mean of cudnn/ours " << formatFixed(result.convGeomeanSpeedup, 3)
        << (result.convGeomeanSpeedup >= 1 ? " (ours faster)" : " (cuDNN faster)") << "\n";
  if (result.network)
    out << "  forward pass on netc's kernels: " << formatFixed(result.network->median, 3)
        << " ms (min " << formatFixed(result.network->min, 3) << ", max "
        << formatFixed(result.network->max, 3) << "), " << formatFixed(result.imagesPerSecond, 0)
        << " images/s at batch " << plan.batch << "\n";
  out << "  network outputs after a forward pass from the poisoned arena: "
      << (result.networkOutputFailure.empty() ? "every element written"
                                              : "FAILED: " + result.networkOutputFailure)
      << "\n";
  if (o.check)
    out << "  checks: " << result.checked - result.checkFailures << " of " << result.checked
        << " launches passed";
  out << (result.launchFailures ? ", " + std::to_string(result.launchFailures) +
                                      " launch(es) failed"
                                : std::string())
      << "\n";
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
  json launches = json::array();
  for (const LaunchResult &entry : result.launches) {
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
    launches.push_back(item);
  }
  json document = {
      {"plan", {{"path", result.planPath}, {"network", plan.network}, {"batch", plan.batch},
                {"precision", precisionName(plan.precision)}, {"target", plan.target},
                {"version", plan.version}}},
      {"run", {{"iterations", result.options.iterations}, {"warmup", result.options.warmup},
               {"check", result.options.check}, {"load", loadRouteName(result.options.route)},
               {"seed", result.options.seed}, {"weights", result.weights},
               {"module", result.module}, {"module_notes", result.moduleNotes},
               {"check_bound", checkBound(plan.precision)},
               {"arena_bytes", result.memory.arenaBytes},
               {"weight_bytes", result.memory.weightBytes},
               {"planned_bytes", result.memory.totalBytes},
               {"command", result.command}}},
      {"device", deviceJson(result.device)},
      {"reference", referenceJson(result.options.reference, result.device.cudnnVersion)},
      {"launches", launches},
      {"summary", {{"conv_launches", result.convLaunches},
                   {"conv_geomean_speedup", number(result.convGeomeanSpeedup)},
                   {"ours_sum_ms", result.oursSumMs},
                   {"cudnn_sum_ms", result.cudnnSumMs},
                   {"predicted_sum_ms", result.predictedSumMs},
                   {"forward", timing(result.network)},
                   {"images_per_second", number(result.imagesPerSecond)},
                   {"network_outputs_written", result.networkOutputFailure.empty()},
                   {"network_output_failure", result.networkOutputFailure},
                   {"checked", result.checked},
                   {"check_failures", result.checkFailures},
                   {"launch_failures", result.launchFailures}}}};
  if (result.classify)
    document["classification"] = classifyJson(*result.classify);
  out << document.dump(2) << "\n";
}

} // namespace netc::runtime
