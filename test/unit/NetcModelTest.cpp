//===- NetcModelTest.cpp - netc's time model, hand-computed -------------===//
//
// Most cases run on a made-up device with round numbers (10 TFLOPS fp32,
// 1 TB/s, every fraction 1) so that each expected time can be worked out in
// the comment above it; the H100 cases take their rates from the shipped
// profile.
//
//===----------------------------------------------------------------------===//

#include "CostModel/NetcModel.h"
#include "Frontend/LoadNetwork.h"
#include "TestSupport.h"

#include "llvm/Support/FormatVariadic.h"

#include <gtest/gtest.h>

using namespace netc;
using llvm::formatv;
using netc::testing::CapturingContext;

namespace {
/// 128 SMs, 10,000 GFLOPS fp32, 80,000 GFLOPS fp16 tensor, 1,000 GB/s, all
/// achieved fractions 1, 5 us launches.
DeviceProfile roundDevice() {
  DeviceProfile device;
  device.key = "round";
  device.smCount = 128;
  device.peakGflops[int(PeakKind::FP32)] = 10000;
  device.peakGflops[int(PeakKind::FP16Tensor)] = 80000;
  device.memoryBandwidthGBs = 1000;
  CalibratedParameters &c = device.calibrated;
  c.achievedFraction[int(PeakKind::FP32)] = 1;
  c.achievedFraction[int(PeakKind::FP16Tensor)] = 1;
  c.bandwidthFraction = 1;
  c.launchOverheadUs = 5;
  c.familyEfficiency[int(KernelFamily::Direct)] = 0.5;
  c.familyEfficiency[int(KernelFamily::ImplicitGemm)] = 1;
  c.familyEfficiency[int(KernelFamily::Gemm)] = 1;
  c.familyEfficiency[int(KernelFamily::Winograd)] = 0.75;
  c.familyEfficiency[int(KernelFamily::FFT)] = 0.5;
  c.familyEfficiency[int(KernelFamily::Elementwise)] = 1;
  return device;
}

ConvGeometry convGeometry(int64_t n, int64_t hw, int64_t c, int64_t k, int64_t rs) {
  ConvGeometry g;
  g.n = n;
  g.h = g.w = g.oh = g.ow = hw; // SAME, stride 1
  g.c = c;
  g.k = k;
  g.r = g.s = rs;
  return g;
}

const AlgorithmTime &candidate(const LayerPrediction &p, llvm::StringRef algorithm) {
  for (const AlgorithmTime &c : p.candidates)
    if (c.algorithm == algorithm)
      return c;
  ADD_FAILURE() << "no candidate " << algorithm.str();
  return p.candidates.front();
}

DeviceProfile loadShipped(llvm::StringRef key) {
  llvm::Expected<DeviceProfile> device = lookupDevice(key);
  EXPECT_TRUE(bool(device)) << llvm::toString(device.takeError());
  return device ? *device : DeviceProfile();
}
} // namespace

TEST(NetcModel, WaveQuantisationIdlesTheLastWave) {
  // 133 tiles of 128x128 on 132 SMs: two waves, the second with one tile.
  TileQuantisation q = quantiseTiles({1, 133 * 128, 128, 1024}, 132);
  EXPECT_EQ(q.tileM, 128);
  EXPECT_EQ(q.tileN, 128);
  EXPECT_EQ(q.tiles, 133);
  EXPECT_EQ(q.waveSlots, 132);
  EXPECT_DOUBLE_EQ(q.waveEfficiency, 133.0 / 264.0);
  EXPECT_DOUBLE_EQ(q.tileEfficiency, 1.0);

  // 200 x 100 in 128x128 tiles: 2 tiles, 20,000 of 32,768 cells useful.
  TileQuantisation ragged = quantiseTiles({1, 200, 100, 1024}, 132);
  EXPECT_DOUBLE_EQ(ragged.tileEfficiency, 20000.0 / 32768.0);

  // N = 64 shrinks the tile to 128x64, two to an SM.
  TileQuantisation narrow = quantiseTiles({1, 128 * 264, 64, 1024}, 132);
  EXPECT_EQ(narrow.tileN, 64);
  EXPECT_EQ(narrow.waveSlots, 264);
  EXPECT_DOUBLE_EQ(narrow.waveEfficiency, 1.0);

  // One 64x64 tile with a long reduction splits it: min(528 slots,
  // 65536 / 256) = 256 slices. They fill 256/528 of a wave, but the busiest
  // SM runs 2 of its 4 slots, so the wave lasts half a full one.
  TileQuantisation split = quantiseTiles({1, 64, 64, 65536}, 132);
  EXPECT_EQ(split.splitK, 256);
  EXPECT_EQ(split.tiles, 256);
  EXPECT_DOUBLE_EQ(split.waveEfficiency, (256.0 / 528.0) / 0.5);

  // A lone 32x32 tile runs on one SM with the SM to itself: 1/132.
  TileQuantisation lone = quantiseTiles({1, 8, 8, 8}, 132);
  EXPECT_DOUBLE_EQ(lone.waveEfficiency, 1.0 / 132.0);
}

TEST(NetcModel, WaveEfficiencySlowsTheComputeTime) {
  DeviceProfile device = roundDevice();
  device.smCount = 132;
  NetcModel model(device);
  // 1x1 conv, M = 133 x 128 positions, N = 128: 133 tiles on 132 SMs.
  // FLOPs 2 * 17024 * 128 * 1024 = 4,462,739,456 at 10 TFLOPS = 0.44627 ms,
  // divided by 133/264.
  ConvGeometry g = convGeometry(1, 1, 1024, 128, 1);
  g.h = g.oh = 133;
  g.w = g.ow = 128;
  LayerPrediction p = model.predictConvolution(g, Pass::Forward);
  EXPECT_EQ(p.algorithm, "implicit_gemm");
  EXPECT_DOUBLE_EQ(p.computeMs, 4462739456.0 / 1e10 / (133.0 / 264.0));
  EXPECT_NE(p.reason.find("waves 50% full"), std::string::npos) << p.reason;
}

