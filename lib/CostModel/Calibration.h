//===- Calibration.h - Fitting a device profile to measurements -*- C++ -*-===//
//
// `netc-runtime calibrate --format json` measures a GPU (runtime/Calibrate.h
// writes the file); this turns those measurements into a device profile's
// "calibrated" object (docs/devices.md):
//
//   achieved_fraction.<peak>  measured GEMM GFLOPS / the profile's peak
//   bandwidth_fraction        measured copy GB/s / the profile's bandwidth
//   launch_overhead_us        measured, empty kernels back to back
//   family_efficiency.*       fitted so that netc's model, with the measured
//                             rates, reproduces the measured convolutions
//                             (below); elementwise: memory-bound cuDNN
//                             operations over the copy's bandwidth
//
// The fit inverts the model's compute term for each measured convolution:
//
//   measured - launches x overhead = ideal / (family x tile x wave)
//   ideal = gemm_flops / gemm_rate + simt_flops / simt_rate
//
// with the FLOPs, launches and tiles of the algorithm from the cost model's
// own arithmetic (ConvAlgorithms.h, quantiseTiles) and the rates just
// measured, so a family's efficiency is exactly the factor the model is
// missing. Only runs that are compute-bound in the model count (memory-bound
// ones say nothing about arithmetic efficiency), and per (shape, pass,
// precision, layout) only the family's fastest kernel, which is the one a
// library that picks the fastest algorithm runs. A family's value is the
// median over those; a family cuDNN never offered keeps its previous value.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_COSTMODEL_CALIBRATION_H
#define NETC_COSTMODEL_CALIBRATION_H

#include "CostModel/ConvAlgorithms.h"
#include "Support/CalibrationSchema.h"
#include "Support/DeviceProfile.h"

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <map>
#include <string>
#include <vector>

namespace netc {

/// The measurements file's "format" and "version": the schema the runtime's
/// writer includes too.
inline constexpr llvm::StringRef kCalibrationFormat = calibration_schema::kFormat;
inline constexpr int64_t kCalibrationVersion = calibration_schema::kVersion;

/// One timed convolution of the sweep, with the geometry of its shape.
struct ConvSample {
  std::string shape;
  ConvGeometry geometry;
  Pass pass = Pass::Forward;
  Precision precision = Precision::FP32;
  Layout layout = Layout::NHWC;
  std::string algorithm; ///< cuDNN's name
  std::string family;    ///< a KernelFamily's name
  double medianMs = 0;
};

/// What `netc-runtime calibrate` measured.
struct CalibrationMeasurements {
  std::string date; ///< "2026-11-21T10:00:00Z"
  std::string gpu, driverRelease, cudaDriver, cudnn, cublas;
  int64_t multiprocessors = 0;
  llvm::StringMap<double> gemmGflops; ///< keyed by peak name: "fp32", "bf16_tensor"
  std::string fp16SimtSource;         ///< "derived" or "cublas"
  double copyGbPerSecond = 0;
  double launchOverheadUs = 0;
  double elementwiseFractionOfCopy = 0;
  std::vector<ConvSample> convolutions; ///< the runs whose status is "ok"
  /// Why a GEMM is missing, per peak name.
  llvm::StringMap<std::string> gemmFailures;
};

/// Reads a measurements file; errors name the file and the field.
llvm::Expected<CalibrationMeasurements> readCalibrationMeasurements(llvm::StringRef file);

/// What the fit found for one family.
struct FamilyFit {
  std::vector<double> efficiencies; ///< best kernel per (shape, pass, precision, layout)
  std::map<std::string, std::vector<double>> byPrecision;
  size_t memoryBound = 0;   ///< runs the model calls memory-bound (not used)
  size_t notApplicable = 0; ///< runs of an algorithm the model does not apply
  size_t aboveOne = 0;      ///< best kernels faster than the model allows
};

/// The efficiency each measured family needs for netc's model to reproduce
/// its convolutions, keyed by family name.
std::map<std::string, FamilyFit> fitFamilyEfficiencies(const DeviceProfile &profile,
                                                       const CalibrationMeasurements &m);

/// The new "calibrated" object and how each family's value came about.
struct CalibrationResult {
  /// source, calibrated_on, achieved_fraction, bandwidth_fraction,
  /// launch_overhead_us, family_efficiency.
  llvm::json::Object calibrated;
  std::map<std::string, FamilyFit> fits;
  /// Compute families without a compute-bound measurement: they keep the
  /// profile's previous efficiency.
  std::vector<std::string> keptFamilies;
};

/// Calibrates `profile` from `m`. Fails when a peak the profile states was
/// not measured, or when a measured rate exceeds the profile's peak (the
/// profile of another GPU, or TF32 on for the FP32 GEMM).
llvm::Expected<CalibrationResult> calibrateProfile(const DeviceProfile &profile,
                                                   const CalibrationMeasurements &m);

/// Replaces the "calibrated" object of a profile document (`top`) with
/// `calibrated`, keeping what calibration does not measure
/// (`per_precision`, fitted by `netc calibrate --fit`, ProfileFit.h; `generated_kernels`,
/// measured with bench/gpu-kernels.sh). Returns the previous object.
llvm::json::Object replaceCalibrated(llvm::json::Object &top, llvm::json::Object calibrated);

/// "2026-11-21 NVIDIA H100 80GB HBM3 driver 580.159.04 (CUDA 13.0) cuDNN
/// 9.19.0 cuBLAS 13.1.0".
std::string describeCalibrationRun(const CalibrationMeasurements &m);

/// The median (0 for none).
double medianOf(std::vector<double> values);

/// A fraction with three decimals, never rounded to 0 (the schema's
/// fractions are in (0, 1]).
double roundFraction(double value);

} // namespace netc

#endif // NETC_COSTMODEL_CALIBRATION_H
