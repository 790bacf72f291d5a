//===- Profiler.cpp - Time every layer and pass, and the full pass --------===//
//
// Events are recorded on the stream around each run, all of them before one
// synchronisation, so host work between runs does not enter the timings
// unless it starves the GPU (then the layer's time includes launch gaps, as
// it would inside a framework).
//
//===----------------------------------------------------------------------===//

#include "Profiler.h"

#include "Format.h"

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

/// Pairs of CUDA events, created once and reused for every measurement.
class EventPool {
public:
  explicit EventPool(size_t pairs) {
    events.resize(3 * pairs);
    for (cudaEvent_t &event : events)
      NETC_CUDA_CHECK(cudaEventCreate(&event));
  }
  ~EventPool() {
    for (cudaEvent_t event : events)
      if (event)
        cudaEventDestroy(event);
  }
  cudaEvent_t at(size_t index) const { return events.at(index); }

private:
  std::vector<cudaEvent_t> events;
};

float elapsedMs(cudaEvent_t start, cudaEvent_t stop) {
  float ms = 0;
  NETC_CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
  return ms;
}

/// Runs `work(iteration)` warmup times, then times it `iterations` times.
TimingSummary timeRuns(const std::function<void(size_t)> &work, const ProfileOptions &options,
                       const EventPool &events, cudaStream_t stream) {
  size_t iteration = 0;
  for (int i = 0; i < options.warmup; ++i)
    work(iteration++);
  for (int i = 0; i < options.iterations; ++i) {
    NETC_CUDA_CHECK(cudaEventRecord(events.at(2 * i), stream));
    work(iteration++);
    NETC_CUDA_CHECK(cudaEventRecord(events.at(2 * i + 1), stream));
  }
  NETC_CUDA_CHECK(cudaStreamSynchronize(stream));
  std::vector<double> samples;
  for (int i = 0; i < options.iterations; ++i)
    samples.push_back(elapsedMs(events.at(2 * i), events.at(2 * i + 1)));
  return summarizeTimings(samples);
}

bool reported(Pass pass, const ProfileOptions &options) {
  return pass == Pass::Forward ? options.reportForward : options.reportBackward;
}

std::string describeFailure(const std::exception &error) {
  if (auto *runtime = dynamic_cast<const RuntimeError *>(&error))
    if (runtime->kind() == RuntimeError::Kind::Unsupported)
      return std::string("not supported: ") + error.what();
  return error.what();
}

void profileLayer(Network &network, size_t index, const ExecutionContext &context,
                  const ProfileOptions &options, const EventPool &events, LayerResult &result,
                  std::ostream &progress) {
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
      auto timeWith = [&](AlgorithmSearch search) {
        return timeRuns(
            [&](size_t iteration) { network.run(index, pass, search, iteration); }, options,
            events, context.stream);
      };
      entry.find = timeWith(AlgorithmSearch::Find);
      if (entry.hasAlgorithmChoice) {
        entry.heuristicAlgorithm = runner.algorithm(pass, AlgorithmSearch::Heuristic);
        entry.findAlgorithm = runner.algorithm(pass, AlgorithmSearch::Find);
        bool same = entry.heuristicAlgorithm.algorithm == entry.findAlgorithm.algorithm &&
                    entry.heuristicAlgorithm.mathType == entry.findAlgorithm.mathType;
        entry.heuristic = same ? entry.find : timeWith(AlgorithmSearch::Heuristic);
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

} // namespace

ProfileResult profileNetwork(Network &network, const ExecutionContext &context,
                             const ProfileOptions &options, std::ostream &progress) {
  ProfileResult result;
  result.iterations = options.iterations;
  result.warmup = options.warmup;
  EventPool events(size_t(options.iterations));
  size_t count = network.size();
  for (size_t i = 0; i < count; ++i) {
    const PlanLayer &layer = network.plan().layers[i];
    progress << "[" << i + 1 << "/" << count << "] " << layer.name << " ("
             << opKindName(layer.op) << ")\n";
    LayerResult layerResult;
    layerResult.name = layer.name;
    layerResult.op = opKindName(layer.op);
    profileLayer(network, i, context, options, events, layerResult, progress);
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
  progress << "full pass: " << options.warmup << " warm-up + " << options.iterations
           << " timed runs\n";
  try {
    bool backward = options.reportBackward;
    size_t iteration = 0;
    for (int i = 0; i < options.warmup; ++i, ++iteration) {
      network.forward(AlgorithmSearch::Find, iteration);
      if (backward)
        network.backward(AlgorithmSearch::Find, iteration);
    }
    std::vector<double> forwardMs, backwardMs, totalMs;
    for (int i = 0; i < options.iterations; ++i, ++iteration) {
      NETC_CUDA_CHECK(cudaEventRecord(events.at(2 * i), context.stream));
      network.forward(AlgorithmSearch::Find, iteration);
      NETC_CUDA_CHECK(cudaEventRecord(events.at(2 * i + 1), context.stream));
      if (backward) {
        network.backward(AlgorithmSearch::Find, iteration);
        NETC_CUDA_CHECK(
            cudaEventRecord(events.at(2 * options.iterations + i), context.stream));
      }
    }
    NETC_CUDA_CHECK(cudaStreamSynchronize(context.stream));
    for (int i = 0; i < options.iterations; ++i) {
      forwardMs.push_back(elapsedMs(events.at(2 * i), events.at(2 * i + 1)));
      if (backward) {
        cudaEvent_t end = events.at(2 * options.iterations + i);
        backwardMs.push_back(elapsedMs(events.at(2 * i + 1), end));
        totalMs.push_back(elapsedMs(events.at(2 * i), end));
      }
    }
    full.forward = summarizeTimings(forwardMs);
    if (backward) {
      full.backward = summarizeTimings(backwardMs);
      full.total = summarizeTimings(totalMs);
    }
    full.measured = true;
  } catch (const std::exception &error) {
    full.failure = error.what();
  }
  return result;
}

} // namespace netc::runtime
