//===- EpilogueKernels.cu - The runtime's kernels inside reference passes -===//
//
// The bias + activation epilogue, the activation gradient and the bias
// gradient: the runtime's own kernels that run inside the reference's
// convolution and inner-product passes (docs/runtime.md), and so are timed
// as part of the reference. Each has a packed form that moves 16 bytes per
// load beside its element-by-element one: a framework's kernels for the same
// work (PyTorch's vectorised elementwise and reduce kernels) run at the copy
// rate, which 2- and 4-byte loads do not reach. With the element form only,
// vgg16's bf16 filter-gradient passes measured up to 1.26x PyTorch's on the
// H100 (docs/results/2026-11-24-crosscheck.md).
//
//===----------------------------------------------------------------------===//

#include "Error.h"
#include "KernelSupport.cuh"
#include "Kernels.h"

#include <algorithm>
#include <type_traits>

namespace netc::runtime::kernels {
namespace {

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

/// act'(.) from `value`: the activation's input where the layer kept it
/// (FromInput), else its output.
template <bool FromInput> __device__ inline float slopeAt(float value, Activation activation) {
  return FromInput ? activationSlopeFromInput(value, activation)
                   : activationSlope(value, activation);
}

template <typename T, bool FromInput>
__global__ void activationGradientKernel(const T *value, const T *dy, T *dz, size_t count,
                                         Activation activation) {
  GRID_STRIDE_LOOP(i, count) {
    dz[i] = fromFloat<T>(toFloat(dy[i]) * slopeAt<FromInput>(toFloat(value[i]), activation));
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

template <typename T, bool FromInput>
__global__ void activationGradientPackedKernel(const Pack<T> *value, const Pack<T> *dy,
                                               Pack<T> *dz, size_t packs, Activation activation) {
  constexpr int kLanes = Pack<T>::kLanes;
  GRID_STRIDE_LOOP(i, packs) {
    Pack<T> at = value[i], gradient = dy[i], result;
#pragma unroll
    for (int k = 0; k < kLanes; ++k)
      result.lane[k] = fromFloat<T>(toFloat(gradient.lane[k]) *
                                    slopeAt<FromInput>(toFloat(at.lane[k]), activation));
    dz[i] = result;
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

/// biasActivationKernel keeping the activation's input: x += bias[c] (when
/// there is one), y = act(x).
template <typename T>
__global__ void biasActivationIntoKernel(T *x, const T *bias, T *y, Dims4 dims, Layout layout,
                                         Activation activation) {
  int64_t plane = dims.h * dims.w;
  GRID_STRIDE_LOOP(i, countOf(dims)) {
    float value = toFloat(x[i]);
    if (bias) {
      int64_t c = layout == Layout::NHWC ? i % dims.c : (i / plane) % dims.c;
      T biased = fromFloat<T>(value + toFloat(bias[c]));
      x[i] = biased;
      value = toFloat(biased); // the slope is taken at the value kept
    }
    y[i] = fromFloat<T>(activate(value, activation));
  }
}

/// biasActivationIntoKernel over 16-byte packs of channels-innermost
/// tensors: the copy rate, as the in-place epilogue's packed form (a layer's
/// forward times the same whether it keeps x or not).
template <typename T>
__global__ void biasActivationIntoPackedKernel(Pack<T> *x, const T *bias, Pack<T> *y,
                                               size_t packs, int64_t channels,
                                               Activation activation) {
  constexpr int kLanes = Pack<T>::kLanes;
  GRID_STRIDE_LOOP(i, packs) {
    Pack<T> pack = x[i];
    int64_t c0 = bias ? i * kLanes % channels : 0;
    if (bias) {
#pragma unroll
      for (int k = 0; k < kLanes; ++k)
        pack.lane[k] = fromFloat<T>(toFloat(pack.lane[k]) + toFloat(bias[c0 + k]));
      x[i] = pack;
    }
#pragma unroll
    for (int k = 0; k < kLanes; ++k)
      pack.lane[k] = fromFloat<T>(activate(toFloat(pack.lane[k]), activation));
    y[i] = pack;
  }
}

/// db[n', c] += the sum of dy (a * dy) over the rows r of (image, pixel)
/// that broadcast to (n', c): 32 channels by 8 rows a block (coalesced along
/// the channels in NHWC), blockIdx.y the output's image n' (0 where the
/// operand broadcasts over the images), blockIdx.z a slice of the rows.
template <typename T>
__global__ void broadcastSumKernel(const T *dy, const T *a, Dims4 dims, Layout layout,
                                   bool overImages, float *accumulator) {
  __shared__ float partial[8][33];
  int64_t c = int64_t(blockIdx.x) * 32 + threadIdx.x;
  int64_t image = blockIdx.y, plane = dims.h * dims.w;
  int64_t rows = overImages ? dims.n * plane : plane;
  float sum = 0.f;
  if (c < dims.c)
    for (int64_t r = int64_t(blockIdx.z) * 8 + threadIdx.y; r < rows;
         r += int64_t(gridDim.z) * 8) {
      int64_t n = overImages ? r / plane : image, pixel = overImages ? r % plane : r;
      int64_t i = layout == Layout::NHWC ? (n * plane + pixel) * dims.c + c
                                         : (n * dims.c + c) * plane + pixel;
      float g = toFloat(dy[i]);
      sum += a ? g * toFloat(a[i]) : g;
    }
  partial[threadIdx.y][threadIdx.x] = sum;
  __syncthreads();
  if (threadIdx.y == 0 && c < dims.c) {
    for (int k = 1; k < 8; ++k)
      sum += partial[k][threadIdx.x];
    atomicAdd(&accumulator[image * dims.c + c], sum);
  }
}
} // namespace

void biasActivationInto(void *x, const void *bias, void *y, const Dims4 &dims,
                        Layout layout, Activation activation, DataKind kind,
                        cudaStream_t stream) {
  dispatch(kind, [&](auto tag) {
    using T = decltype(tag);
    constexpr int kLanes = Pack<T>::kLanes;
    size_t count = size_t(dims.count());
    bool channelsInnermost = layout == Layout::NHWC || dims.h * dims.w == 1;
    if (channelsInnermost && dims.c % kLanes == 0 && packable(count, sizeof(T), {x, y})) {
      size_t packs = count / kLanes;
      biasActivationIntoPackedKernel<T><<<blocksFor(packs), kThreads, 0, stream>>>(
          static_cast<Pack<T> *>(x), static_cast<const T *>(bias), static_cast<Pack<T> *>(y),
          packs, dims.c, activation);
    } else {
      biasActivationIntoKernel<T><<<blocksFor(count), kThreads, 0, stream>>>(
          static_cast<T *>(x), static_cast<const T *>(bias), static_cast<T *>(y), dims, layout,
          activation);
    }
  });
  NETC_CHECK_LAUNCH("biasActivationIntoKernel");
}

void broadcastGradient(const void *dy, const void *a, const Dims4 &dims, Layout layout,
                       bool broadcastOverImages, void *db, float *accumulator, DataKind kind,
                       cudaStream_t stream) {
  int64_t images = broadcastOverImages ? 1 : dims.n;
  if (images > 65535)
    throw RuntimeError("broadcast gradient: " + std::to_string(images) +
                       " images, past the kernel's grid (65,535)");
  size_t outputs = size_t(images * dims.c);
  NETC_CUDA_CHECK(cudaMemsetAsync(accumulator, 0, outputs * sizeof(float), stream));
  int64_t rows = (broadcastOverImages ? dims.n : 1) * dims.h * dims.w;
  // Slices of the rows up to ~2,048 blocks (16 an SM): squeeze-and-
  // excitation's few channels over 112 x 112 pixels need the whole GPU
  // reading, at most one atomic per channel and block.
  int64_t blocksPerSlice = ((dims.c + 31) / 32) * images;
  int64_t slices = std::clamp<int64_t>(2048 / std::max<int64_t>(blocksPerSlice, 1), 1,
                                       std::max<int64_t>((rows + 63) / 64, 1));
  dim3 grid(unsigned((dims.c + 31) / 32), unsigned(images), unsigned(std::min<int64_t>(slices, 65535)));
  dispatch(kind, [&](auto tag) {
    using T = decltype(tag);
    broadcastSumKernel<T><<<grid, dim3(32, 8), 0, stream>>>(
        static_cast<const T *>(dy), static_cast<const T *>(a), dims, layout, broadcastOverImages,
        accumulator);
  });
  NETC_CHECK_LAUNCH("broadcastSumKernel");
  convertFromFloat(accumulator, db, kind, outputs, stream);
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

void activationGradient(const void *y, const void *x, const void *dy, void *dz, size_t count,
                        Activation activation, DataKind kind, cudaStream_t stream) {
  if (!x)
    requireSlopeFromOutput(activation);
  const void *value = x ? x : y;
  dispatch(kind, [&](auto tag) {
    using T = decltype(tag);
    auto launch = [&](auto fromInput) {
      constexpr bool kFromInput = decltype(fromInput)::value;
      if (packable(count, sizeof(T), {value, dy, dz})) {
        size_t packs = count / Pack<T>::kLanes;
        activationGradientPackedKernel<T, kFromInput><<<blocksFor(packs), kThreads, 0, stream>>>(
            static_cast<const Pack<T> *>(value), static_cast<const Pack<T> *>(dy),
            static_cast<Pack<T> *>(dz), packs, activation);
      } else {
        activationGradientKernel<T, kFromInput><<<blocksFor(count), kThreads, 0, stream>>>(
            static_cast<const T *>(value), static_cast<const T *>(dy), static_cast<T *>(dz),
            count, activation);
      }
    };
    if (x)
      launch(std::true_type{});
    else
      launch(std::false_type{});
  });
  NETC_CHECK_LAUNCH("activationGradientKernel");
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
} // namespace netc::runtime::kernels
