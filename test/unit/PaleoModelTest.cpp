//===- PaleoModelTest.cpp - Paleo's model against MODEL.md's examples ---===//
//
// Every worked example of ../shared/peers/paleo/MODEL.md section 7 (TITAN_X,
// PPP 1), term by term. MODEL.md's numbers are Paleo's own printed values, so
// doubles are compared with EXPECT_EQ: the model must reproduce them bit for
// bit. Each example is a one- or two-layer network with the example's shapes;
// a Dropout in front of a convolution gives it a parent other than `data`, so
// that Paleo charges its gradient wrt data.
//
//===----------------------------------------------------------------------===//

#include "CostModel/PaleoModel.h"
#include "CostModel/PythonFloat.h"
#include "TestSupport.h"

#include "llvm/Support/FileSystem.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

using namespace netc;
using namespace netc::paleo;
using netc::testing::CapturingContext;

namespace {

//===----------------------------------------------------------------------===//
// Python's float repr
//===----------------------------------------------------------------------===//

TEST(PythonFloatRepr, ShortestDigitsInPythonsNotation) {
  // Values Paleo prints (MODEL.md sections 6 and 7).
  EXPECT_EQ(pythonFloatRepr(4.190180990609837), "4.190180990609837");
  EXPECT_EQ(pythonFloatRepr(0.00584690143635463), "0.00584690143635463");
  EXPECT_EQ(pythonFloatRepr(345.83114754490174), "345.83114754490174");
  EXPECT_EQ(pythonFloatRepr(1e-06), "1e-06");
  EXPECT_EQ(pythonFloatRepr(1.1e-05), "1.1e-05");
  EXPECT_EQ(pythonFloatRepr(1.9130168308297737e-05), "1.9130168308297737e-05");
  // Fixed from 1e-4 up to 16 integer digits, ".0" on integral values.
  EXPECT_EQ(pythonFloatRepr(0.0001), "0.0001");
  EXPECT_EQ(pythonFloatRepr(0.00012), "0.00012");
  EXPECT_EQ(pythonFloatRepr(9.999e-05), "9.999e-05");
  EXPECT_EQ(pythonFloatRepr(100.0), "100.0");
  EXPECT_EQ(pythonFloatRepr(1.0), "1.0");
  EXPECT_EQ(pythonFloatRepr(0.1), "0.1");
  EXPECT_EQ(pythonFloatRepr(1.0 / 3.0), "0.3333333333333333");
  EXPECT_EQ(pythonFloatRepr(123456789012345.67), "123456789012345.67");
  EXPECT_EQ(pythonFloatRepr(9007199254740992.0), "9007199254740992.0");
  EXPECT_EQ(pythonFloatRepr(1e15), "1000000000000000.0");
  // Scientific from 17 integer digits on, the exponent at least two digits.
  EXPECT_EQ(pythonFloatRepr(1e16), "1e+16");
  EXPECT_EQ(pythonFloatRepr(1.5e16), "1.5e+16");
  EXPECT_EQ(pythonFloatRepr(1e22), "1e+22");
  EXPECT_EQ(pythonFloatRepr(1e100), "1e+100");
  EXPECT_EQ(pythonFloatRepr(1.7976931348623157e308), "1.7976931348623157e+308");
  EXPECT_EQ(pythonFloatRepr(5e-324), "5e-324");
  EXPECT_EQ(pythonFloatRepr(2.2250738585072014e-308), "2.2250738585072014e-308");
}

TEST(PythonFloatRepr, SignsZerosAndNonFiniteValues) {
  EXPECT_EQ(pythonFloatRepr(0.0), "0.0");
  EXPECT_EQ(pythonFloatRepr(-0.0), "-0.0");
  EXPECT_EQ(pythonFloatRepr(-1.5), "-1.5");
  EXPECT_EQ(pythonFloatRepr(-1e-06), "-1e-06");
  EXPECT_EQ(pythonFloatRepr(-2.5e+20), "-2.5e+20");
  EXPECT_EQ(pythonFloatRepr(std::numeric_limits<double>::infinity()), "inf");
  EXPECT_EQ(pythonFloatRepr(-std::numeric_limits<double>::infinity()), "-inf");
  EXPECT_EQ(pythonFloatRepr(std::nan("")), "nan");
}

//===----------------------------------------------------------------------===//
// Devices and primitives (sections 4 and 10)
//===----------------------------------------------------------------------===//

const Device &titanX() { return *findDevice("TITAN_X"); }

TEST(PaleoDevices, KeysAreCaseInsensitive) {
  ASSERT_NE(findDevice("titan_x"), nullptr);
  EXPECT_EQ(findDevice("titan_x"), findDevice("Titan_X"));
  EXPECT_EQ(findDevice("titan_x")->name, "Titan X");
  EXPECT_EQ(findDevice("geforce_750_m")->peakGflops, 722.7);
  EXPECT_EQ(findDevice("h100"), nullptr);
  EXPECT_EQ(findDevice("cpu_i7"), nullptr); // Paleo profiles no rows on a CPU
  EXPECT_EQ(getDevices().size(), 7u);
}

TEST(PaleoDevices, AProfileGivesItsClockFp32PeakAndBandwidth) {
  DeviceProfile profile;
  profile.key = "made_up";
  profile.name = "Made-up GPU";
  profile.boostClockMHz = 1500;
  profile.peakGflops[int(PeakKind::FP32)] = 20000;
  profile.peakGflops[int(PeakKind::FP16Tensor)] = 300000; // not Paleo's
  profile.memoryBandwidthGBs = 900;
  Device device = getDeviceFromProfile(profile);
  EXPECT_EQ(device.key, "made_up");
  EXPECT_EQ(device.name, "Made-up GPU");
  EXPECT_EQ(device.clockMHz, 1500);
  EXPECT_EQ(device.peakGflops, 20000);
  EXPECT_EQ(device.bandwidthGBs, 900);
}

TEST(PaleoPrimitives, ClockFloorIsOneClockPeriod) {
  EXPECT_EQ(PaleoModel(titanX()).clockFloorMs(), 1e-06);
  EXPECT_EQ(PaleoModel(*findDevice("k40")).clockFloorMs(), 1.3422818791946309e-06);
  EXPECT_EQ(PaleoModel(*findDevice("k80")).clockFloorMs(), 1.7857142857142857e-06);
}

TEST(PaleoPrimitives, ComputeIsIntegerZeroOnlyWithoutFlops) {
  PaleoModel model(titanX());
  EXPECT_TRUE(model.computeTime(0).isIntegerZero());
  EXPECT_EQ(model.computeTime(0).str(), "0");
  EXPECT_EQ(model.computeTime(1).value(), 1e-06); // the floor
  EXPECT_EQ(model.computeTime(262144).value(), 4.266666666666667e-05);
  // Memory has no zero test: even 0 bytes costs a clock period.
  EXPECT_EQ(model.memoryTime(0), 1e-06);
  // GB/s used as GiB/s: 336.5 * 2^30 bytes take one second.
  EXPECT_EQ(model.memoryTime(336.5 * 1073741824.0), 1000.0);
}

TEST(PaleoPrimitives, PppDividesComputeAndMemoryTerms) {
  PaleoModel full(titanX()), half(titanX(), 0.5);
  EXPECT_EQ(half.computeTime(11098128384.0).value(), 2 * 1.8063360000000002);
  EXPECT_EQ(half.memoryTime(822083584), 2 * 2.2752600297176824);
  // The floor is applied after PPP, to each term on its own.
  EXPECT_EQ(half.memoryTime(4), 1e-06);
}

TEST(PaleoPrimitives, MillisecondsAddLikePythonNumbers) {
  Milliseconds zero;
  EXPECT_TRUE((zero + zero).isIntegerZero());
  EXPECT_EQ((zero + zero).str(), "0");
  Milliseconds sum = zero + Milliseconds::charged(2.5);
  EXPECT_FALSE(sum.isIntegerZero());
  EXPECT_EQ(sum.str(), "2.5");
  EXPECT_EQ(Milliseconds::charged(100).str(), "100.0");
}

TEST(PaleoPrimitives, WeightUpdateFloorsBeforeTripling) {
  // VGG16's 553,430,176 parameter bytes: 0.04503826302083334 + 3 x
  // 1.531714758936753 (section 8), at PPP 1 whatever the model's PPP.
  EXPECT_EQ(PaleoModel(titanX()).weightUpdateTime(553430176).value(), 4.640182539831093);
  EXPECT_EQ(PaleoModel(titanX(), 0.5).weightUpdateTime(553430176).value(),
            4.640182539831093);
  EXPECT_EQ(PaleoModel(titanX()).weightUpdateTime(0).value(), 3 * 1e-06);
}

//===----------------------------------------------------------------------===//
// Per-layer examples (section 7)
//===----------------------------------------------------------------------===//

/// A network of `layers` (JSON members) after an Input `data` of `tensor`.
std::string network(const std::string &tensor, const std::string &layers) {
  return R"({"name": "example", "layers": {"data": {"parents": [], "type": "Input", "tensor": )" +
         tensor + "}, " + layers + "}}";
}

std::string convolution(const std::string &name, const std::string &parent,
                        const std::string &filter, const std::string &padding,
                        int stride) {
  return "\"" + name + "\": {\"parents\": [\"" + parent +
         "\"], \"type\": \"Convolution\", \"filter\": " + filter + ", \"padding\": " + padding +
         ", \"strides\": [1, " + std::to_string(stride) + ", " + std::to_string(stride) +
         ", 1]}";
}

/// Gives the next layer a parent that is not `data`.
const char *kRelay = R"("relay": {"parents": ["data"], "type": "Dropout", "dropout_keep_prob": 0.5})";

/// A network imported once, its layers costed on a TITAN_X at PPP 1.
class Example {
public:
  explicit Example(const std::string &json) : module(context.import(json)) {}

