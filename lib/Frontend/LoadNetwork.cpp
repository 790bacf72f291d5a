//===- LoadNetwork.cpp - Read a network from .json or .mlir -------------===//

#include "Frontend/LoadNetwork.h"
#if NETC_HAVE_ONNX
#include "Frontend/OnnxImporter.h"
#endif
#include "Support/TextNesting.h"
#include "Net/Transforms/SetBatch.h"

#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;
using namespace netc;

net::NetworkOp netc::getNetwork(ModuleOp module) {
  auto networks = module.getOps<net::NetworkOp>();
  return networks.empty() ? nullptr : *networks.begin();
}

namespace {
/// Largest text network file netc reads. The largest real network
/// (ResNet-50's JSON) is 60 KB; the limit keeps `netc summarize /dev/zero` or
/// a multi-gigabyte file from exhausting memory before any check runs.
constexpr uint64_t kMaxNetworkFileBytes = uint64_t(256) << 20;
/// An .onnx file carries its weights (VGG-16's is 528 MB); protobuf parses
/// at most 2 GiB - 1 bytes, so a larger model is refused before reading it.
constexpr uint64_t kMaxOnnxFileBytes = (uint64_t(1) << 31) - 1;
} // namespace

OwningOpRef<ModuleOp> netc::parseNetworkModule(StringRef path,
                                               std::unique_ptr<llvm::MemoryBuffer> file,
                                               MLIRContext &context) {
  context.loadDialect<net::NetDialect>();
  Location fileLoc = FileLineColLoc::get(&context, path, 0, 0);
  if (std::optional<size_t> at = findExcessiveMlirNesting(file->getBuffer())) {
    auto [line, column] = lineAndColumn(file->getBuffer(), *at);
    emitError(FileLineColLoc::get(&context, path, line, column))
        << "nested more than " << kMaxMlirNesting
        << " brackets deep (attributes, types or locations)";
    return nullptr;
  }
  auto sourceMgr = std::make_shared<llvm::SourceMgr>();
  sourceMgr->AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, ParserConfig(&context));
  if (!module)
    return nullptr;
  size_t networks = llvm::range_size(module->getOps<net::NetworkOp>());
  if (networks != 1) {
    emitError(fileLoc) << "expected exactly one net.network in the module, found "
                       << networks;
    return nullptr;
  }
  return module;
}

OwningOpRef<ModuleOp> netc::loadNetwork(StringRef path, MLIRContext &context,
                                        const LoadOptions &options) {
  context.loadDialect<net::NetDialect>();
  Location fileLoc = FileLineColLoc::get(&context, path, 0, 0);
  // Checked before reading: /dev/zero or a FIFO would be read until memory
  // runs out.
  llvm::sys::fs::file_status status;
  if (std::error_code error = llvm::sys::fs::status(path, status)) {
    emitError(fileLoc) << "cannot read the network file: " << error.message();
    return nullptr;
  }
  if (llvm::sys::fs::is_directory(status)) {
    emitError(fileLoc) << "cannot read the network file: it is a directory";
    return nullptr;
  }
  if (!llvm::sys::fs::is_regular_file(status)) {
    emitError(fileLoc) << "cannot read the network file: not a regular file";
    return nullptr;
  }
  StringRef extension = llvm::sys::path::extension(path);
  bool isOnnx = extension == ".onnx";
  uint64_t maxBytes = isOnnx ? kMaxOnnxFileBytes : kMaxNetworkFileBytes;
  if (status.getSize() > maxBytes) {
    InFlightDiagnostic diag = emitError(fileLoc)
                              << "the network file is " << status.getSize()
                              << " bytes; netc reads at most " << maxBytes;
    if (isOnnx)
      diag << " (protobuf's limit): export the weights as external data";
    return nullptr;
  }
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
      llvm::MemoryBuffer::getFile(path, /*IsText=*/!isOnnx);
  if (std::error_code error = file.getError()) {
    emitError(fileLoc) << "cannot read the network file: " << error.message();
    return nullptr;
  }

  OwningOpRef<ModuleOp> module;
  if (isOnnx) {
#if NETC_HAVE_ONNX
    module = importOnnxModel(path, (*file)->getBuffer(), context, options);
#else
    emitError(fileLoc) << "netc was built without ONNX support (configure found no "
                          "protobuf or onnx.proto: run scripts/install-deps.sh and "
                          "re-run cmake)";
    return nullptr;
#endif
  } else if (extension == ".json") {
    module = importPaleoNetwork(path, (*file)->getBuffer(), context, options);
  } else if (extension == ".mlir") {
    module = parseNetworkModule(path, std::move(*file), context);
  } else {
    emitError(fileLoc) << "unknown file type '" << extension
                       << "': netc reads Paleo networks (.json), net dialect "
                          "modules (.mlir) and ONNX models (.onnx)";
    return nullptr;
  }
  if (!module)
    return nullptr;
  if (options.batch && failed(net::setBatchSize(getNetwork(*module), *options.batch)))
    return nullptr;
  return module;
}
