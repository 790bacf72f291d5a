//===- tma.cuh - the wgmma convolution with its filter tile brought by TMA -===//
//
// Experiments beside bench/wgmma/probe.cu, not kernels of netc's catalog.
// conv2d_implicit_gemm_wgmma (lib/Kernels/kernels/netc_conv_wgmma.cuh,
// section 4) gathers both operands with cp.async, 16 bytes per thread-copy
// (3,072 copies a stage on a 128 x 256 tile). Here one thread brings the
// filter tile B with a TMA copy completing on a per-stage mbarrier
// (expect_tx), into the 128-byte-swizzled layout wgmma's descriptors read,
// while every thread still gathers A; and, as TmaProbeLoads says,
// timing-only forms that load nothing, only A or only B: bounds of the main
// loop. Measured on an H200 (docs/results/2026-11-28-wgmma-persistent-h200.md,
// section 5). Both operands by TMA is the catalog's
// conv2d_implicit_gemm_wgmma_tma (netc_conv_wgmma_tma.cuh, section 5), which
// the probe times beside these.
//
// The A gather and the main loop's frame repeat section 4's (the stage's
// wgmmas, the accumulators and the epilogue are the library's own helpers).
//
//===----------------------------------------------------------------------===//
#pragma once

#include "async.cuh"

