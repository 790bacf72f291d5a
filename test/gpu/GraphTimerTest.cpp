//===- GraphTimerTest.cpp - Kernel-only timing on the GPU -----------------===//
//
// GraphTimer against kernels of known duration (a spin on the GPU's global
// timer), against host work that must stay outside kernel-only times, with
// the L2 sweep's time excluded, and with cuDNN and cuBLAS calls captured.
//
//===----------------------------------------------------------------------===//

#include "GpuTestSupport.h"
#include "GraphTimer.h"
#include "Device.h"
#include "TimingKernels.h"

#include <chrono>

using namespace netc::gputest;

namespace {

TimingOptions graphOptions(int launches = 20) {
  TimingOptions options;
  options.replays = 5;
  options.warmupReplays = 2;
  options.launchesPerReplay = launches;
  return options;
}

uint64_t l2Bytes() { return queryDevice(0).l2CacheBytes; }

/// Busy host work, as a library's per-call host overhead is.
void spinHost(double microseconds) {
  auto start = std::chrono::steady_clock::now();
  while (std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - start)
             .count() < microseconds) {
  }
}

constexpr double kSpinMs = 0.1; // 100 us
// Graph launches of back-to-back nodes add about a microsecond each; 10%
// and 5 us cover that and the global timer's granularity.
constexpr double kSpinUpperMs = kSpinMs * 1.10 + 0.005;

} // namespace

TEST(GraphTimer, KnownDurationKernelLandsOnItsDuration) {
  GraphTimer timer(handles->stream, graphOptions(), l2Bytes());
  KernelTiming timing = timer.time(
      [](size_t) { launchSpinKernel(uint64_t(kSpinMs * 1e6), handles->stream); }, 20,
      "100 us spin", CachePolicy::Rotate);
  std::printf("  spin 100 us: %.4f ms per launch (min %.4f, max %.4f), host %.4f ms per call\n",
              timing.perLaunch.median, timing.perLaunch.min, timing.perLaunch.max,
              timing.hostPerCall->median);
  EXPECT_EQ(timing.launchesPerReplay, 20u);
  EXPECT_EQ(timing.perLaunch.count, 5u);
  EXPECT_GE(timing.perLaunch.median, kSpinMs * 0.98);
  EXPECT_LE(timing.perLaunch.median, kSpinUpperMs);
}

TEST(GraphTimer, PerLaunchTimeDoesNotDependOnLaunchesPerReplay) {
  GraphTimer timer(handles->stream, graphOptions(), l2Bytes());
  auto spin = [](size_t) { launchSpinKernel(20000, handles->stream); }; // 20 us
  double twenty = timer.time(spin, 20, "20 x 20 us").perLaunch.median;
  double sixty = timer.time(spin, 60, "60 x 20 us").perLaunch.median;
  std::printf("  spin 20 us: %.4f ms (20 a replay), %.4f ms (60 a replay)\n", twenty, sixty);
  EXPECT_NEAR(twenty, 0.02, 0.004);
  EXPECT_NEAR(sixty, twenty, 0.1 * twenty);
}

TEST(GraphTimer, FlushExcludesTheL2SweepFromTheTime) {
  ASSERT_GT(l2Bytes(), 0u);
  GraphTimer timer(handles->stream, graphOptions(), l2Bytes());
  KernelTiming timing = timer.time(
      [](size_t) { launchSpinKernel(uint64_t(kSpinMs * 1e6), handles->stream); }, 20,
      "100 us spin after an L2 sweep", CachePolicy::Flush);
  std::printf("  spin 100 us after a 2 x L2 sweep: %.4f ms per launch\n",
              timing.perLaunch.median);
  // A sweep of 2 x L2 takes tens of microseconds: inside the span it would
  // push the time far past the upper bound.
  EXPECT_GE(timing.perLaunch.median, kSpinMs * 0.98);
  EXPECT_LE(timing.perLaunch.median, kSpinUpperMs);
}

TEST(GraphTimer, HostWorkPerCallStaysOutOfKernelOnlyTimes) {
  // 50 us of host work before a tiny kernel, as a cuDNN legacy call has:
  // events around each eager call measure the host work, the graph does not.
  auto call = [](size_t) {
    spinHost(50);
    launchEmptyKernel(handles->stream);
  };
  GraphTimer graph(handles->stream, graphOptions(), l2Bytes());
  KernelTiming kernelOnly = graph.time(call, 20, "tiny kernel after host work");
  TimingOptions eventOptions = graphOptions();
  eventOptions.method = TimingMethod::Events;
  eventOptions.replays = 20;
  GraphTimer events(handles->stream, eventOptions, l2Bytes());
  KernelTiming hostInclusive = events.time(call, 20, "tiny kernel after host work");
  std::printf("  tiny kernel after 50 us host work: graph %.4f ms, events %.4f ms, host %.4f "
              "ms per call\n",
              kernelOnly.perLaunch.median, hostInclusive.perLaunch.median,
              kernelOnly.hostPerCall->median);
  EXPECT_GE(kernelOnly.hostPerCall->median, 0.05);
  EXPECT_GE(hostInclusive.perLaunch.median, 0.04);
  EXPECT_LT(kernelOnly.perLaunch.median, 0.01);
  EXPECT_LT(kernelOnly.perLaunch.median * 5, hostInclusive.perLaunch.median);
}

