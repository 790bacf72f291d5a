//===- DataParallel.h - netc's model of data-parallel training --*- C++ -*-===//
//
// `netc predict --workers`: netc's per-layer model gives one worker's
// training step at any batch (forward, each layer's backward pass in the
// order it runs, the weight update, each layer's gradient bytes), and
// Scaling.h's timeline turns that step into a row per worker count. This
// file joins the two for one network.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_COSTMODEL_DATAPARALLEL_H
#define NETC_COSTMODEL_DATAPARALLEL_H

#include "CostModel/NetcModel.h"
#include "CostModel/Scaling.h"

#include <vector>

namespace netc {

/// The network's batch: the largest first dimension of its inputs (0 for a
/// network without inputs).
int64_t getNetworkBatchSize(net::NetworkOp network);

/// One worker's training step at `batch`, predicted by `model` on a copy of
/// `network` (which is left as it is): forward and update summed, the
/// backward pass (data plus filter gradients) per layer in reverse network
/// order, each with its fp32 weight-gradient bytes (4 x its parameters).
/// Where the network cannot take `batch`, the diagnostic is emitted and the
/// step takes forever (an infinite forward time).
TrainingStepTimes predictTrainingStep(const NetcModel &model, net::NetworkOp network,
                                      int64_t batch);

/// What `--workers`, `--scaling`, `--bucket-mb` and `--overlap` ask for.
struct DataParallelOptions {
  std::vector<int64_t> workers;
  std::vector<Scaling> scalings; ///< one table each; empty: weak scaling alone
  BucketOptions buckets;
};

/// One scaling table per mode of `options.scalings`, each with a row per
/// worker count, for `network` at its own batch.
std::vector<ScalingReport> predictDataParallel(const NetcModel &model, net::NetworkOp network,
                                               const DataParallelOptions &options,
                                               const AllReduceCost &allReduce);

} // namespace netc

#endif // NETC_COSTMODEL_DATAPARALLEL_H
