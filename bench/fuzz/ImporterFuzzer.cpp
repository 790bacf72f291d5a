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

#include "FuzzSupport.h"

#include "Frontend/PaleoImporter.h"
#include "Net/Transforms/SetBatch.h"

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

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  LoadOptions options = optionsFromLeadingWhitespace(text);
  fuzz::QuietContext quiet;
  OwningOpRef<ModuleOp> module =
      importPaleoNetwork("fuzz.json", text, quiet.context, options);
  if (!module)
    return 0;
  net::NetworkOp network = fuzz::getImportedNetwork(*module);
  // The same order as loadNetwork: --batch applies to the imported module.
  if (options.batch && failed(net::setBatchSize(network, *options.batch)))
    return 0;
  fuzz::runEveryReport(*module, network, "fuzz.json");
  return 0;
}
