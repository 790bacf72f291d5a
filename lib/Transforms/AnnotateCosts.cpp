//===- AnnotateCosts.cpp - Cost-model predictions as attributes ---------===//
//
// -net-annotate-costs: asks netc's cost model about every layer and records
// the answer on the op, so that later passes (the lowering's kernel choice)
// and the plan read one decision instead of predicting again.
//
//===----------------------------------------------------------------------===//

#include "CostModel/NetcModel.h"
#include "Transforms/Passes.h"

#include "mlir/IR/Builders.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"

using namespace mlir;
using namespace netc;

namespace netc::net {
#define GEN_PASS_DEF_NETANNOTATECOSTS
#include "Transforms/Passes.h.inc"
} // namespace netc::net

namespace {
/// "backward_data" -> "net.cost_backward_data".
std::string attributeNameFor(StringRef passName) { return "net.cost_" + passName.str(); }

struct NetAnnotateCostsPass : net::impl::NetAnnotateCostsBase<NetAnnotateCostsPass> {
  using NetAnnotateCostsBase::NetAnnotateCostsBase;

  void runOnOperation() override {
    net::NetworkOp network = getOperation();
    llvm::Expected<DeviceProfile> profile = lookupDeviceOrFile(device);
    if (!profile) {
      network.emitError() << "device: " << llvm::toString(profile.takeError());
      return signalPassFailure();
    }
    ModelOptions options;
    options.precision = precision;
    options.layout = layout;

    SmallVector<StringRef> passNames;
    StringRef(passes).split(passNames, ',', -1, /*KeepEmpty=*/false);
    NetcModel model(*profile, options);
    Builder builder(&getContext());
    for (StringRef passName : passNames) {
      // The cost model names passes with underscores; accept hyphens too.
      std::string normalized = passName.trim().str();
      std::replace(normalized.begin(), normalized.end(), '-', '_');
      std::optional<netc::Pass> pass = parsePass(normalized);
      if (!pass || *pass == netc::Pass::WeightUpdate) {
        network.emitError() << "passes: expected forward, backward_data or "
                               "backward_filter, got '"
                            << passName << "'";
        return signalPassFailure();
      }
      std::string attributeName = attributeNameFor(netc::getPassName(*pass));
      for (Operation &op : network.getBody().front()) {
        auto layer = dyn_cast<net::LayerOpInterface>(op);
        if (!layer || isa<net::InputOp>(op))
          continue;
        LayerPrediction prediction = model.predictLayer(layer, *pass);
        NamedAttrList fields;
        fields.append("algorithm", builder.getStringAttr(prediction.algorithm));
        fields.append("bound", builder.getStringAttr(getBoundName(prediction.bound)));
        fields.append("bytes", builder.getI64IntegerAttr(prediction.bytes));
        fields.append("flops", builder.getI64IntegerAttr(prediction.flops));
        fields.append("ms", builder.getF64FloatAttr(prediction.totalMs));
        fields.append("workspace_bytes",
                      builder.getI64IntegerAttr(prediction.workspaceBytes));
        op.setAttr(attributeName, fields.getDictionary(&getContext()));
      }
    }
  }
};
} // namespace
