// netc_conv.cuh - the convolution kernels: direct, implicit GEMM on CUDA cores, implicit GEMM on
// tensor cores
// (part of netc_kernels.cuh, which netc embeds as one file: see there).
#pragma once

#include "netc_common.cuh"

namespace netc {

//===----------------------------------------------------------------------===//
// 1. Direct convolution for few-channel layers (ECE408's 1 -> 50 5x5).
//===----------------------------------------------------------------------===//
//
// When R*S*C is small (<= 32) a GEMM's reduction is too short to amortise
// its tile loads, and the whole filter of one output channel fits in a
// thread's registers. A block walks `Images` images; for each it stages a
// band of `Rows` output rows' input (zero-padded, so the inner loop has no
// bounds checks) in shared memory. Each thread owns one output channel k and
// computes items of PT output rows x QT output columns: it reads each input
// row the item touches once ((QT-1)*StrideW + S values, 16-byte loads when
// C == 1) and uses it for every output row and filter tap it meets, so for
// ECE408 (PT = 4, QT = 8, 5x5) it does 800 FMAs per 96 values read, and the
// kernel runs at the FMA rate. Consecutive threads own consecutive channels
// of the same item: shared-memory reads are broadcasts and a warp's stores
// are contiguous runs of y.
//
// Floor for ECE408 (batch 10000): 14.4 GFLOP (7.2 G FMA) at 67 TFLOP/s fp32
// is 215 us; its 146 MB of compulsory traffic at 3+ TB/s is under 50 us.

/// Grouped and depthwise convolution, one thread per output element: output
/// channel k reads the Cg = C / Groups input channels of its group (one, for
/// depthwise) through its [R][S][Cg] filter. Consecutive threads own
/// consecutive channels of one pixel, so a warp's loads of x (depthwise) and
/// its stores of y are contiguous; the filter is small and stays in cache.
template <class Shape, int Groups, int Act, bool HasBias, class T>
__device__ __forceinline__ void conv2d_grouped(const T *__restrict__ x, const T *__restrict__ w,
                                               const T *__restrict__ bias, T *__restrict__ y) {
  static_assert(Shape::C % Groups == 0 && Shape::K % Groups == 0,
                "groups must divide the input and output channels");
  constexpr int Cg = Shape::C / Groups, Kg = Shape::K / Groups;
  constexpr int R = Shape::R, S = Shape::S;
  constexpr long long kOutputs = static_cast<long long>(Shape::N) * Shape::P * Shape::Q * Shape::K;
  const long long i = globalThreadIndex();
  if (i >= kOutputs)
    return;
  const int k = static_cast<int>(i % Shape::K);
  const long long pixel = i / Shape::K;
  const int q = static_cast<int>(pixel % Shape::Q);
  const long long np = pixel / Shape::Q;
  const int p = static_cast<int>(np % Shape::P);
  const int n = static_cast<int>(np / Shape::P);
  const int ih0 = p * Shape::StrideH - Shape::PadH, iw0 = q * Shape::StrideW - Shape::PadW;
  const T *xGroup =
      x + static_cast<long long>(n) * Shape::H * Shape::W * Shape::XPitch + (k / Kg) * Cg;
  const T *wk = w + static_cast<long long>(k) * R * S * Cg;
  float acc = 0.f;
#pragma unroll
  for (int r = 0; r < R; ++r) {
    const int ih = ih0 + r * Shape::DilationH;
    if (ih < 0 || ih >= Shape::H)
      continue;
#pragma unroll
    for (int s = 0; s < S; ++s) {
      const int iw = iw0 + s * Shape::DilationW;
      if (iw < 0 || iw >= Shape::W)
        continue;
      const T *xp = xGroup + (static_cast<long long>(ih) * Shape::W + iw) * Shape::XPitch;
      const T *wp = wk + (r * S + s) * Cg;
#pragma unroll 8
      for (int c = 0; c < Cg; ++c)
        acc = fmaf(toFloat(xp[c]), toFloat(wp[c]), acc);
    }
  }
  if (HasBias)
    acc += toFloat(bias[k]);
  y[pixel * Shape::YPitch + k] = fromFloat<T>(activate<Act>(acc));
}

/// QT output columns and PT output rows per thread item; Groups threads per
/// output channel (the block has K * Groups threads); Rows output rows per
/// staged band (a multiple of PT, or P); Images images per block.
template <int QT_, int PT_, int Groups_, int Rows_, int Images_> struct DirectTile {
  static constexpr int QT = QT_, PT = PT_, Groups = Groups_, Rows = Rows_, Images = Images_;
};

template <class Shape, class Tile, int Act, bool HasBias, class T>
__device__ __forceinline__ void conv2d_direct(const T *__restrict__ x, const T *__restrict__ w,
                                              const T *__restrict__ bias, T *__restrict__ y) {
  constexpr int C = Shape::C, R = Shape::R, S = Shape::S, K = Shape::K;
  constexpr int SH = Shape::StrideH, SW = Shape::StrideW;
  constexpr int QT = Tile::QT, PT = Tile::PT, Rows = Tile::Rows;
  constexpr int kSegs = (Shape::Q + QT - 1) / QT;          // column items per row
  constexpr int kRowItems = (Rows + PT - 1) / PT;           // row items per band
  constexpr int kItems = kRowItems * kSegs;
  constexpr int kInRows = (kRowItems * PT - 1) * SH + R;    // staged input rows
  constexpr int kSpan = (QT - 1) * SW + S;                  // inputs one item row reads
  // 16-byte shared loads when one channel's row is contiguous and aligned.
  constexpr bool kVector = C == 1 && (QT * SW) % 4 == 0;
  constexpr int kSpanLoad = kVector ? (kSpan + 3) / 4 * 4 : kSpan;
  constexpr int kInColsRaw = (kSegs * QT - 1) * SW + S;
  constexpr int kInCols = kVector ? ((kSegs - 1) * QT * SW + kSpanLoad + 3) / 4 * 4 : kInColsRaw;
  constexpr int kTaps = R * S * C;
  constexpr int kThreads = K * Tile::Groups;
  constexpr int kItemRows = (PT - 1) * SH + R;              // input rows one item reads
  static_assert(kTaps <= 64, "direct convolution keeps a channel's filter in registers");
  static_assert(!Shape::kDilated, "the direct kernel's bands hold adjacent taps only");
  __shared__ __attribute__((aligned(16))) float tile[kInRows * kInCols * C];

  const int k = threadIdx.x % K;
  const int group = threadIdx.x / K;
  float wr[kTaps];
#pragma unroll
  for (int i = 0; i < kTaps; ++i)
    wr[i] = toFloat(w[k * kTaps + i]);
  const float b = HasBias ? toFloat(bias[k]) : 0.f;
  const int p0 = blockIdx.x * Rows;

  for (int img = 0; img < Tile::Images; ++img) {
    const int n = blockIdx.y * Tile::Images + img;
    if (n >= Shape::N)
      break;
    // Stage the band: input rows from ihBase, columns from -PadW, zero
    // outside the image (and in the alignment columns past the last one).
    const int ihBase = p0 * SH - Shape::PadH;
    const T *xImage = x + static_cast<long long>(n) * Shape::H * Shape::W * Shape::XPitch;
    if (img > 0)
      __syncthreads(); // the previous image's reads are done
    for (int i = threadIdx.x; i < kInRows * kInCols * C; i += kThreads) {
      const int c = i % C, rc = i / C;
      const int col = rc % kInCols, row = rc / kInCols;
      const int ih = ihBase + row, iw = col - Shape::PadW;
      float v = 0.f;
      if (ih >= 0 && ih < Shape::H && iw >= 0 && iw < Shape::W)
        v = toFloat(xImage[(static_cast<long long>(ih) * Shape::W + iw) * Shape::XPitch + c]);
      tile[i] = v;
    }
    __syncthreads();

    for (int item = group; item < kItems; item += Tile::Groups) {
      const int ri = item / kSegs, qs = item - ri * kSegs;
      float acc[PT][QT];
#pragma unroll
      for (int pt = 0; pt < PT; ++pt)
#pragma unroll
        for (int j = 0; j < QT; ++j)
          acc[pt][j] = 0.f;
#pragma unroll
      for (int ir = 0; ir < kItemRows; ++ir) {
#pragma unroll
        for (int c = 0; c < C; ++c) {
          const float *row = tile + ((ri * PT * SH + ir) * kInCols + qs * QT * SW) * C + c;
          float in[kSpanLoad];
          if (kVector) {
#pragma unroll
            for (int i = 0; i < kSpanLoad; i += 4) {
              const Vec4f v = *reinterpret_cast<const Vec4f *>(row + i);
              in[i] = v.x; in[i + 1] = v.y; in[i + 2] = v.z; in[i + 3] = v.w;
            }
          } else {
#pragma unroll
            for (int i = 0; i < kSpanLoad; ++i)
              in[i] = row[i * C];
          }
#pragma unroll
          for (int pt = 0; pt < PT; ++pt) {
            const int r = ir - pt * SH; // the filter row this input row meets in output row pt
            if (r < 0 || r >= R)
              continue;
#pragma unroll
            for (int s = 0; s < S; ++s) {
              const float wv = wr[(r * S + s) * C + c];
#pragma unroll
              for (int j = 0; j < QT; ++j)
                acc[pt][j] = fmaf(in[j * SW + s], wv, acc[pt][j]);
            }
          }
        }
      }
#pragma unroll
      for (int pt = 0; pt < PT; ++pt) {
        const int p = p0 + ri * PT + pt;
        if (ri * PT + pt >= Rows || p >= Shape::P)
          continue;
        T *out = y + (static_cast<long long>(n * Shape::P + p) * Shape::Q + qs * QT) * Shape::YPitch + k;
#pragma unroll
        for (int j = 0; j < QT; ++j)
          if (qs * QT + j < Shape::Q)
            out[static_cast<long long>(j) * Shape::YPitch] = fromFloat<T>(activate<Act>(acc[pt][j] + b));
      }
    }
  }
}

//===----------------------------------------------------------------------===//
// 2. Implicit-GEMM convolution, fp32 SIMT (every target, sm_61 included).
//===----------------------------------------------------------------------===//
//
// C[M][K] = A[M][RSC] * B[RSC][K] with A the im2col view of x (never
// materialised: each load decodes its tap) and B the filter (row n of w is
// column n of B). A block computes a BM x BN tile of y; each thread a TM x TN
// sub-tile held in registers, as two (or one) groups of 4 rows and columns
// spread BM/2 apart so that a warp's shared-memory reads are broadcasts.
// The reduction runs in steps of BK through two shared-memory buffers: while
// the block multiplies step i out of one buffer, each thread has already
// issued its global loads for step i + 1 into registers, stores them into the
// other buffer after the multiply, and one barrier per step separates the two.
// Tiles are stored k-major (As[k][m]) so the inner loop reads 4 consecutive
// rows with one 16-byte load. Global loads read V = 4 consecutive channels at
// once when C allows (one tap), else one element.
//
// Arithmetic intensity of a 128x128x8 step: 2*128*128*8 FLOP for 2*128*8*4
// bytes of shared-memory fill and 8*(8+8)*4 bytes of shared reads per thread
// per 128 FMAs: 1 byte of shared traffic per 2 FMAs, under the SM's ratio.

/// BM x BN output tile, BK reduction step, TM x TN outputs per thread (4 or 8
/// each). Threads: (BM/TM) * (BN/TN).
template <int BM_, int BN_, int BK_, int TM_, int TN_> struct SimtTile {
  static constexpr int BM = BM_, BN = BN_, BK = BK_, TM = TM_, TN = TN_;
  static constexpr int kThreads = (BM / TM) * (BN / TN);
};

/// Split-K's arrival at a tile, after the calling threads have stored their
/// split's partials: fences them, counts the split in (`leader` one of the
/// threads, `sync` their barrier) and returns whether it is the tile's last
/// split, then fenced so that the other splits' partials are visible. The
/// flag is read by all before the leader can write it again: its next write
/// follows the first sync() of the next call, which every thread reaches
/// after this one returns.
template <int Splits, class Sync>
__device__ __forceinline__ bool arriveLastAtTile(unsigned *__restrict__ tileArrivals,
                                                 unsigned tile, bool leader, Sync &&sync) {
  __threadfence(); // this split's partials before its arrival
  __shared__ unsigned lastToArrive;
  sync();
  if (leader)
    lastToArrive = atomicAdd(&tileArrivals[tile], 1u) == Splits - 1;
  sync();
  if (!lastToArrive)
    return false;
  __threadfence(); // the other splits' partials after their arrivals
  return true;
}

/// Split-K's meeting point: every split of output tile `tile` stores its
/// fp32 partial tile in the workspace ([split][M][K], dense); the tile's last
/// split to arrive sums all of them into its accumulators in split order
/// (the same sum whichever arrives last) and returns true, to go on to the
/// epilogue; the others return false and are done with the tile. The
/// arrival count goes back to 0 for the next launch. `forEach(visit)` calls
/// visit(float &accumulator, int m, int n) for each of the calling thread's
/// accumulators inside the output (the kernel's own layout: the SIMT
/// tile's, wgmma's fragments). Every thread holding a part of the tile calls
/// it; `sync` is their barrier (the block's, or the consumer warpgroups' of
/// a warp-specialised kernel) and `leader` one of them.
template <class Shape, int Splits, class ForEach, class Sync>
__device__ __forceinline__ bool reduceSplitPartials(ForEach &&forEach, float *__restrict__ workspace,
                                                    unsigned *__restrict__ tileArrivals,
                                                    int split, unsigned tile, bool leader,
                                                    Sync &&sync) {
  constexpr long long kPartial = static_cast<long long>(Shape::GemmM) * Shape::K;
  float *own = workspace + split * kPartial;
  forEach([&](float &v, int m, int n) { own[static_cast<long long>(m) * Shape::K + n] = v; });
  if (!arriveLastAtTile<Splits>(tileArrivals, tile, leader, sync))
    return false;
  forEach([&](float &v, int m, int n) {
    const float *partial = workspace + static_cast<long long>(m) * Shape::K + n;
    float sum = 0.f;
#pragma unroll
    for (int z = 0; z < Splits; ++z)
      sum += __ldcg(partial + z * kPartial); // from L2: other SMs wrote them
    v = sum;
  });
  if (leader)
    tileArrivals[tile] = 0;
  return true;
}

/// The kernel behind conv2d_implicit_gemm_simt (Splits 1) and
/// conv2d_implicit_gemm_simt_split_k (Splits > 1, see there).
template <class Shape, class Tile, int Act, bool HasBias, int Splits, class T>
__device__ __forceinline__ void simtConvolution(const T *__restrict__ x, const T *__restrict__ w,
                                                const T *__restrict__ bias, T *__restrict__ y,
                                                float *__restrict__ workspace,
                                                unsigned *__restrict__ tileArrivals) {
  constexpr int BM = Tile::BM, BN = Tile::BN, BK = Tile::BK, TM = Tile::TM, TN = Tile::TN;
  constexpr int kThreads = Tile::kThreads;
  static_assert((TM == 4 || TM == 8) && (TN == 4 || TN == 8), "TM, TN in {4, 8}");
  static_assert(BK % 4 == 0, "BK is a multiple of 4");
  // Global load width along the reduction: 4 channels of one tap when the
  // channels (and the pitch, for alignment) allow it.
  constexpr int VA = (Shape::C % 4 == 0 && Shape::XPitch % 4 == 0) ? 4 : 1;
  constexpr int VB = (Shape::GemmK % 4 == 0) ? 4 : 1;
  constexpr int kAVecsPerRow = BK / VA, kBVecsPerRow = BK / VB;
  static_assert(kThreads % kAVecsPerRow == 0 && kThreads % kBVecsPerRow == 0, "load mapping");
  // Each pass loads kRowsPerPass rows; when a pass covers more rows than the
  // tile has, the threads past the tile's last row load nothing.
  constexpr int kARowsPerPass = kThreads / kAVecsPerRow;
  constexpr int kBRowsPerPass = kThreads / kBVecsPerRow;
  constexpr int kAPasses = (BM + kARowsPerPass - 1) / kARowsPerPass;
  constexpr int kBPasses = (BN + kBRowsPerPass - 1) / kBRowsPerPass;
  static_assert(BM % kARowsPerPass == 0 || kAPasses == 1, "load mapping");
  static_assert(BN % kBRowsPerPass == 0 || kBPasses == 1, "load mapping");
  constexpr bool kAPartial = BM % kARowsPerPass != 0, kBPartial = BN % kBRowsPerPass != 0;
  constexpr int GM = TM / 4, GN = TN / 4; // groups of 4 rows / columns per thread
  constexpr int kSteps = (Shape::GemmK + BK - 1) / BK;
  // Split-K: split z runs k-steps [z, z + 1) x kSplitSteps of the reduction.
  static_assert(Splits >= 1, "one split at least");
  constexpr int kSplitSteps = (kSteps + Splits - 1) / Splits;
  static_assert(Splits == 1 || (Splits - 1) * kSplitSteps < kSteps, "every split has a k-step");
  const int stepBegin = Splits == 1 ? 0 : static_cast<int>(blockIdx.z) * kSplitSteps;
  const int steps = Splits == 1 ? kSteps : min(kSteps - stepBegin, kSplitSteps);
  const int kBegin = stepBegin * BK;

  // +4 floats per row: rows stay 16-byte aligned and the transposing stores
  // of one warp spread over all banks. The arrays themselves are aligned
  // explicitly: the split's arrival flag (arriveLastAtTile) is static shared
  // memory too, and placed first it left them 4 bytes past a 16-byte
  // boundary (misaligned 16-byte reads, compute-sanitizer, 2026-11-29).
  __shared__ __align__(16) float As[2][BK][BM + 4];
  __shared__ __align__(16) float Bs[2][BK][BN + 4];

  const int tid = threadIdx.x;
  const int m0 = blockIdx.x * BM, n0 = blockIdx.y * BN;

  // The rows this thread loads: fixed for the whole reduction.
  const int aKv = tid % kAVecsPerRow, aRow = tid / kAVecsPerRow;
  const int bKv = tid % kBVecsPerRow, bRow = tid / kBVecsPerRow;
  ConvRow<Shape> rows[kAPasses];
#pragma unroll
  for (int i = 0; i < kAPasses; ++i)
    rows[i].init(m0 + aRow + i * kARowsPerPass);

  float aReg[kAPasses][VA], bReg[kBPasses][VB];
  auto loadGlobal = [&](int k0) {
#pragma unroll
    for (int i = 0; i < kAPasses; ++i) {
      long long off = rows[i].offset(k0 + aKv * VA);
      if (off >= 0)
        loadVec<VA>(x + off, aReg[i]);
      else
#pragma unroll
        for (int j = 0; j < VA; ++j)
          aReg[i][j] = 0.f;
    }
#pragma unroll
    for (int i = 0; i < kBPasses; ++i) {
      int n = n0 + bRow + i * kBRowsPerPass, k = k0 + bKv * VB;
      if (n < Shape::K && k < Shape::GemmK)
        loadVec<VB>(w + static_cast<long long>(n) * Shape::GemmK + k, bReg[i]);
      else
#pragma unroll
        for (int j = 0; j < VB; ++j)
          bReg[i][j] = 0.f;
    }
  };
  auto storeShared = [&](int buf) {
#pragma unroll
    for (int i = 0; i < kAPasses; ++i)
      if (!kAPartial || aRow < BM)
#pragma unroll
        for (int j = 0; j < VA; ++j)
          As[buf][aKv * VA + j][aRow + i * kARowsPerPass] = aReg[i][j];
#pragma unroll
    for (int i = 0; i < kBPasses; ++i)
      if (!kBPartial || bRow < BN)
#pragma unroll
        for (int j = 0; j < VB; ++j)
          Bs[buf][bKv * VB + j][bRow + i * kBRowsPerPass] = bReg[i][j];
  };

  // Compute layout: ty indexes groups of 4 rows, tx groups of 4 columns.
  constexpr int kTx = BN / TN;
  const int tx = tid % kTx, ty = tid / kTx;
  float acc[TM][TN];
  zeroTile(acc);

  loadGlobal(kBegin);
  storeShared(0);
  __syncthreads();
  for (int step = 0; step < steps; ++step) {
    const int buf = step & 1;
    if (step + 1 < steps)
      loadGlobal(kBegin + (step + 1) * BK);
#pragma unroll
    for (int kk = 0; kk < BK; ++kk) {
      float a[TM], b[TN];
      loadSharedRuns4(&As[buf][kk][ty * 4], BM / GM, a);
      loadSharedRuns4(&Bs[buf][kk][tx * 4], BN / GN, b);
      accumulateOuterProduct(acc, a, b);
    }
    if (step + 1 < steps)
      storeShared(buf ^ 1);
    __syncthreads();
  }

  // Accumulator (i, j) holds output row m and channel n of the tile.
  auto rowOf = [&](int i) { return m0 + (i / 4) * (BM / GM) + ty * 4 + (i % 4); };
  auto channelOf = [&](int j) { return n0 + (j / 4) * (BN / GN) + tx * 4 + (j % 4); };
  auto forEachAccumulator = [&](auto &&visit) {
#pragma unroll
    for (int i = 0; i < TM; ++i)
#pragma unroll
      for (int j = 0; j < TN; ++j)
        if (rowOf(i) < Shape::GemmM && channelOf(j) < Shape::K)
          visit(acc[i][j], rowOf(i), channelOf(j));
  };
  if (Splits > 1 &&
      !reduceSplitPartials<Shape, Splits>(forEachAccumulator, workspace, tileArrivals,
                                          static_cast<int>(blockIdx.z),
                                          blockIdx.x + blockIdx.y * gridDim.x, tid == 0,
                                          [] { __syncthreads(); }))
    return; // another split of this tile finishes it

  const bool yVectorOk = isAligned(y, 4 * sizeof(T));
#pragma unroll
  for (int i = 0; i < TM; ++i) {
#pragma unroll
    for (int g = 0; g < GN; ++g) {
      float v[4] = {acc[i][g * 4 + 0], acc[i][g * 4 + 1], acc[i][g * 4 + 2], acc[i][g * 4 + 3]};
      storeOutput4<Shape, Act, HasBias>(y, bias, rowOf(i), channelOf(g * 4), v, yVectorOk);
    }
  }
}

template <class Shape, class Tile, int Act, bool HasBias, class T>
__device__ __forceinline__ void conv2d_implicit_gemm_simt(const T *__restrict__ x,
                                                          const T *__restrict__ w,
                                                          const T *__restrict__ bias,
                                                          T *__restrict__ y) {
  simtConvolution<Shape, Tile, Act, HasBias, 1>(x, w, bias, y, nullptr, nullptr);
}

/// The same with the reduction split over Splits blocks per tile (gridDim.z
/// == Splits), for layers whose tiles alone leave most SMs idle (the inner
/// products of a small batch, whose weights then stream through one block
/// per SM). `workspace` holds Splits x M x K floats, `tileArrivals` one
/// zeroed counter per tile (gridDim.x x gridDim.y); the kernel leaves them
/// zeroed again. Launches sharing them must not overlap (the runtime runs a
/// plan in one stream).
template <class Shape, class Tile, int Splits, int Act, bool HasBias, class T>
__device__ __forceinline__ void
conv2d_implicit_gemm_simt_split_k(const T *__restrict__ x, const T *__restrict__ w,
                                  const T *__restrict__ bias, T *__restrict__ y,
                                  float *__restrict__ workspace,
                                  unsigned *__restrict__ tileArrivals) {
  simtConvolution<Shape, Tile, Act, HasBias, Splits>(x, w, bias, y, workspace, tileArrivals);
}

//===----------------------------------------------------------------------===//
// 3. Implicit-GEMM convolution on tensor cores (mma.sync, sm_80+).
//===----------------------------------------------------------------------===//
//
// The same GEMM view as the SIMT kernel on the tensor cores, fp32
// accumulation: 16-bit operands (bf16 or fp16 storage) through
// mma.sync.m16n8k16, fp32 storage rounded to TF32 through mma.sync.m16n8k8.
// Both instructions consume 32 bytes of each operand row per k-step (16
// halves or 8 floats), so one kernel serves both: everything below is counted
// in bytes and 16-byte chunks, and only the element type and the instruction
// differ. A block computes a BM x BN tile with (BM/WM) x (BN/WN) warps, each a
// WM x WN warp tile of (WM/16) x (WN/8) mma tiles. The reduction runs in
// BK-wide stages through a Stages-deep ring of shared-memory buffers filled by
// cp.async (16 bytes = 8 halves or 4 floats of one tap per copy; a tap in the
// padding is a zero-fill copy of 0 source bytes), so the loads of stage
// i + Stages - 1 are in flight while the tensor cores work on stage i.
// Operands reach registers through ldmatrix (for TF32 each 32-bit element is a
// pair of b16, which gives exactly m16n8k8's fragment layout); rows of the
// shared tiles are XOR-swizzled in 16-byte chunks so that the 8 rows one
// ldmatrix phase reads fall into distinct banks.
//
// Needs C and XPitch multiples of a chunk's elements (a 16-byte copy never
// straddles two taps, and stays aligned); the catalog offers it only then, and
// only for sm_80+.

/// BM x BN block tile, BK reduction stage in elements (64 or 128 bytes per
/// row), WM x WN warp tile, Stages buffers. Threads: 32 * (BM/WM) * (BN/WN).
/// Dynamic shared memory: Stages * (BM + BN) * BK * sizeof(element) bytes.
template <int BM_, int BN_, int BK_, int WM_, int WN_, int Stages_> struct MmaTile {
  static constexpr int BM = BM_, BN = BN_, BK = BK_, WM = WM_, WN = WN_, Stages = Stages_;
  static constexpr int kWarpsM = BM / WM, kWarpsN = BN / WN;
  static constexpr int kThreads = 32 * kWarpsM * kWarpsN;
};

/// The shared-memory address of a generic pointer (ldmatrix and cp.async
/// take 32-bit shared addresses).
__device__ __forceinline__ unsigned sharedAddress(const void *p) {
  unsigned long long a;
  asm("cvta.to.shared.u64 %0, %1;" : "=l"(a) : "l"(p));
  return static_cast<unsigned>(a);
}

/// The mma.sync instruction for an element type: one k-step of 32 bytes per
/// operand row, fp32 accumulators. `round` prepares a fragment register as
/// loaded from shared memory (TF32 rounds fp32 to nearest; 16-bit types are
/// used as stored).
template <class T> struct MmaOp;
template <> struct MmaOp<bf16> {
  static __device__ __forceinline__ unsigned round(unsigned r) { return r; }
  static __device__ __forceinline__ void run(float (&d)[4], const unsigned (&a)[4],
                                             const unsigned (&b)[2]) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 {%0,%1,%2,%3}, "
                 "{%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
#endif
  }
};
template <> struct MmaOp<f16> {
  static __device__ __forceinline__ unsigned round(unsigned r) { return r; }
  static __device__ __forceinline__ void run(float (&d)[4], const unsigned (&a)[4],
                                             const unsigned (&b)[2]) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0,%1,%2,%3}, "
                 "{%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
