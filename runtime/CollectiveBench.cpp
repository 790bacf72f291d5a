//===- CollectiveBench.cpp - NCCL collectives timed on every GPU ----------===//

#include "CollectiveBench.h"

#include "Device.h"
#include "Error.h"
#include "Format.h"
#include "Kernels.h"
#include "Tensor.h"
#include "Nccl.h"
#include "Statistics.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <ctime>
#include <functional>
#include <map>
#include <memory>

namespace netc::runtime {

double busBandwidthFactor(const std::string &collective, int gpus) {
  if (gpus <= 1)
    return 0;
  double n = gpus;
  return collective == "all_reduce" ? 2 * (n - 1) / n : (n - 1) / n;
}

std::vector<int> defaultGpuCounts(int available) {
  std::vector<int> counts;
  for (int n = 2; n <= available; n *= 2)
    counts.push_back(n);
  if (available >= 2 && counts.back() != available)
    counts.push_back(available);
  return counts;
}

namespace {

const char *const kCollectives[] = {"all_reduce", "reduce_scatter", "all_gather"};

std::string utcNow() {
  std::time_t now = std::time(nullptr);
  std::tm utc{};
  gmtime_r(&now, &utc);
  char text[32];
  std::strftime(text, sizeof(text), "%Y-%m-%dT%H:%M:%SZ", &utc);
  return text;
}

/// One GPU's share of a measurement: its stream, buffers and events.
struct GpuState {
  int device = 0;
  cudaStream_t stream = nullptr;
  DeviceBuffer send, receive;
  std::vector<cudaEvent_t> starts, ends;
  cudaGraphExec_t graph = nullptr;

  ~GpuState() {
    cudaSetDevice(device);
    if (graph)
      cudaGraphExecDestroy(graph);
    for (cudaEvent_t event : starts)
      cudaEventDestroy(event);
    for (cudaEvent_t event : ends)
      cudaEventDestroy(event);
    if (stream)
      cudaStreamDestroy(stream);
  }
};

/// Measures the three collectives at every size on the first `n` GPUs.
class CollectiveRun {
public:
  CollectiveRun(Nccl &nccl, int n, const CollectiveOptions &options, bool &useGraphs,
                std::string &graphFailure)
      : nccl(nccl), n(n), options(options), useGraphs(useGraphs), graphFailure(graphFailure) {
    std::vector<int> devices;
    for (int g = 0; g < n; ++g)
      devices.push_back(g);
    comms = std::make_unique<NcclCommunicators>(nccl, devices);
    for (int g = 0; g < n; ++g) {
      auto state = std::make_unique<GpuState>();
      state->device = g;
      NETC_CUDA_CHECK(cudaSetDevice(g));
      NETC_CUDA_CHECK(cudaStreamCreateWithFlags(&state->stream, cudaStreamNonBlocking));
      state->send = DeviceBuffer(options.maxBytes);
      state->receive = DeviceBuffer(options.maxBytes);
      kernels::fillUniform(state->send.data(), options.maxBytes / sizeof(float), DataKind::F32,
                           uint64_t(g) + 1, -1.f, 1.f, state->stream);
      state->starts.resize(size_t(options.replays));
      state->ends.resize(size_t(options.replays));
      for (int r = 0; r < options.replays; ++r) {
        NETC_CUDA_CHECK(cudaEventCreate(&state->starts[size_t(r)]));
        NETC_CUDA_CHECK(cudaEventCreate(&state->ends[size_t(r)]));
      }
      gpus.push_back(std::move(state));
    }
    synchronizeAll();
  }

