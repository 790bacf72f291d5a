//===- KernelCatalogTest.cpp - The CUDA kernel catalog's formulas ---------===//
//
// The catalog is the one place that knows each kernel template's launch
// geometry; these tests pin the formulas, which variants a target and
// precision get, and the text the emitter pastes.
//
//===----------------------------------------------------------------------===//

#include "Kernels/KernelCatalog.h"

#include <gtest/gtest.h>

#include <algorithm>

using namespace netc;
using namespace netc::cuda;

namespace {

/// VGG16 conv1_2 at batch 64: 224x224x64 -> 64, 3x3 SAME.
ConvProblem vggConv12(Precision precision = Precision::FP32) {
  ConvProblem p;
  p.x = {64, 224, 224, 64, 64};
  p.y = {64, 224, 224, 64, 64};
  p.kh = p.kw = 3;
  p.padTop = p.padLeft = 1;
  p.activation = KernelActivation::Relu;
  p.precision = precision;
  return p;
}

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

const KernelConfig *find(const std::vector<KernelConfig> &cs, const std::string &variant,
                         int64_t tileM = 0, int64_t tileN = 0) {
  for (const KernelConfig &c : cs)
    if (c.variant == variant && (!tileM || c.tileM == tileM) && (!tileN || c.tileN == tileN))
      return &c;
  return nullptr;
}

bool contains(const std::string &text, const std::string &part) {
  return text.find(part) != std::string::npos;
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
  EXPECT_TRUE(contains(c->body, "netc::ConvShape<128, 1, 1, 9216, 9216, 4096, 1, 1, 1, 1, 4096, "
                                "1, 1, 0, 0>"));
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
  EXPECT_TRUE(contains(d->body, "netc::kTanh, false>(x, w, bias, y);"));
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
  EXPECT_TRUE(contains(cs[0].body, "netc::conv2d_grouped<Shape, 96, netc::kNone, true>"))
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
        EXPECT_TRUE(contains(c.body, "using Shape = netc::ConvShape<64, 224, 224, 64, 64, 64, 3, "
                                     "3, 224, 224, 64, 1, 1, 1, 1>;\n"));
        EXPECT_TRUE(contains(c.body, "netc::kRelu, true>(x, w, bias, y);"));
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
    EXPECT_TRUE(contains(tf32Mma[i]->body, "netc::kRelu, true>(x, w, bias, y);"));
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
  EXPECT_TRUE(contains(c.body, "netc::ConvShape<64, 224, 224, 64, 64, 128, 3, 3, 224, 224, 256,"))
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
  EXPECT_TRUE(contains(validateConvProblem(p), "larger"));
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
  EXPECT_EQ(c.gridX, int64_t(64) * 112 * 112 * 64 / 256);
  EXPECT_TRUE(contains(c.body, "netc::PoolShape<64, 224, 224, 64, 64, 112, 112, 64, 2, 2, 2, 2, "
                               "0, 0>;\nnetc::max_pool2d<Shape>(x, y);"));
  pool.kind = PoolKind::Avg;
  EXPECT_TRUE(contains(poolKernel(pool, target).body, "netc::avg_pool2d<Shape>(x, y);"));

  LrnProblem lrn;
  lrn.x = lrn.y = {128, 56, 56, 64, 64};
  c = lrnKernel(lrn, target);
  EXPECT_TRUE(contains(c.body, "netc::lrn_cross_channel<Shape, 5>(x, y, 9.99999975e-05f, 0.75f, 2.f);"))
      << c.body;

  SoftmaxProblem sm;
  sm.x = sm.y = {128, 1, 1, 1000, 1000};
  c = softmaxKernel(sm, target);
  EXPECT_EQ(c.threads, 256);
  EXPECT_EQ(c.gridX, 16); // 8 pixels (warps) per block
  EXPECT_TRUE(contains(c.body, "netc::PixelShape<128LL, 1000, 1000, 0, 1000>"));

  ElementwiseProblem e;
  e.a = e.b = {64, 56, 56, 256, 256};
  e.y = {64, 56, 56, 256, 256};
  e.activation = KernelActivation::Relu;
  c = elementwiseKernel(e, target);
  EXPECT_TRUE(contains(c.body, "netc::elementwise<Shape, netc::kSum, netc::kRelu>(a, b, y);"));
  e.op = ElementwiseOp::Identity;
  e.activation = KernelActivation::None;
  e.y.pitch = 512; // a copy into a concatenation's slice
  c = elementwiseKernel(e, target);
  EXPECT_EQ(c.variant, "copy");
  EXPECT_TRUE(contains(c.body, "netc::PixelShape<200704LL, 256, 256, 0, 512>"));

  BatchNormProblem bn;
  bn.x = bn.y = {64, 56, 56, 256, 256};
  c = batchNormKernel(bn, target);
  EXPECT_TRUE(contains(c.body, "(x, gamma, beta, mean, var, y, 9.99999975e-06f);")) << c.body;
}

TEST(KernelCatalog, HeaderIsEmbeddedAndSelfContained) {
  const std::string &text = kernelHeaderText();
  EXPECT_TRUE(contains(text, "namespace netc"));
  EXPECT_TRUE(contains(text, "conv2d_implicit_gemm_simt"));
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

TEST(KernelCatalog, BroadcastOperandsShareOnePixelPerImageOrOneInAll) {
  KernelTarget sm90{90};
  ElementwiseProblem product;
  product.op = ElementwiseOp::Product;
  product.a = product.y = {4, 7, 7, 96, 96};
  // Squeeze-and-excitation: one pixel per image, shared by its 49 pixels.
  product.b = {4, 1, 1, 96, 96};
  EXPECT_TRUE(contains(elementwiseKernel(product, sm90).body,
                       "netc::PixelShape<196LL, 96, 96, 96, 96, 1LL, 49LL>;"));
  // A layer scale: one pixel in all, shared by the 4 x 49 pixels of every
  // image (BGroup 49 would read past it from the second image on).
  product.b = {1, 1, 1, 96, 96};
  EXPECT_TRUE(contains(elementwiseKernel(product, sm90).body,
                       "netc::PixelShape<196LL, 96, 96, 96, 96, 1LL, 196LL>;"));
  // Equal shapes broadcast nothing.
  product.b = product.y;
  EXPECT_TRUE(contains(elementwiseKernel(product, sm90).body,
                       "netc::PixelShape<196LL, 96, 96, 96, 96>;"));
}
