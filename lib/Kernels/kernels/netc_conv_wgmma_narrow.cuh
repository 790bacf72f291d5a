// netc_conv_wgmma_narrow.cuh - the wgmma convolution for input channels that
// do not come in 16-byte copies: a network's first layer, whose 3 colour
// channels (6 bytes of bf16, 12 of fp32) leave the other wgmma kernels out
// and sent it to the CUDA cores at 8-40x its floor (docs/results/
// 2026-11-28-split-units-h200.md, section 5).
//
// Padding the image to 8 channels would put it on the gathered kernel
// (netc_conv_wgmma.cuh), at 8/3 the multiply-adds and a copy of the image;
// here the reduction is instead the flattened R x S x C one, gathered an
// element at a time: resnet50's 7x7 x 3 = 147 runs in three 64-wide k-steps
// (192, 1.3x the work) rather than 49 taps of 8 (392, 2.7x). Measured on an
// H200, the first convolutions of resnet50, googlenet and alexnet ran
// 2.0-2.5x faster than on the CUDA-core kernels, and 1.6-2.4x faster than
// cuDNN (docs/results/2026-11-28-first-conv-h200.md, section 2).
#pragma once

#include "netc_common.cuh"
#include "netc_conv_wgmma.cuh"
#include "netc_conv_wgmma_tma.cuh"

