//===- ConvAlgorithms.h - What each convolution algorithm costs -*- C++ -*-===//
//
// For one convolution and one training pass: which algorithms apply, how many
// FLOPs each performs (transforms included), how many bytes it must move at
// least, and how much workspace it needs. Pure arithmetic over the geometry:
// no device and no time here (NetcModel turns these into milliseconds).
// docs/cost-model.md states every formula.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_COSTMODEL_CONVALGORITHMS_H
#define NETC_COSTMODEL_CONVALGORITHMS_H

#include "Support/DeviceProfile.h"

#include <optional>
#include <string>
#include <vector>

namespace netc {

/// A step of training. Convolutions know the first three; the weight update
/// is a memory-bound pass over the parameters (NetcModel).
enum class Pass { Forward, BackwardData, BackwardFilter, WeightUpdate };
llvm::StringRef getPassName(Pass pass);
std::optional<Pass> parsePass(llvm::StringRef name);

/// The forward convolution X [n,h,w,c] * W [r,s,c,k] -> Y [n,oh,ow,k]. The
/// padding is implied by oh and ow, which is all the formulas need (and it
/// covers SAME's uneven padding).
struct ConvGeometry {
  int64_t n = 1, h = 1, w = 1, c = 1, k = 1, r = 1, s = 1;
  int64_t strideH = 1, strideW = 1;
  int64_t oh = 1, ow = 1;

  int64_t inputElements() const { return n * h * w * c; }
  int64_t filterElements() const { return r * s * c * k; }
  int64_t outputElements() const { return n * oh * ow * k; }
  /// Multiply-adds of the plain definition; every pass does this many.
  int64_t macs() const { return n * oh * ow * k * c * r * s; }
};

enum class ConvAlgorithm {
  Direct,
  ImplicitGemm,
  Im2colGemm,
  FFT,
  TiledFFT,
  Winograd2x2,
  Winograd4x4,
};
constexpr ConvAlgorithm kAllConvAlgorithms[] = {
    ConvAlgorithm::Direct,     ConvAlgorithm::ImplicitGemm, ConvAlgorithm::Im2colGemm,
    ConvAlgorithm::FFT,        ConvAlgorithm::TiledFFT,     ConvAlgorithm::Winograd2x2,
    ConvAlgorithm::Winograd4x4};

llvm::StringRef getConvAlgorithmName(ConvAlgorithm algorithm);
KernelFamily getKernelFamily(ConvAlgorithm algorithm);

/// The grid of output tiles a kernel computes: `batch` independent products
/// of an m x n output reducing over `reduction`. NetcModel quantises it over
/// the SMs.
struct GemmShape {
  int64_t batch = 1, m = 1, n = 1, reduction = 1;
};

struct ConvProblem {
  ConvGeometry geometry;
  Pass pass = Pass::Forward;
  Precision precision = Precision::FP32;
  Layout layout = Layout::NHWC;
  /// GEMM-shaped work runs on tensor cores (a precision below fp32 on a
  /// device that has them). Tensor-core kernels want NHWC.
  bool tensorCores = false;
  /// Write each cost's `note` where it takes formatting (the fit's
  /// predictions turn it off; see ModelOptions::explain).
  bool describe = true;
};

struct ConvAlgorithmCost {
  ConvAlgorithm algorithm = ConvAlgorithm::Direct;
  bool applicable = false;
  /// Why it applies and what it gains, or why it does not apply.
  std::string note;
  /// Multiply-adds in GEMM form: tensor-core work when the problem has them.
  int64_t gemmFlops = 0;
  /// The rest (direct loops, transforms, FFTs, complex products): CUDA cores.
  int64_t simtFlops = 0;
  /// FFTs compute in fp32 whatever the storage precision.
  bool simtInFP32 = false;
  /// Minimum traffic to device memory: operands once, workspace written and
  /// read once, layout transposes where the layout does not suit.
  int64_t bytes = 0;
  int64_t workspaceBytes = 0;
  int64_t kernelLaunches = 1;
  GemmShape tiles;

  int64_t flops() const { return gemmFlops + simtFlops; }
};

/// The cost of one algorithm; `applicable` is false (with the reason in
/// `note`) where it cannot run this problem. The pass must not be WeightUpdate.
ConvAlgorithmCost costConvAlgorithm(ConvAlgorithm algorithm, const ConvProblem &problem);
/// Every algorithm, in kAllConvAlgorithms order.
std::vector<ConvAlgorithmCost> costConvAlgorithms(const ConvProblem &problem);

/// An inner product [batch, inputs] x [inputs, outputs] as one GEMM.
struct GemmCost {
  int64_t flops = 0;
  int64_t bytes = 0;
  GemmShape shape;
};
GemmCost costInnerProduct(int64_t batch, int64_t inputs, int64_t outputs, Pass pass,
                          Precision precision);

/// FLOPs of Winograd's three transforms, counted from the transform matrices
/// (one add per extra non-zero in a row, one multiply per entry other than
/// 0 and +-1; no common subexpressions shared).
struct WinogradTransformFlops {
  int64_t input = 0;  ///< per alpha x alpha tile per channel
  int64_t filter = 0; ///< per (input channel, output channel) pair
  int64_t output = 0; ///< per m x m output tile per channel
};
WinogradTransformFlops getWinogradTransformFlops(ConvAlgorithm winograd);

/// The smallest n' >= n with no prime factor above 7: the sizes cuFFT
/// transforms at full speed.
int64_t roundUpToFFTSize(int64_t n);

} // namespace netc

#endif // NETC_COSTMODEL_CONVALGORITHMS_H
