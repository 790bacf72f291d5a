//===- WeightsTest.cpp - Binding weights by layer name, layouts -----------===//

#include "data/CpuReference.h"
#include "data/PlanWeights.h"
#include "data/Weights.h"
#include "TestUtil.h"

#include <random>

using namespace netc::data;
using namespace netc::data::test;

namespace {

SafetensorsFile fileOf(const std::vector<TensorToWrite> &tensors,
                       const std::map<std::string, std::string> &metadata = {}) {
  return SafetensorsFile::parse(serializeSafetensors(tensors, metadata), "w.safetensors");
}

TensorToWrite f32(const std::string &name, std::vector<int64_t> shape, std::vector<float> v) {
  return {name, DType::F32, std::move(shape), std::move(v), {}};
}

/// A small network: conv1 (2 output channels, 1x2 kernel, 2 input channels,
/// bias), bn1 (2 channels), fc1 (3 outputs from a [1, 2, 2] HWC input).
std::vector<ExpectedWeight> smallNet() {
  return {
      {"conv1.filter", {2, 1, 2, 2}, "ohwi", std::nullopt},
      {"conv1.bias", {2}, "c", std::nullopt},
      {"bn1.gamma", {2}, "c", std::nullopt},
      {"bn1.beta", {2}, "c", std::nullopt},
      {"bn1.mean", {2}, "c", std::nullopt},
      {"bn1.var", {2}, "c", std::nullopt},
      {"fc1.filter", {3, 4}, "oi", std::array<int64_t, 3>{1, 2, 2}},
      {"fc1.bias", {3}, "c", std::nullopt},
  };
}

/// smallNet's weights as PyTorch writes them.
std::vector<TensorToWrite> pytorchTensors() {
  return {
      // OIHW [2, 2, 1, 2]: value = 1000 + o*100 + i*10 + w
      f32("conv1.weight", {2, 2, 1, 2}, {1000, 1001, 1010, 1011, 1100, 1101, 1110, 1111}),
      f32("conv1.bias", {2}, {1, 2}),
      f32("bn1.weight", {2}, {3, 4}),
      f32("bn1.bias", {2}, {5, 6}),
      f32("bn1.running_mean", {2}, {7, 8}),
      f32("bn1.running_var", {2}, {9, 10}),
      {"bn1.num_batches_tracked", DType::I64, {}, {}, std::vector<uint8_t>(8, 0)},
      // [3, 4], columns in (c, h, w) order: value = o*100 + c*10 + w
      f32("fc1.weight", {3, 4}, {0, 1, 10, 11, 100, 101, 110, 111, 200, 201, 210, 211}),
      f32("fc1.bias", {3}, {-1, -2, -3}),
  };
}

} // namespace

TEST(Layouts, OihwToOhwiByHand) {
  // O=1, I=2, H=1, W=2. OIHW: (i0,w0)=1 (i0,w1)=2 (i1,w0)=3 (i1,w1)=4.
  // OHWI: (w0,i0)=1 (w0,i1)=3 (w1,i0)=2 (w1,i1)=4.
  EXPECT_EQ(oihwToOhwi({1, 2, 3, 4}, 1, 2, 1, 2), (std::vector<float>{1, 3, 2, 4}));
  // O=2, I=1, H=2, W=1: with one input channel OIHW and OHWI agree.
  EXPECT_EQ(oihwToOhwi({1, 2, 3, 4}, 2, 1, 2, 1), (std::vector<float>{1, 2, 3, 4}));
  // O=1, I=3, H=1, W=1 (a 1x1 convolution): unchanged.
  EXPECT_EQ(oihwToOhwi({1, 2, 3}, 1, 3, 1, 1), (std::vector<float>{1, 2, 3}));
  EXPECT_EQ(ohwiToOihw({1, 3, 2, 4}, 1, 1, 2, 2), (std::vector<float>{1, 2, 3, 4}));
}

