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
