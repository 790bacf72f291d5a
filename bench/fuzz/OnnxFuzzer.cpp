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

#include "FuzzSupport.h"

#include "Frontend/OnnxImporter.h"

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

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  llvm::StringRef contents(reinterpret_cast<const char *>(data), size);
  fuzz::QuietContext quiet;
  OwningOpRef<ModuleOp> module = importOnnxModel(kModelPath, contents, quiet.context, {});
  if (!module)
    return 0;
  net::NetworkOp network = fuzz::getImportedNetwork(*module);
  fuzz::runEveryReport(*module, network, "fuzz.onnx");
  return 0;
}
