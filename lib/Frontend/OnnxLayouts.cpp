//===- OnnxLayouts.cpp - Activation layouts and data movement -------------===//
//
// Net tensors of rank 4 are NHWC, ONNX's NCHW: each activation records
// which ONNX dimension each net dimension holds. Transposes change only that
// record; a net transpose is emitted where a layer needs another layout. The
// ops that move data (Reshape, Flatten, Squeeze, Unsqueeze, Transpose,
// Concat, Split, Gather, SplitToSequence, SequenceAt, Slice) live here.
//
//===----------------------------------------------------------------------===//

#include "Frontend/OnnxImporterImpl.h"

#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace netc;
using namespace netc::net;
using namespace netc::onnx_import;

ActivationValue OnnxImporter::toLayout(const onnx::NodeProto &node, const ActivationValue &input,
                                  ArrayRef<int64_t> layout, StringRef why) {
  if (ArrayRef<int64_t>(input.layout) == layout)
    return input;
  Dims permutation;
  for (int64_t onnxAxis : layout)
    permutation.push_back(input.netAxisOf(onnxAxis));
  Dims shape;
  for (int64_t axis : permutation)
    shape.push_back(input.netShape()[axis]);
  // Moving only dimensions of size 1 moves no data: a reshape says so.
  Dims kept, keptAfter;
  for (int64_t axis : permutation)
    if (input.netShape()[axis] != 1)
      kept.push_back(axis);
  bool inPlace = llvm::is_sorted(kept);
  Location loc = NameLoc::get(builder.getStringAttr(nodeName(node) + "/" + why.str()),
                              nodeLoc(node));
  std::string name = nodeName(node) + "/" + why.str();
  Value value =
      inPlace ? ReshapeOp::create(builder, loc, tensorType(shape), name, input.value)
                    .getOutput()
              : TransposeOp::create(builder, loc, tensorType(shape), name, input.value,
                                    permutation)
                    .getOutput();
  return ActivationValue{value, Dims(layout)};
}

FailureOr<ActivationValue> OnnxImporter::reshape(const onnx::NodeProto &node,
                                            const ActivationValue &input,
                                            ArrayRef<int64_t> target) {
  Dims source = input.onnxShape();
  int64_t sourceCount = 1, targetCount = 1;
  for (int64_t d : source)
    sourceCount *= d;
  for (int64_t d : target) {
    if (d <= 0) {
      nodeError(node) << "the new shape " << dimsText(target)
                      << " has a non-positive dimension";
      return failure();
    }
    targetCount *= d;
    if (targetCount > kMaxTensorElements)
      break;
  }
  if (sourceCount != targetCount) {
    nodeError(node) << "cannot reshape " << dimsText(source) << " (" << sourceCount
                    << " elements) to " << dimsText(target);
    return failure();
  }
  // Group the dimensions of size other than 1 into runs of equal products:
  // each run of source dimensions becomes a run of target dimensions.
  Dims sourceGroup(source.size(), -1), targetGroup(target.size(), -1);
  int groups = 0;
  for (size_t i = 0, j = 0;;) {
    while (i < source.size() && source[i] == 1)
      ++i;
    while (j < target.size() && target[j] == 1)
      ++j;
    if (i == source.size() || j == target.size())
      break;
    int64_t a = source[i], b = target[j];
    sourceGroup[i++] = groups;
    targetGroup[j++] = groups;
    while (a != b) {
      if (a < b) {
        while (source[i] == 1)
          ++i;
        a *= source[i];
        sourceGroup[i++] = groups;
      } else {
        while (target[j] == 1)
          ++j;
        b *= target[j];
        targetGroup[j++] = groups;
      }
    }
    ++groups;
  }
  // The data stays in place when, in net order, each group's source
  // dimensions are contiguous (ignoring size-1 ones) and ascending.
  Dims groupOrder;
  bool inPlace = true;
  int64_t lastAxis = -1;
  int lastGroup = -1;
  for (int64_t onnxAxis : input.layout) {
    int group = sourceGroup[onnxAxis];
    if (group < 0)
      continue;
    if (group != lastGroup) {
      if (llvm::is_contained(groupOrder, group))
        inPlace = false;
      groupOrder.push_back(group);
      lastGroup = group;
    } else if (onnxAxis < lastAxis) {
      inPlace = false;
    }
    lastAxis = onnxAxis;
  }
  ActivationValue current = input;
  if (!inPlace) {
    // Bring each group together in ascending order, groups where they first
    // appear, dimensions of size 1 where they are.
    Dims layout;
    SmallVector<bool> emitted(groups, false);
    for (int64_t onnxAxis : input.layout) {
      int group = sourceGroup[onnxAxis];
      if (group < 0) {
        layout.push_back(onnxAxis);
        continue;
      }
      if (emitted[group])
        continue;
      emitted[group] = true;
      for (size_t axis = 0; axis < source.size(); ++axis)
        if (sourceGroup[axis] == group)
          layout.push_back(axis);
    }
    current = toLayout(node, input, layout, "reorder");
  }
  // The new layout: target groups in the net order of their source groups,
  // target dimensions of size 1 after the dimension before them.
  Dims newLayout;
  for (int group : groupOrder)
    for (size_t axis = 0; axis < target.size(); ++axis)
      if (targetGroup[axis] == group)
        newLayout.push_back(axis);
  for (size_t axis = 0; axis < target.size(); ++axis) {
    if (targetGroup[axis] >= 0)
      continue;
    auto after = axis == 0 ? newLayout.begin()
                           : llvm::find(newLayout, int64_t(axis - 1)) + 1;
    newLayout.insert(after > newLayout.end() ? newLayout.end() : after, axis);
  }
  Dims netShape;
  for (int64_t axis : newLayout)
    netShape.push_back(target[axis]);
  Value value = current.value;
  if (ArrayRef<int64_t>(netShape) != current.netShape())
    value = ReshapeOp::create(builder, nodeLoc(node), tensorType(netShape), nodeName(node),
                              current.value)
                .getOutput();
  return ActivationValue{value, newLayout};
}

