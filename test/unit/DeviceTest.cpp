//===- DeviceTest.cpp - Device profiles: shipped files and bad input ----===//

#include "Support/DeviceProfile.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <cstdlib>

using namespace netc;

namespace {
/// A complete, valid profile; tests break one field of it.
const char *kValidProfile = R"({
  "schema_version": 1,
  "key": "test_gpu",
  "name": "Test GPU",
  "architecture": "Test",
  "sm_version": "sm_90",
  "datasheet_source": "made up for the test",
  "sm_count": 10,
  "boost_clock_mhz": 1000,
  "peak_gflops": {"fp32": 10000, "fp16_tensor": 80000},
  "memory_bandwidth_gbs": 1000,
  "l2_mib": 4,
  "shared_memory_per_sm_kib": 100,
  "registers_per_sm": 65536,
  "max_threads_per_sm": 2048,
  "calibrated": {
    "source": "datasheet-estimate",
    "calibrated_on": null,
    "achieved_fraction": {"fp32": 0.8, "fp16_tensor": 0.7},
    "bandwidth_fraction": 0.9,
    "launch_overhead_us": 3,
    "family_efficiency": {"direct": 0.3, "implicit_gemm": 0.9, "gemm": 1.0,
                          "winograd": 0.75, "fft": 0.5, "elementwise": 0.9}
  }
})";

/// A scratch directory holding profiles written by one test.
class ScratchDirectory {
public:
  ScratchDirectory() { EXPECT_FALSE(llvm::sys::fs::createUniqueDirectory("netc-devices", path)); }
  ~ScratchDirectory() { llvm::sys::fs::remove_directories(path); }

  std::string write(llvm::StringRef name, llvm::StringRef text) {
    llvm::SmallString<256> file(path);
    llvm::sys::path::append(file, name);
    std::error_code error;
    llvm::raw_fd_ostream out(file, error);
    EXPECT_FALSE(error) << error.message();
    out << text;
    return std::string(file);
  }
  llvm::StringRef str() const { return path; }

private:
  llvm::SmallString<256> path;
};

std::string replaceOnce(std::string text, llvm::StringRef from, llvm::StringRef to) {
  size_t at = text.find(from.str());
  EXPECT_NE(at, std::string::npos) << from.str();
  return text.replace(at, from.size(), to.str());
}

/// The error of loading kValidProfile with `from` replaced by `to`, the
/// scratch directory shown as "(dir)".
std::string errorAfterEdit(llvm::StringRef from, llvm::StringRef to) {
  ScratchDirectory dir;
  std::string path = dir.write("bad.json", replaceOnce(kValidProfile, from, to));
  llvm::Expected<DeviceProfile> profile = loadDeviceProfile(path);
  if (profile)
    return "(loaded without error)";
  return replaceOnce(llvm::toString(profile.takeError()), dir.str(), "(dir)");
}
} // namespace

TEST(Device, EveryShippedProfileLoadsAndIsNamedAfterItsFile) {
  std::vector<std::string> keys = listDeviceKeys(getDevicesDirectory());
  // Paleo's seven and today's six.
  EXPECT_EQ(keys, (std::vector<std::string>{"a100", "geforce_750_m", "geforce_780_ti", "h100",
                                            "h200", "k20", "k20x", "k40", "k80", "l4", "rtx_4090",
                                            "titan_x", "v100"}));
  for (const std::string &key : keys) {
    llvm::Expected<DeviceProfile> profile = lookupDevice(key);
    ASSERT_TRUE(bool(profile)) << llvm::toString(profile.takeError());
    EXPECT_EQ(profile->key, key);
    // Measured profiles say when and on what; estimates say nothing.
    if (profile->calibrated.source == "measured")
      EXPECT_FALSE(profile->calibrated.calibratedOn.empty()) << key;
    else {
      EXPECT_EQ(profile->calibrated.source, "datasheet-estimate") << key;
      EXPECT_TRUE(profile->calibrated.calibratedOn.empty()) << key;
    }
  }
}

TEST(Device, PaleosDevicesKeepPaleosClockPeakAndBandwidth) {
  struct PaleoFigures {
    const char *key;
    double clockMHz, peakGflops, bandwidth;
  };
  for (PaleoFigures paleo : {PaleoFigures{"TITAN_X", 1000, 6144, 336.5},
                             {"K20", 1000, 3520, 208},
                             {"K20X", 1000, 3935, 250},
                             {"K40", 745, 4290, 288},
                             {"K80", 560, 5600, 480},
                             {"GEFORCE_780_TI", 875, 5040, 336},
                             {"GEFORCE_750_M", 941, 722.7, 80}}) {
    llvm::Expected<DeviceProfile> profile = lookupDevice(paleo.key);
    ASSERT_TRUE(bool(profile)) << llvm::toString(profile.takeError());
    EXPECT_EQ(profile->boostClockMHz, paleo.clockMHz) << paleo.key;
    EXPECT_EQ(profile->getPeakGflops(PeakKind::FP32), paleo.peakGflops) << paleo.key;
    EXPECT_EQ(profile->memoryBandwidthGBs, paleo.bandwidth) << paleo.key;
    EXPECT_FALSE(profile->getTensorPeak(Precision::FP16)) << paleo.key;
  }
}

TEST(Device, LookupIgnoresCase) {
  for (const char *spelling : {"h100", "H100", "Titan_X", "titan_x", "RTX_4090"}) {
    llvm::Expected<DeviceProfile> profile = lookupDevice(spelling);
    EXPECT_TRUE(bool(profile)) << spelling << ": " << llvm::toString(profile.takeError());
  }
  llvm::Expected<DeviceProfile> h100 = lookupDevice("H100");
  ASSERT_TRUE(bool(h100)) << llvm::toString(h100.takeError());
  EXPECT_EQ(h100->smCount, 132);
  EXPECT_EQ(h100->smVersion, "sm_90");
  EXPECT_EQ(h100->getTensorPeak(Precision::BF16), PeakKind::BF16Tensor);
  EXPECT_FALSE(h100->getTensorPeak(Precision::FP32));
}

