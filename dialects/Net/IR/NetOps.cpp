//===- NetOps.cpp - Type inference and verifiers of the net ops ---------===//
//
// Result types come from ShapeRules; what types cannot say (keep probability
// range, positive shapes, LRN window) is checked by the verifiers. Every
// message names the field, as the importer's do.
//
//===----------------------------------------------------------------------===//

#include "Net/IR/NetOps.h"
#include "Net/IR/NameRules.h"
#include "Net/IR/ShapeRules.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace netc::net;

namespace {
/// Field errors for type inference: attached to the op's location when there
/// is one, silent otherwise (MLIR then reports the mismatch itself).
struct InferenceErrors {
  std::optional<Location> location;
  InFlightDiagnostic operator()(StringRef field) const {
    if (!location)
      return InFlightDiagnostic();
    return mlir::emitError(*location) << "field '" << field << "': ";
  }
};

ArrayRef<int64_t> shapeOf(Value value) {
  return cast<RankedTensorType>(value.getType()).getShape();
}

LogicalResult setResult(MLIRContext *context, FailureOr<Shape> shape,
                        SmallVectorImpl<Type> &types) {
  if (failed(shape))
    return failure();
  types.push_back(RankedTensorType::get(*shape, Float32Type::get(context)));
  return success();
}

SmallVector<Shape> shapesOf(ValueRange values) {
  SmallVector<Shape> shapes;
  for (Value v : values)
    shapes.emplace_back(shapeOf(v));
  return shapes;
}
} // namespace

//===----------------------------------------------------------------------===//
// NetworkOp
//===----------------------------------------------------------------------===//

RegionKind NetworkOp::getRegionKind(unsigned) { return RegionKind::SSACFG; }

LogicalResult NetworkOp::verifyRegions() {
  // The analyses and the lowering walk one flat list of layers that starts at
  // an input; anything else in the region would reach them unchecked.
  if ((*this)->getParentOfType<NetworkOp>())
    return emitOpError("a network cannot be nested in another network");
  Block &body = getBody().front();
  if (body.getNumArguments() != 0)
    return emitOpError("the network's body takes no arguments, got ")
           << body.getNumArguments();
  if (std::optional<std::string> problem = netc::checkName(getTitle()))
    return emitOpError("the network's name ") << *problem;
  if (body.getOps<InputOp>().empty())
    return emitOpError("the network has no input layer (net.input)");
  llvm::StringMap<Operation *> layersByName;
  for (Operation &op : body) {
    auto layer = dyn_cast<LayerOpInterface>(op);
    if (!layer)
      continue;
    if (std::optional<std::string> problem = netc::checkName(layer.getLayerName()))
      return op.emitOpError() << "layer name '"
                              << netc::escapeForMessage(layer.getLayerName()) << "' "
                              << *problem;
    if (!layersByName.try_emplace(layer.getLayerName(), &op).second)
      return op.emitOpError() << "duplicate layer name '"
                              << netc::escapeForMessage(layer.getLayerName()) << "'";
  }
  int64_t elements = 0;
  int64_t parameters = 0;
  int64_t passFlops[4] = {0, 0, 0, 0};
  for (Operation &op : getBody().front()) {
    auto layer = dyn_cast<LayerOpInterface>(op);
    if (!layer)
      continue;
    LayerFlops flops = layer.getFlops();
    int64_t layerFlops[4] = {flops.forward, flops.backwardData, flops.backwardFilter,
                             flops.weightUpdate};
    bool tooLarge =
        llvm::AddOverflow(elements,
                          cast<RankedTensorType>(op.getResult(0).getType()).getNumElements(),
                          elements) ||
        elements > kMaxNetworkElements ||
        llvm::AddOverflow(parameters, layer.getParameterCount(), parameters) ||
        parameters > kMaxNetworkElements;
    for (int pass = 0; pass < 4; ++pass)
      tooLarge |= llvm::AddOverflow(passFlops[pass], layerFlops[pass], passFlops[pass]) ||
                  passFlops[pass] > kMaxNetworkFlopsPerPass;
    if (tooLarge)
      return op.emitError() << "layer '" << layer.getLayerName()
                            << "': the network up to here exceeds what netc counts "
                               "exactly (2^56 activation elements or parameters, 2^60 "
                               "FLOPs per pass)";
  }
  return success();
}

