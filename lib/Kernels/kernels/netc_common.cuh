// netc_common.cuh - element types, vector loads, activations, convolution shapes and the fused
// epilogue
// (part of netc_kernels.cuh, which netc embeds as one file: see there).
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
// sm_80 and later convert in one instruction (cvt.rn.bf16.f32, the same
// rounding; a NaN stays a NaN, with cvt's payload); older targets, and the
// host's runs of the templates, by the integer steps.
__device__ __forceinline__ unsigned short floatToBf16Bits(float v) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
  unsigned short h;
  asm("cvt.rn.bf16.f32 %0, %1;" : "=h"(h) : "f"(v));
  return h;
#else
  unsigned u = __float_as_uint(v);
  if ((u & 0x7fffffffu) > 0x7f800000u)
    return 0x7fc0;
  u += 0x7fffu + ((u >> 16) & 1u);
  return static_cast<unsigned short>(u >> 16);
#endif
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

/// Loads V consecutive elements (V in {1, 2, 4}, and 8 of 16-bit storage;
/// the address is aligned to V elements) and widens them to float.
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
// 16-bit storage moves two elements a 32-bit word, the first in the low
// half; its vector accesses are 4 elements (8 bytes) or 8 (16 bytes).
template <class T>
__device__ __forceinline__ void unpackPair(unsigned word, float &first, float &second) {
  first = toFloat(T{static_cast<unsigned short>(word & 0xffffu)});
  second = toFloat(T{static_cast<unsigned short>(word >> 16)});
}
// bf16's halves are a float's high bits where they stand: no masks to move.
template <>
__device__ __forceinline__ void unpackPair<bf16>(unsigned word, float &first, float &second) {
  first = __uint_as_float(word << 16);
  second = __uint_as_float(word & 0xffff0000u);
}
template <class T> __device__ __forceinline__ unsigned packPair(float first, float second) {
  return fromFloat<T>(first).bits | (static_cast<unsigned>(fromFloat<T>(second).bits) << 16);
}
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
// Both halves in one instruction (the first operand goes to the high half).
// The epilogues convert every output through here: the integer steps were
// ten instructions a value, 1.6 us of a persistent bf16 256 x 128 tile's
// epilogue on an H200 (docs/results/2026-12-03-one-column-h200.md).
template <> __device__ __forceinline__ unsigned packPair<bf16>(float first, float second) {
  unsigned word;
  asm("cvt.rn.bf16x2.f32 %0, %1, %2;" : "=r"(word) : "f"(second), "f"(first));
  return word;
}
template <> __device__ __forceinline__ unsigned packPair<f16>(float first, float second) {
  unsigned word;
  asm("cvt.rn.f16x2.f32 %0, %1, %2;" : "=r"(word) : "f"(second), "f"(first));
  return word;
}
#endif

