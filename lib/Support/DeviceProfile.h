//===- DeviceProfile.h - GPU device profiles --------------------*- C++ -*-===//
//
// A device profile is what the cost models know about a GPU: datasheet
// figures (SMs, clock, peak rates per precision, memory bandwidth, on-chip
// memory) and calibrated figures (how close real kernels get to those peaks).
// Profiles are JSON files in devices/; docs/devices.md documents the schema
// and where every shipped number comes from.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_SUPPORT_DEVICEPROFILE_H
#define NETC_SUPPORT_DEVICEPROFILE_H

#include "netc/Base/CompileTypes.h"

#include "Support/Collectives.h"
#include "Support/LearnedModel.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace netc {

/// One peak rate of the device. SIMT rates run on the CUDA cores; tensor
/// rates on the tensor cores (dense, fp32 accumulation).
enum class PeakKind { FP32, FP16, TF32Tensor, FP16Tensor, BF16Tensor };
constexpr int kNumPeakKinds = 5;

llvm::StringRef getPeakKindName(PeakKind kind);

/// Kinds of kernels whose efficiency differs enough to calibrate apart.
enum class KernelFamily { Direct, ImplicitGemm, Gemm, Winograd, FFT, Elementwise };
constexpr int kNumKernelFamilies = 6;

llvm::StringRef getKernelFamilyName(KernelFamily family);

