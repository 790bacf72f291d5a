//===- OnnxLayers.cpp - ONNX layers to net ops ----------------------------===//
//
// One net op per ONNX layer: convolutions, batch normalisation,
// activations, element-wise arithmetic, pooling, GEMM and MatMul, softmax
// and layer normalisation. Each checks its attributes and its weights'
// shapes against its input and reports the field it rejects.
//
//===----------------------------------------------------------------------===//

#include "Frontend/OnnxImporterImpl.h"

#include "llvm/ADT/APFloat.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace netc;
using namespace netc::net;
using namespace netc::onnx_import;

LogicalResult OnnxImporter::importConv(const onnx::NodeProto &node) {
  FailureOr<ActivationValue> x = activationInput(node, 0);
  if (failed(x))
    return failure();
  const Constant *weight = constantNamed(optionalInput(node, 1));
  if (!weight) {
    nodeError(node) << "the weight (input 1) must be an initializer";
    return failure();
  }
  Dims in = x->onnxShape();
  if (in.size() != 4 || weight->shape.size() != 4) {
    nodeError(node) << "netc imports 2-D convolutions only (input " << dimsText(in)
                    << ", weight " << dimsText(weight->shape) << ")";
    return failure();
  }
  int64_t groups = intAttr(node, "group", 1);
  Dims kernel = intsAttr(node, "kernel_shape").value_or(Dims{weight->shape[2], weight->shape[3]});
  if (kernel.size() != 2 || kernel[0] != weight->shape[2] || kernel[1] != weight->shape[3]) {
    nodeError(node) << "field 'kernel_shape': " << dimsText(kernel)
                    << " does not match the weight " << dimsText(weight->shape);
    return failure();
  }
  Dims strides = intsAttr(node, "strides").value_or(Dims{1, 1});
  Dims dilations = intsAttr(node, "dilations").value_or(Dims{1, 1});
  Dims pads = intsAttr(node, "pads").value_or(Dims{0, 0, 0, 0});
  std::string autoPad = stringAttr(node, "auto_pad", "NOTSET");
  auto positive = [](ArrayRef<int64_t> values) {
    return llvm::all_of(values, [](int64_t v) { return v > 0; });
  };
  if (strides.size() != 2 || dilations.size() != 2 || pads.size() != 4 ||
      !positive(strides) || !positive(dilations)) {
    nodeError(node) << "expected 2 positive strides, 2 positive dilations and 4 pads, got "
                    << dimsText(strides) << ", " << dimsText(dilations) << ", "
                    << dimsText(pads);
    return failure();
  }
  PaddingKind padding = PaddingKind::Explicit;
  if (autoPad == "VALID") {
    padding = PaddingKind::Valid;
  } else if (autoPad == "SAME_UPPER" || autoPad == "SAME_LOWER") {
    // netc's SAME puts the odd pad after (SAME_UPPER); SAME_LOWER before.
    padding = PaddingKind::Same;
    if (autoPad == "SAME_LOWER") {
      padding = PaddingKind::Explicit;
      for (int i = 0; i < 2; ++i) {
        int64_t out = llvm::divideCeil(in[2 + i], strides[i]);
        // d * (k - 1) + 1 and (out - 1) * s wrap for a dilation or stride
        // near INT64_MAX; a pad past the element limit is refused here.
        std::optional<int64_t> reach =
            llvm::checkedMulAdd(dilations[i], kernel[i] - 1, int64_t(1));
        std::optional<int64_t> span = llvm::checkedMul(out - 1, strides[i]);
        std::optional<int64_t> total;
        if (reach && span)
          total = llvm::checkedAdd(*span, *reach - in[2 + i]);
        if (!total || *total > kMaxTensorElements) {
          nodeError(node) << "auto_pad SAME_LOWER: strides " << dimsText(strides)
                          << " and dilations " << dimsText(dilations)
                          << " need padding past 2^48";
          return failure();
        }
        int64_t totalPad = std::max<int64_t>(*total, 0);
        pads[i] = totalPad - totalPad / 2;
        pads[2 + i] = totalPad / 2;
      }
    }
  } else if (autoPad != "NOTSET") {
    nodeError(node) << "field 'auto_pad': unknown value '" << autoPad << "'";
    return failure();
  }
  Dims pad;
  if (padding == PaddingKind::Explicit) {
    if (llvm::all_of(pads, [](int64_t p) { return p == 0; }))
      padding = PaddingKind::Valid;
    else if (pads[0] == pads[2] && pads[1] == pads[3])
      pad = {pads[0], pads[1]};
    else
      pad = pads;
  }
  Dims filter{kernel[0], kernel[1], weight->shape[1], weight->shape[0]};
  bool dilated = dilations[0] != 1 || dilations[1] != 1;
  ActivationValue nhwc = toLayout(node, *x, channelsLastLayout(4), "to_nhwc");
  FailureOr<Shape> out = inferConv2dShape(nhwc.netShape(), filter, strides, padding, pad,
                                          fieldErrors(node), groups,
                                          dilated ? ArrayRef<int64_t>(dilations)
                                                  : ArrayRef<int64_t>());
  if (failed(out))
    return failure();
  if (failed(checkBiasShape(node, weight->shape[0])))
    return failure();
  bool hasBias = !optionalInput(node, 2).empty() && !isFoldedZero(optionalInput(node, 2));
  auto conv = Conv2DOp::create(
      builder, nodeLoc(node), tensorType(*out), nodeName(node), nhwc.value, filter, strides,
      padding, pad.empty() ? DenseI64ArrayAttr() : builder.getDenseI64ArrayAttr(pad),
      net::Activation::None, hasBias, /*batch_norm=*/false, groups,
      dilated ? ArrayRef<int64_t>(dilations) : ArrayRef<int64_t>());
  define(node, 0, ActivationValue{conv.getOutput(), channelsLastLayout(4)});
  // OIHW -> netc's OHWI.
  if (failed(recordWeight(node, nodeName(node), "filter", *weight, {0, 2, 3, 1})))
    return failure();
  return hasBias ? recordBias(node, optionalInput(node, 2)) : success();
}