/// The bias of output channels n and n + 1, zero past K, loaded without a
/// branch (the index clamped into the tensor, the value selected after):
/// an epilogue's loads under `if (n < K)` each wait for their value before
/// the next is issued (the branches keep ptxas from batching them), and a
/// persistent tile's epilogue waited for 32 of them in turn, 1.3-2.6 us a
/// tile on an H200 (docs/results/2026-12-03-one-column-h200.md).
template <class Shape, class T>
__device__ __forceinline__ void loadBiasPair(const T *__restrict__ bias, int n, float &b0,
                                             float &b1) {
  constexpr int kLast = Shape::K - 1;
  const float first = toFloat(bias[n < kLast ? n : kLast]);
  const float second = toFloat(bias[n + 1 < kLast ? n + 1 : kLast]);
  b0 = n < Shape::K ? first : 0.f;
  b1 = n + 1 < Shape::K ? second : 0.f;
}
template <class T, int V>
__device__ __forceinline__ void loadPairs(const T *__restrict__ p, float (&out)[V]) {
  static_assert(sizeof(T) == 2 && (V == 4 || V == 8), "4 or 8 16-bit elements");
  unsigned words[V / 2];
  if constexpr (V == 4) {
    const Vec2u v = *reinterpret_cast<const Vec2u *>(p);
    words[0] = v.x; words[1] = v.y;
  } else {
    const Vec4u v = *reinterpret_cast<const Vec4u *>(p);
    words[0] = v.x; words[1] = v.y; words[2] = v.z; words[3] = v.w;
  }
#pragma unroll
  for (int i = 0; i < V / 2; ++i)
    unpackPair<T>(words[i], out[2 * i], out[2 * i + 1]);
}
template <class T, int V>
__device__ __forceinline__ void storePairs(T *__restrict__ p, const float (&v)[V]) {
  static_assert(sizeof(T) == 2 && (V == 4 || V == 8), "4 or 8 16-bit elements");
  unsigned words[V / 2];
#pragma unroll
  for (int i = 0; i < V / 2; ++i)
    words[i] = packPair<T>(v[2 * i], v[2 * i + 1]);
  if constexpr (V == 4)
    *reinterpret_cast<Vec2u *>(p) = Vec2u{words[0], words[1]};
  else
    *reinterpret_cast<Vec4u *>(p) = Vec4u{words[0], words[1], words[2], words[3]};
}
template <>
__device__ __forceinline__ void loadVec<4, bf16>(const bf16 *__restrict__ p, float (&out)[4]) {
  loadPairs(p, out);
}
template <>
__device__ __forceinline__ void loadVec<4, f16>(const f16 *__restrict__ p, float (&out)[4]) {
  loadPairs(p, out);
}
// 8 with one 16-byte load: a thread's run as wide as fp32's 4.
template <>
__device__ __forceinline__ void loadVec<8, bf16>(const bf16 *__restrict__ p, float (&out)[8]) {
  loadPairs(p, out);
}
template <>
__device__ __forceinline__ void loadVec<8, f16>(const f16 *__restrict__ p, float (&out)[8]) {
  loadPairs(p, out);
}

/// Stores 4 consecutive elements with one vector store (p aligned to 4
/// elements).
__device__ __forceinline__ void storeVec4(float *p, const float (&v)[4]) {
  *reinterpret_cast<Vec4f *>(p) = Vec4f{v[0], v[1], v[2], v[3]};
}
__device__ __forceinline__ void storeVec4(bf16 *p, const float (&v)[4]) { storePairs(p, v); }
__device__ __forceinline__ void storeVec4(f16 *p, const float (&v)[4]) { storePairs(p, v); }

/// A CUDA-core GEMM's register tile (the SIMT and Winograd kernels): N
/// floats from shared memory in runs of 4, run r at p + r * runStride (each
/// run 16-byte aligned), ...
template <int N>
__device__ __forceinline__ void loadSharedRuns4(const float *p, int runStride, float (&out)[N]) {
  static_assert(N % 4 == 0, "whole runs of 4");
#pragma unroll
  for (int r = 0; r < N / 4; ++r) {
    const Vec4f v = *reinterpret_cast<const Vec4f *>(p + r * runStride);
    out[4 * r + 0] = v.x; out[4 * r + 1] = v.y; out[4 * r + 2] = v.z; out[4 * r + 3] = v.w;
  }
}
/// ... and the outer product of two such fragments added to the tile.
template <int M, int N>
__device__ __forceinline__ void accumulateOuterProduct(float (&acc)[M][N], const float (&a)[M],
                                                       const float (&b)[N]) {
#pragma unroll
  for (int i = 0; i < M; ++i)
#pragma unroll
    for (int j = 0; j < N; ++j)
      acc[i][j] = fmaf(a[i], b[j], acc[i][j]);
}
template <int M, int N> __device__ __forceinline__ void zeroTile(float (&acc)[M][N]) {
#pragma unroll
  for (int i = 0; i < M; ++i)
#pragma unroll
    for (int j = 0; j < N; ++j)
      acc[i][j] = 0.f;
}

