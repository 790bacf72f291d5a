//===- OnnxImporterImpl.h - The ONNX importer's parts -----------*- C++ -*-===//
//
// Private to lib/Frontend: the importer's values and state, shared by the
// files it is split into along its seams:
//   OnnxImporter.cpp   the entry point and its limits, the graph walk, and
//                      which importer each node goes to
//   OnnxConstants.cpp  initializers, tensor values (external data included)
//                      and constant inputs
//   OnnxFolding.cpp    shape arithmetic over constants, folded at import
//   OnnxPatterns.cpp   SiLU and GELU written as subgraphs, found as one layer
//   OnnxLayers.cpp     the layers: convolutions, normalisations, activations,
//                      element-wise arithmetic, pooling, GEMM, softmax
//   OnnxLayouts.cpp    each activation's layout, and the ops that move data
//                      (reshape, transpose, concat, split, gather, slice)
//
//===----------------------------------------------------------------------===//

#ifndef NETC_FRONTEND_ONNXIMPORTERIMPL_H
#define NETC_FRONTEND_ONNXIMPORTERIMPL_H

#include "Frontend/OnnxImporter.h"
#include "Frontend/OnnxWeights.h"
#include "Net/IR/NetOps.h"
#include "Net/IR/ShapeRules.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"

#include "onnxproto/onnx.pb.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <optional>
#include <string>
#include <vector>

namespace netc::onnx_import {

using llvm::ArrayRef;
using llvm::SmallVector;
using llvm::StringRef;
using mlir::failure;
using mlir::FailureOr;
using mlir::FileLineColLoc;
using mlir::InFlightDiagnostic;
using mlir::Location;
using mlir::LogicalResult;
using mlir::MLIRContext;
using mlir::ModuleOp;
using mlir::NameLoc;
using mlir::OpBuilder;
using mlir::OwningOpRef;
using mlir::RankedTensorType;
using mlir::success;
using mlir::Value;

/// Constant values are read only for shape arithmetic and pattern scalars;
/// larger constants are weights, read for their shapes.
constexpr int64_t kMaxFoldedElements = int64_t(1) << 16;

using Dims = SmallVector<int64_t, 5>;

/// A constant's value (read as a double) as an integer: axes, shapes, sizes
/// and steps. int64_t(v) is undefined for NaN and past int64's range; such a
/// value becomes one far past every limit the callers check (NaN a large
/// negative one), so it is refused there rather than wrapped.
inline int64_t saturatingInteger(double v) {
  if (std::isnan(v))
    return int64_t(-9e18);
  return int64_t(std::clamp(v, -9e18, 9e18));
}

/// A constant's value that can be a dimension: a whole number in [0, 2^62]
/// (NaN, a fraction, a negative or a 1e26 is not; int64_t(1e26) would be
/// undefined, and the callers' size limits are far below 2^62).
inline bool isDimension(double v) {
  return v >= 0 && v <= 0x1p62 && v == std::trunc(v);
}

inline std::string dimsText(ArrayRef<int64_t> dims) {
  std::string text = "[";
  llvm::raw_string_ostream os(text);
  llvm::interleave(dims, os, ", ");
  return text + "]";
}

/// An activation: its net value and, for each net dimension, the ONNX
/// dimension it holds (net dimension i is ONNX dimension layout[i]).
struct ActivationValue {
  Value value;
  Dims layout;

