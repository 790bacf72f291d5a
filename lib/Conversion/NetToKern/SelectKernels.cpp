//===- SelectKernels.cpp - Choose each kernel op's implementation ---------===//
//
// -kern-select-kernels: the second half of the lowering. -convert-net-to-kern
// builds the kernel ops with their work (flops, bytes) and leaves the choice
// of implementation open; this pass asks the kernel catalog which variants,
// tiles and forms run each op on the program's target, prices each with the
// cost model on the device profile, and records the fastest on the op. The
// emitter generates that choice and nothing else.
//
//===----------------------------------------------------------------------===//

#include "Conversion/Passes.h"

#include "CostModel/KernelCost.h"
#include "CostModel/KernelStructure.h"
#include "Kernel/IR/KernelOps.h"
#include "Target/Cuda/KernelProblems.h"

#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace netc;

namespace netc {
#define GEN_PASS_DEF_KERNSELECTKERNELS
#include "Conversion/Passes.h.inc"
} // namespace netc

namespace {

struct KernSelectKernelsPass : netc::impl::KernSelectKernelsBase<KernSelectKernelsPass> {
  using KernSelectKernelsBase::KernSelectKernelsBase;
  /// A profile a driver loaded already; the `device` option is then not read.
  KernSelectKernelsPass(const DeviceProfile &loaded,
                        std::optional<kern::KernelVariant> convVariant, std::string forceKernel)
      : loaded(loaded), forcedConvVariant(convVariant), forceKernel(std::move(forceKernel)) {}

  std::optional<DeviceProfile> loaded;
  /// The conv-variant constraint, typed (from the driver, or parsed from the
  /// option when the pass starts).
  std::optional<kern::KernelVariant> forcedConvVariant;
  /// A structure key every convolution must run (benchmarks); empty: none.
  std::string forceKernel;