TEST(Layouts, ChwToHwcColumnsByHand) {
  // One output, H=1, W=2, C=2. (c,h,w): c0w0=10 c0w1=11 c1w0=20 c1w1=21.
  // (h,w,c): w0c0=10 w0c1=20 w1c0=11 w1c1=21.
  EXPECT_EQ(chwToHwcColumns({10, 11, 20, 21}, 1, 1, 2, 2), (std::vector<float>{10, 20, 11, 21}));
  // Two outputs, H=2, W=1, C=1: unchanged (one channel).
  EXPECT_EQ(chwToHwcColumns({1, 2, 3, 4}, 2, 2, 1, 1), (std::vector<float>{1, 2, 3, 4}));
  EXPECT_EQ(hwcToChwColumns({10, 20, 11, 21}, 1, 1, 2, 2), (std::vector<float>{10, 11, 20, 21}));
}

TEST(Layouts, InversesOnRandomShapes) {
  std::mt19937 rng(7);
  for (int round = 0; round < 20; ++round) {
    int64_t o = 1 + rng() % 4, i = 1 + rng() % 4, h = 1 + rng() % 4, w = 1 + rng() % 4;
    std::vector<float> v(o * i * h * w);
    for (float &x : v)
      x = static_cast<float>(rng() % 1000);
    EXPECT_EQ(ohwiToOihw(oihwToOhwi(v, o, i, h, w), o, h, w, i), v);
    EXPECT_EQ(hwcToChwColumns(chwToHwcColumns(v, o, i, h, w), o, i, h, w), v);
    // Element check: (o, i, y, x) of OIHW is at (o, y, x, i) in OHWI.
    std::vector<float> t = oihwToOhwi(v, o, i, h, w);
    int64_t a = rng() % o, b = rng() % i, y = rng() % h, x = rng() % w;
    EXPECT_EQ(t[((a * h + y) * w + x) * i + b], v[((a * i + b) * h + y) * w + x]);
  }
}

TEST(BindWeights, PyTorchNamesAndLayouts) {
  SafetensorsFile file = fileOf(pytorchTensors(), {{"layout", "pytorch"}});
  BoundWeights w = bindWeights(file, smallNet());
  ASSERT_EQ(w.size(), 8u);
  // OHWI [o, h, w, i]: value 1000 + o*100 + i*10 + w, in order (o, w, i).
  EXPECT_EQ(w["conv1.filter"],
            (std::vector<float>{1000, 1010, 1001, 1011, 1100, 1110, 1101, 1111}));
  EXPECT_EQ(w["conv1.bias"], (std::vector<float>{1, 2}));
  EXPECT_EQ(w["bn1.gamma"], (std::vector<float>{3, 4}));
  EXPECT_EQ(w["bn1.beta"], (std::vector<float>{5, 6}));
  EXPECT_EQ(w["bn1.mean"], (std::vector<float>{7, 8}));
  EXPECT_EQ(w["bn1.var"], (std::vector<float>{9, 10}));
  // Columns (h, w, c) with h = 0: w0c0 w0c1 w1c0 w1c1.
  EXPECT_EQ(w["fc1.filter"],
            (std::vector<float>{0, 10, 1, 11, 100, 110, 101, 111, 200, 210, 201, 211}));
  EXPECT_EQ(w["fc1.bias"], (std::vector<float>{-1, -2, -3}));
  // No metadata: PyTorch is the default.
  EXPECT_EQ(bindWeights(fileOf(pytorchTensors()), smallNet()), w);
  // The explicit convention wins over the file's.
  EXPECT_EQ(bindWeights(fileOf(pytorchTensors(), {{"layout", "netc"}}), smallNet(),
                        Convention::PyTorch),
            w);
}

