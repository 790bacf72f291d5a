//===- ConvAlgorithmsTest.cpp - Per-algorithm costs, hand-computed ------===//
//
// The running example is VGG's 3x3 convolution, 64 -> 64 channels on a
// 224x224 image, batch 1, SAME padding: 224*224*64*64*9 = 1,849,688,064
// multiply-adds.
//
//===----------------------------------------------------------------------===//

#include "CostModel/ConvAlgorithms.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace netc;

namespace {
ConvGeometry vggConv3x3() {
  ConvGeometry g;
  g.n = 1;
  g.h = g.w = g.oh = g.ow = 224;
  g.c = g.k = 64;
  g.r = g.s = 3;
  return g;
}

// NCHW by default: the layout where every algorithm applies.
ConvAlgorithmCost cost(ConvAlgorithm algorithm, const ConvGeometry &g, Pass pass = Pass::Forward,
                       Precision precision = Precision::FP32, Layout layout = Layout::NCHW,
                       bool tensorCores = false) {
  return costConvAlgorithm(algorithm, ConvProblem{g, pass, precision, layout, tensorCores});
}

constexpr int64_t kVggMacs = 224LL * 224 * 64 * 64 * 9;
// X and Y: 224*224*64 = 3,211,264 elements each; W: 36,864.
constexpr int64_t kVggOperandBytes = 4 * (2 * 3211264LL + 36864);
} // namespace

TEST(ConvAlgorithms, DirectAndImplicitGemmDoThePlainMultiplyAdds) {
  ConvGeometry g = vggConv3x3();
  ASSERT_EQ(g.macs(), kVggMacs);
  ConvAlgorithmCost direct = cost(ConvAlgorithm::Direct, g);
  EXPECT_TRUE(direct.applicable);
  EXPECT_EQ(direct.flops(), 2 * kVggMacs);
  EXPECT_EQ(direct.gemmFlops, 0); // never on tensor cores
  EXPECT_EQ(direct.bytes, kVggOperandBytes);
  EXPECT_EQ(direct.workspaceBytes, 0);

  ConvAlgorithmCost implicit = cost(ConvAlgorithm::ImplicitGemm, g);
  EXPECT_EQ(implicit.gemmFlops, 2 * kVggMacs);
  EXPECT_EQ(implicit.bytes, kVggOperandBytes);
  EXPECT_EQ(implicit.workspaceBytes, 0);
  EXPECT_EQ(implicit.kernelLaunches, 1);
  // Forward: M = N*OH*OW, N = K, reduction = C*R*S.
  EXPECT_EQ(implicit.tiles.m, 224 * 224);
  EXPECT_EQ(implicit.tiles.n, 64);
  EXPECT_EQ(implicit.tiles.reduction, 576);
}

TEST(ConvAlgorithms, PassesChangeTheGemmShapeNotTheFlops) {
  ConvGeometry g = vggConv3x3();
  ConvAlgorithmCost data = cost(ConvAlgorithm::ImplicitGemm, g, Pass::BackwardData);
  EXPECT_EQ(data.gemmFlops, 2 * kVggMacs);
  EXPECT_EQ(data.tiles.m, 224 * 224); // dX positions
  EXPECT_EQ(data.tiles.n, 64);        // C
  EXPECT_EQ(data.tiles.reduction, 64 * 9);
  ConvAlgorithmCost filter = cost(ConvAlgorithm::ImplicitGemm, g, Pass::BackwardFilter);
  EXPECT_EQ(filter.gemmFlops, 2 * kVggMacs);
  EXPECT_EQ(filter.tiles.m, 64 * 9); // C*R*S
  EXPECT_EQ(filter.tiles.n, 64);     // K
  EXPECT_EQ(filter.tiles.reduction, 224 * 224);
}

