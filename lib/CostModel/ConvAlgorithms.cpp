//===- ConvAlgorithms.cpp - FLOPs, bytes and workspace per algorithm ----===//
//
// Each function is one algorithm's formulas, as docs/cost-model.md states
// them. A pass is described by which tensor it transforms as its "input" and
// which it produces:
//   forward          Y  = X  * W   in: X  (c channels)  out: Y  (k channels)
//   backward-data    dX = dY * W'  in: dY (k channels)  out: dX (c channels)
//   backward-filter  dW = X  * dY  in: X and dY, out: dW
// All three do the same multiply-adds; they differ in GEMM shape.
//
//===----------------------------------------------------------------------===//

#include "CostModel/ConvAlgorithms.h"

#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>

using namespace llvm;
using namespace netc;

StringRef netc::getPassName(Pass pass) {
  switch (pass) {
  case Pass::Forward:
    return "forward";
  case Pass::BackwardData:
    return "backward_data";
  case Pass::BackwardFilter:
    return "backward_filter";
  case Pass::WeightUpdate:
    return "weight_update";
  }
  llvm_unreachable("unknown pass");
}

std::optional<Pass> netc::parsePass(StringRef name) {
  for (Pass pass : {Pass::Forward, Pass::BackwardData, Pass::BackwardFilter, Pass::WeightUpdate})
    if (name == getPassName(pass))
      return pass;
  return std::nullopt;
}

StringRef netc::getConvAlgorithmName(ConvAlgorithm algorithm) {
  switch (algorithm) {
  case ConvAlgorithm::Direct:
    return "direct";
  case ConvAlgorithm::ImplicitGemm:
    return "implicit_gemm";
  case ConvAlgorithm::Im2colGemm:
    return "im2col_gemm";
  case ConvAlgorithm::FFT:
    return "fft";
  case ConvAlgorithm::TiledFFT:
    return "fft_tiled";
  case ConvAlgorithm::Winograd2x2:
    return "winograd_2x2";
  case ConvAlgorithm::Winograd4x4:
    return "winograd_4x4";
  }
  llvm_unreachable("unknown convolution algorithm");
}

KernelFamily netc::getKernelFamily(ConvAlgorithm algorithm) {
  switch (algorithm) {
  case ConvAlgorithm::Direct:
    return KernelFamily::Direct;
  case ConvAlgorithm::ImplicitGemm:
    return KernelFamily::ImplicitGemm;
  case ConvAlgorithm::Im2colGemm:
    return KernelFamily::Gemm;
  case ConvAlgorithm::FFT:
  case ConvAlgorithm::TiledFFT:
    return KernelFamily::FFT;
  case ConvAlgorithm::Winograd2x2:
  case ConvAlgorithm::Winograd4x4:
    return KernelFamily::Winograd;
  }
  llvm_unreachable("unknown convolution algorithm");
}

//===----------------------------------------------------------------------===//
// Shared pieces
//===----------------------------------------------------------------------===//

namespace {
constexpr int64_t kComplexFP32Bytes = 8;
/// cuDNN's FFT convolution handles transforms up to this size per dimension;
/// beyond it the workspace is out of proportion anyway.
constexpr int64_t kMaxFFTSize = 256;
/// Tiled FFT transforms 32x32 tiles; a filter may cover at most half a tile,
/// so that each tile still yields at least 17x17 outputs.
constexpr int64_t kFFTTile = 32;
constexpr int64_t kMaxTiledFFTFilter = kFFTTile / 2;

int64_t ceilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }

/// The channels a pass transforms on its reading side and produces, and the
/// spatial size of what it produces (tiles are laid over that).
struct PassSides {
  int64_t inChannels, outChannels, height, width;
};

PassSides getPassSides(const ConvProblem &problem) {
  const ConvGeometry &g = problem.geometry;
  switch (problem.pass) {
  case Pass::Forward:
  case Pass::BackwardFilter:
    return {g.c, g.k, g.oh, g.ow};
  case Pass::BackwardData:
    return {g.k, g.c, g.h, g.w};
  case Pass::WeightUpdate:
    break;
  }
  llvm_unreachable("a convolution has no weight-update algorithm");
}

