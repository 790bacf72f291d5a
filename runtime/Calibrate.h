//===- Calibrate.h - Measure the ceilings a cost model needs ----*- C++ -*-===//
//
// `netc-runtime calibrate` measures, on the GPU at hand, what netc's cost
// model calls the calibrated parameters of a device profile
// (docs/devices.md):
//
//   - GEMM ceilings: cublasGemmEx on large square products per precision
//     (fp32 with TF32 off, tf32, bf16, fp16), as achieved GFLOPS;
//   - the fp16 rate of the CUDA cores (half2), which no library GEMM on a
//     tensor-core GPU reaches on its own (see CalibrationResult::fp16Simt);
//   - device memory bandwidth: a large device-to-device copy, bytes read
//     plus bytes written;
//   - launch overhead: empty kernels launched back to back;
//   - memory-bound cuDNN operations against that copy (the model's
//     `elementwise` family);
//   - a sweep of convolution shapes, every pass and every cuDNN algorithm,
//     each against the GEMM ceiling of its precision.
//
// This file measures and reports; it knows no device profile. Turning the
// rates into fractions of the profile's datasheet peaks and into the model's
// family efficiencies is `netc calibrate`'s job (lib/CostModel/Calibration.h),
// which has the profile and the cost model's algorithm arithmetic.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_CALIBRATE_H
#define NETC_RUNTIME_CALIBRATE_H

#include "Device.h"
#include "Support/CalibrationSchema.h"
#include "Plan.h"
#include "Statistics.h"

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

namespace netc::runtime {

/// The format written by `netc-runtime calibrate --format json`, read by
/// `netc calibrate` (the schema both include).
inline constexpr const char *kCalibrationFormat = calibration_schema::kFormat;
inline constexpr int kCalibrationVersion = calibration_schema::kVersion;

struct CalibrateOptions {
  int iterations = 20; ///< timed replays of each GEMM and copy; launch rounds
  int warmup = 5;      ///< untimed replays (launch rounds: one)
  /// Launches a graph replay holds at most (fewer for kernels that fill
  /// kMinReplayMs with fewer; Statistics.h launchesForDuration).
  int launchesPerReplay = 20;
  int gemmSize = 8192;              ///< m = n = k
  uint64_t copyBytes = 1ull << 30;  ///< bytes copied (read once, written once)
  int launchesPerRound = 1000;      ///< empty kernels between two events
  /// The convolution and elementwise sweeps use fewer runs: they are many.
  int sweepIterations = 5;
  int sweepWarmup = 2;
  /// An algorithm whose first run takes longer is recorded, not timed
  /// further: the sweep must not spend seconds on hopeless candidates.
  double sweepSlowMs = 200;
  bool convolutions = true;
  std::vector<Precision> sweepPrecisions = {Precision::FP32, Precision::BF16};
  std::vector<Layout> sweepLayouts = {Layout::NHWC, Layout::NCHW};
  size_t workspaceLimit = size_t(1) << 30;
  uint64_t seed = 1;
};

/// One cublasGemmEx configuration and its measured rate.
struct GemmMeasurement {
  /// The device profile's peak this measures: "fp32", "tf32_tensor",
  /// "bf16_tensor", "fp16_tensor".
  std::string unit;
  Precision precision = Precision::FP32;
  std::string computeType; ///< "CUBLAS_COMPUTE_32F", ...
  int64_t m = 0, n = 0, k = 0;
  std::optional<TimingSummary> timing;
  double gflops = 0; ///< 2mnk / median
  std::string failure;
};

/// A synthetic FMA-throughput kernel: independent FFMA or HFMA2 chains on
/// every SM, the ceiling of the CUDA cores at the clock the GPU runs.
struct FmaMeasurement {
  std::string unit;        ///< "fp32" or "fp16"
  std::string instruction; ///< "FFMA" or "HFMA2"
  TimingSummary timing;
  double flops = 0;
  double gflops = 0;
};

/// The fp16 rate of the CUDA cores. cuBLAS is asked first (fp16 storage and
/// fp16 compute, pedantic math); when it runs faster than the HFMA2 ceiling
/// it used tensor cores, and the rate is derived instead: HFMA2 ceiling x
/// (fp32 GEMM / FFMA ceiling), i.e. a half2 GEMM assumed as efficient as
/// cuBLAS's fp32 GEMM relative to its own pipe.
struct Fp16SimtEstimate {
  GemmMeasurement cublas;
  bool cublasUsedTensorCores = false;
  std::string source; ///< "cublas" or "derived"
  double gflops = 0;
};

struct CopyMeasurement {
  uint64_t bytes = 0;      ///< copied (each of read and write)
  TimingSummary timing;
  double gbPerSecond = 0;  ///< 2 x bytes / median, decimal GB/s
};

struct LaunchMeasurement {
  int launchesPerRound = 0;
  /// Per launch: event time of a round of back-to-back empty kernels over
  /// the launches in it (the cost model's launch_overhead_us).
  TimingSummary backToBackUs;
  /// One empty kernel and a stream synchronisation, host clock: the
  /// round-trip latency a synchronising framework pays.
  TimingSummary launchAndSyncUs;
};

/// A memory-bound cuDNN operation against the copy bandwidth.
struct ElementwiseMeasurement {
  std::string name; ///< "relu_forward", "max_pool_2x2_forward", ...
  Precision precision = Precision::FP32;
  std::string shape; ///< NHWC
  uint64_t bytes = 0; ///< the model's count: inputs read and outputs written once
  std::optional<TimingSummary> timing;
  double gbPerSecond = 0;
  double fractionOfCopy = 0;
  std::string failure;
};

/// One convolution of the sweep (NHWC shapes, cuDNN's cross-correlation).
struct ConvShape {
  std::string name;
  std::string source; ///< where the shape comes from
  int64_t n = 1, h = 1, w = 1, c = 1, k = 1, r = 1, s = 1;
  int64_t strideH = 1, strideW = 1, padH = 0, padW = 0;