SmallVector<InputOp> NetworkOp::getInputs() {
  return llvm::to_vector(getBody().front().getOps<InputOp>());
}

//===----------------------------------------------------------------------===//
// Layers
//===----------------------------------------------------------------------===//

LogicalResult InputOp::verify() {
  if (failed(checkedElementCount(getType().getShape())) || getType().getRank() == 0)
    return emitOpError("field 'tensor': expected positive dimensions with at most "
                       "2^48 elements, got ")
           << getType();
  return success();
}

SmallVector<int64_t, 2> Conv2DOp::getPadAmounts() {
  ArrayRef<int64_t> in = shapeOf(getInput());
  switch (getPadding()) {
  case PaddingKind::Valid:
    return {0, 0};
  case PaddingKind::Explicit:
    return {(*getPad())[0], (*getPad())[1]};
  case PaddingKind::Same:
    return {samePadBefore(in[1], getFilter()[0], getStrides()[0]),
            samePadBefore(in[2], getFilter()[1], getStrides()[1])};
  }
  llvm_unreachable("unknown padding kind");
}

LogicalResult Conv2DOp::inferReturnTypes(MLIRContext *context,
                                         std::optional<Location> location,
                                         Adaptor adaptor,
                                         SmallVectorImpl<Type> &types) {
  ArrayRef<int64_t> pad = adaptor.getPad() ? *adaptor.getPad() : ArrayRef<int64_t>();
  return setResult(context,
                   inferConv2dShape(shapeOf(adaptor.getInput()), adaptor.getFilter(),
                                    adaptor.getStrides(), adaptor.getPadding(), pad,
                                    InferenceErrors{location}, adaptor.getGroups(),
                                    adaptor.getDilations()),
                   types);
}

LogicalResult Conv2DOp::verify() {
  if ((getPadding() == PaddingKind::Explicit) != getPad().has_value())
    return emitOpError("field 'padding': 'pad' is required with explicit padding "
                       "and only then");
  return success();
}

bool Conv2DOp::isPlainConvolution() {
  bool dilated = llvm::any_of(getDilations(), [](int64_t d) { return d != 1; });
  bool asymmetric = getPad() && getPad()->size() == 4 &&
                    ((*getPad())[0] != (*getPad())[2] || (*getPad())[1] != (*getPad())[3]);
  return getGroups() == 1 && !dilated && !asymmetric;
}

LogicalResult Deconv2DOp::verify() {
  if ((getPadding() == PaddingKind::Explicit) != getPad().has_value())
    return emitOpError("field 'padding': 'pad' is required with explicit padding "
                       "and only then");
  ArrayRef<int64_t> pad = getPad() ? *getPad() : ArrayRef<int64_t>();
  auto error = [&](StringRef field) {
    return emitOpError() << "field '" << field << "': ";
  };
  return verifyDeconv2dShapes(shapeOf(getInput()), getFilter(), getStrides(),
                              getPadding(), pad, getType().getShape(), error);
}

template <typename PoolOp>
static LogicalResult inferPool(MLIRContext *context, std::optional<Location> location,
                               typename PoolOp::Adaptor adaptor,
                               SmallVectorImpl<Type> &types) {
  ArrayRef<int64_t> pad = adaptor.getPad();
  return setResult(context,
                   inferPoolShape(shapeOf(adaptor.getInput()), adaptor.getKsize(),
                                  adaptor.getStrides(), adaptor.getPadding(),
                                  InferenceErrors{location}, pad,
                                  adaptor.getCeilMode()),
                   types);
}

