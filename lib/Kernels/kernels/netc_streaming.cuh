// netc_streaming.cuh - the memory-bound kernels: pooling, LRN, softmax, elementwise, batch norm
// (part of netc_kernels.cuh, which netc embeds as one file: see there).
#pragma once

#include "netc_common.cuh"

namespace netc {

// 4. Memory-bound layers: pooling, LRN, softmax, elementwise, batch norm.
//===----------------------------------------------------------------------===//
//
// One thread per output element, channels fastest, so a warp reads and writes
// contiguous runs of each pixel's channels. These layers move bytes; the
// arithmetic is negligible next to the loads.

/// Pooling: x [N][H][W][C] pitch XPitch -> y [N][P][Q][C] pitch YPitch, a
/// KH x KW window. `Layer` names the extents as enumerators (as ConvShape's
/// does: a struct the emitter writes inside the kernel).
template <class Layer> struct PoolShape {
  static constexpr int N = Layer::N, H = Layer::H, W = Layer::W, C = Layer::C;
  static constexpr int XPitch = Layer::XPitch, P = Layer::P, Q = Layer::Q;
  static constexpr int YPitch = Layer::YPitch, KH = Layer::KH, KW = Layer::KW;
  static constexpr int StrideH = Layer::StrideH, StrideW = Layer::StrideW;
  static constexpr int PadH = Layer::PadH, PadW = Layer::PadW;
  static constexpr long long kOutputs = static_cast<long long>(N) * P * Q * C;
};

/// Max pooling: padding never wins (it is -infinity, as the runtime pads for
/// cuDNN). Average pooling divides by KH*KW everywhere: the padding counts as
/// zeros (CUDNN_POOLING_AVERAGE_COUNT_INCLUDE_PADDING, the runtime's mode).
/// Each thread computes V consecutive channels of one output pixel (V = 4
/// where C and the pitches are multiples of 4: one vector access per window
/// element; 16-bit channels one element a thread ran at half fp32's
/// bandwidth, docs/results/2026-11-28-split-units-h200.md, section 5).
template <class Shape, bool IsMax, int V, class T>
__device__ __forceinline__ void pool2d(const T *__restrict__ x, T *__restrict__ y) {
  static_assert(Shape::C % V == 0 && Shape::XPitch % V == 0 && Shape::YPitch % V == 0,
                "whole runs of V channels");
  constexpr int kRuns = Shape::C / V;
  const long long i = globalThreadIndex();
  if (i >= Shape::kOutputs / V)
    return;
  const WindowedRun run = locateWindowedRun<Shape, kRuns, V>(i);
  const int c = run.channel, ih0 = run.ih0, iw0 = run.iw0;
  const long long pixel = run.pixel;
  const T *xImage = x + static_cast<long long>(run.n) * Shape::H * Shape::W * Shape::XPitch + c;
  const bool aligned = isAligned(x, V * sizeof(T)) && isAligned(y, V * sizeof(T));
  float acc[V];
#pragma unroll
  for (int e = 0; e < V; ++e)
    acc[e] = IsMax ? -__int_as_float(0x7f800000) : 0.f;
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
      float v[V];
      loadRun<V>(xImage + (static_cast<long long>(ih) * Shape::W + iw) * Shape::XPitch, aligned, v);
#pragma unroll
      for (int e = 0; e < V; ++e)
        acc[e] = IsMax ? fmaxf(acc[e], v[e]) : acc[e] + v[e];
    }
  }
  if (!IsMax)
#pragma unroll
    for (int e = 0; e < V; ++e)
      acc[e] *= 1.f / (Shape::KH * Shape::KW);
  storeRun<V>(y + pixel * Shape::YPitch + c, aligned, acc);
}
template <class Shape, int V = 1, class T>
__device__ __forceinline__ void max_pool2d(const T *__restrict__ x, T *__restrict__ y) {
  pool2d<Shape, true, V>(x, y);
}
template <class Shape, int V = 1, class T>
__device__ __forceinline__ void avg_pool2d(const T *__restrict__ x, T *__restrict__ y) {
  pool2d<Shape, false, V>(x, y);
}