TEST(Device, UnknownKeyListsTheKnownOnes) {
  ScratchDirectory dir;
  dir.write("alpha.json", kValidProfile);
  dir.write("beta.json", kValidProfile);
  for (const char *key : {"h300", "../alpha", ""}) {
    llvm::Expected<DeviceProfile> profile = lookupDevice(key, dir.str());
    ASSERT_FALSE(bool(profile)) << key;
    std::string error = llvm::toString(profile.takeError());
    EXPECT_NE(error.find("unknown device '" + std::string(key) + "'"), std::string::npos) << error;
    EXPECT_NE(error.find("known: alpha, beta"), std::string::npos) << error;
  }
}

TEST(Device, KeyMustMatchTheFileName) {
  ScratchDirectory dir;
  dir.write("other.json", kValidProfile);
  llvm::Expected<DeviceProfile> profile = lookupDevice("OTHER", dir.str());
  ASSERT_FALSE(bool(profile));
  EXPECT_NE(llvm::toString(profile.takeError()).find("does not match the file name"),
            std::string::npos);
}

TEST(Device, EnvironmentOverridesTheDevicesDirectory) {
  ScratchDirectory dir;
  dir.write("test_gpu.json", kValidProfile);
  ::setenv("NETC_DEVICES_DIR", dir.str().str().c_str(), /*overwrite=*/1);
  llvm::Expected<DeviceProfile> profile = lookupDevice("Test_GPU");
  ::unsetenv("NETC_DEVICES_DIR");
  ASSERT_TRUE(bool(profile)) << llvm::toString(profile.takeError());
  EXPECT_EQ(profile->name, "Test GPU");
  EXPECT_EQ(profile->getAchievedFraction(PeakKind::FP16Tensor), 0.7);
  EXPECT_EQ(profile->getFamilyEfficiency(KernelFamily::Winograd), 0.75);
}

TEST(Device, UserFileLoadsByPath) {
  ScratchDirectory dir;
  std::string path = dir.write("my gpu.json", kValidProfile);
  llvm::Expected<DeviceProfile> profile = loadDeviceProfile(path);
  ASSERT_TRUE(bool(profile)) << llvm::toString(profile.takeError());
  EXPECT_EQ(profile->path, path);
  EXPECT_EQ(profile->calibrated.launchOverheadUs, 3);
}

TEST(Device, BadFilesNameTheFileAndTheField) {
  EXPECT_EQ(errorAfterEdit("\"sm_count\": 10,", ""), "(dir)/bad.json: field 'sm_count': missing");
  EXPECT_EQ(errorAfterEdit("\"sm_count\": 10", "\"sm_count\": \"ten\""),
            "(dir)/bad.json: field 'sm_count': expected an integer, got a string");
  EXPECT_EQ(errorAfterEdit("\"sm_count\": 10", "\"sm_count\": 0"),
            "(dir)/bad.json: field 'sm_count': expected a positive integer of at most 1048576, got 0");
  EXPECT_EQ(errorAfterEdit("\"fp16_tensor\": 80000", "\"fp16_tensor\": -5"),
            "(dir)/bad.json: field 'peak_gflops.fp16_tensor': negative peak -5 (GFLOPS must "
            "be >= 0)");
  EXPECT_EQ(errorAfterEdit("\"fp32\": 10000", "\"fp32\": 0"),
            "(dir)/bad.json: field 'peak_gflops.fp32': expected a positive peak: every "
            "device runs fp32");
  EXPECT_EQ(errorAfterEdit("\"peak_gflops\": {\"fp32\": 10000, \"fp16_tensor\": 80000}",
                           "\"peak_gflops\": [1]"),
            "(dir)/bad.json: field 'peak_gflops': expected an object, got an array");
  EXPECT_EQ(errorAfterEdit("\"bandwidth_fraction\": 0.9", "\"bandwidth_fraction\": 1.5"),
            "(dir)/bad.json: field 'calibrated.bandwidth_fraction': expected a fraction in "
            "(0, 1], got 1.5");
  EXPECT_EQ(errorAfterEdit(", \"fp16_tensor\": 0.7", ""),
            "(dir)/bad.json: field 'calibrated.achieved_fraction.fp16_tensor': missing");
  EXPECT_EQ(errorAfterEdit("\"calibrated_on\": null", "\"calibrated_on\": 5"),
            "(dir)/bad.json: field 'calibrated.calibrated_on': expected a string, got the "
            "number 5");
  EXPECT_EQ(errorAfterEdit("\"launch_overhead_us\": 3", "\"launch_overhead_us\": -1"),
            "(dir)/bad.json: field 'calibrated.launch_overhead_us': expected a number >= 0, "
            "got -1");
  EXPECT_EQ(errorAfterEdit("\"fft\": 0.5,", ""),
            "(dir)/bad.json: field 'calibrated.family_efficiency.fft': missing");
  EXPECT_EQ(errorAfterEdit("\"sm_count\": 10,", "\"sm_count\": 10, \"colour\": \"green\","),
            "(dir)/bad.json: field 'colour': unknown field (docs/devices.md lists the schema)");
  EXPECT_EQ(errorAfterEdit("\"key\": \"test_gpu\"", "\"key\": \"Test_GPU\""),
            "(dir)/bad.json: field 'key': expected lower case, got \"Test_GPU\"");
  EXPECT_EQ(errorAfterEdit("\"schema_version\": 1", "\"schema_version\": 2"),
            "(dir)/bad.json: field 'schema_version': expected 1, got 2");
  std::string syntax = errorAfterEdit("\"sm_count\": 10,", "\"sm_count\": 10,,");
  EXPECT_EQ(syntax.rfind("(dir)/bad.json: invalid JSON: ", 0), 0u) << syntax;
}

