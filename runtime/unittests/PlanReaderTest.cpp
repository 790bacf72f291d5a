//===- PlanReaderTest.cpp - plan.json versions 1 and 2: good and bad files ===//
//
// Every bad plan gets one message naming the file, the layer and the field.
//
//===----------------------------------------------------------------------===//

#include "Plan.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <fstream>

using namespace netc::runtime;
using json = nlohmann::json;

namespace {

/// input [2, 8, 8, 3] -> conv 3x3x3x4 pad 1 relu -> max pool 2x2 -> fc 5 -> softmax.
json smallPlan() {
  return json::parse(R"({
    "format": "netc-plan", "version": 1, "network": "small", "batch": 2,
    "precision": "fp32", "layout": "nhwc", "device": "h100", "model": "netc",
    "layers": [
      {"name": "data", "op": "input", "inputs": [], "output_shape": [2, 8, 8, 3]},
      {"name": "conv1", "op": "conv2d", "inputs": ["data"],
       "input_shapes": [[2, 8, 8, 3]], "output_shape": [2, 8, 8, 4],
       "filter": [3, 3, 3, 4], "strides": [1, 1], "pad": [1, 1, 1, 1],
       "activation": "relu", "bias": true, "backward_data_needed": false,
       "predicted": {"forward": {"ms": 0.5, "algorithm": "implicit_gemm"},
                     "backward_data": null,
                     "backward_filter": {"ms": 0.75}}},
      {"name": "pool1", "op": "max_pool", "inputs": ["conv1"],
       "input_shapes": [[2, 8, 8, 4]], "output_shape": [2, 4, 4, 4],
       "ksize": [2, 2], "strides": [2, 2], "pad": [0, 0, 0, 0]},
      {"name": "fc1", "op": "inner_product", "inputs": ["pool1"],
       "input_shapes": [[2, 4, 4, 4]], "output_shape": [2, 5], "num_outputs": 5},
      {"name": "prob", "op": "softmax", "inputs": ["fc1"],
       "input_shapes": [[2, 5]], "output_shape": [2, 5], "num_classes": 5}
    ]})");
}

/// The message parsing `plan` produces, or "" when it parses.
std::string errorOf(const json &plan) {
  try {
    parsePlan(plan.dump(), "plan.json");
  } catch (const PlanError &error) {
    return error.what();
  }
  return "";
}

json &layer(json &plan, const std::string &name) {
  for (json &entry : plan["layers"])
    if (entry["name"] == name)
      return entry;
  throw std::logic_error("no layer " + name);
}

} // namespace

TEST(PlanReader, ReadsAValidPlan) {
  Plan plan = parsePlan(smallPlan().dump(), "plan.json");
  EXPECT_EQ(plan.network, "small");
  EXPECT_EQ(plan.batch, 2);
  ASSERT_EQ(plan.layers.size(), 5u);
  const PlanLayer &conv = plan.layers[1];
  EXPECT_EQ(conv.op, OpKind::Conv2D);
  EXPECT_EQ(conv.inputIndices, std::vector<size_t>{0});
  EXPECT_EQ(conv.filter, (std::array<int64_t, 4>{3, 3, 3, 4}));
  EXPECT_EQ(conv.activation, Activation::Relu);
  EXPECT_FALSE(conv.backwardDataNeeded);
  ASSERT_TRUE(conv.prediction(Pass::Forward));
  EXPECT_DOUBLE_EQ(conv.prediction(Pass::Forward)->milliseconds, 0.5);
  EXPECT_EQ(conv.prediction(Pass::Forward)->algorithm, "implicit_gemm");
  EXPECT_FALSE(conv.prediction(Pass::BackwardData));
  EXPECT_DOUBLE_EQ(conv.prediction(Pass::BackwardFilter)->milliseconds, 0.75);
  // Defaults where the plan says nothing.
  EXPECT_TRUE(plan.layers[2].backwardDataNeeded);
  EXPECT_TRUE(plan.layers[3].bias);
  EXPECT_EQ(plan.layers[3].activation, Activation::None);
}

TEST(PlanReader, RejectsUnknownFormatAndVersionNamingBoth) {
  json plan = smallPlan();
  plan["version"] = 3;
  EXPECT_EQ(errorOf(plan), "plan.json: error: unsupported plan: format 'netc-plan' version 3; "
                           "this netc-runtime reads format 'netc-plan' versions 1 to 2");
  plan = smallPlan();
  plan["format"] = "paleo";
  EXPECT_NE(errorOf(plan).find("format 'paleo' version 1"), std::string::npos);
  plan = smallPlan();
  plan.erase("version");
  EXPECT_NE(errorOf(plan).find("version (none)"), std::string::npos);
}

