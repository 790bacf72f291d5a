//===- StreamingKernels.cpp - The catalog's memory-bound kernels ---------===//
//
// The host side of netc_streaming.cuh: pooling, LRN, softmax, elementwise,
// batch norm, transposes, channel slices and layer norm, one configuration
// each (KernelCatalog.h declares them). The convolutions are
// KernelCatalog.cpp's.
//
//===----------------------------------------------------------------------===//

#include "Kernels/KernelCatalog.h"
#include "Kernels/KernelText.h"

#include <algorithm>
#include <string>
#include <vector>

namespace netc::cuda {

using namespace detail;

namespace {

constexpr int64_t kElementwiseThreads = 256;

KernelConfig perElement(const char *variant, int64_t outputs) {
  KernelConfig c;
  c.variant = variant;
  c.threads = kElementwiseThreads;
  c.gridX = std::max<int64_t>(1, ceilDiv(outputs, kElementwiseThreads));
  return c;
}

/// One warp per pixel (a reduction over its channels by shuffles), 8 warps
/// a block.
KernelConfig perPixelWarp(const char *variant, int64_t pixels) {
  KernelConfig c;
  c.variant = variant;
  c.threads = 256;
  c.gridX = std::max<int64_t>(1, ceilDiv(pixels, 8));
  return c;
}

/// netc::PixelShape with its arguments named; `aGroup`, `bGroup` (the
/// output pixels that share one pixel of a or b) only where one broadcasts.
std::string pixelShapeText(const TensorView &a, int64_t bPitch, const TensorView &y,
                           int64_t aGroup = 1, int64_t bGroup = 1) {
  std::string text = "using Shape = netc::PixelShape</*Pixels=*/" + str(y.n * y.h * y.w) +
                     "LL, " +
                     namedArguments({{"C", y.c}, {"APitch", a.pitch}, {"BPitch", bPitch},
                                     {"YPitch", y.pitch}});
  if (aGroup > 1 || bGroup > 1)
    text += ", /*AGroup=*/" + str(aGroup) + "LL, /*BGroup=*/" + str(bGroup) + "LL";
  return text + ">;\n";
}

int64_t elements(const TensorView &t) { return t.n * t.h * t.w * t.c; }

} // namespace

/// Channels a streaming kernel's thread takes (pool2d, elementwise, LRN): the
/// widest run, `widest` or 4, that every channel count and pitch is a
/// multiple of (a vector access each), else 1.
int64_t channelsPerThread(std::initializer_list<int64_t> extents, int64_t widest = 4) {
  for (int64_t run : {widest, int64_t(4)})
    if (std::all_of(extents.begin(), extents.end(),
                    [run](int64_t extent) { return extent % run == 0; }))
      return run;
  return 1;
}
std::string vectorArgument(int64_t perThread) {
  return perThread > 1 ? ", /*V=*/" + str(perThread) : "";
}

namespace {
/// A window that is the whole unpadded image, one output pixel:
/// global_pool2d's case.
bool isGlobalPool(const PoolProblem &p) {
  return p.y.h == 1 && p.y.w == 1 && p.kh == p.x.h && p.kw == p.x.w && p.padTop == 0 &&
         p.padLeft == 0;
}

/// Most threads a global pooling block takes, and most slices a run is
/// split into (each slice's partial result is added in one thread's loop).
constexpr int64_t kGlobalPoolThreads = 512, kGlobalPoolMaxSlices = 32;

/// A global pool's grid is split over an image's pixels until it has this
/// many blocks (about four an SM on an H100 or H200, whose 132 SMs one block
/// an image left half idle at batch 64), each thread keeping at least
/// kGlobalPoolMinLoads loads, at most kGlobalPoolMaxSplits ways. On an H200
/// (2026-12-01, docs/results/2026-12-01-columns-pools-h200.md) splitting
/// efficientnet_b0's pools of 112 x 112 and 56 x 56 pixels took them from
/// 1.0-3.0 TB/s to 2.5-3.5 (1.2-2.9x faster); the 28 x 28 pools of it and
/// mobilenet_v3_large, split to 10-13 loads a thread, ran 0.83-1.14x their
/// unsplit time (0.98 summed), so a split keeps 32 loads a thread or is not
/// made.
constexpr int64_t kGlobalPoolBlocks = 512, kGlobalPoolMinLoads = 32, kGlobalPoolMaxSplits = 64;
} // namespace

KernelConfig poolKernel(const PoolProblem &p, const KernelTarget &) {
  const bool global = isGlobalPool(p) && p.x.h * p.x.w > 1;
  // A window a thread takes 16-byte runs (eight 16-bit channels, as LRN
  // below): its loads, not its bytes, bound a stride-1 pool. The global
  // pool keeps runs of 4 (its slices' partials are floats).
  const int64_t perThread =
      channelsPerThread({p.x.c, p.x.pitch, p.y.pitch},
                        /*widest=*/global ? 4 : 16 / getBytesPerElement(p.precision));
  KernelConfig c;
  std::string call;
  if (global) {
    // A warp's worth of channel runs (or all of them) across, the pixels
    // split over as many slices as fill the block.
    const int64_t runs = p.x.c / perThread, pixels = p.x.h * p.x.w;
    const int64_t runsPerBlock = std::min<int64_t>(runs, 32);
    const int64_t slices = std::clamp<int64_t>(kGlobalPoolThreads / runsPerBlock, 1,
                                               std::min(pixels, kGlobalPoolMaxSlices));
    const int64_t imageChunks = p.x.n * ceilDiv(runs, runsPerBlock);
    int64_t splits = std::clamp<int64_t>(
        std::min(ceilDiv(kGlobalPoolBlocks, imageChunks), pixels / (slices * kGlobalPoolMinLoads)),
        1, kGlobalPoolMaxSplits);
    splits = ceilDiv(pixels, ceilDiv(pixels, splits)); // every split owns pixels
    c.variant = p.kind == PoolKind::Max ? "global_max_pool" : "global_avg_pool";
    c.threads = runsPerBlock * slices;
    c.gridX = imageChunks * splits;
    c.sharedBytes = c.threads * perThread * int64_t(sizeof(float)); // the slices' partials
    c.serialTailUs = kGlobalPoolTailUs;
    c.windowTaps = ceilDiv(ceilDiv(pixels, splits), slices); // each thread's loads
    call = std::string("netc::global_pool2d<Shape, /*IsMax=*/") +
           (p.kind == PoolKind::Max ? "true" : "false") + ", /*V=*/" + str(perThread) +
           ", /*RunsPerBlock=*/" + str(runsPerBlock) + ", /*Slices=*/" + str(slices);
    if (splits > 1) {
      c.workspaceBytes = imageChunks * splits * runsPerBlock * perThread * int64_t(sizeof(float));
      call = "alignas(16) static float workspace[" + str(c.workspaceBytes / 4) + "]; // " +
             str(splits) + " partial runs an image and chunk\n" +
             "static unsigned arrivals[" + str(imageChunks) + "];\n" + call +
             ", /*PixelSplits=*/" + str(splits) + ">(x, y, workspace, arrivals);\n";
    } else {
      call += ">(x, y);\n";
    }
  } else {
    c = perElement(p.kind == PoolKind::Max ? "max_pool" : "avg_pool", elements(p.y) / perThread);
    c.windowTaps = p.kh * p.kw;
    call = std::string(p.kind == PoolKind::Max ? "netc::max_pool2d<Shape" : "netc::avg_pool2d<Shape") +
           vectorArgument(perThread) + ">(x, y);\n";
  }
  c.body = "struct Layer { // x [N][H][W][C] -> y [N][P][Q][C]; pitches in elements\n"
           "  enum : int { " +
           namedConstants({{"N", p.x.n}, {"H", p.x.h}, {"W", p.x.w}, {"C", p.x.c},
                           {"XPitch", p.x.pitch}}) +
           " };\n  enum : int { " +
           namedConstants({{"P", p.y.h}, {"Q", p.y.w}, {"YPitch", p.y.pitch}}) +
           " };\n  enum : int { " +
           namedConstants({{"KH", p.kh}, {"KW", p.kw}, {"StrideH", p.strideH},
                           {"StrideW", p.strideW}, {"PadH", p.padTop}, {"PadW", p.padLeft}}) +
           " };\n};\nusing Shape = netc::PoolShape<Layer>;\n" + call;
  return c;
}

KernelConfig lrnKernel(const LrnProblem &p, const KernelTarget &) {
  // 16-bit channels in runs of 8, so that a thread's loads are 16 bytes as
  // fp32's runs of 4 are: with runs of 4 the bf16 kernel took fp32's time
  // for half its bytes (googlenet's norm1 and norm2 at batch 128, 62 and
  // 186 us against fp32's 57 and 169, H200); with 8, 53 and 154 us. The
  // rest is the window's arithmetic, not its loads
  // (docs/results/2026-12-02-tile-order-h200.md, section 4).
  const int64_t perThread = channelsPerThread({p.x.c, p.x.pitch, p.y.pitch},
                                              /*widest=*/16 / getBytesPerElement(p.precision));
  KernelConfig c = perElement("lrn", elements(p.y) / perThread);
  c.body = pixelShapeText(p.x, 0, p.y) + "netc::lrn_cross_channel<Shape, " + str(p.size) +
           vectorArgument(perThread) + ">(x, y, " + floatLiteral(p.alpha) + ", " + floatLiteral(p.beta) + ", " +
           floatLiteral(p.k) + ");\n";
  return c;
}

/// A softmax warp's dependent chain, priced as latency after the launch:
/// its row's loads, a shuffle reduction, the exponentials, a second
/// reduction, the stores, one after the other, which no other warp hides
/// when a classifier's batch is a few dozen warps. 1.8 us: the median of
/// what its time less the launch and bytes left on six launches of the
/// register form on an H200 (1,000 classes over 64 and 128 images in bf16
/// and tf32, ECE408's 10 over 10,000 in fp32, a 2-image test net: 1.1-2.3
/// us; docs/results/2026-11-29-wgmma-structure-h200.md, call 4).
constexpr double kSoftmaxChainUs = 1.8;

KernelConfig softmaxKernel(const SoftmaxProblem &p, const KernelTarget &) {
  KernelConfig c = perPixelWarp("softmax", p.y.n * p.y.h * p.y.w);
  c.serialTailUs = kSoftmaxChainUs;
  c.body = pixelShapeText(p.x, 0, p.y) + "netc::softmax_channels<Shape>(x, y);\n";
  return c;
}

/// An elementwise launch's time past its launch overhead and its bytes at
/// the copy rate: its blocks' index arithmetic, the vector loads' latency
/// before the first store, the grid's last wave, which the launch overhead
/// fitted on other kernels leaves out. 0.95 us: the median of that
/// remainder over the 121 elementwise launches (residual sums and
/// squeeze-and-excitation's broadcast products) of efficientnet_b0,
/// mobilenet_v2 (fp32, tf32, bf16) and resnet50 (bf16) at batch 64 on an
/// H200 (docs/results/2026-11-29-onnx-models-h200.md); mobilenet_v3_large's
/// were held out.
constexpr double kElementwiseTailUs = 0.95;

KernelConfig elementwiseKernel(const ElementwiseProblem &p, const KernelTarget &) {
  static const char *const kOps[] = {"netc::kSum", "netc::kProduct", "netc::kMax",
                                     "netc::kIdentity"};
  const bool identity = p.op == ElementwiseOp::Identity;
  const int64_t perThread = channelsPerThread(
      {p.y.c, p.a.pitch, identity ? 0 : p.b.pitch, p.y.pitch});
  KernelConfig c = perElement(identity ? "copy" : "elementwise", elements(p.y) / perThread);
  if (!identity)
    c.serialTailUs = kElementwiseTailUs;
  // Pixels of y that share one pixel of an operand broadcast over the image
  // (one pixel per image), or over every image (one pixel in all: a
  // per-channel scale).
  auto group = [&](const TensorView &t) -> int64_t {
    if (t.h != 1 || t.w != 1)
      return 1;
    return (t.n == 1 ? p.y.n : 1) * p.y.h * p.y.w;
  };
  const int64_t aGroup = group(p.a), bGroup = identity ? 1 : group(p.b);
  std::string shape = pixelShapeText(p.a, identity ? 0 : p.b.pitch, p.y, aGroup, bGroup);
  c.body = shape + "netc::elementwise<Shape, " +
           kOps[static_cast<int>(p.op)] + ", " + activationConstant(p.activation) +
           vectorArgument(perThread) + ">(a, b, y);\n";
  return c;
}

KernelConfig batchNormKernel(const BatchNormProblem &p, const KernelTarget &) {
  KernelConfig c = perElement("batch_norm", elements(p.y));
  c.body = pixelShapeText(p.x, 0, p.y) + "netc::batch_norm_inference<Shape, " +
           activationConstant(p.activation) + ">(x, gamma, beta, mean, var, y, " +
           floatLiteral(p.epsilon) + ");\n";
  return c;
}

TransposeProblem simplifyTranspose(const TransposeProblem &p) {
  // Input dimensions of extent 1 move nothing: drop them and renumber.
  std::vector<int64_t> kept(p.shape.size(), -1);
  TransposeProblem squeezed{{}, {}, p.precision};
  for (size_t d = 0; d < p.shape.size(); ++d)
    if (p.shape[d] != 1) {
      kept[d] = int64_t(squeezed.shape.size());
      squeezed.shape.push_back(p.shape[d]);
    }
  for (int64_t source : p.permutation)
    if (kept[size_t(source)] >= 0)
      squeezed.permutation.push_back(kept[size_t(source)]);
  // Output dimensions i, i + 1 reading input dimensions d, d + 1 are one
  // dimension of extent shape[d] * shape[d + 1]: merge runs of them.
  std::vector<std::vector<int64_t>> runs; // input dimensions, in output order
  for (int64_t source : squeezed.permutation) {
    if (!runs.empty() && runs.back().back() + 1 == source)
      runs.back().push_back(source);
    else
      runs.push_back({source});
  }
  // Each run becomes one dimension; its rank is its first input dimension's
  // order among the runs' first dimensions.
  std::vector<size_t> byInput(runs.size());
  for (size_t r = 0; r < runs.size(); ++r)
    byInput[r] = r;
  std::sort(byInput.begin(), byInput.end(),
            [&](size_t a, size_t b) { return runs[a].front() < runs[b].front(); });
  TransposeProblem merged{{}, std::vector<int64_t>(runs.size()), p.precision};
  std::vector<int64_t> newIndex(runs.size());
  for (size_t k = 0; k < byInput.size(); ++k) {
    int64_t extent = 1;
    for (int64_t d : runs[byInput[k]])
      extent *= squeezed.shape[size_t(d)];
    merged.shape.push_back(extent);
    newIndex[byInput[k]] = int64_t(k);
  }
  for (size_t r = 0; r < runs.size(); ++r)
    merged.permutation[r] = newIndex[r];
  if (merged.shape.empty()) // every extent 1: one element
    merged = {{1}, {0}, p.precision};
  return merged;
}

std::string validateTransposeProblem(const TransposeProblem &p) {
  if (p.shape.empty() || p.shape.size() > 6)
    return "a transpose of rank " + str(int64_t(p.shape.size())) + " (the kernels take 1 to 6)";
  if (p.permutation.size() != p.shape.size())
    return "a permutation of " + str(int64_t(p.permutation.size())) +
           " dimensions for a shape of rank " + str(int64_t(p.shape.size()));
  std::vector<bool> seen(p.shape.size(), false);
  for (int64_t source : p.permutation) {
    if (source < 0 || source >= int64_t(p.shape.size()) || seen[size_t(source)])
      return "a permutation that does not name each dimension once";
    seen[size_t(source)] = true;
  }
  int64_t elements = 1;
  for (int64_t extent : p.shape) {
    if (extent < 1)
      return "a non-positive extent";
    elements *= extent;
  }
  if (elements > kInt32Max * int64_t(64))
    return "more elements than the kernels index";
  return "";
}

KernelConfig transposeKernel(const TransposeProblem &problem, const KernelTarget &) {
  if (!validateTransposeProblem(problem).empty())
    return {};
  const TransposeProblem p = simplifyTranspose(problem);
  const size_t rank = p.shape.size();
  int64_t elements = 1;
  for (int64_t extent : p.shape)
    elements *= extent;
  std::string extents, permutation;
  for (size_t d = 0; d < rank; ++d) {
    extents += (d ? ", " : "") + str(p.shape[d]) + "LL";
    permutation += (d ? ", " : "") + str(p.permutation[d]);
  }
  std::string shape = "using Shape = netc::TransposeShape<netc::Extents<" + extents +
                      ">, netc::Permutation<" + permutation + ">>;\n";
  // Where the innermost dimension changes, one thread per output reads with
  // the stride of the input dimension that becomes innermost: a warp's 32
  // reads touch 32 / min(32, extent) runs. Tiles pay where both innermost
  // extents fill a good part of a 32-wide tile.
  const int64_t inInner = p.shape[rank - 1];
  const int64_t outInner = p.shape[size_t(p.permutation[rank - 1])];
  const bool swapsInnermost = p.permutation[rank - 1] != int64_t(rank - 1);
  if (swapsInnermost && inInner >= 16 && outInner >= 16) {
    KernelConfig c;
    c.variant = "transpose_tiled";
    c.threads = 256; // 32 x 8: each thread moves 4 elements of a 32 x 32 tile
    c.gridX = elements / (inInner * outInner) * ceilDiv(inInner, 32) * ceilDiv(outInner, 32);
    c.body = shape + "netc::transpose_tiled<Shape>(x, y);\n";
    return c;
  }
  KernelConfig c = perElement("transpose", elements);
  c.body = shape + "netc::transpose_elements<Shape>(x, y);\n";
  return c;
}

KernelConfig extractChannelsKernel(const ExtractChannelsProblem &p, const KernelTarget &) {
  KernelConfig c = perElement("extract_channels", elements(p.y));
  c.body = pixelShapeText(p.x, 0, p.y) + "netc::extract_channels<Shape, " + str(p.offset) +
           ">(x, y);\n";
  return c;
}

KernelConfig layerNormKernel(const LayerNormProblem &p, const KernelTarget &) {
  // The channel counts of ConvNeXt, 96 to 768, give each lane 3 to 24.
  KernelConfig c = perPixelWarp("layer_norm", p.y.n * p.y.h * p.y.w);
  c.body = pixelShapeText(p.x, 0, p.y) + "netc::layer_norm_channels<Shape, " +
           (p.affine ? "true" : "false") + ">(x, gamma, beta, y, " + floatLiteral(p.epsilon) +
           ");\n";
  return c;
}

} // namespace netc::cuda
