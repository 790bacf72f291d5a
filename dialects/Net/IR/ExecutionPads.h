//===- ExecutionPads.h - The pads a layer executes with ---------*- C++ -*-===//
//
// Paleo prints SAME's pad as floor(total / 2), which can be negative
// (ShapeRules.h, samePadBefore); a kernel needs the pads it really applies.
// These are TensorFlow's: total = max((out - 1) * stride + window - in, 0),
// split with the odd row or column after. The lowering and plan.json both
// read them from here, so the rule exists once.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_NET_IR_EXECUTIONPADS_H
#define NETC_NET_IR_EXECUTIONPADS_H

#include "Net/IR/NetOps.h"

#include "llvm/ADT/SmallVector.h"

namespace netc::net {

/// Pads for execution, [top, bottom, left, right]: SAME as above, never
/// negative; explicit pads as written; VALID none.
llvm::SmallVector<int64_t, 4> executionPads(Conv2DOp conv);
/// Pooling's pads, by the same rule (VALID pools pad nothing: floor mode).
/// Explicit (ONNX) pads: top and left as written, bottom and right what the
/// output's extent needs (more than written in ceil mode), never negative.
llvm::SmallVector<int64_t, 4> executionPads(MaxPoolOp pool);
llvm::SmallVector<int64_t, 4> executionPads(AvgPoolOp pool);

} // namespace netc::net

#endif // NETC_NET_IR_EXECUTIONPADS_H
