//===- ShapeRules.cpp - Paleo's shape rules -----------------------------===//

#include "Net/IR/ShapeRules.h"

#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/MathExtras.h"

using namespace mlir;
using namespace netc::net;

namespace {
/// A shape as Paleo prints it: [64, 224, 224, 3].
std::string shapeText(ArrayRef<int64_t> dims) {
  std::string text = "[";
  llvm::raw_string_ostream os(text);
  llvm::interleave(dims, os, ", ");
  os << "]";
  return text;
}

LogicalResult expectPositiveList(ArrayRef<int64_t> values, size_t size,
                                 StringRef field, StringRef meaning,
                                 FieldError error) {
  if (values.size() != size)
    return error(field) << "expected " << size << " entries (" << meaning
                        << "), got " << values.size();
  for (int64_t v : values)
    if (v <= 0)
      return error(field) << "expected positive entries (" << meaning
                          << "), got " << shapeText(values);
  return success();
}

LogicalResult checkBounded(ArrayRef<int64_t> shape, StringRef field,
                           FieldError error) {
  if (failed(checkedElementCount(shape)))
    return error(field) << "shape " << shapeText(shape) << " has more than 2^48 elements";
  return success();
}

/// Keeps FLOP counts (2 per multiply-add, summed over passes and layers) far
/// from int64 overflow: at most 2^56 multiply-adds per layer.
LogicalResult checkMultiplyAdds(ArrayRef<int64_t> factors, StringRef field,
                                FieldError error) {
  int64_t product = 1;
  for (int64_t f : factors)
    if (llvm::MulOverflow(product, f, product) || product > (int64_t(1) << 56))
      return error(field) << "the layer needs more than 2^56 multiply-adds";
  return success();
}

/// The spatial part shared by convolution and pooling. An explicit `pad` is
/// [ph, pw] (both sides) or [top, left, bottom, right]; `dilations` (empty:
/// 1) spread the window; `ceilMode` is ONNX's pooling rule.
FailureOr<Shape> inferWindowedShape(ArrayRef<int64_t> input, ArrayRef<int64_t> window,
                                    StringRef windowField, ArrayRef<int64_t> strides,
                                    PaddingKind padding, ArrayRef<int64_t> pad,
                                    int64_t channels, FieldError error,
                                    ArrayRef<int64_t> dilations = {},
                                    bool ceilMode = false) {
  Shape out{input[0], 0, 0, channels};
  for (int i = 0; i < 2; ++i) {
    int64_t in = input[1 + i], s = strides[i];
    bool isExplicit = padding == PaddingKind::Explicit;
    int64_t before = isExplicit ? pad[i] : 0;
    int64_t after = isExplicit ? pad[pad.size() == 4 ? 2 + i : i] : 0;
    // in + before + after and a dilated window d * (k - 1) + 1 wrap for
    // values near INT64_MAX and would print a small, wrong shape; an extent
    // past the element limit is an error.
    std::optional<int64_t> padded = llvm::checkedAdd(in, before);
    if (padded)
      padded = llvm::checkedAdd(*padded, after);
    if (!padded || *padded > kMaxTensorElements) {
      InFlightDiagnostic diag = error("padding") << "padding ";
      if (before == after)
        diag << before;
      else
        diag << "[" << before << ", " << after << "]";
      return diag << " along " << (i == 0 ? "height" : "width")
                  << " makes the padded input larger than 2^48";
    }
    int64_t reach = *padded;
    std::optional<int64_t> dilated = window[i];
    if (dilations.empty()) {
      if (window[i] > kMaxTensorElements)
        return error(windowField) << "window " << window[i] << " along "
                                  << (i == 0 ? "height" : "width") << " is larger than 2^48";
    } else {
      dilated = llvm::checkedMul(dilations[i], window[i] - 1);
      if (dilated)
        dilated = llvm::checkedAdd(*dilated, int64_t(1));
      if (!dilated || *dilated > kMaxTensorElements)
        return error("dilations") << "dilation " << dilations[i] << " spreads the window along "
                                  << (i == 0 ? "height" : "width") << " past 2^48";
    }
    int64_t k = *dilated;
    if (padding != PaddingKind::Same && k > reach)
      return error(windowField) << "window " << k << " is larger than the "
                                << (isExplicit ? "padded " : "")
                                << "input (" << reach << ") along "
                                << (i == 0 ? "height" : "width");
    if (!isExplicit) {
      out[1 + i] = windowOutputSize(in, k, s, padding, 0);
      continue;
    }
    int64_t size = ceilMode ? llvm::divideCeil(reach - k, s) + 1 : (reach - k) / s + 1;
    // A window may not start in the trailing padding (ceil mode only);
    // (size - 1) * s would wrap for a stride near INT64_MAX.
    if (ceilMode && size - 1 >= int64_t(llvm::divideCeil(in + before, s)))
      --size;
    out[1 + i] = size;
  }
  if (failed(checkBounded(out, windowField, error)))
    return failure();
  return out;
}

/// Explicit pads are two ([ph, pw]) or four ([top, left, bottom, right])
/// non-negative entries.
LogicalResult checkExplicitPad(ArrayRef<int64_t> pad, FieldError error) {
  if (pad.size() != 2 && pad.size() != 4)
    return error("padding") << "explicit padding needs [ph, pw] or [top, left, "
                               "bottom, right], got " << pad.size() << " entries";
  for (int64_t p : pad)
    if (p < 0)
      return error("padding") << "explicit padding must be non-negative, got "
                              << shapeText(pad);
  return success();
}
} // namespace