  CollectiveMeasurement measure(const std::string &collective, size_t bytes) {
    // float32 elements; the reduce-scatter's and all-gather's per-rank share
    // must divide evenly, so the buffer is rounded down to n x share.
    size_t elements = bytes / sizeof(float);
    size_t share = elements / size_t(n);
    size_t measuredBytes =
        collective == "all_reduce" ? elements * sizeof(float) : share * size_t(n) * sizeof(float);
    auto callAll = [&] {
      nccl.check(nccl.api().groupStart(), "ncclGroupStart");
      for (int g = 0; g < n; ++g) {
        GpuState &gpu = *gpus[size_t(g)];
        NETC_CUDA_CHECK(cudaSetDevice(g));
        const void *send = gpu.send.data();
        void *receive = gpu.receive.data();
        nccl::Result result;
        if (collective == "all_reduce")
          result = nccl.api().allReduce(send, receive, elements, nccl::Float32, nccl::Sum,
                                        (*comms)[size_t(g)], gpu.stream);
        else if (collective == "reduce_scatter")
          result = nccl.api().reduceScatter(send, receive, share, nccl::Float32, nccl::Sum,
                                            (*comms)[size_t(g)], gpu.stream);
        else
          result = nccl.api().allGather(send, receive, share, nccl::Float32,
                                        (*comms)[size_t(g)], gpu.stream);
        nccl.check(result, "nccl " + collective + " of " + std::to_string(measuredBytes) +
                               " bytes on GPU " + std::to_string(g));
      }
      nccl.check(nccl.api().groupEnd(), "ncclGroupEnd");
    };
    for (int i = 0; i < options.warmup; ++i)
      callAll();
    synchronizeAll();

    bool captured = useGraphs && capture(callAll);
    for (int r = 0; r < options.replays; ++r) {
      if (captured) {
        for (GpuState *gpu : order()) {
          NETC_CUDA_CHECK(cudaSetDevice(gpu->device));
          NETC_CUDA_CHECK(cudaEventRecord(gpu->starts[size_t(r)], gpu->stream));
          NETC_CUDA_CHECK(cudaGraphLaunch(gpu->graph, gpu->stream));
          NETC_CUDA_CHECK(cudaEventRecord(gpu->ends[size_t(r)], gpu->stream));
        }
      } else {
        for (GpuState *gpu : order()) {
          NETC_CUDA_CHECK(cudaSetDevice(gpu->device));
          NETC_CUDA_CHECK(cudaEventRecord(gpu->starts[size_t(r)], gpu->stream));
        }
        for (int i = 0; i < options.launches; ++i)
          callAll();
        for (GpuState *gpu : order()) {
          NETC_CUDA_CHECK(cudaSetDevice(gpu->device));
          NETC_CUDA_CHECK(cudaEventRecord(gpu->ends[size_t(r)], gpu->stream));
        }
      }
    }
    synchronizeAll();
    std::vector<double> perCallUs;
    for (int r = 0; r < options.replays; ++r) {
      double fastest = 0;
      for (int g = 0; g < n; ++g) {
        GpuState &gpu = *gpus[size_t(g)];
        NETC_CUDA_CHECK(cudaSetDevice(g));
        float ms = 0;
        NETC_CUDA_CHECK(cudaEventElapsedTime(&ms, gpu.starts[size_t(r)], gpu.ends[size_t(r)]));
        double us = double(ms) * 1e3 / options.launches;
        fastest = g == 0 ? us : std::min(fastest, us);
      }
      perCallUs.push_back(fastest);
    }
    releaseGraphs();
    TimingSummary summary = summarizeTimings(perCallUs);
    CollectiveMeasurement m;
    m.collective = collective;
    m.gpus = n;
    m.bytes = measuredBytes;
    m.timeUs = summary.median;
    m.minUs = summary.min;
    m.maxUs = summary.max;
    m.algorithmBandwidthGBs = double(measuredBytes) / (summary.median * 1e3);
    m.busBandwidthGBs = m.algorithmBandwidthGBs * busBandwidthFactor(collective, n);
    return m;
  }

private:
  Nccl &nccl;
  int n;
  const CollectiveOptions &options;
  bool &useGraphs;
  std::string &graphFailure;
  std::unique_ptr<NcclCommunicators> comms;
  std::vector<std::unique_ptr<GpuState>> gpus;

  std::vector<GpuState *> order() {
    std::vector<GpuState *> result;
    for (auto &gpu : gpus)
      result.push_back(gpu.get());
    return result;
  }

  void synchronizeAll() {
    for (auto &gpu : gpus) {
      NETC_CUDA_CHECK(cudaSetDevice(gpu->device));
      NETC_CUDA_CHECK(cudaStreamSynchronize(gpu->stream));
    }
  }