namespace netc {

/// What the kernel loads (the timing-only forms compute on whatever shared
/// memory holds: their outputs are wrong, their times bound the main loop).
enum class TmaProbeLoads { Both, None, OnlyA, OnlyB };

template <class Shape, class Tile, int Act, bool HasBias, class T,
          TmaProbeLoads Loads = TmaProbeLoads::Both>
__device__ __forceinline__ void conv2d_implicit_gemm_wgmma_tma_b(const T *__restrict__ x,
                                                                 const CUtensorMap *wMap,
                                                                 const T *__restrict__ bias,
                                                                 T *__restrict__ y) {
#if NETC_HAS_WGMMA
  using L = WgmmaLayout<Tile, T>;
  constexpr int BM = L::BM, BN = L::BN, BK = L::BK, kStages = L::kStages;
  constexpr int kThreads = L::kThreads, kRowBytes = L::kRowBytes, kStageBytes = L::kStageBytes;
  constexpr int kPerChunk = 16 / static_cast<int>(sizeof(T)), kChunks = 8;
  static_assert(!Shape::kDilated, "the gather steps through adjacent taps only");
  static_assert(Shape::C % kPerChunk == 0 && Shape::XPitch % kPerChunk == 0,
                "16-byte copies of one tap");
  constexpr int kAChunks = BM * kChunks / kThreads;
  constexpr int kSteps = (Shape::GemmK + BK - 1) / BK;
  constexpr int kTilesM = L::kTilesM, kGroupRows = L::kGroupRows;
  constexpr int kAccumulators = BN / 2;
  constexpr unsigned kBBytes = BN * kRowBytes;

  extern __shared__ __align__(128) unsigned char smem[];
  const unsigned smemBase = (sharedAddress(smem) + 1023u) & ~1023u;
  __shared__ __align__(8) unsigned long long bLanded[kStages];
  const unsigned bLandedBase = sharedAddress(bLanded);

  const int tid = threadIdx.x, lane = tid % 32, warp = tid / 32;
  const int warpGroup = warp / 4, warpInGroup = warp % 4;
  const int m0 = blockIdx.x * BM, n0 = blockIdx.y * BN;
  if (tid == 0) {
    for (int s = 0; s < kStages; ++s)
      mbarrierInit(bLandedBase + 8 * s, 1);
    fenceProxyAsyncShared(); // the initialised barriers, before TMA signals them
  }
  __syncthreads();

  const int chunk = tid % kChunks;
  int aBase[kAChunks], aIh[kAChunks], aIw[kAChunks];
  unsigned aDst[kAChunks];
#pragma unroll
  for (int i = 0; i < kAChunks; ++i) {
    const int row = (tid + i * kThreads) / kChunks;
    const int m = m0 + row;
    if (m < Shape::GemmM) {
      const int n = m / (Shape::P * Shape::Q), pq = m - n * (Shape::P * Shape::Q);
      const int p = pq / Shape::Q, q = pq - p * Shape::Q;
      aIh[i] = p * Shape::StrideH - Shape::PadH;
      aIw[i] = q * Shape::StrideW - Shape::PadW;
      aBase[i] = ((n * Shape::H + aIh[i]) * Shape::W + aIw[i]) * Shape::XPitch;
    } else {
      aIh[i] = -(1 << 28);
      aIw[i] = 0;
      aBase[i] = 0;
    }
    aDst[i] = row * kRowBytes + ((chunk ^ (row % 8)) * 16);
  }
  int tapK = chunk * kPerChunk;
  int tapR = tapK / Shape::C, tapC = tapK - tapR * Shape::C;
  int tapS = tapR % Shape::S;
  tapR /= Shape::S;

  auto loadStage = [&](int step) {
    const int stage = step % kStages;
    const unsigned stageBase = smemBase + stage * kStageBytes;
    constexpr bool kLoadA = Loads == TmaProbeLoads::Both || Loads == TmaProbeLoads::OnlyA;
    constexpr bool kLoadB = Loads == TmaProbeLoads::Both || Loads == TmaProbeLoads::OnlyB;
    if (kLoadB && tid == 0) { // the filter tile: one TMA copy
      mbarrierArriveExpectTx(bLandedBase + 8 * stage, kBBytes);
      tmaLoad2d(stageBase + BM * kRowBytes, wMap, step * BK, n0, bLandedBase + 8 * stage);
    }
    const int tapOffset = (tapR * Shape::W + tapS) * Shape::XPitch + tapC;
#pragma unroll
    for (int i = 0; i < kAChunks; ++i) {
      const bool valid = tapR < Shape::R &&
                         static_cast<unsigned>(aIh[i] + tapR) < static_cast<unsigned>(Shape::H) &&
                         static_cast<unsigned>(aIw[i] + tapS) < static_cast<unsigned>(Shape::W);
      if (kLoadA)
        cpAsync16(stageBase + aDst[i], valid ? x + (aBase[i] + tapOffset) : x, valid ? 16 : 0);
    }
    tapC += BK;
    while (tapC >= Shape::C) {
      tapC -= Shape::C;
      if (++tapS == Shape::S) { tapS = 0; ++tapR; }
    }
  };

  float acc[kTilesM][kAccumulators];
  zeroAccumulators<kTilesM, BN>(acc);

#pragma unroll
  for (int s = 0; s < kStages - 2; ++s) {
    if (s < kSteps)
      loadStage(s);
    cpAsyncCommit();
  }
  for (int step = 0; step < kSteps; ++step) {
    cpAsyncWait<kStages - 3>();
    fenceProxyAsyncShared();
    __syncthreads();
    if (step + kStages - 2 < kSteps)
      loadStage(step + kStages - 2);
    cpAsyncCommit();
    const int stage = step % kStages;
    if (Loads == TmaProbeLoads::Both || Loads == TmaProbeLoads::OnlyB)
      mbarrierWait(bLandedBase + 8 * stage, (step / kStages) & 1); // this stage's filter tile
    const unsigned stageBase = smemBase + stage * kStageBytes;
    issueWgmmaStage<T, BN, kTilesM>(acc, stageBase + warpGroup * kGroupRows * kRowBytes,
                                    stageBase + BM * kRowBytes);
    wgmmaWait<1>();
  }
  wgmmaWait<0>();
  pinAccumulators<kTilesM, BN>(acc);
  cpAsyncWait<0>();
  storeWgmmaTile<Shape, BN, kTilesM, Act, HasBias>(
      acc, y, bias, m0 + warpGroup * kGroupRows + warpInGroup * 16 + lane / 4, n0, lane);
#else
  __trap();
#endif
}

} // namespace netc
