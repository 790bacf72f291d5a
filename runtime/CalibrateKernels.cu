//===- CalibrateKernels.cu - Kernels of `netc-runtime calibrate` ----------===//
//
// The FMA kernel keeps every scheduler busy without touching memory: each
// thread runs kChains independent multiply-add chains (enough to hide the
// pipe's latency at full occupancy), the multiplier and addend are kernel
// arguments so the compiler cannot fold the chains, and the sums are stored
// so it cannot drop them. With b = 0.999 and c = 0.001 every chain converges
// to 1, so half2 never overflows.
//
//===----------------------------------------------------------------------===//

#include "CalibrateKernels.h"

#include "Error.h"

#include <cuda_fp16.h>

namespace netc::runtime::calibration {
namespace {

constexpr int kThreads = 256;
/// 8 blocks of 256 threads: 2048 threads, the most an SM holds (sm_80, sm_90).
constexpr int kBlocksPerSm = 8;
constexpr int kChains = 8;
/// About a millisecond per launch on an H100: long next to launch overhead.
constexpr int kIterations = 16384;

__global__ void emptyKernel() {}

__global__ void ffmaKernel(float *out, float b, float c) {
  float acc[kChains];
#pragma unroll
  for (int i = 0; i < kChains; ++i)
    acc[i] = threadIdx.x * 1e-3f + i;
#pragma unroll 16
  for (int iteration = 0; iteration < kIterations; ++iteration)
#pragma unroll
    for (int i = 0; i < kChains; ++i)
      acc[i] = fmaf(acc[i], b, c);
  float sum = 0.f;
#pragma unroll
  for (int i = 0; i < kChains; ++i)
    sum += acc[i];
  out[blockIdx.x * blockDim.x + threadIdx.x] = sum;
}

__global__ void hfma2Kernel(float *out, float b, float c) {
  __half2 b2 = __float2half2_rn(b), c2 = __float2half2_rn(c);
  __half2 acc[kChains];
#pragma unroll
  for (int i = 0; i < kChains; ++i)
    acc[i] = __floats2half2_rn(threadIdx.x * 1e-3f, float(i) * 0.1f);
#pragma unroll 16
  for (int iteration = 0; iteration < kIterations; ++iteration)
#pragma unroll
    for (int i = 0; i < kChains; ++i)
      acc[i] = __hfma2(acc[i], b2, c2);
  float sum = 0.f;
#pragma unroll
  for (int i = 0; i < kChains; ++i)
    sum += __low2float(acc[i]) + __high2float(acc[i]);
  out[blockIdx.x * blockDim.x + threadIdx.x] = sum;
}

} // namespace

void launchEmptyKernel(cudaStream_t stream) {
  emptyKernel<<<1, 1, 0, stream>>>();
  NETC_CHECK_LAUNCH("emptyKernel");
}

size_t fmaScratchElements(int multiprocessors) {
  return size_t(multiprocessors) * kBlocksPerSm * kThreads;
}

double launchFmaKernel(bool half2, int multiprocessors, float *scratch, cudaStream_t stream) {
  unsigned blocks = unsigned(multiprocessors * kBlocksPerSm);
  if (half2) {
    hfma2Kernel<<<blocks, kThreads, 0, stream>>>(scratch, 0.999f, 0.001f);
    NETC_CHECK_LAUNCH("hfma2Kernel");
  } else {
    ffmaKernel<<<blocks, kThreads, 0, stream>>>(scratch, 0.999f, 0.001f);
    NETC_CHECK_LAUNCH("ffmaKernel");
  }
  double fmas = double(blocks) * kThreads * kChains * kIterations;
  return fmas * (half2 ? 4.0 : 2.0);
}

} // namespace netc::runtime::calibration
