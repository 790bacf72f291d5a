//===- ConvCatalog.h - What the catalog's convolution families share -*- C++ -*-===//
//
// Internal to lib/Kernels: the text and geometry every convolution family of
// the kernel catalog writes and reads (the layer's shape struct, the call's
// tail, the window's reach and pads), and the entry of the families kept in
// files of their own. KernelCatalog.cpp holds the CUDA-core, mma.sync and
// Winograd families and convCandidates(); HopperConvKernels.cpp the sm_90a
// ones (wgmma with cp.async gathers, the narrow gather, TMA, persistent).
//
//===----------------------------------------------------------------------===//

#ifndef NETC_KERNELS_CONVCATALOG_H
#define NETC_KERNELS_CONVCATALOG_H

#include "Kernels/KernelCatalog.h"
#include "Kernels/KernelText.h"

#include <algorithm>
#include <string>
#include <vector>

namespace netc::cuda::detail {

/// The layer's shape as the kernels read it: a struct of named constants
/// (input, filter and output, then the window), wrapped by netc::ConvShape,
/// so that the emitted kernel reads like the layer it computes rather than a
/// list of fifteen positional integers.
inline std::string convShapeText(const ConvProblem &p) {
  return "struct Layer { // x [N][H][W][C], w [K][R][S][C], y [N][P][Q][K]; pitches in elements\n"
         "  enum : int { " +
         namedConstants({{"N", p.x.n}, {"H", p.x.h}, {"W", p.x.w}, {"C", p.x.c},
                         {"XPitch", p.x.pitch}}) +
         " };\n"
         "  enum : int { " +
         namedConstants({{"K", p.y.c}, {"R", p.kh}, {"S", p.kw}, {"P", p.y.h}, {"Q", p.y.w},
                         {"YPitch", p.y.pitch}}) +
         " };\n"
         "  enum : int { " +
         namedConstants({{"StrideH", p.strideH}, {"StrideW", p.strideW}, {"PadH", p.padTop},
                         {"PadW", p.padLeft}, {"DilationH", p.dilationH},
                         {"DilationW", p.dilationW}}) +
         " };\n"
         "};\n"
         "using Shape = netc::ConvShape<Layer>;\n";
}

/// The convolution call's last template arguments (then `extraTemplate`)
/// and its arguments (the kernel's operands, x and w or the TMA kernels'
/// maps, then bias, y and `extraArguments`).
inline std::string convTail(const ConvProblem &p, const std::string &extraArguments = "",
                     const std::string &extraTemplate = "",
                     const std::string &operands = "x, w") {
  return std::string(", ") + activationConstant(p.activation) + ", /*HasBias=*/" +
         (p.bias ? "true" : "false") + extraTemplate + ">(" + operands + ", bias, y" +
         extraArguments + ");\n";
}

/// The extent of a window along one axis: dilation * (k - 1) + 1.
inline int64_t reach(int64_t window, int64_t dilation) { return dilation * (window - 1) + 1; }

/// The pads after the image, as given or as derived from the output extent
/// (the old rule: the pad before, or one more).
inline int64_t padAfter(int64_t given, int64_t in, int64_t out, int64_t window, int64_t stride,
                 int64_t before) {
  if (given >= 0)
    return given;
  return std::max<int64_t>(0, (out - 1) * stride + window - in - before);
}

inline bool dilated(const ConvProblem &p) { return p.dilationH != 1 || p.dilationW != 1; }

inline int64_t padBottomOf(const ConvProblem &p) {
  return padAfter(p.padBottom, p.x.h, p.y.h, reach(p.kh, p.dilationH), p.strideH, p.padTop);
}
inline int64_t padRightOf(const ConvProblem &p) {
  return padAfter(p.padRight, p.x.w, p.y.w, reach(p.kw, p.dilationW), p.strideW, p.padLeft);
}

/// CUDA's limit on a grid's y and z extents.
inline constexpr int64_t kGridYMax = 65535;

// ---- Split-K: what the split kernels share ------------------------------------

/// A split reduction (the persistent form's units, the gathered wgmma and
/// the SIMT kernels' blocks): what the split adds after the main loop, serially (every split
/// storing its partial tile and fencing it, the arrival count, the last
/// split reading every partial tile back), as a fixed time plus a time per
/// split. The wgmma kernels': 2 + 2.5 us a split, fitted on an H200 to 82
/// one-layer timings (the inner products of vgg16, alexnet and resnet50 and
/// googlenet's inception_5b 5x5, bf16 and tf32, 128 x 64 and 128 x 128
/// tiles unsplit and split 2-8 ways): with it the cost model's choice for
/// each of the 14 layer-precision pairs is on average 0.7% slower than the
/// fastest measured, against 5% with no tail and 27% never splitting
/// (docs/results/2026-11-28-split-units-h200.md, call 4). The SIMT tiles':
/// 2.95 + 0.94 us a split, fitted on an H200 to the 21 split launches under
/// 150 us of the nets' inner products at 2-16 splits (the structure's time
/// without a tail subtracted): their median error 16% -> 2.6%
/// (docs/results/2026-11-29-kstruct-h200.md, call 2). Their partial tiles
/// are smaller and written without the staged epilogue.
struct SplitTail {
  double fixedUs, perSplitUs;
  constexpr double at(int64_t splits) const { return fixedUs + perSplitUs * double(splits); }
};
inline constexpr SplitTail kWgmmaSplitTail{2.0, 2.5}, kSimtSplitTail{2.95, 0.94};
inline double splitTailUs(const KernelConfig &c, int64_t splits) {
  return (c.variant == "implicit_gemm_simt" ? kSimtSplitTail : kWgmmaSplitTail).at(splits);
}

/// The persistent TMA split's tail where the structural model prices the
/// launch (KernelStructure.cpp): 1.23 + 0.70 us a split, fitted on an H200
/// to 88 one-layer timings (the inner products of vgg16, alexnet, googlenet
/// and resnet50, tf32 and bf16, the 128 x 64 and 128 x 128 tiles split 2-8
/// ways; the structure's time without a tail subtracted, vgg16's fc6 left
/// out as DRAM-bound): their median error 35% -> 11%, p90 83% -> 24%
/// (docs/results/2026-11-29-wgmma-structure-h200.md, call 2). The structure
/// prices each unit's k-steps and its fill, which the rate path's 2 + 2.5
/// us a split (fitted beside the rates' compute term) partly stood for.
/// The gathered wgmma split's fit there (4.3 + 1.7 us a split) scored no
/// better than kWgmmaSplitTail, which both paths keep.
inline constexpr SplitTail kPersistentSplitTailOverStructure{1.23, 0.70};

/// Split-K over 2, 4 or 8 blocks per tile, offered for inner products (a
/// 1x1 output image: M is the batch) on the 64-row wgmma tiles (and the
/// SIMT tiles, kSimtSplitKFactors in KernelCatalog.cpp) when every
/// split keeps at least kMinSplitSteps k-steps and the partial tiles fit in
/// kMaxWorkspaceBytes: there one block per tile leaves most SMs idle while
/// the weights stream. Measured on an H200 (docs/results/2026-11-28-wgmma-
/// tf32-h200.md): 1.4-3.6x faster than the unsplit mma.sync tile on the
/// inner products of vgg16, alexnet, googlenet and resnet50 at batch 64 in
/// tf32 (still 0.4-0.7x cuDNN's); slower than the unsplit 64-row tiles on
/// googlenet's and resnet50's last 7x7 layers (128- and 256-row tiles split
/// 2-4 ways), which are therefore not offered it.
inline constexpr int64_t kSplitKFactors[] = {2, 4, 8};
inline constexpr int64_t kMinSplitSteps = 8;
inline constexpr int64_t kMaxWorkspaceBytes = 16 << 20;

/// The fp32 partial tiles of a reduction split `splits` ways: one [M][K]
/// matrix a split.
inline int64_t splitWorkspaceBytes(const ConvProblem &p, int64_t splits) {
  return splits * p.x.n * p.y.h * p.y.w * p.y.c * 4;
}

/// The rule every split kernel shares: an inner product (a 1x1 output
/// image), its `steps` k-steps in `splits` runs of kMinSplitSteps or more
/// (and the kernels' rule, (splits - 1) x split steps < steps), the partial
/// tiles within kMaxWorkspaceBytes.
inline bool splitRunsFit(const ConvProblem &p, int64_t steps, int64_t splits) {
  if (p.y.h != 1 || p.y.w != 1)
    return false;
  const int64_t splitSteps = ceilDiv(steps, splits);
  return splitSteps >= kMinSplitSteps && (splits - 1) * splitSteps < steps &&
         splitWorkspaceBytes(p, splits) <= kMaxWorkspaceBytes;
}

/// A config's split reduction: the splits, the partial tiles and their
/// serial tail (splitTailUs).
inline void setSplit(KernelConfig &c, const ConvProblem &p, int64_t splits) {
  c.splitK = splits;
  c.workspaceBytes = splitWorkspaceBytes(p, splits);
  c.serialTailUs = splitTailUs(c, splits);
}

/// A split kernel's workspace and its `tiles` output tiles' arrival
/// counters: static device memory of the module, one pair per kernel (zero
/// at load; each launch leaves the counters zero again).
inline std::string splitWorkspaceText(const KernelConfig &c, int64_t tiles) {
  // 16-byte aligned: the staged epilogue writes and reads the partial
  // tiles' rows 16 bytes at a time.
  return "alignas(16) static float workspace[" + str(c.workspaceBytes / 4) + "]; // " +
         str(c.splitK) + " partial tiles of fp32\n" + "static unsigned tileArrivals[" +
         str(tiles) + "];\n";
}

/// Appends the Hopper kernels that run the (valid, ungrouped) problem on the
/// target, in the catalog's order: both operands by TMA, the persistent TMA
/// tiles (unsplit and in split units), the wgmma tiles with cp.async gathers
/// (unsplit and split-K), the narrow gather. Nothing off sm_90.
void appendHopperConvCandidates(const ConvProblem &problem, const KernelTarget &target,
                                std::vector<KernelConfig> &out);

} // namespace netc::cuda::detail

#endif // NETC_KERNELS_CONVCATALOG_H