  /// Captures `launches` grouped calls into one graph per GPU; on failure
  /// ends every capture, turns graphs off for the rest of the run, records
  /// why, and returns false.
  bool capture(const std::function<void()> &callAll) {
    std::vector<cudaGraph_t> graphs(size_t(n), nullptr);
    try {
      for (auto &gpu : gpus) {
        NETC_CUDA_CHECK(cudaSetDevice(gpu->device));
        NETC_CUDA_CHECK(cudaStreamBeginCapture(gpu->stream, cudaStreamCaptureModeThreadLocal));
      }
      for (int i = 0; i < options.launches; ++i)
        callAll();
      // Every capture ends before any graph is instantiated: while one of
      // this thread's streams still captures (ThreadLocal mode), CUDA refuses
      // cudaGraphInstantiate as unsafe (cudaErrorStreamCaptureUnsupported,
      // seen on four H200s, 2026-11-28).
      for (int g = 0; g < n; ++g) {
        NETC_CUDA_CHECK(cudaSetDevice(gpus[size_t(g)]->device));
        NETC_CUDA_CHECK(cudaStreamEndCapture(gpus[size_t(g)]->stream, &graphs[size_t(g)]));
      }
      for (int g = 0; g < n; ++g) {
        NETC_CUDA_CHECK(cudaSetDevice(gpus[size_t(g)]->device));
        NETC_CUDA_CHECK(cudaGraphInstantiate(&gpus[size_t(g)]->graph, graphs[size_t(g)], 0));
        NETC_CUDA_CHECK(cudaGraphDestroy(graphs[size_t(g)]));
        graphs[size_t(g)] = nullptr;
      }
      return true;
    } catch (const std::exception &error) {
      for (int g = 0; g < n; ++g) {
        cudaSetDevice(g);
        cudaStreamCaptureStatus status = cudaStreamCaptureStatusNone;
        cudaStreamIsCapturing(gpus[size_t(g)]->stream, &status);
        if (status != cudaStreamCaptureStatusNone) {
          cudaGraph_t left = nullptr;
          cudaStreamEndCapture(gpus[size_t(g)]->stream, &left);
          if (left)
            cudaGraphDestroy(left);
        }
        if (graphs[size_t(g)])
          cudaGraphDestroy(graphs[size_t(g)]);
      }
      releaseGraphs();
      cudaGetLastError(); // the failed capture's error is reported below, not later
      useGraphs = false;
      graphFailure = error.what();
      return false;
    }
  }

