//===- OnnxImporter.cpp - ONNX models to the net dialect ----------------===//
//
// Three kinds of ONNX values: activations (become net ops), constants
// (initializers and folded shape arithmetic; weights keep only their shape)
// and nothing else. An activation carries a layout: net tensors of rank 4 are
// NHWC while ONNX's are NCHW, so each activation records which ONNX dimension
// each net dimension holds. Transposes only change that record; a net
// transpose is emitted where a layer needs another layout (a convolution's
// NHWC input, an NCHW flatten, a channel shuffle), so copies appear where the
// data really moves.
//
//===----------------------------------------------------------------------===//

#include "Frontend/OnnxImporter.h"
#include "Net/IR/NetOps.h"
#include "Net/IR/ShapeRules.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Verifier.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/CheckedArithmetic.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include "onnxproto/onnx.pb.h"
#include <google/protobuf/io/coded_stream.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

using namespace mlir;
using namespace netc;
using namespace netc::net;

namespace {

/// Protobuf refuses messages of 2 GiB or more; ONNX stores larger models'
/// weights as external data.
constexpr int64_t kMaxProtobufBytes = int64_t(std::numeric_limits<int32_t>::max());
/// Constant values are read only for shape arithmetic and pattern scalars;
/// larger constants are weights, read for their shapes.
constexpr int64_t kMaxFoldedElements = int64_t(1) << 16;

using Dims = SmallVector<int64_t, 5>;

/// A constant's value (read as a double) as an integer: axes, shapes, sizes
/// and steps. int64_t(v) is undefined for NaN and past int64's range; such a
/// value becomes one far past every limit the callers check (NaN a large
/// negative one), so it is refused there rather than wrapped.
int64_t saturatingInteger(double v) {
  if (std::isnan(v))
    return int64_t(-9e18);
  return int64_t(std::clamp(v, -9e18, 9e18));
}

std::string dimsText(ArrayRef<int64_t> dims) {
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
    return cast<RankedTensorType>(value.getType()).getShape();
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

  int64_t elementCount() const {
    int64_t n = 1;
    for (int64_t d : shape)
      n *= d;
    return n;
  }
};

Dims identityLayout(size_t rank) {
  Dims layout(rank);
  std::iota(layout.begin(), layout.end(), 0);
  return layout;
}

/// NHWC for rank 4; channels last for any rank above 2 (ONNX's axis 1 last).
Dims channelsLastLayout(size_t rank) {
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

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

FailureOr<std::string> OnnxImporter::readExternalBytes(const onnx::TensorProto &tensor) {
  std::string location;
  int64_t offset = 0, length = -1;
  for (const onnx::StringStringEntryProto &entry : tensor.external_data()) {
    if (entry.key() == "location")
      location = entry.value();
    else if (entry.key() == "offset")
      offset = std::strtoll(entry.value().c_str(), nullptr, 10);
    else if (entry.key() == "length")
      length = std::strtoll(entry.value().c_str(), nullptr, 10);
  }
  if (location.empty() || llvm::sys::path::is_absolute(location) ||
      StringRef(location).contains("..")) {
    fileError() << "initializer '" << tensor.name()
                << "': external data needs a relative 'location' inside the model's "
                   "directory, got '" << location << "'";
    return failure();
  }
  SmallString<256> file = llvm::sys::path::parent_path(path);
  llvm::sys::path::append(file, location);
  // A regular file, and only the bytes asked for: a link to /dev/zero or a
  // FIFO would otherwise be read until memory ran out, and a 500 MB weight
  // file would be read whole for one small constant.
  llvm::sys::fs::file_status status;
  std::error_code error = llvm::sys::fs::status(file, status);
  if (!error && !llvm::sys::fs::is_regular_file(status))
    error = std::make_error_code(std::errc::invalid_argument);
  if (error) {
    fileError() << "initializer '" << tensor.name() << "': its values are in the external "
                << "data file '" << file << "', which cannot be read ("
                << (llvm::sys::fs::exists(status) && !llvm::sys::fs::is_regular_file(status)
                        ? "not a regular file"
                        : error.message())
                << ")";
    return failure();
  }
  int64_t size = int64_t(std::min<uint64_t>(status.getSize(), INT64_MAX));
  if (length < 0)
    length = size - offset;
  if (offset < 0 || length < 0 || offset > size || length > size - offset) {
    fileError() << "initializer '" << tensor.name() << "': bytes [" << offset << ", "
                << offset << " + " << length << ") lie outside the external data file '"
                << file << "' (" << size << " bytes)";
    return failure();
  }
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> buffer =
      llvm::MemoryBuffer::getFileSlice(file, uint64_t(length), uint64_t(offset));
  if (!buffer) {
    fileError() << "initializer '" << tensor.name() << "': its values are in the external "
                << "data file '" << file << "', which cannot be read ("
                << buffer.getError().message() << ")";
    return failure();
  }
  return (*buffer)->getBuffer().str();
}

LogicalResult OnnxImporter::readTensorValues(const onnx::TensorProto &tensor,
                                             Constant &constant) {
  int64_t count = constant.elementCount();
  int type = tensor.data_type();
  std::vector<double> values;
  values.reserve(count);
  auto badSize = [&](int64_t got) {
    fileError() << "tensor '" << tensor.name() << "' of shape " << dimsText(constant.shape)
                << " holds " << got << " values";
    return failure();
  };
  bool external = tensor.data_location() == onnx::TensorProto_DataLocation_EXTERNAL;
  if (external || tensor.has_raw_data()) {
    std::string externalBytes;
    if (external) {
      FailureOr<std::string> bytes = readExternalBytes(tensor);
      if (failed(bytes))
        return failure();
      externalBytes = std::move(*bytes);
    }
    const std::string &raw = external ? externalBytes : tensor.raw_data();
    auto decode = [&](auto sample) {
      using T = decltype(sample);
      if (int64_t(raw.size()) != count * int64_t(sizeof(T)))
        return badSize(raw.size() / sizeof(T));
      for (int64_t i = 0; i < count; ++i) {
        T value;
        std::memcpy(&value, raw.data() + i * sizeof(T), sizeof(T));
        values.push_back(double(value));
      }
      return success();
    };
    LogicalResult decoded = failure();
    switch (type) {
    case onnx::TensorProto_DataType_FLOAT: decoded = decode(float()); break;
    case onnx::TensorProto_DataType_DOUBLE: decoded = decode(double()); break;
    case onnx::TensorProto_DataType_INT64: decoded = decode(int64_t()); break;
    case onnx::TensorProto_DataType_INT32: decoded = decode(int32_t()); break;
    case onnx::TensorProto_DataType_INT8: decoded = decode(int8_t()); break;
    case onnx::TensorProto_DataType_UINT8:
    case onnx::TensorProto_DataType_BOOL: decoded = decode(uint8_t()); break;
    default:
      fileError() << "tensor '" << tensor.name() << "': netc reads the values of float, "
                  << "double and integer tensors only (data type " << type << ")";
      return failure();
    }
    if (failed(decoded))
      return failure();
  } else {
    switch (type) {
    case onnx::TensorProto_DataType_FLOAT:
      values.assign(tensor.float_data().begin(), tensor.float_data().end());
      break;
    case onnx::TensorProto_DataType_DOUBLE:
      values.assign(tensor.double_data().begin(), tensor.double_data().end());
      break;
    case onnx::TensorProto_DataType_INT64:
      values.assign(tensor.int64_data().begin(), tensor.int64_data().end());
      break;
    case onnx::TensorProto_DataType_INT32:
    case onnx::TensorProto_DataType_INT8:
    case onnx::TensorProto_DataType_UINT8:
    case onnx::TensorProto_DataType_BOOL:
      values.assign(tensor.int32_data().begin(), tensor.int32_data().end());
      break;
    default:
      fileError() << "tensor '" << tensor.name() << "': netc reads the values of float, "
                  << "double and integer tensors only (data type " << type << ")";
      return failure();
    }
    if (int64_t(values.size()) != count)
      return badSize(values.size());
  }
  constant.values = std::move(values);
  return success();
}

LogicalResult OnnxImporter::readInitializer(const onnx::TensorProto &tensor,
                                            Constant &constant, bool readValues) {
  constant.shape.assign(tensor.dims().begin(), tensor.dims().end());
  for (int64_t d : constant.shape)
    if (d < 0) {
      fileError() << "tensor '" << tensor.name() << "' has a negative dimension in "
                  << dimsText(constant.shape);
      return failure();
    }
  bool empty = llvm::is_contained(constant.shape, 0);
  if (constant.shape.size() > 8 || (!empty && failed(checkedElementCount(constant.shape)))) {
    fileError() << "tensor '" << tensor.name() << "' has an impossible shape "
                << dimsText(constant.shape);
    return failure();
  }
  int type = tensor.data_type();
  constant.isInteger = type != onnx::TensorProto_DataType_FLOAT &&
                       type != onnx::TensorProto_DataType_DOUBLE &&
                       type != onnx::TensorProto_DataType_FLOAT16 &&
                       type != onnx::TensorProto_DataType_BFLOAT16;
  constant.proto = &tensor;
  if (readValues && constant.elementCount() <= kMaxFoldedElements &&
      tensor.data_location() != onnx::TensorProto_DataLocation_EXTERNAL)
    return readTensorValues(tensor, constant);
  return success();
}

FailureOr<const Constant *> OnnxImporter::constantValues(const onnx::NodeProto &node,
                                                         StringRef name) {
  auto it = constants.find(name);
  if (it == constants.end()) {
    nodeError(node) << "input '" << name << "' must be a constant (shape arithmetic "
                    << "netc folds at import), but it is computed from the network's input";
    return failure();
  }
  Constant &constant = it->second;
  if (!constant.values) {
    if (!constant.proto || constant.elementCount() > kMaxFoldedElements) {
      nodeError(node) << "input '" << name << "' of shape " << dimsText(constant.shape)
                      << " is too large to fold at import";
      return failure();
    }
    if (failed(readTensorValues(*constant.proto, constant)))
      return failure();
  }
  return &constant;
}

FailureOr<const Constant *> OnnxImporter::constantData(const onnx::NodeProto &node,
                                                       StringRef name) {
  auto it = constants.find(name);
  if (it == constants.end())
    return constantValues(node, name); // reports the error
  // Integer tensors are shapes and indices, which later folds read; float
  // tensors are weights, whose values netc does not read at import.
  Constant &constant = it->second;
  if (!constant.values && constant.isInteger && constant.proto &&
      constant.elementCount() <= kMaxFoldedElements &&
      constant.proto->data_location() != onnx::TensorProto_DataLocation_EXTERNAL &&
      failed(readTensorValues(*constant.proto, constant)))
    return failure();
  return &constant;
}

FailureOr<ActivationValue> OnnxImporter::activationInput(const onnx::NodeProto &node,
                                                    int index) {
  if (index >= node.input_size() || node.input(index).empty()) {
    nodeError(node) << "expected input " << index;
    return failure();
  }
  auto it = activations.find(node.input(index));
  if (it != activations.end())
    return it->second;
  if (constants.count(node.input(index)))
    nodeError(node) << "input " << index << " ('" << node.input(index)
                    << "') is a constant; netc expects a value computed from the "
                       "network's input here";
  else
    nodeError(node) << "input " << index << " ('" << node.input(index)
                    << "') is not produced by any earlier node, initializer or graph input";
  return failure();
}

std::optional<double> OnnxImporter::scalarConstant(StringRef name) {
  // Constant nodes are not imported yet when patterns are matched: read them
  // from their node.
  // Other producers (CastLike of a Constant, as the dynamo exporter writes
  // Clip's bounds) are folded by the time their consumer is imported.
  auto producer = producers.find(name);
  if (producer != producers.end() &&
      graph.node(producer->second).op_type() == "Constant") {
    const onnx::NodeProto &node = graph.node(producer->second);
    for (const onnx::AttributeProto &attr : node.attribute()) {
      if (attr.name() == "value_float")
        return attr.f();
      if (attr.name() == "value_int")
        return double(attr.i());
      if (attr.name() == "value" && attr.has_t()) {
        Constant constant;
        if (failed(readInitializer(attr.t(), constant, /*readValues=*/true)) ||
            !constant.values || constant.values->size() != 1)
          return std::nullopt;
        return constant.values->front();
      }
    }
    return std::nullopt;
  }
  auto it = constants.find(name);
  if (it == constants.end() || it->second.elementCount() != 1)
    return std::nullopt;
  if (!it->second.values && it->second.proto &&
      it->second.proto->data_location() != onnx::TensorProto_DataLocation_EXTERNAL &&
      failed(readTensorValues(*it->second.proto, it->second)))
    return std::nullopt;
  if (!it->second.values)
    return std::nullopt;
  return it->second.values->front();
}

//===----------------------------------------------------------------------===//
// Patterns
//===----------------------------------------------------------------------===//

void OnnxImporter::findActivationPatterns() {
  // The index of the one node that reads `value`, if exactly one does and
  // it is an `opType`; -1 otherwise.
  llvm::StringMap<SmallVector<int, 2>> readers;
  for (int i = 0; i < graph.node_size(); ++i)
    for (const std::string &input : graph.node(i).input())
      if (!input.empty())
        readers[input].push_back(i);
  auto soleReader = [&](StringRef value, StringRef opType) -> int {
    auto it = readers.find(value);
    if (it == readers.end() || it->second.size() != 1 || useCounts.lookup(value) != 1)
      return -1;
    return graph.node(it->second.front()).op_type() == opType ? it->second.front() : -1;
  };
  auto near = [](std::optional<double> value, double expected) {
    return value && std::abs(*value - expected) <= 1e-4 * std::abs(expected);
  };
  // A node's k-th input or first output; empty when it has none (a hostile
  // file may give a node no outputs: protobuf's accessors would abort).
  auto inputAt = [](const onnx::NodeProto &node, int k) -> StringRef {
    return k < node.input_size() ? StringRef(node.input(k)) : StringRef();
  };
  auto firstOutput = [](const onnx::NodeProto &node) -> StringRef {
    return node.output_size() ? StringRef(node.output(0)) : StringRef();
  };
  // The other input of a binary node, given one.
  auto otherInput = [](const onnx::NodeProto &node, StringRef one) -> StringRef {
    if (node.input_size() != 2)
      return StringRef();
    if (node.input(0) == one)
      return node.input(1);
    if (node.input(1) == one)
      return node.input(0);
    return StringRef();
  };

  for (int i = 0; i < graph.node_size(); ++i) {
    const onnx::NodeProto &node = graph.node(i);
    if (node.input_size() < 1 || node.output_size() < 1)
      continue;
    StringRef x = node.input(0);
    // SiLU: Mul(x, Sigmoid(x)).
    if (node.op_type() == "Sigmoid") {
      int mul = soleReader(node.output(0), "Mul");
      if (mul >= 0 && otherInput(graph.node(mul), node.output(0)) == x) {
        patternInterior.insert(i);
        patternRoots[mul] = {net::Activation::Silu, x.str()};
      }
      continue;
    }
    // GELU: Erf(x / sqrt 2) (or x * (1 / sqrt 2)), plus 1, times x, halved
    // (torch.onnx writes Mul(Mul(x, a), 0.5); onnxscript Mul(x, Mul(a, 0.5))).
    if (node.op_type() != "Erf")
      continue;
    auto scaledProducer = producers.find(x);
    if (scaledProducer == producers.end() || useCounts.lookup(x) != 1)
      continue;
    const onnx::NodeProto &scaled = graph.node(scaledProducer->second);
    if (scaled.input_size() != 2)
      continue;
    StringRef geluInput = scaled.input(0);
    bool isScale = (scaled.op_type() == "Div" && near(scalarConstant(scaled.input(1)),
                                                      std::sqrt(2.0))) ||
                   (scaled.op_type() == "Mul" && near(scalarConstant(scaled.input(1)),
                                                      1 / std::sqrt(2.0)));
    if (!isScale)
      continue;
    int plusOne = soleReader(node.output(0), "Add");
    if (plusOne < 0 ||
        !near(scalarConstant(otherInput(graph.node(plusOne), node.output(0))), 1.0))
      continue;
    StringRef sum = firstOutput(graph.node(plusOne));
    int root = -1, interior = -1;
    int timesX = soleReader(sum, "Mul");
    if (timesX >= 0 && otherInput(graph.node(timesX), sum) == geluInput) {
      StringRef product = firstOutput(graph.node(timesX));
      int half = soleReader(product, "Mul");
      if (half >= 0 && near(scalarConstant(otherInput(graph.node(half), product)), 0.5))
        root = half;
      int byTwo = soleReader(product, "Div");
      if (byTwo >= 0 && inputAt(graph.node(byTwo), 0) == product &&
          near(scalarConstant(inputAt(graph.node(byTwo), 1)), 2.0))
        root = byTwo;
      interior = timesX;
    } else if (int half = soleReader(sum, "Mul");
               half >= 0 && near(scalarConstant(otherInput(graph.node(half), sum)), 0.5)) {
      StringRef halved = firstOutput(graph.node(half));
      int product = soleReader(halved, "Mul");
      if (product >= 0 && otherInput(graph.node(product), halved) == geluInput)
        root = product;
      interior = half;
    }
    if (root < 0)
      continue;
    for (int member : {scaledProducer->second, i, plusOne, interior})
      patternInterior.insert(member);
    patternRoots[root] = {net::Activation::Gelu, geluInput.str()};
  }
}

//===----------------------------------------------------------------------===//
// Layouts
//===----------------------------------------------------------------------===//

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

//===----------------------------------------------------------------------===//
// Shape arithmetic, folded
//===----------------------------------------------------------------------===//

/// Row-major strides of `shape`.
Dims stridesOf(ArrayRef<int64_t> shape) {
  Dims strides(shape.size(), 1);
  for (int64_t i = int64_t(shape.size()) - 2; i >= 0; --i)
    strides[i] = strides[i + 1] * shape[i + 1];
  return strides;
}

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
      if (d < 0 || d != std::trunc(d))
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
    for (double d : *(*shape)->values)
      out.shape.push_back(int64_t(d));
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
        int64_t k = int64_t(index) < 0 ? int64_t(index) + d.shape[*axis] : int64_t(index);
        if (k < 0 || k >= d.shape[*axis]) {
          nodeError(node) << "index " << int64_t(index) << " is out of range for "
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
    int64_t start = int64_t(std::max(-9e18, (*starts)->values->at(0)));
    int64_t end = int64_t(std::min(9e18, (*ends)->values->at(0)));
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

//===----------------------------------------------------------------------===//
// Layers
//===----------------------------------------------------------------------===//

/// The spatial attributes shared by Conv, ConvTranspose and the poolings.
struct WindowAttributes {
  Dims kernel, strides, dilations, pads; // pads: top, left, bottom, right
  std::string autoPad;
};

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
  return success();
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
    return success();
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
  Dims axes;
  if (std::optional<Dims> attrAxes = intsAttr(node, "axes")) {
    axes = *attrAxes;
  } else if (!optionalInput(node, 1).empty()) {
    FailureOr<const Constant *> c = constantValues(node, node.input(1));
    if (failed(c))
      return failure();
    for (double v : *(*c)->values)
      axes.push_back(saturatingInteger(v));
  }
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
  auto ip = InnerProductOp::create(builder, nodeLoc(node), tensorType(*out), nodeName(node),
                                   rows.value, outputs, net::Activation::None,
                                   !optionalInput(node, 2).empty() && !isFoldedZero(optionalInput(node, 2)));
  define(node, 0, ActivationValue{ip.getOutput(), identityLayout(2)});
  return success();
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
  return success();
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
    Dims axes;
    if (std::optional<Dims> attrAxes = intsAttr(node, "axes")) {
      axes = *attrAxes;
    } else if (!optionalInput(node, 1).empty()) {
      FailureOr<const Constant *> c = constantValues(node, node.input(1));
      if (failed(c))
        return failure();
      for (double v : *(*c)->values)
        axes.push_back(saturatingInteger(v));
    }
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
  return success();
}

/// The fewest inputs each op type the importer knows takes in opsets 11-21
/// (ONNX's operator specification; optional trailing inputs not counted);
/// nothing for an op type it does not know.
static std::optional<int> minimumInputs(StringRef op) {
  static const std::pair<const char *, int> kMinimumInputs[] = {
      {"Constant", 0},           {"Identity", 1},         {"Cast", 1},
      {"CastLike", 2},           {"Shape", 1},            {"Add", 2},
      {"Sub", 2},                {"Mul", 2},              {"Div", 2},
      {"Equal", 2},              {"Where", 3},            {"Gather", 2},
      {"Concat", 1},             {"Unsqueeze", 1},        {"Squeeze", 1},
      {"Reshape", 2},            {"Flatten", 1},          {"Slice", 3},
      {"ConstantOfShape", 1},    {"Transpose", 1},        {"Expand", 2},
      {"Conv", 2},               {"ConvTranspose", 2},    {"BatchNormalization", 5},
      {"Relu", 1},               {"Sigmoid", 1},          {"Tanh", 1},
      {"HardSwish", 1},          {"HardSigmoid", 1},      {"Gelu", 1},
      {"Erf", 1},                {"Clip", 1},             {"MaxPool", 1},
      {"AveragePool", 1},        {"GlobalAveragePool", 1}, {"GlobalMaxPool", 1},
      {"ReduceMean", 1},         {"Gemm", 2},             {"MatMul", 2},
      {"Split", 1},              {"SplitToSequence", 1},  {"SequenceAt", 2},
      {"Softmax", 1},            {"LayerNormalization", 2}, {"Dropout", 1}};
  for (const auto &[name, count] : kMinimumInputs)
    if (op == name)
      return count;
  return std::nullopt;
}

LogicalResult OnnxImporter::importNode(const onnx::NodeProto &node) {
  StringRef op = node.op_type();
  if (!node.domain().empty() && node.domain() != "ai.onnx") {
    nodeError(node) << "ops of domain '" << node.domain() << "' are not supported";
    return failure();
  }
  // Checked before any import code reads node.input(k) or node.output(0):
  // protobuf's accessors abort on an index past the end.
  if (std::optional<int> inputs = minimumInputs(op)) {
    if (node.input_size() < *inputs) {
      nodeError(node) << "expected at least " << *inputs << " inputs, got "
                      << node.input_size();
      return failure();
    }
    if (node.output_size() < 1) {
      nodeError(node) << "expected at least one output, got none";
      return failure();
    }
  }
  // Shape arithmetic: every input a constant (or absent).
  bool allConstant = op != "Shape" || constants.count(node.input(0));
  for (const std::string &input : node.input())
    if (!input.empty() && !constants.count(input))
      allConstant = false;
  static const char *const foldable[] = {
      "Constant", "Identity", "Cast",    "Shape",     "Add",     "Sub",     "Mul",
      "Div",      "Equal",    "Where",   "Gather",    "Concat",  "Unsqueeze",
      "Squeeze",  "Reshape",  "Flatten", "Slice",     "ConstantOfShape", "Transpose",
      "Expand"};
  bool isFoldable = llvm::is_contained(foldable, op);
  // CastLike takes only its second input's type, so a constant first input
  // is enough.
  bool castsConstant = op == "CastLike" && node.input_size() == 2 &&
                       constants.count(node.input(0));
  if (op == "Shape" || op == "Constant" || castsConstant || (allConstant && isFoldable))
    return foldNode(node);

  if (op == "Conv")
    return importConv(node);
  if (op == "ConvTranspose")
    return importConvTranspose(node);
  if (op == "BatchNormalization")
    return importBatchNorm(node);
  if (op == "Relu")
    return importActivation(node, net::Activation::Relu, node.input(0));
  if (op == "Sigmoid")
    return importActivation(node, net::Activation::Sigmoid, node.input(0));
  if (op == "Tanh")
    return importActivation(node, net::Activation::Tanh, node.input(0));
  if (op == "HardSwish")
    return importActivation(node, net::Activation::HardSwish, node.input(0));
  if (op == "HardSigmoid") {
    double alpha = floatAttr(node, "alpha", 0.2), beta = floatAttr(node, "beta", 0.5);
    if (std::abs(alpha - 1.0 / 6) > 1e-6 || std::abs(beta - 0.5) > 1e-6) {
      nodeError(node) << "netc's hard_sigmoid is relu6(x + 3) / 6 (alpha 1/6, beta 0.5); "
                         "got alpha " << alpha << ", beta " << beta;
      return failure();
    }
    return importActivation(node, net::Activation::HardSigmoid, node.input(0));
  }
  if (op == "Gelu")
    return importActivation(node, net::Activation::Gelu, node.input(0));
  if (op == "Clip")
    return importClip(node);
  if (op == "Add" || op == "Sub" || op == "Mul" || op == "Div")
    return importBinary(node);
  if (op == "MaxPool" || op == "AveragePool")
    return importPool(node, op == "MaxPool");
  if (op == "GlobalAveragePool" || op == "GlobalMaxPool")
    return importGlobalPool(node, /*keepDims=*/true);
  if (op == "ReduceMean")
    return importReduceMean(node);
  if (op == "Gemm")
    return importGemm(node);
  if (op == "MatMul")
    return importMatMul(node);
  if (op == "Flatten" || op == "Reshape" || op == "Squeeze" || op == "Unsqueeze")
    return importReshapeLike(node);
  if (op == "Transpose")
    return importTranspose(node);
  if (op == "Concat")
    return importConcat(node);
  if (op == "Gather")
    return importGatherOfActivation(node);
  if (op == "Split")
    return importSplit(node);
  if (op == "SplitToSequence")
    return importSplitToSequence(node);
  if (op == "SequenceAt")
    return importSequenceAt(node);
  if (op == "Slice")
    return importSlice(node);
  if (op == "Softmax")
    return importSoftmax(node);
  if (op == "LayerNormalization")
    return importLayerNorm(node);
  if (op == "Identity") {
    FailureOr<ActivationValue> x = activationInput(node, 0);
    if (failed(x))
      return failure();
    define(node, 0, *x);
    return success();
  }
  if (op == "Dropout") {
    FailureOr<ActivationValue> x = activationInput(node, 0);
    if (failed(x))
      return failure();
    double ratio = floatAttr(node, "ratio", 0.5);
    if (std::optional<double> r = optionalInput(node, 1).empty()
                                      ? std::nullopt
                                      : scalarConstant(node.input(1)))
      ratio = *r;
    if (!(ratio >= 0 && ratio < 1))
      return nodeError(node) << "ratio " << ratio << " is not in [0, 1)", failure();
    auto dropout = DropoutOp::create(builder, nodeLoc(node), x->value.getType(),
                                     nodeName(node), x->value, llvm::APFloat(1.0 - ratio));
    define(node, 0, ActivationValue{dropout.getOutput(), x->layout});
    return success();
  }
  nodeError(node) << "op type '" << op << "' is not supported by netc's ONNX importer "
                  << "(docs/onnx.md lists the supported ops)";
  return failure();
}

OwningOpRef<ModuleOp> OnnxImporter::run() {
  for (const onnx::OperatorSetIdProto &set : model.opset_import())
    if (set.domain().empty() || set.domain() == "ai.onnx")
      opset = set.version();
  if (opset == 0) {
    fileError() << "the model imports no default-domain opset (is this an ONNX model?)";
    return nullptr;
  }
  if (opset < 11) {
    fileError() << "opset " << opset << ": netc reads opsets 11 to 21 (re-export with "
                << "opset_version >= 11)";
    return nullptr;
  }
  if (opset > 21)
    emitWarning(FileLineColLoc::get(&context, path, 0, 0))
        << "opset " << opset << " is newer than the opsets netc was checked against "
        << "(11 to 21); importing with their semantics";
  if (!model.has_graph() || graph.node_size() == 0) {
    fileError() << "the model has no graph nodes (a truncated or empty file?)";
    return nullptr;
  }

  for (int i = 0; i < graph.node_size(); ++i) {
    const onnx::NodeProto &node = graph.node(i);
    for (int k = 0; k < node.input_size(); ++k) {
      // Shape and CastLike's second input read the type and shape only, not
      // the data: an activation read so still fuses into its producer (the
      // dynamo exporter casts Clip's bounds like the clipped tensor).
      bool metadataOnly = (node.op_type() == "Shape" && k == 0) ||
                          (node.op_type() == "CastLike" && k == 1);
      if (!node.input(k).empty() && !metadataOnly)
        ++useCounts[node.input(k)];
    }
    for (const std::string &output : node.output())
      if (!output.empty())
        producers[output] = i;
  }
  for (const onnx::ValueInfoProto &output : graph.output())
    ++useCounts[output.name()];

  for (const onnx::TensorProto &tensor : graph.initializer()) {
    Constant constant;
    constant.isInitializer = true;
    if (failed(readInitializer(tensor, constant, /*readValues=*/false)))
      return nullptr;
    constants[tensor.name()] = std::move(constant);
  }

  Location fileLoc = FileLineColLoc::get(&context, path, 0, 0);
  OwningOpRef<ModuleOp> module = ModuleOp::create(fileLoc);
  builder.setInsertionPointToEnd(module->getBody());
  std::string title = graph.name().empty() ? llvm::sys::path::stem(path).str() : graph.name();
  auto network = NetworkOp::create(builder, fileLoc, builder.getStringAttr(title),
                                   /*trainable_parameters=*/true);
  builder.setInsertionPointToStart(&network.getBody().emplaceBlock());

  // Graph inputs that are not initializers are the network's inputs.
  for (const onnx::ValueInfoProto &input : graph.input()) {
    if (constants.count(input.name()))
      continue;
    Location loc = NameLoc::get(builder.getStringAttr(input.name()), fileLoc);
    if (!input.type().has_tensor_type() || !input.type().tensor_type().has_shape()) {
      emitError(loc) << "graph input '" << input.name() << "' has no tensor shape";
      return nullptr;
    }
    Dims shape;
    const onnx::TensorShapeProto &dims = input.type().tensor_type().shape();
    for (int d = 0; d < dims.dim_size(); ++d) {
      const onnx::TensorShapeProto_Dimension &dim = dims.dim(d);
      if (dim.has_dim_value() && dim.dim_value() > 0) {
        shape.push_back(dim.dim_value());
      } else if (d == 0) {
        shape.push_back(1); // a symbolic batch: 1, or --batch
      } else {
        emitError(loc) << "graph input '" << input.name() << "': dimension " << d
                       << (dim.has_dim_param() ? " is symbolic ('" + dim.dim_param() + "')"
                                               : std::string(" is not positive"))
                       << "; netc needs static shapes except the batch";
        return nullptr;
      }
    }
    if (shape.empty() || failed(checkedElementCount(shape))) {
      emitError(loc) << "graph input '" << input.name() << "' has an invalid shape "
                     << dimsText(shape);
      return nullptr;
    }
    Dims layout = shape.size() == 4 ? channelsLastLayout(4) : identityLayout(shape.size());
    Dims netShape;
    for (int64_t axis : layout)
      netShape.push_back(shape[axis]);
    Value value = InputOp::create(builder, loc, tensorType(netShape), input.name()).getOutput();
    activations[input.name()] = ActivationValue{value, layout};
  }
  if (activations.empty()) {
    fileError() << "the graph has no input besides its initializers";
    return nullptr;
  }

  findActivationPatterns();
  for (int i = 0; i < graph.node_size(); ++i) {
    currentNodeIndex = i;
    const onnx::NodeProto &node = graph.node(i);
    if (patternInterior.contains(i))
      continue;
    if (auto root = patternRoots.find(i); root != patternRoots.end()) {
      // Both patterns read x twice (the sigmoid or erf, and the product).
      if (failed(importActivation(node, root->second.first, root->second.second,
                                  /*readersOfInput=*/2)))
        return nullptr;
      continue;
    }
    if (failed(importNode(node)))
      return nullptr;
  }
  for (const onnx::ValueInfoProto &output : graph.output())
    if (!activations.count(output.name()) && !constants.count(output.name())) {
      fileError() << "graph output '" << output.name() << "' is not computed by any node";
      return nullptr;
    }
  if (failed(verify(*module)))
    return nullptr;
  return module;
}

} // namespace

OwningOpRef<ModuleOp> netc::importOnnxModel(StringRef path, StringRef contents,
                                            MLIRContext &context,
                                            const ImportOptions &options) {
  context.loadDialect<NetDialect>();
  Location fileLoc = FileLineColLoc::get(&context, path, 0, 0);
  if (int64_t(contents.size()) > kMaxProtobufBytes) {
    emitError(fileLoc) << "the model is " << contents.size()
                       << " bytes; protobuf reads at most 2 GiB - 1: export the weights as "
                          "external data";
    return nullptr;
  }
  onnx::ModelProto model;
  google::protobuf::io::CodedInputStream stream(
      reinterpret_cast<const uint8_t *>(contents.data()), int(contents.size()));
  stream.SetTotalBytesLimit(int(contents.size()));
  // Nested messages (subgraphs in attributes) deeper than this are refused.
  stream.SetRecursionLimit(64);
  if (!model.ParseFromCodedStream(&stream) || !stream.ConsumedEntireMessage()) {
    emitError(fileLoc) << "not a valid ONNX model: protobuf could not parse the file "
                          "(truncated or not an .onnx file?)";
    return nullptr;
  }
  OnnxImporter importer(path, model, context, options);
  return importer.run();
}
