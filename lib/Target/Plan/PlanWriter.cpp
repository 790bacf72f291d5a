//===- PlanWriter.cpp - The network as plan.json for the runtime --------===//

#include "Target/Plan/PlanWriter.h"

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

/// TensorFlow's SAME split: total = max((out - 1) * s + k - in, 0), the odd
/// row after.
std::pair<int64_t, int64_t> samePads(int64_t in, int64_t out, int64_t window,
                                     int64_t stride) {
  int64_t total = std::max<int64_t>((out - 1) * stride + window - in, 0);
  return {total / 2, total - total / 2};
}

json::Value passJson(const std::optional<PlannedPass> &pass) {
  if (!pass)
    return nullptr;
  return json::Object{{"ms", pass->milliseconds},
                      {"algorithm", pass->algorithm},
                      {"workspace_bytes", pass->workspaceBytes},
                      {"flops", pass->flops},
                      {"bytes", pass->bytes},
                      {"bound", pass->bound}};
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
      .Case([&](ConcatOp concat) { layer["axis"] = concat.getAxis(); })
      .Case([&](BinaryOp binary) {
        layer["kind"] = stringifyBinaryKind(binary.getKind());
        layer["activation"] = activationName(binary.getActivation());
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
      .Case([&](GenericOp generic) { layer["type"] = generic.getType(); });
}
} // namespace

SmallVector<int64_t, 4> netc::executionPads(Conv2DOp conv) {
  if (conv.getPadding() == PaddingKind::Valid)
    return {0, 0, 0, 0};
  if (conv.getPadding() == PaddingKind::Explicit) {
    ArrayRef<int64_t> pad = *conv.getPad();
    return {pad[0], pad[0], pad[1], pad[1]};
  }
  ArrayRef<int64_t> in = shapeOf(conv.getInput());
  ArrayRef<int64_t> out = conv.getType().getShape();
  auto [top, bottom] = samePads(in[1], out[1], conv.getFilter()[0], conv.getStrides()[0]);
  auto [left, right] = samePads(in[2], out[2], conv.getFilter()[1], conv.getStrides()[1]);
  return {top, bottom, left, right};
}

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
      entry["predicted"] = json::Object{
          {"forward", passJson(predictions(&op, PlanPass::Forward))},
          {"backward_data", passJson(predictions(&op, PlanPass::BackwardData))},
          {"backward_filter", passJson(predictions(&op, PlanPass::BackwardFilter))}};
    }
    layers.push_back(std::move(entry));
  }
  return json::Object{{"format", "netc-plan"},
                      {"version", 1},
                      {"network", network.getTitle()},
                      {"source", header.source},
                      {"batch", batch},
                      {"precision", header.precision},
                      {"layout", header.layout},
                      {"device", header.device},
                      {"model", header.model},
                      {"layers", std::move(layers)}};
}

namespace {
/// Explicit pads [top, left, bottom, right] as execution pads: the top and
/// left ones as written; the bottom and right ones whatever makes the windows
/// that start at the top-left give the output's extent. That is the written
/// pad, larger in ceil mode (the last window reaches past it), smaller where
/// floor mode drops the rows that no window reaches.
std::pair<int64_t, int64_t> explicitPads(int64_t in, int64_t out, int64_t window,
                                         int64_t stride, int64_t before) {
  return {before, std::max<int64_t>((out - 1) * stride + window - in - before, 0)};
}

template <typename PoolOp> SmallVector<int64_t, 4> poolPads(PoolOp pool) {
  ArrayRef<int64_t> in = shapeOf(pool.getInput());
  ArrayRef<int64_t> out = pool.getType().getShape();
  if (pool.getPadding() == PaddingKind::Explicit) {
    ArrayRef<int64_t> pad = pool.getPad();
    auto [top, bottom] =
        explicitPads(in[1], out[1], pool.getKsize()[0], pool.getStrides()[0], pad[0]);
    auto [left, right] =
        explicitPads(in[2], out[2], pool.getKsize()[1], pool.getStrides()[1], pad[1]);
    return {top, bottom, left, right};
  }
  if (pool.getPadding() != PaddingKind::Same)
    return {0, 0, 0, 0};
  auto [top, bottom] = samePads(in[1], out[1], pool.getKsize()[0], pool.getStrides()[0]);
  auto [left, right] = samePads(in[2], out[2], pool.getKsize()[1], pool.getStrides()[1]);
  return {top, bottom, left, right};
}
} // namespace

SmallVector<int64_t, 4> netc::executionPads(MaxPoolOp pool) { return poolPads(pool); }
SmallVector<int64_t, 4> netc::executionPads(AvgPoolOp pool) { return poolPads(pool); }
