//===- KernelDialect.cpp - The kern dialect -------------------------------===//

#include "Kernel/IR/KernelDialect.h"
#include "Kernel/IR/KernelOps.h"

using namespace mlir;
using namespace netc::kern;

#include "Kernel/IR/KernelDialect.cpp.inc"

void KernDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "Kernel/IR/KernelOps.cpp.inc"
      >();
}
