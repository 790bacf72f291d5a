//===- HopperConvKernels.cpp - The catalog's sm_90a convolution kernels ---===//
//
// The launch formulas of conv2d_implicit_gemm_wgmma (kernels/
// netc_conv_wgmma.cuh), its narrow gather (netc_conv_wgmma_narrow.cuh) and
// the TMA forms (netc_conv_wgmma_tma.cuh), one for one with the templates;
// docs/kernels.md sections 3b-3c explain each and the numbers measured for
// it. The rest of the catalog is in KernelCatalog.cpp.
//
//===----------------------------------------------------------------------===//

#include "Kernels/ConvCatalog.h"

#include <algorithm>
#include <cmath>
#include <tuple>
#include <utility>

namespace netc::cuda {

using namespace detail;

namespace {

// ---- Implicit GEMM, Hopper warpgroup tensor cores (wgmma, sm_90a) ------------

/// One tile of conv2d_implicit_gemm_wgmma: blockM output pixels (64, or 128
/// and 256 over two consumer warpgroups of 64 or 128 rows), blockN output
/// channels (the instruction's N), a ring of `stages` shared buffers. The
/// reduction stage is one 128-byte swizzle row: 64 16-bit elements, or 32
/// fp32 ones read as tf32 (wgmmaBlockK).
struct WgmmaTileSpec {
  int64_t blockM, blockN, stages;
  /// Throughput on padded work relative to 128 x 256 (KernelConfig::tileEfficiency).
  double efficiency;
};
constexpr int64_t kWgmmaRowBytes = 128;
int64_t wgmmaBlockK(Precision precision) {
  return kWgmmaRowBytes / getBytesPerElement(precision);
}
// Unique by (tile, threads): #kern.config names a candidate by those. The
// ring depths are the deepest that leave room for two blocks per SM where the
// tile allows (first estimates: not yet measured on a GPU).
// 128 x 256 and 256 x 128 (a warpgroup owns 128 rows: two m64 instructions
// per k-step) reuse each loaded byte most. Efficiencies from
// bench/wgmma/probe.cu on an H100 (docs/results/2026-11-25-wgmma-h100.md):
// TFLOP/s of padded work on vgg16 conv4_2 / conv2_2 / conv1_2 (N = 512, 128,
// 64), relative to 128 x 256's 634 on conv4_2 (mma.sync's 128 x 128: 354).
constexpr WgmmaTileSpec kWgmmaTiles[] = {
    {/*blockM=*/128, /*blockN=*/256, /*stages=*/4, /*efficiency=*/1.0},  // 634 / 490 / 392
    {/*blockM=*/256, /*blockN=*/128, /*stages=*/4, /*efficiency=*/0.85}, // 543 / 416 / 377
    {/*blockM=*/256, /*blockN=*/64, /*stages=*/4, /*efficiency=*/0.55},  // 392 / 325 / 261
    {/*blockM=*/128, /*blockN=*/128, /*stages=*/3, /*efficiency=*/0.87}, // 502 / 445 / 442
    {/*blockM=*/128, /*blockN=*/64, /*stages=*/4, /*efficiency=*/0.6},   // 375 / 342 / 294
    {/*blockM=*/64, /*blockN=*/128, /*stages=*/4, /*efficiency=*/0.65},  // 412 / 337 / 280
    {/*blockM=*/64, /*blockN=*/64, /*stages=*/6, /*efficiency=*/0.47},   // 295 / 258 / 211
};

/// Rounding tf32 operands in shared memory (ConvProblem::tf32RoundToNearest)
/// against the tensor cores' truncation, time for time on an H200's wgmma
/// tiles: 0.58-0.80 on vgg16 conv4_2, conv2_2, conv1_2 and a 3x3 stride-2
/// layer (bench/wgmma/probe.cu, docs/results/2026-11-28-wgmma-tf32-h200.md).
constexpr double kTf32RoundingEfficiency = 0.65;

bool wgmmaRoundsTf32(const ConvProblem &p) {
  return p.precision == Precision::TF32 && p.tf32RoundToNearest;
}

/// The emitted tile type, "struct Tile { enum : int { kBlockM = ... }; };\n".
std::string wgmmaTileText(const ConvProblem &p, const WgmmaTileSpec &t) {
  return "struct Tile { enum : int { kBlockM = " + str(t.blockM) + ", kBlockN = " + str(t.blockN) +
         ", kBlockK = " + str(wgmmaBlockK(p.precision)) + ", kStages = " + str(t.stages) +
         " }; };\n";
}
/// The call's template arguments after HasBias where tf32 is rounded: the
/// storage type (then named, as it is no longer deduced) and the flag.
std::string wgmmaRoundingArguments(const ConvProblem &p) {
  return wgmmaRoundsTf32(p) ? ", float, /*RoundTf32=*/true" : "";
}

/// What both wgmma gathers need (the copying one, wgmmaFits, and the narrow
/// one, wgmmaNarrowFits): wgmma on the target in this precision, 32-bit
/// offsets into x, and taps that are adjacent (no dilation).
bool wgmmaGatherFits(const ConvProblem &p, const KernelTarget &target) {
  return target.hasWgmma(p.precision) && !dilated(p) &&
         p.x.n * p.x.h * p.x.w * p.x.pitch <= kInt32Max;
}
/// Whether x's pixels come in 16-byte copies of 8 (fp32: 4) channels of one tap.
bool channelsCopy16Bytes(const ConvProblem &p) {
  const int64_t perCopy = 16 / getBytesPerElement(p.precision);
  return p.x.c % perCopy == 0 && p.x.pitch % perCopy == 0;
}

bool wgmmaFits(const ConvProblem &p, const KernelTarget &target) {
  return wgmmaGatherFits(p, target) && channelsCopy16Bytes(p);
}

/// Whether the tile may split the reduction over `splits` blocks: a 64-row
/// tile, the k-steps of the flattened reduction (the gather steps across
/// taps) as splitRunsFit says.
bool wgmmaSplitFits(const ConvProblem &p, const WgmmaTileSpec &t, int64_t splits) {
  return t.blockM == 64 &&
         splitRunsFit(p, ceilDiv(p.kh * p.kw * p.x.c, wgmmaBlockK(p.precision)), splits);
}

/// The tile, its reduction split over `splits` blocks where splits > 1
/// (wgmmaSplitFits says where it may be).
KernelConfig wgmmaConfig(const ConvProblem &p, const WgmmaTileSpec &t, int64_t splits = 1) {
  const int64_t m = p.x.n * p.y.h * p.y.w, gemmK = p.kh * p.kw * p.x.c;
  const int64_t blockK = wgmmaBlockK(p.precision);
  KernelConfig c;
  c.variant = "implicit_gemm_wgmma";
  c.tileM = t.blockM;
  c.tileN = t.blockN;
  c.tileK = blockK;
  c.threads = t.blockM == 64 ? 128 : 256; // one or two consumer warpgroups
  c.tileEfficiency = t.efficiency * (wgmmaRoundsTf32(p) ? kTf32RoundingEfficiency : 1.0);
  // WgmmaLayout::kSharedBytes: the ring plus 1024 bytes to align it.
  c.sharedBytes = t.stages * (t.blockM + t.blockN) * kWgmmaRowBytes + 1024;
  if (2 * (c.sharedBytes + 1024) <= 227 * 1024)
    c.minBlocksPerSm = 2;
  c.gridX = ceilDiv(m, t.blockM);
  c.gridY = ceilDiv(p.y.c, t.blockN);
  c.paddedMacs = c.gridX * t.blockM * c.gridY * t.blockN * ceilDiv(gemmK, blockK) * blockK;
  // The tile's parameters by name: a local type with enumerators (a local
  // class may not hold static data members).
  c.body = convShapeText(p) + wgmmaTileText(p, t);
  if (splits == 1) {
    c.body += "netc::conv2d_implicit_gemm_wgmma<Shape, Tile" +
              convTail(p, "", wgmmaRoundingArguments(p));
    return c;
  }
  // Its meeting point reads the partial tiles in the fragment's layout, no
  // faster than the persistent form's rows: at least the same tail.
  setSplit(c, p, splits);
  c.gridZ = splits;
  c.body += splitWorkspaceText(c, c.gridX * c.gridY) +
            "netc::conv2d_implicit_gemm_wgmma_split_k<Shape, Tile, /*Splits=*/" + str(splits) +
            convTail(p, ", workspace, tileArrivals", wgmmaRoundingArguments(p));
  return c;
}

/// Input channels that the gathered kernel cannot copy 16 bytes at a time (a
/// first layer's 3 colour channels): conv2d_implicit_gemm_wgmma_narrow
/// gathers the flattened R x S x C reduction an element at a time
/// (netc_conv_wgmma_narrow.cuh). Not for rounded tf32 (its stages get no
/// rounding pass) nor split: a first layer has pixels to fill every SM.
bool wgmmaNarrowFits(const ConvProblem &p, const KernelTarget &target) {
  return wgmmaGatherFits(p, target) && !channelsCopy16Bytes(p) && !wgmmaRoundsTf32(p) &&
         p.y.c * p.kh * p.kw * p.x.c <= kInt32Max; // filter offsets in 32 bits
}

/// The narrow gather's loads against the gathered kernel's 16-byte copies,
/// on the same tile, with no short-reduction penalty (narrowGather): fitted
/// on an H200 to the first convolutions of alexnet, googlenet and resnet50
/// alone, forced onto it (docs/results/2026-11-28-first-conv-h200.md, call
/// 3): 0.21 in bf16, 0.40 in tf32. Nsight Compute finds it bound by
/// instruction issue (each element's tap walk, bounds and address), about
/// as long whatever the element's size, while tf32's wgmma rate is half
/// bf16's: hence about twice the fraction.
double narrowGatherEfficiency(Precision precision) {
  return getBytesPerElement(precision) == 2 ? 0.21 : 0.40;
}
/// One tile: 128 x 64 (a first layer has 64 or 96 filters), a ring of three
/// 24 KiB stages, three blocks an SM (80 registers, about 90 bytes spilled in
/// bf16; __launch_bounds__(256, 2), unspilled at 114-128 registers, measured
/// within 5% of it either way, call 3).
constexpr WgmmaTileSpec kWgmmaNarrowTiles[] = {
    {/*blockM=*/128, /*blockN=*/64, /*stages=*/3, /*efficiency=*/0.6},
};

KernelConfig wgmmaNarrowConfig(const ConvProblem &p, const WgmmaTileSpec &t) {
  KernelConfig c = wgmmaConfig(p, t);
  c.tileEfficiency = t.efficiency * narrowGatherEfficiency(p.precision);
  c.narrowGather = true;
  if (3 * (c.sharedBytes + 1024) <= 227 * 1024)
    c.minBlocksPerSm = 3;
  c.body = convShapeText(p) + wgmmaTileText(p, t) +
           "netc::conv2d_implicit_gemm_wgmma_narrow<Shape, Tile" + convTail(p, "", "");
  return c;
}

/// Both operands by TMA (conv2d_implicit_gemm_wgmma_tma) against section 4's
/// gather on the same tile: 1.04-1.38x on 11 shapes, geometric mean about
/// 1.16, 1.12 on vgg16 conv4_2, 0.99 on a memory-bound 1x1 (bench/wgmma/
/// probe.cu on an H200, docs/results/2026-11-28-wgmma-persistent-h200.md,
/// section 6; bf16 and tf32).
constexpr double kTmaLoadsEfficiency = 1.15;

/// The corners an im2col map's box needs along one axis so that its windows
/// are exactly the output's: from -pad before, in steps of the stride, the
/// last window's start at (out - 1) * stride - pad; the upper corner is that
/// start's distance past the last input pixel (in - 1).
std::pair<int64_t, int64_t> im2colCorners(int64_t in, int64_t out, int64_t stride,
                                          int64_t padBefore) {
  return {-padBefore, (out - 1) * stride - padBefore - (in - 1)};
}

/// Why conv2d_implicit_gemm_wgmma_tma cannot take the problem, "" when it
/// can: wgmma's preconditions (C a multiple of a 16-byte copy: the maps'
/// strides), plus what an im2col map takes (x dense, so its pixel stride is
/// C and its view starts where its buffer does; corners within the 4-D
/// map's signed 8 bits; element strides up to 8) and truncated tf32 (the
/// loads leave no thread a pass over the stage to round it). C need not be a
/// multiple of a stage: a tap's last stage reads zeros past C.
std::string wgmmaTmaRefusal(const ConvProblem &p, const KernelTarget &target) {
  if (!wgmmaFits(p, target))
    return "the wgmma kernel does not fit";
  if (wgmmaRoundsTf32(p))
    return "tf32 rounded to nearest needs a pass over the operands in shared memory";
  if (p.x.pitch != p.x.c)
    return "x is a view into a wider buffer";
  if (p.strideH > 8 || p.strideW > 8)
    return "a stride above 8 (the map's element strides)";
  auto [lowerH, upperH] = im2colCorners(p.x.h, p.y.h, p.strideH, p.padTop);
  auto [lowerW, upperW] = im2colCorners(p.x.w, p.y.w, p.strideW, p.padLeft);
  for (int64_t corner : {lowerH, upperH, lowerW, upperW})
    if (corner < -128 || corner > 127)
      return "an im2col corner of " + str(corner) + ", outside [-128, 127]";
  return "";
}

/// The tile with both operands by TMA (wgmmaTmaRefusal says where).
KernelConfig wgmmaTmaConfig(const ConvProblem &p, const WgmmaTileSpec &t) {
  KernelConfig c = wgmmaConfig(p, t);
  c.variant = "implicit_gemm_wgmma_tma";
  c.tileEfficiency = t.efficiency * kTmaLoadsEfficiency;
  const int64_t blockK = wgmmaBlockK(p.precision);
  // Each tap's channels in whole stages (zeros past C): the padded work.
  c.paddedMacs = c.gridX * t.blockM * c.gridY * t.blockN * p.kh * p.kw * ceilDiv(p.x.c, blockK) *
                 blockK;
  TensorMapSpec input;
  input.mode = TensorMapSpec::Mode::Im2col;
  input.boxInner = blockK;
  input.boxOuter = t.blockM;
  std::tie(input.lowerCorner[1], input.upperCorner[1]) =
      im2colCorners(p.x.h, p.y.h, p.strideH, p.padTop);
  std::tie(input.lowerCorner[0], input.upperCorner[0]) =
      im2colCorners(p.x.w, p.y.w, p.strideW, p.padLeft);
  input.elementStrides[0] = p.strideW;
  input.elementStrides[1] = p.strideH;
  TensorMapSpec filter;
  filter.mode = TensorMapSpec::Mode::Tiled;
  filter.boxInner = blockK;
  filter.boxOuter = t.blockN;
  c.inputMap = input;
  c.filterMap = filter;
  c.body = convShapeText(p) + wgmmaTileText(p, t) +
           "netc::conv2d_implicit_gemm_wgmma_tma<Shape, Tile" + convTail(p, "", "", "xMap, wMap");
  return c;
}

/// The warp-specialised persistent form (conv2d_implicit_gemm_wgmma_tma_persistent:
/// a producer thread keeps the ring full across tiles, so a tile's loads run
/// under the previous tile's epilogue) against the same tile's one-block-a-
/// tile TMA kernel: 0.96-1.34x on the probe's shapes, geometric means 1.02-
/// 1.03 on 128 x 256 and 128 x 128 and 1.07-1.12 on 128 x 64 (bf16, tf32;
/// bench/wgmma/probe.cu --tma on an H200, docs/results/2026-11-28-tma-
/// catalog-h200.md, call 2).
constexpr double kTmaPersistentEfficiency = 1.04;
/// Its tiles, rings as deep as 227 KB of shared memory allows (one block an
/// SM); efficiencies before kTmaPersistentEfficiency as the gathered tiles'.
constexpr WgmmaTileSpec kWgmmaPersistentTiles[] = {
    {/*blockM=*/128, /*blockN=*/256, /*stages=*/4, /*efficiency=*/1.0},
    {/*blockM=*/256, /*blockN=*/128, /*stages=*/4, /*efficiency=*/0.85},
    {/*blockM=*/128, /*blockN=*/128, /*stages=*/6, /*efficiency=*/0.87},
    {/*blockM=*/128, /*blockN=*/64, /*stages=*/8, /*efficiency=*/0.6},
};
/// Blocks a persistent launch starts: an H100 SXM's and an H200's SMs. On a
/// GPU with fewer the extra blocks wait for a free SM (correct, slower); the
/// kernel walks the tiles with whatever grid it gets.
constexpr int64_t kPersistentBlocks = 132;

/// The persistent form's staged epilogue after its ring: 16 rows of up to
/// 160 bytes for each of the 8 consumer warps (8 x StagedEpilogue::kWarpBytes
/// in netc_conv_wgmma_tma.cuh, which the probe allocates by name).
constexpr int64_t kPersistentStagingBytes = 8 * 16 * 160;

/// Reduction splits the persistent form is offered, where tiles x splits
/// fill at most one round of blocks (wgmmaTmaPersistentSplitFits).
constexpr int64_t kPersistentSplitFactors[] = {2, 3, 4, 6, 8, 12, 16};

/// The persistent tile (the TMA kernel's preconditions): 384 threads, one
/// block an SM, min(units, kPersistentBlocks) blocks walking tiles x
/// `splits` units.
KernelConfig wgmmaTmaPersistentConfig(const ConvProblem &p, const WgmmaTileSpec &t,
                                      int64_t splits = 1) {
  KernelConfig c = wgmmaTmaConfig(p, t);
  c.variant = "implicit_gemm_wgmma_tma_persistent";
  c.tileEfficiency = t.efficiency * kTmaLoadsEfficiency * kTmaPersistentEfficiency;
  c.threads = 384; // a producer warpgroup and two consumer warpgroups
  c.minBlocksPerSm = 1; // the ring (wgmmaConfig's sharedBytes) takes an SM's shared memory
  c.sharedBytes += kPersistentStagingBytes;
  const int64_t tiles = c.gridX * c.gridY;
  c.persistentTiles = tiles * splits;
  c.gridX = std::min(c.persistentTiles, kPersistentBlocks);
  c.gridY = 1;
  c.body = convShapeText(p) + wgmmaTileText(p, t);
  if (splits == 1) {
    c.body += "netc::conv2d_implicit_gemm_wgmma_tma_persistent<Shape, Tile" +
              convTail(p, "", "", "xMap, wMap");
    return c;
  }
  setSplit(c, p, splits);
  c.body += splitWorkspaceText(c, tiles) +
            "netc::conv2d_implicit_gemm_wgmma_tma_persistent_split_k<Shape, Tile, /*Splits=*/" +
            str(splits) + convTail(p, ", workspace, tileArrivals", "", "xMap, wMap");
  return c;
}

/// Whether the persistent tile may split its reduction into `splits` units:
/// tiles x splits within one round of blocks (the units then fill SMs the
/// tiles alone leave idle), the k-steps of whole stages a tap (TmaSteps) as
/// splitRunsFit says. Convolutions over an image are not offered it: split 2 ways, googlenet's
/// inception_5b 5x5 (7 x 7, batch 128) ran 0.82x (bf16) and 0.97x (tf32)
/// the same tile unsplit, and resnet50's res5 3x3 layers 0.82x in tf32
/// (docs/results/2026-11-28-split-units-h200.md, calls 4 and 5); the kernel
/// takes them (vgg16 at batch 2 ran its 3x3 layers split, checked, call 3).
bool wgmmaTmaPersistentSplitFits(const ConvProblem &p, const WgmmaTileSpec &t, int64_t splits) {
  const int64_t tiles = ceilDiv(p.x.n * p.y.h * p.y.w, t.blockM) * ceilDiv(p.y.c, t.blockN);
  return tiles * splits <= kPersistentBlocks &&
         splitRunsFit(p, p.kh * p.kw * ceilDiv(p.x.c, wgmmaBlockK(p.precision)), splits);
}

} // namespace

void detail::appendHopperConvCandidates(const ConvProblem &problem, const KernelTarget &target,
                                        std::vector<KernelConfig> &out) {
  // No split-K by TMA: it ran alexnet's fc6 and fc7 (batch 128) at 0.81
  // and 0.54x the unsplit TMA tile (docs/results/2026-11-28-tma-catalog-
  // h200.md, call 2).
  if (wgmmaTmaRefusal(problem, target).empty()) {
    for (const WgmmaTileSpec &t : kWgmmaTiles)
      out.push_back(wgmmaTmaConfig(problem, t));
    for (const WgmmaTileSpec &t : kWgmmaPersistentTiles) {
      // Between one and two tiles a block, the persistent grid runs two
      // rounds where the one-block-a-tile kernel, two blocks an SM, runs
      // one (googlenet's 14 x 14 layers: 196 tiles, persistent 0.83-0.95x,
      // call 3). With at most one tile a block its deeper, warp-specialised
      // pipeline still wins (inner products and 7 x 7 layers: 1.08-1.57x
      // the 64-row tiles, call 3 against call 4); with two or more, loading
      // a tile under the last one's epilogue does.
      KernelConfig c = wgmmaTmaPersistentConfig(problem, t);
      if (c.persistentTiles <= kPersistentBlocks || c.persistentTiles >= 2 * kPersistentBlocks)
        out.push_back(std::move(c));
      for (int64_t splits : kPersistentSplitFactors)
        if (wgmmaTmaPersistentSplitFits(problem, t, splits))
          out.push_back(wgmmaTmaPersistentConfig(problem, t, splits));
    }
  }
  if (wgmmaFits(problem, target)) {
    for (const WgmmaTileSpec &t : kWgmmaTiles)
      out.push_back(wgmmaConfig(problem, t));
    for (const WgmmaTileSpec &t : kWgmmaTiles)
      for (int64_t splits : kSplitKFactors)
        if (wgmmaSplitFits(problem, t, splits))
          out.push_back(wgmmaConfig(problem, t, splits));
  }
  if (wgmmaNarrowFits(problem, target))
    for (const WgmmaTileSpec &t : kWgmmaNarrowTiles)
      out.push_back(wgmmaNarrowConfig(problem, t));
}

} // namespace netc::cuda
