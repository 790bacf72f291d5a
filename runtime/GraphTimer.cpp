//===- GraphTimer.cpp - Kernel-only timing through CUDA graphs ------------===//

#include "GraphTimer.h"

#include "Error.h"

#include <algorithm>
#include <chrono>
#include <vector>

namespace netc::runtime {

namespace {

/// Events created once per measurement and destroyed on every path out.
class EventSet {
public:
  explicit EventSet(size_t count) : events(count, nullptr) {
    for (cudaEvent_t &event : events)
      NETC_CUDA_CHECK(cudaEventCreate(&event));
  }
  ~EventSet() {
    for (cudaEvent_t event : events)
      if (event)
        cudaEventDestroy(event);
  }
  cudaEvent_t operator[](size_t index) const { return events.at(index); }

private:
  std::vector<cudaEvent_t> events;
};

float elapsedMs(cudaEvent_t start, cudaEvent_t stop) {
  float ms = 0;
  NETC_CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
  return ms;
}

/// The instantiated graph and the graph it came from.
struct CapturedGraph {
  cudaGraph_t graph = nullptr;
  cudaGraphExec_t exec = nullptr;
  ~CapturedGraph() {
    if (exec)
      cudaGraphExecDestroy(exec);
    if (graph)
      cudaGraphDestroy(graph);
  }
};

double hostMs(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
      .count();
}

} // namespace

GraphTimer::GraphTimer(cudaStream_t stream, TimingOptions options, uint64_t l2Bytes)
    : stream(stream), timingOptions(options), l2Bytes(l2Bytes) {
  int device = 0, multiprocessors = 0;
  NETC_CUDA_CHECK(cudaGetDevice(&device));
  NETC_CUDA_CHECK(
      cudaDeviceGetAttribute(&multiprocessors, cudaDevAttrMultiProcessorCount, device));
  sweepBlocks = unsigned(std::max(multiprocessors, 1)) * 8;
}

GraphTimer::~GraphTimer() = default;

void GraphTimer::sweep() {
  sweepL2(sweepBuffer.data(), sweepBuffer.size(), static_cast<unsigned *>(sweepSink.data()),
          sweepBlocks, stream);
}

KernelTiming GraphTimer::time(const std::function<void(size_t)> &enqueue, size_t launches,
                              const std::string &what, CachePolicy policy) {
  if (timingOptions.method == TimingMethod::Events)
    return timeEvents(enqueue, what);
  if (launches == 0)
    throw RuntimeError("internal error: " + what + " timed with no launches");
  if (policy == CachePolicy::Flush && !sweepBuffer.data()) {
    if (l2Bytes == 0)
      throw RuntimeError("internal error: " + what +
                         " asks for the L2 sweep, but the L2 size is unknown");
    // Twice the L2, rounded up to the sweep's 16-byte loads; zeros, so the
    // sweep's guarded store never fires.
    size_t bytes = size_t((2 * l2Bytes + 15) / 16 * 16);
    sweepBuffer = DeviceBuffer(bytes);
    sweepSink = DeviceBuffer(sizeof(unsigned));
    NETC_CUDA_CHECK(cudaMemsetAsync(sweepBuffer.data(), 0, bytes, stream));
    NETC_CUDA_CHECK(cudaMemsetAsync(sweepSink.data(), 0, sizeof(unsigned), stream));
  }
  return timeGraph(enqueue, launches, what, policy);
}

KernelTiming GraphTimer::timeGraph(const std::function<void(size_t)> &enqueue, size_t launches,
                                   const std::string &what, CachePolicy policy) {
  KernelTiming timing;
  timing.method = TimingMethod::Graph;
  timing.launchesPerReplay = launches;
  timing.replays = size_t(timingOptions.replays);

  // 1. Eager calls: the host column, and any lazy initialisation of the
  // libraries before the capture forbids it.
  std::vector<double> hostSamples;
  for (size_t i = 0; i < launches; ++i) {
    auto start = std::chrono::steady_clock::now();
    enqueue(i);
    hostSamples.push_back(hostMs(start));
  }
  cudaError_t status = cudaStreamSynchronize(stream);
  if (status != cudaSuccess)
    throw RuntimeError(what + ": eager run failed: " + cudaGetErrorString(status));
  timing.hostPerCall = summarizeTimings(hostSamples);

  // 2. Capture. Flush brackets each launch with external event records so
  // the sweep before it stays outside the measured span.
  bool flush = policy == CachePolicy::Flush;
  EventSet inner(flush ? 2 * launches : 0);
  CapturedGraph captured;
  NETC_CUDA_CHECK(cudaStreamBeginCapture(stream, cudaStreamCaptureModeThreadLocal));
  std::string captureFailure;
  try {
    for (size_t i = 0; i < launches; ++i) {
      if (flush) {
        sweep();
        NETC_CUDA_CHECK(cudaEventRecordWithFlags(inner[2 * i], stream, cudaEventRecordExternal));
      }
      enqueue(i);
      if (flush)
        NETC_CUDA_CHECK(
            cudaEventRecordWithFlags(inner[2 * i + 1], stream, cudaEventRecordExternal));
    }
  } catch (const std::exception &error) {
    captureFailure = error.what();
  }
  status = cudaStreamEndCapture(stream, &captured.graph);
  if (captureFailure.empty() && status != cudaSuccess)
    captureFailure = cudaGetErrorString(status);
  if (!captureFailure.empty()) {
    (void)cudaGetLastError(); // capture errors are not sticky; clear them
    throw RuntimeError(what + ": cannot be captured in a CUDA graph: " + captureFailure +
                       " (a call that synchronises or allocates cannot be captured). "
                       "Kernel-only timing needs the capture; there is no fallback to event "
                       "timing (--timing events measures host-inclusive times)");
  }
  NETC_CUDA_CHECK(cudaGraphInstantiate(&captured.exec, captured.graph, 0));

  // 3. Replays.
  auto failed = [&](cudaError_t error) {
    return RuntimeError(what + ": a graph replay failed: " + cudaGetErrorString(error));
  };
  for (int r = 0; r < timingOptions.warmupReplays; ++r)
    NETC_CUDA_CHECK(cudaGraphLaunch(captured.exec, stream));
  std::vector<double> replayMs;
  if (!flush) {
    // Events around each graph launch, all enqueued before one wait.
    EventSet outer(2 * size_t(timingOptions.replays));
    for (int r = 0; r < timingOptions.replays; ++r) {
      NETC_CUDA_CHECK(cudaEventRecord(outer[2 * r], stream));
      NETC_CUDA_CHECK(cudaGraphLaunch(captured.exec, stream));
      NETC_CUDA_CHECK(cudaEventRecord(outer[2 * r + 1], stream));
    }
    if ((status = cudaStreamSynchronize(stream)) != cudaSuccess)
      throw failed(status);
    for (int r = 0; r < timingOptions.replays; ++r)
      replayMs.push_back(elapsedMs(outer[2 * r], outer[2 * r + 1]));
  } else {
    // The inner events are rewritten by every replay: read them after each.
    for (int r = 0; r < timingOptions.replays; ++r) {
      NETC_CUDA_CHECK(cudaGraphLaunch(captured.exec, stream));
      if ((status = cudaStreamSynchronize(stream)) != cudaSuccess)
        throw failed(status);
      double kernelMs = 0;
      for (size_t i = 0; i < launches; ++i)
        kernelMs += elapsedMs(inner[2 * i], inner[2 * i + 1]);
      replayMs.push_back(kernelMs);
    }
  }
  if ((status = cudaStreamSynchronize(stream)) != cudaSuccess)
    throw failed(status);
  timing.perLaunch = perLaunchSummary(replayMs, launches);
  return timing;
}

KernelTiming GraphTimer::timeEvents(const std::function<void(size_t)> &enqueue,
                                    const std::string &what) {
  KernelTiming timing;
  timing.method = TimingMethod::Events;
  timing.launchesPerReplay = 1;
  timing.replays = size_t(timingOptions.replays);
  size_t iteration = 0;
  for (int i = 0; i < timingOptions.warmupReplays; ++i)
    enqueue(iteration++);
  EventSet events(2 * size_t(timingOptions.replays));
  std::vector<double> hostSamples;
  for (int i = 0; i < timingOptions.replays; ++i) {
    NETC_CUDA_CHECK(cudaEventRecord(events[2 * i], stream));
    auto start = std::chrono::steady_clock::now();
    enqueue(iteration++);
    hostSamples.push_back(hostMs(start));
    NETC_CUDA_CHECK(cudaEventRecord(events[2 * i + 1], stream));
  }
  cudaError_t status = cudaStreamSynchronize(stream);
  if (status != cudaSuccess)
    throw RuntimeError(what + ": failed: " + cudaGetErrorString(status));
  std::vector<double> samples;
  for (int i = 0; i < timingOptions.replays; ++i)
    samples.push_back(elapsedMs(events[2 * i], events[2 * i + 1]));
  timing.perLaunch = summarizeTimings(samples);
  timing.hostPerCall = summarizeTimings(hostSamples);
  return timing;
}

} // namespace netc::runtime
