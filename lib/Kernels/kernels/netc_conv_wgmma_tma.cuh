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
//   B, the KRSC filter as [K][R*S][C], through a tiled map: the same tap and
//     channels of BN rows.
// A stage holds BK channels of one tap (64 16-bit or 32 fp32); where C is
// not a multiple of BK a tap's last stage runs past C and both maps fill
// those channels with zeros. The maps' strides must be multiples of 16
// bytes: C a multiple of 8 (fp32: 4), x dense.
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
/// Arrives on the barrier.
__device__ __forceinline__ void mbarrierArrive(unsigned barrier) {
#if NETC_HAS_WGMMA
  asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" ::"r"(barrier) : "memory");
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
/// A 3-D tile of the tiled tensor map from element (c, tap, row).
__device__ __forceinline__ void tmaLoad3d(unsigned destination, const void *map, int c, int tap,
                                          int row, unsigned barrier) {
#if NETC_HAS_WGMMA
  asm volatile("cp.async.bulk.tensor.3d.shared::cluster.global.mbarrier::complete_tx::bytes"
               " [%0], [%1, {%2, %3, %4}], [%5];" ::"r"(destination),
               "l"(reinterpret_cast<unsigned long long>(map)), "r"(c), "r"(tap), "r"(row),
               "r"(barrier)
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

/// Where the im2col map starts a tile's walk: the input position (w, h) of
/// image n of the window of the tile's first output pixel m0 (the map walks
/// the following windows from there, across rows and images).
struct Im2colOrigin {
  int w, h, n;
};
template <class Shape> __device__ __forceinline__ Im2colOrigin im2colOrigin(int m0) {
  const int n = m0 / (Shape::P * Shape::Q), pq = m0 - n * (Shape::P * Shape::Q);
  return {(pq % Shape::Q) * Shape::StrideW - Shape::PadW,
          (pq / Shape::Q) * Shape::StrideH - Shape::PadH, n};
}

/// A tap's channels in stages of BK: the last one runs past C where C is
/// not a multiple of BK, and both maps fill the channels past C with zeros
/// (x's and w's channel extent is C), which add nothing to the products.
template <class Shape, int BK> struct TmaSteps {
  static constexpr int kPerTap = (Shape::C + BK - 1) / BK;
  static constexpr int kTotal = Shape::R * Shape::S * kPerTap;
};

/// Issues k-step k of a tile into the stage at `stageBase` (A's BM rows,
/// then B's): the im2col copy of x at the step's tap and channels, the
/// tiled copy of the same tap and channels of w's rows n0..., both
/// completing on `barrier`, which first expects the stage's `bytes` (zero
/// fill included). One thread calls it.
template <class Shape, int BM, int BK>
__device__ __forceinline__ void loadTmaStage(unsigned stageBase, unsigned barrier, unsigned bytes,
                                             const TensorMap &xMap, const TensorMap &wMap, int k,
                                             Im2colOrigin origin, int n0) {
  constexpr int kStepsPerTap = TmaSteps<Shape, BK>::kPerTap;
  const int tap = k / kStepsPerTap, c0 = (k - tap * kStepsPerTap) * BK;
  mbarrierArriveExpectTx(barrier, bytes);
  tmaLoadIm2col4d(stageBase, &xMap, c0, origin.w, origin.h, origin.n,
                  static_cast<unsigned short>(tap % Shape::S),
                  static_cast<unsigned short>(tap / Shape::S), barrier);
  tmaLoad3d(stageBase + BM * 128, &wMap, c0, tap, n0, barrier);
}

/// y = act(conv(x, w) + bias), one block per BM x BN output tile, both
/// operands by TMA. `xMap`: x as [N][H][W][C] in im2col mode, BK channels per
/// pixel and BM pixels per column, lower corners (-padLeft, -padTop), upper
/// corners so that the traversal gives exactly Q x P positions, element
/// strides the convolution's, 128-byte swizzle, zero fill. `wMap`: w as
/// [K][R*S][C], box BK x 1 x BN, 128-byte swizzle, zero fill. In tf32 the tensor
/// cores truncate the fp32 operands (no rounding pass: nobody touches the
/// stage). No split-K: measured slower than the unsplit tile on alexnet's
/// inner products (docs/results/2026-11-28-tma-catalog-h200.md).
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
  static_assert(Shape::C * static_cast<int>(sizeof(T)) % 16 == 0 && Shape::XPitch == Shape::C,
                "the maps' pixel and tap strides are multiples of 16 bytes");
  constexpr int kSteps = TmaSteps<Shape, BK>::kTotal;
  constexpr int kTilesM = L::kTilesM, kGroupRows = L::kGroupRows;
  constexpr unsigned kStageTx = (BM + BN) * kRowBytes; // both copies' bytes, zero fill included

  extern __shared__ __align__(128) unsigned char smem[];
  const unsigned smemBase = (sharedAddress(smem) + 1023u) & ~1023u;
  __shared__ __align__(8) unsigned long long landed[kStages]; // one barrier per stage
  const unsigned landedBase = sharedAddress(landed);

  const int tid = threadIdx.x, lane = tid % 32, warp = tid / 32;
  const int warpGroup = warp / 4, warpInGroup = warp % 4;
  int m0, n0; // this block's tile (TileOrder: blocks that start together share x)
  TileOrder<Shape, BM, BN>::blockOrigin(m0, n0);
  if (tid == 0) {
    for (int s = 0; s < kStages; ++s)
      mbarrierInit(landedBase + 8 * s, 1); // the issuing thread's arrival
    fenceProxyAsyncShared();                // the initialised barriers, before TMA signals them
  }
  __syncthreads();
  const Im2colOrigin origin = im2colOrigin<Shape>(m0);
  auto loadStage = [&](int k) {
    if (tid == 0)
      loadTmaStage<Shape, BM, BK>(smemBase + (k % kStages) * kStageBytes,
                                  landedBase + 8 * (k % kStages), kStageTx, xMap, wMap, k, origin,
                                  n0);
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

/// 16 bytes between shared and global memory, by the thread.
__device__ __forceinline__ Vec4u loadShared16(unsigned address) {
  Vec4u v;
  asm volatile("ld.shared.v4.b32 {%0, %1, %2, %3}, [%4];"
               : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w)
               : "r"(address));
  return v;
}
/// 16 bytes of fp32 from global memory through L2 only (ld.global.cg: other
/// SMs wrote them; this SM's L1 may hold stale lines).
__device__ __forceinline__ Vec4f loadGlobalL2(const float *p) {
  Vec4f v;
  asm volatile("ld.global.cg.v4.f32 {%0, %1, %2, %3}, [%4];"
               : "=f"(v.x), "=f"(v.y), "=f"(v.z), "=f"(v.w)
               : "l"(p));
  return v;
}
/// Two adjacent values into shared memory, as fp32 or as 16-bit T.
__device__ __forceinline__ void storeSharedPair(unsigned address, float v0, float v1, float) {
  asm volatile("st.shared.v2.f32 [%0], {%1, %2};" ::"r"(address), "f"(v0), "f"(v1) : "memory");
}
template <class T>
__device__ __forceinline__ void storeSharedPair(unsigned address, float v0, float v1, T) {
  const unsigned bits = packPair<T>(v0, v1);
  asm volatile("st.shared.b32 [%0], %1;" ::"r"(address), "r"(bits) : "memory");
}

/// The staged epilogue: a consumer warp's accumulators go out through 16
/// rows of shared memory of its own, 128 bytes of columns at a time (64
/// 16-bit or 32 fp32 values), so that y (or a split's partial tile) is
/// written in whole 128-byte rows, 16 bytes a thread, instead of the
/// fragment's 4- or 8-byte pieces of eight rows. Rows are padded (16 bytes
/// for 16-bit values, 32 for fp32) so that the fragment's eight rows of a
/// store, and the 16-byte row reads, fall in different banks.
struct StagedEpilogue {
  static constexpr int kWarpBytes = 16 * 160; ///< the widest rows' (fp32)
  template <class T> static constexpr __host__ __device__ int columns() {
    return 128 / static_cast<int>(sizeof(T));
  }
  template <class T> static constexpr __host__ __device__ int rowStride() {
    return 128 + 8 * static_cast<int>(sizeof(T));
  }
  /// Whether y's rows and columns come in whole 16-byte pieces (then the
  /// partial tiles' fp32 rows do too).
  template <class Shape, class T> static constexpr __host__ __device__ bool fits() {
    return Shape::K % (16 / sizeof(T)) == 0 && Shape::YPitch % (16 / sizeof(T)) == 0;
  }
};

/// Stores one consumer warp's rows of the tile (16 of each 64-row part, from
/// warpRow0; columns from n0) to `out`, a [M][pitch] matrix of TOut, through
/// its staging rows at `staging`: Final, y = act(acc + bias) in y's type;
/// otherwise the fp32 accumulators themselves (a split's partial tile). Rows
/// past M and columns past K are not written. Requires
/// StagedEpilogue::fits<Shape, TOut>() and `out` 16-byte aligned.
template <class Shape, int BN, int TilesM, int Act, bool HasBias, bool Final, class TOut, class T>
__device__ __forceinline__ void storeTileStaged(float (&acc)[TilesM][BN / 2], TOut *__restrict__ out,
                                               int pitch, const T *__restrict__ bias,
                                               int warpRow0, int n0, int lane, unsigned staging) {
  using E = StagedEpilogue;
  constexpr int kColumns = E::columns<TOut>(), kStride = E::rowStride<TOut>();
  constexpr int kChunkJ = kColumns / 8;        // fragment column groups a chunk
  constexpr int kPerCopy = 16 / sizeof(TOut);  // values a 16-byte copy
  static_assert(BN % kColumns == 0, "whole chunks a tile");
#pragma unroll
  for (int chunk = 0; chunk < BN / kColumns; ++chunk) {
    // The chunk's bias, once for all of the warp's row tiles.
    float b[kChunkJ][2] = {};
    if (Final && HasBias)
#pragma unroll
      for (int jj = 0; jj < kChunkJ; ++jj)
        loadBiasPair<Shape>(bias, n0 + chunk * kColumns + jj * 8 + (lane % 4) * 2, b[jj][0],
                            b[jj][1]);
#pragma unroll
    for (int t = 0; t < TilesM; ++t) {
#pragma unroll
      for (int jj = 0; jj < kChunkJ; ++jj) {
        const int j = chunk * kChunkJ + jj, column = jj * 8 + (lane % 4) * 2;
#pragma unroll
        for (int h = 0; h < 2; ++h) {
          float v0 = acc[t][j * 4 + h * 2], v1 = acc[t][j * 4 + h * 2 + 1];
          if (Final) {
            v0 = activate<Act>(v0 + b[jj][0]);
            v1 = activate<Act>(v1 + b[jj][1]);
          }
          storeSharedPair(staging + (lane / 4 + h * 8) * kStride + column * sizeof(TOut), v0, v1,
                          TOut{});
        }
      }
      __syncwarp();
      // 16 rows of 8 16-byte pieces: a row per 8 lanes, four rows a pass.
#pragma unroll
      for (int pass = 0; pass < 4; ++pass) {
        const int row = pass * 4 + lane / 8, piece = lane % 8;
        const int m = warpRow0 + t * 64 + row, n = n0 + chunk * kColumns + piece * kPerCopy;
        if (m < Shape::GemmM && n < Shape::K)
          *reinterpret_cast<Vec4u *>(out + static_cast<long long>(m) * pitch + n) =
              loadShared16(staging + row * kStride + piece * 16);
      }
      __syncwarp(); // the rows are read before the next row tile or chunk overwrites them
    }
  }
}

/// The largest power of two not above n (n >= 1).
constexpr __host__ __device__ int floorPowerOfTwo(int n) { return n < 2 ? 1 : 2 * floorPowerOfTwo(n / 2); }

/// Split-K's meeting point for the staged epilogue: every split stores its
/// fp32 partial tile in the workspace ([split][M][K]) in whole rows; the
/// tile's last split to arrive sums them in split order (the same sum
/// whichever arrives last), reading 16 bytes a thread along the rows, and
/// stores y = act(sum + bias). `sync` is the participating threads' barrier
/// and `leader` one of them. Returns nothing: the tile is done either way.
template <class Shape, int BN, int TilesM, int Act, bool HasBias, int Splits, class T, class Sync>
__device__ __forceinline__ void reduceSplitTileStaged(float (&acc)[TilesM][BN / 2],
                                                      T *__restrict__ y,
                                                      const T *__restrict__ bias,
                                                      float *__restrict__ workspace,
                                                      unsigned *__restrict__ tileArrivals,
                                                      int split, unsigned tile, int warpRow0,
                                                      int n0, int lane, unsigned staging,
                                                      bool leader, Sync &&sync) {
  constexpr long long kPartial = static_cast<long long>(Shape::GemmM) * Shape::K;
  storeTileStaged<Shape, BN, TilesM, Act, HasBias, /*Final=*/false>(
      acc, workspace + split * kPartial, Shape::K, bias, warpRow0, n0, lane, staging);
  if (!arriveLastAtTile<Splits>(tileArrivals, tile, leader, sync))
    return;
  // The warp's rows, four columns a thread: BN / 4 pieces a row, kPasses
  // pieces a thread, summed kGroup at a time with every split's loads of a
  // group issued before the first add needs one: at most 8 pieces a group
  // and 32 loads in flight a thread (16 pieces of 2 splits spilled on
  // 128-wide tf32 tiles).
  constexpr int kPieces = BN / 4, kPasses = TilesM * 16 * kPieces / 32;
  constexpr int kInFlight = floorPowerOfTwo(32 / Splits < 8 ? 32 / Splits : 8);
  constexpr int kGroup = kPasses < kInFlight ? kPasses : kInFlight;
  static_assert(kPasses % kGroup == 0, "whole groups of passes");
  auto place = [&](int pass, int &m, int &n) {
    const int i = pass * 32 + lane, row = i / kPieces;
    m = warpRow0 + (row / 16) * 64 + row % 16;
    n = n0 + (i % kPieces) * 4;
    return m < Shape::GemmM && n < Shape::K;
  };
#pragma unroll 1
  for (int first = 0; first < kPasses; first += kGroup) {
    float sum[kGroup][4] = {};
#pragma unroll
    for (int z = 0; z < Splits; ++z)
#pragma unroll
      for (int g = 0; g < kGroup; ++g) {
        int m, n;
        if (!place(first + g, m, n))
          continue;
        // Other SMs wrote them: through L2 only.
        const Vec4f p =
            loadGlobalL2(workspace + z * kPartial + static_cast<long long>(m) * Shape::K + n);
        sum[g][0] += p.x; sum[g][1] += p.y; sum[g][2] += p.z; sum[g][3] += p.w;
      }
#pragma unroll
    for (int g = 0; g < kGroup; ++g) {
      int m, n;
      if (!place(first + g, m, n))
        continue;
      float v[4];
#pragma unroll
      for (int e = 0; e < 4; ++e)
        v[e] = activate<Act>(sum[g][e] + (HasBias ? toFloat(bias[n + e]) : 0.f));
      T *dst = y + static_cast<long long>(m) * Shape::YPitch + n;
      storePair(dst, v[0], v[1]);
      storePair(dst + 2, v[2], v[3]);
    }
  }
  if (leader)
    tileArrivals[tile] = 0;
}

/// A warpgroup's register budget (all 128 threads execute it together):
/// setmaxnreg moves registers between the warpgroups of a block launched
/// with __launch_bounds__(384, 1), 168 per thread.
template <int Registers> __device__ __forceinline__ void setWarpgroupRegisters() {
#if NETC_HAS_WGMMA
  static_assert(Registers % 8 == 0 && Registers >= 24 && Registers <= 256, "setmaxnreg's range");
  if constexpr (Registers < 168)
    asm volatile("setmaxnreg.dec.sync.aligned.u32 %0;" ::"n"(Registers));
  else
    asm volatile("setmaxnreg.inc.sync.aligned.u32 %0;" ::"n"(Registers));
#endif
}

/// The persistent kernel's fixed shape: one producer warpgroup (one thread
/// of it issues every copy) and two consumer warpgroups; the producer keeps
/// 40 registers and hands the rest to the consumers (128 x 40 + 256 x 232 =
/// 384 x 168, the block's whole share), enough for 128 accumulators each.
struct WgmmaTmaPersistentLayout {
  static constexpr int kThreads = 384;
  static constexpr int kProducerRegisters = 40, kConsumerRegisters = 232;
};

/// y = act(conv(x, w) + bias) with both operands by TMA, warp-specialised
/// and persistent: block b computes tiles b, b + gridDim.x, ... (any grid;
/// the catalog launches min(tiles, SMs)), tile t at row block t % (M tiles)
/// and column block t / (M tiles), so that the blocks running together share
/// their filter tile. A producer thread fills the ring stage after stage,
/// tile after tile, waiting on each stage's `empty` barrier before it reuses
/// it; the consumers wait on `full`, multiply, and release the stage once
/// the next stage's wgmmas are issued and its own have retired. While the
/// consumers store a tile, the producer already loads the next one's first
/// stages: the epilogue overlaps the loads, as one block per tile cannot.
/// Tile: kBlockM 128 or 256 (each consumer warpgroup half of it), kBlockN
/// 64/128/256 (at most 128 accumulators a thread), kStages >= 2 (every
/// buffer in flight). Maps as conv2d_implicit_gemm_wgmma_tma's.
///
/// The consumers store a tile through their staging rows after the ring
/// (storeTileStaged) where y's rows come in 16-byte pieces, else from the
/// registers (storeWgmmaTile).
///
/// Splits > 1 (conv2d_implicit_gemm_wgmma_tma_persistent_split_k) splits
/// each tile's reduction into Splits runs of k-steps: the blocks walk
/// tiles x Splits units, unit u being split u % Splits of tile u / Splits,
/// and a tile's last split to finish sums the partials and stores the tile
/// (reduceSplitTileStaged; reduceSplitTile where the epilogue is not
/// staged). Where the tiles alone leave SMs idle (the inner products of a
/// small batch) the units fill them.
template <class Shape, class Tile, int Act, bool HasBias, int Splits, class T>
__device__ __forceinline__ void
wgmmaTmaPersistentConvolution(const TensorMap &xMap, const TensorMap &wMap,
                              const T *__restrict__ bias, T *__restrict__ y,
                              float *__restrict__ workspace, unsigned *__restrict__ tileArrivals) {
#if NETC_HAS_WGMMA
  constexpr int BM = Tile::kBlockM, BN = Tile::kBlockN, BK = Tile::kBlockK;
  constexpr int kStages = Tile::kStages;
  static_assert(BM == 128 || BM == 256, "two consumer warpgroups of 64 or 128 rows");
  static_assert(BN == 64 || BN == 128 || BN == 256, "wgmma N of 64, 128 or 256");
  static_assert(BM / 2 * BN / 128 <= 128, "at most 128 accumulators a consumer thread");
  static_assert(sizeof(T) == 2 || sizeof(T) == 4, "16-bit storage, or fp32 read as tf32");
  static_assert(BK * static_cast<int>(sizeof(T)) == 128, "a stage row is one 128-byte swizzle row");
  static_assert(kStages >= 2, "a ring of two buffers at least");
  static_assert(!Shape::kDilated, "the im2col map steps through adjacent taps only");
  static_assert(Shape::C * static_cast<int>(sizeof(T)) % 16 == 0 && Shape::XPitch == Shape::C,
                "the maps' pixel and tap strides are multiples of 16 bytes");
  constexpr int kRowBytes = 128, kStageBytes = (BM + BN) * kRowBytes;
  constexpr int kGroupRows = BM / 2, kTilesM = kGroupRows / 64; // per consumer warpgroup
  constexpr int kSteps = TmaSteps<Shape, BK>::kTotal;
  using Order = TileOrder<Shape, BM, BN>;
  static_assert(Order::kTiles * Splits <= Order::kMaxInt, "a unit's index is an int");
  constexpr int kTiles = static_cast<int>(Order::kTiles);
  static_assert(Splits >= 1, "one split at least");
  constexpr int kSplitSteps = (kSteps + Splits - 1) / Splits, kUnits = kTiles * Splits;
  static_assert((Splits - 1) * kSplitSteps < kSteps, "every split has a k-step");
  constexpr int kConsumerWarps = 8;
  constexpr unsigned kStageTx = (BM + BN) * kRowBytes;

  extern __shared__ __align__(128) unsigned char smem[];
  const unsigned smemBase = (sharedAddress(smem) + 1023u) & ~1023u; // 1024-byte swizzle atoms
  __shared__ __align__(8) unsigned long long fullBarriers[kStages], emptyBarriers[kStages];
  const unsigned fullBase = sharedAddress(fullBarriers), emptyBase = sharedAddress(emptyBarriers);

  const int tid = threadIdx.x, warpGroup = tid / 128;
  if (tid == 0) {
    for (int s = 0; s < kStages; ++s) {
      mbarrierInit(fullBase + 8 * s, 1);              // the producer's arrival (+ the bytes)
      mbarrierInit(emptyBase + 8 * s, kConsumerWarps); // one arrival per consumer warp
    }
    fenceProxyAsyncShared(); // the initialised barriers, before TMA signals them
  }
  __syncthreads(); // the only block-wide barrier: the initialised ring

  if (warpGroup == 0) {
    // ---- Producer: one thread issues both copies of every stage.
    setWarpgroupRegisters<WgmmaTmaPersistentLayout::kProducerRegisters>();
    if (tid != 0)
      return;
    int stage = 0;
    unsigned phase = 0;
    for (int unit = blockIdx.x; unit < kUnits; unit += gridDim.x) {
      const int tile = unit / Splits, stepBegin = unit % Splits * kSplitSteps;
      const int stepEnd = min(kSteps, stepBegin + kSplitSteps);
      int m0, n0;
      Order::origin(tile, m0, n0);
      const Im2colOrigin origin = im2colOrigin<Shape>(m0);
      for (int k = stepBegin; k < stepEnd; ++k) {
        mbarrierWait(emptyBase + 8 * stage, phase ^ 1); // the consumers are done with it
        loadTmaStage<Shape, BM, BK>(smemBase + stage * kStageBytes, fullBase + 8 * stage, kStageTx,
                                    xMap, wMap, k, origin, n0);
        if (++stage == kStages) { stage = 0; phase ^= 1; }
      }
    }
    return;
  }

  // ---- Consumers: warpgroup 1 the tile's first half of rows, 2 the second.
  setWarpgroupRegisters<WgmmaTmaPersistentLayout::kConsumerRegisters>();
  const int consumer = warpGroup - 1, lane = tid % 32, warpInGroup = (tid / 32) % 4;
  // The epilogue through shared memory where y's rows allow 16-byte copies:
  // each consumer warp's staging rows after the ring.
  const bool staged = StagedEpilogue::fits<Shape, T>() && isAligned(y, 16) &&
                      (Splits == 1 || isAligned(workspace, 16));
  const unsigned staging = smemBase + kStages * kStageBytes +
                           (tid / 32 - 4) * StagedEpilogue::kWarpBytes;
  float acc[kTilesM][BN / 2];
  int stage = 0;
  unsigned phase = 0;
  for (int unit = blockIdx.x; unit < kUnits; unit += gridDim.x) {
    const int tile = unit / Splits, split = unit % Splits;
    const int steps = min(kSteps - split * kSplitSteps, kSplitSteps);
    int m0, n0;
    Order::origin(tile, m0, n0);
    zeroAccumulators<kTilesM, BN>(acc);
    int previous = -1; // the stage whose wgmmas may still be reading it
    for (int k = 0; k < steps; ++k) {
      mbarrierWait(fullBase + 8 * stage, phase); // the stage's bytes have landed
      const unsigned stageBase = smemBase + stage * kStageBytes;
      issueWgmmaStage<T, BN, kTilesM>(acc, stageBase + consumer * kGroupRows * kRowBytes,
                                      stageBase + BM * kRowBytes);
      wgmmaWait<1>(); // the previous stage's group has retired: release its buffer
      if (previous >= 0 && lane == 0)
        mbarrierArrive(emptyBase + 8 * previous);
      previous = stage;
      if (++stage == kStages) { stage = 0; phase ^= 1; }
    }
    wgmmaWait<0>();
    pinAccumulators<kTilesM, BN>(acc);
    if (previous >= 0 && lane == 0)
      mbarrierArrive(emptyBase + 8 * previous);
    const int warpRow0 = m0 + consumer * kGroupRows + warpInGroup * 16;
    const int rowBase = warpRow0 + lane / 4;
    if constexpr (Splits > 1) {
      // The consumers' own barrier (named barrier 1, 256 threads): the
      // producer warpgroup has left.
      auto consumersSync = [] { asm volatile("bar.sync 1, 256;" ::: "memory"); };
      if (staged) {
        reduceSplitTileStaged<Shape, BN, kTilesM, Act, HasBias, Splits>(
            acc, y, bias, workspace, tileArrivals, split, tile, warpRow0, n0, lane, staging,
            tid == 128, consumersSync);
        continue;
      }
      if (!reduceSplitTile<Shape, BN, kTilesM, Splits>(acc, rowBase, n0, lane, workspace,
                                                       tileArrivals, split, tile, tid == 128,
                                                       consumersSync))
        continue; // another split of this tile stores it
    }
    if (staged)
      storeTileStaged<Shape, BN, kTilesM, Act, HasBias, /*Final=*/true>(
          acc, y, Shape::YPitch, bias, warpRow0, n0, lane, staging);
    else
      storeWgmmaTile<Shape, BN, kTilesM, Act, HasBias>(acc, y, bias, rowBase, n0, lane);
  }
#else
  // Never instantiated for other targets: the catalog offers this kernel only
  // for sm_90, and `netc lower` builds such modules for sm_90a.
  __trap();
#endif
}

/// The persistent kernel, one unit per tile (no split).
template <class Shape, class Tile, int Act, bool HasBias, class T>
__device__ __forceinline__ void
conv2d_implicit_gemm_wgmma_tma_persistent(const TensorMap &xMap, const TensorMap &wMap,
                                          const T *__restrict__ bias, T *__restrict__ y) {
  wgmmaTmaPersistentConvolution<Shape, Tile, Act, HasBias, 1>(xMap, wMap, bias, y, nullptr,
                                                              nullptr);
}

/// The persistent kernel with each tile's reduction split over Splits units.
/// `workspace` holds Splits x M x K floats, `tileArrivals` one zeroed
/// counter per output tile; the kernel leaves them zeroed again. Launches
/// sharing them must not overlap (the runtime runs a plan in one stream).
template <class Shape, class Tile, int Splits, int Act, bool HasBias, class T>
__device__ __forceinline__ void conv2d_implicit_gemm_wgmma_tma_persistent_split_k(
    const TensorMap &xMap, const TensorMap &wMap, const T *__restrict__ bias, T *__restrict__ y,
    float *__restrict__ workspace, unsigned *__restrict__ tileArrivals) {
  wgmmaTmaPersistentConvolution<Shape, Tile, Act, HasBias, Splits>(xMap, wMap, bias, y, workspace,
                                                                   tileArrivals);
}

} // namespace netc
