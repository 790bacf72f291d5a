//===- TimingKernels.h - Kernels of known duration for GraphTimerTest -*- C++ -*-===//

#ifndef NETC_TEST_GPU_TIMINGKERNELS_H
#define NETC_TEST_GPU_TIMINGKERNELS_H

#include <cuda_runtime_api.h>

#include <cstdint>

namespace netc::gputest {

/// One thread that spins until the GPU's global timer (nanoseconds,
/// independent of the SM clock) has advanced `nanoseconds`: a kernel whose
/// duration is known without knowing the clock rate.
void launchSpinKernel(uint64_t nanoseconds, cudaStream_t stream);

/// A one-thread kernel that does nothing: its time is launch latency only.
void launchEmptyKernel(cudaStream_t stream);

} // namespace netc::gputest

#endif // NETC_TEST_GPU_TIMINGKERNELS_H
