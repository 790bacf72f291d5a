//===- CpuReference.h - Straightforward double-precision layers -*- C++ -*-===//
//
// The GPU tests' ground truth: every layer written as the textbook loops, in
// double, reading tensors in the same memory layout the GPU used. Slow and
// obviously right is the point.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_TEST_GPU_CPUREFERENCE_H
#define NETC_TEST_GPU_CPUREFERENCE_H

#include "Plan.h"
#include "Tensor.h"

#include <array>
#include <vector>

namespace netc::reference {

using runtime::Activation;
using runtime::Dims4;
using runtime::ElementwiseKind;
using runtime::Layout;

/// A 4-d tensor on the host, values in memory order of `layout`. Filters are
/// tensors too: (cout, cin, kh, kw) stored KRSC (NHWC) or KCRS (NCHW).
struct HostTensor {
  Dims4 dims;
  Layout layout = Layout::NHWC;
  std::vector<double> values;

  HostTensor() = default;
  HostTensor(const Dims4 &dims, Layout layout)
      : dims(dims), layout(layout), values(size_t(dims.count()), 0.0) {}
  size_t offset(int64_t n, int64_t c, int64_t h, int64_t w) const;
  double &at(int64_t n, int64_t c, int64_t h, int64_t w) { return values[offset(n, c, h, w)]; }
  double at(int64_t n, int64_t c, int64_t h, int64_t w) const {
    return values[offset(n, c, h, w)];
  }
};

/// ||actual - expected|| / ||expected|| over all elements (L2).
double relativeError(const std::vector<double> &actual, const std::vector<double> &expected);

double activate(double x, Activation activation);
/// dz = dy * act'(x) written with y = act(x).
HostTensor activationGradient(const HostTensor &y, const HostTensor &dy, Activation activation);
/// dy * act'(x) from the activation's input x: every activation, hard
/// swish, SiLU and GELU (whose slope the output does not give) included.
/// Pass the input the layer kept (its "pre_activation" buffer): hard swish's
/// slope jumps at +-3, where a 16-bit rounding of x decides the side.
HostTensor activationGradientFromInput(const HostTensor &x, const HostTensor &dy,
                                       Activation activation);

/// pad = {top, bottom, left, right}; stride = {sh, sw}.
using Pads = std::array<int64_t, 4>;
using Strides = std::array<int64_t, 2>;

HostTensor convolutionForward(const HostTensor &x, const HostTensor &filter,
                              const std::vector<double> &bias, Strides stride, Pads pad,
                              const Dims4 &outputDims, Activation activation);
HostTensor convolutionBackwardData(const HostTensor &filter, const HostTensor &dz,
                                   Strides stride, Pads pad, const Dims4 &inputDims);
HostTensor convolutionBackwardFilter(const HostTensor &x, const HostTensor &dz, Strides stride,
                                     Pads pad, const Dims4 &filterDims);
/// Sum of dz over n, h, w per channel.
std::vector<double> biasGradient(const HostTensor &dz);

/// Max pooling ignores padding; average pooling divides by the window size
/// (padding counts as zeros), as the runtime defines them.
HostTensor poolForward(const HostTensor &x, bool max, std::array<int64_t, 2> window,
                       Strides stride, Pads pad, const Dims4 &outputDims);
HostTensor poolBackward(const HostTensor &x, const HostTensor &dy, bool max,
                        std::array<int64_t, 2> window, Strides stride, Pads pad);

HostTensor lrnForward(const HostTensor &x, int64_t size, double alpha, double beta, double k);
HostTensor lrnBackward(const HostTensor &x, const HostTensor &dy, int64_t size, double alpha,
                       double beta, double k);

struct BatchNormGradients {
  HostTensor dx;
  std::vector<double> dscale, dshift;
};
HostTensor batchNormForward(const HostTensor &x, const std::vector<double> &scale,
                            const std::vector<double> &shift, double epsilon,
                            Activation activation);
/// `dz` is the gradient after the activation's (see activationGradient).
BatchNormGradients batchNormBackward(const HostTensor &x, const HostTensor &dz,
                                     const std::vector<double> &scale, double epsilon);

/// Over the C of (N, C, 1, 1).
HostTensor softmaxForward(const HostTensor &x);
HostTensor softmaxBackward(const HostTensor &y, const HostTensor &dy);

/// y[n][m] = act(sum_k x[n][k] W[m][k] + b[m]); x flattened per image in
/// memory order, W row-major [M][K] ([outputs][inputs], PyTorch's Linear).
std::vector<double> innerProductForward(const std::vector<double> &x,
                                        const std::vector<double> &weights,
                                        const std::vector<double> &bias, int64_t batch,
                                        int64_t inputs, int64_t outputs, Activation activation);
struct InnerProductGradients {
  std::vector<double> dx, dweights, dbias;
};
InnerProductGradients innerProductBackward(const std::vector<double> &x,
                                           const std::vector<double> &weights,
                                           const std::vector<double> &dz, int64_t batch,
                                           int64_t inputs, int64_t outputs);

std::vector<double> elementwiseForward(const std::vector<std::vector<double>> &inputs,
                                       ElementwiseKind kind, Activation activation);
std::vector<std::vector<double>> elementwiseBackward(
    const std::vector<std::vector<double>> &inputs, const std::vector<double> &y,
    const std::vector<double> &dy, ElementwiseKind kind, Activation activation);

/// `axis` in NHWC terms (0 n, 1 h, 2 w, 3 c).
HostTensor concatForward(const std::vector<HostTensor> &inputs, int64_t axis,
                         const Dims4 &outputDims);
std::vector<HostTensor> concatBackward(const HostTensor &dy, const std::vector<Dims4> &inputDims,
                                       int64_t axis);

} // namespace netc::reference

#endif // NETC_TEST_GPU_CPUREFERENCE_H
