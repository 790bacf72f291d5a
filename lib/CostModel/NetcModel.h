//===- NetcModel.h - netc's GPU time model ----------------------*- C++ -*-===//
//
// `--model netc`: per layer and pass, the time of each applicable kernel is
//   launch overhead + max(compute time, memory time)
// (compute and memory overlap; they do not add), with compute slowed by how
// well the output tiles fill the SMs, and the fastest algorithm whose
// workspace fits is chosen. Every rate comes from the device profile.
// docs/cost-model.md gives the equations and what is approximate.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_COSTMODEL_NETCMODEL_H
#define NETC_COSTMODEL_NETCMODEL_H

#include "CostModel/ConvAlgorithms.h"
#include "CostModel/LearnedConvolution.h"
#include "CostModel/TileQuantisation.h"
#include "Support/DeviceProfile.h"
#include "Net/IR/NetOps.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace netc {

struct ModelOptions {
  Precision precision = Precision::FP32;
  Layout layout = Layout::NHWC;
  /// The largest workspace an algorithm may use.
  int64_t workspaceLimitBytes = int64_t(1) << 30;
  /// Write each prediction's `reason` (and the algorithms' notes). The fit
  /// (ProfileFit.h) predicts every row at every trial and turns it off:
  /// formatting the sentences was half its time. Times are the same.
  bool explain = true;
};

/// What limits a kernel: arithmetic, memory traffic, or its launch overhead.
/// None: the layer runs no kernel in this pass.
enum class Bound { Compute, Memory, Latency, None };
llvm::StringRef getBoundName(Bound bound);

/// One candidate algorithm of a layer, applicable or not.
struct AlgorithmTime {
  std::string algorithm;
  bool applicable = false;
  double totalMs = 0;
  int64_t workspaceBytes = 0;
  bool fitsWorkspace = false;
};

struct LayerPrediction {
  std::string layerName;
  std::string opName; ///< the op's mnemonic: "conv2d"
  Pass pass = Pass::Forward;
  /// "winograd_4x4", "gemm" (inner product), "elementwise" (memory-bound
  /// layers), "sgd_update" (weight update) or "none" (no kernel).
  std::string algorithm = "none";
  int64_t workspaceBytes = 0;
  int64_t flops = 0;
  int64_t bytes = 0;
  double computeMs = 0;
  double memoryMs = 0;
  double launchMs = 0;
  /// launchMs + max(computeMs, memoryMs).
  double totalMs = 0;
  Bound bound = Bound::None;
  /// Why this algorithm and what bounds it, in a sentence.
  std::string reason;
  /// Convolutions: every algorithm considered, in kAllConvAlgorithms order.
  std::vector<AlgorithmTime> candidates;
  /// A library convolution call under a per-precision calibration: its
  /// learned-efficiency features, and the call's own time (learned where the
  /// calibration has an ensemble for the pass, else the terms'), before the
  /// separate epilogue kernels and padded copies totalMs adds. The fit of the
  /// learned efficiency reads both (ProfileFit.cpp).
  std::optional<ConvolutionFeatures> libraryConvolution;
  double libraryConvolutionMs = 0;
  /// The kernels the runtime launches around a library call (separate
  /// bias/activation kernels, padded copies): in totalMs, not in the call.
  double aroundCallMs = 0;
  /// Whether the call's time is the learned one.
  bool learned = false;
};

/// The bytes of the operands a convolution call transposes between NHWC and
/// NCHW (its workspace where the library's kernels are NCHW): input, filter
/// and output, each only where it has a spatial extent (more than 1 x 1).
int64_t getLayoutTransposeBytes(const ConvGeometry &geometry, int64_t bytesPerElement);

class NetcModel {
public:
  explicit NetcModel(const DeviceProfile &device, ModelOptions options = {});

  /// One prediction per layer (the network inputs excepted), in order.
  std::vector<LayerPrediction> predict(net::NetworkOp network, Pass pass) const;
  LayerPrediction predictLayer(net::LayerOpInterface layer, Pass pass) const;

