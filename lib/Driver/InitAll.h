//===- InitAll.h - Every netc dialect and pass, registered in one place -*- C++ -*-===//
//
// netc-opt (and any other driver) registers what it can parse and run here,
// so a new dialect or pass touches this one file.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_DRIVER_INITALL_H
#define NETC_DRIVER_INITALL_H

namespace mlir {
class DialectRegistry;
} // namespace mlir

namespace netc {

/// The net and kern dialects.
void registerAllNetcDialects(mlir::DialectRegistry &registry);

/// Every netc pass (the dialects' own, the reports in lib/Transforms, the
/// conversion) and the registered pipelines (--netc-lower-pipeline).
void registerAllNetcPasses();

} // namespace netc

#endif // NETC_DRIVER_INITALL_H
