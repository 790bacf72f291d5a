//===- Kernels.cu - The runtime's own small CUDA kernels ------------------===//
//
// Grid-stride loops over elements, 256 threads a block. These kernels are
// memory-bound and small next to the cuDNN calls they sit beside; they are
// written for clarity, with one read and one write per element.
//
//===----------------------------------------------------------------------===//

#include "Kernels.h"

#include <cuda_bf16.h>
#include <cuda_fp16.h>

#include <algorithm>

namespace netc::runtime::kernels {
namespace {

constexpr int kThreads = 256;

unsigned blocksFor(size_t count) {
  size_t blocks = (count + kThreads - 1) / kThreads;
  return static_cast<unsigned>(std::clamp<size_t>(blocks, 1, 1u << 16));
}

__device__ inline float toFloat(float v) { return v; }
__device__ inline float toFloat(__half v) { return __half2float(v); }
__device__ inline float toFloat(__nv_bfloat16 v) { return __bfloat162float(v); }

template <typename T> __device__ inline T fromFloat(float v);
template <> __device__ inline float fromFloat<float>(float v) { return v; }
template <> __device__ inline __half fromFloat<__half>(float v) { return __float2half_rn(v); }
template <> __device__ inline __nv_bfloat16 fromFloat<__nv_bfloat16>(float v) {
  return __float2bfloat16_rn(v);
}

/// Calls fn with a value of the storage type, to select the template.
template <typename Fn> void dispatch(DataKind kind, Fn &&fn) {
  switch (kind) {
  case DataKind::F32: fn(float{}); break;
  case DataKind::F16: fn(__half{}); break;
  case DataKind::BF16: fn(__nv_bfloat16{}); break;
  }
}

/// splitmix64: a statistically good 64-bit mix; uniform in [0, 1) from the
/// top 24 bits, exactly representable in float.
__device__ inline float hashUniform(uint64_t seed, uint64_t index) {
  uint64_t z = seed + 0x9E3779B97F4A7C15ull * (index + 1);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  z ^= z >> 31;
  return static_cast<float>(z >> 40) * (1.0f / 16777216.0f);
}

__device__ inline float activate(float x, Activation activation) {
  switch (activation) {
  case Activation::None: return x;
  case Activation::Relu: return x > 0.f ? x : 0.f;
  case Activation::Tanh: return tanhf(x);
  case Activation::Sigmoid: return 1.f / (1.f + expf(-x));
  case Activation::Relu6: return fminf(fmaxf(x, 0.f), 6.f);
  case Activation::HardSigmoid: return fminf(fmaxf(x + 3.f, 0.f), 6.f) / 6.f;
  case Activation::HardSwish: return x * fminf(fmaxf(x + 3.f, 0.f), 6.f) / 6.f;
  case Activation::Silu: return x / (1.f + expf(-x));
  case Activation::Gelu: return 0.5f * x * (1.f + erff(x * 0.70710678118654752f));
  }
  return x;
}

/// act'(x) from y = act(x).
__device__ inline float activationSlope(float y, Activation activation) {
  switch (activation) {
  case Activation::None: return 1.f;
  case Activation::Relu: return y > 0.f ? 1.f : 0.f;
  case Activation::Tanh: return 1.f - y * y;
  case Activation::Sigmoid: return y * (1.f - y);
  // Both are linear between their clips: the output says which side x was on.
  case Activation::Relu6: return y > 0.f && y < 6.f ? 1.f : 0.f;
  case Activation::HardSigmoid: return y > 0.f && y < 1.f ? 1.f / 6.f : 0.f;
  // Not functions of y: the host wrappers refuse these before launching.
  case Activation::HardSwish:
  case Activation::Silu:
  case Activation::Gelu: return __int_as_float(0x7fffffff);
  }
  return 1.f;
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

/// Dims4::count is host code; kernels use this.
__device__ inline int64_t countOf(Dims4 d) { return d.n * d.c * d.h * d.w; }

__device__ inline int64_t offsetOf(Coordinates at, Dims4 d, Layout layout) {
  if (layout == Layout::NHWC)
    return ((at.n * d.h + at.h) * d.w + at.w) * d.c + at.c;
  return ((at.n * d.c + at.c) * d.h + at.h) * d.w + at.w;
}

#define GRID_STRIDE_LOOP(i, count)                                                      \
  for (int64_t i = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; i < int64_t(count);  \
       i += int64_t(blockDim.x) * gridDim.x)

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

template <typename T>
__global__ void biasActivationKernel(T *y, const T *bias, Dims4 dims, Layout layout,
                                     Activation activation) {
  int64_t plane = dims.h * dims.w;
  GRID_STRIDE_LOOP(i, countOf(dims)) {
    float value = toFloat(y[i]);
    if (bias) {
      int64_t c = layout == Layout::NHWC ? i % dims.c : (i / plane) % dims.c;
      value += toFloat(bias[c]);
    }
    y[i] = fromFloat<T>(activate(value, activation));
  }
}

template <typename T>
__global__ void activationGradientKernel(const T *y, const T *dy, T *dz, size_t count,
                                         Activation activation) {
  GRID_STRIDE_LOOP(i, count) {
    dz[i] = fromFloat<T>(toFloat(dy[i]) * activationSlope(toFloat(y[i]), activation));
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

/// Rows of `channels` contiguous elements (NHWC, or any layout with h = w =
/// 1): 32 channels by 8 rows a block, coalesced along the channels; each
/// block adds its column sums into the accumulator.
template <typename T>
__global__ void channelSumRowsKernel(const T *dz, int64_t rows, int64_t channels,
                                     float *accumulator) {
  __shared__ float partial[8][33];
  int64_t c = blockIdx.x * 32 + threadIdx.x;
  float sum = 0.f;
  if (c < channels)
    for (int64_t r = blockIdx.y * 8 + threadIdx.y; r < rows; r += int64_t(gridDim.y) * 8)
      sum += toFloat(dz[r * channels + c]);
  partial[threadIdx.y][threadIdx.x] = sum;
  __syncthreads();
  if (threadIdx.y == 0 && c < channels) {
    for (int k = 1; k < 8; ++k)
      sum += partial[k][threadIdx.x];
    atomicAdd(&accumulator[c], sum);
  }
}

/// NCHW planes of `plane` contiguous elements, plane p belonging to channel
/// p mod channels: a block reduces one plane at a time.
template <typename T>
__global__ void channelSumPlanesKernel(const T *dz, int64_t planes, int64_t plane,
                                       int64_t channels, float *accumulator) {
  __shared__ float partial[kThreads];
  for (int64_t p = blockIdx.x; p < planes; p += gridDim.x) {
    float sum = 0.f;
    for (int64_t i = threadIdx.x; i < plane; i += blockDim.x)
      sum += toFloat(dz[p * plane + i]);
    partial[threadIdx.x] = sum;
    __syncthreads();
    for (int half = kThreads / 2; half > 0; half /= 2) {
      if (threadIdx.x < half)
        partial[threadIdx.x] += partial[threadIdx.x + half];
      __syncthreads();
    }
    if (threadIdx.x == 0)
      atomicAdd(&accumulator[p % channels], partial[0]);
    __syncthreads();
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

void biasActivation(void *y, const void *bias, const Dims4 &dims, Layout layout,
                    Activation activation, DataKind kind, cudaStream_t stream) {
  dispatch(kind, [&](auto tag) {
    using T = decltype(tag);
    biasActivationKernel<T><<<blocksFor(dims.count()), kThreads, 0, stream>>>(
        static_cast<T *>(y), static_cast<const T *>(bias), dims, layout, activation);
  });
  NETC_CHECK_LAUNCH("biasActivationKernel");
}

/// The activations whose slope the output alone does not give.
static void requireSlopeFromOutput(Activation activation) {
  if (activation == Activation::HardSwish || activation == Activation::Silu ||
      activation == Activation::Gelu)
    throw RuntimeError(std::string("the gradient of ") + activationName(activation) +
                           " needs the activation's input, which netc-runtime does not keep "
                           "yet (backward passes of this layer are unsupported)",
                       RuntimeError::Kind::Unsupported);
}

void activationGradient(const void *y, const void *dy, void *dz, size_t count,
                        Activation activation, DataKind kind, cudaStream_t stream) {
  requireSlopeFromOutput(activation);
  dispatch(kind, [&](auto tag) {
    using T = decltype(tag);
    activationGradientKernel<T><<<blocksFor(count), kThreads, 0, stream>>>(
        static_cast<const T *>(y), static_cast<const T *>(dy), static_cast<T *>(dz), count,
        activation);
  });
  NETC_CHECK_LAUNCH("activationGradientKernel");
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

void biasGradient(const void *dz, const Dims4 &dims, Layout layout, void *db,
                  float *accumulator, DataKind kind, cudaStream_t stream) {
  NETC_CUDA_CHECK(cudaMemsetAsync(accumulator, 0, size_t(dims.c) * sizeof(float), stream));
  bool rows = layout == Layout::NHWC || dims.h * dims.w == 1;
  dispatch(kind, [&](auto tag) {
    using T = decltype(tag);
    const T *gradient = static_cast<const T *>(dz);
    if (rows) {
      int64_t rowCount = dims.n * dims.h * dims.w;
      dim3 grid(unsigned((dims.c + 31) / 32),
                unsigned(std::clamp<int64_t>((rowCount + 63) / 64, 1, 1024)));
      channelSumRowsKernel<T><<<grid, dim3(32, 8), 0, stream>>>(gradient, rowCount, dims.c,
                                                                accumulator);
    } else {
      int64_t planes = dims.n * dims.c;
      unsigned blocks = unsigned(std::clamp<int64_t>(planes, 1, 1 << 16));
      channelSumPlanesKernel<T><<<blocks, kThreads, 0, stream>>>(
          gradient, planes, dims.h * dims.w, dims.c, accumulator);
    }
  });
  NETC_CHECK_LAUNCH("channelSumKernel");
  convertFromFloat(accumulator, db, kind, size_t(dims.c), stream);
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

} // namespace netc::runtime::kernels
