//===- PlanReaderV2Test.cpp - plan.json version 2: good and bad files -----===//
//
// The module, weights, arena views, launches and lowering that run a plan on
// netc's own kernels; every bad plan gets one message naming the file, the
// launch or weight and the field.
//
//===----------------------------------------------------------------------===//

#include "PlanTestSupport.h"

#include <gtest/gtest.h>

#include <fstream>

using namespace netc::runtime;
using namespace netc::runtime::testing;

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
  EXPECT_FALSE(plan.module->archSpecific); // absent: portable sm_90 code
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
  // sm_90a modules (wgmma kernels) say so; anything but a boolean is refused.
  plan = kernelPlan();
  plan["module"]["arch_specific"] = true;
  EXPECT_TRUE(parsePlan(plan.dump(), "dir/plan.json").module->archSpecific);
  plan["module"]["arch_specific"] = "sm_90a";
  EXPECT_NE(errorOf(plan).find("field 'module.arch_specific': expected true or false"),
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

namespace {
/// What `netc lower --batch 2 --target sm_90 --no-compile` writes for a
/// ConvNeXt block (test/Inputs/onnx/convnext.textproto;
/// Inputs/convnext-block-plan.json): two matmuls over the 2 x 4 x 4
/// positions and a layer scale whose constant is its gamma.
json convnextPlan() {
  std::ifstream file(std::string(NETC_RUNTIME_UNITTEST_INPUTS) + "/convnext-block-plan.json");
  return json::parse(file);
}
} // namespace

TEST(PlanReaderV2, ReadsMatmulsAndLayerScales) {
  Plan plan = parsePlan(convnextPlan().dump(), "plan.json");
  const PlanLayer &pw1 = plan.layers[size_t(plan.layerIndex("pw1"))];
  EXPECT_EQ(pw1.op, OpKind::MatMul);
  EXPECT_EQ(pw1.numOutputs, 32);
  EXPECT_EQ(pw1.activation, Activation::Gelu);
  EXPECT_TRUE(pw1.bias);
  EXPECT_EQ(pw1.outputShape, (Shape{2, 4, 4, 32}));
  const PlanLayer &scale = plan.layers[size_t(plan.layerIndex("scale"))];
  EXPECT_EQ(scale.op, OpKind::Binary);
  EXPECT_EQ(scale.kind, ElementwiseKind::Product);
  EXPECT_EQ(scale.constantShape, (Shape{1, 1, 1, 8}));
  EXPECT_EQ(scale.inputs.size(), 1u);
  // The references find the layers' own weights (LaunchCheck.cpp).
  EXPECT_GE(plan.sourceWeight("pw1", "filter"), 0);
  EXPECT_GE(plan.sourceWeight("scale", "gamma"), 0);
  // The scale's launch reads one activation and the gamma weight.
  const PlanLaunch &launch = plan.launches[scale.lowering.launch];
  EXPECT_EQ(launch.inputArgs.size(), 1u);
  EXPECT_EQ(launch.args[1].kind, LaunchArgument::Kind::Weight);
  EXPECT_EQ(launch.args[1].weight, "scale.gamma");
}

TEST(PlanReaderV2, NamesLayerAndFieldOfBadMatmulsAndLayerScales) {
  json plan = convnextPlan();
  layer(plan, "pw1")["output_shape"] = {2, 4, 4, 31};
  EXPECT_NE(errorOf(plan).find("layer 'pw1'"), std::string::npos) << errorOf(plan);
  EXPECT_NE(errorOf(plan).find("field 'output_shape': [2, 4, 4, 31] does not match the input "
                               "with its last dimension num_outputs: expected [2, 4, 4, 32]"),
            std::string::npos)
      << errorOf(plan);
  plan = convnextPlan();
  weight(plan, "pw1.filter")["shape"] = {32, 4};
  EXPECT_NE(errorOf(plan).find("does not match [num_outputs, features] of matmul 'pw1': "
                               "expected [32, 8]"),
            std::string::npos)
      << errorOf(plan);
  // A constant of other than one value per channel, and a constant added.
  plan = convnextPlan();
  layer(plan, "scale")["constant_shape"] = {1, 1, 4, 1};
  EXPECT_NE(errorOf(plan).find("field 'constant_shape': netc-runtime multiplies by a constant "
                               "of one value per channel [1, 1, 1, 8] only, got mul by "
                               "[1, 1, 4, 1]"),
            std::string::npos)
      << errorOf(plan);
  plan = convnextPlan();
  layer(plan, "scale")["kind"] = "add";
  EXPECT_NE(errorOf(plan).find("got add by [1, 1, 1, 8]"), std::string::npos) << errorOf(plan);
  // Without its constant the layer has one input too few, and no gamma.
  plan = convnextPlan();
  layer(plan, "scale").erase("constant_shape");
  EXPECT_NE(errorOf(plan).find("field 'inputs': binary takes 2 input(s), got 1"),
            std::string::npos)
      << errorOf(plan);
}

TEST(PlanReaderV2, ReadsAndChecksTensorMapArguments) {
  // conv3's x as an im2col map and its filter as a tiled one, as netc lower
  // writes them for implicit_gemm_wgmma_tma (here in fp32: 16 channels of 4
  // bytes a box row, within the 128-byte swizzle).
  auto withMaps = [] {
    json plan = kernelPlan();
    json &args = launch(plan, "netc_conv3")["args"];
    args[0]["tensor_map"] = json::parse(R"({"mode": "im2col", "box": [16, 64],
        "lower_corner": [0, 0], "upper_corner": [-1, -1], "element_strides": [1, 1],
        "swizzle_bytes": 128})");
    args[1]["tensor_map"] = json::parse(R"({"mode": "tiled", "box": [16, 16], "swizzle_bytes": 128})");
    return plan;
  };
  Plan parsed = parsePlan(withMaps().dump(), "plan.json");
  const PlanLaunch &conv3 = parsed.launches[4];
  ASSERT_TRUE(conv3.args[0].map && conv3.args[1].map);
  EXPECT_FALSE(conv3.args[2].map || conv3.args[3].map);
  EXPECT_EQ(conv3.args[0].map->mode, PlanTensorMap::Mode::Im2col);
  EXPECT_EQ(conv3.args[0].map->box, (std::array<int64_t, 2>{16, 64}));
  EXPECT_EQ(conv3.args[0].map->upperCorner, (std::array<int64_t, 2>{-1, -1}));
  EXPECT_EQ(conv3.args[1].map->mode, PlanTensorMap::Mode::Tiled);
  EXPECT_EQ(conv3.args[1].map->swizzleBytes, 128);
  // The tensor argument keeps binding the layer's input.
  EXPECT_EQ(conv3.inputArgs, (std::vector<size_t>{0}));

  // Each bad field is named, with the driver's limit it breaks.
  auto errorWith = [&](int arg, const char *field, const json &value) {
    json plan = withMaps();
    launch(plan, "netc_conv3")["args"][arg]["tensor_map"][field] = value;
    return errorOf(plan);
  };
  auto has = [](const std::string &text, const std::string &part) {
    return text.find(part) != std::string::npos;
  };
  EXPECT_TRUE(has(errorWith(0, "mode", "strided"),
                  "launch 'netc_conv3' (launches[4]): field 'args[0].tensor_map.mode': expected "
                  "\"tiled\" or \"im2col\", got \"strided\""));
  EXPECT_TRUE(has(errorWith(1, "mode", "im2col"),
                  "'args[1].tensor_map.mode': an im2col map is of an activation"));
  EXPECT_TRUE(has(errorWith(0, "mode", "tiled"),
                  "'args[0].tensor_map.mode': a tiled map is of a weight"));
  EXPECT_TRUE(has(errorWith(0, "box", json::array({16, 2048})),
                  "'args[0].tensor_map.box': an im2col map's box is at most [256, 1024]"));
  EXPECT_TRUE(has(errorWith(1, "box", json::array({16, 512})),
                  "'args[1].tensor_map.box': a tiled map's box is at most [256, 256]"));
  EXPECT_TRUE(has(errorWith(1, "box", json::array({3, 16})),
                  "'args[1].tensor_map.box': the box's inner extent (12 bytes) is not a multiple "
                  "of 16 bytes"));
  EXPECT_TRUE(has(errorWith(1, "box", json::array({64, 16})),
                  "the box's inner extent (256 bytes) is wider than the swizzle's 128"));
  EXPECT_TRUE(has(errorWith(1, "swizzle_bytes", 48),
                  "'args[1].tensor_map.swizzle_bytes': expected 0, 32, 64 or 128, got 48"));
  EXPECT_TRUE(has(errorWith(0, "lower_corner", json::array({-129, 0})),
                  "'args[0].tensor_map.lower_corner': expected [w, h], each from -128 to 127"));
  EXPECT_TRUE(has(errorWith(0, "element_strides", json::array({0, 1})),
                  "'args[0].tensor_map.element_strides': expected [w, h], each from 1 to 8"));
  EXPECT_TRUE(has(errorWith(0, "element_strides", json::array({9, 1})),
                  "'args[0].tensor_map.element_strides': expected [w, h], each from 1 to 8"));
  EXPECT_TRUE(has(errorWith(0, "upper_corner", json::array({-5, 0})),
                  "'args[0].tensor_map': the corners leave no window in the [2, 4, 4, 16] input"));
  EXPECT_TRUE(has(errorWith(1, "lower_corner", json::array({0, 0})),
                  "'args[1].tensor_map.lower_corner': only an im2col map has it"));
  json onOutput = withMaps();
  launch(onOutput, "netc_conv3")["args"][3]["tensor_map"] = json::parse(R"({"mode": "im2col"})");
  EXPECT_TRUE(has(errorOf(onOutput), "'args[3].tensor_map': the output is written through a "
                                     "pointer, not a map"));
  json onNull = withMaps();
  launch(onNull, "netc_conv2")["args"][2] = json::parse(R"({"role": "bias", "weight": null,
      "tensor_map": {"mode": "tiled"}})");
  EXPECT_TRUE(has(errorOf(onNull), "'args[2].tensor_map': a tensor map needs the argument's "
                                   "tensor or weight"));
  // A tiled map is of a weight's rows: a bias vector has none.
  json biasMap = withMaps();
  launch(biasMap, "netc_conv3")["args"][2]["tensor_map"] =
      json::parse(R"({"mode": "tiled", "box": [4, 4], "swizzle_bytes": 0})");
  EXPECT_TRUE(has(errorOf(biasMap), "'args[2].tensor_map': weight 'conv3.bias' [16]: a tiled map "
                                    "reads it as [rows][taps][channels]"));
}
