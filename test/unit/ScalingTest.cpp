//===- ScalingTest.cpp - All-reduce and data-parallel scaling -----------===//

#include "CostModel/Scaling.h"

#include <gtest/gtest.h>

#include <algorithm>

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

namespace {
constexpr double kMiB = 1024.0 * 1024.0;

/// Three layers A, B, C; the backward pass runs C, B, A. B (a pooling layer)
/// has no weights. Forward 10 ms, update 1 ms; C's backward 4 ms with 3 MiB
/// of gradients, B's 6 ms, A's 5 ms with 2 MiB.
TrainingStepTimes threeLayerStep() {
  TrainingStepTimes step;
  step.forwardMs = 10;
  step.backward = {{"C", 4, 3 * kMiB}, {"B", 6, 0}, {"A", 5, 2 * kMiB}};
  step.updateMs = 1;
  return step;
}

/// An all-reduce of `msPerMiB` per MiB.
auto perMiB(double msPerMiB) {
  return [msPerMiB](double bytes) { return bytes / kMiB * msPerMiB; };
}
} // namespace

TEST(Scaling, BucketsFillInBackwardOrderAndCloseAtTheCap) {
  TrainingStepTimes step = threeLayerStep();
  // DDP's defaults: the first bucket closes at 1 MiB (C's 3 MiB crosses it
  // and stays in), the next collects A; B joins none.
  std::vector<GradientBucket> buckets = assignGradientBuckets(step.backward, BucketOptions());
  ASSERT_EQ(buckets.size(), 2u);
  EXPECT_EQ(buckets[0].firstLayer, 0u);
  EXPECT_EQ(buckets[0].lastLayer, 0u);
  EXPECT_DOUBLE_EQ(buckets[0].bytes, 3 * kMiB);
  EXPECT_EQ(buckets[1].firstLayer, 2u);
  EXPECT_EQ(buckets[1].lastLayer, 2u);
  EXPECT_EQ(buckets[1].layers, 1);
  // 4 MiB caps: C (3 MiB) stays open, A brings it to 5 MiB and closes it.
  BucketOptions large;
  large.firstBucketBytes = large.bucketBytes = 4 * kMiB;
  buckets = assignGradientBuckets(step.backward, large);
  ASSERT_EQ(buckets.size(), 1u);
  EXPECT_EQ(buckets[0].layers, 2);
  EXPECT_EQ(buckets[0].lastLayer, 2u);
  EXPECT_DOUBLE_EQ(buckets[0].bytes, 5 * kMiB);
  // --bucket-mb 0: one bucket whatever its size.
  BucketOptions one;
  one.bucketBytes = 0;
  EXPECT_EQ(assignGradientBuckets(step.backward, one).size(), 1u);
}

TEST(Scaling, OverlapStartsEachBucketWhenItsLastGradientIsReady) {
  // 2 ms per MiB: bucket {C} 6 ms, bucket {A} 4 ms. C's backward ends at
  // 10 + 4 = 14: its all-reduce runs 14..20 while B and A compute (to 25);
  // A's runs 25..29; the update waits for it: 29..30.
  DataParallelStep result =
      simulateDataParallelStep(threeLayerStep(), BucketOptions(), perMiB(2));
  ASSERT_EQ(result.buckets.size(), 2u);
  EXPECT_DOUBLE_EQ(result.buckets[0].readyMs, 14);
  EXPECT_DOUBLE_EQ(result.buckets[0].startMs, 14);
  EXPECT_DOUBLE_EQ(result.buckets[0].endMs(), 20);
  EXPECT_DOUBLE_EQ(result.buckets[1].readyMs, 25);
  EXPECT_DOUBLE_EQ(result.buckets[1].startMs, 25);
  EXPECT_DOUBLE_EQ(result.buckets[1].endMs(), 29);
  EXPECT_DOUBLE_EQ(result.computeMs, 26);
  EXPECT_DOUBLE_EQ(result.communicationMs, 10);
  EXPECT_DOUBLE_EQ(result.exposedMs, 4);
  EXPECT_DOUBLE_EQ(result.iterationMs, 30);
}

