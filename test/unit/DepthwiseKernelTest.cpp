//===- DepthwiseKernelTest.cpp - The depthwise kernel, on the CPU ----------===//
//
// conv2d_depthwise (lib/Kernels/kernels/netc_conv_depthwise.cuh) run through
// CudaOnCpu.h as the catalog launches it, against a double-precision
// depthwise convolution: stride 2 and padding (taps outside the image), a
// 5 x 5 filter, dilation, bias and ReLU, pixel pitches above the channels
// (NaN there: never read, never written). And where the catalog offers it.
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

/// Runs the kernel as the catalog launches it; the largest error against
/// the double-precision convolution, relative where it is above 1; an
/// output left NaN or a pitch element written counts as 1.
template <class L, int Act, bool HasBias> double run(unsigned seed) {
  using Shape = netc::ConvShape<L>;
  const ConvProblem problem =
      problemOf<L>(HasBias, Act == netc::kRelu ? KernelActivation::Relu : KernelActivation::None);
  std::vector<KernelConfig> candidates = convCandidates(problem, netc::KernelTarget{90});
  const KernelConfig *config = find(candidates, "depthwise_direct");
  if (!config) {
    ADD_FAILURE() << "the catalog offers no depthwise kernel for this problem";
    return 1;
  }
  EXPECT_NE(config->body.find("netc::conv2d_depthwise<Shape, /*V=*/4"), std::string::npos)
      << config->body;

  std::mt19937 random(seed);
  std::vector<float> x = cuda_on_cpu::randomPitched(random, size_t(L::N) * L::H * L::W, L::C, L::XPitch);
  std::vector<float> w = cuda_on_cpu::randomValues(random, size_t(L::K) * L::R * L::S);
  std::vector<float> bias = cuda_on_cpu::randomValues(random, L::K);
  std::vector<float> y = cuda_on_cpu::poisoned(size_t(L::N) * L::P * L::Q * L::YPitch);
  cuda_on_cpu::launch({unsigned(config->gridX), 1, 1}, unsigned(config->threads), [&] {
    netc::conv2d_depthwise<Shape, 4, Act, HasBias>(x.data(), w.data(),
                                                  HasBias ? bias.data() : nullptr, y.data());
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

// MobileNet's 3 x 3, stride 1 and stride 2, padding 1.
TEST(DepthwiseKernel, ThreeByThree) {
  EXPECT_LT((run<Layer<2, 9, 7, 16, 16, 3, 1, 1, 1, 16>, netc::kNone, false>(1)), 1e-5);
  EXPECT_LT((run<Layer<2, 9, 7, 16, 16, 3, 2, 1, 1, 16>, netc::kRelu, true>(2)), 1e-5);
}

// A 5 x 5 filter with padding 2, pitches above the channels, dilation 2.
TEST(DepthwiseKernel, FiveByFivePitchesAndDilation) {
  EXPECT_LT((run<Layer<1, 8, 8, 12, 20, 5, 1, 2, 1, 16>, netc::kRelu, true>(3)), 1e-5);
  EXPECT_LT((run<Layer<1, 11, 11, 8, 8, 3, 1, 2, 2, 12>, netc::kNone, true>(4)), 1e-5);
}

TEST(DepthwiseKernelCatalog, OfferedForOneChannelGroupsInRunsOfFour) {
  ConvProblem p = problemOf<Layer<2, 9, 7, 16, 16, 3, 1, 1, 1, 16>>(false, KernelActivation::None);
  const netc::KernelTarget hopper{90};
  EXPECT_NE(find(convCandidates(p, hopper), "depthwise_direct"), nullptr);
  EXPECT_NE(find(convCandidates(p, hopper), "grouped_direct"), nullptr);
  p.x.c = p.y.c = p.groups = p.x.pitch = p.y.pitch = 36; // past 32 channels
  EXPECT_EQ(find(convCandidates(p, hopper), "depthwise_direct"), nullptr);
  p.x.c = p.y.c = p.groups = 18; // not in runs of four
  p.x.pitch = p.y.pitch = 18;
  EXPECT_EQ(find(convCandidates(p, hopper), "depthwise_direct"), nullptr);
  p.x.c = p.y.c = p.x.pitch = p.y.pitch = 16;
  p.groups = 8; // two channels a group
  EXPECT_EQ(find(convCandidates(p, hopper), "depthwise_direct"), nullptr);
}

} // namespace