TEST(Device, MissingFileIsAnError) {
  llvm::Expected<DeviceProfile> profile = loadDeviceProfile("/nonexistent/gpu.json");
  ASSERT_FALSE(bool(profile));
  EXPECT_EQ(llvm::toString(profile.takeError())
                .rfind("/nonexistent/gpu.json: cannot read the device profile: ", 0),
            0u);
}

TEST(Device, PerPrecisionCalibrationIsOptional) {
  ScratchDirectory dir;
  // An old profile (no per_precision) loads and has none.
  llvm::Expected<DeviceProfile> old = loadDeviceProfile(dir.write("old.json", kValidProfile));
  ASSERT_TRUE(bool(old)) << llvm::toString(old.takeError());
  EXPECT_EQ(old->getPrecisionCalibration(Precision::FP32), nullptr);
  // One precision given, every field read.
  std::string text = replaceOnce(kValidProfile, R"("family_efficiency": {)",
                                 R"("per_precision": {"fp32": {
      "convolution_forward": 0.7, "convolution_backward_data": 0.5,
      "convolution_backward_filter": 0.6, "gemm_forward": 0.9, "gemm_backward_data": 0.8,
      "gemm_backward_filter": 0.85, "reduction_half_length": 90,
      "tile_intensity_exponent": 0.3, "call_floor_us": 0, "pointwise_call_floor_us": 95,
      "elementwise": 0.4, "pooling": 0.7, "pooling_backward": 0.3, "normalization": 0.04,
      "pooling_window": 2.1}},
    "family_efficiency": {)");
  llvm::Expected<DeviceProfile> profile = loadDeviceProfile(dir.write("new.json", text));
  ASSERT_TRUE(bool(profile)) << llvm::toString(profile.takeError());
  const PrecisionCalibration *fp32 = profile->getPrecisionCalibration(Precision::FP32);
  ASSERT_NE(fp32, nullptr);
  EXPECT_EQ(profile->getPrecisionCalibration(Precision::BF16), nullptr);
  EXPECT_DOUBLE_EQ(fp32->convolution[1], 0.5);
  EXPECT_DOUBLE_EQ(fp32->gemm[2], 0.85);
  EXPECT_DOUBLE_EQ(fp32->reductionHalfLength, 90);
  EXPECT_DOUBLE_EQ(fp32->pointwiseCallFloorUs, 95);
  EXPECT_DOUBLE_EQ(fp32->poolingWindow, 2.1);
  // A missing field and an unknown precision are errors that name them.
  EXPECT_EQ(errorAfterEdit(R"("family_efficiency": {)",
                           R"("per_precision": {"fp64": {}}, "family_efficiency": {)"),
            "(dir)/bad.json: field 'calibrated.per_precision.fp64': unknown field "
            "(docs/devices.md lists the schema)");
  EXPECT_NE(errorAfterEdit(R"("family_efficiency": {)",
                           R"("per_precision": {"bf16": {"pooling": 0.5}}, "family_efficiency": {)")
                .find("field 'calibrated.per_precision.bf16.convolution_forward': missing"),
            std::string::npos);
  // A channel loss without the channel count it sets in at.
  llvm::Expected<DeviceProfile> halfDefined = loadDeviceProfile(dir.write(
      "half.json", replaceOnce(text, R"("pooling_window": 2.1})",
                               R"("pooling_window": 2.1, "channel_loss": 0.4})")));
  ASSERT_FALSE(bool(halfDefined));
  std::string error = llvm::toString(halfDefined.takeError());
  EXPECT_NE(error.find("field 'calibrated.per_precision.fp32.channel_half': expected a positive "
                       "number where channel_loss is set"),
            std::string::npos)
      << error;
  // Average pooling's own rates: optional (0, `pooling`'s), read where
  // given, fractions.
  EXPECT_EQ(fp32->averagePooling, 0);
  llvm::Expected<DeviceProfile> average = loadDeviceProfile(dir.write(
      "average.json", replaceOnce(text, R"("pooling_window": 2.1})",
                                  R"("pooling_window": 2.1, "average_pooling": 0.2,
                                     "average_pooling_backward": 0.35})")));
  ASSERT_TRUE(bool(average)) << llvm::toString(average.takeError());
  EXPECT_DOUBLE_EQ(average->getPrecisionCalibration(Precision::FP32)->averagePooling, 0.2);
  EXPECT_DOUBLE_EQ(average->getPrecisionCalibration(Precision::FP32)->averagePoolingBackward,
                   0.35);
  llvm::Expected<DeviceProfile> tooFast = loadDeviceProfile(dir.write(
      "too-fast.json", replaceOnce(text, R"("pooling_window": 2.1})",
                                   R"("pooling_window": 2.1, "average_pooling": 1.5})")));
  ASSERT_FALSE(bool(tooFast));
  error = llvm::toString(tooFast.takeError());
  EXPECT_NE(error.find("field 'calibrated.per_precision.fp32.average_pooling'"), std::string::npos)
      << error;
  // Batch norm's call terms and the depthwise convolutions' rates: optional
  // (0: off, or the rate they fall back to), read where given; the gradient
  // rate is a fraction, the activation's may pass the copy rate (L2).
  EXPECT_EQ(fp32->normalizationFloorUs, 0);
  EXPECT_EQ(fp32->depthwiseTapsPerUs[0], 0);
  llvm::Expected<DeviceProfile> terms = loadDeviceProfile(dir.write(
      "terms.json",
      replaceOnce(text, R"("pooling_window": 2.1})",
                  R"("pooling_window": 2.1, "normalization_backward": 0.6,
                     "normalization_floor_us": 3.5, "normalization_pixels_per_us": 40000,
                     "normalization_activation": 1.1, "depthwise": 0.9,
                     "depthwise_forward_taps_per_us": 3400000,
                     "depthwise_backward_data_taps_per_us": 3000000,
                     "depthwise_backward_filter_taps_per_us": 2600000,
                     "epilogue_launch_us": 1.95, "epilogue_stream": 1.04,
                     "bias_gradient_us": 10.3, "bias_gradient_atomics_per_us": 23000,
                     "broadcast": 0.55})")));
  ASSERT_TRUE(bool(terms)) << llvm::toString(terms.takeError());
  const PrecisionCalibration *read = terms->getPrecisionCalibration(Precision::FP32);
  EXPECT_DOUBLE_EQ(read->normalizationBackward, 0.6);
  EXPECT_DOUBLE_EQ(read->normalizationFloorUs, 3.5);
  EXPECT_DOUBLE_EQ(read->normalizationPixelsPerUs, 40000);
  EXPECT_DOUBLE_EQ(read->normalizationActivation, 1.1);
  EXPECT_DOUBLE_EQ(read->depthwise, 0.9);
  EXPECT_DOUBLE_EQ(read->depthwiseTapsPerUs[0], 3400000);
  EXPECT_DOUBLE_EQ(read->depthwiseTapsPerUs[1], 3000000);
  EXPECT_DOUBLE_EQ(read->depthwiseTapsPerUs[2], 2600000);
  EXPECT_DOUBLE_EQ(read->epilogueLaunchUs, 1.95);
  EXPECT_DOUBLE_EQ(read->epilogueStream, 1.04);
  EXPECT_DOUBLE_EQ(read->biasGradientUs, 10.3);
  EXPECT_DOUBLE_EQ(read->biasGradientAtomicsPerUs, 23000);
  EXPECT_DOUBLE_EQ(read->broadcast, 0.55);
  EXPECT_EQ(fp32->broadcast, 0);
  EXPECT_EQ(fp32->epilogueLaunchUs, 0);
  for (const char *bad : {R"("normalization_backward": 1.2)", R"("normalization_floor_us": -1)",
                          R"("depthwise": 0)", R"("epilogue_launch_us": -2)",
                          R"("bias_gradient_atomics_per_us": -1)", R"("broadcast": 1.5)"}) {
    llvm::Expected<DeviceProfile> rejected = loadDeviceProfile(dir.write(
        "bad-term.json", replaceOnce(text, R"("pooling_window": 2.1})",
                                     std::string(R"("pooling_window": 2.1, )") + bad + "}")));
    ASSERT_FALSE(bool(rejected)) << bad;
    std::string field = std::string(bad).substr(1, std::string(bad).find('"', 1) - 1);
    error = llvm::toString(rejected.takeError());
    EXPECT_NE(error.find("field 'calibrated.per_precision.fp32." + field + "'"),
              std::string::npos)
        << error;
  }
}

TEST(Device, GlobalPoolingRatesAreReadWithTheirOptionalStrideOneRate) {
  ScratchDirectory dir;
  auto withRates = [&](const std::string &rates) {
    return loadDeviceProfile(dir.write(
        "global.json", replaceOnce(kValidProfile, R"("family_efficiency": {)",
                                   R"("global_pooling_elements_per_us": )" + rates +
                                       R"(, "family_efficiency": {)")));
  };
  llvm::Expected<DeviceProfile> two = withRates(R"({"forward": 500, "backward_data": 70})");
  ASSERT_TRUE(bool(two)) << llvm::toString(two.takeError());
  EXPECT_EQ(two->calibrated.globalPoolingElementsPerUs[1], 70);
  EXPECT_EQ(two->calibrated.globalPoolingElementsPerUs[2], 0); // absent: off
  llvm::Expected<DeviceProfile> three =
      withRates(R"({"forward": 500, "backward_data": 70, "backward_data_stride_one": 400})");
  ASSERT_TRUE(bool(three)) << llvm::toString(three.takeError());
  EXPECT_EQ(three->calibrated.globalPoolingElementsPerUs[2], 400);
  llvm::Expected<DeviceProfile> negative =
      withRates(R"({"forward": 500, "backward_data": 70, "backward_data_stride_one": -1})");
  ASSERT_FALSE(bool(negative));
  std::string error = llvm::toString(negative.takeError());
  EXPECT_NE(error.find("global_pooling_elements_per_us.backward_data_stride_one"),
            std::string::npos)
      << error;
}

TEST(Device, GeneratedKernelRatesAreAProfileField) {
  ScratchDirectory dir;
  // Absent: the H200 measurements the shipped profiles state.
  llvm::Expected<DeviceProfile> old = loadDeviceProfile(dir.write("old.json", kValidProfile));
  ASSERT_TRUE(bool(old)) << llvm::toString(old.takeError());
  EXPECT_DOUBLE_EQ(old->calibrated.generatedKernels.direct, 0.45);
  EXPECT_DOUBLE_EQ(old->calibrated.generatedKernels.implicitGemmMma, 0.35);
  EXPECT_DOUBLE_EQ(old->calibrated.generatedKernels.reductionHalfLength, 64);
  // Given: read field by field.
  std::string text = replaceOnce(kValidProfile, R"("family_efficiency": {)",
                                 R"("generated_kernels": {"direct": 0.5,
      "direct_one_row": 0.6, "direct_four_rows": 0.7, "direct_eight_images": 0.8,
      "implicit_gemm_simt": 0.85, "implicit_gemm_mma": 0.4, "reduction_half_length": 32},
    "family_efficiency": {)");
  llvm::Expected<DeviceProfile> profile = loadDeviceProfile(dir.write("new.json", text));
  ASSERT_TRUE(bool(profile)) << llvm::toString(profile.takeError());
  const GeneratedKernelRates &rates = profile->calibrated.generatedKernels;
  EXPECT_DOUBLE_EQ(rates.direct, 0.5);
  EXPECT_DOUBLE_EQ(rates.directOneRow, 0.6);
  EXPECT_DOUBLE_EQ(rates.directFourRows, 0.7);
  EXPECT_DOUBLE_EQ(rates.directEightImages, 0.8);
  EXPECT_DOUBLE_EQ(rates.implicitGemmSimt, 0.85);
  EXPECT_DOUBLE_EQ(rates.implicitGemmMma, 0.4);
  EXPECT_DOUBLE_EQ(rates.reductionHalfLength, 32);
  // The wgmma rate is optional (a first estimate until measured): absent
  // above, so the default; given, read.
  EXPECT_DOUBLE_EQ(rates.implicitGemmWgmma, 0.75);
  llvm::Expected<DeviceProfile> wgmma = loadDeviceProfile(dir.write(
      "wgmma.json", replaceOnce(text, R"("implicit_gemm_mma": 0.4,)",
                                R"("implicit_gemm_mma": 0.4, "implicit_gemm_wgmma": 0.6,)")));
  ASSERT_TRUE(bool(wgmma)) << llvm::toString(wgmma.takeError());
  EXPECT_DOUBLE_EQ(wgmma->calibrated.generatedKernels.implicitGemmWgmma, 0.6);
  // So is the pooling window's load rate: 0 (no such bound) when absent.
  EXPECT_DOUBLE_EQ(rates.windowTapsPerUs, 0);
  llvm::Expected<DeviceProfile> taps = loadDeviceProfile(dir.write(
      "taps.json", replaceOnce(text, R"("reduction_half_length": 32)",
                               R"("reduction_half_length": 32, "window_taps_per_us": 890000)")));
  ASSERT_TRUE(bool(taps)) << llvm::toString(taps.takeError());
  EXPECT_DOUBLE_EQ(taps->calibrated.generatedKernels.windowTapsPerUs, 890000);
  EXPECT_EQ(errorAfterEdit(R"("family_efficiency": {)",
                           R"("generated_kernels": {"direct": 0.5, "direct_one_row": 0.6,
      "direct_four_rows": 0.7, "direct_eight_images": 0.8, "implicit_gemm_simt": 0.85,
      "implicit_gemm_mma": 0.4, "reduction_half_length": 32, "window_taps_per_us": -5},
    "family_efficiency": {)"),
            "(dir)/bad.json: field 'calibrated.generated_kernels.window_taps_per_us': "
            "expected a number >= 0, got -5");
  EXPECT_EQ(errorAfterEdit(R"("family_efficiency": {)",
                           R"("generated_kernels": {"direct": 0.5}, "family_efficiency": {)"),
            "(dir)/bad.json: field 'calibrated.generated_kernels.direct_one_row': missing");
  EXPECT_TRUE(rates.structure.empty());
  // The structural model's measured costs: optional, read entry by entry.
  std::string rated = R"("generated_kernels": {"direct": 0.5,
      "direct_one_row": 0.6, "direct_four_rows": 0.7, "direct_eight_images": 0.8,
      "implicit_gemm_simt": 0.85, "implicit_gemm_mma": 0.4, "reduction_half_length": 32,
      "structure_source": "bench", "structure": [{"kernel": "implicit_gemm_simt 64x64x16 t256",
      "precision": "fp32", "iteration_ns": 550, "latency_ns": 1000, "block_ns": 900}]},
    "family_efficiency": {)";
  llvm::Expected<DeviceProfile> structured =
      loadDeviceProfile(dir.write("structured.json",
                                  replaceOnce(kValidProfile, R"("family_efficiency": {)", rated)));
  ASSERT_TRUE(bool(structured)) << llvm::toString(structured.takeError());
  const GeneratedKernelRates &measured = structured->calibrated.generatedKernels;
  ASSERT_EQ(measured.structure.size(), 1u);
  EXPECT_EQ(measured.structureSource, "bench");
  EXPECT_EQ(measured.structure[0].kernel, "implicit_gemm_simt 64x64x16 t256");
  EXPECT_EQ(measured.structure[0].precision, "fp32");
  EXPECT_DOUBLE_EQ(measured.structure[0].iterationNs, 550);
  EXPECT_DOUBLE_EQ(measured.structure[0].latencyNs, 1000);
  EXPECT_DOUBLE_EQ(measured.structure[0].blockNs, 900);
  // No pointwise latency measured: 0, and latency_ns prices those layers.
  EXPECT_DOUBLE_EQ(measured.structure[0].latencyPointwiseNs, 0);
  std::string pointwise =
      replaceOnce(rated, R"("latency_ns": 1000,)", R"("latency_ns": 1000, "latency_pointwise_ns": 1400,)");
  llvm::Expected<DeviceProfile> withPointwise = loadDeviceProfile(dir.write(
      "pointwise.json", replaceOnce(kValidProfile, R"("family_efficiency": {)", pointwise)));
  ASSERT_TRUE(bool(withPointwise)) << llvm::toString(withPointwise.takeError());
  EXPECT_DOUBLE_EQ(
      withPointwise->calibrated.generatedKernels.structure[0].latencyPointwiseNs, 1400);
  std::string alone = replaceOnce(pointwise, R"("block_ns": 900)", R"("block_ns": 900, "block_alone_ns": 1500)");
  llvm::Expected<DeviceProfile> withAlone = loadDeviceProfile(dir.write(
      "alone.json", replaceOnce(kValidProfile, R"("family_efficiency": {)", alone)));
  ASSERT_TRUE(bool(withAlone)) << llvm::toString(withAlone.takeError());
  EXPECT_DOUBLE_EQ(withAlone->calibrated.generatedKernels.structure[0].blockAloneNs, 1500);
  EXPECT_DOUBLE_EQ(withPointwise->calibrated.generatedKernels.structure[0].blockAloneNs, 0);
  EXPECT_EQ(errorAfterEdit(R"("family_efficiency": {)",
                           replaceOnce(alone, R"(1500)", R"(-1)")),
            "(dir)/bad.json: field 'calibrated.generated_kernels.structure[0].block_alone_ns': "
            "expected a number >= 0, got -1");
  EXPECT_EQ(errorAfterEdit(R"("family_efficiency": {)",
                           replaceOnce(pointwise, R"(1400)", R"(-3)")),
            "(dir)/bad.json: field "
            "'calibrated.generated_kernels.structure[0].latency_pointwise_ns': "
            "expected a number >= 0, got -3");
  // The channel costs, optional likewise, each read and each checked.
  std::string channels = replaceOnce(alone, R"("block_alone_ns": 1500)",
                                     R"("block_alone_ns": 1500, "partial_step_ns": 450, )"
                                     R"("misaligned_step_ns": 320, "partial_column_step_ns": 270)");
  llvm::Expected<DeviceProfile> withChannels = loadDeviceProfile(dir.write(
      "channels.json", replaceOnce(kValidProfile, R"("family_efficiency": {)", channels)));
  ASSERT_TRUE(bool(withChannels)) << llvm::toString(withChannels.takeError());
  EXPECT_DOUBLE_EQ(withChannels->calibrated.generatedKernels.structure[0].partialStepNs, 450);
  EXPECT_DOUBLE_EQ(withChannels->calibrated.generatedKernels.structure[0].misalignedStepNs, 320);
  EXPECT_DOUBLE_EQ(withChannels->calibrated.generatedKernels.structure[0].partialColumnStepNs, 270);
  EXPECT_DOUBLE_EQ(withAlone->calibrated.generatedKernels.structure[0].partialColumnStepNs, 0);
  EXPECT_DOUBLE_EQ(withAlone->calibrated.generatedKernels.structure[0].partialStepNs, 0);
  EXPECT_DOUBLE_EQ(withAlone->calibrated.generatedKernels.structure[0].misalignedStepNs, 0);
  for (auto [field, value] : {std::pair<const char *, const char *>{"partial_step_ns", "450"},
                              {"misaligned_step_ns", "320"},
                              {"partial_column_step_ns", "270"}})
    EXPECT_EQ(errorAfterEdit(R"("family_efficiency": {)", replaceOnce(channels, value, "-2")),
              std::string("(dir)/bad.json: field 'calibrated.generated_kernels.structure[0].") +
                  field + "': expected a number >= 0, got -2");
  // The sub-wave floor, optional, a share in (0, 1].
  std::string floored = replaceOnce(channels, R"("partial_column_step_ns": 270)",
                                    R"("partial_column_step_ns": 270, "sub_wave_floor": 0.75)");
  llvm::Expected<DeviceProfile> withFloor = loadDeviceProfile(dir.write(
      "floor.json", replaceOnce(kValidProfile, R"("family_efficiency": {)", floored)));
  ASSERT_TRUE(bool(withFloor)) << llvm::toString(withFloor.takeError());
  EXPECT_DOUBLE_EQ(withFloor->calibrated.generatedKernels.structure[0].subWaveFloor, 0.75);
  EXPECT_DOUBLE_EQ(withChannels->calibrated.generatedKernels.structure[0].subWaveFloor, 0);
  for (const char *bad : {"0", "1.25"})
    EXPECT_NE(errorAfterEdit(R"("family_efficiency": {)", replaceOnce(floored, "0.75", bad))
                  .find("field 'calibrated.generated_kernels.structure[0].sub_wave_floor'"),
              std::string::npos)
        << bad;
  EXPECT_EQ(errorAfterEdit(R"("family_efficiency": {)",
                           replaceOnce(rated, R"("iteration_ns": 550)", R"("iteration_ns": -1)")),
            "(dir)/bad.json: field 'calibrated.generated_kernels.structure[0].iteration_ns': "
            "expected a positive number, got -1");
  // Every shipped profile states the measured values, so netc lower chooses
  // the kernels it chose when they were constants.
  for (const std::string &key : listDeviceKeys(getDevicesDirectory())) {
    llvm::Expected<DeviceProfile> shipped = lookupDevice(key);
    ASSERT_TRUE(bool(shipped)) << key << ": " << llvm::toString(shipped.takeError());
    EXPECT_DOUBLE_EQ(shipped->calibrated.generatedKernels.direct, 0.45) << key;
    EXPECT_DOUBLE_EQ(shipped->calibrated.generatedKernels.directEightImages, 0.86) << key;
    EXPECT_DOUBLE_EQ(shipped->calibrated.generatedKernels.implicitGemmSimt, 0.9) << key;
  }
}

