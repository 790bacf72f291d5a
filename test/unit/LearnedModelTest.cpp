//===- LearnedModelTest.cpp - Boosted oblivious trees and the learned time ===//
//
// The trees must fit what they can represent and nothing they cannot see,
// the same way every time; the features are the roofline's terms and the
// pass's GEMM, derived here by hand; NetcModel must use an ensemble exactly
// as `base x exp(ensemble)` and only where the calibration has one; and the
// fit must learn the factor that made its rows.
//
//===----------------------------------------------------------------------===//

#include "CostModel/LearnedConvolution.h"
#include "CostModel/NetcModel.h"
#include "CostModel/ProfileFit.h"
#include "CostModel/TreeFit.h"
#include "TestSupport.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace netc;

namespace {

//===----------------------------------------------------------------------===//
// The trees
//===----------------------------------------------------------------------===//

TEST(ObliviousTrees, LevelsAskTheSameQuestionAndTheFirstIsTheHighBit) {
  ObliviousTree tree;
  tree.features = {1, 0};
  tree.thresholds = {0.5, 2};
  tree.leaves = {10, 11, 12, 13};
  EXPECT_EQ(tree.leafIndex(std::vector<double>{3, 1}), 3u);  // both above
  EXPECT_EQ(tree.leafIndex(std::vector<double>{3, 0}), 1u);  // only the second
  EXPECT_EQ(tree.leafIndex(std::vector<double>{2, 1}), 2u);  // 2 is not above 2
  TreeEnsemble ensemble;
  ensemble.base = 1;
  ensemble.trees = {tree, tree};
  EXPECT_DOUBLE_EQ(ensemble.predict(std::vector<double>{0, 0}), 1 + 10 + 10);
}

TEST(ObliviousTrees, FitAStepOnTheFeatureThatHasIt) {
  // y steps from 0 to 1 past x1 = 0.5 (x1 on a grid of 20 values, so every
  // gap is a candidate threshold); x0 is irrelevant, x2 constant.
  std::vector<std::vector<double>> rows;
  std::vector<double> targets;
  for (int i = 0; i < 200; ++i) {
    double x0 = std::fmod(i * 0.37, 1.0), x1 = (i % 20) / 20.0;
    rows.push_back({x0, x1, 7.0});
    targets.push_back(x1 > 0.5 ? 1.0 : 0.0);
  }
  TreeFitOptions options;
  options.trees = 60;
  options.depth = 1;
  options.learningRate = 0.2;
  options.l2 = 0;
  TreeEnsemble ensemble = fitObliviousTrees(rows, targets, options);
  ASSERT_FALSE(ensemble.trees.empty());
  for (const ObliviousTree &tree : ensemble.trees) {
    EXPECT_EQ(tree.features, std::vector<unsigned>{1u}); // never x0, never the constant
    EXPECT_EQ(tree.thresholds[0], 0.525); // halfway between 0.5 and 0.55
  }
  for (size_t i = 0; i < rows.size(); ++i)
    EXPECT_NEAR(ensemble.predict(rows[i]), targets[i], 1e-3) << i;
  EXPECT_EQ(ensemble.rows, rows.size());
}

TEST(ObliviousTrees, TheFitIsDeterministicAndRoundedAsWritten) {
  std::vector<std::vector<double>> rows;
  std::vector<double> targets;
  for (int i = 0; i < 300; ++i) {
    std::vector<double> x = {std::sin(i * 0.7), std::cos(i * 1.3), double(i % 7)};
    rows.push_back(x);
    targets.push_back(x[0] * x[1] + 0.1 * x[2]);
  }
  TreeEnsemble first = fitObliviousTrees(rows, targets);
  TreeEnsemble second = fitObliviousTrees(rows, targets);
  ASSERT_EQ(first.trees.size(), second.trees.size());
  for (size_t t = 0; t < first.trees.size(); ++t) {
    EXPECT_EQ(first.trees[t].features, second.trees[t].features);
    EXPECT_EQ(first.trees[t].thresholds, second.trees[t].thresholds);
    EXPECT_EQ(first.trees[t].leaves, second.trees[t].leaves);
    for (double value : first.trees[t].thresholds)
      EXPECT_EQ(value, roundToSixDigits(value));
    for (double value : first.trees[t].leaves)
      EXPECT_EQ(value, roundToSixDigits(value));
  }
  // And it fits: the residual is far under the targets' spread.
  double error = 0, spread = 0;
  for (size_t i = 0; i < rows.size(); ++i) {
    error += std::pow(first.predict(rows[i]) - targets[i], 2);
    spread += std::pow(targets[i], 2);
  }
  EXPECT_LT(error, 0.05 * spread);
}

//===----------------------------------------------------------------------===//
// The features
//===----------------------------------------------------------------------===//

DeviceProfile roundDevice() {
  DeviceProfile device;
  device.key = "round";
  device.smCount = 10;
  device.peakGflops[int(PeakKind::FP32)] = 1000;
  device.peakGflops[int(PeakKind::BF16Tensor)] = 8000;
  device.memoryBandwidthGBs = 100;
  device.calibrated.launchOverheadUs = 2;
  return device;
}

TEST(LearnedConvolution, FeaturesAreTheRooflineAndThePassAsAGemm) {
  DeviceProfile device = roundDevice();
  ConvGeometry g;
  g.n = 2, g.h = g.w = 10, g.c = 12, g.k = 16, g.r = g.s = 3, g.oh = g.ow = 10;
  // MACs = 2*10*10*16*12*9 = 345,600; 691,200 FLOPs at 1,000 GFLOPS = 691.2 ns.
  // Bytes = 4 * (2400 + 1728 + 3200) = 29,312 at 100 GB/s = 293.12 ns.
  ConvolutionFeatures f = getConvolutionFeatures(g, Pass::Forward, Precision::FP32, device);
  EXPECT_NEAR(f.computeRooflineMs, 691.2e-6, 1e-12);
  EXPECT_NEAR(f.memoryRooflineMs, 293.12e-6, 1e-12);
  EXPECT_NEAR(f.launchMs, 2e-3, 1e-15);
  EXPECT_NEAR(f.baseMs(), 691.2e-6 + 2e-3, 1e-12);
  const auto &x = f.values;
  EXPECT_NEAR(x[0], std::log(691.2e-6), 1e-9);
  EXPECT_NEAR(x[2], std::log(691.2 / 293.12), 1e-9);
  EXPECT_NEAR(x[3], std::log(200.0), 1e-12); // M = n oh ow
  EXPECT_NEAR(x[4], std::log(16.0), 1e-12);  // N = k
  EXPECT_NEAR(x[5], std::log(108.0), 1e-12); // K = c r s
  EXPECT_EQ(x[13], 2.0);                      // total pad: 9 * 1 + 3 - 10
  EXPECT_EQ(x[17], 0.0);                      // 12 channels: not a multiple of 8
  EXPECT_EQ(x[19], 1.0);                      // ... but of 4
  // Two 128 x 128 tiles (M = 200) over 10 SMs: a fifth of one wave, and
  // the wave a fifth used.
  EXPECT_NEAR(x[21], std::log(0.2), 1e-12);
  EXPECT_NEAR(x[22], 0.2, 1e-12);
  // The data gradient is n h w x c reducing over k r s; the filter
  // gradient c r s x k over n oh ow. bf16 runs on the tensor peak, 2 bytes.
  ConvolutionFeatures data = getConvolutionFeatures(g, Pass::BackwardData, Precision::BF16,
                                                    device);
  EXPECT_NEAR(data.values[3], std::log(200.0), 1e-12);
  EXPECT_NEAR(data.values[4], std::log(12.0), 1e-12);
  EXPECT_NEAR(data.values[5], std::log(144.0), 1e-12);
  EXPECT_NEAR(data.computeRooflineMs, 691.2e-6 / 8, 1e-12);
  EXPECT_NEAR(data.memoryRooflineMs, 293.12e-6 / 2, 1e-12);
  ConvolutionFeatures filter = getConvolutionFeatures(g, Pass::BackwardFilter, Precision::FP32,
                                                      device);
  EXPECT_NEAR(filter.values[3], std::log(108.0), 1e-12);
  EXPECT_NEAR(filter.values[5], std::log(200.0), 1e-12);
}

//===----------------------------------------------------------------------===//
// The model
//===----------------------------------------------------------------------===//

/// A one-tree ensemble: exp(leaf) x base, the leaf chosen by the input
/// channels (feature 7, log C) against log 32.
std::shared_ptr<LearnedPasses> channelSplit(double fewChannels, double manyChannels) {
  ObliviousTree tree;
  tree.features = {7};
  tree.thresholds = {std::log(32.0)};
  tree.leaves = {std::log(fewChannels), std::log(manyChannels)};
  TreeEnsemble ensemble;
  ensemble.rows = 40;
  ensemble.trees = {tree};
  auto learned = std::make_shared<LearnedPasses>();
  learned->source = "test";
  learned->passes[int(Pass::Forward)] = ensemble;
  return learned;
}

TEST(LearnedConvolution, TheModelTakesBaseTimesTheLearnedFactorWhereThereIsOne) {
  llvm::Expected<DeviceProfile> h100 = lookupDevice("h100");
  ASSERT_TRUE(bool(h100)) << llvm::toString(h100.takeError());
  DeviceProfile device = *h100;
  PrecisionCalibration &fp32 = *device.calibrated.perPrecision[int(Precision::FP32)];
  fp32.learned = channelSplit(3, 5);
  fp32.callFloorUs = 500; // a floor far above: the learned call ignores it
  ModelOptions options;
  NetcModel model(device, options);
  ConvGeometry g;
  g.n = 8, g.h = g.w = 28, g.c = 64, g.k = 64, g.r = g.s = 3, g.oh = g.ow = 28;
  LayerPrediction forward = model.predictConvolution(g, Pass::Forward);
  ConvolutionFeatures f = getConvolutionFeatures(g, Pass::Forward, Precision::FP32, device);
  EXPECT_TRUE(forward.learned);
  EXPECT_NEAR(forward.totalMs, 5 * f.baseMs(), 1e-12);
  EXPECT_NEAR(forward.libraryConvolutionMs, forward.totalMs, 1e-15);
  EXPECT_NEAR(forward.launchMs + std::max(forward.computeMs, forward.memoryMs), forward.totalMs,
              1e-12);
  EXPECT_NE(forward.reason.find("learned from 40 measured shapes"), std::string::npos)
      << forward.reason;
  g.c = 16;
  EXPECT_NEAR(model.predictConvolution(g, Pass::Forward).totalMs,
              3 * getConvolutionFeatures(g, Pass::Forward, Precision::FP32, device).baseMs(),
              1e-12);
  // No ensemble for the data gradient: the terms, as without one.
  LayerPrediction data = model.predictConvolution(g, Pass::BackwardData);
  EXPECT_FALSE(data.learned);
  DeviceProfile terms = device;
  terms.calibrated.perPrecision[int(Precision::FP32)]->learned.reset();
  EXPECT_EQ(data.totalMs, NetcModel(terms, options).predictConvolution(g, Pass::BackwardData).totalMs);
  // A precision without a calibration of its own: no library features, no
  // learned time.
  device.calibrated.perPrecision[int(Precision::TF32)].reset();
  options.precision = Precision::TF32;
  EXPECT_FALSE(NetcModel(device, options).predictConvolution(g, Pass::Forward).learned);
}

TEST(LearnedConvolution, ALearnedForwardCallFusesWhatCudnnFusesAndHasNoFloor) {
  netc::testing::CapturingContext context;
  mlir::OwningOpRef<mlir::ModuleOp> module = parseNetworkModule(
      "fused", llvm::MemoryBuffer::getMemBufferCopy(R"(net.network "fused" {
  %0 = net.input "data" : tensor<8x28x28x64xf32>
  %1 = net.conv2d "conv" %0 {filter = array<i64: 3, 3, 64, 64>, padding = #net<padding same>, strides = array<i64: 1, 1>, bias = true, activation = #net<activation relu>} : tensor<8x28x28x64xf32> -> tensor<8x28x28x64xf32>
  %2 = net.conv2d "hard" %1 {filter = array<i64: 3, 3, 64, 64>, padding = #net<padding same>, strides = array<i64: 1, 1>, bias = true, activation = #net<activation hard_sigmoid>} : tensor<8x28x28x64xf32> -> tensor<8x28x28x64xf32>
})"),
      context.context);
  ASSERT_TRUE(module) << context.allErrors();
  llvm::Expected<DeviceProfile> h100 = lookupDevice("h100");
  ASSERT_TRUE(bool(h100)) << llvm::toString(h100.takeError());
  DeviceProfile device = *h100;
  PrecisionCalibration &fp32 = *device.calibrated.perPrecision[int(Precision::FP32)];
  fp32.learned = channelSplit(1, 1);
  fp32.callFloorUs = 500;
  std::vector<net::Conv2DOp> convs;
  getNetwork(*module).walk([&](net::Conv2DOp op) { convs.push_back(op); });
  ASSERT_EQ(convs.size(), 2u);
  net::LayerOpInterface conv = convs[0];
  LayerPrediction forward = NetcModel(device).predictLayer(conv, Pass::Forward);
  // base x exp(0): the call alone, no bias/activation kernel, no 0.5 ms floor.
  EXPECT_TRUE(forward.learned);
  EXPECT_EQ(forward.aroundCallMs, 0);
  EXPECT_NEAR(forward.totalMs, forward.libraryConvolutionMs, 1e-15);
  EXPECT_LT(forward.totalMs, 0.5);
  // The filter gradient has no ensemble: the terms, with the runtime's
  // activation- and bias-gradient kernels around the call.
  LayerPrediction filter = NetcModel(device).predictLayer(conv, Pass::BackwardFilter);
  EXPECT_FALSE(filter.learned);
  EXPECT_GT(filter.aroundCallMs, 0);
  EXPECT_NEAR(filter.totalMs, std::max(filter.libraryConvolutionMs + filter.aroundCallMs, 0.5),
              1e-12);
  // cuDNN's graph has no pointwise mode for the hard sigmoid (nor the hard
  // swish, SiLU, GELU): the reference runs the call, then the runtime's
  // bias-and-activation kernel, which reads and writes Y (2 x 1,605,632
  // bytes) at the elementwise rate after the device's launch overhead (the
  // epilogue latency is the filter gradient's kernels').
  fp32.epilogueLaunchUs = 1.5;
  LayerPrediction hard = NetcModel(device).predictLayer(convs[1], Pass::Forward);
  ASSERT_TRUE(hard.learned);
  const double bandwidth = device.memoryBandwidthGBs * device.calibrated.bandwidthFraction;
  const double separateMs = device.calibrated.launchOverheadUs / 1e3 +
                            2.0 * 4 * 8 * 28 * 28 * 64 / (bandwidth * fp32.elementwise * 1e6);
  EXPECT_NEAR(hard.aroundCallMs, separateMs, 1e-12);
  EXPECT_NEAR(hard.totalMs, forward.totalMs + separateMs, 1e-12);
}

//===----------------------------------------------------------------------===//
// The fit
//===----------------------------------------------------------------------===//

/// Rows of 3x3 convolutions over every (batch, channels, size) given, each
/// pass, attached to their ops; the caller sets device and measurement.
std::vector<FitRow> makeShapeRows(netc::testing::CapturingContext &context,
                                  mlir::OwningOpRef<mlir::ModuleOp> &module,
                                  std::initializer_list<int64_t> sizes,
                                  const std::string &prefix) {
  std::vector<FitRow> rows;
  int index = 0;
  for (int64_t batch : {4, 16, 64})
    for (int64_t channels : {8, 24, 64, 200})
      for (int64_t size : sizes)
        for (Pass pass : {Pass::Forward, Pass::BackwardData, Pass::BackwardFilter}) {
          FitRow row;
          row.source = prefix + ":" + std::to_string(index);
          row.layer = prefix + std::to_string(index++);
          row.precision = Precision::BF16;
          row.pass = pass;
          FitConvShape s;
          s.batch = batch;
          s.inH = s.inW = s.outH = s.outW = size;
          s.c = channels;
          s.k = 64;
          s.filterH = s.filterW = 3;
          s.padH = s.padW = 1;
          row.shape = s;
          row.batch = batch;
          rows.push_back(row);
        }
  module = parseNetworkModule(prefix, llvm::MemoryBuffer::getMemBufferCopy(formatShapeNetwork(rows)),
                              context.context);
  if (module && attachShapeLayers(rows, getNetwork(*module)))
    rows.clear();
  return rows;
}

TEST(LearnedConvolution, TheFitLearnsTheFactorThatMadeTheRows) {
  netc::testing::CapturingContext context;
  mlir::OwningOpRef<mlir::ModuleOp> module;
  std::vector<FitRow> rows = makeShapeRows(context, module, {7, 14, 28, 56}, "s");
  ASSERT_FALSE(rows.empty()) << context.allErrors();
  llvm::Expected<DeviceProfile> h100 = lookupDevice("h100");
  ASSERT_TRUE(bool(h100)) << llvm::toString(h100.takeError());
  DeviceProfile start = *h100;
  start.calibrated.perPrecision[int(Precision::BF16)]->learned.reset();
  // The truth: a call takes 3 bases with few channels and 1.5 with many.
  ModelOptions options;
  options.precision = Precision::BF16;
  for (FitRow &row : rows) {
    ConvolutionFeatures f = getConvolutionFeatures(*row.geometry, row.pass, Precision::BF16, start);
    row.measuredMs = (row.geometry->c < 32 ? 3 : 1.5) * f.baseMs();
  }
  FitOptions fit;
  fit.rounds = 0; // the terms as given
  fit.learnedMinRows = 10;
  fit.learned.trees = 100;
  fit.learned.depth = 2;
  fit.learnedSource = "synthetic";
  llvm::Expected<FitResult> result = fitProfile(start, rows, fit);
  ASSERT_TRUE(bool(result)) << llvm::toString(result.takeError());
  ASSERT_EQ(result->learned.size(), 3u);
  for (const LearnedFitSummary &summary : result->learned) {
    EXPECT_EQ(summary.rows, 48u);
    EXPECT_LT(summary.learnedMedian, 0.01);
  }
  const PrecisionCalibration &bf16 = *result->profile.getPrecisionCalibration(Precision::BF16);
  ASSERT_TRUE(bf16.learned);
  EXPECT_EQ(bf16.learned->source, "synthetic");
  for (const FitRow &row : rows)
    EXPECT_NEAR(predictRowMs(result->profile, row) / row.measuredMs, 1, 0.01) << row.layer;
  // The terms were not moved, and no trees: no learned model at all.
  EXPECT_EQ(bf16.convolution[0], start.getPrecisionCalibration(Precision::BF16)->convolution[0]);
  fit.learned.trees = 0;
  fit.rounds = 1;
  llvm::Expected<FitResult> termsOnly = fitProfile(*h100, rows, fit);
  ASSERT_TRUE(bool(termsOnly)) << llvm::toString(termsOnly.takeError());
  EXPECT_FALSE(termsOnly->profile.getPrecisionCalibration(Precision::BF16)->learned);
  EXPECT_TRUE(termsOnly->learned.empty());

  // Written and read back, the profile predicts the same.
  llvm::json::Object written = formatPrecisionCalibration(bf16);
  const llvm::json::Object *learned = written.getObject("learned_convolution");
  ASSERT_NE(learned, nullptr);
  EXPECT_EQ(*learned->getString("feature_set"), kLearnedConvolutionFeatureSet);
  ASSERT_NE(learned->getObject("forward"), nullptr);
  EXPECT_EQ(*learned->getObject("forward")->getInteger("rows"), 48);
}

TEST(LearnedConvolution, AOneByOneConvolutionOfAOnePixelImageIsALibraryGemmWhereLearned) {
  // VGG's fc7 as Paleo writes it: a 1x1 convolution of [64, 1, 1, 4096] to
  // 4096 channels, 2 GFLOP. With a learned forward ensemble it is the
  // library convolution (base x 5, many channels); the data gradient, which
  // has no ensemble here, keeps the squeeze-and-excitation stream.
  llvm::Expected<DeviceProfile> h100 = lookupDevice("h100");
  ASSERT_TRUE(bool(h100)) << llvm::toString(h100.takeError());
  DeviceProfile device = *h100;
  device.calibrated.perPrecision[int(Precision::FP32)]->learned = channelSplit(3, 5);
  netc::testing::CapturingContext context;
  auto module = context.import(R"({"name": "fc", "layers": {
    "data": {"parents": [], "type": "Input", "tensor": [64, 1, 1, 4096]},
    "pre": {"parents": ["data"], "type": "Dropout", "dropout_keep_prob": 0.5},
    "fc7": {"parents": ["pre"], "type": "Convolution", "filter": [1, 1, 4096, 4096],
            "strides": [1, 1, 1, 1], "padding": "SAME"}}})");
  ASSERT_TRUE(module) << context.allErrors();
  auto predict = [&](Pass pass) {
    for (const LayerPrediction &p : NetcModel(device).predict(getNetwork(*module), pass))
      if (p.layerName == "fc7")
        return p;
    ADD_FAILURE() << "no fc7";
    return LayerPrediction();
  };
  LayerPrediction forward = predict(Pass::Forward);
  EXPECT_TRUE(forward.learned) << forward.reason;
  ConvGeometry g;
  g.n = 64, g.h = g.w = 1, g.c = 4096, g.k = 4096, g.r = g.s = 1, g.oh = g.ow = 1;
  EXPECT_NEAR(forward.totalMs,
              5 * getConvolutionFeatures(g, Pass::Forward, Precision::FP32, device).baseMs(),
              1e-9);
  LayerPrediction data = predict(Pass::BackwardData);
  EXPECT_FALSE(data.learned);
  EXPECT_EQ(data.reason.rfind("1x1 convolution of a 1x1 image", 0), 0u) << data.reason;
}

