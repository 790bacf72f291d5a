//===- NetOps.h - Ops of the net dialect ------------------------*- C++ -*-===//
#ifndef NETC_NET_IR_NETOPS_H
#define NETC_NET_IR_NETOPS_H

#include "Net/IR/NetDialect.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/IR/RegionKindInterface.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"

namespace netc::net {
/// FLOPs of one layer per pass; a multiply-add counts as 2.
struct LayerFlops {
  int64_t forward = 0;
  int64_t backwardData = 0;   ///< gradient with respect to the layer's input
  int64_t backwardFilter = 0; ///< gradient with respect to its weights and bias
  int64_t weightUpdate = 0;   ///< plain SGD: w -= lr * g, 2 FLOPs per parameter
};
} // namespace netc::net

#include "Net/IR/NetInterfaces.h.inc"

#define GET_OP_CLASSES
#include "Net/IR/NetOps.h.inc"

#endif // NETC_NET_IR_NETOPS_H
