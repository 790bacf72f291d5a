//===- InterconnectCalibrationTest.cpp - Fits into a device profile -----===//
//
// `netc calibrate --interconnect`'s arithmetic and JSON, with numbers worked
// out by hand: the 4-significant-digit rounding, the bus bandwidth NCCL's
// all_reduce_perf would print, the "measured" object's order and the
// interconnect entry a profile without one gets.
//
//===----------------------------------------------------------------------===//

#include "CostModel/InterconnectCalibration.h"
#include "Support/DeviceProfileWriter.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace netc;

TEST(InterconnectCalibration, RoundsToFourSignificantDigits) {
  EXPECT_DOUBLE_EQ(roundSignificant(361.4567), 361.5);
  EXPECT_DOUBLE_EQ(roundSignificant(14.01234), 14.01);
  EXPECT_DOUBLE_EQ(roundSignificant(0.00123456), 0.001235);
  EXPECT_DOUBLE_EQ(roundSignificant(-2.3456), -2.346);
  EXPECT_DOUBLE_EQ(roundSignificant(1073741824), 1074000000);
  EXPECT_EQ(roundSignificant(0), 0);
  EXPECT_TRUE(std::isinf(roundSignificant(INFINITY)));
}

TEST(InterconnectCalibration, DescribesTheRun) {
  CollectiveMeasurements m;
  m.date = "2026-11-24T10:11:12Z";
  m.gpu = "NVIDIA H200";
  m.gpusOnMachine = 8;
  EXPECT_EQ(describeCollectiveRun(m), "2026-11-24 NVIDIA H200 x8 NCCL ?");
  m.ncclVersion = "2.27.3";
  m.nvls = "NCCL_NVLS_ENABLE=0";
  EXPECT_EQ(describeCollectiveRun(m), "2026-11-24 NVIDIA H200 x8 NCCL 2.27.3, NCCL_NVLS_ENABLE=0");
}

TEST(InterconnectCalibration, AllReduceBusBandwidthIsAlgorithmBandwidthTimesNcclsFactor) {
  CollectiveMeasurements m;
  // 1 GB in 10 ms: 100 GB/s of algorithm bandwidth; on 4 GPUs the
  // all-reduce's factor 2(n-1)/n = 1.5 makes 150 GB/s of bus bandwidth, on
  // 2 GPUs the factor 1 leaves 100. One GPU and other collectives are left
  // out.
  m.samples = {{Collective::AllReduce, 4, 1e9, 1e4},
               {Collective::AllReduce, 2, 1e9, 1e4},
               {Collective::AllReduce, 1, 1e9, 1e4},
               {Collective::AllGather, 4, 1e9, 1e4}};
  std::map<double, std::map<int64_t, double>> table = getAllReduceBusBandwidths(m);
  ASSERT_EQ(table.size(), 1u);
  ASSERT_EQ(table[1e9].size(), 2u);
  EXPECT_DOUBLE_EQ(table[1e9][4], 150.0);
  EXPECT_DOUBLE_EQ(table[1e9][2], 100.0);
}

namespace {
CollectiveFit fitOf(Collective collective, int64_t gpus, double latencyUs) {
  CollectiveFit fit;
  fit.collective = collective;
  fit.gpus = gpus;
  fit.latencyUs = latencyUs;
  fit.busBandwidthGBs = 361.4567;
  fit.samples = 21;
  fit.smallestBytes = 1024;
  fit.largestBytes = 1073741824;
  fit.medianErrorPercent = 2.2171;
  fit.maxErrorPercent = 2.89249;
  return fit;
}
} // namespace