  bool imported() const { return bool(module); }
  std::string errors() const { return context.allErrors(); }

  net::LayerOpInterface layer(llvm::StringRef name) {
    for (auto layer : getNetwork(*module).getBody().front().getOps<net::LayerOpInterface>())
      if (layer.getLayerName() == name)
        return layer;
    ADD_FAILURE() << "no layer " << name.str();
    return nullptr;
  }

  /// The layer's cost; a failed test (and an empty cost) if Paleo aborts.
  LayerCost cost(llvm::StringRef name, Pass pass) {
    net::LayerOpInterface named = layer(name);
    if (!named)
      return LayerCost();
    mlir::FailureOr<LayerCost> cost = model.costLayer(named, pass);
    if (failed(cost)) {
      ADD_FAILURE() << "costing " << name.str() << " failed: " << errors();
      return LayerCost();
    }
    return *cost;
  }

  double total(llvm::StringRef name, Pass pass) { return cost(name, pass).total().value(); }

  /// Whether costing fails, with an error that contains `text`.
  ::testing::AssertionResult failsWith(llvm::StringRef name, Pass pass, llvm::StringRef text) {
    context.errors.clear();
    net::LayerOpInterface named = layer(name);
    if (!named)
      return ::testing::AssertionFailure() << "no layer " << name.str();
    if (succeeded(model.costLayer(named, pass)))
      return ::testing::AssertionFailure() << "costing " << name.str() << " succeeded";
    if (errors().find(text.str()) == std::string::npos)
      return ::testing::AssertionFailure() << "errors do not mention '" << text.str()
                                           << "': " << errors();
    return ::testing::AssertionSuccess();
  }

