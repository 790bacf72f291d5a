//===- netc-opt.cpp - mlir-opt for netc's dialects and passes -----------===//

#include "Net/IR/NetOps.h"
#include "Net/Transforms/Passes.h"
#include "Kernel/IR/KernelOps.h"
#include "Kernel/Transforms/Passes.h"
#include "Conversion/Passes.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::DialectRegistry registry;
  registry.insert<netc::net::NetDialect, netc::kern::KernDialect>();
  netc::net::registerNetPasses();
  netc::kern::registerKernPasses();
  netc::registerConversionPasses();
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "netc optimizer driver\n", registry));
}