#endif
  }
};

template <> struct MmaOp<float> {
  static __device__ __forceinline__ unsigned round(unsigned r) {
    unsigned t = r;
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
    // Round to nearest (ties away): without it the tensor core would drop
    // the 13 low mantissa bits, a truncation that biases every product.
    asm("cvt.rna.tf32.f32 %0, %1;" : "=r"(t) : "r"(r));
#endif
    return t;
  }
  static __device__ __forceinline__ void run(float (&d)[4], const unsigned (&a)[4],
                                             const unsigned (&b)[2]) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
    asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 {%0,%1,%2,%3}, "
                 "{%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
                 : "+f"(d[0]), "+f"(d[1]), "+f"(d[2]), "+f"(d[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]));
#endif
  }
};

/// Two adjacent outputs in one store where aligned (the epilogue's pairs).
__device__ __forceinline__ void storePair(float *out, float v0, float v1) {
  *reinterpret_cast<float2 *>(out) = make_float2(v0, v1);
}
template <class T> __device__ __forceinline__ void storePair(T *out, float v0, float v1) {
  *reinterpret_cast<unsigned *>(out) = packPair<T>(v0, v1);
}

__device__ __forceinline__ void ldmatrixX4(unsigned (&r)[4], unsigned address) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0,%1,%2,%3}, [%4];"
               : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
               : "r"(address));