  CapturingContext context;
  mlir::OwningOpRef<mlir::ModuleOp> module;
  PaleoModel model{titanX()};
};

void expectTerm(const LayerCost &cost, size_t index, double bytes, double ms) {
  ASSERT_LT(index, cost.memory.size());
  EXPECT_EQ(cost.memory[index].bytes, bytes) << "memory term " << index;
  EXPECT_EQ(cost.memory[index].ms, ms) << "memory term " << index;
}

void expectShape(llvm::ArrayRef<int64_t> actual, llvm::ArrayRef<int64_t> expected) {
  EXPECT_EQ(std::vector<int64_t>(actual.begin(), actual.end()),
            std::vector<int64_t>(expected.begin(), expected.end()));
}

TEST(PaleoExamples, Vgg16Conv1_1Forward) {
  Example vgg(network("[64, 224, 224, 3]",
                      convolution("conv1-1", "data", "[3, 3, 3, 64]", "\"SAME\"", 1)));
  ASSERT_TRUE(vgg.imported()) << vgg.errors();
  LayerCost cost = vgg.cost("conv1-1", Pass::Forward);
  EXPECT_EQ(cost.formula, Formula::ConvGemm);
  EXPECT_EQ(cost.message(), "Heuristic disabled.");
  EXPECT_EQ(cost.flops, 11098128384.0);
  EXPECT_EQ(cost.compute.value(), 1.8063360000000002);
  expectTerm(cost, 0, 39226368, 0.10856583072384612); // padded to 226 x 226
  expectTerm(cost, 1, 6912, 1.9130168308297737e-05);
  expectTerm(cost, 2, 822083584, 2.2752600297176824);
  EXPECT_EQ(cost.communication.value(), 2.3838449906098367);
  EXPECT_EQ(cost.total().value(), 4.190180990609837);
}

TEST(PaleoExamples, Vgg16Conv2_1Backward) {
  Example vgg(network("[64, 224, 224, 64]",
                      R"("pool1": {"parents": ["data"], "type": "Pooling", "ksize": [1, 2, 2, 1],
                                   "strides": [1, 2, 2, 1], "padding": "VALID"}, )" +
                          convolution("conv2-1", "pool1", "[3, 3, 64, 128]", "\"SAME\"", 1)));
  ASSERT_TRUE(vgg.imported()) << vgg.errors();
  EXPECT_EQ(vgg.total("conv2-1", Pass::Forward), 20.99534144683321);

  LayerCost data = vgg.cost("conv2-1", Pass::BackwardData);
  ASSERT_TRUE(data.gemm);
  expectShape(data.gemm->input, {64, 112, 112, 128});
  expectShape(data.gemm->filter, {3, 3, 128, 64});
  expectShape(data.gemm->pads, {1, 1});
  expectShape(data.gemm->output, {64, 112, 112, 64});
  EXPECT_EQ(data.gemm->holeFraction, 0.0);
  EXPECT_EQ(data.flops, 118380036096.0);
  EXPECT_EQ(data.compute.value(), 19.267584);
  expectTerm(data, 0, 425852928, 1.1786224229197622);
  expectTerm(data, 1, 294912, 0.0008162205144873699);
  expectTerm(data, 2, 205520896, 0.5688150074294206);
  EXPECT_EQ(data.total().value(), 21.01583765086367);

  LayerCost filter = vgg.cost("conv2-1", Pass::BackwardFilter);
  ASSERT_TRUE(filter.gemm);
  expectShape(filter.gemm->input, {64, 112, 112, 64});
  expectShape(filter.gemm->filter, {112, 112, 64, 128});
  expectShape(filter.gemm->output, {64, 3, 3, 128});
  EXPECT_EQ(filter.flops, 118380036096.0);
  EXPECT_EQ(filter.compute.value(), 19.267584);
  expectTerm(filter, 0, 212926464, 0.5893112114598811);
  expectTerm(filter, 1, 411041792, 1.1376300148588412);
  expectTerm(filter, 2, 294912, 0.0008162205144873699);
  EXPECT_EQ(filter.total().value(), 20.99534144683321);
}