TEST(PlanReader, RejectsMalformedJson) {
  try {
    parsePlan("{\"format\": \"netc-plan\",\n  \"version\": 1,,}", "bad.json");
    FAIL() << "accepted malformed JSON";
  } catch (const PlanError &error) {
    std::string message = error.what();
    EXPECT_EQ(message.rfind("bad.json: error: not valid JSON: ", 0), 0u) << message;
    EXPECT_NE(message.find("line 2"), std::string::npos) << message;
  }
}

TEST(PlanReader, MissingFileIsAClearError) {
  EXPECT_THROW(readPlanFile("/nonexistent/plan.json"), PlanError);
}

TEST(PlanReader, NamesLayerAndFieldOfAMissingAttribute) {
  json plan = smallPlan();
  layer(plan, "conv1").erase("filter");
  EXPECT_EQ(errorOf(plan), "plan.json: error: layer 'conv1' (layers[1]): field 'filter': missing");
}

TEST(PlanReader, RejectsWrongTypes) {
  json plan = smallPlan();
  layer(plan, "conv1")["strides"] = {1, 0};
  EXPECT_EQ(errorOf(plan), "plan.json: error: layer 'conv1' (layers[1]): field 'strides': "
                           "expected [sh, sw] of positive integers, got [1,0]");
  plan = smallPlan();
  layer(plan, "conv1")["bias"] = "yes";
  EXPECT_NE(errorOf(plan).find("field 'bias': expected true or false"), std::string::npos);
  plan = smallPlan();
  layer(plan, "conv1")["activation"] = "elu";
  EXPECT_NE(errorOf(plan).find("field 'activation': expected none, relu, tanh, sigmoid, relu6, "
                               "hard_sigmoid, hard_swish, silu or gelu, got 'elu'"),
            std::string::npos)
      << errorOf(plan);
  plan = smallPlan();
  layer(plan, "conv1")["activation"] = "hard_swish";
  EXPECT_EQ(errorOf(plan), "");
}

TEST(PlanReader, RejectsInputsThatAreNotEarlierLayers) {
  json plan = smallPlan();
  layer(plan, "pool1")["inputs"] = {"fc1"};
  EXPECT_EQ(errorOf(plan), "plan.json: error: layer 'pool1' (layers[2]): field 'inputs': 'fc1' "
                           "is not an earlier layer (layers are in execution order)");
}

TEST(PlanReader, RejectsDuplicateNames) {
  json plan = smallPlan();
  layer(plan, "pool1")["name"] = "conv1";
  EXPECT_NE(errorOf(plan).find("field 'name': a layer of this name comes earlier (layers[1])"),
            std::string::npos);
}

TEST(PlanReader, RejectsInputShapesThatDisagreeWithTheParent) {
  json plan = smallPlan();
  layer(plan, "pool1")["input_shapes"] = {{2, 8, 8, 5}};
  EXPECT_EQ(errorOf(plan), "plan.json: error: layer 'pool1' (layers[2]): field 'input_shapes': "
                           "input 0 is [2, 8, 8, 5] but layer 'conv1' outputs [2, 8, 8, 4]");
}

TEST(PlanReader, RederivesConvolutionAndPoolingShapes) {
  json plan = smallPlan();
  layer(plan, "conv1")["filter"] = {3, 3, 2, 4};
  EXPECT_NE(errorOf(plan).find("filter cin 2 does not match the input's 3 channels"),
            std::string::npos);
  plan = smallPlan();
  layer(plan, "conv1")["pad"] = {0, 0, 0, 0};
  EXPECT_NE(errorOf(plan).find("field 'output_shape': [2, 8, 8, 4] does not match the "
                               "convolution of [2, 8, 8, 3]: expected [2, 6, 6, 4]"),
            std::string::npos);
  plan = smallPlan();
  layer(plan, "pool1")["strides"] = {1, 1};
  EXPECT_NE(errorOf(plan).find("expected [2, 7, 7, 4]"), std::string::npos);
}

TEST(PlanReader, ReadsGroupedConvolutions) {
  // A depthwise 3x3 on conv1's 4 channels: each group reads one channel.
  json plan = smallPlan();
  json depthwise = layer(plan, "conv1");
  depthwise["name"] = "dw";
  depthwise["inputs"] = {"conv1"};
  depthwise["input_shapes"] = {{2, 8, 8, 4}};
  depthwise["filter"] = {3, 3, 1, 4};
  depthwise["groups"] = 4;
  depthwise["backward_data_needed"] = true;
  plan["layers"].insert(plan["layers"].begin() + 2, depthwise);
  layer(plan, "pool1")["inputs"] = {"dw"};
  ASSERT_EQ(errorOf(plan), "");
  Plan parsed = parsePlan(plan.dump(), "plan.json");
  EXPECT_EQ(parsed.layers[2].groups, 4);
  EXPECT_EQ(parsed.layers[1].groups, 1); // absent: one group

  layer(plan, "dw")["groups"] = 3;
  EXPECT_NE(errorOf(plan).find("field 'groups': 3 groups do not divide the input's 4 and the "
                               "output's 4 channels"),
            std::string::npos)
      << errorOf(plan);
  layer(plan, "dw")["groups"] = 2;
  EXPECT_NE(errorOf(plan).find("filter cin 1 x 2 groups does not match the input's 4 channels"),
            std::string::npos)
      << errorOf(plan);
}

