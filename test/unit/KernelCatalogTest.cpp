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
#include <map>
#include <set>

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
  EXPECT_TRUE(contains(c->body, "enum : int { N = 128, H = 1, W = 1, C = 9216, XPitch = 9216 };\n"
                                "  enum : int { K = 4096, R = 1, S = 1, P = 1, Q = 1, "
                                "YPitch = 4096 };"))
      << c->body;
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
  // A channel count or pitch that is not a multiple of 4: one a thread.
  pool.x = {64, 224, 224, 3, 3};
  pool.y = {64, 112, 112, 3, 3};
  c = poolKernel(pool, target);
  EXPECT_EQ(c.gridX, (int64_t(64) * 112 * 112 * 3 + 255) / 256);
  EXPECT_TRUE(contains(c.body, "netc::avg_pool2d<Shape>(x, y);")) << c.body;
  pool.x = {64, 224, 224, 64, 66};
  pool.y = {64, 112, 112, 64, 64};
  EXPECT_TRUE(contains(poolKernel(pool, target).body, "netc::avg_pool2d<Shape>(x, y);"));

  LrnProblem lrn;
  lrn.x = lrn.y = {128, 56, 56, 64, 64};
  c = lrnKernel(lrn, target);
  EXPECT_TRUE(contains(c.body,
                       "netc::lrn_cross_channel<Shape, 5, /*V=*/4>(x, y, 9.99999975e-05f, 0.75f, 2.f);"))
      << c.body;
  EXPECT_EQ(c.gridX, (int64_t(128) * 56 * 56 * 64 / 4 + 255) / 256); // four channels a thread
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

  ElementwiseProblem e;
  e.a = e.b = {64, 56, 56, 256, 256};
  e.y = {64, 56, 56, 256, 256};
  e.activation = KernelActivation::Relu;
  c = elementwiseKernel(e, target);
  EXPECT_TRUE(
      contains(c.body, "netc::elementwise<Shape, netc::kSum, netc::kRelu, /*V=*/4>(a, b, y);"))
      << c.body;
  EXPECT_EQ(c.gridX, int64_t(64) * 56 * 56 * 256 / 4 / 256);
  e.op = ElementwiseOp::Identity;
  e.activation = KernelActivation::None;
  e.y.pitch = 512; // a copy into a concatenation's slice
  c = elementwiseKernel(e, target);
  EXPECT_EQ(c.variant, "copy");
  EXPECT_TRUE(contains(c.body, "netc::PixelShape</*Pixels=*/200704LL, /*C=*/256, /*APitch=*/256, "
                               "/*BPitch=*/0, /*YPitch=*/512>"));

  BatchNormProblem bn;
  bn.x = bn.y = {64, 56, 56, 256, 256};
  c = batchNormKernel(bn, target);
  EXPECT_TRUE(contains(c.body, "(x, gamma, beta, mean, var, y, 9.99999975e-06f);")) << c.body;
}

