// netc_conv_wgmma_tma.cuh - the wgmma convolution with both operands brought by
// the tensor memory accelerator (TMA, sm_90a)
// (part of netc_kernels.cuh, which netc embeds as one file: see there).
#pragma once

#include "netc_common.cuh"
#include "netc_conv_wgmma.cuh"

namespace netc {

//===----------------------------------------------------------------------===//
// 5. Implicit GEMM on wgmma, operands by TMA (sm_90a; bf16, fp16, tf32).
//===----------------------------------------------------------------------===//
//
// Section 4's GEMM and shared-memory layout, but nobody gathers: one thread
// issues a stage's two bulk tensor copies, which complete on the stage's
// mbarrier (expect_tx: the barrier's phase ends when the stage's bytes have
// landed), and the tensor memory accelerator writes them straight into the
// 128-byte-swizzled layout wgmma's descriptors read (the map's swizzle is the
// descriptors' swizzle):
//   A, the im2col view of x, through an im2col tensor map of x as
//     [N][H][W][C]: a copy brings BM consecutive output pixels' windows at
//     one filter tap (the copy's im2col offsets) and BK channels, zeros where
//     the window leaves the image or the pixels run past the last image;
//   B, the KRSC filter as [K rows][R*S*C], through a tiled map: BN rows of BK.
// A stage holds one tap's channels, so the kernel needs C to be a multiple of
// BK (64 16-bit or 32 fp32 channels); section 4's kernel takes the rest.
//
// The runtime encodes the maps (cuTensorMapEncodeIm2col / Tiled) once the
// buffers exist, from the plan's description of each (docs/plan-format.md,
// "tensor_map"), and passes them by value as __grid_constant__ parameters.
//
// Measured on an H200 (docs/results/2026-11-28-wgmma-persistent-h200.md,
// section 6; the probe's clock): vgg16 conv4_2 in bf16 at 704 TFLOP/s against
// 630 for section 4's gather on the same tile; 1.04-1.38x on 11 shapes.

/// A CUtensorMap as a kernel parameter: 128 opaque bytes, 128-byte aligned
/// as CUDA 13's cuda.h declares it (without cuda.h: NVRTC compiles this
/// header with no CUDA headers at all).
struct alignas(128) TensorMap {
  unsigned long long opaque[16];
};

/// mbarrier primitives on a 64-bit barrier in shared memory (CTA scope).
__device__ __forceinline__ void mbarrierInit(unsigned barrier, unsigned arrivals) {
#if NETC_HAS_WGMMA
  asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;" ::"r"(barrier), "r"(arrivals) : "memory");
#endif
}
/// Waits until the barrier's phase of parity `parity` has completed (a fresh
/// barrier is in phase 0: waiting for parity 1 returns at once). A phase that
/// never completes - a tensor map whose box is not the tile the kernel
/// expects bytes for, from a hand-edited plan - traps after about four
/// seconds (2^32 ns of the global timer, read only once the first try
/// fails): the launch fails with an error instead of hanging the GPU.
/// All in one asm statement: a C++ loop around try_wait makes ptxas insert
/// a warpgroup.wait before it (C7517), serialising the wgmmas in flight.
__device__ __forceinline__ void mbarrierWait(unsigned barrier, unsigned parity) {
#if NETC_HAS_WGMMA
  asm volatile("{\n"
               ".reg .pred done;\n"
               ".reg .u64 start, now;\n"
               "mbarrier.try_wait.parity.shared::cta.b64 done, [%0], %1;\n"
               "@done bra finished;\n"
               "mov.u64 start, %%globaltimer;\n"
               "retry:\n"
               "mbarrier.try_wait.parity.shared::cta.b64 done, [%0], %1;\n"
               "@done bra finished;\n"
               "mov.u64 now, %%globaltimer;\n"
               "sub.u64 now, now, start;\n"
               "setp.lt.u64 done, now, 4294967296;\n"
               "@done bra retry;\n"
               "trap;\n"
               "finished:\n"
               "}\n" ::"r"(barrier),
               "r"(parity)
               : "memory");
#endif
}
/// Arrives on the barrier and adds `bytes` to the transaction count its
/// phase waits for (each TMA copy's complete_tx takes its bytes off).
__device__ __forceinline__ void mbarrierArriveExpectTx(unsigned barrier, unsigned bytes) {
#if NETC_HAS_WGMMA
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(barrier), "r"(bytes)
               : "memory");
#endif
}

/// A 2-D tile of the tiled tensor map at `map` (a generic address: a
/// __grid_constant__ parameter's) from element (inner, outer) into shared
/// memory, completing on `barrier`.
__device__ __forceinline__ void tmaLoad2d(unsigned destination, const void *map, int inner,
                                          int outer, unsigned barrier) {
#if NETC_HAS_WGMMA
  asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes"
               " [%0], [%1, {%2, %3}], [%4];" ::"r"(destination),
               "l"(reinterpret_cast<unsigned long long>(map)), "r"(inner), "r"(outer), "r"(barrier)
               : "memory");
#endif
}
/// A 4-D im2col tile of the map: its pixelsPerColumn pixels from the window
/// position (w, h) of image n, each its channelsPerPixel channels from c, at
/// the filter tap (s, r) (the im2col offsets).
__device__ __forceinline__ void tmaLoadIm2col4d(unsigned destination, const void *map, int c, int w,
                                                int h, int n, unsigned short s, unsigned short r,
                                                unsigned barrier) {
#if NETC_HAS_WGMMA
  asm volatile("cp.async.bulk.tensor.4d.shared::cluster.global.im2col.mbarrier::complete_tx::bytes"
               " [%0], [%1, {%2, %3, %4, %5}], [%6], {%7, %8};" ::"r"(destination),
               "l"(reinterpret_cast<unsigned long long>(map)), "r"(c), "r"(w), "r"(h), "r"(n),
               "r"(barrier), "h"(s), "h"(r)
               : "memory");
#endif
}

