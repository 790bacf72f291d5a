//===- DataParallel.cpp - The plan's training step on every GPU -----------===//

#include "DataParallel.h"

#include "Device.h"
#include "Error.h"
#include "Format.h"
#include "Kernels.h"
#include "Layers.h"
#include "Nccl.h"
#include "Network.h"
#include "Tensor.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <thread>

namespace netc::runtime {

namespace {

/// Every GPU's thread waits here between phases. A thread that fails calls
/// fail(): the others then leave at their next wait instead of issuing
/// collectives a missing peer would never join.
class PhaseBarrier {
public:
  explicit PhaseBarrier(int parties) : parties(parties) {}

  /// Returns false when some thread has failed.
  bool arriveAndWait() {
    std::unique_lock<std::mutex> lock(mutex);
    if (failed)
      return false;
    int generation = currentGeneration;
    if (++arrived == parties) {
      arrived = 0;
      ++currentGeneration;
      changed.notify_all();
    } else {
      changed.wait(lock, [&] { return failed || generation != currentGeneration; });
    }
    return !failed;
  }

  void fail() {
    std::lock_guard<std::mutex> lock(mutex);
    failed = true;
    changed.notify_all();
  }

private:
  std::mutex mutex;
  std::condition_variable changed;
  int parties;
  int arrived = 0;
  int currentGeneration = 0;
  bool failed = false;
};

/// One GPU: its handles, network, buckets and streams.
class Worker {
public:
  Worker(int rank, const Plan &plan, const DataParallelOptions &options, Precision precision,
         Layout layout, Nccl *nccl)
      : rank(rank), plan(plan), options(options), precision(precision), layout(layout),
        nccl(nccl) {}

  /// This GPU's communicator for the next measurement.
  void useCommunicator(nccl::Communicator communicator) { comm = communicator; }

  ~Worker() {
    cudaSetDevice(rank);
    for (cudaEvent_t event : events)
      cudaEventDestroy(event);
    if (commStream)
      cudaStreamDestroy(commStream);
  }

