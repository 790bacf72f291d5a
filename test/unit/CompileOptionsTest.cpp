//===- CompileOptionsTest.cpp - Options parsed once, errors named ---------===//

#include "Support/CompileOptions.h"

#include <gtest/gtest.h>

using namespace netc;

namespace {
/// The error's message, or "" when `value` holds a value.
template <typename T> std::string errorOf(llvm::Expected<T> value) {
  return value ? std::string() : llvm::toString(value.takeError());
}
} // namespace

TEST(CompileTypes, SpellingsRoundTripAndNothingElseParses) {
  for (Precision precision : {Precision::FP32, Precision::TF32, Precision::FP16, Precision::BF16})
    EXPECT_EQ(parsePrecision(getPrecisionName(precision)), precision);
  EXPECT_EQ(parsePrecision("BF16"), Precision::BF16);
  for (const char *bad : {"", "fp8", "float32", "bf16 "})
    EXPECT_FALSE(parsePrecision(bad)) << bad;
  EXPECT_EQ(parseLayout("NCHW"), Layout::NCHW);
  EXPECT_FALSE(parseLayout("chwn"));
  EXPECT_EQ(parseKernelTarget("sm_86")->getName(), "sm_86");
  EXPECT_EQ(getBytesPerElement(Precision::TF32), 4);
  EXPECT_EQ(getBytesPerElement(Precision::FP16), 2);
}

TEST(CompileOptions, AnUnknownValueIsAnErrorNamingTheFlag) {
  EXPECT_EQ(errorOf(parsePrecisionOption("fp8")),
            "--precision: expected fp32, tf32, bf16 or fp16, got 'fp8'");
  EXPECT_EQ(errorOf(parseLayoutOption("chwn")), "--layout: expected nhwc or nchw, got 'chwn'");
  EXPECT_EQ(errorOf(parseTargetOption("gfx90a")),
            "--target: expected sm_XX (sm_61, sm_75, sm_80, sm_90 ...), got "
            "'gfx90a'");
  EXPECT_NE(errorOf(resolveCompileOptions("sm_90", "fp32", "nosuchgpu")).find("--device: "),
            std::string::npos);
}

TEST(CompileOptions, TheTargetDefaultsToTheDeviceProfilesSmVersion) {
  llvm::Expected<CompileOptions> a100 = resolveCompileOptions("", "bf16", "a100");
  ASSERT_TRUE(bool(a100)) << llvm::toString(a100.takeError());
  EXPECT_EQ(a100->target.smVersion, 80);
  EXPECT_EQ(a100->precision, Precision::BF16);
  EXPECT_EQ(a100->device.key, "a100");
  // An explicit target wins over the profile's.
  llvm::Expected<CompileOptions> pinned = resolveCompileOptions("sm_90", "fp32", "a100");
  ASSERT_TRUE(bool(pinned)) << llvm::toString(pinned.takeError());
  EXPECT_EQ(pinned->target.smVersion, 90);
  // A Kepler profile is older than netc's kernels build for.
  EXPECT_EQ(errorOf(resolveCompileOptions("", "fp32", "k20")),
            "--target: device 'k20' is sm_35, older than netc generates for (sm_50 and "
            "later); pass --target");
}

TEST(CompileOptions, EveryPrecisionRunsOnEveryTarget) {
  // Without tensor cores the SIMT kernels run 16-bit storage and tf32 in fp32
  // arithmetic (issue 16: every convolution lowers for every precision and
  // target).
  for (const char *precision : {"fp32", "tf32", "bf16", "fp16"})
    for (const char *target : {"sm_61", "sm_75", "sm_80", "sm_90"})
      EXPECT_TRUE(bool(resolveCompileOptions(target, precision, "h100")))
          << precision << " " << target;
  EXPECT_TRUE(bool(resolveCompileOptions("sm_80", "tf32", "h100")));
}

TEST(CompileOptions, ALoadedProfileResolvesAsItsKeyDoes) {
  llvm::Expected<DeviceProfile> a100 = lookupDevice("a100");
  ASSERT_TRUE(bool(a100)) << llvm::toString(a100.takeError());
  llvm::Expected<CompileOptions> loaded = resolveCompileOptions("", "bf16", *a100);
  ASSERT_TRUE(bool(loaded)) << llvm::toString(loaded.takeError());
  EXPECT_EQ(loaded->target.smVersion, 80);
  EXPECT_EQ(loaded->device.key, "a100");
  // The flags' mistakes come first whichever way the device is given, and
  // before an unknown device.
  EXPECT_EQ(errorOf(resolveCompileOptions("", "fp8", *a100)),
            "--precision: expected fp32, tf32, bf16 or fp16, got 'fp8'");
  EXPECT_EQ(errorOf(resolveCompileOptions("", "fp8", "nosuchgpu")),
            "--precision: expected fp32, tf32, bf16 or fp16, got 'fp8'");
  EXPECT_EQ(errorOf(resolveCompileOptions("gfx90a", "fp32", "nosuchgpu")).rfind("--target: ", 0),
            0u);
}

TEST(CompileOptions, ParsedOptionsResolveAsTheirSpellingsDo) {
  // The typed pass and pipeline options (Support/OptionParsers.h) resolve
  // through the typed overloads: the same options and the same errors as
  // the spelt flags of netc lower.
  llvm::Expected<CompileOptions> typed =
      resolveCompileOptions(std::nullopt, Precision::BF16, "a100");
  llvm::Expected<CompileOptions> spelt = resolveCompileOptions("", "bf16", "a100");
  ASSERT_TRUE(bool(typed)) << llvm::toString(typed.takeError());
  ASSERT_TRUE(bool(spelt)) << llvm::toString(spelt.takeError());
  EXPECT_EQ(typed->target, spelt->target);
  EXPECT_EQ(typed->precision, spelt->precision);
  EXPECT_EQ(typed->device.key, spelt->device.key);
  EXPECT_EQ(errorOf(resolveCompileOptions(KernelTarget{61}, Precision::BF16, "h100")),
            errorOf(resolveCompileOptions("sm_61", "bf16", "h100")));
  EXPECT_EQ(errorOf(resolveCompileOptions(std::nullopt, Precision::FP32, "nosuchgpu")),
            errorOf(resolveCompileOptions("", "fp32", "nosuchgpu")));
  // A value's own error, without a flag's name (llvm::cl adds the option's).
  EXPECT_EQ(errorOf(parsePrecisionValue("fp8")), "expected fp32, tf32, bf16 or fp16, got 'fp8'");
  EXPECT_EQ(errorOf(parseLayoutValue("chwn")), "expected nhwc or nchw, got 'chwn'");
  EXPECT_EQ(errorOf(parseTargetValue("sm_999")),
            "expected sm_XX (sm_61, sm_75, sm_80, sm_90 ...), got 'sm_999'");
}