TEST(PlanReader, ReadsBroadcastBinaryLayers) {
  // Squeeze-and-excitation: pool1's [2, 4, 4, 4] times a [2, 1, 1, 4] gate
  // (pool1 pooled to one pixel), the gate first as torchvision writes it.
  json plan = smallPlan();
  json gate = layer(plan, "pool1");
  gate["name"] = "gate";
  gate["ksize"] = {4, 4};
  gate["strides"] = {4, 4};
  gate["inputs"] = {"pool1"};
  gate["input_shapes"] = {{2, 4, 4, 4}};
  gate["output_shape"] = {2, 1, 1, 4};
  json scale = {{"name", "scale"}, {"op", "binary"}, {"kind", "mul"},
                {"inputs", {"gate", "pool1"}},
                {"input_shapes", {{2, 1, 1, 4}, {2, 4, 4, 4}}},
                {"output_shape", {2, 4, 4, 4}}};
  plan["layers"].insert(plan["layers"].begin() + 3, gate);
  plan["layers"].insert(plan["layers"].begin() + 4, scale);
  layer(plan, "fc1")["inputs"] = {"scale"};
  ASSERT_EQ(errorOf(plan), "");
  Plan parsed = parsePlan(plan.dump(), "plan.json");
  EXPECT_EQ(parsed.layers[4].op, OpKind::Binary);
  EXPECT_EQ(parsed.layers[4].kind, ElementwiseKind::Product);

  layer(plan, "scale")["kind"] = "div";
  EXPECT_NE(errorOf(plan).find("field 'kind': netc-runtime runs binary mul and add, got 'div'"),
            std::string::npos)
      << errorOf(plan);
  // A gate pooled over rows only, [2, 1, 4, 4]: not one pixel per image.
  layer(plan, "scale")["kind"] = "add";
  layer(plan, "gate")["ksize"] = {4, 1};
  layer(plan, "gate")["strides"] = {4, 1};
  layer(plan, "gate")["output_shape"] = {2, 1, 4, 4};
  layer(plan, "scale")["input_shapes"][0] = {2, 1, 4, 4};
  EXPECT_NE(errorOf(plan).find("input 0 [2, 1, 4, 4] is neither the output's shape"),
            std::string::npos)
      << errorOf(plan);
}

TEST(PlanReader, AcceptsAsymmetricSamePads) {
  // TensorFlow's SAME for 8 -> 4 with a 3x3 window and stride 2: pad 0 before, 1 after.
  json plan = smallPlan();
  json &conv = layer(plan, "conv1");
  conv["strides"] = {2, 2};
  conv["pad"] = {0, 1, 0, 1};
  conv["output_shape"] = {2, 4, 4, 4};
  json &pool = layer(plan, "pool1");
  pool["input_shapes"] = {{2, 4, 4, 4}};
  pool["output_shape"] = {2, 2, 2, 4};
  layer(plan, "fc1")["input_shapes"] = {{2, 2, 2, 4}};
  EXPECT_EQ(errorOf(plan), "");
}

TEST(PlanReader, RejectsOpsTheRuntimeDoesNotRun) {
  json plan = smallPlan();
  layer(plan, "pool1")["op"] = "deconv2d";
  EXPECT_EQ(errorOf(plan), "plan.json: error: layer 'pool1' (layers[2]): field 'op': "
                           "'deconv2d' is not supported by netc-runtime yet");
  layer(plan, "pool1")["op"] = "transmogrify";
  EXPECT_NE(errorOf(plan).find("unknown op 'transmogrify'"), std::string::npos);
}

TEST(PlanReader, RejectsBadPredictions) {
  json plan = smallPlan();
  layer(plan, "conv1")["predicted"]["forward"] = {{"ms", -1.0}};
  EXPECT_NE(errorOf(plan).find("field 'predicted.forward.ms': expected a time of 0 ms or more"),
            std::string::npos);
  plan = smallPlan();
  layer(plan, "conv1")["predicted"]["forward"] = 3;
  EXPECT_NE(errorOf(plan).find("field 'predicted.forward': expected an object or null"),
            std::string::npos);
}

