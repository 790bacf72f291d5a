//===- PaleoImporter.h - Paleo's JSON network format to net -----*- C++ -*-===//
//
// Reads a network file in Paleo's format (DESIGN.md, MODEL.md section 1) into
// a `net.network` whose ops are in Paleo's topological order. Every problem
// is reported through the context's diagnostics at the offending layer's
// position in the file, naming the layer and the field.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_FRONTEND_PALEOIMPORTER_H
#define NETC_FRONTEND_PALEOIMPORTER_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

namespace netc {

struct OnnxWeightSink;

struct ImportOptions {
  /// Paleo treats a type it does not know as a pass-through "Generic" layer;
  /// netc reports it as an error unless this is set.
  bool allowUnknownLayers = false;
  /// ONNX only: where set, the importer reads every layer's weights (external
  /// data included) into it, in netc's layouts (Frontend/OnnxWeights.h).
  OnnxWeightSink *onnxWeights = nullptr;
};

/// Imports `contents`, the text of the file `path`. Returns null after
/// reporting an error.
mlir::OwningOpRef<mlir::ModuleOp> importPaleoNetwork(llvm::StringRef path,
                                                     llvm::StringRef contents,
                                                     mlir::MLIRContext &context,
                                                     const ImportOptions &options);

} // namespace netc

#endif // NETC_FRONTEND_PALEOIMPORTER_H