LogicalResult OnnxImporter::importConvTranspose(const onnx::NodeProto &node) {
  FailureOr<ActivationValue> x = activationInput(node, 0);
  if (failed(x))
    return failure();
  const Constant *weight = constantNamed(optionalInput(node, 1));
  Dims in = x->onnxShape();
  if (!weight || in.size() != 4 || weight->shape.size() != 4) {
    nodeError(node) << "netc imports 2-D transposed convolutions with an initializer "
                       "weight only";
    return failure();
  }
  Dims strides = intsAttr(node, "strides").value_or(Dims{1, 1});
  Dims dilations = intsAttr(node, "dilations").value_or(Dims{1, 1});
  Dims pads = intsAttr(node, "pads").value_or(Dims{0, 0, 0, 0});
  Dims outputPadding = intsAttr(node, "output_padding").value_or(Dims{0, 0});
  if (intAttr(node, "group", 1) != 1 || dilations != Dims{1, 1} || pads.size() != 4 ||
      pads[0] != pads[2] || pads[1] != pads[3] || attribute(node, "output_shape") ||
      stringAttr(node, "auto_pad", "NOTSET") != "NOTSET" || strides.size() != 2 ||
      outputPadding.size() != 2) {
    nodeError(node) << "netc imports transposed convolutions with one group, no dilation, "
                       "symmetric explicit pads and no output_shape";
    return failure();
  }
  // ONNX's weight is [cin, cout, kh, kw]; net's deconvolution filter is the
  // forward convolution's [kh, kw, cout, cin].
  Dims filter{weight->shape[2], weight->shape[3], weight->shape[1], weight->shape[0]};
  ActivationValue nhwc = toLayout(node, *x, channelsLastLayout(4), "to_nhwc");
  Dims out{in[0], 0, 0, weight->shape[1]};
  for (int i = 0; i < 2; ++i)
    out[1 + i] = strides[i] * (in[2 + i] - 1) + outputPadding[i] + filter[i] -
                 pads[i] - pads[2 + i];
  if (out[1] <= 0 || out[2] <= 0) {
    nodeError(node) << "the output would be empty";
    return failure();
  }
  bool padded = pads[0] != 0 || pads[1] != 0;
  if (failed(verifyDeconv2dShapes(nhwc.netShape(), filter, strides,
                                  padded ? PaddingKind::Explicit : PaddingKind::Valid,
                                  Dims{pads[0], pads[1]}, out, fieldErrors(node))))
    return failure();
  auto deconv = Deconv2DOp::create(
      builder, nodeLoc(node), tensorType(out), nodeName(node), nhwc.value, filter, strides,
      padded ? PaddingKind::Explicit : PaddingKind::Valid,
      padded ? builder.getDenseI64ArrayAttr({pads[0], pads[1]}) : DenseI64ArrayAttr(),
      !optionalInput(node, 2).empty() && !isFoldedZero(optionalInput(node, 2)));
  define(node, 0, ActivationValue{deconv.getOutput(), channelsLastLayout(4)});
  return success();
}