TEST(BindWeights, NetcNamesAndLayoutsRoundTrip) {
  BoundWeights w = bindWeights(fileOf(pytorchTensors()), smallNet());
  // Written back in netc's convention: netc names, no conversion on reading.
  std::vector<TensorToWrite> netc = weightsForFile(w, smallNet(), Convention::Netc);
  EXPECT_EQ(netc[0].name, "conv1.filter");
  EXPECT_EQ(netc[0].shape, (std::vector<int64_t>{2, 1, 2, 2}));
  EXPECT_EQ(bindWeights(fileOf(netc, {{"layout", "netc"}}), smallNet()), w);
  // And in PyTorch's: the same tensors as the trainer wrote.
  std::vector<TensorToWrite> torch = weightsForFile(w, smallNet(), Convention::PyTorch);
  EXPECT_EQ(torch[0].name, "conv1.weight");
  EXPECT_EQ(torch[0].shape, (std::vector<int64_t>{2, 2, 1, 2}));
  EXPECT_EQ(torch[0].values, pytorchTensors()[0].values);
  EXPECT_EQ(torch[6].values, pytorchTensors()[7].values);
  // netc names in a PyTorch-layout file are converted like PyTorch names.
  std::vector<TensorToWrite> mixed = torch;
  for (TensorToWrite &t : mixed)
    t.name = (t.name == "conv1.weight") ? "conv1.filter" : t.name;
  EXPECT_EQ(bindWeights(fileOf(mixed), smallNet()), w);
}

TEST(BindWeights, HalfPrecisionAndBlockNames) {
  std::vector<ExpectedWeight> net = {{"block1/conv.filter", {1, 1, 1, 2}, "ohwi", std::nullopt}};
  SafetensorsFile file = fileOf({{"block1.conv.weight", DType::BF16, {1, 2, 1, 1}, {0.5f, 2}, {}}});
  EXPECT_EQ(bindWeights(file, net)["block1/conv.filter"], (std::vector<float>{0.5f, 2}));
}

TEST(BindWeights, MissingTensor) {
  std::vector<TensorToWrite> t = pytorchTensors();
  t.erase(t.begin()); // conv1.weight
  expectDataError([&] { bindWeights(fileOf(t), smallNet()); },
                  {"w.safetensors", "(1 problem, file layout pytorch)",
                   "missing tensor 'conv1.filter' (or 'conv1.weight')", "layer 'conv1' filter",
                   "[2, 2, 1, 2] (pytorch OIHW)"});
}

TEST(BindWeights, ExtraTensors) {
  std::vector<TensorToWrite> t = pytorchTensors();
  t.push_back(f32("fc3.weight", {1, 3}, {1, 2, 3}));
  t.push_back(f32("bn1.extra", {1}, {1}));
  expectDataError([&] { bindWeights(fileOf(t), smallNet()); },
                  {"2 problems", "unexpected tensor 'fc3.weight' F32 [1, 3]",
                   "the network has no layer 'fc3'", "unexpected tensor 'bn1.extra'",
                   "layer 'bn1' has no such weight (it has bn1.gamma, bn1.beta, bn1.mean, bn1.var)"});
  // A bias the network does not have (ece408's conv1 has none).
  std::vector<ExpectedWeight> noBias = smallNet();
  noBias.erase(noBias.begin() + 1);
  expectDataError([&] { bindWeights(fileOf(pytorchTensors()), noBias); },
                  {"unexpected tensor 'conv1.bias'", "layer 'conv1' has no such weight "
                                                     "(it has conv1.filter)"});
  // num_batches_tracked is extra where the layer is not a batch norm.
  std::vector<TensorToWrite> counter = pytorchTensors();
  counter.push_back({"fc1.num_batches_tracked", DType::I64, {}, {}, std::vector<uint8_t>(8, 0)});
  expectDataError([&] { bindWeights(fileOf(counter), smallNet()); },
                  {"unexpected tensor 'fc1.num_batches_tracked'"});
}

