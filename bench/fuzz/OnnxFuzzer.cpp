//===- OnnxFuzzer.cpp - libFuzzer target for the ONNX importer -----------===//
//
// Feeds arbitrary bytes to importOnnxModel as the contents of an .onnx file
// and, when the import succeeds, runs everything `netc import` and
// `netc summarize` would run on the result: the module printer,
// NetworkStatistics, MemoryPlan and every report format. Bad input must end
// in a diagnostic, never a crash, a sanitizer report or a hang.
//
// The bytes are a binary ModelProto; bench/fuzz-all.sh seeds the corpus with
// test/Inputs/onnx's models encoded by protoc and gives the fuzzer
// bench/fuzz/onnx.dict (op types, attribute names, protobuf field tags).
//
//===----------------------------------------------------------------------===//

#include "Frontend/LoadNetwork.h"
#include "Frontend/OnnxImporter.h"
#include "Report/Summary.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "llvm/Support/raw_ostream.h"

#include <cstddef>
#include <cstdint>

using namespace mlir;
using namespace netc;

namespace {
/// The model's path. Its directory does not exist, so a tensor whose values
/// are external data fails to read the same way on every run instead of
/// reading whatever file the fuzzer's working directory holds.
constexpr const char *kModelPath = "/nonexistent-netc-onnx-fuzz/fuzz.onnx";
} // namespace

/// See ImporterFuzzer.cpp: MLIR's allocator poisons memory from inline code
/// that only netc's instrumented files unpoison.
extern "C" const char *__asan_default_options() { return "allow_user_poisoning=0"; }

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::StringRef contents(reinterpret_cast<const char *>(data), size);

  // A fresh context per input, one thread, diagnostics swallowed: as in
  // ImporterFuzzer.cpp.
  MLIRContext context(MLIRContext::Threading::DISABLED);
  context.printOpOnDiagnostic(false);
  ScopedDiagnosticHandler swallowDiagnostics(&context,
                                             [](Diagnostic &) { return success(); });

  OwningOpRef<ModuleOp> module = importOnnxModel(kModelPath, contents, context, {});
  if (!module)
    return 0;
  net::NetworkOp network = getNetwork(*module);
  if (!network)
    __builtin_trap(); // a successful import always holds one network

  llvm::raw_null_ostream os;
  module->print(os);
  NetworkStatistics statistics(network);
  MemoryPlan plan(statistics);
  printPaleoSummary(statistics, os);
  printSummaryTable(network.getTitle(), statistics, plan,
                    {/*flops=*/true, /*memory=*/true}, os);
  printSummaryJson("fuzz.onnx", network.getTitle(), statistics, plan, os);
  printSummaryCsv(statistics, plan, os);
  return 0;
}
