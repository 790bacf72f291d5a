//===- Summary.h - `netc summarize` reports ---------------------*- C++ -*-===//
//
// Paleo's summary table byte for byte (MODEL.md section 3), and netc's own
// wider table, JSON and CSV with every per-layer figure.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_REPORT_SUMMARY_H
#define NETC_REPORT_SUMMARY_H

#include "Analysis/MemoryPlan.h"
#include "Analysis/NetworkStatistics.h"
#include "Analysis/PyTorchMemory.h"

#include "llvm/Support/raw_ostream.h"

#include <optional>

namespace netc {

/// Paleo's printed description of one layer: "Filters: [3, 3, 3, 64]  Pad:
/// SAME (1, 1) Stride: 1, 1 Params: 1,792", empty for layers Paleo prints
/// nothing for.
std::string describeLayerLikePaleo(net::LayerOpInterface layer);

/// Exactly what Paleo's `summary` prints for one network.
void printPaleoSummary(const NetworkStatistics &statistics, llvm::raw_ostream &os);

struct SummaryColumns {
  bool flops = false;
  bool memory = false;
  /// `--memory-model pytorch`: a SAVED_MiB column and PyTorch's training
  /// step (lib/Analysis/PyTorchMemory.h) beside netc's own figures.
  std::optional<PyTorchMemoryEstimate> pytorch;
};

/// Paleo's layer lines extended with FLOP and memory columns, then totals;
/// `loweredFor` names the device profile the arena's kernels were chosen for.
void printSummaryTable(llvm::StringRef title, const NetworkStatistics &statistics,
                       const MemoryPlan &plan, SummaryColumns columns,
                       llvm::raw_ostream &os,
                       std::optional<int64_t> loweredArenaBytes = std::nullopt,
                       llvm::StringRef loweredFor = "");

/// Every per-layer figure and every total, as one JSON object; the totals'
/// `pytorch_training` object is PyTorch's training step as `pytorch` models
/// it (the default options when null).
void printSummaryJson(llvm::StringRef source, llvm::StringRef title,
                      const NetworkStatistics &statistics, const MemoryPlan &plan,
                      llvm::raw_ostream &os,
                      std::optional<int64_t> loweredArenaBytes = std::nullopt,
                      const PyTorchMemoryEstimate *pytorch = nullptr);

/// One CSV row per layer with every per-layer figure (header first).
void printSummaryCsv(const NetworkStatistics &statistics, const MemoryPlan &plan,
                     llvm::raw_ostream &os);

} // namespace netc

#endif // NETC_REPORT_SUMMARY_H
