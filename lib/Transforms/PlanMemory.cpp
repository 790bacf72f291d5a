//===- PlanMemory.cpp - Memory by liveness as remarks -------------------===//
//
// -net-plan-memory: live activation bytes at every layer (buffers reused by
// liveness), the inference peak and the training total.
//
//===----------------------------------------------------------------------===//

#include "Analysis/MemoryPlan.h"
#include "Transforms/Passes.h"

using namespace mlir;
using namespace netc;

namespace netc::net {
#define GEN_PASS_DEF_NETPLANMEMORY
#include "Transforms/Passes.h.inc"
} // namespace netc::net

namespace {
struct NetPlanMemoryPass : net::impl::NetPlanMemoryBase<NetPlanMemoryPass> {
  void runOnOperation() override {
    NetworkStatistics statistics(getOperation());
    MemoryPlan plan(statistics);
    for (auto [index, layer] : llvm::enumerate(statistics.getLayers()))
      layer.layer->emitRemark() << "live " << plan.getLiveBytesAt(index) << " bytes";
    getOperation()->emitRemark()
        << "inference peak activations " << plan.getPeakActivationBytes()
        << " bytes at '"
        << statistics.getLayers()[plan.getPeakLayer()].layer.getLayerName()
        << "', inference total " << plan.getInferenceBytes() << " bytes, training "
        << plan.getTrainingBytes() << " bytes";
  }
};
} // namespace