TEST(Scaling, ABucketWaitsForThePreviousAllReduce) {
  // 5 ms per MiB: {C} runs 14..29, past A's readiness at 25, so {A} waits
  // for the communication stream: 29..39; update 39..40.
  DataParallelStep result =
      simulateDataParallelStep(threeLayerStep(), BucketOptions(), perMiB(5));
  ASSERT_EQ(result.buckets.size(), 2u);
  EXPECT_DOUBLE_EQ(result.buckets[0].endMs(), 29);
  EXPECT_DOUBLE_EQ(result.buckets[1].readyMs, 25);
  EXPECT_DOUBLE_EQ(result.buckets[1].startMs, 29);
  EXPECT_DOUBLE_EQ(result.buckets[1].endMs(), 39);
  EXPECT_DOUBLE_EQ(result.exposedMs, 14);
  EXPECT_DOUBLE_EQ(result.iterationMs, 40);
}

TEST(Scaling, WithoutOverlapTheAllReducesFollowTheBackwardPass) {
  // Backward ends at 25; 6 + 4 ms back to back: 25..35; update 35..36.
  BucketOptions off;
  off.overlap = false;
  DataParallelStep result = simulateDataParallelStep(threeLayerStep(), off, perMiB(2));
  ASSERT_EQ(result.buckets.size(), 2u);
  EXPECT_DOUBLE_EQ(result.buckets[0].startMs, 25);
  EXPECT_DOUBLE_EQ(result.buckets[1].startMs, 31);
  EXPECT_DOUBLE_EQ(result.exposedMs, 10);
  EXPECT_DOUBLE_EQ(result.iterationMs, 36);
}

TEST(Scaling, OverlapIsNeverSlowerThanNoOverlap) {
  BucketOptions on, off;
  off.overlap = false;
  for (double msPerMiB : {0.01, 0.5, 2.0, 5.0, 50.0})
    for (double capMiB : {0.5, 1.0, 2.0, 4.0, 25.0}) {
      on.bucketBytes = off.bucketBytes = capMiB * kMiB;
      double overlapped =
          simulateDataParallelStep(threeLayerStep(), on, perMiB(msPerMiB)).iterationMs;
      double serial =
          simulateDataParallelStep(threeLayerStep(), off, perMiB(msPerMiB)).iterationMs;
      EXPECT_LE(overlapped, serial) << msPerMiB << " ms/MiB, " << capMiB << " MiB buckets";
      EXPECT_GE(overlapped, threeLayerStep().computeMs());
    }
}

TEST(Scaling, OneBucketWithoutOverlapIsTheOldSum) {
  // --bucket-mb 0 --overlap off: compute plus one all-reduce of everything.
  BucketOptions old;
  old.bucketBytes = 0;
  old.overlap = false;
  AllReduceCost nominal(kTestLink);
  TrainingStepTimes step = threeLayerStep();
  DataParallelStep result = simulateDataParallelStep(
      step, old, [&](double bytes) { return nominal.ms(bytes, 4); });
  double allReduce = std::min(ringAllReduceMs(5 * kMiB, 4, kTestLink),
                              treeAllReduceMs(5 * kMiB, 4, kTestLink));
  EXPECT_DOUBLE_EQ(result.iterationMs, 26 + allReduce);
}

namespace {
/// 1 ms of compute per image, all of it in one backward layer with 1 MB of
/// gradients (forward, update 0): the arithmetic stays visible.
TrainingStepTimes perImageStep(int64_t batch) {
  TrainingStepTimes step;
  step.backward = {{"only", double(batch), 1e6}};
  return step;
}
} // namespace

TEST(Scaling, WeakScalingKeepsThePerWorkerBatch) {
  AllReduceCost nominal(kTestLink);
  std::vector<ScalingRow> rows =
      predictScaling({1, 2, 4}, 32, Scaling::Weak, BucketOptions(), nominal, perImageStep);
  ASSERT_EQ(rows.size(), 3u);
  EXPECT_EQ(rows[0].interconnect, "none (one worker)");
  EXPECT_TRUE(rows[0].step.buckets.empty());
  EXPECT_DOUBLE_EQ(rows[0].step.iterationMs, 32.0);
  EXPECT_DOUBLE_EQ(rows[0].efficiency, 1.0);
  EXPECT_EQ(rows[2].batchPerWorker, 32);
  EXPECT_EQ(rows[2].globalBatch, 128);
  // The only bucket is ready when the backward pass ends: nothing hides it.
  double allReduce = std::min(ringAllReduceMs(1e6, 4, kTestLink),
                              treeAllReduceMs(1e6, 4, kTestLink));
  EXPECT_DOUBLE_EQ(rows[2].step.iterationMs, 32.0 + allReduce);
  EXPECT_NEAR(rows[2].step.exposedMs, allReduce, 1e-12);
  EXPECT_DOUBLE_EQ(rows[2].efficiency, 32.0 / (32.0 + allReduce));
  EXPECT_EQ(rows[2].interconnectSource, "nominal");
  EXPECT_NE(rows[2].interconnect.find("nominal test link"), std::string::npos);
}

