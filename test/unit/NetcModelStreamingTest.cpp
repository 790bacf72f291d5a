//===- NetcModelStreamingTest.cpp - streaming layers, hand-derived ------===//
//
// netc's model of the layers that stream memory (max and average pooling,
// LRN, batch norm, softmax, sigmoid, dropout, elementwise, concatenation)
// and of the weight update, each expected time derived by hand from
// docs/cost-model.md ("The timing rule", "Other layers", and "streaming
// rates" under "Per-precision calibration"):
//
//   total  = launches x launch_overhead + max(compute, memory)
//   memory = bytes / (copy bandwidth x rate),  copy bandwidth =
//            memory_bandwidth x bandwidth_fraction; pooling also
//            max(..., e x |out| x kh x kw / (copy bandwidth x pooling_window))
//
// On a made-up device whose memory is slow (1 GB/s = 1e6 bytes per ms) and
// whose launches are quick (1 us), so that every layer here is memory-bound
// and each time is bytes / 1e6 divided by a rate chosen for easy division.
// Each rate differs from the others, so a layer timed at the wrong one fails.
// The golden tables (test/CostModel/golden/) pin the shipped profiles; these
// tests pin each term on its own, with a derivation a reviewer can check.
//
//===----------------------------------------------------------------------===//

#include "CostModel/NetcModel.h"
#include "Frontend/LoadNetwork.h"
#include "TestSupport.h"

#include <gtest/gtest.h>

#include <string>

using namespace netc;
using netc::testing::CapturingContext;

namespace {
// The streaming rates of the per-precision calibration (fractions of the
// copy bandwidth), and the bytes per millisecond each gives at 1e6 bytes/ms.
constexpr double kElementwise = 0.8;     // 8e5 bytes/ms
constexpr double kPooling = 0.5;         // 5e5 bytes/ms
constexpr double kPoolingBackward = 0.25; // 2.5e5 bytes/ms
constexpr double kNormalization = 0.125; // 1.25e5 bytes/ms
constexpr double kLrn = 0.4;             // 4e5 bytes/ms
constexpr double kPoolingWindow = 2;     // 2e6 bytes/ms
/// The family efficiency of streaming kernels without a calibration.
constexpr double kFamilyElementwise = 0.25; // 2.5e5 bytes/ms
constexpr double kLaunchMs = 0.001;

/// 1,000 GFLOPS fp32 (1e9 FLOPs per ms), 2 GB/s at bandwidth fraction 0.5
/// (1e6 bytes per ms), 1 us launches; with an fp32 calibration of the
/// streaming rates above unless `calibrated` is false.
DeviceProfile streamingDevice(bool calibrated = true) {
  DeviceProfile device;
  device.key = "streaming";
  device.smCount = 4;
  device.peakGflops[int(PeakKind::FP32)] = 1000;
  device.memoryBandwidthGBs = 2;
  CalibratedParameters &c = device.calibrated;
  c.achievedFraction[int(PeakKind::FP32)] = 1;
  c.bandwidthFraction = 0.5;
  c.launchOverheadUs = 1;
  for (KernelFamily family : {KernelFamily::Direct, KernelFamily::ImplicitGemm, KernelFamily::Gemm,
                              KernelFamily::Winograd, KernelFamily::FFT})
    c.familyEfficiency[int(family)] = 1;
  c.familyEfficiency[int(KernelFamily::Elementwise)] = kFamilyElementwise;
  if (!calibrated)
    return device;
  PrecisionCalibration p;
  for (int pass = 0; pass < 3; ++pass)
    p.convolution[pass] = p.gemm[pass] = 1;
  p.elementwise = kElementwise;
  p.pooling = kPooling;
  p.poolingBackward = kPoolingBackward;
  p.normalization = kNormalization;
  p.lrn = kLrn;
  p.poolingWindow = kPoolingWindow;
  c.perPrecision[int(Precision::FP32)] = p;
  return device;
}

/// A network of one [1, 8, 8, 16] input (1,024 values), a dropout "pre"
/// (so that the layer under test does not read the network input, which
/// would leave it no data gradient), then `layers` (Paleo JSON members).
std::string network(const std::string &layers) {
  return R"({"name": "t", "layers": {
    "data": {"parents": [], "type": "Input", "tensor": [1, 8, 8, 16]},
    "pre": {"parents": ["data"], "type": "Dropout", "dropout_keep_prob": 0.5},
    )" + layers + "}}";
}

/// The prediction of the layer `name` for `pass`.
LayerPrediction predictNamed(const DeviceProfile &device, const std::string &json,
                             const std::string &name, Pass pass, ModelOptions options = {}) {
  CapturingContext ctx;
  auto module = ctx.import(json);
  EXPECT_TRUE(module) << ctx.allErrors();
  if (!module)
    return {};
  for (const LayerPrediction &p : NetcModel(device, options).predict(getNetwork(*module), pass))
    if (p.layerName == name)
      return p;
  ADD_FAILURE() << "no layer " << name << " in the prediction";
  return {};
}

