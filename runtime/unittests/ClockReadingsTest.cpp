//===- ClockReadingsTest.cpp - The SM clock a measurement ran at ----------===//

#include "ClockReadings.h"

#include <gtest/gtest.h>

using namespace netc::runtime;
using std::chrono::milliseconds;

namespace {

/// Samples every 5 ms from t0: (MHz, reasons) each.
std::vector<ClockSample> samplesFrom(SampleClock::time_point t0,
                                     std::vector<std::pair<unsigned, uint64_t>> readings) {
  std::vector<ClockSample> samples;
  for (size_t i = 0; i < readings.size(); ++i)
    samples.push_back({t0 + milliseconds(5 * i), readings[i].first, readings[i].second});
  return samples;
}

} // namespace

TEST(ClockReadings, OnlyTheSamplesInsideTheMeasurementCount) {
  SampleClock::time_point t0 = SampleClock::now();
  // 0, 5, ..., 25 ms: an idle GPU, then a power-capped launch, then full speed.
  std::vector<ClockSample> samples =
      samplesFrom(t0, {{345, 0x1}, {1530, 0x4}, {1590, 0x4}, {1500, 0x4 | 0x40}, {1980, 0}, {1980, 0}});
  std::optional<ClockReading> r = summarizeClock(samples, t0 + milliseconds(5), t0 + milliseconds(15), 1980);
  ASSERT_TRUE(r);
  EXPECT_EQ(r->samples, 3u);
  EXPECT_DOUBLE_EQ(r->smMhzMean, (1530.0 + 1590.0 + 1500.0) / 3);
  EXPECT_EQ(r->smMhzMin, 1500u);
  EXPECT_EQ(r->reasons, 0x4u | 0x40u);
  EXPECT_EQ(r->maxSmMhz, 1980u);
  EXPECT_TRUE(r->slowed());
  EXPECT_EQ(describeSlowClock(*r), "1540 MHz (SW power cap, HW thermal slowdown)");
}

TEST(ClockReadings, AMeasurementShorterThanThePeriodHasNoReading) {
  SampleClock::time_point t0 = SampleClock::now();
  std::vector<ClockSample> samples = samplesFrom(t0, {{1980, 0}, {1980, 0}});
  EXPECT_FALSE(summarizeClock(samples, t0 + milliseconds(1), t0 + milliseconds(4), 1980));
  EXPECT_FALSE(summarizeClock({}, t0, t0 + milliseconds(100), 1980));
}

TEST(ClockReadings, FullSpeedAndAnIdleReasonAreNotSlowed) {
  SampleClock::time_point t0 = SampleClock::now();
  // 97% of 1980 is 1920.6: 1935 is within it (an H100 under load reports its
  // power cap at 1935-1965 MHz and is not slowed by it).
  std::vector<ClockSample> samples = samplesFrom(t0, {{1935, 0x4}, {1980, 0x1}});
  std::optional<ClockReading> r = summarizeClock(samples, t0, t0 + milliseconds(5), 1980);
  ASSERT_TRUE(r);
  EXPECT_FALSE(r->slowed());
  samples = samplesFrom(t0, {{1900, 0}, {1900, 0}});
  EXPECT_TRUE(summarizeClock(samples, t0, t0 + milliseconds(5), 1980)->slowed());
  // Without the device's maximum nothing can be called slow.
  EXPECT_FALSE(summarizeClock(samples, t0, t0 + milliseconds(5), 0)->slowed());
}

TEST(ClockReadings, ReasonsByNameSlowingOnesFirst) {
  EXPECT_EQ(describeClockEventReasons(0), "none");
  EXPECT_EQ(describeClockEventReasons(0x1 | 0x4), "SW power cap, GPU idle");
  EXPECT_EQ(describeClockEventReasons(0x80 | 0x8), "HW slowdown, HW power brake");
  EXPECT_EQ(describeClockEventReasons(0x4 | 0x10000), "SW power cap, other 0x10000");
  EXPECT_EQ(slowingReasons(0x1 | 0x2 | 0x4 | 0x20 | 0x100), 0x4u | 0x20u);
}
