//===- KernelOps.cpp - Verifiers of the kern dialect ----------------------===//
//
// The verifiers hold what the emitter and the runtime rely on: NHWC rank-4
// activations whose pixels are evenly spaced (identity layout, or the strided
// layout of a channel slice), filters [cout, kh, kw, cin] that match their
// input and output, window geometry that gives the output's extent, and one
// storage type per kernel.
//
//===----------------------------------------------------------------------===//

#include "Kernel/IR/KernelOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/TypeSwitch.h"
#include "llvm/Support/CheckedArithmetic.h"

#include <optional>

using namespace mlir;
using namespace netc::kern;

#include "Kernel/IR/KernelInterfaces.cpp.inc"

#define GET_OP_CLASSES
#include "Kernel/IR/KernelOps.cpp.inc"

FailureOr<BufferView> netc::kern::getBufferView(MemRefType type) {
  if (type.getRank() != 4)
    return failure();
  SmallVector<int64_t> strides;
  int64_t offset = 0;
  if (failed(type.getStridesAndOffset(strides, offset)))
    return failure();
  ArrayRef<int64_t> shape = type.getShape();
  BufferView view{shape[0], shape[1], shape[2], shape[3], strides[2], offset};
  // Pixels evenly spaced: w stride = pitch, h stride = w * pitch, n stride =
  // h * w * pitch; channels contiguous.
  if (strides[3] != 1 || view.pitch < view.c || strides[1] != view.w * view.pitch ||
      strides[0] != view.h * view.w * view.pitch || ShapedType::isDynamic(offset))
    return failure();
  return view;
}

MemRefType netc::kern::getSliceType(MemRefType source, int64_t channelOffset,
                                    int64_t channels) {
  auto [strides, offset] = source.getStridesAndOffset();
  SmallVector<int64_t> shape(source.getShape());
  shape[3] = channels;
  auto layout = StridedLayoutAttr::get(source.getContext(), offset + channelOffset, strides);
  return MemRefType::get(shape, source.getElementType(), layout);
}

bool netc::kern::isConvolutionVariant(KernelVariant variant) {
  using V = KernelVariant;
  return llvm::is_contained({V::Direct, V::GroupedDirect, V::DepthwiseDirect, V::ImplicitGemmSimt,
                             V::ImplicitGemmMma, V::ImplicitGemmWgmma, V::ImplicitGemmWgmmaTma,
                             V::ImplicitGemmWgmmaTmaPersistent, V::Winograd},
                            variant);
}

LogicalResult netc::kern::verifyKernelConfig(Operation *op) {
  auto kernel = cast<KernelOpInterface>(op);
  KernelConfigAttr config = kernel.getConfigAttr();
  if (!config)
    return success(); // not chosen yet
  KernelVariant variant = config.getVariant();
  using V = KernelVariant;
  bool fits = llvm::TypeSwitch<Operation *, bool>(op)
                  .Case([&](Conv2DOp) { return isConvolutionVariant(variant); })
                  .Case([&](PoolOp pool) {
                    return pool.getKind() == PoolKind::Max
                               ? variant == V::MaxPool || variant == V::GlobalMaxPool
                               : variant == V::AvgPool || variant == V::GlobalAvgPool;
                  })
                  .Case([&](LRNOp) { return variant == V::Lrn; })
                  .Case([&](SoftmaxOp) { return variant == V::Softmax; })
                  .Case([&](ElementwiseOp elementwise) {
                    return variant == (elementwise.getKind() == ElementwiseKind::Identity
                                           ? V::Copy
                                           : V::Elementwise);
                  })
                  .Case([&](BatchNormOp) { return variant == V::BatchNorm; })
                  .Case([&](TransposeOp) {
                    return variant == V::Transpose || variant == V::TransposeTiled;
                  })
                  .Case([&](ExtractChannelsOp) { return variant == V::ExtractChannels; })
                  .Case([&](LayerNormOp) { return variant == V::LayerNorm; })
                  .Default([](Operation *) { return false; });
  if (!fits)
    return op->emitOpError() << "kernel variant '" << stringifyKernelVariant(variant)
                             << "' does not compute this op";
  return success();
}

