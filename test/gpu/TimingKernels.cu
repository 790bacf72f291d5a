//===- TimingKernels.cu - Kernels of known duration for GraphTimerTest ----===//

#include "TimingKernels.h"

#include "Error.h"

namespace netc::gputest {
namespace {

__device__ uint64_t globalTimerNs() {
  uint64_t ns;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(ns));
  return ns;
}

__global__ void spinKernel(uint64_t nanoseconds) {
  uint64_t start = globalTimerNs();
  while (globalTimerNs() - start < nanoseconds) {
  }
}

__global__ void emptyKernel() {}

} // namespace

void launchSpinKernel(uint64_t nanoseconds, cudaStream_t stream) {
  spinKernel<<<1, 1, 0, stream>>>(nanoseconds);
  NETC_CHECK_LAUNCH("spinKernel");
}

void launchEmptyKernel(cudaStream_t stream) {
  emptyKernel<<<1, 1, 0, stream>>>();
  NETC_CHECK_LAUNCH("emptyKernel");
}

} // namespace netc::gputest
