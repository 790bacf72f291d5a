//===- KernelCatalogTest.cpp - The CUDA kernel catalog's formulas ---------===//
//
// The catalog is the one place that knows each kernel template's launch
// geometry; these tests pin the formulas, which variants a target and
// precision get, and the text the emitter pastes. Hopper's wgmma, TMA and
// persistent kernels have their own file, KernelCatalogWgmmaTest.cpp.
//
//===----------------------------------------------------------------------===//

#include "KernelCatalogTestHelpers.h"

#include "Kernels/KernelCatalog.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>

using namespace netc;
using namespace netc::cuda;
using namespace netc::cuda::testing;

namespace {

/// ECE408 conv1: 28x28x1 -> 24x24x50, 5x5 VALID, tanh, no bias, batch 10000.
ConvProblem ece408Conv1() {
  ConvProblem p;
  p.x = {10000, 28, 28, 1, 1};
  p.y = {10000, 24, 24, 50, 50};
  p.kh = p.kw = 5;
  p.bias = false;
  p.activation = KernelActivation::Tanh;
  return p;
}

} // namespace

TEST(KernelCatalog, SimtGeometryFollowsTheTile) {
  ConvProblem p = vggConv12();
  std::vector<KernelConfig> cs = convCandidates(p, KernelTarget{90});
  const KernelConfig *c = find(cs, "implicit_gemm_simt", 128, 128);
  ASSERT_NE(c, nullptr);
  EXPECT_EQ(c->threads, 256);
  EXPECT_EQ(c->gridX, 64 * 224 * 224 / 128); // M tiles
  EXPECT_EQ(c->gridY, 1);                    // 64 channels in one 128-wide tile
  EXPECT_EQ(c->gridZ, 1);
  EXPECT_EQ(c->tileK, 8);
  // Padded work: the N tile is half empty; GemmK = 576 is a multiple of 8.
  EXPECT_EQ(c->paddedMacs, int64_t(64) * 224 * 224 * 128 * 576);
  const KernelConfig *small = find(cs, "implicit_gemm_simt", 64, 64);
  ASSERT_NE(small, nullptr);
  EXPECT_EQ(small->paddedMacs, int64_t(64) * 224 * 224 * 64 * 576);
}

TEST(KernelCatalog, SimtRoundsEveryExtentUpToItsTile) {
  ConvProblem p;
  p.x = {3, 13, 13, 5, 5};
  p.y = {3, 13, 13, 70, 70};
  p.kh = p.kw = 3;
  p.padTop = p.padLeft = 1;
  // The candidates outlive the pointer find() returns into them (a temporary
  // here was a heap-use-after-free, found by the ASan build).
  std::vector<KernelConfig> cs = convCandidates(p, KernelTarget{61});
  const KernelConfig *c = find(cs, "implicit_gemm_simt", 128, 128);
  ASSERT_NE(c, nullptr);
  const int64_t m = 3 * 13 * 13; // 507 -> 4 tiles
  EXPECT_EQ(c->gridX, (m + 127) / 128);
  EXPECT_EQ(c->gridY, 1);
  EXPECT_EQ(c->paddedMacs, 4 * 128 * 128 * int64_t(48)); // GemmK 45 -> 48
}

TEST(KernelCatalog, InnerProductIsAOneByOneConvolution) {
  ConvProblem p;
  p.x = {128, 1, 1, 9216, 9216};
  p.y = {128, 1, 1, 4096, 4096};
  std::vector<KernelConfig> cs = convCandidates(p, KernelTarget{90});
  ASSERT_FALSE(cs.empty());
  EXPECT_EQ(find(cs, "direct"), nullptr);
  const KernelConfig *c = find(cs, "implicit_gemm_simt", 128, 128);
  ASSERT_NE(c, nullptr);
  EXPECT_EQ(c->gridX, 1);
  EXPECT_EQ(c->gridY, 32);
  EXPECT_TRUE(contains(c->body, "enum : int { N = 128, H = 1, W = 1, C = 9216, XPitch = 9216 };\n"
                                "  enum : int { K = 4096, R = 1, S = 1, P = 1, Q = 1, "
                                "YPitch = 4096 };"))
      << c->body;
}

TEST(KernelCatalog, PointwiseLayersAreThoseThatReadEachInputOnce) {
  // An inner product, a 1x1 convolution (strided too) and a filter the
  // size of its image are pointwise; a 3x3 convolution is not.
  ConvProblem inner;
  inner.x = {128, 1, 1, 9216, 9216};
  inner.y = {128, 1, 1, 4096, 4096};
  ConvProblem oneByOne;
  oneByOne.x = {32, 14, 14, 256, 256};
  oneByOne.y = {32, 7, 7, 512, 512};
  oneByOne.strideH = oneByOne.strideW = 2;
  ConvProblem wholeImage;
  wholeImage.x = {16, 7, 7, 512, 512};
  wholeImage.y = {16, 1, 1, 4096, 4096};
  wholeImage.kh = wholeImage.kw = 7;
  ConvProblem threeByThree;
  threeByThree.x = {32, 14, 14, 256, 256};
  threeByThree.y = {32, 14, 14, 256, 256};
  threeByThree.kh = threeByThree.kw = 3;
  threeByThree.padTop = threeByThree.padLeft = 1;
  for (auto [problem, pointwise] : {std::pair{inner, true}, std::pair{oneByOne, true},
                                    std::pair{wholeImage, true}, std::pair{threeByThree, false}}) {
    std::vector<KernelConfig> cs = convCandidates(problem, KernelTarget{90});
    ASSERT_FALSE(cs.empty());
    for (const KernelConfig &c : cs)
      EXPECT_EQ(c.pointwise, pointwise) << c.variant << " on " << problem.kh << "x" << problem.kw;
  }
  EXPECT_TRUE(isPointwiseConvolution(1, 1, 56, 56));
  EXPECT_TRUE(isPointwiseConvolution(3, 3, 1, 1));
  EXPECT_FALSE(isPointwiseConvolution(1, 3, 56, 56));
}

