//===- ScalingTest.cpp - All-reduce and data-parallel scaling -----------===//

#include "CostModel/Scaling.h"

#include <gtest/gtest.h>

using namespace netc;

namespace {
// 1 GB/s and 10 us make the arithmetic visible.
const Interconnect kTestLink{"test", "test link", 1.0, 10.0};
} // namespace

TEST(Scaling, RingAllReduceHasLatencyAndBandwidthTerms) {
  // n = 4, 1 MB: 2 * 3 = 6 steps of 10 us and of 0.25 MB at 1 GB/s (0.25 ms).
  EXPECT_DOUBLE_EQ(ringAllReduceMs(1e6, 4, kTestLink), 6 * 0.01 + 6 * 0.25);
  EXPECT_DOUBLE_EQ(ringAllReduceMs(1e6, 1, kTestLink), 0.0);
}

TEST(Scaling, TreeAllReduceIsLogarithmicInLatency) {
  // n = 8: 2 * 3 latencies; the data crosses one link twice (2 ms).
  EXPECT_DOUBLE_EQ(treeAllReduceMs(1e6, 8, kTestLink), 6 * 0.01 + 2.0);
  // n = 5 rounds the depth up to 3.
  EXPECT_DOUBLE_EQ(treeAllReduceMs(1e6, 5, kTestLink), 6 * 0.01 + 2.0);
}

TEST(Scaling, SmallMessagesPreferTheTreeLargeOnesTheRing) {
  // 64 workers: the ring pays 126 latencies, the tree 12.
  EXPECT_LT(treeAllReduceMs(1e3, 64, kTestLink), ringAllReduceMs(1e3, 64, kTestLink));
  EXPECT_LT(ringAllReduceMs(1e9, 64, kTestLink), treeAllReduceMs(1e9, 64, kTestLink));
}

TEST(Scaling, WeakScalingKeepsThePerWorkerBatch) {
  auto compute = [](int64_t batch) { return double(batch); }; // 1 ms per image
  std::vector<ScalingRow> rows =
      predictScaling({1, 2, 4}, 32, Scaling::Weak, 1e6, kTestLink, compute);
  ASSERT_EQ(rows.size(), 3u);
  EXPECT_EQ(rows[0].allReduce, "none");
  EXPECT_DOUBLE_EQ(rows[0].iterationMs, 32.0);
  EXPECT_DOUBLE_EQ(rows[0].efficiency, 1.0);
  EXPECT_EQ(rows[2].batchPerWorker, 32);
  EXPECT_EQ(rows[2].globalBatch, 128);
  double allReduce = std::min(ringAllReduceMs(1e6, 4, kTestLink),
                              treeAllReduceMs(1e6, 4, kTestLink));
  EXPECT_DOUBLE_EQ(rows[2].iterationMs, 32.0 + allReduce);
  EXPECT_DOUBLE_EQ(rows[2].efficiency, 32.0 / (32.0 + allReduce));
}

TEST(Scaling, StrongScalingSplitsTheBatchRoundingUp) {
  auto compute = [](int64_t batch) { return double(batch); };
  std::vector<ScalingRow> rows =
      predictScaling({1, 3}, 32, Scaling::Strong, 0, kTestLink, compute);
  EXPECT_EQ(rows[1].batchPerWorker, 11);
  EXPECT_EQ(rows[1].globalBatch, 32);
  // 0 bytes still pays the latencies.
  EXPECT_DOUBLE_EQ(rows[1].iterationMs, 11.0 + std::min(ringAllReduceMs(0, 3, kTestLink),
                                                        treeAllReduceMs(0, 3, kTestLink)));
}

TEST(Scaling, InterconnectsByName) {
  ASSERT_TRUE(findInterconnect("NVLink"));
  EXPECT_EQ(findInterconnect("nvlink")->key, "nvlink");
  EXPECT_TRUE(findInterconnect("pcie4"));
  EXPECT_TRUE(findInterconnect("ib"));
  EXPECT_TRUE(findInterconnect("ethernet"));
  EXPECT_FALSE(findInterconnect("carrier-pigeon"));
}