TEST(PaleoExamples, AlexV2Conv1GradientGeometry) {
  // E = 213 grows to 214 because pb = 10 and pa = 11 differ by one.
  Example alex(network("[128, 224, 224, 3]",
                       convolution("conv1", "data", "[11, 11, 3, 64]", "\"VALID\"", 4)));
  ASSERT_TRUE(alex.imported()) << alex.errors();
  EXPECT_EQ(alex.total("conv1", Pass::Forward), 3.3007062689649747);

  // Fed by `data`: no gradient wrt data, printed as the integer 0.
  LayerCost data = alex.cost("conv1", Pass::BackwardData);
  EXPECT_EQ(data.formula, Formula::None);
  EXPECT_TRUE(data.total().isIntegerZero());
  EXPECT_EQ(data.message(), "");

  LayerCost filter = alex.cost("conv1", Pass::BackwardFilter);
  ASSERT_TRUE(filter.gemm);
  expectShape(filter.gemm->input, {3, 224, 224, 128});
  expectShape(filter.gemm->filter, {214, 214, 128, 64});
  expectShape(filter.gemm->pads, {0, 0}); // VALID stays VALID
  expectShape(filter.gemm->output, {3, 11, 11, 64});
  EXPECT_EQ(filter.gemm->holeFraction, 0.9363263167088828);
  EXPECT_FALSE(filter.gemm->holesInInputs);
  EXPECT_EQ(filter.flops, 17342595072.000027);
  EXPECT_EQ(filter.compute.value(), 2.8226880000000043);
  expectTerm(filter, 0, 77070336, 0.21330562778603268);
  expectTerm(filter, 1, 95551488.00000013, 0.26445544669390825);
  expectTerm(filter, 2, 92928, 0.00025719448503378064);
  EXPECT_EQ(filter.total().value(), 3.300706268964979);
}

