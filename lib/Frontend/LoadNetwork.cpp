//===- LoadNetwork.cpp - Read a network from .json or .mlir -------------===//

#include "Frontend/LoadNetwork.h"
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
/// Largest network file netc reads. The largest real network (ResNet-50's
/// JSON) is 60 KB; the limit keeps `netc summarize /dev/zero` or a
/// multi-gigabyte file from exhausting memory before any check runs.
constexpr uint64_t kMaxNetworkFileBytes = uint64_t(256) << 20;

/// Deepest bracket nesting accepted in .mlir input. MLIR's parser recurses
/// once per nested attribute, type or call-site location and has no limit of
/// its own (MLIR 22), so a file nested tens of thousands deep overflows the
/// stack; a network needs fewer than ten levels.
constexpr int kMaxMlirNesting = 256;

/// The offset of the first bracket nested deeper than kMaxMlirNesting in
/// MLIR text, skipping strings and comments; nothing when there is none.
std::optional<size_t> findExcessiveNesting(StringRef text) {
  int depth = 0;
  for (size_t at = 0; at < text.size(); ++at) {
    char c = text[at];
    if (c == '"') {
      for (++at; at < text.size() && text[at] != '"'; ++at)
        if (text[at] == '\\')
          ++at;
    } else if (c == '/' && text.drop_front(at).starts_with("//")) {
      at = std::min(text.find('\n', at), text.size());
    } else if (c == '(' || c == '[' || c == '{' || c == '<') {
      if (++depth > kMaxMlirNesting)
        return at;
    } else if (c == ')' || c == ']' || c == '}' ||
               (c == '>' && (at == 0 || text[at - 1] != '-'))) {
      --depth;
    }
  }
  return std::nullopt;
}
} // namespace

OwningOpRef<ModuleOp> netc::parseNetworkModule(StringRef path,
                                               std::unique_ptr<llvm::MemoryBuffer> file,
                                               MLIRContext &context) {
  context.loadDialect<net::NetDialect>();
  Location fileLoc = FileLineColLoc::get(&context, path, 0, 0);
  if (std::optional<size_t> at = findExcessiveNesting(file->getBuffer())) {
    StringRef before = file->getBuffer().take_front(*at);
    size_t lineStart = before.rfind('\n');
    emitError(FileLineColLoc::get(
        &context, path, before.count('\n') + 1,
        *at - (lineStart == StringRef::npos ? 0 : lineStart + 1) + 1))
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
  if (status.getSize() > kMaxNetworkFileBytes) {
    emitError(fileLoc) << "the network file is " << status.getSize()
                       << " bytes; netc reads at most " << kMaxNetworkFileBytes;
    return nullptr;
  }
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> file =
      llvm::MemoryBuffer::getFile(path, /*IsText=*/true);
  if (std::error_code error = file.getError()) {
    emitError(fileLoc) << "cannot read the network file: " << error.message();
    return nullptr;
  }

  OwningOpRef<ModuleOp> module;
  StringRef extension = llvm::sys::path::extension(path);
  if (extension == ".json") {
    module = importPaleoNetwork(path, (*file)->getBuffer(), context, options);
  } else if (extension == ".mlir") {
    module = parseNetworkModule(path, std::move(*file), context);
  } else {
    emitError(fileLoc) << "unknown file type '" << extension
                       << "': netc reads Paleo networks (.json) and net dialect "
                          "modules (.mlir)";
    return nullptr;
  }
  if (!module)
    return nullptr;
  if (options.batch && failed(net::setBatchSize(getNetwork(*module), *options.batch)))
    return nullptr;
  return module;
}
