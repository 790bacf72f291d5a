//===- DataParallel.cpp - netc's model of data-parallel training --------===//

#include "CostModel/DataParallel.h"

#include "Net/Transforms/SetBatch.h"

#include "mlir/IR/OwningOpRef.h"

#include <algorithm>
#include <limits>

using namespace llvm;
using namespace netc;

int64_t netc::getNetworkBatchSize(net::NetworkOp network) {
  int64_t batch = 0;
  for (net::InputOp input : network.getInputs())
    batch = std::max(batch, input.getType().getShape().front());
  return batch;
}

TrainingStepTimes netc::predictTrainingStep(const NetcModel &model, net::NetworkOp original,
                                            int64_t batch) {
  // setBatchSize rewrites the types in place: the caller's network keeps its
  // batch.
  mlir::OwningOpRef<net::NetworkOp> copy = original.clone();
  net::NetworkOp network = *copy;
  TrainingStepTimes step;
  if (failed(net::setBatchSize(network, batch))) {
    step.forwardMs = std::numeric_limits<double>::infinity();
    return step;
  }
  std::vector<LayerPrediction> forward = model.predict(network, Pass::Forward);
  std::vector<LayerPrediction> data = model.predict(network, Pass::BackwardData);
  std::vector<LayerPrediction> filter = model.predict(network, Pass::BackwardFilter);
  std::vector<LayerPrediction> update = model.predict(network, Pass::WeightUpdate);
  // NetcModel::predict walks the same ops in the same order: the input
  // excepted, every layer, so index i names one layer in all four.
  std::vector<double> gradientBytes;
  for (mlir::Operation &op : network.getBody().front())
    if (auto layer = dyn_cast<net::LayerOpInterface>(op); layer && !isa<net::InputOp>(op))
      gradientBytes.push_back(4.0 * double(layer.getParameterCount()));
  for (size_t i = 0; i < forward.size(); ++i) {
    step.forwardMs += forward[i].totalMs;
    step.updateMs += update[i].totalMs;
  }
  for (size_t i = forward.size(); i-- > 0;)
    step.backward.push_back(
        {forward[i].layerName, data[i].totalMs + filter[i].totalMs, gradientBytes[i]});
  return step;
}

std::vector<ScalingReport> netc::predictDataParallel(const NetcModel &model,
                                                     net::NetworkOp network,
                                                     const DataParallelOptions &options,
                                                     const AllReduceCost &allReduce) {
  int64_t batch = getNetworkBatchSize(network);
  std::vector<Scaling> modes = options.scalings;
  if (modes.empty())
    modes.push_back(Scaling::Weak);
  auto stepAt = [&](int64_t b) { return predictTrainingStep(model, network, b); };
  double gradientBytes = stepAt(batch).gradientBytes();
  std::vector<ScalingReport> reports;
  for (Scaling mode : modes)
    reports.push_back({allReduce.nominal(), mode, gradientBytes, options.buckets,
                       predictScaling(options.workers, batch, mode, options.buckets, allReduce,
                                      stepAt)});
  return reports;
}
