//===- NetToKern.cpp - Lower the net dialect to kernels (-convert-net-to-kern) ===//
//
// One pattern per op family turns each layer of a net.network into the
// kernel launch that computes it in a kern.program:
//
//   conv2d, inner_product  kern.conv2d (bias, activation and a folded batch
//                          norm in the epilogue; an inner product is the 1x1
//                          convolution of its input viewed as [n, 1, 1, in])
//   max_pool, avg_pool     kern.pool
//   lrn, softmax           kern.lrn, kern.softmax
//   elementwise, sigmoid   kern.elementwise
//   batch_norm             kern.batch_norm (when it could not fold)
//   layer_norm             kern.layer_norm (over the channels)
//   transpose              kern.transpose (a copy; a permutation that moves
//                          only extents of 1 is a view)
//   slice (of channels)    kern.extract_channels (a copy)
//   concat                 nothing: its inputs are written into slices of its
//                          buffer by their producers, or copied there
//   reshape, dropout       kern.view / the input's own buffer (a tensor of
//                          rank other than 4 lives in a dense rank-4 buffer,
//                          so a rank-5 reshape around a transpose is a view)
//
// Which kernel is -kern-select-kernels' question (SelectKernels.cpp): this
// pass records each kernel op's layers, work (flops, bytes) and fused
// epilogue, and leaves its choice open (no #kern.config).
//
// Buffers are allocated per value here (kern.alloc); -kern-plan-buffers
// places them in one arena by liveness.
//
//===----------------------------------------------------------------------===//

#include "Conversion/Passes.h"

#include "Kernel/IR/KernelOps.h"
#include "Net/IR/ExecutionPads.h"
#include "Net/IR/NetOps.h"
#include "Target/Cuda/KernelProblems.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace netc;
using namespace netc::net;

namespace netc {
#define GEN_PASS_DEF_CONVERTNETTOKERN
#include "Conversion/Passes.h.inc"
} // namespace netc

namespace {

struct LoweringSettings {
  KernelTarget target;
  Precision kernelPrecision = Precision::FP32;
  Precision precision = Precision::FP32;
  DeviceProfile device;
  Type storageType;
  int64_t elementBytes = 4;
};

int64_t elementsOf(Value buffer) { return cast<MemRefType>(buffer.getType()).getNumElements(); }

/// A net layer's fused activation as the kernel's epilogue spells it.
kern::Activation toKernActivation(Activation activation) {
  switch (activation) {
  case Activation::None:
    return kern::Activation::None;
  case Activation::Relu:
    return kern::Activation::Relu;
  case Activation::Tanh:
    return kern::Activation::Tanh;
  case Activation::Sigmoid:
    return kern::Activation::Sigmoid;
  case Activation::Relu6:
    return kern::Activation::Relu6;
  case Activation::HardSigmoid:
    return kern::Activation::HardSigmoid;
  case Activation::HardSwish:
    return kern::Activation::HardSwish;
  case Activation::Silu:
    return kern::Activation::Silu;
  case Activation::Gelu:
    return kern::Activation::Gelu;
  }
  llvm_unreachable("every net activation has a kernel epilogue");
}

kern::ElementwiseKind toKernElementwiseKind(ElementwiseKind kind) {
  switch (kind) {
  case ElementwiseKind::Sum:
    return kern::ElementwiseKind::Sum;
  case ElementwiseKind::Product:
    return kern::ElementwiseKind::Product;
  case ElementwiseKind::Max:
    return kern::ElementwiseKind::Max;
  }
  llvm_unreachable("every net elementwise kind has a kernel");
}

/// Lowers one network into one program.
class NetworkLowering {
public:
  NetworkLowering(NetworkOp network, kern::ProgramOp program, const LoweringSettings &settings)
      : network(network), settings(settings), builder(program.getContext()) {
    builder.setInsertionPointToEnd(&program.getBody().front());
  }

  LogicalResult run();

private:
  NetworkOp network;
  const LoweringSettings &settings;
  OpBuilder builder;
  /// Where each net value lives: an alloc, a slice of a concatenation's
  /// buffer, a view, or an input.
  DenseMap<Value, Value> storage;
  /// Values their producer writes straight into a concatenation's buffer:
  /// the concatenation and the channel offset.
  DenseMap<Value, std::pair<ConcatOp, int64_t>> placement;
  llvm::StringMap<Value> weights;