/// What the pooling's types cannot say: `pad` goes with explicit padding,
/// and only average pooling divides by a count that may include it.
template <typename PoolOp>
static LogicalResult verifyPool(PoolOp op, bool isAverage) {
  // Explicit padding without pads is the shape rule's error (Paleo's
  // pooling takes SAME or VALID only).
  if (op.getPadding() != PaddingKind::Explicit && !op.getPad().empty())
    return op.emitOpError("field 'padding': 'pad' is required with explicit padding "
                          "and only then");
  if (!isAverage && op.getCountIncludePad())
    return op.emitOpError("field 'count_include_pad': only average pooling divides "
                          "by a window count");
  return success();
}

LogicalResult MaxPoolOp::verify() { return verifyPool(*this, /*isAverage=*/false); }
LogicalResult AvgPoolOp::verify() { return verifyPool(*this, /*isAverage=*/true); }

LogicalResult MaxPoolOp::inferReturnTypes(MLIRContext *context,
                                          std::optional<Location> location,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &types) {
  return inferPool<MaxPoolOp>(context, location, adaptor, types);
}

LogicalResult AvgPoolOp::inferReturnTypes(MLIRContext *context,
                                          std::optional<Location> location,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &types) {
  return inferPool<AvgPoolOp>(context, location, adaptor, types);
}

int64_t InnerProductOp::getNumInputs() {
  ArrayRef<int64_t> in = shapeOf(getInput());
  int64_t count = 1;
  for (int64_t d : in.drop_front())
    count *= d;
  return count;
}

LogicalResult InnerProductOp::inferReturnTypes(MLIRContext *context,
                                               std::optional<Location> location,
                                               Adaptor adaptor,
                                               SmallVectorImpl<Type> &types) {
  return setResult(context,
                   inferInnerProductShape(shapeOf(adaptor.getInput()),
                                          adaptor.getNumOutputs(),
                                          InferenceErrors{location}),
                   types);
}

LogicalResult ConcatOp::inferReturnTypes(MLIRContext *context,
                                         std::optional<Location> location,
                                         Adaptor adaptor,
                                         SmallVectorImpl<Type> &types) {
  return setResult(context,
                   inferConcatShape(shapesOf(adaptor.getInputs()), adaptor.getAxis(),
                                    InferenceErrors{location}),
                   types);
}

LogicalResult ElementwiseOp::inferReturnTypes(MLIRContext *context,
                                              std::optional<Location> location,
                                              Adaptor adaptor,
                                              SmallVectorImpl<Type> &types) {
  return setResult(context,
                   inferElementwiseShape(shapesOf(adaptor.getInputs()),
                                         InferenceErrors{location}),
                   types);
}

LogicalResult DropoutOp::inferReturnTypes(MLIRContext *context, std::optional<Location>,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &types) {
  types.push_back(adaptor.getInput().getType());
  return success();
}

LogicalResult DropoutOp::verify() {
  double keep = getKeepProb().convertToDouble();
  if (!(keep > 0.0 && keep <= 1.0)) // false for NaN as well
    return emitOpError("field 'dropout_keep_prob': keep probability must be in "
                       "(0, 1], got ")
           << keep;
  return success();
}

LogicalResult SoftmaxOp::inferReturnTypes(MLIRContext *context,
                                          std::optional<Location> location,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &types) {
  return setResult(context,
                   inferSoftmaxShape(shapeOf(adaptor.getInput()),
                                     adaptor.getNumClasses(), InferenceErrors{location}),
                   types);
}

LogicalResult SigmoidOp::inferReturnTypes(MLIRContext *context, std::optional<Location>,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &types) {
  return setResult(context, Shape{shapeOf(adaptor.getInput()).front(), 1}, types);
}