namespace {
/// Verifies that `value` is an evenly spaced NHWC activation.
FailureOr<BufferView> verifyActivation(Operation *op, Value value, StringRef what) {
  FailureOr<BufferView> view = getBufferView(cast<MemRefType>(value.getType()));
  if (failed(view))
    op->emitOpError() << what << " must be a rank-4 NHWC memref with contiguous channels "
                      << "and evenly spaced pixels, got " << value.getType();
  return view;
}

LogicalResult verifySameElementType(Operation *op) {
  Type element;
  for (Value operand : op->getOperands()) {
    Type type = cast<MemRefType>(operand.getType()).getElementType();
    if (element && type != element)
      return op->emitOpError() << "mixes storage types " << element << " and " << type;
    element = type;
  }
  return success();
}

LogicalResult verifyVector(Operation *op, Value value, int64_t length, StringRef what) {
  auto type = cast<MemRefType>(value.getType());
  if (type.getRank() != 1 || type.getDimSize(0) != length || !type.getLayout().isIdentity())
    return op->emitOpError() << what << " must be memref<" << length << "x...>, got "
                             << value.getType();
  return success();
}

/// The extent a window of `window` with stride `stride` gives over `in`
/// padded by `before` and `after`.
int64_t windowExtent(int64_t in, int64_t before, int64_t after, int64_t window, int64_t stride) {
  return (in + before + after - window) / stride + 1;
}

LogicalResult verifyWindow(Operation *op, const BufferView &in, const BufferView &out,
                           ArrayRef<int64_t> window, ArrayRef<int64_t> strides,
                           ArrayRef<int64_t> pad, ArrayRef<int64_t> dilations = {}) {
  if (window.size() != 2 || strides.size() != 2 || pad.size() != 4)
    return op->emitOpError("needs a [kh, kw] window, [sh, sw] strides and "
                           "[top, bottom, left, right] pad");
  if (strides[0] < 1 || strides[1] < 1 || window[0] < 1 || window[1] < 1 ||
      llvm::any_of(pad, [](int64_t p) { return p < 0; }))
    return op->emitOpError("window, strides and pad must be positive (pad non-negative)");
  if (!dilations.empty() &&
      (dilations.size() != 2 || llvm::any_of(dilations, [](int64_t d) { return d < 1; })))
    return op->emitOpError("dilations must be [dh, dw], both positive (or absent)");
  // A dilated window reaches d * (k - 1) + 1 input pixels (checked: a
  // hand-written op may hold any int64).
  std::optional<int64_t> reachH = window[0], reachW = window[1];
  if (!dilations.empty()) {
    reachH = llvm::checkedMulAdd(dilations[0], window[0] - 1, int64_t(1));
    reachW = llvm::checkedMulAdd(dilations[1], window[1] - 1, int64_t(1));
  }
  if (!reachH || !reachW)
    return op->emitOpError("dilations spread the window past 2^63");
  int64_t h = windowExtent(in.h, pad[0], pad[1], *reachH, strides[0]);
  int64_t w = windowExtent(in.w, pad[2], pad[3], *reachW, strides[1]);
  if (h != out.h || w != out.w || in.n != out.n)
    return op->emitOpError() << "output is " << out.n << "x" << out.h << "x" << out.w
                             << " but the window gives " << in.n << "x" << h << "x" << w;
  return success();
}
} // namespace

//===----------------------------------------------------------------------===//
// Program
//===----------------------------------------------------------------------===//

RegionKind ProgramOp::getRegionKind(unsigned) { return RegionKind::SSACFG; }

LogicalResult ProgramOp::verify() {
  if (getTf32RoundToNearest() && getPrecision() != Precision::TF32)
    return emitOpError() << "tf32_round_to_nearest is for tf32 programs, not "
                         << getPrecisionName(getPrecision());
  return success();
}

//===----------------------------------------------------------------------===//
// Buffers
//===----------------------------------------------------------------------===//

LogicalResult AllocOp::verify() {
  auto type = getBuffer().getType();
  if (type.getRank() != 4 || !type.getLayout().isIdentity())
    return emitOpError("allocates rank-4 NHWC buffers with the identity layout only");
  // The I64Attr's getter reads the value as unsigned; the sign is the
  // attribute's own.
  if (IntegerAttr offset = getOffsetAttr(); offset && offset.getInt() < 0)
    return emitOpError("offset must be non-negative");
  return success();
}

