//===- CpuReference.cpp - Straightforward double-precision layers ---------===//

#include "CpuReference.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace netc::reference {

size_t HostTensor::offset(int64_t n, int64_t c, int64_t h, int64_t w) const {
  const Dims4 &d = dims;
  if (layout == Layout::NHWC)
    return size_t(((n * d.h + h) * d.w + w) * d.c + c);
  return size_t(((n * d.c + c) * d.h + h) * d.w + w);
}

double relativeError(const std::vector<double> &actual, const std::vector<double> &expected) {
  if (actual.size() != expected.size())
    return std::numeric_limits<double>::infinity();
  double difference = 0, norm = 0;
  for (size_t i = 0; i < actual.size(); ++i) {
    if (std::isnan(actual[i]))
      return std::numeric_limits<double>::infinity(); // NaN never passes
    difference += (actual[i] - expected[i]) * (actual[i] - expected[i]);
    norm += expected[i] * expected[i];
  }
  return norm == 0 ? std::sqrt(difference) : std::sqrt(difference / norm);
}

double activate(double x, Activation activation) {
  switch (activation) {
  case Activation::None: return x;
  case Activation::Relu: return x > 0 ? x : 0;
  case Activation::Tanh: return std::tanh(x);
  case Activation::Sigmoid: return 1 / (1 + std::exp(-x));
  case Activation::Relu6: return std::min(std::max(x, 0.0), 6.0);
  case Activation::HardSigmoid: return std::min(std::max(x + 3, 0.0), 6.0) / 6;
  case Activation::HardSwish: return x * std::min(std::max(x + 3, 0.0), 6.0) / 6;
  case Activation::Silu: return x / (1 + std::exp(-x));
  case Activation::Gelu: return 0.5 * x * (1 + std::erf(x / std::sqrt(2.0)));
  }
  return x;
}

/// act'(x) in double, one-sided at the kinks as the runtime takes them
/// (hard swish's slope is 0 at -3 and 1 at 3, hard sigmoid's 0 at both).
static double slopeFromInput(double x, Activation activation) {
  switch (activation) {
  case Activation::None: return 1;
  case Activation::Relu: return x > 0 ? 1 : 0;
  case Activation::Tanh: return 1 - std::tanh(x) * std::tanh(x);
  case Activation::Sigmoid: {
    double s = 1 / (1 + std::exp(-x));
    return s * (1 - s);
  }
  case Activation::Relu6: return x > 0 && x < 6 ? 1 : 0;
  case Activation::HardSigmoid: return x > -3 && x < 3 ? 1.0 / 6 : 0;
  case Activation::HardSwish: return x <= -3 ? 0 : x >= 3 ? 1 : (2 * x + 3) / 6;
  case Activation::Silu: {
    double s = 1 / (1 + std::exp(-x));
    return s * (1 + x * (1 - s));
  }
  case Activation::Gelu:
    return 0.5 * (1 + std::erf(x / std::sqrt(2.0))) +
           x * std::exp(-0.5 * x * x) / std::sqrt(2 * 3.14159265358979323846);
  }
  return 1;
}

HostTensor activationGradientFromInput(const HostTensor &x, const HostTensor &dy,
                                       Activation activation) {
  HostTensor dz = dy;
  for (size_t i = 0; i < dz.values.size(); ++i)
    dz.values[i] = dy.values[i] * slopeFromInput(x.values[i], activation);
  return dz;
}

static double slopeFromOutput(double y, Activation activation) {
  switch (activation) {
  case Activation::None: return 1;
  case Activation::Relu: return y > 0 ? 1 : 0;
  case Activation::Tanh: return 1 - y * y;
  case Activation::Sigmoid: return y * (1 - y);
  case Activation::Relu6: return y > 0 && y < 6 ? 1 : 0;
  case Activation::HardSigmoid: return y > 0 && y < 1 ? 1.0 / 6 : 0;
  case Activation::HardSwish:
  case Activation::Silu:
  case Activation::Gelu: return std::nan(""); // not a function of y (the runtime refuses)
  }
  return 1;
}