TEST(KernelCatalog, SimtSplitsTheReductionOfInnerProductsOnly) {
  // vgg16's fc6 at batch 64 (7x7x512 -> 4096 as a VALID 7x7 convolution: a
  // 1x1 output image, a 25,088-long reduction): every SIMT tile splits 2, 4,
  // 8 and 16 ways (the 16 partial [64][4096] tiles are 16 MiB, the limit).
  ConvProblem fc6;
  fc6.x = {64, 7, 7, 512, 512};
  fc6.y = {64, 1, 1, 4096, 4096};
  fc6.kh = fc6.kw = 7;
  fc6.activation = KernelActivation::Relu;
  for (int target : {61, 90}) {
    std::vector<KernelConfig> cs = convCandidates(fc6, KernelTarget{target});
    std::map<std::string, std::set<int64_t>> splitsByTile;
    for (const KernelConfig &c : cs) {
      if (c.variant != "implicit_gemm_simt")
        continue;
      const std::string tile = std::to_string(c.tileM) + "x" + std::to_string(c.tileN);
      splitsByTile[tile].insert(c.splitK);
      EXPECT_EQ(c.gridZ, c.splitK) << tile;
      if (c.splitK == 1) {
        EXPECT_EQ(c.workspaceBytes, 0) << tile;
        EXPECT_EQ(c.serialTailUs, 0) << tile;
        EXPECT_TRUE(contains(c.body, "netc::conv2d_implicit_gemm_simt<Shape, ")) << c.body;
        continue;
      }
      EXPECT_EQ(c.workspaceBytes, c.splitK * 64 * 4096 * 4) << tile;
      // The SIMT split's tail (ConvCatalog.h's kSimtSplitTail).
      EXPECT_DOUBLE_EQ(c.serialTailUs, 2.95 + 0.94 * double(c.splitK)) << tile;
      EXPECT_TRUE(contains(c.body, "static float workspace[" +
                                       std::to_string(c.splitK * 64 * 4096) + "];"))
          << c.body;
      EXPECT_TRUE(contains(c.body, "static unsigned tileArrivals[" +
                                       std::to_string(c.gridX * c.gridY) + "];"))
          << c.body;
      EXPECT_TRUE(contains(c.body, ">, /*Splits=*/" + std::to_string(c.splitK) +
                                       ", netc::kRelu, /*HasBias=*/true>(x, w, bias, y, "
                                       "workspace, tileArrivals);"))
          << c.body;
      EXPECT_TRUE(contains(c.body, "netc::conv2d_implicit_gemm_simt_split_k<Shape, netc::SimtTile<"))
          << c.body;
    }
    EXPECT_EQ(splitsByTile.size(), 7u);
    for (const auto &[tile, splits] : splitsByTile)
      EXPECT_EQ(splits, (std::set<int64_t>{1, 2, 4, 8, 16})) << tile << " sm_" << target;
  }
  // alexnet's fc6 at batch 128: 16 partial [128][4096] tiles would be 32 MiB.
  ConvProblem alexFc6;
  alexFc6.x = {128, 1, 1, 9216, 9216};
  alexFc6.y = {128, 1, 1, 4096, 4096};
  std::set<int64_t> splits;
  for (const KernelConfig &c : convCandidates(alexFc6, KernelTarget{90}))
    if (c.variant == "implicit_gemm_simt")
      splits.insert(c.splitK);
  EXPECT_EQ(splits, (std::set<int64_t>{1, 2, 4, 8}));
  // A reduction of 160 channels: 10 k-steps of the 16-wide tiles and 20 of
  // the 8-wide; a split keeps 8 steps at least.
  alexFc6.x.c = alexFc6.x.pitch = 160;
  std::set<std::pair<int64_t, int64_t>> stepAndSplit;
  for (const KernelConfig &c : convCandidates(alexFc6, KernelTarget{90}))
    if (c.variant == "implicit_gemm_simt" && c.splitK > 1)
      stepAndSplit.insert({c.tileK, c.splitK});
  EXPECT_EQ(stepAndSplit, (std::set<std::pair<int64_t, int64_t>>{{8, 2}}));
  // A convolution with an image is never split.
  for (const KernelConfig &c : convCandidates(vggConv12(), KernelTarget{90}))
    EXPECT_EQ(c.splitK, 1) << c.variant;
}

TEST(KernelCatalog, SimtTilesCapTheirRegistersWhereItPaid) {
  // __launch_bounds__(256, 2) on the 128x128 tile: the two blocks an SM its
  // rate and the structural model assume (uncapped, a 1x1 layer's took 133
  // registers, one block an SM). Capping the others for more blocks made
  // them slower: uncapped (0).
  std::vector<KernelConfig> cs = convCandidates(vggConv12(), KernelTarget{90});
  const std::map<std::pair<int64_t, int64_t>, int64_t> expected = {
      {{128, 128}, 2}, {{128, 64}, 0}, {{64, 128}, 0}, {{64, 64}, 0},
      {{64, 32}, 0},   {{32, 64}, 0},  {{32, 32}, 0}};
  for (const auto &[tile, blocks] : expected) {
    const KernelConfig *c = find(cs, "implicit_gemm_simt", tile.first, tile.second);
    ASSERT_NE(c, nullptr);
    EXPECT_EQ(c->minBlocksPerSm, blocks) << tile.first << "x" << tile.second;
  }
}

TEST(KernelCatalog, DirectOnlyForFewChannelLayers) {
  std::vector<KernelConfig> ece = convCandidates(ece408Conv1(), KernelTarget{90});
  const KernelConfig *d = find(ece, "direct");
  ASSERT_NE(d, nullptr);
  EXPECT_EQ(d->gridY, 10000);            // first form: one image per block
  EXPECT_TRUE(std::any_of(ece.begin(), ece.end(), [](const KernelConfig &c) {
    return c.variant == "direct" && c.gridY == 10000 / 8; // the 8-images-per-block form
  }));
  EXPECT_EQ(d->threads % 50, 0);         // whole groups of 50 output channels
  EXPECT_LE(d->threads, 1024);
  EXPECT_EQ(d->gridX, 1);                // the whole 24-row image in one block
  EXPECT_TRUE(contains(d->body, "netc::conv2d_direct<Shape, netc::DirectTile<"));
  EXPECT_TRUE(contains(d->body, "netc::kTanh, /*HasBias=*/false>(x, w, bias, y);"));
  // 64 input channels: no direct kernel.
  EXPECT_EQ(find(convCandidates(vggConv12(), KernelTarget{90}), "direct"), nullptr);
}

