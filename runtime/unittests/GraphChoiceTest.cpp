//===- GraphChoiceTest.cpp - The graph reference's plain-C++ decisions ----===//

#include "GraphChoice.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

using namespace netc::runtime;

TEST(Reference, ParsesBothSpellingsAndRejectsOthers) {
  EXPECT_EQ(parseReference("graph"), Reference::Graph);
  EXPECT_EQ(parseReference("legacy"), Reference::Legacy);
  EXPECT_FALSE(parseReference("Graph"));
  EXPECT_FALSE(parseReference(""));
  EXPECT_FALSE(parseReference("frontend"));
  for (Reference reference : {Reference::Graph, Reference::Legacy})
    EXPECT_EQ(parseReference(referenceName(reference)), reference);
}

TEST(Reference, DescriptionNamesTheVersionAndTheApi) {
  EXPECT_EQ(referenceDescription(Reference::Graph, 91900), "cuDNN 9.19 graph API, autotuned");
  EXPECT_EQ(referenceDescription(Reference::Legacy, 90100).rfind("cuDNN 9.1 legacy API", 0), 0u);
}

TEST(Reference, ABoundedEngineSearchIsSaidInTheDescriptionAndTheJson) {
  EXPECT_EQ(referenceDescription(Reference::Graph, 91900, 8),
            "cuDNN 9.19 graph API, autotuned over the first 8 engine configs that build "
            "(heuristic modes A, B, fallback, in that order)");
  nlohmann::json bounded = referenceJson(Reference::Graph, 91900, 8);
  EXPECT_EQ(bounded["engine_search"], 8);
  EXPECT_EQ(referenceJson(Reference::Graph, 91900)["engine_search"], "all");
  EXPECT_FALSE(referenceJson(Reference::Legacy, 91900).contains("engine_search"));
}

TEST(Reference, JsonObjectHasTheApiAndTheDescription) {
  nlohmann::json graph = referenceJson(Reference::Graph, 91900);
  EXPECT_EQ(graph["api"], "graph");
  EXPECT_EQ(graph["description"], "cuDNN 9.19 graph API, autotuned");
  nlohmann::json legacy = referenceJson(Reference::Legacy, 91900);
  EXPECT_EQ(legacy["api"], "legacy");
  EXPECT_NE(legacy["description"].get<std::string>().find("legacy API"), std::string::npos);
}

namespace {
ConvolutionGraphKey baseKey() {
  ConvolutionGraphKey key;
  key.input = {8, 3, 32, 32};
  key.filter = {16, 3, 3, 3};
  key.pad = {1, 1, 1, 1};
  key.workspaceLimit = 1 << 30;
  return key;
}
} // namespace

TEST(ConvolutionGraphKey, IdenticalLayersShareAKey) {
  EXPECT_EQ(baseKey().text(), baseKey().text());
}

TEST(ConvolutionGraphKey, EveryFieldThatChangesTheGraphChangesTheKey) {
  std::string base = baseKey().text();
  std::vector<ConvolutionGraphKey> variants(11, baseKey());
  variants[0].pass = Pass::BackwardData;
  variants[1].precision = Precision::TF32;
  variants[2].layout = Layout::NCHW;
  variants[3].input[1] = 1;
  variants[4].filter[3] = 1; // 3x1 instead of 3x3
  variants[5].stride = {2, 2};
  variants[6].pad = {0, 1, 0, 1}; // asymmetric SAME
  variants[7].bias = true;
  variants[8].activation = Activation::Relu;
  variants[9].workspaceLimit = 0;
  variants[10].engineSearchLimit = 8; // a bounded search may choose another engine
  std::set<std::string> seen{base};
  for (const ConvolutionGraphKey &variant : variants)
    EXPECT_TRUE(seen.insert(variant.text()).second) << variant.text();
}