#endif
}

/// 16 bytes global -> shared, asynchronously; bytes = 0 zero-fills.
__device__ __forceinline__ void cpAsync16(unsigned dst, const void *src, int bytes) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;" ::"r"(dst), "l"(src), "r"(bytes));
#endif
}
__device__ __forceinline__ void cpAsyncCommit() {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
  asm volatile("cp.async.commit_group;");
#endif
}
template <int N> __device__ __forceinline__ void cpAsyncWait() {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
  asm volatile("cp.async.wait_group %0;" ::"n"(N));
#endif
}

/// Byte offset of 16-byte chunk `chunk` of row `row` in a swizzled tile whose
/// rows hold ChunksPerRow chunks (BK * sizeof(element) / 16): the chunk index is XORed with the
/// row's position among the rows that share a 128-byte line set.
template <int ChunksPerRow>
__device__ __forceinline__ int swizzle(int row, int chunk) {
  return (row * ChunksPerRow + (chunk ^ ((row / (8 / ChunksPerRow)) % ChunksPerRow))) * 16;
}

template <class Shape, class Tile, int Act, bool HasBias, class T>
__device__ __forceinline__ void conv2d_implicit_gemm_mma(const T *__restrict__ x,
                                                         const T *__restrict__ w,
                                                         const T *__restrict__ bias,
                                                         T *__restrict__ y) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
  constexpr int BM = Tile::BM, BN = Tile::BN, BK = Tile::BK, WM = Tile::WM, WN = Tile::WN;
  constexpr int kStages = Tile::Stages, kThreads = Tile::kThreads;
  constexpr int MI = WM / 16, NI = WN / 8; // mma tiles per warp
  constexpr int kPerChunk = 16 / sizeof(T); // elements per 16-byte chunk
  constexpr int kChunks = BK / kPerChunk;   // 16-byte chunks per tile row
  constexpr int kRowBytes = BK * static_cast<int>(sizeof(T));
  static_assert(kRowBytes == 64 || kRowBytes == 128, "a stage row is 64 or 128 bytes");
  static_assert(static_cast<long long>(Shape::N) * Shape::H * Shape::W * Shape::XPitch < (1LL << 31),
                "x offsets in 32 bits");
  static_assert(NI % 2 == 0, "B fragments load two n8 tiles per ldmatrix.x4");
  static_assert(Shape::C % kPerChunk == 0 && Shape::XPitch % kPerChunk == 0,
                "16-byte copies of one tap");
  constexpr int kAChunks = BM * kChunks / kThreads, kBChunks = BN * kChunks / kThreads;
  static_assert(kAChunks * kThreads == BM * kChunks && kBChunks * kThreads == BN * kChunks,
                "every thread copies whole chunks");
  constexpr int kSteps = (Shape::GemmK + BK - 1) / BK;
  constexpr int kStageBytes = (BM + BN) * kRowBytes;

  extern __shared__ __align__(128) unsigned char smem[];
  const unsigned smemBase = sharedAddress(smem);

  const int tid = threadIdx.x, lane = tid % 32, warp = tid / 32;
  const int warpM = warp % Tile::kWarpsM, warpN = warp / Tile::kWarpsM;
  const int m0 = blockIdx.x * BM, n0 = blockIdx.y * BN;

  // The copies this thread issues are fixed for the whole loop but for the
  // tap: its A rows (pixels) and B rows (filters), one 16-byte chunk column
  // (the same for every row, as kThreads is a multiple of kChunks), and the
  // shared-memory slots. The tap (r, s, c) of the chunk column advances by BK
  // channels per stage incrementally: no divisions in the main loop, which
  // would otherwise cost more issue slots than the mma instructions.
  const int chunk = tid % kChunks;
  int aBase[kAChunks], aIh[kAChunks], aIw[kAChunks];
  unsigned aDst[kAChunks];