/// How the libraries' kernels behave at one precision, fitted to per-layer
/// measurements (bench/fit_profile.py) or measured by `netc calibrate`.
/// docs/devices.md and docs/cost-model.md state where each term enters.
struct PrecisionCalibration {
  /// Implicit-GEMM convolution efficiency per pass (forward, backward data,
  /// backward filter), relative to a large GEMM at this precision, before
  /// tile, wave and reduction losses.
  double convolution[3] = {};
  /// Inner products (cuBLAS GEMM) per pass, the same way.
  double gemm[3] = {};
  /// A GEMM reducing over K runs at K / (K + this) of its rate: the
  /// prologue and epilogue of every tile amortised over its main loop.
  double reductionHalfLength = 0;
  /// Tile intensity exponent: a tm x tn tile runs at
  /// ((tm tn / (tm + tn)) / 64)^this of a 128 x 128 tile's rate.
  double tileIntensityExponent = 0;
  /// The least time one library convolution call takes (its host-side
  /// cost when the GPU waits for it), general and 1x1 stride 1.
  double callFloorUs = 0;
  double pointwiseCallFloorUs = 0;
  /// Streaming kernels, fractions of the achieved copy bandwidth.
  double elementwise = 0;
  double pooling = 0;
  double poolingBackward = 0;
  /// Average pooling's own rates, forward and backward (the library runs
  /// other kernels for it than for the max: on an H200's sweep of both
  /// the max ran 2x faster per byte). 0: `pooling`'s and `poolingBackward`'s.
  double averagePooling = 0;
  double averagePoolingBackward = 0;
  double normalization = 0;
  /// LRN's rate, a fraction of the copy bandwidth: one pass over a window
  /// of channels, not batch norm's reduction. 0: `normalization`'s.
  double lrn = 0;
  /// Pooling windows are read through the caches: window reads per output
  /// run at this multiple of the achieved copy bandwidth.
  double poolingWindow = 0;
  /// Batch norm whose per-channel reduction (N x H x W elements) is longer
  /// than `normalizationSplitLength` runs the library's multi-pass kernel at
  /// `normalizationLong` (a fraction of the copy bandwidth). 0: one rate.
  double normalizationLong = 0;
  double normalizationSplitLength = 0;
  /// Batch norm's library call beyond its bytes: a fixed time per call
  /// (microseconds, on top of the launch overhead: the statistics and the
  /// normalisation are more than one kernel), and a time per pixel
  /// (N x H x W positions, whatever C: the kernel walks pixels with a
  /// channel vector of fixed width). 0: off.
  double normalizationFloorUs = 0;
  double normalizationPixelsPerUs = 0;
  /// Batch norm's gradients' rate (data, and scale and shift), like
  /// `normalization` (the forward's). 0: `normalization`'s.
  double normalizationBackward = 0;
  /// Batch norm's activation: the runtime's in-place kernel after the call
  /// (its gradient before the call's), a multiple of the copy bandwidth. It
  /// reads what the call just wrote, much of it still in L2, so it may
  /// exceed 1; the elementwise layers' two-input kernels run far below it.
  /// 0: `elementwise`'s.
  double normalizationActivation = 0;
  /// The kernels the reference's filter gradient runs around a library
  /// convolution or inner product with an activation or a bias
  /// (runtime/EpilogueKernels.cu): the activation gradient (reads Y and
  /// dY, writes dZ), then the bias gradient's three launches (an fp32
  /// accumulator cleared, dZ summed per channel into it by blocks that each
  /// add their C partial sums atomically, the sums converted). Back to back
  /// in one CUDA graph:
  /// - `epilogueLaunchUs`: each kernel's latency in place of the device's
  ///   launch overhead (0: the launch overhead);
  /// - `epilogueStream`: their streams' rate, a fraction of the copy
  ///   bandwidth (0: `elementwise`'s);
  /// - `biasGradientUs`: the bias gradient's three launches together where
  ///   the sum runs its packed kernel (C a multiple of 16 bytes' lanes, at
  ///   most 256 of them; 0, or the other kernel: three at
  ///   `epilogueLaunchUs`);
  /// - `biasGradientAtomicsPerUs`: the sum's atomic adds a microsecond (0:
  ///   not counted).
  double epilogueLaunchUs = 0;
  double epilogueStream = 0;
  /// Broadcast arithmetic (`net.binary`: squeeze-and-excitation's [N, 1, 1,
  /// C] scale times [N, H, W, C], a layer scale), which the reference runs
  /// as cuDNN's cudnnOpTensor: a fraction of the copy bandwidth, like
  /// `elementwise` (0: `elementwise`'s, the two-input layers' kernels).
  double broadcast = 0;
  double biasGradientUs = 0;
  double biasGradientAtomicsPerUs = 0;
  /// The libraries' depthwise convolutions at this precision, per pass: as
  /// `CalibratedFigures::depthwiseTapsPerUs` (filter taps a microsecond),
  /// which they override (cuDNN's bf16 depthwise kernels ran 1.7x the fp32
  /// ones' taps a microsecond forward and 2.1x for the filter gradient on an
  /// H200). 0: the device's.
  double depthwiseTapsPerUs[3] = {};
  /// The libraries' depthwise convolutions' memory stream (input, filter
  /// and output per pass), a fraction of the copy bandwidth (H200: fp32
  /// 0.93, where the runtime's fp32 elementwise kernels reach 0.68; bf16
  /// 0.39). 0: `elementwise`'s.
  double depthwise = 0;
  /// The library's convolution kernels at this precision are NCHW kernels:
  /// forward and data-gradient calls transpose the NHWC operands through
  /// workspace and back, at this fraction of the copy bandwidth. 0: the
  /// kernels read NHWC directly (no transposes).
  double transpose = 0;
  /// With `transpose`: the NHWC kernels the library also has (no workspace),
  /// forward and data gradient, as efficiencies like `convolution`. They run
  /// only where the transposes' workspace exceeds the limit: the libraries'
  /// heuristics and exhaustive search chose the NCHW kernel on 483 of the
  /// 506 fp32 forward and data-gradient layers measured.
  double nativeConvolution[2] = {};
  /// Forward implicit-GEMM efficiency of a filter with R x S taps over
  /// C >= 8 channels: x 1 / (1 + (R S / filterTapsHalf)^filterTapsExponent).
  /// 0: no loss.
  double filterTapsHalf = 0;
  double filterTapsExponent = 0;
  /// Forward implicit-GEMM efficiency of a filter with more than one tap
  /// over C >= 8 channels: x 1 / (1 + channelLoss x / (1 + x)),
  /// x = (C / channelHalf)^4: a loss that sets in around channelHalf and
  /// saturates at 1 / (1 + channelLoss). 0: no loss.
  double channelLoss = 0;
  double channelHalf = 0;
  /// Forward convolutions over C < 8 channels (first layers) run the
  /// library's small-channel kernel: this efficiency (like `convolution`),
  /// this reduction half-length, no transposes. 0: the general kernels.
  double smallChannelForward = 0;
  double smallChannelReductionHalfLength = 0;
  /// Tensor-core implicit-GEMM convolutions (any pass; not the small-channel
  /// kernel) whose input or output channels are not multiples of 8 run at
  /// this fraction of their efficiency: the kernels' vector loads want
  /// aligned channels. 0: no loss.
  double unalignedChannels = 0;
  /// The library convolution's time learned from measured shapes
  /// (`learned_convolution`, optional; LearnedModel.h): where it has an
  /// ensemble for a pass, that pass's convolution kernel takes roofline x
  /// exp(ensemble(features)) instead of the terms above. Shared and const:
  /// the fit copies calibrations at every trial.
  std::shared_ptr<const LearnedPasses> learned;
  /// Batch norm's time learned from measured shapes (`learned_batch_norm`,
  /// optional): where it has an ensemble for a pass (forward, backward
  /// data), the layer (cuDNN's call and the activation kernel after it)
  /// takes its memory roofline plus a launch, times exp(ensemble(features)),
  /// instead of the normalization terms above.
  std::shared_ptr<const LearnedPasses> learnedBatchNorm;
  /// Pooling's time learned from measured shapes (`learned_pooling`,
  /// optional): as `learnedBatchNorm`, for max and average pooling
  /// (windowed and global), in place of the pooling terms.
  std::shared_ptr<const LearnedPasses> learnedPooling;
  /// Depthwise convolutions' time learned from measured shapes
  /// (`learned_depthwise`, optional): as `learnedBatchNorm`, every pass, in
  /// place of the depthwise stream and tap rates.
  std::shared_ptr<const LearnedPasses> learnedDepthwise;
  /// Elementwise combinations' time learned from measured shapes
  /// (`learned_elementwise`, optional): as `learnedBatchNorm`, for
  /// `net.elementwise` of two or more inputs, in place of `elementwise`.
  std::shared_ptr<const LearnedPasses> learnedElementwise;

