//===- CompileTypes.cpp - Precision, layout and kernel target -------------===//

#include "Support/CompileTypes.h"

#include <algorithm>
#include <cctype>
#include <iterator>

using namespace netc;

/// Whether `a` and `b` are the same ASCII text ignoring case.
static bool equalsIgnoringCase(std::string_view a, std::string_view b) {
  if (a.size() != b.size())
    return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(a[i])) !=
        std::tolower(static_cast<unsigned char>(b[i])))
      return false;
  return true;
}

const char *netc::getPrecisionName(Precision precision) {
  switch (precision) {
  case Precision::FP32:
    return "fp32";
  case Precision::TF32:
    return "tf32";
  case Precision::FP16:
    return "fp16";
  case Precision::BF16:
    return "bf16";
  }
  return "fp32";
}

std::optional<Precision> netc::parsePrecision(std::string_view name) {
  for (Precision precision : {Precision::FP32, Precision::TF32, Precision::FP16, Precision::BF16})
    if (equalsIgnoringCase(name, getPrecisionName(precision)))
      return precision;
  return std::nullopt;
}

int64_t netc::getBytesPerElement(Precision precision) {
  return precision == Precision::FP16 || precision == Precision::BF16 ? 2 : 4;
}

const char *netc::getLayoutName(Layout layout) {
  return layout == Layout::NHWC ? "nhwc" : "nchw";
}

std::optional<Layout> netc::parseLayout(std::string_view name) {
  for (Layout layout : {Layout::NHWC, Layout::NCHW})
    if (equalsIgnoringCase(name, getLayoutName(layout)))
      return layout;
  return std::nullopt;
}

bool KernelTarget::hasTensorCores(Precision precision) const {
  return precision != Precision::FP32 && smVersion >= 80;
}

std::string KernelTarget::getName() const { return "sm_" + std::to_string(smVersion); }

std::optional<KernelTarget> netc::parseKernelTarget(std::string_view text) {
  // sm_ and two or three digits without a leading zero.
  if (text.size() < 5 || text.size() > 7 || text.substr(0, 3) != "sm_" || text[3] == '0')
    return std::nullopt;
  int version = 0;
  for (char digit : text.substr(3)) {
    if (digit < '0' || digit > '9')
      return std::nullopt;
    version = version * 10 + (digit - '0');
  }
  // Only architectures NVIDIA has made: sm_999 would pass a range check and
  // then fail inside nvcc, or be written into plan.json as if it existed.
  static constexpr int kKnownTargets[] = {50, 52, 53, 60, 61, 62, 70, 72, 75, 80, 86,
                                          87, 89, 90, 100, 101, 103, 110, 120, 121};
  if (std::find(std::begin(kKnownTargets), std::end(kKnownTargets), version) ==
      std::end(kKnownTargets))
    return std::nullopt;
  return KernelTarget{version};
}
