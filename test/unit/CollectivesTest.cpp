//===- CollectivesTest.cpp - The NCCL collectives' latency-bandwidth fit -===//

#include "Support/Collectives.h"
#include "Support/DeviceProfile.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace netc;

namespace {
/// Sizes 1 KiB .. 1 GiB, doubling, as netc-runtime collectives measures.
std::vector<double> sweepSizes() {
  std::vector<double> sizes;
  for (double bytes = 1024; bytes <= 1024.0 * 1024 * 1024; bytes *= 2)
    sizes.push_back(bytes);
  return sizes;
}

/// Exact times t = latency + bytes x factor / bandwidth, each scaled by
/// 1 + noise(i): a deterministic +-`amplitude` pattern.
std::vector<CollectiveSample> synthetic(Collective collective, int64_t gpus, double latencyUs,
                                        double busGBs, double amplitude = 0) {
  std::vector<CollectiveSample> samples;
  double factor = getBusBandwidthFactor(collective, gpus);
  int index = 0;
  for (double bytes : sweepSizes()) {
    double exact = latencyUs + bytes * factor / (busGBs * 1e3);
    double noise = amplitude * std::sin(1.7 * double(index++));
    samples.push_back({collective, gpus, bytes, exact * (1 + noise)});
  }
  return samples;
}
} // namespace

TEST(Collectives, BusBandwidthFactorsAreNccls) {
  EXPECT_DOUBLE_EQ(getBusBandwidthFactor(Collective::AllReduce, 8), 2.0 * 7 / 8);
  EXPECT_DOUBLE_EQ(getBusBandwidthFactor(Collective::ReduceScatter, 4), 3.0 / 4);
  EXPECT_DOUBLE_EQ(getBusBandwidthFactor(Collective::AllGather, 2), 0.5);
  EXPECT_DOUBLE_EQ(getBusBandwidthFactor(Collective::AllReduce, 1), 0.0);
  EXPECT_EQ(parseCollective("reduce_scatter"), Collective::ReduceScatter);
  EXPECT_FALSE(parseCollective("broadcast"));
}

TEST(Collectives, ExactSamplesGiveBackTheirLatencyAndBandwidth) {
  for (Collective collective :
       {Collective::AllReduce, Collective::ReduceScatter, Collective::AllGather})
    for (int64_t gpus : {2, 4, 8}) {
      llvm::Expected<CollectiveFit> fit =
          fitCollective(synthetic(collective, gpus, 17.5, 361.0));
      ASSERT_TRUE(bool(fit)) << llvm::toString(fit.takeError());
      EXPECT_NEAR(fit->latencyUs, 17.5, 1e-6);
      EXPECT_NEAR(fit->busBandwidthGBs, 361.0, 1e-6);
      EXPECT_LT(fit->maxErrorPercent, 1e-6);
      EXPECT_EQ(fit->samples, 21);
      EXPECT_DOUBLE_EQ(fit->smallestBytes, 1024);
      EXPECT_DOUBLE_EQ(fit->largestBytes, 1024.0 * 1024 * 1024);
    }
}

TEST(Collectives, NoisySamplesStillFitBothEnds) {
  // +-4% noise on every size: the relative weighting keeps the latency
  // (set by the small sizes) and the bandwidth (the large ones) within a
  // few percent; an absolute least-squares fit would lose the latency.
  llvm::Expected<CollectiveFit> fit =
      fitCollective(synthetic(Collective::AllReduce, 8, 30.0, 370.0, 0.04));
  ASSERT_TRUE(bool(fit)) << llvm::toString(fit.takeError());
  EXPECT_NEAR(fit->latencyUs, 30.0, 30.0 * 0.06);
  EXPECT_NEAR(fit->busBandwidthGBs, 370.0, 370.0 * 0.06);
  EXPECT_GT(fit->maxErrorPercent, 1.0);
  EXPECT_LT(fit->maxErrorPercent, 10.0);
}