  /// The learned model stored under `model`'s field.
  std::shared_ptr<const LearnedPasses> &getLearned(const LearnedFeatureSet &model);
  const LearnedPasses *getLearned(const LearnedFeatureSet &model) const;
};

/// How fast netc's own kernel variants (lib/Kernels) run relative to their
/// unit's achieved ceiling (the profile's GEMM ceiling for the precision),
/// before tile, wave and reduction losses; and the reduction length at which
/// a GEMM variant runs at half speed (prologue, epilogue and pipeline fill
/// amortised over fewer k-steps). `calibrated.generated_kernels`, optional:
/// the defaults are the H200 measurements of 2026-11-21 (docs/lowering.md),
/// which every shipped profile states explicitly.
struct GeneratedKernelRates {
  /// The direct kernel in its best form (one image per block, items of two
  /// output rows).
  double direct = 0.45;
  /// The other forms relative to it, measured on the same layers: items of
  /// one row re-read more of the staged input per multiply-add, items of
  /// four rows hold 32 accumulators and run fewer blocks per SM, and eight
  /// images per block share a filter load but stage less per image.
  double directOneRow = 0.65, directFourRows = 0.71, directEightImages = 0.86;
  /// The grouped kernel (one thread per output element: depthwise and
  /// grouped convolutions), its multiply-adds as a fraction of the FP32
  /// peak: each tap is a scalar load of x and of w, bounds tests and one
  /// FMA, so it issues instructions, not bytes, at its limit (45
  /// depthwise launches of mobilenet_v3_large on an H200: 0.057, 2026-11-29,
  /// docs/results/2026-11-29-onnx-models-h200.md). Optional; 0: the direct
  /// kernel's rate.
  double groupedDirect = 0;
  /// The depthwise kernel (four channels a thread, conv2d_depthwise; at most
  /// 32 channels), as groupedDirect: 0.105 on an H200 (its three layers in
  /// mobilenet_v2 and mobilenet_v3_large, 0.102-0.109, 2026-11-29). Optional;
  /// 0: just under the grouped kernel's rate, which keeps the grouped kernel
  /// chosen.
  double depthwiseDirect = 0;
  double implicitGemmSimt = 0.9;
  double implicitGemmMma = 0.35;
  /// The wgmma kernel (sm_90a), its best tile (128 x 256; the others scale
  /// by KernelConfig::tileEfficiency): 616-634 TFLOP/s on vgg16 conv4_2 on
  /// an H100 (one layer, bench/wgmma/probe.cu and netc-runtime run, 2026-11-25)
  /// of 989 x 0.806 achieved; a first measurement, not a calibration.
  /// Optional in a profile until bench/kernels measures it.
  double implicitGemmWgmma = 0.75;
  /// The wgmma kernel with its reduction split over blocks (split-K), relative
  /// to the rate above on the same tile: 7 inner products of vgg16, alexnet,
  /// googlenet and resnet50 at batch 64 on an H200 ran 2-3x slower than the
  /// rate alone priced them (partial tiles, the last block's sum, few k-steps
  /// per block; docs/results/2026-11-28-wgmma-tf32-h200.md). Optional in a
  /// profile (`implicit_gemm_wgmma_split_k`). The gathered kernel's only:
  /// the persistent TMA kernel's split units run at the tile's rate plus a
  /// serial tail (KernelConfig::serialTailUs).
  double implicitGemmWgmmaSplitK = 0.4;
  double reductionHalfLength = 64;
  /// Vector loads of a pooling window (one tap of KernelConfig::windowTaps,
  /// one thread's channels) the GPU issues a microsecond: a 3x3 stride-1
  /// pool reads each input nine times through the caches and is bound by
  /// issuing those loads and their bounds tests, not by DRAM (googlenet's
  /// inception pools ran 1.25-1.4x their bandwidth time on an H200, and as
  /// long in bf16 as in fp32). Optional (`window_taps_per_us`); 0: no such
  /// bound.
  double windowTapsPerUs = 0;
  /// Measured costs of the structural model (lib/CostModel/KernelStructure.h)
  /// per kernel and precision (`generated_kernels.structure`, optional;
  /// written by `netc calibrate --fit-structure`). A kernel without an entry
  /// gets costs derived from the rates above.
  struct StructureEntry {
    /// getStructureKey(): "implicit_gemm_simt 64x64x16 t256", "direct r2 i1".
    std::string kernel;
    std::string precision; ///< "fp32", "tf32", "bf16", "fp16"
    /// ns: one block's k-step on a full SM (throughput), one block's k-step
    /// alone (latency), one block's prologue and epilogue.
    double iterationNs = 0, latencyNs = 0, blockNs = 0;
    /// ns: one block's k-step alone in a pointwise layer
    /// (KernelConfig::pointwise: every operand from DRAM); 0 where not
    /// measured, and latencyNs prices those layers too.
    double latencyPointwiseNs = 0;
    /// ns: one block's prologue and epilogue when it runs alone on its SM
    /// (nothing co-resident hides its chain of loads and stores); 0 where
    /// not measured, and blockNs prices a lone block too.
    double blockAloneNs = 0;
    /// ns: what one block's k-step whose channel box runs past C adds (a
    /// TMA kernel's last step of a tap where C is not a multiple of BK); 0
    /// where not measured.
    double partialStepNs = 0;
    /// ns: what every k-step of a TMA kernel adds where x's pixels are not
    /// whole 32-byte sectors; 0 where not measured.
    double misalignedStepNs = 0;
    /// ns: what a TMA kernel's k-step whose filter box lies wholly past K
    /// adds (a launch's steps add it times the share of its boxes' rows past
    /// K); 0 where not measured.
    double partialColumnStepNs = 0;
    /// The share of a full wave's time that a k-step, prologue and
    /// epilogue keep in a wave leaving SMs idle, whose busy SMs then have
    /// the L2 and DRAM to fewer (KernelStructure.h's getSubWaveNs); 0 where
    /// not measured (no relief).
    double subWaveFloor = 0;
  };
  std::vector<StructureEntry> structure;
  /// Where the entries come from (a bench run, its date and device).
  std::string structureSource;
};