TEST(ConvolutionGraphKey, BackwardGraphsIgnoreTheForwardEpilogue) {
  ConvolutionGraphKey plain = baseKey(), fused = baseKey();
  plain.pass = fused.pass = Pass::BackwardFilter;
  fused.bias = true;
  fused.activation = Activation::Tanh;
  EXPECT_EQ(plain.text(), fused.text());
}

TEST(EngineNotes, Fp32ExcludesTensorCoresAndDownConversionOnly) {
  auto fp32 = excludedEngineNotes(Precision::FP32);
  ASSERT_EQ(fp32.size(), 2u);
  EXPECT_NE(std::find(fp32.begin(), fp32.end(), EngineNote::TensorCore), fp32.end());
  EXPECT_NE(std::find(fp32.begin(), fp32.end(), EngineNote::DownConvertInputs), fp32.end());
  EXPECT_TRUE(excludedEngineNotes(Precision::TF32).empty());
  EXPECT_TRUE(excludedEngineNotes(Precision::BF16).empty());
  EXPECT_TRUE(excludedEngineNotes(Precision::FP16).empty());
}

TEST(SelectEngines, HeuristicIsFirstUsableFastestIsSmallestTime) {
  std::vector<EngineCandidate> candidates(5);
  candidates[0] = {false, 0, -1};       // did not build
  candidates[1] = {true, 2048, 0.9};    // first usable: the heuristic
  candidates[2] = {true, 1 << 20, 0.1}; // fastest but over the limit
  candidates[3] = {true, 0, 0.5};       // fastest usable
  candidates[4] = {true, 0, -1};        // built but failed to run
  EngineSelection selection = selectEngines(candidates, 4096);
  EXPECT_EQ(selection.heuristic, 1);
  EXPECT_EQ(selection.fastest, 3);
  // With room for candidate 2 it wins.
  EXPECT_EQ(selectEngines(candidates, 1 << 20).fastest, 2);
}

TEST(SelectEngines, TiesKeepTheHeuristicsOrderAndNoneQualifiesGivesMinusOne) {
  std::vector<EngineCandidate> tied = {{true, 0, 0.3}, {true, 0, 0.3}};
  EXPECT_EQ(selectEngines(tied, 0).fastest, 0);
  std::vector<EngineCandidate> none = {{false, 0, -1}, {true, 10, 1.0}};
  EngineSelection selection = selectEngines(none, 0);
  EXPECT_EQ(selection.heuristic, -1);
  EXPECT_EQ(selection.fastest, -1);
  EXPECT_EQ(selectEngines({}, 0).heuristic, -1);
}

TEST(EpilogueDescription, NamesWhatRanAndWhere) {
  EXPECT_EQ(epilogueDescription(true, Activation::Relu, true), "bias+relu fused");
  EXPECT_EQ(epilogueDescription(true, Activation::None, false), "bias separate");
  EXPECT_EQ(epilogueDescription(false, Activation::Sigmoid, true), "sigmoid fused");
  EXPECT_EQ(epilogueDescription(false, Activation::None, true), "");
}

namespace {
PoolingGraphKey basePoolingKey() {
  PoolingGraphKey key;
  key.input = {8, 64, 56, 56};
  key.window = {3, 3};
  key.stride = {2, 2};
  key.pad = {0, 1, 0, 1};
  key.workspaceLimit = 1 << 30;
  return key;
}
} // namespace