TEST(ConvAlgorithms, Im2colStoresTheUnfoldedMatrix) {
  ConvGeometry g = vggConv3x3();
  ConvAlgorithmCost im2col = cost(ConvAlgorithm::Im2colGemm, g);
  // N*OH*OW rows of C*R*S fp32 values: 224*224*576*4.
  int64_t unfolded = 224LL * 224 * 64 * 9 * 4;
  EXPECT_EQ(unfolded, 115605504);
  EXPECT_EQ(im2col.workspaceBytes, unfolded);
  EXPECT_EQ(im2col.bytes, kVggOperandBytes + 2 * unfolded); // written, read back
  EXPECT_EQ(im2col.gemmFlops, 2 * kVggMacs);
  EXPECT_EQ(im2col.kernelLaunches, 2);
  // fp16 halves every byte.
  EXPECT_EQ(cost(ConvAlgorithm::Im2colGemm, g, Pass::Forward, Precision::FP16).workspaceBytes,
            unfolded / 2);
}

TEST(ConvAlgorithms, WinogradTransformsAreCountedFromTheirMatrices) {
  // F(2x2,3x3): B^T rows have two +-1 entries each, 1 add a row, 4 rows;
  // input 2*4*4 = 32 adds. G rows 2 and 3: 2 adds + 3 halvings = 5 each;
  // filter (3+4)*10 = 70. A^T rows: 2 adds each; output (4+2)*4 = 24.
  WinogradTransformFlops f2 = getWinogradTransformFlops(ConvAlgorithm::Winograd2x2);
  EXPECT_EQ(f2.input, 32);
  EXPECT_EQ(f2.filter, 70);
  EXPECT_EQ(f2.output, 24);
  // F(4x4,3x3): B^T row costs 4+5+5+5+5+4 = 28, input 2*6*28 = 336;
  // G row costs 1+5+5+5+5+0 = 21, filter (3+6)*21 = 189;
  // A^T row costs 4+5+5+6 = 20, output (6+4)*20 = 200.
  WinogradTransformFlops f4 = getWinogradTransformFlops(ConvAlgorithm::Winograd4x4);
  EXPECT_EQ(f4.input, 336);
  EXPECT_EQ(f4.filter, 189);
  EXPECT_EQ(f4.output, 200);
}

TEST(ConvAlgorithms, WinogradReducesMultiplies) {
  ConvGeometry g = vggConv3x3();
  ConvAlgorithmCost f2 = cost(ConvAlgorithm::Winograd2x2, g);
  ASSERT_TRUE(f2.applicable) << f2.note;
  // 112*112 = 12,544 tiles of 4x4; 16 GEMMs of 12544 x 64 x 64.
  int64_t tiles = 112 * 112;
  EXPECT_EQ(f2.gemmFlops, 2 * 16 * tiles * 64 * 64);
  EXPECT_DOUBLE_EQ(double(2 * kVggMacs) / double(f2.gemmFlops), 2.25);
  EXPECT_EQ(f2.simtFlops, tiles * 64 * 32 + 64 * 64 * 70 + tiles * 64 * 24);
  // Transformed input, filter and output tiles, fp32.
  EXPECT_EQ(f2.workspaceBytes, 4 * 16 * (tiles * 64 + 64 * 64 + tiles * 64));
  EXPECT_EQ(f2.bytes, kVggOperandBytes + 2 * f2.workspaceBytes);
  EXPECT_EQ(f2.tiles.batch, 16);
  EXPECT_EQ(f2.kernelLaunches, 4);
  EXPECT_NE(f2.note.find("2.25x fewer multiplies"), std::string::npos) << f2.note;

  ConvAlgorithmCost f4 = cost(ConvAlgorithm::Winograd4x4, g);
  int64_t tiles4 = 56 * 56; // 6x6 tiles
  EXPECT_EQ(f4.gemmFlops, 2 * 36 * tiles4 * 64 * 64);
  EXPECT_DOUBLE_EQ(double(2 * kVggMacs) / double(f4.gemmFlops), 4.0);
  EXPECT_EQ(f4.simtFlops, tiles4 * 64 * 336 + 64 * 64 * 189 + tiles4 * 64 * 200);
}