/// What `netc calibrate` measures; shipped profiles hold estimates until then.
struct CalibratedParameters {
  /// "datasheet-estimate" until measured, then "measured".
  std::string source;
  /// The date and device the measurements were taken on; empty until then.
  std::string calibratedOn;
  /// Achieved fraction of each peak for a large GEMM; 0 where there is no peak.
  double achievedFraction[kNumPeakKinds] = {};
  /// Achieved fraction of the memory bandwidth for a large copy.
  double bandwidthFraction = 0;
  double launchOverheadUs = 0;
  /// The libraries' depthwise convolutions, per pass (forward, data
  /// gradient, filter gradient): filter taps a microsecond, a tap being one
  /// multiply-add of an output element (forward, filter gradient) or of an
  /// input element (data gradient). A floor under the memory stream a
  /// depthwise layer is otherwise priced as: cuDNN's 5 x 5 and strided
  /// layers run well past their bytes (`calibrated.depthwise_taps_per_us`,
  /// optional; 0: no floor).
  double depthwiseTapsPerUs[3] = {};
  /// The libraries' global pooling (a window that is the whole image, one
  /// output pixel: squeeze-and-excitation's and the classifier's), forward
  /// and data gradient: input elements a microsecond. cuDNN's pooling reads
  /// such a window far faster than its windowed pools, and writes its
  /// gradient far slower (`calibrated.global_pooling_elements_per_us`,
  /// optional; 0: priced as any pool). The third, optional: the data
  /// gradient of such a window taken with stride 1 (Paleo's and
  /// GoogLeNet's global pools; ONNX's have stride = window), which cuDNN
  /// writes ~5x faster than with stride = window (0: the second).
  double globalPoolingElementsPerUs[3] = {};
  /// Each family's efficiency relative to a large GEMM (compute families) or
  /// to a large copy (Elementwise).
  double familyEfficiency[kNumKernelFamilies] = {};
  /// Per precision (indexed by Precision), what the libraries' kernels
  /// achieve as measured layer by layer (`calibrated.per_precision`,
  /// optional). Absent: the family efficiencies above stand for everything.
  std::optional<PrecisionCalibration> perPrecision[kNumPrecisions];
  /// netc's own kernels (`calibrated.generated_kernels`).
  GeneratedKernelRates generatedKernels;
};