TEST(Scaling, StrongScalingSplitsTheBatchRoundingUp) {
  AllReduceCost nominal(kTestLink);
  std::vector<ScalingRow> rows =
      predictScaling({1, 3}, 32, Scaling::Strong, BucketOptions(), nominal, perImageStep);
  EXPECT_EQ(rows[1].batchPerWorker, 11);
  EXPECT_EQ(rows[1].globalBatch, 32);
  EXPECT_DOUBLE_EQ(rows[1].step.iterationMs, 11.0 + nominal.ms(1e6, 3));
}

namespace {
/// A profile's measured part holding one all-reduce fit.
InterconnectCalibration oneAllReduceFit(int64_t gpus, double latencyUs, double busBandwidthGBs) {
  InterconnectCalibration measured;
  measured.calibratedOn = "test machine";
  CollectiveFit fit;
  fit.collective = Collective::AllReduce;
  fit.gpus = gpus;
  fit.latencyUs = latencyUs;
  fit.busBandwidthGBs = busBandwidthGBs;
  measured.fits.push_back(fit);
  return measured;
}
} // namespace

TEST(Scaling, MeasuredFitsReplaceTheNominalLinkWhereTheyExist) {
  AllReduceCost cost(kTestLink, oneAllReduceFit(2, 20, 100));
  // 2 GPUs: 20 us + 1e8 bytes x 2(1)/2 / 100 GB/s = 20 us + 1 ms.
  EXPECT_DOUBLE_EQ(cost.ms(1e8, 2), 0.02 + 1.0);
  ASSERT_TRUE(cost.measuredFit(2));
  EXPECT_NE(cost.describe(2).find("measured on 2 GPUs"), std::string::npos);
  // 4 GPUs were not measured: the 2-GPU fit's latency and bus bandwidth
  // with 4 GPUs' bus factor, 20 us + 1e8 x 2(3)/4 / 100 GB/s, and it says so.
  EXPECT_FALSE(cost.measuredFit(4));
  ASSERT_TRUE(cost.extrapolatedFit(4));
  EXPECT_DOUBLE_EQ(cost.ms(1e8, 4), 0.02 + 1.5);
  EXPECT_STREQ(cost.source(4), "extrapolated");
  EXPECT_NE(cost.describe(4).find("extrapolated from 2 GPUs"), std::string::npos);
  std::vector<ScalingRow> rows =
      predictScaling({1, 2, 4}, 8, Scaling::Weak, BucketOptions(), cost, perImageStep);
  EXPECT_EQ(rows[0].interconnectSource, "none");
  EXPECT_EQ(rows[1].interconnectSource, "measured");
  EXPECT_EQ(rows[2].interconnectSource, "extrapolated");
}

TEST(Scaling, BelowTheFewestMeasuredGpusTheNominalLink) {
  AllReduceCost cost(kTestLink, oneAllReduceFit(4, 30, 300));
  EXPECT_FALSE(cost.extrapolatedFit(2));
  EXPECT_STREQ(cost.source(2), "nominal");
  EXPECT_DOUBLE_EQ(cost.ms(1e8, 2), std::min(ringAllReduceMs(1e8, 2, kTestLink),
                                             treeAllReduceMs(1e8, 2, kTestLink)));
  EXPECT_NE(cost.describe(2).find("nominal"), std::string::npos);
  // An exact fit is never extrapolated.
  EXPECT_FALSE(cost.extrapolatedFit(4));
  EXPECT_STREQ(cost.source(4), "measured");
}

TEST(Scaling, InterconnectsByName) {
  ASSERT_TRUE(findInterconnect("NVLink"));
  EXPECT_EQ(findInterconnect("nvlink")->key, "nvlink");
  EXPECT_TRUE(findInterconnect("pcie4"));
  EXPECT_TRUE(findInterconnect("ib"));
  EXPECT_TRUE(findInterconnect("ethernet"));
  EXPECT_FALSE(findInterconnect("carrier-pigeon"));
}