TEST(Device, InterconnectEntryIsOptionalAndRead) {
  ScratchDirectory dir;
  llvm::Expected<DeviceProfile> old = loadDeviceProfile(dir.write("old.json", kValidProfile));
  ASSERT_TRUE(bool(old)) << llvm::toString(old.takeError());
  EXPECT_EQ(old->interconnect.link, "nvlink");
  EXPECT_FALSE(old->interconnect.measured);
  std::string text = replaceOnce(kValidProfile, R"("max_threads_per_sm": 2048,)",
                                 R"("max_threads_per_sm": 2048,
  "interconnect": {
    "link": "pcie4",
    "nominal": {"bandwidth_gbs": 30, "latency_us": 4, "source": "test"},
    "measured": {
      "calibrated_on": "test",
      "all_reduce": [{"gpus": 2, "latency_us": 11.5, "bus_bandwidth_gbs": 25.5,
                      "samples": 21, "smallest_bytes": 1024, "largest_bytes": 1073741824,
                      "median_error_percent": 3.1, "max_error_percent": 9.9}],
      "all_gather": [{"gpus": 4, "latency_us": 9, "bus_bandwidth_gbs": 20,
                      "large_messages": {"from_bytes": 8388608, "latency_us": 19.5,
                                         "bus_bandwidth_gbs": 260}}]
    }
  },)");
  llvm::Expected<DeviceProfile> profile = loadDeviceProfile(dir.write("new.json", text));
  ASSERT_TRUE(bool(profile)) << llvm::toString(profile.takeError());
  const DeviceInterconnect &link = profile->interconnect;
  EXPECT_EQ(link.link, "pcie4");
  EXPECT_DOUBLE_EQ(link.nominalBandwidthGBs, 30);
  EXPECT_DOUBLE_EQ(link.nominalLatencyUs, 4);
  ASSERT_TRUE(link.measured);
  const CollectiveFit *allReduce = link.measured->find(Collective::AllReduce, 2);
  ASSERT_TRUE(allReduce);
  EXPECT_DOUBLE_EQ(allReduce->latencyUs, 11.5);
  EXPECT_DOUBLE_EQ(allReduce->busBandwidthGBs, 25.5);
  EXPECT_EQ(allReduce->samples, 21);
  EXPECT_FALSE(allReduce->largeMessages);
  const CollectiveFit *allGather = link.measured->find(Collective::AllGather, 4);
  ASSERT_TRUE(allGather);
  ASSERT_TRUE(allGather->largeMessages);
  EXPECT_DOUBLE_EQ(allGather->largeMessages->fromBytes, 8388608);
  EXPECT_DOUBLE_EQ(allGather->largeMessages->latencyUs, 19.5);
  EXPECT_DOUBLE_EQ(allGather->largeMessages->busBandwidthGBs, 260);
  // The faster line prices: 1 KiB on the small messages' line, 1 GB on the
  // large messages' (3/4 x 1e9 B at 260 GB/s + 19.5 us).
  EXPECT_NEAR(allGather->predictUs(1024), 9 + 1024 * 0.75 / 20e3, 1e-9);
  EXPECT_NEAR(allGather->predictUs(1e9), 19.5 + 0.75e9 / 260e3, 1e-9);
  EXPECT_FALSE(link.measured->find(Collective::AllReduce, 4));
  // "measured": null is the shipped profiles' state before calibration.
  std::string nominalOnly =
      replaceOnce(kValidProfile, R"("max_threads_per_sm": 2048,)",
                  R"("max_threads_per_sm": 2048, "interconnect": {"link": "nvlink",
      "nominal": {"bandwidth_gbs": 450, "latency_us": 2, "source": "datasheet"},
      "measured": null},)");
  profile = loadDeviceProfile(dir.write("nominal.json", nominalOnly));
  ASSERT_TRUE(bool(profile)) << llvm::toString(profile.takeError());
  EXPECT_FALSE(profile->interconnect.measured);
  // Errors name the entry.
  EXPECT_EQ(errorAfterEdit(R"("max_threads_per_sm": 2048,)",
                           R"("max_threads_per_sm": 2048, "interconnect": {"link": "nvlink",
      "nominal": {"bandwidth_gbs": 450, "latency_us": 2, "source": "datasheet"},
      "measured": {"calibrated_on": "x",
      "all_reduce": [{"gpus": 2, "latency_us": 1, "bus_bandwidth_gbs": 0}]}},)"),
            "(dir)/bad.json: field 'interconnect.measured.all_reduce[0].bus_bandwidth_gbs': "
            "expected a positive number, got 0");
  EXPECT_EQ(errorAfterEdit(R"("max_threads_per_sm": 2048,)",
                           R"("max_threads_per_sm": 2048, "interconnect": {"link": "nvlink",
      "nominal": {"bandwidth_gbs": 450, "latency_us": 2, "source": "datasheet"},
      "measured": {"calibrated_on": "x",
      "all_reduce": [{"gpus": 2, "latency_us": 1, "bus_bandwidth_gbs": 100,
                      "large_messages": {"from_bytes": 4096, "latency_us": -1,
                                         "bus_bandwidth_gbs": 300}}]}},)"),
            "(dir)/bad.json: field "
            "'interconnect.measured.all_reduce[0].large_messages.latency_us': "
            "expected a number >= 0, got -1");
}