TEST(ConvAlgorithms, WinogradNeedsThreeByThreeStrideOne) {
  ConvGeometry strided = vggConv3x3();
  strided.strideH = strided.strideW = 2;
  strided.oh = strided.ow = 112;
  ConvAlgorithmCost c = cost(ConvAlgorithm::Winograd4x4, strided);
  EXPECT_FALSE(c.applicable);
  EXPECT_EQ(c.note, "needs a 3x3 filter with stride 1, got 3x3 stride 2x2");

  ConvGeometry large = vggConv3x3();
  large.r = large.s = 5;
  EXPECT_FALSE(cost(ConvAlgorithm::Winograd2x2, large).applicable);
}

TEST(ConvAlgorithms, FFTSizesAreSmoothAndCoverTheCorrelation) {
  EXPECT_EQ(roundUpToFFTSize(226), 240); // 227..239 all have a prime factor > 7
  EXPECT_EQ(roundUpToFFTSize(64), 64);
  EXPECT_EQ(roundUpToFFTSize(11), 12);
  EXPECT_EQ(roundUpToFFTSize(1), 1);

  ConvGeometry g = vggConv3x3();
  ConvAlgorithmCost fft = cost(ConvAlgorithm::FFT, g);
  ASSERT_TRUE(fft.applicable) << fft.note;
  // 224 + 3 - 1 = 226 -> 240x240 real transforms, 240 x 121 complex bins.
  int64_t bins = 240 * 121;
  int64_t transforms = 64 + 64 * 64 + 64; // N*C inputs, C*K filters, N*K outputs
  EXPECT_EQ(fft.workspaceBytes, 8 * bins * transforms);
  // The operands, and the transforms written and read back.
  EXPECT_EQ(fft.bytes, kVggOperandBytes + 2 * fft.workspaceBytes);
  double perTransform = 2.5 * 57600 * std::log2(57600.0);
  EXPECT_EQ(fft.simtFlops, std::llround(transforms * perTransform) + 8 * bins * 64 * 64);
  EXPECT_EQ(fft.gemmFlops, 0);
  EXPECT_TRUE(fft.simtInFP32);
  EXPECT_NE(fft.note.find("240x240 transforms"), std::string::npos) << fft.note;
  // The transforms stay complex fp32 in fp16.
  EXPECT_EQ(cost(ConvAlgorithm::FFT, g, Pass::Forward, Precision::FP16).workspaceBytes,
            fft.workspaceBytes);
}

TEST(ConvAlgorithms, FFTNeedsStrideOneAndBoundedTransforms) {
  ConvGeometry strided = vggConv3x3();
  strided.strideH = strided.strideW = 2;
  strided.oh = strided.ow = 112;
  EXPECT_FALSE(cost(ConvAlgorithm::FFT, strided).applicable);
  EXPECT_FALSE(cost(ConvAlgorithm::TiledFFT, strided).applicable);

  ConvGeometry big = vggConv3x3();
  big.h = big.w = big.oh = big.ow = 299; // 301 -> 315 > 256
  ConvAlgorithmCost c = cost(ConvAlgorithm::FFT, big);
  EXPECT_FALSE(c.applicable);
  EXPECT_EQ(c.note, "its 315x315 transforms exceed 256x256");
  EXPECT_TRUE(cost(ConvAlgorithm::TiledFFT, big).applicable);
}