struct DeviceProfile {
  std::string key;          ///< lower case, the file's name: "h100"
  std::string name;         ///< "NVIDIA H100 SXM5 80GB"; Paleo's printed name
  std::string architecture; ///< "Hopper"
  std::string smVersion;    ///< "sm_90"
  std::string datasheetSource;
  int64_t smCount = 0;
  double boostClockMHz = 0;
  /// GFLOPS per PeakKind; 0 where the device has no such unit.
  double peakGflops[kNumPeakKinds] = {};
  double memoryBandwidthGBs = 0; ///< decimal GB/s
  double l2MiB = 0;
  double sharedMemoryPerSmKiB = 0;
  int64_t registersPerSm = 0;
  int64_t maxThreadsPerSm = 0;
  CalibratedParameters calibrated;
  /// How several of these GPUs in one machine talk (`interconnect`,
  /// optional): the nominal link and the NCCL-measured collectives.
  DeviceInterconnect interconnect;
  /// The file the profile was read from, for messages.
  std::string path;

  double getPeakGflops(PeakKind kind) const { return peakGflops[int(kind)]; }
  double getAchievedFraction(PeakKind kind) const { return calibrated.achievedFraction[int(kind)]; }
  double getFamilyEfficiency(KernelFamily family) const {
    return calibrated.familyEfficiency[int(family)];
  }
  /// The per-precision calibration for `precision`, if the profile has one.
  const PrecisionCalibration *getPrecisionCalibration(Precision precision) const {
    const std::optional<PrecisionCalibration> &entry = calibrated.perPrecision[int(precision)];
    return entry ? &*entry : nullptr;
  }
  /// The tensor-core peak for `precision`, if the device has one.
  std::optional<PeakKind> getTensorPeak(Precision precision) const;
};

/// Reads and validates a profile. Errors name the file and the field:
/// "devices/x.json: field 'calibrated.launch_overhead_us': expected a number".
llvm::Expected<DeviceProfile> loadDeviceProfile(llvm::StringRef path);

/// Where shipped profiles live: $NETC_DEVICES_DIR if set, else the source
/// tree's devices/ (fixed at build time).
std::string getDevicesDirectory();

/// Lower-case keys of the profiles in `directory`, sorted.
std::vector<std::string> listDeviceKeys(llvm::StringRef directory);

/// Whether measurements taken on the GPU named `gpuName` (as the driver
/// names it) can be `profile`'s. The names differ in form ("H100 SXM5 80GB"
/// against "NVIDIA H100 80GB HBM3"), so only the profile's key is looked for
/// in the GPU's name, ignoring case; an empty name says nothing and matches.
bool mayBeMeasuredOn(const DeviceProfile &profile, llvm::StringRef gpuName);

/// Loads the profile whose key matches `key` ignoring case ("H100", "titan_x").
/// An unknown key's error lists the known ones.
llvm::Expected<DeviceProfile> lookupDevice(llvm::StringRef key, llvm::StringRef directory);
llvm::Expected<DeviceProfile> lookupDevice(llvm::StringRef key);
/// `keyOrPath` as a profile file when it names one (it ends in .json or
/// exists), else as a shipped profile's key: what a --device option takes.
llvm::Expected<DeviceProfile> lookupDeviceOrFile(llvm::StringRef keyOrPath);

} // namespace netc

#endif // NETC_SUPPORT_DEVICEPROFILE_H
