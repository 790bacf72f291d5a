//===- SetBatch.h - Change a network's batch size ---------------*- C++ -*-===//
#ifndef NETC_NET_TRANSFORMS_SETBATCH_H
#define NETC_NET_TRANSFORMS_SETBATCH_H

#include "Net/IR/NetOps.h"

namespace netc::net {

/// Sets the batch (dimension 0) of every input to `batch` and re-infers the
/// type of every layer, in order. Fails with a diagnostic on a non-positive
/// batch, on a layer whose shape then becomes impossible, or on a reshape
/// that does not keep the batch dimension.
mlir::LogicalResult setBatchSize(NetworkOp network, int64_t batch);

} // namespace netc::net

#endif // NETC_NET_TRANSFORMS_SETBATCH_H
