//===- FoldInference.cpp - Inference simplifications (-net-fold-inference) ===//
//
// Two rewrites that only hold at inference, where batch statistics are fixed
// and no gradient flows:
//   conv -> batch_norm(act)  becomes  conv(act) with the batch norm folded
//                                     into its weights (recorded, not done:
//                                     weights are not part of the IR);
//   dropout(x)               becomes  x.
// A batch norm after anything else, or after a convolution whose output has
// other users or its own activation, stays: it lowers to its own kernel.
//
//===----------------------------------------------------------------------===//

#include "Net/Transforms/Passes.h"

#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace netc::net;

namespace netc::net {
#define GEN_PASS_DEF_NETFOLDINFERENCE
#include "Net/Transforms/Passes.h.inc"
} // namespace netc::net

namespace {
/// Whether `bn` can fold into the convolution that produces its input.
Conv2DOp getFoldableConvolution(BatchNormOp bn) {
  auto conv = bn.getInput().getDefiningOp<Conv2DOp>();
  if (!conv || !conv.getOutput().hasOneUse() || conv.getActivation() != Activation::None ||
      conv.getBatchNorm() || conv->hasAttr("net.folded_batch_norm"))
    return nullptr;
  return conv;
}

struct FoldInferencePass : netc::net::impl::NetFoldInferenceBase<FoldInferencePass> {
  void runOnOperation() override {
    NetworkOp network = getOperation();
    Builder builder(&getContext());
    SmallVector<Operation *> erased;
    for (Operation &op : network.getBody().front()) {
      if (auto dropout = dyn_cast<DropoutOp>(op)) {
        dropout.getOutput().replaceAllUsesWith(dropout.getInput());
        erased.push_back(dropout);
        continue;
      }
      auto bn = dyn_cast<BatchNormOp>(op);
      if (!bn)
        continue;
      Conv2DOp conv = getFoldableConvolution(bn);
      if (!conv)
        continue;
      conv->setAttr("net.folded_batch_norm",
                    builder.getDictionaryAttr(
                        {builder.getNamedAttr("layer", bn.getLayerNameAttr()),
                         builder.getNamedAttr("epsilon", bn.getEpsilonAttr())}));
      conv.setActivation(bn.getActivation());
      bn.getOutput().replaceAllUsesWith(conv.getOutput());
      erased.push_back(bn);
    }
    for (Operation *op : erased)
      op->erase();
  }
};
} // namespace