TEST(KernelCatalog, WgmmaSplitKOnlyForInnerProductsOnSixtyFourRowTiles) {
  // vgg16's fc7 at batch 64: M = 64 rows, a 4096-long reduction (64 k-steps
  // of 64 halves). Split 2, 4 and 8 ways on the 64-row tiles only; the grid's
  // z is the split, the workspace holds that many fp32 partial tiles, and the
  // emitted call names the split and its workspace.
  ConvProblem fc;
  fc.x = {64, 1, 1, 4096, 4096};
  fc.y = {64, 1, 1, 4096, 4096};
  fc.precision = Precision::BF16;
  fc.activation = KernelActivation::Relu;
  std::vector<KernelConfig> cs = convCandidates(fc, KernelTarget{90});
  std::set<int64_t> splits, tmaSplits;
  for (const KernelConfig &c : cs) {
    if (c.splitK == 1)
      continue;
    // The gathered tiles split over blocks (by TMA, one block a split
    // measured slower); the persistent form over units (its own test).
    if (c.variant == "implicit_gemm_wgmma_tma")
      tmaSplits.insert(c.splitK);
    else if (c.variant == "implicit_gemm_wgmma")
      splits.insert(c.splitK);
    if (c.variant != "implicit_gemm_wgmma")
      continue;
    EXPECT_EQ(c.tileM, 64);
    EXPECT_EQ(c.gridZ, c.splitK);
    EXPECT_EQ(c.workspaceBytes, c.splitK * 64 * 4096 * 4);
    EXPECT_TRUE(contains(c.body, "static float workspace[" +
                                     std::to_string(c.splitK * 64 * 4096) + "];"))
        << c.body;
    EXPECT_TRUE(contains(c.body, "static unsigned tileArrivals[" +
                                     std::to_string(c.gridX * c.gridY) + "];"))
        << c.body;
    EXPECT_TRUE(contains(c.body, "netc::conv2d_implicit_gemm_wgmma_split_k<Shape, Tile, /*Splits=*/" +
                                     std::to_string(c.splitK) +
                                     ", netc::kRelu, /*HasBias=*/true>(x, w, bias, y, workspace, "
                                     "tileArrivals);"))
        << c.body;
  }
  EXPECT_EQ(splits, (std::set<int64_t>{2, 4, 8}));
  EXPECT_TRUE(tmaSplits.empty());
  // tf32: 128 k-steps of 32 floats, the same splits.
  fc.precision = Precision::TF32;
  cs = convCandidates(fc, KernelTarget{90});
  EXPECT_TRUE(std::any_of(cs.begin(), cs.end(), [](const KernelConfig &c) { return c.splitK == 8; }));
  // A 1024-long reduction is 16 k-steps: 2 ways keep 8 each, 4 would not.
  fc.precision = Precision::BF16;
  fc.x.c = fc.x.pitch = 1024;
  cs = convCandidates(fc, KernelTarget{90});
  splits.clear();
  for (const KernelConfig &c : cs)
    if (c.splitK > 1)
      splits.insert(c.splitK);
  EXPECT_EQ(splits, (std::set<int64_t>{2}));
  // A convolution with an image (vgg16 conv1_2) is never split.
  cs = convCandidates(vggConv12(Precision::BF16), KernelTarget{90});
  EXPECT_TRUE(std::none_of(cs.begin(), cs.end(), [](const KernelConfig &c) { return c.splitK > 1; }));
}