TEST(PlanReader, RejectsLimitsOfCudnnAndTheKernels) {
  json plan = smallPlan();
  json lrn = {{"name", "norm"}, {"op", "lrn"}, {"inputs", {"pool1"}},
              {"input_shapes", {{2, 4, 4, 4}}}, {"output_shape", {2, 4, 4, 4}},
              {"local_size", 17}};
  plan["layers"].push_back(lrn);
  EXPECT_NE(errorOf(plan).find("field 'local_size': cuDNN's LRN takes 1 to 16 channels"),
            std::string::npos);
}

TEST(PlanReader, FirstLayerMustBeAnInput) {
  json plan = smallPlan();
  plan["layers"].erase(plan["layers"].begin());
  EXPECT_NE(errorOf(plan).find("'data' is not an earlier layer"), std::string::npos);
}

TEST(PlanReader, ReadsTheExamplePlans) {
  for (const char *name : {"ece408-plan.json", "vgg-small-plan.json", "too-large-plan.json"}) {
    std::string path = std::string(NETC_RUNTIME_EXAMPLES_DIR) + "/" + name;
    EXPECT_NO_THROW(readPlanFile(path)) << path;
  }
}

//===-- Version 2 ---------------------------------------------------------===//

namespace {

/// A hand-made version-2 plan (Inputs/kernel-plan-v2.json): a conv with a
/// folded BN, max pooling into a slice of an in-place concatenation, a 1x1
/// conv into the other slice, an unfolded BN, an elementwise sum, a reshape
/// alias, an inner product, a softmax. Only read here; the plans the GPU
/// tests run come from `netc lower` (test/gpu/KernelPlans.cmake).
std::string kernelPlanPath() { return std::string(NETC_RUNTIME_UNITTEST_INPUTS) + "/kernel-plan-v2.json"; }

json kernelPlan() {
  std::ifstream file(kernelPlanPath());
  return json::parse(file);
}

json &launch(json &plan, const std::string &kernel) {
  for (json &entry : plan["launches"])
    if (entry["kernel"] == kernel)
      return entry;
  throw std::logic_error("no launch " + kernel);
}

json &weight(json &plan, const std::string &name) {
  for (json &entry : plan["weights"])
    if (entry["name"] == name)
      return entry;
  throw std::logic_error("no weight " + name);
}

} // namespace

TEST(PlanReaderV2, ReadsTheHandMadePlan) {
  {
    Plan plan = readPlanFile(kernelPlanPath());
    EXPECT_EQ(plan.version, 2);
    EXPECT_TRUE(plan.executable());
    EXPECT_EQ(plan.launches.size(), 8u);
    EXPECT_EQ(plan.directory(), NETC_RUNTIME_UNITTEST_INPUTS);
  }
  Plan plan = parsePlan(kernelPlan().dump(), "dir/plan.json");
  EXPECT_EQ(plan.module->arch, 90);
  EXPECT_EQ(*plan.module->cubin, "kernels.sm_90.cubin");
  const PlanLaunch &conv1 = plan.launches[0];
  EXPECT_EQ(conv1.layerText(), "conv1+bn1");
  EXPECT_EQ(conv1.outputArg, 3u);
  ASSERT_EQ(conv1.inputArgs.size(), 1u);
  EXPECT_EQ(conv1.args[1].kind, LaunchArgument::Kind::Weight);
  const PlanWeight &folded = plan.weights[conv1.args[1].weightIndex];
  ASSERT_TRUE(folded.derive);
  EXPECT_EQ(folded.derive->part, "filter");
  EXPECT_EQ(plan.weights[size_t(folded.derive->filterIndex)].name, "conv1.filter");
  EXPECT_EQ(plan.launches[2].args[2].kind, LaunchArgument::Kind::Null);
  EXPECT_EQ(plan.launches[2].args[3].tensor.pitch, 16); // a slice of the concatenation
  EXPECT_EQ(plan.layers[2].lowering.kind, PlanLayer::Lowering::Kind::Folded);
  EXPECT_EQ(plan.layers[5].lowering.kind, PlanLayer::Lowering::Kind::InPlace);
  EXPECT_EQ(plan.sourceWeight("conv1", "filter"), 0);
  EXPECT_EQ(plan.directory(), "dir");
}

TEST(PlanReaderV2, ReadsAnAbsentTensorOperand) {
  // netc lower writes a copy's missing second operand with its role kept.
  json plan = kernelPlan();
  plan["launches"][2]["args"][2] = json::parse(R"({"role": "b", "tensor": null})");
  Plan parsed = parsePlan(plan.dump(), "plan.json");
  EXPECT_EQ(parsed.launches[2].args[2].kind, LaunchArgument::Kind::Null);
  EXPECT_EQ(parsed.launches[2].args[2].role, "b");
  // An object that is none of the forms is still an error.
  plan["launches"][2]["args"][2] = json::parse(R"({"role": "b", "null": true})");
  EXPECT_NE(errorOf(plan).find("expected a 'tensor', a 'weight' or null"), std::string::npos);
}

