//===- Calibrate.cpp - Measure the ceilings a cost model needs ------------===//
//
// Every measurement follows DESIGN.md's rules: random data (the runtime's
// hash fill, uniform in [-1, 1), never all zeros) and kernel-only times
// (GraphTimer.h): the runs captured in a CUDA graph, warm-up replays, the
// median per launch over the timed replays. A replay holds
// --launches-per-replay launches, or fewer for long kernels once it holds
// kMinReplayMs of work (launchesForDuration), so an 8192^3 GEMM is not run
// hundreds of times. Operands smaller than twice the L2 cache rotate through
// several copies, as the profiler's layers do, and a replay holds one launch
// per copy at least. The launch overhead alone is a host + GPU measurement
// (events around rounds of eager launches, and the host clock around launch
// + synchronise): what it measures is the host's part.
//
//===----------------------------------------------------------------------===//

#include "Calibrate.h"
#include "CalibrateSupport.h"
#include "CudnnNames.h"

#include "CalibrateKernels.h"
#include "Error.h"
#include "Format.h"
#include "GraphTimer.h"
#include "Kernels.h"
#include "Layers.h"
#include "Tensor.h"

#include <cuda_fp16.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <functional>
#include <map>
#include <memory>
#include <sstream>

namespace netc::runtime {

using namespace calibration;

//===----------------------------------------------------------------------===//
// Names and shapes
//===----------------------------------------------------------------------===//

namespace {


ConvShape convShape(const char *name, const char *source, int64_t n, int64_t hw, int64_t c,
                    int64_t k, int64_t rs, int64_t pad) {
  ConvShape shape;
  shape.name = name;
  shape.source = source;
  shape.n = n;
  shape.h = shape.w = hw;
  shape.c = c;
  shape.k = k;
  shape.r = shape.s = rs;
  shape.padH = shape.padW = pad;
  return shape;
}

} // namespace

std::vector<ConvShape> calibrationConvShapes() {
  return {
      // convnet-benchmarks' layers, as nets/conv_L1..L5.json give them
      // (stride 1, no padding, batch 128).
      convShape("L1", "nets/conv_L1.json", 128, 128, 3, 96, 11, 0),
      convShape("L2", "nets/conv_L2.json", 128, 64, 64, 128, 9, 0),
      convShape("L3", "nets/conv_L3.json", 128, 32, 128, 128, 9, 0),
      convShape("L4", "nets/conv_L4.json", 128, 16, 128, 128, 7, 0),
      convShape("L5", "nets/conv_L5.json", 128, 13, 384, 384, 3, 0),
      // VGG-16's 3x3 convolutions at three depths (batch 64, pad 1).
      convShape("vgg16_conv2_2", "nets/vgg16.json conv2_2", 64, 112, 128, 128, 3, 1),
      convShape("vgg16_conv3_2", "nets/vgg16.json conv3_2", 64, 56, 256, 256, 3, 1),
      convShape("vgg16_conv5_2", "nets/vgg16.json conv5_2", 64, 14, 512, 512, 3, 1),
      // ResNet-50's bottleneck 3x3 and its 1x1 reductions and expansions.
      convShape("resnet50_res3_3x3", "nets/resnet50.json res3 branch2b", 64, 28, 128, 128, 3,
                1),
      convShape("resnet50_res2_1x1_expand", "nets/resnet50.json res2 branch2c", 64, 56, 64,
                256, 1, 0),
      convShape("resnet50_res4_1x1_reduce", "nets/resnet50.json res4 branch2a", 64, 14, 1024,
                256, 1, 0),
      convShape("resnet50_res5_1x1_expand", "nets/resnet50.json res5 branch2c", 64, 7, 512,
                2048, 1, 0),
  };
}

std::string convFamilyOf(Pass pass, const std::string &algorithm) {
  // cuDNN documents its backward algorithms 0, 1 and 3 only by number; they
  // are GEMM formulations over the unfolded operands without a workspace
  // for the unfolded matrix, i.e. implicit GEMMs.
  if (algorithm == "implicit_gemm" || algorithm == "implicit_precomp_gemm" ||
      algorithm == "algo_0" || algorithm == "algo_1" || algorithm == "algo_3")
    return "implicit_gemm";
  if (algorithm == "gemm" && pass == Pass::Forward)
    return "gemm";
  if (algorithm == "direct")
    return "direct";
  if (algorithm == "fft" || algorithm == "fft_tiling")
    return "fft";
  if (algorithm == "winograd" || algorithm == "winograd_nonfused")
    return "winograd";
  return "";
}

double CalibrationResult::gemmGflops(Precision precision) const {
  for (const GemmMeasurement &gemm : gemms)
    if (gemm.precision == precision && gemm.timing)
      return gemm.gflops;
  return 0;
}

//===----------------------------------------------------------------------===//
// Timing
//===----------------------------------------------------------------------===//

namespace {

class EventPair {
public:
  EventPair() {
    NETC_CUDA_CHECK(cudaEventCreate(&start));
    NETC_CUDA_CHECK(cudaEventCreate(&stop));
  }
  ~EventPair() {
    cudaEventDestroy(start);
    cudaEventDestroy(stop);
  }
  EventPair(const EventPair &) = delete;
  EventPair &operator=(const EventPair &) = delete;

