//===- CompileTypes.h - Precision, layout and kernel target -----*- C++ -*-===//
//
// The three choices every stage of netc agrees on, one type each: the
// arithmetic (Precision), the tensor layout a library runs in (Layout) and
// the GPU the kernels are generated for (KernelTarget). They are parsed once,
// at the command-line edge (lib/Support/CompileOptions.h), and travel typed
// from there: the cost model, the kernel catalog, the lowering, the kern
// dialect's #kern<precision ...> attribute, the emitter and the runtime all
// take these types, never their spellings.
//
// include/netc/Base is the bottom layer of the project: plain C++17, header
// only, including nothing but the standard library. That is what lets every
// other layer share these types: the dialects (which include nothing from
// lib/), the kernel catalog (which bench/kernels compiles without LLVM) and
// the runtime (built without MLIR or LLVM) include this header directly, so
// there is no second enum to convert to and keep in step.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_BASE_COMPILETYPES_H
#define NETC_BASE_COMPILETYPES_H

#include <algorithm>
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <iterator>
#include <optional>
#include <string>
#include <string_view>

namespace netc {

/// The arithmetic of a compilation, a prediction or a run. tf32 is stored as
/// fp32; bf16 and fp16 are stored in 16 bits (fp32 arithmetic in netc's
/// kernels where there are no tensor cores). The order is the index of a
/// device profile's per-precision calibration.
enum class Precision { FP32, TF32, FP16, BF16 };
constexpr int kNumPrecisions = 4;
/// Every precision, in the enum's order (for iterating and for messages that
/// list the set).
constexpr Precision kAllPrecisions[kNumPrecisions] = {Precision::FP32, Precision::TF32,
                                                      Precision::FP16, Precision::BF16};

/// The layout of activations in memory (the libraries' NHWC or NCHW
/// kernels; netc's own kernels are NHWC).
enum class Layout { NHWC, NCHW };
constexpr Layout kAllLayouts[] = {Layout::NHWC, Layout::NCHW};

namespace detail {
/// Whether `a` and `b` are the same ASCII text ignoring case.
inline bool equalsIgnoringCase(std::string_view a, std::string_view b) {
  return a.size() == b.size() &&
         std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
           return std::tolower(static_cast<unsigned char>(x)) ==
                  std::tolower(static_cast<unsigned char>(y));
         });
}
} // namespace detail

/// "fp32", "tf32", "fp16", "bf16": the one spelling of each precision, on the
/// command line, in kern IR and in plan.json.
inline const char *getPrecisionName(Precision precision) {
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

namespace detail {
/// The value of `all` whose getName spelling is `name`: exactly, or in any
/// case.
template <typename T, std::size_t N>
std::optional<T> findByName(const T (&all)[N], const char *(*getName)(T), std::string_view name,
                            bool anyCase) {
  for (T value : all)
    if (anyCase ? equalsIgnoringCase(name, getName(value)) : name == getName(value))
      return value;
  return std::nullopt;
}
} // namespace detail

/// The precision spelt `name` (any case, as the command line accepts it);
/// nothing for anything else.
inline std::optional<Precision> parsePrecision(std::string_view name) {
  return detail::findByName(kAllPrecisions, getPrecisionName, name, /*anyCase=*/true);
}
/// The precision spelt exactly as getPrecisionName spells it (plan.json,
/// netc-runtime's flags); nothing for any other text, another case included.
inline std::optional<Precision> parsePrecisionExactly(std::string_view name) {
  return detail::findByName(kAllPrecisions, getPrecisionName, name, /*anyCase=*/false);
}

/// 4 for fp32 and tf32, 2 for bf16 and fp16.
inline int64_t getBytesPerElement(Precision precision) {
  return precision == Precision::FP16 || precision == Precision::BF16 ? 2 : 4;
}

/// "nhwc", "nchw".
inline const char *getLayoutName(Layout layout) {
  return layout == Layout::NHWC ? "nhwc" : "nchw";
}

/// The layout spelt `name` (any case); nothing for anything else.
inline std::optional<Layout> parseLayout(std::string_view name) {
  return detail::findByName(kAllLayouts, getLayoutName, name, /*anyCase=*/true);
}
/// The layout spelt exactly as getLayoutName spells it.
inline std::optional<Layout> parseLayoutExactly(std::string_view name) {
  return detail::findByName(kAllLayouts, getLayoutName, name, /*anyCase=*/false);
}

/// The GPU the kernels are generated for: its compute capability as 61, 75,
/// 80, 90 ...
struct KernelTarget {
  int smVersion = 90;

  /// Whether netc's tensor-core kernels (mma.sync with cp.async, sm_80 and
  /// later) run `precision`; fp32 proper never uses them.
  bool hasTensorCores(Precision precision) const {
    return precision != Precision::FP32 && smVersion >= 80;
  }
  /// Whether netc's warpgroup tensor-core kernels (wgmma, built for the
  /// arch-specific sm_90a) run `precision`: Hopper (sm_90: H100, H200) only,
  /// as wgmma is absent from every later architecture; 16-bit storage, and
  /// tf32 (fp32 storage read by the tensor cores), never fp32 proper.
  bool hasWgmma(Precision precision) const {
    return smVersion == 90 && hasTensorCores(precision);
  }
  /// "sm_90".
  std::string getName() const { return "sm_" + std::to_string(smVersion); }

  bool operator==(const KernelTarget &other) const { return smVersion == other.smVersion; }
  bool operator!=(const KernelTarget &other) const { return !(*this == other); }
};

/// "sm_61", "sm_90" ... (compute capability 5.0 and later, the oldest netc's
/// kernels build for); nothing for anything else.
inline std::optional<KernelTarget> parseKernelTarget(std::string_view text) {
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

} // namespace netc

#endif // NETC_BASE_COMPILETYPES_H