TEST(PlanReaderV2, NamesLaunchAndFieldOfBadArguments) {
  json plan = kernelPlan();
  launch(plan, "netc_conv2")["args"][0]["tensor"]["shape"] = {2, 4, 4, 9};
  EXPECT_EQ(errorOf(plan), "plan.json: error: launch 'netc_conv2' (launches[2]): field "
                           "'args[0].tensor.shape': input view [2, 4, 4, 9] does not hold the "
                           "layer input [2, 4, 4, 8]");
  plan = kernelPlan();
  launch(plan, "netc_conv2")["args"][1]["weight"] = "conv9.filter";
  EXPECT_NE(errorOf(plan).find("field 'args[1].weight': 'conv9.filter' is not in the plan's weights"),
            std::string::npos);
  plan = kernelPlan();
  launch(plan, "netc_pool1")["args"][1]["tensor"]["offset"] = plan["arena_bytes"].get<int64_t>() - 4;
  EXPECT_NE(errorOf(plan).find("beyond arena_bytes"), std::string::npos);
  plan = kernelPlan();
  launch(plan, "netc_pool1")["args"][1]["tensor"]["pitch"] = 4;
  EXPECT_NE(errorOf(plan).find("'args[1].tensor.pitch': pitch 4 is less than the view's 8 channels"),
            std::string::npos);
  plan = kernelPlan();
  launch(plan, "netc_pool1")["block"] = {2048, 1, 1};
  EXPECT_NE(errorOf(plan).find("launch 'netc_pool1' (launches[1]): field 'block'"), std::string::npos);
  plan = kernelPlan();
  launch(plan, "netc_res")["args"].erase(0);
  EXPECT_NE(errorOf(plan).find("the launch has 1 input tensor(s) but its layers read 2"),
            std::string::npos);
}

TEST(PlanReaderV2, ChecksWeightsAndDerivations) {
  json plan = kernelPlan();
  weight(plan, "conv2.filter")["shape"] = {8, 1, 1, 4};
  EXPECT_NE(errorOf(plan).find("weight 'conv2.filter' (weights[8]): field 'shape': [8, 1, 1, 4] "
                               "does not match [cout, kh, kw, cin] of conv2d 'conv2': expected "
                               "[8, 1, 1, 8]"),
            std::string::npos);
  plan = kernelPlan();
  weight(plan, "fc.filter")["layout"] = "io";
  EXPECT_NE(errorOf(plan).find("field 'layout': expected ohwi, oi or c, got 'io'"), std::string::npos);
  plan = kernelPlan();
  weight(plan, "conv1.filter@bn1")["derive"]["gamma"] = "bn9.gamma";
  EXPECT_NE(errorOf(plan).find("field 'derive.gamma': 'bn9.gamma' is not an earlier weight"),
            std::string::npos);
  plan = kernelPlan();
  weight(plan, "conv1.bias@bn1")["derive"]["op"] = "fold_scale";
  EXPECT_NE(errorOf(plan).find("field 'derive.op': expected fold_batch_norm"), std::string::npos);
}

TEST(PlanReaderV2, ChecksModuleAndLowering) {
  json plan = kernelPlan();
  plan.erase("module");
  EXPECT_NE(errorOf(plan).find("field 'module': missing"), std::string::npos);
  plan = kernelPlan();
  plan["module"]["cubin"] = 3;
  EXPECT_NE(errorOf(plan).find("field 'module.cubin': expected a file name or null"),
            std::string::npos);
  plan = kernelPlan();
  layer(plan, "pool1").erase("lowering");
  EXPECT_NE(errorOf(plan).find("layer 'pool1' (layers[3]): field 'lowering': missing"),
            std::string::npos);
  plan = kernelPlan();
  layer(plan, "pool1")["lowering"]["launch"] = 2;
  EXPECT_NE(errorOf(plan).find("launches[2] ('netc_conv2') does not list this layer"),
            std::string::npos);
  plan = kernelPlan();
  layer(plan, "conv2")["lowering"] = {{"kind", "alias"}};
  EXPECT_NE(errorOf(plan).find("only reshape and dropout alias their input"), std::string::npos);
}

