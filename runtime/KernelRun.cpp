//===- KernelRun.cpp - `netc-runtime run`: check and time netc's kernels --===//

#include "KernelRun.h"

#include "ClockSampler.h"
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

/// The launches as CheckAccounting counts them.
std::vector<LaunchCheckRecord> checkRecords(const std::vector<LaunchResult> &launches) {
  std::vector<LaunchCheckRecord> records;
  for (const LaunchResult &launch : launches)
    records.push_back({launch.kernel + " (" + launch.layers + ")", launch.check.ran,
                       launch.check.passed, launch.unchecked, launch.failure});
  return records;
}

size_t networkBatch(const Plan &plan) {
  if (plan.batch > 0)
    return size_t(plan.batch);
  return plan.inputs.empty() ? 1 : size_t(plan.inputs.front().tensor.shape.front());
}

/// The reference's forward over every launch as one graph: each launch's
/// layers on that reference's own buffers, so the references run the same
/// kernels as in the per-launch table, back to back.
void timeReferenceForward(KernelNetwork &network,
                          std::vector<std::unique_ptr<LaunchReference>> &references,
                          const std::vector<std::string> &referenceFailures, GraphTimer &timer,
                          RunResult &result) {
  uint64_t needed = 0;
  for (size_t i = 0; i < references.size(); ++i) {
    if (!references[i]) {
      result.cudnnNetworkFailure = network.launchName(i) + " has no cuDNN reference" +
                                   (referenceFailures[i].empty() ? std::string()
                                                                 : ": " + referenceFailures[i]);
      return;
    }
    needed += references[i]->bytes();
  }
  size_t freeBytes = 0, totalBytes = 0;
  NETC_CUDA_CHECK(cudaMemGetInfo(&freeBytes, &totalBytes));
  const uint64_t reserve = uint64_t(256) << 20; // cuDNN's and cuBLAS's own allocations
  if (needed + reserve > freeBytes) {
    result.cudnnNetworkFailure = "every launch's reference at once needs " + formatBytes(needed) +
                                 ", more than the " + formatBytes(freeBytes) +
                                 " free less a 256 MiB reserve";
    return;
  }
  try {
    // Allocates again (the per-launch loop released each), with fresh random
    // inputs; the algorithms were chosen in that loop.
    for (size_t i = 0; i < references.size(); ++i) {
      references[i]->fillInputs(result.options.seed + 7919 + i);
      references[i]->selectAlgorithms();
    }
    size_t passes = passesPerReplay(references.size(),
                                    size_t(timer.options().launchesPerReplay));
    KernelTiming timing = timer.time(
        [&](size_t) {
          for (auto &reference : references)
            reference->run();
        },
        passes, "the cuDNN reference's forward pass", CachePolicy::Rotate);
    result.cudnnNetwork = timing.perLaunch;
    result.cudnnNetworkHost = timing.hostPerCall;
  } catch (const RuntimeError &error) {
    if (contextIsBroken())
      throw;
    result.cudnnNetworkFailure = error.what();
  }
  for (auto &reference : references)
    reference->release();
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
  size_t freeAtStart = 0, totalAtStart = 0;
  NETC_CUDA_CHECK(cudaMemGetInfo(&freeAtStart, &totalAtStart));
  result.options.workspaceLimit = resolveWorkspaceLimit(options.workspaceLimit, freeAtStart);
  ExecutionContext context(handles, plan.precision, Layout::NHWC,
                           result.options.workspaceLimit);
  context.inference = true;
  context.reference = options.reference;
  context.engineSearchLimit = options.engineSearchLimit;
  context.graphPooling = options.graphPooling;
  std::optional<EngineCache> engineCache = EngineCache::open(
      options.engineCachePath, device.name, cudnnVersionText(device.cudnnVersion), progress);
  if (engineCache)
    context.engineCache = &*engineCache;
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
  uint64_t workspaceBytes = anyConvolution ? context.workspaceLimit : 0;

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

  // 4. Per launch: check, then time ours and cuDNN's, each with the SM clock
  // it ran at (a long tensor-core layer can hold the GPU at its power cap).
  ClockSampler clock(device.ordinal);
  result.clockUnavailable = clock.unavailable();
  result.maxSmMhz = clock.maxSmMhz();
  result.clockPeriodMs = int(clock.samplingPeriod().count());
  GraphTimer timer(context.stream, options.timing, device.l2CacheBytes);
  size_t launchesPerReplay = size_t(options.timing.launchesPerReplay);
  std::vector<double> logSpeedups;
  for (size_t i = 0; i < plan.launches.size(); ++i) {
    LaunchResult entry = describeLaunch(plan, i);
    progress << "  [" << i + 1 << "/" << plan.launches.size() << "] " << entry.kernel << " ("
             << entry.layers << ")";
    progress.flush();
    LaunchReference *reference = references[i].get();
    // Without a reference the launch cannot be checked: with checking on,
    // that fails the run; with --no-check it only costs cuDNN's time.
    if (!referenceFailures[i].empty()) {
      if (options.check)
        entry.unchecked = referenceFailures[i];
      else
        entry.cudnnFailure = referenceFailures[i];
    }
    try {
      if (options.check && reference)
        entry.check = reference->check(options.seed + i);
    } catch (const RuntimeError &error) {
      if (contextIsBroken())
        throw RuntimeError(network.launchName(i) + ": " + error.what() +
                           "\n  the GPU context is unusable after this fault; nothing after "
                           "this launch ran");
      entry.failure = error.what();
      reference = nullptr;
    }
    try {
      SampleClock::time_point begin = SampleClock::now();
      KernelTiming ours = timer.time([&](size_t) { network.launch(i); }, launchesPerReplay,
                                     network.launchName(i), CachePolicy::Flush);
      entry.oursClock = clock.reading(begin, SampleClock::now());
      entry.ours = ours.perLaunch;
      entry.oursHost = ours.hostPerCall;
    } catch (const RuntimeError &error) {
      if (contextIsBroken())
        throw RuntimeError(std::string(error.what()) +
                           "\n  the GPU context is unusable after this fault");
      entry.failure = error.what();
    }
    if (options.timeCudnn && reference) {
      try {
        // cudnnFind synchronises and allocates: before, never inside, the capture.
        reference->selectAlgorithms();
        SampleClock::time_point begin = SampleClock::now();
        KernelTiming cudnn =
            timer.time([&](size_t) { reference->run(); }, launchesPerReplay,
                       "cuDNN's reference of " + network.launchName(i), CachePolicy::Flush);
        entry.cudnnClock = clock.reading(begin, SampleClock::now());
        entry.cudnn = cudnn.perLaunch;
        entry.cudnnHost = cudnn.hostPerCall;
        entry.cudnnAlgorithms = reference->algorithms();
      } catch (const RuntimeError &error) {
        entry.cudnnFailure = std::string("cuDNN reference: ") + error.what();
      }
    }
    if (reference)
      reference->release();
    if (options.check && !entry.check.ran && entry.unchecked.empty())
      entry.unchecked = entry.failure.empty() ? "no check ran"
                                              : "the check did not complete: " + entry.failure;
    progress << ": ours " << (entry.ours ? formatFixed(entry.ours->median, 4) : "-") << " ms";
    if (entry.oursClock && entry.oursClock->slowed())
      progress << " at " << describeSlowClock(*entry.oursClock);
    progress << ", cudnn " << (entry.cudnn ? formatFixed(entry.cudnn->median, 4) : "-") << " ms";
    if (entry.cudnnClock && entry.cudnnClock->slowed())
      progress << " at " << describeSlowClock(*entry.cudnnClock);
    if (entry.check.ran)
      progress << ", error " << formatScientific(entry.check.relativeL2)
               << (entry.check.passed ? " ok" : " FAILED: " + entry.check.failure);
    if (!entry.unchecked.empty())
      progress << ", UNCHECKED: " << entry.unchecked;
    if (!entry.failure.empty())
      progress << ", " << entry.failure;
    if (!entry.cudnnFailure.empty())
      progress << ", no cuDNN time: " << entry.cudnnFailure;
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
  result.checks = accountChecks(checkRecords(result.launches), options.check);
  progress << "netc-runtime: checks: " << result.checks.summary() << "\n";
  result.convLaunches = logSpeedups.size();
  if (!logSpeedups.empty()) {
    double sum = 0;
    for (double value : logSpeedups)
      sum += value;
    result.convGeomeanSpeedup = std::exp(sum / double(logSpeedups.size()));
  }

  // 5. The whole forward pass: ours, then the reference's over the same
  // launches (every reference allocated at once, if they fit).
  result.passesPerReplay = passesPerReplay(plan.launches.size(), launchesPerReplay);
  KernelTiming forward =
      timer.time([&](size_t) { network.forward(); }, result.passesPerReplay,
                 "the forward pass on netc's kernels", CachePolicy::Rotate);
  result.network = forward.perLaunch;
  result.networkHost = forward.hostPerCall;
  result.imagesPerSecond = double(networkBatch(plan)) * 1000.0 / result.network->median;
  progress << "netc-runtime: forward pass " << formatFixed(result.network->median, 3) << " ms, "
           << formatFixed(result.imagesPerSecond, 0) << " images/s\n";
  if (options.timeCudnn)
    timeReferenceForward(network, references, referenceFailures, timer, result);
  else
    result.cudnnNetworkFailure = "cuDNN not timed (--no-cudnn)";
  if (result.cudnnNetwork)
    progress << "netc-runtime: the reference's forward pass "
             << formatFixed(result.cudnnNetwork->median, 3) << " ms\n";
  if (engineCache)
    result.engineCache = engineCache->close(options.engineCachePath, progress);
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
  GraphTimer timer(context.stream, options.timing, device.l2CacheBytes);
  std::vector<LaunchResult> results;
  for (size_t i = 0; i < plan.launches.size(); ++i) {
    LaunchResult entry = describeLaunch(plan, i);
    try {
      KernelTiming ours = timer.time([&](size_t) { network.launch(i); },
                                     size_t(options.timing.launchesPerReplay),
                                     network.launchName(i), CachePolicy::Flush);
      entry.ours = ours.perLaunch;
      entry.oursHost = ours.hostPerCall;
    } catch (const RuntimeError &error) {
      if (contextIsBroken())
        throw;
      entry.failure = error.what();
    }
    results.push_back(std::move(entry));
  }
  return results;
}

} // namespace netc::runtime
