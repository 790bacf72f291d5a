//===- GradientBucketsTest.cpp - train-dp's buckets and prediction reader -===//

#include "GradientBuckets.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <fstream>

using namespace netc::runtime;

namespace {
constexpr size_t kMiBParameters = 1024 * 1024 / 4; // 1 MiB of fp32 gradients
} // namespace

TEST(GradientBuckets, WeightGradientsAreTheLayersParameterGradients) {
  for (const char *name :
       {"filter_gradient", "weights_gradient", "bias_gradient", "scale_gradient",
        "shift_gradient"})
    EXPECT_TRUE(isWeightGradientBuffer(name)) << name;
  for (const char *name : {"activation_gradient", "padded_input_gradient", "filter",
                           "bias_gradient_sum", "mask"})
    EXPECT_FALSE(isWeightGradientBuffer(name)) << name;
}

TEST(GradientBuckets, TheModelsRuleFirstBucketOneMiBThenTheCap) {
  // Backward order: layer 5 (3 MiB), 4 (none), 3 (10 MiB), 2 (10 MiB),
  // 1 (10 MiB), 0 (1 MiB). 25 MiB buckets: {5} closes the 1 MiB first
  // bucket; {3, 2, 1} reaches 30 MiB >= 25 and closes; {0} is the rest.
  std::vector<LayerGradients> backward = {{5, 3 * kMiBParameters}, {4, 0},
                                          {3, 10 * kMiBParameters}, {2, 10 * kMiBParameters},
                                          {1, 10 * kMiBParameters}, {0, kMiBParameters}};
  std::vector<GradientBucketPlan> buckets = planGradientBuckets(backward, 25.0 * 1024 * 1024);
  ASSERT_EQ(buckets.size(), 3u);
  EXPECT_EQ(buckets[0].layers, std::vector<size_t>({5}));
  EXPECT_EQ(buckets[1].layers, std::vector<size_t>({3, 2, 1}));
  EXPECT_EQ(buckets[1].bytes(), size_t(30) << 20);
  EXPECT_EQ(buckets[1].readyAfterLayer(), 1u);
  EXPECT_EQ(buckets[2].layers, std::vector<size_t>({0}));
  // 0: one bucket, ready after the last layer of the backward pass.
  buckets = planGradientBuckets(backward, 0);
  ASSERT_EQ(buckets.size(), 1u);
  EXPECT_EQ(buckets[0].readyAfterLayer(), 0u);
  EXPECT_EQ(buckets[0].layers.size(), 5u);
}

TEST(GradientBuckets, ReadsTheWeakScalingRowOfAPrediction) {
  std::string path = ::testing::TempDir() + "/netc-prediction.json";
  {
    std::ofstream file(path);
    file << R"({"netc_prediction_version": 1, "device": "h200", "scaling": [
      {"scaling": "strong", "overlap": true, "bucket_bytes": 26214400, "rows": [
        {"workers": 2, "batch_per_worker": 16, "compute_ms": 1, "allreduce_ms": 1,
         "exposed_ms": 1, "iteration_ms": 1, "interconnect_source": "nominal",
         "interconnect": "x", "buckets": []}]},
      {"scaling": "weak", "overlap": true, "bucket_bytes": 26214400, "rows": [
        {"workers": 2, "batch_per_worker": 32, "compute_ms": 50.5, "allreduce_ms": 3.25,
         "exposed_ms": 0.75, "iteration_ms": 51.25, "interconnect_source": "measured",
         "interconnect": "measured on 2 GPUs", "buckets": [{}, {}, {}]}]}]})";
  }
  DataParallelPrediction prediction = readDataParallelPrediction(path, 2);
  EXPECT_EQ(prediction.batchPerWorker, 32);
  EXPECT_DOUBLE_EQ(prediction.iterationMs, 51.25);
  EXPECT_DOUBLE_EQ(prediction.exposedMs, 0.75);
  EXPECT_EQ(prediction.buckets, 3);
  EXPECT_EQ(prediction.interconnectSource, "measured");
  EXPECT_EQ(prediction.device, "h200");
  try {
    readDataParallelPrediction(path, 8);
    FAIL() << "no row for 8 workers";
  } catch (const std::runtime_error &error) {
    EXPECT_NE(std::string(error.what()).find("no weak-scaling row for 8 workers"),
              std::string::npos);
  }
  std::remove(path.c_str());
  EXPECT_THROW(readDataParallelPrediction(path, 2), std::runtime_error);
}