HostTensor activationGradient(const HostTensor &y, const HostTensor &dy, Activation activation) {
  HostTensor dz = dy;
  for (size_t i = 0; i < dz.values.size(); ++i)
    dz.values[i] = dy.values[i] * slopeFromOutput(y.values[i], activation);
  return dz;
}

/// Calls visit(n, k, oh, ow, c, ih, iw, r, s) for every multiply of a
/// convolution whose input element lies inside the (unpadded) input.
template <typename Visit>
static void forEachConvolutionTap(const Dims4 &in, const Dims4 &filter, const Dims4 &out,
                                  Strides stride, Pads pad, Visit visit) {
  for (int64_t n = 0; n < out.n; ++n)
    for (int64_t k = 0; k < out.c; ++k)
      for (int64_t oh = 0; oh < out.h; ++oh)
        for (int64_t ow = 0; ow < out.w; ++ow)
          for (int64_t r = 0; r < filter.h; ++r) {
            int64_t ih = oh * stride[0] + r - pad[0];
            if (ih < 0 || ih >= in.h)
              continue;
            for (int64_t s = 0; s < filter.w; ++s) {
              int64_t iw = ow * stride[1] + s - pad[2];
              if (iw < 0 || iw >= in.w)
                continue;
              for (int64_t c = 0; c < in.c; ++c)
                visit(n, k, oh, ow, c, ih, iw, r, s);
            }
          }
}

HostTensor convolutionForward(const HostTensor &x, const HostTensor &filter,
                              const std::vector<double> &bias, Strides stride, Pads pad,
                              const Dims4 &outputDims, Activation activation) {
  HostTensor y(outputDims, x.layout);
  forEachConvolutionTap(x.dims, filter.dims, outputDims, stride, pad,
                        [&](int64_t n, int64_t k, int64_t oh, int64_t ow, int64_t c, int64_t ih,
                            int64_t iw, int64_t r, int64_t s) {
                          y.at(n, k, oh, ow) += x.at(n, c, ih, iw) * filter.at(k, c, r, s);
                        });
  for (int64_t n = 0; n < y.dims.n; ++n)
    for (int64_t k = 0; k < y.dims.c; ++k)
      for (int64_t h = 0; h < y.dims.h; ++h)
        for (int64_t w = 0; w < y.dims.w; ++w) {
          double &value = y.at(n, k, h, w);
          value = activate(value + (bias.empty() ? 0.0 : bias[k]), activation);
        }
  return y;
}

HostTensor convolutionBackwardData(const HostTensor &filter, const HostTensor &dz,
                                   Strides stride, Pads pad, const Dims4 &inputDims) {
  HostTensor dx(inputDims, dz.layout);
  forEachConvolutionTap(inputDims, filter.dims, dz.dims, stride, pad,
                        [&](int64_t n, int64_t k, int64_t oh, int64_t ow, int64_t c, int64_t ih,
                            int64_t iw, int64_t r, int64_t s) {
                          dx.at(n, c, ih, iw) += dz.at(n, k, oh, ow) * filter.at(k, c, r, s);
                        });
  return dx;
}

HostTensor convolutionBackwardFilter(const HostTensor &x, const HostTensor &dz, Strides stride,
                                     Pads pad, const Dims4 &filterDims) {
  HostTensor dw(filterDims, x.layout);
  forEachConvolutionTap(x.dims, filterDims, dz.dims, stride, pad,
                        [&](int64_t n, int64_t k, int64_t oh, int64_t ow, int64_t c, int64_t ih,
                            int64_t iw, int64_t r, int64_t s) {
                          dw.at(k, c, r, s) += x.at(n, c, ih, iw) * dz.at(n, k, oh, ow);
                        });
  return dw;
}

std::vector<double> biasGradient(const HostTensor &dz) {
  std::vector<double> db(size_t(dz.dims.c), 0.0);
  for (int64_t n = 0; n < dz.dims.n; ++n)
    for (int64_t c = 0; c < dz.dims.c; ++c)
      for (int64_t h = 0; h < dz.dims.h; ++h)
        for (int64_t w = 0; w < dz.dims.w; ++w)
          db[c] += dz.at(n, c, h, w);
  return db;
}