TEST(LearnedConvolution, AnotherGpusRowsTeachTheEnsembleReadWithTheirOwnFigures) {
  netc::testing::CapturingContext context;
  llvm::Expected<DeviceProfile> h100 = lookupDevice("h100");
  llvm::Expected<DeviceProfile> h200 = lookupDevice("h200");
  ASSERT_TRUE(bool(h100)) << llvm::toString(h100.takeError());
  ASSERT_TRUE(bool(h200)) << llvm::toString(h200.takeError());
  DeviceProfile start = *h100;
  start.calibrated.perPrecision[int(Precision::BF16)]->learned.reset();
  DeviceProfile other = *h200;
  other.calibrated.perPrecision[int(Precision::BF16)]->learned.reset();
  // The truth on both GPUs, as a multiple of each one's own base: 3 with
  // few channels, 1.5 with many. The H100 measured small images only, the
  // H200 large ones only.
  auto truth = [](const FitRow &row, const DeviceProfile &device) {
    ConvolutionFeatures f =
        getConvolutionFeatures(*row.geometry, row.pass, Precision::BF16, device);
    return (row.geometry->c < 32 ? 3 : 1.5) * f.baseMs();
  };
  mlir::OwningOpRef<mlir::ModuleOp> ownModule, otherModule, heldModule;
  std::vector<FitRow> own = makeShapeRows(context, ownModule, {7, 14}, "h100-");
  std::vector<FitRow> taught = makeShapeRows(context, otherModule, {28, 56}, "h200-");
  ASSERT_FALSE(own.empty() || taught.empty()) << context.allErrors();
  for (FitRow &row : own) {
    row.device = "h100";
    row.measuredMs = truth(row, start);
  }
  for (FitRow &row : taught) {
    row.device = "h200";
    row.measuredMs = truth(row, other);
  }
  std::vector<FitRow> rows = own;
  rows.insert(rows.end(), taught.begin(), taught.end());
  FitOptions fit;
  fit.rounds = 0;
  fit.learnedMinRows = 10;
  fit.learned.trees = 100;
  fit.learned.depth = 2;

  // Without the H200's rows they are an error, not silently read as the H100's.
  llvm::Expected<FitResult> refused = fitProfile(start, rows, fit);
  ASSERT_FALSE(bool(refused));
  std::string message = llvm::toString(refused.takeError());
  EXPECT_NE(message.find("field 'device': 'h200'"), std::string::npos) << message;

  fit.learnedAlsoFrom = {other};
  llvm::Expected<FitResult> result = fitProfile(start, rows, fit);
  ASSERT_TRUE(bool(result)) << llvm::toString(result.takeError());
  ASSERT_EQ(result->learned.size(), 3u);
  for (const LearnedFitSummary &summary : result->learned)
    EXPECT_EQ(summary.rows, own.size() / 3 + taught.size() / 3);
  // The H100 predicts the large images, which only the H200 measured, from
  // its own figures: the factor carried over, not the H200's time.
  std::vector<FitRow> held = makeShapeRows(context, heldModule, {28, 56}, "held-");
  ASSERT_FALSE(held.empty()) << context.allErrors();
  for (const FitRow &row : held)
    EXPECT_NEAR(predictRowMs(result->profile, row) / truth(row, start), 1, 0.02) << row.layer;
  // The fitted device among the others is an error.
  fit.learnedAlsoFrom = {start};
  llvm::Expected<FitResult> same = fitProfile(start, own, fit);
  ASSERT_FALSE(bool(same));
  llvm::consumeError(same.takeError());
}

} // namespace
