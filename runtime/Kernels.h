//===- Kernels.h - The runtime's own small CUDA kernels ---------*- C++ -*-===//
//
// What cuDNN and cuBLAS do not do for us: seeded random initialisation,
// explicit padding for asymmetric (SAME) pads, the bias + activation epilogue
// of convolutions and inner products and its gradient, elementwise
// combinations, dropout's mask multiply and element-type conversion. Each
// works on float, half or bfloat16 storage and computes in float.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_KERNELS_H
#define NETC_RUNTIME_KERNELS_H

#include "Tensor.h"

#include <cuda_runtime_api.h>

#include <cstdint>
#include <vector>

namespace netc::runtime::kernels {

/// The most inputs an elementwise layer may have (they travel by value).
inline constexpr int kMaxElementwiseInputs = 8;

/// Uniform values in [low, high) from a hash of (seed, index): reproducible
/// from the seed alone, no generator state to allocate.
void fillUniform(void *data, size_t count, DataKind kind, uint64_t seed, float low,
                 float high, cudaStream_t stream);

/// A dropout mask: 1 / keepProb with probability keepProb, otherwise 0.
void fillDropoutMask(void *mask, size_t count, DataKind kind, uint64_t seed,
                     float keepProb, cudaStream_t stream);

void convertToFloat(const void *source, DataKind kind, float *target, size_t count,
                    cudaStream_t stream);
void convertFromFloat(const float *source, void *target, DataKind kind, size_t count,
                      cudaStream_t stream);
/// `count` elements of device memory, as floats on the host (converted on
/// the device first; waits for the stream).
std::vector<float> downloadAsFloats(const void *source, DataKind kind, size_t count,
                                    cudaStream_t stream);

/// Copies `source` into `target`, which is larger by the pads, at offset
/// (padTop, padLeft) and fills the border with `fill`.
void padTensor(const void *source, const Dims4 &sourceDims, void *target,
               const Dims4 &targetDims, int64_t padTop, int64_t padLeft, float fill,
               Layout layout, DataKind kind, cudaStream_t stream);

/// The inverse of padTensor: copies the interior of `source` at (padTop,
/// padLeft) to `target`.
void cropTensor(const void *source, const Dims4 &sourceDims, void *target,
                const Dims4 &targetDims, int64_t padTop, int64_t padLeft, Layout layout,
                DataKind kind, cudaStream_t stream);

/// y = act(y + bias[c]) in place; `bias` may be null.
void biasActivation(void *y, const void *bias, const Dims4 &dims, Layout layout,
                    Activation activation, DataKind kind, cudaStream_t stream);

/// dz = dy * act'(.): from the activation's input `x` where the layer kept
/// it (non-null; every activation), else written in terms of the output `y`
/// (an activation whose slope needs x is then refused as unsupported).
void activationGradient(const void *y, const void *x, const void *dy, void *dz, size_t count,
                        Activation activation, DataKind kind, cudaStream_t stream);

/// Whether act'(x) needs the activation's input x (hard swish, SiLU, GELU):
/// a layer with such an activation keeps x ("pre_activation") in its
/// forward pass for its gradient.
inline bool slopeNeedsInput(Activation activation) {
  return activation == Activation::HardSwish || activation == Activation::Silu ||
         activation == Activation::Gelu;
}

/// The forward epilogue of a layer that keeps the activation's input for
/// its gradient: x += bias[c] in place (`bias` may be null), then
/// y = act(x) out of place.
void biasActivationInto(void *x, const void *bias, void *y, const Dims4 &dims,
                        Layout layout, Activation activation, DataKind kind,
                        cudaStream_t stream);

/// The gradient of a broadcast operand b of shape (n or 1, c, 1, 1) in
/// y = a op b, y of `dims`: db = the sum of dy (of a * dy for a product, `a`
/// non-null) over h and w, and over n too where `broadcastOverImages`.
/// Sums in `accumulator` (n x c or c floats, cleared here), then writes `db`
/// in the tensor's type.
void broadcastGradient(const void *dy, const void *a, const Dims4 &dims, Layout layout,
                       bool broadcastOverImages, void *db, float *accumulator, DataKind kind,
                       cudaStream_t stream);

/// y = act(x0 op x1 op ...).
void elementwiseForward(const std::vector<const void *> &inputs, void *y, size_t count,
                        ElementwiseKind op, Activation activation, DataKind kind,
                        cudaStream_t stream);

/// dx_i = dy * act'(y) * d(x0 op x1 ...)/dx_i; a null dx_i is skipped. For max
/// the gradient goes to the first input holding the maximum.
void elementwiseBackward(const std::vector<const void *> &inputs, const void *y,
                         const void *dy, const std::vector<void *> &inputGradients,
                         size_t count, ElementwiseKind op, Activation activation,
                         DataKind kind, cudaStream_t stream);

/// db[c] = sum of dz over n, h, w. `accumulator` holds dims.c floats of
/// scratch: partial sums meet there (atomicAdd) before the conversion to the
/// storage type. (cuDNN's cudnnConvolutionBackwardBias refuses bf16.)
void biasGradient(const void *dz, const Dims4 &dims, Layout layout, void *db,
                  float *accumulator, DataKind kind, cudaStream_t stream);

/// The reference transpose: y = x with its dimensions permuted (output
/// dimension i is input dimension permutation[i]); shape is x's, row-major,
/// rank 1 to 6. One thread per input element scatters it (netc's kernels
/// gather), in int64 indices.
void transposeReference(const void *x, void *y, const std::vector<int64_t> &shape,
                        const std::vector<int64_t> &permutation, DataKind kind,
                        cudaStream_t stream);

/// The reference layer norm over the last dimension: one thread per row of
/// `channels` elements, mean and biased variance in double (two passes),
/// y = (x - mean) / sqrt(var + epsilon) * gamma + beta (gamma, beta of the
/// storage type, [channels]; null for a layer norm without them).
void layerNormReference(const void *x, const void *gamma, const void *beta, void *y,
                        size_t rows, size_t channels, double epsilon, DataKind kind,
                        cudaStream_t stream);

/// y = x * mask (dropout forward, and its backward with x = dy).
void multiplyByMask(const void *x, const void *mask, void *y, size_t count, DataKind kind,
                    cudaStream_t stream);

} // namespace netc::runtime::kernels

#endif // NETC_RUNTIME_KERNELS_H