/// The GEMM of a transformed-domain algorithm: `batch` products over `rows`
/// (images, or image tiles) by channels.
GemmShape getTransformedGemm(const ConvProblem &problem, int64_t batch, int64_t rows) {
  const ConvGeometry &g = problem.geometry;
  switch (problem.pass) {
  case Pass::Forward:
    return {batch, rows, g.k, g.c};
  case Pass::BackwardData:
    return {batch, rows, g.c, g.k};
  case Pass::BackwardFilter:
    return {batch, g.c, g.k, rows};
  case Pass::WeightUpdate:
    break;
  }
  llvm_unreachable("a convolution has no weight-update algorithm");
}

/// The GEMM an implicit-GEMM, im2col or direct kernel tiles its output by.
GemmShape getPlainGemm(const ConvProblem &problem) {
  const ConvGeometry &g = problem.geometry;
  switch (problem.pass) {
  case Pass::Forward:
    return {1, g.n * g.oh * g.ow, g.k, g.c * g.r * g.s};
  case Pass::BackwardData:
    return {1, g.n * g.h * g.w, g.c, g.k * g.r * g.s};
  case Pass::BackwardFilter:
    return {1, g.c * g.r * g.s, g.k, g.n * g.oh * g.ow};
  case Pass::WeightUpdate:
    break;
  }
  llvm_unreachable("a convolution has no weight-update algorithm");
}

int64_t operandBytes(const ConvProblem &problem) {
  const ConvGeometry &g = problem.geometry;
  return getBytesPerElement(problem.precision) *
         (g.inputElements() + g.filterElements() + g.outputElements());
}

/// Tensor-core kernels want NHWC; in NCHW both activations are transposed
/// there and back. A simple model: two extra kernels, each activation read
/// and written once more.
void addLayoutTransposes(const ConvProblem &problem, ConvAlgorithmCost &cost) {
  bool onTensorCores = problem.tensorCores && cost.gemmFlops > 0;
  if (!onTensorCores || problem.layout != Layout::NCHW)
    return;
  const ConvGeometry &g = problem.geometry;
  cost.bytes +=
      2 * getBytesPerElement(problem.precision) * (g.inputElements() + g.outputElements());
  cost.kernelLaunches += 2;
  cost.note += "; NCHW transposed to NHWC for the tensor cores and back";
}

/// FFT and Winograd work on channel planes: cuDNN offers them for NCHW
/// tensors only (measured with cuDNN 9.19 on an H100: neither appears among
/// the NHWC algorithms in any pass or precision, docs/results/2026-11-21-h100.md).
/// Predicting them for NHWC predicted kernels no library runs there, 2 to 5x
/// faster than the implicit GEMM that does run.
bool needsChannelPlanes(ConvAlgorithm algorithm) {
  KernelFamily family = getKernelFamily(algorithm);
  return family == KernelFamily::FFT || family == KernelFamily::Winograd;
}

std::string formatRatio(double ratio) { return formatv("{0:f2}x", ratio).str(); }

/// `describe()` where the problem asks for notes, else nothing.
template <typename Describe>
std::string noteIf(const ConvProblem &problem, Describe describe) {
  return problem.describe ? describe() : std::string();
}

//===----------------------------------------------------------------------===//
// Direct, implicit GEMM, im2col
//===----------------------------------------------------------------------===//

ConvAlgorithmCost costDirect(const ConvProblem &problem) {
  ConvAlgorithmCost cost;
  cost.applicable = true;
  cost.note = "loops over the window on the CUDA cores; no workspace";
  cost.simtFlops = 2 * problem.geometry.macs();
  cost.bytes = operandBytes(problem);
  cost.tiles = getPlainGemm(problem);
  return cost;
}

ConvAlgorithmCost costImplicitGemm(const ConvProblem &problem) {
  ConvAlgorithmCost cost;
  cost.applicable = true;
  cost.note = "GEMM over the unfolded input, unfolded on the fly; no workspace";
  cost.gemmFlops = 2 * problem.geometry.macs();
  cost.bytes = operandBytes(problem);
  cost.tiles = getPlainGemm(problem);
  return cost;
}

