//===- Tensor.cpp - Element types, 4-d shapes and cuDNN descriptors -------===//

#include "Tensor.h"

#include <utility>

namespace netc::runtime {

DataKind storageKind(Precision precision) {
  switch (precision) {
  case Precision::FP32:
  case Precision::TF32:
    return DataKind::F32;
  case Precision::BF16:
    return DataKind::BF16;
  case Precision::FP16:
    return DataKind::F16;
  }
  return DataKind::F32;
}

size_t bytesPerElement(DataKind kind) { return kind == DataKind::F32 ? 4 : 2; }

cudnnDataType_t cudnnTypeOf(DataKind kind) {
  switch (kind) {
  case DataKind::F32: return CUDNN_DATA_FLOAT;
  case DataKind::F16: return CUDNN_DATA_HALF;
  case DataKind::BF16: return CUDNN_DATA_BFLOAT16;
  }
  return CUDNN_DATA_FLOAT;
}

cudaDataType_t cudaTypeOf(DataKind kind) {
  switch (kind) {
  case DataKind::F32: return CUDA_R_32F;
  case DataKind::F16: return CUDA_R_16F;
  case DataKind::BF16: return CUDA_R_16BF;
  }
  return CUDA_R_32F;
}

Dims4 dimsOf(const Shape &shape) {
  Dims4 dims;
  if (shape.empty())
    return dims;
  dims.n = shape[0];
  if (shape.size() == 4) {
    dims.h = shape[1];
    dims.w = shape[2];
    dims.c = shape[3];
    return dims;
  }
  dims.c = elementCount(shape) / shape[0];
  return dims;
}

Dims4 stridesOf(const Dims4 &d, Layout layout) {
  if (layout == Layout::NHWC)
    return {d.h * d.w * d.c, 1, d.w * d.c, d.c};
  return {d.c * d.h * d.w, d.h * d.w, d.w, 1};
}

/// cuDNN's legacy API takes int dimensions.
static int toInt(int64_t value, const char *what) {
  if (value > INT32_MAX)
    throw RuntimeError("a tensor " + std::string(what) + " of " + std::to_string(value) +
                       " is beyond cuDNN's 32-bit dimensions" +
                       (currentLayerName().empty() ? "" : " in layer '" + currentLayerName() + "'"));
  return static_cast<int>(value);
}

/// cuDNN's legacy API indexes a tensor with 32-bit integers.
static void checkElementLimit(const Dims4 &d, const char *what) {
  if (d.count() <= INT32_MAX)
    return;
  std::string layer = currentLayerName();
  throw RuntimeError((layer.empty() ? std::string() : "layer '" + layer + "': ") + "a " + what +
                     " of (n, c, h, w) = (" + std::to_string(d.n) + ", " + std::to_string(d.c) +
                     ", " + std::to_string(d.h) + ", " + std::to_string(d.w) + ") has " +
                     std::to_string(d.count()) +
                     " elements, more than cuDNN's 2^31 - 1 per tensor; use a smaller batch");
}

TensorDescriptor::TensorDescriptor(const Dims4 &d, Layout layout, cudnnDataType_t type) {
  checkElementLimit(d, "tensor");
  NETC_CUDNN_CHECK(cudnnCreateTensorDescriptor(&handle));
  cudnnTensorFormat_t format = layout == Layout::NHWC ? CUDNN_TENSOR_NHWC : CUDNN_TENSOR_NCHW;
  try {
    NETC_CUDNN_CHECK(cudnnSetTensor4dDescriptor(handle, format, type, toInt(d.n, "batch"),
                                                toInt(d.c, "channel count"),
                                                toInt(d.h, "height"), toInt(d.w, "width")));
  } catch (...) {
    cudnnDestroyTensorDescriptor(handle);
    throw;
  }
}

TensorDescriptor::~TensorDescriptor() { cudnnDestroyTensorDescriptor(handle); }

FilterDescriptor::FilterDescriptor(const Dims4 &d, Layout layout, cudnnDataType_t type) {
  checkElementLimit(d, "filter");
  NETC_CUDNN_CHECK(cudnnCreateFilterDescriptor(&handle));
  cudnnTensorFormat_t format = layout == Layout::NHWC ? CUDNN_TENSOR_NHWC : CUDNN_TENSOR_NCHW;
  try {
    NETC_CUDNN_CHECK(cudnnSetFilter4dDescriptor(handle, type, format, toInt(d.n, "cout"),
                                                toInt(d.c, "cin"), toInt(d.h, "kh"),
                                                toInt(d.w, "kw")));
  } catch (...) {
    cudnnDestroyFilterDescriptor(handle);
    throw;
  }
}

FilterDescriptor::~FilterDescriptor() { cudnnDestroyFilterDescriptor(handle); }

DeviceBuffer::DeviceBuffer(size_t size) : bytes(size) {
  if (size)
    NETC_CUDA_CHECK(cudaMalloc(&pointer, size));
}

DeviceBuffer::~DeviceBuffer() {
  if (pointer)
    cudaFree(pointer);
}

DeviceBuffer::DeviceBuffer(DeviceBuffer &&other) noexcept
    : pointer(std::exchange(other.pointer, nullptr)), bytes(std::exchange(other.bytes, 0)) {}

DeviceBuffer &DeviceBuffer::operator=(DeviceBuffer &&other) noexcept {
  if (this != &other) {
    if (pointer)
      cudaFree(pointer);
    pointer = std::exchange(other.pointer, nullptr);
    bytes = std::exchange(other.bytes, 0);
  }
  return *this;
}

} // namespace netc::runtime
