//===- CompileOptions.cpp - What one compilation is for -------------------===//

#include "Support/CompileOptions.h"

using namespace llvm;
using namespace netc;

static Error optionError(const Twine &message) {
  return createStringError(inconvertibleErrorCode(), message);
}

Expected<Precision> netc::parsePrecisionOption(StringRef text) {
  if (std::optional<Precision> precision = parsePrecision(text))
    return *precision;
  return optionError("--precision: expected fp32, tf32, bf16 or fp16, got '" + text + "'");
}

Expected<Layout> netc::parseLayoutOption(StringRef text) {
  if (std::optional<Layout> layout = parseLayout(text))
    return *layout;
  return optionError("--layout: expected nhwc or nchw, got '" + text + "'");
}

Expected<KernelTarget> netc::parseTargetOption(StringRef text) {
  if (std::optional<KernelTarget> target = parseKernelTarget(text))
    return *target;
  return optionError("--target: expected sm_XX (sm_61, sm_75, sm_80, sm_90 ...), "
                     "got '" +
                     text + "'");
}

Expected<CompileOptions> netc::resolveCompileOptions(StringRef target, StringRef precision,
                                                     StringRef device) {
  Expected<DeviceProfile> profile = lookupDeviceOrFile(device);
  if (!profile) {
    // The flags' own mistakes first, as before the profile is looked at.
    if (!target.empty())
      if (Expected<KernelTarget> parsed = parseTargetOption(target); !parsed) {
        consumeError(profile.takeError());
        return parsed.takeError();
      }
    if (Expected<Precision> parsed = parsePrecisionOption(precision); !parsed) {
      consumeError(profile.takeError());
      return parsed.takeError();
    }
    return optionError("--device: " + toString(profile.takeError()));
  }
  return resolveCompileOptions(target, precision, std::move(*profile));
}

Expected<CompileOptions> netc::resolveCompileOptions(StringRef target, StringRef precision,
                                                     DeviceProfile device) {
  CompileOptions options;
  if (!target.empty()) {
    Expected<KernelTarget> parsed = parseTargetOption(target);
    if (!parsed)
      return parsed.takeError();
    options.target = *parsed;
  }
  Expected<Precision> parsedPrecision = parsePrecisionOption(precision);
  if (!parsedPrecision)
    return parsedPrecision.takeError();
  options.precision = *parsedPrecision;
  options.device = std::move(device);
  if (target.empty()) {
    std::optional<KernelTarget> fromProfile = parseKernelTarget(options.device.smVersion);
    if (!fromProfile)
      return optionError("--target: device '" + options.device.key + "' is " +
                         options.device.smVersion +
                         ", older than netc generates for (sm_50 and later); pass --target");
    options.target = *fromProfile;
  }
  if (options.precision != Precision::FP32 && !options.target.hasTensorCores(options.precision))
    return optionError(Twine("--precision ") + getPrecisionName(options.precision) +
                       " needs tensor cores with " + getPrecisionName(options.precision) +
                       " (sm_80 or later); " + options.target.getName() + " runs fp32 only");
  return options;
}