TEST(PoolingGraphKey, EveryFieldThatChangesTheGraphChangesTheKey) {
  std::vector<PoolingGraphKey> keys(12, basePoolingKey());
  keys[1].pass = Pass::BackwardData;
  keys[2].precision = Precision::BF16;
  keys[3].layout = Layout::NCHW;
  keys[4].max = false;
  keys[5].index = true;
  keys[6].input[1] = 32;
  keys[7].window = {2, 2};
  keys[8].stride = {1, 1};
  keys[9].pad = {1, 0, 1, 0}; // the same total, before instead of after
  keys[10].workspaceLimit = 1 << 20;
  keys[11].engineSearchLimit = 8;
  for (size_t i = 0; i < keys.size(); ++i)
    for (size_t j = i + 1; j < keys.size(); ++j)
      EXPECT_NE(keys[i].text(), keys[j].text()) << i << " vs " << j;
  EXPECT_EQ(basePoolingKey().text(), basePoolingKey().text());
  // A pooling key never collides with a convolution's of the same shapes.
  EXPECT_EQ(basePoolingKey().text().rfind("pool ", 0), 0u);
}

TEST(PoolingGraphKnownWrong, Bf16AveragePoolingTakesTheLegacyCallsWithTheReason) {
  std::optional<std::string> why = poolingGraphKnownWrong(false, Precision::BF16);
  ASSERT_TRUE(why);
  EXPECT_NE(why->find("bf16 average pooling"), std::string::npos) << *why;
  EXPECT_NE(why->find("9.19"), std::string::npos) << *why;
  // Max pooling in bf16 and average pooling in the other precisions ran
  // right on the same engines: the graph stays theirs.
  EXPECT_FALSE(poolingGraphKnownWrong(true, Precision::BF16));
  EXPECT_FALSE(poolingGraphKnownWrong(false, Precision::FP16));
  EXPECT_FALSE(poolingGraphKnownWrong(false, Precision::TF32));
  EXPECT_FALSE(poolingGraphKnownWrong(false, Precision::FP32));
}

TEST(PoolingGraphLimitation, CommonWindowsGoThroughTheGraph) {
  EXPECT_FALSE(poolingGraphLimitation(true, true, {3, 3}, {0, 1, 0, 1}));
  EXPECT_FALSE(poolingGraphLimitation(true, true, {2, 2}, {0, 0, 0, 0}));
  EXPECT_FALSE(poolingGraphLimitation(false, false, {7, 7}, {0, 0, 0, 0}));
  EXPECT_FALSE(poolingGraphLimitation(false, false, {3, 3}, {1, 1, 1, 1}));
}

TEST(PoolingGraphLimitation, AMaxWindowBeyondTheInt8IndexFallsBackOnlyWhenTheIndexIsNeeded) {
  // 12 x 12 = 144 positions: more than the INT8 index addresses.
  std::optional<std::string> why = poolingGraphLimitation(true, true, {12, 12}, {0, 0, 0, 0});
  ASSERT_TRUE(why);
  EXPECT_NE(why->find("INT8 index"), std::string::npos) << *why;
  EXPECT_NE(why->find("12x12"), std::string::npos) << *why;
  // The last window that fits, and the same window without a backward or as
  // average pooling (no index at all).
  EXPECT_FALSE(poolingGraphLimitation(true, true, {8, 16}, {0, 0, 0, 0}));
  EXPECT_FALSE(poolingGraphLimitation(true, false, {12, 12}, {0, 0, 0, 0}));
  EXPECT_FALSE(poolingGraphLimitation(false, false, {12, 12}, {0, 0, 0, 0}));
  EXPECT_TRUE(poolingGraphLimitation(true, true, {1, 129}, {0, 0, 0, 0}));
}

TEST(PoolingGraphLimitation, APadAsLargeAsTheWindowFallsBackOnEitherSide) {
  for (std::array<int64_t, 4> pad : {std::array<int64_t, 4>{2, 0, 0, 0}, {0, 2, 0, 0},
                                     {0, 0, 3, 0}, {0, 0, 0, 3}}) {
    std::optional<std::string> why = poolingGraphLimitation(false, false, {2, 3}, pad);
    ASSERT_TRUE(why) << pad[0] << pad[1] << pad[2] << pad[3];
    EXPECT_NE(why->find("wholly in the padding"), std::string::npos) << *why;
  }
  EXPECT_FALSE(poolingGraphLimitation(false, false, {2, 3}, {1, 1, 2, 2}));
}