  void setUp(std::ostream &progress, std::mutex &progressMutex) {
    NETC_CUDA_CHECK(cudaSetDevice(rank));
    handles = std::make_unique<LibraryHandles>();
    context = std::make_unique<ExecutionContext>(*handles, precision, layout,
                                                 options.workspaceLimit);
    context->engineSearchLimit = options.engineSearchLimit;
    NetworkOptions networkOptions;
    networkOptions.seed = options.seed;
    network = std::make_unique<Network>(plan, *context, networkOptions);

    // The buckets first: their buffers come out of the memory the plan sees.
    std::vector<LayerGradients> backwardOrder;
    for (size_t i = plan.layers.size(); i-- > 0;) {
      size_t parameters = 0;
      for (const BufferRequest &request : network->runner(i).bufferRequests())
        if (isWeightGradientBuffer(request.name))
          parameters += request.bytes / bytesPerElement(request.kind);
      backwardOrder.push_back({i, parameters});
    }
    double bucketBytes = options.bucketMiB * 1024 * 1024;
    buckets = planGradientBuckets(backwardOrder, bucketBytes);
    size_t bucketBytesTotal = 0;
    for (const GradientBucketPlan &bucket : buckets)
      bucketBytesTotal += 2 * bucket.bytes(); // gradients and weights

    DeviceInfo device = queryDevice(rank);
    size_t freeBytes = 0, totalBytes = 0;
    NETC_CUDA_CHECK(cudaMemGetInfo(&freeBytes, &totalBytes));
    if (freeBytes < bucketBytesTotal)
      throw RuntimeError("GPU " + std::to_string(rank) + ": the gradient buckets need " +
                             formatBytes(bucketBytesTotal) + " but " + formatBytes(freeBytes) +
                             " are free",
                         RuntimeError::Kind::OutOfMemory);
    network->planMemory(freeBytes - bucketBytesTotal, totalBytes, device.l2CacheBytes,
                        device.name);
    network->allocateAndInitialise();
    // cuDNN's engine search can take minutes (vgg16 at 128 images a GPU in
    // fp32 ran past 245 s, docs/results/2026-11-29-two-h200s.md): GPU 0 says
    // how far it is every 15 s, and how long it took.
    const auto searchStart = std::chrono::steady_clock::now();
    auto lastReport = searchStart;
    auto secondsSince = [](std::chrono::steady_clock::time_point start) {
      return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    };
    for (size_t i = 0; i < network->size(); ++i) {
      network->selectAlgorithms(i);
      if (rank == 0 && secondsSince(lastReport) >= 15) {
        lastReport = std::chrono::steady_clock::now();
        std::lock_guard<std::mutex> lock(progressMutex);
        progress << "netc-runtime: GPU 0: engines chosen for " << i + 1 << " of "
                 << network->size() << " layers (" << formatFixed(secondsSince(searchStart), 0)
                 << " s)" << std::endl;
      }
    }
    const double searchSeconds = secondsSince(searchStart);

    for (size_t b = 0; b < buckets.size(); ++b) {
      size_t count = buckets[b].parameters;
      gradients.emplace_back(count * sizeof(float));
      weights.emplace_back(count * sizeof(float));
      kernels::fillUniform(gradients.back().data(), count, DataKind::F32,
                           options.seed * 1000 + 2 * b, -1.f, 1.f, context->stream);
      kernels::fillUniform(weights.back().data(), count, DataKind::F32,
                           options.seed * 1000 + 2 * b + 1, -1.f, 1.f, context->stream);
    }
    NETC_CUDA_CHECK(cudaStreamCreateWithFlags(&commStream, cudaStreamNonBlocking));
    bucketReady.resize(buckets.size());
    for (cudaEvent_t &event : bucketReady)
      event = newEvent(cudaEventDisableTiming);
    commDone = newEvent(cudaEventDisableTiming);
    size_t steps = size_t(options.iterations);
    for (size_t i = 0; i < 2 * steps; ++i) {
      starts.push_back(newEvent(cudaEventDefault));
      ends.push_back(newEvent(cudaEventDefault));
    }
    NETC_CUDA_CHECK(cudaStreamSynchronize(context->stream));
    std::lock_guard<std::mutex> lock(progressMutex);
    progress << "netc-runtime: GPU " << rank << " (" << device.name << "): " << plan.layers.size()
             << " layers, " << buckets.size() << " gradient bucket(s), "
             << formatBytes(network->memory().totalBytes) << " planned, engines chosen in "
             << formatFixed(searchSeconds, 1) << " s\n";
  }

  /// Warm-up and timed steps, with or without the all-reduces. Every GPU
  /// enters together.
  std::vector<double> measure(bool communicate, PhaseBarrier &barrier, size_t eventOffset) {
    NETC_CUDA_CHECK(cudaSetDevice(rank));
    for (int i = 0; i < options.warmup; ++i)
      step(size_t(i), communicate);
    NETC_CUDA_CHECK(cudaStreamSynchronize(context->stream));
    if (!barrier.arriveAndWait())
      return {};
    if (options.timing == TimingMethod::Graph)
      return measureReplays(communicate, barrier, eventOffset);
    for (int i = 0; i < options.iterations; ++i) {
      NETC_CUDA_CHECK(cudaEventRecord(starts[eventOffset + size_t(i)], context->stream));
      step(size_t(options.warmup + i), communicate);
      NETC_CUDA_CHECK(cudaEventRecord(ends[eventOffset + size_t(i)], context->stream));
    }
    return elapsed(eventOffset, 1);
  }

  std::vector<DataParallelBucket> describeBuckets() const {
    std::vector<DataParallelBucket> result;
    for (const GradientBucketPlan &bucket : buckets)
      result.push_back({bucket.layers.size(), bucket.bytes(),
                        plan.layers[bucket.layers.front()].name,
                        plan.layers[bucket.layers.back()].name});
    return result;
  }

private:
  int rank;
  const Plan &plan;
  const DataParallelOptions &options;
  Precision precision;
  Layout layout;
  nccl::Communicator comm = nullptr;
  Nccl *nccl;
  std::unique_ptr<LibraryHandles> handles;
  std::unique_ptr<ExecutionContext> context;
  std::unique_ptr<Network> network;
  std::vector<GradientBucketPlan> buckets;
  std::vector<DeviceBuffer> gradients, weights;
  cudaStream_t commStream = nullptr;
  std::vector<cudaEvent_t> bucketReady;
  cudaEvent_t commDone = nullptr;
  std::vector<cudaEvent_t> starts, ends, events;