TEST(PlanReader, WrongTypesNameTheFieldAndWhatWasExpected) {
  json plan = smallPlan();
  layer(plan, "fc1")["num_outputs"] = "five";
  EXPECT_EQ(errorOf(plan), "plan.json: error: layer 'fc1' (layers[3]): field 'num_outputs': "
                           "expected an integer, got \"five\"");
  plan = smallPlan();
  layer(plan, "conv1")["name"] = 7;
  EXPECT_NE(errorOf(plan).find("field 'name': expected a string, got 7"), std::string::npos)
      << errorOf(plan);
  plan = smallPlan();
  layer(plan, "conv1")["predicted"]["forward"]["ms"] = "fast";
  EXPECT_NE(errorOf(plan).find("field 'ms': expected a number, got \"fast\""), std::string::npos)
      << errorOf(plan);
  plan = smallPlan();
  plan.erase("layers");
  EXPECT_EQ(errorOf(plan), "plan.json: error: field 'layers': missing");
}

//===-- Version 2: copies into a concatenation's slices -------------------===//

namespace {

/// `netc lower test/gpu/Inputs/concat-copies.mlir --target sm_90
/// --no-compile` (fp32), checked in: concat 'cat' of the network input
/// 'data' (copied by netc_cat, launches[2]), 'b' (written in place by
/// netc_b) and 'a' (read twice, copied by netc_cat_2, launches[3]); then
/// 'after' reads the whole concatenation. test/Target/Cuda/copy-plan-reads.test
/// has the reader accept the plan netc lower writes today.
json copiesPlan() {
  std::ifstream file(std::string(NETC_RUNTIME_UNITTEST_INPUTS) + "/concat-copies-plan.json");
  return json::parse(file);
}

} // namespace

TEST(PlanReaderV2, ReadsCopiesIntoAConcatenation) {
  Plan plan = parsePlan(copiesPlan().dump(), "plan.json");
  const PlanLaunch &first = plan.launches[2], &second = plan.launches[3];
  ASSERT_TRUE(first.isCopy());
  ASSERT_TRUE(second.isCopy());
  EXPECT_EQ(*first.copiedInput, 0u);
  EXPECT_EQ(first.copiedLayer, "data");
  EXPECT_EQ(*second.copiedInput, 2u);
  EXPECT_EQ(second.layerText(), "cat<-a");
  size_t data = size_t(plan.layerIndex("data")), a = size_t(plan.layerIndex("a"));
  EXPECT_EQ(first.externalInputLayers(plan.layers), std::vector<size_t>{data});
  EXPECT_EQ(second.externalInputLayers(plan.layers), std::vector<size_t>{a});
  const PlanLayer &concat = plan.layers[size_t(plan.layerIndex("cat"))];
  EXPECT_EQ(concat.copyLaunches, (std::vector<size_t>{2, 3}));
  EXPECT_EQ(concat.lowering.kind, PlanLayer::Lowering::Kind::Kernel);
  EXPECT_EQ(concat.lowering.launch, 2u);
  // Other launches are no copies and bind every input their layers read.
  EXPECT_FALSE(plan.launches[5].isCopy());
  size_t cat = size_t(plan.layerIndex("cat"));
  EXPECT_EQ(plan.launches[5].externalInputLayers(plan.layers), (std::vector<size_t>{cat, cat}));
}

TEST(PlanReaderV2, PicksTheCopiedInputByItsPlaceNotItsShape) {
  // All three inputs are [2, 4, 4, 3]: only where 'a' was left (netc_a's y)
  // tells the second copy from a copy of 'data' or 'b'. Swapping the two
  // copies' inputs swaps what the reader binds: the first copy's slice then
  // sits at the wrong channel offset for 'a' (the buffer would start before
  // the arena).
  json plan = copiesPlan();
  std::swap(plan["launches"][2]["args"][0], plan["launches"][3]["args"][0]);
  EXPECT_EQ(errorOf(plan),
            "plan.json: error: launch 'netc_cat' (launches[2]): field 'args[2].tensor.offset': a "
            "copy of input 2 ('a') at channel 6 puts concat 'cat''s buffer at byte -24, outside "
            "the arena");
}