/// True when p is aligned to `bytes` (a power of two).
template <class T> __device__ __forceinline__ bool isAligned(const T *p, unsigned bytes) {
  return (reinterpret_cast<unsigned long long>(p) & (bytes - 1)) == 0;
}

//===----------------------------------------------------------------------===//
// Fused epilogue activations.
//===----------------------------------------------------------------------===//

/// kRelu6: min(max(x, 0), 6); kHardSigmoid: relu6(x + 3) / 6; kHardSwish:
/// x * relu6(x + 3) / 6; kSilu: x * sigmoid(x); kGelu: x * (1 + erf(x / sqrt 2))
/// / 2 (ONNX's Clip, HardSigmoid, HardSwish, Sigmoid-times-x and Gelu as
/// torchvision's MobileNets, EfficientNet and ConvNeXt export them).
enum Activation : int {
  kNone = 0, kRelu = 1, kTanh = 2, kSigmoid = 3, kRelu6 = 4, kHardSigmoid = 5, kHardSwish = 6,
  kSilu = 7, kGelu = 8
};

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
  // The fast quotient (a reciprocal and a multiply, 2 ulp): IEEE division
  // is a dozen more instructions per output, and in a 1x1 layer of one or
  // two k-steps the epilogue is most of the tile's work. Where exp(-v)
  // overflows the quotient is 0, sigmoid's and SiLU's limit.
  if (Act == kSigmoid)
    return __fdividef(1.f, 1.f + __expf(-v));
  if (Act == kRelu6)
    return fminf(fmaxf(v, 0.f), 6.f);
  if (Act == kHardSigmoid)
    return fminf(fmaxf(v + 3.f, 0.f), 6.f) * (1.f / 6.f);
  if (Act == kHardSwish)
    return v * fminf(fmaxf(v + 3.f, 0.f), 6.f) * (1.f / 6.f);
  if (Act == kSilu)
    return __fdividef(v, 1.f + __expf(-v));
  if (Act == kGelu)
    return 0.5f * v * (1.f + erff(v * 0.70710678118654752f));
  return v;
}