LogicalResult SliceOp::verify() {
  auto source = getSource().getType();
  if (failed(verifyActivation(*this, getSource(), "source")))
    return failure();
  auto result = getResult().getType();
  int64_t offset = getChannelOffset();
  if (result.getRank() != 4 || offset < 0 || offset + result.getDimSize(3) > source.getDimSize(3))
    return emitOpError() << "channels [" << offset << ", "
                         << offset + (result.getRank() == 4 ? result.getDimSize(3) : 0)
                         << ") are not inside the source's " << source.getDimSize(3);
  MemRefType expected = getSliceType(source, offset, result.getDimSize(3));
  if (result != expected)
    return emitOpError() << "result type must be " << expected;
  return success();
}

LogicalResult ViewOp::verify() {
  auto source = getSource().getType();
  auto result = getResult().getType();
  if (!source.getLayout().isIdentity() || !result.getLayout().isIdentity())
    return emitOpError("views contiguous memory only");
  if (source.getNumElements() != result.getNumElements() ||
      source.getElementType() != result.getElementType())
    return emitOpError() << "cannot view " << source << " as " << result;
  return success();
}

LogicalResult WeightOp::verify() {
  int64_t expectedRank = 0;
  switch (getLayout()) {
  case WeightLayout::OHWI:
    expectedRank = 4;
    break;
  case WeightLayout::OI:
    expectedRank = 2;
    break;
  case WeightLayout::C:
    expectedRank = 1;
    break;
  }
  if (getBuffer().getType().getRank() != expectedRank)
    return emitOpError() << "layout " << stringifyWeightLayout(getLayout()) << " needs rank "
                         << expectedRank;
  return success();
}

namespace {
/// "ohwi, oi or c": every spelling of the enum, for an error that names the
/// set.
template <typename EnumT>
std::string listSpellings(uint32_t maxValue) {
  std::string known;
  for (uint32_t i = 0; i <= maxValue; ++i)
    known += (i == 0 ? "" : i == maxValue ? " or " : ", ") +
             stringifyEnum(static_cast<EnumT>(i)).str();
  return known;
}

/// Replaces the string `name` of a parsed attribute dictionary by its typed
/// enum attribute (a typed one, as the generic form prints it, is kept). An
/// absent entry is left to the op's verifier; a spelling outside the set is
/// an error at the dictionary naming the set.
template <typename AttrT, typename EnumT>
ParseResult typeEnumEntry(OpAsmParser &parser, SMLoc loc, NamedAttrList &attributes,
                          StringAttr name, StringRef what, uint32_t maxValue) {
  Attribute value = attributes.get(name);
  auto spelt = dyn_cast_if_present<StringAttr>(value);
  if (!spelt)
    return success();
  std::optional<EnumT> parsed = symbolizeEnum<EnumT>(spelt.getValue());
  if (!parsed)
    return parser.emitError(loc) << "unknown " << what << " '" << spelt.getValue() << "' ("
                                 << listSpellings<EnumT>(maxValue) << ")";
  attributes.set(name, AttrT::get(parser.getContext(), *parsed));
  return success();
}
} // namespace

// kern.weight "NAME" {layer_name = "L", layout = "ohwi", role = "filter"} : TYPE
// The role and the layout are typed enum attributes in the IR but keep the
// strings of plan.json in the text, so that kernel IR reads as it always has
// and `netc lower`'s kernels.mlir did not change when they were typed.
ParseResult WeightOp::parse(OpAsmParser &parser, OperationState &result) {
  StringAttr weightName;
  if (parser.parseAttribute(weightName, parser.getBuilder().getNoneType()))
    return failure();
  result.getOrAddProperties<Properties>().weight_name = weightName;
  SMLoc loc = parser.getCurrentLocation();
  if (parser.parseOptionalAttrDict(result.attributes) ||
      typeEnumEntry<WeightRoleAttr, WeightRole>(parser, loc, result.attributes,
                                                getRoleAttrName(result.name), "role",
                                                getMaxEnumValForWeightRole()) ||
      typeEnumEntry<WeightLayoutAttr, WeightLayout>(parser, loc, result.attributes,
                                                    getLayoutAttrName(result.name),
                                                    "layout",
                                                    getMaxEnumValForWeightLayout()))
    return failure();
  if (failed(verifyInherentAttrs(result.name, result.attributes, [&]() {
        return parser.emitError(loc) << "'" << result.name.getStringRef() << "' op ";
      })))
    return failure();
  MemRefType type;
  if (parser.parseColonType(type))
    return failure();
  result.addTypes(type);
  return success();
}

