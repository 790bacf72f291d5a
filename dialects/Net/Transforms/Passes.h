//===- Passes.h - Passes over the net dialect -------------------*- C++ -*-===//
#ifndef NETC_NET_TRANSFORMS_PASSES_H
#define NETC_NET_TRANSFORMS_PASSES_H

#include "Net/IR/NetOps.h"
#include "mlir/Pass/Pass.h"

namespace netc::net {

#define GEN_PASS_DECL
#include "Net/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "Net/Transforms/Passes.h.inc"

} // namespace netc::net

#endif // NETC_NET_TRANSFORMS_PASSES_H
