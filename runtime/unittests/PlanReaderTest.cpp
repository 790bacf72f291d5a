//===- PlanReaderTest.cpp - plan.json version 1: good and bad files -------===//
//
// Every bad plan gets one message naming the file, the layer and the field.
//
//===----------------------------------------------------------------------===//

#include "Plan.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

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
  plan["version"] = 2;
  EXPECT_EQ(errorOf(plan), "plan.json: error: unsupported plan: format 'netc-plan' version 2; "
                           "this netc-runtime reads format 'netc-plan' version 1");
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
  layer(plan, "conv1")["activation"] = "gelu";
  EXPECT_NE(errorOf(plan).find("field 'activation': expected none, relu, tanh or sigmoid"),
            std::string::npos);
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