TEST(PlanReaderV2, NamesLaunchAndFieldOfBadCopies) {
  const std::string prefix = "plan.json: error: launch 'netc_cat_2' (launches[3]): ";
  json plan = copiesPlan();
  plan["launches"][3]["args"][2]["tensor"]["pitch"] = 3;
  EXPECT_EQ(errorOf(plan), prefix + "field 'args[2].tensor.pitch': a copy writes a slice of "
                                    "concat 'cat''s buffer: pitch 9 (its channels), got 3");
  plan = copiesPlan();
  plan["launches"][3]["args"][2]["tensor"]["shape"] = {2, 4, 4, 6};
  EXPECT_EQ(errorOf(plan), prefix + "field 'args[0].tensor.shape': the copy's input view "
                                    "[2, 4, 4, 3] and output slice [2, 4, 4, 6] fit none of "
                                    "concat 'cat''s inputs (data [2, 4, 4, 3], b [2, 4, 4, 3], "
                                    "a [2, 4, 4, 3])");
  plan = copiesPlan();
  plan["launches"][3]["args"][2]["tensor"]["shape"] = {2, 2, 4, 3};
  EXPECT_EQ(errorOf(plan), prefix + "field 'args[2].tensor.shape': the output view [2, 2, 4, 3] "
                                    "is not a channel slice of the output [2, 4, 4, 9] of concat "
                                    "'cat'");
  plan = copiesPlan();
  plan["launches"][3]["args"][2]["tensor"]["offset"] = 12; // b's slice, written in place
  EXPECT_NE(errorOf(plan).find(prefix + "field 'args[2].tensor.offset': offset 12 is not the "
                                        "channel offset of a matching input"),
            std::string::npos)
      << errorOf(plan);
  plan = copiesPlan();
  plan["launches"][3]["args"][1] = plan["launches"][3]["args"][0];
  EXPECT_EQ(errorOf(plan), prefix + "field 'args': a copy launch has exactly one input tensor "
                                    "(the concat input it copies), got 2");
  plan = copiesPlan();
  plan["launches"][3]["args"][0]["tensor"]["offset"] = 2560; // nothing of cat's inputs is there
  EXPECT_EQ(errorOf(plan), prefix + "field 'args[0].tensor.offset': the copy's input at offset "
                                    "2560 is none of concat 'cat''s inputs where the earlier "
                                    "launches left them");
  plan = copiesPlan();
  plan["launches"][3]["args"][0] = plan["launches"][2]["args"][0];
  plan["launches"][3]["args"][2]["tensor"]["offset"] = 0;
  EXPECT_EQ(errorOf(plan), prefix + "field 'layers': input 0 ('data') of concat 'cat' is "
                                    "copied twice");
  plan = copiesPlan();
  plan["launches"][1]["fused"] = {"copy"};
  EXPECT_EQ(errorOf(plan), "plan.json: error: launch 'netc_b' (launches[1]): field 'layers': a "
                           "copy launch (fused [\"copy\"]) computes exactly one concat layer, "
                           "got b");
}

TEST(PlanReaderV2, AConcatenationWithCopiesRunsAsItsFirstCopy) {
  json plan = copiesPlan();
  layer(plan, "cat")["lowering"] = {{"kind", "in_place"}};
  EXPECT_EQ(errorOf(plan), "plan.json: error: layer 'cat' (layers[3]): field 'lowering': "
                           "launches[2] ('netc_cat') copies an input of this concat, so its "
                           "lowering is {\"kind\": \"kernel\", \"launch\": 2} (its first copy "
                           "launch)");
  plan = copiesPlan();
  layer(plan, "cat")["lowering"] = {{"kind", "kernel"}, {"launch", 3}};
  EXPECT_NE(errorOf(plan).find("{\"kind\": \"kernel\", \"launch\": 2}"), std::string::npos);
  // Without the copy marker the launch is an ordinary one, which must read
  // every input of its layer: the refusal densenet121's plans met.
  plan = copiesPlan();
  plan["launches"][2]["fused"] = json::array();
  EXPECT_NE(errorOf(plan).find("the output view [2, 4, 4, 3] does not hold the output "
                               "[2, 4, 4, 9] of layer 'cat'"),
            std::string::npos);
}

namespace {
/// What `netc lower` writes for test/gpu/Inputs/transpose-norm.mlir
/// (Inputs/transpose-norm-plan.json): a layer norm with gamma and beta and
/// one without, a rank-5 channel shuffle, a rank-6 transpose and an NCHW
/// flatten, the reshapes around them aliases of dense buffers.
json transposeNormPlan() {
  std::ifstream file(std::string(NETC_RUNTIME_UNITTEST_INPUTS) + "/transpose-norm-plan.json");
  return json::parse(file);
}
} // namespace

TEST(PlanReaderV2, ReadsTransposesAndLayerNorms) {
  Plan plan = parsePlan(transposeNormPlan().dump(), "plan.json");
  const PlanLayer &ln = plan.layers[size_t(plan.layerIndex("ln"))];
  EXPECT_EQ(ln.op, OpKind::LayerNorm);
  EXPECT_TRUE(ln.affine);
  EXPECT_EQ(ln.axis, 3);
  EXPECT_DOUBLE_EQ(ln.epsilon, 1e-6);
  EXPECT_FALSE(plan.layers[size_t(plan.layerIndex("plain_ln"))].affine);
  const PlanLayer &shuffle = plan.layers[size_t(plan.layerIndex("shuffle/reorder"))];
  EXPECT_EQ(shuffle.op, OpKind::Transpose);
  EXPECT_EQ(shuffle.permutation, (std::vector<int64_t>{0, 1, 2, 4, 3}));
  EXPECT_EQ(shuffle.outputShape, (Shape{2, 7, 7, 32, 2}));
  EXPECT_EQ(shuffle.lowering.kind, PlanLayer::Lowering::Kind::Kernel);
  EXPECT_EQ(plan.layers[size_t(plan.layerIndex("split_wide"))].outputShape.size(), 6u);
  EXPECT_EQ(plan.layers[size_t(plan.layerIndex("shuffle"))].lowering.kind,
            PlanLayer::Lowering::Kind::Alias);
  // The transpose launch reads the rank-4 buffer the rank-5 reshape aliases.
  const PlanLaunch &launch = plan.launches[shuffle.lowering.launch];
  EXPECT_EQ(launch.op, "transpose");
  EXPECT_EQ(launch.args[launch.inputArgs.at(0)].tensor.shape, (Shape{2, 7, 7, 64}));
  EXPECT_EQ(plan.sourceWeight("ln", "gamma") >= 0, true);
  EXPECT_LT(plan.sourceWeight("plain_ln", "gamma"), 0);
}