  /// A convolution given by its geometry; `epilogueFlops` (bias, activation)
  /// are added to every algorithm.
  LayerPrediction predictConvolution(const ConvGeometry &geometry, Pass pass,
                                     int64_t epilogueFlops = 0) const;

  const DeviceProfile &getDevice() const { return device; }
  const ModelOptions &getOptions() const { return options; }

private:
  /// The work of one algorithm or layer in one pass, before timing.
  struct KernelWork {
    KernelWork() = default;
    /// A compute kernel's work; the calibrated and per-layer fields below
    /// start at their defaults.
    KernelWork(KernelFamily family, int64_t gemmFlops, int64_t simtFlops, bool simtInFP32,
               int64_t bytes, int64_t launches, std::optional<GemmShape> tiles)
        : family(family), gemmFlops(gemmFlops), simtFlops(simtFlops), simtInFP32(simtInFP32),
          bytes(bytes), launches(launches), tiles(std::move(tiles)) {}

    KernelFamily family = KernelFamily::Elementwise;
    int64_t gemmFlops = 0;
    int64_t simtFlops = 0;
    bool simtInFP32 = false;
    int64_t bytes = 0;
    int64_t launches = 1;
    /// Absent for memory-bound layers: no tiles to quantise.
    std::optional<GemmShape> tiles;
    /// Set where the per-precision calibration gives this kernel's
    /// efficiency (library GEMM and implicit-GEMM kernels, streaming kernels):
    /// it replaces the family efficiency, and GEMM tiles are chosen by
    /// chooseTiles and lose the reduction efficiency.
    std::optional<double> calibratedEfficiency;
    /// Pooling: reads of the window, served by the caches.
    int64_t windowBytes = 0;
    /// A further factor on the compute efficiency (the filter-taps and
    /// channel losses).
    double efficiencyScale = 1;
    /// Replaces the calibration's reduction half-length (the small-channel
    /// kernel's own).
    std::optional<double> reductionHalfLength;
    /// Replaces the device's launch overhead per launch, in microseconds
    /// (the reference's short epilogue kernels).
    std::optional<double> launchUs;
  };

