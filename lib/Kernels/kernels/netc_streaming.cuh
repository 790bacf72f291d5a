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
  float v = toFloat(a[pixel / Shape::AGroup * Shape::APitch + c]);
  if (Op != kIdentity) {
    const float u = toFloat(b[pixel / Shape::BGroup * Shape::BPitch + c]);
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
