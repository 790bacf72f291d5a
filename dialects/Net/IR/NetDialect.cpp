//===- NetDialect.cpp - The net dialect ---------------------------------===//

#include "Net/IR/NetDialect.h"
#include "Net/IR/NetOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace netc::net;

#include "Net/IR/NetDialect.cpp.inc"
#include "Net/IR/NetEnums.cpp.inc"
#define GET_ATTRDEF_CLASSES
#include "Net/IR/NetAttrs.cpp.inc"

void NetDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "Net/IR/NetOps.cpp.inc"
      >();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "Net/IR/NetAttrs.cpp.inc"
      >();
}
