//===- KernelCatalog.h - netc's CUDA kernels as the emitter sees them -*- C++ -*-===//
//
// The kernels netc generates are C++ templates in kernels/netc_kernels.cuh,
// instantiated once per layer with every shape a compile-time constant. This
// catalog is the host side of that header: for one layer's problem it lists
// the kernel variants and tiles that can run it, each with its launch
// geometry and the template call that instantiates it. The conversion asks
// the cost model to choose among the candidates; the emitter writes the
// chosen call into the layer's kernel; the runtime launches it with the grid
// recorded here. Nothing else knows a template's launch formula.
//
// Plain C++17 (no MLIR, no CUDA): unit-tested on any machine.
//
// The kernel ABI (docs/kernels.md): each layer's kernel is
//   extern "C" __global__ void __launch_bounds__(threads) netc_<layer>(args)
// with pointer arguments (and, for TMA, tensor maps by value), by family:
//   Conv / inner product: (const T* x, const T* w, const T* bias, T* y)
//       w is [cout][kh][kw][cin] (KRSC, cuDNN's NHWC filter; an inner
//       product's weights are [out][in]); bias is [cout] (unused when the
//       problem has no bias: the runtime passes null). Operands by TMA
//       (KernelConfig::inputMap, filterMap): (const __grid_constant__
//       netc::TensorMap xMap, const __grid_constant__ netc::TensorMap wMap,
//       const T* bias, T* y), the maps encoded by the runtime.
//   Pool, LRN, softmax, copy: (const T* x, T* y)
//   Elementwise: (const T* a, const T* b, T* y)
//   Batch norm (inference, not folded): (const T* x, const T* gamma,
//       const T* beta, const T* mean, const T* var, T* y)
//   Transpose: (const T* x, T* y), both dense
//   Channel slice: (const T* x, T* y)
//   Layer norm: (const T* x, const T* gamma, const T* beta, T* y), gamma
//       and beta null when not affine
// T is float (fp32, tf32) or netc::bf16 / netc::f16 (16-bit storage, fp32
// arithmetic). Tensors are NHWC views: `pitch` elements between consecutive
// pixels (pitch >= c; larger for a slice of a concatenation's buffer).
//
//===----------------------------------------------------------------------===//

#ifndef NETC_TARGET_CUDA_KERNELCATALOG_H
#define NETC_TARGET_CUDA_KERNELCATALOG_H

#include "netc/Base/CompileTypes.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace netc::cuda {

/// Relu6 = min(max(x, 0), 6) (MobileNetV2's Clip); HardSigmoid =
/// relu6(x + 3) / 6 (MobileNetV3's squeeze-and-excitation gate); HardSwish =
/// x * hard_sigmoid(x); Silu = x * sigmoid(x); Gelu = x * (1 + erf(x / sqrt 2)) / 2.
enum class KernelActivation { None, Relu, Tanh, Sigmoid, Relu6, HardSigmoid, HardSwish, Silu, Gelu };

/// The C++ element type of the precision's storage: "float", "netc::bf16".
const char *storageType(Precision precision);
/// "netc::kNone", "netc::kRelu", ...
const char *activationConstant(KernelActivation activation);

/// An NHWC tensor as a kernel sees it.
struct TensorView {
  int64_t n = 0, h = 0, w = 0, c = 0;
  int64_t pitch = 0; ///< elements between consecutive pixels, >= c
};

/// A convolution (an inner product is the 1x1 convolution of a 1x1 image
/// with c = its input features).
struct ConvProblem {
  TensorView x, y; ///< y.c is cout
  int64_t kh = 1, kw = 1;
  int64_t strideH = 1, strideW = 1;
  int64_t padTop = 0, padLeft = 0;
  /// The bottom and right padding, or -1: the top/left one, or one more where
  /// the output needs it (SAME with an odd total). The kernels read only the
  /// top and left pads (every tap is bounds-checked); these say which output
  /// extent is right.
  int64_t padBottom = -1, padRight = -1;
  /// Filter tap (r, s) reads input pixel (p * strideH - padTop + r * dilationH,
  /// q * strideW - padLeft + s * dilationW).
  int64_t dilationH = 1, dilationW = 1;
  bool bias = true;
  KernelActivation activation = KernelActivation::None;
  Precision precision = Precision::FP32;
  /// Grouped (and depthwise: groups == x.c) convolution: output channel k
  /// reads the x.c / groups input channels of group k / (y.c / groups); the
  /// filter is [cout][kh][kw][x.c / groups].
  int64_t groups = 1;
  /// tf32: the wgmma kernels round the fp32 operands to tf32 in shared memory
  /// (CompileOptions::tf32RoundToNearest) instead of letting the tensor cores
  /// truncate them.
  bool tf32RoundToNearest = false;
};