/// The unfolded matrix has one row per output position and r*s*c columns
/// (forward and backward-filter unfold X; backward-data's GEMM writes the
/// same matrix and col2im folds it into dX). It is written once and read once.
ConvAlgorithmCost costIm2col(const ConvProblem &problem) {
  const ConvGeometry &g = problem.geometry;
  int64_t unfolded = g.n * g.oh * g.ow * g.c * g.r * g.s;
  ConvAlgorithmCost cost;
  cost.applicable = true;
  cost.note = noteIf(problem, [&] {
    return "explicit GEMM over a " + formatRatio(double(unfolded) / double(g.inputElements())) +
           " unfolded copy of the input";
  });
  cost.gemmFlops = 2 * g.macs();
  cost.workspaceBytes = getBytesPerElement(problem.precision) * unfolded;
  cost.bytes = operandBytes(problem) + 2 * cost.workspaceBytes;
  cost.kernelLaunches = 2;
  cost.tiles = getPlainGemm(problem);
  return cost;
}

//===----------------------------------------------------------------------===//
// Winograd
//===----------------------------------------------------------------------===//

/// Lavin & Gray, "Fast Algorithms for Convolutional Neural Networks" (2016):
/// Y = A^T [(G g G^T) . (B^T d B)] A for an alpha x alpha input tile d, a
/// 3x3 filter g and an m x m output tile, alpha = m + 2.
struct WinogradMatrices {
  int64_t m;
  std::vector<std::vector<double>> bt; ///< alpha x alpha
  std::vector<std::vector<double>> g;  ///< alpha x 3
  std::vector<std::vector<double>> at; ///< m x alpha
};

const WinogradMatrices &getWinogradMatrices(ConvAlgorithm algorithm) {
  static const WinogradMatrices f2x2{2,
                                     {{1, 0, -1, 0}, {0, 1, 1, 0}, {0, -1, 1, 0}, {0, 1, 0, -1}},
                                     {{1, 0, 0}, {0.5, 0.5, 0.5}, {0.5, -0.5, 0.5}, {0, 0, 1}},
                                     {{1, 1, 1, 0}, {0, 1, -1, -1}}};
  static const WinogradMatrices f4x4{
      4,
      {{4, 0, -5, 0, 1, 0},
       {0, -4, -4, 1, 1, 0},
       {0, 4, -4, -1, 1, 0},
       {0, -2, -1, 2, 1, 0},
       {0, 2, -1, -2, 1, 0},
       {0, 4, 0, -5, 0, 1}},
      {{1.0 / 4, 0, 0},
       {-1.0 / 6, -1.0 / 6, -1.0 / 6},
       {-1.0 / 6, 1.0 / 6, -1.0 / 6},
       {1.0 / 24, 1.0 / 12, 1.0 / 6},
       {1.0 / 24, -1.0 / 12, 1.0 / 6},
       {0, 0, 1}},
      {{1, 1, 1, 1, 1, 0}, {0, 1, -1, 2, -2, 0}, {0, 1, 1, 4, 4, 0}, {0, 1, -1, 8, -8, 1}}};
  assert((algorithm == ConvAlgorithm::Winograd2x2 || algorithm == ConvAlgorithm::Winograd4x4) &&
         "not a Winograd algorithm");
  return algorithm == ConvAlgorithm::Winograd2x2 ? f2x2 : f4x4;
}

/// FLOPs of multiplying one vector by every row of `matrix`: per row, one
/// add per non-zero beyond the first and one multiply per entry that is
/// neither 0 nor +-1.
int64_t rowProductFlops(const std::vector<std::vector<double>> &matrix) {
  int64_t flops = 0;
  for (const std::vector<double> &row : matrix) {
    int64_t nonZeros = 0;
    for (double entry : row) {
      if (entry == 0)
        continue;
      ++nonZeros;
      if (std::abs(entry) != 1)
        ++flops;
    }
    flops += std::max<int64_t>(nonZeros - 1, 0);
  }
  return flops;
}