TEST(NetcModel, LargeConvolutionIsComputeBound) {
  NetcModel model(roundDevice());
  // 1x1 conv 1024 -> 1024 on 8 x 32 x 32: M = 8192, N = 1024, 512 tiles =
  // 4 full waves of 128. GEMM 2 * 8192 * 1024 * 1024 = 17,179,869,184 FLOPs
  // plus a bias per output (8,388,608) at 10 TFLOPS: 1.7188257792 ms.
  // Bytes 4 * (2 * 8192 * 1024 + 1024^2) = 71,303,168 at 1 TB/s: 0.0713 ms.
  ConvGeometry g = convGeometry(8, 32, 1024, 1024, 1);
  LayerPrediction p = model.predictConvolution(g, Pass::Forward, /*epilogueFlops=*/8388608);
  EXPECT_EQ(p.algorithm, "implicit_gemm");
  EXPECT_EQ(p.bound, Bound::Compute);
  EXPECT_EQ(p.flops, 17179869184 + 8388608);
  EXPECT_EQ(p.bytes, 71303168);
  EXPECT_DOUBLE_EQ(p.computeMs, 1.7188257792);
  EXPECT_DOUBLE_EQ(p.memoryMs, 0.071303168);
  EXPECT_DOUBLE_EQ(p.totalMs, 0.005 + 1.7188257792); // overlapped, not added
  EXPECT_EQ(p.workspaceBytes, 0);
  // im2col does the same GEMM plus a launch; direct runs at half efficiency.
  EXPECT_DOUBLE_EQ(candidate(p, "im2col_gemm").totalMs, 0.010 + 1.7188257792);
  EXPECT_GT(candidate(p, "direct").totalMs, 2 * 1.7);
  EXPECT_FALSE(candidate(p, "winograd_4x4").applicable);
}

TEST(NetcModel, TensorCoresServeReducedPrecisionOnly) {
  ConvGeometry g = convGeometry(8, 32, 1024, 1024, 1);
  // fp16: the GEMM at 80 TFLOPS (0.2147 ms), the bias on the CUDA cores.
  NetcModel fp16(roundDevice(), {Precision::FP16, Layout::NHWC, int64_t(1) << 30});
  LayerPrediction p = fp16.predictConvolution(g, Pass::Forward, 8388608);
  EXPECT_EQ(p.algorithm, "implicit_gemm");
  EXPECT_DOUBLE_EQ(p.computeMs, 17179869184.0 / 8e10 + 8388608.0 / 1e10);
  EXPECT_DOUBLE_EQ(p.memoryMs, 0.071303168 / 2);

  // A Kepler K40 has no tensor cores and no fast fp16: fp16 computes at the
  // fp32 rate (and moves half the bytes).
  DeviceProfile k40 = loadShipped("k40");
  NetcModel k40fp32(k40), k40fp16(k40, {Precision::FP16, Layout::NHWC, int64_t(1) << 30});
  LayerPrediction a = k40fp32.predictConvolution(g, Pass::Forward);
  LayerPrediction b = k40fp16.predictConvolution(g, Pass::Forward);
  EXPECT_EQ(a.algorithm, b.algorithm);
  EXPECT_DOUBLE_EQ(a.computeMs, b.computeMs);
  EXPECT_DOUBLE_EQ(a.memoryMs, 2 * b.memoryMs);
}

TEST(NetcModel, WinogradWinsThreeByThreeStrideOneWhenFaster) {
  NetcModel model(roundDevice(), {Precision::FP32, Layout::NCHW, int64_t(1) << 30});
  // 3x3, 256 -> 256 on 32 x 28 x 28: 29.6 GFLOPs directly; Winograd
  // F(4x4,3x3) does a quarter of the multiplies (7x7 tiles divide 28
  // exactly) plus ~0.23 GFLOPs of transforms, at efficiency 0.75.
  ConvGeometry g = convGeometry(32, 28, 256, 256, 3);
  LayerPrediction p = model.predictConvolution(g, Pass::Forward);
  EXPECT_EQ(p.algorithm, "winograd_4x4");
  EXPECT_EQ(p.bound, Bound::Compute);
  EXPECT_LT(p.totalMs, candidate(p, "implicit_gemm").totalMs);
  EXPECT_LT(p.totalMs, candidate(p, "winograd_2x2").totalMs);
  EXPECT_EQ(p.reason.rfind("winograd_4x4: 3x3 stride 1; 4.00x fewer multiplies; "
                           "compute-bound",
                           0),
            0u)
      << p.reason;
  // 36 x (1568 x 256 transformed inputs + 256 x 256 filters + 1568 x 256
  // outputs) x 4 bytes.
  EXPECT_EQ(p.workspaceBytes, 4 * 36 * (1568 * 256 * 2 + 256 * 256));

  // Stride 2: Winograd does not apply.
  ConvGeometry strided = g;
  strided.strideH = strided.strideW = 2;
  strided.oh = strided.ow = 14;
  LayerPrediction s = model.predictConvolution(strided, Pass::Forward);
  EXPECT_FALSE(candidate(s, "winograd_4x4").applicable);
  EXPECT_NE(s.algorithm, "winograd_4x4");
}

TEST(NetcModel, WorkspaceLimitExcludesFFT) {
  // 11x11, 64 -> 64 on 16 x 64 x 64: the FFTs do ~25x fewer FLOPs than
  // direct. FFT workspace: 75 x 38 bins x (16*64 + 64*64 + 16*64) complex
  // fp32 transforms = 140,083,200 bytes.
  ConvGeometry g = convGeometry(16, 64, 64, 64, 11);
  NetcModel unlimited(roundDevice(), {Precision::FP32, Layout::NCHW, int64_t(1) << 30});
  LayerPrediction free = unlimited.predictConvolution(g, Pass::Forward);
  EXPECT_EQ(free.algorithm.rfind("fft", 0), 0u) << free.algorithm;
  EXPECT_EQ(candidate(free, "fft").workspaceBytes, 140083200);

  NetcModel limited(roundDevice(), {Precision::FP32, Layout::NCHW, 64 << 20});
  LayerPrediction p = limited.predictConvolution(g, Pass::Forward);
  EXPECT_EQ(p.algorithm, "implicit_gemm");
  EXPECT_LE(p.workspaceBytes, 64 << 20);
  EXPECT_FALSE(candidate(p, "fft").fitsWorkspace);
  EXPECT_FALSE(candidate(p, "fft_tiled").fitsWorkspace);
  // The reason names the fastest excluded algorithm: the unlimited choice.
  std::string excluded =
      free.algorithm + formatv(" ({0:f3} ms) excluded: {1:f1} MiB workspace over the 64.0 "
                               "MiB limit",
                               free.totalMs, free.workspaceBytes / double(1 << 20))
                           .str();
  EXPECT_NE(p.reason.find(excluded), std::string::npos) << p.reason << "\n" << excluded;
}

