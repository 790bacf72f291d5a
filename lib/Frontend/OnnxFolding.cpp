//===- OnnxFolding.cpp - Shape arithmetic over ONNX constants -------------===//
//
// Exporters compute shapes in the graph (Shape, Gather, Concat, Reshape,
// Unsqueeze, Slice over shape tensors); where every input is a constant the
// node is evaluated at import and its output becomes a constant too.
//
//===----------------------------------------------------------------------===//

#include "Frontend/OnnxImporterImpl.h"

using namespace mlir;
using namespace netc;
using namespace netc::net;
using namespace netc::onnx_import;

namespace {
/// NumPy broadcasting of two constants' shapes (right-aligned).
std::optional<Dims> broadcastShapes(ArrayRef<int64_t> a, ArrayRef<int64_t> b) {
  size_t rank = std::max(a.size(), b.size());
  Dims out(rank);
  for (size_t i = 0; i < rank; ++i) {
    int64_t da = i < rank - a.size() ? 1 : a[i - (rank - a.size())];
    int64_t db = i < rank - b.size() ? 1 : b[i - (rank - b.size())];
    if (da != db && da != 1 && db != 1)
      return std::nullopt;
    // A 1 takes the other extent, 0 included: max() made [0] and [1] one
    // element, read from an empty constant.
    out[i] = da == 1 ? db : da;
  }
  return out;
}

/// The element of `shape` (broadcast to `out`) at flat index `flat` of `out`.
int64_t broadcastIndex(ArrayRef<int64_t> shape, ArrayRef<int64_t> out, int64_t flat) {
  Dims outStrides = stridesOf(out), strides = stridesOf(shape);
  int64_t index = 0;
  size_t offset = out.size() - shape.size();
  for (size_t i = 0; i < out.size(); ++i) {
    int64_t coordinate = (flat / outStrides[i]) % out[i];
    if (i >= offset && shape[i - offset] != 1)
      index += coordinate * strides[i - offset];
  }
  return index;
}
} // namespace

