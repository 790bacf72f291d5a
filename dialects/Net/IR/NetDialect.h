//===- NetDialect.h - The net dialect ---------------------------*- C++ -*-===//
#ifndef NETC_NET_IR_NETDIALECT_H
#define NETC_NET_IR_NETDIALECT_H

#include "mlir/IR/Dialect.h"
#include "Net/IR/NetEnums.h"

#include "Net/IR/NetDialect.h.inc"

#define GET_ATTRDEF_CLASSES
#include "Net/IR/NetAttrs.h.inc"

#endif // NETC_NET_IR_NETDIALECT_H