LogicalResult OnnxImporter::importBatchNorm(const onnx::NodeProto &node) {
  FailureOr<ActivationValue> x = activationInput(node, 0);
  if (failed(x))
    return failure();
  // Exporters may list the running statistics as outputs nothing reads.
  bool statisticsRead = false;
  for (int i = 1; i < node.output_size(); ++i)
    statisticsRead |= !node.output(i).empty() && useCounts.lookup(node.output(i)) > 0;
  if (intAttr(node, "training_mode", 0) != 0 || statisticsRead) {
    nodeError(node) << "netc imports inference-mode batch normalisation (the running "
                       "statistics unread)";
    return failure();
  }
  for (int i = 1; i < 5; ++i)
    if (!constantNamed(optionalInput(node, i))) {
      nodeError(node) << "input " << i << " (scale, bias, mean, variance) must be an "
                         "initializer";
      return failure();
    }
  size_t rank = x->layout.size();
  if (rank < 2) {
    nodeError(node) << "expected an input of rank 2 or more";
    return failure();
  }
  ActivationValue channelsLast = toLayout(node, *x, channelsLastLayout(rank), "to_nhwc");
  double epsilon = floatAttr(node, "epsilon", 1e-5);
  auto bn = BatchNormOp::create(builder, nodeLoc(node), channelsLast.value.getType(),
                                nodeName(node), channelsLast.value,
                                llvm::APFloat(epsilon > 0 ? epsilon : 1e-5),
                                net::Activation::None);
  define(node, 0, ActivationValue{bn.getOutput(), channelsLastLayout(rank)});
  const char *roles[] = {"gamma", "beta", "mean", "var"};
  for (int i = 1; i < 5; ++i) {
    const Constant *value = constantNamed(optionalInput(node, i));
    if (failed(recordWeight(node, nodeName(node), roles[i - 1], *value,
                            identityLayout(value->shape.size()))))
      return failure();
  }
  return success();
}

LogicalResult OnnxImporter::importActivation(const onnx::NodeProto &node,
                                             net::Activation kind, StringRef inputName,
                                             int readersOfInput) {
  auto it = activations.find(inputName);
  if (it == activations.end())
    return failure(failed(activationInput(node, 0)));
  ActivationValue x = it->second;
  // Fuse into the layer that computes x when nothing else reads x.
  Operation *producer = x.value.getDefiningOp();
  auto fusable = producer ? producer->getAttrOfType<ActivationAttr>("activation")
                          : ActivationAttr();
  bool fusableOp = producer && isa<Conv2DOp, BatchNormOp, InnerProductOp, MatMulOp,
                                   ElementwiseOp, BinaryOp>(producer);
  if (fusableOp && useCounts.lookup(inputName) == readersOfInput &&
      (!fusable || fusable.getValue() == net::Activation::None)) {
    producer->setAttr("activation", ActivationAttr::get(&context, kind));
    define(node, 0, x);
    return success();
  }
  auto op = ActivationOp::create(builder, nodeLoc(node), x.value.getType(), nodeName(node),
                                 x.value, kind);
  define(node, 0, ActivationValue{op.getOutput(), x.layout});
  return success();
}

LogicalResult OnnxImporter::importClip(const onnx::NodeProto &node) {
  std::optional<double> low, high;
  if (opset < 11) {
    low = floatAttr(node, "min", -INFINITY);
    high = floatAttr(node, "max", INFINITY);
  } else {
    low = optionalInput(node, 1).empty() ? -INFINITY : scalarConstant(node.input(1));
    high = optionalInput(node, 2).empty() ? INFINITY : scalarConstant(node.input(2));
  }
  if (low && high && *low == 0 && *high == 6)
    return importActivation(node, net::Activation::Relu6, node.input(0));
  if (low && high && *low == 0 && std::isinf(*high))
    return importActivation(node, net::Activation::Relu, node.input(0));
  nodeError(node) << "netc imports Clip to [0, 6] (ReLU6) or [0, inf) (ReLU) only";
  return failure();
}