LogicalResult OnnxImporter::importReshapeLike(const onnx::NodeProto &node) {
  FailureOr<ActivationValue> x = activationInput(node, 0);
  if (failed(x))
    return failure();
  StringRef op = node.op_type();
  Dims in = x->onnxShape();
  int64_t rank = in.size();
  Dims target;
  if (op == "Flatten") {
    int64_t axis = intAttr(node, "axis", 1);
    axis = axis < 0 ? axis + rank : axis;
    if (axis < 0 || axis > rank) {
      nodeError(node) << "field 'axis': " << axis << " is out of range for rank " << rank;
      return failure();
    }
    int64_t outer = 1, inner = 1;
    for (int64_t i = 0; i < rank; ++i)
      (i < axis ? outer : inner) *= in[i];
    target = {outer, inner};
  } else if (op == "Reshape") {
    FailureOr<const Constant *> shape = constantValues(node, optionalInput(node, 1));
    if (failed(shape))
      return failure();
    int64_t known = 1, unknown = -1, count = 1;
    for (int64_t d : in)
      count *= d;
    bool allowZero = intAttr(node, "allowzero", 0) != 0;
    for (double v : *(*shape)->values)
      target.push_back(saturatingInteger(v));
    for (size_t i = 0; i < target.size(); ++i) {
      if (target[i] == 0 && !allowZero) {
        if (i >= in.size())
          return nodeError(node) << "a 0 in the new shape copies a dimension the input "
                                    "does not have", failure();
        target[i] = in[i];
      }
      if (target[i] == -1) {
        if (unknown >= 0)
          return nodeError(node) << "the new shape has more than one -1", failure();
        unknown = i;
      } else if (llvm::MulOverflow(known, target[i], known)) {
        return nodeError(node) << "the new shape " << dimsText(target)
                               << " has more than 2^63 elements", failure();
      }
    }
    if (unknown >= 0)
      target[unknown] = known > 0 ? count / known : 0;
  } else {
    // Squeeze, Unsqueeze: axes from the attribute (opsets < 13) or input 1.
    FailureOr<Dims> axesOrFailure = axesOperand(node);
    if (failed(axesOrFailure))
      return failure();
    Dims axes = *axesOrFailure;
    if (op == "Unsqueeze") {
      int64_t outRank = rank + axes.size();
      for (int64_t &a : axes)
        a = a < 0 ? a + outRank : a;
      target = in;
      llvm::sort(axes);
      for (int64_t a : axes) {
        if (a < 0 || a > int64_t(target.size()))
          return nodeError(node) << "axis out of range", failure();
        target.insert(target.begin() + a, 1);
      }
    } else {
      for (int64_t &a : axes)
        a = a < 0 ? a + rank : a;
      for (int64_t i = 0; i < rank; ++i) {
        bool squeezed = axes.empty() ? in[i] == 1 : llvm::is_contained(axes, i);
        if (squeezed && in[i] != 1)
          return nodeError(node) << "axis " << i << " has size " << in[i]
                                 << ", not 1", failure();
        if (!squeezed)
          target.push_back(in[i]);
      }
    }
  }
  FailureOr<ActivationValue> result = reshape(node, *x, target);
  if (failed(result))
    return failure();
  define(node, 0, *result);
  return success();
}