TEST(NetcModel, PoolOnH100IsMemoryBound) {
  CapturingContext ctx;
  auto module = ctx.import(R"({"name": "pool", "layers": {
    "data": {"parents": [], "type": "Input", "tensor": [64, 224, 224, 64]},
    "pool": {"parents": ["data"], "type": "Pooling", "ksize": [1, 2, 2, 1],
             "strides": [1, 2, 2, 1], "padding": "VALID"}}})");
  ASSERT_TRUE(module) << ctx.allErrors();
  DeviceProfile h100 = loadShipped("h100");
  std::vector<LayerPrediction> forward =
      NetcModel(h100).predict(getNetwork(*module), Pass::Forward);
  ASSERT_EQ(forward.size(), 1u);
  const LayerPrediction &pool = forward[0];
  // Reads 64*224*224*64 and writes 64*112*112*64 fp32 values.
  int64_t bytes = 4 * (205520896LL + 51380224LL);
  EXPECT_EQ(pool.bytes, bytes);
  EXPECT_EQ(pool.algorithm, "elementwise");
  EXPECT_EQ(pool.bound, Bound::Memory);
  // h100.json is calibrated per precision: pooling streams at its own
  // fraction of the copy bandwidth; a 2x2 window reads each input once, so
  // the window term (4 reads per output at pooling_window x bandwidth) is
  // below the streaming term.
  const PrecisionCalibration *fp32 = h100.getPrecisionCalibration(Precision::FP32);
  ASSERT_NE(fp32, nullptr);
  double bandwidth =
      h100.memoryBandwidthGBs * h100.calibrated.bandwidthFraction * fp32->pooling;
  EXPECT_DOUBLE_EQ(pool.memoryMs, double(bytes) / (bandwidth * 1e6));
  EXPECT_DOUBLE_EQ(pool.totalMs, pool.memoryMs + h100.calibrated.launchOverheadUs / 1e3);
}

TEST(NetcModel, TinyLayersAreLatencyBound) {
  NetcModel model(roundDevice());
  LayerPrediction p = model.predictConvolution(convGeometry(1, 1, 8, 8, 1), Pass::Forward);
  EXPECT_EQ(p.bound, Bound::Latency);
  EXPECT_EQ(p.algorithm, "implicit_gemm");
}

TEST(NetcModel, EveryPassOfASmallNetwork) {
  CapturingContext ctx;
  // data [2,8,8,3] -> conv 3x3x3x4 SAME relu -> max pool 2x2/2 -> fc 10 -> softmax
  auto module = ctx.import(R"({"name": "small", "layers": {
    "data": {"parents": [], "type": "Input", "tensor": [2, 8, 8, 3]},
    "conv": {"parents": ["data"], "type": "Convolution", "filter": [3, 3, 3, 4],
             "padding": "SAME", "strides": [1, 1, 1, 1], "activation_fn": "relu"},
    "pool": {"parents": ["conv"], "type": "Pooling", "ksize": [1, 2, 2, 1],
             "strides": [1, 2, 2, 1], "padding": "VALID"},
    "fc": {"parents": ["pool"], "type": "InnerProduct", "num_outputs": 10},
    "prob": {"parents": ["fc"], "type": "Softmax", "num_classes": 10}}})");
  ASSERT_TRUE(module) << ctx.allErrors();
  NetcModel model(roundDevice());
  net::NetworkOp network = getNetwork(*module);

  std::vector<LayerPrediction> forward = model.predict(network, Pass::Forward);
  ASSERT_EQ(forward.size(), 4u);
  EXPECT_EQ(forward[0].layerName, "conv");
  EXPECT_EQ(forward[0].opName, "conv2d");
  // The interface's figures: 2 x 13,824 MACs + bias + relu; fc 2*20*64 + 20.
  EXPECT_EQ(forward[0].flops, 28672);
  EXPECT_EQ(forward[1].algorithm, "elementwise");
  // Pool: reads 512 and writes 128 fp32 values.
  EXPECT_EQ(forward[1].bytes, 4 * (512 + 128));
  EXPECT_EQ(forward[2].algorithm, "gemm");
  EXPECT_EQ(forward[2].flops, 2580);
  EXPECT_EQ(forward[3].algorithm, "elementwise");

  std::vector<LayerPrediction> data = model.predict(network, Pass::BackwardData);
  // The conv reads the network input: no data gradient.
  EXPECT_EQ(data[0].algorithm, "none");
  EXPECT_EQ(data[0].bound, Bound::None);
  EXPECT_EQ(data[0].totalMs, 0);
  // Max pool's gradient reads dY (128), the input (512), writes dX (512).
  EXPECT_EQ(data[1].bytes, 4 * (128 + 512 + 512));
  EXPECT_EQ(data[2].flops, 2560);

  std::vector<LayerPrediction> filter = model.predict(network, Pass::BackwardFilter);
  EXPECT_NE(filter[0].algorithm, "none");
  EXPECT_EQ(filter[1].algorithm, "none");
  EXPECT_EQ(filter[1].reason, "no weights");

  // Weight update: read weights and gradients, write weights, fp32.
  std::vector<LayerPrediction> update = model.predict(network, Pass::WeightUpdate);
  EXPECT_EQ(update[0].algorithm, "sgd_update");
  EXPECT_EQ(update[0].bytes, 3 * 4 * 112);
  EXPECT_EQ(update[0].flops, 224);
  EXPECT_EQ(update[0].bound, Bound::Latency);
  EXPECT_EQ(update[1].algorithm, "none");
  EXPECT_EQ(update[2].bytes, 3 * 4 * 650);
}

TEST(NetcModel, DeconvolutionIsTheDataGradientOfAConvolution) {
  CapturingContext ctx;
  auto module = ctx.import(R"({"name": "up", "layers": {
    "data": {"parents": [], "type": "Input", "tensor": [1, 4, 4, 6]},
    "up": {"parents": ["data"], "type": "Deconvolution", "filter": [2, 2, 3, 6],
           "strides": [1, 2, 2, 1], "padding": "VALID", "output_shape": [1, 8, 8, 3]}}})");
  ASSERT_TRUE(module) << ctx.allErrors();
  NetcModel model(roundDevice());
  std::vector<LayerPrediction> forward = model.predict(getNetwork(*module), Pass::Forward);
  ASSERT_EQ(forward.size(), 1u);
  // The convolution [1,8,8,3] -> [1,4,4,6], 2x2 stride 2: 1,152 MACs.
  ConvGeometry conv{1, 8, 8, 3, 6, 2, 2, 2, 2, 4, 4};
  LayerPrediction expected = model.predictConvolution(conv, Pass::BackwardData);
  EXPECT_EQ(forward[0].flops, 2304);
  EXPECT_EQ(forward[0].algorithm, expected.algorithm);
  EXPECT_DOUBLE_EQ(forward[0].totalMs, expected.totalMs);
  EXPECT_EQ(forward[0].pass, Pass::Forward);
}

