//===- TestSupport.h - Helpers for netc's unit tests ------------*- C++ -*-===//
#ifndef NETC_TEST_UNIT_TESTSUPPORT_H
#define NETC_TEST_UNIT_TESTSUPPORT_H

#include "Frontend/LoadNetwork.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"

#include <string>
#include <vector>

namespace netc::testing {

/// A context whose diagnostics are collected instead of printed.
struct CapturingContext {
  mlir::MLIRContext context;
  std::vector<std::string> errors;
  mlir::ScopedDiagnosticHandler handler{&context, [this](mlir::Diagnostic &diag) {
                                          errors.push_back(diag.str());
                                          return mlir::success();
                                        }};

  /// Imports a Paleo network given as JSON text.
  mlir::OwningOpRef<mlir::ModuleOp> import(const std::string &json) {
    return importPaleoNetwork("test.json", json, context, ImportOptions());
  }
  std::string allErrors() const {
    std::string text;
    for (const std::string &e : errors)
      text += e + "\n";
    return text;
  }
};

} // namespace netc::testing

#endif // NETC_TEST_UNIT_TESTSUPPORT_H
