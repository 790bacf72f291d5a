//===- async.cuh - mbarrier and TMA primitives for the wgmma experiments --===//
//
// What the experiments use beyond the library's mbarrier and TMA wrappers
// (lib/Kernels/kernels/netc_conv_wgmma_tma.cuh, where the catalog's TMA
// kernels use them): cp.async's arrival, for bench/wgmma/persistent.cuh's
// warp-specialised ring.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "netc_kernels.cuh"

#include <cuda.h> // CUtensorMap

namespace netc {

/// Arrives on the barrier once this thread's cp.async copies so far have
/// landed; counts against the barrier's expected arrivals (.noinc).
__device__ __forceinline__ void cpAsyncArriveOn(unsigned barrier) {
#if NETC_HAS_WGMMA
  asm volatile("cp.async.mbarrier.arrive.noinc.shared::cta.b64 [%0];" ::"r"(barrier) : "memory");
#endif
}

} // namespace netc