FailureOr<int64_t> netc::net::checkedElementCount(ArrayRef<int64_t> shape) {
  int64_t count = 1;
  for (int64_t d : shape) {
    if (d <= 0 || llvm::MulOverflow(count, d, count) || count > kMaxTensorElements)
      return failure();
  }
  return count;
}

int64_t netc::net::samePadBefore(int64_t in, int64_t window, int64_t stride) {
  int64_t out = llvm::divideCeil(in, stride);
  int64_t total = (out - 1) * stride + window - in;
  return llvm::divideFloorSigned(total, 2);
}

int64_t netc::net::windowOutputSize(int64_t in, int64_t window, int64_t stride,
                                    PaddingKind padding, int64_t pad) {
  switch (padding) {
  case PaddingKind::Same:
    return llvm::divideCeil(in, stride);
  case PaddingKind::Valid:
    return llvm::divideCeil(in - window + 1, stride);
  case PaddingKind::Explicit:
    return (in + 2 * pad - window) / stride + 1;
  }
  llvm_unreachable("unknown padding kind");
}

LogicalResult netc::net::verifyNHWC(ArrayRef<int64_t> shape, StringRef what,
                                    FieldError error) {
  if (shape.size() != 4)
    return error("parents") << what << " must be an NHWC tensor of rank 4, got "
                            << shapeText(shape);
  return success();
}

FailureOr<Shape> netc::net::inferConv2dShape(ArrayRef<int64_t> input,
                                             ArrayRef<int64_t> filter,
                                             ArrayRef<int64_t> strides,
                                             PaddingKind padding,
                                             ArrayRef<int64_t> pad, FieldError error,
                                             int64_t groups,
                                             ArrayRef<int64_t> dilations) {
  if (failed(verifyNHWC(input, "the convolution's input", error)) ||
      failed(expectPositiveList(filter, 4, "filter", "[kh, kw, cin, cout]", error)) ||
      failed(expectPositiveList(strides, 2, "strides", "[sh, sw]", error)))
    return failure();
  if (!dilations.empty() &&
      failed(expectPositiveList(dilations, 2, "dilations", "[dh, dw]", error)))
    return failure();
  if (groups <= 0 || input[3] % groups != 0 || filter[3] % groups != 0)
    return error("groups") << "groups " << groups
                           << " must be positive and divide the input's " << input[3]
                           << " channels and the filter's " << filter[3]
                           << " output channels";
  if (filter[2] * groups != input[3])
    return error("filter") << "filter cin " << filter[2]
                           << (groups > 1 ? " times groups " + std::to_string(groups)
                                          : std::string())
                           << " does not match the input's " << input[3]
                           << " channels (input " << shapeText(input) << ")";
  if (padding == PaddingKind::Explicit && failed(checkExplicitPad(pad, error)))
    return failure();
  FailureOr<Shape> out =
      inferWindowedShape(input, filter.take_front(2), "filter", strides, padding, pad,
                         filter[3], error, dilations);
  if (failed(out) ||
      failed(checkMultiplyAdds({(*out)[0], (*out)[1], (*out)[2], filter[0], filter[1],
                                filter[2], filter[3]},
                               "filter", error)))
    return failure();
  return out;
}