/// A memory-bound pass of one kernel: `bytes` streamed, the memory term
/// `memoryMs` (derived by the caller), one launch, compute `flops` at the
/// fp32 rate times `efficiency`.
void expectStreaming(const LayerPrediction &p, int64_t bytes, double memoryMs, double efficiency,
                     int launches = 1) {
  EXPECT_EQ(p.algorithm, "elementwise") << p.reason;
  EXPECT_EQ(p.bytes, bytes) << p.reason;
  EXPECT_NEAR(p.memoryMs, memoryMs, 1e-9 * memoryMs) << "memory term; " << p.reason;
  // The streaming kernel's rate is its efficiency on the CUDA cores too.
  EXPECT_NEAR(p.computeMs, double(p.flops) / (1e9 * efficiency), 1e-9 * p.computeMs)
      << "compute term; " << p.reason;
  EXPECT_LT(p.computeMs, p.memoryMs) << "the device is meant to make this memory-bound";
  EXPECT_NEAR(p.launchMs, launches * kLaunchMs, 1e-15) << p.reason;
  EXPECT_NEAR(p.totalMs, launches * kLaunchMs + memoryMs, 1e-9 * p.totalMs)
      << "launch + memory; " << p.reason;
  EXPECT_EQ(p.bound, Bound::Memory) << p.reason;
}

const char *kMaxPool3x3 = R"("pool": {"parents": ["pre"], "type": "Pooling",
    "ksize": [1, 3, 3, 1], "strides": [1, 1, 1, 1], "padding": "SAME"})";
const char *kAvgPool3x3 = R"("pool": {"parents": ["pre"], "type": "AvgPool",
    "ksize": [1, 3, 3, 1], "strides": [1, 1, 1, 1], "padding": "SAME"})";
const char *kMaxPool2x2 = R"("pool": {"parents": ["pre"], "type": "Pooling",
    "ksize": [1, 2, 2, 1], "strides": [1, 2, 2, 1], "padding": "VALID"})";
} // namespace

//===----------------------------------------------------------------------===//
// Pooling: its own forward and backward rates, and the window term
//===----------------------------------------------------------------------===//

TEST(NetcModelStreaming, MaxPoolThreeByThreeStrideOneIsWindowBound) {
  // 3x3 stride 1 SAME on 1x8x8x16: out 1,024 values (pads 1 each side: even,
  // so no padded copy). Streaming X and Y: 4 x (1024 + 1024) = 8,192 bytes
  // at pooling 0.5 x 1e6 = 0.016384 ms. The window: 4 bytes x 1,024 outputs
  // x 9 taps = 36,864 bytes at pooling_window 2 x 1e6 = 0.018432 ms, the
  // larger: memory 0.018432 ms. Without the window term it would be 0.016384.
  LayerPrediction p =
      predictNamed(streamingDevice(), network(kMaxPool3x3), "pool", Pass::Forward);
  expectStreaming(p, 8192, 36864 / 2e6, kPooling);
  EXPECT_EQ(p.flops, 1024 * 8); // 8 comparisons per output (the op's count)
}

TEST(NetcModelStreaming, MaxPoolTwoByTwoStrideTwoIsStreamBound) {
  // 2x2 stride 2 VALID: out 1x4x4x16 = 256. Streaming 4 x (1024 + 256) =
  // 5,120 bytes at 5e5 = 0.01024 ms; the window 4 x 256 x 4 = 4,096 bytes at
  // 2e6 = 0.002048 ms, smaller: the larger of the two counts, not their sum.
  LayerPrediction p =
      predictNamed(streamingDevice(), network(kMaxPool2x2), "pool", Pass::Forward);
  expectStreaming(p, 5120, 5120 / 5e5, kPooling);
}

TEST(NetcModelStreaming, MaxPoolGradientRereadsItsInputAtTheBackwardRate) {
  // The data gradient reads dY (1,024) and the input X (1,024, for the max's
  // position) and writes dX (1,024): 4 x 3072 = 12,288 bytes at
  // pooling_backward 0.25 x 1e6 = 0.049152 ms; the window term (36,864 bytes
  // at 2e6 = 0.018432 ms) is smaller.
  LayerPrediction p =
      predictNamed(streamingDevice(), network(kMaxPool3x3), "pool", Pass::BackwardData);
  expectStreaming(p, 12288, 12288 / 2.5e5, kPoolingBackward);
  // 2x2 stride 2: dY 256 + X 1,024 + dX 1,024 = 9,216 bytes: 0.036864 ms.
  LayerPrediction strided =
      predictNamed(streamingDevice(), network(kMaxPool2x2), "pool", Pass::BackwardData);
  expectStreaming(strided, 9216, 9216 / 2.5e5, kPoolingBackward);
  // No weights: no filter gradient, no kernel.
  LayerPrediction filter =
      predictNamed(streamingDevice(), network(kMaxPool3x3), "pool", Pass::BackwardFilter);
  EXPECT_EQ(filter.algorithm, "none");
  EXPECT_EQ(filter.totalMs, 0);
}