/// Calls visit(n, c, oh, ow, ih, iw) for the input elements of each window.
template <typename Visit>
static void forEachPoolTap(const Dims4 &in, const Dims4 &out, std::array<int64_t, 2> window,
                           Strides stride, Pads pad, Visit visit) {
  for (int64_t n = 0; n < out.n; ++n)
    for (int64_t c = 0; c < out.c; ++c)
      for (int64_t oh = 0; oh < out.h; ++oh)
        for (int64_t ow = 0; ow < out.w; ++ow)
          for (int64_t r = 0; r < window[0]; ++r)
            for (int64_t s = 0; s < window[1]; ++s) {
              int64_t ih = oh * stride[0] + r - pad[0], iw = ow * stride[1] + s - pad[2];
              if (ih >= 0 && ih < in.h && iw >= 0 && iw < in.w)
                visit(n, c, oh, ow, ih, iw);
            }
}

HostTensor poolForward(const HostTensor &x, bool max, std::array<int64_t, 2> window,
                       Strides stride, Pads pad, const Dims4 &outputDims) {
  HostTensor y(outputDims, x.layout);
  if (max)
    std::fill(y.values.begin(), y.values.end(), -std::numeric_limits<double>::infinity());
  double area = double(window[0] * window[1]);
  forEachPoolTap(x.dims, outputDims, window, stride, pad,
                 [&](int64_t n, int64_t c, int64_t oh, int64_t ow, int64_t ih, int64_t iw) {
                   double &out = y.at(n, c, oh, ow);
                   double value = x.at(n, c, ih, iw);
                   out = max ? std::max(out, value) : out + value / area;
                 });
  return y;
}

HostTensor poolBackward(const HostTensor &x, const HostTensor &dy, bool max,
                        std::array<int64_t, 2> window, Strides stride, Pads pad) {
  HostTensor dx(x.dims, x.layout);
  if (!max) {
    double area = double(window[0] * window[1]);
    forEachPoolTap(x.dims, dy.dims, window, stride, pad,
                   [&](int64_t n, int64_t c, int64_t oh, int64_t ow, int64_t ih, int64_t iw) {
                     dx.at(n, c, ih, iw) += dy.at(n, c, oh, ow) / area;
                   });
    return dx;
  }
  // The gradient goes to the window's maximum (the tests use inputs without
  // ties, so which maximum is unambiguous).
  HostTensor best(dy.dims, dy.layout);
  std::vector<size_t> where(best.values.size(), 0);
  std::fill(best.values.begin(), best.values.end(), -std::numeric_limits<double>::infinity());
  forEachPoolTap(x.dims, dy.dims, window, stride, pad,
                 [&](int64_t n, int64_t c, int64_t oh, int64_t ow, int64_t ih, int64_t iw) {
                   size_t o = best.offset(n, c, oh, ow);
                   if (x.at(n, c, ih, iw) > best.values[o]) {
                     best.values[o] = x.at(n, c, ih, iw);
                     where[o] = x.offset(n, c, ih, iw);
                   }
                 });
  for (size_t o = 0; o < where.size(); ++o)
    dx.values[where[o]] += dy.values[o];
  return dx;
}

/// The channels of c's window: size channels centred on c.
static std::pair<int64_t, int64_t> lrnWindow(int64_t c, int64_t size, int64_t channels) {
  int64_t before = (size - 1) / 2, after = size - 1 - before;
  return {std::max<int64_t>(0, c - before), std::min<int64_t>(channels - 1, c + after)};
}

/// s = k + alpha / size * sum of x^2 over the window, per element.
static HostTensor lrnScale(const HostTensor &x, int64_t size, double alpha, double k) {
  HostTensor scale(x.dims, x.layout);
  const Dims4 &d = x.dims;
  for (int64_t n = 0; n < d.n; ++n)
    for (int64_t h = 0; h < d.h; ++h)
      for (int64_t w = 0; w < d.w; ++w)
        for (int64_t c = 0; c < d.c; ++c) {
          auto [first, last] = lrnWindow(c, size, d.c);
          double sum = 0;
          for (int64_t j = first; j <= last; ++j)
            sum += x.at(n, j, h, w) * x.at(n, j, h, w);
          scale.at(n, c, h, w) = k + alpha / double(size) * sum;
        }
  return scale;
}

