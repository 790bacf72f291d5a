//===- KernelProblems.h - A kern op as the kernel catalog's problem -*- C++ -*-===//
//
// The bridge between the kern dialect and the kernel catalog: the catalog
// speaks in problems (shapes, pitches, windows, epilogue), the dialect in ops.
// -kern-select-kernels asks for an op's candidates to choose among them; the
// emitter asks again to instantiate the one chosen (its variant, tile,
// threads and form, read from the op). One function, so the two can never
// describe the same op differently.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_TARGET_CUDA_KERNELPROBLEMS_H
#define NETC_TARGET_CUDA_KERNELPROBLEMS_H

#include "Kernel/IR/KernelOps.h"
#include "Kernels/KernelCatalog.h"

#include "mlir/IR/Operation.h"

#include <string>
#include <vector>

namespace netc::cuda {

/// A kernel epilogue's activation as the catalog names it.
KernelActivation toKernelActivation(kern::Activation activation);
/// An NHWC activation buffer's view (its memref must be one, as the kern
/// verifiers require).
TensorView toTensorView(mlir::Value buffer);

/// Every configuration of the catalog that runs this kern kernel op (a
/// convolution's variants and tiles; the one kernel of a streaming op);
/// empty for an op that is not a kernel. A convolution inside a kern.program
/// takes its tf32_round_to_nearest.
std::vector<KernelConfig> kernelCandidates(mlir::Operation *kernel, const KernelTarget &target,
                                           Precision precision);

/// Whether `config` is the configuration `chosen` names (#kern.config: its
/// variant, tile, threads, direct form and split). The emitter finds the
/// kernel to generate with it; `netc lower --explain` marks the choice.
bool isChosenKernel(const KernelConfig &config, kern::KernelConfigAttr chosen);

/// The GEMM's reduction length of a convolution, kh * kw * cin / groups (its
/// filter is [cout, kh, kw, cin / groups]); 0 for kernels that are not
/// GEMMs. The cost model's trip count: -kern-select-kernels prices with it
/// and the emitter records it in plan.json, so that a fit of the structural
/// model reads the number the lowering used.
int64_t gemmReductionLength(mlir::Operation *kernel);

/// Why the catalog has no kernel for this op whatever the target (a
/// convolution whose extents, strides or padding the kernels' int template
/// arguments cannot hold, say); empty when that is not the reason.
std::string kernelRefusal(mlir::Operation *kernel, Precision precision);

} // namespace netc::cuda

#endif // NETC_TARGET_CUDA_KERNELPROBLEMS_H