namespace {
/// kValidProfile with an fp32 calibration holding `learned` as its
/// learned_convolution.
std::string profileWithLearned(llvm::StringRef learned) {
  return replaceOnce(kValidProfile, R"("family_efficiency": {)",
                     (R"("per_precision": {"fp32": {
      "convolution_forward": 0.7, "convolution_backward_data": 0.5,
      "convolution_backward_filter": 0.6, "gemm_forward": 0.9, "gemm_backward_data": 0.8,
      "gemm_backward_filter": 0.85, "reduction_half_length": 90,
      "tile_intensity_exponent": 0.3, "call_floor_us": 0, "pointwise_call_floor_us": 95,
      "elementwise": 0.4, "pooling": 0.7, "pooling_backward": 0.3, "normalization": 0.04,
      "pooling_window": 2.1, "learned_convolution": )" +
                      learned + R"(}},
    "family_efficiency": {)")
                         .str());
}

std::string learnedError(llvm::StringRef learned) {
  ScratchDirectory dir;
  llvm::Expected<DeviceProfile> profile =
      loadDeviceProfile(dir.write("learned.json", profileWithLearned(learned)));
  if (profile)
    return "(loaded without error)";
  return replaceOnce(llvm::toString(profile.takeError()), dir.str(), "(dir)");
}
} // namespace

