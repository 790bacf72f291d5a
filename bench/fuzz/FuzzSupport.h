//===- FuzzSupport.h - What every netc fuzzer does with an input -*- C++ -*-===//
//
// The importer, MLIR and ONNX fuzzers differ only in how the bytes become a
// module; the context each input gets and what runs on a module that
// imported are the same, and live here. Include it from the one source file
// of a fuzzer binary: it defines ASan's default options for that binary.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_BENCH_FUZZ_FUZZSUPPORT_H
#define NETC_BENCH_FUZZ_FUZZSUPPORT_H

#include "Frontend/LoadNetwork.h"
#include "Report/Summary.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/raw_ostream.h"

/// LLVM's BumpPtrAllocator poisons and unpoisons its slabs from inline header
/// code only when the including file is built with ASan. Netc's files are and
/// the distribution's MLIR libraries are not, so the linker can pair a
/// poisoning StartNewSlab with a non-unpoisoning Allocate and ASan reports a
/// false use-after-poison inside MLIRContext. Ignoring manual poisoning keeps
/// every real heap, stack and global check. Baked in, so that running the
/// binary on a crash file needs no environment.
extern "C" const char *__asan_default_options() { return "allow_user_poisoning=0"; }

namespace netc::fuzz {

/// A fresh context per input: attributes and types interned for one input
/// would otherwise pile up over millions of runs and look like a leak. One
/// thread keeps runs deterministic and cheap to start. Rejecting bad input
/// is the expected outcome, so diagnostics are swallowed: printing every
/// message would only slow the fuzzer down.
struct QuietContext {
  mlir::MLIRContext context{mlir::MLIRContext::Threading::DISABLED};
  mlir::ScopedDiagnosticHandler swallowDiagnostics{
      &context, [](mlir::Diagnostic &) { return mlir::success(); }};

  QuietContext() { context.printOpOnDiagnostic(false); }
};

/// The one network of a module that imported or parsed; a module without
/// one breaks the importers' promise and stops the fuzzer.
inline net::NetworkOp getImportedNetwork(mlir::ModuleOp module) {
  net::NetworkOp network = getNetwork(module);
  if (!network)
    __builtin_trap(); // a successful import always holds one network
  return network;
}

/// Everything `netc import` and `netc summarize` run on a network: the
/// module printer, NetworkStatistics, MemoryPlan and every report format.
/// The output is discarded: only crashes and sanitizer reports matter here,
/// and the printers are where a bad shape or attribute would surface.
/// `fileName` is what the JSON report names the input.
inline void runEveryReport(mlir::ModuleOp module, net::NetworkOp network,
                           llvm::StringRef fileName) {
  llvm::raw_null_ostream os;
  module->print(os);
  NetworkStatistics statistics(network);
  MemoryPlan plan(statistics);
  printPaleoSummary(statistics, os);
  printSummaryTable(network.getTitle(), statistics, plan,
                    {/*flops=*/true, /*memory=*/true}, os);
  printSummaryJson(fileName, network.getTitle(), statistics, plan, os);
  printSummaryCsv(statistics, plan, os);
}

} // namespace netc::fuzz

#endif // NETC_BENCH_FUZZ_FUZZSUPPORT_H
