//===- PlanWriter.cpp - The network as plan.json for the runtime --------===//

#include "Target/Plan/PlanWriter.h"

#include "Net/IR/ExecutionPads.h"

#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace netc;
using namespace netc::net;
namespace json = llvm::json;

namespace {
json::Array shapeArray(ArrayRef<int64_t> shape) {
  json::Array array;
  for (int64_t d : shape)
    array.push_back(d);
  return array;
}

ArrayRef<int64_t> shapeOf(Value value) {
  return cast<RankedTensorType>(value.getType()).getShape();
}

StringRef activationName(Activation activation) { return stringifyActivation(activation); }

json::Value passJson(const std::optional<PlannedPass> &pass) {
  if (!pass)
    return nullptr;
  return json::Object{{plan::field::kMilliseconds, pass->milliseconds},
                      {plan::field::kAlgorithm, pass->algorithm},
                      {plan::field::kWorkspaceBytes, pass->workspaceBytes},
                      {plan::field::kFlops, pass->flops},
                      {plan::field::kBytes, pass->bytes},
                      {plan::field::kBound, pass->bound}};
}

/// The op's hyper-parameters under their dialect names.
void addAttributes(Operation *op, json::Object &layer) {
  llvm::TypeSwitch<Operation *>(op)
      .Case([&](Conv2DOp conv) {
        layer["filter"] = shapeArray(conv.getFilter());
        layer["strides"] = shapeArray(conv.getStrides());
        layer["pad"] = shapeArray(executionPads(conv));
        layer["activation"] = activationName(conv.getActivation());
        layer["bias"] = conv.getBias();
        // The filter's cin is each group's; plans without "groups" have one.
        if (conv.getGroups() > 1)
          layer["groups"] = conv.getGroups();
        // Likewise "dilation" ([dh, dw]): written only where it is not [1, 1].
        if (llvm::any_of(conv.getDilations(), [](int64_t d) { return d != 1; }))
          layer["dilation"] = shapeArray(conv.getDilations());
      })
      .Case([&](Deconv2DOp deconv) {
        layer["filter"] = shapeArray(deconv.getFilter());
        layer["strides"] = shapeArray(deconv.getStrides());
        layer["padding"] = stringifyPaddingKind(deconv.getPadding());
        if (deconv.getPad())
          layer["pad"] = shapeArray(*deconv.getPad());
      })
      .Case<MaxPoolOp, AvgPoolOp>([&](auto pool) {
        layer["ksize"] = shapeArray(pool.getKsize());
        layer["strides"] = shapeArray(pool.getStrides());
        layer["pad"] = shapeArray(executionPads(pool));
      })
      .Case([&](InnerProductOp fc) {
        layer["num_outputs"] = fc.getNumOutputs();
        layer["activation"] = activationName(fc.getActivation());
        layer["bias"] = fc.getBias();
      })
      .Case([&](MatMulOp matmul) {
        layer["num_outputs"] = matmul.getNumOutputs();
        layer["activation"] = activationName(matmul.getActivation());
        layer["bias"] = matmul.getBias();
      })
      .Case([&](ConcatOp concat) { layer["axis"] = concat.getAxis(); })
      .Case([&](BinaryOp binary) {
        layer["kind"] = stringifyBinaryKind(binary.getKind());
        layer["activation"] = activationName(binary.getActivation());
        // A constant operand (a layer scale) is the layer's weight, not an
        // input: its shape says how it broadcasts.
        if (std::optional<ArrayRef<int64_t>> constant = binary.getConstantShape())
          layer["constant_shape"] = shapeArray(*constant);
      })
      .Case([&](ElementwiseOp eltwise) {
        layer["kind"] = stringifyElementwiseKind(eltwise.getKind());
        layer["activation"] = activationName(eltwise.getActivation());
      })
      .Case([&](DropoutOp dropout) {
        layer["keep_prob"] = dropout.getKeepProb().convertToDouble();
      })
      .Case([&](SoftmaxOp softmax) { layer["num_classes"] = softmax.getNumClasses(); })
      .Case([&](UpSampling2DOp up) { layer["ksize"] = shapeArray(up.getKsize()); })
      .Case([&](LRNOp lrn) {
        layer["local_size"] = lrn.getLocalSize();
        layer["alpha"] = lrn.getAlpha().convertToDouble();
        layer["beta"] = lrn.getBeta().convertToDouble();
        layer["k"] = lrn.getK().convertToDouble();
      })
      .Case([&](BatchNormOp bn) {
        layer["epsilon"] = bn.getEpsilon().convertToDouble();
        layer["activation"] = activationName(bn.getActivation());
      })
      .Case([&](LayerNormOp norm) {
        layer["axis"] = norm.getAxis();
        layer["epsilon"] = norm.getEpsilon().convertToDouble();
        layer["affine"] = norm.getAffine();
      })
      .Case([&](SliceOp slice) {
        layer["axis"] = slice.getAxis();
        layer["offset"] = slice.getOffset();
        layer["size"] = slice.getSize();
      })
      .Case([&](TransposeOp transpose) {
        layer["permutation"] = shapeArray(transpose.getPermutation());
      })
      .Case([&](GenericOp generic) { layer["type"] = generic.getType(); });
}
} // namespace

json::Value netc::buildPlan(NetworkOp network, const PlanHeader &header,
                            PredictionLookup predictions) {
  json::Array layers;
  int64_t batch = 0;
  for (Operation &op : network.getBody().front()) {
    auto layer = dyn_cast<LayerOpInterface>(op);
    if (!layer)
      continue;
    json::Object entry{{"name", layer.getLayerName()},
                       {"op", op.getName().stripDialect()},
                       {"output_shape", shapeArray(shapeOf(op.getResult(0)))}};
    json::Array inputs, inputShapes;
    bool readsNetworkInput = false;
    for (Value operand : op.getOperands()) {
      auto producer = cast<LayerOpInterface>(operand.getDefiningOp());
      inputs.push_back(producer.getLayerName());
      inputShapes.push_back(shapeArray(shapeOf(operand)));
      readsNetworkInput |= isa<InputOp>(producer.getOperation());
    }
    entry["inputs"] = std::move(inputs);
    if (auto input = dyn_cast<InputOp>(op)) {
      batch = std::max(batch, shapeOf(input.getOutput()).front());
    } else {
      entry["input_shapes"] = std::move(inputShapes);
      entry["backward_data_needed"] = !readsNetworkInput;
      addAttributes(&op, entry);
      json::Object predicted;
      for (plan::Pass pass : plan::kAllPasses)
        predicted[plan::getPassKey(pass)] = passJson(predictions(&op, pass));
      entry["predicted"] = std::move(predicted);
    }
    layers.push_back(std::move(entry));
  }
  return json::Object{{"format", plan::kFormat},
                      {"version", plan::kLayersVersion},
                      {"network", network.getTitle()},
                      {"source", header.source},
                      {"batch", batch},
                      {"precision", header.precision},
                      {"layout", header.layout},
                      {"device", header.device},
                      {"model", header.model},
                      {"layers", std::move(layers)}};
}