  /// Per step, the time between each timed pair of events over `steps`.
  std::vector<double> elapsed(size_t eventOffset, int steps) {
    NETC_CUDA_CHECK(cudaStreamSynchronize(context->stream));
    std::vector<double> times;
    for (int i = 0; i < options.iterations; ++i) {
      float ms = 0;
      NETC_CUDA_CHECK(cudaEventElapsedTime(&ms, starts[eventOffset + size_t(i)],
                                           ends[eventOffset + size_t(i)]));
      times.push_back(double(ms) / steps);
    }
    return times;
  }

  /// Kernel-only: `stepsPerReplay` steps captured into one CUDA graph (the
  /// communication stream forks from the compute stream at each bucket's
  /// event and joins it before the update), one untimed replay, then a
  /// timed replay per iteration. Every GPU captures before any replays, so
  /// a capture that fails on one GPU stops all of them before a collective
  /// could wait for it.
  std::vector<double> measureReplays(bool communicate, PhaseBarrier &barrier,
                                     size_t eventOffset) {
    cudaGraphExec_t replay = nullptr;
    {
      cudaGraph_t graph = nullptr;
      NETC_CUDA_CHECK(cudaStreamBeginCapture(context->stream, cudaStreamCaptureModeThreadLocal));
      try {
        for (int k = 0; k < options.stepsPerReplay; ++k)
          step(size_t(k), communicate);
      } catch (...) {
        cudaStreamEndCapture(context->stream, &graph);
        if (graph)
          cudaGraphDestroy(graph);
        cudaGetLastError();
        throw;
      }
      NETC_CUDA_CHECK(cudaStreamEndCapture(context->stream, &graph));
      cudaError_t status = cudaGraphInstantiate(&replay, graph, 0);
      cudaGraphDestroy(graph);
      NETC_CUDA_CHECK(status);
    }
    struct GraphExec {
      cudaGraphExec_t exec;
      ~GraphExec() { cudaGraphExecDestroy(exec); }
    } owner{replay};
    if (!barrier.arriveAndWait())
      return {};
    NETC_CUDA_CHECK(cudaGraphLaunch(replay, context->stream));
    for (int i = 0; i < options.iterations; ++i) {
      NETC_CUDA_CHECK(cudaEventRecord(starts[eventOffset + size_t(i)], context->stream));
      NETC_CUDA_CHECK(cudaGraphLaunch(replay, context->stream));
      NETC_CUDA_CHECK(cudaEventRecord(ends[eventOffset + size_t(i)], context->stream));
    }
    return elapsed(eventOffset, options.stepsPerReplay);
  }

  cudaEvent_t newEvent(unsigned flags) {
    cudaEvent_t event = nullptr;
    NETC_CUDA_CHECK(cudaEventCreateWithFlags(&event, flags));
    events.push_back(event);
    return event;
  }