  MemRefType bufferType(Value netValue) const;
  FailureOr<Value> storageFor(Value netValue);
  FailureOr<Value> contiguousView(Value netValue, ArrayRef<int64_t> shape, Operation *user);
  Value weight(StringRef name, StringRef layer, StringRef role, StringRef layout,
               ArrayRef<int64_t> shape, DictionaryAttr derive = {});
  void planConcatenations();
  /// A kernel op over `operands` with the attributes of its own kind. What
  /// every kernel carries is added by annotate() (layers, work, epilogue)
  /// and by -kern-select-kernels (the choice: a #kern.config, absent until
  /// then).
  template <typename KernelOp>
  Operation *createKernel(Location loc, ArrayRef<Value> operands,
                          ArrayRef<NamedAttribute> attributes) {
    SmallVector<Value> present;
    for (Value operand : operands)
      if (operand) // an absent optional operand (a bias, a second input)
        present.push_back(operand);
    return KernelOp::create(builder, loc, TypeRange(), present, attributes).getOperation();
  }
  /// Records what the kernel op computes (its layers, work and fused
  /// epilogue); -kern-select-kernels chooses its implementation from these.
  LogicalResult annotate(Operation *kernel, ArrayRef<StringRef> layers, int64_t flops,
                         int64_t bytes, ArrayRef<StringRef> fused);
  /// An elementwise kernel writing `out`.
  LogicalResult buildElementwise(Location loc, Value lhs, Value rhs, Value out,
                                 kern::ElementwiseKind kind, Activation activation,
                                 ArrayRef<StringRef> layers,
                                 int64_t flops, int64_t bytes, ArrayRef<StringRef> fused);