/// A kernel argument passed as a TMA tensor map of its tensor or weight (a
/// CUtensorMap, 128 bytes by value: a __grid_constant__ netc::TensorMap
/// parameter) instead of a pointer. The runtime encodes it once the buffers
/// exist: the tensor's extents and strides come from the argument's view
/// (or the weight's shape), the rest from here (docs/plan-format.md,
/// "tensor_map").
struct TensorMapSpec {
  enum class Mode {
    /// The weight as a 3-D [rows][taps][channels] array (a KRSC filter's
    /// rows are its output channels, its taps R*S), copied a tap at a time
    /// in boxes of boxInner channels x boxOuter rows; channels past the
    /// extent read as zeros.
    Tiled,
    /// An NHWC activation as [N][H][W][C] in im2col mode: a copy brings
    /// boxOuter consecutive windows' pixels (pixelsPerColumn) of boxInner
    /// channels (channelsPerPixel), the windows walking the box from
    /// lowerCorner to the extent + upperCorner in steps of the element strides.
    Im2col
  } mode = Mode::Tiled;
  int64_t boxInner = 0, boxOuter = 0;
  /// Im2col only: {w, h} corners and {w, h} element strides.
  int64_t lowerCorner[2] = {0, 0}, upperCorner[2] = {0, 0};
  int64_t elementStrides[2] = {1, 1};
  int64_t swizzleBytes = 128; ///< 0 (none), 32, 64 or 128
};
const char *tensorMapModeName(TensorMapSpec::Mode mode);

/// Whether `variant` (or a structure key, which begins with its variant) is
/// one of the sm_90a wgmma kernels: gathered, TMA or persistent.
/// The global pooling kernels (global_pool2d: a window that is the whole image).
inline bool isGlobalPoolVariant(std::string_view variant) {
  return variant == "global_avg_pool" || variant == "global_max_pool";
}
/// What a global pooling launch spends after its loads with nothing to hide
/// it: the slices' partials summed through shared memory and the store.
/// 1.75 us, fitted with its memory term (KernelCost) to 82 launches of
/// mobilenet_v3_large, mobilenet_v2, efficientnet_b0 and resnet50 on an H200
/// (median error 5.6%, 2026-11-29, docs/results/2026-11-29-onnx-models-h200.md).
constexpr double kGlobalPoolTailUs = 1.75;

inline bool isWgmmaVariant(std::string_view variant) {
  return variant.rfind("implicit_gemm_wgmma", 0) == 0;
}

/// The wgmma kernel's narrow gather (KernelConfig::narrowGather) is another
/// kernel on the same tile: the name its structure key and its row of the
/// resource table give it in place of the variant.
inline constexpr const char *kWgmmaNarrowStructureVariant = "implicit_gemm_wgmma_narrow";