void WeightOp::print(OpAsmPrinter &printer) {
  printer << ' ';
  printer.printAttributeWithoutType(getWeightNameAttr());
  Builder builder(getContext());
  SmallVector<NamedAttribute> attributes;
  for (NamedAttribute attribute : (*this)->getAttrs()) {
    if (attribute.getName() == getWeightNameAttrName())
      continue;
    if (attribute.getName() == getRoleAttrName())
      attribute.setValue(builder.getStringAttr(stringifyWeightRole(getRole())));
    else if (attribute.getName() == getLayoutAttrName())
      attribute.setValue(builder.getStringAttr(stringifyWeightLayout(getLayout())));
    attributes.push_back(attribute);
  }
  printer.printOptionalAttrDict(attributes);
  printer << " : ";
  printer.printType(getBuffer().getType());
}

//===----------------------------------------------------------------------===//
// Kernels
//===----------------------------------------------------------------------===//

LogicalResult Conv2DOp::verify() {
  auto in = verifyActivation(*this, getInput(), "input");
  auto out = verifyActivation(*this, getOutput(), "output");
  if (failed(in) || failed(out) || failed(verifySameElementType(*this)))
    return failure();
  auto filter = getFilter().getType();
  if (filter.getRank() != 4 || !filter.getLayout().isIdentity())
    return emitOpError("filter must be [cout, kh, kw, cin] with the identity layout");
  ArrayRef<int64_t> f = filter.getShape();
  int64_t groups = getGroups();
  if (groups < 1 || in->c % groups != 0 || out->c % groups != 0)
    return emitOpError() << "groups " << groups << " must divide the input's " << in->c
                         << " and the output's " << out->c << " channels";
  if (f[3] * groups != in->c || f[0] != out->c)
    return emitOpError() << "filter [" << f[0] << ", " << f[1] << ", " << f[2] << ", " << f[3]
                         << "] does not map " << in->c << " channels to " << out->c
                         << (groups > 1 ? " in " + std::to_string(groups) + " groups" : "");
  if (getBias() && failed(verifyVector(*this, getBias(), out->c, "bias")))
    return failure();
  return verifyWindow(*this, *in, *out, {f[1], f[2]}, getStrides(), getPad(), getDilations());
}

LogicalResult PoolOp::verify() {
  auto in = verifyActivation(*this, getInput(), "input");
  auto out = verifyActivation(*this, getOutput(), "output");
  if (failed(in) || failed(out) || failed(verifySameElementType(*this)))
    return failure();
  if (in->c != out->c)
    return emitOpError("pooling keeps the channel count");
  return verifyWindow(*this, *in, *out, getKsize(), getStrides(), getPad());
}

namespace {
LogicalResult verifySameShape(Operation *op, Value in, Value out) {
  auto a = verifyActivation(op, in, "input");
  auto b = verifyActivation(op, out, "output");
  if (failed(a) || failed(b) || failed(verifySameElementType(op)))
    return failure();
  if (a->n != b->n || a->h != b->h || a->w != b->w || a->c != b->c)
    return op->emitOpError() << "input and output shapes differ";
  return success();
}
} // namespace

LogicalResult LRNOp::verify() {
  if (getLocalSize() < 1)
    return emitOpError("local_size must be positive");
  return verifySameShape(*this, getInput(), getOutput());
}

LogicalResult SoftmaxOp::verify() { return verifySameShape(*this, getInput(), getOutput()); }