TEST(KernelCatalog, WgmmaOnlyForHopperAndTensorCorePrecisions) {
  // wgmma is sm_90a's: offered for sm_90 in bf16, fp16 and tf32, nowhere
  // else (not on sm_80, and not on sm_100, whose tensor cores dropped
  // wgmma), and never for fp32 proper.
  for (Precision prec : {Precision::FP32, Precision::TF32, Precision::BF16, Precision::FP16})
    for (int sm : {61, 75, 80, 86, 89, 90, 100, 120}) {
      KernelTarget target{sm};
      const bool expected = sm == 90 && prec != Precision::FP32;
      EXPECT_EQ(target.hasWgmma(prec), expected) << getPrecisionName(prec) << " sm_" << sm;
      EXPECT_EQ(find(convCandidates(vggConv12(prec), target), "implicit_gemm_wgmma") != nullptr,
                expected)
          << getPrecisionName(prec) << " sm_" << sm;
    }
  // 16-byte copies of 8 channels of one tap: C and the pitch multiples of 8;
  // otherwise the narrow gather (an element at a time over the flattened
  // reduction), one 128 x 64 tile of three stages, three blocks an SM.
  auto isNarrow = [](const KernelConfig *c) {
    return c && contains(c->body, "netc::conv2d_implicit_gemm_wgmma_narrow<Shape, Tile");
  };
  ConvProblem first = vggConv12(Precision::BF16);
  first.x.c = first.x.pitch = 3;
  const std::vector<KernelConfig> firstCandidates = convCandidates(first, KernelTarget{90});
  const KernelConfig *firstTile = find(firstCandidates, "implicit_gemm_wgmma");
  ASSERT_TRUE(isNarrow(firstTile)) << (firstTile ? firstTile->body : "none");
  EXPECT_EQ(firstTile->tileM, 128);
  EXPECT_EQ(firstTile->tileN, 64);
  EXPECT_EQ(firstTile->minBlocksPerSm, 3);
  EXPECT_TRUE(firstTile->narrowGather); // priced by its padded k-steps alone
  EXPECT_EQ(firstTile->sharedBytes, 3 * (128 + 64) * 128 + 1024);
  // 3 x 3 x 3 = 27 of the reduction in one k-step of 64.
  EXPECT_EQ(firstTile->paddedMacs, firstTile->gridX * 128 * firstTile->gridY * 64 * 64);
  EXPECT_EQ(std::count_if(firstCandidates.begin(), firstCandidates.end(),
                          [](const KernelConfig &c) { return c.variant == "implicit_gemm_wgmma"; }),
            1);
  for (const KernelConfig &c : firstCandidates) // no TMA: its maps need 16-byte strides
    EXPECT_EQ(c.variant.rfind("implicit_gemm_wgmma_tma", 0), std::string::npos) << c.variant;
  ConvProblem pitched = vggConv12(Precision::FP16);
  pitched.x.pitch = 68;
  EXPECT_TRUE(isNarrow(find(convCandidates(pitched, KernelTarget{90}), "implicit_gemm_wgmma")));
  pitched.x.pitch = 72;
  const std::vector<KernelConfig> pitchedCandidates = convCandidates(pitched, KernelTarget{90});
  const KernelConfig *copied = find(pitchedCandidates, "implicit_gemm_wgmma");
  ASSERT_NE(copied, nullptr);
  EXPECT_FALSE(isNarrow(copied)) << copied->body;
  EXPECT_FALSE(copied->narrowGather);
  // Not on sm_80, nor for fp32 proper, nor for rounded tf32 (no rounding pass).
  EXPECT_EQ(find(convCandidates(first, KernelTarget{80}), "implicit_gemm_wgmma"), nullptr);
  first.precision = Precision::FP32;
  EXPECT_EQ(find(convCandidates(first, KernelTarget{90}), "implicit_gemm_wgmma"), nullptr);
  first.precision = Precision::TF32;
  EXPECT_TRUE(isNarrow(find(convCandidates(first, KernelTarget{90}), "implicit_gemm_wgmma")));
  first.tf32RoundToNearest = true;
  EXPECT_EQ(find(convCandidates(first, KernelTarget{90}), "implicit_gemm_wgmma"), nullptr);
  // tf32: a 16-byte copy is 4 fp32 channels, so 4 channels and a pitch of 68
  // fit; a stage row is 32 floats, the same 128 bytes of shared memory.
  ConvProblem narrow = vggConv12(Precision::TF32);
  narrow.x.c = narrow.x.pitch = 4;
  const std::vector<KernelConfig> tf32Candidates = convCandidates(narrow, KernelTarget{90});
  const KernelConfig *tf32 = find(tf32Candidates, "implicit_gemm_wgmma");
  ASSERT_NE(tf32, nullptr);
  EXPECT_EQ(tf32->tileK, 32);
  EXPECT_TRUE(contains(tf32->body, "kBlockK = 32,")) << tf32->body;
  const std::vector<KernelConfig> halfCandidates =
      convCandidates(vggConv12(Precision::BF16), KernelTarget{90});
  const KernelConfig *half = find(halfCandidates, "implicit_gemm_wgmma");
  ASSERT_NE(half, nullptr);
  EXPECT_EQ(half->tileK, 64);
  EXPECT_EQ(tf32->sharedBytes, half->sharedBytes);
  // Rounded tf32 (--tf32-rounding nearest): the call names the storage type
  // and the flag, and the tile is priced at the rounding pass's measured cost.
  ConvProblem rounded = narrow;
  rounded.tf32RoundToNearest = true;
  const std::vector<KernelConfig> roundedCandidates = convCandidates(rounded, KernelTarget{90});
  const KernelConfig *roundedTile =
      find(roundedCandidates, "implicit_gemm_wgmma", tf32->tileM, tf32->tileN);
  ASSERT_NE(roundedTile, nullptr);
  EXPECT_TRUE(contains(roundedTile->body, ", float, /*RoundTf32=*/true>(x, w, bias, y);"))
      << roundedTile->body;
  EXPECT_FALSE(contains(tf32->body, "RoundTf32")) << tf32->body;
  EXPECT_NEAR(roundedTile->tileEfficiency, 0.65 * tf32->tileEfficiency, 1e-12);
  // Nothing to round in bf16: the flag changes nothing there.
  ConvProblem halfRounded = vggConv12(Precision::BF16);
  halfRounded.tf32RoundToNearest = true;
  const std::vector<KernelConfig> halfRoundedCandidates =
      convCandidates(halfRounded, KernelTarget{90});
  EXPECT_EQ(find(halfRoundedCandidates, "implicit_gemm_wgmma")->body, half->body);
  narrow.x.pitch = 6;
  EXPECT_TRUE(isNarrow(find(convCandidates(narrow, KernelTarget{90}), "implicit_gemm_wgmma")));
  // Grouped convolutions keep their own kernel only.
  ConvProblem grouped = vggConv12(Precision::BF16);
  grouped.groups = 8;
  EXPECT_EQ(find(convCandidates(grouped, KernelTarget{90}), "implicit_gemm_wgmma"), nullptr);
  // Its gather steps through adjacent taps: a dilated filter goes to the mma
  // kernel, which steps by the dilation.
  ConvProblem dilatedConv = vggConv12(Precision::BF16);
  dilatedConv.dilationH = 2;
  dilatedConv.x.h += 2; // the same 224 rows out of a reach of 5
  EXPECT_EQ(find(convCandidates(dilatedConv, KernelTarget{90}), "implicit_gemm_wgmma"), nullptr);
  EXPECT_NE(find(convCandidates(dilatedConv, KernelTarget{90}), "implicit_gemm_mma"), nullptr);
}