LogicalResult OnnxImporter::importTranspose(const onnx::NodeProto &node) {
  FailureOr<ActivationValue> x = activationInput(node, 0);
  if (failed(x))
    return failure();
  int64_t rank = x->layout.size();
  Dims perm = intsAttr(node, "perm").value_or(Dims());
  if (perm.empty())
    for (int64_t i = rank - 1; i >= 0; --i)
      perm.push_back(i);
  Dims inverse(rank, -1);
  for (int64_t i = 0; i < int64_t(perm.size()); ++i)
    if (perm.size() == size_t(rank) && perm[i] >= 0 && perm[i] < rank)
      inverse[perm[i]] = i;
  if (llvm::is_contained(inverse, -1)) {
    nodeError(node) << "field 'perm': " << dimsText(perm) << " is not a permutation of "
                    << rank << " dimensions";
    return failure();
  }
  // Only the record of which ONNX dimension each net dimension holds changes.
  ActivationValue result{x->value, {}};
  for (int64_t onnxAxis : x->layout)
    result.layout.push_back(inverse[onnxAxis]);
  define(node, 0, result);
  return success();
}

LogicalResult OnnxImporter::importConcat(const onnx::NodeProto &node) {
  SmallVector<ActivationValue> inputs;
  for (int i = 0; i < node.input_size(); ++i) {
    FailureOr<ActivationValue> x = activationInput(node, i);
    if (failed(x))
      return failure();
    inputs.push_back(*x);
  }
  if (inputs.empty())
    return nodeError(node) << "expected inputs", failure();
  int64_t rank = inputs.front().layout.size();
  FailureOr<int64_t> axisOrFailure = axisAttr(node, rank, 1);
  if (failed(axisOrFailure))
    return failure();
  int64_t axis = *axisOrFailure;
  SmallVector<Value> values;
  SmallVector<Shape> shapes;
  for (ActivationValue &x : inputs) {
    if (int64_t(x.layout.size()) != rank)
      return nodeError(node) << "inputs have different ranks", failure();
    x = toLayout(node, x, inputs.front().layout, "align");
    values.push_back(x.value);
    shapes.emplace_back(x.netShape());
  }
  int64_t netAxis = inputs.front().netAxisOf(axis);
  FailureOr<Shape> out = inferConcatShape(shapes, netAxis, fieldErrors(node));
  if (failed(out))
    return failure();
  auto concat = ConcatOp::create(builder, nodeLoc(node), tensorType(*out), nodeName(node),
                                 values, netAxis);
  define(node, 0, ActivationValue{concat.getOutput(), inputs.front().layout});
  return success();
}

LogicalResult OnnxImporter::importSplit(const onnx::NodeProto &node) {
  FailureOr<ActivationValue> x = activationInput(node, 0);
  if (failed(x))
    return failure();
  Dims in = x->onnxShape();
  int64_t rank = in.size();
  FailureOr<int64_t> axisOrFailure = axisAttr(node, rank, 0);
  if (failed(axisOrFailure))
    return failure();
  int64_t axis = *axisOrFailure;
  Dims sizes;
  if (std::optional<Dims> attrSplit = intsAttr(node, "split")) {
    sizes = *attrSplit;
  } else if (!optionalInput(node, 1).empty()) {
    FailureOr<const Constant *> c = constantValues(node, node.input(1));
    if (failed(c))
      return failure();
    for (double v : *(*c)->values)
      sizes.push_back(saturatingInteger(v));
  } else {
    int64_t parts = intAttr(node, "num_outputs", node.output_size());
    if (parts <= 0)
      return nodeError(node) << "no outputs to split into", failure();
    int64_t each = llvm::divideCeil(in[axis], parts);
    for (int64_t i = 0, left = in[axis]; i < parts; ++i, left -= each)
      sizes.push_back(std::min(each, left));
  }
  if (int64_t(sizes.size()) != node.output_size() ||
      std::accumulate(sizes.begin(), sizes.end(), int64_t(0)) != in[axis]) {
    nodeError(node) << "split sizes " << dimsText(sizes) << " do not divide " << in[axis]
                    << " into " << node.output_size() << " outputs";
    return failure();
  }
  int64_t netAxis = x->netAxisOf(axis);
  int64_t offset = 0;
  for (int i = 0; i < node.output_size(); ++i) {
    std::string name = nodeName(node) + ":" + std::to_string(i);
    FailureOr<Shape> out =
        inferSliceShape(x->netShape(), netAxis, offset, sizes[i], fieldErrors(node));
    if (failed(out))
      return failure();
    auto slice = SliceOp::create(builder, nodeLoc(node), tensorType(*out), name, x->value,
                                 netAxis, offset, sizes[i]);
    define(node, i, ActivationValue{slice.getOutput(), x->layout});
    offset += sizes[i];
  }
  return success();
}