LogicalResult ElementwiseOp::verify() {
  if ((getKind() == ElementwiseKind::Identity) != !getRhs())
    return emitOpError() << stringifyElementwiseKind(getKind())
                         << (getRhs() ? " takes one operand" : " takes two operands");
  // An operand of one pixel per image may broadcast over the output's
  // pixels (squeeze-and-excitation), one pixel in all over every image (a
  // per-channel scale); anything else has the output's shape.
  auto broadcasts = [&](Value operand) {
    auto a = getBufferView(cast<MemRefType>(operand.getType()));
    auto y = getBufferView(getOutput().getType());
    return succeeded(a) && succeeded(y) && a->h == 1 && a->w == 1 &&
           (a->n == y->n || a->n == 1) &&
           a->c == y->c &&
           cast<MemRefType>(operand.getType()).getElementType() ==
               getOutput().getType().getElementType();
  };
  if (getRhs() && !broadcasts(getRhs()) &&
      failed(verifySameShape(*this, getRhs(), getOutput())))
    return failure();
  if (getRhs() && broadcasts(getLhs()))
    return success();
  return verifySameShape(*this, getLhs(), getOutput());
}

LogicalResult BatchNormOp::verify() {
  if (failed(verifySameShape(*this, getInput(), getOutput())))
    return failure();
  int64_t c = getInput().getType().getDimSize(3);
  for (auto [value, what] : {std::pair{getGamma(), "gamma"}, {getBeta(), "beta"},
                             {getMean(), "mean"}, {getVariance(), "variance"}})
    if (failed(verifyVector(*this, value, c, what)))
      return failure();
  return success();
}

SmallVector<int64_t, 6> TransposeOp::getPermutedShape() {
  SmallVector<int64_t, 6> permuted;
  for (int64_t source : getPermutation())
    permuted.push_back(getShape()[source]);
  return permuted;
}

LogicalResult TransposeOp::verify() {
  if (failed(verifySameElementType(*this)))
    return failure();
  ArrayRef<int64_t> shape = getShape(), permutation = getPermutation();
  if (shape.empty() || shape.size() > 6)
    return emitOpError() << "shape must have rank 1 to 6, got rank " << shape.size();
  if (permutation.size() != shape.size())
    return emitOpError() << "permutation has " << permutation.size()
                         << " entries for a shape of rank " << shape.size();
  SmallVector<bool, 6> seen(shape.size(), false);
  for (int64_t source : permutation) {
    if (source < 0 || source >= int64_t(shape.size()) || seen[source])
      return emitOpError() << "permutation must name each of dimensions 0 to "
                           << shape.size() - 1 << " once";
    seen[source] = true;
  }
  int64_t elements = 1;
  for (int64_t extent : shape) {
    if (extent < 1)
      return emitOpError("shape extents must be positive");
    elements *= extent;
  }
  for (auto [value, what] : {std::pair{getInput(), "input"}, {getOutput(), "output"}}) {
    auto type = cast<MemRefType>(value.getType());
    if (!type.getLayout().isIdentity())
      return emitOpError() << what << " must be dense (identity layout), got " << type;
    if (type.getNumElements() != elements)
      return emitOpError() << what << " holds " << type.getNumElements()
                           << " elements but the shape has " << elements;
  }
  return success();
}

LogicalResult LayerNormOp::verify() {
  if (failed(verifySameShape(*this, getInput(), getOutput())))
    return failure();
  if (!getAffine().empty() && getAffine().size() != 2)
    return emitOpError() << "takes gamma and beta together or neither, got "
                         << getAffine().size() << " affine operands";
  int64_t c = getInput().getType().getDimSize(3);
  for (Value vector : getAffine())
    if (failed(verifyVector(*this, vector, c, "gamma and beta")))
      return failure();
  if (!(getEpsilon().convertToDouble() > 0))
    return emitOpError("epsilon must be positive");
  return success();
}

LogicalResult ExtractChannelsOp::verify() {
  auto in = verifyActivation(*this, getInput(), "input");
  auto out = verifyActivation(*this, getOutput(), "output");
  if (failed(in) || failed(out) || failed(verifySameElementType(*this)))
    return failure();
  if (in->n != out->n || in->h != out->h || in->w != out->w)
    return emitOpError("input and output must have the same pixels");
  int64_t offset = getChannelOffset();
  if (offset < 0 || offset + out->c > in->c)
    return emitOpError() << "channels [" << offset << ", " << offset + out->c
                         << ") are not within the input's " << in->c;
  return success();
}
