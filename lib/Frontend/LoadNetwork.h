//===- LoadNetwork.h - Read a network from .json or .mlir -------*- C++ -*-===//
//
// Every netc command takes Paleo's JSON, the net dialect's .mlir or ONNX;
// this is the one place that decides which, and applies --batch.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_FRONTEND_LOADNETWORK_H
#define NETC_FRONTEND_LOADNETWORK_H

#include "Frontend/PaleoImporter.h"
#include "Net/IR/NetOps.h"

#include "llvm/Support/MemoryBuffer.h"

#include <memory>
#include <optional>

namespace netc {

struct LoadOptions : ImportOptions {
  /// Replaces the batch dimension of every input (and so of every layer).
  std::optional<int64_t> batch;
};

/// Reads `path` (.json: Paleo's format; .mlir: the net dialect; .onnx: an
/// ONNX model, where netc was built with protobuf). Reports
/// errors through the context's diagnostics and returns null.
mlir::OwningOpRef<mlir::ModuleOp> loadNetwork(llvm::StringRef path,
                                              mlir::MLIRContext &context,
                                              const LoadOptions &options);

/// Parses net dialect text (what loadNetwork does for a .mlir file, without
/// --batch): refuses nesting deeper than MLIR's recursive parser survives,
/// parses, and checks that the module holds exactly one network.
mlir::OwningOpRef<mlir::ModuleOp>
parseNetworkModule(llvm::StringRef path, std::unique_ptr<llvm::MemoryBuffer> text,
                   mlir::MLIRContext &context);

/// The single network of a loaded module.
net::NetworkOp getNetwork(mlir::ModuleOp module);

} // namespace netc

#endif // NETC_FRONTEND_LOADNETWORK_H
