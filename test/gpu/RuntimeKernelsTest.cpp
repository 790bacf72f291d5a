//===- RuntimeKernelsTest.cpp - The runtime's own kernels, both forms -----===//
//
// The bias + activation epilogue, the activation gradient and the bias
// gradient sit inside the reference's passes, and each has a packed form
// (16-byte loads) beside its element-by-element one. Both forms are checked
// here against sums in double on the host, in every storage type: the packed
// form on channel counts that fill whole packs, the element form where they do
// not, on a pointer that is not 16-byte aligned, on NCHW, and on rows wider
// than one block's packs. The gradients from the activation's input (hard
// swish, SiLU, GELU, and the rest) against the host's central differences of
// the activation itself, and the broadcast operand's gradient (squeeze-and-
// excitation's product, a layer scale) against host sums.
//
//===----------------------------------------------------------------------===//

#include "CpuReference.h"
#include "Error.h"
#include "Kernels.h"

#include <cuda_runtime.h>
#include <gtest/gtest.h>

#include <cmath>
#include <string>
#include <vector>

using namespace netc::runtime;
namespace ref = netc::reference;

namespace {

size_t bytesOf(DataKind kind) { return kind == DataKind::F32 ? 4 : 2; }

std::string kindName(DataKind kind) {
  switch (kind) {
  case DataKind::F32: return "f32";
  case DataKind::F16: return "f16";
  case DataKind::BF16: return "bf16";
  }
  return "?";
}

/// `count` random elements of `kind` in device memory, `offset` elements past
/// a 256-byte aligned allocation (offset 1 makes every 16-byte load
/// misaligned, which must select the element form).
class DeviceTensor {
public:
  DeviceTensor(DataKind kind, size_t count, uint64_t seed, size_t offset = 0,
               float range = 1.f)
      : kind(kind), count(count) {
    NETC_CUDA_CHECK(cudaMalloc(&base, (count + offset) * bytesOf(kind)));
    data = static_cast<char *>(base) + offset * bytesOf(kind);
    kernels::fillUniform(data, count, kind, seed, -range, range, nullptr);
  }
  ~DeviceTensor() { cudaFree(base); }
  DeviceTensor(const DeviceTensor &) = delete;
  DeviceTensor &operator=(const DeviceTensor &) = delete;

  /// The values as stored (rounded to the storage type), for the host sums.
  std::vector<float> values() const {
    return kernels::downloadAsFloats(data, kind, count, nullptr);
  }