LogicalResult ReshapeOp::verify() {
  auto error = [&](StringRef field) {
    return emitOpError() << "field '" << field << "': ";
  };
  FailureOr<Shape> shape =
      inferReshapeShape(shapeOf(getInput()), getType().getShape(), error);
  return failure(failed(shape));
}

LogicalResult UpSampling2DOp::inferReturnTypes(MLIRContext *context,
                                               std::optional<Location> location,
                                               Adaptor adaptor,
                                               SmallVectorImpl<Type> &types) {
  return setResult(context,
                   inferUpSampling2dShape(shapeOf(adaptor.getInput()),
                                          adaptor.getKsize(), InferenceErrors{location}),
                   types);
}

LogicalResult LRNOp::inferReturnTypes(MLIRContext *, std::optional<Location>,
                                      Adaptor adaptor, SmallVectorImpl<Type> &types) {
  types.push_back(adaptor.getInput().getType());
  return success();
}

LogicalResult LRNOp::verify() {
  if (getLocalSize() <= 0 || getLocalSize() % 2 == 0 || getLocalSize() > 1023)
    return emitOpError("field 'local_size': expected a positive odd window of at most "
                       "1023 channels, got ")
           << getLocalSize();
  // NaN or infinity would reach plan.json as bare `nan` (invalid JSON) and
  // kernels.cu as `inff`.
  for (auto [field, value] : {std::pair<StringRef, APFloat>{"alpha", getAlpha()},
                              {"beta", getBeta()},
                              {"k", getK()}})
    if (!value.isFinite())
      return emitOpError() << "field '" << field << "': expected a finite number, got "
                           << value.convertToDouble();
  if (getK().convertToDouble() <= 0.0 && getAlpha().convertToDouble() <= 0.0)
    return emitOpError("field 'k': k and alpha cannot both be non-positive");
  return success();
}

LogicalResult BatchNormOp::inferReturnTypes(MLIRContext *, std::optional<Location>,
                                            Adaptor adaptor,
                                            SmallVectorImpl<Type> &types) {
  types.push_back(adaptor.getInput().getType());
  return success();
}

LogicalResult BatchNormOp::verify() {
  if (!(getEpsilon().convertToDouble() > 0.0) || !getEpsilon().isFinite())
    return emitOpError("field 'epsilon': expected a positive epsilon, got ")
           << getEpsilon().convertToDouble();
  return success();
}

LogicalResult GenericOp::inferReturnTypes(MLIRContext *,
                                          std::optional<Location> location,
                                          Adaptor adaptor,
                                          SmallVectorImpl<Type> &types) {
  if (adaptor.getInputs().empty())
    return InferenceErrors{location}("parents") << "a generic layer needs an input";
  types.push_back(adaptor.getInputs().front().getType());
  return success();
}

//===----------------------------------------------------------------------===//
// Layers of today's CNNs (ONNX imports)
//===----------------------------------------------------------------------===//

LogicalResult ActivationOp::inferReturnTypes(MLIRContext *, std::optional<Location>,
                                             Adaptor adaptor,
                                             SmallVectorImpl<Type> &types) {
  types.push_back(adaptor.getInput().getType());
  return success();
}

LogicalResult ActivationOp::verify() {
  if (getKind() == Activation::None)
    return emitOpError("field 'kind': an activation layer needs a nonlinearity, "
                       "not 'none'");
  return success();
}

SmallVector<SmallVector<int64_t, 4>, 2> BinaryOp::getOperandShapes() {
  SmallVector<SmallVector<int64_t, 4>, 2> shapes;
  for (Value input : getInputs())
    shapes.emplace_back(shapeOf(input));
  if (std::optional<ArrayRef<int64_t>> constant = getConstantShape())
    shapes.insert(getConstantFirst() ? shapes.begin() : shapes.end(),
                  SmallVector<int64_t, 4>(*constant));
  return shapes;
}