/// Global pooling: a window that is the whole image (squeeze-and-excitation's
/// and the classifier's GlobalAveragePool / ReduceMean over H and W). pool2d's
/// one thread per output leaves N * C / V threads, each walking all H * W
/// pixels one load after another: mobilenet_v3_large's 28 x 28 x 72 SE pool
/// at batch 64 had 1,152 threads and took 0.26 ms, cuDNN 0.015 (H200, bf16,
/// 2026-11-29). Here a block owns RunsPerBlock runs of V channels of one
/// image and a share of its pixels: its Slices threads per run share them
/// (slice s reads pixels s, s + Slices, ...), so each warp reads whole
/// consecutive runs of a pixel's channels, and the slices' partial results
/// meet in shared memory. The block is RunsPerBlock * Slices threads, with
/// Slices * RunsPerBlock * V floats of dynamic shared memory.
///
/// PixelSplits > 1 splits an image's pixels over that many blocks as well,
/// for grids of few images and channel chunks: efficientnet_b0's 112 x 112 x
/// 32 SE pool at batch 64 was 64 blocks on an H200's 132 SMs, each thread
/// 392 loads in a chain, at 1.0 TB/s in bf16 and 1.8 in fp32 (2026-12-01). Each split's block
/// stores its partial runs in `workspace` ([image][chunk][split][run][V]
/// floats), and the last of an image chunk's splits to arrive (`arrivals`,
/// one counter per image and chunk, zero between launches) combines them in
/// split order, the same result whichever arrives last. Blocks go image,
/// chunk, split, the split fastest.
template <class Shape, bool IsMax, int V, int RunsPerBlock, int Slices, int PixelSplits = 1,
          class T>
__device__ __forceinline__ void global_pool2d(const T *__restrict__ x, T *__restrict__ y,
                                              float *__restrict__ workspace = nullptr,
                                              unsigned *__restrict__ arrivals = nullptr) {
  static_assert(Shape::P == 1 && Shape::Q == 1 && Shape::KH == Shape::H && Shape::KW == Shape::W &&
                    Shape::PadH == 0 && Shape::PadW == 0,
                "global pooling: the window is the whole unpadded image");
  static_assert(Shape::C % V == 0 && Shape::XPitch % V == 0 && Shape::YPitch % V == 0,
                "whole runs of V channels");
  constexpr int kRuns = Shape::C / V;
  constexpr int kChunks = (kRuns + RunsPerBlock - 1) / RunsPerBlock;
  constexpr int kPixels = Shape::H * Shape::W;
  constexpr int kSplitPixels = (kPixels + PixelSplits - 1) / PixelSplits;
  static_assert(PixelSplits >= 1 && (PixelSplits - 1) * kSplitPixels < kPixels,
                "every split owns pixels");
  extern __shared__ __align__(128) unsigned char smem[];
  float(*const partial)[RunsPerBlock][V] = reinterpret_cast<float(*)[RunsPerBlock][V]>(smem);
  const int split = static_cast<int>(blockIdx.x % PixelSplits);
  const int imageChunk = static_cast<int>(blockIdx.x / PixelSplits); // n * kChunks + chunk
  const int n = imageChunk / kChunks;
  const int lane = static_cast<int>(threadIdx.x % RunsPerBlock);
  const int slice = static_cast<int>(threadIdx.x / RunsPerBlock);
  const int run = (imageChunk % kChunks) * RunsPerBlock + lane;
  const bool active = run < kRuns;
  const bool aligned = isAligned(x, V * sizeof(T)) && isAligned(y, V * sizeof(T));
  const T *xRun = x + static_cast<long long>(n) * kPixels * Shape::XPitch + run * V;
  const int end = (split + 1) * kSplitPixels < kPixels ? (split + 1) * kSplitPixels : kPixels;
  float acc[V];
#pragma unroll
  for (int e = 0; e < V; ++e)
    acc[e] = IsMax ? -__int_as_float(0x7f800000) : 0.f;
  if (active) {
#pragma unroll 4
    for (int pixel = split * kSplitPixels + slice; pixel < end; pixel += Slices) {
      float v[V];
      loadRun<V>(xRun + static_cast<long long>(pixel) * Shape::XPitch, aligned, v);
#pragma unroll
      for (int e = 0; e < V; ++e)
        acc[e] = IsMax ? fmaxf(acc[e], v[e]) : acc[e] + v[e];
    }
  }
#pragma unroll
  for (int e = 0; e < V; ++e)
    partial[slice][lane][e] = acc[e];
  __syncthreads();
  const bool combines = slice == 0 && active; // the threads that sum a run's slices
  if (combines)
    for (int s = 1; s < Slices; ++s)
#pragma unroll
      for (int e = 0; e < V; ++e)
        acc[e] = IsMax ? fmaxf(acc[e], partial[s][lane][e]) : acc[e] + partial[s][lane][e];
  if constexpr (PixelSplits > 1) {
    float *const runs = workspace + static_cast<long long>(imageChunk) * PixelSplits * RunsPerBlock * V;
    if (combines)
#pragma unroll
      for (int e = 0; e < V; ++e)
        runs[(split * RunsPerBlock + lane) * V + e] = acc[e];
    // The split's arrival (as split-K's arriveLastAtTile, with the block's
    // barrier): its partials fenced before the count, the others' after.
    __threadfence();
    __syncthreads();
    bool last = false;
    if (threadIdx.x == 0)
      last = atomicAdd(&arrivals[imageChunk], 1u) == PixelSplits - 1;
    if (!__syncthreads_or(last))
      return;
    __threadfence();
    if (combines)
#pragma unroll
      for (int e = 0; e < V; ++e) {
        acc[e] = __ldcg(runs + lane * V + e); // from L2: other SMs wrote them
        for (int s = 1; s < PixelSplits; ++s) {
          const float v = __ldcg(runs + (s * RunsPerBlock + lane) * V + e);
          acc[e] = IsMax ? fmaxf(acc[e], v) : acc[e] + v;
        }
      }
    if (threadIdx.x == 0)
      arrivals[imageChunk] = 0; // for the next launch
  }
  if (!combines)
    return;
  if (!IsMax)
#pragma unroll
    for (int e = 0; e < V; ++e)
      acc[e] *= 1.f / kPixels;
  storeRun<V>(y + static_cast<long long>(n) * Shape::YPitch + run * V, aligned, acc);
}