  /// One training step on this GPU's streams (see DataParallel.h).
  void step(size_t iteration, bool communicate) {
    network->forward(AlgorithmSearch::Find, iteration);
    size_t next = 0; // the next bucket to complete
    for (size_t i = network->size(); i-- > 0;) {
      for (Pass pass : {Pass::BackwardFilter, Pass::BackwardData})
        if (network->runsPass(i, pass))
          network->run(i, pass, AlgorithmSearch::Find, iteration);
      if (next < buckets.size() && buckets[next].readyAfterLayer() == i) {
        if (communicate) {
          NETC_CUDA_CHECK(cudaEventRecord(bucketReady[next], context->stream));
          NETC_CUDA_CHECK(cudaStreamWaitEvent(commStream, bucketReady[next], 0));
          void *data = gradients[next].data();
          nccl->check(nccl->api().allReduce(data, data, buckets[next].parameters,
                                            nccl::Float32, nccl::Sum, comm, commStream),
                      "ncclAllReduce of gradient bucket " + std::to_string(next) + " on GPU " +
                          std::to_string(rank));
        }
        ++next;
      }
    }
    if (communicate) {
      NETC_CUDA_CHECK(cudaEventRecord(commDone, commStream));
      NETC_CUDA_CHECK(cudaStreamWaitEvent(context->stream, commDone, 0));
    }
    // The SGD update, w -= lr g, over every bucket's parameters.
    const float minusLearningRate = -0.01f;
    for (size_t b = 0; b < buckets.size(); ++b)
      NETC_CUBLAS_CHECK(cublasSaxpy(handles->cublas, int(buckets[b].parameters),
                                    &minusLearningRate,
                                    static_cast<const float *>(gradients[b].data()), 1,
                                    static_cast<float *>(weights[b].data()), 1));
  }
};

/// Per step, the slowest GPU's time.
std::vector<double> slowestPerStep(const std::vector<std::vector<double>> &perGpu) {
  std::vector<double> result(perGpu.front().size(), 0.0);
  for (const std::vector<double> &times : perGpu)
    for (size_t i = 0; i < times.size(); ++i)
      result[i] = std::max(result[i], times[i]);
  return result;
}

} // namespace

std::vector<DataParallelResult> runDataParallel(const Plan &plan,
                                                const DataParallelOptions &options,
                                                std::ostream &progress) {
  int available = 0;
  NETC_CUDA_CHECK(cudaGetDeviceCount(&available));
  std::vector<int> counts = options.gpuCounts;
  if (counts.empty())
    counts.push_back(available);
  int most = *std::max_element(counts.begin(), counts.end());
  if (most > available)
    throw RuntimeError("train-dp: --gpus " + std::to_string(most) + ": this machine has " +
                       std::to_string(available) + " GPU(s)");

  DataParallelResult common;
  common.planPath = plan.path;
  common.precision = options.precision.value_or(plan.precision);
  common.layout = options.layout.value_or(plan.layout);
  common.batchPerGpu = plan.batch;
  common.bucketMiB = options.bucketMiB;
  common.iterations = options.iterations;
  common.warmup = options.warmup;
  common.timing = options.timing;
  common.stepsPerReplay = options.timing == TimingMethod::Graph ? options.stepsPerReplay : 1;
  common.gpu = queryDevice(0).name;
  // Read the predictions before minutes of measuring, not after.
  std::vector<std::optional<DataParallelPrediction>> predictions;
  for (int n : counts) {
    predictions.emplace_back();
    if (options.predictionPath.empty())
      continue;
    predictions.back() = readDataParallelPrediction(options.predictionPath, n);
    if (predictions.back()->batchPerWorker != plan.batch)
      throw RuntimeError(options.predictionPath + ": predicted at " +
                         std::to_string(predictions.back()->batchPerWorker) +
                         " images per worker, but the plan's batch is " +
                         std::to_string(plan.batch));
  }

  Nccl *nccl = nullptr;
  std::string why;
  if (options.nccl && Nccl::available(&why)) {
    nccl = &Nccl::open();
    common.ncclVersion = nccl->version();
    common.nvls = nccl->nvlsSetting();
    progress << "netc-runtime: NCCL " << nccl->version() << " (" << nccl->library() << "), "
             << nccl->nvlsSetting() << "\n";
  } else if (most > 1) {
    throw RuntimeError("train-dp on " + std::to_string(most) + " GPUs needs NCCL" +
                       (options.nccl ? ": " + why : std::string(" (--no-nccl given)")));
  } else {
    common.note = options.nccl ? "no all-reduce: " + why
                               : "no all-reduce (--no-nccl): compute only";
  }
  common.communicated = nccl != nullptr;

  // Every GPU's network, set up once (cuDNN's algorithm search included).
  std::vector<std::unique_ptr<Worker>> workers;
  for (int g = 0; g < most; ++g)
    workers.push_back(std::make_unique<Worker>(g, plan, options, common.precision,
                                               common.layout, nccl));
  std::mutex progressMutex;
  auto onEveryGpu = [&](int n, const std::function<void(Worker &, int, PhaseBarrier &)> &work) {
    PhaseBarrier barrier(n);
    std::vector<std::exception_ptr> failures(static_cast<size_t>(n));
    std::vector<std::thread> threads;
    for (int g = 0; g < n; ++g)
      threads.emplace_back([&, g] {
        try {
          work(*workers[size_t(g)], g, barrier);
        } catch (...) {
          failures[size_t(g)] = std::current_exception();
          barrier.fail();
        }
      });
    for (std::thread &thread : threads)
      thread.join();
    for (int g = 0; g < n; ++g)
      if (failures[size_t(g)]) {
        try {
          std::rethrow_exception(failures[size_t(g)]);
        } catch (const RuntimeError &error) {
          throw RuntimeError("GPU " + std::to_string(g) + ": " + error.what(), error.kind());
        } catch (const std::exception &error) {
          throw RuntimeError("GPU " + std::to_string(g) + ": " + error.what());
        }
      }
  };
  onEveryGpu(most, [&](Worker &worker, int, PhaseBarrier &) {
    worker.setUp(progress, progressMutex);
  });
  common.buckets = workers.front()->describeBuckets();

  std::vector<DataParallelResult> results;
  for (size_t c = 0; c < counts.size(); ++c) {
    int n = counts[c];
    DataParallelResult result = common;
    result.gpus = n;
    result.prediction = predictions[c];
    std::unique_ptr<NcclCommunicators> comms;
    if (nccl) {
      std::vector<int> devices;
      for (int g = 0; g < n; ++g)
        devices.push_back(g);
      comms = std::make_unique<NcclCommunicators>(*nccl, devices);
      for (int g = 0; g < n; ++g)
        workers[size_t(g)]->useCommunicator((*comms)[size_t(g)]);
    }
    std::vector<std::vector<double>> compute(static_cast<size_t>(n)),
        iteration(static_cast<size_t>(n));
    onEveryGpu(n, [&](Worker &worker, int g, PhaseBarrier &barrier) {
      compute[size_t(g)] = worker.measure(false, barrier, 0);
      if (!barrier.arriveAndWait() || !result.communicated)
        return;
      iteration[size_t(g)] = worker.measure(true, barrier, size_t(options.iterations));
    });
    result.computeMs = summarizeTimings(slowestPerStep(compute));
    result.iterationMs =
        result.communicated ? summarizeTimings(slowestPerStep(iteration)) : result.computeMs;
    progress << "netc-runtime: " << n << " GPU(s): compute " << formatFixed(result.computeMs.median, 3)
             << " ms, iteration " << formatFixed(result.iterationMs.median, 3) << " ms\n";
    for (int g = 0; g < n; ++g)
      workers[size_t(g)]->useCommunicator(nullptr);
    results.push_back(std::move(result));
  }
  workers.clear();
  return results;
}

namespace {
void printOneRun(const DataParallelResult &result, std::ostream &out) {
  size_t totalBytes = 0;
  for (const DataParallelBucket &bucket : result.buckets)
    totalBytes += bucket.bytes;
  out << "Data-parallel training: " << result.planPath << " on " << result.gpus << " x "
      << result.gpu << ", " << result.batchPerGpu << " images per GPU, "
      << getPrecisionName(result.precision) << ", " << getLayoutName(result.layout) << "\n";
  out << "Gradients: " << formatBytes(totalBytes) << " fp32 in " << result.buckets.size()
      << " bucket(s) of " << formatFixed(result.bucketMiB, 1)
      << " MiB (the first 1 MiB), all-reduced on their own stream as each is ready\n";
  if (result.communicated)
    out << "NCCL " << result.ncclVersion << ", " << result.nvls << "\n";
  if (!result.note.empty())
    out << "Note: " << result.note << "\n";
  if (result.timing == TimingMethod::Graph)
    out << "Timing: kernel-only: " << result.warmup << " eager warm-up steps, then "
        << result.stepsPerReplay << " steps captured into a CUDA graph per GPU, one untimed and "
        << result.iterations << " timed replays, per step, the slowest GPU per replay, median\n";
  else
    out << "Timing: events around " << result.iterations << " eager steps after "
        << result.warmup << " warm-up steps on every GPU (host launch gaps included), the "
        << "slowest GPU per step, median\n";
  out << "\nquantity\tmeasured_ms\tpredicted_ms\terror_%\n";
  auto row = [&](const char *name, double measured, std::optional<double> predicted) {
    out << name << "\t" << formatFixed(measured, 3) << "\t"
        << (predicted ? formatFixed(*predicted, 3) : std::string("-")) << "\t"
        << (predicted ? formatFixed(errorPercent(*predicted, measured), 1) : std::string("-"))
        << "\n";
  };
  const std::optional<DataParallelPrediction> &p = result.prediction;
  row("compute", result.computeMs.median, p ? std::optional<double>(p->computeMs) : std::nullopt);
  row("exposed_communication", result.exposedMs(),
      p ? std::optional<double>(p->exposedMs) : std::nullopt);
  row("iteration", result.iterationMs.median,
      p ? std::optional<double>(p->iterationMs) : std::nullopt);
  if (p)
    out << "Prediction: netc predict (" << p->device << "), " << p->buckets << " bucket(s), "
        << (p->overlap ? "overlap on" : "overlap off") << ", interconnect "
        << p->interconnectSource << ": " << p->interconnect << "\n";
  out << "\nbucket\tlayers\tbytes\tfirst_layer\tlast_layer\n";
  for (size_t b = 0; b < result.buckets.size(); ++b) {
    const DataParallelBucket &bucket = result.buckets[b];
    out << b << "\t" << bucket.layers << "\t" << bucket.bytes << "\t" << bucket.firstLayer
        << "\t" << bucket.lastLayer << "\n";
  }
}

nlohmann::json oneRunJson(const DataParallelResult &result) {
  auto timing = [](const TimingSummary &summary) {
    return nlohmann::json{{"median_ms", summary.median},
                          {"min_ms", summary.min},
                          {"max_ms", summary.max},
                          {"mean_ms", summary.mean}};
  };
  nlohmann::json buckets = nlohmann::json::array();
  for (const DataParallelBucket &bucket : result.buckets)
    buckets.push_back({{"layers", bucket.layers},
                       {"bytes", bucket.bytes},
                       {"first_layer", bucket.firstLayer},
                       {"last_layer", bucket.lastLayer}});
  nlohmann::json document{{"plan", result.planPath},
                          {"gpu", result.gpu},
                          {"gpus", result.gpus},
                          {"batch_per_gpu", result.batchPerGpu},
                          {"precision", getPrecisionName(result.precision)},
                          {"layout", getLayoutName(result.layout)},
                          {"communicated", result.communicated},
                          {"nccl_version", result.ncclVersion},
                          {"nvls", result.nvls},
                          {"note", result.note},
                          {"bucket_mib", result.bucketMiB},
                          {"iterations", result.iterations},
                          {"warmup", result.warmup},
                          {"timing", timingMethodName(result.timing)},
                          {"steps_per_replay", result.stepsPerReplay},
                          {"compute", timing(result.computeMs)},
                          {"iteration", timing(result.iterationMs)},
                          {"exposed_ms", result.exposedMs()},
                          {"buckets", buckets},
                          {"command", result.command}};
  if (const std::optional<DataParallelPrediction> &p = result.prediction)
    document["prediction"] = {{"compute_ms", p->computeMs},
                              {"allreduce_ms", p->allReduceMs},
                              {"exposed_ms", p->exposedMs},
                              {"iteration_ms", p->iterationMs},
                              {"buckets", p->buckets},
                              {"interconnect_source", p->interconnectSource},
                              {"interconnect", p->interconnect},
                              {"iteration_error_percent",
                               errorPercent(p->iterationMs, result.iterationMs.median)}};
  return document;
}
} // namespace

void printDataParallelText(const std::vector<DataParallelResult> &results, std::ostream &out) {
  for (size_t i = 0; i < results.size(); ++i) {
    if (i)
      out << "\n";
    printOneRun(results[i], out);
  }
}

nlohmann::json dataParallelJson(const std::vector<DataParallelResult> &results) {
  nlohmann::json runs = nlohmann::json::array();
  for (const DataParallelResult &result : results)
    runs.push_back(oneRunJson(result));
  return {{"netc_train_dp_version", 1}, {"runs", runs}};
}

} // namespace netc::runtime
