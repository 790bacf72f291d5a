//===- CompileOptions.h - What one compilation is for ------------*- C++ -*-===//
//
// The options of a lowering, parsed once where they enter (a command-line
// flag, a pass option, a pipeline option) and passed on typed: the target GPU,
// the precision and the device profile the cost model chooses kernels with.
// Every spelling error is reported here, with the flag's name and the value
// that was given; nothing downstream parses a string again.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_SUPPORT_COMPILEOPTIONS_H
#define NETC_SUPPORT_COMPILEOPTIONS_H

#include "netc/Base/CompileTypes.h"
#include "Support/DeviceProfile.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

namespace netc {

struct CompileOptions {
  KernelTarget target;
  Precision precision = Precision::FP32;
  /// Loaded once; the lowering's kernel choice and the plan's predictions
  /// both read this copy.
  DeviceProfile device;
  /// For benchmarks of one kernel (bench/kstruct): every convolution runs
  /// this catalog kernel, named by getKernelName ("implicit_gemm_simt
  /// 64x64x16 t256", "implicit_gemm_simt 64x64x16 t256 s8"), instead of the
  /// cost model's choice; empty: the choice.
  std::string forceKernel;
  /// tf32 only: the wgmma kernels round their fp32 operands to tf32 (round to
  /// nearest, as cuDNN does) instead of letting the tensor cores truncate
  /// them (`netc lower --tf32-rounding nearest`): 2.5x less error against
  /// fp32, 1.2-1.7x the time (docs/kernels.md 3b).
  bool tf32RoundToNearest = false;
};

/// The value of a precision, layout or target option: "expected fp32, tf32,
/// bf16 or fp16, got 'fp8'" on error, without the flag's name (the command
/// line's parsers of pass options, OptionParsers.h, add their own).
llvm::Expected<Precision> parsePrecisionValue(llvm::StringRef text);
llvm::Expected<Layout> parseLayoutValue(llvm::StringRef text);
llvm::Expected<KernelTarget> parseTargetValue(llvm::StringRef text);

/// "--precision: expected fp32, tf32, bf16 or fp16, got 'fp8'" on error.
llvm::Expected<Precision> parsePrecisionOption(llvm::StringRef text);
/// "--layout: expected nhwc or nchw, got 'chwn'" on error.
llvm::Expected<Layout> parseLayoutOption(llvm::StringRef text);
/// "--target: expected sm_XX (sm_61, sm_75, sm_80, sm_90 ...),
/// got 'gfx90a'" on error.
llvm::Expected<KernelTarget> parseTargetOption(llvm::StringRef text);

/// Resolves the three lowering flags as given on a command line. `target`
/// empty: the device profile's own sm_version (an error naming the profile
/// when netc cannot generate for it). A 16-bit or tf32 precision on a target
/// without netc's tensor-core kernels is an error: those kernels would not
/// exist.
llvm::Expected<CompileOptions> resolveCompileOptions(llvm::StringRef target,
                                                     llvm::StringRef precision,
                                                     llvm::StringRef device);
/// The same with the device profile already loaded (a tool that needs the
/// profile before it lowers reads its JSON once).
llvm::Expected<CompileOptions> resolveCompileOptions(llvm::StringRef target,
                                                     llvm::StringRef precision,
                                                     DeviceProfile device);
/// The same for options already parsed (typed pass and pipeline options):
/// `target` nothing for the device profile's own; the device profile looked
/// up by key or path.
llvm::Expected<CompileOptions> resolveCompileOptions(std::optional<KernelTarget> target,
                                                     Precision precision,
                                                     llvm::StringRef device);
llvm::Expected<CompileOptions> resolveCompileOptions(std::optional<KernelTarget> target,
                                                     Precision precision,
                                                     DeviceProfile device);

} // namespace netc

#endif // NETC_SUPPORT_COMPILEOPTIONS_H