  int64_t outputH() const { return (h + 2 * padH - r) / strideH + 1; }
  int64_t outputW() const { return (w + 2 * padW - s) / strideW + 1; }
  /// Multiply-adds of the plain definition; every pass does this many.
  double macs() const { return double(n) * outputH() * outputW() * k * c * r * s; }
};

/// The shapes the sweep runs: convnet-benchmarks' L1..L5 (nets/conv_L*.json)
/// and VGG and ResNet 3x3 and 1x1 layers at batch 64.
std::vector<ConvShape> calibrationConvShapes();

/// One cuDNN algorithm on one shape, pass, precision and layout.
struct ConvMeasurement {
  std::string shape;
  Precision precision = Precision::FP32;
  Layout layout = Layout::NHWC;
  Pass pass = Pass::Forward;
  std::string algorithm; ///< cuDNN's, as the profile report names them
  /// The profile's family: "implicit_gemm", "gemm", "direct", "fft",
  /// "winograd".
  std::string family;
  /// "ok"; "not offered" (cuDNN has no such kernel for this problem);
  /// "over workspace limit"; "too slow" (first run above sweepSlowMs);
  /// "failed".
  std::string status;
  std::string note;
  size_t workspaceBytes = 0;
  std::optional<TimingSummary> timing;
  double gflops = 0;         ///< 2 x MACs / median: the plain convolution's FLOPs
  double fractionOfGemm = 0; ///< gflops / the GEMM ceiling of this precision
};

struct CalibrationResult {
  std::string date; ///< UTC, ISO 8601
  /// The NVIDIA kernel module's version (/proc/driver/nvidia/version);
  /// empty where the file is missing.
  std::string driverRelease;
  DeviceInfo device;
  CalibrateOptions options;
  std::vector<GemmMeasurement> gemms;
  std::vector<FmaMeasurement> fma;
  Fp16SimtEstimate fp16Simt;
  CopyMeasurement copy;
  LaunchMeasurement launch;
  std::vector<ElementwiseMeasurement> elementwise;
  std::vector<ConvShape> convShapes;
  std::vector<ConvMeasurement> convolutions;
  /// Environment variables that change what cuBLAS and cuDNN do.
  std::vector<std::pair<std::string, std::string>> environment;

  /// The measured GEMM rate of `precision` (fp16 and bf16: tensor cores);
  /// 0 where it failed.
  double gemmGflops(Precision precision) const;
};

/// Runs every measurement; progress lines go to `progress` (stderr). Throws
/// RuntimeError when a ceiling cannot be measured (no GPU, a failing copy);
/// a GEMM precision or convolution the libraries refuse is recorded as such.
CalibrationResult runCalibration(const CalibrateOptions &options, std::ostream &progress);

/// The JSON document `netc calibrate` reads (format "netc-calibration",
/// version 1): the measurements above and a "summary" of the rates.
nlohmann::json calibrationJson(const CalibrationResult &result);
void printCalibrationText(const CalibrationResult &result, std::ostream &out);

/// The profile family of a cuDNN algorithm name and pass; "" if unknown.
std::string convFamilyOf(Pass pass, const std::string &algorithm);

} // namespace netc::runtime

#endif // NETC_RUNTIME_CALIBRATE_H
