// netc_conv_depthwise.cuh - depthwise convolution, channels in runs of four
// and a strip of output columns a thread
// (part of netc_kernels.cuh, which netc embeds as one file: see there).
#pragma once

#include "netc_common.cuh"

namespace netc {

/// V consecutive channels of QT consecutive output columns a thread; a block
/// of Runs x Strips threads: Runs channel runs (one chunk of the channels,
/// blockIdx.y) of Strips strips.
template <int V_, int QT_, int Runs_, int Strips_> struct DepthwiseTile {
  static constexpr int V = V_, QT = QT_, Runs = Runs_, Strips = Strips_;
};

/// Depthwise convolution (one input channel per output channel, Groups = C
/// = K): a thread computes V consecutive channels of QT consecutive output
/// pixels of one row; the block's threads are its chunk's Runs channel runs
/// (fastest: a warp reads consecutive channels of a pixel) times Strips
/// strips; blockIdx.y is the chunk.
///
/// Why a strip: the grouped kernel (one output a thread) issues a scalar
/// load of x, one of w and their index arithmetic on every tap of every
/// channel, and measured one multiply-add a tap per 0.6-1.0 ps over
/// mobilenet_v3_large's depthwise layers on an H200 (2026-11-29), 3-6x its
/// bandwidth time: it is bound by instructions, not bytes. Here a row of
/// input pixels is read once for the QT outputs it feeds (a 3 x 3 stride-1
/// strip of 8 reads 10 columns a filter row where 8 lone outputs read 24),
/// each a vector of V channels. Which output a column feeds through which
/// tap is known at compile time (the loops unroll), so the only run-time
/// tests are the image's borders.
///
/// Why the filter goes through shared memory: in [K][R][S] order the V
/// channels of a tap are R * S elements apart, so a warp's filter load
/// touches 32 lines of L1 where its x load touches 4; with the filter read
/// straight from global memory, those loads set the kernel's pace
/// (2026-11-30, docs/results/2026-11-30-depthwise-strip-h200.md). The block
/// copies its chunk's R * S x Runs * V filter taps once, contiguous in
/// global memory, into shared memory tap-major (a row of the chunk's
/// channels per tap, padded by 4 floats against bank conflicts in the
/// copy), and every thread then reads a tap's V weights as one 16-byte
/// vector. Dynamic shared memory: R * S * (Runs * V + 4) floats.
template <class Shape, class Tile, int Act, bool HasBias, class T>
__device__ __forceinline__ void conv2d_depthwise(const T *__restrict__ x, const T *__restrict__ w,
                                                 const T *__restrict__ bias, T *__restrict__ y) {
  constexpr int V = Tile::V, QT = Tile::QT, Runs = Tile::Runs, Strips = Tile::Strips;
  static_assert(V == 4, "the filter is read from shared memory as 16-byte vectors");
  static_assert(Shape::C == Shape::K, "depthwise: one input channel per output channel");
  static_assert(Shape::K % V == 0 && Shape::XPitch % V == 0 && Shape::YPitch % V == 0,
                "whole runs of V channels");
  constexpr int R = Shape::R, S = Shape::S, kTaps = R * S, kRuns = Shape::K / V;
  constexpr int SW = Shape::StrideW, DW = Shape::DilationW;
  constexpr int kStrips = (Shape::Q + QT - 1) / QT;
  // Input columns a strip reads: its first output's window to its last's.
  constexpr int kSpan = (QT - 1) * SW + (S - 1) * DW + 1;
  constexpr int kRow = Runs * V + 4; // a tap's row of the chunk's channels in shared memory
  constexpr long long kStripsTotal = static_cast<long long>(Shape::N) * Shape::P * kStrips;

  // The chunk's filter, tap-major, in shared memory.
  extern __shared__ __align__(128) unsigned char smem[];
  float(*const filter)[kRow] = reinterpret_cast<float(*)[kRow]>(smem);
  const int firstChannel = static_cast<int>(blockIdx.y) * Runs * V;
  const int chunkChannels =
      Shape::K - firstChannel < Runs * V ? Shape::K - firstChannel : Runs * V;
  for (int i = static_cast<int>(threadIdx.x); i < chunkChannels * kTaps; i += Runs * Strips)
    filter[i % kTaps][i / kTaps] =
        toFloat(w[static_cast<long long>(firstChannel) * kTaps + i]); // [K][R][S]: contiguous
  __syncthreads();

  const int lane = static_cast<int>(threadIdx.x % Runs);
  const long long strip = static_cast<long long>(blockIdx.x) * Strips + threadIdx.x / Runs;
  const int run = static_cast<int>(blockIdx.y) * Runs + lane;
  if (run >= kRuns || strip >= kStripsTotal)
    return;
  const int k = run * V, channel = lane * V;
  const int q0 = static_cast<int>(strip % kStrips) * QT;
  const long long np = strip / kStrips;
  const int p = static_cast<int>(np % Shape::P);
  const int n = static_cast<int>(np / Shape::P);
  const int ih0 = p * Shape::StrideH - Shape::PadH, iw0 = q0 * SW - Shape::PadW;
  const T *xImage = x + static_cast<long long>(n) * Shape::H * Shape::W * Shape::XPitch + k;
  const bool aligned = isAligned(x, V * sizeof(T)) && isAligned(y, V * sizeof(T));
  float acc[QT][V];
#pragma unroll
  for (int t = 0; t < QT; ++t)
#pragma unroll
    for (int e = 0; e < V; ++e)
      acc[t][e] = 0.f;
#pragma unroll
  for (int r = 0; r < R; ++r) {
    const int ih = ih0 + r * Shape::DilationH;
    if (static_cast<unsigned>(ih) >= static_cast<unsigned>(Shape::H))
      continue;
    float wr[S][V]; // this filter row's taps of the V channels
#pragma unroll
    for (int s = 0; s < S; ++s)
      loadVec<V>(&filter[r * S + s][channel], wr[s]);
    const T *xRow = xImage + static_cast<long long>(ih) * Shape::W * Shape::XPitch;
#pragma unroll
    for (int j = 0; j < kSpan; ++j) {
      const int iw = iw0 + j;
      if (static_cast<unsigned>(iw) >= static_cast<unsigned>(Shape::W))
        continue;
      float v[V];
      loadRun<V>(xRow + static_cast<long long>(iw) * Shape::XPitch, aligned, v);
      // Column j feeds output t through tap s where j = t * SW + s * DW.
#pragma unroll
      for (int t = 0; t < QT; ++t) {
        const int d = j - t * SW;
        if (d >= 0 && d % DW == 0 && d / DW < S)
#pragma unroll
          for (int e = 0; e < V; ++e)
            acc[t][e] = fmaf(v[e], wr[d / DW][e], acc[t][e]);
      }
    }
  }
  float b[V];
#pragma unroll
  for (int e = 0; e < V; ++e)
    b[e] = HasBias ? toFloat(bias[k + e]) : 0.f;
  T *yRow = y + (static_cast<long long>(n) * Shape::P + p) * Shape::Q * Shape::YPitch + k;
#pragma unroll
  for (int t = 0; t < QT; ++t) {
    if (q0 + t >= Shape::Q) // the last strip's columns past the row
      break;
    float out[V];
#pragma unroll
    for (int e = 0; e < V; ++e)
      out[e] = activate<Act>(acc[t][e] + b[e]);
    storeRun<V>(yRow + static_cast<long long>(q0 + t) * Shape::YPitch, aligned, out);
  }
}

} // namespace netc