TEST(PaleoExamples, AlexV2Conv1UnchargedDummy) {
  // The dummy Paleo builds but does not charge when conv1 reads `data`.
  Example alex(network("[128, 224, 224, 3]", std::string(kRelay) + ", " +
                                                 convolution("conv1", "relay", "[11, 11, 3, 64]",
                                                             "\"VALID\"", 4)));
  ASSERT_TRUE(alex.imported()) << alex.errors();
  EXPECT_NEAR(alex.total("conv1", Pass::BackwardData), 53.7576, 5e-5);
}

TEST(PaleoExamples, InceptionMixed6aStridedBackwardData) {
  Example inception(network("[64, 35, 35, 288]",
                            std::string(kRelay) + ", " +
                                convolution("Conv2d_1a_3x3", "relay", "[3, 3, 288, 384]",
                                            "\"VALID\"", 2)));
  ASSERT_TRUE(inception.imported()) << inception.errors();
  LayerCost data = inception.cost("Conv2d_1a_3x3", Pass::BackwardData);
  ASSERT_TRUE(data.gemm);
  expectShape(data.gemm->input, {64, 33, 33, 384});
  expectShape(data.gemm->filter, {3, 3, 384, 288});
  expectShape(data.gemm->pads, {2, 2});
  expectShape(data.gemm->output, {64, 35, 35, 288});
  EXPECT_EQ(data.gemm->holeFraction, 0.7346189164370982);
  EXPECT_TRUE(data.gemm->holesInInputs);
  // The holes add 2|in|(1 - phi) instead of removing work (the overcount).
  EXPECT_EQ(data.flops, 156081635328.0);
  EXPECT_EQ(data.compute.value(), 25.403912000000002);
  expectTerm(data, 0, 134578176, 0.3724686281110698);
  expectTerm(data, 1, 3981312, 0.011018976945579495);
  expectTerm(data, 2, 90316800, 0.24996753256175705);
  EXPECT_EQ(data.total().value(), 26.037367137618407);
  EXPECT_EQ(inception.total("Conv2d_1a_3x3", Pass::Forward), 6.332319752402954);
  EXPECT_EQ(inception.total("Conv2d_1a_3x3", Pass::BackwardFilter), 6.332319752402955);
}

