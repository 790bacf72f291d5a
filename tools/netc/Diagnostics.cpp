//===- Diagnostics.cpp - How netc prints errors -------------------------===//

#include "Diagnostics.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Location.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;
using namespace netc;

namespace {
/// The file position behind a location: layer locations are NameLocs
/// wrapping the position of the layer's key in the network file.
std::string describeLocation(Location loc) {
  if (auto name = dyn_cast<NameLoc>(loc))
    return describeLocation(name.getChildLoc());
  if (auto fused = dyn_cast<FusedLoc>(loc))
    return fused.getLocations().empty() ? "" : describeLocation(fused.getLocations()[0]);
  if (auto file = dyn_cast<FileLineColLoc>(loc)) {
    std::string text = file.getFilename().str();
    if (file.getLine() > 0)
      text += ":" + std::to_string(file.getLine()) + ":" + std::to_string(file.getColumn());
    return text;
  }
  return "netc";
}

StringRef severityName(DiagnosticSeverity severity) {
  switch (severity) {
  case DiagnosticSeverity::Error:
    return "error";
  case DiagnosticSeverity::Warning:
    return "warning";
  case DiagnosticSeverity::Note:
    return "note";
  case DiagnosticSeverity::Remark:
    return "remark";
  }
  return "error";
}
} // namespace

CompilerDiagnostics::CompilerDiagnostics(MLIRContext *context)
    : ScopedDiagnosticHandler(context) {
  setHandler([this](Diagnostic &diag) {
    if (diag.getSeverity() == DiagnosticSeverity::Error)
      ++errors;
    llvm::errs() << describeLocation(diag.getLocation()) << ": "
                 << severityName(diag.getSeverity()) << ": " << diag << "\n";
    for (Diagnostic &note : diag.getNotes())
      llvm::errs() << describeLocation(note.getLocation()) << ": note: " << note
                   << "\n";
    return success();
  });
}