TEST(NetcModelStreaming, AvgPoolGradientDoesNotRereadItsInput) {
  // Forward as the max pool's: window-bound, 36,864 bytes at 2e6.
  LayerPrediction forward =
      predictNamed(streamingDevice(), network(kAvgPool3x3), "pool", Pass::Forward);
  expectStreaming(forward, 8192, 36864 / 2e6, kPooling);
  EXPECT_EQ(forward.flops, 1024 * 9);
  // The gradient spreads dY over the window without the forward values:
  // dY 1,024 + dX 1,024 = 8,192 bytes at 2.5e5 = 0.032768 ms (the window
  // term, 0.018432 ms, is smaller).
  LayerPrediction data =
      predictNamed(streamingDevice(), network(kAvgPool3x3), "pool", Pass::BackwardData);
  expectStreaming(data, 8192, 8192 / 2.5e5, kPoolingBackward);
}

TEST(NetcModelStreaming, AvgPoolHasItsOwnRatesWhereTheProfileSetsThem) {
  // average_pooling 0.125 and average_pooling_backward 0.4 of the copy
  // bandwidth (1e6 bytes/ms): forward 8,192 bytes at 1.25e5 = 0.065536 ms,
  // the gradient 8,192 bytes at 4e5 = 0.02048 ms, both above the window's
  // 0.018432. The max pool keeps `pooling` and `pooling_backward`.
  DeviceProfile device = streamingDevice();
  PrecisionCalibration &p = *device.calibrated.perPrecision[int(Precision::FP32)];
  p.averagePooling = 0.125;
  p.averagePoolingBackward = 0.4;
  expectStreaming(predictNamed(device, network(kAvgPool3x3), "pool", Pass::Forward), 8192,
                  8192 / 1.25e5, 0.125);
  expectStreaming(predictNamed(device, network(kAvgPool3x3), "pool", Pass::BackwardData), 8192,
                  8192 / 4e5, 0.4);
  expectStreaming(predictNamed(device, network(kMaxPool3x3), "pool", Pass::Forward), 8192,
                  36864 / 2e6, kPooling);
  expectStreaming(predictNamed(device, network(kMaxPool3x3), "pool", Pass::BackwardData), 12288,
                  12288 / 2.5e5, kPoolingBackward);
}

TEST(NetcModelStreaming, PoolingWithoutACalibrationStreamsAtTheFamilyRate) {
  // No per-precision calibration: the copy bandwidth x family_efficiency
  // .elementwise 0.25 = 2.5e5 bytes/ms, and no window term (pooling_window
  // is a calibrated rate): 8,192 bytes, 0.032768 ms, for a 3x3 window and
  // for a 5x5 one alike (whose window, 4 x 1024 x 25 = 102,400 bytes, would
  // take 0.0512 ms at the calibrated device's 2e6 bytes/ms).
  LayerPrediction p =
      predictNamed(streamingDevice(false), network(kMaxPool3x3), "pool", Pass::Forward);
  expectStreaming(p, 8192, 8192 / 2.5e5, kFamilyElementwise);
  LayerPrediction wide = predictNamed(streamingDevice(false), network(R"("pool": {
      "parents": ["pre"], "type": "Pooling", "ksize": [1, 5, 5, 1], "strides": [1, 1, 1, 1],
      "padding": "SAME"})"),
                                      "pool", Pass::Forward);
  expectStreaming(wide, 8192, 8192 / 2.5e5, kFamilyElementwise);
}

//===----------------------------------------------------------------------===//
// LRN and batch norm
//===----------------------------------------------------------------------===//

namespace {
const char *kLrnLayer = R"("norm": {"parents": ["pre"], "type": "LRN", "local_size": 5})";
} // namespace

TEST(NetcModelStreaming, LrnForwardAndGradientAtItsOwnRate) {
  // Forward: X and Y, 4 x 2048 = 8,192 bytes at lrn 0.4 x 1e6 = 0.02048 ms.
  LayerPrediction forward =
      predictNamed(streamingDevice(), network(kLrnLayer), "norm", Pass::Forward);
  expectStreaming(forward, 8192, 8192 / 4e5, kLrn);
  EXPECT_EQ(forward.flops, (2 * 5 + 3) * 1024);
  // The gradient reads dY and writes dX (2,048 values) and reads the forward
  // X and Y again (the normaliser's inputs, 2,048): 4 x 4096 = 16,384 bytes
  // at 4e5 = 0.04096 ms.
  LayerPrediction data =
      predictNamed(streamingDevice(), network(kLrnLayer), "norm", Pass::BackwardData);
  expectStreaming(data, 16384, 16384 / 4e5, kLrn);
}