TEST(KernelCatalog, PersistentSplitUnitsFillTheSmsTheTilesLeaveIdle) {
  // vgg16's fc7 at batch 64 (64 k-steps of 64 halves): each persistent tile
  // splits its reduction into units where tiles x splits fit one round of
  // 132 blocks and every split keeps 8 k-steps: 128 x 64 (64 tiles) 2 ways,
  // 128 x 128 and 256 x 128 (32 tiles) 2-4 ways, 128 x 256 (16 tiles) 2-8.
  ConvProblem fc;
  fc.x = {64, 1, 1, 4096, 4096};
  fc.y = {64, 1, 1, 4096, 4096};
  fc.precision = Precision::BF16;
  fc.activation = KernelActivation::Relu;
  fc.bias = true;
  std::map<std::string, std::set<int64_t>> splitsByTile;
  for (const KernelConfig &c : convCandidates(fc, KernelTarget{90})) {
    if (c.variant != "implicit_gemm_wgmma_tma_persistent" || c.splitK == 1)
      continue;
    const std::string tile = std::to_string(c.tileM) + "x" + std::to_string(c.tileN);
    splitsByTile[tile].insert(c.splitK);
    const int64_t tiles = ((64 + c.tileM - 1) / c.tileM) * (4096 / c.tileN);
    EXPECT_EQ(c.persistentTiles, tiles * c.splitK) << tile; // the units
    EXPECT_LE(c.persistentTiles, 132) << tile;
    EXPECT_EQ(c.gridX, c.persistentTiles) << tile;
    EXPECT_EQ(c.gridZ, 1) << tile; // the units are walked, not on the grid's z
    EXPECT_EQ(c.workspaceBytes, c.splitK * 64 * 4096 * 4) << tile;
    EXPECT_DOUBLE_EQ(c.serialTailUs, 2.0 + 2.5 * double(c.splitK)) << tile;
    EXPECT_TRUE(contains(c.body, "alignas(16) static float workspace[" +
                                     std::to_string(c.splitK * 64 * 4096) + "];"))
        << c.body;
    EXPECT_TRUE(contains(c.body, "static unsigned tileArrivals[" + std::to_string(tiles) + "];"))
        << c.body;
    EXPECT_TRUE(contains(c.body,
                         "netc::conv2d_implicit_gemm_wgmma_tma_persistent_split_k<Shape, Tile, "
                         "/*Splits=*/" +
                             std::to_string(c.splitK) +
                             ", netc::kRelu, /*HasBias=*/true>(xMap, wMap, bias, y, workspace, "
                             "tileArrivals);"))
        << c.body;
  }
  EXPECT_EQ(splitsByTile, (std::map<std::string, std::set<int64_t>>{
                              {"128x64", {2}},
                              {"128x128", {2, 3, 4}},
                              {"256x128", {2, 3, 4}},
                              {"128x256", {2, 3, 4, 6, 8}}}));
  // The unsplit persistent tiles stay, with no tail; the gathered split-K
  // tiles carry the same tail.
  for (const KernelConfig &c : convCandidates(fc, KernelTarget{90})) {
    if (c.splitK == 1) {
      EXPECT_EQ(c.serialTailUs, 0.0) << c.variant;
    } else {
      EXPECT_DOUBLE_EQ(c.serialTailUs, 2.0 + 2.5 * double(c.splitK)) << c.variant;
    }
  }
  // A layer whose tiles fill the SMs splits nothing: vgg16's conv1_2.
  for (const KernelConfig &c : convCandidates(vggConv12(Precision::BF16), KernelTarget{90}))
    EXPECT_EQ(c.splitK, 1) << c.variant << " " << c.tileM << "x" << c.tileN;
  // Nor a convolution over an image whose tiles leave SMs idle (measured
  // slower split): vgg16's conv5_1 at batch 2, 14 x 14 x 512, 3x3, 8-16 tiles.
  ConvProblem late = vggConv12(Precision::BF16);
  late.x = {2, 14, 14, 512, 512};
  late.y = {2, 14, 14, 512, 512};
  int latePersistent = 0;
  for (const KernelConfig &c : convCandidates(late, KernelTarget{90})) {
    latePersistent += c.variant == "implicit_gemm_wgmma_tma_persistent";
    EXPECT_EQ(c.splitK, 1) << c.variant << " " << c.tileM << "x" << c.tileN;
  }
  EXPECT_EQ(latePersistent, 4); // the unsplit persistent tiles are offered
  // A short reduction neither: 8 k-steps a split at least (googlenet's
  // loss3 at batch 128, 1024 channels: 16 k-steps, so at most 2 ways).
  ConvProblem shortFc = fc;
  shortFc.x = {128, 1, 1, 1024, 1024};
  shortFc.y = {128, 1, 1, 1000, 1000};
  for (const KernelConfig &c : convCandidates(shortFc, KernelTarget{90})) {
    if (c.variant == "implicit_gemm_wgmma_tma_persistent") {
      EXPECT_LE(c.splitK, 2) << c.tileM << "x" << c.tileN;
    }
  }
}