TEST(KernelCatalog, GroupedConvolutionHasItsOwnKernelOnly) {
  // MobileNetV2's depthwise 3x3, stride 2: 112x112x96 -> 56x56x96.
  ConvProblem p;
  p.x = {1, 112, 112, 96, 96};
  p.y = {1, 56, 56, 96, 96};
  p.kh = p.kw = 3;
  p.strideH = p.strideW = 2;
  p.padTop = p.padLeft = 1;
  p.groups = 96;
  p.precision = Precision::BF16;
  std::vector<KernelConfig> cs = convCandidates(p, KernelTarget{90});
  // The GEMM and direct kernels would read every input channel: not offered.
  ASSERT_EQ(cs.size(), 1u);
  EXPECT_EQ(cs[0].variant, "grouped_direct");
  EXPECT_EQ(cs[0].threads, 256);
  EXPECT_EQ(cs[0].gridX, (56 * 56 * 96 + 255) / 256);
  EXPECT_EQ(cs[0].paddedMacs, cs[0].gridX * 256 * 9);
  EXPECT_TRUE(contains(cs[0].body,
                       "netc::conv2d_grouped<Shape, /*Groups=*/96, netc::kNone, /*HasBias=*/true>"))
      << cs[0].body;
  EXPECT_EQ(chooseConvKernelByHeuristic(p, KernelTarget{90}, 132).variant, "grouped_direct");

  // Groups that do not divide both channel counts: no kernel, and why.
  p.groups = 7;
  EXPECT_EQ(validateConvProblem(p), "groups must divide the input and output channels");
  EXPECT_TRUE(convCandidates(p, KernelTarget{90}).empty());
}

TEST(KernelCatalog, TensorCoresOnlyWhereTheTargetHasThem) {
  EXPECT_FALSE(KernelTarget{90}.hasTensorCores(Precision::FP32));
  EXPECT_TRUE(KernelTarget{80}.hasTensorCores(Precision::TF32));
  EXPECT_TRUE(KernelTarget{90}.hasTensorCores(Precision::BF16));
  EXPECT_TRUE(KernelTarget{86}.hasTensorCores(Precision::FP16));
  EXPECT_FALSE(KernelTarget{75}.hasTensorCores(Precision::BF16));
  EXPECT_FALSE(KernelTarget{61}.hasTensorCores(Precision::FP16));
  for (Precision prec : {Precision::FP32, Precision::TF32,
                               Precision::BF16, Precision::FP16}) {
    for (int sm : {61, 75, 80, 90}) {
      KernelTarget target{sm};
      std::vector<KernelConfig> cs = convCandidates(vggConv12(prec), target);
      ASSERT_FALSE(cs.empty()) << getPrecisionName(prec) << " sm_" << sm;
      const bool hasMma = find(cs, "implicit_gemm_mma") != nullptr;
      EXPECT_LE(hasMma, target.hasTensorCores(prec)) << getPrecisionName(prec) << " sm_" << sm;
      // SIMT runs everywhere, in every precision.
      EXPECT_NE(find(cs, "implicit_gemm_simt"), nullptr);
      for (const KernelConfig &c : cs) {
        EXPECT_GT(c.threads, 0);
        EXPECT_LE(c.threads, 1024);
        EXPECT_GT(c.gridX, 0);
        EXPECT_LE(c.gridY, 65535);
        EXPECT_GT(c.paddedMacs, 0);
        EXPECT_TRUE(contains(c.body, "  enum : int { K = 64, R = 3, S = 3, P = 224, Q = 224, "
                                     "YPitch = 64 };\n"));
        EXPECT_TRUE(contains(c.body, "using Shape = netc::ConvShape<Layer>;\n"));
        // Operands by TMA come as the kernel's maps, not its pointers.
        EXPECT_TRUE(contains(c.body, c.inputMap ? "netc::kRelu, /*HasBias=*/true>(xMap, wMap, bias, y);"
                                                : "netc::kRelu, /*HasBias=*/true>(x, w, bias, y);"))
            << c.body;
      }
    }
  }
}

TEST(KernelCatalog, MmaTilesDeclareTheirSharedMemoryAndResidency) {
  std::vector<KernelConfig> cs = convCandidates(vggConv12(Precision::BF16), KernelTarget{90});
  int mma = 0;
  for (const KernelConfig &c : cs) {
    if (c.variant != "implicit_gemm_mma")
      continue;
    ++mma;
    // Stages * (BM + BN) * BK bf16 elements; > 48 KB needs the runtime's opt-in.
    EXPECT_EQ(c.sharedBytes % ((c.tileM + c.tileN) * c.tileK * 2), 0);
    EXPECT_GE(c.sharedBytes, 32 * 1024);
    EXPECT_TRUE(contains(c.body, "netc::conv2d_implicit_gemm_mma<Shape, netc::MmaTile<"));
    if (c.threads == 256 && c.sharedBytes <= 100 * 1024) {
      EXPECT_EQ(c.minBlocksPerSm, 2);
    }
  }
  EXPECT_GE(mma, 4);
  // C = 3: no 16-byte copies of one tap, no mma tile.
  ConvProblem first = vggConv12(Precision::BF16);
  first.x.c = first.x.pitch = 3;
  EXPECT_EQ(find(convCandidates(first, KernelTarget{90}), "implicit_gemm_mma"), nullptr);
}

