//===- CountParameters.cpp - Parameters and activations as remarks ------===//
//
// -net-count-parameters: a thin window onto NetworkStatistics for lit tests
// and for users who want the counts attached to their IR.
//
//===----------------------------------------------------------------------===//

#include "Analysis/NetworkStatistics.h"
#include "Transforms/Passes.h"

using namespace mlir;
using namespace netc;

namespace netc::net {
#define GEN_PASS_DEF_NETCOUNTPARAMETERS
#include "Transforms/Passes.h.inc"
} // namespace netc::net

namespace {
struct NetCountParametersPass
    : net::impl::NetCountParametersBase<NetCountParametersPass> {
  void runOnOperation() override {
    NetworkStatistics statistics(getOperation());
    for (const LayerStatistics &layer : statistics.getLayers())
      layer.layer->emitRemark() << "params " << layer.parameters << ", output "
                                << layer.outputElements << " elements";
    getOperation()->emitRemark()
        << "params " << statistics.getParameterCount() << " ("
        << statistics.getParameterBytes() << " bytes), activation "
        << statistics.getActivationBytes() << " bytes";
  }
};
} // namespace
