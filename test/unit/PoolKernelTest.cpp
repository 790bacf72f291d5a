//===- PoolKernelTest.cpp - The pooling kernels, on the CPU ----------------===//
//
// pool2d (a window a thread: max_pool2d, avg_pool2d) and global_pool2d
// (lib/Kernels/kernels/netc_streaming.cuh) run through CudaOnCpu.h with the
// grid, block and template arguments the catalog gives them, against
// double precision. Windowed: stride 2 with padding (taps outside the image:
// never the max, zeros in the average), runs of 4 channels and of 1 (the
// runs of 8 of 16-bit storage load 16-bit types the shim does not have).
// Global: channel runs of 4 and of 1, a last chunk of runs short of the
// block's, pixel pitches above the channels (NaN there, never read), slices
// that do not divide the pixels, and an image's pixels split over blocks
// (the splits' partials meeting in the workspace, the counters left zero).
//
//===----------------------------------------------------------------------===//

#include "KernelCatalogTestHelpers.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>
#include <string>

// The kernel templates as host code: after every other header, since the
// shim defines CUDA's keywords away.
#include "CudaOnCpu.h"
#include "Kernels/kernels/netc_common.cuh"
#include "Kernels/kernels/netc_streaming.cuh"
#undef asm

namespace {

using namespace netc::cuda;

template <int N_, int H_, int W_, int C_, int XPitch_, int YPitch_> struct Layer {
  enum : int { N = N_, H = H_, W = W_, C = C_, XPitch = XPitch_ };
  enum : int { P = 1, Q = 1, YPitch = YPitch_ };
  enum : int { KH = H_, KW = W_, StrideH = H_, StrideW = W_, PadH = 0, PadW = 0 };
};

/// Runs the kernel as the catalog launches it (checking that the catalog's
/// body names these template arguments) and returns the largest error
/// against the double-precision result, relative to it where it is above 1
/// (the inputs are in [-1, 1], so a mean near 0 is compared absolutely);
/// outputs left NaN count as 1.
template <class L, bool IsMax, int V, int RunsPerBlock, int Slices, int PixelSplits = 1>
double run(unsigned seed) {
  PoolProblem problem;
  problem.kind = IsMax ? PoolKind::Max : PoolKind::Avg;
  problem.x = {L::N, L::H, L::W, L::C, L::XPitch};
  problem.y = {L::N, 1, 1, L::C, L::YPitch};
  problem.kh = problem.strideH = L::H;
  problem.kw = problem.strideW = L::W;
  const KernelConfig config = poolKernel(problem, netc::KernelTarget{90});
  const std::string call = std::string("netc::global_pool2d<Shape, /*IsMax=*/") +
                           (IsMax ? "true" : "false") + ", /*V=*/" + std::to_string(V) +
                           ", /*RunsPerBlock=*/" + std::to_string(RunsPerBlock) +
                           ", /*Slices=*/" + std::to_string(Slices) +
                           (PixelSplits > 1 ? ", /*PixelSplits=*/" + std::to_string(PixelSplits) +
                                                  ">(x, y, workspace, arrivals);"
                                            : std::string(">(x, y);"));
  EXPECT_NE(config.body.find(call), std::string::npos) << config.body;
  const int imageChunks = L::N * ((L::C / V + RunsPerBlock - 1) / RunsPerBlock);
  EXPECT_EQ(config.gridX, imageChunks * PixelSplits);
  EXPECT_EQ(config.workspaceBytes,
            PixelSplits > 1 ? int64_t(sizeof(float)) * imageChunks * PixelSplits * RunsPerBlock * V
                            : 0);
  EXPECT_EQ(config.threads, RunsPerBlock * Slices);
  EXPECT_EQ(config.sharedBytes, int64_t(sizeof(float)) * RunsPerBlock * Slices * V);

  std::mt19937 random(seed);
  std::vector<float> x = cuda_on_cpu::randomPitched(random, size_t(L::N) * L::H * L::W, L::C, L::XPitch);
  std::vector<float> y = cuda_on_cpu::poisoned(size_t(L::N) * L::YPitch);
  // The splits' partial runs, NaN until written; the arrival counters zero,
  // as the module loads them.
  std::vector<float> workspace = cuda_on_cpu::poisoned(config.workspaceBytes / sizeof(float));
  std::vector<unsigned> arrivals(imageChunks, 0u);
  cuda_on_cpu::launch({unsigned(config.gridX), 1, 1}, unsigned(config.threads), [&] {
    netc::global_pool2d<netc::PoolShape<L>, IsMax, V, RunsPerBlock, Slices, PixelSplits>(
        x.data(), y.data(), workspace.data(), arrivals.data());
  });
  for (int i = 0; i < imageChunks; ++i) // left zero for the next launch
    EXPECT_EQ(arrivals[i], 0u) << "image chunk " << i;

  double worst = 0;
  for (int n = 0; n < L::N; ++n) {
    for (int c = 0; c < L::C; ++c) {
      double want = IsMax ? -INFINITY : 0.0;
      for (int pixel = 0; pixel < L::H * L::W; ++pixel) {
        const double v = x[(size_t(n) * L::H * L::W + pixel) * L::XPitch + c];
        want = IsMax ? std::max(want, v) : want + v;
      }
      if (!IsMax)
        want /= L::H * L::W;
      const float got = y[size_t(n) * L::YPitch + c];
      worst = std::max(worst, std::isfinite(got)
                                  ? std::abs(double(got) - want) / std::max(std::abs(want), 1.0)
                                  : 1.0);
    }
    for (int c = L::C; c < L::YPitch; ++c) // the pitch's padding is never written
      EXPECT_TRUE(std::isnan(y[size_t(n) * L::YPitch + c])) << "image " << n << " channel " << c;
  }
  return worst;
}

template <int N_, int H_, int W_, int C_, int Pitch_> struct WindowLayer {
  enum : int { N = N_, H = H_, W = W_, C = C_, XPitch = Pitch_ };
  enum : int { P = (H_ + 2 - 3) / 2 + 1, Q = (W_ + 2 - 3) / 2 + 1, YPitch = Pitch_ };
  enum : int { KH = 3, KW = 3, StrideH = 2, StrideW = 2, PadH = 1, PadW = 1 };
};

/// A 3x3 stride-2 pool with padding 1, as the catalog launches it; the
/// largest error against double precision (as `run` measures it).
template <class L, bool IsMax, int V> double runWindowed(unsigned seed) {
  PoolProblem problem;
  problem.kind = IsMax ? PoolKind::Max : PoolKind::Avg;
  problem.x = {L::N, L::H, L::W, L::C, L::XPitch};
  problem.y = {L::N, L::P, L::Q, L::C, L::YPitch};
  problem.kh = problem.kw = 3;
  problem.strideH = problem.strideW = 2;
  problem.padTop = problem.padLeft = 1;
  const KernelConfig config = poolKernel(problem, netc::KernelTarget{90});
  EXPECT_EQ(config.variant, IsMax ? "max_pool" : "avg_pool");
  EXPECT_GE(config.gridX * config.threads, int64_t(L::N) * L::P * L::Q * L::C / V);
  EXPECT_NE(config.body.find(V > 1 ? "_pool2d<Shape, /*V=*/" + std::to_string(V) + ">(x, y);"
                                   : std::string("_pool2d<Shape>(x, y);")),
            std::string::npos)
      << config.body;
  std::mt19937 random(seed);
  std::vector<float> x = cuda_on_cpu::randomPitched(random, size_t(L::N) * L::H * L::W, L::C, L::XPitch);
  std::vector<float> y = cuda_on_cpu::poisoned(size_t(L::N) * L::P * L::Q * L::YPitch);
  cuda_on_cpu::launch({unsigned(config.gridX), 1, 1}, unsigned(config.threads), [&] {
    if constexpr (IsMax)
      netc::max_pool2d<netc::PoolShape<L>, V>(x.data(), y.data());
    else
      netc::avg_pool2d<netc::PoolShape<L>, V>(x.data(), y.data());
  });
  double worst = 0;
  for (int n = 0; n < L::N; ++n)
    for (int p = 0; p < L::P; ++p)
      for (int q = 0; q < L::Q; ++q)
        for (int c = 0; c < L::C; ++c) {
          double want = IsMax ? -INFINITY : 0.0;
          for (int r = 0; r < 3; ++r)
            for (int s = 0; s < 3; ++s) {
              const int ih = 2 * p - 1 + r, iw = 2 * q - 1 + s;
              if (ih < 0 || ih >= L::H || iw < 0 || iw >= L::W)
                continue;
              const double v = x[((size_t(n) * L::H + ih) * L::W + iw) * L::XPitch + c];
              want = IsMax ? std::max(want, v) : want + v;
            }
          if (!IsMax)
            want /= 9; // the padding counts, as the runtime's cuDNN mode
          const float got = y[((size_t(n) * L::P + p) * L::Q + q) * L::YPitch + c];
          worst = std::max(worst, std::isfinite(got) ? std::abs(double(got) - want) /
                                                           std::max(std::abs(want), 1.0)
                                                     : 1.0);
        }
  return worst;
}

TEST(PoolKernel, WindowedWithPaddingInRunsOfFourAndOfOne) {
  EXPECT_LT((runWindowed<WindowLayer<2, 9, 7, 8, 8>, true, 4>(7)), 1e-6);
  EXPECT_LT((runWindowed<WindowLayer<2, 9, 7, 8, 8>, false, 4>(8)), 1e-6);
  EXPECT_LT((runWindowed<WindowLayer<2, 9, 7, 3, 3>, true, 1>(9)), 1e-6);
  EXPECT_LT((runWindowed<WindowLayer<2, 9, 7, 3, 3>, false, 1>(10)), 1e-6);
}

// SE's pool of mobilenet_v3_large, at batch 2: 18 runs of 4 channels, 28 slices.
TEST(GlobalPoolKernel, AverageOfFourChannelRuns) {
  EXPECT_LT((run<Layer<2, 28, 28, 72, 72, 72>, false, 4, 18, 28>(1)), 1e-5);
  EXPECT_LT((run<Layer<2, 28, 28, 72, 72, 72>, true, 4, 18, 28>(2)), 1e-6);
}

// One image of 65 x 65 pixels, 8 channels: 2 runs, 32 slices, the pixels
// split over 4 blocks (1,057, 1,057, 1,057 and 1,054), whose partials meet in
// the workspace.
TEST(GlobalPoolKernel, OneImageSplitOverBlocks) {
  EXPECT_LT((run<Layer<1, 65, 65, 8, 8, 12>, false, 4, 2, 32, 4>(11)), 1e-5);
  EXPECT_LT((run<Layer<1, 65, 65, 8, 8, 12>, true, 4, 2, 32, 4>(12)), 1e-6);
}

// 160 channels: 40 runs, a chunk of 32 and one of 8 (24 threads of the second
// block have no run); 7 x 7 = 49 pixels over 16 slices, which do not divide them.
TEST(GlobalPoolKernel, APartialLastChunkAndUnevenSlices) {
  EXPECT_LT((run<Layer<3, 7, 7, 160, 164, 168>, false, 4, 32, 16>(3)), 1e-5);
  EXPECT_LT((run<Layer<3, 7, 7, 160, 164, 168>, true, 4, 32, 16>(4)), 1e-6);
}

// Three channels (no runs of 4): one channel a run, every pixel its own slice.
TEST(GlobalPoolKernel, OneChannelARun) {
  EXPECT_LT((run<Layer<2, 5, 3, 3, 3, 5>, false, 1, 3, 15>(5)), 1e-5);
  EXPECT_LT((run<Layer<2, 5, 3, 3, 3, 5>, true, 1, 3, 15>(6)), 1e-6);
}

} // namespace