/// One way to run a layer.
struct KernelConfig {
  std::string variant; ///< "direct", "implicit_gemm_simt", "implicit_gemm_mma",
                       ///< "implicit_gemm_wgmma", "implicit_gemm_wgmma_tma", "pool", ...
  int64_t tileM = 0, tileN = 0, tileK = 0; ///< GEMM tile (0 where not tiled)
  int64_t threads = 0;                     ///< per block
  int64_t sharedBytes = 0;                 ///< dynamic shared memory per block
  /// Blocks per SM the kernel is compiled for (0: no promise). When > 0 the
  /// emitter writes __launch_bounds__(threads, minBlocksPerSm), which caps the
  /// registers so that many blocks fit (the mma tiles of 256 threads need it
  /// to run two blocks per SM).
  int64_t minBlocksPerSm = 0;
  int64_t gridX = 1, gridY = 1, gridZ = 1;
  /// Runs one output tile's reduction is split into (implicit_gemm_wgmma:
  /// blocks, gridZ; implicit_gemm_wgmma_tma_persistent: work units its
  /// blocks walk), and the fp32 partial tiles they leave in a workspace the
  /// emitted kernel holds (static device memory of the module). A global
  /// pool whose pixels are split over blocks (splitK 1) keeps its splits'
  /// partial runs in such a workspace too; neither is the runtime's to
  /// allocate.
  int64_t splitK = 1, workspaceBytes = 0;
  /// Time the kernel spends after its main loop that no other block's work
  /// hides, in microseconds: the last split of a tile storing, fencing,
  /// counting in and summing the partial tiles (the split forms), or a
  /// softmax warp's dependent chain of loads, reductions and stores. The
  /// cost model adds it to the kernel's time.
  double serialTailUs = 0;
  /// Multiply-adds the launch executes including padded tile edges, for the
  /// cost model's tile efficiency (0 for memory-bound kernels).
  int64_t paddedMacs = 0;
  /// The wgmma kernel's narrow gather (conv2d_implicit_gemm_wgmma_narrow: an
  /// element at a time over the flattened reduction): its time goes with
  /// its padded k-steps, so the cost model does not also charge it the
  /// short-reduction penalty of the kernels that copy whole taps.
  bool narrowGather = false;
  /// Pooling: the window's taps, each a vector load of the thread's
  /// channels (kh x kw); the cost model bounds the kernel by issuing them
  /// (GeneratedKernelRates::windowTapsPerUs). 0 for other kernels.
  int64_t windowTaps = 0;
  /// The depthwise strip kernel (variant depthwise_direct): a thread's steps,
  /// one input column of one filter row each, those inside the image only
  /// (the kernel skips the rest), averaged over the layer's threads: the
  /// k-loop the structural model prices it by (KernelStructure.h). 0 for
  /// the other kernels.
  int64_t threadSteps = 0;
  /// This tile's measured throughput relative to its variant's fastest tile
  /// (1 where the variant's tiles were not measured apart): the cost model
  /// scales the variant's rate by it (the wgmma tiles differ by up to 2x).
  double tileEfficiency = 1.0;
  /// Convolutions whose operands come by TMA (implicit_gemm_wgmma_tma): x
  /// and w are tensor maps, the kernel's first two parameters `xMap` and
  /// `wMap`; bias and y stay pointers.
  std::optional<TensorMapSpec> inputMap, filterMap;
  /// A persistent kernel (implicit_gemm_wgmma_tma_persistent): the work
  /// units its gridX blocks walk, output tiles x splitK (0 for the others,
  /// whose blocks are their tiles). The cost model's waves count these.
  int64_t persistentTiles = 0;
  /// The direct kernel's form: output rows per thread item and images per
  /// block (0 for the other variants), for the cost model's per-form rate.
  int64_t directRowsPerItem = 0, directImagesPerBlock = 0;
  /// The convolution reads every input element in one k-step only
  /// (isPointwiseConvolution: 1x1 filters, inner products): nothing a block
  /// loads is reused from L1 or L2 by a later tap, so a block running alone
  /// waits on DRAM every k-step, which the structural model prices with its
  /// own lone-block latency (KernelStructure.h, `latency_pointwise_ns`).
  /// Not in plan.json: its reader derives it from the filter's and the
  /// output's shapes by the same rule.
  bool pointwise = false;
  /// The convolution's input channels per tap (x's C; 0 where the launch is
  /// not a convolution). A TMA kernel steps through each tap's channels BK
  /// at a time, and where C is not a multiple of BK the tap's last step
  /// reads a box that runs past C, which the structural model prices apart
  /// (KernelStructure.h, `partial_step_ns`). Not in plan.json: its reader
  /// takes it from the filter's shape.
  int64_t inputChannels = 0;
  /// The convolution's output channels K (0 where the launch is not a
  /// convolution). A TMA kernel's filter box covers BN of them a tile, and
  /// where K is not a multiple of BN the last column of tiles reads boxes
  /// that run past K on every k-step, which the structural model prices
  /// apart (KernelStructure.h, `partial_column_step_ns`). Not in plan.json:
  /// its reader takes it from the filter's shape.
  int64_t outputChannels = 0;
  /// The statement(s) the emitted kernel body holds, e.g.
  ///   "netc::conv2d_implicit_gemm_simt<Shape, netc::SimtTile</*BM=*/128, /*BN=*/128,
  ///    /*BK=*/8, /*TM=*/8, /*TN=*/8>, netc::kRelu, /*HasBias=*/true>(x, w, bias, y);"
  /// preceded by the `struct Layer` of named extents and the
  /// `using Shape = netc::ConvShape<Layer>;` it needs.
  std::string body;
};

