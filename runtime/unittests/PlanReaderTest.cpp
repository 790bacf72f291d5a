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
