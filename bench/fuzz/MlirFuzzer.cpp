//===- MlirFuzzer.cpp - libFuzzer target for net dialect .mlir input ------===//
//
// Feeds arbitrary bytes to parseNetworkModule (what `netc summarize x.mlir`
// reads) and, when a module parses and verifies, runs the analyses and the
// report printers on it, as the importer fuzzer does for JSON. Bad input
// must end in a diagnostic, never a crash, a sanitizer report or a hang.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "llvm/Support/MemoryBuffer.h"

#include <cstddef>
#include <cstdint>

using namespace mlir;
using namespace netc;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::StringRef text(reinterpret_cast<const char *>(data), size);
  // MLIR's parser refuses unregistered dialects by default; keep it so.
  fuzz::QuietContext quiet;
  OwningOpRef<ModuleOp> module = parseNetworkModule(
      "fuzz.mlir", llvm::MemoryBuffer::getMemBufferCopy(text, "fuzz.mlir"), quiet.context);
  if (!module)
    return 0;
  // parseNetworkModule promises exactly one network.
  net::NetworkOp network = fuzz::getImportedNetwork(*module);
  fuzz::runEveryReport(*module, network, "fuzz.mlir");
  return 0;
}