TEST(NetcModelStreaming, LrnWithoutItsOwnRateSharesBatchNorms) {
  // lrn = 0: normalization 0.125 x 1e6 = 1.25e5 bytes/ms; 8,192 bytes
  // forward (0.065536 ms), 16,384 backward (0.131072 ms).
  DeviceProfile device = streamingDevice();
  device.calibrated.perPrecision[int(Precision::FP32)]->lrn = 0;
  expectStreaming(predictNamed(device, network(kLrnLayer), "norm", Pass::Forward), 8192,
                  8192 / 1.25e5, kNormalization);
  expectStreaming(predictNamed(device, network(kLrnLayer), "norm", Pass::BackwardData), 16384,
                  16384 / 1.25e5, kNormalization);
}

TEST(NetcModelStreaming, SixteenBitLrnIsFp32sLrnWidenedAroundIt) {
  // cuDNN has no 16-bit LRN: the reference widens to fp32, runs its fp32
  // LRN and narrows back. In bf16 the core is fp32's prediction (fp32
  // elements at fp32's lrn 0.4, not bf16's own rate 0.05), and each
  // conversion (2 + 4 bytes a value, 6 x 1,024 = 6,144 bytes) a kernel of
  // the runtime's at the epilogue stream 0.625 x 1e6 = 6.25e5 bytes/ms
  // (0.0098304 ms) and the epilogue launch (2 us).
  DeviceProfile device = streamingDevice();
  PrecisionCalibration bf16 = *device.calibrated.perPrecision[int(Precision::FP32)];
  bf16.lrn = 0.05;
  bf16.epilogueStream = 0.625;
  bf16.epilogueLaunchUs = 2;
  device.calibrated.perPrecision[int(Precision::BF16)] = bf16;
  ModelOptions options;
  options.precision = Precision::BF16;
  auto predictBf16 = [&](Pass pass) {
    return predictNamed(device, network(kLrnLayer), "norm", pass, options);
  };
  const double conversionMs = 0.002 + 6144 / 6.25e5;
  // Forward: fp32's 8,192 bytes at 4e5 and its launch, x widened, y narrowed.
  LayerPrediction forward = predictBf16(Pass::Forward);
  EXPECT_EQ(forward.bytes, 8192 + 2 * 6144);
  EXPECT_NEAR(forward.memoryMs, 8192 / 4e5, 1e-12) << forward.reason;
  EXPECT_NEAR(forward.totalMs, kLaunchMs + 8192 / 4e5 + 2 * conversionMs, 1e-12) << forward.reason;
  EXPECT_NE(forward.reason.find("widened to fp32 and back by 2 kernels"), std::string::npos)
      << forward.reason;
  // Gradient: fp32's 16,384 bytes, and x, y, dy widened, dx narrowed.
  LayerPrediction data = predictBf16(Pass::BackwardData);
  EXPECT_EQ(data.bytes, 16384 + 4 * 6144);
  EXPECT_NEAR(data.totalMs, kLaunchMs + 16384 / 4e5 + 4 * conversionMs, 1e-12) << data.reason;
}

TEST(NetcModelStreaming, BatchNormEveryPass) {
  const std::string plain =
      network(R"("bn": {"parents": ["pre"], "type": "BatchNorm"})");
  // Forward: X and Y, 8,192 bytes at normalization 1.25e5 = 0.065536 ms.
  expectStreaming(predictNamed(streamingDevice(), plain, "bn", Pass::Forward), 8192,
                  8192 / 1.25e5, kNormalization);
  // Data gradient: dY, dX and X again (the batch statistics' input):
  // 4 x 3072 = 12,288 bytes, 0.098304 ms.
  expectStreaming(predictNamed(streamingDevice(), plain, "bn", Pass::BackwardData), 12288,
                  12288 / 1.25e5, kNormalization);
  // Scale and shift gradients (3 FLOPs per value): the pass streams X and Y's
  // worth once, 8,192 bytes, 0.065536 ms.
  expectStreaming(predictNamed(streamingDevice(), plain, "bn", Pass::BackwardFilter), 8192,
                  8192 / 1.25e5, kNormalization);
}