/// The emitted convolution kernel's parameter list for `config` (the ABI
/// above): "const T* __restrict__ x, const T* __restrict__ w, const T*
/// __restrict__ bias, T* __restrict__ y", x and w as `const
/// __grid_constant__ netc::TensorMap xMap, wMap` where the operands come by
/// TMA.
std::string convKernelParameters(const KernelConfig &config, Precision precision);

/// Whether a convolution reads each input element for one filter tap of
/// one output pixel at most: a 1x1 filter (any stride), or a single output
/// pixel (an inner product written as a convolution over the whole image).
/// Overlapping windows (a 3x3 filter) re-read each pixel for several taps,
/// which L1 and L2 then serve.
bool isPointwiseConvolution(int64_t kh, int64_t kw, int64_t outH, int64_t outW);

/// The output columns a depthwise thread computes (conv2d_depthwise's QT,
/// variant depthwise_direct) for rows of `q` columns.
int64_t depthwiseStripColumns(int64_t q);

/// Why the kernels cannot run the problem ("" when they can): non-positive
/// extents, a pitch below its channels, an output shape the window does not
/// give, or an index past 32 bits (the kernels index in int where a tensor's
/// elements fit), naming the quantity, its value and the limit.
/// convCandidates() returns nothing for such a problem.
std::string validateConvProblem(const ConvProblem &problem);

/// conv2d_winograd_2x2_3x3's k-step: BK input channels of the 16 GEMMs of
/// its 4x4 transformed tile (one per point), which covers 9 x BK of the
/// layer's GEMM reduction (3x3 filters only). The catalog counts its padded
/// multiply-adds, and the structural model its trips, by these.
inline constexpr int64_t kWinogradGemmsPerStep = 16;
inline constexpr int64_t kWinogradFilterTaps = 9;

/// Sets what a plan.json launch does not record of a catalog convolution
/// kernel but the cost model reads, from its variant: the Winograd kernel's
/// rate relative to the SIMT GEMM's (tileEfficiency) and its one block an
/// SM (minBlocksPerSm), and a split reduction's serial tail (serialTailUs,
/// from its split_k). A config rebuilt from a plan (variant, tile, grid,
/// block, shared memory, padded multiply-adds, splits) then prices as the
/// lowering priced it. Other variants record everything they need: unchanged.
void restorePlanOmittedFields(KernelConfig &config);

/// A split reduction's serial tail as the structural model prices it
/// (CostModel/KernelStructure.cpp): the persistent TMA split's own fit over
/// the structure's time (ConvCatalog.h, kPersistentSplitTailOverStructure);
/// every other kernel's serialTailUs, which the rate path prices too.
double structuralSplitTailUs(const KernelConfig &config);

/// Every variant and tile that can run the convolution on the target (at
/// least one for every valid problem: the SIMT implicit GEMM, or the grouped
/// kernel for groups > 1, runs every precision on every target; tensor-core
/// variants only where the target has them for the precision, and only then).
std::vector<KernelConfig> convCandidates(const ConvProblem &problem, const KernelTarget &target);

/// The kernel-writer's measured recommendation among convCandidates() (see
/// docs/kernels.md for the rules and the measurements behind them), for the
/// lead to compare with the cost model's pick. smCount: the GPU's
/// multiprocessors (wave quantisation), e.g. 132 for an H100 SXM.
KernelConfig chooseConvKernelByHeuristic(const ConvProblem &problem, const KernelTarget &target,
                                         int smCount);

enum class PoolKind { Max, Avg };
struct PoolProblem {
  TensorView x, y;
  PoolKind kind = PoolKind::Max;
  int64_t kh = 1, kw = 1, strideH = 1, strideW = 1, padTop = 0, padLeft = 0;
  Precision precision = Precision::FP32;
};
KernelConfig poolKernel(const PoolProblem &problem, const KernelTarget &target);