/// y = act(conv(x, w) + bias), one block per BM x BN output tile, both
/// operands by TMA. `xMap`: x as [N][H][W][C] in im2col mode, BK channels per
/// pixel and BM pixels per column, lower corners (-padLeft, -padTop), upper
/// corners so that the traversal gives exactly Q x P positions, element
/// strides the convolution's, 128-byte swizzle, zero fill. `wMap`: w as
/// [K][R*S*C], box BK x BN, 128-byte swizzle, zero fill. In tf32 the tensor
/// cores truncate the fp32 operands (no rounding pass: nobody touches the
/// stage).
template <class Shape, class Tile, int Act, bool HasBias, class T>
__device__ __forceinline__ void conv2d_implicit_gemm_wgmma_tma(const TensorMap &xMap,
                                                               const TensorMap &wMap,
                                                               const T *__restrict__ bias,
                                                               T *__restrict__ y) {
#if NETC_HAS_WGMMA
  using L = WgmmaLayout<Tile, T>;
  constexpr int BM = L::BM, BN = L::BN, BK = L::BK, kStages = L::kStages;
  constexpr int kRowBytes = L::kRowBytes, kStageBytes = L::kStageBytes;
  static_assert(!Shape::kDilated, "the im2col map steps through adjacent taps only");
  static_assert(Shape::C % BK == 0, "a stage holds one tap's channels");
  constexpr int kSteps = Shape::GemmK / BK, kStepsPerTap = Shape::C / BK;
  constexpr int kTilesM = L::kTilesM, kGroupRows = L::kGroupRows;
  constexpr unsigned kStageTx = (BM + BN) * kRowBytes; // both copies' bytes, zero fill included

  extern __shared__ __align__(128) unsigned char smem[];
  const unsigned smemBase = (sharedAddress(smem) + 1023u) & ~1023u;
  __shared__ __align__(8) unsigned long long landed[kStages]; // one barrier per stage
  const unsigned landedBase = sharedAddress(landed);

  const int tid = threadIdx.x, lane = tid % 32, warp = tid / 32;
  const int warpGroup = warp / 4, warpInGroup = warp % 4;
  const int m0 = blockIdx.x * BM, n0 = blockIdx.y * BN;
  if (tid == 0) {
    for (int s = 0; s < kStages; ++s)
      mbarrierInit(landedBase + 8 * s, 1); // the issuing thread's arrival
    fenceProxyAsyncShared();                // the initialised barriers, before TMA signals them
  }
  __syncthreads();
  // The tile's first output pixel as the input position of its window: the
  // map walks the following BM windows from there (across rows and images).
  const int tileN = m0 / (Shape::P * Shape::Q), tilePq = m0 - tileN * (Shape::P * Shape::Q);
  const int tileH = (tilePq / Shape::Q) * Shape::StrideH - Shape::PadH;
  const int tileW = (tilePq % Shape::Q) * Shape::StrideW - Shape::PadW;

  auto loadStage = [&](int step) {
    if (tid != 0)
      return;
    const int stage = step % kStages;
    const unsigned stageBase = smemBase + stage * kStageBytes, barrier = landedBase + 8 * stage;
    const int tap = step / kStepsPerTap, c0 = (step - tap * kStepsPerTap) * BK;
    mbarrierArriveExpectTx(barrier, kStageTx);
    tmaLoadIm2col4d(stageBase, &xMap, c0, tileW, tileH, tileN,
                    static_cast<unsigned short>(tap % Shape::S),
                    static_cast<unsigned short>(tap / Shape::S), barrier);
    tmaLoad2d(stageBase + BM * kRowBytes, &wMap, step * BK, n0, barrier);
  };

  float acc[kTilesM][BN / 2];
  zeroAccumulators<kTilesM, BN>(acc);

#pragma unroll
  for (int s = 0; s < kStages - 2; ++s)
    if (s < kSteps)
      loadStage(s);
  for (int step = 0; step < kSteps; ++step) {
    // Every warpgroup has retired the wgmmas of step - 2 (wait_group 1 of
    // the last iteration): that buffer may be refilled.
    __syncthreads();
    if (step + kStages - 2 < kSteps)
      loadStage(step + kStages - 2);
    const int stage = step % kStages;
    mbarrierWait(landedBase + 8 * stage, (step / kStages) & 1);
    const unsigned stageBase = smemBase + stage * kStageBytes;
    issueWgmmaStage<T, BN, kTilesM>(acc, stageBase + warpGroup * kGroupRows * kRowBytes,
                                    stageBase + BM * kRowBytes);
    wgmmaWait<1>();
  }
  wgmmaWait<0>();
  pinAccumulators<kTilesM, BN>(acc);
  storeWgmmaTile<Shape, BN, kTilesM, Act, HasBias>(
      acc, y, bias, m0 + warpGroup * kGroupRows + warpInGroup * 16 + lane / 4, n0, lane);
#else
  // Never instantiated for other targets: the catalog offers this kernel only
  // for sm_90, and `netc lower` builds such modules for sm_90a.
  __trap();
#endif
}

} // namespace netc