namespace netc {

/// The storage bits of T as the gather moves them, unconverted: 16-bit
/// words for bf16 and fp16, 32-bit ones for fp32 (read as tf32).
template <class T> struct StorageWord { using Type = unsigned short; };
template <> struct StorageWord<float> { using Type = unsigned; };

/// A walk along the flattened reduction k = (r * S + s) * C + c, one index
/// at a time (divisions by constants once, at the start).
template <class Shape> struct ReductionWalk {
  int r, s, c;
  __device__ __forceinline__ void start(int k) {
    r = k / (Shape::S * Shape::C);
    const int rest = k - r * (Shape::S * Shape::C);
    s = rest / Shape::C;
    c = rest - s * Shape::C;
  }
  __device__ __forceinline__ void next() {
    if (++c == Shape::C) {
      c = 0;
      if (++s == Shape::S) {
        s = 0;
        ++r;
      }
    }
  }
};

/// 16 bytes into shared memory.
__device__ __forceinline__ void storeShared16(unsigned address, const unsigned (&v)[4]) {
  asm volatile("st.shared.v4.b32 [%0], {%1, %2, %3, %4};" ::"r"(address), "r"(v[0]), "r"(v[1]),
               "r"(v[2]), "r"(v[3])
               : "memory");
}
/// One 16- or 32-bit word into shared memory.
__device__ __forceinline__ void storeSharedWord(unsigned address, unsigned short v) {
  asm volatile("st.shared.b16 [%0], %1;" ::"r"(address), "h"(v) : "memory");
}
__device__ __forceinline__ void storeSharedWord(unsigned address, unsigned v) {
  asm volatile("st.shared.b32 [%0], %1;" ::"r"(address), "r"(v) : "memory");
}

/// y = act(conv(x, w) + bias) on wgmma, one block per BM x BN output tile,
/// for any C (the catalog offers it where C or x's pitch is not a multiple
/// of a 16-byte copy, which the gathered kernel needs). The stage layout,
/// the wgmma issue and the accumulators are the gathered kernel's
/// (WgmmaLayout); only the loads differ:
///   - A: each thread owns one row (output pixel) and a run of BK /
///     (threads / BM) consecutive k of it, loaded an element at a time into
///     registers (lanes on consecutive pixels: a warp's load spans a few
///     128-byte lines of x) and stored as whole 16-byte pieces of the
///     swizzled row;
///   - B (the filter, [K][R*S*C]): lanes on consecutive k of one row
///     (coalesced), an element at a time into shared memory.
/// The next stage's loads run while the tensor cores multiply this one; the
/// ring's third buffer lets one barrier a step order both. The epilogue goes
/// through the ring, reused as staging rows, where y's rows allow 16-byte
/// copies (storeTileStaged): the first layers write the widest outputs of a
/// network (vgg16's conv1_1: 411 MB in bf16 at batch 64).
template <class Shape, class Tile, int Act, bool HasBias, class T>
__device__ __forceinline__ void conv2d_implicit_gemm_wgmma_narrow(const T *__restrict__ x,
                                                                  const T *__restrict__ w,
                                                                  const T *__restrict__ bias,
                                                                  T *__restrict__ y) {
#if NETC_HAS_WGMMA
  using L = WgmmaLayout<Tile, T>;
  using Word = typename StorageWord<T>::Type;
  constexpr int BM = L::BM, BN = L::BN, BK = L::BK, kStages = L::kStages;
  constexpr int kThreads = L::kThreads, kRowBytes = L::kRowBytes, kStageBytes = L::kStageBytes;
  constexpr int kPerPiece = 16 / static_cast<int>(sizeof(T)); // elements a 16-byte piece
  static_assert(!Shape::kDilated, "the walk steps through adjacent taps only");
  static_assert(static_cast<long long>(Shape::N) * Shape::H * Shape::W * Shape::XPitch < (1LL << 31),
                "x offsets in 32 bits");
  static_assert(static_cast<long long>(Shape::K) * Shape::GemmK < (1LL << 31),
                "filter offsets in 32 bits");
  // A: threads / BM threads a row, each a run of whole 16-byte pieces.
  static_assert(kThreads % BM == 0, "whole rows a thread group");
  constexpr int kARun = BK / (kThreads / BM);
  static_assert(kARun % kPerPiece == 0, "whole 16-byte pieces a run");
  // B: a thread a column k, rows kBRowStep apart.
  static_assert(kThreads % BK == 0, "whole stage rows a pass");
  constexpr int kBRowStep = kThreads / BK, kBRows = BN / kBRowStep;
  static_assert(BN % kBRowStep == 0, "every filter row loaded");
  constexpr int kSteps = (Shape::GemmK + BK - 1) / BK;
  constexpr int kTilesM = L::kTilesM, kGroupRows = L::kGroupRows;
  static_assert(kThreads / 32 * StagedEpilogue::kWarpBytes <= kStages * kStageBytes,
                "the staging rows fit in the ring");

  extern __shared__ __align__(128) unsigned char smem[];
  // The swizzle atoms start 1024-byte aligned (as in the gathered kernel).
  const unsigned smemBase = (sharedAddress(smem) + 1023u) & ~1023u;

  const int tid = threadIdx.x, lane = tid % 32, warp = tid / 32;
  const int warpGroup = warp / 4, warpInGroup = warp % 4;
  const int m0 = blockIdx.x * BM, n0 = blockIdx.y * BN;
  const Word *__restrict__ xWords = reinterpret_cast<const Word *>(x);
  const Word *__restrict__ wWords = reinterpret_cast<const Word *>(w);

  // This thread's row of A: its window's top-left corner and where that
  // pixel would start (rows past M fail every bounds test: zeros).
  const int aRow = tid % BM, aFirst = (tid / BM) * kARun;
  int aIh = -(1 << 28), aIw = 0, aBase = 0;
  if (m0 + aRow < Shape::GemmM)
    windowCorner<Shape>(m0 + aRow, aIh, aIw, aBase);
  // This thread's column of B and first row.
  const int bColumn = tid % BK, bRow0 = tid / BK;

  // A's run packed as it arrives, two 16-bit words (or one fp32) a
  // register: at three blocks an SM a thread has 80 registers.
  constexpr int kPerRegister = 4 / static_cast<int>(sizeof(T));
  unsigned aRun[kARun / kPerRegister];
  auto gather = [&](int step) {
    ReductionWalk<Shape> tap;
    const int k0 = step * BK + aFirst;
    tap.start(k0);
#pragma unroll
    for (int e = 0; e < kARun; ++e) {
      const bool valid = k0 + e < Shape::GemmK &&
                         static_cast<unsigned>(aIh + tap.r) < static_cast<unsigned>(Shape::H) &&
                         static_cast<unsigned>(aIw + tap.s) < static_cast<unsigned>(Shape::W);
      const unsigned word = valid ? static_cast<unsigned>(
                                        xWords[aBase + (tap.r * Shape::W + tap.s) * Shape::XPitch + tap.c])
                                  : 0u;
      if (e % kPerRegister == 0)
        aRun[e / kPerRegister] = word;
      else
        aRun[e / kPerRegister] |= word << 16;
      tap.next();
    }
  };
  // The gathered words into the stage's swizzled rows: A's run as 16-byte
  // pieces (piece ^ row % 8, as the gathered kernel's copies land); B's
  // words loaded here, one at a time.
  auto store = [&](int step) {
    const unsigned stageBase = smemBase + (step % kStages) * kStageBytes;
#pragma unroll
    for (int piece = 0; piece < kARun / kPerPiece; ++piece) {
      const unsigned v[4] = {aRun[piece * 4], aRun[piece * 4 + 1], aRun[piece * 4 + 2],
                             aRun[piece * 4 + 3]};
      const int chunk = aFirst / kPerPiece + piece;
      storeShared16(stageBase + aRow * kRowBytes + ((chunk ^ (aRow % 8)) * 16), v);
    }
    // B straight from global (L1 and L2 hold the small filter) to shared:
    // held over A's gather, its words spilled at 80 registers.
    const int k = step * BK + bColumn;
#pragma unroll
    for (int j = 0; j < kBRows; ++j) {
      const int row = bRow0 + j * kBRowStep;
      const bool valid = k < Shape::GemmK && n0 + row < Shape::K;
      storeSharedWord(stageBase + (BM + row) * kRowBytes +
                          (((bColumn / kPerPiece) ^ (row % 8)) * 16) +
                          (bColumn % kPerPiece) * static_cast<int>(sizeof(T)),
                      valid ? wWords[(n0 + row) * Shape::GemmK + k] : Word(0));
    }
  };

  float acc[kTilesM][BN / 2];
  zeroAccumulators<kTilesM, BN>(acc);
  gather(0);
  store(0);
  for (int step = 0; step < kSteps; ++step) {
    fenceProxyAsyncShared(); // this thread's stores of `step` are visible to the tensor cores
    // Everyone's stores of `step` are done, and every warpgroup has retired
    // the wgmma group of step - 2 (its wait_group 1 of the last iteration),
    // whose buffer this step's stores of step + 1 overwrite.
    __syncthreads();
    const unsigned stageBase = smemBase + (step % kStages) * kStageBytes;
    issueWgmmaStage<T, BN, kTilesM>(acc, stageBase + warpGroup * kGroupRows * kRowBytes,
                                    stageBase + BM * kRowBytes);
    if (step + 1 < kSteps) {
      gather(step + 1);
      store(step + 1);
    }
    wgmmaWait<1>();
  }
  wgmmaWait<0>();
  pinAccumulators<kTilesM, BN>(acc);

  const int warpRow0 = m0 + warpGroup * kGroupRows + warpInGroup * 16;
  if (StagedEpilogue::fits<Shape, T>() && isAligned(y, 16)) {
    __syncthreads(); // every warpgroup's last wgmma has read the ring: it is staging now
    storeTileStaged<Shape, BN, kTilesM, Act, HasBias, /*Final=*/true>(
        acc, y, Shape::YPitch, bias, warpRow0, n0, lane,
        smemBase + warp * StagedEpilogue::kWarpBytes);
  } else {
    storeWgmmaTile<Shape, BN, kTilesM, Act, HasBias>(acc, y, bias, warpRow0 + lane / 4, n0, lane);
  }
#else
  // Never instantiated for other targets: the catalog offers this kernel only
  // for sm_90, and `netc lower` builds such modules for sm_90a.
  __trap();
#endif
}

} // namespace netc
