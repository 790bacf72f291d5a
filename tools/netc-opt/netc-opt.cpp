//===- netc-opt.cpp - mlir-opt for netc's dialects and passes -----------===//

#include "Driver/InitAll.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  netc::registerAllNetcDialects(registry);
  netc::registerAllNetcPasses();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "netc optimizer driver\n", registry));
}
