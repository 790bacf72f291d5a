//===- Profiler.cpp - Time every layer and pass, and the full pass --------===//
//
// Every time here comes from GraphTimer: a layer's pass is enqueued L times
// (iteration i on rotation copy i mod slots, L a multiple of the layer's slot
// count) and captured in one CUDA graph, so cuDNN's and cuBLAS's host work
// per call stays outside the measured replays; it is reported in its own
// column (host ms per eager call). selectAlgorithms (cudnnFind, which
// synchronises and allocates) runs before any capture.
//
//===----------------------------------------------------------------------===//

#include "Profiler.h"

#include "Format.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace netc::runtime {

double PassResult::measuredMs() const { return find ? find->median : std::nan(""); }

double PassResult::errorPercent() const {
  if (!predicted || !find)
    return std::nan("");
  return netc::runtime::errorPercent(predicted->milliseconds, find->median);
}

namespace {

bool reported(Pass pass, const ProfileOptions &options) {
  return pass == Pass::Forward ? options.reportForward : options.reportBackward;
}

std::string describeFailure(const std::exception &error) {
  if (auto *runtime = dynamic_cast<const RuntimeError *>(&error))
    if (runtime->kind() == RuntimeError::Kind::Unsupported)
      return std::string("not supported: ") + error.what();
  return error.what();
}

void profileLayer(Network &network, size_t index, GraphTimer &timer,
                  const ProfileOptions &options, LayerResult &result, std::ostream &progress) {
  const PlanLayer &layer = network.plan().layers[index];
  LayerRunner &runner = network.runner(index);
  std::vector<Pass> passes;
  for (Pass pass : {Pass::Forward, Pass::BackwardFilter, Pass::BackwardData})
    if (network.runsPass(index, pass) && reported(pass, options))
      passes.push_back(pass);
  for (Pass pass : passes) {
    PassResult entry;
    entry.pass = pass;
    entry.predicted = layer.prediction(pass);
    entry.hasAlgorithmChoice = runner.hasAlgorithmChoice(pass);
    result.passes.push_back(entry);
  }
  if (passes.empty())
    return;
  try {
    network.selectAlgorithms(index);
  } catch (const std::exception &error) {
    for (PassResult &entry : result.passes)
      entry.failure = describeFailure(error);
    progress << "  " << layer.name << ": " << describeFailure(error) << "\n";
    return;
  }
  for (PassResult &entry : result.passes) {
    Pass pass = entry.pass;
    try {
      size_t launches =
          launchesForRotation(size_t(options.timing.launchesPerReplay), network.slotCount(index));
      std::string what = "layer '" + layer.name + "' " + passName(pass);
      auto timeWith = [&](AlgorithmSearch search) {
        return timer.time(
            [&](size_t iteration) { network.run(index, pass, search, iteration); }, launches,
            what, CachePolicy::Rotate);
      };
      KernelTiming found = timeWith(AlgorithmSearch::Find);
      entry.find = found.perLaunch;
      if (runner.addsRuntimeKernels(pass))
        entry.libraryCall =
            timer
                .time([&](size_t iteration) {
                  network.runLibraryCall(index, pass, AlgorithmSearch::Find, iteration);
                }, launches, what + " (the library's call alone)", CachePolicy::Rotate)
                .perLaunch;
      entry.hostPerCall = found.hostPerCall;
      entry.launchesPerReplay = found.launchesPerReplay;
      if (entry.hasAlgorithmChoice) {
        entry.heuristicAlgorithm = runner.algorithm(pass, AlgorithmSearch::Heuristic);
        entry.findAlgorithm = runner.algorithm(pass, AlgorithmSearch::Find);
        bool same = entry.heuristicAlgorithm.algorithm == entry.findAlgorithm.algorithm &&
                    entry.heuristicAlgorithm.mathType == entry.findAlgorithm.mathType;
        entry.heuristic =
            same ? entry.find : timeWith(AlgorithmSearch::Heuristic).perLaunch;
      } else {
        entry.heuristic = entry.find;
      }
    } catch (const std::exception &error) {
      entry.failure = describeFailure(error);
    }
    progress << "  " << layer.name << " " << passName(pass) << ": "
             << (entry.find ? formatFixed(entry.find->median, 4) + " ms" +
                                  (entry.hasAlgorithmChoice ? " (" + entry.findAlgorithm.name + ")"
                                                            : "")
                            : entry.failure)
             << "\n";
  }
}

/// Times whole passes of the network as one graph: `passes(iteration)`
/// enqueues one pass of `calls` layer passes on the iteration's rotation
/// copies; a replay holds enough passes for --launches-per-replay layer passes.
KernelTiming timeWholePasses(GraphTimer &timer, const ProfileOptions &options, size_t calls,
                             const std::function<void(size_t)> &pass, const std::string &what,
                             size_t &passesInReplay) {
  passesInReplay = passesPerReplay(calls, size_t(options.timing.launchesPerReplay));
  return timer.time(pass, passesInReplay, what, CachePolicy::Rotate);
}

} // namespace

