//===- TimingTest.cpp - Kernel-only timing: statistics and options --------===//
//
// The arithmetic GraphTimer's numbers go through (per-launch division, the
// median over replays, launches per replay for a rotated layer, whole passes
// per replay) and the validation of --timing, --iterations, --warmup and
// --launches-per-replay. The GPU side is test/gpu/GraphTimerTest.cpp.
//
//===----------------------------------------------------------------------===//

#include "Statistics.h"

#include <gtest/gtest.h>

#include <stdexcept>

using namespace netc::runtime;

TEST(PerLaunchSummary, DividesEachReplayByItsLaunches) {
  // Five replays of 20 launches: 2.0 ms a replay is 0.1 ms a launch.
  TimingSummary t = perLaunchSummary({2.0, 2.2, 1.8, 2.0, 4.0}, 20);
  EXPECT_EQ(t.count, 5u);
  EXPECT_DOUBLE_EQ(t.median, 0.1);
  EXPECT_DOUBLE_EQ(t.min, 0.09);
  EXPECT_DOUBLE_EQ(t.max, 0.2);
}

TEST(PerLaunchSummary, OddAndEvenReplayCounts) {
  // Odd: the middle replay; even: the mean of the middle two, then / L.
  EXPECT_DOUBLE_EQ(perLaunchSummary({3.0, 1.0, 2.0}, 4).median, 0.5);
  EXPECT_DOUBLE_EQ(perLaunchSummary({4.0, 1.0, 2.0, 10.0}, 3).median, 1.0);
}

TEST(PerLaunchSummary, OneSlowReplayDoesNotMoveTheMedian) {
  TimingSummary t = perLaunchSummary({1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 30.0}, 10);
  EXPECT_DOUBLE_EQ(t.median, 0.1);
  EXPECT_DOUBLE_EQ(t.max, 3.0);
}

TEST(PerLaunchSummary, RejectsNoLaunchesAndNoReplays) {
  EXPECT_THROW(perLaunchSummary({1.0}, 0), std::invalid_argument);
  EXPECT_THROW(perLaunchSummary({}, 20), std::invalid_argument);
}

TEST(LaunchesForRotation, AMultipleOfTheCopiesAtLeastTheRequestedCount) {
  EXPECT_EQ(launchesForRotation(20, 1), 20u);
  EXPECT_EQ(launchesForRotation(20, 4), 20u);
  EXPECT_EQ(launchesForRotation(20, 8), 24u);
  EXPECT_EQ(launchesForRotation(20, 16), 32u);
  // 32 copies: a replay of 20 would never touch copies 20..31, and its 20
  // launches would not make up the 2 x L2 the 32 copies were sized for.
  EXPECT_EQ(launchesForRotation(20, 32), 32u);
  EXPECT_EQ(launchesForRotation(0, 0), 1u);
}

TEST(LaunchesForRotation, ReplayWorkingSetExceedsTwiceL2) {
  // The slot count rotationSlots picks, and the launches a replay holds,
  // together cover more than twice the L2 for any working set.
  const uint64_t l2 = 50ull << 20;
  for (uint64_t workingSet : {uint64_t(1) << 20, uint64_t(3) << 20, uint64_t(7) << 20,
                              uint64_t(40) << 20, uint64_t(200) << 20}) {
    size_t slots = rotationSlots(workingSet, l2, 32);
    size_t launches = launchesForRotation(20, slots);
    uint64_t distinct = std::min<uint64_t>(launches, slots) * workingSet;
    if (slots < 32) {
      EXPECT_GE(distinct, 2 * l2) << "working set " << workingSet;
    }
    EXPECT_GE(launches, slots);
    EXPECT_EQ(launches % slots, 0u);
  }
}

TEST(PassesPerReplay, EnoughWholePassesForTheRequestedLaunches) {
  EXPECT_EQ(passesPerReplay(6, 20), 4u);  // ece408-sized: 24 launches a replay
  EXPECT_EQ(passesPerReplay(20, 20), 1u);
  EXPECT_EQ(passesPerReplay(21, 20), 1u);
  EXPECT_EQ(passesPerReplay(150, 20), 1u);
  EXPECT_EQ(passesPerReplay(1, 20), 20u);
  EXPECT_EQ(passesPerReplay(0, 20), 1u);
}

