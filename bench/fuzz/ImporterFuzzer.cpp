//===- ImporterFuzzer.cpp - libFuzzer target for the Paleo importer ------===//
//
// Feeds arbitrary bytes to importPaleoNetwork and, when the import succeeds,
// runs everything `netc import` and `netc summarize` would run on the result:
// the --batch override, the module printer, NetworkStatistics, MemoryPlan and
// every report format. Bad input must end in a diagnostic, never a crash, a
// sanitizer report or a hang.
//
// Leading JSON whitespace is ignored by the parser, so its length is a free
// knob the fuzzer can learn to turn without breaking the JSON: bit 0 sets
// --allow-unknown-layers, bits 1-2 pick a --batch override.
//
//===----------------------------------------------------------------------===//

#include "Frontend/LoadNetwork.h"
#include "Frontend/PaleoImporter.h"
#include "Net/Transforms/SetBatch.h"
#include "Report/Summary.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/raw_ostream.h"

#include <cstddef>
#include <cstdint>

using namespace mlir;
using namespace netc;

namespace {
/// --batch values the whitespace knob selects: none, the smallest, an odd
/// one, and one large enough to push stated shapes (reshape, deconvolution)
/// towards the element-count limits.
constexpr int64_t kBatchOverrides[] = {0, 1, 3, int64_t(1) << 24};

LoadOptions optionsFromLeadingWhitespace(llvm::StringRef text) {
  size_t whitespace = text.size() - text.ltrim(" \t\r\n").size();
  LoadOptions options;
  options.allowUnknownLayers = whitespace & 1;
  if (int64_t batch = kBatchOverrides[(whitespace >> 1) & 3])
    options.batch = batch;
  return options;
}
} // namespace

/// LLVM's BumpPtrAllocator poisons and unpoisons its slabs from inline header
/// code only when the including file is built with ASan. Netc's files are and
/// the distribution's MLIR libraries are not, so the linker can pair a
/// poisoning StartNewSlab with a non-unpoisoning Allocate and ASan reports a
/// false use-after-poison inside MLIRContext. Ignoring manual poisoning keeps
/// every real heap, stack and global check. Baked in, so that running the
/// binary on a crash file needs no environment.
extern "C" const char *__asan_default_options() { return "allow_user_poisoning=0"; }

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  LoadOptions options = optionsFromLeadingWhitespace(text);

  // A fresh context per input: attributes and types interned for one input
  // would otherwise pile up over millions of runs and look like a leak. One
  // thread keeps runs deterministic and cheap to start.
  MLIRContext context(MLIRContext::Threading::DISABLED);
  context.printOpOnDiagnostic(false);
  // Rejecting bad input is the expected outcome; printing every message
  // would only slow the fuzzer down.
  ScopedDiagnosticHandler swallowDiagnostics(&context,
                                             [](Diagnostic &) { return success(); });

  OwningOpRef<ModuleOp> module =
      importPaleoNetwork("fuzz.json", text, context, options);
  if (!module)
    return 0;
  net::NetworkOp network = getNetwork(*module);
  if (!network)
    __builtin_trap(); // a successful import always holds one network
  // The same order as loadNetwork: --batch applies to the imported module.
  if (options.batch && failed(net::setBatchSize(network, *options.batch)))
    return 0;

  // Discard the output: only crashes and sanitizer reports matter here, and
  // the printers are where a bad shape or attribute would surface.
  llvm::raw_null_ostream os;
  module->print(os);
  NetworkStatistics statistics(network);
  MemoryPlan plan(statistics);
  printPaleoSummary(statistics, os);
  printSummaryTable(network.getTitle(), statistics, plan,
                    {/*flops=*/true, /*memory=*/true}, os);
  printSummaryJson("fuzz.json", network.getTitle(), statistics, plan, os);
  printSummaryCsv(statistics, plan, os);
  return 0;
}