//===----------------------------------------------------------------------===//
// Per-precision calibration (calibrated.per_precision)
//===----------------------------------------------------------------------===//

TEST(NetcModel, ReductionEfficiencyIsKOverKPlusHalfLength) {
  EXPECT_DOUBLE_EQ(getReductionEfficiency(256, 256), 0.5);
  EXPECT_DOUBLE_EQ(getReductionEfficiency(768, 256), 0.75);
  EXPECT_DOUBLE_EQ(getReductionEfficiency(100, 0), 1.0);
}

TEST(NetcModel, LibraryChoosesTheTileWithTheBestEfficiency) {
  // M = 132 x 128 = 16896, N = 192 on 132 SMs. Without the intensity term
  // (exponent 0) some tile fills both the rows and the waves exactly (32x32:
  // 528 x 6 = 3168 tiles, 16 per SM, 1.5 waves of 2112: efficiency 1).
  GemmShape shape{1, 16896, 192, 1024};
  EXPECT_DOUBLE_EQ(chooseTiles(shape, 132, 0).efficiency(), 1.0);
  // Exponent 1: 128x128 tiles waste a quarter of the columns (192 of 256)
  // but reuse operands best: 0.75. 128x64 fills exactly but loads 1.5x
  // more per multiply-add: (8192 / 192) / 64 = 0.667; 64x64: 0.5.
  TileQuantisation q = chooseTiles(shape, 132, 1);
  EXPECT_EQ(q.tileM, 128);
  EXPECT_EQ(q.tileN, 128);
  EXPECT_DOUBLE_EQ(q.tileEfficiency, 0.75);
  EXPECT_DOUBLE_EQ(q.waveEfficiency, 1.0);
  EXPECT_DOUBLE_EQ(q.intensityEfficiency, 1.0);
  EXPECT_DOUBLE_EQ(q.efficiency(), 0.75);
}

