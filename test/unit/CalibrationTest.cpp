//===- CalibrationTest.cpp - The calibration fit and the profile writer ---===//
//
// lib/CostModel/Calibration.h inverts the model's compute term: a family's
// efficiency is the factor that makes the model reproduce a measured time.
// These tests check it by its ratios (twice the time, half the efficiency;
// the fastest kernel per case; the median over cases), so they do not
// restate the model's arithmetic.
//
//===----------------------------------------------------------------------===//

#include "CostModel/Calibration.h"
#include "Support/DeviceProfile.h"
#include "Support/DeviceProfileWriter.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

using namespace netc;

namespace {

/// conv_L2 of nets/: compute-bound on every device.
ConvGeometry largeConvolution() {
  ConvGeometry g;
  g.n = 128, g.h = 64, g.w = 64, g.c = 64, g.k = 128, g.r = 9, g.s = 9;
  g.oh = 56, g.ow = 56;
  return g;
}

/// Measurements of an H100 at its profile's rates, no launch overhead (so a
/// kernel's busy time is its measured time), no convolutions yet.
CalibrationMeasurements h100Measurements(const DeviceProfile &profile) {
  CalibrationMeasurements m;
  m.date = "2026-11-21T10:00:00Z";
  m.gpu = "NVIDIA H100 80GB HBM3";
  m.driverRelease = "580.159.04";
  m.cudnn = "9.19.0";
  m.cublas = "13.1.0";
  for (int kind = 0; kind < kNumPeakKinds; ++kind)
    if (double peak = profile.getPeakGflops(PeakKind(kind)); peak > 0)
      m.gemmGflops[getPeakKindName(PeakKind(kind))] = 0.75 * peak;
  m.copyGbPerSecond = 0.9 * profile.memoryBandwidthGBs;
  m.elementwiseFractionOfCopy = 0.8;
  return m;
}

ConvSample implicitGemm(llvm::StringRef shape, double medianMs) {
  ConvSample sample;
  sample.shape = shape.str();
  sample.geometry = largeConvolution();
  sample.algorithm = "implicit_precomp_gemm";
  sample.family = "implicit_gemm";
  sample.medianMs = medianMs;
  return sample;
}

DeviceProfile h100() {
  llvm::Expected<DeviceProfile> profile = lookupDevice("h100");
  EXPECT_TRUE(bool(profile)) << llvm::toString(profile.takeError());
  return *profile;
}

} // namespace

TEST(Calibration, EfficiencyIsInverselyProportionalToTheMeasuredTime) {
  DeviceProfile profile = h100();
  CalibrationMeasurements m = h100Measurements(profile);
  m.convolutions = {implicitGemm("a", 40.0)};
  FamilyFit at40 = fitFamilyEfficiencies(profile, m)["implicit_gemm"];
  ASSERT_EQ(at40.efficiencies.size(), 1u);
  double efficiency = at40.efficiencies[0];
  EXPECT_GT(efficiency, 0.05);
  EXPECT_LT(efficiency, 1.0);

  m.convolutions = {implicitGemm("a", 80.0)};
  FamilyFit at80 = fitFamilyEfficiencies(profile, m)["implicit_gemm"];
  ASSERT_EQ(at80.efficiencies.size(), 1u);
  EXPECT_NEAR(at80.efficiencies[0], efficiency / 2, 1e-12);

  // The launch overhead comes off the measured time first: 80 ms measured
  // with 40 ms of launches is the 40 ms kernel again.
  m.launchOverheadUs = 40.0 * 1000 / double(costConvAlgorithm(ConvAlgorithm::ImplicitGemm,
                                                                ConvProblem{largeConvolution()})
                                                   .kernelLaunches);
  FamilyFit withLaunches = fitFamilyEfficiencies(profile, m)["implicit_gemm"];
  ASSERT_EQ(withLaunches.efficiencies.size(), 1u);
  EXPECT_NEAR(withLaunches.efficiencies[0], efficiency, 1e-12);
}

TEST(Calibration, OnlyTheFastestKernelOfACaseCountsAndTheMedianIsTaken) {
  DeviceProfile profile = h100();
  CalibrationMeasurements m = h100Measurements(profile);
  m.convolutions = {implicitGemm("a", 40.0)};
  double efficiency = fitFamilyEfficiencies(profile, m)["implicit_gemm"].efficiencies.at(0);

  // Case "a": two kernels of the family, the faster counts. Cases "b" and
  // "c" at twice and four times the time: the median is case "b".
  m.convolutions = {implicitGemm("a", 80.0), implicitGemm("a", 40.0), implicitGemm("b", 80.0),
                    implicitGemm("c", 160.0)};
  std::map<std::string, FamilyFit> fits = fitFamilyEfficiencies(profile, m);
  const FamilyFit &fit = fits["implicit_gemm"];
  ASSERT_EQ(fit.efficiencies.size(), 3u);
  EXPECT_NEAR(medianOf(fit.efficiencies), efficiency / 2, 1e-12);
  ASSERT_EQ(fit.byPrecision.count("fp32"), 1u);
  EXPECT_EQ(fit.byPrecision.at("fp32").size(), 3u);

  llvm::Expected<CalibrationResult> result = calibrateProfile(profile, m);
  ASSERT_TRUE(bool(result)) << llvm::toString(result.takeError());
  const llvm::json::Object *families = result->calibrated.getObject("family_efficiency");
  ASSERT_TRUE(families);
  EXPECT_DOUBLE_EQ(*families->getNumber("implicit_gemm"), roundFraction(efficiency / 2));
  EXPECT_DOUBLE_EQ(*families->getNumber("elementwise"), 0.8);
  // The families nobody measured keep the profile's values.
  EXPECT_EQ(result->keptFamilies,
            (std::vector<std::string>{"direct", "gemm", "winograd", "fft"}));
  EXPECT_DOUBLE_EQ(*families->getNumber("fft"),
                   profile.getFamilyEfficiency(KernelFamily::FFT));
  // The rates: the measured GEMM over the profile's peak.
  EXPECT_DOUBLE_EQ(*result->calibrated.getObject("achieved_fraction")->getNumber("fp32"), 0.75);
  EXPECT_DOUBLE_EQ(*result->calibrated.getNumber("bandwidth_fraction"), 0.9);
  EXPECT_EQ(*result->calibrated.getString("calibrated_on"),
            "2026-11-21 NVIDIA H100 80GB HBM3 driver 580.159.04 cuDNN 9.19.0 cuBLAS 13.1.0");
}