  cudaEvent_t start = nullptr, stop = nullptr;

  double elapsedMs() const {
    float ms = 0;
    NETC_CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
    return ms;
  }
};

/// Runs `work(i)` `warmup` times, then times `iterations` runs, each between
/// two events, all enqueued before one synchronisation. Host + GPU: only the
/// launch-overhead measurement uses it.
TimingSummary timeWithEvents(const std::function<void(size_t)> &work, int warmup,
                             int iterations, cudaStream_t stream) {
  size_t firstIteration = 0;
  size_t iteration = firstIteration;
  for (int i = 0; i < warmup; ++i)
    work(iteration++);
  std::vector<std::unique_ptr<EventPair>> events;
  for (int i = 0; i < iterations; ++i)
    events.push_back(std::make_unique<EventPair>());
  for (int i = 0; i < iterations; ++i) {
    NETC_CUDA_CHECK(cudaEventRecord(events[i]->start, stream));
    work(iteration++);
    NETC_CUDA_CHECK(cudaEventRecord(events[i]->stop, stream));
  }
  NETC_CUDA_CHECK(cudaStreamSynchronize(stream));
  std::vector<double> samples;
  for (const auto &pair : events)
    samples.push_back(pair->elapsedMs());
  return summarizeTimings(samples);
}

} // namespace

//===----------------------------------------------------------------------===//
// Shared with the convolution sweep (CalibrateSupport.h)
//===----------------------------------------------------------------------===//

namespace calibration {

double timeOnceMs(const std::function<void()> &work, cudaStream_t stream) {
  EventPair events;
  NETC_CUDA_CHECK(cudaEventRecord(events.start, stream));
  work();
  NETC_CUDA_CHECK(cudaEventRecord(events.stop, stream));
  NETC_CUDA_CHECK(cudaStreamSynchronize(stream));
  return events.elapsedMs();
}

TimingSummary timeRuns(const std::function<void(size_t)> &work, int warmup, int replays,
                       const CalibrateOptions &options, cudaStream_t stream,
                       const std::string &what, size_t firstIteration,
                       size_t minLaunches, double firstRunMs) {
  if (firstRunMs <= 0)
    firstRunMs = timeOnceMs([&] { work(firstIteration); }, stream);
  size_t launches =
      launchesForDuration(firstRunMs, size_t(options.launchesPerReplay), minLaunches);
  TimingOptions timing;
  timing.replays = replays;
  timing.warmupReplays = warmup;
  timing.launchesPerReplay = options.launchesPerReplay;
  GraphTimer timer(stream, timing, 0);
  return timer
      .time([&](size_t i) { work(firstIteration + i); }, launches, what, CachePolicy::Rotate)
      .perLaunch;
}

void fillRandom(const DeviceBuffer &buffer, DataKind kind, uint64_t seed, cudaStream_t stream) {
  kernels::fillUniform(buffer.data(), buffer.size() / bytesPerElement(kind), kind, seed, -1.f,
                       1.f, stream);
}

} // namespace calibration

namespace {

std::string utcNow() {
  std::time_t now = std::time(nullptr);
  std::tm utc{};
  gmtime_r(&now, &utc);
  char text[32];
  std::strftime(text, sizeof(text), "%Y-%m-%dT%H:%M:%SZ", &utc);
  return text;
}

/// The kernel module's version from "NVRM version: NVIDIA UNIX x86_64 Kernel
/// Module  580.159.04  ..." (or "... Open Kernel Module for x86_64  580..."):
/// the first token after "Module" made of digits and dots.
std::string readDriverRelease() {
  std::ifstream file("/proc/driver/nvidia/version");
  std::string line;
  if (!file || !std::getline(file, line))
    return "";
  size_t module = line.find("Module");
  std::istringstream tokens(module == std::string::npos ? line : line.substr(module));
  std::string token;
  while (tokens >> token)
    if (token.find('.') != std::string::npos &&
        token.find_first_not_of("0123456789.") == std::string::npos)
      return token;
  return "";
}

//===----------------------------------------------------------------------===//
// GEMM ceilings
//===----------------------------------------------------------------------===//

const char *computeTypeName(cublasComputeType_t type) {
  switch (type) {
  case CUBLAS_COMPUTE_32F: return "CUBLAS_COMPUTE_32F";
  case CUBLAS_COMPUTE_32F_FAST_TF32: return "CUBLAS_COMPUTE_32F_FAST_TF32";
  case CUBLAS_COMPUTE_16F_PEDANTIC: return "CUBLAS_COMPUTE_16F_PEDANTIC";
  default: return "other";
  }
}

/// C = A B, square, column-major, no transposes: the classic large GEMM.
/// `pedantic` also sets cuBLAS's pedantic math mode for the call.
GemmMeasurement measureGemm(const LibraryHandles &handles, const CalibrateOptions &options,
                            const std::string &unit, Precision precision,
                            cublasComputeType_t computeType, bool pedantic,
                            std::ostream &progress) {
  GemmMeasurement result;
  result.unit = unit;
  result.precision = precision;
  result.computeType = computeTypeName(computeType);
  int64_t size = options.gemmSize;
  result.m = result.n = result.k = size;
  DataKind kind = storageKind(precision);
  cudaDataType_t type = cudaTypeOf(kind);
  size_t bytes = size_t(size) * size_t(size) * bytesPerElement(kind);
  try {
    DeviceBuffer a(bytes), b(bytes), c(bytes);
    fillRandom(a, kind, options.seed, handles.stream);
    fillRandom(b, kind, options.seed + 1, handles.stream);
    fillRandom(c, kind, options.seed + 2, handles.stream);
    // fp16 compute takes fp16 scale factors; every other compute type float.
    __half halfOne = __float2half(1.f), halfZero = __float2half(0.f);
    bool halfScale = computeType == CUBLAS_COMPUTE_16F_PEDANTIC;
    const void *alpha = halfScale ? static_cast<const void *>(&halfOne) : &kOne;
    const void *beta = halfScale ? static_cast<const void *>(&halfZero) : &kZero;
    NETC_CUBLAS_CHECK(
        cublasSetMathMode(handles.cublas, pedantic ? CUBLAS_PEDANTIC_MATH : CUBLAS_DEFAULT_MATH));
    auto gemm = [&](size_t) {
      NETC_CUBLAS_CHECK(cublasGemmEx(handles.cublas, CUBLAS_OP_N, CUBLAS_OP_N, int(size),
                                     int(size), int(size), alpha, a.data(), type, int(size),
                                     b.data(), type, int(size), beta, c.data(), type, int(size),
                                     computeType, CUBLAS_GEMM_DEFAULT));
    };
    result.timing = timeRuns(gemm, options.warmup, options.iterations, options, handles.stream,
                             "GEMM " + unit);
    NETC_CUBLAS_CHECK(cublasSetMathMode(handles.cublas, CUBLAS_DEFAULT_MATH));
    result.gflops = 2.0 * double(size) * size * size / (result.timing->median * 1e-3) / 1e9;
    progress << "  gemm " << unit << " (" << getPrecisionName(precision) << ", "
             << result.computeType << "): " << formatFixed(result.timing->median, 3) << " ms, "
             << formatFixed(result.gflops, 0) << " GFLOPS\n";
  } catch (const RuntimeError &error) {
    cublasSetMathMode(handles.cublas, CUBLAS_DEFAULT_MATH);
    result.failure = error.what();
    progress << "  gemm " << unit << ": " << result.failure << "\n";
  }
  return result;
}

FmaMeasurement measureFma(const LibraryHandles &handles, const DeviceInfo &device,
                          const CalibrateOptions &options, bool half2, std::ostream &progress) {
  FmaMeasurement result;
  result.unit = half2 ? "fp16" : "fp32";
  result.instruction = half2 ? "HFMA2" : "FFMA";
  DeviceBuffer scratch(calibration::fmaScratchElements(device.multiprocessors) * sizeof(float));
  double flops = 0;
  result.timing = timeRuns(
      [&](size_t) {
        flops = calibration::launchFmaKernel(half2, device.multiprocessors,
                                             static_cast<float *>(scratch.data()),
                                             handles.stream);
      },
      options.warmup, options.iterations, options, handles.stream,
      std::string("the ") + result.instruction + " kernel");
  result.flops = flops;
  result.gflops = flops / (result.timing.median * 1e-3) / 1e9;
  progress << "  " << result.instruction << " throughput: " << formatFixed(result.gflops, 0)
           << " GFLOPS\n";
  return result;
}

/// See Fp16SimtEstimate. A cuBLAS rate above the HFMA2 ceiling (with 2% for
/// timing noise) cannot have come from the CUDA cores.
Fp16SimtEstimate estimateFp16Simt(const LibraryHandles &handles,
                                  const CalibrateOptions &options,
                                  const std::vector<GemmMeasurement> &gemms,
                                  const std::vector<FmaMeasurement> &fma,
                                  std::ostream &progress) {
  Fp16SimtEstimate estimate;
  estimate.cublas = measureGemm(handles, options, "fp16", Precision::FP16,
                                CUBLAS_COMPUTE_16F_PEDANTIC, /*pedantic=*/true, progress);
  double ffma = 0, hfma2 = 0, sgemm = 0;
  for (const FmaMeasurement &m : fma)
    (m.unit == "fp32" ? ffma : hfma2) = m.gflops;
  for (const GemmMeasurement &m : gemms)
    if (m.unit == "fp32" && m.timing)
      sgemm = m.gflops;
  estimate.cublasUsedTensorCores =
      estimate.cublas.timing && estimate.cublas.gflops > 1.02 * hfma2;
  if (estimate.cublas.timing && !estimate.cublasUsedTensorCores) {
    estimate.source = "cublas";
    estimate.gflops = estimate.cublas.gflops;
  } else if (ffma > 0 && sgemm > 0) {
    estimate.source = "derived";
    estimate.gflops = hfma2 * std::min(1.0, sgemm / ffma);
  }
  progress << "  fp16 on the CUDA cores: " << formatFixed(estimate.gflops, 0) << " GFLOPS ("
           << estimate.source
           << (estimate.cublasUsedTensorCores
                   ? ": cuBLAS's pedantic fp16 GEMM ran above the HFMA2 ceiling, on tensor cores"
                   : "")
           << ")\n";
  return estimate;
}

//===----------------------------------------------------------------------===//
// Copy, launch overhead, memory-bound operations
//===----------------------------------------------------------------------===//

CopyMeasurement measureCopy(const LibraryHandles &handles, const CalibrateOptions &options,
                            std::ostream &progress) {
  CopyMeasurement result;
  result.bytes = options.copyBytes;
  DeviceBuffer source(options.copyBytes), target(options.copyBytes);
  fillRandom(source, DataKind::F32, options.seed, handles.stream);
  result.timing = timeRuns(
      [&](size_t) {
        NETC_CUDA_CHECK(cudaMemcpyAsync(target.data(), source.data(), options.copyBytes,
                                        cudaMemcpyDeviceToDevice, handles.stream));
      },
      options.warmup, options.iterations, options, handles.stream, "the device copy");
  result.gbPerSecond = 2.0 * double(options.copyBytes) / (result.timing.median * 1e-3) / 1e9;
  progress << "  copy " << formatBytes(options.copyBytes) << ": "
           << formatFixed(result.timing.median, 3) << " ms, "
           << formatFixed(result.gbPerSecond, 0) << " GB/s (read + write)\n";
  return result;
}

LaunchMeasurement measureLaunch(const LibraryHandles &handles, const CalibrateOptions &options,
                                std::ostream &progress) {
  LaunchMeasurement result;
  result.launchesPerRound = options.launchesPerRound;
  auto round = [&](size_t) {
    for (int i = 0; i < options.launchesPerRound; ++i)
      calibration::launchEmptyKernel(handles.stream);
  };
  // Host + GPU by definition: eager launches back to back, events around each round.
  TimingSummary rounds = timeWithEvents(round, 1, options.iterations, handles.stream);
  double perLaunch = 1e3 / options.launchesPerRound; // ms per round -> us per launch
  result.backToBackUs = {rounds.count, rounds.median * perLaunch, rounds.min * perLaunch,
                         rounds.max * perLaunch, rounds.mean * perLaunch};

  // The round trip: launch, then wait for it, host clock.
  std::vector<double> samples;
  int repetitions = std::max(100, options.iterations * 10);
  for (int i = 0; i < repetitions + options.warmup; ++i) {
    auto start = std::chrono::steady_clock::now();
    calibration::launchEmptyKernel(handles.stream);
    NETC_CUDA_CHECK(cudaStreamSynchronize(handles.stream));
    auto stop = std::chrono::steady_clock::now();
    if (i >= options.warmup)
      samples.push_back(std::chrono::duration<double, std::micro>(stop - start).count());
  }
  result.launchAndSyncUs = summarizeTimings(samples);
  progress << "  launch overhead: " << formatFixed(result.backToBackUs.median, 2)
           << " us back to back, " << formatFixed(result.launchAndSyncUs.median, 2)
           << " us launch + synchronise\n";
  return result;
}

/// The memory-bound operations the cost model's `elementwise` family stands
/// for, on a ResNet-sized activation (64 x 56 x 56 x 256, NHWC). Bytes are
/// the model's count (docs/cost-model.md, "Other layers"): inputs read and
/// outputs written once, plus the forward values a gradient reads again.
std::vector<ElementwiseMeasurement> measureElementwise(const LibraryHandles &handles,
                                                       const CalibrateOptions &options,
                                                       Precision precision,
                                                       double copyGbPerSecond,
                                                       std::ostream &progress) {
  const Dims4 dims{64, 256, 56, 56};
  const Dims4 pooled{64, 256, 28, 28};
  const std::string shapeText = "[64, 56, 56, 256]";
  DataKind kind = storageKind(precision);
  cudnnDataType_t type = cudnnTypeOf(kind);
  size_t element = bytesPerElement(kind);
  uint64_t full = uint64_t(dims.count()) * element, quarter = uint64_t(pooled.count()) * element;

  cudnnHandle_t cudnn = handles.cudnn;
  TensorDescriptor xDesc(dims, Layout::NHWC, type), poolDesc4(pooled, Layout::NHWC, type);
  TensorDescriptor bnDesc(Dims4{1, dims.c, 1, 1}, Layout::NHWC, CUDNN_DATA_FLOAT);
  ActivationDescriptor relu;
  NETC_CUDNN_CHECK(
      cudnnSetActivationDescriptor(relu, CUDNN_ACTIVATION_RELU, CUDNN_NOT_PROPAGATE_NAN, 0.0));
  PoolingDescriptor pool;
  NETC_CUDNN_CHECK(cudnnSetPooling2dDescriptor(pool, CUDNN_POOLING_MAX, CUDNN_NOT_PROPAGATE_NAN,
                                               2, 2, 0, 0, 2, 2));
  DeviceBuffer x(full), y(full), dx(full), pooledY(quarter), pooledDy(quarter);
  DeviceBuffer scale(dims.c * sizeof(float)), shift(dims.c * sizeof(float)),
      runningMean(dims.c * sizeof(float)), runningVariance(dims.c * sizeof(float)),
      savedMean(dims.c * sizeof(float)), savedInverse(dims.c * sizeof(float));
  fillRandom(x, kind, options.seed, handles.stream);
  fillRandom(pooledDy, kind, options.seed + 1, handles.stream);
  fillRandom(scale, DataKind::F32, options.seed + 2, handles.stream);
  fillRandom(shift, DataKind::F32, options.seed + 3, handles.stream);
  fillRandom(runningMean, DataKind::F32, options.seed + 4, handles.stream);
  kernels::fillUniform(runningVariance.data(), size_t(dims.c), DataKind::F32, options.seed + 5,
                       0.5f, 1.5f, handles.stream);

  struct Operation {
    const char *name;
    uint64_t bytes;
    std::function<void()> run;
  };
  std::vector<Operation> operations = {
      {"relu_forward", 2 * full,
       [&] {
         NETC_CUDNN_CHECK(cudnnActivationForward(cudnn, relu, &kOne, xDesc, x.data(), &kZero,
                                                 xDesc, y.data()));
       }},
      {"max_pool_2x2_forward", full + quarter,
       [&] {
         NETC_CUDNN_CHECK(cudnnPoolingForward(cudnn, pool, &kOne, xDesc, x.data(), &kZero,
                                              poolDesc4, pooledY.data()));
       }},
      {"max_pool_2x2_backward", quarter + 2 * full,
       [&] {
         NETC_CUDNN_CHECK(cudnnPoolingBackward(cudnn, pool, &kOne, poolDesc4, pooledY.data(),
                                               poolDesc4, pooledDy.data(), xDesc, x.data(),
                                               &kZero, xDesc, dx.data()));
       }},
      {"batch_norm_forward_training", 2 * full,
       [&] {
         NETC_CUDNN_CHECK(cudnnBatchNormalizationForwardTraining(
             cudnn, CUDNN_BATCHNORM_SPATIAL, &kOne, &kZero, xDesc, x.data(), xDesc, y.data(),
             bnDesc, scale.data(), shift.data(), 0.1, runningMean.data(), runningVariance.data(),
             1e-5, savedMean.data(), savedInverse.data()));
       }},
  };
  // The pooled output the backward pass reads must be the forward's.
  NETC_CUDNN_CHECK(cudnnPoolingForward(cudnn, pool, &kOne, xDesc, x.data(), &kZero, poolDesc4,
                                       pooledY.data()));

  std::vector<ElementwiseMeasurement> results;
  for (const Operation &operation : operations) {
    ElementwiseMeasurement result;
    result.name = operation.name;
    result.precision = precision;
    result.shape = shapeText;
    result.bytes = operation.bytes;
    try {
      result.timing = timeRuns([&](size_t) { operation.run(); }, options.sweepWarmup,
                               options.sweepIterations, options, handles.stream,
                               operation.name);
      result.gbPerSecond = double(operation.bytes) / (result.timing->median * 1e-3) / 1e9;
      result.fractionOfCopy = copyGbPerSecond > 0 ? result.gbPerSecond / copyGbPerSecond : 0;
      progress << "  " << operation.name << " " << getPrecisionName(precision) << ": "
               << formatFixed(result.timing->median, 4) << " ms, "
               << formatFixed(result.gbPerSecond, 0) << " GB/s\n";
    } catch (const RuntimeError &error) {
      result.failure = error.what();
      progress << "  " << operation.name << " " << getPrecisionName(precision) << ": "
               << result.failure << "\n";
    }
    results.push_back(result);
  }
  return results;
}

} // namespace

//===----------------------------------------------------------------------===//
// The whole calibration
//===----------------------------------------------------------------------===//

CalibrationResult runCalibration(const CalibrateOptions &options, std::ostream &progress) {
  CalibrationResult result;
  result.options = options;
  result.date = utcNow();
  result.driverRelease = readDriverRelease();
  result.device = queryDevice(0);
  for (const char *name : {"NVIDIA_TF32_OVERRIDE", "CUBLAS_WORKSPACE_CONFIG",
                           "CUBLAS_EMULATION_STRATEGY", "CUDNN_CONV_WSCAP_DBG",
                           "CUDA_MODULE_LOADING"})
    if (const char *value = std::getenv(name))
      result.environment.emplace_back(name, value);
  LibraryHandles handles;
  progress << "netc-runtime calibrate: " << result.device.name << "\n";

  progress << "GEMM ceilings (" << options.gemmSize << "^3, median of " << options.iterations
           << " after " << options.warmup << " warm-up):\n";
  result.gemms.push_back(measureGemm(handles, options, "fp32", Precision::FP32,
                                     CUBLAS_COMPUTE_32F, false, progress));
  result.gemms.push_back(measureGemm(handles, options, "tf32_tensor", Precision::TF32,
                                     CUBLAS_COMPUTE_32F_FAST_TF32, false, progress));
  result.gemms.push_back(measureGemm(handles, options, "bf16_tensor", Precision::BF16,
                                     CUBLAS_COMPUTE_32F, false, progress));
  result.gemms.push_back(measureGemm(handles, options, "fp16_tensor", Precision::FP16,
                                     CUBLAS_COMPUTE_32F, false, progress));
  if (!result.gemms.front().timing)
    throw RuntimeError("the fp32 GEMM, which every ceiling is judged against, failed: " +
                       result.gemms.front().failure);

  progress << "CUDA-core ceilings:\n";
  result.fma.push_back(measureFma(handles, result.device, options, false, progress));
  result.fma.push_back(measureFma(handles, result.device, options, true, progress));
  result.fp16Simt = estimateFp16Simt(handles, options, result.gemms, result.fma, progress);

  progress << "Memory and launches:\n";
  result.copy = measureCopy(handles, options, progress);
  result.launch = measureLaunch(handles, options, progress);

  progress << "Memory-bound cuDNN operations (median of " << options.sweepIterations
           << " after " << options.sweepWarmup << " warm-up):\n";
  for (Precision precision : options.sweepPrecisions) {
    std::vector<ElementwiseMeasurement> measured =
        measureElementwise(handles, options, precision, result.copy.gbPerSecond, progress);
    result.elementwise.insert(result.elementwise.end(), measured.begin(), measured.end());
  }

  if (options.convolutions) {
    progress << "Convolution sweep (every cuDNN algorithm, median of "
             << options.sweepIterations << " after " << options.sweepWarmup
             << " warm-up; fastest per pass shown):\n";
    sweepConvolutions(handles, options, result, progress);
  }
  return result;
}

} // namespace netc::runtime