TEST(KernelCatalog, Tf32MmaTilesHoldTheSameBytesInHalfTheElements) {
  // TF32 runs the same mma kernel as bf16 (m16n8k8 instead of m16n8k16): a
  // stage row is the same 64 or 128 bytes, so BK halves and shared memory
  // stays what the bf16 tile declares.
  std::vector<KernelConfig> bf16 = convCandidates(vggConv12(Precision::BF16), KernelTarget{90});
  std::vector<KernelConfig> tf32 = convCandidates(vggConv12(Precision::TF32), KernelTarget{80});
  std::vector<const KernelConfig *> bf16Mma, tf32Mma;
  for (const KernelConfig &c : bf16)
    if (c.variant == "implicit_gemm_mma")
      bf16Mma.push_back(&c);
  for (const KernelConfig &c : tf32)
    if (c.variant == "implicit_gemm_mma")
      tf32Mma.push_back(&c);
  ASSERT_EQ(tf32Mma.size(), bf16Mma.size());
  ASSERT_FALSE(tf32Mma.empty());
  for (size_t i = 0; i < tf32Mma.size(); ++i) {
    EXPECT_EQ(tf32Mma[i]->tileK * 2, bf16Mma[i]->tileK);
    EXPECT_EQ(tf32Mma[i]->sharedBytes, bf16Mma[i]->sharedBytes);
    EXPECT_EQ(tf32Mma[i]->sharedBytes % ((tf32Mma[i]->tileM + tf32Mma[i]->tileN) * tf32Mma[i]->tileK * 4), 0);
    EXPECT_EQ(tf32Mma[i]->threads, bf16Mma[i]->threads);
    EXPECT_LT(tf32Mma[i]->paddedMacs, bf16Mma[i]->paddedMacs * 2);
    EXPECT_TRUE(contains(tf32Mma[i]->body, "netc::kRelu, /*HasBias=*/true>(x, w, bias, y);"));
  }
  // 16-byte copies hold 4 floats: 4 channels suffice in tf32, not in bf16.
  ConvProblem four = vggConv12(Precision::TF32);
  four.x.c = four.x.pitch = 4;
  EXPECT_NE(find(convCandidates(four, KernelTarget{90}), "implicit_gemm_mma"), nullptr);
  four.precision = Precision::BF16;
  EXPECT_EQ(find(convCandidates(four, KernelTarget{90}), "implicit_gemm_mma"), nullptr);
  // fp32 proper never reaches the tensor cores.
  EXPECT_EQ(find(convCandidates(vggConv12(Precision::FP32), KernelTarget{90}),
                 "implicit_gemm_mma"),
            nullptr);
}

TEST(KernelCatalog, PitchReachesTheShape) {
  // A producer writing channels [64, 192) of a 256-channel concatenation.
  ConvProblem p = vggConv12();
  p.y.c = 128;
  p.y.pitch = 256;
  std::vector<KernelConfig> cs = convCandidates(p, KernelTarget{90});
  ASSERT_FALSE(cs.empty());
  const KernelConfig &c = cs.front();
  EXPECT_TRUE(contains(c.body, "enum : int { K = 128, R = 3, S = 3, P = 224, Q = 224, "
                               "YPitch = 256 };"))
      << c.body;
}

TEST(KernelCatalog, InvalidProblemsSayWhy) {
  ConvProblem p = vggConv12();
  EXPECT_EQ(validateConvProblem(p), "");
  p.y.pitch = 32;
  EXPECT_NE(validateConvProblem(p), "");
  EXPECT_TRUE(convCandidates(p, KernelTarget{90}).empty());
  p = vggConv12();
  p.y.h = 300;
  EXPECT_EQ(validateConvProblem(p),
            "output height 300 is not what the window and stride give (it is larger)");
  p.padBottom = 1; // given pads: the extent must be exactly the window's
  EXPECT_EQ(validateConvProblem(p),
            "output height 300 is not what the window and stride give (224)");
  p = vggConv12();
  p.strideH = 0;
  EXPECT_NE(validateConvProblem(p), "");
  EXPECT_EQ(chooseConvKernelByHeuristic(p, KernelTarget{90}, 132).variant, "");
}

TEST(KernelCatalog, HeuristicPicksACandidate) {
  for (const ConvProblem &p : {vggConv12(), ece408Conv1(), vggConv12(Precision::BF16)}) {
    KernelConfig pick = chooseConvKernelByHeuristic(p, KernelTarget{90}, 132);
    std::vector<KernelConfig> cs = convCandidates(p, KernelTarget{90});
    EXPECT_TRUE(std::any_of(cs.begin(), cs.end(), [&](const KernelConfig &c) {
      return c.body == pick.body && c.gridX == pick.gridX && c.threads == pick.threads;
    }));
  }
  EXPECT_EQ(chooseConvKernelByHeuristic(ece408Conv1(), KernelTarget{90}, 132).variant, "direct");
}