TEST(PaleoExamples, Vgg16Pool1) {
  Example vgg(network("[64, 224, 224, 64]",
                      R"("pool1": {"parents": ["data"], "type": "Pooling", "ksize": [1, 2, 2, 1],
                                   "strides": [1, 2, 2, 1], "padding": "VALID"})"));
  ASSERT_TRUE(vgg.imported()) << vgg.errors();
  LayerCost forward = vgg.cost("pool1", Pass::Forward);
  EXPECT_EQ(forward.formula, Formula::Pool);
  EXPECT_EQ(forward.flops, 411041792.0);
  EXPECT_EQ(forward.compute.value(), 0.06690133333333334);
  expectTerm(forward, 0, 822083584, 2.2752600297176824);
  expectTerm(forward, 1, 205520896, 0.5688150074294206);
  EXPECT_EQ(forward.total().value(), 2.9109763704804363);
  EXPECT_EQ(forward.message(), "");
  EXPECT_EQ(vgg.total("pool1", Pass::BackwardData), 2.9109763704804363);
  EXPECT_TRUE(vgg.cost("pool1", Pass::BackwardFilter).total().isIntegerZero());
}

TEST(PaleoExamples, Vgg16Dropout6) {
  Example vgg(network("[64, 1, 1, 4096]",
                      R"("dropout6": {"parents": ["data"], "type": "Dropout", "dropout_keep_prob": 0.5})"));
  ASSERT_TRUE(vgg.imported()) << vgg.errors();
  LayerCost forward = vgg.cost("dropout6", Pass::Forward);
  EXPECT_EQ(forward.compute.value(), 4.266666666666667e-05);
  expectTerm(forward, 0, 1048576, 0.002902117384843982);
  expectTerm(forward, 1, 1048576, 0.002902117384843982);
  EXPECT_EQ(forward.total().value(), 0.00584690143635463);
  EXPECT_EQ(vgg.total("dropout6", Pass::BackwardData), 0.00584690143635463);
  EXPECT_TRUE(vgg.cost("dropout6", Pass::BackwardFilter).total().isIntegerZero());
}

TEST(PaleoExamples, InnerProductCostsTheSameInEveryPass) {
  // alex_v2's fc6 as an InnerProduct, fed by `data`: an inner product has no
  // backprop flag, so its data gradient is charged anyway.
  Example alex(network("[128, 5, 5, 256]",
                       R"("fc6": {"parents": ["data"], "type": "InnerProduct", "num_outputs": 4096})"));
  ASSERT_TRUE(alex.imported()) << alex.errors();
  LayerCost forward = alex.cost("fc6", Pass::Forward);
  EXPECT_EQ(forward.formula, Formula::MatMul);
  EXPECT_EQ(forward.flops, 6710886400.0);
  EXPECT_EQ(forward.compute.value(), 1.0922666666666667);
  expectTerm(forward, 0, 3276800, 0.009069116827637445);
  expectTerm(forward, 1, 104857600, 0.29021173848439824);
  expectTerm(forward, 2, 2097152, 0.005804234769687964);
  EXPECT_EQ(forward.total().value(), 1.3973517567483904);
  EXPECT_EQ(forward.message(), "");
  EXPECT_EQ(alex.total("fc6", Pass::BackwardData), 1.3973517567483904);
  EXPECT_EQ(alex.total("fc6", Pass::BackwardFilter), 1.3973517567483904);
}

TEST(PaleoExamples, FullyConnectedAsConvolutionOvercountsDataGradient) {
  Example alex(network("[128, 5, 5, 256]", std::string(kRelay) + ", " +
                                               convolution("fc6", "relay", "[5, 5, 256, 4096]",
                                                           "\"VALID\"", 1)));
  ASSERT_TRUE(alex.imported()) << alex.errors();
  EXPECT_EQ(alex.total("fc6", Pass::Forward), 1.3973517567483904);
  EXPECT_EQ(alex.total("fc6", Pass::BackwardData), 28.07609053832343);
}

//===----------------------------------------------------------------------===//
// Rules without a worked example
//===----------------------------------------------------------------------===//

TEST(PaleoRules, TinyLayersCostTheClockFloorPerTerm) {
  Example tiny(network("[1, 1, 1, 1]", convolution("conv", "data", "[1, 1, 1, 1]", "\"SAME\"", 1)));
  ASSERT_TRUE(tiny.imported()) << tiny.errors();
  LayerCost cost = tiny.cost("conv", Pass::Forward);
  EXPECT_EQ(cost.compute.value(), 1e-06);
  for (const MemoryTerm &term : cost.memory)
    EXPECT_EQ(term.ms, 1e-06);
  EXPECT_EQ(cost.total().value(), 1e-06 + (1e-06 + 1e-06 + 1e-06));
}

