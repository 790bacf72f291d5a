//===- DepthwiseKernelTest.cpp - The depthwise kernel, on the CPU ----------===//
//
// conv2d_depthwise (lib/Kernels/kernels/netc_conv_depthwise.cuh) run through
// CudaOnCpu.h as the catalog launches it (its strip of output columns
// included), against a double-precision depthwise convolution: stride 2 and
// padding (taps outside the image), a 5 x 5 filter, dilation, bias and ReLU,
// pixel pitches above the channels (NaN there: never read, never written),
// rows that are not whole strips. And where the catalog offers it.
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
#include "Kernels/kernels/netc_conv_depthwise.cuh"
#undef asm

namespace {

using namespace netc::cuda;
using netc::cuda::testing::find;

template <int N_, int H_, int W_, int C_, int XPitch_, int R_, int Stride_, int Pad_,
          int Dilation_, int YPitch_, int P_ = (H_ + 2 * Pad_ - Dilation_ * (R_ - 1) - 1) / Stride_ + 1,
          int Q_ = (W_ + 2 * Pad_ - Dilation_ * (R_ - 1) - 1) / Stride_ + 1>
struct Layer {
  enum : int { N = N_, H = H_, W = W_, C = C_, XPitch = XPitch_ };
  enum : int { K = C_, R = R_, S = R_, P = P_, Q = Q_, YPitch = YPitch_ };
  enum : int { StrideH = Stride_, StrideW = Stride_, PadH = Pad_, PadW = Pad_,
               DilationH = Dilation_, DilationW = Dilation_ };
};

template <class L> ConvProblem problemOf(bool bias, KernelActivation activation) {
  ConvProblem p;
  p.x = {L::N, L::H, L::W, L::C, L::XPitch};
  p.y = {L::N, L::P, L::Q, L::K, L::YPitch};
  p.kh = p.kw = L::R;
  p.strideH = p.strideW = L::StrideH;
  p.dilationH = p.dilationW = L::DilationH;
  p.padTop = p.padLeft = L::PadH;
  p.padBottom = (L::P - 1) * L::StrideH + L::DilationH * (L::R - 1) + 1 - L::H - L::PadH;
  p.padRight = (L::Q - 1) * L::StrideW + L::DilationW * (L::S - 1) + 1 - L::W - L::PadW;
  p.groups = L::C;
  p.bias = bias;
  p.activation = activation;
  p.precision = netc::Precision::FP32;
  return p;
}

/// Runs the kernel as the catalog launches it, with the tile the catalog
/// must have chosen (QT, Runs, Strips: derived by hand at each test); the
/// largest error against the double-precision convolution, relative where
/// it is above 1; an output left NaN or a pitch element written counts as 1.
template <class L, int Act, bool HasBias, int QT, int Runs, int Strips> double run(unsigned seed) {
  using Shape = netc::ConvShape<L>;
  using Tile = netc::DepthwiseTile<4, QT, Runs, Strips>;
  const ConvProblem problem =
      problemOf<L>(HasBias, Act == netc::kRelu ? KernelActivation::Relu : KernelActivation::None);
  std::vector<KernelConfig> candidates = convCandidates(problem, netc::KernelTarget{90});
  const KernelConfig *config = find(candidates, "depthwise_direct");
  if (!config) {
    ADD_FAILURE() << "the catalog offers no depthwise kernel for this problem";
    return 1;
  }
  const std::string tile = "netc::conv2d_depthwise<Shape, netc::DepthwiseTile</*V=*/4, /*QT=*/" +
                           std::to_string(QT) + ", /*Runs=*/" + std::to_string(Runs) +
                           ", /*Strips=*/" + std::to_string(Strips) + ">";
  EXPECT_NE(config->body.find(tile), std::string::npos) << config->body;
  EXPECT_EQ(config->threads, Runs * Strips);
  const int64_t chunks = (L::K / 4 + Runs - 1) / Runs;
  const int64_t strips = int64_t(L::N) * L::P * ((L::Q + QT - 1) / QT);
  EXPECT_EQ(config->gridX, (strips + Strips - 1) / Strips * chunks);
  EXPECT_EQ(config->sharedBytes, int64_t(L::R) * L::S * (Runs * 4 + 4) * int64_t(sizeof(float)));

  std::mt19937 random(seed);
  std::vector<float> x = cuda_on_cpu::randomPitched(random, size_t(L::N) * L::H * L::W, L::C, L::XPitch);
  std::vector<float> w = cuda_on_cpu::randomValues(random, size_t(L::K) * L::R * L::S);
  std::vector<float> bias = cuda_on_cpu::randomValues(random, L::K);
  std::vector<float> y = cuda_on_cpu::poisoned(size_t(L::N) * L::P * L::Q * L::YPitch);
  cuda_on_cpu::launch({unsigned(config->gridX), 1, 1},
                      unsigned(config->threads), [&] {
                        netc::conv2d_depthwise<Shape, Tile, Act, HasBias>(
                            x.data(), w.data(), HasBias ? bias.data() : nullptr, y.data());
                      });

  double worst = 0;
  for (int n = 0; n < L::N; ++n)
    for (int p = 0; p < L::P; ++p)
      for (int q = 0; q < L::Q; ++q) {
        const size_t pixel = (size_t(n) * L::P + p) * L::Q + q;
        for (int k = 0; k < L::K; ++k) {
          double sum = HasBias ? bias[k] : 0.0;
          for (int r = 0; r < L::R; ++r)
            for (int s = 0; s < L::S; ++s) {
              const int ih = p * L::StrideH - L::PadH + r * L::DilationH;
              const int iw = q * L::StrideW - L::PadW + s * L::DilationW;
              if (ih < 0 || ih >= L::H || iw < 0 || iw >= L::W)
                continue;
              sum += double(w[(size_t(k) * L::R + r) * L::S + s]) *
                     double(x[((size_t(n) * L::H + ih) * L::W + iw) * L::XPitch + k]);
            }
          if (Act == netc::kRelu)
            sum = std::max(sum, 0.0);
          const float got = y[pixel * L::YPitch + k];
          worst = std::max(worst, std::isfinite(got) ? std::abs(double(got) - sum) /
                                                           std::max(std::abs(sum), 1.0)
                                                     : 1.0);
        }
        for (int k = L::K; k < L::YPitch; ++k)
          if (!std::isnan(y[pixel * L::YPitch + k]))
            worst = 1;
      }
  return worst;
}

// MobileNet's 3 x 3 at stride 1, and 5 x 5 at stride 2 (its 3 x 3 at stride
// 2 stays on the grouped kernel: OfferedForOneChannelGroupsInRunsOfFour).
TEST(DepthwiseKernel, ThreeByThreeAndStrideTwo) {
  // 16 channels: 4 runs, 32 strips a block; rows of 7 columns (4 at stride
  // 2) are one strip.
  EXPECT_LT((run<Layer<2, 9, 7, 16, 16, 3, 1, 1, 1, 16>, netc::kNone, false, 7, 4, 32>(1)), 1e-5);
  EXPECT_LT((run<Layer<2, 9, 7, 16, 16, 5, 2, 2, 1, 16>, netc::kRelu, true, 4, 4, 32>(2)), 1e-5);
}

// A 5 x 5 filter with padding 2, pitches above the channels, dilation 2.
TEST(DepthwiseKernel, FiveByFivePitchesAndDilation) {
  EXPECT_LT((run<Layer<1, 8, 8, 12, 20, 5, 1, 2, 1, 16>, netc::kRelu, true, 8, 3, 42>(3)), 1e-5);
  EXPECT_LT((run<Layer<1, 11, 11, 8, 8, 3, 1, 2, 2, 12>, netc::kNone, true, 6, 2, 64>(4)), 1e-5);
}

// Strips and chunks: 72 channels (18 runs, 7 strips a block) on rows of
// 14 (strips of 7); 136 channels (34 runs: two chunks of 17, 7 strips a
// block) on rows of 11 (strips of 6, one column past the row); 5 x 5 at
// stride 2 (a strip's input span 17 columns, both borders inside it);
// rows of 3 (one strip, the whole row); 264 channels (66 runs: three
// chunks of 22, the filter copied a chunk at a time).
TEST(DepthwiseKernel, StripsAndChunks) {
  EXPECT_LT((run<Layer<1, 14, 14, 72, 72, 3, 1, 1, 1, 72>, netc::kRelu, true, 7, 18, 7>(5)), 1e-5);
  EXPECT_LT((run<Layer<2, 11, 11, 136, 140, 3, 1, 1, 1, 136>, netc::kNone, true, 6, 17, 7>(6)),
            1e-5);
  EXPECT_LT((run<Layer<1, 13, 13, 40, 40, 5, 2, 2, 1, 44>, netc::kRelu, false, 7, 10, 12>(7)),
            1e-5);
  EXPECT_LT((run<Layer<2, 3, 3, 8, 8, 3, 1, 1, 1, 8>, netc::kNone, true, 3, 2, 64>(8)), 1e-5);
  EXPECT_LT((run<Layer<1, 6, 6, 264, 264, 3, 1, 1, 1, 264>, netc::kRelu, true, 6, 22, 5>(9)),
            1e-5);
}

TEST(DepthwiseKernelCatalog, StripColumns) {
  using netc::cuda::depthwiseStripColumns;
  EXPECT_EQ(depthwiseStripColumns(112), 8);
  EXPECT_EQ(depthwiseStripColumns(56), 8);
  EXPECT_EQ(depthwiseStripColumns(28), 7);
  EXPECT_EQ(depthwiseStripColumns(14), 7);
  EXPECT_EQ(depthwiseStripColumns(7), 7);
  EXPECT_EQ(depthwiseStripColumns(11), 6); // 12 columns: one past the row, where 8 wastes 5
  EXPECT_EQ(depthwiseStripColumns(3), 3);
  EXPECT_EQ(depthwiseStripColumns(1), 1);
}

TEST(DepthwiseKernelCatalog, ThreadStepsCountTheTapsInsideTheImage) {
  // mobilenet_v3_large's 7 x 7 x 960 5 x 5 layer (pad 2): one strip of 7
  // columns reads 11 input columns, 7 inside; of the 5 filter rows 5, 6, 7,
  // 6 and 5 output rows of 7 reach inside (29 / 7 a row): 4.14 x 7 = 29
  // steps a thread, where R x the span would be 55.
  ConvProblem p = problemOf<Layer<64, 7, 7, 960, 960, 5, 1, 2, 1, 960>>(true, KernelActivation::None);
  const std::vector<KernelConfig> candidates = convCandidates(p, netc::KernelTarget{90});
  const KernelConfig *strip = find(candidates, "depthwise_direct");
  ASSERT_NE(strip, nullptr);
  EXPECT_EQ(strip->threadSteps, 29);
  // A strip whose input columns would pass 64 (an unrolled loop): 3 x 3
  // dilated 40 on 100 x 100, rows of 20 in strips of 5, 4 + 80 + 1 = 85.
  p.x = {1, 100, 100, 16, 16};
  p.y = {1, 20, 20, 16, 16};
  p.kh = p.kw = 3;
  p.dilationH = p.dilationW = 40;
  p.padTop = p.padLeft = p.padBottom = p.padRight = 0;
  p.groups = 16;
  EXPECT_EQ(find(convCandidates(p, netc::KernelTarget{90}), "depthwise_direct"), nullptr);
  EXPECT_NE(find(convCandidates(p, netc::KernelTarget{90}), "grouped_direct"), nullptr);
}

TEST(DepthwiseKernelCatalog, OfferedForOneChannelGroupsInRunsOfFour) {
  ConvProblem p = problemOf<Layer<2, 9, 7, 16, 16, 3, 1, 1, 1, 16>>(false, KernelActivation::None);
  const netc::KernelTarget hopper{90};
  EXPECT_NE(find(convCandidates(p, hopper), "depthwise_direct"), nullptr);
  EXPECT_NE(find(convCandidates(p, hopper), "grouped_direct"), nullptr);
  p.x.c = p.y.c = p.groups = p.x.pitch = p.y.pitch = 960; // mobilenet's widest
  EXPECT_NE(find(convCandidates(p, hopper), "depthwise_direct"), nullptr);
  p.kh = p.kw = 11; // the chunk's filter, 121 x 132 floats, past 48 KiB
  EXPECT_EQ(find(convCandidates(p, hopper), "depthwise_direct"), nullptr);
  p.kh = p.kw = 3;
  p.strideH = p.strideW = 2; // 3 x 3 at stride 2 (9 x 7 -> 5 x 4): the grouped kernel's
  p.y.h = 5;
  p.y.w = 4;
  EXPECT_EQ(find(convCandidates(p, hopper), "depthwise_direct"), nullptr);
  EXPECT_NE(find(convCandidates(p, hopper), "grouped_direct"), nullptr);
  p.strideH = p.strideW = 1;
  p.y.h = 9;
  p.y.w = 7;
  p.x.c = p.y.c = p.groups = 18; // not in runs of four
  p.x.pitch = p.y.pitch = 18;
  EXPECT_EQ(find(convCandidates(p, hopper), "depthwise_direct"), nullptr);
  p.x.c = p.y.c = p.x.pitch = p.y.pitch = 16;
  p.groups = 8; // two channels a group
  EXPECT_EQ(find(convCandidates(p, hopper), "depthwise_direct"), nullptr);
}

} // namespace