TEST(NetcModelStreaming, BatchNormActivationIsAKernelOfItsOwn) {
  const std::string relu =
      network(R"("bn": {"parents": ["pre"], "type": "BatchNorm", "activation_fn": "relu"})");
  // Forward: the normalisation (8,192 bytes at 1.25e5 = 0.065536 ms) then
  // the activation reading and writing Y (2 x 4 x 1024 = 8,192 bytes at
  // elementwise 8e5 = 0.01024 ms): two launches.
  LayerPrediction forward = predictNamed(streamingDevice(), relu, "bn", Pass::Forward);
  EXPECT_EQ(forward.bytes, 8192 + 8192);
  EXPECT_NEAR(forward.launchMs, 2 * kLaunchMs, 1e-15);
  EXPECT_NEAR(forward.totalMs, 2 * kLaunchMs + 8192 / 1.25e5 + 8192 / 8e5, 1e-12)
      << forward.reason;
  // Data gradient: the activation's gradient reads Y and dY and writes dZ
  // (3 x 4,096 = 12,288 bytes at 8e5 = 0.01536 ms), then the normalisation's
  // (12,288 bytes at 1.25e5 = 0.098304 ms).
  LayerPrediction data = predictNamed(streamingDevice(), relu, "bn", Pass::BackwardData);
  EXPECT_EQ(data.bytes, 12288 + 12288);
  EXPECT_NEAR(data.totalMs, 2 * kLaunchMs + 12288 / 1.25e5 + 12288 / 8e5, 1e-12)
      << data.reason;
}

TEST(NetcModelStreaming, BatchNormCallFloorPixelsAndBackwardRateWhereTheProfileSetsThem) {
  // The [1, 8, 8, 16] input has 64 pixels (N x H x W). With a 2 us floor
  // per call and 64 pixels a us (1 us), the forward pass is the stream of
  // BatchNormEveryPass (8,192 bytes at 1.25e5 = 0.065536 ms) + 0.003 ms past
  // its roofline; the data gradient streams its 12,288 bytes at its own
  // rate 0.5 (5e5 bytes/ms: 0.024576 ms) + the same 0.003 ms. The filter
  // gradient (scale and shift, which the data gradient's call computes)
  // streams at the gradients' rate too (8,192 bytes, 0.016384 ms) but has no
  // call of its own to pay for.
  DeviceProfile device = streamingDevice();
  PrecisionCalibration &p = *device.calibrated.perPrecision[int(Precision::FP32)];
  p.normalizationFloorUs = 2;
  p.normalizationPixelsPerUs = 64;
  p.normalizationBackward = 0.5;
  const std::string plain = network(R"("bn": {"parents": ["pre"], "type": "BatchNorm"})");
  LayerPrediction forward = predictNamed(device, plain, "bn", Pass::Forward);
  EXPECT_NEAR(forward.totalMs, kLaunchMs + 8192 / 1.25e5 + 0.003, 1e-12) << forward.reason;
  EXPECT_NEAR(forward.memoryMs, 8192 / 1.25e5, 1e-12) << "the stream's own term";
  EXPECT_NE(forward.reason.find("2.0 us floor"), std::string::npos) << forward.reason;
  LayerPrediction data = predictNamed(device, plain, "bn", Pass::BackwardData);
  EXPECT_NEAR(data.totalMs, kLaunchMs + 12288 / 5e5 + 0.003, 1e-12) << data.reason;
  LayerPrediction filter = predictNamed(device, plain, "bn", Pass::BackwardFilter);
  EXPECT_NEAR(filter.totalMs, kLaunchMs + 8192 / 5e5, 1e-12) << filter.reason;
}

TEST(NetcModelStreaming, BatchNormActivationAtItsOwnRate) {
  // As BatchNormActivationIsAKernelOfItsOwn, but the activation kernel at
  // normalization_activation 2 (it reads what the call just wrote, from L2:
  // 2e6 bytes/ms), forward 8,192 bytes = 0.004096 ms, data gradient 12,288
  // bytes = 0.006144 ms.
  DeviceProfile device = streamingDevice();
  device.calibrated.perPrecision[int(Precision::FP32)]->normalizationActivation = 2;
  const std::string relu =
      network(R"("bn": {"parents": ["pre"], "type": "BatchNorm", "activation_fn": "relu"})");
  LayerPrediction forward = predictNamed(device, relu, "bn", Pass::Forward);
  EXPECT_NEAR(forward.totalMs, 2 * kLaunchMs + 8192 / 1.25e5 + 8192 / 2e6, 1e-12)
      << forward.reason;
  LayerPrediction data = predictNamed(device, relu, "bn", Pass::BackwardData);
  EXPECT_NEAR(data.totalMs, 2 * kLaunchMs + 12288 / 1.25e5 + 12288 / 2e6, 1e-12)
      << data.reason;
}

//===----------------------------------------------------------------------===//
// Softmax, dropout, elementwise
//===----------------------------------------------------------------------===//

TEST(NetcModelStreaming, SoftmaxGradientRereadsItsOutput) {
  // Softmax over the 16 channels of [64, 16] (1,024 values): X and Y,
  // 8,192 bytes at elementwise 8e5 = 0.01024 ms; the gradient y (dy - sum)
  // reads dY, Y and writes dX: 12,288 bytes, 0.01536 ms.
  const std::string json = R"({"name": "s", "layers": {
    "data": {"parents": [], "type": "Input", "tensor": [64, 16]},
    "pre": {"parents": ["data"], "type": "Dropout", "dropout_keep_prob": 0.5},
    "prob": {"parents": ["pre"], "type": "Softmax", "num_classes": 16}}})";
  expectStreaming(predictNamed(streamingDevice(), json, "prob", Pass::Forward), 8192, 8192 / 8e5,
                  kElementwise);
  expectStreaming(predictNamed(streamingDevice(), json, "prob", Pass::BackwardData), 12288,
                  12288 / 8e5, kElementwise);
}