TEST(BindWeights, WrongShape) {
  std::vector<TensorToWrite> t = pytorchTensors();
  t[7] = f32("fc1.weight", {4, 3}, std::vector<float>(12, 0));
  expectDataError([&] { bindWeights(fileOf(t), smallNet()); },
                  {"tensor 'fc1.weight' (layer 'fc1' filter): shape [4, 3] does not match",
                   "expected [3, 4] (pytorch [out, in] in (c,h,w) order)",
                   "[3, 4] (netc [out, in] in (h,w,c) order)"});
  // A netc-layout filter in a file that says (or defaults to) pytorch.
  t = pytorchTensors();
  t[0] = f32("conv1.weight", {2, 1, 2, 2}, std::vector<float>(8, 0));
  expectDataError([&] { bindWeights(fileOf(t), smallNet()); },
                  {"tensor 'conv1.weight'", "shape [2, 1, 2, 2] does not match",
                   "expected [2, 2, 1, 2] (pytorch OIHW)", "[2, 1, 2, 2] (netc OHWI)",
                   "has the netc shape: is the file's __metadata__ \"layout\" wrong?"});
  expectDataError([&] { bindWeights(fileOf(pytorchTensors(), {{"layout", "netc"}}), smallNet()); },
                  {"file layout netc", "tensor 'conv1.weight'", "expected [2, 1, 2, 2] (netc OHWI)",
                   "has the pytorch shape"});
}

TEST(BindWeights, WrongDTypeNaNAndDuplicates) {
  std::vector<TensorToWrite> t = pytorchTensors();
  t[1] = {"conv1.bias", DType::I32, {2}, {}, std::vector<uint8_t>(8, 0)};
  t[2] = f32("bn1.weight", {2}, {1, std::nanf("")});
  t.push_back(f32("fc1.filter", {3, 4}, std::vector<float>(12, 0)));
  expectDataError([&] { bindWeights(fileOf(t), smallNet()); },
                  {"3 problems", "tensor 'conv1.bias' (layer 'conv1' bias): dtype I32 is not a "
                                 "floating-point type",
                   "tensor 'bn1.weight' (layer 'bn1' gamma): element 1 is NaN",
                   "tensors 'fc1.filter' and 'fc1.weight' both hold layer 'fc1' filter"});
}

TEST(BindWeights, BadMetadataAndBadExpectations) {
  expectDataError([&] { bindWeights(fileOf(pytorchTensors(), {{"layout", "nchw"}}), smallNet()); },
                  {"w.safetensors", "layout 'nchw' is neither"});
  SafetensorsFile file = fileOf(pytorchTensors());
  auto badNet = [&](ExpectedWeight w, std::initializer_list<std::string> fragments) {
    expectDataError([&] { bindWeights(file, {w}); }, fragments);
  };
  badNet({"conv1", {1}, "c", std::nullopt}, {"'conv1': not '<layer>.<role>'"});
  badNet({"conv1.kernel", {1}, "c", std::nullopt}, {"unknown role 'kernel'"});
  badNet({"conv1.filter", {1, 2}, "ohwi", std::nullopt}, {"ohwi needs 4 dimensions"});
  badNet({"conv1.filter", {1, 2}, "nchw", std::nullopt}, {"unknown layout 'nchw'"});
  badNet({"fc1.filter", {3, 4}, "oi", std::array<int64_t, 3>{2, 2, 2}},
         {"flattenedFromHWC [2, 2, 2] does not multiply to the input size 4"});
  expectDataError([&] {
    bindWeights(file, {{"x.filter", {1}, "c", std::nullopt}, {"x.gamma", {1}, "c", std::nullopt}});
  }, {"layer 'x' mix"});
}

TEST(PlanWeights, Version1ExamplePlan) {
  std::vector<ExpectedWeight> w =
      expectedWeightsFromPlanFile(NETC_RUNTIME_EXAMPLES_DIR "/ece408-plan.json");
  ASSERT_EQ(w.size(), 5u);
  EXPECT_EQ(w[0].name, "conv1.filter"); // no bias: "bias": false
  EXPECT_EQ(w[0].shape, (std::vector<int64_t>{50, 5, 5, 1}));
  EXPECT_EQ(w[0].layout, "ohwi");
  EXPECT_EQ(w[1].name, "fc1.filter");
  EXPECT_EQ(w[1].shape, (std::vector<int64_t>{500, 7200}));
  ASSERT_TRUE(w[1].flattenedFromHWC);
  EXPECT_EQ(*w[1].flattenedFromHWC, (std::array<int64_t, 3>{12, 12, 50}));
  EXPECT_EQ(w[2].name, "fc1.bias");
  EXPECT_EQ(w[3].name, "fc2.filter");
  EXPECT_FALSE(w[3].flattenedFromHWC);
  EXPECT_EQ(w[4].shape, (std::vector<int64_t>{10}));
}