TEST(Device, LearnedConvolutionIsReadAndCheckedFieldByField) {
  ScratchDirectory dir;
  llvm::Expected<DeviceProfile> profile = loadDeviceProfile(dir.write(
      "learned.json",
      profileWithLearned(R"({"source": "test", "feature_set": "netc-convolution-features-1",
          "forward": {"rows": 12, "base": -0.5, "trees": [
            {"features": [7, 0], "thresholds": [3.5, -2], "leaves": [0.1, 0.2, 0.3, 0.4]}]}})")));
  ASSERT_TRUE(bool(profile)) << llvm::toString(profile.takeError());
  const PrecisionCalibration *fp32 = profile->getPrecisionCalibration(Precision::FP32);
  ASSERT_NE(fp32, nullptr);
  ASSERT_TRUE(fp32->learned);
  EXPECT_EQ(fp32->learned->source, "test");
  ASSERT_TRUE(fp32->learned->passes[0].has_value());
  EXPECT_FALSE(fp32->learned->passes[1].has_value());
  const TreeEnsemble &forward = *fp32->learned->passes[0];
  EXPECT_EQ(forward.rows, 12u);
  ASSERT_EQ(forward.trees.size(), 1u);
  // x[7] = 4 > 3.5 (bit 1), x[0] = -3 <= -2 (bit 0): leaf 0b10.
  std::vector<double> x(kNumLearnedConvolutionFeatures, 0);
  x[7] = 4;
  x[0] = -3;
  EXPECT_EQ(forward.trees[0].leafIndex(x), 2u);
  EXPECT_DOUBLE_EQ(forward.predict(x), -0.5 + 0.3);

  // Every malformed part is named by its field.
  EXPECT_EQ(learnedError(R"({"source": "t", "feature_set": "other-features",
      "forward": {"rows": 1, "base": 0, "trees": []}})"),
            "(dir)/learned.json: field 'calibrated.per_precision.fp32.learned_convolution."
            "feature_set': this netc computes the features 'netc-convolution-features-1', not "
            "'other-features': fit the profile again (netc calibrate --fit)");
  EXPECT_EQ(learnedError(R"({"source": "t", "feature_set": "netc-convolution-features-1",
      "forward": {"rows": 1, "base": 0, "trees": [
        {"features": [23], "thresholds": [0], "leaves": [0, 0]}]}})"),
            "(dir)/learned.json: field 'calibrated.per_precision.fp32.learned_convolution."
            "forward.trees[0].features[0]': expected an integer in [0, 23), got 23");
  EXPECT_EQ(learnedError(R"({"source": "t", "feature_set": "netc-convolution-features-1",
      "forward": {"rows": 1, "base": 0, "trees": [
        {"features": [1, 2], "thresholds": [0, 1], "leaves": [0, 0, 0]}]}})"),
            "(dir)/learned.json: field 'calibrated.per_precision.fp32.learned_convolution."
            "forward.trees[0].leaves': expected 4 numbers, got 3");
  EXPECT_EQ(learnedError(R"({"source": "t", "feature_set": "netc-convolution-features-1",
      "sideways": {}})"),
            "(dir)/learned.json: field 'calibrated.per_precision.fp32.learned_convolution."
            "sideways': unknown field (docs/devices.md lists the schema)");
  EXPECT_NE(learnedError(R"({"source": "t", "feature_set": "netc-convolution-features-1",
      "features": ["log_batch"]})")
                .find("expected this netc's 23 feature names"),
            std::string::npos);
  EXPECT_NE(learnedError(R"({"source": "t", "feature_set": "netc-convolution-features-1",
      "forward": {"rows": 1, "base": 0, "trees": [
        {"features": [], "thresholds": [], "leaves": [0]}]}})")
                .find("expected 1 to 12 levels, got 0"),
            std::string::npos);
}

