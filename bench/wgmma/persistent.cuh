//===- persistent.cuh - a warp-specialised, persistent wgmma convolution --===//
//
// An experiment beside bench/wgmma/probe.cu, not a kernel of netc's catalog:
// the implicit-GEMM convolution of lib/Kernels/kernels/netc_conv_wgmma.cuh
// (section 4: every thread gathers with cp.async and issues wgmma, one
// __syncthreads per stage) rebuilt as a producer warpgroup and two consumer
// warpgroups handing stages over through mbarriers, in persistent blocks.
// Measured on an H200 (docs/results/2026-11-28-wgmma-persistent-h200.md):
// correct (probe checks, memcheck and synccheck clean), but no faster where
// it matters: 616 against 631 TFLOP/s on vgg16 conv4_2 in bf16, with the
// tensor pipe active 66% of the time against 71% (ncu); faster by 14-18% on
// three short-reduction layers (googlenet 1x1s, a 3x3 stride 2). The same
// ring fed by TMA is the catalog's conv2d_implicit_gemm_wgmma_tma_persistent
// (lib/Kernels/kernels/netc_conv_wgmma_tma.cuh, whose mbarrier wrappers and
// setWarpgroupRegisters this file uses); kept here, measured, as the
// gathered form. Its gather repeats section 4's; the stage's wgmmas and the
// epilogue are the library's helpers.
//
//===----------------------------------------------------------------------===//
#pragma once

#include "async.cuh"

