//===- KernelSupport.cuh - What the runtime's kernel files share -*- CUDA -*-===//
//
// Private to runtime/*.cu: the block size, the storage types' conversions to
// and from float, 16-byte packs, the dispatch on DataKind, the activations
// and the grid-stride loop. Everything here is inline, in an unnamed
// namespace, as if written in each file that includes it.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_KERNELSUPPORT_CUH
#define NETC_RUNTIME_KERNELSUPPORT_CUH

#include "Error.h"
#include "Kernels.h"

#include <cuda_bf16.h>
#include <cuda_fp16.h>

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <string>

namespace netc::runtime::kernels {
namespace {


constexpr int kThreads = 256;

inline unsigned blocksFor(size_t count) {
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
inline bool packable(size_t count, size_t elementBytes, std::initializer_list<const void *> pointers) {
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

/// act'(x) from the activation's input x: every activation, those whose
/// slope the output does not give included (hard swish, SiLU, GELU).
__device__ inline float activationSlopeFromInput(float x, Activation activation) {
  switch (activation) {
  case Activation::None: return 1.f;
  case Activation::Relu: return x > 0.f ? 1.f : 0.f;
  case Activation::Tanh: {
    float t = tanhf(x);
    return 1.f - t * t;
  }
  case Activation::Sigmoid: {
    float s = 1.f / (1.f + expf(-x));
    return s * (1.f - s);
  }
  case Activation::Relu6: return x > 0.f && x < 6.f ? 1.f : 0.f;
  case Activation::HardSigmoid: return x > -3.f && x < 3.f ? 1.f / 6.f : 0.f;
  // x * relu6(x + 3) / 6: 0 below -3, 1 above 3, (2x + 3) / 6 between.
  case Activation::HardSwish: return x <= -3.f ? 0.f : x >= 3.f ? 1.f : (2.f * x + 3.f) / 6.f;
  // x * s(x): s + x * s * (1 - s).
  case Activation::Silu: {
    float s = 1.f / (1.f + expf(-x));
    return s * (1.f + x * (1.f - s));
  }
  // x * Phi(x): Phi(x) + x * phi(x).
  case Activation::Gelu:
    return 0.5f * (1.f + erff(x * 0.70710678118654752f)) +
           x * 0.39894228040143268f * expf(-0.5f * x * x);
  }
  return 1.f;
}

/// Dims4::count is host code; kernels use this.
__device__ inline int64_t countOf(Dims4 d) { return d.n * d.c * d.h * d.w; }

/// The activations whose slope the output alone does not give.
inline void requireSlopeFromOutput(Activation activation) {
  if (slopeNeedsInput(activation))
    throw RuntimeError(std::string("the gradient of ") + activationName(activation) +
                           " needs the activation's input, which netc-runtime does not keep "
                           "yet (backward passes of this layer are unsupported)",
                       RuntimeError::Kind::Unsupported);
}

#define GRID_STRIDE_LOOP(i, count)                                                      \
  for (int64_t i = blockIdx.x * int64_t(blockDim.x) + threadIdx.x; i < int64_t(count);  \
       i += int64_t(blockDim.x) * gridDim.x)

} // namespace
} // namespace netc::runtime::kernels

#endif // NETC_RUNTIME_KERNELSUPPORT_CUH
