//===- Passes.h - Reports and predictions on the net dialect ----*- C++ -*-===//
#ifndef NETC_TRANSFORMS_PASSES_H
#define NETC_TRANSFORMS_PASSES_H

#include "Net/IR/NetOps.h"
#include "Support/OptionParsers.h"

#include "mlir/Pass/Pass.h"

namespace netc::net {

#define GEN_PASS_DECL
#include "Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "Transforms/Passes.h.inc"

} // namespace netc::net

#endif // NETC_TRANSFORMS_PASSES_H
