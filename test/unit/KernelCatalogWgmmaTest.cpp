//===- KernelCatalogWgmmaTest.cpp - The catalog's Hopper kernels ----------===//
//
// The wgmma convolutions of sm_90a (the copying and narrow gathers, split-K,
// both operands by TMA, the persistent form and its split units): which
// targets, precisions and problems get them, their geometry, shared memory
// and the text the emitter pastes. The other kernels: KernelCatalogTest.cpp.
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
    if (c.splitK > 1 && c.variant == "implicit_gemm_wgmma")
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
  // tiles carry the same tail, the SIMT splits their own (smaller partial
  // tiles, no staged epilogue).
  for (const KernelConfig &c : convCandidates(fc, KernelTarget{90})) {
    if (c.splitK == 1) {
      EXPECT_EQ(c.serialTailUs, 0.0) << c.variant;
    } else if (c.variant == "implicit_gemm_simt") {
      EXPECT_DOUBLE_EQ(c.serialTailUs, 2.95 + 0.94 * double(c.splitK)) << c.variant;
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