TEST(KernelCatalog, MemoryBoundKernels) {
  KernelTarget target{90};
  PoolProblem pool;
  pool.x = {64, 224, 224, 64, 64};
  pool.y = {64, 112, 112, 64, 64};
  pool.kh = pool.kw = pool.strideH = pool.strideW = 2;
  KernelConfig c = poolKernel(pool, target);
  EXPECT_EQ(c.threads, 256);
  // Four channels a thread (64 channels, pitches multiples of 4).
  EXPECT_EQ(c.gridX, int64_t(64) * 112 * 112 * 64 / 4 / 256);
  // Each thread loads its window's 2 x 2 taps.
  EXPECT_EQ(c.windowTaps, 4);
  EXPECT_TRUE(contains(c.body, "struct Layer { // x [N][H][W][C] -> y [N][P][Q][C]; pitches in "
                               "elements\n"
                               "  enum : int { N = 64, H = 224, W = 224, C = 64, XPitch = 64 };\n"
                               "  enum : int { P = 112, Q = 112, YPitch = 64 };\n"
                               "  enum : int { KH = 2, KW = 2, StrideH = 2, StrideW = 2, PadH = 0, "
                               "PadW = 0 };\n};\nusing Shape = netc::PoolShape<Layer>;\n"
                               "netc::max_pool2d<Shape, /*V=*/4>(x, y);"))
      << c.body;
  pool.kind = PoolKind::Avg;
  EXPECT_TRUE(contains(poolKernel(pool, target).body, "netc::avg_pool2d<Shape, /*V=*/4>(x, y);"));
  // 16-bit storage: runs of 8 channels, one 16-byte load a window element as
  // fp32's runs of 4 (LRN's rule); half the threads.
  pool.precision = Precision::BF16;
  c = poolKernel(pool, target);
  EXPECT_TRUE(contains(c.body, "netc::avg_pool2d<Shape, /*V=*/8>(x, y);")) << c.body;
  EXPECT_EQ(c.gridX, (int64_t(64) * 112 * 112 * 64 / 8 + 255) / 256);
  pool.x.c = pool.y.c = pool.x.pitch = pool.y.pitch = 60; // 60 % 8 != 0: runs of 4
  EXPECT_TRUE(contains(poolKernel(pool, target).body, "netc::avg_pool2d<Shape, /*V=*/4>(x, y);"))
      << poolKernel(pool, target).body;
  pool.precision = Precision::FP32;
  // A channel count or pitch that is not a multiple of 4: one a thread.
  pool.x = {64, 224, 224, 3, 3};
  pool.y = {64, 112, 112, 3, 3};
  c = poolKernel(pool, target);
  EXPECT_EQ(c.gridX, (int64_t(64) * 112 * 112 * 3 + 255) / 256);
  EXPECT_TRUE(contains(c.body, "netc::avg_pool2d<Shape>(x, y);")) << c.body;
  pool.x = {64, 224, 224, 64, 66};
  pool.y = {64, 112, 112, 64, 64};
  EXPECT_TRUE(contains(poolKernel(pool, target).body, "netc::avg_pool2d<Shape>(x, y);"));

  // A window that is the whole image (squeeze-and-excitation's pool):
  // one block per image and chunk of channel runs, the pixels split over the
  // block's slices. 72 bf16 channels: 18 runs of 4, 28 slices of 28 x 28
  // pixels, 28 loads a thread.
  // A pool of N images of H x W x C whose window is the whole image.
  auto globalPool = [](PoolKind kind, int64_t n, int64_t h, int64_t w, int64_t channels) {
    PoolProblem p;
    p.kind = kind;
    p.x = {n, h, w, channels, channels};
    p.y = {n, 1, 1, channels, channels};
    p.kh = p.strideH = h;
    p.kw = p.strideW = w;
    return p;
  };
  PoolProblem global = globalPool(PoolKind::Avg, 64, 28, 28, 72);
  c = poolKernel(global, target);
  EXPECT_EQ(c.variant, "global_avg_pool");
  EXPECT_EQ(c.threads, 18 * 28);
  // 28 loads a thread: too few to split the pixels over blocks.
  EXPECT_EQ(c.gridX, 64);
  EXPECT_EQ(c.windowTaps, 28);
  EXPECT_EQ(c.workspaceBytes, 0);
  EXPECT_TRUE(contains(c.body, "netc::global_pool2d<Shape, /*IsMax=*/false, /*V=*/4, "
                               "/*RunsPerBlock=*/18, /*Slices=*/28>(x, y);"))
      << c.body;
  // efficientnet_b0's first SE pool (112 x 112 x 32 at batch 64): 64 blocks
  // of 392 loads a thread, split 8 ways toward 512 blocks.
  c = poolKernel(globalPool(PoolKind::Avg, 64, 112, 112, 32), target);
  EXPECT_EQ(c.gridX, 64 * 8);
  EXPECT_EQ(c.windowTaps, 49); // 12544 / 8 / 32
  EXPECT_EQ(c.workspaceBytes, 64 * 8 * 8 * 4 * 4);
  EXPECT_TRUE(contains(c.body, "static float workspace[16384];")) << c.body;
  EXPECT_TRUE(contains(c.body, "static unsigned arrivals[64];")) << c.body;
  EXPECT_TRUE(contains(c.body, "netc::global_pool2d<Shape, /*IsMax=*/false, /*V=*/4, "
                               "/*RunsPerBlock=*/8, /*Slices=*/32, /*PixelSplits=*/8>(x, y, "
                               "workspace, arrivals);"))
      << c.body;
  // 56 x 56 x 96: 24 runs, 21 slices, 149 loads a thread split 4 ways (37
  // loads each: the split keeps 32).
  c = poolKernel(globalPool(PoolKind::Avg, 64, 56, 56, 96), target);
  EXPECT_EQ(c.gridX, 64 * 4);
  // 960 channels at 7 x 7: a warp of runs across, 16 slices, 8 chunks an image.
  global = globalPool(PoolKind::Max, 64, 7, 7, 960);
  c = poolKernel(global, target);
  EXPECT_EQ(c.variant, "global_max_pool");
  EXPECT_EQ(c.threads, 32 * 16);
  EXPECT_EQ(c.gridX, 64 * 8);
  EXPECT_EQ(c.windowTaps, 4); // ceil(49 / 16)
  // Three channels: one a run, every pixel of a 2 x 2 image its own slice.
  global = globalPool(PoolKind::Max, 1, 2, 2, 3);
  c = poolKernel(global, target);
  EXPECT_EQ(c.threads, 3 * 4);
  EXPECT_TRUE(contains(c.body, "/*V=*/1, /*RunsPerBlock=*/3, /*Slices=*/4>(x, y);")) << c.body;
  // Padding, or a window short of the image: the one-thread-an-output kernel.
  global.padTop = 1;
  EXPECT_EQ(poolKernel(global, target).variant, "max_pool");

  LrnProblem lrn;
  lrn.x = lrn.y = {128, 56, 56, 64, 64};
  c = lrnKernel(lrn, target);
  EXPECT_TRUE(contains(c.body,
                       "netc::lrn_cross_channel<Shape, 5, /*V=*/4>(x, y, 9.99999975e-05f, 0.75f, 2.f);"))
      << c.body;
  EXPECT_EQ(c.gridX, (int64_t(128) * 56 * 56 * 64 / 4 + 255) / 256); // four channels a thread
  // 16-bit storage: runs of 8 channels, 16-byte loads as fp32's runs of 4.
  lrn.precision = Precision::BF16;
  c = lrnKernel(lrn, target);
  EXPECT_TRUE(contains(c.body,
                       "netc::lrn_cross_channel<Shape, 5, /*V=*/8>(x, y, 9.99999975e-05f, 0.75f, 2.f);"))
      << c.body;
  EXPECT_EQ(c.gridX, (int64_t(128) * 56 * 56 * 64 / 8 + 255) / 256);
  lrn.x.c = lrn.y.c = lrn.x.pitch = lrn.y.pitch = 60; // 60 % 8 != 0: runs of 4 again
  EXPECT_TRUE(contains(lrnKernel(lrn, target).body, "lrn_cross_channel<Shape, 5, /*V=*/4>"))
      << lrnKernel(lrn, target).body;
  lrn.precision = Precision::FP32;
  lrn.x.c = lrn.y.c = lrn.y.pitch = 64;
  lrn.x.pitch = 66; // a view into a wider buffer: one channel a thread
  EXPECT_TRUE(contains(lrnKernel(lrn, target).body,
                       "netc::lrn_cross_channel<Shape, 5>(x, y, 9.99999975e-05f, 0.75f, 2.f);"))
      << lrnKernel(lrn, target).body;

  SoftmaxProblem sm;
  sm.x = sm.y = {128, 1, 1, 1000, 1000};
  c = softmaxKernel(sm, target);
  EXPECT_EQ(c.threads, 256);
  EXPECT_EQ(c.gridX, 16); // 8 pixels (warps) per block
  EXPECT_TRUE(contains(c.body, "netc::PixelShape</*Pixels=*/128LL, /*C=*/1000, /*APitch=*/1000, "
                               "/*BPitch=*/0, /*YPitch=*/1000>"));
  // Its dependent chain (load, reduce, exponentials, reduce, store) counts
  // as latency after the launch, whatever the batch: a classifier's few
  // dozen warps do not hide it.
  EXPECT_DOUBLE_EQ(c.serialTailUs, 1.8);
  sm.x = sm.y = {10000, 1, 1, 10, 10};
  EXPECT_DOUBLE_EQ(softmaxKernel(sm, target).serialTailUs, 1.8);

  ElementwiseProblem e;
  e.a = e.b = {64, 56, 56, 256, 256};
  e.y = {64, 56, 56, 256, 256};
  e.activation = KernelActivation::Relu;
  c = elementwiseKernel(e, target);
  EXPECT_TRUE(
      contains(c.body, "netc::elementwise<Shape, netc::kSum, netc::kRelu, /*V=*/4>(a, b, y);"))
      << c.body;
  EXPECT_EQ(c.gridX, int64_t(64) * 56 * 56 * 256 / 4 / 256);
  // Its time past the launch and the bytes (0.95 us, fitted on three nets'
  // 121 launches) counts as latency; a copy has none fitted.
  EXPECT_DOUBLE_EQ(c.serialTailUs, 0.95);
  e.op = ElementwiseOp::Identity;
  e.activation = KernelActivation::None;
  e.y.pitch = 512; // a copy into a concatenation's slice
  c = elementwiseKernel(e, target);
  EXPECT_EQ(c.variant, "copy");
  EXPECT_EQ(c.serialTailUs, 0);
  EXPECT_TRUE(contains(c.body, "netc::PixelShape</*Pixels=*/200704LL, /*C=*/256, /*APitch=*/256, "
                               "/*BPitch=*/0, /*YPitch=*/512>"));

  BatchNormProblem bn;
  bn.x = bn.y = {64, 56, 56, 256, 256};
  c = batchNormKernel(bn, target);
  EXPECT_TRUE(contains(c.body, "(x, gamma, beta, mean, var, y, 9.99999975e-06f);")) << c.body;
}

