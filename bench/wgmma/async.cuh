//===- async.cuh - mbarrier and TMA primitives for the wgmma experiments --===//
//
// Shared by bench/wgmma/persistent.cuh (the warp-specialised ring) and
// tma.cuh (operands by TMA): PTX wrappers on 64-bit mbarriers in shared
// memory (CTA scope) and the TMA copies that complete on them. netc's
// catalog kernels use none of them yet; they move into
// lib/Kernels/kernels when a catalog kernel does.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "netc_kernels.cuh"

#include <cuda.h> // CUtensorMap

namespace netc {

/// mbarrier primitives on a 64-bit barrier in shared memory (CTA scope).
__device__ __forceinline__ void mbarrierInit(unsigned barrier, unsigned arrivals) {
#if NETC_HAS_WGMMA
  asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(barrier), "r"(arrivals) : "memory");
#endif
}
/// Waits until the barrier's phase of parity `parity` has completed (a fresh
/// barrier is in phase 0: waiting for parity 1 returns at once).
__device__ __forceinline__ void mbarrierWait(unsigned barrier, unsigned parity) {
#if NETC_HAS_WGMMA
  asm volatile("{\n"
               ".reg .pred done;\n"
               "waitLoop:\n"
               "mbarrier.try_wait.parity.shared::cta.b64 done, [%0], %1;\n"
               "@!done bra waitLoop;\n"
               "}\n" ::"r"(barrier),
               "r"(parity)
               : "memory");
#endif
}
__device__ __forceinline__ void mbarrierArrive(unsigned barrier) {
#if NETC_HAS_WGMMA
  asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" ::"r"(barrier) : "memory");
#endif
}
/// Arrives on the barrier once this thread's cp.async copies so far have
/// landed; counts against the barrier's expected arrivals (.noinc).
__device__ __forceinline__ void cpAsyncArriveOn(unsigned barrier) {
#if NETC_HAS_WGMMA
  asm volatile("cp.async.mbarrier.arrive.noinc.shared::cta.b64 [%0];" ::"r"(barrier) : "memory");
#endif
}
/// Arrives on the barrier and adds `bytes` to the transaction count its
/// phase waits for (the TMA copy's complete_tx takes them off).
__device__ __forceinline__ void mbarrierArriveExpectTx(unsigned barrier, unsigned bytes) {
#if NETC_HAS_WGMMA
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(barrier), "r"(bytes)
               : "memory");
#endif
}

/// A 2-D tile of the tensor map at (inner, outer) into shared memory,
/// completing on `barrier`.
__device__ __forceinline__ void tmaLoad2d(unsigned destination, const CUtensorMap *map, int inner,
                                          int outer, unsigned barrier) {
#if NETC_HAS_WGMMA
  asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes"
               " [%0], [%1, {%2, %3}], [%4];" ::"r"(destination),
               "l"(reinterpret_cast<unsigned long long>(map)), "r"(inner), "r"(outer), "r"(barrier)
               : "memory");
#endif
}

/// Section 4's kernel (one barrier per stage, every thread gathers A), B by
/// TMA. `wMap`: w as [K rows][GemmK elements], box kBlockK x kBlockN, 128-byte
/// swizzle, zero fill out of bounds.
/// A 4-D im2col tile of the tensor map: pixelsPerColumn pixels from
/// (c, w, h, n), each channelsPerPixel channels at the filter tap (s, r).
__device__ __forceinline__ void tmaLoadIm2col4d(unsigned destination, const CUtensorMap *map, int c,
                                                int w, int h, int n, unsigned short s,
                                                unsigned short r, unsigned barrier) {
#if NETC_HAS_WGMMA
  asm volatile("cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes"
               " [%0], [%1, {%2, %3, %4, %5}], [%6], {%7, %8};" ::"r"(destination),
               "l"(reinterpret_cast<unsigned long long>(map)), "r"(c), "r"(w), "r"(h), "r"(n),
               "r"(barrier), "h"(s), "h"(r)
               : "memory");
#endif
}

} // namespace netc