TEST(PlanReaderV2, NamesLayerAndFieldOfBadTransposesAndLayerNorms) {
  json plan = transposeNormPlan();
  layer(plan, "flatten/reorder")["permutation"] = {0, 3, 3, 2};
  EXPECT_NE(errorOf(plan).find("layer 'flatten/reorder'"), std::string::npos) << errorOf(plan);
  EXPECT_NE(errorOf(plan).find("field 'permutation': expected each of the input's 4 dimensions "
                               "once (input [2, 7, 7, 64]), got [0,3,3,2]"),
            std::string::npos)
      << errorOf(plan);
  plan = transposeNormPlan();
  layer(plan, "flatten/reorder")["permutation"] = {0, 2, 3, 1};
  EXPECT_NE(errorOf(plan).find("field 'output_shape'"), std::string::npos) << errorOf(plan);
  plan = transposeNormPlan();
  layer(plan, "flatten/reorder").erase("permutation");
  EXPECT_NE(errorOf(plan).find("field 'permutation'"), std::string::npos) << errorOf(plan);

  plan = transposeNormPlan();
  layer(plan, "ln")["axis"] = 1;
  EXPECT_NE(errorOf(plan).find("field 'axis': netc-runtime normalises over the last dimension "
                               "only (axis 3 of [2, 7, 7, 64]), got 1"),
            std::string::npos)
      << errorOf(plan);
  plan = transposeNormPlan();
  layer(plan, "ln")["epsilon"] = 0;
  EXPECT_NE(errorOf(plan).find("field 'epsilon': expected a positive epsilon"), std::string::npos)
      << errorOf(plan);
  // gamma and beta of a layer norm that says it has none.
  plan = transposeNormPlan();
  layer(plan, "ln")["affine"] = false;
  EXPECT_NE(errorOf(plan).find("layer_norm 'ln' is not affine (affine false): it has no gamma"),
            std::string::npos)
      << errorOf(plan);
  plan = transposeNormPlan();
  weight(plan, "ln.gamma")["role"] = "mean";
  EXPECT_NE(errorOf(plan).find("a layer_norm has weights gamma and beta only, got 'mean'"),
            std::string::npos)
      << errorOf(plan);
  // Rank 5 is for the layers that move or alias memory only.
  plan = transposeNormPlan();
  layer(plan, "plain_ln")["output_shape"] = {2, 7, 7, 2, 32};
  EXPECT_NE(errorOf(plan).find("field 'output_shape': rank 5 is more than the runtime's 4 "
                               "(ranks up to 6 are for reshape and transpose)"),
            std::string::npos)
      << errorOf(plan);
}

TEST(PlanReaderV2, ReadsChannelSlices) {
  json plan = transposeNormPlan();
  Plan parsed = parsePlan(plan.dump(), "plan.json");
  const PlanLayer &split = parsed.layers[size_t(parsed.layerIndex("split:1"))];
  EXPECT_EQ(split.op, OpKind::Slice);
  EXPECT_EQ(split.sliceOffset, 30);
  EXPECT_EQ(split.sliceSize, 34);
  EXPECT_EQ(parsed.launches[split.lowering.launch].op, "extract_channels");

  layer(plan, "split:1")["offset"] = 40;
  EXPECT_NE(errorOf(plan).find("layer 'split:1'"), std::string::npos) << errorOf(plan);
  EXPECT_NE(errorOf(plan).find("field 'size': [40, 74) is not a non-empty range within the "
                               "input's 64 (input [2, 7, 7, 64])"),
            std::string::npos)
      << errorOf(plan);
  plan = transposeNormPlan();
  layer(plan, "split:1")["axis"] = 2;
  EXPECT_NE(errorOf(plan).find("field 'axis': netc-runtime slices the last dimension only"),
            std::string::npos)
      << errorOf(plan);
}
