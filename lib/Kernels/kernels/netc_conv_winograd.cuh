// netc_conv_winograd.cuh - 3x3 stride-1 convolution by Winograd's minimal
// filtering F(2x2, 3x3), fused into one kernel (fp32 on the CUDA cores).
//
// Why: with TF32 off, a 3x3 layer on the CUDA cores is bound by its 9 C K
// multiply-adds per output pixel; cuDNN's fp32 engines for vgg16's conv4_x
// and conv5_x ran 2.4x the implicit GEMM's time there, at 103 TFLOP/s
// counted directly: above the 67 of plain fp32, so not a GEMM
// (docs/results/2026-11-29-whole-nets-h200.md). F(2x2, 3x3) computes each
// 2x2 output tile from a 4x4 input patch with 16 multiplies per channel pair
// instead of 36: 2.25x fewer (Lavin and Gray, "Fast Algorithms for
// Convolutional Neural Networks", 2016, whose transforms these are).
//
// The algorithm, per 2x2 output tile t, input channel c and output channel k:
//   V = B^T d B   the 4x4 input patch d transformed (additions only)
//   U = G g G^T   the 3x3 filter g transformed (additions and halvings)
//   M[xi] = sum over c of V[xi][t][c] * U[xi][k][c], for each of the 16
//           positions xi of the 4x4 transformed tile: 16 independent GEMMs
//   Y = A^T M A   the 2x2 outputs (additions only)
// with
//   B^T = [1 0 -1 0; 0 1 1 0; 0 -1 1 0; 0 1 0 -1]
//   G   = [1 0 0; 1/2 1/2 1/2; 1/2 -1/2 1/2; 0 0 1]
//   A^T = [1 1 1 0; 0 1 -1 -1]
//
// One block computes BT output tiles by BK output channels. Each step of the
// reduction brings BC input channels: every thread loads one patch's 16
// values and two filters' 9, transforms them and stores the results into
// shared memory (V as [xi][c][tile], U as [xi][c][k]), and the block's 16
// groups of 16 threads, one group per xi, run the 16 GEMMs of the step, each
// thread an 8 x 16 block of one of them. The filter transform is repeated by
// every block that reads the filter (84 of a thread's ~1,200 instructions a
// step, against 1,024 FMAs) rather than kept in a workspace, so the kernel is one launch
// with the ABI of every convolution. Global loads of the next step go to
// registers before the current step's GEMMs (two shared buffers). At the
// end, the 16 accumulators of each (tile, channel) pair meet in shared
// memory, half the channels at a time, for the output transform, the bias,
// the activation and the store.
//
// Numerics: the transforms' halvings are exact in binary floating point and
// the rest are additions of at most four terms, so the result differs from
// direct convolution by a few units in the last place of the sums'
// magnitudes (Lavin and Gray measure F(2x2, 3x3) at the direct error; the
// catalog offers no larger tile, whose error grows with its points).
#pragma once