/// A per-pixel layer's tensors: Pixels = N*H*W pixels of C channels; a, b and
/// y each with their own pitch (b's is 0 where there is no b). AGroup and
/// BGroup: how many consecutive output pixels share one pixel of a or b (1;
/// H*W for squeeze-and-excitation's [N, 1, 1, C] gate broadcast over an
/// image).
template <long long Pixels_, int C_, int APitch_, int BPitch_, int YPitch_,
          long long AGroup_ = 1, long long BGroup_ = 1>
struct PixelShape {
  static constexpr long long Pixels = Pixels_;
  static constexpr int C = C_, APitch = APitch_, BPitch = BPitch_, YPitch = YPitch_;
  static constexpr long long AGroup = AGroup_, BGroup = BGroup_;
  static constexpr long long kOutputs = Pixels * C;
};

/// Cross-channel LRN as cuDNN computes it (cudnnLRNCrossChannelForward):
///   y = x / (k + alpha / size * sum_{j in window} x_j^2)^beta
/// with the window [c - (size-1)/2, c + size - 1 - (size-1)/2], clipped to
/// the channels. Each thread computes V consecutive channels of one pixel
/// (as pool2d), reading the window as whole runs of V (16 bytes: V = 4 of
/// fp32, 8 of 16-bit storage); a run past either end of the channels reads as zeros, which add
/// nothing to the sum: the clipped window.
template <class Shape, int Size, int V = 1, class T>
__device__ __forceinline__ void lrn_cross_channel(const T *__restrict__ x, T *__restrict__ y,
                                                  float alpha, float beta, float k) {
  static_assert(Shape::C % V == 0 && Shape::APitch % V == 0 && Shape::YPitch % V == 0,
                "whole runs of V channels");
  constexpr int kRuns = Shape::C / V;
  const long long i = globalThreadIndex();
  if (i >= Shape::kOutputs / V)
    return;
  const int c = static_cast<int>(i % kRuns) * V;
  const long long pixel = i / kRuns;
  const T *xp = x + pixel * Shape::APitch;
  constexpr int kBehind = (Size - 1) / 2, kAhead = Size - 1 - kBehind;
  // The runs of V around c: window[j] holds channel c - kRunsBehind * V + j.
  constexpr int kRunsBehind = (kBehind + V - 1) / V, kRunsAhead = (kAhead + V - 1) / V;
  constexpr int kWindow = (kRunsBehind + 1 + kRunsAhead) * V;
  const bool aligned = isAligned(x, V * sizeof(T)) && isAligned(y, V * sizeof(T));
  float window[kWindow];
#pragma unroll
  for (int run = 0; run < kWindow / V; ++run) {
    const int first = c + (run - kRunsBehind) * V;
    float values[V];
    if (first >= 0 && first + V <= Shape::C) {
      loadRun<V>(xp + first, aligned, values);
    } else {
#pragma unroll
      for (int e = 0; e < V; ++e)
        values[e] = 0.f;
    }
#pragma unroll
    for (int e = 0; e < V; ++e)
      window[run * V + e] = values[e];
  }
  float out[V];
#pragma unroll
  for (int e = 0; e < V; ++e) {
    float sum = 0.f;
#pragma unroll
    for (int j = -kBehind; j <= kAhead; ++j) {
      const float v = window[kRunsBehind * V + e + j];
      sum = fmaf(v, v, sum);
    }
    // scale^-beta as exp2(-beta log2 scale): scale >= k > 0, and powf's
    // special cases (negative bases, infinities) cost a memory-bound
    // kernel its issue slots. __log2f is the special-function unit's
    // lg2.approx (absolute error ~2^-22 in log2, ~1e-7 relative in
    // scale^-beta): log2f's polynomial, ~20 instructions an element, made
    // the kernel bound by its arithmetic (docs/kernels.md, LRN).
    const float scale = k + alpha / Size * sum;
    out[e] = window[kRunsBehind * V + e] * exp2f(-beta * __log2f(scale));
  }
  storeRun<V>(y + pixel * Shape::YPitch + c, aligned, out);
}

