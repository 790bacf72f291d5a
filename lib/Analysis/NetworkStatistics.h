//===- NetworkStatistics.h - Counting over a network ------------*- C++ -*-===//
//
// Parameters, activation bytes and FLOPs of every layer and of the network,
// gathered through LayerOpInterface. A plain class: passes and reports are
// thin users of it.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_ANALYSIS_NETWORKSTATISTICS_H
#define NETC_ANALYSIS_NETWORKSTATISTICS_H

#include "Net/IR/NetOps.h"

#include <vector>

namespace netc {

/// Bytes of one f32 element: every tensor and weight in netc's counts.
constexpr int64_t kBytesPerElement = 4;

struct LayerStatistics {
  /// A handle: calling its (non-const) methods does not change the statistics.
  mutable net::LayerOpInterface layer;
  llvm::ArrayRef<int64_t> outputShape;
  int64_t outputElements = 0;
  int64_t parameters = 0;
  net::LayerFlops flops;

  int64_t outputBytes() const { return kBytesPerElement * outputElements; }
  int64_t parameterBytes() const { return kBytesPerElement * parameters; }
};

class NetworkStatistics {
public:
  explicit NetworkStatistics(net::NetworkOp network);

  /// One entry per layer, in the network's order.
  llvm::ArrayRef<LayerStatistics> getLayers() const { return layers; }

  int64_t getParameterCount() const { return parameters; }
  int64_t getParameterBytes() const { return kBytesPerElement * parameters; }
  /// Paleo's activation figure: 4 bytes x every layer's output elements,
  /// the inputs included.
  int64_t getActivationBytes() const { return kBytesPerElement * activationElements; }
  const net::LayerFlops &getTotalFlops() const { return totalFlops; }
  /// Forward + backward-data + backward-filter + weight update.
  int64_t getTrainingStepFlops() const;

private:
  std::vector<LayerStatistics> layers;
  int64_t parameters = 0;
  int64_t activationElements = 0;
  net::LayerFlops totalFlops;
};

} // namespace netc

#endif // NETC_ANALYSIS_NETWORKSTATISTICS_H
