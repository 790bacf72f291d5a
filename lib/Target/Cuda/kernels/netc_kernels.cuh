// netc_kernels.cuh - the kernel templates netc instantiates once per layer.
//
// Every emitted kernels.cu starts with `#include "netc_kernels.cuh"` and holds
// one extern "C" __global__ function per launch whose body is a single call
// into this header with every shape a compile-time constant (the template
// arguments). The host side of this file is lib/Target/Cuda/KernelCatalog.*:
// it lists which templates fit a layer, with their launch geometry; the two
// must agree on every launch formula (docs/kernels.md).
//
// This header includes nothing: it compiles under nvcc (sm_75+), NVRTC (no
// CUDA headers at all) and clang in CUDA mode for sm_61 PTX. Tensor-core code
// (mma.sync, ldmatrix, cp.async) is inline PTX behind __CUDA_ARCH__ >= 800.
//
// Conventions shared by every template:
//   * activations are NHWC with a pixel pitch: element (n, h, w, c) of a
//     tensor lives at ((n * H + h) * W + w) * Pitch + c, Pitch >= C, so a
//     producer can write a slice of a concatenation's buffer in place;
//   * filters are KRSC ([cout][kh][kw][cin]); an inner product is the 1x1
//     convolution of a 1x1 image with C = its input features;
//   * storage is T = float, netc::bf16 or netc::f16; arithmetic and
//     accumulation are always fp32;
//   * tensor base pointers are 16-byte aligned (vector loads); y may be a
//     slice at any channel offset (the epilogues check y's alignment).
#pragma once