/// Where output pixel m (< GemmM) of an implicit GEMM reads its window: the
/// top-left tap (ih, iw), which may lie in the padding, and the offset into
/// x where that pixel would start. The GEMM kernels' gathers (mma, wgmma,
/// the narrow wgmma) step from here through the taps.
template <class Shape>
__device__ __forceinline__ void windowCorner(int m, int &ih, int &iw, int &offset) {
  const int n = m / (Shape::P * Shape::Q), pq = m - n * (Shape::P * Shape::Q);
  const int p = pq / Shape::Q, q = pq - p * Shape::Q;
  ih = p * Shape::StrideH - Shape::PadH;
  iw = q * Shape::StrideW - Shape::PadW;
  offset = ((n * Shape::H + ih) * Shape::W + iw) * Shape::XPitch;
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
/// and PadW are the top and left padding (bottom/right follow from P and Q);
/// tap (r, s) of output pixel (p, q) reads input pixel (p * StrideH - PadH +
/// r * DilationH, q * StrideW - PadW + s * DilationW).
/// As a GEMM: M = N*P*Q output pixels, N = K output channels, and the
/// reduction runs over R*S*C with index k = (r*S + s)*C + c, which is both
/// the im2col column of x and the contiguous row of w.
///
/// `Layer` names every extent; the emitter writes it as a struct of named
/// enumerators inside each kernel (a local class may not have static data
/// members), e.g.
///   struct Layer {
///     enum : int { N = 64, H = 224, W = 224, C = 3, XPitch = 3 };
///     enum : int { K = 64, R = 3, S = 3, P = 224, Q = 224, YPitch = 64 };
///     enum : int { StrideH = 1, StrideW = 1, PadH = 1, PadW = 1, DilationH = 1, DilationW = 1 };
///   };
///   using Shape = netc::ConvShape<Layer>;
/// and this template gives them back as int constants (one type, so the
/// kernels' arithmetic mixes them freely) with the GEMM's extents.
template <class Layer> struct ConvShape {
  static constexpr int N = Layer::N, H = Layer::H, W = Layer::W, C = Layer::C;
  static constexpr int XPitch = Layer::XPitch;
  static constexpr int K = Layer::K, R = Layer::R, S = Layer::S, P = Layer::P, Q = Layer::Q;
  static constexpr int YPitch = Layer::YPitch;
  static constexpr int StrideH = Layer::StrideH, StrideW = Layer::StrideW;
  static constexpr int PadH = Layer::PadH, PadW = Layer::PadW;
  static constexpr int DilationH = Layer::DilationH, DilationW = Layer::DilationW;
  static constexpr int GemmM = N * P * Q;
  static constexpr int GemmN = K;
  static constexpr int GemmK = R * S * C;
  /// 1x1, stride 1, no padding: x itself is the GEMM's A (pitch XPitch).
  static constexpr bool kIsGemm =
      R == 1 && S == 1 && StrideH == 1 && StrideW == 1 && PadH == 0 && PadW == 0;
  static constexpr bool kDilated = DilationH != 1 || DilationW != 1;
};

/// The order in which a layer's output tiles (BM pixels x BN channels) are
/// taken up: blocks that start together read the same operand, so the GPU
/// fetches it from DRAM once. The tiles form kRowTiles x kColumnTiles (the
/// grid's x and y where every block is a tile; a persistent kernel's units),
/// and tile t of the order is the t-th block the GPU starts (x fastest).
///
/// Walking the rows of one column before the next (blockIdx.x as the row)
/// re-reads all of x once a column of tiles, which the L2 does not keep
/// between columns once x outgrows it: googlenet's tf32 inception_4b 1x1 (51
/// MB of x, three columns of 64 channels) read 2.3 times its x from DRAM
/// (Nsight Compute, docs/results/2026-12-02-dram-relief-h200.md). So where x
/// is the larger operand the columns of one row of tiles come together (each
/// piece of x read from DRAM once, the filter re-read from the L2, where it
/// stays); where the filter is larger (inner products of a large batch) the
/// rows of one column do. On the TMA kernels this made a bench of 1x1
/// layers of 40-128 MB of x read by 2-4 columns 1.15-1.25x faster (median
/// over the 22 tiles; up to 1.85x on the persistent 128 x 64 tiles) and 148
/// of 413 launches of six nets faster by over 5%, one slower
/// (docs/results/2026-12-02-tile-order-h200.md). The kernels that gather x
/// themselves (SIMT, mma.sync, wgmma) keep blockIdx.x as the row: there the
/// order made the SIMT tiles' 5x5 layers up to 1.24x slower and moved the
/// wgmma ones both ways (same page).
template <class Shape, int BM, int BN> struct TileOrder {
  static constexpr int kRowTiles = (Shape::GemmM + BM - 1) / BM;
  static constexpr int kColumnTiles = (Shape::K + BN - 1) / BN;
  static constexpr long long kInputElements =
      static_cast<long long>(Shape::N) * Shape::H * Shape::W * Shape::XPitch;
  static constexpr long long kFilterElements =
      static_cast<long long>(Shape::K) * Shape::R * Shape::S * Shape::C;
  static constexpr bool kColumnsTogether = kInputElements >= kFilterElements;
  static constexpr long long kTiles = static_cast<long long>(kRowTiles) * kColumnTiles;
  static constexpr long long kMaxInt = 0x7fffffffLL;

  /// The first output row (pixel) and channel of tile `tile` of the order,
  /// in 32-bit arithmetic where every tile's index fits (the divisions by
  /// the constants are then 32-bit multiplies), else in 64-bit.
  __device__ __forceinline__ static void origin(long long tile, int &m0, int &n0) {
    if constexpr (kTiles <= kMaxInt)
      originOf(static_cast<unsigned>(tile), m0, n0);
    else
      originOf(tile, m0, n0);
  }

  /// This block's tile where the grid is kRowTiles x kColumnTiles blocks (x
  /// the row, as the GPU counts them).
  __device__ __forceinline__ static void blockOrigin(int &m0, int &n0) {
    origin(static_cast<long long>(blockIdx.y) * kRowTiles + blockIdx.x, m0, n0);
  }

private:
  template <class Index> __device__ __forceinline__ static void originOf(Index t, int &m0, int &n0) {
    m0 = static_cast<int>(kColumnsTogether ? t / kColumnTiles : t % kRowTiles) * BM;
    n0 = static_cast<int>(kColumnsTogether ? t % kColumnTiles : t / kRowTiles) * BN;
  }
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
      ih0 = -(1 << 30); // below zero whatever tap is added (taps reach < 2^30)
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
    int ih = ih0 + r * Shape::DilationH, iw = iw0 + s * Shape::DilationW;
    if (static_cast<unsigned>(ih) >= static_cast<unsigned>(Shape::H) ||
        static_cast<unsigned>(iw) >= static_cast<unsigned>(Shape::W))
      return -1;
    return base + (static_cast<long long>(r) * Shape::DilationH * Shape::W +
                   static_cast<long long>(s) * Shape::DilationW) *
                      Shape::XPitch +
           c;
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
    if (HasBias) { // clamped and selected, no branch (loadBiasPair)
      const float loaded = toFloat(bias[n + j < Shape::K ? n + j : Shape::K - 1]);
      b = n + j < Shape::K ? loaded : 0.f;
    }
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

/// V consecutive values of a channel run (V = 4: one 16-byte or 8-byte
/// access where `aligned`, else V scalar ones; V = 1: one).
template <int V, class T>
__device__ __forceinline__ void loadRun(const T *__restrict__ p, bool aligned, float (&out)[V]) {
  static_assert(V != 8 || sizeof(T) == 2, "runs of 8: 16-bit storage (16 bytes)");
  if ((V == 4 || V == 8) && aligned)
    loadVec<V>(p, out);
  else
#pragma unroll
    for (int e = 0; e < V; ++e)
      out[e] = toFloat(p[e]);
}
template <int V, class T>
__device__ __forceinline__ void storeRun(T *__restrict__ p, bool aligned, const float (&v)[V]) {
  if constexpr (V == 4 || V == 8) {
    if (aligned) {
      if constexpr (V == 4)
        storeVec4(p, v);
      else
        storePairs(p, v);
      return;
    }
  }
#pragma unroll
  for (int e = 0; e < V; ++e)
    p[e] = fromFloat<T>(v[e]);
}

/// Where thread `i` of a kernel that computes one run of V channels of one
/// output pixel works (pooling, depthwise convolution): the run's first
/// channel, the output pixel (n, p, q flattened), its image, and the input
/// position of its window's top-left tap. `Shape` names P, Q, the strides and
/// the pads (PoolShape, ConvShape); Runs = channels / V.
struct WindowedRun {
  int channel;
  long long pixel;
  int n, ih0, iw0;
};
template <class Shape, int Runs, int V>
__device__ __forceinline__ WindowedRun locateWindowedRun(long long i) {
  WindowedRun run;
  run.channel = static_cast<int>(i % Runs) * V;
  run.pixel = i / Runs;
  const int q = static_cast<int>(run.pixel % Shape::Q);
  const long long np = run.pixel / Shape::Q;
  const int p = static_cast<int>(np % Shape::P);
  run.n = static_cast<int>(np / Shape::P);
  run.ih0 = p * Shape::StrideH - Shape::PadH;
  run.iw0 = q * Shape::StrideW - Shape::PadW;
  return run;
}

} // namespace netc