  DataKind kind;
  size_t count;
  void *base = nullptr;
  void *data = nullptr;
};

/// Accepted error relative to max(1, |expected|): the result is rounded to
/// the storage type once (2^-8 for bf16); fp32 sums differ in order only.
double tolerance(DataKind kind) { return kind == DataKind::F32 ? 1e-5 : 1e-2; }

void expectClose(const std::vector<float> &got, const std::vector<double> &want, DataKind kind,
                 const std::string &what) {
  ASSERT_EQ(got.size(), want.size()) << what;
  size_t wrong = 0;
  for (size_t i = 0; i < got.size(); ++i) {
    double allowed = tolerance(kind) * std::max(1.0, std::abs(want[i]));
    if (!(std::abs(double(got[i]) - want[i]) <= allowed) && wrong++ < 5)
      ADD_FAILURE() << what << " [" << i << "]: got " << got[i] << ", expected " << want[i];
  }
  EXPECT_EQ(wrong, 0u) << what;
}

class RuntimeKernels : public ::testing::TestWithParam<DataKind> {};

struct BiasCase {
  Dims4 dims;
  Layout layout;
  size_t offset;
  const char *form; ///< which form the shape selects (for the message)
};

TEST_P(RuntimeKernels, BiasGradientSumsEveryChannel) {
  DataKind kind = GetParam();
  const BiasCase cases[] = {
      {{2, 64, 5, 7}, Layout::NHWC, 0, "packed"},
      {{3, 24, 4, 4}, Layout::NHWC, 0, "packed (three 8-lane or six 4-lane packs a row)"},
      {{2, 64, 5, 7}, Layout::NHWC, 1, "element (misaligned)"},
      {{2, 3, 9, 9}, Layout::NHWC, 0, "element (3 channels)"},
      {{4, 4096, 1, 1}, Layout::NHWC, 0, "element (rows wider than a block's packs)"},
      {{2, 16, 6, 5}, Layout::NCHW, 0, "planes (NCHW)"},
      {{64, 128, 28, 28}, Layout::NHWC, 0, "packed, many blocks"},
  };
  for (const BiasCase &c : cases) {
    SCOPED_TRACE(kindName(kind) + " " + c.form);
    DeviceTensor dz(kind, size_t(c.dims.count()), 7, c.offset);
    std::vector<float> values = dz.values();
    std::vector<double> want(size_t(c.dims.c), 0.0);
    int64_t plane = c.dims.h * c.dims.w;
    for (size_t i = 0; i < values.size(); ++i) {
      int64_t channel = c.layout == Layout::NHWC ? int64_t(i) % c.dims.c
                                                 : int64_t(i) / plane % c.dims.c;
      want[size_t(channel)] += values[i];
    }
    DeviceTensor db(kind, size_t(c.dims.c), 1);
    float *accumulator = nullptr;
    NETC_CUDA_CHECK(cudaMalloc(&accumulator, size_t(c.dims.c) * sizeof(float)));
    kernels::biasGradient(dz.data, c.dims, c.layout, db.data, accumulator, kind, nullptr);
    NETC_CUDA_CHECK(cudaDeviceSynchronize());
    cudaFree(accumulator);
    // Sums of up to 100,000 values in [-1, 1): relative to the sum's spread.
    std::vector<float> got = db.values();
    double spread = std::sqrt(double(values.size()) / double(c.dims.c));
    for (size_t k = 0; k < got.size(); ++k) {
      double allowed = tolerance(kind) * std::max(spread, std::abs(want[k]));
      EXPECT_LE(std::abs(double(got[k]) - want[k]), allowed) << "channel " << k;
    }
  }
}

TEST_P(RuntimeKernels, ActivationGradientBothForms) {
  DataKind kind = GetParam();
  struct Case {
    size_t count, offset;
    Activation activation;
  };
  // 4096: whole packs; 1001: no whole number of packs; offset 1: misaligned.
  const Case cases[] = {{4096, 0, Activation::Relu},
                        {4096, 0, Activation::Sigmoid},
                        {1001, 0, Activation::Relu},
                        {4096, 1, Activation::Tanh}};
  for (const Case &c : cases) {
    SCOPED_TRACE(kindName(kind) + " count " + std::to_string(c.count) + " offset " +
                 std::to_string(c.offset));
    DeviceTensor y(kind, c.count, 11, c.offset), dy(kind, c.count, 12, c.offset),
        dz(kind, c.count, 13, c.offset);
    NETC_CUDA_CHECK(cudaMemset(dz.data, 0xff, c.count * bytesOf(kind))); // NaN-poisoned
    kernels::activationGradient(y.data, nullptr, dy.data, dz.data, c.count, c.activation, kind,
                                nullptr);
    NETC_CUDA_CHECK(cudaDeviceSynchronize());
    std::vector<float> yv = y.values(), dyv = dy.values();
    std::vector<double> want(c.count);
    for (size_t i = 0; i < c.count; ++i) {
      double slope = 1;
      switch (c.activation) {
      case Activation::Relu: slope = yv[i] > 0 ? 1 : 0; break;
      case Activation::Sigmoid: slope = double(yv[i]) * (1 - double(yv[i])); break;
      case Activation::Tanh: slope = 1 - double(yv[i]) * yv[i]; break;
      default: FAIL() << "no host slope for this activation";
      }
      want[i] = dyv[i] * slope;
    }
    expectClose(dz.values(), want, kind, "dz");
  }
}

TEST_P(RuntimeKernels, BiasActivationBothForms) {
  DataKind kind = GetParam();
  const BiasCase cases[] = {
      {{2, 64, 3, 5}, Layout::NHWC, 0, "packed"},
      {{2, 12, 3, 5}, Layout::NHWC, 0, "packed in fp32 only (12 channels)"},
      {{2, 64, 3, 5}, Layout::NHWC, 1, "element (misaligned)"},
      {{2, 16, 3, 5}, Layout::NCHW, 0, "element (NCHW)"},
      {{8, 256, 1, 1}, Layout::NCHW, 0, "packed (one pixel an image)"},
  };
  for (const BiasCase &c : cases) {
    for (bool withBias : {true, false}) {
      SCOPED_TRACE(kindName(kind) + " " + c.form + (withBias ? ", bias" : ", no bias"));
      DeviceTensor y(kind, size_t(c.dims.count()), 21, c.offset);
      DeviceTensor bias(kind, size_t(c.dims.c), 22);
      std::vector<float> before = y.values(), biasValues = bias.values();
      kernels::biasActivation(y.data, withBias ? bias.data : nullptr, c.dims, c.layout,
                              Activation::Relu, kind, nullptr);
      NETC_CUDA_CHECK(cudaDeviceSynchronize());
      int64_t plane = c.dims.h * c.dims.w;
      std::vector<double> want(before.size());
      for (size_t i = 0; i < before.size(); ++i) {
        int64_t channel = c.layout == Layout::NHWC ? int64_t(i) % c.dims.c
                                                   : int64_t(i) / plane % c.dims.c;
        double value = double(before[i]) + (withBias ? biasValues[size_t(channel)] : 0.0);
        want[i] = value > 0 ? value : 0;
      }
      expectClose(y.values(), want, kind, "y");
    }
  }
}

/// Where the activation has a kink (its slope one-sided there): a 16-bit
/// input lands on 0 or on 3 exactly often enough to matter.
bool nearKink(double x, Activation activation) {
  auto near = [&](double at) { return std::abs(x - at) < 1e-3; };
  switch (activation) {
  case Activation::Relu: return near(0);
  case Activation::Relu6: return near(0) || near(6);
  case Activation::HardSigmoid:
  case Activation::HardSwish: return near(-3) || near(3);
  default: return false;
  }
}

const Activation kEveryActivation[] = {
    Activation::None,   Activation::Relu,      Activation::Tanh,
    Activation::Sigmoid, Activation::Relu6,    Activation::HardSigmoid,
    Activation::HardSwish, Activation::Silu,   Activation::Gelu};

TEST_P(RuntimeKernels, ActivationGradientFromInputIsTheDerivative) {
  DataKind kind = GetParam();
  struct Case {
    size_t count, offset;
  };
  // Whole packs; no whole number of packs; misaligned. Inputs in [-5, 5):
  // both clips of relu6, hard sigmoid and hard swish are crossed.
  const Case cases[] = {{4096, 0}, {1001, 0}, {4096, 1}};
  for (Activation activation : kEveryActivation)
    for (const Case &c : cases) {
      SCOPED_TRACE(kindName(kind) + " " + activationName(activation) + " count " +
                   std::to_string(c.count) + " offset " + std::to_string(c.offset));
      DeviceTensor x(kind, c.count, 31, c.offset, 5.f), dy(kind, c.count, 32, c.offset),
          dz(kind, c.count, 33, c.offset);
      NETC_CUDA_CHECK(cudaMemset(dz.data, 0xff, c.count * bytesOf(kind))); // NaN-poisoned
      kernels::activationGradient(nullptr, x.data, dy.data, dz.data, c.count, activation, kind,
                                  nullptr);
      NETC_CUDA_CHECK(cudaDeviceSynchronize());
      std::vector<float> xv = x.values(), dyv = dy.values();
      std::vector<float> got = dz.values();
      const double h = 1e-5;
      size_t compared = 0;
      for (size_t i = 0; i < c.count; ++i) {
        if (nearKink(xv[i], activation)) {
          got[i] = 0, dyv[i] = 0; // one-sided there: compared as 0 = 0
          continue;
        }
        ++compared;
      }
      std::vector<double> want(c.count);
      for (size_t i = 0; i < c.count; ++i)
        want[i] = dyv[i] * (ref::activate(xv[i] + h, activation) -
                            ref::activate(xv[i] - h, activation)) /
                  (2 * h);
      EXPECT_GT(compared, c.count * 9 / 10);
      expectClose(got, want, kind, "dz");
    }
}

TEST_P(RuntimeKernels, BiasActivationIntoKeepsTheActivationsInput) {
  DataKind kind = GetParam();
  const BiasCase cases[] = {
      {{2, 64, 3, 5}, Layout::NHWC, 0, "packed"},
      {{2, 64, 3, 5}, Layout::NHWC, 1, "element (misaligned)"},
      {{2, 16, 3, 5}, Layout::NCHW, 0, "element (NCHW)"},
  };
  for (const BiasCase &c : cases)
    for (Activation activation : {Activation::HardSwish, Activation::Silu, Activation::Gelu})
      for (bool withBias : {true, false}) {
        SCOPED_TRACE(kindName(kind) + " " + c.form + " " + activationName(activation) +
                     (withBias ? ", bias" : ", no bias"));
        size_t count = size_t(c.dims.count());
        DeviceTensor x(kind, count, 41, c.offset, 5.f), y(kind, count, 42, c.offset);
        DeviceTensor bias(kind, size_t(c.dims.c), 43);
        std::vector<float> before = x.values(), biasValues = bias.values();
        kernels::biasActivationInto(x.data, withBias ? bias.data : nullptr, y.data, c.dims,
                                    c.layout, activation, kind, nullptr);
        NETC_CUDA_CHECK(cudaDeviceSynchronize());
        int64_t plane = c.dims.h * c.dims.w;
        std::vector<double> want(count), kept(count);
        for (size_t i = 0; i < count; ++i) {
          int64_t channel = c.layout == Layout::NHWC ? int64_t(i) % c.dims.c
                                                     : int64_t(i) / plane % c.dims.c;
          kept[i] = double(before[i]) + (withBias ? biasValues[size_t(channel)] : 0.0);
          want[i] = ref::activate(kept[i], activation);
        }
        expectClose(y.values(), want, kind, "y");
        expectClose(x.values(), kept, kind, "x, the activation's input kept");
      }
}

TEST_P(RuntimeKernels, BroadcastGradientSumsWhatWasBroadcast) {
  DataKind kind = GetParam();
  struct Case {
    Dims4 dims;
    Layout layout;
    bool overImages, product;
    const char *what;
  };
  const Case cases[] = {
      {{4, 72, 7, 7}, Layout::NHWC, false, true, "squeeze-and-excitation's product"},
      {{4, 72, 7, 7}, Layout::NHWC, false, false, "a broadcast sum"},
      {{3, 40, 5, 6}, Layout::NHWC, true, true, "a layer scale (over the images too)"},
      {{2, 24, 6, 5}, Layout::NCHW, false, true, "NCHW"},
      {{64, 960, 1, 1}, Layout::NHWC, false, true, "one pixel (no sum)"},
  };
  for (const Case &c : cases) {
    SCOPED_TRACE(kindName(kind) + " " + c.what);
    size_t count = size_t(c.dims.count());
    int64_t images = c.overImages ? 1 : c.dims.n;
    size_t outputs = size_t(images * c.dims.c);
    DeviceTensor dy(kind, count, 51), a(kind, count, 52), db(kind, outputs, 53);
    NETC_CUDA_CHECK(cudaMemset(db.data, 0xff, outputs * bytesOf(kind))); // NaN-poisoned
    float *accumulator = nullptr;
    NETC_CUDA_CHECK(cudaMalloc(&accumulator, outputs * sizeof(float)));
    NETC_CUDA_CHECK(cudaMemset(accumulator, 0x7f, outputs * sizeof(float))); // stale sums
    kernels::broadcastGradient(dy.data, c.product ? a.data : nullptr, c.dims, c.layout,
                               c.overImages, db.data, accumulator, kind, nullptr);
    NETC_CUDA_CHECK(cudaDeviceSynchronize());
    cudaFree(accumulator);
    std::vector<float> g = dy.values(), av = a.values();
    std::vector<double> want(outputs, 0.0);
    int64_t plane = c.dims.h * c.dims.w;
    for (size_t i = 0; i < count; ++i) {
      int64_t n = int64_t(i) / (plane * c.dims.c); // both layouts: the image is outermost
      int64_t channel = c.layout == Layout::NHWC ? int64_t(i) % c.dims.c
                                                 : int64_t(i) / plane % c.dims.c;
      size_t out = size_t((c.overImages ? 0 : n) * c.dims.c + channel);
      want[out] += double(g[i]) * (c.product ? double(av[i]) : 1.0);
    }
    std::vector<float> got = db.values();
    double spread = std::sqrt(double(count) / double(outputs));
    for (size_t k = 0; k < outputs; ++k) {
      double allowed = tolerance(kind) * std::max(spread, std::abs(want[k]));
      EXPECT_LE(std::abs(double(got[k]) - want[k]), allowed) << "output " << k;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(AllStorageTypes, RuntimeKernels,
                         ::testing::Values(DataKind::F32, DataKind::F16, DataKind::BF16),
                         [](const ::testing::TestParamInfo<DataKind> &info) {
                           return kindName(info.param);
                         });

} // namespace
