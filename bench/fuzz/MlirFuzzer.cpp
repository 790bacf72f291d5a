//===- MlirFuzzer.cpp - libFuzzer target for net dialect .mlir input ------===//
//
// Feeds arbitrary bytes to parseNetworkModule (what `netc summarize x.mlir`
// reads) and, when a module parses and verifies, runs the analyses and the
// report printers on it, as the importer fuzzer does for JSON. Bad input
// must end in a diagnostic, never a crash, a sanitizer report or a hang.
//
//===----------------------------------------------------------------------===//

#include "Frontend/LoadNetwork.h"
#include "Report/Summary.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <cstddef>
#include <cstdint>

using namespace mlir;
using namespace netc;

/// See ImporterFuzzer.cpp: LLVM's allocator poisons from inline header code
/// that only netc's instrumented files unpoison.
extern "C" const char *__asan_default_options() { return "allow_user_poisoning=0"; }

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  MLIRContext context(MLIRContext::Threading::DISABLED);
  context.printOpOnDiagnostic(false);
  // MLIR's parser refuses unregistered dialects by default; keep it so.
  ScopedDiagnosticHandler swallowDiagnostics(&context,
                                             [](Diagnostic &) { return success(); });
  OwningOpRef<ModuleOp> module = parseNetworkModule(
      "fuzz.mlir", llvm::MemoryBuffer::getMemBufferCopy(text, "fuzz.mlir"), context);
  if (!module)
    return 0;
  net::NetworkOp network = getNetwork(*module);
  if (!network)
    __builtin_trap(); // parseNetworkModule promises exactly one network
  llvm::raw_null_ostream os;
  module->print(os);
  NetworkStatistics statistics(network);
  MemoryPlan plan(statistics);
  printPaleoSummary(statistics, os);
  printSummaryTable(network.getTitle(), statistics, plan,
                    {/*flops=*/true, /*memory=*/true}, os);
  printSummaryJson("fuzz.mlir", network.getTitle(), statistics, plan, os);
  printSummaryCsv(statistics, plan, os);
  return 0;
}