/// A warp's maximum and sum of one value a lane, every lane given the
/// result (butterfly shuffles: the same order of operations in every lane).
__device__ __forceinline__ float warpAllMax(float v) {
#pragma unroll
  for (int o = 16; o > 0; o /= 2)
    v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, o));
  return v;
}
__device__ __forceinline__ float warpAllSum(float v) {
#pragma unroll
  for (int o = 16; o > 0; o /= 2)
    v += __shfl_xor_sync(0xffffffffu, v, o);
  return v;
}

/// Softmax over each pixel's channels: one warp per pixel (max, then the sum
/// of exponentials, by shuffles), so any channel count works. Up to 1,024
/// channels (32 a lane) the row stays in registers: x is read once, every
/// lane's loads issued together, and each exponential computed once. A
/// classifier's 1,000 classes over a batch of 64 are 64 warps, one pixel
/// each: the three dependent walks over the row that the general form makes
/// (max, sum, write) were its time (9 us on an H200 against 3.5 priced).
template <class Shape, class T>
__device__ __forceinline__ void softmax_channels(const T *__restrict__ x, T *__restrict__ y) {
  const long long pixel = globalThreadIndex() / 32;
  const int lane = threadIdx.x % 32;
  if (pixel >= Shape::Pixels)
    return; // whole warps leave together: blockDim is a multiple of 32
  const T *xp = x + pixel * Shape::APitch;
  T *yp = y + pixel * Shape::YPitch;
  const float kMinusInfinity = -__int_as_float(0x7f800000);
  constexpr int kPerLane = (Shape::C + 31) / 32;
  if constexpr (kPerLane <= 32) {
    float v[kPerLane];
    float mx = kMinusInfinity;
#pragma unroll
    for (int i = 0; i < kPerLane; ++i) {
      const int c = lane + 32 * i;
      v[i] = c < Shape::C ? toFloat(xp[c]) : kMinusInfinity;
      mx = fmaxf(mx, v[i]);
    }
    mx = warpAllMax(mx);
    float sum = 0.f;
#pragma unroll
    for (int i = 0; i < kPerLane; ++i) {
      v[i] = lane + 32 * i < Shape::C ? expf(v[i] - mx) : 0.f;
      sum += v[i];
    }
    sum = warpAllSum(sum);
    const float inv = 1.f / sum;
#pragma unroll
    for (int i = 0; i < kPerLane; ++i)
      if (lane + 32 * i < Shape::C)
        yp[lane + 32 * i] = fromFloat<T>(v[i] * inv);
  } else {
    float mx = kMinusInfinity;
    for (int c = lane; c < Shape::C; c += 32)
      mx = fmaxf(mx, toFloat(xp[c]));
    mx = warpAllMax(mx);
    float sum = 0.f;
    for (int c = lane; c < Shape::C; c += 32)
      sum += expf(toFloat(xp[c]) - mx);
    sum = warpAllSum(sum);
    const float inv = 1.f / sum;
    for (int c = lane; c < Shape::C; c += 32)
      yp[c] = fromFloat<T>(expf(toFloat(xp[c]) - mx) * inv);
  }
}

enum ElementwiseOp : int { kSum = 0, kProduct = 1, kMax = 2, kIdentity = 3 };

