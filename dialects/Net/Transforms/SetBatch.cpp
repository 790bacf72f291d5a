//===- SetBatch.cpp - Change a network's batch size (-net-set-batch) ----===//
//
// Result types are functions of the operands' types, so changing the batch is
// re-running type inference down the network. Ops whose result type is
// stated rather than inferred (reshape, deconvolution) keep their shape but
// for the batch.
//
//===----------------------------------------------------------------------===//

#include "Net/Transforms/Passes.h"
#include "Net/Transforms/SetBatch.h"
#include "Net/IR/ShapeRules.h"

#include "mlir/Interfaces/InferTypeOpInterface.h"

using namespace mlir;
using namespace netc::net;

namespace netc::net {
#define GEN_PASS_DEF_NETSETBATCH
#include "Net/Transforms/Passes.h.inc"
} // namespace netc::net

namespace {
RankedTensorType withBatch(Type type, int64_t batch) {
  auto tensor = cast<RankedTensorType>(type);
  SmallVector<int64_t> shape(tensor.getShape());
  shape.front() = batch;
  return tensor.clone(shape);
}
} // namespace

LogicalResult netc::net::setBatchSize(NetworkOp network, int64_t batch) {
  if (batch <= 0)
    return network.emitError() << "--batch: expected a positive batch size, got "
                               << batch;
  for (Operation &op : network.getBody().front()) {
    auto layer = dyn_cast<LayerOpInterface>(op);
    if (auto inferrable = dyn_cast<InferTypeOpInterface>(op)) {
      SmallVector<Type> types;
      if (failed(inferrable.inferReturnTypes(
              op.getContext(), op.getLoc(), op.getOperands(),
              op.getRawDictionaryAttrs(), op.getPropertiesStorage(), op.getRegions(),
              types)))
        return op.emitError() << "layer '" << layer.getLayerName()
                              << "': its shape is impossible at batch " << batch;
      op.getResult(0).setType(types.front());
      continue;
    }
    if (isa<ReshapeOp>(op) && op.getOperand(0).getType() != Type()) {
      auto in = cast<RankedTensorType>(op.getOperand(0).getType());
      auto out = cast<RankedTensorType>(op.getResult(0).getType());
      // The operand's type was already updated; recover the old batch from
      // the element counts.
      int64_t perImageIn = 1;
      for (int64_t d : in.getShape().drop_front())
        perImageIn *= d;
      int64_t oldBatch = out.getNumElements() / perImageIn;
      if (out.getShape().front() != oldBatch)
        return op.emitError() << "layer '" << layer.getLayerName()
                              << "': --batch cannot change a reshape whose first "
                                 "dimension is not the batch";
    }
    op.getResult(0).setType(withBatch(op.getResult(0).getType(), batch));
    if (isa<InputOp>(op) &&
        failed(checkedElementCount(
            cast<RankedTensorType>(op.getResult(0).getType()).getShape())))
      return op.emitError() << "layer '" << layer.getLayerName()
                            << "': batch " << batch << " makes the input too large";
  }
  return success();
}

namespace {
struct NetSetBatchPass : netc::net::impl::NetSetBatchBase<NetSetBatchPass> {
  using NetSetBatchBase::NetSetBatchBase;
  void runOnOperation() override {
    if (failed(setBatchSize(getOperation(), batch)))
      signalPassFailure();
  }
};
} // namespace