TEST(GraphTimer, ACallThatSynchronisesFailsTheMeasurementByName) {
  GraphTimer timer(handles->stream, graphOptions(), l2Bytes());
  auto synchronising = [](size_t) {
    launchEmptyKernel(handles->stream);
    NETC_CUDA_CHECK(cudaStreamSynchronize(handles->stream));
  };
  try {
    timer.time(synchronising, 20, "layer 'sync_layer' forward");
    FAIL() << "a synchronising call was captured";
  } catch (const RuntimeError &error) {
    std::string message = error.what();
    EXPECT_NE(message.find("layer 'sync_layer' forward"), std::string::npos) << message;
    EXPECT_NE(message.find("cannot be captured"), std::string::npos) << message;
  }
  // The stream is usable again, and the next measurement is right.
  KernelTiming after = timer.time(
      [](size_t) { launchSpinKernel(uint64_t(kSpinMs * 1e6), handles->stream); }, 20,
      "spin after a failed capture");
  EXPECT_LE(after.perLaunch.median, kSpinUpperMs);
}

TEST(GraphTimer, CapturesACudnnConvolutionAndACublasGemm) {
  GraphTimer timer(handles->stream, graphOptions(), l2Bytes());
  // A 3x3 convolution, 8 x 64 x 28 x 28, NCHW fp32, implicit GEMM (no workspace).
  const int n = 8, c = 64, h = 28, w = 28, k = 64;
  cudnnTensorDescriptor_t x = nullptr, y = nullptr;
  cudnnFilterDescriptor_t filter = nullptr;
  cudnnConvolutionDescriptor_t conv = nullptr;
  NETC_CUDNN_CHECK(cudnnCreateTensorDescriptor(&x));
  NETC_CUDNN_CHECK(cudnnCreateTensorDescriptor(&y));
  NETC_CUDNN_CHECK(cudnnCreateFilterDescriptor(&filter));
  NETC_CUDNN_CHECK(cudnnCreateConvolutionDescriptor(&conv));
  NETC_CUDNN_CHECK(
      cudnnSetTensor4dDescriptor(x, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, n, c, h, w));
  NETC_CUDNN_CHECK(
      cudnnSetTensor4dDescriptor(y, CUDNN_TENSOR_NCHW, CUDNN_DATA_FLOAT, n, k, h, w));
  NETC_CUDNN_CHECK(
      cudnnSetFilter4dDescriptor(filter, CUDNN_DATA_FLOAT, CUDNN_TENSOR_NCHW, k, c, 3, 3));
  NETC_CUDNN_CHECK(cudnnSetConvolution2dDescriptor(conv, 1, 1, 1, 1, 1, 1,
                                                   CUDNN_CROSS_CORRELATION, CUDNN_DATA_FLOAT));
  DeviceBuffer xData(size_t(n) * c * h * w * 4), yData(size_t(n) * k * h * w * 4),
      filterData(size_t(k) * c * 9 * 4);
  NETC_CUDA_CHECK(cudaMemset(xData.data(), 0, xData.size()));
  NETC_CUDA_CHECK(cudaMemset(filterData.data(), 0, filterData.size()));
  float one = 1, zero = 0;
  KernelTiming convolution = timer.time(
      [&](size_t) {
        NETC_CUDNN_CHECK(cudnnConvolutionForward(
            handles->cudnn, &one, x, xData.data(), filter, filterData.data(), conv,
            CUDNN_CONVOLUTION_FWD_ALGO_IMPLICIT_GEMM, nullptr, 0, &zero, y, yData.data()));
      },
      20, "cudnnConvolutionForward");
  cudnnDestroyConvolutionDescriptor(conv);
  cudnnDestroyFilterDescriptor(filter);
  cudnnDestroyTensorDescriptor(y);
  cudnnDestroyTensorDescriptor(x);

  const int size = 1024;
  const size_t matrixBytes = size_t(size) * size * sizeof(float);
  DeviceBuffer a(matrixBytes), b(matrixBytes), cMatrix(matrixBytes);
  NETC_CUDA_CHECK(cudaMemset(a.data(), 0, a.size()));
  NETC_CUDA_CHECK(cudaMemset(b.data(), 0, b.size()));
  KernelTiming gemm = timer.time(
      [&](size_t) {
        NETC_CUBLAS_CHECK(cublasSgemm(handles->cublas, CUBLAS_OP_N, CUBLAS_OP_N, size, size,
                                      size, &one, static_cast<const float *>(a.data()), size,
                                      static_cast<const float *>(b.data()), size, &zero,
                                      static_cast<float *>(cMatrix.data()), size));
      },
      20, "cublasSgemm");
  std::printf("  cudnnConvolutionForward: %.4f ms kernel-only, host %.4f ms per call\n"
              "  cublasSgemm 1024^3: %.4f ms kernel-only, host %.4f ms per call\n",
              convolution.perLaunch.median, convolution.hostPerCall->median,
              gemm.perLaunch.median, gemm.hostPerCall->median);
  EXPECT_GT(convolution.perLaunch.median, 0);
  EXPECT_GT(gemm.perLaunch.median, 0);
  // 2 GFLOP in well under a second and above 1 us: a real kernel ran.
  EXPECT_GT(gemm.perLaunch.median, 0.001);
  EXPECT_LT(gemm.perLaunch.median, 100.0);
}
