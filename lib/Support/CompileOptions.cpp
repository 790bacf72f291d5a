//===- CompileOptions.cpp - What one compilation is for -------------------===//

#include "Support/CompileOptions.h"

using namespace llvm;
using namespace netc;

static Error optionError(const Twine &message) {
  return createStringError(inconvertibleErrorCode(), message);
}

/// "expected EXPECTED, got 'TEXT'".
static Error expectedError(StringRef expected, StringRef text) {
  return optionError("expected " + expected + ", got '" + text + "'");
}

/// `parsed`, or its error as "FLAG: message".
template <typename T>
static Expected<T> namingFlag(StringRef flag, Expected<T> parsed) {
  if (!parsed)
    return optionError(flag + ": " + toString(parsed.takeError()));
  return parsed;
}

Expected<Precision> netc::parsePrecisionValue(StringRef text) {
  if (std::optional<Precision> precision = parsePrecision(text))
    return *precision;
  return expectedError("fp32, tf32, bf16 or fp16", text);
}

Expected<Layout> netc::parseLayoutValue(StringRef text) {
  if (std::optional<Layout> layout = parseLayout(text))
    return *layout;
  return expectedError("nhwc or nchw", text);
}

Expected<KernelTarget> netc::parseTargetValue(StringRef text) {
  if (std::optional<KernelTarget> target = parseKernelTarget(text))
    return *target;
  return expectedError("sm_XX (sm_61, sm_75, sm_80, sm_90 ...)", text);
}

Expected<Precision> netc::parsePrecisionOption(StringRef text) {
  return namingFlag("--precision", parsePrecisionValue(text));
}

Expected<Layout> netc::parseLayoutOption(StringRef text) {
  return namingFlag("--layout", parseLayoutValue(text));
}

Expected<KernelTarget> netc::parseTargetOption(StringRef text) {
  return namingFlag("--target", parseTargetValue(text));
}

/// The spelt target and precision, parsed: the flags' own mistakes are
/// reported before the device profile is looked at.
static Error parseSpeltOptions(StringRef target, StringRef precision,
                               std::optional<KernelTarget> &parsedTarget,
                               Precision &parsedPrecision) {
  if (!target.empty()) {
    Expected<KernelTarget> parsed = parseTargetOption(target);
    if (!parsed)
      return parsed.takeError();
    parsedTarget = *parsed;
  }
  Expected<Precision> parsed = parsePrecisionOption(precision);
  if (!parsed)
    return parsed.takeError();
  parsedPrecision = *parsed;
  return Error::success();
}

Expected<CompileOptions> netc::resolveCompileOptions(StringRef target, StringRef precision,
                                                     StringRef device) {
  std::optional<KernelTarget> parsedTarget;
  Precision parsedPrecision = Precision::FP32;
  if (Error error = parseSpeltOptions(target, precision, parsedTarget, parsedPrecision))
    return std::move(error);
  return resolveCompileOptions(parsedTarget, parsedPrecision, device);
}

Expected<CompileOptions> netc::resolveCompileOptions(StringRef target, StringRef precision,
                                                     DeviceProfile device) {
  std::optional<KernelTarget> parsedTarget;
  Precision parsedPrecision = Precision::FP32;
  if (Error error = parseSpeltOptions(target, precision, parsedTarget, parsedPrecision))
    return std::move(error);
  return resolveCompileOptions(parsedTarget, parsedPrecision, std::move(device));
}

Expected<CompileOptions> netc::resolveCompileOptions(std::optional<KernelTarget> target,
                                                     Precision precision, StringRef device) {
  Expected<DeviceProfile> profile = lookupDeviceOrFile(device);
  if (!profile)
    return optionError("--device: " + toString(profile.takeError()));
  return resolveCompileOptions(target, precision, std::move(*profile));
}

Expected<CompileOptions> netc::resolveCompileOptions(std::optional<KernelTarget> target,
                                                     Precision precision, DeviceProfile device) {
  CompileOptions options;
  options.precision = precision;
  options.device = std::move(device);
  if (target) {
    options.target = *target;
  } else {
    std::optional<KernelTarget> fromProfile = parseKernelTarget(options.device.smVersion);
    if (!fromProfile)
      return optionError("--target: device '" + options.device.key + "' is " +
                         options.device.smVersion +
                         ", older than netc generates for (sm_50 and later); pass --target");
    options.target = *fromProfile;
  }
  // Every precision runs on every target: without tensor cores for it, the
  // SIMT kernels widen 16-bit storage on load and compute in fp32, and tf32
  // keeps fp32's precision (nothing rounds the operands; within tf32's bound).
  return options;
}
