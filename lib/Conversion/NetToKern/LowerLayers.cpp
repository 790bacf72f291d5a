//===- LowerLayers.cpp - -convert-net-to-kern: one lowering per op family -===//
//
// NetworkLowering::lower for each net op (NetToKern.cpp says which kernel op
// each becomes and holds the buffers, views and the pass).
//
//===----------------------------------------------------------------------===//

#include "NetToKernImpl.h"

namespace netc::net_to_kern {

namespace {
/// The input rows (or columns) of extent `in` that a convolution's windows
/// touch: all of them where the windows overlap or abut, only those under a
/// window where the stride skips some (a 1x1 stride-2 layer reads a
/// quarter of its input's pixels; with NHWC and its channels a pixel's
/// bytes are whole cache lines, so the skipped ones never leave DRAM). A
/// dilated filter is counted whole (its gaps are not worth the bookkeeping).
int64_t touchedExtent(int64_t in, int64_t out, int64_t kernel, int64_t stride,
                      int64_t padBefore, int64_t dilation) {
  if (dilation != 1 || kernel >= stride || out > (int64_t(1) << 20))
    return in;
  int64_t touched = 0;
  for (int64_t o = 0; o < out; ++o) {
    const int64_t first = std::max<int64_t>(o * stride - padBefore, 0);
    const int64_t last = std::min<int64_t>(o * stride - padBefore + kernel - 1, in - 1);
    touched += std::max<int64_t>(last - first + 1, 0);
  }
  return touched;
}
} // namespace

LogicalResult NetworkLowering::lowerConvolution(Operation *op, Value input, Value output,
                                                StringRef layer, ArrayRef<int64_t> filterShape,
                                                kern::WeightLayout filterLayout,
                                                ArrayRef<int64_t> strides,
                                                ArrayRef<int64_t> pads, bool hasBias,
                                                Activation activation, DictionaryAttr folded,
                                                int64_t groups, ArrayRef<int64_t> dilations) {
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
  Value filter = weight(filterName, layer, kern::WeightRole::Filter, filterLayout, filterShape);
  Value bias = hasBias ? weight(biasName, layer, kern::WeightRole::Bias, kern::WeightLayout::C, {cout}) : Value();
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
    for (kern::WeightRole role : {kern::WeightRole::Gamma, kern::WeightRole::Beta,
                                  kern::WeightRole::Mean, kern::WeightRole::Var}) {
      StringRef roleName = kern::stringifyWeightRole(role);
      std::string name = (bn + "." + roleName).str();
      weight(name, bn, role, kern::WeightLayout::C, {cout});
      common.push_back(builder.getNamedAttr(roleName, builder.getStringAttr(name)));
    }
    auto derive = [&](StringRef part) {
      SmallVector<NamedAttribute> attrs(common);
      attrs.push_back(builder.getNamedAttr("part", builder.getStringAttr(part)));
      return builder.getDictionaryAttr(attrs);
    };
    filter = weight((filterName + "@" + bn).str(), layer, kern::WeightRole::Filter, filterLayout,
                    filterShape,
                    derive("filter"));
    bias = weight((biasName + "@" + bn).str(), layer, kern::WeightRole::Bias, kern::WeightLayout::C,
                  {cout}, derive("bias"));
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
  // Undilated convolutions keep the attribute's default (absent).
  if (llvm::any_of(dilations, [](int64_t d) { return d != 1; }))
    kernel->setAttr("dilations", builder.getDenseI64ArrayAttr(dilations));
  int64_t macs = elementsOf(*out) * filter4[1] * filter4[2] * filter4[3];
  int64_t flops = 2 * macs;
  // The minimum traffic: the input pixels under some window (pads are
  // [top, bottom, left, right]), the filter and the output, once each.
  MemRefType inType = cast<MemRefType>(input.getType());
  const int64_t inputRead =
      inType.getDimSize(0) *
      touchedExtent(inType.getDimSize(1), outType.getDimSize(1), filter4[1], strides[0], pads[0],
                    dilations.empty() ? 1 : dilations[0]) *
      touchedExtent(inType.getDimSize(2), outType.getDimSize(2), filter4[2], strides[1], pads[2],
                    dilations.empty() ? 1 : dilations[1]) *
      inType.getDimSize(3);
  int64_t bytes = (inputRead + elementsOf(filter) + elementsOf(*out)) * settings.elementBytes;
  SmallVector<StringRef> fused(fusedText.begin(), fusedText.end());
  return annotate(kernel, layers, flops, bytes, fused);
}

LogicalResult NetworkLowering::lower(Conv2DOp op) {
  ArrayRef<int64_t> f = op.getFilter(); // [kh, kw, cin, cout]
  SmallVector<int64_t, 4> pads = executionPads(op);
  return lowerConvolution(op, storage.lookup(op.getInput()), op.getOutput(), op.getLayerName(),
                          {f[3], f[0], f[1], f[2]}, kern::WeightLayout::OHWI, op.getStrides(), pads,
                          op.getBias(), op.getActivation(),
                          op->getAttrOfType<DictionaryAttr>("net.folded_batch_norm"),
                          op.getGroups(), op.getDilations());
}

LogicalResult NetworkLowering::lower(InnerProductOp op) {
  int64_t batch = cast<RankedTensorType>(op.getInput().getType()).getDimSize(0);
  int64_t in = op.getNumInputs();
  FailureOr<Value> flat = contiguousView(op.getInput(), {batch, 1, 1, in}, op);
  if (failed(flat))
    return failure();
  return lowerConvolution(op, *flat, op.getOutput(), op.getLayerName(),
                          {int64_t(op.getNumOutputs()), in}, kern::WeightLayout::OI, {1, 1}, {0, 0, 0, 0},
                          op.getBias(),
                          op.getActivation(), {});
}

/// A linear layer applied at every position ([..., k] -> [..., n]: ConvNeXt's
/// pointwise layers) is the 1x1 convolution of its NHWC buffer: one GEMM over
/// the n*h*w pixels on the convolution kernels, with their bias and
/// activation epilogue. The weight is [n, k] (`oi`), as an inner product's
/// and PyTorch's Linear's. A rank-2 input [n, k] lives in [n, 1, 1, k]
/// already; rank 3 (tokens) would need a view of both buffers: refused.
LogicalResult NetworkLowering::lower(MatMulOp op) {
  ArrayRef<int64_t> in = cast<RankedTensorType>(op.getInput().getType()).getShape();
  if (in.size() != 4 && in.size() != 2)
    return op.emitError() << "layer '" << op.getLayerName()
                          << "': netc lower has no kernel yet for a matmul of a rank-"
                          << in.size() << " input (ranks 2 and 4 lower)";
  return lowerConvolution(op, storage.lookup(op.getInput()), op.getOutput(), op.getLayerName(),
                          {int64_t(op.getNumOutputs()), in.back()}, kern::WeightLayout::OI,
                          {1, 1}, {0, 0, 0, 0}, op.getBias(), op.getActivation(), {});
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
/// `scale * input`), multiplied or added by the elementwise kernel. A layer
/// scale (ConvNeXt's `gamma * x`): a multiply by a constant of one value per
/// channel ([1, 1, 1, c]), which becomes the layer's weight of role gamma,
/// read by the same kernel for every pixel of every image. Other operand
/// shapes, constant sums and sub or div have no kernel yet.
LogicalResult NetworkLowering::lower(BinaryOp op) {
  auto unsupported = [&](const Twine &what) {
    return op.emitError() << "layer '" << op.getLayerName()
                          << "': netc lower has no kernel yet for " << what;
  };
  if (op.getKind() != BinaryKind::Mul && op.getKind() != BinaryKind::Add)
    return unsupported("binary '" + stringifyBinaryKind(op.getKind()) + "'");
  auto shapeOf = [](Value value) { return cast<RankedTensorType>(value.getType()).getShape(); };
  ArrayRef<int64_t> out = shapeOf(op.getOutput());
  if (out.size() != 4)
    return unsupported("a binary layer of rank " + Twine(out.size()));
  std::optional<ArrayRef<int64_t>> constant = op.getConstantShape();
  if (constant) {
    if (op.getKind() != BinaryKind::Mul)
      return unsupported("a binary add of a constant (only a per-channel scale lowers)");
    bool perChannel = constant->size() == 4 && (*constant)[0] == 1 && (*constant)[1] == 1 &&
                      (*constant)[2] == 1 && (*constant)[3] == out[3];
    if (!perChannel)
      return unsupported("a constant operand other than one value per channel [1, 1, 1, c]");
  }
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
  Value lhs = storage.lookup(op.getInputs()[0]);
  Value rhs;
  if (constant) {
    // The [c] vector seen as one pixel of one image, broadcast over all.
    StringRef name = op.getLayerName();
    Value scale = weight((name + "." + kern::stringifyWeightRole(kern::WeightRole::Gamma)).str(),
                         name, kern::WeightRole::Gamma, kern::WeightLayout::C, {out[3]});
    rhs = kern::ViewOp::create(builder, op.getLoc(),
                               MemRefType::get({1, 1, 1, out[3]}, settings.storageType), scale);
  } else {
    rhs = storage.lookup(op.getInputs()[1]);
  }
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
  auto vector = [&](kern::WeightRole role) {
    return weight((name + "." + kern::stringifyWeightRole(role)).str(), name, role,
                  kern::WeightLayout::C, {c});
  };
  Operation *kernel = createKernel<kern::BatchNormOp>(
      op.getLoc(), {in, vector(kern::WeightRole::Gamma), vector(kern::WeightRole::Beta),
                   vector(kern::WeightRole::Mean), vector(kern::WeightRole::Var), *out},
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
    for (kern::WeightRole role : {kern::WeightRole::Gamma, kern::WeightRole::Beta})
      operands.push_back(weight((name + "." + kern::stringifyWeightRole(role)).str(), name,
                                role, kern::WeightLayout::C, {c}));
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

// run() (NetToKern.cpp) dispatches both pool ops here.
template LogicalResult NetworkLowering::lowerPool(MaxPoolOp, kern::PoolKind);
template LogicalResult NetworkLowering::lowerPool(AvgPoolOp, kern::PoolKind);

} // namespace netc::net_to_kern