LogicalResult OnnxImporter::importGatherOfActivation(const onnx::NodeProto &node) {
  // The dynamo exporter writes aten.as_strided of a contiguous tensor (the
  // pooled [N, C, 1, 1] of ConvNeXt's classifier) as Reshape(x, [-1]) then
  // Gather(axis 0) with the constant indices 0, 1, ..., n - 1 in the target
  // shape: a reshape. Any other gather of activations moves data netc has no
  // layer for.
  FailureOr<ActivationValue> x = activationInput(node, 0);
  if (failed(x))
    return failure();
  FailureOr<const Constant *> indices = constantValues(node, node.input(1));
  if (failed(indices))
    return failure();
  Dims in = x->onnxShape();
  int64_t rank = in.size();
  FailureOr<int64_t> axisOrFailure = axisAttr(node, rank, 0);
  if (failed(axisOrFailure))
    return failure();
  int64_t axis = *axisOrFailure;
  const std::vector<double> &values = *(*indices)->values;
  bool identity = int64_t(values.size()) == in[axis];
  for (int64_t i = 0, n = values.size(); identity && i < n; ++i)
    identity = values[i] == double(i);
  if (!identity)
    return nodeError(node) << "netc imports a Gather of activations only when its indices "
                              "are 0, 1, ..., "
                           << in[axis] - 1 << " along axis " << axis << " (a reshape)",
           failure();
  Dims shape(in.begin(), in.begin() + axis);
  llvm::append_range(shape, (*indices)->shape);
  shape.append(in.begin() + axis + 1, in.end());
  // Reshape(y, [-1]) read only here, gathered back into y's own shape: y
  // itself. Dropping the pair keeps the batch dimension (--batch can then
  // change it; a flatten to [-1] would hide it).
  if (auto flatten = x->value.getDefiningOp<ReshapeOp>();
      flatten && useCounts.lookup(node.input(0)) == 1 && x->value.use_empty()) {
    for (auto &[name, candidate] : activations)
      if (candidate.value == flatten.getInput() && candidate.onnxShape() == shape) {
        ActivationValue original = candidate;
        activations.erase(node.input(0));
        flatten.erase();
        define(node, 0, original);
        return success();
      }
  }
  FailureOr<ActivationValue> out = reshape(node, *x, shape);
  if (failed(out))
    return failure();
  define(node, 0, *out);
  return success();
}

LogicalResult OnnxImporter::importSplitToSequence(const onnx::NodeProto &node) {
  // The dynamo exporter writes torch.chunk/split (ShuffleNet's channel
  // split) as SplitToSequence + SequenceAt.
  FailureOr<ActivationValue> x = activationInput(node, 0);
  if (failed(x))
    return failure();
  Dims in = x->onnxShape();
  int64_t rank = in.size();
  FailureOr<int64_t> axisOrFailure = axisAttr(node, rank, 0);
  if (failed(axisOrFailure))
    return failure();
  int64_t axis = *axisOrFailure;
  Dims sizes;
  if (optionalInput(node, 1).empty()) {
    if (intAttr(node, "keepdims", 1) != 1)
      return nodeError(node) << "field 'keepdims': netc splits into parts that keep the "
                                "axis (keepdims 1) only",
             failure();
    sizes.assign(in[axis], 1);
  } else {
    FailureOr<const Constant *> split = constantValues(node, node.input(1));
    if (failed(split))
      return failure();
    const std::vector<double> &values = *(*split)->values;
    if ((*split)->shape.empty()) { // one size: equal parts, the last one shorter
      int64_t each = values.empty() ? 0 : saturatingInteger(values.front());
      if (each <= 0)
        return nodeError(node) << "input 1 (split): " << each << " is not a positive size",
               failure();
      for (int64_t left = in[axis]; left > 0; left -= each)
        sizes.push_back(std::min(each, left));
    } else {
      for (double v : values) {
        if (v < 0 || v != std::trunc(v))
          return nodeError(node) << "input 1 (split): " << v << " is not a size", failure();
        sizes.push_back(saturatingInteger(v));
      }
    }
  }
  int64_t total = 0;
  for (int64_t size : sizes)
    if (llvm::AddOverflow(total, size, total))
      break;
  if (total != in[axis] || sizes.empty()) {
    nodeError(node) << "split sizes " << dimsText(sizes) << " do not add up to " << in[axis]
                    << ", the size of axis " << axis;
    return failure();
  }
  SequenceValue sequence{*x, axis, {}, sizes, nodeName(node)};
  int64_t offset = 0;
  for (int64_t size : sizes) {
    sequence.offsets.push_back(offset);
    offset += size;
  }
  if (node.output_size() > 0)
    sequences[node.output(0)] = std::move(sequence);
  return success();
}

