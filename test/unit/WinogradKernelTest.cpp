//===- WinogradKernelTest.cpp - The Winograd F(2x2, 3x3) kernel, on the CPU ===//
//
// conv2d_winograd_2x2_3x3 (lib/Kernels/kernels/netc_conv_winograd.cuh) run
// through CudaOnCpu.h with the grid, block and shared memory the catalog
// gives it, against a direct convolution in double precision: partial
// tiles, partial channel steps, output channels past a block, pixel
// pitches above the channels, padding past the filter's reach. And where
// the catalog offers it.
//
//===----------------------------------------------------------------------===//

#include "KernelCatalogTestHelpers.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>

// The kernel templates as host code: after every other header, since the
// shim defines CUDA's keywords away.
#include "CudaOnCpu.h"
#include "Kernels/kernels/netc_common.cuh"
#include "Kernels/kernels/netc_conv_winograd.cuh"
#undef asm

namespace {

using namespace netc::cuda;
using netc::cuda::testing::find;

using Tile = netc::WinogradTile<32, 64, 8>;

template <int N_, int H_, int W_, int C_, int XPitch_, int K_, int PadH_, int PadW_,
          int YPitch_, int P_ = H_ + 2 * PadH_ - 2, int Q_ = W_ + 2 * PadW_ - 2>
struct Layer {
  enum : int { N = N_, H = H_, W = W_, C = C_, XPitch = XPitch_ };
  enum : int { K = K_, R = 3, S = 3, P = P_, Q = Q_, YPitch = YPitch_ };
  enum : int { StrideH = 1, StrideW = 1, PadH = PadH_, PadW = PadW_, DilationH = 1,
               DilationW = 1 };
};

template <class L> ConvProblem problemOf(bool bias, KernelActivation activation) {
  ConvProblem p;
  p.x = {L::N, L::H, L::W, L::C, L::XPitch};
  p.y = {L::N, L::P, L::Q, L::K, L::YPitch};
  p.kh = p.kw = 3;
  p.padTop = L::PadH;
  p.padLeft = L::PadW;
  p.padBottom = L::P + 2 - L::H - L::PadH;
  p.padRight = L::Q + 2 - L::W - L::PadW;
  p.bias = bias;
  p.activation = activation;
  p.precision = netc::Precision::FP32;
  return p;
}

struct Outcome {
  double relativeL2 = 0;     ///< against the double-precision direct convolution
  int64_t nonFinite = 0;     ///< outputs in the view left NaN or made infinite
  int64_t pitchWrites = 0;   ///< elements past K in y's pitch that were written
};

/// Runs the kernel as the catalog launches it and compares.
template <class L, int Act, bool HasBias> Outcome run(unsigned seed) {
  using Shape = netc::ConvShape<L>;
  const ConvProblem problem =
      problemOf<L>(HasBias, Act == netc::kRelu ? KernelActivation::Relu : KernelActivation::None);
  std::vector<KernelConfig> candidates = convCandidates(problem, netc::KernelTarget{90});
  const KernelConfig *config = find(candidates, "winograd");
  if (!config) {
    ADD_FAILURE() << "the catalog offers no winograd kernel for this problem";
    return {};
  }
  EXPECT_EQ(config->sharedBytes, Tile::kSharedBytes);
  EXPECT_EQ(config->threads, Tile::kThreads);

  std::mt19937 random(seed);
  // Channels past C in x's pitch are NaN: a kernel that read them would
  // carry NaN into its outputs.
  std::vector<float> x = cuda_on_cpu::randomPitched(random, size_t(L::N) * L::H * L::W, L::C, L::XPitch);
  std::vector<float> w = cuda_on_cpu::randomValues(random, size_t(L::K) * 9 * L::C);
  std::vector<float> bias = cuda_on_cpu::randomValues(random, L::K);
  std::vector<float> y = cuda_on_cpu::poisoned(size_t(L::N) * L::P * L::Q * L::YPitch);

  cuda_on_cpu::launch({unsigned(config->gridX), unsigned(config->gridY), unsigned(config->gridZ)},
                      unsigned(config->threads), [&] {
                        netc::conv2d_winograd_2x2_3x3<Shape, Tile, Act, HasBias>(
                            x.data(), w.data(), HasBias ? bias.data() : nullptr, y.data());
                      });

  Outcome outcome;
  double errorSquares = 0, referenceSquares = 0;
  for (int n = 0; n < L::N; ++n)
    for (int p = 0; p < L::P; ++p)
      for (int q = 0; q < L::Q; ++q) {
        const size_t pixel = (size_t(n) * L::P + p) * L::Q + q;
        for (int k = 0; k < L::K; ++k) {
          double sum = HasBias ? bias[k] : 0.0;
          for (int r = 0; r < 3; ++r)
            for (int s = 0; s < 3; ++s) {
              const int ih = p - L::PadH + r, iw = q - L::PadW + s;
              if (ih < 0 || ih >= L::H || iw < 0 || iw >= L::W)
                continue;
              for (int c = 0; c < L::C; ++c)
                sum += double(w[(size_t(k) * 9 + r * 3 + s) * L::C + c]) *
                       double(x[((size_t(n) * L::H + ih) * L::W + iw) * L::XPitch + c]);
            }
          if (Act == netc::kRelu)
            sum = std::max(sum, 0.0);
          const float got = y[pixel * L::YPitch + k];
          if (!std::isfinite(got))
            ++outcome.nonFinite;
          errorSquares += (double(got) - sum) * (double(got) - sum);
          referenceSquares += sum * sum;
        }
        for (int k = L::K; k < L::YPitch; ++k)
          if (!std::isnan(y[pixel * L::YPitch + k]))
            ++outcome.pitchWrites;
      }
  outcome.relativeL2 = std::sqrt(errorSquares / referenceSquares);
  return outcome;
}

// The runtime's fp32 bound: relative L2 1e-5 from the reference. Direct
// fp32 sums of these lengths land near 1e-7; F(2x2, 3x3) adds a few units
// in the last place.
constexpr double kFp32Bound = 1e-5;

TEST(WinogradKernel, PartialTilesChannelsAndBlocksMatchDirectConvolution) {
  // 9x9 outputs (5x5 tiles, the last row and column half outside), two
  // images (50 tiles: two blocks along x), 12 channels (a step and a half),
  // 70 output channels (two blocks along y, the second 6 wide), pitches
  // past the channels on both sides.
  Outcome o = run<Layer<2, 9, 9, 12, 16, 70, 1, 1, 72>, netc::kRelu, true>(1);
  EXPECT_LT(o.relativeL2, kFp32Bound);
  EXPECT_EQ(o.nonFinite, 0);
  EXPECT_EQ(o.pitchWrites, 0);
}

TEST(WinogradKernel, ValidConvolutionWithoutBiasOrActivation) {
  // No padding: 10x7 -> 8x5; 64 channels in and out (whole steps and block).
  Outcome o = run<Layer<1, 10, 7, 64, 64, 64, 0, 0, 64>, netc::kNone, false>(2);
  EXPECT_LT(o.relativeL2, kFp32Bound);
  EXPECT_EQ(o.nonFinite, 0);
}

TEST(WinogradKernel, PaddingPastTheFilter) {
  // Pad 3 around a 4x4 image: 8x8 outputs, the outer ones from the bias
  // alone; tiles whose patches lie wholly in the padding.
  Outcome o = run<Layer<1, 4, 4, 8, 8, 40, 3, 3, 40>, netc::kNone, true>(3);
  EXPECT_LT(o.relativeL2, kFp32Bound);
  EXPECT_EQ(o.nonFinite, 0);
}

TEST(WinogradKernel, UnequalPadsAndALongReduction) {
  // Pad 1 on top and left only (the catalog's padBottom/padRight derive
  // from P and Q): 6x11 -> 5x10, 72 channels (9 steps).
  Outcome o = run<Layer<1, 6, 11, 72, 72, 33, 1, 1, 36, 5, 10>, netc::kRelu, true>(4);
  EXPECT_LT(o.relativeL2, kFp32Bound);
  EXPECT_EQ(o.nonFinite, 0);
  EXPECT_EQ(o.pitchWrites, 0);
}

TEST(WinogradKernelCatalog, OfferedForFp32ThreeByThreeStrideOneWhereSharedMemoryAllows) {
  using netc::cuda::testing::vggConv12;
  const ConvProblem conv = vggConv12(netc::Precision::FP32);
  const std::vector<KernelConfig> candidates = convCandidates(conv, netc::KernelTarget{90});
  const KernelConfig *c = find(candidates, "winograd");
  ASSERT_NE(c, nullptr);
  // 64 x 112 x 112 tiles of 2x2 in blocks of 32, 64 channels a block.
  EXPECT_EQ(c->gridX, 64 * 112 * 112 / 32);
  EXPECT_EQ(c->gridY, 1);
  EXPECT_EQ(c->minBlocksPerSm, 1);
  // 16 multiplies per tile, output and input channel: 4/9 of direct's.
  EXPECT_EQ(c->paddedMacs, int64_t(64) * 112 * 112 * 64 * 16 * 64);
  EXPECT_NE(c->body.find("netc::conv2d_winograd_2x2_3x3<Shape, netc::WinogradTile<"),
            std::string::npos);
  EXPECT_NE(find(convCandidates(conv, netc::KernelTarget{80}), "winograd"), nullptr);

  // Not where a block cannot have its 104 KiB, nor for other precisions,
  // filters, strides or dilations.
  EXPECT_EQ(find(convCandidates(conv, netc::KernelTarget{86}), "winograd"), nullptr);
  EXPECT_EQ(find(convCandidates(conv, netc::KernelTarget{75}), "winograd"), nullptr);
  for (netc::Precision precision :
       {netc::Precision::TF32, netc::Precision::BF16, netc::Precision::FP16})
    EXPECT_EQ(find(convCandidates(vggConv12(precision), netc::KernelTarget{90}), "winograd"),
              nullptr);
  ConvProblem wide = conv;
  wide.kh = wide.kw = 5;
  wide.padTop = wide.padLeft = 2;
  EXPECT_EQ(find(convCandidates(wide, netc::KernelTarget{90}), "winograd"), nullptr);
  ConvProblem strided = conv;
  strided.strideH = strided.strideW = 2;
  strided.y.h = strided.y.w = 112;
  EXPECT_EQ(find(convCandidates(strided, netc::KernelTarget{90}), "winograd"), nullptr);
  // Nor below one step of input channels or half a block of output ones.
  ConvProblem narrow = conv;
  narrow.x.c = narrow.x.pitch = 4;
  EXPECT_EQ(find(convCandidates(narrow, netc::KernelTarget{90}), "winograd"), nullptr);
  ConvProblem few = conv;
  few.y.c = few.y.pitch = 16;
  EXPECT_EQ(find(convCandidates(few, netc::KernelTarget{90}), "winograd"), nullptr);
  ConvProblem dilatedConv = conv;
  dilatedConv.dilationH = dilatedConv.dilationW = 2;
  dilatedConv.padTop = dilatedConv.padLeft = 2;
  EXPECT_EQ(find(convCandidates(dilatedConv, netc::KernelTarget{90}), "winograd"), nullptr);
}

} // namespace