namespace {
/// roundDevice with a per-precision calibration for fp32.
DeviceProfile calibratedRoundDevice(double floorUs, double pointwiseFloorUs) {
  DeviceProfile device = roundDevice();
  PrecisionCalibration p;
  for (int pass = 0; pass < 3; ++pass)
    p.convolution[pass] = p.gemm[pass] = 1;
  p.callFloorUs = floorUs;
  p.pointwiseCallFloorUs = pointwiseFloorUs;
  p.elementwise = 0.5;
  p.pooling = p.poolingBackward = p.normalization = 0.5;
  p.poolingWindow = 1;
  device.calibrated.perPrecision[int(Precision::FP32)] = p;
  return device;
}

std::vector<LayerPrediction> predictOneConv(const DeviceProfile &device, bool epilogue,
                                            Pass pass) {
  CapturingContext ctx;
  std::string json = std::string(R"({"name": "c", "layers": {
    "data": {"parents": [], "type": "Input", "tensor": [1, 8, 8, 16]},
    "conv": {"parents": ["data"], "type": "Convolution", "filter": [1, 1, 16, 16],
             "strides": [1, 1, 1, 1], "padding": "SAME", )") +
                     (epilogue ? R"("activation_fn": "relu"}}})" : R"("bias": false}}})");
  auto module = ctx.import(json);
  EXPECT_TRUE(module) << ctx.allErrors();
  return NetcModel(device).predict(getNetwork(*module), pass);
}
} // namespace

TEST(NetcModel, LibraryRunsBiasAndActivationAsKernelsOfTheirOwn) {
  DeviceProfile device = calibratedRoundDevice(0, 0);
  // Filter gradient of a 1x1 conv with bias and ReLU against the same conv
  // without either: the activation gradient (reads Y and dY, writes dZ) and
  // the bias gradient's sum (reads dZ) stream 3 + 1 tensors of 1x8x8x16 =
  // 1024 fp32 values, 16384 bytes; the bias gradient's clear (16 fp32) and
  // conversion (16 fp32 read, 16 written) 64 + 128 bytes: 16576 bytes at
  // 0.5 x 1 TB/s = 3.3152e-5 ms, plus four 5 us launches.
  LayerPrediction with = predictOneConv(device, true, Pass::BackwardFilter)[0];
  LayerPrediction without = predictOneConv(device, false, Pass::BackwardFilter)[0];
  EXPECT_NEAR(with.totalMs - without.totalMs, 0.020 + 3.3152e-5, 1e-12);
  EXPECT_NE(with.reason.find("4 separate bias/activation kernels"), std::string::npos)
      << with.reason;
  // The forward pass: one kernel reads and writes Y (8192 bytes).
  LayerPrediction forwardWith = predictOneConv(device, true, Pass::Forward)[0];
  LayerPrediction forwardWithout = predictOneConv(device, false, Pass::Forward)[0];
  EXPECT_NEAR(forwardWith.totalMs - forwardWithout.totalMs, 0.005 + 1.6384e-5, 1e-12);
  // With the precision's own epilogue launch latency (2 us) in place of the
  // device's launch overhead.
  device.calibrated.perPrecision[int(Precision::FP32)]->epilogueLaunchUs = 2;
  LayerPrediction quicker = predictOneConv(device, true, Pass::BackwardFilter)[0];
  EXPECT_NEAR(quicker.totalMs - without.totalMs, 0.008 + 3.3152e-5, 1e-12);
  // With the epilogue's own stream rate (1.0: 12,288 bytes of the activation
  // gradient at 1 TB/s) and the bias gradient priced as one group: 6 us,
  // dZ and the per-channel words (4,096 + 16 x 12 bytes) streamed, and one
  // block's 16 atomic adds at 1,000 a us.
  PrecisionCalibration &fp32 = *device.calibrated.perPrecision[int(Precision::FP32)];
  fp32.epilogueStream = 1;
  fp32.biasGradientUs = 6;
  fp32.biasGradientAtomicsPerUs = 1000;
  LayerPrediction grouped = predictOneConv(device, true, Pass::BackwardFilter)[0];
  EXPECT_NEAR(grouped.totalMs - without.totalMs,
              0.002 + 1.2288e-5 + 0.006 + 4.288e-6 + 16 / 1000.0 / 1e3, 1e-12);
  EXPECT_NE(grouped.reason.find("4 separate bias/activation kernels"), std::string::npos)
      << grouped.reason;
}

TEST(NetcModel, BroadcastArithmeticStreamsAtItsOwnRate) {
  // Squeeze-and-excitation's product, [1, 8, 8, 16] x [1, 1, 1, 16]: it
  // streams at `broadcast` x the copy bandwidth where the profile has one
  // (cudnnOpTensor's rate), else at `elementwise`'s.
  CapturingContext ctx;
  mlir::OwningOpRef<mlir::ModuleOp> module = parseNetworkModule("se", llvm::MemoryBuffer::getMemBufferCopy(R"(
net.network "se" {
  %0 = net.input "x" : tensor<1x8x8x16xf32>
  %1 = net.elementwise "x/feed" %0 {kind = #net<elementwise sum>} : tensor<1x8x8x16xf32> -> tensor<1x8x8x16xf32>
  %2 = net.input "s" : tensor<1x1x1x16xf32>
  %3 = net.elementwise "s/feed" %2 {kind = #net<elementwise sum>} : tensor<1x1x1x16xf32> -> tensor<1x1x1x16xf32>
  %4 = net.binary "scale" %1, %3 {kind = #net<binary mul>} : tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32> -> tensor<1x8x8x16xf32>
}
)"), ctx.context);
  ASSERT_TRUE(module) << ctx.allErrors();
  DeviceProfile device = calibratedRoundDevice(0, 0);
  auto scale = [&](const DeviceProfile &profile) {
    for (const LayerPrediction &p : NetcModel(profile).predict(getNetwork(*module), Pass::Forward))
      if (p.layerName == "scale")
        return p;
    ADD_FAILURE() << "no scale layer";
    return LayerPrediction();
  };
  LayerPrediction atElementwise = scale(device); // elementwise 0.5
  device.calibrated.perPrecision[int(Precision::FP32)]->broadcast = 0.25;
  LayerPrediction atBroadcast = scale(device);
  // x, s and the output: (1024 + 16 + 1024) fp32 values.
  EXPECT_EQ(atBroadcast.bytes, 4 * (1024 + 16 + 1024));
  EXPECT_GT(atElementwise.memoryMs, 0);
  EXPECT_NEAR(atBroadcast.memoryMs, 2 * atElementwise.memoryMs, 1e-15);
}

TEST(NetcModel, ABroadcastOperandsGradientIsThreeEpilogueLaunches) {
  // net.binary's backward: the full operand's gradient streams what the
  // forward does (dY x s, or dY itself); the broadcast operand's gradient
  // adds netc-runtime's three launches at the epilogue latency: the fp32
  // accumulator cleared (16 x 4 bytes), dY (x x for a product: two streams
  // of 1,024 fp32 values) summed into it, the sums converted (16 x 8 bytes),
  // at 0.5 x 1 TB/s.
  CapturingContext ctx;
  auto net = [&](const char *kind) {
    return parseNetworkModule("se", llvm::MemoryBuffer::getMemBufferCopy(std::string(R"(
net.network "se" {
  %0 = net.input "x" : tensor<1x8x8x16xf32>
  %1 = net.elementwise "x/feed" %0 {kind = #net<elementwise sum>} : tensor<1x8x8x16xf32> -> tensor<1x8x8x16xf32>
  %2 = net.input "s" : tensor<1x1x1x16xf32>
  %3 = net.elementwise "s/feed" %2 {kind = #net<elementwise sum>} : tensor<1x1x1x16xf32> -> tensor<1x1x1x16xf32>
  %4 = net.binary "scale" %1, %3 {kind = #net<binary )") + kind + R"(>} : tensor<1x8x8x16xf32>, tensor<1x1x1x16xf32> -> tensor<1x8x8x16xf32>
}
)"), ctx.context);
  };
  mlir::OwningOpRef<mlir::ModuleOp> product = net("mul"), sum = net("add");
  ASSERT_TRUE(product && sum) << ctx.allErrors();
  DeviceProfile device = calibratedRoundDevice(0, 0);
  device.calibrated.perPrecision[int(Precision::FP32)]->epilogueLaunchUs = 2;
  auto scaleMs = [&](mlir::ModuleOp module, Pass pass) {
    for (const LayerPrediction &p : NetcModel(device).predict(getNetwork(module), pass))
      if (p.layerName == "scale")
        return p.totalMs;
    ADD_FAILURE() << "no scale layer";
    return 0.0;
  };
  EXPECT_NEAR(scaleMs(*product, Pass::BackwardData) - scaleMs(*product, Pass::Forward),
              0.006 + (64 + 8192 + 128) / 5e8, 1e-9);
  EXPECT_NEAR(scaleMs(*sum, Pass::BackwardData) - scaleMs(*sum, Pass::Forward),
              0.006 + (64 + 4096 + 128) / 5e8, 1e-9);
}

TEST(NetcModel, ABiasGradientTheSumCannotPackIsThreeEpilogueLaunches) {
  // The bias gradient's packed sum (16-byte loads: C a multiple of 4 fp32
  // lanes) is priced as one group where the profile has its figures; other
  // channel counts keep three launches at the epilogue latency. An inner
  // product over 8 images, bias, no activation: with 10 outputs, against no
  // bias, three 2 us launches and their bytes (the clear 40, dZ 320, the
  // conversion 80, at 0.5 x 1 TB/s), whatever the group's figures; with 16,
  // the group's 50 us.
  CapturingContext ctx;
  auto net = [&](int outputs, bool bias) {
    return ctx.import(std::string(R"({"name": "ip", "layers": {
    "data": {"parents": [], "type": "Input", "tensor": [8, 1, 1, 64]},
    "fc": {"parents": ["data"], "type": "InnerProduct", "num_outputs": )") +
                      std::to_string(outputs) + (bias ? "}}}" : R"(, "bias": false}}})"));
  };
  auto ten = net(10, true), tenWithout = net(10, false), sixteen = net(16, true),
       sixteenWithout = net(16, false);
  ASSERT_TRUE(ten && tenWithout && sixteen && sixteenWithout) << ctx.allErrors();
  DeviceProfile device = calibratedRoundDevice(0, 0);
  PrecisionCalibration &fp32 = *device.calibrated.perPrecision[int(Precision::FP32)];
  fp32.epilogueLaunchUs = 2;
  fp32.biasGradientUs = 50;
  auto filterMs = [&](mlir::ModuleOp module) {
    return NetcModel(device).predict(getNetwork(module), Pass::BackwardFilter)[0].totalMs;
  };
  EXPECT_NEAR(filterMs(*ten) - filterMs(*tenWithout), 0.006 + (40 + 320 + 80) / 5e8, 1e-12);
  // The group: 50 us, dZ (512 bytes) and the words (16 x 12 bytes).
  EXPECT_NEAR(filterMs(*sixteen) - filterMs(*sixteenWithout), 0.050 + (512 + 192) / 5e8,
              1e-12);
}

TEST(NetcModel, ALibraryCallTakesAtLeastItsFloor) {
  // A 1x1 stride-1 conv takes the pointwise floor (100 us), whatever its size.
  DeviceProfile device = calibratedRoundDevice(50, 100);
  LayerPrediction p = predictOneConv(device, true, Pass::Forward)[0];
  EXPECT_DOUBLE_EQ(p.totalMs, 0.1);
  EXPECT_EQ(p.bound, Bound::Latency);
  EXPECT_NE(p.reason.find("floor"), std::string::npos) << p.reason;
  // Without a per-precision calibration there is no floor.
  LayerPrediction plain = predictOneConv(roundDevice(), true, Pass::Forward)[0];
  EXPECT_LT(plain.totalMs, 0.05);
}

TEST(NetcModel, LayoutTransposesMoveOperandsWithASpatialExtent) {
  // n = 2, 8x8 -> 8x8, c = 16, k = 32, 3x3: X 2048 + W 4608 + Y 4096 values.
  EXPECT_EQ(getLayoutTransposeBytes(convGeometry(2, 8, 16, 32, 3), 4), 4 * (2048 + 4608 + 4096));
  // A 1x1 filter is the same in both layouts: X 2048 + Y 4096 values.
  EXPECT_EQ(getLayoutTransposeBytes(convGeometry(2, 8, 16, 32, 1), 2), 2 * (2048 + 4096));
  // A 1x1 image with a 1x1 filter (a fully-connected layer): nothing moves.
  EXPECT_EQ(getLayoutTransposeBytes(convGeometry(2, 1, 16, 32, 1), 4), 0);
}

TEST(NetcModel, NchwLibraryKernelsPayTheirTransposes) {
  DeviceProfile device = calibratedRoundDevice(0, 0);
  // Keep the other algorithms out of this tiny layer: the library's GEMM runs.
  for (KernelFamily family : {KernelFamily::Direct, KernelFamily::Winograd, KernelFamily::FFT})
    device.calibrated.familyEfficiency[int(family)] = 1e-4;
  LayerPrediction plain = predictOneConv(device, false, Pass::Forward)[0];
  device.calibrated.perPrecision[int(Precision::FP32)]->transpose = 0.5;
  // The 1x1 conv's X and Y (1024 fp32 values each) go through 8192 bytes of
  // workspace: one kernel reads and writes them, 16384 bytes at 0.5 x 1 TB/s
  // = 3.2768e-5 ms, plus a 5 us launch.
  LayerPrediction transposed = predictOneConv(device, false, Pass::Forward)[0];
  EXPECT_NEAR(transposed.totalMs - plain.totalMs, 0.005 + 3.2768e-5, 1e-12);
  EXPECT_EQ(transposed.workspaceBytes, 8192);
  EXPECT_NE(transposed.reason.find("kernel is NCHW: the NHWC operands go through 0.0 MiB"),
            std::string::npos)
      << transposed.reason;
  // The filter gradient does not transpose.
  DeviceProfile noTransposes = device;
  noTransposes.calibrated.perPrecision[int(Precision::FP32)]->transpose = 0;
  EXPECT_DOUBLE_EQ(predictOneConv(device, false, Pass::BackwardFilter)[0].totalMs,
                   predictOneConv(noTransposes, false, Pass::BackwardFilter)[0].totalMs);
  // Where the transposes fit, the NCHW kernel runs even beside an NHWC
  // kernel that would be faster: the library's choice, not the model's.
  device.calibrated.perPrecision[int(Precision::FP32)]->nativeConvolution[0] = 1;
  LayerPrediction native = predictOneConv(device, false, Pass::Forward)[0];
  EXPECT_DOUBLE_EQ(native.totalMs, transposed.totalMs);
  EXPECT_EQ(native.workspaceBytes, 8192);
  // Where the workspace exceeds the limit the NHWC kernel runs however slow.
  device.calibrated.perPrecision[int(Precision::FP32)]->nativeConvolution[0] = 0.01;
  EXPECT_EQ(predictOneConv(device, false, Pass::Forward)[0].workspaceBytes, 8192);
  CapturingContext ctx;
  auto module = ctx.import(R"({"name": "c", "layers": {
    "data": {"parents": [], "type": "Input", "tensor": [1, 8, 8, 16]},
    "conv": {"parents": ["data"], "type": "Convolution", "filter": [1, 1, 16, 16],
             "strides": [1, 1, 1, 1], "padding": "SAME", "bias": false}}})");
  ASSERT_TRUE(module) << ctx.allErrors();
  ModelOptions tight;
  tight.workspaceLimitBytes = 4096;
  LayerPrediction limited = NetcModel(device, tight).predict(getNetwork(*module), Pass::Forward)[0];
  EXPECT_EQ(limited.workspaceBytes, 0);
  EXPECT_EQ(limited.algorithm, "implicit_gemm");
  EXPECT_NE(limited.reason.find("the library's NHWC kernel: the NCHW kernel's transposes need"),
            std::string::npos)
      << limited.reason;
  EXPECT_GT(limited.totalMs - 0.005, 50 * (plain.totalMs - 0.005));
}

TEST(NetcModel, LongBatchNormReductionsRunAtTheMultiPassRate) {
  // 2 x 4 x 4 x 8 values: each channel reduces N x H x W = 32 of them. The
  // forward pass streams X and Y, 2048 bytes: 4.096e-6 ms at 0.5 x 1 TB/s,
  // 8.192e-6 ms at 0.25.
  CapturingContext ctx;
  auto module = ctx.import(R"({"name": "b", "layers": {
    "data": {"parents": [], "type": "Input", "tensor": [2, 4, 4, 8]},
    "bn": {"parents": ["data"], "type": "BatchNorm"}}})");
  ASSERT_TRUE(module) << ctx.allErrors();
  DeviceProfile device = calibratedRoundDevice(0, 0);
  double single = NetcModel(device).predict(getNetwork(*module), Pass::Forward)[0].totalMs;
  device.calibrated.perPrecision[int(Precision::FP32)]->normalizationLong = 0.25;
  device.calibrated.perPrecision[int(Precision::FP32)]->normalizationSplitLength = 16;
  double multi = NetcModel(device).predict(getNetwork(*module), Pass::Forward)[0].totalMs;
  EXPECT_NEAR(multi - single, 4.096e-6, 1e-12);
  device.calibrated.perPrecision[int(Precision::FP32)]->normalizationSplitLength = 32;
  EXPECT_DOUBLE_EQ(NetcModel(device).predict(getNetwork(*module), Pass::Forward)[0].totalMs,
                   single);
}

TEST(NetcModel, AsymmetricPadsCostACopyAndACrop) {
  // 3x3 stride 2 SAME max pool of 1 x 8 x 8 x 16: total pad 1 per axis, the
  // odd row after, so the runtime pads explicitly: it reads 1024 values and
  // writes 1 x 9 x 9 x 16 = 1296, 9280 bytes at 0.5 x 1 TB/s = 1.856e-5 ms,
  // plus a 5 us launch; the data gradient crops the same amount.
  CapturingContext ctx;
  auto module = ctx.import(R"({"name": "p", "layers": {
    "data": {"parents": [], "type": "Input", "tensor": [1, 8, 8, 16]},
    "pool": {"parents": ["data"], "type": "Pooling", "pool": "max", "ksize": [1, 3, 3, 1],
             "strides": [1, 2, 2, 1], "padding": "SAME"}}})");
  ASSERT_TRUE(module) << ctx.allErrors();
  DeviceProfile device = calibratedRoundDevice(0, 0);
  LayerPrediction p = NetcModel(device).predict(getNetwork(*module), Pass::Forward)[0];
  EXPECT_NE(p.reason.find("padded copy"), std::string::npos) << p.reason;
  // The pool itself: X + Y = 1024 + 256 values; its window term 9 x 256 x 4
  // bytes at 1 TB/s is smaller. 5120 bytes at 0.5 TB/s.
  EXPECT_NEAR(p.totalMs, 0.005 + 1.024e-5 + 0.005 + 1.856e-5, 1e-12);
}

TEST(NetcModel, FilterTapsEfficiencyFallsWithTheTaps) {
  // 1 / (1 + (R S / half)^exponent): 9x9 taps at half 40.5, exponent 2:
  // 1 / (1 + 2^2) = 0.2; 3x3 at half 9, exponent 1: 0.5.
  EXPECT_DOUBLE_EQ(getFilterTapsEfficiency(81, 64, 40.5, 2), 0.2);
  EXPECT_DOUBLE_EQ(getFilterTapsEfficiency(9, 64, 9, 1), 0.5);
  // Fewer than 8 channels (first layers) and half 0 (off): no loss.
  EXPECT_DOUBLE_EQ(getFilterTapsEfficiency(121, 3, 40.5, 2), 1.0);
  EXPECT_DOUBLE_EQ(getFilterTapsEfficiency(81, 64, 0, 2), 1.0);
}

TEST(NetcModel, ChannelEfficiencyFallsAndSaturates) {
  // 1 / (1 + loss x / (1 + x)), x = (C / half)^4: at C = half, x = 1 and
  // the loss is half its full size: 1 / (1 + 0.5 / 2) = 0.8.
  EXPECT_DOUBLE_EQ(getChannelEfficiency(9, 256, 0.5, 256), 0.8);
  // C = 2 half: x = 16, 1 / (1 + 0.5 x 16 / 17) = 17 / 25.
  EXPECT_DOUBLE_EQ(getChannelEfficiency(9, 512, 0.5, 256), 17.0 / 25.0);
  // It saturates at 1 / (1 + loss) however many channels.
  EXPECT_NEAR(getChannelEfficiency(9, 1 << 20, 0.5, 256), 1 / 1.5, 1e-9);
  // No loss for 1x1 filters, fewer than 8 channels, or with the term off.
  EXPECT_DOUBLE_EQ(getChannelEfficiency(1, 512, 0.5, 256), 1.0);
  EXPECT_DOUBLE_EQ(getChannelEfficiency(9, 4, 0.5, 256), 1.0);
  EXPECT_DOUBLE_EQ(getChannelEfficiency(9, 512, 0, 256), 1.0);
}

namespace {
/// calibratedRoundDevice with only the library's GEMM kernels competitive.
DeviceProfile gemmOnlyRoundDevice() {
  DeviceProfile device = calibratedRoundDevice(0, 0);
  for (KernelFamily family : {KernelFamily::Direct, KernelFamily::Winograd, KernelFamily::FFT})
    device.calibrated.familyEfficiency[int(family)] = 1e-4;
  return device;
}
PrecisionCalibration &fp32Calibration(DeviceProfile &device) {
  return *device.calibrated.perPrecision[int(Precision::FP32)];
}
/// The prediction for the first layer after the input of a network given
/// as Paleo JSON.
LayerPrediction predictFirstLayer(const DeviceProfile &device, const char *network, Pass pass) {
  CapturingContext ctx;
  auto module = ctx.import(network);
  EXPECT_TRUE(module) << ctx.allErrors();
  if (!module)
    return {};
  return NetcModel(device).predict(getNetwork(*module), pass)[0];
}
} // namespace

TEST(NetcModel, LargeFiltersOverManyChannelsLoseForwardEfficiency) {
  DeviceProfile device = gemmOnlyRoundDevice();
  // n = 8, 32x32, c = k = 64, 9x9 SAME: 2 x 8 x 1024 x 64 x 64 x 81 FLOPs,
  // compute-bound on the 10 TFLOPS CUDA cores.
  ConvGeometry g = convGeometry(8, 32, 64, 64, 9);
  LayerPrediction plain = NetcModel(device).predictConvolution(g, Pass::Forward);
  ASSERT_EQ(plain.bound, Bound::Compute);
  fp32Calibration(device).filterTapsHalf = 40.5;
  fp32Calibration(device).filterTapsExponent = 2;
  // 81 taps: efficiency 1 / (1 + 2^2) = 0.2, five times the compute time.
  LayerPrediction taps = NetcModel(device).predictConvolution(g, Pass::Forward);
  EXPECT_NEAR(taps.computeMs, 5 * plain.computeMs, 1e-9 * plain.computeMs);
  // The data gradient keeps its rate, and so does a first layer (c = 3).
  EXPECT_DOUBLE_EQ(NetcModel(device).predictConvolution(g, Pass::BackwardData).totalMs,
                   NetcModel(gemmOnlyRoundDevice()).predictConvolution(g, Pass::BackwardData).totalMs);
  ConvGeometry first = convGeometry(8, 32, 3, 64, 9);
  EXPECT_DOUBLE_EQ(NetcModel(device).predictConvolution(first, Pass::Forward).totalMs,
                   NetcModel(gemmOnlyRoundDevice()).predictConvolution(first, Pass::Forward).totalMs);
  // cuDNN implements no direct convolution: under a per-precision
  // calibration the direct loop does not compete however efficient its
  // family; without one (a datasheet profile) it does.
  DeviceProfile directOnly = calibratedRoundDevice(0, 0);
  directOnly.calibrated.familyEfficiency[int(KernelFamily::Direct)] = 1;
  for (KernelFamily family : {KernelFamily::Winograd, KernelFamily::FFT})
    directOnly.calibrated.familyEfficiency[int(family)] = 1e-4;
  for (int pass = 0; pass < 3; ++pass)
    fp32Calibration(directOnly).convolution[pass] = 1e-4;
  EXPECT_EQ(NetcModel(directOnly).predictConvolution(g, Pass::Forward).algorithm,
            "implicit_gemm");
  directOnly.calibrated.perPrecision[int(Precision::FP32)].reset();
  directOnly.calibrated.familyEfficiency[int(KernelFamily::ImplicitGemm)] = 1e-4;
  EXPECT_EQ(NetcModel(directOnly).predictConvolution(g, Pass::Forward).algorithm, "direct");
}


TEST(NetcModel, FirstLayersRunTheSmallChannelKernel) {
  // A 3x3 convolution of 3 channels (a first layer), NCHW library kernels:
  // by default it pays the transposes; with a small-channel kernel it runs
  // that one, NHWC, at its own efficiency and reduction half-length.
  const char *network = R"({"name": "c", "layers": {
    "data": {"parents": [], "type": "Input", "tensor": [4, 16, 16, 3]},
    "conv": {"parents": ["data"], "type": "Convolution", "filter": [3, 3, 3, 32],
             "strides": [1, 1, 1, 1], "padding": "SAME", "bias": false}}})";
  DeviceProfile device = gemmOnlyRoundDevice();
  fp32Calibration(device).transpose = 0.5;
  LayerPrediction general = predictFirstLayer(device, network, Pass::Forward);
  double filterGradient = predictFirstLayer(device, network, Pass::BackwardFilter).totalMs;
  EXPECT_GT(general.workspaceBytes, 0);
  fp32Calibration(device).smallChannelForward = 0.25;
  fp32Calibration(device).smallChannelReductionHalfLength = 27; // K = 3 x 3 x 3
  LayerPrediction small = predictFirstLayer(device, network, Pass::Forward);
  EXPECT_EQ(small.workspaceBytes, 0);
  // Efficiency 0.25 x K / (K + 27) = 0.125 of the general kernel's 1
  // (whose half-length is 0): eight times the compute time.
  EXPECT_NEAR(small.computeMs, 8 * general.computeMs, 1e-12);
  // The filter gradient is not the small-channel kernel's: unchanged.
  EXPECT_DOUBLE_EQ(predictFirstLayer(device, network, Pass::BackwardFilter).totalMs,
                   filterGradient);
}

TEST(NetcModel, TensorCoreKernelsLoseEfficiencyOnUnalignedChannels) {
  // fp16 on the round device's tensor cores, the fp32 terms copied; a
  // 3x3 convolution large enough to be compute-bound.
  DeviceProfile device = gemmOnlyRoundDevice();
  device.calibrated.perPrecision[int(Precision::FP16)] = fp32Calibration(device);
  ModelOptions fp16;
  fp16.precision = Precision::FP16;
  ConvGeometry aligned = convGeometry(32, 64, 64, 64, 3);
  ConvGeometry unaligned = convGeometry(32, 64, 60, 64, 3); // C = 60: not a multiple of 8
  double alignedMs = NetcModel(device, fp16).predictConvolution(aligned, Pass::BackwardData).computeMs;
  double unalignedMs =
      NetcModel(device, fp16).predictConvolution(unaligned, Pass::BackwardData).computeMs;
  device.calibrated.perPrecision[int(Precision::FP16)]->unalignedChannels = 0.5;
  // Aligned channels keep their rate; unaligned ones run at half of it:
  // twice the compute time, in every pass.
  EXPECT_DOUBLE_EQ(
      NetcModel(device, fp16).predictConvolution(aligned, Pass::BackwardData).computeMs,
      alignedMs);
  EXPECT_NEAR(NetcModel(device, fp16).predictConvolution(unaligned, Pass::BackwardData).computeMs,
              2 * unalignedMs, 1e-9 * unalignedMs);
  // fp32 runs on the CUDA cores: no such loss, whatever the field says.
  double fp32Ms = NetcModel(device).predictConvolution(unaligned, Pass::Forward).totalMs;
  fp32Calibration(device).unalignedChannels = 0.5;
  EXPECT_DOUBLE_EQ(NetcModel(device).predictConvolution(unaligned, Pass::Forward).totalMs, fp32Ms);
}

TEST(NetcModel, LrnHasItsOwnRate) {
  // LRN of 1 x 4 x 4 x 64 values: the forward pass streams X and Y, 8192
  // bytes: 1.6384e-5 ms at batch norm's 0.5 x 1 TB/s, 3.2768e-5 at 0.25.
  const char *network = R"({"name": "l", "layers": {
    "data": {"parents": [], "type": "Input", "tensor": [1, 4, 4, 64]},
    "norm": {"parents": ["data"], "type": "LRN", "size": 5, "alpha": 0.0001, "beta": 0.75}}})";
  DeviceProfile device = calibratedRoundDevice(0, 0);
  EXPECT_NEAR(predictFirstLayer(device, network, Pass::Forward).memoryMs, 1.6384e-5, 1e-12);
  fp32Calibration(device).lrn = 0.25;
  EXPECT_NEAR(predictFirstLayer(device, network, Pass::Forward).memoryMs, 3.2768e-5, 1e-12);
}