TEST(KernelCatalog, HeaderIsEmbeddedAndSelfContained) {
  const std::string &text = kernelHeaderText();
  EXPECT_TRUE(contains(text, "namespace netc"));
  EXPECT_TRUE(contains(text, "conv2d_implicit_gemm_simt"));
  EXPECT_TRUE(contains(text, "conv2d_implicit_gemm_wgmma"));
  EXPECT_TRUE(contains(text, "wgmma.mma_async.sync.aligned.m64n"));
  EXPECT_FALSE(contains(text, "\n#include")); // NVRTC has no CUDA headers to include
  EXPECT_STREQ(kKernelHeaderName, "netc_kernels.cuh");
  EXPECT_STREQ(storageType(Precision::BF16), "netc::bf16");
  EXPECT_STREQ(storageType(Precision::TF32), "float");
  EXPECT_STREQ(activationConstant(KernelActivation::Sigmoid), "netc::kSigmoid");
}

TEST(KernelCatalog, ParsesTargets) {
  using netc::parseKernelTarget;
  ASSERT_TRUE(parseKernelTarget("sm_61"));
  EXPECT_EQ(parseKernelTarget("sm_61")->smVersion, 61);
  EXPECT_EQ(parseKernelTarget("sm_90")->smVersion, 90);
  EXPECT_EQ(parseKernelTarget("sm_100")->smVersion, 100);
  for (const char *bad : {"", "sm_", "sm_9", "sm_35", "sm_90a", "gfx90a", "SM_90", "sm_-90",
                          "sm_999", "sm_91", "sm_0100"})
    EXPECT_FALSE(parseKernelTarget(bad)) << bad;
}

namespace {
TransposeProblem transposeOf(std::vector<int64_t> shape, std::vector<int64_t> permutation) {
  return {std::move(shape), std::move(permutation), Precision::FP32};
}
} // namespace

TEST(KernelCatalog, TransposeDropsUnitExtentsAndMergesDimensionsThatStayTogether) {
  // VGG16's NCHW flatten at batch 1: the 2-D transpose of [49, 512].
  TransposeProblem flatten = simplifyTranspose(transposeOf({1, 7, 7, 512}, {0, 3, 1, 2}));
  EXPECT_EQ(flatten.shape, (std::vector<int64_t>{49, 512}));
  EXPECT_EQ(flatten.permutation, (std::vector<int64_t>{1, 0}));
  // At batch 8 the batch stays outermost.
  TransposeProblem batched = simplifyTranspose(transposeOf({8, 7, 7, 512}, {0, 3, 1, 2}));
  EXPECT_EQ(batched.shape, (std::vector<int64_t>{8, 49, 512}));
  EXPECT_EQ(batched.permutation, (std::vector<int64_t>{0, 2, 1}));
  // ShuffleNet's channel shuffle: n * h * w pixels of a [2, 58] transpose.
  TransposeProblem shuffle = simplifyTranspose(transposeOf({4, 28, 28, 2, 58}, {0, 1, 2, 4, 3}));
  EXPECT_EQ(shuffle.shape, (std::vector<int64_t>{4 * 28 * 28, 2, 58}));
  EXPECT_EQ(shuffle.permutation, (std::vector<int64_t>{0, 2, 1}));
  // A rotation of three dimensions keeps all three.
  TransposeProblem rotation = simplifyTranspose(transposeOf({2, 3, 5}, {2, 0, 1}));
  EXPECT_EQ(rotation.shape, (std::vector<int64_t>{6, 5}));
  EXPECT_EQ(rotation.permutation, (std::vector<int64_t>{1, 0}));
  TransposeProblem cycle = simplifyTranspose(transposeOf({2, 3, 5}, {1, 2, 0}));
  EXPECT_EQ(cycle.shape, (std::vector<int64_t>{2, 15}));
  EXPECT_EQ(cycle.permutation, (std::vector<int64_t>{1, 0}));
  TransposeProblem reversal = simplifyTranspose(transposeOf({2, 3, 5}, {2, 1, 0}));
  EXPECT_EQ(reversal.shape, (std::vector<int64_t>{2, 3, 5}));
  EXPECT_EQ(reversal.permutation, (std::vector<int64_t>{2, 1, 0}));
  // Nothing moves: one dimension, a copy.
  TransposeProblem identity = simplifyTranspose(transposeOf({1, 4, 1, 6}, {2, 0, 1, 3}));
  EXPECT_EQ(identity.shape, (std::vector<int64_t>{24}));
  EXPECT_EQ(identity.permutation, (std::vector<int64_t>{0}));
  TransposeProblem single = simplifyTranspose(transposeOf({1, 1}, {1, 0}));
  EXPECT_EQ(single.shape, (std::vector<int64_t>{1}));
}