/// Cross-channel LRN as cuDNN computes it:
///   y = x / (k + alpha / size * sum over the window of x^2)^beta
struct LrnProblem {
  TensorView x, y;
  int64_t size = 5;
  double alpha = 1e-4, beta = 0.75, k = 2.0;
  Precision precision = Precision::FP32;
};
KernelConfig lrnKernel(const LrnProblem &problem, const KernelTarget &target);

/// Softmax over the channels of every pixel.
struct SoftmaxProblem {
  TensorView x, y;
  Precision precision = Precision::FP32;
};
KernelConfig softmaxKernel(const SoftmaxProblem &problem, const KernelTarget &target);

enum class ElementwiseOp { Sum, Product, Max, Identity };
/// y = activation(a op b); Identity: y = activation(a) (sigmoid layers, copies
/// into a concatenation's slice).
/// An operand with one pixel per image (h = w = 1) where y has more is
/// broadcast over the image (squeeze-and-excitation's scale).
struct ElementwiseProblem {
  TensorView a, b, y;
  ElementwiseOp op = ElementwiseOp::Sum;
  KernelActivation activation = KernelActivation::None;
  Precision precision = Precision::FP32;
};
KernelConfig elementwiseKernel(const ElementwiseProblem &problem, const KernelTarget &target);

/// y = activation(gamma * (x - mean) / sqrt(var + epsilon) + beta), per channel.
struct BatchNormProblem {
  TensorView x, y;
  double epsilon = 1e-5;
  KernelActivation activation = KernelActivation::None;
  Precision precision = Precision::FP32;
};
KernelConfig batchNormKernel(const BatchNormProblem &problem, const KernelTarget &target);

/// A permutation of a dense tensor's dimensions (a copy): output dimension i
/// is input dimension permutation[i]; `shape` is the input's, rank 1 to 6,
/// row-major.
struct TransposeProblem {
  std::vector<int64_t> shape;
  std::vector<int64_t> permutation;
  Precision precision = Precision::FP32;
};

/// The same data movement on the fewest dimensions: extents of 1 dropped and
/// input dimensions that stay adjacent and in order in the output merged
/// ([n, 7, 7, 512] by (0, 3, 1, 2) is [n, 49, 512] by (0, 2, 1); a
/// permutation that keeps every element in place becomes rank 1, a copy).
TransposeProblem simplifyTranspose(const TransposeProblem &problem);

/// Why the kernels cannot run the transpose ("" when they can): a rank
/// outside 1 to 6, a permutation that is not one, a non-positive extent.
std::string validateTransposeProblem(const TransposeProblem &problem);

/// The kernel for the simplified permutation: `transpose_tiled` (32x32 tiles
/// through shared memory, reads and writes coalesced) where the innermost
/// dimension changes and both innermost extents are at least 16, else
/// `transpose` (one thread per output element: writes coalesced, reads in
/// runs of the innermost extent).
KernelConfig transposeKernel(const TransposeProblem &problem, const KernelTarget &target);

/// Channels [offset, offset + y.c) of every pixel of x, copied into y.
struct ExtractChannelsProblem {
  TensorView x, y;
  int64_t offset = 0;
  Precision precision = Precision::FP32;
};
KernelConfig extractChannelsKernel(const ExtractChannelsProblem &problem,
                                   const KernelTarget &target);

/// Layer normalisation over the channels of every pixel:
///   y = (x - mean) / sqrt(var + epsilon) * gamma + beta
/// (gamma, beta [c] when affine), fp32 statistics, the biased variance.
struct LayerNormProblem {
  TensorView x, y;
  bool affine = true;
  double epsilon = 1e-5;
  Precision precision = Precision::FP32;
};
KernelConfig layerNormKernel(const LayerNormProblem &problem, const KernelTarget &target);

/// The header every emitted .cu includes, as text (embedded at build time).
const std::string &kernelHeaderText();
/// Its file name beside the .cu: "netc_kernels.cuh".
inline constexpr const char *kKernelHeaderName = "netc_kernels.cuh";

} // namespace netc::cuda

#endif // NETC_TARGET_CUDA_KERNELCATALOG_H