HostTensor lrnForward(const HostTensor &x, int64_t size, double alpha, double beta, double k) {
  HostTensor scale = lrnScale(x, size, alpha, k);
  HostTensor y(x.dims, x.layout);
  for (size_t i = 0; i < y.values.size(); ++i)
    y.values[i] = x.values[i] * std::pow(scale.values[i], -beta);
  return y;
}

HostTensor lrnBackward(const HostTensor &x, const HostTensor &dy, int64_t size, double alpha,
                       double beta, double k) {
  // dx_i = dy_i s_i^-beta - 2 alpha beta / size * x_i * sum over windows j
  // containing i of dy_j x_j s_j^(-beta-1); windows are symmetric, so those j
  // are the window of i.
  HostTensor scale = lrnScale(x, size, alpha, k);
  HostTensor dx(x.dims, x.layout);
  const Dims4 &d = x.dims;
  for (int64_t n = 0; n < d.n; ++n)
    for (int64_t h = 0; h < d.h; ++h)
      for (int64_t w = 0; w < d.w; ++w)
        for (int64_t c = 0; c < d.c; ++c) {
          auto [first, last] = lrnWindow(c, size, d.c);
          double sum = 0;
          for (int64_t j = first; j <= last; ++j)
            sum += dy.at(n, j, h, w) * x.at(n, j, h, w) *
                   std::pow(scale.at(n, j, h, w), -beta - 1);
          dx.at(n, c, h, w) = dy.at(n, c, h, w) * std::pow(scale.at(n, c, h, w), -beta) -
                              2 * alpha * beta / double(size) * x.at(n, c, h, w) * sum;
        }
  return dx;
}

/// Per channel: mean and 1 / sqrt(biased variance + epsilon).
static void channelStatistics(const HostTensor &x, double epsilon, std::vector<double> &mean,
                              std::vector<double> &inverseStd) {
  const Dims4 &d = x.dims;
  double m = double(d.n * d.h * d.w);
  mean.assign(size_t(d.c), 0.0);
  inverseStd.assign(size_t(d.c), 0.0);
  for (int64_t c = 0; c < d.c; ++c) {
    double sum = 0, squares = 0;
    for (int64_t n = 0; n < d.n; ++n)
      for (int64_t h = 0; h < d.h; ++h)
        for (int64_t w = 0; w < d.w; ++w)
          sum += x.at(n, c, h, w);
    mean[c] = sum / m;
    for (int64_t n = 0; n < d.n; ++n)
      for (int64_t h = 0; h < d.h; ++h)
        for (int64_t w = 0; w < d.w; ++w)
          squares += (x.at(n, c, h, w) - mean[c]) * (x.at(n, c, h, w) - mean[c]);
    inverseStd[c] = 1 / std::sqrt(squares / m + epsilon);
  }
}

HostTensor batchNormForward(const HostTensor &x, const std::vector<double> &scale,
                            const std::vector<double> &shift, double epsilon,
                            Activation activation) {
  std::vector<double> mean, inverseStd;
  channelStatistics(x, epsilon, mean, inverseStd);
  HostTensor y(x.dims, x.layout);
  const Dims4 &d = x.dims;
  for (int64_t n = 0; n < d.n; ++n)
    for (int64_t c = 0; c < d.c; ++c)
      for (int64_t h = 0; h < d.h; ++h)
        for (int64_t w = 0; w < d.w; ++w)
          y.at(n, c, h, w) = activate(
              scale[c] * (x.at(n, c, h, w) - mean[c]) * inverseStd[c] + shift[c], activation);
  return y;
}