TEST(KernelCatalog, TransposeTilesOnlyWhereBothInnermostExtentsFillATile) {
  KernelTarget sm90{90};
  KernelConfig flatten = transposeKernel(transposeOf({8, 7, 7, 512}, {0, 3, 1, 2}), sm90);
  EXPECT_EQ(flatten.variant, "transpose_tiled");
  // 8 images x 16 tiles along the 512 channels x 2 along the 49 pixels.
  EXPECT_EQ(flatten.gridX, 8 * 16 * 2);
  EXPECT_EQ(flatten.threads, 256);
  EXPECT_NE(flatten.body.find("netc::TransposeShape<netc::Extents<8LL, 49LL, 512LL>, "
                              "netc::Permutation<0, 2, 1>>"),
            std::string::npos)
      << flatten.body;
  KernelConfig shuffle = transposeKernel(transposeOf({4, 28, 28, 2, 58}, {0, 1, 2, 4, 3}), sm90);
  EXPECT_EQ(shuffle.variant, "transpose");
  EXPECT_EQ(shuffle.gridX, (4 * 28 * 28 * 116 + 255) / 256);
  EXPECT_NE(shuffle.body.find("netc::transpose_elements<Shape>(x, y);"), std::string::npos);
  // The innermost dimension stays: per element, whatever the extents.
  KernelConfig outer = transposeKernel(transposeOf({64, 32, 128}, {1, 0, 2}), sm90);
  EXPECT_EQ(outer.variant, "transpose");
  // Not a permutation, or rank 7: no kernel.
  EXPECT_EQ(transposeKernel(transposeOf({2, 3}, {0, 0}), sm90).variant, "");
  EXPECT_NE(validateTransposeProblem(transposeOf({1, 1, 1, 1, 1, 1, 2}, {0, 1, 2, 3, 4, 5, 6})),
            "");
}

TEST(KernelCatalog, LayerNormIsOneWarpPerPixel) {
  KernelTarget sm90{90};
  LayerNormProblem problem;
  problem.x = problem.y = {2, 56, 56, 96, 96};
  problem.epsilon = 1e-6;
  KernelConfig config = layerNormKernel(problem, sm90);
  EXPECT_EQ(config.variant, "layer_norm");
  EXPECT_EQ(config.threads, 256);
  EXPECT_EQ(config.gridX, 2 * 56 * 56 / 8);
  EXPECT_NE(config.body.find("netc::layer_norm_channels<Shape, true>(x, gamma, beta, y, "
                             "9.99999997e-07f);"),
            std::string::npos)
      << config.body;
  problem.affine = false;
  EXPECT_NE(layerNormKernel(problem, sm90).body.find("layer_norm_channels<Shape, false>"),
            std::string::npos);
}

TEST(KernelCatalog, TheShapeIsAStructOfNamedExtents) {
  // What the emitter pastes into VGG16 conv1_2's kernel: every number named.
  ConvProblem p = vggConv12();
  std::vector<KernelConfig> cs = convCandidates(p, KernelTarget{90});
  const KernelConfig *c = find(cs, "implicit_gemm_simt", 128, 128);
  ASSERT_NE(c, nullptr);
  EXPECT_EQ(c->body,
            "struct Layer { // x [N][H][W][C], w [K][R][S][C], y [N][P][Q][K]; pitches in elements\n"
            "  enum : int { N = 64, H = 224, W = 224, C = 64, XPitch = 64 };\n"
            "  enum : int { K = 64, R = 3, S = 3, P = 224, Q = 224, YPitch = 64 };\n"
            "  enum : int { StrideH = 1, StrideW = 1, PadH = 1, PadW = 1, DilationH = 1, "
            "DilationW = 1 };\n"
            "};\n"
            "using Shape = netc::ConvShape<Layer>;\n"
            "netc::conv2d_implicit_gemm_simt<Shape, netc::SimtTile</*BM=*/128, /*BN=*/128, "
            "/*BK=*/8, /*TM=*/8, /*TN=*/8>, netc::kRelu, /*HasBias=*/true>(x, w, bias, y);\n");
}

TEST(KernelCatalog, DilationAndAsymmetricPadsReachTheShape) {
  // 3x3 dilated by (2, 3) over 16x20, pads [top 2, bottom 5, left 0, right 4].
  ConvProblem p;
  p.x = {2, 16, 20, 16, 16};
  p.kh = p.kw = 3;
  p.dilationH = 2;
  p.dilationW = 3;
  p.padTop = 2;
  p.padBottom = 5;
  p.padLeft = 0;
  p.padRight = 4;
  // (16 + 7 - 5) / 1 + 1 = 19 rows; (20 + 4 - 7) + 1 = 18 columns.
  p.y = {2, 19, 18, 8, 8};
  EXPECT_EQ(validateConvProblem(p), "");
  for (Precision precision : {Precision::FP32, Precision::BF16}) {
    p.precision = precision;
    std::vector<KernelConfig> cs = convCandidates(p, KernelTarget{90});
    ASSERT_FALSE(cs.empty());
    EXPECT_EQ(find(cs, "direct"), nullptr); // its bands hold adjacent taps only
    for (const KernelConfig &c : cs)
      EXPECT_TRUE(contains(c.body, "PadH = 2, PadW = 0, DilationH = 2, DilationW = 3 };"))
          << c.body;
  }
  p.y.h = 20; // one row more than the window gives
  EXPECT_EQ(validateConvProblem(p),
            "output height 20 is not what the window and stride give (19)");
}