TEST(Calibration, AMeasurementAboveThePeakOrAMissingOneIsAnError) {
  DeviceProfile profile = h100();
  CalibrationMeasurements m = h100Measurements(profile);
  m.gemmGflops["fp32"] = 1.01 * profile.getPeakGflops(PeakKind::FP32);
  llvm::Expected<CalibrationResult> above = calibrateProfile(profile, m);
  ASSERT_FALSE(bool(above));
  std::string error = llvm::toString(above.takeError());
  EXPECT_NE(error.find("exceeds the profile's peak"), std::string::npos) << error;
  EXPECT_NE(error.find("TF32 was on"), std::string::npos) << error;

  m = h100Measurements(profile);
  m.gemmGflops.erase("bf16_tensor");
  m.gemmFailures["bf16_tensor"] = "cublasLtMatmul: not supported";
  llvm::Expected<CalibrationResult> missing = calibrateProfile(profile, m);
  ASSERT_FALSE(bool(missing));
  EXPECT_EQ(llvm::toString(missing.takeError()),
            "no measurement of the bf16_tensor GEMM, whose peak the profile states: "
            "cublasLtMatmul: not supported");

  m = h100Measurements(profile);
  m.copyGbPerSecond = 2 * profile.memoryBandwidthGBs;
  llvm::Expected<CalibrationResult> copy = calibrateProfile(profile, m);
  ASSERT_FALSE(bool(copy));
  EXPECT_NE(llvm::toString(copy.takeError()).find("exceeds the profile's"), std::string::npos);
}

TEST(Calibration, RewritingKeepsWhatCalibrationDoesNotMeasure) {
  llvm::json::Object top{
      {"key", "h100"},
      {"calibrated",
       llvm::json::Object{{"source", "datasheet-estimate"},
                          {"per_precision", llvm::json::Object{{"fp32", 1}}},
                          {"generated_kernels", llvm::json::Object{{"direct", 0.45}}}}}};
  llvm::json::Object previous =
      replaceCalibrated(top, llvm::json::Object{{"source", "measured"}});
  EXPECT_EQ(*previous.getString("source"), "datasheet-estimate");
  const llvm::json::Object *now = top.getObject("calibrated");
  ASSERT_TRUE(now);
  EXPECT_EQ(*now->getString("source"), "measured");
  EXPECT_TRUE(now->getObject("per_precision"));
  EXPECT_TRUE(now->getObject("generated_kernels"));
}

TEST(Calibration, FractionsKeepThreeDecimalsAndNeverReachZero) {
  EXPECT_DOUBLE_EQ(roundFraction(0.12345), 0.123);
  EXPECT_DOUBLE_EQ(roundFraction(0.0001), 0.001);
  EXPECT_DOUBLE_EQ(medianOf({3, 1, 2, 10}), 2.5);
  EXPECT_DOUBLE_EQ(medianOf({}), 0);
}

TEST(DeviceProfileWriter, SchemaOrderAndShortNumbers) {
  llvm::json::Value profile = llvm::json::Object{
      {"zeta", 1},
      {"calibrated", llvm::json::Object{{"bandwidth_fraction", 0.85}, {"source", "measured"}}},
      {"key", "h100"},
      {"schema_version", 1}};
  EXPECT_EQ(formatDeviceProfile(profile), R"({
  "schema_version": 1,
  "key": "h100",
  "calibrated": {
    "source": "measured",
    "bandwidth_fraction": 0.85
  },
  "zeta": 1
}
)");
}

TEST(DeviceProfileWriter, AProfileTheLoaderRejectsIsNotWritten) {
  llvm::SmallString<128> dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("netc-writer", dir));
  std::string target = (dir + "/h100.json").str();
  std::string printed;
  llvm::raw_string_ostream out(printed);
  llvm::Error error = writeDeviceProfile(llvm::json::Object{{"key", "h100"}}, target, out);
  ASSERT_TRUE(bool(error));
  llvm::consumeError(std::move(error));
  EXPECT_FALSE(llvm::sys::fs::exists(target));
  EXPECT_FALSE(llvm::sys::fs::exists(target + ".tmp"));
  EXPECT_TRUE(printed.empty());
  llvm::sys::fs::remove_directories(dir);
}