FailureOr<Shape> netc::net::inferPoolShape(ArrayRef<int64_t> input,
                                           ArrayRef<int64_t> ksize,
                                           ArrayRef<int64_t> strides,
                                           PaddingKind padding, FieldError error,
                                           ArrayRef<int64_t> pad, bool ceilMode) {
  if (failed(verifyNHWC(input, "the pooling's input", error)) ||
      failed(expectPositiveList(ksize, 2, "ksize", "[kh, kw]", error)) ||
      failed(expectPositiveList(strides, 2, "strides", "[sh, sw]", error)))
    return failure();
  if (padding == PaddingKind::Explicit) {
    // Paleo's pooling has no explicit padding; ONNX's comes with its pads.
    if (pad.empty())
      return error("padding") << "pooling takes SAME or VALID padding";
    if (pad.size() != 4)
      return error("padding") << "explicit pooling padding needs [top, left, bottom, "
                                 "right], got " << pad.size() << " entries";
    if (failed(checkExplicitPad(pad, error)))
      return failure();
    for (int i = 0; i < 2; ++i)
      if (pad[i] >= ksize[i] || pad[2 + i] >= ksize[i])
        return error("padding") << "a pad of " << shapeText(pad)
                                << " reaches a whole window " << shapeText(ksize)
                                << " (pads must be smaller than the window)";
  } else if (ceilMode) {
    return error("ceil_mode") << "ceil mode needs explicit padding";
  }
  FailureOr<Shape> out = inferWindowedShape(input, ksize, "ksize", strides, padding, pad,
                                            input[3], error, {}, ceilMode);
  // SAME windows may exceed the input; their work must still be countable.
  if (failed(out) || failed(checkMultiplyAdds({(*out)[0], (*out)[1], (*out)[2],
                                               (*out)[3], ksize[0], ksize[1]},
                                              "ksize", error)))
    return failure();
  return out;
}

FailureOr<Shape> netc::net::inferInnerProductShape(ArrayRef<int64_t> input,
                                                   int64_t numOutputs,
                                                   FieldError error) {
  if (input.size() < 2)
    return error("parents") << "inner product needs an input of rank 2 or more, got "
                            << shapeText(input);
  if (numOutputs <= 0)
    return error("num_outputs") << "expected a positive number of outputs, got "
                                << numOutputs;
  Shape out{input[0], numOutputs};
  SmallVector<int64_t> factors(input.begin(), input.end());
  factors.push_back(numOutputs);
  if (failed(checkBounded(out, "num_outputs", error)) ||
      failed(checkMultiplyAdds(factors, "num_outputs", error)))
    return failure();
  return out;
}

FailureOr<Shape> netc::net::inferConcatShape(ArrayRef<Shape> inputs, int64_t axis,
                                             FieldError error) {
  if (inputs.empty())
    return error("parents") << "concatenation needs at least one input";
  int64_t rank = inputs.front().size();
  if (axis < 0 || axis >= rank)
    return error("dim") << "axis " << axis << " is out of range for inputs of rank "
                        << rank;
  Shape out = inputs.front();
  out[axis] = 0;
  for (auto [index, shape] : llvm::enumerate(inputs)) {
    bool sameRank = int64_t(shape.size()) == rank;
    for (int64_t d = 0; sameRank && d < rank; ++d)
      if (d != axis && shape[d] != out[d])
        sameRank = false;
    if (!sameRank)
      return error("parents") << "input " << index << " has shape " << shapeText(shape)
                              << ", which differs from input 0's "
                              << shapeText(inputs.front())
                              << " outside the concatenation axis " << axis;
    out[axis] += shape[axis];
  }
  if (failed(checkBounded(out, "dim", error)))
    return failure();
  return out;
}