TEST(KernelCatalog, PersistentEpilogueStagingFollowsTheRing) {
  // Shared memory: the ring (its stages of BM + BN rows of 128 bytes), 1024
  // bytes to align it, then 16 staging rows of up to 160 bytes for each of
  // the 8 consumer warps (StagedEpilogue::kWarpBytes); within an SM's 227 KB.
  const std::map<std::pair<int64_t, int64_t>, int64_t> stages = {
      {{128, 256}, 4}, {{256, 128}, 4}, {{128, 128}, 6}, {{128, 64}, 8}};
  for (Precision precision : {Precision::BF16, Precision::TF32}) {
    int persistent = 0;
    for (const KernelConfig &c : convCandidates(vggConv12(precision), KernelTarget{90})) {
      if (c.variant != "implicit_gemm_wgmma_tma_persistent")
        continue;
      ++persistent;
      const int64_t ring = stages.at({c.tileM, c.tileN}) * (c.tileM + c.tileN) * 128;
      EXPECT_EQ(c.sharedBytes, ring + 1024 + 8 * 16 * 160) << c.tileM << "x" << c.tileN;
      EXPECT_LE(c.sharedBytes, 227 * 1024);
    }
    EXPECT_EQ(persistent, 4);
  }
}

TEST(KernelCatalog, WgmmaTmaTakesTapsInStagesAndDescribesItsMaps) {
  // vgg16 conv1_2 in bf16: 64 channels, one stage a tap. Every wgmma tile
  // comes in the TMA form too, priced above the gathered one, with an
  // im2col map of x (box: a stage's channels x the tile's pixels; corners
  // from the pads) and a tiled map of w (box: a stage x the tile's N).
  const std::vector<KernelConfig> cs = convCandidates(vggConv12(Precision::BF16), KernelTarget{90});
  int tma = 0;
  for (const KernelConfig &c : cs) {
    if (c.variant != "implicit_gemm_wgmma_tma")
      continue;
    ++tma;
    const KernelConfig *gathered = find(cs, "implicit_gemm_wgmma", c.tileM, c.tileN);
    ASSERT_NE(gathered, nullptr);
    EXPECT_GT(c.tileEfficiency, gathered->tileEfficiency);
    EXPECT_EQ(c.sharedBytes, gathered->sharedBytes);
    EXPECT_EQ(c.gridX, gathered->gridX);
    ASSERT_TRUE(c.inputMap && c.filterMap);
    EXPECT_EQ(c.inputMap->mode, TensorMapSpec::Mode::Im2col);
    EXPECT_EQ(c.inputMap->boxInner, 64);
    EXPECT_EQ(c.inputMap->boxOuter, c.tileM);
    EXPECT_EQ(c.inputMap->lowerCorner[0], -1);
    EXPECT_EQ(c.inputMap->lowerCorner[1], -1);
    EXPECT_EQ(c.inputMap->upperCorner[0], -1); // (224 - 1) - 1 - 223: pad - (S - 1)
    EXPECT_EQ(c.inputMap->upperCorner[1], -1);
    EXPECT_EQ(c.filterMap->mode, TensorMapSpec::Mode::Tiled);
    EXPECT_EQ(c.filterMap->boxInner, 64);
    EXPECT_EQ(c.filterMap->boxOuter, c.tileN);
    EXPECT_TRUE(contains(c.body, "netc::conv2d_implicit_gemm_wgmma_tma<Shape, Tile, netc::kRelu, "
                                 "/*HasBias=*/true>(xMap, wMap, bias, y);"))
        << c.body;
  }
  EXPECT_EQ(tma, 7);
  // The persistent form: a producer warpgroup and two consumers, one block
  // an SM, at most 132 blocks walking every tile of the plain grid.
  int persistent = 0;
  for (const KernelConfig &c : cs) {
    if (c.variant != "implicit_gemm_wgmma_tma_persistent")
      continue;
    ++persistent;
    const KernelConfig *plain = find(cs, "implicit_gemm_wgmma_tma", c.tileM, c.tileN);
    ASSERT_NE(plain, nullptr);
    EXPECT_EQ(c.threads, 384);
    EXPECT_EQ(c.minBlocksPerSm, 1);
    EXPECT_EQ(c.persistentTiles, plain->gridX * plain->gridY);
    EXPECT_EQ(c.gridX, std::min<int64_t>(c.persistentTiles, 132));
    EXPECT_EQ(c.gridY, 1);
    EXPECT_EQ(c.paddedMacs, plain->paddedMacs);
    EXPECT_LE(c.sharedBytes + 128, 227 * 1024); // the ring and the barriers, one block an SM
    EXPECT_GT(c.tileEfficiency / plain->tileEfficiency, 1.0);
    ASSERT_TRUE(c.inputMap && c.filterMap);
    EXPECT_EQ(c.inputMap->boxOuter, c.tileM);
    EXPECT_TRUE(contains(c.body, "netc::conv2d_implicit_gemm_wgmma_tma_persistent<Shape, Tile, "
                                 "netc::kRelu, /*HasBias=*/true>(xMap, wMap, bias, y);"))
        << c.body;
  }
  EXPECT_EQ(persistent, 4);
  // Stride 2 with an odd extent: the windows start at -pad and the upper
  // corner stops the walk at the last output (56 -> 28, 3x3, pad 1: the
  // last window starts at 53, 55 - 53 = 2 short of the last pixel).
  ConvProblem strided = vggConv12(Precision::TF32);
  strided.x = {8, 56, 56, 128, 128};
  strided.y = {8, 28, 28, 128, 128};
  strided.strideH = strided.strideW = 2;
  const std::vector<KernelConfig> stridedCs = convCandidates(strided, KernelTarget{90});
  const KernelConfig *s2 = find(stridedCs, "implicit_gemm_wgmma_tma");
  ASSERT_NE(s2, nullptr);
  EXPECT_EQ(s2->inputMap->boxInner, 32); // tf32: 32 floats a stage
  EXPECT_EQ(s2->inputMap->lowerCorner[0], -1);
  EXPECT_EQ(s2->inputMap->upperCorner[0], -2);
  EXPECT_EQ(s2->inputMap->elementStrides[0], 2);
  EXPECT_EQ(s2->inputMap->elementStrides[1], 2);
  // Where the map cannot go the gathered kernel still does: x a slice of a
  // wider buffer, rounded tf32, a pad past the 4-D map's 8-bit corners, a
  // stride above 8.
  auto hasTma = [](const ConvProblem &p) {
    return find(convCandidates(p, KernelTarget{90}), "implicit_gemm_wgmma_tma") != nullptr;
  };
  auto hasGathered = [](const ConvProblem &p) {
    return find(convCandidates(p, KernelTarget{90}), "implicit_gemm_wgmma") != nullptr;
  };
  // C = 96 in bf16: a tap's second stage holds 32 channels and 32 zeros,
  // which the padded work counts.
  ConvProblem c96 = vggConv12(Precision::BF16);
  c96.x.c = c96.x.pitch = 96;
  const std::vector<KernelConfig> c96Candidates = convCandidates(c96, KernelTarget{90});
  const KernelConfig *c96Tma = find(c96Candidates, "implicit_gemm_wgmma_tma", 128, 64);
  ASSERT_NE(c96Tma, nullptr);
  EXPECT_EQ(c96Tma->paddedMacs, c96Tma->gridX * 128 * c96Tma->gridY * 64 * 9 * 128);
  EXPECT_TRUE(hasGathered(c96));
  ConvProblem slice = vggConv12(Precision::BF16);
  slice.x.pitch = 128;
  EXPECT_FALSE(hasTma(slice));
  EXPECT_TRUE(hasGathered(slice));
  ConvProblem rounded = vggConv12(Precision::TF32);
  rounded.tf32RoundToNearest = true;
  EXPECT_FALSE(hasTma(rounded));
  EXPECT_TRUE(hasGathered(rounded));
  ConvProblem widePad = vggConv12(Precision::BF16);
  widePad.padTop = widePad.padLeft = 129;
  widePad.y.h = widePad.y.w = 224 + 2 * 129 - 2;
  EXPECT_FALSE(hasTma(widePad));
  EXPECT_TRUE(hasGathered(widePad));
  widePad.padTop = widePad.padLeft = 128; // -128: the corner's last value
  widePad.y.h = widePad.y.w = 224 + 2 * 128 - 2;
  EXPECT_TRUE(hasTma(widePad));
  ConvProblem longStride = vggConv12(Precision::BF16);
  longStride.strideH = 9;
  longStride.y.h = (224 + 2 - 3) / 9 + 1;
  EXPECT_FALSE(hasTma(longStride));
  EXPECT_TRUE(hasGathered(longStride));
  // Not on sm_80, nor in fp32 proper.
  EXPECT_EQ(find(convCandidates(vggConv12(Precision::BF16), KernelTarget{80}),
                 "implicit_gemm_wgmma_tma"),
            nullptr);
  EXPECT_FALSE(hasTma(vggConv12(Precision::FP32)));
}

