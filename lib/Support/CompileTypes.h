//===- CompileTypes.h - Precision, layout and kernel target -----*- C++ -*-===//
//
// The three choices every compiler stage agrees on, one type each: the
// arithmetic (Precision), the tensor layout a library runs in (Layout) and
// the GPU the kernels are generated for (KernelTarget). They are parsed once,
// at the command-line edge (CompileOptions.h), and travel typed from there:
// the cost model, the kernel catalog, the lowering and the emitter all take
// these types, never their spellings.
//
// Plain C++17 (no LLVM, no MLIR): the kernel catalog, which bench/kernels
// compiles without LLVM, uses them too. The runtime (runtime/, no MLIR) keeps
// its own mirror in runtime/Plan.h until the plan schema shared by the plan
// writer and the runtime's reader lands (issue 13, item 4).
//
//===----------------------------------------------------------------------===//

#ifndef NETC_SUPPORT_COMPILETYPES_H
#define NETC_SUPPORT_COMPILETYPES_H

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace netc {

/// The arithmetic of a compilation or a prediction. tf32 is stored as fp32;
/// bf16 and fp16 are stored in 16 bits (fp32 arithmetic in netc's kernels
/// where there are no tensor cores). The order is the index of a device
/// profile's per-precision calibration.
enum class Precision { FP32, TF32, FP16, BF16 };
constexpr int kNumPrecisions = 4;

/// "fp32", "tf32", "fp16", "bf16".
const char *getPrecisionName(Precision precision);
/// The precision spelt `name` (any case); nothing for anything else.
std::optional<Precision> parsePrecision(std::string_view name);
/// 4 for fp32 and tf32, 2 for bf16 and fp16.
int64_t getBytesPerElement(Precision precision);

/// The layout of activations in memory (the libraries' NHWC or NCHW
/// kernels; netc's own kernels are NHWC).
enum class Layout { NHWC, NCHW };

/// "nhwc", "nchw".
const char *getLayoutName(Layout layout);
/// The layout spelt `name` (any case); nothing for anything else.
std::optional<Layout> parseLayout(std::string_view name);

/// The GPU the kernels are generated for: its compute capability as 61, 75,
/// 80, 90 ...
struct KernelTarget {
  int smVersion = 90;

  /// Whether netc's tensor-core kernels (mma.sync with cp.async, sm_80 and
  /// later) run `precision`; fp32 proper never uses them.
  bool hasTensorCores(Precision precision) const;
  /// "sm_90".
  std::string getName() const;
};

/// "sm_61", "sm_90" ... (compute capability 5.0 and later, the oldest netc's
/// kernels build for); nothing for anything else.
std::optional<KernelTarget> parseKernelTarget(std::string_view text);

} // namespace netc

#endif // NETC_SUPPORT_COMPILETYPES_H
