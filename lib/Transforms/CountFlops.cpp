//===- CountFlops.cpp - FLOPs per pass as remarks -----------------------===//
//
// -net-count-flops: forward, backward-data, backward-filter and weight-update
// FLOPs of every layer (a multiply-add is 2 FLOPs), and the totals.
//
//===----------------------------------------------------------------------===//

#include "Analysis/NetworkStatistics.h"
#include "Transforms/Passes.h"

using namespace mlir;
using namespace netc;

namespace netc::net {
#define GEN_PASS_DEF_NETCOUNTFLOPS
#include "Transforms/Passes.h.inc"
} // namespace netc::net

namespace {
void describe(InFlightDiagnostic &remark, const net::LayerFlops &flops) {
  remark << "flops forward " << flops.forward << ", backward-data "
         << flops.backwardData << ", backward-filter " << flops.backwardFilter
         << ", update " << flops.weightUpdate;
}

struct NetCountFlopsPass : net::impl::NetCountFlopsBase<NetCountFlopsPass> {
  void runOnOperation() override {
    NetworkStatistics statistics(getOperation());
    for (const LayerStatistics &layer : statistics.getLayers()) {
      InFlightDiagnostic remark = layer.layer->emitRemark();
      describe(remark, layer.flops);
    }
    InFlightDiagnostic remark = getOperation()->emitRemark() << "total ";
    describe(remark, statistics.getTotalFlops());
  }
};
} // namespace
