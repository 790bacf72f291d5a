//===- OnnxImporter.h - ONNX models to the net dialect ----------*- C++ -*-===//
//
// Reads an ONNX ModelProto (opsets 11-21, as torch.onnx writes them) into a
// `net.network` marked `trainable_parameters`. Shape arithmetic (Shape,
// Gather, Concat, Constant, Reshape, Unsqueeze, Slice over shape tensors) is
// folded at import; activation functions written as patterns (x * sigmoid(x),
// x * (1 + erf(x / sqrt 2)) / 2) become one layer. Weights are read for their
// shapes only: a model whose weights are external data imports without its
// data file. docs/onnx.md lists what is supported.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_FRONTEND_ONNXIMPORTER_H
#define NETC_FRONTEND_ONNXIMPORTER_H

#include "Frontend/PaleoImporter.h"

namespace netc {

/// Imports `contents`, the bytes of the ONNX file `path` (external data files
/// are looked up next to it). Returns null after reporting an error that
/// names the node, its op type and the opset.
mlir::OwningOpRef<mlir::ModuleOp> importOnnxModel(llvm::StringRef path,
                                                  llvm::StringRef contents,
                                                  mlir::MLIRContext &context,
                                                  const ImportOptions &options);

} // namespace netc

#endif // NETC_FRONTEND_ONNXIMPORTER_H