FailureOr<Shape> netc::net::inferElementwiseShape(ArrayRef<Shape> inputs,
                                                  FieldError error) {
  if (inputs.empty())
    return error("parents") << "an elementwise layer needs at least one input";
  for (auto [index, shape] : llvm::enumerate(inputs))
    if (shape != inputs.front())
      return error("parents") << "input " << index << " has shape " << shapeText(shape)
                              << " but input 0 has " << shapeText(inputs.front())
                              << "; elementwise inputs must have equal shapes";
  // A product's gradient costs arity^2 per element.
  int64_t arity = inputs.size();
  SmallVector<int64_t> factors(inputs.front().begin(), inputs.front().end());
  factors.append({arity, arity});
  if (failed(checkMultiplyAdds(factors, "parents", error)))
    return failure();
  return inputs.front();
}

FailureOr<Shape> netc::net::inferSoftmaxShape(ArrayRef<int64_t> input,
                                              int64_t numClasses, FieldError error) {
  if (input.empty())
    return error("parents") << "softmax needs an input of rank 1 or more";
  if (numClasses <= 0)
    return error("num_classes") << "expected a positive number of classes, got "
                                << numClasses;
  FailureOr<int64_t> count = checkedElementCount(input);
  if (failed(count))
    return error("parents") << "input " << shapeText(input) << " is not a valid shape";
  int64_t perImage = *count / input[0];
  if (perImage != numClasses)
    return error("num_classes") << "softmax over " << numClasses
                                << " classes, but its input " << shapeText(input)
                                << " has " << perImage << " elements per image";
  return Shape{input[0], numClasses};
}

FailureOr<Shape> netc::net::inferUpSampling2dShape(ArrayRef<int64_t> input,
                                                   ArrayRef<int64_t> ksize,
                                                   FieldError error) {
  if (failed(verifyNHWC(input, "the upsampling's input", error)) ||
      failed(expectPositiveList(ksize, 2, "ksize", "[kh, kw]", error)))
    return failure();
  std::optional<int64_t> height = llvm::checkedMul(input[1], ksize[0]);
  std::optional<int64_t> width = llvm::checkedMul(input[2], ksize[1]);
  if (!height || !width)
    return error("ksize") << "upsampling " << shapeText(input) << " by "
                          << shapeText(ksize) << " has more than 2^48 elements";
  Shape out{input[0], *height, *width, input[3]};
  if (failed(checkBounded(out, "ksize", error)))
    return failure();
  return out;
}

LogicalResult netc::net::verifyDeconv2dShapes(ArrayRef<int64_t> input,
                                              ArrayRef<int64_t> filter,
                                              ArrayRef<int64_t> strides,
                                              PaddingKind padding,
                                              ArrayRef<int64_t> pad,
                                              ArrayRef<int64_t> output,
                                              FieldError error) {
  if (failed(verifyNHWC(input, "the deconvolution's input", error)))
    return failure();
  if (output.size() != 4)
    return error("output_shape") << "expected an NHWC shape of rank 4, got "
                                 << shapeText(output);
  for (int64_t d : output)
    if (d <= 0)
      return error("output_shape") << "expected positive dimensions, got "
                                   << shapeText(output);
  if (failed(checkBounded(output, "output_shape", error)))
    return failure();
  // The forward convolution maps `output` (cin = filter[2]) to `input`
  // (cout = filter[3]).
  FailureOr<Shape> forward =
      inferConv2dShape(output, filter, strides, padding, pad, error);
  if (failed(forward))
    return failure();
  if (ArrayRef<int64_t>(*forward) != input)
    return error("output_shape") << "a convolution with this filter maps "
                                 << shapeText(output) << " to "
                                 << shapeText(*forward)
                                 << ", not to the deconvolution's input "
                                 << shapeText(input);
  return success();
}

