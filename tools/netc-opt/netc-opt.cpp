//===- netc-opt.cpp - mlir-opt for netc's dialects and passes -----------===//
//
// MlirOptMain with one check in front: the input is scanned for bracket
// nesting past kMaxMlirNesting before MLIR's recursive parser sees it (a
// deeply nested attribute or call-site location overflowed its stack).
//
//===----------------------------------------------------------------------===//

#include "Driver/InitAll.h"
#include "Support/TextNesting.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"

/// False, after printing "file:line:col: error: ...", when `text` nests
/// deeper than MLIR's parser survives.
static bool checkNesting(llvm::StringRef displayName, llvm::StringRef text) {
  std::optional<size_t> at = netc::findExcessiveMlirNesting(text);
  if (!at)
    return true;
  auto [line, column] = netc::lineAndColumn(text, *at);
  llvm::errs() << displayName << ":" << line << ":" << column << ": error: nested more than "
               << netc::kMaxMlirNesting << " brackets deep (attributes, types or locations)\n";
  return false;
}

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  netc::registerAllNetcDialects(registry);
  netc::registerAllNetcPasses();
  auto [inputFilename, outputFilename] =
      mlir::registerAndParseCLIOptions(argc, argv, "netc optimizer driver\n", registry);
  mlir::MlirOptMainConfig config = mlir::MlirOptMainConfig::createFromCLOptions();
  if (config.shouldShowDialects() || config.shouldListPasses())
    return mlir::asMainReturnCode(
        mlir::MlirOptMain(argc, argv, inputFilename, outputFilename, registry));

  // /dev/zero or a FIFO would be read until memory runs out.
  llvm::sys::fs::file_status status;
  if (inputFilename != "-" && !llvm::sys::fs::status(inputFilename, status) &&
      !llvm::sys::fs::is_regular_file(status)) {
    llvm::errs() << inputFilename << ": error: not a regular file\n";
    return 1;
  }
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input = mlir::openInputFile(inputFilename, &error);
  if (!input) {
    llvm::errs() << error << "\n";
    return 1;
  }
  if (!checkNesting(inputFilename == "-" ? "<stdin>" : inputFilename, input->getBuffer()))
    return 1;
  std::unique_ptr<llvm::ToolOutputFile> output = mlir::openOutputFile(outputFilename, &error);
  if (!output) {
    llvm::errs() << error << "\n";
    return 1;
  }
  // The buffer already read is handed to MLIR (standard input cannot be
  // read twice).
  if (mlir::failed(mlir::MlirOptMain(output->os(), std::move(input), registry, config)))
    return 1;
  // A full disk is an error naming the file, not "LLVM ERROR" from the
  // stream's destructor.
  output->os().close();
  if (output->os().has_error()) {
    llvm::errs() << outputFilename << ": error: cannot write: "
                 << output->os().error().message() << "\n";
    output->os().clear_error();
    return 1;
  }
  output->keep();
  return 0;
}