  ArrayRef<int64_t> netShape() const {
    return llvm::cast<RankedTensorType>(value.getType()).getShape();
  }
  /// The shape as ONNX sees it.
  Dims onnxShape() const {
    Dims shape(layout.size());
    for (size_t i = 0; i < layout.size(); ++i)
      shape[layout[i]] = netShape()[i];
    return shape;
  }
  int64_t netAxisOf(int64_t onnxAxis) const {
    return llvm::find(layout, onnxAxis) - layout.begin();
  }
};

/// The sequence SplitToSequence makes: where each part lies along the axis.
/// SequenceAt slices the part it names, so parts nobody reads cost nothing.
struct SequenceValue {
  ActivationValue source;
  int64_t onnxAxis;
  Dims offsets, sizes;
  std::string name; ///< of the SplitToSequence node
};

/// A constant: an initializer or a folded value. `values` is set when they
/// were read (small tensors); `proto` keeps where to read them otherwise.
struct Constant {
  Dims shape;
  std::optional<std::vector<double>> values;
  bool isInteger = false;
  bool isInitializer = false; ///< a named weight of the model
  const onnx::TensorProto *proto = nullptr;
  /// The initializer a weight's values come from, through Identity and
  /// Transpose (the dynamo exporter's transposed linear weights): dimension i
  /// of this constant is dimension sourceOrder[i] of `source` (identity when
  /// empty). Null for a value computed otherwise.
  const onnx::TensorProto *source = nullptr;
  Dims sourceOrder;

  int64_t elementCount() const {
    int64_t n = 1;
    for (int64_t d : shape)
      n *= d;
    return n;
  }
};

/// Row-major strides of `shape`.
inline Dims stridesOf(ArrayRef<int64_t> shape) {
  Dims strides(shape.size(), 1);
  for (int64_t i = int64_t(shape.size()) - 2; i >= 0; --i)
    strides[i] = strides[i + 1] * shape[i + 1];
  return strides;
}

inline Dims identityLayout(size_t rank) {
  Dims layout(rank);
  std::iota(layout.begin(), layout.end(), 0);
  return layout;
}

/// NHWC for rank 4; channels last for any rank above 2 (ONNX's axis 1 last).
inline Dims channelsLastLayout(size_t rank) {
  Dims layout = identityLayout(rank);
  if (rank > 2) {
    layout.erase(layout.begin() + 1);
    layout.push_back(1);
  }
  return layout;
}

class OnnxImporter {
public:
  OnnxImporter(StringRef path, const onnx::ModelProto &model, MLIRContext &context,
               const ImportOptions &options)
      : path(path), model(model), graph(model.graph()), context(context),
        options(options), builder(&context) {}

  OwningOpRef<ModuleOp> run();

private:
  // Diagnostics --------------------------------------------------------------
  Location nodeLoc(const onnx::NodeProto &node) {
    return NameLoc::get(builder.getStringAttr(nodeName(node)),
                        FileLineColLoc::get(&context, path, 0, 0));
  }
  InFlightDiagnostic nodeError(const onnx::NodeProto &node) {
    return emitError(nodeLoc(node)) << "node '" << nodeName(node) << "' ("
                                    << node.op_type() << ", opset " << opset << "): ";
  }
  InFlightDiagnostic fileError() {
    return emitError(FileLineColLoc::get(&context, path, 0, 0));
  }
  std::string nodeName(const onnx::NodeProto &node) {
    if (!node.name().empty())
      return node.name();
    return node.op_type() + "_" + std::to_string(currentNodeIndex);
  }
  /// Starts the error for an op's field; the net ops' inference reports
  /// here. Pass the result directly to the shape rule (a FieldError refers
  /// to it).
  auto fieldErrors(const onnx::NodeProto &node) {
    return [this, &node](StringRef field) {
      return nodeError(node) << "field '" << field << "': ";
    };
  }

  // Attributes ---------------------------------------------------------------
  const onnx::AttributeProto *attribute(const onnx::NodeProto &node, StringRef name) {
    for (const onnx::AttributeProto &attr : node.attribute())
      if (attr.name() == name)
        return &attr;
    return nullptr;
  }
  int64_t intAttr(const onnx::NodeProto &node, StringRef name, int64_t fallback) {
    const onnx::AttributeProto *attr = attribute(node, name);
    return attr ? attr->i() : fallback;
  }
  double floatAttr(const onnx::NodeProto &node, StringRef name, double fallback) {
    const onnx::AttributeProto *attr = attribute(node, name);
    return attr ? attr->f() : fallback;
  }
  std::string stringAttr(const onnx::NodeProto &node, StringRef name, StringRef fallback) {
    const onnx::AttributeProto *attr = attribute(node, name);
    return attr ? attr->s() : fallback.str();
  }
  std::optional<Dims> intsAttr(const onnx::NodeProto &node, StringRef name) {
    const onnx::AttributeProto *attr = attribute(node, name);
    if (!attr)
      return std::nullopt;
    return Dims(attr->ints().begin(), attr->ints().end());
  }