TEST(PaleoRules, NegativeSamePadIsUsedUnclamped) {
  // 1x1 stride 2 on an even size: SAME's pad is -1, and pb - pa = 1 grows E.
  Example net(network("[1, 8, 8, 4]", std::string(kRelay) + ", " +
                                          convolution("conv", "relay", "[1, 1, 4, 8]", "\"SAME\"", 2)));
  ASSERT_TRUE(net.imported()) << net.errors();
  LayerCost forward = net.cost("conv", Pass::Forward);
  ASSERT_EQ(forward.memory.size(), 3u);
  EXPECT_EQ(forward.memory[0].bytes, 4.0 * 1 * 6 * 6 * 4); // (8 - 2) x (8 - 2)
  LayerCost data = net.cost("conv", Pass::BackwardData);
  ASSERT_TRUE(data.gemm);
  expectShape(data.gemm->input, {1, 8, 8, 8});
  EXPECT_EQ(data.gemm->holeFraction, 0.75);
}

TEST(PaleoRules, GradientGeometryGapOfTwoIsAnErrorNamingTheLayer) {
  // 3x3 stride 4 VALID on 9: pb = 2, pa = 4. Paleo aborts; netc says why.
  Example net(network("[1, 9, 9, 1]", std::string(kRelay) + ", " +
                                          convolution("strided", "relay", "[3, 3, 1, 1]", "\"VALID\"", 4)));
  ASSERT_TRUE(net.imported()) << net.errors();
  EXPECT_EQ(net.cost("strided", Pass::Forward).formula, Formula::ConvGemm);
  EXPECT_TRUE(net.failsWith("strided", Pass::BackwardData, "layer 'strided': "));
  EXPECT_TRUE(net.failsWith("strided", Pass::BackwardData, "differ by 2"));
  EXPECT_TRUE(net.failsWith("strided", Pass::BackwardFilter, "differ by 2"));
}

TEST(PaleoRules, ExplicitPadThatBreaksTheFilterDummyIsAnError) {
  // An explicit pad keeps its pads in the filter dummy: [0, 0] on 3x3 gives a
  // 7x7 window where Paleo asserts 3x3.
  Example net(network("[1, 8, 8, 1]", std::string(kRelay) + ", " +
                                          convolution("conv", "relay", "[3, 3, 1, 1]", "[0, 0]", 1)));
  ASSERT_TRUE(net.imported()) << net.errors();
  EXPECT_EQ(net.cost("conv", Pass::BackwardData).formula, Formula::ConvGemm);
  EXPECT_TRUE(net.failsWith("conv", Pass::BackwardFilter, "backward-filter convolution"));
}

TEST(PaleoRules, DeconvolutionIsItsConvolutionsGradient) {
  // up: [2, 8, 8, 16] -> [2, 16, 16, 8]; conv is the convolution T mapping
  // [2, 16, 16, 8] back to [2, 8, 8, 16].
  const char *deconvolution = R"("up": {"parents": ["data"], "type": "Deconvolution",
      "filter": [3, 3, 8, 16], "strides": [1, 2, 2, 1], "padding": "SAME",
      "output_shape": [2, 16, 16, 8]})";
  Example deconv(network("[2, 8, 8, 16]", deconvolution));
  Example conv(network("[2, 16, 16, 8]", std::string(kRelay) + ", " +
                                             convolution("conv", "relay", "[3, 3, 8, 16]",
                                                         "\"SAME\"", 2)));
  ASSERT_TRUE(deconv.imported()) << deconv.errors();
  ASSERT_TRUE(conv.imported()) << conv.errors();
  EXPECT_EQ(deconv.total("up", Pass::Forward), conv.total("conv", Pass::BackwardData));
  // Charged although `up` reads `data`: the flag is ignored here.
  EXPECT_EQ(deconv.total("up", Pass::BackwardData), conv.total("conv", Pass::Forward));

  LayerCost filter = deconv.cost("up", Pass::BackwardFilter);
  EXPECT_EQ(filter.message(), "Heuristic disabled.");
  ASSERT_TRUE(filter.gemm);
  expectShape(filter.gemm->input, {16, 16, 16, 2});
  expectShape(filter.gemm->filter, {16, 16, 2, 8});
  expectShape(filter.gemm->output, {16, 3, 3, 8});
  EXPECT_FALSE(filter.gemm->holesInInputs);
  EXPECT_EQ(filter.gemm->holeFraction,
            conv.cost("conv", Pass::BackwardData).gemm->holeFraction);
}