namespace netc {

//===----------------------------------------------------------------------===//
// Element types: 16-bit storage, converted bit by bit (no cuda_fp16.h here).
//===----------------------------------------------------------------------===//

struct bf16 { unsigned short bits; };
struct f16 { unsigned short bits; };

__device__ __forceinline__ float toFloat(float v) { return v; }
__device__ __forceinline__ float toFloat(bf16 v) {
  return __uint_as_float(static_cast<unsigned>(v.bits) << 16);
}
__device__ __forceinline__ float toFloat(f16 v) {
  float f;
  asm("cvt.f32.f16 %0, %1;" : "=f"(f) : "h"(v.bits));
  return f;
}

// Round to nearest even, as cuDNN and PyTorch store bf16; NaN stays NaN.
__device__ __forceinline__ unsigned short floatToBf16Bits(float v) {
  unsigned u = __float_as_uint(v);
  if ((u & 0x7fffffffu) > 0x7f800000u)
    return 0x7fc0;
  u += 0x7fffu + ((u >> 16) & 1u);
  return static_cast<unsigned short>(u >> 16);
}
__device__ __forceinline__ unsigned short floatToF16Bits(float v) {
  unsigned short h;
  asm("cvt.rn.f16.f32 %0, %1;" : "=h"(h) : "f"(v));
  return h;
}

template <class T> struct Store;
template <> struct Store<float> {
  static __device__ __forceinline__ float from(float v) { return v; }
};
template <> struct Store<bf16> {
  static __device__ __forceinline__ bf16 from(float v) { return bf16{floatToBf16Bits(v)}; }
};
template <> struct Store<f16> {
  static __device__ __forceinline__ f16 from(float v) { return f16{floatToF16Bits(v)}; }
};
template <class T> __device__ __forceinline__ T fromFloat(float v) { return Store<T>::from(v); }

// Vector registers of our own (no vector_types.h under NVRTC).
struct alignas(16) Vec4f { float x, y, z, w; };
struct alignas(8) Vec2u { unsigned x, y; };
struct alignas(16) Vec4u { unsigned x, y, z, w; };

/// Loads V consecutive elements (V in {1, 2, 4}; the address is aligned to V
/// elements) and widens them to float.
template <int V, class T>
__device__ __forceinline__ void loadVec(const T *__restrict__ p, float (&out)[V]) {
#pragma unroll
  for (int i = 0; i < V; ++i)
    out[i] = toFloat(p[i]);
}
template <>
__device__ __forceinline__ void loadVec<4, float>(const float *__restrict__ p, float (&out)[4]) {
  Vec4f v = *reinterpret_cast<const Vec4f *>(p);
  out[0] = v.x; out[1] = v.y; out[2] = v.z; out[3] = v.w;
}
template <>
__device__ __forceinline__ void loadVec<4, bf16>(const bf16 *__restrict__ p, float (&out)[4]) {
  Vec2u v = *reinterpret_cast<const Vec2u *>(p);
  out[0] = __uint_as_float(v.x << 16); out[1] = __uint_as_float(v.x & 0xffff0000u);
  out[2] = __uint_as_float(v.y << 16); out[3] = __uint_as_float(v.y & 0xffff0000u);
}
template <>
__device__ __forceinline__ void loadVec<4, f16>(const f16 *__restrict__ p, float (&out)[4]) {
  Vec2u v = *reinterpret_cast<const Vec2u *>(p);
  out[0] = toFloat(f16{static_cast<unsigned short>(v.x & 0xffffu)});
  out[1] = toFloat(f16{static_cast<unsigned short>(v.x >> 16)});
  out[2] = toFloat(f16{static_cast<unsigned short>(v.y & 0xffffu)});
  out[3] = toFloat(f16{static_cast<unsigned short>(v.y >> 16)});
}

/// Stores 4 consecutive elements with one vector store (p aligned to 4
/// elements).
__device__ __forceinline__ void storeVec4(float *p, const float (&v)[4]) {
  *reinterpret_cast<Vec4f *>(p) = Vec4f{v[0], v[1], v[2], v[3]};
}
__device__ __forceinline__ void storeVec4(bf16 *p, const float (&v)[4]) {
  Vec2u u;
  u.x = floatToBf16Bits(v[0]) | (static_cast<unsigned>(floatToBf16Bits(v[1])) << 16);
  u.y = floatToBf16Bits(v[2]) | (static_cast<unsigned>(floatToBf16Bits(v[3])) << 16);
  *reinterpret_cast<Vec2u *>(p) = u;
}
__device__ __forceinline__ void storeVec4(f16 *p, const float (&v)[4]) {
  Vec2u u;
  u.x = floatToF16Bits(v[0]) | (static_cast<unsigned>(floatToF16Bits(v[1])) << 16);
  u.y = floatToF16Bits(v[2]) | (static_cast<unsigned>(floatToF16Bits(v[3])) << 16);
  *reinterpret_cast<Vec2u *>(p) = u;
}

/// True when p is aligned to `bytes` (a power of two).
template <class T> __device__ __forceinline__ bool isAligned(const T *p, unsigned bytes) {
  return (reinterpret_cast<unsigned long long>(p) & (bytes - 1)) == 0;
}

//===----------------------------------------------------------------------===//
// Fused epilogue activations.
//===----------------------------------------------------------------------===//

enum Activation : int { kNone = 0, kRelu = 1, kTanh = 2, kSigmoid = 3 };

/// tanh in about 10 instructions instead of tanhf's ~20: the epilogue of a
/// small-reduction layer (ECE408's 25 taps) would otherwise spend as many
/// instructions on tanhf as on the convolution. Relative error below 2e-6
/// (1 - 2/(e^{2|x|} + 1) with the hardware exp2; an odd Taylor polynomial
/// near 0, where that form cancels).
__device__ __forceinline__ float fastTanh(float v) {
  const float a = fabsf(v);
  if (a < 0.0625f) {
    const float v2 = v * v;
    return v * fmaf(v2, fmaf(v2, fmaf(v2, -17.f / 315.f, 2.f / 15.f), -1.f / 3.f), 1.f);
  }
  const float e = __expf(2.f * a); // inf for large |v|: the quotient is 0, tanh is 1
  return copysignf(1.f - __fdividef(2.f, e + 1.f), v);
}

template <int Act> __device__ __forceinline__ float activate(float v) {
  if (Act == kRelu)
    return v > 0.f ? v : 0.f;
  if (Act == kTanh)
    return fastTanh(v);
  if (Act == kSigmoid)
    return 1.f / (1.f + __expf(-v));
  return v;
}

/// The global thread index (64-bit: ECE408's batch of 10000 has 288 M
/// outputs in one layer, larger batches overflow 32 bits).
__device__ __forceinline__ long long globalThreadIndex() {
  return static_cast<long long>(blockIdx.x) * blockDim.x + threadIdx.x;
}

//===----------------------------------------------------------------------===//
// Convolution shapes.
//===----------------------------------------------------------------------===//

/// A convolution, every extent a constant. x is [N][H][W][C] with pixel pitch
/// XPitch, w is [K][R][S][C], y is [N][P][Q][K] with pixel pitch YPitch. PadH
/// and PadW are the top and left padding (bottom/right follow from P and Q).
/// As a GEMM: M = N*P*Q output pixels, N = K output channels, and the
/// reduction runs over R*S*C with index k = (r*S + s)*C + c, which is both
/// the im2col column of x and the contiguous row of w.
template <int N_, int H_, int W_, int C_, int XPitch_, int K_, int R_, int S_, int P_, int Q_,
          int YPitch_, int StrideH_, int StrideW_, int PadH_, int PadW_>
struct ConvShape {
  static constexpr int N = N_, H = H_, W = W_, C = C_, XPitch = XPitch_;
  static constexpr int K = K_, R = R_, S = S_, P = P_, Q = Q_, YPitch = YPitch_;
  static constexpr int StrideH = StrideH_, StrideW = StrideW_, PadH = PadH_, PadW = PadW_;
  static constexpr int GemmM = N * P * Q;
  static constexpr int GemmN = K;
  static constexpr int GemmK = R * S * C;
  /// 1x1, stride 1, no padding: x itself is the GEMM's A (pitch XPitch).
  static constexpr bool kIsGemm =
      R == 1 && S == 1 && StrideH == 1 && StrideW == 1 && PadH == 0 && PadW == 0;
};

/// Where output row m (a pixel of y) reads its input: the image's base offset
/// in x and the input coordinates of the filter's (0, 0) tap. Rows past M get
/// coordinates no tap can reach, so their loads become zero.
template <class Shape> struct ConvRow {
  long long base; ///< x offset of (n, ih0, iw0) (may point outside x; used only when valid)
  int ih0, iw0;

  __device__ __forceinline__ void init(int m) {
    if (m < Shape::GemmM) {
      int n = m / (Shape::P * Shape::Q);
      int pq = m - n * (Shape::P * Shape::Q);
      int p = pq / Shape::Q, q = pq - p * Shape::Q;
      ih0 = p * Shape::StrideH - Shape::PadH;
      iw0 = q * Shape::StrideW - Shape::PadW;
      base = (static_cast<long long>(n) * Shape::H * Shape::W +
              static_cast<long long>(ih0) * Shape::W + iw0) *
             Shape::XPitch;
    } else {
      ih0 = -(1 << 28);
      iw0 = 0;
      base = 0;
    }
  }

  /// The x offset of reduction index k (V consecutive k share one tap when
  /// C % V == 0), or -1 when the tap falls into the padding or past GemmK.
  __device__ __forceinline__ long long offset(int k) const {
    if (k >= Shape::GemmK)
      return -1;
    if (Shape::kIsGemm)
      return ih0 < 0 ? -1 : base + k;
    int c = k % Shape::C, rs = k / Shape::C;
    int s = rs % Shape::S, r = rs / Shape::S;
    int ih = ih0 + r, iw = iw0 + s;
    if (static_cast<unsigned>(ih) >= static_cast<unsigned>(Shape::H) ||
        static_cast<unsigned>(iw) >= static_cast<unsigned>(Shape::W))
      return -1;
    return base + (static_cast<long long>(r) * Shape::W + s) * Shape::XPitch + c;
  }
};

/// The shared epilogue: bias, activation, and the store into y's pitch.
/// `v` holds 4 consecutive output channels starting at channel n of row m.
template <class Shape, int Act, bool HasBias, class T>
__device__ __forceinline__ void storeOutput4(T *__restrict__ y, const T *__restrict__ bias, int m,
                                             int n, float (&v)[4], bool yVectorOk) {
  if (m >= Shape::GemmM)
    return;
#pragma unroll
  for (int j = 0; j < 4; ++j) {
    float b = 0.f;
    if (HasBias && n + j < Shape::K)
      b = toFloat(bias[n + j]);
    v[j] = activate<Act>(v[j] + b);
  }
  T *out = y + static_cast<long long>(m) * Shape::YPitch + n;
  if (Shape::K % 4 == 0 && Shape::YPitch % 4 == 0 && yVectorOk) {
    if (n < Shape::K)
      storeVec4(out, v);
  } else {
#pragma unroll
    for (int j = 0; j < 4; ++j)
      if (n + j < Shape::K)
        out[j] = fromFloat<T>(v[j]);
  }
}

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

template <class Shape, class Tile, int Act, bool HasBias, class T>
__device__ __forceinline__ void conv2d_implicit_gemm_simt(const T *__restrict__ x,
                                                          const T *__restrict__ w,
                                                          const T *__restrict__ bias,
                                                          T *__restrict__ y) {
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

  // +4 floats per row: rows stay 16-byte aligned and the transposing stores
  // of one warp spread over all banks.
  __shared__ float As[2][BK][BM + 4];
  __shared__ float Bs[2][BK][BN + 4];

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
#pragma unroll
  for (int i = 0; i < TM; ++i)
#pragma unroll
    for (int j = 0; j < TN; ++j)
      acc[i][j] = 0.f;

  loadGlobal(0);
  storeShared(0);
  __syncthreads();
  for (int step = 0; step < kSteps; ++step) {
    const int buf = step & 1;
    if (step + 1 < kSteps)
      loadGlobal((step + 1) * BK);
#pragma unroll
    for (int kk = 0; kk < BK; ++kk) {
      float a[TM], b[TN];
#pragma unroll
      for (int g = 0; g < GM; ++g) {
        Vec4f v = *reinterpret_cast<const Vec4f *>(&As[buf][kk][g * (BM / GM) + ty * 4]);
        a[g * 4 + 0] = v.x; a[g * 4 + 1] = v.y; a[g * 4 + 2] = v.z; a[g * 4 + 3] = v.w;
      }
#pragma unroll
      for (int g = 0; g < GN; ++g) {
        Vec4f v = *reinterpret_cast<const Vec4f *>(&Bs[buf][kk][g * (BN / GN) + tx * 4]);
        b[g * 4 + 0] = v.x; b[g * 4 + 1] = v.y; b[g * 4 + 2] = v.z; b[g * 4 + 3] = v.w;
      }
#pragma unroll
      for (int i = 0; i < TM; ++i)
#pragma unroll
        for (int j = 0; j < TN; ++j)
          acc[i][j] = fmaf(a[i], b[j], acc[i][j]);
    }
    if (step + 1 < kSteps)
      storeShared(buf ^ 1);
    __syncthreads();
  }

  const bool yVectorOk = isAligned(y, 4 * sizeof(T));
#pragma unroll
  for (int i = 0; i < TM; ++i) {
    const int m = m0 + (i / 4) * (BM / GM) + ty * 4 + (i % 4);
#pragma unroll
    for (int g = 0; g < GN; ++g) {
      const int n = n0 + g * (BN / GN) + tx * 4;
      float v[4] = {acc[i][g * 4 + 0], acc[i][g * 4 + 1], acc[i][g * 4 + 2], acc[i][g * 4 + 3]};
      storeOutput4<Shape, Act, HasBias>(y, bias, m, n, v, yVectorOk);
    }
  }
}

//===----------------------------------------------------------------------===//
// 3. Implicit-GEMM convolution on tensor cores (mma.sync, sm_80+).
//===----------------------------------------------------------------------===//
//
// The same GEMM view as the SIMT kernel, with 16-bit operands (bf16 or fp16
// storage, fp32 accumulation) through mma.sync.m16n8k16. A block computes a
// BM x BN tile with (BM/WM) x (BN/WN) warps, each a WM x WN warp tile of
// (WM/16) x (WN/8) mma tiles. The reduction runs in BK-wide stages through a
// Stages-deep ring of shared-memory buffers filled by cp.async (16 bytes = 8
// channels of one tap per copy; a tap in the padding is a zero-fill copy of
// 0 source bytes), so the loads of stage i + Stages - 1 are in flight while
// the tensor cores work on stage i. Operands reach registers through
// ldmatrix; rows of the shared tiles are XOR-swizzled in 16-byte chunks so
// that the 8 rows one ldmatrix phase reads fall into distinct banks.
//
// Needs C % 8 == 0 (a 16-byte copy never straddles two taps) and XPitch % 8
// == 0 (alignment); the catalog offers it only then, and only for sm_80+.

/// BM x BN block tile, BK reduction stage (32 or 64), WM x WN warp tile,
/// Stages buffers. Threads: 32 * (BM/WM) * (BN/WN). Dynamic shared memory:
/// Stages * (BM + BN) * BK * 2 bytes.
template <int BM_, int BN_, int BK_, int WM_, int WN_, int Stages_> struct MmaTile {
  static constexpr int BM = BM_, BN = BN_, BK = BK_, WM = WM_, WN = WN_, Stages = Stages_;
  static constexpr int kWarpsM = BM / WM, kWarpsN = BN / WN;
  static constexpr int kThreads = 32 * kWarpsM * kWarpsN;
  static constexpr int kSharedBytes = Stages * (BM + BN) * BK * 2;
};

/// The shared-memory address of a generic pointer (ldmatrix and cp.async
/// take 32-bit shared addresses).
__device__ __forceinline__ unsigned sharedAddress(const void *p) {
  unsigned long long a;
  asm("cvta.to.shared.u64 %0, %1;" : "=l"(a) : "l"(p));
  return static_cast<unsigned>(a);
}

template <class T> struct MmaOp; // the mma.sync instruction for a 16-bit type
template <> struct MmaOp<bf16> {
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
/// rows hold ChunksPerRow chunks (BK / 8): the chunk index is XORed with the
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
  constexpr int kChunks = BK / 8;          // 16-byte chunks per tile row
  static_assert(BK == 32 || BK == 64, "BK is 32 or 64");
  static_assert(static_cast<long long>(Shape::N) * Shape::H * Shape::W * Shape::XPitch < (1LL << 31),
                "x offsets in 32 bits");
  static_assert(NI % 2 == 0, "B fragments load two n8 tiles per ldmatrix.x4");
  static_assert(Shape::C % 8 == 0 && Shape::XPitch % 8 == 0, "16-byte copies of one tap");
  constexpr int kAChunks = BM * kChunks / kThreads, kBChunks = BN * kChunks / kThreads;
  static_assert(kAChunks * kThreads == BM * kChunks && kBChunks * kThreads == BN * kChunks,
                "every thread copies whole chunks");
  constexpr int kSteps = (Shape::GemmK + BK - 1) / BK;
  constexpr int kStageBytes = (BM + BN) * BK * 2;

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
    aDst[i] = swizzle<kChunks>(row, chunk);
  }
  const T *bSrc[kBChunks];
  bool bValid[kBChunks];
  unsigned bDst[kBChunks];
#pragma unroll
  for (int i = 0; i < kBChunks; ++i) {
    const int row = (tid + i * kThreads) / kChunks;
    bValid[i] = n0 + row < Shape::K;
    bSrc[i] = w + static_cast<long long>(bValid[i] ? n0 + row : 0) * Shape::GemmK + chunk * 8;
    bDst[i] = BM * BK * 2 + swizzle<kChunks>(row, chunk);
  }
  // The chunk column's tap for the next stage to load.
  int tapC = chunk * 8, tapS = 0, tapR = 0, tapK = chunk * 8;
  while (tapC >= Shape::C) {
    tapC -= Shape::C;
    if (++tapS == Shape::S) { tapS = 0; ++tapR; }
  }