  // Values -------------------------------------------------------------------
  bool isActivation(StringRef name) { return activations.count(name); }
  const Constant *constantNamed(StringRef name) {
    auto it = constants.find(name);
    return it == constants.end() ? nullptr : &it->second;
  }
  /// The values of a constant input, read now if they were not; an error
  /// (naming the external file where that is what is missing) otherwise.
  FailureOr<const Constant *> constantValues(const onnx::NodeProto &node, StringRef name);
  /// Field 'axis' (default `defaultAxis`), negative counted from the end,
  /// checked against `rank`.
  FailureOr<int64_t> axisAttr(const onnx::NodeProto &node, int64_t rank, int64_t defaultAxis) {
    int64_t axis = intAttr(node, "axis", defaultAxis);
    axis = axis < 0 ? axis + rank : axis;
    if (axis < 0 || axis >= rank) {
      nodeError(node) << "field 'axis': out of range for rank " << rank;
      return failure();
    }
    return axis;
  }
  /// The axes of Squeeze, Unsqueeze and ReduceMean: field 'axes' (before
  /// opset 13) or the constant input 1 (from 13); none when neither is given.
  /// Not normalised: each op counts negative axes from its own rank.
  FailureOr<Dims> axesOperand(const onnx::NodeProto &node) {
    if (std::optional<Dims> attrAxes = intsAttr(node, "axes"))
      return *attrAxes;
    Dims axes;
    if (optionalInput(node, 1).empty())
      return axes;
    FailureOr<const Constant *> c = constantValues(node, node.input(1));
    if (failed(c))
      return failure();
    for (double v : *(*c)->values)
      axes.push_back(saturatingInteger(v));
    return axes;
  }
  /// A constant bias (input 2) must hold one value per output channel.
  LogicalResult checkBiasShape(const onnx::NodeProto &node, int64_t channels) {
    StringRef name = optionalInput(node, 2);
    const Constant *bias = name.empty() ? nullptr : constantNamed(name);
    if (!bias || (bias->shape.size() == 1 && bias->shape[0] == channels))
      return success();
    nodeError(node) << "field 'B' (input 2): shape " << dimsText(bias->shape) << ", expected ["
                    << channels << "] (one per output channel)";
    return failure();
  }
  /// A value computed at import (not a weight of the model) that is all
  /// zeros: the dynamo exporter's bias of a convolution that has none.
  bool isFoldedZero(StringRef name) const {
    auto it = constants.find(name);
    return it != constants.end() && !it->second.isInitializer && it->second.values &&
           llvm::all_of(*it->second.values, [](double v) { return v == 0; });
  }
  /// A constant input whose values are read if it is a small integer tensor
  /// at hand (weights keep only their shape): for ops that move data.
  FailureOr<const Constant *> constantData(const onnx::NodeProto &node, StringRef name);
  FailureOr<ActivationValue> activationInput(const onnx::NodeProto &node, int index);
  /// An input that may be left out (an empty name) or absent.
  StringRef optionalInput(const onnx::NodeProto &node, int index) {
    return index < node.input_size() ? StringRef(node.input(index)) : StringRef();
  }
  LogicalResult readInitializer(const onnx::TensorProto &tensor, Constant &constant,
                                bool readValues);
  /// With ImportOptions::onnxWeights: `layer`'s weight of `role` in netc's
  /// layout (OnnxWeights.h), whose dimension j is dimension order[j] of
  /// `constant`; `node` names the ONNX node in errors. Nothing otherwise.
  LogicalResult recordWeight(const onnx::NodeProto &node, StringRef layer, StringRef role,
                             const Constant &constant, ArrayRef<int64_t> order);
  /// recordWeight of the node's own bias, the initializer `name`.
  LogicalResult recordBias(const onnx::NodeProto &node, StringRef name);
  LogicalResult readTensorValues(const onnx::TensorProto &tensor, Constant &constant);
  FailureOr<std::string> readExternalBytes(const onnx::TensorProto &tensor);

