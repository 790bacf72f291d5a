//===- OnnxConstants.cpp - ONNX initializers and constant inputs ----------===//
//
// Initializers keep their shape; their values are read only when shape
// arithmetic or a pattern needs them, from the message or from an external
// data file next to the model (a regular file, only the bytes asked for).
//
//===----------------------------------------------------------------------===//

#include "Frontend/OnnxImporterImpl.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <cstring>

using namespace mlir;
using namespace netc;
using namespace netc::net;
using namespace netc::onnx_import;

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
  // Reserved only once the stored bytes are known to hold `count` values: a
  // shape that claims more than the data holds must not allocate for it.
  std::vector<double> values;
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
      values.reserve(count);
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
  constant.source = &tensor;
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

LogicalResult OnnxImporter::recordWeight(const onnx::NodeProto &node, StringRef layer,
                                         StringRef role, const Constant &constant,
                                         ArrayRef<int64_t> order) {
  if (!options.onnxWeights)
    return success();
  if (!constant.source) {
    nodeError(node) << "the " << role << " of layer '" << layer << "' is computed in the "
                    << "graph, not an initializer: its values cannot be exported";
    return failure();
  }
  const onnx::TensorProto &tensor = *constant.source;
  if (tensor.data_type() != onnx::TensorProto_DataType_FLOAT) {
    nodeError(node) << "initializer '" << tensor.name() << "' (the " << role << " of layer '"
                    << layer << "'): netc exports float weights only (data type "
                    << tensor.data_type() << ")";
    return failure();
  }
  Constant stored;
  stored.shape.assign(tensor.dims().begin(), tensor.dims().end());
  if (failed(readTensorValues(tensor, stored)))
    return failure();
  // netc's dimension j is the constant's order[j], which is the stored
  // tensor's sourceOrder[order[j]].
  size_t rank = order.size();
  Dims fromStored(rank), shape(rank);
  for (size_t j = 0; j < rank; ++j) {
    int64_t axis = order[j];
    fromStored[j] = constant.sourceOrder.empty() ? axis : constant.sourceOrder[axis];
    shape[j] = stored.shape[fromStored[j]];
  }
  Dims storedStrides = stridesOf(stored.shape), netStrides = stridesOf(shape);
  const std::vector<double> &values = *stored.values;
  NetWeightTensor weight{(layer + "." + role).str(),
                         std::vector<int64_t>(shape.begin(), shape.end()),
                         std::vector<float>(values.size())};
  for (int64_t i = 0, n = values.size(); i < n; ++i) {
    int64_t from = 0;
    for (size_t j = 0; j < rank; ++j)
      from += ((i / netStrides[j]) % shape[j]) * storedStrides[fromStored[j]];
    weight.values[i] = float(values[from]);
  }
  // Every role but a filter is a vector of `c` layout: [C] however the
  // model shaped it ([C, 1, 1] for a layer scale, [1, C] for a Gemm's C).
  if (role != "filter")
    weight.shape = {int64_t(weight.values.size())};
  options.onnxWeights->tensors.push_back(std::move(weight));
  return success();
}

LogicalResult OnnxImporter::recordBias(const onnx::NodeProto &node, StringRef name) {
  if (!options.onnxWeights)
    return success();
  const Constant *bias = constantNamed(name);
  if (!bias) {
    nodeError(node) << "the bias '" << name << "' is not a constant: its values cannot be "
                    << "exported";
    return failure();
  }
  return recordWeight(node, nodeName(node), "bias", *bias, identityLayout(bias->shape.size()));
}