namespace netc {

/// The Winograd kernel's block: BT output tiles of 2x2 pixels by BK output
/// channels, BC input channels per step; 256 threads. The thread layout
/// (16 groups of 4 x 4 threads, each an 8 x 16 block of one GEMM) fixes BT
/// at 32 and BK at 64; BC = 8 gives each thread one patch per step.
template <int BT_, int BK_, int BC_> struct WinogradTile {
  static constexpr int BT = BT_, BK = BK_, BC = BC_;
  static constexpr int kThreads = 256;
  /// Row pitches in floats: +4 keeps rows 16-byte aligned and spreads the
  /// transposing stores of one warp (8 channels x 4 tiles) over all banks.
  static constexpr int kVPitch = BT + 4, kUPitch = BK + 4;
  static constexpr int kVFloats = 16 * BC * kVPitch, kUFloats = 16 * BC * kUPitch;
  /// The output transform's staging: [xi][tile][half the channels].
  static constexpr int kMPitch = BK / 2 + 4;
  static constexpr int kMFloats = 16 * BT * kMPitch;
  static constexpr int kLoopFloats = 2 * (kVFloats + kUFloats);
  static constexpr int kSharedBytes =
      4 * (kLoopFloats > kMFloats ? kLoopFloats : kMFloats);
};

/// Output tile t of the layer: its image and the top-left input pixel of its
/// 4x4 patch (which may lie in the padding).
template <class Shape> struct WinogradTileOrigin {
  static constexpr int kTilesH = (Shape::P + 1) / 2, kTilesW = (Shape::Q + 1) / 2;
  static constexpr int kTiles = Shape::N * kTilesH * kTilesW;
  int n, p0, q0; ///< image, first output row and column

  __device__ __forceinline__ explicit WinogradTileOrigin(int t) {
    n = t / (kTilesH * kTilesW);
    const int r = t - n * (kTilesH * kTilesW);
    const int th = r / kTilesW;
    p0 = 2 * th;
    q0 = 2 * (r - th * kTilesW);
  }
};

template <class Shape, class Tile, int Act, bool HasBias, class T>
__device__ __forceinline__ void conv2d_winograd_2x2_3x3(const T *__restrict__ x,
                                                        const T *__restrict__ w,
                                                        const T *__restrict__ bias,
                                                        T *__restrict__ y) {
  static_assert(Shape::R == 3 && Shape::S == 3 && Shape::StrideH == 1 && Shape::StrideW == 1 &&
                    !Shape::kDilated,
                "F(2x2, 3x3) computes 3x3 filters at stride 1, undilated");
  constexpr int BT = Tile::BT, BK = Tile::BK, BC = Tile::BC;
  static_assert(BT == 32 && BK == 64, "the thread layout is 16 groups of 4 x 4 threads, "
                                      "8 tiles x 16 channels each");
  static_assert(BT * BC == Tile::kThreads, "one patch per thread and step");
  constexpr int kFilters = BK * BC / Tile::kThreads; // filters a thread transforms per step
  static_assert(kFilters * Tile::kThreads == BK * BC, "whole filters per thread");
  constexpr int VP = Tile::kVPitch, UP = Tile::kUPitch, MP = Tile::kMPitch;
  constexpr int kTiles = WinogradTileOrigin<Shape>::kTiles;
  constexpr int kSteps = (Shape::C + BC - 1) / BC;
  constexpr int TI = 8, TK = 16; // a thread's tiles and channels in its GEMM

  extern __shared__ __align__(128) unsigned char smem[];
  float *const shared = reinterpret_cast<float *>(smem);
  float *const Vs = shared;                      // [2][16][BC][VP]
  float *const Us = shared + 2 * Tile::kVFloats; // [2][16][BC][UP]

  const int tid = threadIdx.x;
  const int t0 = blockIdx.x * BT, k0 = blockIdx.y * BK;

  // ---- What this thread loads and transforms: fixed for the reduction ----
  // The patch of tile patchTile at channel patchChannel of each step, its
  // in-image taps as a 16-bit mask (bit 4 i + j: row i, column j).
  const int patchChannel = tid % BC, patchTile = tid / BC;
  unsigned patchMask = 0;
  long long patchOffset = 0;
  if (t0 + patchTile < kTiles) {
    const WinogradTileOrigin<Shape> origin(t0 + patchTile);
    const int ih0 = origin.p0 - Shape::PadH, iw0 = origin.q0 - Shape::PadW;
#pragma unroll
    for (int i = 0; i < 4; ++i)
#pragma unroll
      for (int j = 0; j < 4; ++j)
        if (ih0 + i >= 0 && ih0 + i < Shape::H && iw0 + j >= 0 && iw0 + j < Shape::W)
          patchMask |= 1u << (4 * i + j);
    patchOffset = ((static_cast<long long>(origin.n) * Shape::H + ih0) * Shape::W + iw0) *
                  Shape::XPitch;
  }

  float d[16], g[kFilters][9];
  auto loadGlobal = [&](int c0) {
    const int c = c0 + patchChannel;
#pragma unroll
    for (int q = 0; q < 16; ++q)
      d[q] = (c < Shape::C && (patchMask >> q & 1u))
                 ? toFloat(x[patchOffset + static_cast<long long>((q / 4) * Shape::W + q % 4) *
                                              Shape::XPitch +
                             c])
                 : 0.f;
#pragma unroll
    for (int f = 0; f < kFilters; ++f) {
      const int pair = tid + f * Tile::kThreads;
      const int k = k0 + pair / BC, cf = c0 + pair % BC;
      const bool valid = k < Shape::K && cf < Shape::C;
#pragma unroll
      for (int tap = 0; tap < 9; ++tap)
        g[f][tap] = valid ? toFloat(w[(static_cast<long long>(k) * 9 + tap) * Shape::C + cf])
                          : 0.f;
    }
  };

  auto storeShared = [&](int buf) {
    // V = B^T d B: the rows, then the columns.
    float rows[16];
#pragma unroll
    for (int j = 0; j < 4; ++j) {
      rows[0 * 4 + j] = d[0 * 4 + j] - d[2 * 4 + j];
      rows[1 * 4 + j] = d[1 * 4 + j] + d[2 * 4 + j];
      rows[2 * 4 + j] = d[2 * 4 + j] - d[1 * 4 + j];
      rows[3 * 4 + j] = d[1 * 4 + j] - d[3 * 4 + j];
    }
    float *const v = Vs + (buf * 16 * BC + patchChannel) * VP + patchTile;
#pragma unroll
    for (int i = 0; i < 4; ++i) {
      const float *r = rows + 4 * i;
      v[((4 * i + 0) * BC) * VP] = r[0] - r[2];
      v[((4 * i + 1) * BC) * VP] = r[1] + r[2];
      v[((4 * i + 2) * BC) * VP] = r[2] - r[1];
      v[((4 * i + 3) * BC) * VP] = r[1] - r[3];
    }
    // U = G g G^T: the filter's columns, then its rows.
#pragma unroll
    for (int f = 0; f < kFilters; ++f) {
      const int pair = tid + f * Tile::kThreads;
      float s[4][3];
#pragma unroll
      for (int col = 0; col < 3; ++col) {
        const float a = g[f][col], b = g[f][3 + col], c = g[f][6 + col];
        s[0][col] = a;
        s[1][col] = 0.5f * (a + b + c);
        s[2][col] = 0.5f * (a - b + c);
        s[3][col] = c;
      }
      float *const u = Us + (buf * 16 * BC + pair % BC) * UP + pair / BC;
#pragma unroll
      for (int i = 0; i < 4; ++i) {
        u[((4 * i + 0) * BC) * UP] = s[i][0];
        u[((4 * i + 1) * BC) * UP] = 0.5f * (s[i][0] + s[i][1] + s[i][2]);
        u[((4 * i + 2) * BC) * UP] = 0.5f * (s[i][0] - s[i][1] + s[i][2]);
        u[((4 * i + 3) * BC) * UP] = s[i][2];
      }
    }
  };

  // ---- The 16 GEMMs: group xi of 16 threads, 4 x 4 of 8 tiles x 16 ------
  // A thread's tiles are ti * 4 + 16 m + (0..3) and its channels kj * 4 + 16
  // m + (0..3): the four threads of a row read 64 contiguous bytes per load,
  // every bank once.
  const int xi = tid / 16, ti = (tid % 16) / 4, kj = tid % 4;
  float acc[TI][TK];
  zeroTile(acc);

  // Two shared buffers, the next step's global loads in registers during
  // the GEMMs, one barrier a step: the SIMT kernel's pipeline (netc_conv.cuh),
  // written out in each rather than shared through a helper taking lambdas,
  // which changed the SIMT kernel's code (measured as it is) for nothing.
  loadGlobal(0);
  storeShared(0);
  __syncthreads();
  for (int step = 0; step < kSteps; ++step) {
    const int buf = step & 1;
    if (step + 1 < kSteps)
      loadGlobal((step + 1) * BC);
#pragma unroll
    for (int c = 0; c < BC; ++c) {
      const float *vRow = Vs + ((buf * 16 + xi) * BC + c) * VP + ti * 4;
      const float *uRow = Us + ((buf * 16 + xi) * BC + c) * UP + kj * 4;
      float a[TI], b[TK];
      loadSharedRuns4(vRow, 16, a);
      loadSharedRuns4(uRow, 16, b);
      accumulateOuterProduct(acc, a, b);
    }
    if (step + 1 < kSteps)
      storeShared(buf ^ 1);
    __syncthreads();
  }

  // ---- Output transform, half the block's channels at a time -------------
  // Staging Ms[xi][tile][channel of the half] over the loop's buffers (every
  // thread passed the loop's last barrier).
  float *const Ms = shared;
#pragma unroll
  for (int half = 0; half < 2; ++half) {
    // This thread's channels in the half: m = 2 half and 2 half + 1.
#pragma unroll
    for (int i = 0; i < TI; ++i) {
      const int tile = (i / 4) * 16 + ti * 4 + i % 4;
#pragma unroll
      for (int mm = 0; mm < 2; ++mm) {
        const int m = 2 * half + mm; // acc columns 4 m .. 4 m + 3: channels kj * 4 + 16 m
        Vec4f v;
        v.x = acc[i][4 * m + 0]; v.y = acc[i][4 * m + 1];
        v.z = acc[i][4 * m + 2]; v.w = acc[i][4 * m + 3];
        *reinterpret_cast<Vec4f *>(Ms + (xi * BT + tile) * MP + kj * 4 + 16 * mm) = v;
      }
    }
    __syncthreads();
    // Thread (tile, channel): consecutive threads, consecutive channels.
    constexpr int kHalf = BK / 2;
    const int kl = tid % kHalf;
    const int k = k0 + half * kHalf + kl;
#pragma unroll
    for (int pass = 0; pass < BT * kHalf / Tile::kThreads; ++pass) {
      const int tile = tid / kHalf + pass * (Tile::kThreads / kHalf);
      float mv[16];
#pragma unroll
      for (int e = 0; e < 16; ++e)
        mv[e] = Ms[(e * BT + tile) * MP + kl];
      // Y = A^T M A.
      float cols[2][4];
#pragma unroll
      for (int j = 0; j < 4; ++j) {
        cols[0][j] = mv[0 * 4 + j] + mv[1 * 4 + j] + mv[2 * 4 + j];
        cols[1][j] = mv[1 * 4 + j] - mv[2 * 4 + j] - mv[3 * 4 + j];
      }
      if (t0 + tile < kTiles && k < Shape::K) {
        const WinogradTileOrigin<Shape> origin(t0 + tile);
        const float b = HasBias ? toFloat(bias[k]) : 0.f;
#pragma unroll
        for (int r = 0; r < 2; ++r) {
          const float out[2] = {cols[r][0] + cols[r][1] + cols[r][2],
                                cols[r][1] - cols[r][2] - cols[r][3]};
#pragma unroll
          for (int s = 0; s < 2; ++s) {
            const int p = origin.p0 + r, q = origin.q0 + s;
            if (p < Shape::P && q < Shape::Q)
              y[((static_cast<long long>(origin.n) * Shape::P + p) * Shape::Q + q) *
                    Shape::YPitch +
                k] = fromFloat<T>(activate<Act>(out[s] + b));
          }
        }
      }
    }
    __syncthreads(); // the next half overwrites Ms
  }
}

} // namespace netc