ProfileResult profileNetwork(Network &network, const ExecutionContext &context,
                             const ProfileOptions &options, std::ostream &progress) {
  ProfileResult result;
  result.timing = options.timing;
  GraphTimer timer(context.stream, options.timing, 0);
  size_t count = network.size();
  for (size_t i = 0; i < count; ++i) {
    result.maxRotationSlots = std::max(result.maxRotationSlots, network.slotCount(i));
    const PlanLayer &layer = network.plan().layers[i];
    progress << "[" << i + 1 << "/" << count << "] " << layer.name << " ("
             << opKindName(layer.op) << ")\n";
    LayerResult layerResult;
    layerResult.name = layer.name;
    layerResult.op = opKindName(layer.op);
    profileLayer(network, i, timer, options, layerResult, progress);
    if (!layerResult.passes.empty())
      result.layers.push_back(std::move(layerResult));
  }

  std::vector<LayerTime> times[3];
  for (const LayerResult &layer : result.layers)
    for (const PassResult &entry : layer.passes) {
      size_t p = size_t(entry.pass);
      if (!entry.failure.empty())
        ++result.failures;
      if (entry.find)
        result.measuredSum[p] += entry.find->median;
      if (entry.predicted)
        result.predictedSum[p] += entry.predicted->milliseconds;
      if (entry.predicted && entry.find)
        times[p].push_back({layer.name, entry.predicted->milliseconds, entry.find->median});
    }
  for (Pass pass : kAllPasses)
    result.errors[size_t(pass)] = summarizeErrors(times[size_t(pass)]);

  // The full pass runs every layer, so it needs every layer to work.
  FullPassResult &full = result.fullPass;
  if (result.failures) {
    full.failure = std::to_string(result.failures) + " layer pass(es) failed";
    return result;
  }
  for (size_t i = 0; i < count; ++i) {
    if (network.runsPass(i, Pass::Forward))
      ++full.forwardCalls;
    for (Pass pass : {Pass::BackwardFilter, Pass::BackwardData})
      if (network.runsPass(i, pass))
        ++full.trainingStepCalls;
  }
  full.trainingStepCalls += full.forwardCalls;
  progress << "full pass: forward and training step, each one CUDA graph\n";
  try {
    KernelTiming forward = timeWholePasses(
        timer, options, full.forwardCalls,
        [&](size_t iteration) { network.forward(AlgorithmSearch::Find, iteration); },
        "the network's forward pass", full.forwardPassesPerReplay);
    full.forward = forward.perLaunch;
    full.forwardHost = forward.hostPerCall;
    full.measured = true;
  } catch (const std::exception &error) {
    full.failure = error.what();
    return result;
  }
  if (!options.reportBackward) {
    full.trainingStepFailure = "backward passes not run (--direction forward)";
    return result;
  }
  try {
    KernelTiming step = timeWholePasses(
        timer, options, full.trainingStepCalls,
        [&](size_t iteration) {
          network.forward(AlgorithmSearch::Find, iteration);
          network.backward(AlgorithmSearch::Find, iteration);
        },
        "the network's training step", full.trainingStepsPerReplay);
    full.trainingStep = step.perLaunch;
    full.trainingStepHost = step.hostPerCall;
  } catch (const std::exception &error) {
    full.trainingStepFailure = error.what();
  }
  return result;
}

} // namespace netc::runtime