TEST(LaunchesForDuration, LongKernelsNeedFewerLaunchesShortOnesTheRequestedCount) {
  EXPECT_EQ(launchesForDuration(0.01, 20, 1), 20u);  // 20 x 10 us: all 20
  EXPECT_EQ(launchesForDuration(0.5, 20, 1), 4u);    // 4 x 0.5 ms = kMinReplayMs
  EXPECT_EQ(launchesForDuration(0.3, 20, 1), 7u);    // ceil(2 / 0.3)
  EXPECT_EQ(launchesForDuration(22.0, 20, 1), 1u);   // an 8192^3 GEMM
  EXPECT_EQ(launchesForDuration(22.0, 20, 8), 8u);   // one launch per rotation copy
  EXPECT_EQ(launchesForDuration(0.0, 20, 1), 20u);   // unknown: as requested
  EXPECT_EQ(launchesForDuration(1.0, 0, 0), 1u);
  // Whatever it returns, a replay holds at least kMinReplayMs or the full count.
  for (double ms : {0.001, 0.05, 0.11, 0.7, 1.9, 2.0, 5.0})
    EXPECT_TRUE(launchesForDuration(ms, 20, 1) == 20u ||
                launchesForDuration(ms, 20, 1) * ms >= kMinReplayMs)
        << ms;
}

TEST(TimingOptions, DefaultsAreReportable) {
  TimingOptions options;
  EXPECT_EQ(options.method, TimingMethod::Graph);
  EXPECT_GE(options.replays, kMinReportedReplays);
  EXPECT_GE(options.launchesPerReplay, kMinReportedLaunchesPerReplay);
  EXPECT_GE(options.warmupReplays, 1);
  EXPECT_TRUE(validateTimingOptions(options).empty());
}

TEST(TimingOptions, RejectsValuesThatCannotWork) {
  TimingOptions options;
  options.launchesPerReplay = 0;
  EXPECT_THROW(validateTimingOptions(options), std::invalid_argument);
  options = {};
  options.replays = 0;
  EXPECT_THROW(validateTimingOptions(options), std::invalid_argument);
  options = {};
  options.warmupReplays = -1;
  EXPECT_THROW(validateTimingOptions(options), std::invalid_argument);
}

TEST(TimingOptions, WarnsBelowTheReportableMinimums) {
  TimingOptions options;
  options.launchesPerReplay = 19;
  std::vector<std::string> warnings = validateTimingOptions(options);
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_NE(warnings[0].find("--launches-per-replay 19"), std::string::npos);
  options.launchesPerReplay = 1; // accepted, with the warning
  EXPECT_EQ(validateTimingOptions(options).size(), 1u);
  options = {};
  options.replays = 3;
  warnings = validateTimingOptions(options);
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_NE(warnings[0].find("--iterations 3"), std::string::npos);
}

TEST(TimingOptions, EventsAreLabelledHostInclusive) {
  TimingOptions options;
  options.method = TimingMethod::Events;
  std::vector<std::string> warnings = validateTimingOptions(options);
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_NE(warnings[0].find("host-inclusive"), std::string::npos);
  EXPECT_NE(describeTiming(options, "x").find("host-inclusive"), std::string::npos);
}

TEST(TimingMethod, ParsesGraphAndEventsOnly) {
  EXPECT_EQ(parseTimingMethod("graph"), TimingMethod::Graph);
  EXPECT_EQ(parseTimingMethod("events"), TimingMethod::Events);
  EXPECT_STREQ(timingMethodName(TimingMethod::Graph), "graph");
  try {
    parseTimingMethod("cupti");
    FAIL() << "cupti accepted";
  } catch (const std::invalid_argument &error) {
    EXPECT_NE(std::string(error.what()).find("'cupti'"), std::string::npos);
  }
}

TEST(DescribeTiming, StatesLaunchesReplaysAndCache) {
  TimingOptions options;
  options.replays = 7;
  options.warmupReplays = 3;
  options.launchesPerReplay = 24;
  std::string text = describeTiming(options, "inputs rotated past 2xL2 (32 slots)");
  EXPECT_EQ(text, "kernel-only: CUDA graph, 24 launches/replay, median of 7 replays after 3 "
                  "warm-up replays; inputs rotated past 2xL2 (32 slots)");
}