ConvAlgorithmCost costWinograd(const ConvProblem &problem, ConvAlgorithm algorithm) {
  const ConvGeometry &g = problem.geometry;
  ConvAlgorithmCost cost;
  if (g.r != 3 || g.s != 3 || g.strideH != 1 || g.strideW != 1) {
    cost.note = formatv("needs a 3x3 filter with stride 1, got {0}x{1} stride {2}x{3}", g.r, g.s,
                        g.strideH, g.strideW)
                    .str();
    return cost;
  }
  int64_t m = getWinogradMatrices(algorithm).m;
  int64_t alpha = m + 2;
  PassSides sides = getPassSides(problem);
  int64_t tiles = g.n * ceilDiv(sides.height, m) * ceilDiv(sides.width, m);
  WinogradTransformFlops transform = getWinogradTransformFlops(algorithm);

  cost.applicable = true;
  // alpha^2 independent GEMMs, one per point of the transformed tile.
  cost.gemmFlops = 2 * alpha * alpha * tiles * g.c * g.k;
  cost.simtFlops = tiles * sides.inChannels * transform.input + g.c * g.k * transform.filter +
                   tiles * sides.outChannels * transform.output;
  cost.workspaceBytes = getBytesPerElement(problem.precision) * alpha * alpha *
                        (tiles * sides.inChannels + g.c * g.k + tiles * sides.outChannels);
  cost.bytes = operandBytes(problem) + 2 * cost.workspaceBytes;
  // Input, filter and output transforms around the batched GEMM.
  cost.kernelLaunches = 4;
  cost.tiles = getTransformedGemm(problem, alpha * alpha, tiles);
  cost.note = "3x3 stride 1; " + formatRatio(double(2 * g.macs()) / double(cost.gemmFlops)) +
              " fewer multiplies";
  return cost;
}

//===----------------------------------------------------------------------===//
// FFT
//===----------------------------------------------------------------------===//

/// A real-to-complex 2-D FFT of `points` points: 2.5 N log2 N, half the
/// classic 5 N log2 N of a complex radix-2 FFT.
double realFFTFlops(int64_t points) { return 2.5 * double(points) * std::log2(double(points)); }

/// Complex multiply-accumulate of the transformed operands: a complex
/// multiply (4 multiplies, 2 adds) plus a complex add.
constexpr int64_t kComplexMacFlops = 8;

ConvAlgorithmCost costFFT(const ConvProblem &problem) {
  const ConvGeometry &g = problem.geometry;
  ConvAlgorithmCost cost;
  if (g.strideH != 1 || g.strideW != 1) {
    cost.note = formatv("needs stride 1, got {0}x{1}", g.strideH, g.strideW).str();
    return cost;
  }
  // Circular correlation of size oh + r - 1 leaves exactly the oh valid outputs.
  int64_t height = roundUpToFFTSize(g.oh + g.r - 1);
  int64_t width = roundUpToFFTSize(g.ow + g.s - 1);
  if (height > kMaxFFTSize || width > kMaxFFTSize) {
    cost.note = formatv("its {0}x{1} transforms exceed {2}x{2}", height, width, kMaxFFTSize).str();
    return cost;
  }
  int64_t bins = height * (width / 2 + 1);
  // Whole images: n*c input planes, c*k filters, n*k outputs in every pass.
  int64_t transforms = g.n * g.c + g.c * g.k + g.n * g.k;

  cost.applicable = true;
  cost.simtInFP32 = true;
  cost.simtFlops = std::llround(double(transforms) * realFFTFlops(height * width)) +
                   kComplexMacFlops * bins * g.n * g.c * g.k;
  cost.workspaceBytes = kComplexFP32Bytes * bins * transforms;
  cost.bytes = operandBytes(problem) + 2 * cost.workspaceBytes;
  // Input and filter transforms, the pointwise products, the inverse.
  cost.kernelLaunches = 4;
  cost.tiles = getTransformedGemm(problem, bins, g.n);
  cost.note = formatv("stride 1; {0}x{1} transforms; {2} the direct FLOPs", height, width,
                      formatRatio(double(cost.simtFlops) / double(2 * g.macs())))
                  .str();
  return cost;
}

ConvAlgorithmCost costTiledFFT(const ConvProblem &problem) {
  const ConvGeometry &g = problem.geometry;
  ConvAlgorithmCost cost;
  if (g.strideH != 1 || g.strideW != 1 || g.r > kMaxTiledFFTFilter || g.s > kMaxTiledFFTFilter) {
    cost.note = formatv("needs stride 1 and a filter up to {0}x{0}, got {1}x{2} stride {3}x{4}",
                        kMaxTiledFFTFilter, g.r, g.s, g.strideH, g.strideW)
                    .str();
    return cost;
  }
  PassSides sides = getPassSides(problem);
  int64_t tileOutH = kFFTTile - g.r + 1, tileOutW = kFFTTile - g.s + 1;
  int64_t tiles = g.n * ceilDiv(sides.height, tileOutH) * ceilDiv(sides.width, tileOutW);
  int64_t bins = kFFTTile * (kFFTTile / 2 + 1);
  int64_t transforms = tiles * sides.inChannels + g.c * g.k + tiles * sides.outChannels;

  cost.applicable = true;
  cost.simtInFP32 = true;
  cost.simtFlops = std::llround(double(transforms) * realFFTFlops(kFFTTile * kFFTTile)) +
                   kComplexMacFlops * bins * tiles * g.c * g.k;
  cost.workspaceBytes = kComplexFP32Bytes * bins * transforms;
  cost.bytes = operandBytes(problem) + 2 * cost.workspaceBytes;
  cost.kernelLaunches = 4;
  cost.tiles = getTransformedGemm(problem, bins, tiles);
  cost.note =
      formatv("stride 1; {0}x{0} tiles of {1}x{2} outputs; {3} the direct FLOPs", kFFTTile,
              tileOutH, tileOutW, formatRatio(double(cost.simtFlops) / double(2 * g.macs())))
          .str();
  return cost;
}
} // namespace