TEST(Collectives, TwoProtocolsGiveTwoLinesAndTheFasterPrices) {
  // Exact times from two protocols, NCCL taking the faster for each size:
  // 6 us + 125 GB/s (small messages) and 20 us + 310 GB/s (large); they
  // cross near 2.9 MB. The fit finds both lines and prices by the smaller.
  const CollectiveLine small{6.0, 125.0}, large{20.0, 310.0};
  std::vector<CollectiveSample> samples;
  for (double bytes : sweepSizes())
    samples.push_back({Collective::AllReduce, 2, bytes,
                       std::min(small.predictUs(bytes, Collective::AllReduce, 2),
                                large.predictUs(bytes, Collective::AllReduce, 2))});
  llvm::Expected<CollectiveFit> fit = fitCollective(samples);
  ASSERT_TRUE(bool(fit)) << llvm::toString(fit.takeError());
  ASSERT_TRUE(fit->largeMessages.has_value());
  EXPECT_NEAR(fit->latencyUs, 6.0, 1e-6);
  EXPECT_NEAR(fit->busBandwidthGBs, 125.0, 1e-6);
  EXPECT_NEAR(fit->largeMessages->latencyUs, 20.0, 1e-6);
  EXPECT_NEAR(fit->largeMessages->busBandwidthGBs, 310.0, 1e-6);
  EXPECT_DOUBLE_EQ(fit->largeMessages->fromBytes, 4.0 * 1024 * 1024); // the first size past the crossing
  EXPECT_LT(fit->maxErrorPercent, 1e-6);
  EXPECT_NEAR(fit->predictUs(1024), small.predictUs(1024, Collective::AllReduce, 2), 1e-9);
  EXPECT_NEAR(fit->predictUs(1e9), large.predictUs(1e9, Collective::AllReduce, 2), 1e-9);
  // Extrapolated to 4 GPUs: both lines with 4 GPUs' bus factor.
  EXPECT_NEAR(fit->predictUs(1e9, 4), large.predictUs(1e9, Collective::AllReduce, 4), 1e-9);
}

TEST(Collectives, OneLineStaysWhereASecondGainsLittle) {
  // One protocol with +-3% noise: a split always lowers the squares a
  // little, never to half; the fit keeps one line.
  llvm::Expected<CollectiveFit> fit =
      fitCollective(synthetic(Collective::ReduceScatter, 4, 25.0, 300.0, 0.03));
  ASSERT_TRUE(bool(fit)) << llvm::toString(fit.takeError());
  EXPECT_FALSE(fit->largeMessages.has_value());
  // Too few sizes for two lines of three: one line.
  std::vector<CollectiveSample> five = synthetic(Collective::AllGather, 2, 6.0, 125.0);
  five.resize(5);
  llvm::Expected<CollectiveFit> short5 = fitCollective(five);
  ASSERT_TRUE(bool(short5)) << llvm::toString(short5.takeError());
  EXPECT_FALSE(short5->largeMessages.has_value());
}

TEST(Collectives, ANegativeInterceptIsClampedToZeroLatency) {
  // Times that grow faster than linearly at small sizes (a protocol switch)
  // pull the best line below zero: the fit keeps latency 0.
  std::vector<CollectiveSample> samples = {{Collective::AllGather, 2, 1e3, 0.001},
                                           {Collective::AllGather, 2, 1e6, 5.0},
                                           {Collective::AllGather, 2, 1e9, 5000.0}};
  llvm::Expected<CollectiveFit> fit = fitCollective(samples);
  ASSERT_TRUE(bool(fit)) << llvm::toString(fit.takeError());
  EXPECT_DOUBLE_EQ(fit->latencyUs, 0.0);
  EXPECT_GT(fit->busBandwidthGBs, 0.0);
}