LogicalResult OnnxImporter::importBinary(const onnx::NodeProto &node) {
  StringRef op = node.op_type();
  BinaryKind kind = op == "Add"   ? BinaryKind::Add
                    : op == "Sub" ? BinaryKind::Sub
                    : op == "Mul" ? BinaryKind::Mul
                                  : BinaryKind::Div;
  bool lhsActivation = isActivation(node.input(0));
  bool rhsActivation = isActivation(node.input(1));
  if (lhsActivation && rhsActivation) {
    ActivationValue a = activations[node.input(0)], b = activations[node.input(1)];
    if (a.layout.size() != b.layout.size()) {
      nodeError(node) << "broadcasting between ranks " << a.layout.size() << " and "
                      << b.layout.size() << " is not supported";
      return failure();
    }
    b = toLayout(node, b, a.layout, "align");
    Dims aShape(a.netShape()), bShape(b.netShape());
    if (aShape == bShape && (kind == BinaryKind::Add || kind == BinaryKind::Mul)) {
      // Paleo's elementwise layer: what every stage (lowering included) runs.
      auto e = ElementwiseOp::create(
          builder, nodeLoc(node), a.value.getType(), nodeName(node),
          ValueRange{a.value, b.value},
          kind == BinaryKind::Add ? ElementwiseKind::Sum : ElementwiseKind::Product);
      define(node, 0, ActivationValue{e.getOutput(), a.layout});
      return success();
    }
    SmallVector<Shape> shapes{Shape(aShape.begin(), aShape.end()),
                              Shape(bShape.begin(), bShape.end())};
    FailureOr<Shape> out = inferBroadcastShape(shapes, fieldErrors(node));
    if (failed(out))
      return failure();
    auto binary = BinaryOp::create(builder, nodeLoc(node), tensorType(*out), nodeName(node),
                                   ValueRange{a.value, b.value}, kind, DenseI64ArrayAttr());
    define(node, 0, ActivationValue{binary.getOutput(), a.layout});
    return success();
  }
  if (!lhsActivation && !rhsActivation)
    return foldNode(node);
  int activationIndex = lhsActivation ? 0 : 1;
  ActivationValue x = activations[node.input(activationIndex)];
  const Constant *constant = constantNamed(node.input(1 - activationIndex));
  if (!constant)
    return failure(failed(activationInput(node, 1 - activationIndex)));
  // Right-align the constant's shape with the activation's, then lay it out
  // as the activation is.
  Dims onnxConstant(x.layout.size() > constant->shape.size()
                        ? x.layout.size() - constant->shape.size()
                        : 0,
                    1);
  onnxConstant.append(constant->shape.begin(), constant->shape.end());
  if (onnxConstant.size() != x.layout.size()) {
    nodeError(node) << "the constant " << dimsText(constant->shape)
                    << " has a higher rank than the input " << dimsText(x.onnxShape());
    return failure();
  }
  Dims netConstant;
  for (int64_t axis : x.layout)
    netConstant.push_back(onnxConstant[axis]);
  // MatMul + Add of a bias along the output dimension: the linear layer's bias.
  Operation *producer = x.value.getDefiningOp();
  if (kind == BinaryKind::Add && isa_and_nonnull<MatMulOp>(producer) &&
      useCounts.lookup(node.input(activationIndex)) == 1 &&
      !cast<MatMulOp>(producer).getBias() &&
      cast<MatMulOp>(producer).getActivation() == net::Activation::None &&
      constant->elementCount() == netConstant.back() &&
      x.layout.back() == int64_t(x.layout.size()) - 1) {
    cast<MatMulOp>(producer).setBias(true);
    define(node, 0, x);
    return recordWeight(node, cast<MatMulOp>(producer).getLayerName(), "bias", *constant,
                        identityLayout(constant->shape.size()));
  }
  for (size_t i = 0; i < netConstant.size(); ++i)
    if (netConstant[i] != 1 && netConstant[i] != x.netShape()[i]) {
      nodeError(node) << "the constant " << dimsText(constant->shape)
                      << " does not broadcast to the input " << dimsText(x.onnxShape());
      return failure();
    }
  // A weight of the model (a layer scale), not a number written in the graph.
  bool trainable = constant->isInitializer && constant->elementCount() > 1;
  auto binary = BinaryOp::create(
      builder, nodeLoc(node), x.value.getType(), nodeName(node), ValueRange{x.value}, kind,
      builder.getDenseI64ArrayAttr(netConstant), /*constant_first=*/activationIndex == 1,
      trainable);
  define(node, 0, ActivationValue{binary.getOutput(), x.layout});
  // A layer scale's values are its gamma, one per channel (netc lower takes
  // no other trainable constant).
  if (trainable)
    return recordWeight(node, nodeName(node), "gamma", *constant,
                        identityLayout(constant->shape.size()));
  return success();
}