  /// The separate kernels a library call needs around a convolution or inner
  /// product (bias and activation after the forward pass; activation
  /// gradient and bias gradient around the filter gradient), and the call's
  /// floor. Only with a per-precision calibration.
  void addLibraryEpilogue(net::LayerOpInterface layer, Pass pass, int64_t outputElements,
                          bool convolution, bool pointwise, LayerPrediction &prediction) const;
  /// One of the runtime's own streaming kernels around a library call (an
  /// epilogue kernel, a 16-bit LRN's conversion): `bytes` at the precision's
  /// `epilogue_stream` (else `elementwise`) after `launchUs` where given,
  /// else its `epilogue_launch_us`, else the device's launch. Adds it to
  /// `prediction`; returns its time in ms.
  double addRuntimeKernel(int64_t bytes, LayerPrediction &prediction,
                          std::optional<double> launchUs = std::nullopt) const;
  /// A sum into an fp32 accumulator as the runtime's reductions run it
  /// (runtime/EpilogueKernels.cu): the accumulator of `sums` floats cleared,
  /// `summedBytes` streamed into it, the sums converted to the tensor's
  /// type; three launches at the precision's epilogue figures. Adds them to
  /// `prediction`; returns their time in ms.
  double addAccumulatedSum(int64_t summedBytes, int64_t sums, LayerPrediction &prediction) const;
  /// net.binary's backward, past the full operand's gradient: the broadcast
  /// operand's (or the constant's) gradient, dY (times the other operand
  /// for a product) summed over the broadcast dimensions.
  void addBroadcastGradient(net::BinaryOp op, int64_t outputElements,
                            LayerPrediction &prediction) const;
  /// The filter gradient's kernels around a library call with an activation
  /// or a bias (the activation gradient; the bias gradient's clear, sum and
  /// conversion), priced by the precision's epilogue figures; adds them to
  /// `prediction` and their count to `kernels`. Returns their time in ms.
  double addFilterGradientEpilogue(bool activated, bool bias, int64_t channels,
                                   int64_t outputElements, LayerPrediction &prediction,
                                   int &kernels) const;
  /// With `PrecisionCalibration::transpose`: the implicit-GEMM convolution's
  /// layout transposes around the library's NCHW kernel, or its NHWC kernel
  /// where the transposes' workspace exceeds the limit. Updates `prediction`
  /// (and `quantisation`), says which kernel ran and why in `note`, and
  /// returns the workspace the chosen kernel needs.
  int64_t addLayoutTransposes(const ConvGeometry &geometry, Pass pass, const KernelWork &work,
                              LayerPrediction &prediction,
                              std::optional<TileQuantisation> &quantisation,
                              std::string &note) const;
  /// Asymmetric pads (top != bottom or left != right): the runtime's padded
  /// copy before the forward pass, its crop after the data gradient.
  void addPaddingCopy(llvm::ArrayRef<int64_t> input, llvm::ArrayRef<int64_t> output,
                      llvm::ArrayRef<int64_t> window, llvm::ArrayRef<int64_t> strides,
                      net::PaddingKind padding, Pass pass, LayerPrediction &prediction) const;
  /// A pool whose window is the whole image, priced by its input elements at
  /// the profile's global pooling rate; nothing where the profile has none.
  std::optional<LayerPrediction> predictGlobalPooling(mlir::Operation *op, Pass pass,
                                                      int64_t flops) const;
  /// A depthwise convolution's filter taps at the profile's rate for the
  /// pass (the precision's depthwiseTapsPerUs, else the device's), where
  /// they take longer than the memory stream `prediction` holds.
  void addDepthwiseTapFloor(net::Conv2DOp conv, Pass pass, LayerPrediction &prediction) const;
  /// Batch norm's library call past its bytes: the profile's floor per call
  /// and time per pixel (normalization_floor_us, normalization_pixels_per_us).
  void addNormalizationCallTerms(net::BatchNormOp op, Pass pass,
                                 LayerPrediction &prediction) const;
  /// A streaming layer's learned time (LearnedStreaming.h: batch norm,
  /// pooling, depthwise convolution, residual add), where the profile has
  /// an ensemble for the op and pass: it replaces the terms `prediction`
  /// holds.
  void applyLearnedStreaming(mlir::Operation *op, Pass pass, LayerPrediction &prediction) const;
  const PrecisionCalibration *getCalibration() const {
    return device.getPrecisionCalibration(options.precision);
  }

  /// Fills the times, FLOPs, bytes and bound of `prediction`; returns how
  /// the tiles landed, where there are tiles.
  std::optional<TileQuantisation> timeKernel(const KernelWork &work,
                                             LayerPrediction &prediction) const;
  /// One more memory-bound kernel a layer's pass launches (a separate
  /// activation, a layout transpose, a padded copy): streams `bytes` at
  /// `efficiency` of the bandwidth; its time, launches and bytes are added
  /// to `prediction`. Returns its time in ms. `launchUs` replaces the
  /// device's launch overhead.
  double addStreamingKernel(int64_t bytes, double efficiency, LayerPrediction &prediction,
                            std::optional<double> launchUs = std::nullopt) const;
  LayerPrediction predictInnerProduct(net::InnerProductOp op, Pass pass) const;
  /// `weightElements`: weights the layer streams besides its operands (a
  /// depthwise or squeeze-and-excitation convolution's filter).
  LayerPrediction predictStreaming(net::LayerOpInterface layer, Pass pass,
                                   int64_t weightElements = 0) const;
  LayerPrediction predictWeightUpdate(net::LayerOpInterface layer) const;
  /// Achieved GFLOPS of GEMM-shaped work at the chosen precision.
  double getGemmRate() const;
  /// Achieved GFLOPS of the rest, which runs on the CUDA cores.
  double getSimtRate(bool inFP32) const;

  DeviceProfile device;
  ModelOptions options;
};

} // namespace netc

#endif // NETC_COSTMODEL_NETCMODEL_H
