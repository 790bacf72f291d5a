//===- PlanReaderTest.cpp - plan.json version 1: good and bad files -------===//
//
// Every bad plan gets one message naming the file, the layer and the field.
// Version 2 (netc's own kernels) is PlanReaderV2Test.cpp's.
//
//===----------------------------------------------------------------------===//

#include "PlanTestSupport.h"

#include <gtest/gtest.h>

using namespace netc::runtime;
using namespace netc::runtime::testing;

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

TEST(PlanReader, ReadsDilatedConvolutions) {
  // conv1's 3x3 dilated by 2 reaches 5 pixels: pads of 2 keep 8x8.
  json plan = smallPlan();
  layer(plan, "conv1")["dilation"] = {2, 2};
  layer(plan, "conv1")["pad"] = {2, 2, 2, 2};
  ASSERT_EQ(errorOf(plan), "");
  Plan parsed = parsePlan(plan.dump(), "plan.json");
  EXPECT_EQ(parsed.layers[1].dilation, (std::array<int64_t, 2>{2, 2}));
  EXPECT_EQ(parsePlan(smallPlan().dump(), "plan.json").layers[1].dilation,
            (std::array<int64_t, 2>{1, 1})); // absent: undilated
  // With pads of 1 the dilated window gives 6x6, not the plan's 8x8.
  layer(plan, "conv1")["pad"] = {1, 1, 1, 1};
  EXPECT_NE(errorOf(plan).find("does not match the convolution of [2, 8, 8, 3]: expected "
                               "[2, 6, 6, 4]"),
            std::string::npos)
      << errorOf(plan);
  layer(plan, "conv1")["dilation"] = {0, 1};
  EXPECT_NE(errorOf(plan).find("field 'dilation'"), std::string::npos) << errorOf(plan);
  layer(plan, "conv1")["dilation"] = {int64_t(1) << 40, 1};
  EXPECT_NE(errorOf(plan).find("field 'dilation': dilation 1099511627776 of a filter of 3 is "
                               "past 2^31"),
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

// plan.json's precision and layout are read into the compiler's own enums
// (include/netc/Base), from exactly the spelling the plan writer uses:
// every value the writer can spell reads back as itself, and another case
// of a right name is refused, as it always was.
TEST(PlanReader, ReadsEveryPrecisionTheCompilerSpellsAndOnlyThatSpelling) {
  for (Precision precision : netc::kAllPrecisions) {
    json plan = smallPlan();
    plan["precision"] = netc::getPrecisionName(precision);
    EXPECT_EQ(parsePlan(plan.dump(), "plan.json").precision, precision);
  }
  for (Layout layout : netc::kAllLayouts) {
    json plan = smallPlan();
    plan["layout"] = netc::getLayoutName(layout);
    EXPECT_EQ(parsePlan(plan.dump(), "plan.json").layout, layout);
  }
  json plan = smallPlan();
  plan["precision"] = "BF16";
  EXPECT_NE(errorOf(plan).find("expected fp32, tf32, bf16 or fp16, got 'BF16'"),
            std::string::npos);
  plan = smallPlan();
  plan["layout"] = "NHWC";
  EXPECT_NE(errorOf(plan).find("expected nhwc or nchw, got 'NHWC'"), std::string::npos);
}