namespace netc {

// conv2d_implicit_gemm_wgmma_persistent: the GEMM, tile, shared-memory layout
// and gather of section 4, with the work split between warpgroups instead of
// every thread doing both:
//
// - Warpgroup 0 produces: its 128 threads gather a stage with cp.async, then
//   `cp.async.mbarrier.arrive.noinc` on the stage's `full` barrier, whose
//   phase completes when all 128 threads' copies have landed. Before it
//   reuses a buffer it waits on the stage's `empty` barrier.
// - Warpgroups 1 and 2 consume, each 64 rows of the 128-row tile: wait on
//   `full`, issue the stage's wgmmas, and once the next stage's are issued
//   and the previous group has retired (wait_group 1), release the previous
//   stage on `empty` (one arrival per consumer warp).
//
// There is no __syncthreads in the main loop, the producer runs up to Stages
// ahead (section 4's copies run Stages - 2 ahead), and the blocks are
// persistent: grid = at most one block per SM, block b computes tiles b,
// b + gridDim.x, ..., so while the consumers run one tile's epilogue the
// producer already fills the ring for the next. The ring's phases run on
// across tiles.
//
// Registers: launched with 384 threads and __launch_bounds__(384, 1), the
// kernel starts at 168 per thread; setmaxnreg hands the producer 88 and the
// consumers 208 (128 x 88 + 256 x 208 = 384 x 168: the block's whole share).
// ptxas spills in the producer below 88 with a 256-wide tile (it keeps the
// stage's 24 copy addresses live to issue them back to back); a consumer of
// 64 x 256 accumulators fits in 208 without spilling.
//
// Not here: rounded tf32 operands (the copying threads round them in
// section 4; here nobody touches a stage between its copies and the tensor
// cores), split-K.

/// The persistent kernel's fixed shape: one producer and two consumer
/// warpgroups; registers as the comment above says.
struct WgmmaPersistentLayout {
  static constexpr int kThreads = 384;
  static constexpr int kProducerRegisters = 88, kConsumerRegisters = 208;
};

/// y = act(conv(x, w) + bias) over 128-row tiles, persistent (gridDim.x
/// blocks, any number; the catalog launches min(tiles, SMs)) and
/// warp-specialised (384 threads). Tile: kBlockM 128, kBlockN 64/128/256,
/// kBlockK one 128-byte row, kStages >= 2 (every buffer in flight).
template <class Shape, class Tile, int Act, bool HasBias, class T>
__device__ __forceinline__ void conv2d_implicit_gemm_wgmma_persistent(const T *__restrict__ x,
                                                                      const T *__restrict__ w,
                                                                      const T *__restrict__ bias,
                                                                      T *__restrict__ y) {
#if NETC_HAS_WGMMA
  constexpr int BM = Tile::kBlockM, BN = Tile::kBlockN, BK = Tile::kBlockK;
  constexpr int kStages = Tile::kStages;
  static_assert(BM == 128, "two consumer warpgroups of 64 rows");
  static_assert(BN == 64 || BN == 128 || BN == 256, "wgmma N of 64, 128 or 256");
  static_assert(sizeof(T) == 2 || sizeof(T) == 4, "16-bit storage, or fp32 read as tf32");
  static_assert(BK * static_cast<int>(sizeof(T)) == 128, "a stage row is one 128-byte swizzle row");
  static_assert(kStages >= 2, "a ring of two buffers at least");
  static_assert(!Shape::kDilated, "the gather steps through adjacent taps only");
  static_assert(static_cast<long long>(Shape::N) * Shape::H * Shape::W * Shape::XPitch < (1LL << 31),
                "x offsets in 32 bits");
  constexpr int kPerChunk = 16 / static_cast<int>(sizeof(T)), kChunks = 8;
  static_assert(Shape::C % kPerChunk == 0 && Shape::XPitch % kPerChunk == 0,
                "16-byte copies of one tap");
  constexpr int kRowBytes = 128, kStageBytes = (BM + BN) * kRowBytes;
  constexpr int kProducers = 128;
  constexpr int kAChunks = BM * kChunks / kProducers, kBChunks = BN * kChunks / kProducers;
  constexpr int kSteps = (Shape::GemmK + BK - 1) / BK;
  constexpr int kTilesM = (Shape::GemmM + BM - 1) / BM, kTilesN = (Shape::K + BN - 1) / BN;
  constexpr int kTiles = kTilesM * kTilesN;
  constexpr int kConsumerWarps = 8;

  extern __shared__ __align__(128) unsigned char smem[];
  const unsigned smemBase = (sharedAddress(smem) + 1023u) & ~1023u; // 1024-byte swizzle atoms
  __shared__ __align__(8) unsigned long long fullBarriers[kStages], emptyBarriers[kStages];
  const unsigned fullBase = sharedAddress(fullBarriers), emptyBase = sharedAddress(emptyBarriers);

  const int tid = threadIdx.x, warpGroup = tid / 128;
  if (tid == 0) {
    for (int s = 0; s < kStages; ++s) {
      mbarrierInit(fullBase + 8 * s, kProducers);
      mbarrierInit(emptyBase + 8 * s, kConsumerWarps);
    }
  }
  __syncthreads(); // the only block-wide barrier: the initialised ring

  if (warpGroup == 0) {
    // ---- Producer: the gather of section 4, stage after stage, tile after tile.
    setWarpgroupRegisters<WgmmaPersistentLayout::kProducerRegisters>();
    const int chunk = tid % kChunks, firstRow = tid / kChunks; // rows firstRow + 16i
    int stage = 0;
    unsigned phase = 0;
    for (int tile = blockIdx.x; tile < kTiles; tile += gridDim.x) {
      const int m0 = (tile % kTilesM) * BM, n0 = (tile / kTilesM) * BN;
      // Per A row: the im2col base offset and the first tap's (ih, iw).
      int aBase[kAChunks], aIh[kAChunks], aIw[kAChunks];
#pragma unroll
      for (int i = 0; i < kAChunks; ++i) {
        const int m = m0 + firstRow + i * (kProducers / kChunks);
        if (m < Shape::GemmM) {
          const int n = m / (Shape::P * Shape::Q), pq = m - n * (Shape::P * Shape::Q);
          const int p = pq / Shape::Q, q = pq - p * Shape::Q;
          aIh[i] = p * Shape::StrideH - Shape::PadH;
          aIw[i] = q * Shape::StrideW - Shape::PadW;
          aBase[i] = ((n * Shape::H + aIh[i]) * Shape::W + aIw[i]) * Shape::XPitch;
        } else {
          aIh[i] = -(1 << 28); // fails every bounds test: zero-filled
          aIw[i] = 0;
          aBase[i] = 0;
        }
      }
      int tapK = chunk * kPerChunk;
      int tapR = tapK / Shape::C, tapC = tapK - tapR * Shape::C;
      int tapS = tapR % Shape::S;
      tapR /= Shape::S;
      for (int step = 0; step < kSteps; ++step) {
        mbarrierWait(emptyBase + 8 * stage, phase ^ 1); // the consumers are done with it
        const unsigned stageBase = smemBase + stage * kStageBytes;
        const int tapOffset = (tapR * Shape::W + tapS) * Shape::XPitch + tapC;
#pragma unroll
        for (int i = 0; i < kAChunks; ++i) {
          const int row = firstRow + i * (kProducers / kChunks);
          const bool valid = tapR < Shape::R &&
                             static_cast<unsigned>(aIh[i] + tapR) < static_cast<unsigned>(Shape::H) &&
                             static_cast<unsigned>(aIw[i] + tapS) < static_cast<unsigned>(Shape::W);
          cpAsync16(stageBase + row * kRowBytes + ((chunk ^ (row % 8)) * 16),
                    valid ? x + (aBase[i] + tapOffset) : x, valid ? 16 : 0);
        }
        // B rows firstRow + 16i: one pointer, constant strides (registers are few here).
        const T *bRow = w + (static_cast<long long>(n0 + firstRow) * Shape::GemmK + tapK);
        const int bRowsLeft = tapK < Shape::GemmK ? Shape::K - n0 - firstRow : 0;
#pragma unroll
        for (int i = 0; i < kBChunks; ++i) {
          const int row = firstRow + i * (kProducers / kChunks);
          const bool valid = i * (kProducers / kChunks) < bRowsLeft;
          cpAsync16(stageBase + (BM + row) * kRowBytes + ((chunk ^ (row % 8)) * 16),
                    valid ? bRow + static_cast<long long>(i) * (kProducers / kChunks) * Shape::GemmK : w,
                    valid ? 16 : 0);
        }
        cpAsyncArriveOn(fullBase + 8 * stage);
        tapK += BK;
        tapC += BK;
        while (tapC >= Shape::C) {
          tapC -= Shape::C;
          if (++tapS == Shape::S) { tapS = 0; ++tapR; }
        }
        if (++stage == kStages) { stage = 0; phase ^= 1; }
      }
    }
    cpAsyncCommit();
    cpAsyncWait<0>(); // nothing in flight when the producer leaves
    return;
  }

  // ---- Consumers: warpgroup 1 rows 0-63 of the tile, warpgroup 2 rows 64-127.
  setWarpgroupRegisters<WgmmaPersistentLayout::kConsumerRegisters>();
  const int consumer = warpGroup - 1, lane = tid % 32, warpInGroup = (tid / 32) % 4;
  constexpr int kAccumulators = BN / 2;
  float acc[1][kAccumulators];
  int stage = 0;
  unsigned phase = 0;
  for (int tile = blockIdx.x; tile < kTiles; tile += gridDim.x) {
    const int m0 = (tile % kTilesM) * BM, n0 = (tile / kTilesM) * BN;
    zeroAccumulators<1, BN>(acc);
    int previous = -1; // the stage whose wgmmas may still be reading it
    for (int step = 0; step < kSteps; ++step) {
      mbarrierWait(fullBase + 8 * stage, phase); // the producer's copies have landed
      fenceProxyAsyncShared();                   // ... and the tensor cores see them
      const unsigned stageBase = smemBase + stage * kStageBytes;
      issueWgmmaStage<T, BN, 1>(acc, stageBase + consumer * 64 * kRowBytes,
                                stageBase + BM * kRowBytes);
      wgmmaWait<1>(); // the previous stage's group has retired: release its buffer
      if (previous >= 0 && lane == 0)
        mbarrierArrive(emptyBase + 8 * previous);
      previous = stage;
      if (++stage == kStages) { stage = 0; phase ^= 1; }
    }
    wgmmaWait<0>();
    pinAccumulators<1, BN>(acc);
    if (previous >= 0 && lane == 0)
      mbarrierArrive(emptyBase + 8 * previous);
    storeWgmmaTile<Shape, BN, 1, Act, HasBias>(acc, y, bias,
                                               m0 + consumer * 64 + warpInGroup * 16 + lane / 4,
                                               n0, lane);
  }
#else
  __trap(); // the catalog offers it for sm_90 only, and `netc lower` builds sm_90a
#endif
}

} // namespace netc
