//===- LoadNetwork.cpp - Read a network from .json or .mlir -------------===//

#include "Frontend/LoadNetwork.h"
#if NETC_HAVE_ONNX
#include "Frontend/OnnxImporter.h"
#endif
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

OwningOpRef<ModuleOp> netc::loadNetwork(StringRef path, MLIRContext &context,
                                        const LoadOptions &options) {
  context.loadDialect<net::NetDialect>();
  Location fileLoc = FileLineColLoc::get(&context, path, 0, 0);
  StringRef extension = llvm::sys::path::extension(path);
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
      llvm::MemoryBuffer::getFile(path, /*IsText=*/extension != ".onnx");
  if (std::error_code error = file.getError()) {
    emitError(fileLoc) << "cannot read the network file: " << error.message();
    return nullptr;
  }
  if (llvm::sys::fs::is_directory(path)) {
    emitError(fileLoc) << "cannot read the network file: it is a directory";
    return nullptr;
  }

  OwningOpRef<ModuleOp> module;
  if (extension == ".onnx") {
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
    auto sourceMgr = std::make_shared<llvm::SourceMgr>();
    sourceMgr->AddNewSourceBuffer(std::move(*file), llvm::SMLoc());
    module = parseSourceFile<ModuleOp>(sourceMgr, ParserConfig(&context));
    if (module) {
      size_t networks = llvm::range_size(module->getOps<net::NetworkOp>());
      if (networks != 1) {
        emitError(fileLoc) << "expected exactly one net.network in the module, found "
                           << networks;
        return nullptr;
      }
    }
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
