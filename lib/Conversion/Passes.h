//===- Passes.h - Conversions between netc's dialects -----------*- C++ -*-===//
#ifndef NETC_CONVERSION_PASSES_H
#define NETC_CONVERSION_PASSES_H

#include "Kernel/IR/KernelOps.h"
#include "Support/CompileOptions.h"
#include "Support/OptionParsers.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace netc {

#define GEN_PASS_DECL
#include "Conversion/Passes.h.inc"

/// -convert-net-to-kern with options resolved by the caller (the device
/// profile already loaded), as `netc lower` runs it.
std::unique_ptr<mlir::Pass> createConvertNetToKern(const CompileOptions &options);

/// -kern-select-kernels with the device profile a driver loaded already and,
/// when given, the variant every convolution it can run must use (the pass's
/// conv-variant option). `forceKernel` non-empty: convolutions take the
/// candidate of that structure key (CostModel/KernelStructure.h), an error
/// where none has it (single-kernel benchmarks).
std::unique_ptr<mlir::Pass>
createKernSelectKernels(const DeviceProfile &device,
                        std::optional<kern::KernelVariant> convVariant = std::nullopt,
                        const std::string &forceKernel = "");

#define GEN_PASS_REGISTRATION
#include "Conversion/Passes.h.inc"

} // namespace netc

#endif // NETC_CONVERSION_PASSES_H