  auto loadStage = [&](int step) {
    const unsigned stageBase = smemBase + (step % kStages) * kStageBytes;
    const int tapOffset = (tapR * Shape::W + tapS) * Shape::XPitch + tapC;
#pragma unroll
    for (int i = 0; i < kAChunks; ++i) {
      const bool valid = tapR < Shape::R &&
                         static_cast<unsigned>(aIh[i] + tapR) < static_cast<unsigned>(Shape::H) &&
                         static_cast<unsigned>(aIw[i] + tapS) < static_cast<unsigned>(Shape::W);
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
    const unsigned bBase = aBase + BM * BK * 2;
    // Fragments for k-step kk + 1 are loaded before the mma instructions of
    // kk are issued (two register sets), so ldmatrix latency hides behind
    // tensor-core work instead of stalling it.
    unsigned a[2][MI][4], b[2][NI][2];
    auto loadFragments = [&](int kk, unsigned (&af)[MI][4], unsigned (&bf)[NI][2]) {
#pragma unroll
      for (int i = 0; i < MI; ++i) {
        // Lanes 0-15 address rows 0-15 at k 0-7, lanes 16-31 the same rows at k 8-15.
        const int row = warpM * WM + i * 16 + lane % 16;
        ldmatrixX4(af[i], aBase + swizzle<kChunks>(row, kk * 2 + lane / 16));
      }
#pragma unroll
      for (int j = 0; j < NI; j += 2) {
        // Matrices: (n 0-7, k 0-7), (n 0-7, k 8-15), (n 8-15, k 0-7), (n 8-15, k 8-15).
        const int row = warpN * WN + j * 8 + (lane / 16) * 8 + lane % 8;
        unsigned r[4];
        ldmatrixX4(r, bBase + swizzle<kChunks>(row, kk * 2 + (lane / 8) % 2));
        bf[j][0] = r[0]; bf[j][1] = r[1]; bf[j + 1][0] = r[2]; bf[j + 1][1] = r[3];
      }
    };
    loadFragments(0, a[0], b[0]);
#pragma unroll
    for (int kk = 0; kk < BK / 16; ++kk) {
      if (kk + 1 < BK / 16)
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
    if (HasBias) {
      if (n < Shape::K) b0 = toFloat(bias[n]);
      if (n + 1 < Shape::K) b1 = toFloat(bias[n + 1]);
    }
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
          const T p0 = fromFloat<T>(v0), p1 = fromFloat<T>(v1);
          *reinterpret_cast<unsigned *>(out) =
              static_cast<unsigned>(p0.bits) | (static_cast<unsigned>(p1.bits) << 16);
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

//===----------------------------------------------------------------------===//
// 4. Memory-bound layers: pooling, LRN, softmax, elementwise, batch norm.
//===----------------------------------------------------------------------===//
//
// One thread per output element, channels fastest, so a warp reads and writes
// contiguous runs of each pixel's channels. These layers move bytes; the
// arithmetic is negligible next to the loads.

/// Pooling: x [N][H][W][C] pitch XPitch -> y [N][P][Q][C] pitch YPitch.
template <int N_, int H_, int W_, int C_, int XPitch_, int P_, int Q_, int YPitch_, int KH_,
          int KW_, int StrideH_, int StrideW_, int PadH_, int PadW_>
struct PoolShape {
  static constexpr int N = N_, H = H_, W = W_, C = C_, XPitch = XPitch_, P = P_, Q = Q_;
  static constexpr int YPitch = YPitch_, KH = KH_, KW = KW_, StrideH = StrideH_;
  static constexpr int StrideW = StrideW_, PadH = PadH_, PadW = PadW_;
  static constexpr long long kOutputs = static_cast<long long>(N) * P * Q * C;
};

/// Max pooling: padding never wins (it is -infinity, as the runtime pads for
/// cuDNN). Average pooling divides by KH*KW everywhere: the padding counts as
/// zeros (CUDNN_POOLING_AVERAGE_COUNT_INCLUDE_PADDING, the runtime's mode).
template <class Shape, bool IsMax, class T>
__device__ __forceinline__ void pool2d(const T *__restrict__ x, T *__restrict__ y) {
  const long long i = globalThreadIndex();
  if (i >= Shape::kOutputs)
    return;
  const int c = static_cast<int>(i % Shape::C);
  const long long pixel = i / Shape::C;
  const int q = static_cast<int>(pixel % Shape::Q);
  const long long np = pixel / Shape::Q;
  const int p = static_cast<int>(np % Shape::P);
  const int n = static_cast<int>(np / Shape::P);
  const int ih0 = p * Shape::StrideH - Shape::PadH, iw0 = q * Shape::StrideW - Shape::PadW;
  const T *xImage = x + static_cast<long long>(n) * Shape::H * Shape::W * Shape::XPitch + c;
  float acc = IsMax ? -__int_as_float(0x7f800000) : 0.f;
#pragma unroll
  for (int r = 0; r < Shape::KH; ++r) {
    const int ih = ih0 + r;
    if (ih < 0 || ih >= Shape::H)
      continue;
#pragma unroll
    for (int s = 0; s < Shape::KW; ++s) {
      const int iw = iw0 + s;
      if (iw < 0 || iw >= Shape::W)
        continue;
      const float v = toFloat(xImage[(static_cast<long long>(ih) * Shape::W + iw) * Shape::XPitch]);
      acc = IsMax ? fmaxf(acc, v) : acc + v;
    }
  }
  if (!IsMax)
    acc *= 1.f / (Shape::KH * Shape::KW);
  y[pixel * Shape::YPitch + c] = fromFloat<T>(acc);
}
template <class Shape, class T>
__device__ __forceinline__ void max_pool2d(const T *__restrict__ x, T *__restrict__ y) {
  pool2d<Shape, true>(x, y);
}
template <class Shape, class T>
__device__ __forceinline__ void avg_pool2d(const T *__restrict__ x, T *__restrict__ y) {
  pool2d<Shape, false>(x, y);
}

/// A per-pixel layer's tensors: Pixels = N*H*W pixels of C channels; a, b and
/// y each with their own pitch (b's is 0 where there is no b).
template <long long Pixels_, int C_, int APitch_, int BPitch_, int YPitch_> struct PixelShape {
  static constexpr long long Pixels = Pixels_;
  static constexpr int C = C_, APitch = APitch_, BPitch = BPitch_, YPitch = YPitch_;
  static constexpr long long kOutputs = Pixels * C;
};

/// Cross-channel LRN as cuDNN computes it (cudnnLRNCrossChannelForward):
///   y = x / (k + alpha / size * sum_{j in window} x_j^2)^beta
/// with the window [c - (size-1)/2, c + size - 1 - (size-1)/2], clipped to
/// the channels.
template <class Shape, int Size, class T>
__device__ __forceinline__ void lrn_cross_channel(const T *__restrict__ x, T *__restrict__ y,
                                                  float alpha, float beta, float k) {
  const long long i = globalThreadIndex();
  if (i >= Shape::kOutputs)
    return;
  const int c = static_cast<int>(i % Shape::C);
  const long long pixel = i / Shape::C;
  const T *xp = x + pixel * Shape::APitch;
  constexpr int kBehind = (Size - 1) / 2, kAhead = Size - 1 - kBehind;
  float sum = 0.f;
#pragma unroll
  for (int j = -kBehind; j <= kAhead; ++j) {
    const int cj = c + j;
    if (cj >= 0 && cj < Shape::C) {
      const float v = toFloat(xp[cj]);
      sum = fmaf(v, v, sum);
    }
  }
  const float scale = k + alpha / Size * sum;
  y[pixel * Shape::YPitch + c] = fromFloat<T>(toFloat(xp[c]) * powf(scale, -beta));
}

/// Softmax over each pixel's channels: one warp per pixel (max, then the sum
/// of exponentials, by shuffles), so any channel count works.
template <class Shape, class T>
__device__ __forceinline__ void softmax_channels(const T *__restrict__ x, T *__restrict__ y) {
  const long long pixel = globalThreadIndex() / 32;
  const int lane = threadIdx.x % 32;
  if (pixel >= Shape::Pixels)
    return; // whole warps leave together: blockDim is a multiple of 32
  const T *xp = x + pixel * Shape::APitch;
  float mx = -__int_as_float(0x7f800000);
  for (int c = lane; c < Shape::C; c += 32)
    mx = fmaxf(mx, toFloat(xp[c]));
#pragma unroll
  for (int o = 16; o > 0; o /= 2)
    mx = fmaxf(mx, __shfl_xor_sync(0xffffffffu, mx, o));
  float sum = 0.f;
  for (int c = lane; c < Shape::C; c += 32)
    sum += expf(toFloat(xp[c]) - mx);
#pragma unroll
  for (int o = 16; o > 0; o /= 2)
    sum += __shfl_xor_sync(0xffffffffu, sum, o);
  const float inv = 1.f / sum;
  T *yp = y + pixel * Shape::YPitch;
  for (int c = lane; c < Shape::C; c += 32)
    yp[c] = fromFloat<T>(expf(toFloat(xp[c]) - mx) * inv);
}

enum ElementwiseOp : int { kSum = 0, kProduct = 1, kMax = 2, kIdentity = 3 };

/// y = activation(a op b); kIdentity: y = activation(a), b unused (null): a
/// copy into a concatenation's slice, or a standalone activation layer.
template <class Shape, int Op, int Act, class T>
__device__ __forceinline__ void elementwise(const T *__restrict__ a, const T *__restrict__ b,
                                            T *__restrict__ y) {
  const long long i = globalThreadIndex();
  if (i >= Shape::kOutputs)
    return;
  const int c = static_cast<int>(i % Shape::C);
  const long long pixel = i / Shape::C;
  float v = toFloat(a[pixel * Shape::APitch + c]);
  if (Op != kIdentity) {
    const float u = toFloat(b[pixel * Shape::BPitch + c]);
    v = Op == kSum ? v + u : Op == kProduct ? v * u : fmaxf(v, u);
  }
  y[pixel * Shape::YPitch + c] = fromFloat<T>(activate<Act>(v));
}

/// Batch norm at inference, per channel c:
///   y = activation(gamma[c] * (x - mean[c]) / sqrt(var[c] + epsilon) + beta[c])
template <class Shape, int Act, class T>
__device__ __forceinline__ void batch_norm_inference(const T *__restrict__ x,
                                                     const T *__restrict__ gamma,
                                                     const T *__restrict__ beta,
                                                     const T *__restrict__ mean,
                                                     const T *__restrict__ var,
                                                     T *__restrict__ y, float epsilon) {
  const long long i = globalThreadIndex();
  if (i >= Shape::kOutputs)
    return;
  const int c = static_cast<int>(i % Shape::C);
  const long long pixel = i / Shape::C;
  const float scale = toFloat(gamma[c]) * rsqrtf(toFloat(var[c]) + epsilon);
  const float v = (toFloat(x[pixel * Shape::APitch + c]) - toFloat(mean[c])) * scale +
                  toFloat(beta[c]);
  y[pixel * Shape::YPitch + c] = fromFloat<T>(activate<Act>(v));
}

} // namespace netc
