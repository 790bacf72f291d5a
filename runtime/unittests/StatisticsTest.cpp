//===- StatisticsTest.cpp - Timing statistics, model error, formatting ----===//

#include "Format.h"
#include "Statistics.h"

#include <gtest/gtest.h>

#include <cmath>
#include <sstream>

using namespace netc::runtime;

TEST(TimingSummary, OddCountMedianIsTheMiddleSample) {
  TimingSummary t = summarizeTimings({5.0, 1.0, 3.0});
  EXPECT_EQ(t.count, 3u);
  EXPECT_DOUBLE_EQ(t.median, 3.0);
  EXPECT_DOUBLE_EQ(t.min, 1.0);
  EXPECT_DOUBLE_EQ(t.max, 5.0);
  EXPECT_DOUBLE_EQ(t.mean, 3.0);
}

TEST(TimingSummary, EvenCountMedianIsTheMeanOfTheMiddleTwo) {
  TimingSummary t = summarizeTimings({4.0, 1.0, 2.0, 10.0});
  EXPECT_DOUBLE_EQ(t.median, 3.0);
  EXPECT_DOUBLE_EQ(t.mean, 4.25);
}

TEST(TimingSummary, MedianIgnoresOneOutlier) {
  // A single slow run (a clock change, a context switch) must not move it.
  TimingSummary t = summarizeTimings({1.0, 1.1, 0.9, 1.0, 50.0});
  EXPECT_DOUBLE_EQ(t.median, 1.0);
  EXPECT_DOUBLE_EQ(t.max, 50.0);
}

TEST(TimingSummary, RejectsNoSamplesAndNaN) {
  EXPECT_THROW(summarizeTimings({}), std::invalid_argument);
  EXPECT_THROW(summarizeTimings({1.0, std::nan("")}), std::invalid_argument);
}

TEST(ErrorPercent, IsRelativeToTheMeasurement) {
  EXPECT_DOUBLE_EQ(errorPercent(1.5, 1.0), 50.0);
  EXPECT_DOUBLE_EQ(errorPercent(0.5, 1.0), 50.0);
  EXPECT_DOUBLE_EQ(errorPercent(2.0, 2.0), 0.0);
  EXPECT_TRUE(std::isnan(errorPercent(1.0, 0.0)));
}

TEST(ErrorSummary, MedianMeanWorstAndNetworkSum) {
  ErrorSummary s = summarizeErrors({{"a", 1.1, 1.0},    // 10 %
                                    {"b", 3.0, 2.0},    // 50 %
                                    {"c", 0.8, 1.0},    // 20 %
                                    {"d", 1.0, 0.0}});  // no measurement: left out
  EXPECT_EQ(s.layers, 3u);
  EXPECT_NEAR(s.medianPercent, 20.0, 1e-9);
  EXPECT_NEAR(s.meanPercent, 80.0 / 3, 1e-9);
  EXPECT_NEAR(s.worstPercent, 50.0, 1e-9);
  EXPECT_EQ(s.worstLayer, "b");
  EXPECT_NEAR(s.predictedSumMs, 4.9, 1e-12);
  EXPECT_NEAR(s.measuredSumMs, 4.0, 1e-12);
  // Errors of opposite sign cancel in the sum: 22.5 %, less than the mean.
  EXPECT_NEAR(s.sumErrorPercent, 22.5, 1e-9);
}

TEST(ErrorSummary, EmptyWhenNothingIsComparable) {
  ErrorSummary s = summarizeErrors({});
  EXPECT_EQ(s.layers, 0u);
  EXPECT_EQ(s.worstLayer, "");
}

TEST(RotationSlots, SmallWorkingSetsGetEnoughCopiesToExceedTwiceL2) {
  const uint64_t l2 = 50ull << 20; // H100
  EXPECT_EQ(rotationSlots(1ull << 20, l2, 32), 32u);   // 1 MiB: capped at 32
  EXPECT_EQ(rotationSlots(10ull << 20, l2, 32), 16u);  // 10 needed -> 16
  EXPECT_EQ(rotationSlots(30ull << 20, l2, 32), 4u);   // 4 needed -> 4
  EXPECT_EQ(rotationSlots(60ull << 20, l2, 32), 2u);
  EXPECT_EQ(rotationSlots(100ull << 20, l2, 32), 1u);  // exactly 2 x L2
  EXPECT_EQ(rotationSlots(1ull << 30, l2, 32), 1u);
}

TEST(RotationSlots, PowersOfTwoWithinTheCap) {
  for (uint64_t bytes = 1; bytes < (200ull << 20); bytes = bytes * 3 + 7) {
    size_t slots = rotationSlots(bytes, 50ull << 20, 24);
    EXPECT_EQ(slots & (slots - 1), 0u) << bytes;
    EXPECT_LE(slots, 16u) << bytes; // largest power of two <= 24
  }
  EXPECT_EQ(rotationSlots(1024, 50ull << 20, 1), 1u); // rotation off
  EXPECT_EQ(rotationSlots(0, 50ull << 20, 32), 1u);
}

TEST(Format, BytesInBinaryUnits) {
  EXPECT_EQ(formatBytes(640), "640 B");
  EXPECT_EQ(formatBytes(1536), "1.50 KiB");
  EXPECT_EQ(formatBytes(12ull << 20), "12.0 MiB");
  EXPECT_EQ(formatBytes(80ull << 30), "80.0 GiB");
}

TEST(Format, FixedAndNaN) {
  EXPECT_EQ(formatFixed(1.23456, 3), "1.235");
  EXPECT_EQ(formatFixed(std::nan(""), 3), "-");
}

TEST(Format, TableAlignsNamesLeftAndNumbersRight) {
  TextTable table({"layer", "ms"});
  table.addRule();
  table.addRow({"conv1", "1.5"});
  table.addRow({"fc", "12.25"});
  std::ostringstream out;
  table.print(out);
  EXPECT_EQ(out.str(), "layer     ms\n"
                       "------------\n"
                       "conv1    1.5\n"
                       "fc     12.25\n");
}