LogicalResult OnnxImporter::importSequenceAt(const onnx::NodeProto &node) {
  auto it = sequences.find(node.input(0));
  if (it == sequences.end())
    return nodeError(node) << "input 0 ('" << node.input(0)
                           << "') is not a sequence from SplitToSequence",
           failure();
  const SequenceValue &sequence = it->second;
  std::optional<double> position = scalarConstant(node.input(1));
  int64_t count = sequence.sizes.size();
  if (!position || *position != std::trunc(*position) || *position < -count ||
      *position >= count)
    return nodeError(node) << "input 1 (position) must be a constant in [" << -count << ", "
                           << count << ")",
           failure();
  int64_t index = *position < 0 ? int64_t(*position) + count : int64_t(*position);
  const ActivationValue &x = sequence.source;
  int64_t netAxis = x.netAxisOf(sequence.onnxAxis);
  FailureOr<Shape> out = inferSliceShape(x.netShape(), netAxis, sequence.offsets[index],
                                         sequence.sizes[index], fieldErrors(node));
  if (failed(out))
    return failure();
  auto slice = SliceOp::create(builder, nodeLoc(node), tensorType(*out),
                               sequence.name + ":" + std::to_string(index), x.value, netAxis,
                               sequence.offsets[index], sequence.sizes[index]);
  define(node, 0, ActivationValue{slice.getOutput(), x.layout});
  return success();
}

LogicalResult OnnxImporter::importSlice(const onnx::NodeProto &node) {
  FailureOr<ActivationValue> x = activationInput(node, 0);
  if (failed(x))
    return failure();
  auto values = [&](int index) -> FailureOr<Dims> {
    FailureOr<const Constant *> c = constantValues(node, node.input(index));
    if (failed(c))
      return failure();
    Dims out;
    for (double v : *(*c)->values)
      out.push_back(saturatingInteger(v));
    return out;
  };
  FailureOr<Dims> starts = values(1), ends = values(2);
  if (failed(starts) || failed(ends))
    return failure();
  Dims in = x->onnxShape();
  int64_t rank = in.size();
  Dims axes = identityLayout(starts->size()), steps(starts->size(), 1);
  if (!optionalInput(node, 3).empty()) {
    FailureOr<Dims> a = values(3);
    if (failed(a))
      return failure();
    axes = *a;
  }
  if (!optionalInput(node, 4).empty()) {
    FailureOr<Dims> s = values(4);
    if (failed(s))
      return failure();
    steps = *s;
  }
  if (axes.size() != starts->size() || ends->size() != starts->size() ||
      steps.size() != starts->size())
    return nodeError(node) << "starts, ends, axes and steps differ in length", failure();
  ActivationValue current = *x;
  for (size_t i = 0; i < axes.size(); ++i) {
    int64_t axis = axes[i] < 0 ? axes[i] + rank : axes[i];
    if (axis < 0 || axis >= rank)
      return nodeError(node) << "axis " << axes[i] << " is out of range", failure();
    if (steps[i] != 1)
      return nodeError(node) << "netc imports slices with step 1 only", failure();
    int64_t size = in[axis];
    int64_t start = std::clamp<int64_t>((*starts)[i] < 0 ? (*starts)[i] + size : (*starts)[i],
                                        0, size);
    int64_t end = std::clamp<int64_t>((*ends)[i] < 0 ? (*ends)[i] + size : (*ends)[i], 0,
                                      size);
    if (start == 0 && end == size)
      continue;
    int64_t netAxis = current.netAxisOf(axis);
    FailureOr<Shape> out = inferSliceShape(current.netShape(), netAxis, start, end - start,
                                           fieldErrors(node));
    if (failed(out))
      return failure();
    current.value = SliceOp::create(builder, nodeLoc(node), tensorType(*out),
                                    nodeName(node), current.value, netAxis, start,
                                    end - start)
                        .getOutput();
  }
  define(node, 0, current);
  return success();
}