  void releaseGraphs() {
    for (auto &gpu : gpus)
      if (gpu->graph) {
        cudaSetDevice(gpu->device);
        cudaGraphExecDestroy(gpu->graph);
        gpu->graph = nullptr;
      }
  }
};

} // namespace

CollectiveResult measureCollectives(const CollectiveOptions &options, std::ostream &progress) {
  CollectiveResult result;
  result.options = options;
  Nccl &nccl = Nccl::open();
  int available = 0;
  NETC_CUDA_CHECK(cudaGetDeviceCount(&available));
  result.gpusOnMachine = available;
  result.gpu = queryDevice(0).name;
  result.date = utcNow();
  result.ncclVersion = nccl.version();
  result.ncclLibrary = nccl.library();
  result.nvls = nccl.nvlsSetting();
  std::vector<int> counts =
      options.gpuCounts.empty() ? defaultGpuCounts(available) : options.gpuCounts;
  if (counts.empty())
    throw RuntimeError("collectives: this machine has " + std::to_string(available) +
                       " GPU; the interconnect needs 2 or more (--gpus 1 runs the NCCL "
                       "path on one GPU, to check it works)");
  for (int n : counts)
    if (n < 1 || n > available)
      throw RuntimeError("collectives: --gpus " + std::to_string(n) + ": this machine has " +
                         std::to_string(available) + " GPU(s)");
  progress << "netc-runtime: NCCL " << nccl.version() << " (" << nccl.library() << "), "
           << nccl.nvlsSetting() << "\n";

  bool useGraphs = options.graphs;
  std::string graphFailure;
  for (int n : counts) {
    CollectiveRun run(nccl, n, options, useGraphs, graphFailure);
    for (const char *collective : kCollectives) {
      progress << collective << " on " << n << " GPU(s):";
      for (size_t bytes = options.minBytes; bytes <= options.maxBytes; bytes *= 2) {
        CollectiveMeasurement m = run.measure(collective, bytes);
        result.measurements.push_back(m);
        if (bytes == options.minBytes || bytes * 2 > options.maxBytes ||
            bytes == size_t(1) << 20)
          progress << " " << formatBytes(m.bytes) << " " << formatFixed(m.timeUs, 1) << " us ("
                   << formatFixed(m.busBandwidthGBs, 1) << " GB/s bus)";
      }
      progress << "\n";
    }
  }
  std::string method = std::to_string(options.launches) +
                       " back-to-back calls per replay, median of " +
                       std::to_string(options.replays) +
                       " replays, per call, on the GPU that started last";
  if (!options.graphs)
    result.timing = "eager calls between CUDA events (--no-graphs): " + method;
  else if (!useGraphs)
    result.timing = "eager calls between CUDA events after a CUDA graph capture failed (" +
                    graphFailure + "): " + method;
  else
    result.timing = "CUDA graphs: " + method;
  return result;
}

nlohmann::json collectivesJson(const CollectiveResult &result) {
  nlohmann::json measurements = nlohmann::json::array();
  for (const CollectiveMeasurement &m : result.measurements)
    measurements.push_back({{"collective", m.collective},
                            {"gpus", m.gpus},
                            {"bytes", m.bytes},
                            {"time_us", m.timeUs},
                            {"min_us", m.minUs},
                            {"max_us", m.maxUs},
                            {"algorithm_bandwidth_gbs", m.algorithmBandwidthGBs},
                            {"bus_bandwidth_gbs", m.busBandwidthGBs}});
  return {{"netc_collectives_version", 1},
          {"gpu", result.gpu},
          {"gpus_on_machine", result.gpusOnMachine},
          {"date", result.date},
          {"nccl_version", result.ncclVersion},
          {"nccl_library", result.ncclLibrary},
          {"nvls", result.nvls},
          {"timing", result.timing},
          {"data_type", "float32"},
          {"launches_per_replay", result.options.launches},
          {"replays", result.options.replays},
          {"warmup", result.options.warmup},
          {"measurements", measurements}};
}

void printCollectivesText(const CollectiveResult &result, std::ostream &out) {
  out << "NCCL collectives on " << result.gpu << " (" << result.gpusOnMachine
      << " on this machine), " << result.date << "\n"
      << "NCCL " << result.ncclVersion << " (" << result.ncclLibrary << "), " << result.nvls
      << "\nTiming: " << result.timing << "\n"
      << "bytes: the whole buffer as nccl-tests counts it; bus bandwidth = bytes / time x "
         "2(n-1)/n (all_reduce) or (n-1)/n\n";
  std::vector<int> counts;
  for (const CollectiveMeasurement &m : result.measurements)
    if (std::find(counts.begin(), counts.end(), m.gpus) == counts.end())
      counts.push_back(m.gpus);
  for (const char *collective : kCollectives) {
    std::map<size_t, std::map<int, const CollectiveMeasurement *>> rows;
    for (const CollectiveMeasurement &m : result.measurements)
      if (m.collective == collective)
        rows[m.bytes][m.gpus] = &m;
    if (rows.empty())
      continue;
    out << "\n" << collective << "\nbytes";
    for (int n : counts)
      out << "\t" << n << "_gpus_us\t" << n << "_gpus_busbw_gbs";
    out << "\n";
    for (const auto &[bytes, cells] : rows) {
      out << bytes;
      for (int n : counts) {
        auto cell = cells.find(n);
        if (cell == cells.end())
          out << "\t-\t-";
        else
          out << "\t" << formatFixed(cell->second->timeUs, 1) << "\t"
              << formatFixed(cell->second->busBandwidthGBs, 1);
      }
      out << "\n";
    }
  }
}

} // namespace netc::runtime