LogicalResult BinaryOp::inferReturnTypes(MLIRContext *context,
                                         std::optional<Location> location,
                                         Adaptor adaptor,
                                         SmallVectorImpl<Type> &types) {
  SmallVector<Shape> shapes = shapesOf(adaptor.getInputs());
  if (std::optional<ArrayRef<int64_t>> constant = adaptor.getConstantShape())
    shapes.emplace_back(*constant);
  return setResult(context, inferBroadcastShape(shapes, InferenceErrors{location}),
                   types);
}

LogicalResult BinaryOp::verify() {
  bool hasConstant = getConstantShape().has_value();
  size_t expected = hasConstant ? 1 : 2;
  if (getInputs().size() != expected)
    return emitOpError("field 'inputs': expected ")
           << expected << " input" << (expected == 1 ? "" : "s")
           << (hasConstant ? " besides the constant" : " (or one and a constant_shape)")
           << ", got " << getInputs().size();
  if (!hasConstant && (getConstantFirst() || getTrainable()))
    return emitOpError("field 'constant_shape': 'constant_first' and 'trainable' "
                       "describe a constant operand, and there is none");
  if (hasConstant && failed(checkedElementCount(*getConstantShape())))
    return emitOpError("field 'constant_shape': expected positive dimensions, got ")
           << getConstantShape()->size() << " entries";
  // The result is the broadcast of the operands; it must not be larger than
  // the activation operand for a constant (the constant does not grow it).
  if (hasConstant && getType() != getInputs().front().getType())
    return emitOpError("field 'constant_shape': the constant may not broadcast the "
                       "input to a larger shape");
  return success();
}

LogicalResult LayerNormOp::inferReturnTypes(MLIRContext *, std::optional<Location>,
                                            Adaptor adaptor,
                                            SmallVectorImpl<Type> &types) {
  types.push_back(adaptor.getInput().getType());
  return success();
}

LogicalResult LayerNormOp::verify() {
  int64_t rank = getType().getRank();
  int64_t axis = getAxis();
  if (axis < 0 || axis >= rank)
    return emitOpError("field 'axis': expected 0 <= axis < ")
           << rank << " (the input's rank), got " << axis;
  if (!(getEpsilon().convertToDouble() > 0.0))
    return emitOpError("field 'epsilon': expected a positive epsilon, got ")
           << getEpsilon().convertToDouble();
  return success();
}

int64_t LayerNormOp::getNormalizedSize() {
  int64_t size = 1;
  for (int64_t d : shapeOf(getInput()).drop_front(int64_t(getAxis())))
    size *= d;
  return size;
}

LogicalResult MatMulOp::inferReturnTypes(MLIRContext *context,
                                         std::optional<Location> location,
                                         Adaptor adaptor,
                                         SmallVectorImpl<Type> &types) {
  return setResult(context,
                   inferMatMulShape(shapeOf(adaptor.getInput()), adaptor.getNumOutputs(),
                                    InferenceErrors{location}),
                   types);
}

LogicalResult TransposeOp::inferReturnTypes(MLIRContext *context,
                                            std::optional<Location> location,
                                            Adaptor adaptor,
                                            SmallVectorImpl<Type> &types) {
  return setResult(context,
                   inferTransposeShape(shapeOf(adaptor.getInput()),
                                       adaptor.getPermutation(), InferenceErrors{location}),
                   types);
}

LogicalResult SliceOp::inferReturnTypes(MLIRContext *context,
                                        std::optional<Location> location, Adaptor adaptor,
                                        SmallVectorImpl<Type> &types) {
  return setResult(context,
                   inferSliceShape(shapeOf(adaptor.getInput()), adaptor.getAxis(),
                                   adaptor.getOffset(), adaptor.getSize(),
                                   InferenceErrors{location}),
                   types);
}

#define GET_OP_CLASSES
#include "Net/IR/NetOps.cpp.inc"

#include "Net/IR/NetInterfaces.cpp.inc"