LogicalResult OnnxImporter::foldNode(const onnx::NodeProto &node) {
  StringRef op = node.op_type();
  auto input = [&](int index) { return constantValues(node, node.input(index)); };
  auto defineConstant = [&](Constant constant) {
    if (node.output_size() > 0)
      constants[node.output(0)] = std::move(constant);
    return success();
  };
  // Folded values stay small: they are shapes and scalars.
  auto checkFoldable = [&](ArrayRef<int64_t> shape) -> LogicalResult {
    int64_t count = 1;
    for (int64_t d : shape)
      if (d < 0 || llvm::MulOverflow(count, d, count) || count > kMaxFoldedElements)
        return nodeError(node) << "the result " << dimsText(shape)
                               << " is too large to fold at import", failure();
    return success();
  };
  auto normalizeAxis = [&](int64_t axis, int64_t rank) -> FailureOr<int64_t> {
    if (axis < -rank || axis >= rank) {
      nodeError(node) << "axis " << axis << " is out of range for rank " << rank;
      return failure();
    }
    return axis < 0 ? axis + rank : axis;
  };

  if (op == "Constant") {
    Constant constant;
    for (const onnx::AttributeProto &attr : node.attribute()) {
      if (attr.name() == "value" && attr.has_t()) {
        // Small values are read now; a large tensor (a weight written as a
        // Constant) keeps its shape, as initializers do.
        if (failed(readInitializer(attr.t(), constant, /*readValues=*/true)))
          return failure();
      } else if (attr.name() == "value_float" || attr.name() == "value_int") {
        constant.values = std::vector<double>{attr.name() == "value_int" ? double(attr.i())
                                                                          : attr.f()};
        constant.isInteger = attr.name() == "value_int";
      } else if (attr.name() == "value_ints" || attr.name() == "value_floats") {
        bool ints = attr.name() == "value_ints";
        constant.values = ints ? std::vector<double>(attr.ints().begin(), attr.ints().end())
                               : std::vector<double>(attr.floats().begin(),
                                                     attr.floats().end());
        constant.shape = {int64_t(constant.values->size())};
        constant.isInteger = ints;
      } else {
        nodeError(node) << "netc reads a Constant's value, value_float(s) or value_int(s) "
                        << "only, not '" << attr.name() << "'";
        return failure();
      }
    }
    if (!constant.values && !constant.proto) {
      nodeError(node) << "a Constant needs a value";
      return failure();
    }
    return defineConstant(std::move(constant));
  }
  if (op == "Identity" || op == "Cast" || op == "Transpose") {
    // Weights pass through these (the dynamo exporter's Transpose of a
    // linear layer's weight): shapes always, values where they were read.
    FailureOr<const Constant *> in = constantData(node, node.input(0));
    if (failed(in))
      return failure();
    Constant out = **in;
    if (op == "Cast") {
      int to = intAttr(node, "to", onnx::TensorProto_DataType_FLOAT);
      out.isInteger = to != onnx::TensorProto_DataType_FLOAT &&
                      to != onnx::TensorProto_DataType_DOUBLE &&
                      to != onnx::TensorProto_DataType_FLOAT16 &&
                      to != onnx::TensorProto_DataType_BFLOAT16;
      out.proto = nullptr; // the stored bytes are of the old type
      out.source = nullptr;
      if (out.isInteger && out.values)
        for (double &v : *out.values)
          v = std::trunc(v);
    }
    if (op == "Transpose") {
      int64_t rank = out.shape.size();
      Dims perm = intsAttr(node, "perm").value_or(Dims());
      if (perm.empty())
        for (int64_t i = rank - 1; i >= 0; --i)
          perm.push_back(i);
      Dims sorted = perm;
      llvm::sort(sorted);
      if (sorted != identityLayout(rank)) {
        nodeError(node) << "field 'perm': " << dimsText(perm)
                        << " is not a permutation of " << rank << " dimensions";
        return failure();
      }
      Dims shape;
      for (int64_t axis : perm)
        shape.push_back(out.shape[axis]);
      if (out.values) {
        Dims inStrides = stridesOf(out.shape), outStrides = stridesOf(shape);
        std::vector<double> values(out.values->size());
        for (int64_t i = 0, n = values.size(); i < n; ++i) {
          int64_t source = 0;
          for (int64_t d = 0; d < rank; ++d)
            source += ((i / outStrides[d]) % shape[d]) * inStrides[perm[d]];
          values[i] = (*out.values)[source];
        }
        out.values = std::move(values);
      }
      out.shape = shape;
      out.proto = nullptr; // the stored bytes are in the old order
      // ... which the weight's source keeps track of.
      Dims order;
      for (int64_t axis : perm)
        order.push_back(out.sourceOrder.empty() ? axis : out.sourceOrder[axis]);
      out.sourceOrder = order;
    }
    return defineConstant(std::move(out));
  }
  if (op == "Shape") {
    // Of an activation (the usual case) or of a constant.
    Dims shape;
    if (isActivation(node.input(0)))
      shape = activations[node.input(0)].onnxShape();
    else if (const Constant *c = constantNamed(node.input(0)))
      shape = c->shape;
    else
      return failure(failed(activationInput(node, 0)));
    int64_t rank = shape.size();
    int64_t start = intAttr(node, "start", 0), end = intAttr(node, "end", rank);
    start = std::clamp<int64_t>(start < 0 ? start + rank : start, 0, rank);
    end = std::clamp<int64_t>(end < 0 ? end + rank : end, 0, rank);
    Constant out;
    out.isInteger = true;
    out.values = std::vector<double>();
    for (int64_t i = start; i < end; ++i)
      out.values->push_back(shape[i]);
    out.shape = {int64_t(out.values->size())};
    return defineConstant(std::move(out));
  }
  if (op == "Add" || op == "Sub" || op == "Mul" || op == "Div" || op == "Equal") {
    FailureOr<const Constant *> a = input(0), b = input(1);
    if (failed(a) || failed(b))
      return failure();
    std::optional<Dims> shape = broadcastShapes((*a)->shape, (*b)->shape);
    if (!shape) {
      nodeError(node) << "shapes " << dimsText((*a)->shape) << " and "
                      << dimsText((*b)->shape) << " do not broadcast";
      return failure();
    }
    if (failed(checkFoldable(*shape)))
      return failure();
    Constant out;
    out.shape = *shape;
    out.isInteger = (*a)->isInteger && (*b)->isInteger;
    out.values = std::vector<double>();
    for (int64_t i = 0, n = out.elementCount(); i < n; ++i) {
      double x = (*a)->values->at(broadcastIndex((*a)->shape, out.shape, i));
      double y = (*b)->values->at(broadcastIndex((*b)->shape, out.shape, i));
      double r = op == "Add" ? x + y : op == "Sub" ? x - y : op == "Mul" ? x * y
               : op == "Equal" ? double(x == y)
                               : (y == 0 && out.isInteger ? 0 : x / y);
      if (op == "Div" && out.isInteger) {
        if (y == 0) {
          nodeError(node) << "integer division by zero in shape arithmetic";
          return failure();
        }
        r = std::trunc(r);
      }
      out.values->push_back(r);
    }
    if (op == "Equal")
      out.isInteger = true;
    return defineConstant(std::move(out));
  }
  if (op == "Where") {
    FailureOr<const Constant *> c = input(0), a = input(1), b = input(2);
    if (failed(c) || failed(a) || failed(b))
      return failure();
    std::optional<Dims> shape = broadcastShapes((*c)->shape, (*a)->shape);
    if (shape)
      shape = broadcastShapes(*shape, (*b)->shape);
    if (!shape) {
      nodeError(node) << "the operands do not broadcast";
      return failure();
    }
    if (failed(checkFoldable(*shape)))
      return failure();
    Constant out;
    out.shape = *shape;
    out.isInteger = (*a)->isInteger;
    out.values = std::vector<double>();
    for (int64_t i = 0, n = out.elementCount(); i < n; ++i)
      out.values->push_back((*c)->values->at(broadcastIndex((*c)->shape, out.shape, i))
                                ? (*a)->values->at(broadcastIndex((*a)->shape, out.shape, i))
                                : (*b)->values->at(broadcastIndex((*b)->shape, out.shape, i)));
    return defineConstant(std::move(out));
  }
  if (op == "Expand") {
    // The dynamo exporter writes a convolution without bias as one with a
    // zero bias, Expand(CastLike(0, x), Shape(weight)[0:1]): folded here, it
    // is recognised as no bias at all (importConv).
    FailureOr<const Constant *> data = input(0), target = input(1);
    if (failed(data) || failed(target))
      return failure();
    Dims targetShape;
    for (double d : *(*target)->values) {
      if (!isDimension(d))
        return nodeError(node) << "input 1 (shape): " << d << " is not a dimension",
               failure();
      targetShape.push_back(int64_t(d));
    }
    std::optional<Dims> shape = broadcastShapes((*data)->shape, targetShape);
    if (!shape) {
      nodeError(node) << "input " << dimsText((*data)->shape)
                      << " does not broadcast to " << dimsText(targetShape);
      return failure();
    }
    if (failed(checkFoldable(*shape)))
      return failure();
    Constant out;
    out.shape = *shape;
    out.isInteger = (*data)->isInteger;
    out.values = std::vector<double>();
    for (int64_t i = 0, n = out.elementCount(); i < n; ++i)
      out.values->push_back((*data)->values->at(broadcastIndex((*data)->shape, out.shape, i)));
    return defineConstant(std::move(out));
  }
  if (op == "CastLike") {
    // Input 1 gives only the element type; it may be an activation (the
    // graph's input), whose type is a float one.
    FailureOr<const Constant *> in = constantData(node, node.input(0));
    if (failed(in))
      return failure();
    Constant out = **in;
    const Constant *like = constantNamed(node.input(1));
    out.isInteger = like ? like->isInteger : false;
    out.proto = nullptr; // the stored bytes are of the old type
    if (out.isInteger && out.values)
      for (double &v : *out.values)
        v = std::trunc(v);
    return defineConstant(std::move(out));
  }
  if (op == "ConstantOfShape") {
    FailureOr<const Constant *> shape = input(0);
    if (failed(shape))
      return failure();
    Constant out;
    for (double d : *(*shape)->values) {
      if (!isDimension(d))
        return nodeError(node) << "input 0 (shape): " << d << " is not a dimension",
               failure();
      out.shape.push_back(int64_t(d));
    }
    if (failed(checkFoldable(out.shape)))
      return failure();
    double fill = 0;
    out.isInteger = false;
    if (const onnx::AttributeProto *value = attribute(node, "value")) {
      Constant v;
      if (failed(readInitializer(value->t(), v, true)) || !v.values || v.values->empty())
        return nodeError(node) << "unreadable 'value'", failure();
      fill = v.values->front();
      out.isInteger = v.isInteger;
    }
    out.values = std::vector<double>(out.elementCount(), fill);
    return defineConstant(std::move(out));
  }
  if (op == "Gather") {
    FailureOr<const Constant *> data = input(0), indices = input(1);
    if (failed(data) || failed(indices))
      return failure();
    const Constant &d = **data;
    if (d.shape.empty()) {
      nodeError(node) << "cannot gather from a scalar";
      return failure();
    }
    FailureOr<int64_t> axis = normalizeAxis(intAttr(node, "axis", 0), d.shape.size());
    if (failed(axis))
      return failure();
    Constant out;
    out.isInteger = d.isInteger;
    out.shape.assign(d.shape.begin(), d.shape.begin() + *axis);
    out.shape.append((*indices)->shape.begin(), (*indices)->shape.end());
    out.shape.append(d.shape.begin() + *axis + 1, d.shape.end());
    if (failed(checkFoldable(out.shape)))
      return failure();
    out.values = std::vector<double>();
    int64_t outer = 1, inner = 1;
    for (int64_t i = 0; i < *axis; ++i)
      outer *= d.shape[i];
    for (size_t i = *axis + 1; i < d.shape.size(); ++i)
      inner *= d.shape[i];
    for (int64_t o = 0; o < outer; ++o)
      for (double index : *(*indices)->values) {
        // saturatingInteger: int64_t(9.3e18) or int64_t(NaN) is undefined
        // (the ONNX fuzzer's second find); either is out of range below.
        int64_t position = saturatingInteger(index);
        int64_t k = position < 0 ? position + d.shape[*axis] : position;
        if (k < 0 || k >= d.shape[*axis]) {
          nodeError(node) << "index " << index << " is out of range for "
                          << d.shape[*axis] << " entries";
          return failure();
        }
        for (int64_t in = 0; in < inner; ++in)
          out.values->push_back(d.values->at((o * d.shape[*axis] + k) * inner + in));
      }
    return defineConstant(std::move(out));
  }
  if (op == "Concat") {
    Constant out;
    out.values = std::vector<double>();
    out.isInteger = true;
    int64_t axisAttr = intAttr(node, "axis", 0);
    for (int i = 0; i < node.input_size(); ++i) {
      FailureOr<const Constant *> part = input(i);
      if (failed(part))
        return failure();
      if ((*part)->shape.size() != 1 || (axisAttr != 0 && axisAttr != -1)) {
        nodeError(node) << "netc folds concatenations of 1-D constants only";
        return failure();
      }
      out.isInteger &= (*part)->isInteger;
      out.values->insert(out.values->end(), (*part)->values->begin(),
                         (*part)->values->end());
    }
    out.shape = {int64_t(out.values->size())};
    return defineConstant(std::move(out));
  }
  if (op == "Unsqueeze" || op == "Squeeze" || op == "Reshape" || op == "Flatten") {
    // Row-major data is unchanged: a weight keeps its stored bytes.
    FailureOr<const Constant *> data = constantData(node, node.input(0));
    if (failed(data))
      return failure();
    Constant out = **data;
    Dims axes;
    if (op != "Reshape" && op != "Flatten") {
      if (std::optional<Dims> attrAxes = intsAttr(node, "axes")) {
        axes = *attrAxes;
      } else if (!optionalInput(node, 1).empty()) {
        FailureOr<const Constant *> a = input(1);
        if (failed(a))
          return failure();
        for (double v : *(*a)->values)
          axes.push_back(saturatingInteger(v));
      }
    }
    if (op == "Unsqueeze") {
      int64_t rank = out.shape.size() + axes.size();
      for (int64_t &a : axes)
        a = a < 0 ? a + rank : a;
      llvm::sort(axes);
      for (int64_t a : axes) {
        if (a < 0 || a > int64_t(out.shape.size()))
          return nodeError(node) << "axis out of range", failure();
        out.shape.insert(out.shape.begin() + a, 1);
      }
    } else if (op == "Squeeze") {
      Dims kept;
      int64_t rank = out.shape.size();
      for (int64_t &a : axes)
        a = a < 0 ? a + rank : a;
      for (int64_t i = 0; i < rank; ++i)
        if (axes.empty() ? out.shape[i] != 1 : !llvm::is_contained(axes, i))
          kept.push_back(out.shape[i]);
      out.shape = kept;
    } else if (op == "Flatten") {
      FailureOr<int64_t> axis =
          normalizeAxis(intAttr(node, "axis", 1), int64_t(out.shape.size()) + 1);
      if (failed(axis))
        return failure();
      int64_t outer = 1;
      for (int64_t i = 0; i < *axis; ++i)
        outer *= out.shape[i];
      out.shape = {outer, out.elementCount() / outer};
    } else {
      FailureOr<const Constant *> shape = input(1);
      if (failed(shape))
        return failure();
      Dims target;
      for (double v : *(*shape)->values)
        target.push_back(saturatingInteger(v));
      int64_t known = 1, unknown = -1;
      for (size_t i = 0; i < target.size(); ++i) {
        if (target[i] == 0 && i < out.shape.size())
          target[i] = out.shape[i];
        if (target[i] == -1)
          unknown = i;
        else if (llvm::MulOverflow(known, target[i], known))
          return nodeError(node) << "the new shape " << dimsText(target)
                                 << " has more than 2^63 elements", failure();
      }
      if (unknown >= 0 && known > 0)
        target[unknown] = out.elementCount() / known;
      out.shape = target;
    }
    if (failed(checkedElementCount(out.shape)) && !out.shape.empty() &&
        out.elementCount() != 0)
      return nodeError(node) << "bad shape " << dimsText(out.shape), failure();
    if (out.values && out.elementCount() != int64_t(out.values->size())) {
      nodeError(node) << "shape " << dimsText(out.shape) << " does not hold the "
                      << out.values->size() << " values of the input";
      return failure();
    }
    return defineConstant(std::move(out));
  }
  if (op == "Slice") {
    FailureOr<const Constant *> data = input(0), starts = input(1), ends = input(2);
    if (failed(data) || failed(starts) || failed(ends))
      return failure();
    const Constant &d = **data;
    if (d.shape.size() != 1) {
      nodeError(node) << "netc folds slices of 1-D constants only";
      return failure();
    }
    if ((*starts)->values->size() != 1 || (*ends)->values->size() != 1) {
      nodeError(node) << "a slice of a 1-D constant takes one start and one end";
      return failure();
    }
    int64_t size = d.shape[0];
    int64_t start = saturatingInteger((*starts)->values->at(0));
    int64_t end = saturatingInteger((*ends)->values->at(0));
    int64_t step = 1;
    if (!optionalInput(node, 4).empty()) {
      FailureOr<const Constant *> steps = input(4);
      if (failed(steps))
        return failure();
      step = (*steps)->values->size() == 1 ? saturatingInteger((*steps)->values->at(0)) : 0;
    }
    if (step != 1) {
      nodeError(node) << "netc folds slices with step 1 only";
      return failure();
    }
    start = std::clamp<int64_t>(start < 0 ? start + size : start, 0, size);
    end = std::clamp<int64_t>(end < 0 ? end + size : end, 0, size);
    Constant out;
    out.isInteger = d.isInteger;
    out.values = std::vector<double>(d.values->begin() + start,
                                     d.values->begin() + std::max(start, end));
    out.shape = {int64_t(out.values->size())};
    return defineConstant(std::move(out));
  }
  nodeError(node) << "netc cannot fold this op over constants";
  return failure();
}