#pragma unroll
  for (int i = 0; i < kAChunks; ++i) {
    const int row = (tid + i * kThreads) / kChunks;
    const int m = m0 + row;
    if (m < Shape::GemmM) {
      windowCorner<Shape>(m, aIh[i], aIw[i], aBase[i]);
    } else {
      aIh[i] = -(1 << 30); // fails every bounds test (taps reach < 2^30): zero-filled
      aIw[i] = 0;
      aBase[i] = 0;
    }
    aDst[i] = swizzle<kChunks>(row, chunk);
  }
  const T *bSrc[kBChunks];
  bool bValid[kBChunks];
  unsigned bDst[kBChunks];
#pragma unroll
  for (int i = 0; i < kBChunks; ++i) {
    const int row = (tid + i * kThreads) / kChunks;
    bValid[i] = n0 + row < Shape::K;
    bSrc[i] = w + static_cast<long long>(bValid[i] ? n0 + row : 0) * Shape::GemmK +
              chunk * kPerChunk;
    bDst[i] = BM * kRowBytes + swizzle<kChunks>(row, chunk);
  }
  // The chunk column's tap for the next stage to load.
  int tapC = chunk * kPerChunk, tapS = 0, tapR = 0, tapK = chunk * kPerChunk;
  while (tapC >= Shape::C) {
    tapC -= Shape::C;
    if (++tapS == Shape::S) { tapS = 0; ++tapR; }
  }

  auto loadStage = [&](int step) {
    const unsigned stageBase = smemBase + (step % kStages) * kStageBytes;
    const int tapH = tapR * Shape::DilationH, tapW = tapS * Shape::DilationW;
    const int tapOffset = (tapH * Shape::W + tapW) * Shape::XPitch + tapC;
#pragma unroll
    for (int i = 0; i < kAChunks; ++i) {
      const bool valid = tapR < Shape::R &&
                         static_cast<unsigned>(aIh[i] + tapH) < static_cast<unsigned>(Shape::H) &&
                         static_cast<unsigned>(aIw[i] + tapW) < static_cast<unsigned>(Shape::W);
      cpAsync16(stageBase + aDst[i], valid ? x + (aBase[i] + tapOffset) : x, valid ? 16 : 0);
    }
    const bool kValid = tapK < Shape::GemmK;
#pragma unroll
    for (int i = 0; i < kBChunks; ++i) {
      const bool valid = kValid && bValid[i];
      cpAsync16(stageBase + bDst[i], valid ? bSrc[i] + step * BK : w, valid ? 16 : 0);
    }
    // Advance the tap by BK channels.
    tapK += BK;
    tapC += BK;
    while (tapC >= Shape::C) {
      tapC -= Shape::C;
      if (++tapS == Shape::S) { tapS = 0; ++tapR; }
    }
  };

  float acc[MI][NI][4];
