//===- CalibrateKernels.h - Kernels of `netc-runtime calibrate` -*- C++ -*-===//
//
// Two synthetic kernels that no library provides: an empty kernel (launch
// overhead) and an FMA-throughput kernel (the CUDA cores' ceiling at the
// clock the GPU actually runs, in fp32 and in half2).
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_CALIBRATEKERNELS_H
#define NETC_RUNTIME_CALIBRATEKERNELS_H

#include <cuda_runtime_api.h>

#include <cstddef>

namespace netc::runtime::calibration {

/// Enqueues one kernel that does nothing (1 block of 1 thread).
void launchEmptyKernel(cudaStream_t stream);

/// Floats of scratch the FMA kernel writes (one per thread).
size_t fmaScratchElements(int multiprocessors);

/// Enqueues the FMA-throughput kernel on every SM: independent chains of
/// FFMA (half2 = false) or HFMA2 (half2 = true) per thread. Returns the
/// floating-point operations it performs (an FMA is 2, an HFMA2 is 4).
double launchFmaKernel(bool half2, int multiprocessors, float *scratch, cudaStream_t stream);

} // namespace netc::runtime::calibration

#endif // NETC_RUNTIME_CALIBRATEKERNELS_H