  void runOnOperation() override {
    kern::ProgramOp program = getOperation();
    if (!loaded) {
      llvm::Expected<DeviceProfile> profile = lookupDeviceOrFile(device);
      if (!profile) {
        program.emitError() << "-kern-select-kernels: device: "
                            << llvm::toString(profile.takeError());
        return signalPassFailure();
      }
      loaded = std::move(*profile);
    }
    // The program states what it was lowered for; a hand-written one that
    // misspells the target is an error, never a default (the precision is
    // typed: the parser refuses anything but the four).
    std::optional<KernelTarget> target = parseKernelTarget(program.getTarget());
    if (!target) {
      program.emitError() << "-kern-select-kernels: the program's target '"
                          << program.getTarget()
                          << "' is not one netc generates for (sm_50 and later)";
      return signalPassFailure();
    }
    if (!forcedConvVariant && !convVariant.empty()) {
      std::optional<kern::KernelVariant> parsed = kern::symbolizeKernelVariant(convVariant);
      if (!parsed || !kern::isConvolutionVariant(*parsed)) {
        program.emitError() << "-kern-select-kernels: conv-variant '" << convVariant
                            << "' is not a convolution variant (direct, grouped_direct, depthwise_direct, "
                               "implicit_gemm_simt, implicit_gemm_mma, implicit_gemm_wgmma, "
                               "implicit_gemm_wgmma_tma, implicit_gemm_wgmma_tma_persistent, "
                               "winograd)";
        return signalPassFailure();
      }
      forcedConvVariant = parsed;
    }
    const Precision precision = program.getPrecision();
    const DeviceProfile &device = *loaded;
    WalkResult result = program.walk([&](kern::KernelOpInterface kernel) {
      ArrayAttr layers = kernel.getLayers();
      StringRef layer = layers && !layers.empty() ? cast<StringAttr>(layers[0]).getValue()
                                                  : StringRef("?");
      std::vector<cuda::KernelConfig> candidates =
          cuda::kernelCandidates(kernel, *target, precision);
      if (candidates.empty()) {
        // The catalog runs every valid problem on every target and precision
        // (the SIMT implicit GEMM, or the grouped kernel, at worst): an empty
        // list means the problem is past what its kernels index, and the
        // refusal names that quantity and its limit.
        std::string reason = cuda::kernelRefusal(kernel, precision);
        kernel->emitError() << "layer '" << layer << "': cannot lower this "
                            << kernel->getName().stripDialect() << " for "
                            << getPrecisionName(precision) << " on sm_" << target->smVersion
                            << ": "
                            << (reason.empty() ? "the kernel catalog offers no kernel for it "
                                                 "(a catalog bug: report it)"
                                               : reason);
        return WalkResult::interrupt();
      }
      if (forcedConvVariant && isa<kern::Conv2DOp>(kernel.getOperation())) {
        StringRef wanted = kern::stringifyKernelVariant(*forcedConvVariant);
        std::vector<cuda::KernelConfig> forced;
        for (const cuda::KernelConfig &config : candidates)
          if (config.variant == wanted)
            forced.push_back(config);
        if (!forced.empty())
          candidates = std::move(forced);
      }
      if (!forceKernel.empty() && isa<kern::Conv2DOp>(kernel.getOperation())) {
        std::string offered;
        std::vector<cuda::KernelConfig> forced;
        for (const cuda::KernelConfig &candidate : candidates) {
          std::string name = getKernelName(candidate);
          if (name == forceKernel)
            forced.push_back(candidate);
          offered += (offered.empty() ? "" : ", ") + name;
        }
        if (forced.empty()) {
          kernel->emitError() << "layer '" << layer << "': no candidate is the forced kernel '"
                              << forceKernel << "' (offered: " << offered << ")";
          return WalkResult::interrupt();
        }
        candidates = std::move(forced);
      }
      std::optional<uint64_t> flops = kernel.getFlops(), bytes = kernel.getBytes();
      if (!flops || !bytes) {
        kernel->emitError() << "layer '" << layer
                            << "': -kern-select-kernels needs the op's 'flops' and 'bytes'";
        return WalkResult::interrupt();
      }
      KernelEstimate estimate;
      size_t chosen = chooseKernel(candidates, int64_t(*flops), int64_t(*bytes), device,
                                   precision, &estimate,
                                   cuda::gemmReductionLength(kernel));
      const cuda::KernelConfig &config = candidates[chosen];
      // The catalog names its variants in text; the dialect's closed set
      // must hold every one of them.
      std::optional<kern::KernelVariant> variant = kern::symbolizeKernelVariant(config.variant);
      if (!variant) {
        kernel->emitError() << "layer '" << layer << "': the kernel catalog's variant '"
                            << config.variant << "' is not a kern dialect KernelVariant";
        return WalkResult::interrupt();
      }
      // Candidates can share a variant and tile (the mma tiles of 128 and 256
      // threads, the direct kernel's forms, the wgmma tiles' split-K): the
      // threads, the direct form and the split name the one chosen, for the
      // emitter. A choice already on the op is
      // replaced whole.
      SmallVector<int64_t, 3> tile;
      if (config.tileM > 0)
        tile = {config.tileM, config.tileN, config.tileK};
      SmallVector<int64_t, 2> directForm;
      if (config.directRowsPerItem > 0)
        directForm = {config.directRowsPerItem, config.directImagesPerBlock};
      // Checked in every build: a catalog configuration the dialect refuses
      // is an error here, not an assertion that only debug builds trip.
      kern::KernelConfigAttr chosenConfig = kern::KernelConfigAttr::getChecked(
          [&] { return kernel->emitError() << "layer '" << layer << "': "; }, &getContext(),
          *variant, ArrayRef<int64_t>(tile), config.threads, ArrayRef<int64_t>(directForm),
          config.splitK, llvm::APFloat(estimate.totalMs));
      if (!chosenConfig)
        return WalkResult::interrupt();
      kernel.setConfigAttr(chosenConfig);
      return WalkResult::advance();
    });
    if (result.wasInterrupted())
      signalPassFailure();
  }
};

} // namespace

std::unique_ptr<Pass>
netc::createKernSelectKernels(const DeviceProfile &device,
                              std::optional<kern::KernelVariant> convVariant,
                              const std::string &forceKernel) {
  return std::make_unique<KernSelectKernelsPass>(device, convVariant, forceKernel);
}