LogicalResult OnnxImporter::importPool(const onnx::NodeProto &node, bool isMax) {
  FailureOr<ActivationValue> x = activationInput(node, 0);
  if (failed(x))
    return failure();
  if (x->layout.size() != 4) {
    nodeError(node) << "netc imports 2-D pooling only (input " << dimsText(x->onnxShape())
                    << ")";
    return failure();
  }
  std::optional<Dims> kernel = intsAttr(node, "kernel_shape");
  Dims strides = intsAttr(node, "strides").value_or(Dims{1, 1});
  Dims pads = intsAttr(node, "pads").value_or(Dims{0, 0, 0, 0});
  Dims dilations = intsAttr(node, "dilations").value_or(Dims{1, 1});
  std::string autoPad = stringAttr(node, "auto_pad", "NOTSET");
  bool ceilMode = intAttr(node, "ceil_mode", 0) != 0;
  bool countIncludePad = intAttr(node, "count_include_pad", 0) != 0;
  if (!kernel || kernel->size() != 2 || strides.size() != 2 || pads.size() != 4 ||
      dilations != Dims{1, 1} || node.output_size() > 1) {
    nodeError(node) << "expected a 2-D kernel_shape, 2 strides, 4 pads, no dilation and "
                       "one output";
    return failure();
  }
  PaddingKind padding = PaddingKind::Explicit;
  if (autoPad == "VALID")
    padding = PaddingKind::Valid;
  else if (autoPad == "SAME_UPPER")
    padding = PaddingKind::Same;
  else if (autoPad != "NOTSET") {
    nodeError(node) << "field 'auto_pad': netc imports NOTSET, VALID and SAME_UPPER, not '"
                    << autoPad << "'";
    return failure();
  }
  if (padding == PaddingKind::Explicit && !ceilMode &&
      llvm::all_of(pads, [](int64_t p) { return p == 0; }))
    padding = PaddingKind::Valid;
  // NCHW pads are [top, left, bottom, right] already.
  ActivationValue nhwc = toLayout(node, *x, channelsLastLayout(4), "to_nhwc");
  bool isExplicit = padding == PaddingKind::Explicit;
  FailureOr<Shape> out =
      inferPoolShape(nhwc.netShape(), *kernel, strides, padding, fieldErrors(node),
                     isExplicit ? ArrayRef<int64_t>(pads) : ArrayRef<int64_t>(),
                     isExplicit && ceilMode);
  if (failed(out))
    return failure();
  ArrayRef<int64_t> padAttr = isExplicit ? ArrayRef<int64_t>(pads) : ArrayRef<int64_t>();
  // Without padding the divisor is the window either way.
  bool includePad = !isMax && isExplicit && countIncludePad;
  Value result =
      isMax ? MaxPoolOp::create(builder, nodeLoc(node), tensorType(*out), nodeName(node),
                                nhwc.value, *kernel, strides, padding, padAttr,
                                isExplicit && ceilMode, false)
                  .getOutput()
            : AvgPoolOp::create(builder, nodeLoc(node), tensorType(*out), nodeName(node),
                                nhwc.value, *kernel, strides, padding, padAttr,
                                isExplicit && ceilMode, includePad)
                  .getOutput();
  define(node, 0, ActivationValue{result, channelsLastLayout(4)});
  return success();
}