TEST(NetcModelStreaming, DropoutGradientRereadsItsMask) {
  // A dropout after "pre": forward X and Y, 8,192 bytes at 8e5 = 0.01024
  // ms; the gradient reads dY and the input again (the mask) and writes dX:
  // 12,288 bytes, 0.01536 ms.
  const std::string json =
      network(R"("drop": {"parents": ["pre"], "type": "Dropout", "dropout_keep_prob": 0.5})");
  expectStreaming(predictNamed(streamingDevice(), json, "drop", Pass::Forward), 8192, 8192 / 8e5,
                  kElementwise);
  expectStreaming(predictNamed(streamingDevice(), json, "drop", Pass::BackwardData), 12288,
                  12288 / 8e5, kElementwise);
  // "pre" reads the network input: no data gradient.
  EXPECT_EQ(predictNamed(streamingDevice(), json, "pre", Pass::BackwardData).algorithm, "none");
}

namespace {
/// Two branches of the input combined by an elementwise `operation`.
std::string elementwiseNetwork(const char *operation) {
  return network(R"("pre2": {"parents": ["data"], "type": "Dropout", "dropout_keep_prob": 0.5},
    "add": {"parents": ["pre", "pre2"], "type": "Elementwise", "operation": ")" +
                 std::string(operation) + R"("})");
}
} // namespace

TEST(NetcModelStreaming, ElementwiseSumAndProduct) {
  // Forward: two inputs and one output of 1,024 values, 12,288 bytes at
  // 8e5 = 0.01536 ms, for either operation.
  expectStreaming(predictNamed(streamingDevice(), elementwiseNetwork("sum"), "add", Pass::Forward),
                  12288, 12288 / 8e5, kElementwise);
  // A sum's gradient passes through, but under a per-precision calibration
  // the runtime writes each input's gradient with a copy: the same 12,288
  // bytes, 0.01536 ms (no FLOPs).
  LayerPrediction sum =
      predictNamed(streamingDevice(), elementwiseNetwork("sum"), "add", Pass::BackwardData);
  expectStreaming(sum, 12288, 12288 / 8e5, kElementwise);
  EXPECT_EQ(sum.flops, 0);
  // Without a calibration the sum's gradient is a view: no kernel.
  EXPECT_EQ(
      predictNamed(streamingDevice(false), elementwiseNetwork("sum"), "add", Pass::BackwardData)
          .algorithm,
      "none");
  // A product's gradient needs the other input: it reads both inputs again,
  // 4 x (3 x 1024 + 2 x 1024) = 20,480 bytes, 0.0256 ms.
  expectStreaming(
      predictNamed(streamingDevice(), elementwiseNetwork("product"), "add", Pass::BackwardData),
      20480, 20480 / 8e5, kElementwise);
}

TEST(NetcModelStreaming, SigmoidGradientRereadsItsOutput) {
  // A sigmoid of [1024, 1] (1,024 values): X and Y, 8,192 bytes at 8e5 =
  // 0.01024 ms; the gradient y (1 - y) dy reads dY and Y and writes dX:
  // 12,288 bytes, 0.01536 ms.
  const std::string json = R"({"name": "g", "layers": {
    "data": {"parents": [], "type": "Input", "tensor": [1024, 1]},
    "pre": {"parents": ["data"], "type": "Dropout", "dropout_keep_prob": 0.5},
    "sig": {"parents": ["pre"], "type": "Sigmoid"}}})";
  expectStreaming(predictNamed(streamingDevice(), json, "sig", Pass::Forward), 8192, 8192 / 8e5,
                  kElementwise);
  expectStreaming(predictNamed(streamingDevice(), json, "sig", Pass::BackwardData), 12288,
                  12288 / 8e5, kElementwise);
}

TEST(NetcModelStreaming, ConcatCopiesForwardAndSplitsItsGradientByCopies) {
  // Two [1, 8, 8, 16] branches into [1, 8, 8, 32]: the forward pass counts
  // no FLOPs but copies: 2 x 1,024 values read, 2,048 written, 16,384 bytes
  // at 8e5 = 0.02048 ms.
  const std::string json =
      network(R"("pre2": {"parents": ["data"], "type": "Dropout", "dropout_keep_prob": 0.5},
    "cat": {"parents": ["pre", "pre2"], "type": "Concatenate", "dim": 3})");
  LayerPrediction forward = predictNamed(streamingDevice(), json, "cat", Pass::Forward);
  expectStreaming(forward, 16384, 16384 / 8e5, kElementwise);
  EXPECT_EQ(forward.flops, 0);
  // Under a per-precision calibration the runtime splits the gradient by
  // copies: the same 16,384 bytes; without one the parts are views.
  expectStreaming(predictNamed(streamingDevice(), json, "cat", Pass::BackwardData), 16384,
                  16384 / 8e5, kElementwise);
  EXPECT_EQ(predictNamed(streamingDevice(false), json, "cat", Pass::BackwardData).algorithm,
            "none");
}