FailureOr<Shape> netc::net::inferReshapeShape(ArrayRef<int64_t> input,
                                              ArrayRef<int64_t> requested,
                                              FieldError error) {
  if (requested.empty())
    return error("output_shape") << "expected a non-empty shape";
  FailureOr<int64_t> inputCountOr = checkedElementCount(input);
  if (failed(inputCountOr))
    return error("parents") << "input " << shapeText(input) << " is not a valid shape";
  int64_t inputCount = *inputCountOr;
  Shape out(requested.begin(), requested.end());
  if (out.front() == -1)
    out.front() = input.front();
  if (out.size() > 1 && out.back() == -1) {
    // The known dimensions' product can overflow (and wrap to 0, a division
    // by zero); past the input's count it cannot divide it anyway.
    int64_t known = 1;
    for (int64_t d : ArrayRef<int64_t>(out).drop_back()) {
      if (d <= 0)
        continue;
      std::optional<int64_t> product = llvm::checkedMul(known, d);
      if (!product || *product > inputCount)
        return error("output_shape") << "reshape of " << shapeText(input) << " ("
                                     << inputCount << " elements) to "
                                     << shapeText(requested)
                                     << ": the known dimensions alone hold more "
                                        "elements";
      known = *product;
    }
    out.back() = inputCount / known;
  }
  for (int64_t d : out)
    if (d <= 0)
      return error("output_shape") << "expected positive dimensions (-1 only first "
                                      "or last), got " << shapeText(requested);
  FailureOr<int64_t> outCount = checkedElementCount(out);
  if (failed(outCount) || *outCount != inputCount)
    return error("output_shape") << "reshape of " << shapeText(input) << " ("
                                 << inputCount << " elements) to " << shapeText(out)
                                 << " changes the element count";
  return out;
}

FailureOr<Shape> netc::net::inferBroadcastShape(ArrayRef<Shape> operands,
                                                FieldError error) {
  if (operands.empty())
    return error("inputs") << "a binary layer needs operands";
  Shape out = operands.front();
  for (auto [index, shape] : llvm::enumerate(operands)) {
    if (shape.size() != out.size())
      return error("inputs") << "operand " << index << " has rank " << shape.size()
                             << " but operand 0 has rank " << out.size()
                             << "; broadcast operands must have equal ranks";
    for (size_t d = 0; d < out.size(); ++d) {
      if (shape[d] == out[d] || shape[d] == 1)
        continue;
      if (out[d] != 1)
        return error("inputs") << "operand " << index << " " << shapeText(shape)
                               << " does not broadcast with "
                               << shapeText(operands.front())
                               << " (each dimension must be equal or 1)";
      out[d] = shape[d];
    }
  }
  if (failed(checkBounded(out, "inputs", error)))
    return failure();
  return out;
}

FailureOr<Shape> netc::net::inferMatMulShape(ArrayRef<int64_t> input,
                                             int64_t numOutputs, FieldError error) {
  if (input.empty())
    return error("input") << "a matrix product needs an input of rank 1 or more";
  if (numOutputs <= 0)
    return error("num_outputs") << "expected a positive number of outputs, got "
                                << numOutputs;
  Shape out(input.begin(), input.end());
  out.back() = numOutputs;
  SmallVector<int64_t> factors(input.begin(), input.end());
  factors.push_back(numOutputs);
  if (failed(checkBounded(out, "num_outputs", error)) ||
      failed(checkMultiplyAdds(factors, "num_outputs", error)))
    return failure();
  return out;
}

FailureOr<Shape> netc::net::inferTransposeShape(ArrayRef<int64_t> input,
                                                ArrayRef<int64_t> permutation,
                                                FieldError error) {
  if (permutation.size() != input.size())
    return error("permutation") << "expected " << input.size()
                                << " entries (one per input dimension), got "
                                << permutation.size();
  SmallVector<bool> seen(input.size(), false);
  Shape out;
  for (int64_t p : permutation) {
    if (p < 0 || p >= int64_t(input.size()) || seen[p])
      return error("permutation") << shapeText(permutation)
                                  << " is not a permutation of 0.." << input.size() - 1;
    seen[p] = true;
    out.push_back(input[p]);
  }
  return out;
}

FailureOr<Shape> netc::net::inferSliceShape(ArrayRef<int64_t> input, int64_t axis,
                                            int64_t offset, int64_t size,
                                            FieldError error) {
  if (axis < 0 || axis >= int64_t(input.size()))
    return error("axis") << "axis " << axis << " is out of range for an input of rank "
                         << input.size();
  if (offset < 0 || size <= 0 || offset > input[axis] - size)
    return error("size") << "[" << offset << ", " << offset << " + " << size
                         << ") is not a non-empty range within the input's "
                         << input[axis] << " along axis " << axis;
  Shape out(input.begin(), input.end());
  out[axis] = size;
  return out;
}