TEST(PaleoRules, FreeLayersAndSumsAreIntegerZero) {
  Example net(network("[2, 10]", R"("prob": {"parents": ["data"], "type": "Softmax", "num_classes": 10})"));
  ASSERT_TRUE(net.imported()) << net.errors();
  mlir::FailureOr<NetworkPrediction> prediction =
      predictNetwork(net.model, getNetwork(*net.module), Pass::Forward);
  ASSERT_TRUE(succeeded(prediction));
  ASSERT_EQ(prediction->layers.size(), 1u); // no row for `data`
  EXPECT_EQ(prediction->layers[0].cost.uncharged.str(), "Paleo charges nothing for this layer type");
  EXPECT_EQ(prediction->sum.str(), "0");
}

TEST(PaleoRules, FullPassPaysBothGradientsOfWeightedLayers) {
  Example net(network("[64, 224, 224, 64]",
                      R"("pool1": {"parents": ["data"], "type": "Pooling", "ksize": [1, 2, 2, 1],
                                   "strides": [1, 2, 2, 1], "padding": "VALID"}, )" +
                          convolution("conv2-1", "pool1", "[3, 3, 64, 128]", "\"SAME\"", 1)));
  ASSERT_TRUE(net.imported()) << net.errors();
  mlir::FailureOr<FullPassEstimate> estimate = estimateFullPass(net.model, getNetwork(*net.module));
  ASSERT_TRUE(succeeded(estimate));
  EXPECT_EQ(estimate->forward.value(), 2.9109763704804363 + 20.99534144683321);
  EXPECT_EQ(estimate->backward.value(),
            2.9109763704804363 + (21.01583765086367 + 20.99534144683321));
  EXPECT_EQ(estimate->parameterBytes, 4 * 73856);
  EXPECT_EQ(estimate->total().value(),
            estimate->forward.value() + estimate->backward.value() + estimate->update.value());
}

//===----------------------------------------------------------------------===//
// Paleo's own network file
//===----------------------------------------------------------------------===//

TEST(PaleoNetworks, Vgg16FullPass) {
  std::string path = std::string(NETC_PALEO_NETS) + "/vgg16.json";
  if (!llvm::sys::fs::exists(path))
    GTEST_SKIP() << "Paleo's networks are not at " << NETC_PALEO_NETS;
  CapturingContext ctx;
  mlir::OwningOpRef<mlir::ModuleOp> module = loadNetwork(path, ctx.context, LoadOptions());
  ASSERT_TRUE(module) << ctx.allErrors();
  PaleoModel model(titanX());
  mlir::FailureOr<FullPassEstimate> estimate = estimateFullPass(model, getNetwork(*module));
  ASSERT_TRUE(succeeded(estimate)) << ctx.allErrors();
  EXPECT_EQ(estimate->forward.value(), 345.83114754490174);
  EXPECT_EQ(estimate->backward.value(), 785.221589452184);
  EXPECT_EQ(estimate->update.value(), 4.640182539831093);
  EXPECT_EQ(estimate->total().value(), 1135.6929195369169);
  EXPECT_EQ(estimate->parameterBytes, 553430176);
  mlir::FailureOr<NetworkPrediction> data =
      predictNetwork(model, getNetwork(*module), Pass::BackwardData);
  ASSERT_TRUE(succeeded(data));
  EXPECT_EQ(data->sum.value(), 444.9511844163833);
}

} // namespace