TEST(ConvAlgorithms, TiledFFTTransformsThirtyTwoSquareTiles) {
  ConvGeometry g = vggConv3x3();
  ConvAlgorithmCost tiled = cost(ConvAlgorithm::TiledFFT, g);
  ASSERT_TRUE(tiled.applicable) << tiled.note;
  // 30x30 outputs per 32x32 tile: ceil(224/30)^2 = 64 tiles; 32 x 17 bins.
  int64_t tiles = 64, bins = 32 * 17;
  int64_t transforms = tiles * 64 + 64 * 64 + tiles * 64;
  EXPECT_EQ(tiled.workspaceBytes, 8 * bins * transforms);
  EXPECT_EQ(tiled.simtFlops,
            std::llround(transforms * 2.5 * 1024 * 10) + 8 * bins * tiles * 64 * 64);

  ConvGeometry wide = vggConv3x3();
  wide.r = wide.s = 17;
  EXPECT_FALSE(cost(ConvAlgorithm::TiledFFT, wide).applicable);
}

TEST(ConvAlgorithms, LayoutTransposesWhereTheKernelWantsTheOther) {
  ConvGeometry g = vggConv3x3();
  int64_t transposeBytes = 2 * 2 * 2 * 3211264LL; // fp16: X and Y, there and back
  ConvAlgorithmCost nhwc =
      cost(ConvAlgorithm::ImplicitGemm, g, Pass::Forward, Precision::FP16, Layout::NHWC, true);
  ConvAlgorithmCost nchw =
      cost(ConvAlgorithm::ImplicitGemm, g, Pass::Forward, Precision::FP16, Layout::NCHW, true);
  EXPECT_EQ(nchw.bytes - nhwc.bytes, transposeBytes);
  EXPECT_EQ(nchw.kernelLaunches, 3);
  // Without tensor cores NCHW costs nothing extra.
  EXPECT_EQ(
      cost(ConvAlgorithm::ImplicitGemm, g, Pass::Forward, Precision::FP16, Layout::NCHW, false)
          .bytes,
      nhwc.bytes);
}

TEST(ConvAlgorithms, FFTAndWinogradNeedChannelPlanes) {
  // cuDNN offers neither for NHWC tensors (measured on an H100, cuDNN 9.19).
  ConvGeometry g = vggConv3x3();
  for (ConvAlgorithm algorithm : {ConvAlgorithm::FFT, ConvAlgorithm::TiledFFT,
                                  ConvAlgorithm::Winograd2x2, ConvAlgorithm::Winograd4x4}) {
    ConvAlgorithmCost nhwc =
        cost(algorithm, g, Pass::Forward, Precision::FP32, Layout::NHWC);
    EXPECT_FALSE(nhwc.applicable) << getConvAlgorithmName(algorithm).str();
    EXPECT_EQ(nhwc.note, "offered for NCHW tensors only (cuDNN)");
    EXPECT_TRUE(cost(algorithm, g).applicable) << getConvAlgorithmName(algorithm).str();
  }
  EXPECT_TRUE(cost(ConvAlgorithm::ImplicitGemm, g, Pass::Forward, Precision::FP32,
                   Layout::NHWC)
                  .applicable);
}

TEST(ConvAlgorithms, InnerProductIsOneGemm) {
  // VGG fc6 as an inner product: batch 64, 25088 -> 4096.
  GemmCost fc = costInnerProduct(64, 25088, 4096, Pass::Forward, Precision::FP32);
  EXPECT_EQ(fc.flops, 2LL * 64 * 25088 * 4096);
  EXPECT_EQ(fc.bytes, 4 * (64LL * 25088 + 25088LL * 4096 + 64 * 4096));
  EXPECT_EQ(fc.shape.m, 64);
  EXPECT_EQ(fc.shape.n, 4096);
  EXPECT_EQ(fc.shape.reduction, 25088);
  GemmCost data = costInnerProduct(64, 25088, 4096, Pass::BackwardData, Precision::FP32);
  EXPECT_EQ(data.shape.n, 25088);
  GemmCost filter = costInnerProduct(64, 25088, 4096, Pass::BackwardFilter, Precision::FP32);
  EXPECT_EQ(filter.shape.m, 25088);
  EXPECT_EQ(filter.shape.reduction, 64);
}
