//===- KernelChoices.h - Why the lowering chose each kernel -----*- C++ -*-===//
//
// `netc lower --explain`: for every launch of a lowered kern.program, the
// candidates the kernel catalog offered, priced by the same cost model and
// ranked in the same order -kern-select-kernels chose by, with what decided
// each price (the structural model's occupancy, waves and k-loop trips, or
// the rate model's bound). The report reads the program after the selection
// and changes nothing.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_DRIVER_KERNELCHOICES_H
#define NETC_DRIVER_KERNELCHOICES_H

#include "CostModel/KernelCost.h"
#include "CostModel/KernelStructure.h"
#include "Kernel/IR/KernelOps.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>
#include <vector>

namespace netc {

/// One candidate of a launch, as priced.
struct PricedCandidate {
  std::string kernel;  ///< its structure key ("direct r2 i1"), or its variant
  std::string variant; ///< the catalog's variant ("direct")
  int64_t rank = 0;   ///< 1: the cost model's first choice
  bool chosen = false; ///< the one the program runs (forced options may pick another)
  KernelEstimate estimate;
  /// The structural model's view where it prices the candidate.
  std::optional<KernelStructure> structure;
};

/// One launch: its layers and the candidates shown (the best `top`, the
/// fastest of each other variant, and the chosen one wherever it ranks).
struct LaunchChoice {
  int64_t launch = 0;          ///< its index in plan.json's launches
  std::string op;              ///< the kern op ("conv2d", "max_pool", ...)
  std::vector<std::string> layers;
  uint64_t flops = 0, bytes = 0;
  int64_t candidates = 0;      ///< how many the catalog offered
  std::vector<PricedCandidate> shown;
  /// The fastest other candidate's predicted time over the chosen one's
  /// (none with one candidate): how close the choice was.
  std::optional<double> runnerUpRatio;
};

/// Launches whose runner-up is within `margin` of the chosen kernel's time
/// (1.10: within 10%): the choices a model error of that size could flip.
int64_t countCloseChoices(llvm::ArrayRef<LaunchChoice> choices, double margin);

/// Every launch of `program` (selected already), its candidates ranked on
/// `device`: the best `top` shown, then the fastest of each variant not
/// among them, and the chosen one wherever it ranks.
std::vector<LaunchChoice> explainKernelChoices(kern::ProgramOp program,
                                               const DeviceProfile &device, int64_t top);

/// The report as text: per launch, its candidates fastest first, the chosen
/// one marked, each with its time, its ratio to the chosen one's and why.
void printKernelChoices(llvm::ArrayRef<LaunchChoice> choices, llvm::StringRef deviceKey,
                        llvm::raw_ostream &os);
/// As JSON ({"device", "launches": [...]}), every figure of the text.
llvm::json::Value kernelChoicesJson(llvm::ArrayRef<LaunchChoice> choices,
                                    llvm::StringRef deviceKey);
/// As CSV, one row per candidate shown.
void printKernelChoicesCsv(llvm::ArrayRef<LaunchChoice> choices, llvm::StringRef deviceKey,
                           llvm::raw_ostream &os);

} // namespace netc

#endif // NETC_DRIVER_KERNELCHOICES_H