#pragma unroll
  for (int i = 0; i < MI; ++i)
#pragma unroll
    for (int j = 0; j < NI; ++j)
#pragma unroll
      for (int e = 0; e < 4; ++e)
        acc[i][j][e] = 0.f;

  // Prologue: Stages - 1 stages in flight. One commit per stage, empty or
  // not, keeps the wait_group arithmetic uniform.
#pragma unroll
  for (int s = 0; s < kStages - 1; ++s) {
    if (s < kSteps)
      loadStage(s);
    cpAsyncCommit();
  }

  for (int step = 0; step < kSteps; ++step) {
    cpAsyncWait<kStages - 2>(); // this thread's copies of `step` have landed
    __syncthreads();            // everyone's have; and stage step-1 is free
    if (step + kStages - 1 < kSteps)
      loadStage(step + kStages - 1);
    cpAsyncCommit();

    const int stage = step % kStages;
    const unsigned aBase = smemBase + stage * kStageBytes;
    const unsigned bBase = aBase + BM * kRowBytes;
    // Fragments for k-step kk + 1 are loaded before the mma instructions of
    // kk are issued (two register sets), so ldmatrix latency hides behind
    // tensor-core work instead of stalling it.
    unsigned a[2][MI][4], b[2][NI][2];
    auto loadFragments = [&](int kk, unsigned (&af)[MI][4], unsigned (&bf)[NI][2]) {
#pragma unroll
      for (int i = 0; i < MI; ++i) {
        // Lanes 0-15 address rows 0-15 in the k-step's first chunk, lanes
        // 16-31 the same rows in its second.
        const int row = warpM * WM + i * 16 + lane % 16;
        ldmatrixX4(af[i], aBase + swizzle<kChunks>(row, kk * 2 + lane / 16));
#pragma unroll
        for (int e = 0; e < 4; ++e)
          af[i][e] = MmaOp<T>::round(af[i][e]);
      }
#pragma unroll
      for (int j = 0; j < NI; j += 2) {
        // Matrices: (n 0-7, first chunk), (n 0-7, second chunk), (n 8-15,
        // first chunk), (n 8-15, second chunk).
        const int row = warpN * WN + j * 8 + (lane / 16) * 8 + lane % 8;
        unsigned r[4];
        ldmatrixX4(r, bBase + swizzle<kChunks>(row, kk * 2 + (lane / 8) % 2));
        bf[j][0] = MmaOp<T>::round(r[0]);
        bf[j][1] = MmaOp<T>::round(r[1]);
        bf[j + 1][0] = MmaOp<T>::round(r[2]);
        bf[j + 1][1] = MmaOp<T>::round(r[3]);
      }
    };
    loadFragments(0, a[0], b[0]);
#pragma unroll
    for (int kk = 0; kk < kChunks / 2; ++kk) {
      if (kk + 1 < kChunks / 2)
        loadFragments(kk + 1, a[(kk + 1) % 2], b[(kk + 1) % 2]);
#pragma unroll
      for (int i = 0; i < MI; ++i)
#pragma unroll
        for (int j = 0; j < NI; ++j)
          MmaOp<T>::run(acc[i][j], a[kk % 2][i], b[kk % 2][j]);
    }
  }
  cpAsyncWait<0>();

  // Epilogue: accumulator (i, j) holds rows lane/4 and lane/4 + 8 of its
  // m16 tile, columns 2*(lane%4) and +1 of its n8 tile.
  const bool pairOk = Shape::K % 2 == 0 && Shape::YPitch % 2 == 0 && isAligned(y, 2 * sizeof(T));
#pragma unroll
  for (int j = 0; j < NI; ++j) {
    const int n = n0 + warpN * WN + j * 8 + (lane % 4) * 2;
    float b0 = 0.f, b1 = 0.f;
    if (HasBias)
      loadBiasPair<Shape>(bias, n, b0, b1);
#pragma unroll
    for (int i = 0; i < MI; ++i)
#pragma unroll
      for (int h = 0; h < 2; ++h) {
        const int m = m0 + warpM * WM + i * 16 + lane / 4 + h * 8;
        if (m >= Shape::GemmM || n >= Shape::K)
          continue;
        const float v0 = activate<Act>(acc[i][j][h * 2] + b0);
        const float v1 = activate<Act>(acc[i][j][h * 2 + 1] + b1);
        T *out = y + static_cast<long long>(m) * Shape::YPitch + n;
        if (pairOk) {
          storePair(out, v0, v1);
        } else {
          out[0] = fromFloat<T>(v0);
          if (n + 1 < Shape::K)
            out[1] = fromFloat<T>(v1);
        }
      }
  }
#else
  // Never instantiated for these targets: the catalog offers this kernel
  // only for sm_80 and newer.
  __trap();
#endif
}

} // namespace netc