TEST(Device, LearnedBatchNormIsReadWithItsOwnFeatureSet) {
  // The same schema as learned_convolution, under its own field, its own
  // feature set and its own feature count (12).
  std::string profile = replaceOnce(
      profileWithLearned(R"({"source": "t", "feature_set": "netc-convolution-features-1"})"),
      R"("learned_convolution": {"source": "t", "feature_set": "netc-convolution-features-1"})",
      R"("learned_batch_norm": {"source": "sweep", "feature_set": "netc-batch-norm-features-1",
          "backward_data": {"rows": 40, "base": 0.25, "trees": [
            {"features": [4], "thresholds": [1.5], "leaves": [0, 0.7]}]}})");
  ScratchDirectory dir;
  llvm::Expected<DeviceProfile> loaded = loadDeviceProfile(dir.write("bn.json", profile));
  ASSERT_TRUE(bool(loaded)) << llvm::toString(loaded.takeError());
  const PrecisionCalibration *fp32 = loaded->getPrecisionCalibration(Precision::FP32);
  ASSERT_NE(fp32, nullptr);
  EXPECT_FALSE(fp32->learned);
  ASSERT_TRUE(fp32->learnedBatchNorm);
  EXPECT_EQ(fp32->learnedBatchNorm->source, "sweep");
  EXPECT_EQ(fp32->learnedBatchNorm->getPass(0), nullptr);
  ASSERT_NE(fp32->learnedBatchNorm->getPass(1), nullptr);
  std::vector<double> x(kNumLearnedBatchNormFeatures, 0);
  x[4] = 2; // two channel blocks
  EXPECT_DOUBLE_EQ(fp32->learnedBatchNorm->getPass(1)->predict(x), 0.25 + 0.7);

  auto error = [&](llvm::StringRef learned) {
    std::string text = replaceOnce(
        profileWithLearned(R"({"source": "t", "feature_set": "netc-convolution-features-1"})"),
        R"("learned_convolution": {"source": "t", "feature_set": "netc-convolution-features-1"})",
        (R"("learned_batch_norm": )" + learned).str());
    llvm::Expected<DeviceProfile> bad = loadDeviceProfile(dir.write("bad.json", text));
    if (bad)
      return std::string("(loaded without error)");
    return replaceOnce(llvm::toString(bad.takeError()), dir.str(), "(dir)");
  };
  // A convolution's feature set, or a feature index past batch norm's 12.
  EXPECT_EQ(error(R"({"source": "t", "feature_set": "netc-convolution-features-1"})"),
            "(dir)/bad.json: field 'calibrated.per_precision.fp32.learned_batch_norm."
            "feature_set': this netc computes the features 'netc-batch-norm-features-1', not "
            "'netc-convolution-features-1': fit the profile again (netc calibrate --fit)");
  EXPECT_EQ(error(R"({"source": "t", "feature_set": "netc-batch-norm-features-1",
      "forward": {"rows": 1, "base": 0, "trees": [
        {"features": [12], "thresholds": [0], "leaves": [0, 0]}]}})"),
            "(dir)/bad.json: field 'calibrated.per_precision.fp32.learned_batch_norm."
            "forward.trees[0].features[0]': expected an integer in [0, 12), got 12");
}