TEST(InterconnectCalibration, MeasuredObjectGroupsFitsByCollectiveRounded) {
  // Given out of order: the object lists all_reduce before all_gather, and
  // no reduce_scatter (none was fitted).
  std::vector<CollectiveFit> fits = {fitOf(Collective::AllGather, 2, 10.0149),
                                     fitOf(Collective::AllReduce, 2, 14.0123),
                                     fitOf(Collective::AllReduce, 8, 27.93)};
  llvm::json::Object measured = getMeasuredInterconnectJson(fits, "test run");
  EXPECT_EQ(measured.getString("calibrated_on"), "test run");
  EXPECT_FALSE(measured.get("reduce_scatter"));
  const llvm::json::Array *allReduce = measured.getArray("all_reduce");
  ASSERT_TRUE(allReduce);
  ASSERT_EQ(allReduce->size(), 2u);
  const llvm::json::Object *first = (*allReduce)[0].getAsObject();
  EXPECT_EQ(first->getInteger("gpus"), 2);
  EXPECT_EQ(first->getNumber("latency_us"), 14.01);
  EXPECT_EQ(first->getNumber("bus_bandwidth_gbs"), 361.5);
  EXPECT_EQ(first->getInteger("samples"), 21);
  EXPECT_EQ(first->getNumber("median_error_percent"), 2.217);
  EXPECT_EQ(first->getNumber("max_error_percent"), 2.892);
  EXPECT_EQ((*allReduce)[1].getAsObject()->getInteger("gpus"), 8);
  ASSERT_TRUE(measured.getArray("all_gather"));
  EXPECT_EQ((*measured.getArray("all_gather"))[0].getAsObject()->getNumber("latency_us"), 10.01);
}

TEST(InterconnectCalibration, AnEntryKeepsItsLinkAndNominalFigures) {
  llvm::json::Object top{
      {"key", "x"},
      {"interconnect", llvm::json::Object{{"link", "pcie4"},
                                          {"nominal", llvm::json::Object{{"latency_us", 7}}},
                                          {"measured", nullptr}}}};
  DeviceProfile profile;
  profile.interconnect.link = "pcie4";
  replaceMeasuredInterconnect(top, profile, llvm::json::Object{{"calibrated_on", "now"}});
  const llvm::json::Object *entry = top.getObject("interconnect");
  ASSERT_TRUE(entry);
  EXPECT_EQ(entry->getString("link"), "pcie4");
  EXPECT_EQ(entry->getObject("nominal")->getNumber("latency_us"), 7);
  EXPECT_EQ(entry->getObject("measured")->getString("calibrated_on"), "now");
  EXPECT_EQ(top.getString("key"), "x");
}

TEST(InterconnectCalibration, AProfileWithoutAnEntryGetsTheTablesLink) {
  llvm::json::Object top{{"key", "x"}};
  DeviceProfile profile; // the loader's default link: nvlink
  replaceMeasuredInterconnect(top, profile, llvm::json::Object{{"calibrated_on", "now"}});
  const llvm::json::Object *entry = top.getObject("interconnect");
  ASSERT_TRUE(entry);
  EXPECT_EQ(entry->getString("link"), "nvlink");
  EXPECT_EQ(entry->getObject("nominal")->getNumber("bandwidth_gbs"), 450);
  EXPECT_EQ(entry->getObject("nominal")->getNumber("latency_us"), 2);
  EXPECT_TRUE(entry->getObject("measured"));
}

TEST(InterconnectCalibration, MeasurementsNameTheirGpu) {
  DeviceProfile profile;
  profile.key = "h200";
  EXPECT_TRUE(mayBeMeasuredOn(profile, "NVIDIA H200"));
  EXPECT_TRUE(mayBeMeasuredOn(profile, "")); // says nothing
  EXPECT_FALSE(mayBeMeasuredOn(profile, "NVIDIA H100 80GB HBM3"));
}

TEST(InterconnectCalibration, AProfileDocumentMustBeAJsonObjectInAReadableFile) {
  llvm::Expected<llvm::json::Value> missing =
      readDeviceProfileDocument("/nonexistent-netc-dir/p.json");
  ASSERT_FALSE(bool(missing));
  EXPECT_EQ(llvm::toString(missing.takeError()),
            "/nonexistent-netc-dir/p.json: cannot read: No such file or directory");
  llvm::SmallString<128> path;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("netc-profile-test", "json", path));
  {
    std::error_code code;
    llvm::raw_fd_ostream os(path, code);
    os << "[1, 2]";
  }
  llvm::Expected<llvm::json::Value> array = readDeviceProfileDocument(path);
  ASSERT_FALSE(bool(array));
  EXPECT_EQ(llvm::toString(array.takeError()), std::string(path) + ": expected a JSON object");
  {
    std::error_code code;
    llvm::raw_fd_ostream os(path, code);
    os << "{\"key\": \"x\"}";
  }
  llvm::Expected<llvm::json::Value> object = readDeviceProfileDocument(path);
  ASSERT_TRUE(bool(object)) << llvm::toString(object.takeError());
  EXPECT_EQ(object->getAsObject()->getString("key"), "x");
  llvm::sys::fs::remove(path);
}