TEST(KernelCatalog, WgmmaTilesNameTheirParametersAndDeclareTheirRing) {
  std::vector<KernelConfig> cs = convCandidates(vggConv12(Precision::BF16), KernelTarget{90});
  int wgmma = 0;
  std::vector<std::pair<int64_t, int64_t>> seen;
  for (const KernelConfig &c : cs) {
    if (c.variant != "implicit_gemm_wgmma")
      continue;
    ++wgmma;
    // One or two consumer warpgroups of 64 or 128 rows; N is an
    // instruction's N; at most 128 accumulators per thread.
    EXPECT_TRUE(c.tileM == 64 || c.tileM == 128 || c.tileM == 256);
    EXPECT_TRUE(c.tileN == 64 || c.tileN == 128 || c.tileN == 256);
    EXPECT_LE(c.tileM * c.tileN / c.threads, 128);
    EXPECT_EQ(c.tileK, 64); // one 128-byte swizzle row of 16-bit elements
    EXPECT_EQ(c.threads, c.tileM == 64 ? 128 : 256);
    // Measured relative to the best tile, 128 x 256.
    EXPECT_GT(c.tileEfficiency, 0.3);
    EXPECT_LE(c.tileEfficiency, 1.0);
    EXPECT_EQ(c.tileEfficiency == 1.0, c.tileM == 128 && c.tileN == 256);
    // A ring of stages of (BM + BN) 128-byte rows, plus 1024 bytes that let
    // the kernel align it to the swizzle atom; within the H100's 227 KB.
    const int64_t ring = c.sharedBytes - 1024;
    const int64_t stage = (c.tileM + c.tileN) * 128;
    EXPECT_EQ(ring % stage, 0);
    EXPECT_GE(ring / stage, 3);
    EXPECT_LE(c.sharedBytes, 227 * 1024);
    EXPECT_EQ(c.minBlocksPerSm == 2, 2 * (c.sharedBytes + 1024) <= 227 * 1024);
    // The stage count is the one in the body, by name.
    EXPECT_TRUE(contains(c.body, "struct Tile { enum : int { kBlockM = " + std::to_string(c.tileM) +
                                     ", kBlockN = " + std::to_string(c.tileN) +
                                     ", kBlockK = 64, kStages = " +
                                     std::to_string(ring / stage) + " }; };\n"));
    EXPECT_TRUE(contains(c.body, "netc::conv2d_implicit_gemm_wgmma<Shape, Tile, netc::kRelu, "
                                 "/*HasBias=*/true>(x, w, bias, y);"));
    // Grid: every output pixel and channel, padded to the tile.
    EXPECT_EQ(c.gridX, (64 * 224 * 224 + c.tileM - 1) / c.tileM);
    EXPECT_EQ(c.gridY, (64 + c.tileN - 1) / c.tileN);
    EXPECT_EQ(c.paddedMacs, c.gridX * c.tileM * c.gridY * c.tileN * 9 * 64);
    // #kern.config names a candidate by variant, tile and threads: unique.
    std::pair<int64_t, int64_t> key{c.tileM * 1000 + c.tileN, c.threads};
    EXPECT_EQ(std::count(seen.begin(), seen.end(), key), 0);
    seen.push_back(key);
  }
  EXPECT_GE(wgmma, 6);
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