TEST(NetcModelStreaming, OneByOneConvolutionOfAOnePixelImageStreamsItsWeights) {
  // Squeeze-and-excitation's shape: a 1x1 convolution of [4, 1, 1, 64] to
  // 16 channels does one multiply-add per weight read, so it streams like an
  // elementwise layer, weights included: 64 x 16 = 1,024 weights + 256
  // inputs + 64 outputs = 1,344 values, 5,376 bytes at elementwise 8e5 =
  // 0.00672 ms, in every pass (no gradient needs forward values again).
  const std::string json = R"({"name": "se", "layers": {
    "data": {"parents": [], "type": "Input", "tensor": [4, 1, 1, 64]},
    "pre": {"parents": ["data"], "type": "Dropout", "dropout_keep_prob": 0.5},
    "squeeze": {"parents": ["pre"], "type": "Convolution", "filter": [1, 1, 64, 16],
                "strides": [1, 1, 1, 1], "padding": "SAME"}}})";
  for (Pass pass : {Pass::Forward, Pass::BackwardData, Pass::BackwardFilter}) {
    LayerPrediction p = predictNamed(streamingDevice(), json, "squeeze", pass);
    SCOPED_TRACE(getPassName(pass).str());
    expectStreaming(p, 5376, 5376 / 8e5, kElementwise);
    EXPECT_EQ(p.reason.rfind("1x1 convolution of a 1x1 image", 0), 0u) << p.reason;
  }
}

TEST(NetcModelStreaming, DepthwiseConvolutionTapsFloorTheStream) {
  // A 5x5 depthwise convolution of [1, 8, 8, 16], SAME (16 groups, filter
  // [5, 5, 1, 16]: 400 weights). Streamed, each pass moves 1,024 + 1,024 +
  // 400 values = 9,792 bytes at elementwise 8e5 = 0.01224 ms. The taps:
  // 1,024 elements x 25 = 25,600, at the profile's forward 1,000 a us =
  // 0.0256 ms, longer, so the pass is compute-bound at 0.001 + 0.0256 ms.
  // The data gradient's taps are the input's (also 1,024 x 25) at 5,000 a
  // us: 0.00512 ms, shorter than the stream, which stands. Without the rates the
  // stream stands in every pass.
  DeviceProfile device = streamingDevice();
  device.calibrated.depthwiseTapsPerUs[0] = 1000;
  device.calibrated.depthwiseTapsPerUs[1] = 5000;
  const char *text = R"(net.network "dw" {
  %0 = net.input "data" : tensor<1x8x8x16xf32>
  %1 = net.dropout "pre" %0 {keep_prob = 5.000000e-01 : f64} : tensor<1x8x8x16xf32> -> tensor<1x8x8x16xf32>
  %2 = net.conv2d "dw" %1 {filter = array<i64: 5, 5, 1, 16>, groups = 16 : i64, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<1x8x8x16xf32> -> tensor<1x8x8x16xf32>
})";
  netc::testing::CapturingContext context;
  mlir::OwningOpRef<mlir::ModuleOp> module = parseNetworkModule(
      "dw", llvm::MemoryBuffer::getMemBufferCopy(text), context.context);
  ASSERT_TRUE(module) << context.allErrors();
  auto predict = [&](const DeviceProfile &profile, Pass pass) {
    for (const LayerPrediction &p : NetcModel(profile).predict(getNetwork(*module), pass))
      if (p.layerName == "dw")
        return p;
    ADD_FAILURE() << "no layer dw";
    return LayerPrediction();
  };
  LayerPrediction forward = predict(device, Pass::Forward);
  EXPECT_NEAR(forward.totalMs, kLaunchMs + 25600 / 1000.0 / 1e3, 1e-12) << forward.reason;
  EXPECT_EQ(forward.bound, Bound::Compute) << forward.reason;
  EXPECT_NEAR(predict(device, Pass::BackwardData).totalMs, kLaunchMs + 9792 / 8e5, 1e-12);
  // No rate for the filter gradient, and none at all on the plain device.
  EXPECT_NEAR(predict(device, Pass::BackwardFilter).totalMs, kLaunchMs + 9792 / 8e5, 1e-12);
  EXPECT_NEAR(predict(streamingDevice(), Pass::Forward).totalMs, kLaunchMs + 9792 / 8e5, 1e-12);

  // The precision's own rates override the device's: forward taps at 2,000
  // a us (0.0128 ms), and the stream at its depthwise rate 0.4 (4e5
  // bytes/ms: 9,792 bytes = 0.02448 ms), which is now the longer.
  PrecisionCalibration &own = *device.calibrated.perPrecision[int(Precision::FP32)];
  own.depthwiseTapsPerUs[0] = 2000;
  own.depthwise = 0.4;
  LayerPrediction overridden = predict(device, Pass::Forward);
  EXPECT_NEAR(overridden.totalMs, kLaunchMs + 9792 / 4e5, 1e-12) << overridden.reason;
  EXPECT_EQ(overridden.bound, Bound::Memory) << overridden.reason;
  own.depthwise = 0.8 * 4; // quick stream: the precision's taps rate bounds it
  EXPECT_NEAR(predict(device, Pass::Forward).totalMs, kLaunchMs + 25600 / 2000.0 / 1e3, 1e-12);
}