LogicalResult OnnxImporter::importGlobalPool(const onnx::NodeProto &node, bool keepDims) {
  FailureOr<ActivationValue> x = activationInput(node, 0);
  if (failed(x))
    return failure();
  Dims in = x->onnxShape();
  if (in.size() != 4) {
    nodeError(node) << "netc imports global pooling of NCHW tensors only (input "
                    << dimsText(in) << ")";
    return failure();
  }
  ActivationValue nhwc = toLayout(node, *x, channelsLastLayout(4), "to_nhwc");
  Dims window{in[2], in[3]};
  Shape out{in[0], 1, 1, in[1]};
  // Without keepdims the reshape that drops H and W is the node's output and
  // takes its name; the pool gets its own (layer names are unique: the plan
  // and the runtime find layers by name).
  std::string poolName = keepDims ? nodeName(node) : nodeName(node) + "/pool";
  Value pooled =
      node.op_type() == "GlobalMaxPool"
          ? MaxPoolOp::create(builder, nodeLoc(node), tensorType(out), poolName,
                              nhwc.value, window, window, PaddingKind::Valid,
                              ArrayRef<int64_t>())
                .getOutput()
          : AvgPoolOp::create(builder, nodeLoc(node), tensorType(out), poolName,
                              nhwc.value, window, window, PaddingKind::Valid,
                              ArrayRef<int64_t>())
                .getOutput();
  ActivationValue result{pooled, channelsLastLayout(4)};
  if (keepDims) {
    define(node, 0, result);
    return success();
  }
  FailureOr<ActivationValue> squeezed = reshape(node, result, Dims{in[0], in[1]});
  if (failed(squeezed))
    return failure();
  define(node, 0, *squeezed);
  return success();
}

LogicalResult OnnxImporter::importReduceMean(const onnx::NodeProto &node) {
  FailureOr<ActivationValue> x = activationInput(node, 0);
  if (failed(x))
    return failure();
  FailureOr<Dims> axesOrFailure = axesOperand(node);
  if (failed(axesOrFailure))
    return failure();
  Dims axes = *axesOrFailure;
  int64_t rank = x->layout.size();
  for (int64_t &a : axes)
    a = a < 0 ? a + rank : a;
  llvm::sort(axes);
  if (rank != 4 || axes != Dims{2, 3}) {
    nodeError(node) << "netc imports ReduceMean over H and W of an NCHW tensor only "
                       "(axes " << dimsText(axes) << ", rank " << rank << ")";
    return failure();
  }
  return importGlobalPool(node, intAttr(node, "keepdims", 1) != 0);
}

LogicalResult OnnxImporter::importGemm(const onnx::NodeProto &node) {
  FailureOr<ActivationValue> a = activationInput(node, 0);
  if (failed(a))
    return failure();
  const Constant *b = constantNamed(optionalInput(node, 1));
  bool transB = intAttr(node, "transB", 0) != 0;
  if (!b || b->shape.size() != 2 || a->layout.size() != 2 || intAttr(node, "transA", 0) ||
      floatAttr(node, "alpha", 1.0) != 1.0 || floatAttr(node, "beta", 1.0) != 1.0) {
    nodeError(node) << "netc imports Gemm of an activation [N, K] with an initializer "
                       "weight, transA = 0, alpha = beta = 1";
    return failure();
  }
  int64_t k = transB ? b->shape[1] : b->shape[0];
  int64_t outputs = transB ? b->shape[0] : b->shape[1];
  ActivationValue rows = toLayout(node, *a, identityLayout(2), "to_rows");
  if (rows.netShape()[1] != k) {
    nodeError(node) << "the input " << dimsText(rows.onnxShape()) << " does not match the "
                    << "weight " << dimsText(b->shape) << (transB ? " (transB)" : "");
    return failure();
  }
  FailureOr<Shape> out =
      inferInnerProductShape(rows.netShape(), outputs, fieldErrors(node));
  if (failed(out))
    return failure();
  bool hasBias = !optionalInput(node, 2).empty() && !isFoldedZero(optionalInput(node, 2));
  auto ip = InnerProductOp::create(builder, nodeLoc(node), tensorType(*out), nodeName(node),
                                   rows.value, outputs, net::Activation::None, hasBias);
  define(node, 0, ActivationValue{ip.getOutput(), identityLayout(2)});
  // netc's `oi` [outputs, inputs]: B itself with transB, else transposed.
  if (failed(recordWeight(node, nodeName(node), "filter", *b,
                          transB ? Dims{0, 1} : Dims{1, 0})))
    return failure();
  return hasBias ? recordBias(node, optionalInput(node, 2)) : success();
}

