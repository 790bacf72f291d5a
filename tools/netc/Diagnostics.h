//===- Diagnostics.h - How netc prints errors -------------------*- C++ -*-===//
#ifndef NETC_TOOLS_NETC_DIAGNOSTICS_H
#define NETC_TOOLS_NETC_DIAGNOSTICS_H

#include "mlir/IR/Diagnostics.h"

namespace netc {

/// Prints every diagnostic as `file:line:col: error: message`, the form
/// editors and compilers use, and remembers whether an error was seen.
class CompilerDiagnostics : public mlir::ScopedDiagnosticHandler {
public:
  explicit CompilerDiagnostics(mlir::MLIRContext *context);
  bool sawError() const { return errors > 0; }

private:
  int errors = 0;
};

} // namespace netc

#endif // NETC_TOOLS_NETC_DIAGNOSTICS_H
