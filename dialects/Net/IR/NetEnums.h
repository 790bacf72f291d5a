//===- NetEnums.h - Enums of the net dialect --------------------*- C++ -*-===//
#ifndef NETC_NET_IR_NETENUMS_H
#define NETC_NET_IR_NETENUMS_H

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/DialectImplementation.h"

#include "Net/IR/NetEnums.h.inc"

#endif // NETC_NET_IR_NETENUMS_H