TEST(NetcModelStreaming, GlobalPoolingAtItsOwnElementRates) {
  // An 8x8 average pool of the 1x8x8x16 input (one output pixel): 1,024
  // input elements at the profile's global pooling rates, 200 a us forward
  // (0.00512 ms) and 100 backward (0.01024 ms), plus one launch. A pool whose
  // window is not the whole image keeps the windowed rule (the 3x3 tests
  // above), and without the rates so does this one.
  DeviceProfile device = streamingDevice();
  device.calibrated.globalPoolingElementsPerUs[0] = 200;
  device.calibrated.globalPoolingElementsPerUs[1] = 100;
  const std::string json = network(R"("pool": {"parents": ["pre"], "type": "AvgPool",
      "ksize": [1, 8, 8, 1], "strides": [1, 8, 8, 1], "padding": "VALID"})");
  LayerPrediction forward = predictNamed(device, json, "pool", Pass::Forward);
  EXPECT_NEAR(forward.totalMs, kLaunchMs + 1024 / 200.0 / 1e3, 1e-12) << forward.reason;
  EXPECT_EQ(forward.bytes, 4 * (1024 + 16));
  LayerPrediction backward = predictNamed(device, json, "pool", Pass::BackwardData);
  EXPECT_NEAR(backward.totalMs, kLaunchMs + 1024 / 100.0 / 1e3, 1e-12) << backward.reason;
  EXPECT_NE(predictNamed(streamingDevice(), json, "pool", Pass::Forward).totalMs,
            forward.totalMs);

  // The same window taken with stride 1: its gradient at the stride-one rate
  // (400 a us: 0.00256 ms) where the profile has one, else the second rate;
  // the forward pass is the same kernel either way.
  const std::string strideOne = network(R"("pool": {"parents": ["pre"], "type": "AvgPool",
      "ksize": [1, 8, 8, 1], "strides": [1, 1, 1, 1], "padding": "VALID"})");
  EXPECT_NEAR(predictNamed(device, strideOne, "pool", Pass::BackwardData).totalMs,
              kLaunchMs + 1024 / 100.0 / 1e3, 1e-12);
  device.calibrated.globalPoolingElementsPerUs[2] = 400;
  EXPECT_NEAR(predictNamed(device, strideOne, "pool", Pass::BackwardData).totalMs,
              kLaunchMs + 1024 / 400.0 / 1e3, 1e-12);
  EXPECT_NEAR(predictNamed(device, strideOne, "pool", Pass::Forward).totalMs, forward.totalMs,
              1e-12);
  EXPECT_NEAR(predictNamed(device, json, "pool", Pass::BackwardData).totalMs, backward.totalMs,
              1e-12); // stride = window keeps the second rate
}

//===----------------------------------------------------------------------===//
// The weight update
//===----------------------------------------------------------------------===//

TEST(NetcModelStreaming, WeightUpdateStreamsTwelveBytesPerParameter) {
  // An inner product of 16 inputs to 10 outputs with bias: 170 parameters.
  // SGD reads the fp32 weights and gradients and writes the weights: 12 x
  // 170 = 2,040 bytes, at the copy bandwidth x family_efficiency.elementwise
  // 0.25 (the update is no library kernel: no calibrated rate) = 2.5e5
  // bytes/ms: 0.00816 ms, plus a 1 us launch.
  const std::string json = R"({"name": "w", "layers": {
    "data": {"parents": [], "type": "Input", "tensor": [4, 16]},
    "fc": {"parents": ["data"], "type": "InnerProduct", "num_outputs": 10}}})";
  LayerPrediction p = predictNamed(streamingDevice(), json, "fc", Pass::WeightUpdate);
  EXPECT_EQ(p.algorithm, "sgd_update");
  EXPECT_EQ(p.bytes, 2040);
  EXPECT_NEAR(p.memoryMs, 2040 / 2.5e5, 1e-15);
  EXPECT_NEAR(p.totalMs, kLaunchMs + 2040 / 2.5e5, 1e-15);
  EXPECT_EQ(p.bound, Bound::Memory);
}