TEST(SoftmaxGraphKey, EveryFieldChangesTheKey) {
  SoftmaxGraphKey base;
  base.batch = 32;
  base.classes = 1000;
  std::vector<SoftmaxGraphKey> keys(7, base);
  keys[1].pass = Pass::BackwardData;
  keys[2].precision = Precision::FP16;
  keys[3].layout = Layout::NCHW;
  keys[4].batch = 16;
  keys[5].classes = 10;
  keys[6].engineSearchLimit = 4;
  for (size_t i = 0; i < keys.size(); ++i)
    for (size_t j = i + 1; j < keys.size(); ++j)
      EXPECT_NE(keys[i].text(), keys[j].text()) << i << " vs " << j;
}

TEST(Reference, LayerPathsNameTheGraphAndItsFallbacksOrTheLegacyCalls) {
  auto find = [](Reference reference, const std::string &kind, bool graphPooling = true) {
    for (const auto &[name, path] : referenceLayerPaths(reference, graphPooling))
      if (name == kind)
        return path;
    return std::string();
  };
  std::string pooling = find(Reference::Graph, "max_pool, avg_pool");
  EXPECT_NE(pooling.find("resample"), std::string::npos) << pooling;
  EXPECT_NE(pooling.find("fallback_reason"), std::string::npos) << pooling;
  EXPECT_NE(find(Reference::Graph, "softmax").find("reductions"), std::string::npos);
  // LRN has no graph path: the graph reference says it runs the legacy call.
  std::string lrn = find(Reference::Graph, "lrn");
  EXPECT_NE(lrn.find("legacy cudnnLRNCrossChannel"), std::string::npos) << lrn;
  EXPECT_NE(lrn.find("no LRN"), std::string::npos) << lrn;
  // The legacy reference names legacy calls only.
  for (const auto &[kind, path] : referenceLayerPaths(Reference::Legacy))
    EXPECT_EQ(path.find("graph"), std::string::npos) << kind << ": " << path;
  EXPECT_NE(find(Reference::Legacy, "max_pool, avg_pool").find("cudnnPoolingForward"),
            std::string::npos);
  // Without --graph-pooling the graph reference runs pooling and softmax
  // through the legacy calls, and says so and how to opt in.
  std::string legacyPooling = find(Reference::Graph, "max_pool, avg_pool", false);
  EXPECT_NE(legacyPooling.find("legacy cudnnPoolingForward"), std::string::npos);
  EXPECT_NE(legacyPooling.find("--graph-pooling"), std::string::npos);
  EXPECT_NE(find(Reference::Graph, "softmax", false).find("legacy cudnnSoftmaxForward"),
            std::string::npos);
  EXPECT_EQ(find(Reference::Graph, "conv2d", false), find(Reference::Graph, "conv2d", true));
  // net.binary runs the same calls under both references, its backward too.
  for (Reference reference : {Reference::Graph, Reference::Legacy}) {
    std::string binary = find(reference, "binary");
    EXPECT_NE(binary.find("cudnnOpTensor"), std::string::npos) << binary;
    EXPECT_NE(binary.find("broadcast-gradient kernel"), std::string::npos) << binary;
  }
  // And the reports' reference object carries them, and the choice.
  nlohmann::json json = referenceJson(Reference::Graph, 91900, 0, true);
  EXPECT_EQ(json["layers"]["lrn"], lrn);
  EXPECT_EQ(json["graph_pooling"], true);
  EXPECT_EQ(referenceJson(Reference::Graph, 91900)["graph_pooling"], false);
  EXPECT_EQ(referenceJson(Reference::Graph, 91900)["layers"]["max_pool, avg_pool"],
            legacyPooling);
  EXPECT_EQ(referenceJson(Reference::Legacy, 91900)["layers"]["softmax"],
            find(Reference::Legacy, "softmax"));
}