LogicalResult OnnxImporter::importMatMul(const onnx::NodeProto &node) {
  FailureOr<ActivationValue> a = activationInput(node, 0);
  if (failed(a))
    return failure();
  const Constant *b = constantNamed(optionalInput(node, 1));
  if (!b || b->shape.size() != 2) {
    nodeError(node) << "netc imports MatMul of an activation with a 2-D initializer "
                       "weight only (a product of two activations is not supported)";
    return failure();
  }
  // The contracted dimension must be last in the net tensor.
  size_t rank = a->layout.size();
  ActivationValue x = *a;
  if (x.layout.back() != int64_t(rank) - 1)
    x = toLayout(node, x, identityLayout(rank), "to_rows");
  if (x.netShape().back() != b->shape[0]) {
    nodeError(node) << "the input " << dimsText(x.onnxShape())
                    << " does not match the weight " << dimsText(b->shape);
    return failure();
  }
  FailureOr<Shape> out = inferMatMulShape(x.netShape(), b->shape[1], fieldErrors(node));
  if (failed(out))
    return failure();
  auto matmul = MatMulOp::create(builder, nodeLoc(node), tensorType(*out), nodeName(node),
                                 x.value, b->shape[1], net::Activation::None, false);
  define(node, 0, ActivationValue{matmul.getOutput(), x.layout});
  // [k, n] -> netc's `oi` [n, k].
  return recordWeight(node, nodeName(node), "filter", *b, {1, 0});
}

LogicalResult OnnxImporter::importSoftmax(const onnx::NodeProto &node) {
  FailureOr<ActivationValue> x = activationInput(node, 0);
  if (failed(x))
    return failure();
  Dims in = x->onnxShape();
  int64_t rank = in.size();
  int64_t axis = intAttr(node, "axis", opset >= 13 ? -1 : 1);
  axis = axis < 0 ? axis + rank : axis;
  if (rank != 2 || axis != 1) {
    nodeError(node) << "netc imports Softmax over the classes of an [N, classes] tensor "
                       "only (input " << dimsText(in) << ", axis " << axis << ")";
    return failure();
  }
  ActivationValue rows = toLayout(node, *x, identityLayout(2), "to_rows");
  auto softmax = SoftmaxOp::create(builder, nodeLoc(node), rows.value.getType(),
                                   nodeName(node), rows.value, in[1]);
  define(node, 0, ActivationValue{softmax.getOutput(), identityLayout(2)});
  return success();
}

LogicalResult OnnxImporter::importLayerNorm(const onnx::NodeProto &node) {
  FailureOr<ActivationValue> x = activationInput(node, 0);
  if (failed(x))
    return failure();
  int64_t rank = x->layout.size();
  int64_t axis = intAttr(node, "axis", -1);
  axis = axis < 0 ? axis + rank : axis;
  if (axis < 0 || axis >= rank || node.output_size() > 1)
    return nodeError(node) << "field 'axis' out of range, or more than one output",
           failure();
  // The normalised dimensions must be the net tensor's last, in order.
  ActivationValue current = *x;
  ArrayRef<int64_t> tail = ArrayRef<int64_t>(current.layout).drop_front(axis);
  bool trailing = true;
  for (int64_t i = 0; i < rank - axis; ++i)
    trailing &= tail[i] == axis + i;
  if (!trailing)
    current = toLayout(node, current, identityLayout(rank), "to_rows");
  bool affine = !optionalInput(node, 1).empty();
  double epsilon = floatAttr(node, "epsilon", 1e-5);
  auto norm = LayerNormOp::create(builder, nodeLoc(node), current.value.getType(),
                                  nodeName(node), current.value, axis,
                                  llvm::APFloat(epsilon > 0 ? epsilon : 1e-5), affine);
  define(node, 0, ActivationValue{norm.getOutput(), current.layout});
  if (affine && options.onnxWeights) {
    // The scale [normalised extents]; a missing bias is zeros.
    const Constant *scale = constantNamed(optionalInput(node, 1));
    if (!scale || failed(recordWeight(node, nodeName(node), "gamma", *scale,
                                      identityLayout(scale->shape.size()))))
      return failure();
    if (const Constant *bias = constantNamed(optionalInput(node, 2))) {
      if (failed(recordWeight(node, nodeName(node), "beta", *bias,
                              identityLayout(bias->shape.size()))))
        return failure();
    } else {
      options.onnxWeights->tensors.push_back(
          {nodeName(node) + ".beta", {scale->elementCount()},
           std::vector<float>(size_t(scale->elementCount()), 0.f)});
    }
  }
  return success();
}
