//===- Kernels.cu - The runtime's own small CUDA kernels ------------------===//
//
// Grid-stride loops over elements, 256 threads a block. These kernels are
// memory-bound and small next to the cuDNN calls they sit beside; they are
// written for clarity, with one read and one write per element. The ones
// timed inside a reference pass are in EpilogueKernels.cu.
//
//===----------------------------------------------------------------------===//

#include "KernelSupport.cuh"
#include "Kernels.h"

#include <algorithm>

namespace netc::runtime::kernels {
namespace {

/// splitmix64: a statistically good 64-bit mix; uniform in [0, 1) from the
/// top 24 bits, exactly representable in float.
__device__ inline float hashUniform(uint64_t seed, uint64_t index) {
  uint64_t z = seed + 0x9E3779B97F4A7C15ull * (index + 1);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  z ^= z >> 31;
  return static_cast<float>(z >> 40) * (1.0f / 16777216.0f);
}

/// Logical coordinates of the element at storage index `i`.
struct Coordinates {
  int64_t n, c, h, w;
};

__device__ inline Coordinates coordinatesOf(int64_t i, Dims4 d, Layout layout) {
  Coordinates at;
  if (layout == Layout::NHWC) {
    at.c = i % d.c;
    i /= d.c;
    at.w = i % d.w;
    i /= d.w;
    at.h = i % d.h;
    at.n = i / d.h;
  } else {
    at.w = i % d.w;
    i /= d.w;
    at.h = i % d.h;
    i /= d.h;
    at.c = i % d.c;
    at.n = i / d.c;
  }
  return at;
}

__device__ inline int64_t offsetOf(Coordinates at, Dims4 d, Layout layout) {
  if (layout == Layout::NHWC)
    return ((at.n * d.h + at.h) * d.w + at.w) * d.c + at.c;
  return ((at.n * d.c + at.c) * d.h + at.h) * d.w + at.w;
}
template <typename T>
__global__ void fillUniformKernel(T *data, size_t count, uint64_t seed, float low,
                                  float high) {
  GRID_STRIDE_LOOP(i, count) {
    data[i] = fromFloat<T>(low + (high - low) * hashUniform(seed, i));
  }
}

template <typename T>
__global__ void fillDropoutMaskKernel(T *mask, size_t count, uint64_t seed, float keep) {
  GRID_STRIDE_LOOP(i, count) {
    mask[i] = fromFloat<T>(hashUniform(seed, i) < keep ? 1.f / keep : 0.f);
  }
}

template <typename T>
__global__ void toFloatKernel(const T *source, float *target, size_t count) {
  GRID_STRIDE_LOOP(i, count) { target[i] = toFloat(source[i]); }
}

template <typename T>
__global__ void fromFloatKernel(const float *source, T *target, size_t count) {
  GRID_STRIDE_LOOP(i, count) { target[i] = fromFloat<T>(source[i]); }
}

template <typename T>
__global__ void padKernel(const T *source, Dims4 sourceDims, T *target, Dims4 targetDims,
                          int64_t padTop, int64_t padLeft, float fill, Layout layout) {
  GRID_STRIDE_LOOP(i, countOf(targetDims)) {
    Coordinates at = coordinatesOf(i, targetDims, layout);
    at.h -= padTop;
    at.w -= padLeft;
    bool inside = at.h >= 0 && at.h < sourceDims.h && at.w >= 0 && at.w < sourceDims.w;
    target[i] = inside ? source[offsetOf(at, sourceDims, layout)] : fromFloat<T>(fill);
  }
}

template <typename T>
__global__ void cropKernel(const T *source, Dims4 sourceDims, T *target, Dims4 targetDims,
                           int64_t padTop, int64_t padLeft, Layout layout) {
  GRID_STRIDE_LOOP(i, countOf(targetDims)) {
    Coordinates at = coordinatesOf(i, targetDims, layout);
    at.h += padTop;
    at.w += padLeft;
    target[i] = source[offsetOf(at, sourceDims, layout)];
  }
}
struct InputPointers {
  const void *at[kMaxElementwiseInputs];
};
struct GradientPointers {
  void *at[kMaxElementwiseInputs];
};

// The loops over the inputs run to kMaxElementwiseInputs, unrolled, with a
// guard on the arity: every index into the pointer arrays is then a constant
// and the arrays stay in the parameter bank. With a loop bound of `arity`
// ptxas copied them to a 64-byte (forward) or 128-byte (backward) stack frame
// per thread, and ResNet's residual adds ran at half the copy rate.
template <typename T>
__device__ inline float combine(const InputPointers &inputs, int arity, int64_t i,
                                ElementwiseKind op) {
  float value = toFloat(static_cast<const T *>(inputs.at[0])[i]);
#pragma unroll
  for (int k = 1; k < kMaxElementwiseInputs; ++k) {
    if (k >= arity)
      break;
    float x = toFloat(static_cast<const T *>(inputs.at[k])[i]);
    value = op == ElementwiseKind::Sum       ? value + x
            : op == ElementwiseKind::Product ? value * x
                                             : fmaxf(value, x);
  }
  return value;
}

template <typename T>
__global__ void elementwiseForwardKernel(InputPointers inputs, int arity, T *y, size_t count,
                                         ElementwiseKind op, Activation activation) {
  GRID_STRIDE_LOOP(i, count) {
    y[i] = fromFloat<T>(activate(combine<T>(inputs, arity, i, op), activation));
  }
}

template <typename T>
__global__ void elementwiseBackwardKernel(InputPointers inputs, int arity, const T *y,
                                          const T *dy, GradientPointers dx, size_t count,
                                          ElementwiseKind op, Activation activation) {
  GRID_STRIDE_LOOP(i, count) {
    float dz = toFloat(dy[i]) * activationSlope(toFloat(y[i]), activation);
    int argmax = 0;
    if (op == ElementwiseKind::Max) {
      float best = toFloat(static_cast<const T *>(inputs.at[0])[i]);
#pragma unroll
      for (int k = 1; k < kMaxElementwiseInputs; ++k) {
        if (k >= arity)
          break;
        float x = toFloat(static_cast<const T *>(inputs.at[k])[i]);
        if (x > best) {
          best = x;
          argmax = k;
        }
      }
    }
#pragma unroll
    for (int k = 0; k < kMaxElementwiseInputs; ++k) {
      if (k >= arity)
        break;
      if (!dx.at[k])
        continue;
      float gradient = dz;
      if (op == ElementwiseKind::Product) {
#pragma unroll
        for (int j = 0; j < kMaxElementwiseInputs; ++j)
          if (j < arity && j != k)
            gradient *= toFloat(static_cast<const T *>(inputs.at[j])[i]);
      } else if (op == ElementwiseKind::Max) {
        gradient = k == argmax ? dz : 0.f;
      }
      static_cast<T *>(dx.at[k])[i] = fromFloat<T>(gradient);
    }
  }
}
template <typename T>
__global__ void multiplyByMaskKernel(const T *x, const T *mask, T *y, size_t count) {
  GRID_STRIDE_LOOP(i, count) { y[i] = fromFloat<T>(toFloat(x[i]) * toFloat(mask[i])); }
}

} // namespace

void fillUniform(void *data, size_t count, DataKind kind, uint64_t seed, float low,
                 float high, cudaStream_t stream) {
  dispatch(kind, [&](auto tag) {
    using T = decltype(tag);
    fillUniformKernel<T><<<blocksFor(count), kThreads, 0, stream>>>(static_cast<T *>(data),
                                                                    count, seed, low, high);
  });
  NETC_CHECK_LAUNCH("fillUniformKernel");
}

void fillDropoutMask(void *mask, size_t count, DataKind kind, uint64_t seed, float keepProb,
                     cudaStream_t stream) {
  dispatch(kind, [&](auto tag) {
    using T = decltype(tag);
    fillDropoutMaskKernel<T><<<blocksFor(count), kThreads, 0, stream>>>(
        static_cast<T *>(mask), count, seed, keepProb);
  });
  NETC_CHECK_LAUNCH("fillDropoutMaskKernel");
}

void convertToFloat(const void *source, DataKind kind, float *target, size_t count,
                    cudaStream_t stream) {
  dispatch(kind, [&](auto tag) {
    using T = decltype(tag);
    toFloatKernel<T><<<blocksFor(count), kThreads, 0, stream>>>(
        static_cast<const T *>(source), target, count);
  });
  NETC_CHECK_LAUNCH("toFloatKernel");
}

std::vector<float> downloadAsFloats(const void *source, DataKind kind, size_t count,
                                    cudaStream_t stream) {
  std::vector<float> values(count);
  DeviceBuffer staging(count * sizeof(float));
  convertToFloat(source, kind, static_cast<float *>(staging.data()), count, stream);
  NETC_CUDA_CHECK(cudaMemcpyAsync(values.data(), staging.data(), count * sizeof(float),
                                  cudaMemcpyDeviceToHost, stream));
  NETC_CUDA_CHECK(cudaStreamSynchronize(stream));
  return values;
}

void convertFromFloat(const float *source, void *target, DataKind kind, size_t count,
                      cudaStream_t stream) {
  dispatch(kind, [&](auto tag) {
    using T = decltype(tag);
    fromFloatKernel<T><<<blocksFor(count), kThreads, 0, stream>>>(
        source, static_cast<T *>(target), count);
  });
  NETC_CHECK_LAUNCH("fromFloatKernel");
}

void padTensor(const void *source, const Dims4 &sourceDims, void *target,
               const Dims4 &targetDims, int64_t padTop, int64_t padLeft, float fill,
               Layout layout, DataKind kind, cudaStream_t stream) {
  dispatch(kind, [&](auto tag) {
    using T = decltype(tag);
    padKernel<T><<<blocksFor(targetDims.count()), kThreads, 0, stream>>>(
        static_cast<const T *>(source), sourceDims, static_cast<T *>(target), targetDims,
        padTop, padLeft, fill, layout);
  });
  NETC_CHECK_LAUNCH("padKernel");
}

void cropTensor(const void *source, const Dims4 &sourceDims, void *target,
                const Dims4 &targetDims, int64_t padTop, int64_t padLeft, Layout layout,
                DataKind kind, cudaStream_t stream) {
  dispatch(kind, [&](auto tag) {
    using T = decltype(tag);
    cropKernel<T><<<blocksFor(targetDims.count()), kThreads, 0, stream>>>(
        static_cast<const T *>(source), sourceDims, static_cast<T *>(target), targetDims,
        padTop, padLeft, layout);
  });
  NETC_CHECK_LAUNCH("cropKernel");
}
static InputPointers packInputs(const std::vector<const void *> &inputs) {
  if (inputs.empty() || inputs.size() > size_t(kMaxElementwiseInputs))
    throw RuntimeError("an elementwise layer takes 1 to " +
                       std::to_string(kMaxElementwiseInputs) + " inputs, got " +
                       std::to_string(inputs.size()));
  InputPointers packed{};
  std::copy(inputs.begin(), inputs.end(), packed.at);
  return packed;
}

void elementwiseForward(const std::vector<const void *> &inputs, void *y, size_t count,
                        ElementwiseKind op, Activation activation, DataKind kind,
                        cudaStream_t stream) {
  InputPointers packed = packInputs(inputs);
  dispatch(kind, [&](auto tag) {
    using T = decltype(tag);
    elementwiseForwardKernel<T><<<blocksFor(count), kThreads, 0, stream>>>(
        packed, int(inputs.size()), static_cast<T *>(y), count, op, activation);
  });
  NETC_CHECK_LAUNCH("elementwiseForwardKernel");
}

void elementwiseBackward(const std::vector<const void *> &inputs, const void *y,
                         const void *dy, const std::vector<void *> &inputGradients,
                         size_t count, ElementwiseKind op, Activation activation,
                         DataKind kind, cudaStream_t stream) {
  requireSlopeFromOutput(activation);
  InputPointers packed = packInputs(inputs);
  GradientPointers gradients{};
  std::copy(inputGradients.begin(),
            inputGradients.begin() + std::min(inputGradients.size(), inputs.size()),
            gradients.at);
  dispatch(kind, [&](auto tag) {
    using T = decltype(tag);
    elementwiseBackwardKernel<T><<<blocksFor(count), kThreads, 0, stream>>>(
        packed, int(inputs.size()), static_cast<const T *>(y), static_cast<const T *>(dy),
        gradients, count, op, activation);
  });
  NETC_CHECK_LAUNCH("elementwiseBackwardKernel");
}
void multiplyByMask(const void *x, const void *mask, void *y, size_t count, DataKind kind,
                    cudaStream_t stream) {
  dispatch(kind, [&](auto tag) {
    using T = decltype(tag);
    multiplyByMaskKernel<T><<<blocksFor(count), kThreads, 0, stream>>>(
        static_cast<const T *>(x), static_cast<const T *>(mask), static_cast<T *>(y), count);
  });
  NETC_CHECK_LAUNCH("multiplyByMaskKernel");
}

namespace {
constexpr int kMaxTransposeRank = 6;
struct TransposeGeometry {
  int rank = 0;
  int64_t extent[kMaxTransposeRank] = {};
  /// For input dimension d: the stride in y of its coordinate.
  int64_t outputStride[kMaxTransposeRank] = {};
};

template <typename T>
__global__ void transposeReferenceKernel(const T *x, T *y, size_t count,
                                         TransposeGeometry geometry) {
  GRID_STRIDE_LOOP(i, count) {
    int64_t rest = i, to = 0;
    for (int d = geometry.rank - 1; d >= 0; --d) {
      to += rest % geometry.extent[d] * geometry.outputStride[d];
      rest /= geometry.extent[d];
    }
    y[to] = x[i];
  }
}

template <typename T>
__global__ void layerNormReferenceKernel(const T *x, const T *gamma, const T *beta, T *y,
                                         size_t rows, size_t channels, double epsilon) {
  GRID_STRIDE_LOOP(row, rows) {
    const T *in = x + row * channels;
    double mean = 0, variance = 0;
    for (size_t c = 0; c < channels; ++c)
      mean += double(toFloat(in[c]));
    mean /= double(channels);
    for (size_t c = 0; c < channels; ++c) {
      double d = double(toFloat(in[c])) - mean;
      variance += d * d;
    }
    variance /= double(channels);
    double inverse = 1.0 / sqrt(variance + epsilon);
    for (size_t c = 0; c < channels; ++c) {
      double v = (double(toFloat(in[c])) - mean) * inverse;
      if (gamma)
        v = v * double(toFloat(gamma[c])) + double(toFloat(beta[c]));
      y[row * channels + c] = fromFloat<T>(float(v));
    }
  }
}
} // namespace

void transposeReference(const void *x, void *y, const std::vector<int64_t> &shape,
                        const std::vector<int64_t> &permutation, DataKind kind,
                        cudaStream_t stream) {
  if (shape.empty() || shape.size() > size_t(kMaxTransposeRank) ||
      permutation.size() != shape.size())
    throw RuntimeError("transposeReference: rank " + std::to_string(shape.size()) +
                       " with a permutation of " + std::to_string(permutation.size()) +
                       " (ranks 1 to 6, one entry per dimension)");
  TransposeGeometry geometry;
  geometry.rank = int(shape.size());
  size_t count = 1;
  for (size_t d = 0; d < shape.size(); ++d) {
    geometry.extent[d] = shape[d];
    count *= size_t(shape[d]);
  }
  // Output dimension i has extent shape[permutation[i]]; walking the output
  // from the innermost dimension gives each one's stride, which is the
  // stride of input dimension permutation[i].
  int64_t stride = 1;
  for (size_t i = shape.size(); i-- > 0;) {
    geometry.outputStride[permutation[i]] = stride;
    stride *= shape[size_t(permutation[i])];
  }
  dispatch(kind, [&](auto tag) {
    using T = decltype(tag);
    transposeReferenceKernel<T><<<blocksFor(count), kThreads, 0, stream>>>(
        static_cast<const T *>(x), static_cast<T *>(y), count, geometry);
  });
  NETC_CHECK_LAUNCH("transposeReferenceKernel");
}

void layerNormReference(const void *x, const void *gamma, const void *beta, void *y,
                        size_t rows, size_t channels, double epsilon, DataKind kind,
                        cudaStream_t stream) {
  dispatch(kind, [&](auto tag) {
    using T = decltype(tag);
    layerNormReferenceKernel<T><<<blocksFor(rows), kThreads, 0, stream>>>(
        static_cast<const T *>(x), static_cast<const T *>(gamma), static_cast<const T *>(beta),
        static_cast<T *>(y), rows, channels, epsilon);
  });
  NETC_CHECK_LAUNCH("layerNormReferenceKernel");
}

} // namespace netc::runtime::kernels
