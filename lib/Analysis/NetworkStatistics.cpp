//===- NetworkStatistics.cpp - Counting over a network ------------------===//

#include "Analysis/NetworkStatistics.h"

using namespace mlir;
using namespace netc;

NetworkStatistics::NetworkStatistics(net::NetworkOp network) {
  for (Operation &op : network.getBody().front()) {
    auto layer = dyn_cast<net::LayerOpInterface>(op);
    if (!layer)
      continue;
    auto type = cast<RankedTensorType>(op.getResult(0).getType());
    LayerStatistics stats{layer, type.getShape(), type.getNumElements(),
                          layer.getParameterCount(), layer.getFlops()};
    parameters += stats.parameters;
    activationElements += stats.outputElements;
    totalFlops.forward += stats.flops.forward;
    totalFlops.backwardData += stats.flops.backwardData;
    totalFlops.backwardFilter += stats.flops.backwardFilter;
    totalFlops.weightUpdate += stats.flops.weightUpdate;
    layers.push_back(stats);
  }
}

int64_t NetworkStatistics::getTrainingStepFlops() const {
  return totalFlops.forward + totalFlops.backwardData + totalFlops.backwardFilter +
         totalFlops.weightUpdate;
}
