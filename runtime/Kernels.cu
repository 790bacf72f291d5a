//===- Kernels.cu - The runtime's own small CUDA kernels ------------------===//
//
// Grid-stride loops over elements, 256 threads a block. These kernels are
// memory-bound and small next to the cuDNN calls they sit beside; most are
// written for clarity, with one read and one write per element. The three
// that sit inside a reference pass (the bias + activation epilogue, the
// activation gradient and the bias gradient) also have a packed form that
// moves 16 bytes per load: they are timed as part of the reference, and a
// framework's own kernels (PyTorch's vectorised elementwise and reduce
// kernels) run at the copy rate, which 2- and 4-byte loads do not reach
// (docs/results/2026-11-24-crosscheck.md, vgg16's bf16 filter gradients).
//
//===----------------------------------------------------------------------===//

#include "Kernels.h"

#include <cuda_bf16.h>
#include <cuda_fp16.h>

#include <algorithm>
#include <cstdint>
#include <initializer_list>

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

/// Sixteen bytes of T (4 floats or 8 halves), loaded and stored as one
/// vector: a warp then moves 512 bytes per instruction instead of 64-128, and
/// the memory system sees enough bytes in flight to run at the copy rate.
template <typename T> struct alignas(16) Pack {
  static constexpr int kLanes = 16 / int(sizeof(T));
  T lane[kLanes];
};

/// Whether `count` elements of `elementBytes` at each of `pointers` can be
/// walked as 16-byte packs: every pointer 16-byte aligned and the count a
/// whole number of packs.
bool packable(size_t count, size_t elementBytes, std::initializer_list<const void *> pointers) {
  if (count % (16 / elementBytes) != 0)
    return false;
  for (const void *pointer : pointers)
    if (reinterpret_cast<uintptr_t>(pointer) % 16 != 0)
      return false;
  return true;
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

/// biasActivationKernel over 16-byte packs of a tensor whose channels are
/// innermost (NHWC, or one pixel per image) and a multiple of the pack's
/// lanes, so that one pack's channels are c0 .. c0 + lanes - 1.
template <typename T>
__global__ void biasActivationPackedKernel(Pack<T> *y, const T *bias, size_t packs,
                                           int64_t channels, Activation activation) {
  constexpr int kLanes = Pack<T>::kLanes;
  GRID_STRIDE_LOOP(i, packs) {
    Pack<T> pack = y[i];
    int64_t c0 = bias ? i * kLanes % channels : 0;
#pragma unroll
    for (int k = 0; k < kLanes; ++k) {
      float value = toFloat(pack.lane[k]);
      if (bias)
        value += toFloat(bias[c0 + k]);
      pack.lane[k] = fromFloat<T>(activate(value, activation));
    }
    y[i] = pack;
  }
}

template <typename T>
__global__ void activationGradientPackedKernel(const Pack<T> *y, const Pack<T> *dy, Pack<T> *dz,
                                               size_t packs, Activation activation) {
  constexpr int kLanes = Pack<T>::kLanes;
  GRID_STRIDE_LOOP(i, packs) {
    Pack<T> output = y[i], gradient = dy[i], result;
#pragma unroll
    for (int k = 0; k < kLanes; ++k)
      result.lane[k] = fromFloat<T>(toFloat(gradient.lane[k]) *
                                    activationSlope(toFloat(output.lane[k]), activation));
    dz[i] = result;
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

/// channelSumRowsKernel over 16-byte packs, for rows of at most
/// kThreads packs: a block's threads cover whole rows (thread t reads pack
/// t % packsPerRow of row t / packsPerRow, so a warp reads contiguous
/// memory), each thread sums its lanes over every rowsPerBlock-th row in
/// registers, the block adds them in shared memory, and only then one
/// global atomic per channel and block.
template <typename T>
__global__ void channelSumPackedRowsKernel(const Pack<T> *dz, int64_t rows, int packsPerRow,
                                           float *accumulator) {
  constexpr int kLanes = Pack<T>::kLanes;
  extern __shared__ float blockSums[]; // packsPerRow * kLanes floats
  int channels = packsPerRow * kLanes;
  for (int c = threadIdx.x; c < channels; c += blockDim.x)
    blockSums[c] = 0.f;
  __syncthreads();
  int column = threadIdx.x % packsPerRow;
  int rowInBlock = threadIdx.x / packsPerRow;
  int rowsPerBlock = blockDim.x / packsPerRow;
  if (rowInBlock < rowsPerBlock) {
    float sum[kLanes] = {};
    int64_t step = int64_t(gridDim.x) * rowsPerBlock;
#pragma unroll 4
    for (int64_t r = int64_t(blockIdx.x) * rowsPerBlock + rowInBlock; r < rows; r += step) {
      Pack<T> pack = dz[r * packsPerRow + column];
#pragma unroll
      for (int k = 0; k < kLanes; ++k)
        sum[k] += toFloat(pack.lane[k]);
    }
#pragma unroll
    for (int k = 0; k < kLanes; ++k)
      atomicAdd(&blockSums[column * kLanes + k], sum[k]);
  }
  __syncthreads();
  for (int c = threadIdx.x; c < channels; c += blockDim.x)
    atomicAdd(&accumulator[c], blockSums[c]);
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
    constexpr int kLanes = Pack<T>::kLanes;
    size_t count = size_t(dims.count());
    bool channelsInnermost = layout == Layout::NHWC || dims.h * dims.w == 1;
    if (channelsInnermost && dims.c % kLanes == 0 && packable(count, sizeof(T), {y})) {
      size_t packs = count / kLanes;
      biasActivationPackedKernel<T><<<blocksFor(packs), kThreads, 0, stream>>>(
          static_cast<Pack<T> *>(y), static_cast<const T *>(bias), packs, dims.c, activation);
    } else {
      biasActivationKernel<T><<<blocksFor(count), kThreads, 0, stream>>>(
          static_cast<T *>(y), static_cast<const T *>(bias), dims, layout, activation);
    }
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
    if (packable(count, sizeof(T), {y, dy, dz})) {
      size_t packs = count / Pack<T>::kLanes;
      activationGradientPackedKernel<T><<<blocksFor(packs), kThreads, 0, stream>>>(
          static_cast<const Pack<T> *>(y), static_cast<const Pack<T> *>(dy),
          static_cast<Pack<T> *>(dz), packs, activation);
    } else {
      activationGradientKernel<T><<<blocksFor(count), kThreads, 0, stream>>>(
          static_cast<const T *>(y), static_cast<const T *>(dy), static_cast<T *>(dz), count,
          activation);
    }
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
    constexpr int kLanes = Pack<T>::kLanes;
    int64_t rowCount = dims.n * dims.h * dims.w;
    if (rows && dims.c % kLanes == 0 && dims.c / kLanes <= kThreads &&
        packable(size_t(dims.count()), sizeof(T), {dz})) {
      int packsPerRow = int(dims.c / kLanes);
      int64_t rowsPerBlock = kThreads / packsPerRow;
      // A row per thread up to 2048 blocks (ample for 132 SMs), more rows a
      // thread beyond: few rows (an inner product's batch) still spread over
      // many SMs, and many rows cost few atomics.
      unsigned blocks = unsigned(
          std::clamp<int64_t>((rowCount + rowsPerBlock - 1) / rowsPerBlock, 1, 2048));
      channelSumPackedRowsKernel<T><<<blocks, kThreads, size_t(dims.c) * sizeof(float), stream>>>(
          static_cast<const Pack<T> *>(dz), rowCount, packsPerRow, accumulator);
    } else if (rows) {
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
