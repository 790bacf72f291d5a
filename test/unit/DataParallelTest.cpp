//===- DataParallelTest.cpp - One network's data-parallel prediction ----===//
//
// A small network on a made-up device: the training step is checked against
// the model's own per-layer predictions at that batch (imported, not
// re-batched, so the re-batching is what is tested) and the gradient bytes
// against the parameter counts worked out by hand; the scaling rows against
// the all-reduce formula on a 1 GB/s, 10 us link.
//
//===----------------------------------------------------------------------===//

#include "CostModel/DataParallel.h"
#include "TestSupport.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>

using namespace netc;
using netc::testing::CapturingContext;

namespace {
/// conv: 3x3x3x4 weights + 4 biases = 112 parameters (448 bytes of fp32
/// gradients); pool: none; fc: 4x4x4 = 64 inputs x 10 + 10 = 650 parameters
/// (2,600 bytes); softmax: none. 3,048 bytes in all.
std::string smallNet(int64_t batch) {
  return R"({"name": "small", "layers": {
    "data": {"parents": [], "type": "Input", "tensor": [)" +
         std::to_string(batch) + R"(, 8, 8, 3]},
    "conv": {"parents": ["data"], "type": "Convolution", "filter": [3, 3, 3, 4],
             "padding": "SAME", "strides": [1, 1, 1, 1], "activation_fn": "relu"},
    "pool": {"parents": ["conv"], "type": "Pooling", "ksize": [1, 2, 2, 1],
             "strides": [1, 2, 2, 1], "padding": "VALID"},
    "fc": {"parents": ["pool"], "type": "InnerProduct", "num_outputs": 10},
    "prob": {"parents": ["fc"], "type": "Softmax", "num_classes": 10}}})";
}

/// 10,000 GFLOPS fp32, 1,000 GB/s, every fraction 1, 5 us launches.
DeviceProfile roundDevice() {
  DeviceProfile device;
  device.key = "round";
  device.smCount = 128;
  device.peakGflops[int(PeakKind::FP32)] = 10000;
  device.memoryBandwidthGBs = 1000;
  CalibratedParameters &c = device.calibrated;
  c.achievedFraction[int(PeakKind::FP32)] = 1;
  c.bandwidthFraction = 1;
  c.launchOverheadUs = 5;
  for (double &efficiency : c.familyEfficiency)
    efficiency = 1;
  return device;
}

double sumMs(const std::vector<LayerPrediction> &layers) {
  double total = 0;
  for (const LayerPrediction &layer : layers)
    total += layer.totalMs;
  return total;
}

const Interconnect kTestLink{"test", "test link", 1.0, 10.0};
} // namespace

TEST(DataParallel, TheBatchIsTheInputsFirstDimension) {
  CapturingContext ctx;
  auto module = ctx.import(smallNet(8));
  ASSERT_TRUE(module) << ctx.allErrors();
  EXPECT_EQ(getNetworkBatchSize(getNetwork(*module)), 8);
}

TEST(DataParallel, TheTrainingStepIsTheModelsPassesAtThatBatch) {
  CapturingContext ctx;
  auto atEight = ctx.import(smallNet(8));
  auto atFour = ctx.import(smallNet(4));
  ASSERT_TRUE(atEight && atFour) << ctx.allErrors();
  NetcModel model(roundDevice());
  net::NetworkOp reference = getNetwork(*atFour);

  TrainingStepTimes step = predictTrainingStep(model, getNetwork(*atEight), 4);
  EXPECT_DOUBLE_EQ(step.forwardMs, sumMs(model.predict(reference, Pass::Forward)));
  EXPECT_DOUBLE_EQ(step.updateMs, sumMs(model.predict(reference, Pass::WeightUpdate)));
  // The backward pass runs the layers in reverse, each with both gradients.
  std::vector<LayerPrediction> data = model.predict(reference, Pass::BackwardData);
  std::vector<LayerPrediction> filter = model.predict(reference, Pass::BackwardFilter);
  ASSERT_EQ(step.backward.size(), 4u);
  const char *order[] = {"prob", "fc", "pool", "conv"};
  const double gradientBytes[] = {0, 2600, 0, 448};
  for (size_t i = 0; i < 4; ++i) {
    SCOPED_TRACE(order[i]);
    EXPECT_EQ(step.backward[i].layer, order[i]);
    EXPECT_DOUBLE_EQ(step.backward[i].backwardMs,
                     data[3 - i].totalMs + filter[3 - i].totalMs);
    EXPECT_DOUBLE_EQ(step.backward[i].gradientBytes, gradientBytes[i]);
  }
  EXPECT_DOUBLE_EQ(step.gradientBytes(), 3048);
  // The network asked about keeps its own batch.
  EXPECT_EQ(getNetworkBatchSize(getNetwork(*atEight)), 8);
  // A smaller batch costs less.
  TrainingStepTimes atEightStep = predictTrainingStep(model, getNetwork(*atEight), 8);
  EXPECT_LT(step.computeMs(), atEightStep.computeMs());
}