/// y = activation(a op b); kIdentity: y = activation(a), b unused (null): a
/// copy into a concatenation's slice, or a standalone activation layer. Each
/// thread computes V consecutive channels of one pixel (as pool2d).
template <class Shape, int Op, int Act, int V = 1, class T>
__device__ __forceinline__ void elementwise(const T *__restrict__ a, const T *__restrict__ b,
                                            T *__restrict__ y) {
  static_assert(Shape::C % V == 0 && Shape::APitch % V == 0 && Shape::BPitch % V == 0 &&
                    Shape::YPitch % V == 0,
                "whole runs of V channels");
  constexpr int kRuns = Shape::C / V;
  const long long i = globalThreadIndex();
  if (i >= Shape::kOutputs / V)
    return;
  const int c = static_cast<int>(i % kRuns) * V;
  const long long pixel = i / kRuns;
  const bool aligned = isAligned(a, V * sizeof(T)) && isAligned(y, V * sizeof(T)) &&
                       (Op == kIdentity || isAligned(b, V * sizeof(T)));
  float v[V];
  loadRun<V>(a + pixel / Shape::AGroup * Shape::APitch + c, aligned, v);
  if (Op != kIdentity) {
    float u[V];
    loadRun<V>(b + pixel / Shape::BGroup * Shape::BPitch + c, aligned, u);
#pragma unroll
    for (int e = 0; e < V; ++e)
      v[e] = Op == kSum ? v[e] + u[e] : Op == kProduct ? v[e] * u[e] : fmaxf(v[e], u[e]);
  }
#pragma unroll
  for (int e = 0; e < V; ++e)
    v[e] = activate<Act>(v[e]);
  storeRun<V>(y + pixel * Shape::YPitch + c, aligned, v);
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

//===----------------------------------------------------------------------===//
// Layer normalisation and transposes
//===----------------------------------------------------------------------===//

/// Layer norm over the C channels of every pixel (ConvNeXt's LayerNorm on
/// NHWC data): y = (x - mean) / sqrt(var + epsilon) * gamma + beta, the
/// biased variance, fp32 statistics whatever the storage. One warp per
/// pixel: the mean, then the variance about it (two passes over the pixel's
/// channels, the second from L1: no cancellation of E[x^2] - mean^2), then
/// the output.
template <class Shape, bool Affine, class T>
__device__ __forceinline__ void layer_norm_channels(const T *__restrict__ x,
                                                    const T *__restrict__ gamma,
                                                    const T *__restrict__ beta,
                                                    T *__restrict__ y, float epsilon) {
  const long long pixel = globalThreadIndex() / 32;
  const int lane = threadIdx.x % 32;
  if (pixel >= Shape::Pixels)
    return; // whole warps leave together: blockDim is a multiple of 32
  const T *xp = x + pixel * Shape::APitch;
  float sum = 0.f;
  for (int c = lane; c < Shape::C; c += 32)
    sum += toFloat(xp[c]);
  sum = warpAllSum(sum);
  const float mean = sum * (1.f / Shape::C);
  float squares = 0.f;
  for (int c = lane; c < Shape::C; c += 32) {
    const float d = toFloat(xp[c]) - mean;
    squares += d * d;
  }
  squares = warpAllSum(squares);
  const float inverse = rsqrtf(squares * (1.f / Shape::C) + epsilon);
  T *yp = y + pixel * Shape::YPitch;
  for (int c = lane; c < Shape::C; c += 32) {
    float v = (toFloat(xp[c]) - mean) * inverse;
    if (Affine)
      v = v * toFloat(gamma[c]) + toFloat(beta[c]);
    yp[c] = fromFloat<T>(v);
  }
}

/// Channels [Offset, Offset + C) of every pixel of x into y (a channel split):
/// one thread per output element, channels fastest.
template <class Shape, int Offset, class T>
__device__ __forceinline__ void extract_channels(const T *__restrict__ x, T *__restrict__ y) {
  const long long i = globalThreadIndex();
  if (i >= Shape::kOutputs)
    return;
  const int c = static_cast<int>(i % Shape::C);
  const long long pixel = i / Shape::C;
  y[pixel * Shape::YPitch + c] = x[pixel * Shape::APitch + Offset + c];
}

/// A dense tensor's extents, outermost first, and a permutation of them.
template <long long... E> struct Extents {};
template <int... P> struct Permutation {};

/// The input's extents and the permutation (output dimension i is input
/// dimension Source(i)) of a transpose, with the strides both sides walk.
/// Dimensions are indexed at run time in fully unrolled loops, so every
/// call below folds to a constant.
template <class In, class Perm> struct TransposeShape;
template <long long... E, int... P>
struct TransposeShape<Extents<E...>, Permutation<P...>> {
  static constexpr int kRank = sizeof...(E);
  static_assert(sizeof...(P) == sizeof...(E), "one permutation entry per dimension");
  static constexpr long long kElements = (E * ... * 1LL);
  __device__ static constexpr long long inExtent(int d) {
    const long long e[] = {E...};
    return e[d];
  }
  __device__ static constexpr int source(int i) {
    const int p[] = {P...};
    return p[i];
  }
  __device__ static constexpr long long outExtent(int i) { return inExtent(source(i)); }
  /// Row-major strides of the input and output dimensions.
  __device__ static constexpr long long inStride(int d) {
    long long stride = 1;
    for (int k = kRank - 1; k > d; --k)
      stride *= inExtent(k);
    return stride;
  }
  __device__ static constexpr long long outStride(int i) {
    long long stride = 1;
    for (int k = kRank - 1; k > i; --k)
      stride *= outExtent(k);
    return stride;
  }
  /// The output dimension that input dimension d becomes.
  __device__ static constexpr int target(int d) {
    int i = 0;
    while (source(i) != d)
      ++i;
    return i;
  }
};

/// One thread per output element, in output order: a warp's writes are
/// contiguous, its reads are runs of the input's innermost extent (all of
/// them contiguous when the innermost dimension stays innermost).
template <class Shape, class T>
__device__ __forceinline__ void transpose_elements(const T *__restrict__ x, T *__restrict__ y) {
  const long long i = globalThreadIndex();
  if (i >= Shape::kElements)
    return;
  long long rest = i, from = 0;
#pragma unroll
  for (int d = Shape::kRank - 1; d >= 0; --d) {
    from += rest % Shape::outExtent(d) * Shape::inStride(Shape::source(d));
    rest /= Shape::outExtent(d);
  }
  y[i] = x[from];
}

/// Where the innermost dimension changes: a block moves a 32 x 32 tile of
/// (A = the input's innermost dimension) x (B = the input dimension that
/// becomes the output's innermost) through shared memory, so that both the
/// reads (along A) and the writes (along B) are contiguous. 32 x 8 threads,
/// four rows each; the tile row has 33 elements so that a column read by a
/// warp hits 32 banks. Block x enumerates (tile of A, tile of B, the other
/// dimensions).
template <class Shape, class T>
__device__ __forceinline__ void transpose_tiled(const T *__restrict__ x, T *__restrict__ y) {
  constexpr int kTile = 32, kRows = 8;
  constexpr int kA = Shape::kRank - 1;        // input innermost
  constexpr int kB = Shape::source(Shape::kRank - 1); // becomes output innermost
  constexpr long long kExtentA = Shape::inExtent(kA), kExtentB = Shape::inExtent(kB);
  constexpr long long kTilesA = (kExtentA + kTile - 1) / kTile;
  constexpr long long kTilesB = (kExtentB + kTile - 1) / kTile;
  __shared__ T tile[kTile][kTile + 1];

  long long block = blockIdx.x;
  const long long a0 = block % kTilesA * kTile;
  block /= kTilesA;
  const long long b0 = block % kTilesB * kTile;
  block /= kTilesB;
  // The other dimensions' coordinates, from the remaining block index.
  long long inBase = 0, outBase = 0;
#pragma unroll
  for (int d = Shape::kRank - 1; d >= 0; --d) {
    if (d == kA || d == kB)
      continue;
    const long long coordinate = block % Shape::inExtent(d);
    block /= Shape::inExtent(d);
    inBase += coordinate * Shape::inStride(d);
    outBase += coordinate * Shape::outStride(Shape::target(d));
  }
  const int tx = threadIdx.x % kTile, ty = threadIdx.x / kTile;
#pragma unroll
  for (int r = ty; r < kTile; r += kRows) {
    const long long a = a0 + tx, b = b0 + r;
    if (a < kExtentA && b < kExtentB)
      tile[r][tx] = x[inBase + b * Shape::inStride(kB) + a];
  }
  __syncthreads();
#pragma unroll
  for (int r = ty; r < kTile; r += kRows) {
    const long long a = a0 + r, b = b0 + tx;
    if (a < kExtentA && b < kExtentB)
      y[outBase + a * Shape::outStride(Shape::target(kA)) + b] = tile[tx][r];
  }
}

} // namespace netc