BatchNormGradients batchNormBackward(const HostTensor &x, const HostTensor &dz,
                                     const std::vector<double> &scale, double epsilon) {
  std::vector<double> mean, inverseStd;
  channelStatistics(x, epsilon, mean, inverseStd);
  const Dims4 &d = x.dims;
  double m = double(d.n * d.h * d.w);
  BatchNormGradients g{HostTensor(d, x.layout), std::vector<double>(size_t(d.c), 0.0),
                       std::vector<double>(size_t(d.c), 0.0)};
  for (int64_t c = 0; c < d.c; ++c) {
    for (int64_t n = 0; n < d.n; ++n)
      for (int64_t h = 0; h < d.h; ++h)
        for (int64_t w = 0; w < d.w; ++w) {
          double normalised = (x.at(n, c, h, w) - mean[c]) * inverseStd[c];
          g.dshift[c] += dz.at(n, c, h, w);
          g.dscale[c] += dz.at(n, c, h, w) * normalised;
        }
    for (int64_t n = 0; n < d.n; ++n)
      for (int64_t h = 0; h < d.h; ++h)
        for (int64_t w = 0; w < d.w; ++w) {
          double normalised = (x.at(n, c, h, w) - mean[c]) * inverseStd[c];
          g.dx.at(n, c, h, w) = scale[c] * inverseStd[c] / m *
                                (m * dz.at(n, c, h, w) - g.dshift[c] - normalised * g.dscale[c]);
        }
  }
  return g;
}

HostTensor softmaxForward(const HostTensor &x) {
  HostTensor y(x.dims, x.layout);
  for (int64_t n = 0; n < x.dims.n; ++n) {
    double largest = -std::numeric_limits<double>::infinity(), sum = 0;
    for (int64_t c = 0; c < x.dims.c; ++c)
      largest = std::max(largest, x.at(n, c, 0, 0));
    for (int64_t c = 0; c < x.dims.c; ++c)
      sum += std::exp(x.at(n, c, 0, 0) - largest);
    for (int64_t c = 0; c < x.dims.c; ++c)
      y.at(n, c, 0, 0) = std::exp(x.at(n, c, 0, 0) - largest) / sum;
  }
  return y;
}

HostTensor softmaxBackward(const HostTensor &y, const HostTensor &dy) {
  HostTensor dx(y.dims, y.layout);
  for (int64_t n = 0; n < y.dims.n; ++n) {
    double dot = 0;
    for (int64_t c = 0; c < y.dims.c; ++c)
      dot += y.at(n, c, 0, 0) * dy.at(n, c, 0, 0);
    for (int64_t c = 0; c < y.dims.c; ++c)
      dx.at(n, c, 0, 0) = y.at(n, c, 0, 0) * (dy.at(n, c, 0, 0) - dot);
  }
  return dx;
}

std::vector<double> innerProductForward(const std::vector<double> &x,
                                        const std::vector<double> &weights,
                                        const std::vector<double> &bias, int64_t batch,
                                        int64_t inputs, int64_t outputs, Activation activation) {
  std::vector<double> y(size_t(batch * outputs), 0.0);
  for (int64_t n = 0; n < batch; ++n)
    for (int64_t m = 0; m < outputs; ++m) {
      double sum = bias.empty() ? 0.0 : bias[m];
      for (int64_t k = 0; k < inputs; ++k)
        sum += x[n * inputs + k] * weights[m * inputs + k];
      y[n * outputs + m] = activate(sum, activation);
    }
  return y;
}

InnerProductGradients innerProductBackward(const std::vector<double> &x,
                                           const std::vector<double> &weights,
                                           const std::vector<double> &dz, int64_t batch,
                                           int64_t inputs, int64_t outputs) {
  InnerProductGradients g{std::vector<double>(size_t(batch * inputs), 0.0),
                          std::vector<double>(size_t(inputs * outputs), 0.0),
                          std::vector<double>(size_t(outputs), 0.0)};
  for (int64_t n = 0; n < batch; ++n)
    for (int64_t m = 0; m < outputs; ++m) {
      double gradient = dz[n * outputs + m];
      g.dbias[m] += gradient;
      for (int64_t k = 0; k < inputs; ++k) {
        g.dweights[m * inputs + k] += x[n * inputs + k] * gradient;
        g.dx[n * inputs + k] += weights[m * inputs + k] * gradient;
      }
    }
  return g;
}