TEST(DataParallel, ABatchTheNetworkCannotTakeNeverFinishes) {
  CapturingContext ctx;
  auto module = ctx.import(smallNet(8));
  ASSERT_TRUE(module) << ctx.allErrors();
  TrainingStepTimes step =
      predictTrainingStep(NetcModel(roundDevice()), getNetwork(*module), 0);
  EXPECT_TRUE(std::isinf(step.forwardMs));
  EXPECT_FALSE(ctx.errors.empty());
}

TEST(DataParallel, OneBucketWithoutOverlapAddsTheRingAllReduce) {
  CapturingContext ctx;
  auto module = ctx.import(smallNet(8));
  ASSERT_TRUE(module) << ctx.allErrors();
  NetcModel model(roundDevice());
  net::NetworkOp network = getNetwork(*module);
  DataParallelOptions options;
  options.workers = {1, 2};
  options.buckets.bucketBytes = 0; // one all-reduce of all 3,048 bytes
  options.buckets.overlap = false;
  std::vector<ScalingReport> reports =
      predictDataParallel(model, network, options, AllReduceCost(kTestLink));
  // No --scaling: weak scaling alone.
  ASSERT_EQ(reports.size(), 1u);
  const ScalingReport &weak = reports[0];
  EXPECT_EQ(weak.scaling, Scaling::Weak);
  EXPECT_EQ(weak.link.key, "test");
  EXPECT_DOUBLE_EQ(weak.gradientBytes, 3048);
  ASSERT_EQ(weak.rows.size(), 2u);
  double computeMs = predictTrainingStep(model, network, 8).computeMs();
  EXPECT_DOUBLE_EQ(weak.rows[0].step.iterationMs, computeMs);
  EXPECT_DOUBLE_EQ(weak.rows[0].efficiency, 1.0);
  // 2 workers: the ring's 2 steps of 10 us and of 1,524 bytes at 1 GB/s
  // (0.001524 ms) = 0.023048 ms; the tree's 2 latencies and twice 3,048
  // bytes = 0.026096 ms. Nothing overlaps: it adds to the compute.
  const double allReduceMs = 2 * 0.010 + 2 * 0.001524;
  EXPECT_NEAR(weak.rows[1].step.communicationMs, allReduceMs, 1e-12);
  EXPECT_NEAR(weak.rows[1].step.iterationMs, computeMs + allReduceMs, 1e-12);
  EXPECT_EQ(weak.rows[1].globalBatch, 16);
  // Twice the images in a longer step: efficiency compute / (compute + comm).
  EXPECT_NEAR(weak.rows[1].efficiency, computeMs / (computeMs + allReduceMs), 1e-12);
  EXPECT_NEAR(weak.rows[1].imagesPerSecond, 16 / ((computeMs + allReduceMs) * 1e-3), 1e-6);
}

TEST(DataParallel, OneTablePerScalingInTheOrderAsked) {
  CapturingContext ctx;
  auto module = ctx.import(smallNet(8));
  ASSERT_TRUE(module) << ctx.allErrors();
  NetcModel model(roundDevice());
  net::NetworkOp network = getNetwork(*module);
  DataParallelOptions options;
  options.workers = {2};
  options.scalings = {Scaling::Strong, Scaling::Weak};
  std::vector<ScalingReport> reports =
      predictDataParallel(model, network, options, AllReduceCost(kTestLink));
  ASSERT_EQ(reports.size(), 2u);
  EXPECT_EQ(reports[0].scaling, Scaling::Strong);
  EXPECT_EQ(reports[1].scaling, Scaling::Weak);
  // Strong: the batch of 8 split over 2 workers; the efficiency is measured
  // against one worker at the whole batch.
  const ScalingRow &strong = reports[0].rows.at(0);
  EXPECT_EQ(strong.batchPerWorker, 4);
  EXPECT_EQ(strong.globalBatch, 8);
  double fullBatchMs = predictTrainingStep(model, network, 8).computeMs();
  EXPECT_NEAR(strong.efficiency, (8 / strong.step.iterationMs) / (2 * 8 / fullBatchMs), 1e-12);
  EXPECT_EQ(reports[1].rows.at(0).batchPerWorker, 8);
}
