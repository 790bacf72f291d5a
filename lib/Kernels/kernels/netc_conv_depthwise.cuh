// netc_conv_depthwise.cuh - depthwise convolution, channels in runs of four
// (part of netc_kernels.cuh, which netc embeds as one file: see there).
#pragma once

#include "netc_common.cuh"

namespace netc {

/// Depthwise convolution (one input channel per output channel, Groups = C
/// = K), V consecutive channels of one output pixel a thread: each tap is
/// one vector load of x (V channels, 16 or 8 bytes where aligned) and V
/// filter loads, where conv2d_grouped spends a scalar load of x, one of w
/// and their index arithmetic on every channel. The grouped kernel measured
/// one multiply-add a tap per 0.6-1.0 ps over mobilenet_v3_large's 15
/// depthwise layers on an H200 (2026-11-29): it issues instructions, not
/// bytes, at its limit. This one paid at 16 and 32 channels (1.57-1.79x)
/// and not beyond, where a warp's V filter loads a tap reach 128 filter rows
/// (0.54-1.09x); the catalog offers it at 32 channels or fewer.
template <class Shape, int V, int Act, bool HasBias, class T>
__device__ __forceinline__ void conv2d_depthwise(const T *__restrict__ x, const T *__restrict__ w,
                                                 const T *__restrict__ bias, T *__restrict__ y) {
  static_assert(Shape::C == Shape::K, "depthwise: one input channel per output channel");
  static_assert(Shape::K % V == 0 && Shape::XPitch % V == 0 && Shape::YPitch % V == 0,
                "whole runs of V channels");
  constexpr int R = Shape::R, S = Shape::S, kRuns = Shape::K / V;
  constexpr long long kThreads =
      static_cast<long long>(Shape::N) * Shape::P * Shape::Q * kRuns;
  const long long i = globalThreadIndex();
  if (i >= kThreads)
    return;
  const WindowedRun run = locateWindowedRun<Shape, kRuns, V>(i);
  const int k = run.channel, ih0 = run.ih0, iw0 = run.iw0;
  const long long pixel = run.pixel;
  const T *xImage = x + static_cast<long long>(run.n) * Shape::H * Shape::W * Shape::XPitch + k;
  const T *wk = w + static_cast<long long>(k) * R * S; // [K][R][S], one channel a filter
  const bool aligned = isAligned(x, V * sizeof(T)) && isAligned(y, V * sizeof(T));
  float acc[V];
#pragma unroll
  for (int e = 0; e < V; ++e)
    acc[e] = 0.f;
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
      float v[V];
      loadRun<V>(xImage + (static_cast<long long>(ih) * Shape::W + iw) * Shape::XPitch, aligned, v);
#pragma unroll
      for (int e = 0; e < V; ++e)
        acc[e] = fmaf(v[e], toFloat(wk[e * R * S + r * S + s]), acc[e]);
    }
  }
#pragma unroll
  for (int e = 0; e < V; ++e)
    acc[e] = activate<Act>(HasBias ? acc[e] + toFloat(bias[k + e]) : acc[e]);
  storeRun<V>(y + pixel * Shape::YPitch + k, aligned, acc);
}

} // namespace netc