  LogicalResult lowerConvolution(Operation *op, Value input, Value output, StringRef layer,
                                 ArrayRef<int64_t> filterShape, StringRef filterLayout,
                                 ArrayRef<int64_t> strides, ArrayRef<int64_t> pads,
                                 bool hasBias, Activation activation, DictionaryAttr folded,
                                 int64_t groups = 1);
  LogicalResult lower(Conv2DOp op);
  LogicalResult lower(InnerProductOp op);
  template <typename PoolOp> LogicalResult lowerPool(PoolOp op, kern::PoolKind kind);
  LogicalResult lower(LRNOp op);
  LogicalResult lower(SoftmaxOp op);
  LogicalResult lower(SigmoidOp op);
  LogicalResult lower(ElementwiseOp op);
  LogicalResult lower(BinaryOp op);
  LogicalResult lower(BatchNormOp op);
  LogicalResult lower(LayerNormOp op);
  LogicalResult lower(TransposeOp op);
  LogicalResult lower(SliceOp op);
  LogicalResult lower(ConcatOp op);
  LogicalResult lower(ReshapeOp op);
  LogicalResult lower(InputOp op);
};

/// The dense rank-4 buffer a net value lives in. Rank 4 is NHWC; [n,
/// features] is n pixels of 1x1; other ranks (1 to 6) keep their elements
/// in row-major order under a rank-4 shape: [d0, 1, 1, d1 * ...] below rank
/// 4, [d0, d1, d2, d3 * ...] above (a channel shuffle's [n, h, w, g, c/g]
/// is the [n, h, w, c] it came from), so that reshapes between them are
/// views and only a transpose moves data.
MemRefType NetworkLowering::bufferType(Value netValue) const {
  ArrayRef<int64_t> shape = cast<RankedTensorType>(netValue.getType()).getShape();
  if (shape.empty() || shape.size() > 6)
    return {};
  SmallVector<int64_t, 4> nhwc;
  if (shape.size() == 4) {
    nhwc.assign(shape.begin(), shape.end());
  } else {
    size_t leading = shape.size() < 4 ? 1 : 3;
    nhwc.assign(shape.begin(), shape.begin() + leading);
    nhwc.resize(3, 1);
    int64_t rest = 1;
    for (int64_t extent : shape.drop_front(leading))
      rest *= extent;
    nhwc.push_back(rest);
  }
  return MemRefType::get(nhwc, settings.storageType);
}

/// The buffer a value's producer writes: its slice of a concatenation's
/// buffer where planned, else a fresh allocation.
FailureOr<Value> NetworkLowering::storageFor(Value netValue) {
  if (Value existing = storage.lookup(netValue))
    return existing;
  MemRefType type = bufferType(netValue);
  if (!type)
    return emitError(netValue.getLoc(), "netc lower: only tensors of rank 1 to 6 have "
                                        "buffers, got ")
           << netValue.getType();
  Value buffer;
  auto placed = placement.find(netValue);
  if (placed != placement.end()) {
    FailureOr<Value> whole = storageFor(placed->second.first.getOutput());
    if (failed(whole))
      return failure();
    auto wholeType = cast<MemRefType>(whole->getType());
    buffer = kern::SliceOp::create(builder, 
        netValue.getLoc(),
        kern::getSliceType(wholeType, placed->second.second, type.getDimSize(3)), *whole,
        builder.getI64IntegerAttr(placed->second.second));
  } else {
    buffer = kern::AllocOp::create(builder, netValue.getLoc(), type, IntegerAttr());
  }
  storage[netValue] = buffer;
  return buffer;
}

/// The value's buffer seen as `shape` (same elements, contiguous): inner
/// products flatten their input, softmax sees [n, 1, 1, classes].
FailureOr<Value> NetworkLowering::contiguousView(Value netValue, ArrayRef<int64_t> shape,
                                                 Operation *user) {
  Value buffer = storage.lookup(netValue);
  auto type = cast<MemRefType>(buffer.getType());
  if (type.getShape() == shape)
    return buffer;
  if (!type.getLayout().isIdentity())
    return user->emitError("netc lower: cannot flatten a slice of a concatenation "
                           "without a copy (not supported yet)");
  return kern::ViewOp::create(builder, user->getLoc(),
                              MemRefType::get(shape, type.getElementType()), buffer)
      .getResult();
}

Value NetworkLowering::weight(StringRef name, StringRef layer, StringRef role, StringRef layout,
                              ArrayRef<int64_t> shape, DictionaryAttr derive) {
  if (Value existing = weights.lookup(name))
    return existing;
  Value value = kern::WeightOp::create(builder, 
      network.getLoc(), MemRefType::get(shape, settings.storageType),
      builder.getStringAttr(name), builder.getStringAttr(layer), builder.getStringAttr(role),
      builder.getStringAttr(layout), derive);
  weights[name] = value;
  return value;
}

/// Decides which concatenation inputs their producers write in place: a
/// value whose only user is one concatenation along the channels, produced
/// by a layer that writes a buffer of its own (a kernel or another such
/// concatenation).
void NetworkLowering::planConcatenations() {
  network.walk([&](ConcatOp concat) {
    int64_t rank = cast<RankedTensorType>(concat.getType()).getRank();
    if (int64_t(concat.getAxis()) != rank - 1)
      return;
    int64_t offset = 0;
    for (Value input : concat.getInputs()) {
      int64_t channels = cast<RankedTensorType>(input.getType()).getShape().back();
      Operation *producer = input.getDefiningOp();
      bool writesOwnBuffer =
          producer && isa<Conv2DOp, MaxPoolOp, AvgPoolOp, LRNOp, ElementwiseOp, BinaryOp,
                          BatchNormOp, LayerNormOp, SliceOp,
                          ConcatOp, InnerProductOp>(producer);
      if (writesOwnBuffer && input.hasOneUse() && !placement.count(input))
        placement[input] = {concat, offset};
      offset += channels;
    }
  });
}

LogicalResult NetworkLowering::annotate(Operation *kernel, ArrayRef<StringRef> layers,
                                        int64_t flops, int64_t bytes,
                                        ArrayRef<StringRef> fused) {
  kernel->setAttr("layers", builder.getStrArrayAttr(layers));
  kernel->setAttr("flops", builder.getI64IntegerAttr(flops));
  kernel->setAttr("bytes", builder.getI64IntegerAttr(bytes));
  if (!fused.empty())
    kernel->setAttr("fused", builder.getStrArrayAttr(fused));
  return success();
}

LogicalResult NetworkLowering::lowerConvolution(Operation *op, Value input, Value output,
                                                StringRef layer, ArrayRef<int64_t> filterShape,
                                                StringRef filterLayout,
                                                ArrayRef<int64_t> strides,
                                                ArrayRef<int64_t> pads, bool hasBias,
                                                Activation activation, DictionaryAttr folded,
                                                int64_t groups) {
  FailureOr<Value> out = storageFor(output);
  if (failed(out))
    return failure();
  MemRefType outType = cast<MemRefType>(out->getType());
  int64_t cout = outType.getDimSize(3);
  cuda::TensorView inView = cuda::toTensorView(input);
  // A grouped filter holds each group's input channels only.
  SmallVector<int64_t, 4> filter4{cout, filterShape.size() == 4 ? filterShape[1] : 1,
                                  filterShape.size() == 4 ? filterShape[2] : 1,
                                  inView.c / groups};

  // Weights: the layer's own, or the folded ones the runtime derives from
  // the layer's and the batch norm's.
  std::string filterName = (layer + ".filter").str();
  std::string biasName = (layer + ".bias").str();
  Value filter = weight(filterName, layer, "filter", filterLayout, filterShape);
  Value bias = hasBias ? weight(biasName, layer, "bias", "c", {cout}) : Value();
  SmallVector<StringRef, 4> layers{layer};
  SmallVector<std::string, 4> fusedText;
  if (hasBias)
    fusedText.push_back("bias");
  if (folded) {
    StringRef bn = cast<StringAttr>(folded.get("layer")).getValue();
    layers.push_back(bn);
    SmallVector<NamedAttribute> common{
        builder.getNamedAttr("op", builder.getStringAttr("fold_batch_norm")),
        builder.getNamedAttr("filter", builder.getStringAttr(filterName)),
        builder.getNamedAttr("epsilon", folded.get("epsilon"))};
    if (hasBias)
      common.push_back(builder.getNamedAttr("bias", builder.getStringAttr(biasName)));
    for (StringRef role : {"gamma", "beta", "mean", "var"}) {
      std::string name = (bn + "." + role).str();
      weight(name, bn, role, "c", {cout});
      common.push_back(builder.getNamedAttr(role, builder.getStringAttr(name)));
    }
    auto derive = [&](StringRef part) {
      SmallVector<NamedAttribute> attrs(common);
      attrs.push_back(builder.getNamedAttr("part", builder.getStringAttr(part)));
      return builder.getDictionaryAttr(attrs);
    };
    filter = weight((filterName + "@" + bn).str(), layer, "filter", filterLayout, filterShape,
                    derive("filter"));
    bias = weight((biasName + "@" + bn).str(), layer, "bias", "c", {cout}, derive("bias"));
    fusedText.push_back(("batch_norm " + bn).str());
  }
  if (activation != Activation::None)
    fusedText.push_back(stringifyActivation(activation).str());
  if (filterShape.size() != 4) // an inner product's [out, in] seen as [out, 1, 1, in]
    filter = kern::ViewOp::create(builder, op->getLoc(),
                                          MemRefType::get(filter4, settings.storageType), filter);

  Operation *kernel = createKernel<kern::Conv2DOp>(
      op->getLoc(), {input, filter, bias, *out},
      {builder.getNamedAttr("strides", builder.getDenseI64ArrayAttr(strides)),
       builder.getNamedAttr("pad", builder.getDenseI64ArrayAttr(pads)),
       builder.getNamedAttr("activation", kern::ActivationAttr::get(builder.getContext(),
                                                                    toKernActivation(activation))),
       builder.getNamedAttr("groups", builder.getI64IntegerAttr(groups))});
  int64_t macs = elementsOf(*out) * filter4[1] * filter4[2] * filter4[3];
  int64_t flops = 2 * macs;
  int64_t bytes = (elementsOf(input) + elementsOf(filter) + elementsOf(*out)) *
                  settings.elementBytes;
  SmallVector<StringRef> fused(fusedText.begin(), fusedText.end());
  return annotate(kernel, layers, flops, bytes, fused);
}

LogicalResult NetworkLowering::lower(Conv2DOp op) {
  ArrayRef<int64_t> f = op.getFilter(); // [kh, kw, cin, cout]
  SmallVector<int64_t, 4> pads = executionPads(op);
  return lowerConvolution(op, storage.lookup(op.getInput()), op.getOutput(), op.getLayerName(),
                          {f[3], f[0], f[1], f[2]}, "ohwi", op.getStrides(), pads,
                          op.getBias(), op.getActivation(),
                          op->getAttrOfType<DictionaryAttr>("net.folded_batch_norm"),
                          op.getGroups());
}

LogicalResult NetworkLowering::lower(InnerProductOp op) {
  int64_t batch = cast<RankedTensorType>(op.getInput().getType()).getDimSize(0);
  int64_t in = op.getNumInputs();
  FailureOr<Value> flat = contiguousView(op.getInput(), {batch, 1, 1, in}, op);
  if (failed(flat))
    return failure();
  return lowerConvolution(op, *flat, op.getOutput(), op.getLayerName(),
                          {int64_t(op.getNumOutputs()), in}, "oi", {1, 1}, {0, 0, 0, 0}, op.getBias(),
                          op.getActivation(), {});
}

template <typename PoolOp>
LogicalResult NetworkLowering::lowerPool(PoolOp op, kern::PoolKind kind) {
  FailureOr<Value> out = storageFor(op.getOutput());
  if (failed(out))
    return failure();
  Value in = storage.lookup(op.getInput());
  SmallVector<int64_t, 4> pads = executionPads(op);
  Operation *kernel = createKernel<kern::PoolOp>(
      op.getLoc(), {in, *out},
      {builder.getNamedAttr("kind", kern::PoolKindAttr::get(builder.getContext(), kind)),
       builder.getNamedAttr("ksize", op.getKsizeAttr()),
       builder.getNamedAttr("strides", op.getStridesAttr()),
       builder.getNamedAttr("pad", builder.getDenseI64ArrayAttr(pads))});
  int64_t flops = elementsOf(*out) * op.getKsize()[0] * op.getKsize()[1];
  int64_t bytes = (elementsOf(in) + elementsOf(*out)) * settings.elementBytes;
  return annotate(kernel, {op.getLayerName()}, flops, bytes, {});
}

LogicalResult NetworkLowering::lower(LRNOp op) {
  FailureOr<Value> out = storageFor(op.getOutput());
  if (failed(out))
    return failure();
  Value in = storage.lookup(op.getInput());
  Operation *kernel = createKernel<kern::LRNOp>(
      op.getLoc(), {in, *out},
      {builder.getNamedAttr("local_size", op.getLocalSizeAttr()),
       builder.getNamedAttr("alpha", op.getAlphaAttr()),
       builder.getNamedAttr("beta", op.getBetaAttr()),
       builder.getNamedAttr("k", op.getKAttr())});
  int64_t flops = elementsOf(*out) * (2 * op.getLocalSize() + 4);
  int64_t bytes = (elementsOf(in) + elementsOf(*out)) * settings.elementBytes;
  return annotate(kernel, {op.getLayerName()}, flops, bytes, {});
}

LogicalResult NetworkLowering::lower(SoftmaxOp op) {
  FailureOr<Value> out = storageFor(op.getOutput());
  if (failed(out))
    return failure();
  auto outType = cast<MemRefType>(out->getType());
  FailureOr<Value> in = contiguousView(op.getInput(), outType.getShape(), op);
  if (failed(in))
    return failure();
  Operation *kernel = createKernel<kern::SoftmaxOp>(op.getLoc(), {*in, *out}, {});
  return annotate(kernel, {op.getLayerName()}, 4 * elementsOf(*out),
                  2 * elementsOf(*out) * settings.elementBytes, {});
}

LogicalResult NetworkLowering::buildElementwise(Location loc, Value lhs, Value rhs, Value out,
                                                kern::ElementwiseKind kind,
                                                Activation activation,
                                                ArrayRef<StringRef> layers, int64_t flops,
                                                int64_t bytes, ArrayRef<StringRef> fused) {
  MLIRContext *context = builder.getContext();
  Operation *kernel = createKernel<kern::ElementwiseOp>(
      loc, {lhs, rhs, out},
      {builder.getNamedAttr("kind", kern::ElementwiseKindAttr::get(context, kind)),
       builder.getNamedAttr("activation",
                            kern::ActivationAttr::get(context, toKernActivation(activation)))});
  return annotate(kernel, layers, flops, bytes, fused);
}

LogicalResult NetworkLowering::lower(SigmoidOp op) {
  FailureOr<Value> out = storageFor(op.getOutput());
  if (failed(out))
    return failure();
  FailureOr<Value> in =
      contiguousView(op.getInput(), cast<MemRefType>(out->getType()).getShape(), op);
  if (failed(in))
    return failure();
  return buildElementwise(op.getLoc(), *in, Value(), *out, kern::ElementwiseKind::Identity,
                          Activation::Sigmoid,
                          {op.getLayerName()}, 4 * elementsOf(*out),
                          2 * elementsOf(*out) * settings.elementBytes, {"sigmoid"});
}

LogicalResult NetworkLowering::lower(ElementwiseOp op) {
  FailureOr<Value> out = storageFor(op.getOutput());
  if (failed(out))
    return failure();
  kern::ElementwiseKind kind = toKernElementwiseKind(op.getKind());
  Activation activation = op.getActivation();
  // More than two inputs fold left, in place: out = in0 op in1; out = out op in2 ...
  Value accumulated = storage.lookup(op.getInputs()[0]);
  size_t count = op.getInputs().size();
  for (size_t i = 1; i < count; ++i) {
    bool last = i + 1 == count;
    Value rhs = storage.lookup(op.getInputs()[i]);
    SmallVector<StringRef> fused;
    if (last && activation != Activation::None)
      fused.push_back(stringifyActivation(activation));
    if (failed(buildElementwise(op.getLoc(), accumulated, rhs, *out, kind,
                                last ? activation : Activation::None, {op.getLayerName()},
                                elementsOf(*out), 3 * elementsOf(*out) * settings.elementBytes,
                                fused)))
      return failure();
    accumulated = *out;
  }
  if (count == 1) // an elementwise layer of one input: its activation, or a copy
    return buildElementwise(op.getLoc(), accumulated, Value(), *out,
                            kern::ElementwiseKind::Identity, activation,
                            {op.getLayerName()}, elementsOf(*out),
                            2 * elementsOf(*out) * settings.elementBytes, {});
  return success();
}

/// Squeeze-and-excitation's scale: two activations, one of them [n, 1, 1, c]
/// broadcast over the other's image (either order, as exporters write
/// `scale * input`), multiplied or added by the elementwise kernel. Operands
/// of other shapes and constant operands (a layer scale) have no kernel yet.
LogicalResult NetworkLowering::lower(BinaryOp op) {
  auto unsupported = [&](const Twine &what) {
    return op.emitError() << "layer '" << op.getLayerName()
                          << "': netc lower has no kernel yet for " << what;
  };
  if (op.getConstantShape())
    return unsupported("a binary layer with a constant operand (a layer scale)");
  if (op.getKind() != BinaryKind::Mul && op.getKind() != BinaryKind::Add)
    return unsupported("binary '" + stringifyBinaryKind(op.getKind()) + "'");
  auto shapeOf = [](Value value) { return cast<RankedTensorType>(value.getType()).getShape(); };
  ArrayRef<int64_t> out = shapeOf(op.getOutput());
  if (out.size() != 4)
    return unsupported("a binary layer of rank " + Twine(out.size()));
  for (Value input : op.getInputs()) {
    ArrayRef<int64_t> shape = shapeOf(input);
    bool perImage = shape.size() == 4 && shape[0] == out[0] && shape[1] == 1 &&
                    shape[2] == 1 && shape[3] == out[3];
    if (shape != out && !perImage)
      return unsupported("a broadcast other than [n, 1, 1, c] over [n, h, w, c]");
  }
  FailureOr<Value> result = storageFor(op.getOutput());
  if (failed(result))
    return failure();
  Activation activation = op.getActivation();
  SmallVector<StringRef> fused;
  if (activation != Activation::None)
    fused.push_back(stringifyActivation(activation));
  Value lhs = storage.lookup(op.getInputs()[0]), rhs = storage.lookup(op.getInputs()[1]);
  int64_t bytes =
      (elementsOf(lhs) + elementsOf(rhs) + elementsOf(*result)) * settings.elementBytes;
  return buildElementwise(op.getLoc(), lhs, rhs, *result,
                          op.getKind() == BinaryKind::Mul ? kern::ElementwiseKind::Product
                                                          : kern::ElementwiseKind::Sum,
                          activation,
                          {op.getLayerName()}, elementsOf(*result), bytes, fused);
}

LogicalResult NetworkLowering::lower(BatchNormOp op) {
  FailureOr<Value> out = storageFor(op.getOutput());
  if (failed(out))
    return failure();
  Value in = storage.lookup(op.getInput());
  int64_t c = cast<MemRefType>(out->getType()).getDimSize(3);
  StringRef name = op.getLayerName();
  auto vector = [&](StringRef role) {
    return weight((name + "." + role).str(), name, role, "c", {c});
  };
  Operation *kernel = createKernel<kern::BatchNormOp>(
      op.getLoc(), {in, vector("gamma"), vector("beta"), vector("mean"), vector("var"), *out},
      {builder.getNamedAttr("epsilon", op.getEpsilonAttr()),
       builder.getNamedAttr("activation",
                            kern::ActivationAttr::get(builder.getContext(),
                                                      toKernActivation(op.getActivation())))});
  SmallVector<StringRef> fused;
  if (op.getActivation() != Activation::None)
    fused.push_back(stringifyActivation(op.getActivation()));
  return annotate(kernel, {name}, 4 * elementsOf(*out),
                  2 * elementsOf(*out) * settings.elementBytes, fused);
}

/// Layer norm over the channels, with its gamma and beta as weights when
/// affine. Other axes (a norm over [h, w, c]) have no kernel yet.
LogicalResult NetworkLowering::lower(LayerNormOp op) {
  int64_t rank = cast<RankedTensorType>(op.getInput().getType()).getRank();
  if (int64_t(op.getAxis()) != rank - 1)
    return op.emitError() << "layer '" << op.getLayerName() << "': field 'axis': netc lower "
                          << "normalises over the last (channel) dimension only, got axis "
                          << op.getAxis() << " of rank " << rank;
  FailureOr<Value> out = storageFor(op.getOutput());
  if (failed(out))
    return failure();
  Value in = storage.lookup(op.getInput());
  int64_t c = cast<MemRefType>(out->getType()).getDimSize(3);
  StringRef name = op.getLayerName();
  SmallVector<Value, 4> operands{in};
  if (op.getAffine())
    for (StringRef role : {"gamma", "beta"})
      operands.push_back(weight((name + "." + role).str(), name, role, "c", {c}));
  operands.push_back(*out);
  Operation *kernel = createKernel<kern::LayerNormOp>(
      op.getLoc(), operands, {builder.getNamedAttr("epsilon", op.getEpsilonAttr())});
  // Per element: a subtraction and a square for the variance, a subtraction
  // and a multiply to normalise, a multiply-add for the affine part.
  return annotate(kernel, {name}, (op.getAffine() ? 8 : 6) * elementsOf(*out),
                  2 * elementsOf(*out) * settings.elementBytes, {});
}

/// A transpose copies its input in the permuted order. A permutation that
/// moves only extents of 1 keeps every element where it is: a view.
LogicalResult NetworkLowering::lower(TransposeOp op) {
  Value in = storage.lookup(op.getInput());
  if (!cast<MemRefType>(in.getType()).getLayout().isIdentity())
    return op.emitError() << "layer '" << op.getLayerName()
                          << "': netc lower cannot transpose a slice of a concatenation "
                             "without a copy (not supported yet)";
  ArrayRef<int64_t> shape = cast<RankedTensorType>(op.getInput().getType()).getShape();
  ArrayRef<int64_t> permutation = op.getPermutation();
  SmallVector<int64_t, 6> moved; // the dimensions of extent > 1, in output order
  for (int64_t source : permutation)
    if (shape[source] != 1)
      moved.push_back(source);
  MemRefType type = bufferType(op.getOutput());
  if (!type)
    return op.emitError() << "layer '" << op.getLayerName()
                          << "': netc lower supports transposes of rank 1 to 6 only";
  if (llvm::is_sorted(moved)) {
    FailureOr<Value> view = contiguousView(op.getInput(), type.getShape(), op);
    if (failed(view))
      return failure();
    storage[op.getOutput()] = *view;
    return success();
  }
  FailureOr<Value> out = storageFor(op.getOutput());
  if (failed(out))
    return failure();
  Operation *kernel = createKernel<kern::TransposeOp>(
      op.getLoc(), {in, *out},
      {builder.getNamedAttr("shape", builder.getDenseI64ArrayAttr(shape)),
       builder.getNamedAttr("permutation", builder.getDenseI64ArrayAttr(permutation))});
  return annotate(kernel, {op.getLayerName()}, 0,
                  2 * elementsOf(*out) * settings.elementBytes, {});
}

/// A slice of the channels is copied into a buffer of its own (or into its
/// place in a concatenation): a view at the slice's channel offset would
/// break the 16-byte alignment the kernels' vector loads rely on wherever
/// the offset is not a multiple of 16 bytes (ShuffleNet splits 116 channels
/// at 58).
LogicalResult NetworkLowering::lower(SliceOp op) {
  int64_t rank = cast<RankedTensorType>(op.getInput().getType()).getRank();
  if (int64_t(op.getAxis()) != rank - 1 || (rank != 4 && rank != 2))
    return op.emitError() << "layer '" << op.getLayerName() << "': field 'axis': netc lower "
                          << "slices the channels (the last dimension) of rank-2 and rank-4 "
                             "tensors only, got axis "
                          << op.getAxis() << " of rank " << rank;
  FailureOr<Value> out = storageFor(op.getOutput());
  if (failed(out))
    return failure();
  Operation *kernel = createKernel<kern::ExtractChannelsOp>(
      op.getLoc(), {storage.lookup(op.getInput()), *out},
      {builder.getNamedAttr("channel_offset", builder.getI64IntegerAttr(op.getOffset()))});
  return annotate(kernel, {op.getLayerName()}, 0,
                  2 * elementsOf(*out) * settings.elementBytes, {});
}

LogicalResult NetworkLowering::lower(ConcatOp op) {
  int64_t rank = cast<RankedTensorType>(op.getType()).getRank();
  if (int64_t(op.getAxis()) != rank - 1)
    return op.emitError() << "layer '" << op.getLayerName() << "': field 'axis': netc lower "
                          << "concatenates along the channels only, got axis " << op.getAxis();
  FailureOr<Value> out = storageFor(op.getOutput());
  if (failed(out))
    return failure();
  // Inputs not written in place are copied into their slices.
  int64_t offset = 0;
  for (Value input : op.getInputs()) {
    Value source = storage.lookup(input);
    int64_t channels = cast<MemRefType>(source.getType()).getDimSize(3);
    auto placed = placement.find(input);
    if (placed == placement.end() || placed->second.first != op) {
      auto outType = cast<MemRefType>(out->getType());
      Value slice = kern::SliceOp::create(builder, 
          op.getLoc(), kern::getSliceType(outType, offset, channels), *out,
          builder.getI64IntegerAttr(offset));
      if (failed(buildElementwise(op.getLoc(), source, Value(), slice,
                                  kern::ElementwiseKind::Identity, Activation::None,
                                  {op.getLayerName()}, 0,
                                  2 * elementsOf(source) * settings.elementBytes, {"copy"})))
        return failure();
    }
    offset += channels;
  }
  return success();
}

LogicalResult NetworkLowering::lower(ReshapeOp op) {
  MemRefType type = bufferType(op.getOutput());
  if (!type)
    return op.emitError() << "layer '" << op.getLayerName()
                          << "': netc lower supports reshapes of rank 1 to 6 only";
  FailureOr<Value> view = contiguousView(op.getInput(), type.getShape(), op);
  if (failed(view))
    return failure();
  storage[op.getOutput()] = *view;
  return success();
}

LogicalResult NetworkLowering::lower(InputOp op) {
  MemRefType type = bufferType(op.getOutput());
  if (!type)
    return op.emitError() << "layer '" << op.getLayerName()
                          << "': netc lower needs an NHWC (rank-4) or [n, features] input";
  storage[op.getOutput()] = kern::InputOp::create(builder, 
      op.getLoc(), type, builder.getStringAttr(op.getLayerName()), IntegerAttr());
  return success();
}

/// Layers of ONNX models that the analyses and the cost model know but netc's
/// kernels do not run yet: say which, rather than lower them wrongly.
static LogicalResult checkKernelSupport(Operation &op) {
  auto layer = dyn_cast<LayerOpInterface>(op);
  if (!layer)
    return success();
  auto unsupported = [&](StringRef what) {
    return op.emitError() << "layer '" << layer.getLayerName()
                          << "': netc lower has no kernel yet for " << what;
  };
  // Grouped and depthwise convolutions run on conv2d_grouped; dilation and
  // unequal pads have no kernel.
  if (auto conv = dyn_cast<Conv2DOp>(op)) {
    bool dilated = llvm::any_of(conv.getDilations(), [](int64_t d) { return d != 1; });
    std::optional<ArrayRef<int64_t>> pad = conv.getPad();
    bool asymmetric = pad && pad->size() == 4 &&
                      ((*pad)[0] != (*pad)[2] || (*pad)[1] != (*pad)[3]);
    if (dilated || asymmetric)
      return unsupported("dilated or asymmetrically padded convolution");
  }
  // Max pooling ignores padding however much of it there is (the kernel's
  // and the reference's padding is -infinity), so explicit pads and ceil
  // mode run as the execution pads say. The average kernel and the reference
  // divide by the whole window: right where the written pads count
  // (count_include_pad) and no window reaches past them (ceil mode can make
  // one, and PyTorch then divides by less).
  if (auto pool = dyn_cast<AvgPoolOp>(op);
      pool && pool.getPadding() == PaddingKind::Explicit) {
    ArrayRef<int64_t> written = pool.getPad(); // [top, left, bottom, right]
    SmallVector<int64_t, 4> pads = executionPads(pool); // [top, bottom, left, right]
    bool padded = llvm::any_of(pads, [](int64_t p) { return p != 0; });
    if (padded && !pool.getCountIncludePad())
      return unsupported("average pooling over padding that does not count "
                         "(count_include_pad = 0)");
    if (pads[1] > written[2] || pads[3] > written[3])
      return unsupported("ceil-mode average pooling whose last window reaches past the "
                         "padding");
  }
  return success();
}

LogicalResult NetworkLowering::run() {
  planConcatenations();
  for (Operation &op : network.getBody().front()) {
    if (failed(checkKernelSupport(op)))
      return failure();
    LogicalResult result =
        TypeSwitch<Operation *, LogicalResult>(&op)
            .Case<InputOp, Conv2DOp, InnerProductOp, LRNOp, SoftmaxOp, SigmoidOp,
                  ElementwiseOp, BinaryOp, BatchNormOp, LayerNormOp, TransposeOp, SliceOp,
                  ConcatOp, ReshapeOp>(
                [&](auto layer) { return lower(layer); })
            .Case([&](MaxPoolOp pool) { return lowerPool(pool, kern::PoolKind::Max); })
            .Case([&](AvgPoolOp pool) { return lowerPool(pool, kern::PoolKind::Avg); })
            .Case([&](DropoutOp dropout) {
              storage[dropout.getOutput()] = storage.lookup(dropout.getInput());
              return success();
            })
            .Default([&](Operation *other) -> LogicalResult {
              auto layer = dyn_cast<LayerOpInterface>(other);
              return other->emitError()
                     << "layer '" << (layer ? layer.getLayerName() : StringRef("?"))
                     << "': netc lower has no kernel for " << other->getName()
                     << " yet (supported: input, conv2d, inner_product, max_pool, avg_pool, "
                        "lrn, softmax, sigmoid, elementwise, binary, batch_norm, layer_norm, "
                        "transpose, slice, concat, reshape, dropout)";
            });
    if (failed(result))
      return failure();
  }
  // The values nothing reads are the network's outputs.
  for (Operation &op : network.getBody().front())
    if (auto layer = dyn_cast<LayerOpInterface>(op))
      if (op.getNumResults() == 1 && op.getResult(0).use_empty() && !isa<InputOp>(op))
        kern::OutputOp::create(builder, op.getLoc(), builder.getStringAttr(layer.getLayerName()),
                                       storage.lookup(op.getResult(0)));
  return success();
}

struct ConvertNetToKernPass : netc::impl::ConvertNetToKernBase<ConvertNetToKernPass> {
  using ConvertNetToKernBase::ConvertNetToKernBase;
  /// Options a driver resolved already (the profile loaded once); the
  /// string options are then not read.
  explicit ConvertNetToKernPass(const CompileOptions &resolved) : resolved(resolved) {}

