//===- KernelCatalog.cpp - netc's CUDA kernels as the emitter sees them ---===//
//
// The launch formulas here mirror the templates in kernels/netc_kernels.cuh
// one for one; docs/kernels.md explains each kernel's design and the numbers
// measured for it. The convolutions are here, their sm_90a families in
// HopperConvKernels.cpp (what the two share in ConvCatalog.h), the
// memory-bound kernels in StreamingKernels.cpp.
//
//===----------------------------------------------------------------------===//

#include "Kernels/KernelCatalog.h"
#include "Kernels/ConvCatalog.h"
#include "Kernels/KernelText.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <utility>

namespace netc::cuda {

using namespace detail;

/// The strip of 4 to 8 columns that wastes the fewest past the row's end,
/// the longer on a tie (more outputs share each input column and filter
/// row); the whole row where it is shorter than 4. mobilenet's rows of 112,
/// 56, 28, 14 and 7 columns get strips of 8, 8, 7, 7 and 7.
int64_t depthwiseStripColumns(int64_t q) {
  if (q < 4)
    return q;
  int64_t best = 8;
  for (int64_t qt = 8; qt >= 4; --qt)
    if (ceilDiv(q, qt) * qt - q < ceilDiv(q, best) * best - q)
      best = qt;
  return best;
}

namespace {

// ---- Direct convolution ---------------------------------------------------

/// The direct kernel keeps one output channel's R*S*C filter in registers.
constexpr int64_t kDirectMaxTaps = 32;
constexpr int64_t kDirectQT = 8;
constexpr int64_t kDirectSharedBudget = 24 * 1024; // bytes of staged input per block
/// The most static shared memory a kernel may declare (48 KiB: more needs
/// dynamic shared memory and an opt-in).
constexpr int64_t kStaticSharedMax = 48 * 1024;

/// Why the direct kernel does not run the problem, or "" (its forms' shared
/// memory is checked per form by directConfig's caller).
std::string directRefusal(const ConvProblem &p) {
  if (p.kh * p.kw * p.x.c > kDirectMaxTaps)
    return "R*S*C = " + str(p.kh * p.kw * p.x.c) + " taps, more than the " +
           str(kDirectMaxTaps) + " a thread keeps in registers";
  if (p.y.c > 256)
    return str(p.y.c) + " output channels, more than 256 (one thread per channel)";
  if (dilated(p))
    return "a dilated filter (the staged bands hold adjacent taps only)";
  return "";
}

/// The direct kernel with items of `pt` output rows, `images` images per
/// block and at most `maxThreads` threads (see conv2d_direct); nullopt where
/// the form cannot run the problem: its staged band (static shared memory,
/// conv2d_direct's `tile`) is past 48 KiB even at one item's rows (a wide
/// image at a large stride), or its images per block leave more than CUDA's
/// 65,535 blocks along the grid's y.
std::optional<KernelConfig> directConfig(const ConvProblem &p, int64_t pt, int64_t images,
                                         int64_t maxThreads) {
  const int64_t qt = kDirectQT;
  const int64_t segs = ceilDiv(p.y.w, qt);
  const bool vector = p.x.c == 1 && (qt * p.strideW) % 4 == 0;
  const int64_t span = (qt - 1) * p.strideW + p.kw;
  const int64_t spanLoad = vector ? ceilDiv(span, 4) * 4 : span;
  const int64_t inCols = vector ? ceilDiv((segs - 1) * qt * p.strideW + spanLoad, 4) * 4
                                : (segs * qt - 1) * p.strideW + p.kw;
  auto sharedFor = [&](int64_t rows) {
    return ((ceilDiv(rows, pt) * pt - 1) * p.strideH + p.kh) * inCols * p.x.c * 4;
  };
  // As many output rows per band as the staged input allows.
  int64_t rows = p.y.h;
  while (rows > pt && sharedFor(rows) > kDirectSharedBudget)
    rows -= rows % pt ? rows % pt : pt;
  if (sharedFor(rows) > kStaticSharedMax || ceilDiv(p.x.n, images) > kGridYMax)
    return std::nullopt;
  const int64_t items = ceilDiv(rows, pt) * segs;
  // Threads per channel: at most maxThreads a block, preferring a count that
  // divides the items evenly.
  const int64_t most = std::max<int64_t>(1, std::min(items, maxThreads / p.y.c));
  int64_t groups = 1;
  for (int64_t g = most; g >= 1; --g)
    if (items % g == 0 || g == 1) {
      groups = g;
      break;
    }
  if (groups * 2 < most) // no good divisor: take the most threads
    groups = most;
  KernelConfig c;
  c.variant = "direct";
  c.tileM = rows * segs * qt; // output pixels of one band
  c.tileN = p.y.c;
  c.tileK = p.kh * p.kw * p.x.c;
  c.threads = p.y.c * groups;
  c.sharedBytes = 0; // static shared memory only
  // No register cap: capping the 450-thread forms at two blocks per SM made
  // ptxas spill 44-104 bytes (not measured; run 3's numbers are without it).
  c.gridX = ceilDiv(p.y.h, rows);
  c.gridY = ceilDiv(p.x.n, images);
  c.paddedMacs = p.x.n * c.gridX * ceilDiv(rows, pt) * pt * segs * qt * p.y.c * c.tileK;
  c.directRowsPerItem = pt;
  c.directImagesPerBlock = images;
  c.body = convShapeText(p) + "netc::conv2d_direct<Shape, netc::DirectTile<" +
           namedArguments({{"QT", qt}, {"PT", pt}, {"Groups", groups}, {"Rows", rows},
                           {"Images", images}}) +
           ">" + convTail(p);
  return c;
}

// ---- Grouped and depthwise convolution -------------------------------------

/// One thread per output element (conv2d_grouped): a depthwise layer does
/// kh * kw multiply-adds per output, too few for a GEMM's tiles, and reads
/// one input channel per output channel, so consecutive threads (consecutive
/// channels) read and write consecutive addresses. Memory-bound as the cost
/// model treats it; ResNeXt's groups of 4-32 channels loop over them.
KernelConfig groupedConfig(const ConvProblem &p) {
  // (validateConvProblem bounds its grid: outputs / 256 blocks along x.)
  const int64_t outputs = p.x.n * p.y.h * p.y.w * p.y.c;
  const int64_t taps = p.kh * p.kw * (p.x.c / p.groups);
  KernelConfig c;
  c.variant = "grouped_direct";
  c.threads = 256;
  c.gridX = std::max<int64_t>(1, ceilDiv(outputs, c.threads));
  c.paddedMacs = c.gridX * c.threads * taps;
  c.body = convShapeText(p) + "netc::conv2d_grouped<Shape, " +
           namedArguments({{"Groups", p.groups}}) + convTail(p);
  return c;
}

/// Positions i in [0, count) whose coordinate first + i * step lies in
/// [0, extent): a window row's (or column's) in-bounds outputs.
int64_t positionsInside(int64_t first, int64_t step, int64_t count, int64_t extent) {
  const int64_t lo = first >= 0 ? 0 : ceilDiv(-first, step);
  const int64_t hi = extent - 1 - first < 0 ? -1 : std::min((extent - 1 - first) / step, count - 1);
  return std::max<int64_t>(0, hi - lo + 1);
}

/// A depthwise strip thread's loads, averaged over the layer's threads:
/// the filter rows inside the image times the strip's input columns inside
/// it (the kernel skips the others: at 7 x 7 with a 5 x 5 filter that is
/// nearly half).
int64_t depthwiseThreadSteps(const ConvProblem &p, int64_t columns, int64_t span) {
  int64_t rows = 0, inputColumns = 0;
  for (int64_t r = 0; r < p.kh; ++r)
    rows += positionsInside(r * p.dilationH - p.padTop, p.strideH, p.y.h, p.x.h);
  const int64_t strips = ceilDiv(p.y.w, columns);
  for (int64_t j = 0; j < span; ++j)
    inputColumns += positionsInside(j - p.padLeft, columns * p.strideW, strips, p.x.w);
  const double steps = double(rows) / double(p.y.h) * double(inputColumns) / double(strips);
  return std::max<int64_t>(1, std::llround(steps));
}

/// Depthwise convolution, four channels of a strip of output columns a
/// thread (conv2d_depthwise): where every group is one channel in and one
/// out and the channels and pitches come in runs of four. A thread reads
/// each input column of its strip once for every output it feeds, and the
/// filter from shared memory, where the grouped kernel reads both from
/// global memory on every tap of every output (netc_conv_depthwise.cuh says
/// why that matters). The channels split into chunks of at most 32 runs
/// (36 runs make two of 18, not 32 and 4), and a block takes as many strips
/// of one chunk as fill 128 threads; consecutive blocks are the chunks of
/// the same strips. Offered beside the grouped kernel where the chunk's
/// filter fits in 48 KiB of shared memory (filters up to 9 x 9), but not
/// for filters of 3 columns or fewer at a stride of 2 or more: there a strip
/// reads two input columns an output and gains little over one output a
/// thread, and it ran 1.09-1.58x the grouped kernel's time on all 15 such
/// layers of a wave or more in fp32 (0.70-1.35x in bf16; H200, 2026-11-30,
/// docs/results/2026-11-30-depthwise-strip-h200.md), which the structural
/// model does not see. Elsewhere the cost model chooses.
std::optional<KernelConfig> depthwiseConfig(const ConvProblem &p) {
  constexpr int64_t kChannelsPerThread = 4, kMostRunsPerBlock = 32, kBlockThreads = 128;
  // The strip's input columns are an unrolled loop: at most 64 (mobile
  // nets' widest, 8 columns of a 7 x 7 filter at stride 2, read 21).
  constexpr int64_t kMostSharedBytes = 48 * 1024, kMostSpan = 64;
  if (p.groups != p.x.c || p.y.c != p.x.c || p.x.c % kChannelsPerThread != 0 ||
      p.x.pitch % kChannelsPerThread != 0 || p.y.pitch % kChannelsPerThread != 0 ||
      (p.strideW >= 2 && p.kw <= 3))
    return std::nullopt;
  const int64_t runs = p.y.c / kChannelsPerThread;
  const int64_t chunks = ceilDiv(runs, kMostRunsPerBlock);
  const int64_t runsPerBlock = ceilDiv(runs, chunks);
  const int64_t stripsPerBlock = std::max<int64_t>(1, kBlockThreads / runsPerBlock);
  const int64_t sharedBytes =
      p.kh * p.kw * (runsPerBlock * kChannelsPerThread + 4) * int64_t(sizeof(float));
  if (sharedBytes > kMostSharedBytes)
    return std::nullopt;
  const int64_t columns = depthwiseStripColumns(p.y.w);
  const int64_t strips = p.x.n * p.y.h * ceilDiv(p.y.w, columns);
  const int64_t span = (columns - 1) * p.strideW + (p.kw - 1) * p.dilationW + 1;
  if (span > kMostSpan)
    return std::nullopt;
  KernelConfig c;
  c.variant = "depthwise_direct";
  c.threads = runsPerBlock * stripsPerBlock;
  c.sharedBytes = sharedBytes;
  c.threadSteps = depthwiseThreadSteps(p, columns, span);
  c.gridX = ceilDiv(strips, stripsPerBlock) * chunks;
  if (c.gridX > std::numeric_limits<int32_t>::max())
    return std::nullopt;
  c.paddedMacs = c.gridX * c.threads * kChannelsPerThread * columns * p.kh * p.kw;
  c.body = convShapeText(p) + "netc::conv2d_depthwise<Shape, netc::DepthwiseTile<" +
           namedArguments({{"V", kChannelsPerThread},
                           {"QT", columns},
                           {"Runs", runsPerBlock},
                           {"Strips", stripsPerBlock}}) +
           ">" + convTail(p);
  return c;
}

// ---- Implicit GEMM, SIMT ----------------------------------------------------

struct SimtTileSpec {
  int64_t bm, bn, bk, tm, tn;
  /// The blocks per SM its registers are capped for (__launch_bounds__'s
  /// second argument; 0: uncapped). The 128x128 tile is capped for the two
  /// its measured rate and the structural model's resource table assume:
  /// uncapped, ptxas gave a 1x1 layer's 133 registers, one block per SM,
  /// and googlenet's and resnet50's 1x1 layers ran 1.14-1.44x slower than
  /// capped (121 registers, no spill). The others stay uncapped: capped for
  /// three blocks, the 128x64 tile's 1x1 layers ran 1.05-1.15x slower at 80
  /// registers than at two blocks of 93 (H200, 2026-11-29,
  /// docs/results/2026-11-29-simt-split-h200.md).
  int64_t blocksPerSm;
};
// Large tiles for large layers (8x8 outputs per thread: the FMA-to-load
// ratio that reaches the FMA rate), smaller ones so that small layers still
// fill the GPU; the cost model trades tile efficiency against waves.
constexpr SimtTileSpec kSimtTiles[] = {
    {128, 128, 8, 8, 8, 2}, {128, 64, 8, 8, 4, 0}, {64, 128, 8, 4, 8, 0},
    {64, 64, 16, 4, 4, 0},  {64, 32, 16, 4, 4, 0}, {32, 64, 16, 4, 4, 0},
    {32, 32, 16, 4, 4, 0},
};

/// Split-K for the SIMT tiles: inner products only (splitRunsFit), up to 16
/// ways, as their k-steps are short (8 or 16 channels) and one block per
/// tile leaves a CUDA-core tile waiting on the weights it streams: vgg16's
/// fc6 at batch 64 (256 blocks of the 32 x 32 tile over 1,568 k-steps) ran
/// 1.51 ms unsplit and 0.45 ms split 8 ways on the 64 x 128 tile (H200,
/// 2026-11-29; the inner products of the four nets 1.9-5.0x faster).
constexpr int64_t kSimtSplitKFactors[] = {2, 4, 8, 16};

/// The tile, its reduction split over `splits` blocks (gridDim.z) where
/// splits > 1 (splitRunsFit says where it may be).
KernelConfig simtConfig(const ConvProblem &p, const SimtTileSpec &t, int64_t splits = 1) {
  const int64_t m = p.x.n * p.y.h * p.y.w, gemmK = p.kh * p.kw * p.x.c;
  KernelConfig c;
  c.variant = "implicit_gemm_simt";
  c.tileM = t.bm;
  c.tileN = t.bn;
  c.tileK = t.bk;
  c.threads = (t.bm / t.tm) * (t.bn / t.tn);
  c.sharedBytes = 0; // 2 * BK * (BM + BN + 8) floats of static shared memory
  c.minBlocksPerSm = t.blocksPerSm;
  c.gridX = ceilDiv(m, t.bm);
  c.gridY = ceilDiv(p.y.c, t.bn);
  c.paddedMacs = c.gridX * t.bm * c.gridY * t.bn * ceilDiv(gemmK, t.bk) * t.bk;
  const std::string tile =
      "netc::SimtTile<" +
      namedArguments({{"BM", t.bm}, {"BN", t.bn}, {"BK", t.bk}, {"TM", t.tm}, {"TN", t.tn}}) +
      ">";
  if (splits == 1) {
    c.body = convShapeText(p) + "netc::conv2d_implicit_gemm_simt<Shape, " + tile + convTail(p);
    return c;
  }
  setSplit(c, p, splits);
  c.gridZ = splits;
  c.body = splitWorkspaceText(c, c.gridX * c.gridY) + convShapeText(p) +
           "netc::conv2d_implicit_gemm_simt_split_k<Shape, " + tile + ", /*Splits=*/" +
           str(splits) + convTail(p, ", workspace, tileArrivals");
  return c;
}

// ---- Winograd F(2x2, 3x3), fp32 ----------------------------------------------

/// conv2d_winograd_2x2_3x3's block (netc::WinogradTile): 32 output tiles of
/// 2x2 pixels by 64 output channels, 8 input channels a step, 256 threads;
/// the thread layout admits no other tile.
constexpr int64_t kWinogradTiles = 32, kWinogradChannels = 64, kWinogradStep = 8;
constexpr int64_t kWinogradThreads = 256;
/// Its dynamic shared memory (WinogradTile::kSharedBytes): V and U of two
/// steps, rows padded by 4 floats.
constexpr int64_t kWinogradSharedBytes =
    4 * 2 * 16 * kWinogradStep * ((kWinogradTiles + 4) + (kWinogradChannels + 4));
/// Its multiply-adds at this fraction of the SIMT GEMM's rate: the
/// transforms and their stores take about a seventh of a step's
/// instructions (164 against 1,024 FMAs a thread), and one block an SM
/// (221 registers a thread) hides less latency than the GEMM's two.
/// Measured: the first estimate, 0.75, predicted each of the 41 Winograd
/// launches of vgg16, alexnet, resnet50 and googlenet (fp32, H200, every
/// launch checked) 1.19-1.31x too fast, median 1.265; 0.75 / 1.265 = 0.59
/// (docs/results/2026-11-29-winograd-h200.md).
constexpr double kWinogradEfficiency = 0.59;
/// ~220 registers a thread (221 with nvcc 13 for sm_90a): one block an SM.
constexpr int kWinogradBlocksPerSm = 1;

/// The most shared memory one block may opt into on the target, in bytes
/// (CUDA's per-architecture limits).
int64_t optInSharedBytesPerBlock(const KernelTarget &target) {
  switch (target.smVersion) {
  case 70: case 72: return 96 * 1024;
  case 75: return 64 * 1024;
  case 80: case 87: return 163 * 1024;
  case 86: case 89: return 99 * 1024;
  case 90: case 100: case 103: return 227 * 1024;
  default: return target.smVersion >= 110 ? 99 * 1024 : 48 * 1024;
  }
}

/// Why the Winograd kernel does not run the problem on the target, or "".
std::string winogradRefusal(const ConvProblem &p, const KernelTarget &target) {
  if (p.precision != Precision::FP32)
    return std::string(getPrecisionName(p.precision)) +
           " (fp32 proper only: the other precisions have tensor cores or 16-bit operands)";
  if (p.kh != 3 || p.kw != 3)
    return "a " + str(p.kh) + "x" + str(p.kw) + " filter (F(2x2, 3x3) computes 3x3 ones)";
  if (p.strideH != 1 || p.strideW != 1 || dilated(p))
    return "stride " + str(p.strideH) + "x" + str(p.strideW) + ", dilation " +
           str(p.dilationH) + "x" + str(p.dilationW) + " (stride 1, undilated only)";
  // A block's step reads 8 input channels and writes 64 output channels:
  // below one step, or half the block's channels, most of its work is
  // padding (and the kernel's rate is not measured there).
  if (p.x.c < kWinogradStep)
    return "input channels C = " + str(p.x.c) + ", under the " + str(kWinogradStep) +
           " of one step";
  if (2 * p.y.c < kWinogradChannels)
    return "output channels K = " + str(p.y.c) + ", under half the " +
           str(kWinogradChannels) + " of a block";
  if (optInSharedBytesPerBlock(target) < kWinogradSharedBytes)
    return target.getName() + "'s " + str(optInSharedBytesPerBlock(target)) +
           " bytes of shared memory a block, under the kernel's " + str(kWinogradSharedBytes);
  if (ceilDiv(p.y.c, kWinogradChannels) > kGridYMax)
    return "output channels K = " + str(p.y.c) + ", past the " +
           str(kGridYMax * kWinogradChannels) + " that 65,535 blocks of " +
           str(kWinogradChannels) + " channels cover (CUDA's grid y limit)";
  return "";
}

KernelConfig winogradConfig(const ConvProblem &p) {
  const int64_t tiles = p.x.n * ceilDiv(p.y.h, 2) * ceilDiv(p.y.w, 2);
  KernelConfig c;
  c.variant = "winograd";
  c.tileM = kWinogradTiles;
  c.tileN = kWinogradChannels;
  c.tileK = kWinogradStep;
  c.threads = kWinogradThreads;
  c.sharedBytes = kWinogradSharedBytes;
  c.minBlocksPerSm = kWinogradBlocksPerSm;
  c.gridX = ceilDiv(tiles, kWinogradTiles);
  c.gridY = ceilDiv(p.y.c, kWinogradChannels);
  // 16 multiplies per tile, channel pair and input channel: 4 per output
  // pixel against direct convolution's 9.
  c.paddedMacs = c.gridX * kWinogradTiles * c.gridY * kWinogradChannels * kWinogradGemmsPerStep *
                 ceilDiv(p.x.c, kWinogradStep) * kWinogradStep;
  c.tileEfficiency = kWinogradEfficiency;
  c.body = convShapeText(p) + "netc::conv2d_winograd_2x2_3x3<Shape, netc::WinogradTile<" +
           namedArguments({{"BT", kWinogradTiles},
                           {"BK", kWinogradChannels},
                           {"BC", kWinogradStep}}) +
           ">" + convTail(p);
  return c;
}

// ---- Implicit GEMM, tensor cores (mma.sync) ---------------------------------

/// bk16 is the reduction stage in 16-bit elements (64 or 128 bytes per tile
/// row); TF32 stages hold the same bytes, half as many elements.
struct MmaTileSpec {
  int64_t bm, bn, bk16, wm, wn, stages;
};
// 4-stage cp.async rings hide global latency; warp tiles of 64x32 or larger
// keep ldmatrix traffic under the mma rate. The smaller tiles fill the GPU
// for small layers (cost model: tile efficiency against waves).
constexpr MmaTileSpec kMmaTiles[] = {
    {128, 128, 32, 64, 32, 4}, {128, 128, 32, 64, 64, 4}, {128, 128, 64, 64, 32, 3},
    {128, 128, 64, 64, 64, 3}, {256, 128, 64, 64, 64, 3}, {128, 64, 64, 64, 32, 4},
    {64, 128, 64, 32, 64, 4},  {64, 64, 64, 32, 32, 4},
};

/// Why the tensor-core kernel does not run the problem on the target, or "".
std::string mmaRefusal(const ConvProblem &p, const KernelTarget &target) {
  if (p.precision == Precision::FP32)
    return "fp32 (fp32 proper never rounds its operands to the tensor cores' formats)";
  if (!target.hasTensorCores(p.precision))
    return std::string("sm_") + str(target.smVersion) + " has no " +
           getPrecisionName(p.precision) + " tensor cores (sm_80 and later)";
  // 16-byte copies of whole channels of one tap.
  const int64_t perChunk = 16 / getBytesPerElement(p.precision);
  if (p.x.c % perChunk != 0 || p.x.pitch % perChunk != 0)
    return "input channels " + str(p.x.c) + " (pitch " + str(p.x.pitch) +
           ") not a multiple of the " + str(perChunk) + " elements of a 16-byte copy";
  // Its offsets into x are int, padding included: ((n * H + ih) * W + iw) * pitch.
  const int64_t padded = (p.x.n * p.x.h + p.padTop + padBottomOf(p)) *
                         (p.x.w + p.padLeft + padRightOf(p)) * p.x.pitch;
  if (padded > kInt32Max)
    return "the padded input's " + str(padded) + " elements past its int offsets' limit " +
           str(kInt32Max);
  return "";
}

KernelConfig mmaConfig(const ConvProblem &p, const MmaTileSpec &t) {
  const int64_t m = p.x.n * p.y.h * p.y.w, gemmK = p.kh * p.kw * p.x.c;
  const int64_t bk = t.bk16 * 2 / getBytesPerElement(p.precision);
  KernelConfig c;
  c.variant = "implicit_gemm_mma";
  c.tileM = t.bm;
  c.tileN = t.bn;
  c.tileK = bk;
  c.threads = 32 * (t.bm / t.wm) * (t.bn / t.wn);
  c.sharedBytes = t.stages * (t.bm + t.bn) * t.bk16 * 2;
  // Two blocks of 8 warps per SM (4 warps per scheduler keep the tensor pipe
  // busier than 2 can) when their shared memory fits: registers capped at 128.
  if (c.threads == 256 && 2 * (c.sharedBytes + 1024) <= 227 * 1024)
    c.minBlocksPerSm = 2;
  c.gridX = ceilDiv(m, t.bm);
  c.gridY = ceilDiv(p.y.c, t.bn);
  c.paddedMacs = c.gridX * t.bm * c.gridY * t.bn * ceilDiv(gemmK, bk) * bk;
  c.body = convShapeText(p) + "netc::conv2d_implicit_gemm_mma<Shape, netc::MmaTile<" +
           namedArguments({{"BM", t.bm}, {"BN", t.bn}, {"BK", bk}, {"WM", t.wm}, {"WN", t.wn},
                           {"Stages", t.stages}}) +
           ">" + convTail(p);
  return c;
}

} // namespace

std::string convKernelParameters(const KernelConfig &config, Precision precision) {
  const std::string type = storageType(precision);
  const std::string in = "const " + type + "* __restrict__ ";
  const std::string map = "const __grid_constant__ netc::TensorMap ";
  return (config.inputMap ? map + "xMap" : in + "x") + ", " +
         (config.filterMap ? map + "wMap" : in + "w") + ", " + in + "bias, " + type +
         "* __restrict__ y";
}

const char *tensorMapModeName(TensorMapSpec::Mode mode) {
  return mode == TensorMapSpec::Mode::Im2col ? "im2col" : "tiled";
}

const char *storageType(Precision precision) {
  switch (precision) {
  case Precision::FP32:
  case Precision::TF32: return "float";
  case Precision::BF16: return "netc::bf16";
  case Precision::FP16: return "netc::f16";
  }
  return "float";
}

const char *activationConstant(KernelActivation activation) {
  switch (activation) {
  case KernelActivation::None: return "netc::kNone";
  case KernelActivation::Relu: return "netc::kRelu";
  case KernelActivation::Tanh: return "netc::kTanh";
  case KernelActivation::Sigmoid: return "netc::kSigmoid";
  case KernelActivation::Relu6: return "netc::kRelu6";
  case KernelActivation::HardSigmoid: return "netc::kHardSigmoid";
  case KernelActivation::HardSwish: return "netc::kHardSwish";
  case KernelActivation::Silu: return "netc::kSilu";
  case KernelActivation::Gelu: return "netc::kGelu";
  }
  return "netc::kNone";
}

/// "quantity = a x b x c = value, past the kernels' int limit 2147483647 (2^31 - 1)".
static std::string pastInt32(const std::string &quantity, std::initializer_list<int64_t> factors,
                             const std::string &why) {
  std::string product;
  __int128 value = 1;
  for (int64_t f : factors) {
    product += (product.empty() ? "" : " x ") + str(f);
    value *= f;
  }
  std::string text = quantity + " = " + product;
  if (factors.size() > 1)
    text += value > std::numeric_limits<int64_t>::max()
                ? std::string(" (past 2^63)")
                : " = " + str(static_cast<int64_t>(value));
  return text + ", past the kernels' limit of " + str(kInt32Max) + " (2^31 - 1): " + why;
}

std::string validateConvProblem(const ConvProblem &p) {
  auto positive = [](const TensorView &t) {
    return t.n > 0 && t.h > 0 && t.w > 0 && t.c > 0 && t.pitch >= t.c;
  };
  if (!positive(p.x))
    return "input extents must be positive and its pitch at least its channels";
  if (!positive(p.y))
    return "output extents must be positive and its pitch at least its channels";
  if (p.x.n != p.y.n)
    return "input and output batch differ";
  if (p.kh <= 0 || p.kw <= 0 || p.strideH <= 0 || p.strideW <= 0 || p.dilationH <= 0 ||
      p.dilationW <= 0)
    return "filter extents, strides and dilations must be positive";
  if (p.groups < 1 || p.x.c % p.groups != 0 || p.y.c % p.groups != 0)
    return "groups must divide the input and output channels";
  // Padding as wide as the filter or wider is valid (border windows then see
  // only zeros and the bias): every kernel bounds-checks each tap.
  if (p.padTop < 0 || p.padLeft < 0 || p.padBottom < -1 || p.padRight < -1)
    return "padding must be non-negative";
  // The kernels take every extent as an int template argument and compute
  // input rows and columns in int (a window's start, p * stride - pad, plus
  // its taps, r * dilation); rows past the output start 2^30 below the image,
  // so the padded extents and a window's reach stay below 2^30.
  constexpr int64_t kCoordinateMax = int64_t(1) << 30;
  for (auto [name, value] :
       {std::pair<const char *, int64_t>{"filter height R", p.kh}, {"filter width S", p.kw},
        {"stride along the height", p.strideH}, {"stride along the width", p.strideW},
        {"dilation along the height", p.dilationH}, {"dilation along the width", p.dilationW},
        {"top padding", p.padTop}, {"left padding", p.padLeft},
        {"bottom padding", p.padBottom}, {"right padding", p.padRight},
        {"input height H", p.x.h}, {"input width W", p.x.w}, {"output height P", p.y.h},
        {"output width Q", p.y.w}})
    if (value >= kCoordinateMax)
      return std::string(name) + " " + str(value) + " is past the kernels' coordinate limit of " +
             str(kCoordinateMax) + " (2^30; rows and columns are int)";
  const int64_t reachH = reach(p.kh, p.dilationH), reachW = reach(p.kw, p.dilationW);
  const int64_t paddedH = p.x.h + p.padTop + padBottomOf(p);
  const int64_t paddedW = p.x.w + p.padLeft + padRightOf(p);
  if (paddedH >= kCoordinateMax || paddedW >= kCoordinateMax ||
      (p.y.h - 1) * p.strideH + reachH >= kCoordinateMax ||
      (p.y.w - 1) * p.strideW + reachW >= kCoordinateMax)
    return "the padded input (" + str(paddedH) + " x " + str(paddedW) +
           ") or the windows' reach is past the kernels' coordinate limit of 2^30";
  // The output extent the windows give: floor((in + before + after - reach) /
  // stride) + 1 with the bottom/right pads given, or (derived) at most one
  // pad more after than before (SAME with an odd total).
  auto extent = [](int64_t in, int64_t before, int64_t after, int64_t window, int64_t stride) {
    return in + before + after < window ? 0 : (in + before + after - window) / stride + 1;
  };
  if (p.padBottom >= 0 ? p.y.h != extent(p.x.h, p.padTop, p.padBottom, reachH, p.strideH)
                       : (p.y.h - 1) * p.strideH + reachH > p.x.h + 2 * p.padTop + 1)
    return "output height " + str(p.y.h) + " is not what the window and stride give" +
           (p.padBottom >= 0
                ? " (" + str(extent(p.x.h, p.padTop, p.padBottom, reachH, p.strideH)) + ")"
                : std::string(" (it is larger)"));
  if (p.padRight >= 0 ? p.y.w != extent(p.x.w, p.padLeft, p.padRight, reachW, p.strideW)
                      : (p.y.w - 1) * p.strideW + reachW > p.x.w + 2 * p.padLeft + 1)
    return "output width " + str(p.y.w) + " is not what the window and stride give" +
           (p.padRight >= 0
                ? " (" + str(extent(p.x.w, p.padLeft, p.padRight, reachW, p.strideW)) + ")"
                : std::string(" (it is larger)"));
  // The GEMM's rows (output pixels) and reduction, and x's pixels, are int.
  if (p.x.n * p.y.h * p.y.w > kInt32Max)
    return pastInt32("output pixels N x P x Q", {p.x.n, p.y.h, p.y.w},
                     "the kernels index output pixels (the GEMM's rows) in int");
  if (p.x.n * p.x.h * p.x.w > kInt32Max)
    return pastInt32("input pixels N x H x W", {p.x.n, p.x.h, p.x.w},
                     "the kernels index input pixels in int");
  if (p.y.c * p.kh * p.kw * (p.x.c / p.groups) > kInt32Max)
    return pastInt32("filter elements K x R x S x C/groups", {p.y.c, p.kh, p.kw, p.x.c / p.groups},
                     "the kernels index the filter in int");
  // Grid limits: the GEMM kernels put output-channel tiles (at most 128
  // channels) on the grid's y, at most 65,535 blocks; the grouped kernel one
  // thread per output element on its x.
  if (p.groups == 1 && ceilDiv(p.y.c, 128) > kGridYMax)
    return "output channels K = " + str(p.y.c) + ", past the " + str(kGridYMax * 128) +
           " that 65,535 blocks of 128 channels cover (CUDA's grid y limit)";
  if (p.groups > 1 && ceilDiv(p.x.n * p.y.h * p.y.w * p.y.c, 256) > kInt32Max)
    return pastInt32("output elements N x P x Q x K", {p.x.n, p.y.h, p.y.w, p.y.c},
                     "the grouped kernel runs one thread per output, 256 per block, and CUDA's "
                     "grid x holds 2^31 - 1 blocks");
  return "";
}

void restorePlanOmittedFields(KernelConfig &config) {
  if (config.variant == "winograd") {
    config.tileEfficiency = kWinogradEfficiency;
    config.minBlocksPerSm = kWinogradBlocksPerSm;
  }
  if (config.splitK > 1)
    config.serialTailUs = splitTailUs(config, config.splitK);
  if (isGlobalPoolVariant(config.variant))
    config.serialTailUs = kGlobalPoolTailUs;
}

double structuralSplitTailUs(const KernelConfig &config) {
  if (config.splitK > 1 && config.variant == "implicit_gemm_wgmma_tma_persistent")
    return kPersistentSplitTailOverStructure.at(config.splitK);
  return config.serialTailUs;
}

bool isPointwiseConvolution(int64_t kh, int64_t kw, int64_t outH, int64_t outW) {
  return (kh == 1 && kw == 1) || (outH == 1 && outW == 1);
}

/// convCandidates() before the problem-wide fields (KernelConfig::pointwise,
/// inputChannels).
static std::vector<KernelConfig> convCandidatesOfEveryVariant(const ConvProblem &problem,
                                                              const KernelTarget &target) {
  std::vector<KernelConfig> out;
  if (!validateConvProblem(problem).empty())
    return out;
  if (problem.groups > 1) { // the GEMM and direct kernels read every input channel
    out.push_back(groupedConfig(problem));
    if (std::optional<KernelConfig> depthwise = depthwiseConfig(problem))
      out.push_back(*depthwise);
    return out;
  }
  appendHopperConvCandidates(problem, target, out);
  if (mmaRefusal(problem, target).empty())
    for (const MmaTileSpec &t : kMmaTiles)
      out.push_back(mmaConfig(problem, t));
  if (directRefusal(problem).empty()) {
    // One image per block with up to 512 threads (run 1's best for ECE408:
    // many resident warps), or 8 images per block with up to 256 threads
    // (the filter's register loads paid once per 8 images).
    auto offer = [&](int64_t pt, int64_t images, int64_t maxThreads) {
      if (std::optional<KernelConfig> c = directConfig(problem, pt, images, maxThreads))
        out.push_back(std::move(*c));
    };
    for (int64_t pt : {1, 2, 4})
      if (pt <= problem.y.h)
        offer(pt, 1, 512);
    if (problem.x.n >= 1024)
      for (int64_t pt : {2, 4})
        if (pt <= problem.y.h)
          offer(pt, 8, 256);
  }
  if (winogradRefusal(problem, target).empty())
    out.push_back(winogradConfig(problem));
  // Every target, every precision (16-bit storage widened on load, tf32 at
  // fp32's precision where no tensor core rounds it), every valid shape.
  for (const SimtTileSpec &t : kSimtTiles)
    out.push_back(simtConfig(problem, t));
  for (const SimtTileSpec &t : kSimtTiles)
    for (int64_t splits : kSimtSplitKFactors)
      if (splitRunsFit(problem, ceilDiv(problem.kh * problem.kw * problem.x.c, t.bk), splits))
        out.push_back(simtConfig(problem, t, splits));
  return out;
}

std::vector<KernelConfig> convCandidates(const ConvProblem &problem, const KernelTarget &target) {
  std::vector<KernelConfig> out = convCandidatesOfEveryVariant(problem, target);
  const bool pointwise =
      isPointwiseConvolution(problem.kh, problem.kw, problem.y.h, problem.y.w);
  for (KernelConfig &config : out) {
    config.pointwise = pointwise;
    config.inputChannels = problem.x.c / std::max<int64_t>(problem.groups, 1);
    config.outputChannels = problem.y.c;
  }
  return out;
}

namespace {

/// What bench/kernels measured for each tile on an H200 (132 SMs, 2026-11-21, run 3 of
/// docs/results/2026-11-21-kernels-bench.md): the multiply-adds per ms one SM
/// sustains (paddedMacs / time over layers of at least 4 full waves, median)
/// and the blocks that are resident per SM.
struct MeasuredTile {
  const char *variant;
  int64_t bm, bn, bk, threads;
  double gmacPerMsPerSm; ///< 1e9 multiply-adds per ms per SM
  int64_t blocksPerSm;
};
constexpr MeasuredTile kMeasured[] = {
    // fp32 FMA (SIMT)
    {"implicit_gemm_simt", 128, 128, 8, 256, 18.5 / 132, 2},
    {"implicit_gemm_simt", 128, 64, 8, 256, 15.7 / 132, 3},
    {"implicit_gemm_simt", 64, 128, 8, 256, 15.8 / 132, 3},
    {"implicit_gemm_simt", 64, 64, 16, 256, 14.8 / 132, 3},
    {"implicit_gemm_simt", 64, 32, 16, 128, 13.7 / 132, 8},
    {"implicit_gemm_simt", 32, 64, 16, 128, 13.8 / 132, 8},
    {"implicit_gemm_simt", 32, 32, 16, 64, 12.3 / 132, 14},
    // bf16 / fp16 mma.sync
    {"implicit_gemm_mma", 128, 128, 32, 256, 139.9 / 132, 2},
    {"implicit_gemm_mma", 128, 128, 32, 128, 134.4 / 132, 2},
    {"implicit_gemm_mma", 128, 128, 64, 256, 98.4 / 132, 2},
    {"implicit_gemm_mma", 128, 128, 64, 128, 146.0 / 132, 2},
    {"implicit_gemm_mma", 256, 128, 64, 256, 125.5 / 132, 1},
    {"implicit_gemm_mma", 128, 64, 64, 128, 81.6 / 132, 2},
    {"implicit_gemm_mma", 64, 128, 64, 128, 88.8 / 132, 2},
    {"implicit_gemm_mma", 64, 64, 64, 128, 81.8 / 132, 2},
};

const MeasuredTile *measured(const KernelConfig &c) {
  for (const MeasuredTile &m : kMeasured)
    if (c.variant == m.variant && c.tileM == m.bm && c.tileN == m.bn && c.tileK == m.bk &&
        c.threads == m.threads)
      return &m;
  return nullptr;
}

} // namespace

KernelConfig chooseConvKernelByHeuristic(const ConvProblem &problem, const KernelTarget &target,
                                         int smCount) {
  std::vector<KernelConfig> candidates = convCandidates(problem, target);
  if (candidates.empty())
    return {};
  // 1. The direct kernel wherever it is offered (R*S*C <= 32): it beat every
  //    GEMM tile on those layers (ECE408 conv1 by 1.7x, VGG16 conv1_1). Its
  //    best form measured: one image per block, items of two output rows.
  for (const KernelConfig &c : candidates)
    if (c.variant == "direct" && c.directRowsPerItem == 2 && c.directImagesPerBlock == 1)
      return c;
  for (const KernelConfig &c : candidates)
    if (c.variant == "direct")
      return c;
  // 2. Otherwise the tile with the least predicted time: full waves of
  //    resident blocks, each wave as long as its blocks' padded work at the
  //    measured rate, plus a launch's few microseconds. Tensor-core tiles
  //    only compete with each other (they are 5-10x faster where offered).
  const bool mma = std::any_of(candidates.begin(), candidates.end(), [](const KernelConfig &c) {
    return c.variant == "implicit_gemm_mma";
  });
  const int sms = std::max(1, smCount);
  const KernelConfig *best = nullptr;
  double bestMs = 0;
  for (const KernelConfig &c : candidates) {
    if (mma != (c.variant == "implicit_gemm_mma"))
      continue;
    const MeasuredTile *m = measured(c);
    if (!m)
      continue;
    const int64_t blocks = c.gridX * c.gridY * c.gridZ;
    const double waves = std::ceil(double(blocks) / double(sms * m->blocksPerSm));
    const double blockMacs = double(c.paddedMacs) / double(blocks);
    const double ms = waves * m->blocksPerSm * blockMacs / (m->gmacPerMsPerSm * 1e9) + 0.004;
    if (!best || ms < bestMs) {
      best = &c;
      bestMs = ms;
    }
  }
  return best ? *best : candidates.front();
}

const std::string &kernelHeaderText() {
  static const std::string text =
#include "KernelHeader.inc"
      ;
  return text;
}

} // namespace netc::cuda