static double combine(const std::vector<std::vector<double>> &inputs, size_t i,
                      ElementwiseKind kind) {
  double value = inputs[0][i];
  for (size_t k = 1; k < inputs.size(); ++k)
    value = kind == ElementwiseKind::Sum       ? value + inputs[k][i]
            : kind == ElementwiseKind::Product ? value * inputs[k][i]
                                               : std::max(value, inputs[k][i]);
  return value;
}

std::vector<double> elementwiseForward(const std::vector<std::vector<double>> &inputs,
                                       ElementwiseKind kind, Activation activation) {
  std::vector<double> y(inputs[0].size());
  for (size_t i = 0; i < y.size(); ++i)
    y[i] = activate(combine(inputs, i, kind), activation);
  return y;
}

std::vector<std::vector<double>> elementwiseBackward(
    const std::vector<std::vector<double>> &inputs, const std::vector<double> &y,
    const std::vector<double> &dy, ElementwiseKind kind, Activation activation) {
  std::vector<std::vector<double>> dx(inputs.size(), std::vector<double>(y.size(), 0.0));
  for (size_t i = 0; i < y.size(); ++i) {
    double dz = dy[i] * slopeFromOutput(y[i], activation);
    size_t argmax = 0;
    for (size_t k = 1; k < inputs.size(); ++k)
      if (inputs[k][i] > inputs[argmax][i])
        argmax = k;
    for (size_t k = 0; k < inputs.size(); ++k) {
      double gradient = dz;
      if (kind == ElementwiseKind::Product)
        for (size_t j = 0; j < inputs.size(); ++j)
          gradient *= j == k ? 1.0 : inputs[j][i];
      if (kind == ElementwiseKind::Max)
        gradient = k == argmax ? dz : 0.0;
      dx[k][i] = gradient;
    }
  }
  return dx;
}

/// The NHWC coordinate `axis` of (n, c, h, w).
static int64_t &axisCoordinate(std::array<int64_t, 4> &nchw, int64_t axis) {
  const int nchwIndexOfNhwcAxis[4] = {0, 2, 3, 1};
  return nchw[nchwIndexOfNhwcAxis[axis]];
}

HostTensor concatForward(const std::vector<HostTensor> &inputs, int64_t axis,
                         const Dims4 &outputDims) {
  HostTensor y(outputDims, inputs[0].layout);
  int64_t offset = 0;
  for (const HostTensor &x : inputs) {
    const Dims4 &d = x.dims;
    for (int64_t n = 0; n < d.n; ++n)
      for (int64_t c = 0; c < d.c; ++c)
        for (int64_t h = 0; h < d.h; ++h)
          for (int64_t w = 0; w < d.w; ++w) {
            std::array<int64_t, 4> at{n, c, h, w};
            axisCoordinate(at, axis) += offset;
            y.at(at[0], at[1], at[2], at[3]) = x.at(n, c, h, w);
          }
    std::array<int64_t, 4> extent{d.n, d.c, d.h, d.w};
    offset += axisCoordinate(extent, axis);
  }
  return y;
}

std::vector<HostTensor> concatBackward(const HostTensor &dy, const std::vector<Dims4> &inputDims,
                                       int64_t axis) {
  std::vector<HostTensor> dx;
  int64_t offset = 0;
  for (const Dims4 &d : inputDims) {
    HostTensor part(d, dy.layout);
    for (int64_t n = 0; n < d.n; ++n)
      for (int64_t c = 0; c < d.c; ++c)
        for (int64_t h = 0; h < d.h; ++h)
          for (int64_t w = 0; w < d.w; ++w) {
            std::array<int64_t, 4> at{n, c, h, w};
            axisCoordinate(at, axis) += offset;
            part.at(n, c, h, w) = dy.at(at[0], at[1], at[2], at[3]);
          }
    std::array<int64_t, 4> extent{d.n, d.c, d.h, d.w};
    offset += axisCoordinate(extent, axis);
    dx.push_back(std::move(part));
  }
  return dx;
}

} // namespace netc::reference