  std::optional<CompileOptions> resolved;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    if (!resolved) {
      llvm::Expected<CompileOptions> parsed = resolveCompileOptions(target, precision, device);
      if (!parsed) {
        module.emitError() << llvm::toString(parsed.takeError());
        return signalPassFailure();
      }
      resolved = std::move(*parsed);
    }
    LoweringSettings settings;
    settings.target = resolved->target;
    settings.precision = resolved->precision;
    settings.device = resolved->device;
    Builder b(&getContext());
    switch (settings.precision) {
    case Precision::FP32:
    case Precision::TF32:
      settings.storageType = b.getF32Type();
      break;
    case Precision::BF16:
      settings.storageType = b.getBF16Type();
      break;
    case Precision::FP16:
      settings.storageType = b.getF16Type();
      break;
    }
    settings.elementBytes = getBytesPerElement(settings.precision);

    SmallVector<NetworkOp> networks(module.getOps<NetworkOp>());
    for (NetworkOp network : networks) {
      OpBuilder builder(network);
      auto program = kern::ProgramOp::create(builder, 
          network.getLoc(), network.getTitleAttr(),
          builder.getStringAttr(settings.target.getName()),
          kern::PrecisionAttr::get(builder.getContext(),
                                   cuda::toKernPrecision(settings.precision)),
          IntegerAttr());
      program.getBody().emplaceBlock();
      NetworkLowering lowering(network, program, settings);
      if (failed(lowering.run()))
        return signalPassFailure();
      network.erase();
    }
  }
};

} // namespace

std::unique_ptr<Pass> netc::createConvertNetToKern(const CompileOptions &options) {
  return std::make_unique<ConvertNetToKernPass>(options);
}