  // Layouts ------------------------------------------------------------------
  /// The activation with net dimensions in the order `layout`, transposing
  /// where the data must move.
  ActivationValue toLayout(const onnx::NodeProto &node, const ActivationValue &input,
                      ArrayRef<int64_t> layout, StringRef why);
  /// ONNX's row-major reshape of `input` to `onnxShape`, in whatever layout
  /// keeps the data in place (transposing first only where none does).
  FailureOr<ActivationValue> reshape(const onnx::NodeProto &node, const ActivationValue &input,
                                ArrayRef<int64_t> onnxShape);

  // Nodes --------------------------------------------------------------------
  LogicalResult importNode(const onnx::NodeProto &node);
  LogicalResult foldNode(const onnx::NodeProto &node);
  LogicalResult importConv(const onnx::NodeProto &node);
  LogicalResult importConvTranspose(const onnx::NodeProto &node);
  LogicalResult importBatchNorm(const onnx::NodeProto &node);
  /// `readersOfInput`: how many nodes of the pattern read the input (1
  /// for a plain activation node); it fuses when no other node does.
  LogicalResult importActivation(const onnx::NodeProto &node, net::Activation kind,
                                 StringRef inputName, int readersOfInput = 1);
  LogicalResult importBinary(const onnx::NodeProto &node);
  LogicalResult importPool(const onnx::NodeProto &node, bool isMax);
  LogicalResult importGlobalPool(const onnx::NodeProto &node, bool keepDims);
  LogicalResult importReduceMean(const onnx::NodeProto &node);
  LogicalResult importGemm(const onnx::NodeProto &node);
  LogicalResult importMatMul(const onnx::NodeProto &node);
  LogicalResult importReshapeLike(const onnx::NodeProto &node);
  LogicalResult importTranspose(const onnx::NodeProto &node);
  LogicalResult importConcat(const onnx::NodeProto &node);
  LogicalResult importSplit(const onnx::NodeProto &node);
  LogicalResult importSplitToSequence(const onnx::NodeProto &node);
  LogicalResult importGatherOfActivation(const onnx::NodeProto &node);
  LogicalResult importSequenceAt(const onnx::NodeProto &node);
  LogicalResult importSlice(const onnx::NodeProto &node);
  LogicalResult importSoftmax(const onnx::NodeProto &node);
  LogicalResult importLayerNorm(const onnx::NodeProto &node);
  LogicalResult importClip(const onnx::NodeProto &node);

  /// Recognises x * sigmoid(x) and x * (1 + erf(x / sqrt 2)) / 2 before the
  /// nodes are imported one by one.
  void findActivationPatterns();
  std::optional<double> scalarConstant(StringRef name);

  /// Output `index` of `node` is `activation`.
  void define(const onnx::NodeProto &node, int index, ActivationValue activation) {
    if (index < node.output_size() && !node.output(index).empty())
      activations[node.output(index)] = std::move(activation);
  }
  RankedTensorType tensorType(ArrayRef<int64_t> shape) {
    return RankedTensorType::get(shape, builder.getF32Type());
  }

  StringRef path;
  const onnx::ModelProto &model;
  const onnx::GraphProto &graph;
  MLIRContext &context;
  const ImportOptions &options;
  OpBuilder builder;
  int64_t opset = 0;
  int currentNodeIndex = 0;

  llvm::StringMap<ActivationValue> activations;
  llvm::StringMap<SequenceValue> sequences;
  llvm::StringMap<Constant> constants;
  /// How many nodes (and graph outputs) read each value.
  llvm::StringMap<int> useCounts;
  /// Producers of each value, by node index.
  llvm::StringMap<int> producers;
  /// Nodes folded into a pattern (skipped) and nodes that stand for one
  /// (the activation they compute and its input).
  llvm::DenseSet<int> patternInterior;
  llvm::DenseMap<int, std::pair<net::Activation, std::string>> patternRoots;
};

} // namespace netc::onnx_import

#endif // NETC_FRONTEND_ONNXIMPORTERIMPL_H
