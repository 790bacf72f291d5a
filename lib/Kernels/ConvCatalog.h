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

/// Bytes of one stored element: 2 for bf16 and fp16, 4 for fp32 storage
/// (fp32 and tf32).
inline int64_t elementBytes(Precision precision) {
  return precision == Precision::BF16 || precision == Precision::FP16 ? 2 : 4;
}

/// Appends the Hopper kernels that run the (valid, ungrouped) problem on the
/// target, in the catalog's order: both operands by TMA, the persistent TMA
/// tiles (unsplit and in split units), the wgmma tiles with cp.async gathers
/// (unsplit and split-K), the narrow gather. Nothing off sm_90.
void appendHopperConvCandidates(const ConvProblem &problem, const KernelTarget &target,
                                std::vector<KernelConfig> &out);

} // namespace netc::cuda::detail

#endif // NETC_KERNELS_CONVCATALOG_H
