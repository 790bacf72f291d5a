//===- LearnedStreamingTest.cpp - Batch norm's and pooling's learned time --===//
//
// The features are the memory roofline and the channel blocks cuDNN's NHWC
// kernel walks (batch norm), the window, image and parallelism (pooling),
// derived here by hand; NetcModel takes `base x exp(ensemble)` for a batch
// norm or a pool only where the profile has an ensemble for the pass; the fit learns the factor that made its rows, and keeps the
// convolution's ensembles where --only names only batch norm's; the
// profile writes and reads the ensembles back.
//
//===----------------------------------------------------------------------===//

#include "CostModel/LearnedStreaming.h"
#include "CostModel/NetcModel.h"
#include "CostModel/ProfileFit.h"
#include "Frontend/LoadNetwork.h"
#include "TestSupport.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace netc;

namespace {

DeviceProfile roundDevice() {
  DeviceProfile device;
  device.key = "round";
  device.memoryBandwidthGBs = 100;
  device.calibrated.launchOverheadUs = 2;
  return device;
}

TEST(LearnedBatchNorm, FeaturesAreTheRooflineAndTheChannelBlocks) {
  DeviceProfile device = roundDevice();
  // 8 x 56 x 56 x 72 in fp32, forward, no activation: x read, y written.
  std::vector<int64_t> shape = {8, 56, 56, 72};
  const double elements = 8.0 * 56 * 56 * 72;
  StreamingLayerFeatures f =
      getBatchNormFeatures(shape, net::Activation::None, Pass::Forward, Precision::FP32, device);
  EXPECT_NEAR(f.memoryRooflineMs, 2 * 4 * elements / 100 / 1e6, 1e-15);
  EXPECT_NEAR(f.launchMs, 0.002, 1e-15);
  EXPECT_NEAR(f.baseMs(), f.memoryRooflineMs + 0.002, 1e-15);
  EXPECT_NEAR(f.values[0], std::log(f.memoryRooflineMs), 1e-12);
  EXPECT_NEAR(f.values[1], std::log(elements), 1e-12);
  EXPECT_NEAR(f.values[2], std::log(8.0 * 56 * 56), 1e-12);
  EXPECT_NEAR(f.values[3], std::log(72.0), 1e-12);
  EXPECT_EQ(f.values[4], 2);                              // 72 channels: two blocks of 64
  EXPECT_NEAR(f.values[5], std::log(2 * 8.0 * 56 * 56), 1e-12);
  EXPECT_NEAR(f.values[6], 72.0 / 128, 1e-15);            // the blocks' fill
  EXPECT_EQ(f.values[7], 1);                              // 72 = 9 x 8
  EXPECT_EQ(f.values[8], 1);
  EXPECT_NEAR(f.values[9], std::log(8.0), 1e-12);
  EXPECT_NEAR(f.values[10], std::log(56.0 * 56), 1e-12);
  EXPECT_EQ(f.values[11], 0);
  // 64 channels: one full block.
  shape.back() = 64;
  f = getBatchNormFeatures(shape, net::Activation::None, Pass::Forward, Precision::FP32, device);
  EXPECT_EQ(f.values[4], 1);
  EXPECT_EQ(f.values[6], 1);
  // The data gradient streams x, dy and dx; an activation doubles the
  // streams (its kernel, or its gradient's); bf16 halves the bytes.
  shape.back() = 72;
  StreamingLayerFeatures data = getBatchNormFeatures(shape, net::Activation::HardSwish,
                                                Pass::BackwardData, Precision::BF16, device);
  EXPECT_NEAR(data.memoryRooflineMs, 6 * 2 * elements / 100 / 1e6, 1e-15);
  EXPECT_EQ(data.values[11], 2);
  EXPECT_EQ(getBatchNormFeatures(shape, net::Activation::Relu6, Pass::Forward, Precision::FP32,
                                 device)
                .values[11],
            1);
  // 70 channels: not a multiple of 8 nor of 4... of 2 only.
  shape.back() = 70;
  f = getBatchNormFeatures(shape, net::Activation::None, Pass::Forward, Precision::FP32, device);
  EXPECT_EQ(f.values[7], 0);
  EXPECT_EQ(f.values[8], 0);
}

/// A learned model of one tree for `pass`, fitted on `rows`: the factor
/// `below` where feature `feature` is at most `threshold`, `above` past it.
std::shared_ptr<LearnedPasses> oneTreeModel(Pass pass, unsigned feature, double threshold,
                                            double below, double above, size_t rows) {
  ObliviousTree tree;
  tree.features = {feature};
  tree.thresholds = {threshold};
  tree.leaves = {std::log(below), std::log(above)};
  TreeEnsemble ensemble;
  ensemble.rows = rows;
  ensemble.trees = {tree};
  auto learned = std::make_shared<LearnedPasses>();
  learned->source = "test";
  learned->passes[int(pass)] = ensemble;
  return learned;
}

/// The H200's profile without `model`'s ensembles (`model` null: none of the
/// streaming models'): the terms a learned time replaces.
DeviceProfile h200Without(const LearnedFeatureSet *model) {
  llvm::Expected<DeviceProfile> h200 = lookupDevice("h200");
  EXPECT_TRUE(bool(h200)) << llvm::toString(h200.takeError());
  if (!h200)
    return DeviceProfile();
  for (std::optional<PrecisionCalibration> &calibration : h200->calibrated.perPrecision)
    if (calibration)
      for (const LearnedFeatureSet *each : kLearnedModels)
        if (each == model || (!model && each != &kLearnedConvolutionModel))
          calibration->getLearned(*each).reset();
  return *h200;
}

/// The prediction of `module`'s layer `layer` in `pass` under `profile`.
LayerPrediction predictNamed(const DeviceProfile &profile, mlir::ModuleOp module,
                             llvm::StringRef layer, Pass pass) {
  for (const LayerPrediction &p : NetcModel(profile).predict(getNetwork(module), pass))
    if (p.layerName == layer)
      return p;
  ADD_FAILURE() << "no layer " << layer.str();
  return LayerPrediction();
}

/// Batch norms of 8 images over these channel counts and image sizes, each
/// with and without a ReLU: "bn<C>x<size><r|n>", each behind a one-input sum
/// (a layer reading a network input has no data gradient).
std::string batchNormNetwork(std::initializer_list<int64_t> channels,
                             std::initializer_list<int64_t> sizes) {
  std::string text = "net.network \"bn\" {\n";
  int value = 0;
  for (int64_t c : channels)
    for (int64_t size : sizes)
      for (bool relu : {false, true}) {
        std::string tensor = "tensor<8x" + std::to_string(size) + "x" + std::to_string(size) +
                             "x" + std::to_string(c) + "xf32>";
        std::string name = "bn" + std::to_string(c) + "x" + std::to_string(size) +
                           (relu ? "r" : "n");
        text += "  %" + std::to_string(value) + " = net.input \"" + name + "/in\" : " + tensor +
                "\n";
        text += "  %" + std::to_string(value + 1) + " = net.elementwise \"" + name + "/feed\" %" +
                std::to_string(value) + " {kind = #net<elementwise sum>} : " + tensor + " -> " +
                tensor + "\n";
        text += "  %" + std::to_string(value + 2) + " = net.batch_norm \"" + name + "\" %" +
                std::to_string(value + 1) +
                (relu ? " {activation = #net<activation relu>}" : "") + " : " + tensor + " -> " +
                tensor + "\n";
        value += 3;
      }
  return text + "}\n";
}

TEST(LearnedBatchNorm, TheModelTakesBaseTimesTheLearnedFactorWhereThereIsOne) {
  netc::testing::CapturingContext context;
  mlir::OwningOpRef<mlir::ModuleOp> module = parseNetworkModule(
      "bn", llvm::MemoryBuffer::getMemBufferCopy(batchNormNetwork({64, 72}, {28})),
      context.context);
  ASSERT_TRUE(module) << context.allErrors();
  DeviceProfile terms = h200Without(&kLearnedBatchNormModel);
  DeviceProfile device = terms;
  // 1.5 for one channel block, 4 past it (feature 4 against 1.5).
  device.calibrated.perPrecision[int(Precision::FP32)]->learnedBatchNorm =
      oneTreeModel(Pass::Forward, 4, 1.5, 1.5, 4, 30);
  auto predict = [&](const DeviceProfile &profile, llvm::StringRef layer, Pass pass) {
    return predictNamed(profile, *module, layer, pass);
  };
  for (auto [layer, channels, factor] :
       {std::tuple{"bn64x28n", 64, 1.5}, std::tuple{"bn72x28r", 72, 4.0}}) {
    net::Activation activation =
        llvm::StringRef(layer).ends_with("r") ? net::Activation::Relu : net::Activation::None;
    LayerPrediction forward = predict(device, layer, Pass::Forward);
    StreamingLayerFeatures f = getBatchNormFeatures({8, 28, 28, channels}, activation, Pass::Forward,
                                               Precision::FP32, device);
    EXPECT_TRUE(forward.learned) << layer;
    EXPECT_NEAR(forward.totalMs, factor * f.baseMs(), 1e-12) << layer;
    EXPECT_NE(forward.reason.find("learned from 30 measured shapes"), std::string::npos)
        << forward.reason;
    // No ensemble for the data gradient: the terms, as without one.
    LayerPrediction data = predict(device, layer, Pass::BackwardData);
    EXPECT_FALSE(data.learned);
    EXPECT_EQ(data.totalMs, predict(terms, layer, Pass::BackwardData).totalMs);
    EXPECT_NE(predict(terms, layer, Pass::Forward).totalMs, forward.totalMs);
  }
}

TEST(LearnedBatchNorm, TheFitLearnsTheFactorAndKeepsTheConvolutionsEnsembles) {
  netc::testing::CapturingContext context;
  mlir::OwningOpRef<mlir::ModuleOp> module = parseNetworkModule(
      "bn",
      llvm::MemoryBuffer::getMemBufferCopy(
          batchNormNetwork({16, 40, 64, 72, 96, 128, 200, 256}, {7, 14, 28, 56})),
      context.context);
  ASSERT_TRUE(module) << context.allErrors();
  DeviceProfile start = h200Without(&kLearnedBatchNormModel);
  ASSERT_TRUE(start.getPrecisionCalibration(Precision::BF16)->learned);
  // The truth: a batch norm takes 3 bases where its last channel block is
  // partly empty, 1.2 where the blocks are full.
  std::vector<FitRow> rows;
  for (net::LayerOpInterface layer : getNetwork(*module).getOps<net::LayerOpInterface>()) {
    auto bn = llvm::dyn_cast<net::BatchNormOp>(layer.getOperation());
    if (!bn)
      continue;
    for (Pass pass : {Pass::Forward, Pass::BackwardData}) {
      FitRow row;
      row.source = "rows:" + std::to_string(rows.size());
      row.device = "h200";
      row.precision = Precision::BF16;
      row.pass = pass;
      row.network = "bn";
      row.layer = layer.getLayerName().str();
      row.batch = 8;
      rows.push_back(row);
    }
  }
  ASSERT_FALSE(llvm::errorToBool(attachNetworkLayers(rows, "bn", 8, getNetwork(*module))));
  for (FitRow &row : rows) {
    auto bn = llvm::cast<net::BatchNormOp>(row.op.getOperation());
    llvm::ArrayRef<int64_t> shape =
        llvm::cast<mlir::RankedTensorType>(bn.getOutput().getType()).getShape();
    StreamingLayerFeatures f =
        getBatchNormFeatures(shape, bn.getActivation(), row.pass, Precision::BF16, start);
    row.measuredMs = (shape.back() % 64 != 0 ? 3 : 1.2) * f.baseMs();
  }
  FitOptions fit;
  fit.rounds = 0;
  fit.only = {"learned_batch_norm"};
  fit.learnedMinRows = 10;
  fit.learned.trees = 100;
  fit.learned.depth = 2;
  fit.learnedSource = "synthetic";
  llvm::Expected<FitResult> result = fitProfile(start, rows, fit);
  ASSERT_TRUE(bool(result)) << llvm::toString(result.takeError());
  ASSERT_EQ(result->learned.size(), 2u); // forward and data gradient
  for (const LearnedFitSummary &summary : result->learned) {
    EXPECT_EQ(summary.model, &kLearnedBatchNormModel);
    EXPECT_EQ(summary.rows, 64u);
    EXPECT_LT(summary.learnedMedian, 0.01);
  }
  const PrecisionCalibration &bf16 = *result->profile.getPrecisionCalibration(Precision::BF16);
  ASSERT_TRUE(bf16.learnedBatchNorm);
  EXPECT_EQ(bf16.learnedBatchNorm->source, "synthetic");
  for (const FitRow &row : rows)
    EXPECT_NEAR(predictRowMs(result->profile, row) / row.measuredMs, 1, 0.01) << row.layer;
  // --only named batch norm's model: the convolution's is the start's.
  EXPECT_EQ(bf16.learned, start.getPrecisionCalibration(Precision::BF16)->learned);

  // Written and read back, the profile predicts the same.
  llvm::json::Object written = formatPrecisionCalibration(bf16);
  const llvm::json::Object *learned = written.getObject("learned_batch_norm");
  ASSERT_NE(learned, nullptr);
  EXPECT_EQ(*learned->getString("feature_set"), kLearnedBatchNormFeatureSet);
  EXPECT_EQ(learned->getArray("features")->size(), kNumLearnedBatchNormFeatures);
  ASSERT_NE(learned->getObject("backward_data"), nullptr);
  EXPECT_EQ(learned->getObject("backward_filter"), nullptr);
  EXPECT_NE(written.getObject("learned_convolution"), nullptr);

  // An unknown name in --only is still an error naming the fields.
  fit.only = {"learned_softmax"};
  llvm::Expected<FitResult> unknown = fitProfile(start, rows, fit);
  ASSERT_FALSE(bool(unknown));
  EXPECT_NE(llvm::toString(unknown.takeError()).find("unknown parameter 'learned_softmax'"),
            std::string::npos);
}

/// The op of `module`'s layer `name`.
mlir::Operation *findLayer(mlir::ModuleOp module, llvm::StringRef name) {
  for (net::LayerOpInterface layer : getNetwork(module).getOps<net::LayerOpInterface>())
    if (layer.getLayerName() == name)
      return layer.getOperation();
  ADD_FAILURE() << "no layer " << name.str();
  return nullptr;
}

TEST(LearnedPooling, FeaturesAreTheRooflineTheWindowAndTheImage) {
  DeviceProfile device = roundDevice();
  // ResNet's stem: 8 x 112 x 112 x 64 -> 56 x 56, 3x3 windows, stride 2,
  // padded by 1 (the windows reach past the image), fp32 forward: x read, y
  // written.
  std::vector<int64_t> in = {8, 112, 112, 64}, out = {8, 56, 56, 64}, window = {3, 3},
                       strides = {2, 2};
  PoolingShape stem{/*max=*/true, in, out, window, strides, /*padded=*/true};
  const double inElements = 8.0 * 112 * 112 * 64, outElements = 8.0 * 56 * 56 * 64;
  StreamingLayerFeatures f = getPoolingFeatures(stem, Pass::Forward, Precision::FP32, device);
  ASSERT_EQ(f.values.size(), kNumLearnedPoolingFeatures);
  EXPECT_NEAR(f.memoryRooflineMs, 4 * (inElements + outElements) / 100 / 1e6, 1e-15);
  EXPECT_NEAR(f.values[1], std::log(inElements), 1e-12);
  EXPECT_NEAR(f.values[2], std::log(outElements), 1e-12);
  EXPECT_NEAR(f.values[3], std::log(112.0 * 112), 1e-12);
  EXPECT_NEAR(f.values[4], std::log(56.0 * 56), 1e-12);
  EXPECT_EQ(f.values[5], 3);
  EXPECT_EQ(f.values[7], 2);
  EXPECT_EQ(f.values[9], 1);  // padded
  EXPECT_EQ(f.values[10], 1); // max
  EXPECT_EQ(f.values[11], 0); // not global
  EXPECT_NEAR(f.values[14], std::log(8.0 * 64), 1e-12);
  EXPECT_NEAR(f.values[15], 9 * outElements / inElements, 1e-12); // 2.25 reads an input
  // The data gradient of a max reads x, y and dy and writes dx; of an
  // average, reads dy and writes dx.
  EXPECT_NEAR(getPoolingFeatures(stem, Pass::BackwardData, Precision::BF16, device)
                  .memoryRooflineMs,
              2 * (2 * inElements + 2 * outElements) / 100 / 1e6, 1e-15);
  // A global average (ONNX's: stride = window) of 7 x 7 x 2048.
  std::vector<int64_t> gin = {8, 7, 7, 2048}, gout = {8, 1, 1, 2048}, gwindow = {7, 7};
  PoolingShape global{/*max=*/false, gin, gout, gwindow, gwindow, /*padded=*/false};
  StreamingLayerFeatures g = getPoolingFeatures(global, Pass::BackwardData, Precision::FP32, device);
  EXPECT_NEAR(g.memoryRooflineMs, 4 * (8.0 * 49 * 2048 + 8.0 * 2048) / 100 / 1e6, 1e-15);
  EXPECT_EQ(g.values[10], 0);
  EXPECT_EQ(g.values[11], 1);
  EXPECT_EQ(g.values[7], 7);
}

TEST(LearnedPooling, TheModelTakesBaseTimesTheLearnedFactorForPoolsOnly) {
  netc::testing::CapturingContext context;
  mlir::OwningOpRef<mlir::ModuleOp> module = parseNetworkModule(
      "pools", llvm::MemoryBuffer::getMemBufferCopy(R"(
net.network "pools" {
  %0 = net.input "x" : tensor<8x56x56x64xf32>
  %1 = net.elementwise "feed" %0 {kind = #net<elementwise sum>} : tensor<8x56x56x64xf32> -> tensor<8x56x56x64xf32>
  %2 = net.max_pool "stem" %1 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<8x56x56x64xf32> -> tensor<8x28x28x64xf32>
  %3 = net.avg_pool "global" %2 {ksize = array<i64: 28, 28>, padding = #net<padding valid>, strides = array<i64: 28, 28>} : tensor<8x28x28x64xf32> -> tensor<8x1x1x64xf32>
  %4 = net.batch_norm "bn" %1 : tensor<8x56x56x64xf32> -> tensor<8x56x56x64xf32>
}
)"),
      context.context);
  ASSERT_TRUE(module) << context.allErrors();
  DeviceProfile terms = h200Without(nullptr);
  // One tree on "global" (feature 11): 1.5 for windows, 6 for global pools.
  DeviceProfile device = terms;
  device.calibrated.perPrecision[int(Precision::FP32)]->learnedPooling =
      oneTreeModel(Pass::BackwardData, 11, 0.5, 1.5, 6, 25);
  auto predict = [&](const DeviceProfile &profile, llvm::StringRef layer, Pass pass) {
    return predictNamed(profile, *module, layer, pass);
  };
  for (auto [layer, factor] : {std::pair{"stem", 1.5}, std::pair{"global", 6.0}}) {
    LayerPrediction data = predict(device, layer, Pass::BackwardData);
    EXPECT_TRUE(data.learned) << layer;
    StreamingLayerFeatures f = getStreamingLayerFeatures(
        findLayer(*module, layer), Pass::BackwardData, Precision::FP32, device);
    EXPECT_NEAR(data.totalMs, factor * f.baseMs(), 1e-12) << layer;
    EXPECT_NE(data.reason.find("pooling: "), std::string::npos) << data.reason;
    // No forward ensemble: the terms.
    EXPECT_EQ(predict(device, layer, Pass::Forward).totalMs,
              predict(terms, layer, Pass::Forward).totalMs);
  }
  // The stem's windows reach past the image: padded.
  EXPECT_EQ(getStreamingLayerFeatures(findLayer(*module, "stem"), Pass::Forward,
                                      Precision::FP32, device)
                .values[9],
            1);
  // Batch norm is not pooling: its terms.
  EXPECT_FALSE(predict(device, "bn", Pass::BackwardData).learned);
}

TEST(LearnedPooling, AOneSidedPadIsAFeature) {
  // cuDNN's max pool ran 3x3 stride-2 windows at 0.4-0.7 TB/s where the
  // pads it executes with differ before and after (SAME or explicit pad 1
  // on an even image: [0, 1] or [1, 0]) and at 2.6-3.4 TB/s where they do
  // not (an odd image, or AlexNet's VALID pools): the pooling sweep of
  // 2026-11-30 on an H200.
  netc::testing::CapturingContext context;
  mlir::OwningOpRef<mlir::ModuleOp> module = parseNetworkModule(
      "pads", llvm::MemoryBuffer::getMemBufferCopy(R"(
net.network "pads" {
  %0 = net.input "x" : tensor<8x56x56x64xf32>
  %1 = net.max_pool "same_even" %0 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<8x56x56x64xf32> -> tensor<8x28x28x64xf32>
  %2 = net.max_pool "explicit_even" %0 {ksize = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<8x56x56x64xf32> -> tensor<8x28x28x64xf32>
  %3 = net.input "odd" : tensor<8x55x55x64xf32>
  %4 = net.max_pool "valid_odd" %3 {ksize = array<i64: 3, 3>, padding = #net<padding valid>, strides = array<i64: 2, 2>} : tensor<8x55x55x64xf32> -> tensor<8x27x27x64xf32>
  %5 = net.avg_pool "same_odd" %3 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<8x55x55x64xf32> -> tensor<8x28x28x64xf32>
  %6 = net.max_pool "same_stride1" %0 {ksize = array<i64: 3, 3>, padding = #net<padding same>, strides = array<i64: 1, 1>} : tensor<8x56x56x64xf32> -> tensor<8x56x56x64xf32>
}
)"),
      context.context);
  ASSERT_TRUE(module) << context.allErrors();
  DeviceProfile device = roundDevice();
  const size_t oneSided = kNumLearnedPoolingFeatures - 1;
  ASSERT_STREQ(kLearnedPoolingFeatureNames[oneSided], "one_sided_pad");
  auto feature = [&](llvm::StringRef layer, size_t index) {
    return getStreamingLayerFeatures(findLayer(*module, layer), Pass::Forward, Precision::FP32,
                                     device)
        .values[index];
  };
  for (auto [layer, padded, expected] :
       {std::tuple{"same_even", 1.0, 1.0}, std::tuple{"explicit_even", 1.0, 1.0},
        std::tuple{"valid_odd", 0.0, 0.0}, std::tuple{"same_odd", 1.0, 0.0},
        std::tuple{"same_stride1", 1.0, 0.0}}) {
    EXPECT_EQ(feature(layer, 9), padded) << layer;
    EXPECT_EQ(feature(layer, oneSided), expected) << layer;
  }
}

TEST(LearnedDepthwise, FeaturesSeeTheFilterTheStrideAndAOneSidedPad) {
  DeviceProfile device = roundDevice();
  // 8 x 56 x 56 x 144, 3x3, stride 2, SAME: TensorFlow's pads put the odd
  // row and column after ([0, 1, 0, 1]); PyTorch's are [1, 1, 1, 1].
  std::vector<int64_t> in = {8, 56, 56, 144}, out = {8, 28, 28, 144}, strides = {2, 2},
                       same = {0, 1, 0, 1}, symmetric = {1, 1, 1, 1};
  DepthwiseShape conv{in, out, 3, 3, strides, same};
  const double inElements = 8.0 * 56 * 56 * 144, outElements = 8.0 * 28 * 28 * 144;
  StreamingLayerFeatures f = getDepthwiseFeatures(conv, Pass::BackwardFilter, Precision::BF16, device);
  ASSERT_EQ(f.values.size(), kNumLearnedDepthwiseFeatures);
  // x, dy and the 3 x 3 x 144 filter's gradient, 2 bytes each, in every pass.
  EXPECT_NEAR(f.memoryRooflineMs, 2 * (inElements + outElements + 9 * 144) / 100 / 1e6, 1e-15);
  EXPECT_EQ(f.memoryRooflineMs,
            getDepthwiseFeatures(conv, Pass::Forward, Precision::BF16, device).memoryRooflineMs);
  EXPECT_EQ(f.values[5], 3);
  EXPECT_EQ(f.values[7], 2);
  EXPECT_EQ(f.values[9], 1);  // one row of pad in all
  EXPECT_EQ(f.values[11], 1); // on one side
  EXPECT_NEAR(f.values[15], std::log(9 * outElements), 1e-12);
  conv.pads = symmetric;
  f = getDepthwiseFeatures(conv, Pass::BackwardFilter, Precision::BF16, device);
  EXPECT_EQ(f.values[9], 2);
  EXPECT_EQ(f.values[11], 0);
}

TEST(LearnedDepthwise, TheModelTakesTheLearnedTimeInEveryPassAndNoTapFloor) {
  netc::testing::CapturingContext context;
  mlir::OwningOpRef<mlir::ModuleOp> module = parseNetworkModule(
      "dw", llvm::MemoryBuffer::getMemBufferCopy(R"(
net.network "dw" {
  %0 = net.input "x" : tensor<8x56x56x144xf32>
  %1 = net.elementwise "feed" %0 {kind = #net<elementwise sum>} : tensor<8x56x56x144xf32> -> tensor<8x56x56x144xf32>
  %2 = net.conv2d "same" %1 {bias = false, filter = array<i64: 3, 3, 1, 144>, groups = 144 : i64, padding = #net<padding same>, strides = array<i64: 2, 2>} : tensor<8x56x56x144xf32> -> tensor<8x28x28x144xf32>
  %3 = net.conv2d "torch" %1 {bias = false, filter = array<i64: 3, 3, 1, 144>, groups = 144 : i64, pad = array<i64: 1, 1>, padding = #net<padding explicit>, strides = array<i64: 2, 2>} : tensor<8x56x56x144xf32> -> tensor<8x28x28x144xf32>
}
)"),
      context.context);
  ASSERT_TRUE(module) << context.allErrors();
  DeviceProfile terms = h200Without(&kLearnedDepthwiseModel);
  // One tree on the one-sided pad (feature 11): 4 where SAME pads one side.
  DeviceProfile device = terms;
  PrecisionCalibration &fp32 = *device.calibrated.perPrecision[int(Precision::FP32)];
  fp32.learnedDepthwise = oneTreeModel(Pass::BackwardFilter, 11, 0.5, 1.25, 4, 50);
  fp32.depthwiseTapsPerUs[2] = 1; // a tap floor far above: the learned time ignores it
  auto predict = [&](const DeviceProfile &profile, llvm::StringRef layer, Pass pass) {
    return predictNamed(profile, *module, layer, pass);
  };
  for (auto [layer, factor] : {std::pair{"same", 4.0}, std::pair{"torch", 1.25}}) {
    LayerPrediction filter = predict(device, layer, Pass::BackwardFilter);
    EXPECT_TRUE(filter.learned) << layer;
    StreamingLayerFeatures f = getStreamingLayerFeatures(findLayer(*module, layer),
                                                         Pass::BackwardFilter, Precision::FP32,
                                                         device);
    EXPECT_NEAR(filter.totalMs, factor * f.baseMs(), 1e-12) << layer;
    EXPECT_EQ(filter.reason.rfind("depthwise convolution: ", 0), 0u) << filter.reason;
    // No forward ensemble: the terms, tap floor and all.
    EXPECT_EQ(predict(device, layer, Pass::Forward).totalMs,
              predict(terms, layer, Pass::Forward).totalMs);
  }
}

TEST(LearnedElementwise, AResidualAddIsLearnedAndAOneInputSumIsNot) {
  DeviceProfile device = roundDevice();
  // 8 x 28 x 28 x 256 fp32, two inputs with a ReLU: forward reads both and
  // writes the sum (3 streams); the data gradient reads dy and y and writes
  // both inputs' gradients and the activation's (5).
  std::vector<int64_t> shape = {8, 28, 28, 256};
  const double elements = 8.0 * 28 * 28 * 256;
  StreamingLayerFeatures forward =
      getElementwiseFeatures(shape, 2, net::ElementwiseKind::Sum, net::Activation::Relu,
                             Pass::Forward, Precision::FP32, device);
  ASSERT_EQ(forward.values.size(), kNumLearnedElementwiseFeatures);
  EXPECT_NEAR(forward.memoryRooflineMs, 3 * 4 * elements / 100 / 1e6, 1e-15);
  EXPECT_NEAR(getElementwiseFeatures(shape, 2, net::ElementwiseKind::Sum, net::Activation::Relu,
                                     Pass::BackwardData, Precision::FP32, device)
                  .memoryRooflineMs,
              5 * 4 * elements / 100 / 1e6, 1e-15);
  EXPECT_NEAR(forward.values[3], std::log(28.0 * 28), 1e-12);
  EXPECT_EQ(forward.values[5], 1);
  EXPECT_EQ(forward.values[6], 2);
  EXPECT_EQ(forward.values[7], 0); // a sum

  netc::testing::CapturingContext context;
  mlir::OwningOpRef<mlir::ModuleOp> module = parseNetworkModule(
      "adds", llvm::MemoryBuffer::getMemBufferCopy(R"(
net.network "adds" {
  %0 = net.input "x" : tensor<8x28x28x256xf32>
  %1 = net.elementwise "feed" %0 {kind = #net<elementwise sum>} : tensor<8x28x28x256xf32> -> tensor<8x28x28x256xf32>
  %2 = net.elementwise "add" %1, %1 {activation = #net<activation relu>} : tensor<8x28x28x256xf32>, tensor<8x28x28x256xf32> -> tensor<8x28x28x256xf32>
}
)"),
      context.context);
  ASSERT_TRUE(module) << context.allErrors();
  EXPECT_EQ(getLearnedStreamingModel(findLayer(*module, "add")), &kLearnedElementwiseModel);
  EXPECT_EQ(getLearnedStreamingModel(findLayer(*module, "feed")), nullptr);
  DeviceProfile profile = h200Without(&kLearnedElementwiseModel);
  // One tree on the inputs (feature 6): 9 for one, 2 for two or more.
  profile.calibrated.perPrecision[int(Precision::FP32)]->learnedElementwise =
      oneTreeModel(Pass::Forward, 6, 1.5, 9, 2, 30);
  LayerPrediction add = predictNamed(profile, *module, "add", Pass::Forward);
  EXPECT_TRUE(add.learned);
  EXPECT_NEAR(add.totalMs,
              2 * getStreamingLayerFeatures(findLayer(*module, "add"), Pass::Forward,
                                            Precision::FP32, profile)
                      .baseMs(),
              1e-12);
  EXPECT_FALSE(predictNamed(profile, *module, "feed", Pass::Forward).learned);
}

} // namespace