namespace {
/// A profile whose interconnect entry names `link`, with the profile's own
/// nominal figures where they are above 0.
DeviceProfile profileWithLink(llvm::StringRef link, double bandwidthGBs, double latencyUs) {
  DeviceProfile device;
  device.key = "test";
  device.path = "/profiles/test.json";
  device.interconnect.link = link.str();
  device.interconnect.nominalBandwidthGBs = bandwidthGBs;
  device.interconnect.nominalLatencyUs = latencyUs;
  return device;
}
} // namespace

TEST(Scaling, AProfileWithoutFiguresTakesTheTablesLink) {
  llvm::Expected<AllReduceCost> cost = getDeviceAllReduceCost(profileWithLink("pcie4", 0, 0));
  ASSERT_TRUE(bool(cost)) << llvm::toString(cost.takeError());
  EXPECT_EQ(cost->nominal().key, "pcie4");
  // PCIe 4.0 x16: 32 GB/s, 5 us. 4 workers, 64 MB: the ring's 6 steps of
  // 5 us and of 16 MB at 32 GB/s (0.5 ms) = 3.03 ms; the tree's 2 x 2
  // latencies and 2 x 2 ms = 4.02 ms. The faster is the ring.
  EXPECT_DOUBLE_EQ(cost->nominal().bandwidthGBs, 32.0);
  EXPECT_DOUBLE_EQ(cost->nominal().latencyUs, 5.0);
  EXPECT_NEAR(cost->ms(64e6, 4), 6 * 0.005 + 6 * 0.5, 1e-12);
  EXPECT_FALSE(cost->measuredFit(4));
}

TEST(Scaling, AProfilesOwnNominalFiguresReplaceTheTables) {
  // 10 GB/s and 1 us instead of PCIe's 32 and 5. 4 workers, 100 MB: the
  // ring's 6 steps of 1 us and of 25 MB at 10 GB/s (2.5 ms) = 15.006 ms,
  // the tree's 4 latencies and 2 x 10 ms = 20.004 ms.
  llvm::Expected<AllReduceCost> cost =
      getDeviceAllReduceCost(profileWithLink("PCIe4", 10, 1));
  ASSERT_TRUE(bool(cost)) << llvm::toString(cost.takeError());
  EXPECT_DOUBLE_EQ(cost->nominal().bandwidthGBs, 10.0);
  EXPECT_DOUBLE_EQ(cost->nominal().latencyUs, 1.0);
  EXPECT_NEAR(cost->ms(1e8, 4), 15.006, 1e-9);
  // Only the latency given: the table's bandwidth stays.
  cost = getDeviceAllReduceCost(profileWithLink("pcie4", 0, 1));
  ASSERT_TRUE(bool(cost)) << llvm::toString(cost.takeError());
  EXPECT_DOUBLE_EQ(cost->nominal().bandwidthGBs, 32.0);
  EXPECT_DOUBLE_EQ(cost->nominal().latencyUs, 1.0);
}

TEST(Scaling, AProfilesMeasuredFitsTravelWithItsLink) {
  DeviceProfile device = profileWithLink("nvlink", 0, 0);
  device.interconnect.measured = oneAllReduceFit(8, 30, 350);
  llvm::Expected<AllReduceCost> cost = getDeviceAllReduceCost(device);
  ASSERT_TRUE(bool(cost)) << llvm::toString(cost.takeError());
  // 8 GPUs: 30 us + 4e8 bytes x 2(7)/8 / 350 GB/s = 0.03 + 2 ms.
  ASSERT_TRUE(cost->measuredFit(8));
  EXPECT_NEAR(cost->ms(4e8, 8), 0.03 + 2.0, 1e-12);
  EXPECT_FALSE(cost->measuredFit(2));
}

TEST(Scaling, AProfileNamingAnUnknownLinkIsAnErrorNamingItsFile) {
  llvm::Expected<AllReduceCost> cost =
      getDeviceAllReduceCost(profileWithLink("carrier-pigeon", 0, 0));
  ASSERT_FALSE(bool(cost));
  EXPECT_EQ(llvm::toString(cost.takeError()),
            "/profiles/test.json: interconnect.link 'carrier-pigeon' is not a known link "
            "(nvlink, pcie4, ib, ethernet)");
}