TEST(PlanWeights, Version2WeightsArray) {
  nlohmann::json plan = nlohmann::json::parse(R"({
    "version": 2,
    "layers": [{"name": "data", "op": "input", "output_shape": [8, 4, 4, 3]},
               {"name": "conv1", "op": "conv2d", "input_shapes": [[8, 4, 4, 3]]},
               {"name": "fc1", "op": "inner_product", "input_shapes": [[8, 2, 2, 16]]}],
    "weights": [
      {"name": "conv1.filter", "layer": "conv1", "role": "filter", "shape": [16, 3, 3, 3], "layout": "ohwi"},
      {"name": "conv1.filter@bn1", "layer": "conv1", "role": "filter", "shape": [16, 3, 3, 3],
       "layout": "ohwi", "derive": {"op": "fold_batch_norm"}},
      {"name": "fc1.filter", "layer": "fc1", "role": "filter", "shape": [10, 64], "layout": "oi"}]})");
  std::vector<ExpectedWeight> w = expectedWeightsFromPlan(plan, "p.json");
  ASSERT_EQ(w.size(), 2u);
  EXPECT_EQ(w[1].name, "fc1.filter");
  EXPECT_EQ(*w[1].flattenedFromHWC, (std::array<int64_t, 3>{2, 2, 16}));
  expectDataError([] { expectedWeightsFromPlan(nlohmann::json::object(), "p.json"); },
                  {"p.json", "no \"layers\""});
  expectDataError([] {
    expectedWeightsFromPlan(nlohmann::json::parse(R"({"layers": [{"name": "c", "op": "conv2d",
      "filter": [3, 3, 1, 8], "bias": "yes"}]})"), "p.json");
  }, {"p.json", "malformed plan"});
}

TEST(CpuReference, TinyPlanByHand) {
  // data [n, 2, 2, 1] -> conv1 1x1, 2 outputs (w = 1, -1; bias 0, 1), relu
  // -> pool1 max 2x2 -> fc1 1 output (w = 1, 10 in (h,w,c) order), no bias.
  nlohmann::json plan = nlohmann::json::parse(R"({"layers": [
    {"name": "data", "op": "input", "output_shape": [2, 2, 2, 1]},
    {"name": "conv1", "op": "conv2d", "inputs": ["data"], "input_shapes": [[2, 2, 2, 1]],
     "output_shape": [2, 2, 2, 2], "filter": [1, 1, 1, 2], "strides": [1, 1],
     "pad": [0, 0, 0, 0], "activation": "relu"},
    {"name": "pool1", "op": "max_pool", "inputs": ["conv1"], "input_shapes": [[2, 2, 2, 2]],
     "output_shape": [2, 1, 1, 2], "ksize": [2, 2], "strides": [2, 2], "pad": [0, 0, 0, 0]},
    {"name": "fc1", "op": "inner_product", "inputs": ["pool1"], "input_shapes": [[2, 1, 1, 2]],
     "output_shape": [2, 1], "num_outputs": 1, "bias": false},
    {"name": "prob", "op": "softmax", "inputs": ["fc1"], "input_shapes": [[2, 1]],
     "output_shape": [2, 1]}]})");
  BoundWeights w = {{"conv1.filter", {1, -1}}, {"conv1.bias", {0, 1}}, {"fc1.filter", {1, 10}}};
  // Image 0: pixels 1, 2, 3, 4: channel 0 max relu(x) = 4, channel 1 max relu(1 - x) = 0.
  // Image 1: pixels -1, 0, -3, 0.5: channel 0 max 0.5, channel 1 max relu(1 + 3) = 4.
  std::vector<float> logits = cpuForward(plan, w, {1, 2, 3, 4, -1, 0, -3, 0.5f}, 2);
  EXPECT_EQ(logits, (std::vector<float>{4, 40.5f}));
  expectDataError([&] { cpuForward(plan, {}, std::vector<float>(8), 2); },
                  {"no bound weight 'conv1.filter'"});
}
