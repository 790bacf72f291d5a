//===- NetworkGraphTest.cpp - Paleo's topological walk ------------------===//

#include "Frontend/NetworkGraph.h"

#include <gtest/gtest.h>

#include <set>

using namespace netc;

namespace {
std::vector<std::string> order(const std::vector<GraphNode> &nodes) {
  std::vector<size_t> indices;
  GraphError error;
  EXPECT_TRUE(orderLikePaleo(nodes, "data", indices, error)) << error.message;
  std::vector<std::string> names;
  for (size_t i : indices)
    names.push_back(nodes[i].name);
  return names;
}

GraphError failure(const std::vector<GraphNode> &nodes) {
  std::vector<size_t> indices;
  GraphError error;
  EXPECT_FALSE(orderLikePaleo(nodes, "data", indices, error));
  return error;
}
} // namespace

TEST(PaleoWalk, ChainFollowsParentsNotFileOrder) {
  EXPECT_EQ(order({{"data", {}}, {"c", {"b"}}, {"b", {"a"}}, {"a", {"data"}}}),
            (std::vector<std::string>{"data", "a", "b", "c"}));
}

TEST(PaleoWalk, BranchesComeWholeInCreationOrderThenTheJoin) {
  // An inception block: each branch is listed whole before the next.
  std::vector<GraphNode> nodes = {
      {"data", {}},       {"x", {"data"}},         {"b0", {"x"}},
      {"b1a", {"x"}},     {"b1b", {"b1a"}},        {"b2a", {"x"}},
      {"b2b", {"b2a"}},   {"b2c", {"b2b"}},        {"concat", {"b0", "b1b", "b2c"}},
      {"after", {"concat"}}};
  EXPECT_EQ(order(nodes), (std::vector<std::string>{"data", "x", "b0", "b1a", "b1b",
                                                    "b2a", "b2b", "b2c", "concat",
                                                    "after"}));
}

TEST(PaleoWalk, JoinsReadyTogetherKeepCreationOrder) {
  // Two joins become ready in one step (Paleo's @all case): creation order.
  std::vector<GraphNode> nodes = {{"data", {}},          {"a", {"data"}},
                                  {"b", {"data"}},       {"j1", {"a", "b"}},
                                  {"j0", {"a", "b"}},    {"out", {"j1", "j0"}}};
  EXPECT_EQ(order(nodes),
            (std::vector<std::string>{"data", "a", "b", "j1", "j0", "out"}));
}

TEST(PaleoWalk, JoinDroppedByPaleoIsStillEmitted) {
  // MODEL.md 1.3: A -> {B, C}, D = concat(B, C), E = concat(D, A). Paleo's
  // walk loses E; netc lists it after the walk.
  std::vector<GraphNode> nodes = {{"data", {}},     {"B", {"data"}},
                                  {"C", {"data"}},  {"D", {"B", "C"}},
                                  {"E", {"D", "data"}}};
  std::vector<std::string> names = order(nodes);
  ASSERT_EQ(names.size(), 5u);
  EXPECT_EQ(names.back(), "E");
}

TEST(PaleoWalk, AJoinWhoseParentsLieOnOneBranchIsEmittedOnce) {
  // Found by the fuzzer: data -> {a, c}, a -> {b, c}, c = concat(data, a).
  // Walking a's branch emits c; the outer frontier [a, c] must not again.
  EXPECT_EQ(order({{"data", {}}, {"a", {"data"}}, {"b", {"a"}}, {"c", {"data", "a"}}}),
            (std::vector<std::string>{"data", "a", "b", "c"}));
}

TEST(PaleoWalk, ChainedJoinsStayLinear) {
  // The same pattern chained 40 times emitted 2^42 layers before the fix.
  std::vector<GraphNode> nodes = {{"data", {}}};
  std::string previous = "data";
  for (int i = 0; i < 40; ++i) {
    std::string a = "a" + std::to_string(i), b = "b" + std::to_string(i),
                c = "c" + std::to_string(i);
    nodes.push_back({a, {previous}});
    nodes.push_back({b, {a}});
    nodes.push_back({c, {previous, a}});
    previous = c;
  }
  std::vector<std::string> names = order(nodes);
  EXPECT_EQ(names.size(), nodes.size());
  std::set<std::string> unique(names.begin(), names.end());
  EXPECT_EQ(unique.size(), nodes.size());
}

TEST(PaleoWalk, ReportsUnknownParentSelfParentCycleAndUnreachable) {
  GraphError unknown = failure({{"data", {}}, {"a", {"nope"}}});
  EXPECT_EQ(unknown.layer, "a");
  EXPECT_EQ(unknown.message, "field 'parents': unknown parent 'nope'");

  GraphError self = failure({{"data", {}}, {"a", {"a"}}});
  EXPECT_EQ(self.layer, "a");
  EXPECT_NE(self.message.find("its own parent"), std::string::npos);

  GraphError cycle =
      failure({{"data", {}}, {"a", {"data", "c"}}, {"b", {"a"}}, {"c", {"b"}}});
  EXPECT_NE(cycle.message.find("cycle"), std::string::npos) << cycle.message;
  EXPECT_NE(cycle.message.find("'a'"), std::string::npos) << cycle.message;

  GraphError island = failure({{"data", {}}, {"a", {"data"}}, {"b", {}}});
  EXPECT_EQ(island.layer, "b");
  EXPECT_NE(island.message.find("not connected"), std::string::npos);

  GraphError noInput = failure({{"x", {}}});
  EXPECT_NE(noInput.message.find("no input layer named 'data'"), std::string::npos);
}
