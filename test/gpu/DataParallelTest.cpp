//===- DataParallelTest.cpp - train-dp and collectives on this machine ---===//
//
// The multi-GPU code path. DataParallelOneGpu: train-dp on one GPU without
// NCCL and with a one-rank communicator, and the collectives on one rank
// (ctest netc-gpu-data-parallel: passes on a one-GPU machine with NCCL).
// DataParallelMultiGpu: train-dp and the collectives across every GPU of the
// machine (ctest netc-gpu-multi-gpu: skipped, not passed, with one GPU).
// Tests that need NCCL are skipped where it is missing, saying why.
//
//===----------------------------------------------------------------------===//

#include "CollectiveBench.h"
#include "DataParallel.h"
#include "Nccl.h"
#include "Plan.h"

#include <gtest/gtest.h>

#include <cuda_runtime.h>

#include <sstream>

using namespace netc::runtime;

namespace {
Plan smallPlan() {
  return readPlanFile(std::string(NETC_RUNTIME_EXAMPLES_DIR) + "/vgg-small-plan.json");
}

int deviceCount() {
  int count = 0;
  cudaGetDeviceCount(&count);
  return count;
}

DataParallelOptions quickOptions(std::vector<int> gpus) {
  DataParallelOptions options;
  options.gpuCounts = std::move(gpus);
  options.iterations = 3;
  options.warmup = 1;
  options.bucketMiB = 1; // several buckets even for a small net
  return options;
}
} // namespace

TEST(DataParallelOneGpu, WithoutNcclMeasuresCompute) {
  DataParallelOptions options = quickOptions({1});
  options.nccl = false;
  std::ostringstream progress;
  std::vector<DataParallelResult> results = runDataParallel(smallPlan(), options, progress);
  ASSERT_EQ(results.size(), 1u);
  const DataParallelResult &result = results.front();
  EXPECT_EQ(result.gpus, 1);
  EXPECT_EQ(result.timing, TimingMethod::Graph);
  EXPECT_FALSE(result.communicated);
  EXPECT_NE(result.note.find("--no-nccl"), std::string::npos);
  EXPECT_GT(result.computeMs.median, 0.0);
  EXPECT_DOUBLE_EQ(result.iterationMs.median, result.computeMs.median);
  EXPECT_GE(result.buckets.size(), 1u);
}

TEST(DataParallelOneGpu, EagerStepsBetweenEvents) {
  DataParallelOptions options = quickOptions({1});
  options.nccl = false;
  options.timing = TimingMethod::Events;
  std::ostringstream progress;
  std::vector<DataParallelResult> results = runDataParallel(smallPlan(), options, progress);
  ASSERT_EQ(results.size(), 1u);
  EXPECT_EQ(results.front().timing, TimingMethod::Events);
  EXPECT_EQ(results.front().stepsPerReplay, 1);
  EXPECT_GT(results.front().computeMs.median, 0.0);
}

TEST(DataParallelOneGpu, WithAOneRankCommunicator) {
  std::string why;
  if (!Nccl::available(&why))
    GTEST_SKIP() << why;
  std::ostringstream progress;
  std::vector<DataParallelResult> results = runDataParallel(smallPlan(), quickOptions({1}), progress);
  ASSERT_EQ(results.size(), 1u);
  const DataParallelResult &result = results.front();
  EXPECT_TRUE(result.communicated);
  EXPECT_NE(result.nvls.find("NCCL_NVLS_ENABLE=0"), std::string::npos) << result.nvls;
  EXPECT_GT(result.iterationMs.median, 0.0);
  // A one-rank all-reduce is a copy at most: the step stays near compute.
  EXPECT_LT(result.iterationMs.median, 2 * result.computeMs.median + 1.0);
}

TEST(DataParallelMultiGpu, EveryGpuCountOfTheMachine) {
  std::string why;
  if (deviceCount() < 2)
    GTEST_SKIP() << "one GPU: the multi-GPU step needs two or more";
  if (!Nccl::available(&why))
    GTEST_SKIP() << why;
  std::ostringstream progress;
  // Every count up to the machine's, on networks set up once.
  std::vector<int> counts;
  for (int n = 1; n <= deviceCount(); n *= 2)
    counts.push_back(n);
  std::vector<DataParallelResult> results =
      runDataParallel(smallPlan(), quickOptions(counts), progress);
  ASSERT_EQ(results.size(), counts.size());
  for (size_t i = 0; i < counts.size(); ++i) {
    const DataParallelResult &result = results[i];
    EXPECT_EQ(result.gpus, counts[i]);
    EXPECT_TRUE(result.communicated);
    // Communication can hide behind compute, never make a step shorter than
    // the compute alone by more than noise.
    EXPECT_GT(result.iterationMs.median, 0.9 * result.computeMs.median) << counts[i] << " GPUs";
  }
}

namespace {
/// Every collective at 1 KiB .. 1 MiB on `counts`; every case timed.
void checkCollectives(std::vector<int> counts) {
  CollectiveOptions options;
  options.gpuCounts = counts;
  options.maxBytes = size_t(1) << 20;
  options.launches = 5;
  options.replays = 3;
  std::ostringstream progress;
  CollectiveResult result = measureCollectives(options, progress);
  EXPECT_EQ(result.measurements.size(), counts.size() * 3 * 11);
  EXPECT_NE(result.timing.find("median of 3 replays"), std::string::npos) << result.timing;
  // Kernel-only: the graphs must capture on every GPU count (four H200s once
  // fell back to events when one GPU's graph was instantiated while another's
  // stream still captured).
  EXPECT_EQ(result.timing.rfind("CUDA graphs: ", 0), 0u) << result.timing;
  EXPECT_NE(result.nvls.find("NCCL_NVLS_ENABLE=0"), std::string::npos) << result.nvls;
  for (const CollectiveMeasurement &m : result.measurements) {
    EXPECT_GT(m.timeUs, 0.0) << m.collective << " " << m.bytes;
    if (m.gpus == 1)
      EXPECT_EQ(m.busBandwidthGBs, 0.0);
    else
      EXPECT_GT(m.busBandwidthGBs, 0.0);
  }
}
} // namespace

TEST(DataParallelOneGpu, CollectivesOnOneRank) {
  std::string why;
  if (!Nccl::available(&why))
    GTEST_SKIP() << why;
  checkCollectives({1});
}

TEST(DataParallelMultiGpu, CollectivesOnEveryGpuCount) {
  std::string why;
  if (deviceCount() < 2)
    GTEST_SKIP() << "one GPU: collectives across GPUs need two or more";
  if (!Nccl::available(&why))
    GTEST_SKIP() << why;
  checkCollectives(defaultGpuCounts(deviceCount()));
}