TEST(KernelCatalog, DirectFormsWhoseBandIsPastStaticSharedMemoryAreNotOffered) {
  // An 11x1 filter at stride 4 over a 2045-wide single-channel image: one
  // item's band is 11 rows x 2045 columns x 4 bytes = 88 KiB of static shared
  // memory, which ptxas refused ("uses too much shared data").
  ConvProblem p;
  p.x = {1, 263, 2045, 1, 1};
  p.y = {1, 64, 512, 8, 8};
  p.kh = 11;
  p.kw = 1;
  p.strideH = p.strideW = 4;
  std::vector<KernelConfig> cs = convCandidates(p, KernelTarget{90});
  EXPECT_EQ(find(cs, "direct"), nullptr);
  EXPECT_NE(find(cs, "implicit_gemm_simt"), nullptr);
  // The same filter over a narrow image keeps the direct kernel.
  p.x.w = 29;
  p.y.w = 7;
  EXPECT_NE(find(convCandidates(p, KernelTarget{90}), "direct"), nullptr);
}

TEST(KernelCatalog, DirectFormsPastTheGridsYLimitAreNotOffered) {
  // ECE408 conv1 at batch 100000: one image per block would be 100,000
  // blocks along y (CUDA allows 65,535); eight per block fit.
  ConvProblem p = ece408Conv1();
  p.x.n = p.y.n = 100000;
  for (const KernelConfig &c : convCandidates(p, KernelTarget{90}))
    EXPECT_LE(c.gridY, 65535) << c.variant << " " << c.directImagesPerBlock;
  EXPECT_NE(find(convCandidates(p, KernelTarget{90}), "direct"), nullptr);
}

TEST(KernelCatalog, RefusalsNameTheQuantityAndTheLimit) {
  // VGG16 conv1_1 at batch 100000: 5,017,600,000 output pixels.
  ConvProblem p = vggConv12();
  p.x = {100000, 224, 224, 3, 3};
  p.y = {100000, 224, 224, 64, 64};
  EXPECT_EQ(validateConvProblem(p),
            "output pixels N x P x Q = 100000 x 224 x 224 = 5017600000, past the kernels' limit "
            "of 2147483647 (2^31 - 1): the kernels index output pixels (the GEMM's rows) in int");
  EXPECT_TRUE(convCandidates(p, KernelTarget{90}).empty());
  p = vggConv12();
  p.padTop = int64_t(1) << 31;
  EXPECT_EQ(validateConvProblem(p), "top padding 2147483648 is past the kernels' coordinate "
                                    "limit of 1073741824 (2^30; rows and columns are int)");
}

TEST(KernelCatalog, EveryValidProblemHasAKernelOnEveryTargetAndPrecision) {
  // Issue 16: the SIMT implicit GEMM (the grouped kernel for groups > 1)
  // runs whatever the channels, filter, stride, padding, dilation, target
  // and precision; the faster kernels only add to it.
  int problems = 0;
  for (int64_t c : {1, 3, 5, 8, 64})
    for (int64_t k : {1, 7, 32})
      for (int64_t filter : {1, 3, 11})
        for (int64_t stride : {1, 2, 5})
          for (int64_t pad : {0, 1, 12})
            for (int64_t dilation : {1, 2})
              for (int64_t groups : {int64_t(1), c}) {
                ConvProblem p;
                const int64_t in = 13;
                const int64_t reach = dilation * (filter - 1) + 1;
                if (in + 2 * pad < reach || k % groups != 0)
                  continue;
                const int64_t out = (in + 2 * pad - reach) / stride + 1;
                p.x = {2, in, in, c, c};
                p.y = {2, out, out, k, k};
                p.kh = p.kw = filter;
                p.strideH = p.strideW = stride;
                p.padTop = p.padLeft = p.padBottom = p.padRight = pad;
                p.dilationH = p.dilationW = dilation;
                p.groups = groups;
                ASSERT_EQ(validateConvProblem(p), "");
                for (int sm : {61, 75, 80, 90})
                  for (Precision precision :
                       {Precision::FP32, Precision::TF32, Precision::BF16, Precision::FP16}) {
                    p.precision = precision;
                    std::vector<KernelConfig> cs = convCandidates(p, KernelTarget{sm});
                    ASSERT_FALSE(cs.empty())
                        << "c " << c << " k " << k << " filter " << filter << " stride "
                        << stride << " pad " << pad << " dilation " << dilation << " groups "
                        << groups << " sm_" << sm << " " << getPrecisionName(precision);
                    for (const KernelConfig &config : cs)
                      EXPECT_LE(config.gridY, 65535);
                    ++problems;
                  }
              }
  EXPECT_GT(problems, 1000);
}

TEST(KernelCatalog, BroadcastOperandsShareOnePixelPerImageOrOneInAll) {
  KernelTarget sm90{90};
  ElementwiseProblem product;
  product.op = ElementwiseOp::Product;
  product.a = product.y = {4, 7, 7, 96, 96};
  // Squeeze-and-excitation: one pixel per image, shared by its 49 pixels.
  product.b = {4, 1, 1, 96, 96};
  EXPECT_TRUE(contains(elementwiseKernel(product, sm90).body,
                       "netc::PixelShape</*Pixels=*/196LL, /*C=*/96, /*APitch=*/96, /*BPitch=*/96, "
                       "/*YPitch=*/96, /*AGroup=*/1LL, /*BGroup=*/49LL>;"));
  // A layer scale: one pixel in all, shared by the 4 x 49 pixels of every
  // image (BGroup 49 would read past it from the second image on).
  product.b = {1, 1, 1, 96, 96};
  EXPECT_TRUE(contains(elementwiseKernel(product, sm90).body,
                       "netc::PixelShape</*Pixels=*/196LL, /*C=*/96, /*APitch=*/96, /*BPitch=*/96, "
                       "/*YPitch=*/96, /*AGroup=*/1LL, /*BGroup=*/196LL>;"));
  // Equal shapes broadcast nothing.
  product.b = product.y;
  EXPECT_TRUE(contains(elementwiseKernel(product, sm90).body,
                       "netc::PixelShape</*Pixels=*/196LL, /*C=*/96, /*APitch=*/96, /*BPitch=*/96, "
                       "/*YPitch=*/96>;"));
}