//===----------------------------------------------------------------------===//
// Entry points
//===----------------------------------------------------------------------===//

WinogradTransformFlops netc::getWinogradTransformFlops(ConvAlgorithm winograd) {
  const WinogradMatrices &w = getWinogradMatrices(winograd);
  int64_t alpha = w.m + 2, r = 3;
  // B^T d B: B^T times each of alpha columns, then each of alpha rows times B.
  // G g G^T: r columns, then alpha rows. A^T M A: alpha columns, then m rows.
  return {2 * alpha * rowProductFlops(w.bt), (r + alpha) * rowProductFlops(w.g),
          (alpha + w.m) * rowProductFlops(w.at)};
}

int64_t netc::roundUpToFFTSize(int64_t n) {
  for (int64_t candidate = std::max<int64_t>(n, 1);; ++candidate) {
    int64_t rest = candidate;
    for (int64_t prime : {2, 3, 5, 7})
      while (rest % prime == 0)
        rest /= prime;
    if (rest == 1)
      return candidate;
  }
}

ConvAlgorithmCost netc::costConvAlgorithm(ConvAlgorithm algorithm, const ConvProblem &problem) {
  assert(problem.pass != Pass::WeightUpdate && "a convolution pass is needed");
  if (problem.layout == Layout::NHWC && needsChannelPlanes(algorithm)) {
    ConvAlgorithmCost cost;
    cost.algorithm = algorithm;
    cost.note = "offered for NCHW tensors only (cuDNN)";
    return cost;
  }
  ConvAlgorithmCost cost;
  switch (algorithm) {
  case ConvAlgorithm::Direct:
    cost = costDirect(problem);
    break;
  case ConvAlgorithm::ImplicitGemm:
    cost = costImplicitGemm(problem);
    break;
  case ConvAlgorithm::Im2colGemm:
    cost = costIm2col(problem);
    break;
  case ConvAlgorithm::FFT:
    cost = costFFT(problem);
    break;
  case ConvAlgorithm::TiledFFT:
    cost = costTiledFFT(problem);
    break;
  case ConvAlgorithm::Winograd2x2:
  case ConvAlgorithm::Winograd4x4:
    cost = costWinograd(problem, algorithm);
    break;
  }
  cost.algorithm = algorithm;
  if (cost.applicable)
    addLayoutTransposes(problem, cost);
  return cost;
}

std::vector<ConvAlgorithmCost> netc::costConvAlgorithms(const ConvProblem &problem) {
  std::vector<ConvAlgorithmCost> costs;
  for (ConvAlgorithm algorithm : kAllConvAlgorithms)
    costs.push_back(costConvAlgorithm(algorithm, problem));
  return costs;
}

GemmCost netc::costInnerProduct(int64_t batch, int64_t inputs, int64_t outputs, Pass pass,
                                Precision precision) {
  GemmCost cost;
  cost.flops = 2 * batch * inputs * outputs;
  cost.bytes =
      getBytesPerElement(precision) * (batch * inputs + inputs * outputs + batch * outputs);
  switch (pass) {
  case Pass::Forward:
    cost.shape = {1, batch, outputs, inputs};
    break;
  case Pass::BackwardData:
    cost.shape = {1, batch, inputs, outputs};
    break;
  case Pass::BackwardFilter:
    cost.shape = {1, inputs, outputs, batch};
    break;
  case Pass::WeightUpdate:
    llvm_unreachable("the weight update is not a GEMM");
  }
  return cost;
}
