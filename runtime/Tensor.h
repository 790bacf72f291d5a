//===- Tensor.h - Element types, 4-d shapes and cuDNN descriptors -*- C++ -*-===//
//
// The runtime describes every tensor to cuDNN as 4-d (n, c, h, w) in the
// chosen memory layout: NHWC plans keep their shapes, rank-2 tensors [N, C]
// become (N, C, 1, 1). The descriptor classes own their cuDNN handles, so a
// failure half-way through setting up a layer leaks nothing.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_TENSOR_H
#define NETC_RUNTIME_TENSOR_H

#include "Error.h"
#include "Plan.h"

#include <library_types.h>

#include <cstddef>
#include <cstdint>

namespace netc::runtime {

/// How tensor elements are stored on the device.
enum class DataKind { F32, F16, BF16 };

DataKind storageKind(Precision precision);
size_t bytesPerElement(DataKind kind);
cudnnDataType_t cudnnTypeOf(DataKind kind);
cudaDataType_t cudaTypeOf(DataKind kind);

/// A logical 4-d shape; the layout decides the order in memory.
struct Dims4 {
  int64_t n = 1, c = 1, h = 1, w = 1;
  int64_t count() const { return n * c * h * w; }
  bool operator==(const Dims4 &other) const {
    return n == other.n && c == other.c && h == other.h && w == other.w;
  }
};

/// NHWC [N, H, W, C] -> (N, C, H, W); any other rank [N, ...] -> (N, rest, 1, 1).
Dims4 dimsOf(const Shape &shape);

/// Element strides of (n, c, h, w) in `layout`.
Dims4 stridesOf(const Dims4 &dims, Layout layout);

class TensorDescriptor {
public:
  TensorDescriptor(const Dims4 &dims, Layout layout, cudnnDataType_t type);
  ~TensorDescriptor();
  TensorDescriptor(const TensorDescriptor &) = delete;
  TensorDescriptor &operator=(const TensorDescriptor &) = delete;
  operator cudnnTensorDescriptor_t() const { return handle; }

private:
  cudnnTensorDescriptor_t handle = nullptr;
};

/// Filters are (cout, cin, kh, kw): KRSC in memory for NHWC, KCRS for NCHW.
class FilterDescriptor {
public:
  FilterDescriptor(const Dims4 &dims, Layout layout, cudnnDataType_t type);
  ~FilterDescriptor();
  FilterDescriptor(const FilterDescriptor &) = delete;
  FilterDescriptor &operator=(const FilterDescriptor &) = delete;
  operator cudnnFilterDescriptor_t() const { return handle; }

private:
  cudnnFilterDescriptor_t handle = nullptr;
};

/// Generic owner for the descriptor kinds that need no arguments to create.
template <typename Handle, cudnnStatus_t (*Create)(Handle *),
          cudnnStatus_t (*Destroy)(Handle)>
class OwnedDescriptor {
public:
  OwnedDescriptor() { NETC_CUDNN_CHECK(Create(&handle)); }
  ~OwnedDescriptor() { Destroy(handle); }
  OwnedDescriptor(const OwnedDescriptor &) = delete;
  OwnedDescriptor &operator=(const OwnedDescriptor &) = delete;
  operator Handle() const { return handle; }

private:
  Handle handle = nullptr;
};

using ConvolutionDescriptor =
    OwnedDescriptor<cudnnConvolutionDescriptor_t, cudnnCreateConvolutionDescriptor,
                    cudnnDestroyConvolutionDescriptor>;
using PoolingDescriptor =
    OwnedDescriptor<cudnnPoolingDescriptor_t, cudnnCreatePoolingDescriptor,
                    cudnnDestroyPoolingDescriptor>;
using ActivationDescriptor =
    OwnedDescriptor<cudnnActivationDescriptor_t, cudnnCreateActivationDescriptor,
                    cudnnDestroyActivationDescriptor>;
using LrnDescriptor = OwnedDescriptor<cudnnLRNDescriptor_t, cudnnCreateLRNDescriptor,
                                      cudnnDestroyLRNDescriptor>;
using OpTensorDescriptor =
    OwnedDescriptor<cudnnOpTensorDescriptor_t, cudnnCreateOpTensorDescriptor,
                    cudnnDestroyOpTensorDescriptor>;

/// One device allocation, freed on destruction.
class DeviceBuffer {
public:
  DeviceBuffer() = default;
  explicit DeviceBuffer(size_t bytes);
  ~DeviceBuffer();
  DeviceBuffer(DeviceBuffer &&other) noexcept;
  DeviceBuffer &operator=(DeviceBuffer &&other) noexcept;
  DeviceBuffer(const DeviceBuffer &) = delete;
  DeviceBuffer &operator=(const DeviceBuffer &) = delete;

  void *data() const { return pointer; }
  size_t size() const { return bytes; }

private:
  void *pointer = nullptr;
  size_t bytes = 0;
};

} // namespace netc::runtime

#endif // NETC_RUNTIME_TENSOR_H