TEST(Collectives, BadSamplesAreErrorsNamingTheCollective) {
  std::vector<CollectiveSample> oneSize = {{Collective::AllReduce, 4, 1024, 10},
                                           {Collective::AllReduce, 4, 1024, 11}};
  llvm::Expected<CollectiveFit> fit = fitCollective(oneSize);
  ASSERT_FALSE(bool(fit));
  EXPECT_EQ(llvm::toString(fit.takeError()), "all_reduce on 4 GPUs: fewer than two message sizes");
  std::vector<CollectiveSample> shrinking = {{Collective::AllReduce, 4, 1e3, 100},
                                             {Collective::AllReduce, 4, 1e9, 10}};
  fit = fitCollective(shrinking);
  ASSERT_FALSE(bool(fit));
  EXPECT_NE(llvm::toString(fit.takeError()).find("do not grow"), std::string::npos);
  std::vector<CollectiveSample> mixed = {{Collective::AllReduce, 4, 1e3, 10},
                                         {Collective::AllReduce, 8, 1e9, 1000}};
  fit = fitCollective(mixed);
  ASSERT_FALSE(bool(fit));
  llvm::consumeError(fit.takeError());
}

TEST(Collectives, FitsOnePerCollectiveAndGpuCount) {
  std::vector<CollectiveSample> samples = synthetic(Collective::AllGather, 4, 9, 300);
  std::vector<CollectiveSample> more = synthetic(Collective::AllReduce, 8, 25, 350);
  samples.insert(samples.end(), more.begin(), more.end());
  more = synthetic(Collective::AllReduce, 2, 12, 330);
  samples.insert(samples.end(), more.begin(), more.end());
  samples.push_back({Collective::AllReduce, 1, 1024, 3}); // one GPU: skipped
  llvm::Expected<std::vector<CollectiveFit>> fits = fitCollectives(samples);
  ASSERT_TRUE(bool(fits)) << llvm::toString(fits.takeError());
  ASSERT_EQ(fits->size(), 3u);
  EXPECT_EQ((*fits)[0].collective, Collective::AllReduce);
  EXPECT_EQ((*fits)[0].gpus, 2);
  EXPECT_NEAR((*fits)[0].busBandwidthGBs, 330, 1e-6);
  EXPECT_EQ((*fits)[1].gpus, 8);
  EXPECT_EQ((*fits)[2].collective, Collective::AllGather);
}

TEST(Collectives, TheRecordedExampleFileFits) {
  // test/Inputs/collectives-example.json: the format netc-runtime
  // collectives writes (its numbers synthetic: 2, 4 and 8 GPUs, all three
  // collectives, 1 KiB .. 1 GiB, generated from known latencies and
  // bandwidths with +-3% noise; the file says so).
  std::string path = std::string(NETC_TEST_INPUTS) + "/collectives-example.json";
  llvm::Expected<CollectiveMeasurements> read = readCollectiveMeasurements(path);
  ASSERT_TRUE(bool(read)) << llvm::toString(read.takeError());
  EXPECT_EQ(read->gpusOnMachine, 8);
  EXPECT_NE(read->nvls.find("NCCL_NVLS_ENABLE=0"), std::string::npos);
  EXPECT_EQ(read->samples.size(), 3u * 3u * 21u);
  llvm::Expected<std::vector<CollectiveFit>> fits = fitCollectives(read->samples);
  ASSERT_TRUE(bool(fits)) << llvm::toString(fits.takeError());
  ASSERT_EQ(fits->size(), 9u);
  // The file's generator used all-reduce on 8 GPUs: 28 us, 360 GB/s.
  InterconnectCalibration calibration;
  calibration.fits = *fits;
  const CollectiveFit *allReduce8 = calibration.find(Collective::AllReduce, 8);
  ASSERT_TRUE(allReduce8);
  EXPECT_NEAR(allReduce8->latencyUs, 28.0, 28.0 * 0.05);
  EXPECT_NEAR(allReduce8->busBandwidthGBs, 360.0, 360.0 * 0.05);
}

TEST(Collectives, AMeasurementFileWithoutSamplesSaysWhy) {
  llvm::SmallString<128> path;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("collectives", "json", path));
  {
    std::error_code code;
    llvm::raw_fd_ostream os(path, code);
    os << R"({"netc_collectives_version": 1, "error": "libnccl.so.2 not found",
             "measurements": []})";
  }
  llvm::Expected<CollectiveMeasurements> read = readCollectiveMeasurements(path);
  llvm::sys::fs::remove(path);
  ASSERT_FALSE(bool(read));
  EXPECT_NE(llvm::toString(read.takeError()).find("no measurements"), std::string::npos);
}
