//===- StructureFitTest.cpp - The structural model's fit, scores and inputs ---===//
//
// Launches "measured" by KernelStructure.cpp itself at known constants on a
// made-up device (KernelStructureTest.cpp's round numbers): the fit must
// find those constants again from its own start, the same bits every time;
// leaving one network out must predict a network that shares the others'
// constants and miss one that does not; the score must be the model's own
// estimate. Then the readers: run JSONs and plans (MeasuredLaunches.h) and
// a cubin's registers, each malformed input an error naming the file and
// the field.
//
//===----------------------------------------------------------------------===//

#include "CostModel/Calibration.h"
#include "CostModel/CubinRegisters.h"
#include "CostModel/KernelStructure.h"
#include "CostModel/MeasuredLaunches.h"
#include "CostModel/NelderMead.h"
#include "CostModel/StructureFit.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

#include "TestSupport.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <fstream>

using namespace netc;

namespace {

DeviceProfile roundDevice() { return netc::testing::makeRoundSm90Device(); }

const char *const kSimt64 = "implicit_gemm_simt 64x64x16 t256";

/// A launch of the SIMT 64x64x16 tile (4 blocks per SM on the round
/// device: 64 registers) over `blocks` blocks and `trips` k-steps, timed
/// by the model at `costs`.
MeasuredLaunch simtLaunch(int64_t blocks, int64_t trips, const StructureCosts &costs,
                          const std::string &network, Precision precision = Precision::FP32) {
  MeasuredLaunch m;
  m.launch.kernel = "netc_" + network + "_" + std::to_string(blocks) + "_" + std::to_string(trips);
  m.launch.config.variant = "implicit_gemm_simt";
  m.launch.config.tileM = 64;
  m.launch.config.tileN = 64;
  m.launch.config.tileK = 16;
  m.launch.config.threads = 256;
  m.launch.config.gridX = blocks;
  m.launch.reduction = trips * 16;
  m.launch.bytes = 1'000'000;
  m.precision = precision;
  m.network = network;
  m.source = m.launch.kernel;
  DeviceProfile device = roundDevice();
  KernelStructure s = describeKernel(m.launch.config, precision, m.launch.reduction, device);
  m.measuredMs = estimateStructural(s, costs, m.launch.bytes, device).totalMs;
  m.givenMs = 2 * m.measuredMs;
  return m;
}

/// bench/kstruct's design: residency 1, 2, 4 at 16 and 64 trips; 2 and 4
/// full waves at 4, 16 and 64 trips; a tail.
std::vector<MeasuredLaunch> benchLaunches(const StructureCosts &costs, const std::string &network) {
  std::vector<MeasuredLaunch> launches;
  for (auto [blocks, trips] : std::vector<std::pair<int64_t, int64_t>>{
           {100, 16}, {100, 64}, {200, 16}, {200, 64}, {400, 16}, {400, 64}, {800, 4},
           {800, 16}, {800, 64}, {1600, 4}, {1600, 16}, {1600, 64}, {500, 16}})
    launches.push_back(simtLaunch(blocks, trips, costs, network));
  return launches;
}

const StructureCosts kTruth{420, 900, 1300, false};

/// The bench's 1x1 twins: residency 1, 2 and 4 at 16 and 64 trips, pointwise.
std::vector<MeasuredLaunch> pointwiseLaunches(const StructureCosts &costs,
                                              const std::string &network) {
  std::vector<MeasuredLaunch> launches;
  for (auto [blocks, trips] : std::vector<std::pair<int64_t, int64_t>>{
           {100, 16}, {100, 64}, {200, 16}, {200, 64}, {400, 16}, {400, 64}}) {
    MeasuredLaunch m = simtLaunch(blocks, trips, costs, network);
    m.launch.kernel += "_1x1";
    m.launch.config.pointwise = true;
    DeviceProfile device = roundDevice();
    KernelStructure s = describeKernel(m.launch.config, m.precision, m.launch.reduction, device);
    m.measuredMs = estimateStructural(s, costs, m.launch.bytes, device).totalMs;
    launches.push_back(std::move(m));
  }
  return launches;
}

} // namespace

TEST(StructureFit, RecoversTheConstantsTheLaunchesWereTimedWith) {
  DeviceProfile device = roundDevice();
  std::vector<MeasuredLaunch> launches = benchLaunches(kTruth, "bench");
  std::vector<FittedStructureEntry> entries = fitStructure(launches, device);
  ASSERT_EQ(entries.size(), 1u);
  EXPECT_EQ(entries[0].kernel, kSimt64);
  EXPECT_EQ(entries[0].precision, "fp32");
  EXPECT_EQ(entries[0].launches, launches.size());
  // The start is the data's (the longest launch's time per block-step:
  // nothing like 420/900/1300), so this is the search's doing.
  EXPECT_NEAR(entries[0].costs.iterationNs / kTruth.iterationNs, 1, 0.01);
  EXPECT_NEAR(entries[0].costs.latencyNs / kTruth.latencyNs, 1, 0.01);
  EXPECT_NEAR(entries[0].costs.blockNs / kTruth.blockNs, 1, 0.01);
  EXPECT_FALSE(entries[0].costs.estimated);
  EXPECT_LT(entries[0].loss, 1e-6);
  EXPECT_LT(entries[0].maxError, 0.005);
}

TEST(StructureFit, PointwiseLaunchesFitALatencyOfTheirOwn) {
  DeviceProfile device = roundDevice();
  StructureCosts truth = kTruth;
  truth.latencyPointwiseNs = 1300;
  std::vector<MeasuredLaunch> launches = benchLaunches(truth, "bench");
  for (MeasuredLaunch &m : pointwiseLaunches(truth, "bench"))
    launches.push_back(std::move(m));
  std::vector<FittedStructureEntry> entries = fitStructure(launches, device);
  ASSERT_EQ(entries.size(), 1u);
  // The three from the 3x3 launches alone, as before; the fourth from the
  // 1x1 ones.
  EXPECT_NEAR(entries[0].costs.iterationNs / truth.iterationNs, 1, 0.01);
  EXPECT_NEAR(entries[0].costs.latencyNs / truth.latencyNs, 1, 0.01);
  EXPECT_NEAR(entries[0].costs.blockNs / truth.blockNs, 1, 0.01);
  EXPECT_NEAR(entries[0].costs.latencyPointwiseNs / 1300, 1, 0.01);
  EXPECT_LT(entries[0].maxError, 0.005);
  // Without a latency of their own the pointwise launches would be priced
  // 3x3's way and miss.
  std::vector<FittedStructureEntry> fitted = fitStructure(launches, device);
  StructureCosts without = fitted[0].costs;
  without.latencyPointwiseNs = 0;
  auto groups = groupStructureSamples(launches, device);
  double worst = 0;
  for (const StructureSample &sample : groups.begin()->second)
    if (sample.structure.pointwise)
      worst = std::max(worst, std::fabs(predictStructureMs(sample, without, device) /
                                            sample.measured->measuredMs -
                                        1));
  EXPECT_GT(worst, 0.1);
}

TEST(StructureFit, LoneBlockCostsAreFittedWithTheProfilesConstantsHeld) {
  DeviceProfile device = roundDevice();
  // The launches were timed with a pointwise latency and a lone block's
  // prologue and epilogue; the profile's entry has the other three.
  device.calibrated.generatedKernels.structure.push_back({kSimt64, "fp32", 420, 900, 1300});
  StructureCosts truth = kTruth;
  truth.latencyPointwiseNs = 1500;
  truth.blockAloneNs = 2600;
  std::vector<MeasuredLaunch> launches = benchLaunches(truth, "bench");
  for (MeasuredLaunch &m : pointwiseLaunches(truth, "bench"))
    launches.push_back(std::move(m));
  // A group the profile has no entry of its own for is left out (nothing
  // to hold: bf16 CUDA-core launches borrow fp32's).
  launches.push_back(simtLaunch(100, 16, truth, "bench", Precision::BF16));
  launches.back().launch.config.pointwise = true;
  std::vector<FittedStructureEntry> entries = fitLoneBlockCosts(launches, device);
  ASSERT_EQ(entries.size(), 1u);
  EXPECT_EQ(entries[0].precision, "fp32");
  EXPECT_EQ(entries[0].launches, 19u); // the group's 13 bench and 6 pointwise launches
  EXPECT_DOUBLE_EQ(entries[0].costs.iterationNs, 420);
  EXPECT_DOUBLE_EQ(entries[0].costs.latencyNs, 900);
  EXPECT_DOUBLE_EQ(entries[0].costs.blockNs, 1300);
  EXPECT_NEAR(entries[0].costs.latencyPointwiseNs / 1500, 1, 0.01);
  // 100 blocks on 100 SMs: one alone on each, which tells its prologue and
  // epilogue apart.
  EXPECT_NEAR(entries[0].costs.blockAloneNs / 2600, 1, 0.01);
  EXPECT_LT(entries[0].maxError, 0.005);
  // Launches timed without a lone block's cost of its own: none is kept
  // (the fit cannot put it above a shared block's).
  StructureCosts plain = kTruth;
  plain.latencyPointwiseNs = 1500;
  std::vector<MeasuredLaunch> without = benchLaunches(plain, "bench");
  for (MeasuredLaunch &m : pointwiseLaunches(plain, "bench"))
    without.push_back(std::move(m));
  std::vector<FittedStructureEntry> none = fitLoneBlockCosts(without, device);
  ASSERT_EQ(none.size(), 1u);
  EXPECT_EQ(none[0].costs.blockAloneNs, 0);
  // The fragment writes both, and reads them back.
  std::string text = formatStructureFragment("s", entries);
  EXPECT_NE(text.find("\"latency_pointwise_ns\": "), std::string::npos) << text;
  EXPECT_NE(text.find("\"block_alone_ns\": "), std::string::npos) << text;
  EXPECT_EQ(formatStructureFragment("s", none).find("block_alone_ns"), std::string::npos);
  llvm::SmallString<128> path;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("fragment", "json", path));
  std::ofstream(path.c_str()) << text;
  auto read = readStructureFragment(path);
  ASSERT_TRUE(bool(read)) << llvm::toString(read.takeError());
  EXPECT_NEAR((*read)[0].latencyPointwiseNs, entries[0].costs.latencyPointwiseNs, 0.006);
  EXPECT_NEAR((*read)[0].blockAloneNs, entries[0].costs.blockAloneNs, 0.006);
  for (const char *field : {"latency_pointwise_ns", "block_alone_ns"}) {
    std::ofstream(path.c_str()) << "{\"structure\": [{\"kernel\": \"k\", \"precision\": "
                                   "\"fp32\", \"iteration_ns\": 1, \"latency_ns\": 1, \""
                                << field << "\": \"fast\", \"block_ns\": 1}]}";
    auto bad = readStructureFragment(path);
    ASSERT_FALSE(bool(bad)) << field;
    EXPECT_NE(llvm::toString(bad.takeError()).find(std::string("structure[0].") + field),
              std::string::npos);
  }
  llvm::sys::fs::remove(path);
}

namespace {

const char *const kPersistent = "implicit_gemm_wgmma_tma_persistent 128x128x32 t384";

/// A 1x1 launch (a 3x3 one where not `pointwise`) of the persistent TMA
/// tile over `channels` input channels (ceil(C / 32) k-steps a unit: the
/// last past C where C is not a multiple of 32) and `units` output tiles on
/// 100 blocks, timed by the model at `costs` in `precision`.
MeasuredLaunch persistentLaunch(int64_t channels, int64_t units, const StructureCosts &costs,
                                Precision precision, int64_t outputChannels = 0,
                                bool pointwise = true) {
  MeasuredLaunch m;
  m.launch.kernel = "netc_c" + std::to_string(channels) + "_u" + std::to_string(units);
  cuda::KernelConfig &c = m.launch.config;
  c.variant = "implicit_gemm_wgmma_tma_persistent";
  c.tileM = c.tileN = 128;
  c.tileK = 32;
  c.threads = 384;
  c.minBlocksPerSm = 1;
  c.sharedBytes = 180'000;
  c.gridX = 100;
  c.persistentTiles = units;
  c.pointwise = pointwise;
  c.inputChannels = channels;
  c.outputChannels = outputChannels;
  if (outputChannels > 0)
    m.launch.kernel += "_k" + std::to_string(outputChannels);
  if (!pointwise)
    m.launch.kernel += "_3x3";
  c.paddedMacs = units * 128 * 128 * 32 * ((channels + 31) / 32);
  m.launch.reduction = channels;
  m.launch.bytes = 1'000'000;
  m.precision = precision;
  m.network = "channels";
  m.source = m.launch.kernel;
  DeviceProfile device = roundDevice();
  KernelStructure s = describeKernel(c, precision, m.launch.reduction, device);
  m.measuredMs = estimateStructural(s, costs, m.launch.bytes, device).totalMs;
  return m;
}

} // namespace

TEST(StructureFit, APersistentKernelFitsItsFillOnPointwiseLaunchesToo) {
  // A persistent kernel's k-steps run at the throughput and its `latency`
  // is the fill, paid once, 1x1 or not: the bench's 1x1 twins fit the
  // three costs with the rest, and no pointwise latency (which nothing of
  // a persistent launch's price reads) comes out of them.
  DeviceProfile device = roundDevice();
  const StructureCosts truth{400, 3000, 2000, /*estimated=*/false};
  std::vector<MeasuredLaunch> launches;
  for (int64_t channels : {64, 256, 1024})
    for (int64_t units : {100, 400, 1200}) {
      launches.push_back(persistentLaunch(channels, units, truth, Precision::TF32));
      launches.push_back(persistentLaunch(channels, units, truth, Precision::TF32,
                                          /*outputChannels=*/0, /*pointwise=*/false));
    }
  std::vector<FittedStructureEntry> entries = fitStructure(launches, device);
  ASSERT_EQ(entries.size(), 1u);
  EXPECT_EQ(entries[0].kernel, kPersistent);
  EXPECT_EQ(entries[0].launches, 18u);
  EXPECT_EQ(entries[0].costs.latencyPointwiseNs, 0);
  EXPECT_LT(entries[0].maxError, 0.01);
}

TEST(StructureFit, TheColumnCostIsFittedWithTheChannelCosts) {
  DeviceProfile device = roundDevice();
  device.calibrated.generatedKernels.structure.push_back({kPersistent, "tf32", 400, 3000, 2000});
  StructureCosts truth{400, 3000, 2000, /*estimated=*/false};
  truth.partialColumnStepNs = 800;
  // Whole steps and sectors (C = 64); K = 144 ... 256 over 4 and 12 units
  // a block: 0 to 112 of 256 filter rows past K.
  std::vector<MeasuredLaunch> launches;
  for (int64_t k : {144, 160, 192, 224, 256})
    for (int64_t units : {400, 1200})
      launches.push_back(persistentLaunch(64, units, truth, Precision::TF32, k));
  std::vector<FittedStructureEntry> entries = fitChannelCosts(launches, device);
  ASSERT_EQ(entries.size(), 1u);
  EXPECT_EQ(entries[0].launches, 10u);
  EXPECT_DOUBLE_EQ(entries[0].costs.iterationNs, 400);
  EXPECT_NEAR(entries[0].costs.partialColumnStepNs / 800, 1, 0.01);
  EXPECT_EQ(entries[0].costs.partialStepNs, 0); // nothing tells it: held at the profile's
  EXPECT_LT(entries[0].maxError, 0.005);
  std::string text = formatStructureFragment("s", entries);
  EXPECT_NE(text.find("\"partial_column_step_ns\": "), std::string::npos) << text;
  llvm::SmallString<128> path;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("fragment", "json", path));
  std::ofstream(path.c_str()) << text;
  auto read = readStructureFragment(path);
  ASSERT_TRUE(bool(read)) << llvm::toString(read.takeError());
  EXPECT_NEAR((*read)[0].partialColumnStepNs, entries[0].costs.partialColumnStepNs, 0.006);
  llvm::sys::fs::remove(path);
  // K a multiple of BN throughout: nothing to fit.
  std::vector<MeasuredLaunch> whole;
  for (int64_t units : {400, 1200})
    whole.push_back(persistentLaunch(64, units, truth, Precision::TF32, 256));
  EXPECT_TRUE(fitChannelCosts(whole, device).empty());
}

TEST(StructureFit, TheSubWaveFloorIsFittedOnLaunchesOfUnderAWave) {
  DeviceProfile device = roundDevice();
  device.calibrated.generatedKernels.structure.push_back({kPersistent, "tf32", 400, 3000, 2000});
  StructureCosts truth{400, 3000, 2000, /*estimated=*/false};
  truth.subWaveFloor = 0.7;
  // The tails bench: 25, 50 and 75 units on the round device's 100 SMs
  // beside a full wave of 100, whole steps (C = 64 and 512).
  std::vector<MeasuredLaunch> launches;
  for (int64_t units : {25, 50, 75, 100})
    for (int64_t channels : {64, 512})
      launches.push_back(persistentLaunch(channels, units, truth, Precision::TF32));
  std::vector<FittedStructureEntry> entries = fitSubWaveCosts(launches, device);
  ASSERT_EQ(entries.size(), 1u);
  EXPECT_EQ(entries[0].launches, 8u);
  EXPECT_DOUBLE_EQ(entries[0].costs.iterationNs, 400); // held
  EXPECT_NEAR(entries[0].costs.subWaveFloor, 0.7, 0.005);
  EXPECT_LT(entries[0].maxError, 0.005);
  // The floor prices the sub-wave launches under the full one's costs.
  const StructureCosts none{400, 3000, 2000, /*estimated=*/false};
  for (const MeasuredLaunch &m : launches) {
    StructureSample sample = describeMeasuredLaunch(m, device);
    const double without = predictStructureMs(sample, none, device);
    if (m.launch.config.persistentTiles < 100)
      EXPECT_LT(m.measuredMs, 0.97 * without) << m.launch.kernel;
    else
      EXPECT_DOUBLE_EQ(m.measuredMs, without) << m.launch.kernel;
  }
  // Written and read back; a floor outside (0, 1] names its field.
  std::string text = formatStructureFragment("s", entries);
  EXPECT_NE(text.find("\"sub_wave_floor\": 0.7"), std::string::npos) << text;
  llvm::SmallString<128> path;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("fragment", "json", path));
  std::ofstream(path.c_str()) << text;
  auto read = readStructureFragment(path);
  ASSERT_TRUE(bool(read)) << llvm::toString(read.takeError());
  EXPECT_NEAR((*read)[0].subWaveFloor, entries[0].costs.subWaveFloor, 1e-4);
  for (const char *value : {"0", "1.5", "-0.2"}) {
    std::ofstream(path.c_str()) << "{\"structure\": [{\"kernel\": \"k\", \"precision\": "
                                   "\"tf32\", \"iteration_ns\": 1, \"latency_ns\": 1, "
                                   "\"block_ns\": 1, \"sub_wave_floor\": "
                                << value << "}]}";
    auto bad = readStructureFragment(path);
    ASSERT_FALSE(bool(bad)) << value;
    EXPECT_NE(llvm::toString(bad.takeError()).find("structure[0].sub_wave_floor"),
              std::string::npos);
  }
  llvm::sys::fs::remove(path);
  // Whole waves alone tell nothing: the group is left out.
  std::vector<MeasuredLaunch> whole;
  for (int64_t units : {100, 300})
    whole.push_back(persistentLaunch(64, units, truth, Precision::TF32));
  EXPECT_TRUE(fitSubWaveCosts(whole, device).empty());
}

TEST(StructureFit, ChannelCostsAreFittedWithTheProfilesConstantsHeld) {
  DeviceProfile device = roundDevice();
  const StructureCosts held{400, 3000, 2000, /*estimated=*/false};
  device.calibrated.generatedKernels.structure.push_back({kPersistent, "tf32", 400, 3000, 2000});
  StructureCosts truth = held;
  truth.partialStepNs = 500;
  truth.misalignedStepNs = 200;
  // Whole steps (64, 256), past C on sector-aligned pixels (16, 40, 72:
  // 64-288 bytes) and misaligned ones (36, 68: 144 and 272 bytes), over 4
  // and 12 units a block.
  std::vector<MeasuredLaunch> launches;
  for (int64_t channels : {16, 36, 40, 64, 68, 72, 256})
    for (int64_t units : {400, 1200})
      launches.push_back(persistentLaunch(channels, units, truth, Precision::TF32));
  std::vector<FittedStructureEntry> entries = fitChannelCosts(launches, device);
  ASSERT_EQ(entries.size(), 1u);
  EXPECT_EQ(entries[0].kernel, kPersistent);
  EXPECT_EQ(entries[0].launches, 14u);
  EXPECT_DOUBLE_EQ(entries[0].costs.iterationNs, 400);
  EXPECT_DOUBLE_EQ(entries[0].costs.blockNs, 2000);
  EXPECT_NEAR(entries[0].costs.partialStepNs / 500, 1, 0.01);
  EXPECT_NEAR(entries[0].costs.misalignedStepNs / 200, 1, 0.01);
  EXPECT_LT(entries[0].maxError, 0.005);
  // Whole, aligned steps tell neither: the group is left out.
  std::vector<MeasuredLaunch> whole;
  for (int64_t units : {400, 1200})
    whole.push_back(persistentLaunch(64, units, truth, Precision::TF32));
  EXPECT_TRUE(fitChannelCosts(whole, device).empty());
  // Launches timed without either cost keep none (under a nanosecond).
  std::vector<MeasuredLaunch> plain;
  for (int64_t channels : {16, 36, 64})
    plain.push_back(persistentLaunch(channels, 1200, held, Precision::TF32));
  std::vector<FittedStructureEntry> none = fitChannelCosts(plain, device);
  ASSERT_EQ(none.size(), 1u);
  EXPECT_EQ(none[0].costs.partialStepNs, 0);
  EXPECT_EQ(none[0].costs.misalignedStepNs, 0);
  // The fragment writes both and reads them back; a bad value names its field.
  std::string text = formatStructureFragment("s", entries);
  EXPECT_NE(text.find("\"partial_step_ns\": "), std::string::npos) << text;
  EXPECT_NE(text.find("\"misaligned_step_ns\": "), std::string::npos) << text;
  EXPECT_EQ(formatStructureFragment("s", none).find("_step_ns"), std::string::npos);
  llvm::SmallString<128> path;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("fragment", "json", path));
  std::ofstream(path.c_str()) << text;
  auto read = readStructureFragment(path);
  ASSERT_TRUE(bool(read)) << llvm::toString(read.takeError());
  EXPECT_NEAR((*read)[0].partialStepNs, entries[0].costs.partialStepNs, 0.006);
  EXPECT_NEAR((*read)[0].misalignedStepNs, entries[0].costs.misalignedStepNs, 0.006);
  for (const char *field : {"partial_step_ns", "misaligned_step_ns", "partial_column_step_ns"}) {
    std::ofstream(path.c_str()) << "{\"structure\": [{\"kernel\": \"k\", \"precision\": "
                                   "\"tf32\", \"iteration_ns\": 1, \"latency_ns\": 1, "
                                   "\"block_ns\": 1, \""
                                << field << "\": -3}]}";
    auto bad = readStructureFragment(path);
    ASSERT_FALSE(bool(bad)) << field;
    EXPECT_NE(llvm::toString(bad.takeError()).find(std::string("structure[0].") + field),
              std::string::npos);
  }
  llvm::sys::fs::remove(path);
}

TEST(StructureFit, IsDeterministic) {
  DeviceProfile device = roundDevice();
  // Noisy times (a fixed pattern) so that the minimum is not exact.
  std::vector<MeasuredLaunch> launches = benchLaunches(kTruth, "bench");
  for (size_t i = 0; i < launches.size(); ++i)
    launches[i].measuredMs *= 1 + 0.03 * std::sin(double(i) * 1.7);
  std::vector<FittedStructureEntry> first = fitStructure(launches, device);
  std::vector<FittedStructureEntry> second = fitStructure(launches, device);
  ASSERT_EQ(first.size(), 1u);
  ASSERT_EQ(second.size(), 1u);
  // Bit for bit.
  EXPECT_EQ(std::memcmp(&first[0].costs.iterationNs, &second[0].costs.iterationNs, sizeof(double)),
            0);
  EXPECT_EQ(first[0].costs.latencyNs, second[0].costs.latencyNs);
  EXPECT_EQ(first[0].costs.blockNs, second[0].costs.blockNs);
  EXPECT_EQ(first[0].loss, second[0].loss);
  EXPECT_EQ(formatStructureFragment("s", first), formatStructureFragment("s", second));
}

TEST(StructureFit, GroupsByKeyAndTheEntryPrecisionTheModelReads) {
  DeviceProfile device = roundDevice();
  std::vector<MeasuredLaunch> launches = benchLaunches(kTruth, "a");
  // tf32 off the tensor cores runs fp32's kernel: its launches fit fp32's
  // entry, which is the one that prices them.
  launches.push_back(simtLaunch(800, 16, kTruth, "b", Precision::TF32));
  launches.push_back(simtLaunch(800, 16, kTruth, "b", Precision::BF16));
  // A streaming launch is not the structure's.
  MeasuredLaunch pool = launches.front();
  pool.launch.config.variant = "max_pool";
  launches.push_back(pool);
  auto groups = groupStructureSamples(launches, device);
  ASSERT_EQ(groups.size(), 2u);
  EXPECT_EQ(groups.begin()->first, std::make_pair(std::string(kSimt64), std::string("bf16")));
  EXPECT_EQ(groups.rbegin()->first, std::make_pair(std::string(kSimt64), std::string("fp32")));
  EXPECT_EQ(groups.rbegin()->second.size(), 14u);
}

TEST(StructureFit, LeaveOneNetworkOutPredictsWhatTheOthersShare) {
  DeviceProfile device = roundDevice();
  std::vector<MeasuredLaunch> launches = benchLaunches(kTruth, "alpha");
  for (MeasuredLaunch &m : benchLaunches(kTruth, "beta"))
    launches.push_back(std::move(m));
  HeldOutErrors shared = leaveOneNetworkOut(launches, device);
  EXPECT_EQ(shared.networks, (std::vector<std::string>{"alpha", "beta"}));
  ASSERT_EQ(shared.byPrecision.size(), 1u);
  const std::vector<double> &errors = shared.byPrecision.at("fp32");
  ASSERT_EQ(errors.size(), 26u);
  EXPECT_LT(*std::max_element(errors.begin(), errors.end()), 0.01);

  // A third network whose kernel runs twice as slow per step: held out, the
  // others' constants miss it by about half its time.
  StructureCosts slow{840, 1800, 1300, false};
  for (MeasuredLaunch &m : benchLaunches(slow, "gamma"))
    launches.push_back(std::move(m));
  HeldOutErrors mixed = leaveOneNetworkOut(launches, device);
  std::vector<double> gamma(mixed.byPrecision.at("fp32").end() - 13,
                            mixed.byPrecision.at("fp32").end());
  EXPECT_GT(medianOf(gamma), 0.3);

  // A kernel only one network ran: held out, the rates' estimate prices it.
  std::vector<MeasuredLaunch> alone = {simtLaunch(800, 16, kTruth, "solo")};
  HeldOutErrors solo = leaveOneNetworkOut(alone, device);
  KernelStructure s = describeKernel(alone[0].launch.config, Precision::FP32, 256, device);
  double derived = estimateStructural(
                       s, getStructureCosts(alone[0].launch.config, Precision::FP32, device),
                       alone[0].launch.bytes, device)
                       .totalMs;
  ASSERT_EQ(solo.byPrecision.at("fp32").size(), 1u);
  EXPECT_DOUBLE_EQ(solo.byPrecision.at("fp32")[0],
                   std::fabs(derived - alone[0].measuredMs) / alone[0].measuredMs);
}

TEST(StructureFit, TheScoreIsTheModelsOwnEstimate) {
  DeviceProfile device = roundDevice();
  device.calibrated.generatedKernels.structure.push_back(
      {kSimt64, "fp32", kTruth.iterationNs, kTruth.latencyNs, kTruth.blockNs});
  std::vector<MeasuredLaunch> launches = {simtLaunch(1000, 36, kTruth, "n")};
  MeasuredLaunch pool = launches.front();
  pool.launch.config.variant = "max_pool";
  launches.push_back(pool);
  std::vector<ScoredLaunch> scored = scoreStructure(launches, device);
  ASSERT_EQ(scored.size(), 2u);
  // At the constants the launch was timed with, the score gives its time
  // back: the same estimateStructural the lowering calls.
  EXPECT_EQ(scored[0].structureMs,
            estimateStructural(launches[0].launch.config, launches[0].launch.bytes, device,
                               Precision::FP32, launches[0].launch.reduction)
                .totalMs);
  EXPECT_DOUBLE_EQ(scored[0].structureMs, launches[0].measuredMs);
  ASSERT_TRUE(scored[0].estimate.has_value());
  EXPECT_FALSE(scored[0].estimate->costs.estimated);
  // Launches the structure does not price keep their given prediction.
  EXPECT_EQ(scored[1].structureMs, launches[1].givenMs);
  EXPECT_FALSE(scored[1].estimate.has_value());
}

TEST(StructureFit, CubinRegistersReplaceTheTables) {
  DeviceProfile device = roundDevice();
  MeasuredLaunch m = simtLaunch(800, 16, kTruth, "n");
  // The table's 64 registers: 4 blocks per SM; 65 give 3.
  EXPECT_EQ(describeMeasuredLaunch(m, device).structure.occupancy.blocksPerSm, 4);
  m.registers = 65;
  EXPECT_EQ(describeMeasuredLaunch(m, device).structure.occupancy.blocksPerSm, 3);
}

TEST(StructureFit, PercentilesInterpolate) {
  EXPECT_DOUBLE_EQ(percentileOf({1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, 0.9), 9.1);
  EXPECT_DOUBLE_EQ(percentileOf({4, 1}, 0.5), 2.5);
  EXPECT_TRUE(std::isnan(percentileOf({}, 0.9)));
}

TEST(NelderMead, FindsAQuadraticsMinimumTheSameWayTwice) {
  auto bowl = [](const std::vector<double> &x) {
    return (x[0] - 3) * (x[0] - 3) + 10 * (x[1] + 1) * (x[1] + 1) + (x[2] - 0.5) * (x[2] - 0.5);
  };
  SimplexMinimum a = minimiseNelderMead(bowl, {0, 0, 0}, {1, 1, 1}, 2000, 1e-20);
  SimplexMinimum b = minimiseNelderMead(bowl, {0, 0, 0}, {1, 1, 1}, 2000, 1e-20);
  EXPECT_NEAR(a.point[0], 3, 1e-5);
  EXPECT_NEAR(a.point[1], -1, 1e-5);
  EXPECT_NEAR(a.point[2], 0.5, 1e-5);
  EXPECT_EQ(a.point, b.point);
  EXPECT_EQ(a.value, b.value);
}

TEST(StructureFit, TheFragmentReadsBackAndPrintsAsBenchKstructDid) {
  FittedStructureEntry entry;
  entry.kernel = kSimt64;
  entry.precision = "fp32";
  entry.costs = {420.004999, 900.125, 0, false};
  std::string text = formatStructureFragment("bench \"r3\" on H100", {entry});
  // json.dumps(indent=1) of round(x, 2): 420.0, 900.12 (half to even on the
  // binary value), 0.0.
  EXPECT_EQ(text, "{\n \"structure_source\": \"bench \\\"r3\\\" on H100\",\n \"structure\": [\n"
                  "  {\n   \"kernel\": \"implicit_gemm_simt 64x64x16 t256\",\n"
                  "   \"precision\": \"fp32\",\n   \"iteration_ns\": 420.0,\n"
                  "   \"latency_ns\": 900.12,\n   \"block_ns\": 0.0\n  }\n ]\n}\n");
  llvm::SmallString<128> path;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("fragment", "json", path));
  std::ofstream(path.c_str()) << text;
  std::string source;
  auto entries = readStructureFragment(path, &source);
  ASSERT_TRUE(bool(entries)) << llvm::toString(entries.takeError());
  EXPECT_EQ(source, "bench \"r3\" on H100");
  ASSERT_EQ(entries->size(), 1u);
  EXPECT_EQ((*entries)[0].kernel, kSimt64);
  EXPECT_DOUBLE_EQ((*entries)[0].latencyNs, 900.12);
  // iteration_ns must be > 0.
  std::ofstream(path.c_str()) << "{\"structure\": [{\"kernel\": \"k\", \"precision\": \"fp32\", "
                                 "\"iteration_ns\": 0, \"latency_ns\": 1, \"block_ns\": 1}]}";
  auto bad = readStructureFragment(path);
  ASSERT_FALSE(bool(bad));
  EXPECT_NE(llvm::toString(bad.takeError()).find("structure[0].iteration_ns"), std::string::npos);
  llvm::sys::fs::remove(path);
}

TEST(StructureFit, TableKernelsCarryTheCatalogsSharedMemory) {
  DeviceProfile device = roundDevice();
  bool sawMma = false;
  for (const TableKernelOccupancy &entry : describeTableKernels(device)) {
    if (getStructureKey(entry.kernel.config) == "implicit_gemm_mma 128x128x32 t256" &&
        entry.kernel.precision == Precision::TF32) {
      // 3 stages x (128 + 128) rows x 128 bytes.
      EXPECT_EQ(entry.dynamicSharedBytes, 98304);
      // 2 x (96 KiB + 1 KiB) of the round device's 200 KiB.
      EXPECT_EQ(entry.occupancy.blocksPerSm, 2);
      sawMma = true;
    }
    if (entry.kernel.config.variant == "implicit_gemm_simt") {
      EXPECT_EQ(entry.dynamicSharedBytes, 0);
    }
  }
  EXPECT_TRUE(sawMma);
}

//===----------------------------------------------------------------------===//
// Reading runs and plans
//===----------------------------------------------------------------------===//

namespace {

/// A scratch directory holding PLANS/net-sm_90-fp32/plan.json and runs.
class MeasuredLaunchFiles : public ::testing::Test {
protected:
  void SetUp() override {
    ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("structure-fit", root));
    plans = (root + "/plans").str();
    planDirectory = plans + "/net-sm_90-fp32";
    ASSERT_FALSE(llvm::sys::fs::create_directories(planDirectory));
  }
  void TearDown() override { llvm::sys::fs::remove_directories(root); }

  void writePlan(const std::string &launches, const std::string &weights = "") {
    std::ofstream(planDirectory + "/plan.json")
        << "{\"format\": \"netc-plan\", \"version\": 2, \"precision\": \"fp32\", "
           "\"target\": \"sm_90\", \"weights\": ["
        << weights << "], \"launches\": [" << launches << "]}";
  }
  static std::string simtPlanLaunch(const std::string &extra = "") {
    return "{\"kernel\": \"netc_conv\", \"variant\": \"implicit_gemm_simt\", \"tile\": [64, 64, "
           "16], \"grid\": [800, 1, 1], \"block\": [256, 1, 1], \"shared_bytes\": 0, \"bytes\": "
           "1000000, \"reduction\": 256, \"padded_macs\": 1, \"predicted_ms\": 0.2" +
           extra + "}";
  }
  static std::string poolPlanLaunch() {
    return "{\"kernel\": \"netc_pool\", \"variant\": \"max_pool\", \"tile\": null, \"grid\": "
           "[10, 1, 1], \"block\": [256, 1, 1], \"predicted_ms\": 0.01}";
  }
  std::string writeRun(const std::string &launches, const std::string &planPath = "") {
    std::string path = (root + "/run.json").str();
    std::ofstream(path) << "{\"device\": {\"name\": \"Round GPU\"}, \"plan\": {\"path\": \""
                        << (planPath.empty() ? "/gpu/work/net-sm_90-fp32/plan.json" : planPath)
                        << "\"}, \"launches\": [" << launches << "]}";
    return path;
  }
  /// The error reading `run`, or "" where it reads.
  std::string errorOf(const std::string &run) {
    auto read = readMeasuredLaunches(run, {plans}, RegisterSource::Table);
    return read ? std::string() : llvm::toString(read.takeError());
  }

  llvm::SmallString<128> root;
  std::string plans, planDirectory;
};

} // namespace

TEST_F(MeasuredLaunchFiles, TakesTheRunsPredictionWhereThePlanHasNone) {
  writePlan("{\"kernel\": \"netc_pool\", \"variant\": \"max_pool\", \"tile\": null, "
            "\"grid\": [10, 1, 1], \"block\": [256, 1, 1]}");
  auto read = readMeasuredLaunches(
      writeRun("{\"index\": 0, \"predicted_ms\": 0.25, \"ours\": {\"median_ms\": 0.3}}"),
      {plans}, RegisterSource::Table);
  ASSERT_TRUE(bool(read)) << llvm::toString(read.takeError());
  EXPECT_DOUBLE_EQ((*read)[0].givenMs, 0.25);
  EXPECT_NE(errorOf(writeRun("{\"index\": 0, \"ours\": {\"median_ms\": 0.3}}"))
                .find("no prediction in the run or its plan"),
            std::string::npos);
}

TEST_F(MeasuredLaunchFiles, ReadsTheConfigurationTheModelPriced) {
  writePlan(simtPlanLaunch() + ", " + poolPlanLaunch());
  std::string run = writeRun("{\"index\": 0, \"kernel\": \"netc_conv\", \"predicted_ms\": 0.25, "
                             "\"ours\": {\"median_ms\": 0.3}}, {\"index\": 1, \"ours\": "
                             "{\"median_ms\": 0.02}, \"predicted_ms\": null}");
  auto read = readMeasuredLaunches(run, {plans}, RegisterSource::Table);
  ASSERT_TRUE(bool(read)) << llvm::toString(read.takeError());
  ASSERT_EQ(read->size(), 2u);
  const MeasuredLaunch &conv = (*read)[0];
  EXPECT_TRUE(conv.isStructural());
  EXPECT_EQ(conv.network, "net");
  EXPECT_EQ(conv.device, "Round GPU");
  EXPECT_EQ(getStructureKey(conv.launch.config), kSimt64);
  EXPECT_EQ(conv.launch.config.gridX, 800);
  EXPECT_EQ(conv.launch.reduction, 256);
  EXPECT_EQ(conv.launch.bytes, 1000000);
  EXPECT_DOUBLE_EQ(conv.measuredMs, 0.3);
  EXPECT_DOUBLE_EQ(conv.givenMs, 0.2); // the plan's prediction first (a plan lowered again)
  EXPECT_FALSE((*read)[1].isStructural());
  EXPECT_DOUBLE_EQ((*read)[1].givenMs, 0.01);
  // A bench network's plan: .../NAME/lowered/plan.json is PLANS/NAME/lowered.
  std::string bench = plans + "/k-fp32/lowered";
  ASSERT_FALSE(llvm::sys::fs::create_directories(bench));
  ASSERT_FALSE(llvm::sys::fs::copy_file(planDirectory + "/plan.json", bench + "/plan.json"));
  auto benchRead = readMeasuredLaunches(
      writeRun("{\"index\": 0, \"ours\": {\"median_ms\": 0.3}}, {\"index\": 1, \"ours\": "
               "{\"median_ms\": 0.02}}",
               "x/k-fp32/lowered/plan.json"),
      {root.str().str() + "/elsewhere", plans}, RegisterSource::Table);
  ASSERT_TRUE(bool(benchRead)) << llvm::toString(benchRead.takeError());
  EXPECT_EQ((*benchRead)[0].network, "k-fp32");
}

TEST_F(MeasuredLaunchFiles, APointwiseLaunchIsKnownByItsFilterAndOutput) {
  // plan.json does not record KernelConfig::pointwise: the reader takes it
  // from the `w` argument's filter shape and the `y` argument's extents.
  auto launch = [](const std::string &weight, int64_t outH) {
    return simtPlanLaunch(", \"args\": [{\"role\": \"x\", \"tensor\": {\"shape\": [8, 14, "
                          "14, 64]}}, {\"role\": \"w\", \"weight\": \"" +
                          weight + "\"}, {\"role\": \"y\", \"tensor\": {\"shape\": [8, " +
                          std::to_string(outH) + ", " + std::to_string(outH) + ", 64]}}]");
  };
  writePlan(launch("a.filter", 14) + ", " + launch("b.filter", 14) + ", " +
                launch("c.filter", 1) + ", " + simtPlanLaunch() + ", " + launch("d.filter", 1),
            "{\"name\": \"a.filter\", \"role\": \"filter\", \"shape\": [64, 1, 1, 64]}, "
            "{\"name\": \"b.filter\", \"role\": \"filter\", \"shape\": [64, 3, 3, 24]}, "
            "{\"name\": \"c.filter\", \"role\": \"filter\", \"shape\": [64, 14, 14, 64]}, "
            "{\"name\": \"d.filter\", \"role\": \"filter\", \"shape\": [1000, 72]}");
  std::string times;
  for (int i = 0; i < 5; ++i)
    times += (i ? ", " : "") + std::string("{\"index\": ") + std::to_string(i) +
             ", \"ours\": {\"median_ms\": 0.3}}";
  auto read = readMeasuredLaunches(writeRun(times), {plans}, RegisterSource::Table);
  ASSERT_TRUE(bool(read)) << llvm::toString(read.takeError());
  ASSERT_EQ(read->size(), 5u);
  EXPECT_TRUE((*read)[0].launch.config.pointwise);  // 1x1
  EXPECT_FALSE((*read)[1].launch.config.pointwise); // 3x3
  EXPECT_TRUE((*read)[2].launch.config.pointwise);  // the image's size: one output pixel
  EXPECT_FALSE((*read)[3].launch.config.pointwise); // no arguments to tell
  EXPECT_TRUE((*read)[4].launch.config.pointwise);  // an inner product's [K][C]
  // Nor does it record the input channels: the filter's innermost extent.
  EXPECT_EQ((*read)[0].launch.config.inputChannels, 64);
  EXPECT_EQ((*read)[1].launch.config.inputChannels, 24);
  EXPECT_EQ((*read)[3].launch.config.inputChannels, 0);
  EXPECT_EQ((*read)[4].launch.config.inputChannels, 72);
  // Nor the output channels: the filter's outermost extent.
  EXPECT_EQ((*read)[1].launch.config.outputChannels, 64);
  EXPECT_EQ((*read)[3].launch.config.outputChannels, 0);
  EXPECT_EQ((*read)[4].launch.config.outputChannels, 1000);
}

TEST_F(MeasuredLaunchFiles, MalformedInputNamesTheFileAndField) {
  writePlan(simtPlanLaunch() + ", " + poolPlanLaunch());
  const std::string good1 = "{\"index\": 1, \"ours\": {\"median_ms\": 0.02}}";
  // The plan directory is missing.
  std::string message = errorOf(writeRun("{\"index\": 0, \"ours\": {\"median_ms\": 0.3}}, " +
                                         good1, "/gpu/other-sm_90-fp32/plan.json"));
  EXPECT_NE(message.find("run.json: plan.path '/gpu/other-sm_90-fp32/plan.json': no lowered "
                         "directory"),
            std::string::npos)
      << message;
  // Launch counts differ.
  message = errorOf(writeRun("{\"index\": 0, \"ours\": {\"median_ms\": 0.3}}"));
  EXPECT_NE(message.find("run.json: launches: 1 measured launches, but"), std::string::npos)
      << message;
  EXPECT_NE(message.find("has 2"), std::string::npos) << message;
  // Times that are not finite positive numbers.
  for (const char *bad : {"0", "-1", "\"fast\"", "1e999"}) {
    message = errorOf(writeRun(std::string("{\"index\": 0, \"ours\": {\"median_ms\": ") + bad +
                               "}}, " + good1));
    EXPECT_NE(message.find("run.json: launches[0].ours.median_ms: expected a finite time > 0"),
              std::string::npos)
        << bad << ": " << message;
  }
  // A launch that failed (ours null).
  message = errorOf(writeRun("{\"index\": 0, \"ours\": null}, " + good1));
  EXPECT_NE(message.find("launches[0].ours: no time of netc's kernel"), std::string::npos)
      << message;
  // Another kernel under the same index.
  message = errorOf(writeRun(
      "{\"index\": 0, \"kernel\": \"netc_other\", \"ours\": {\"median_ms\": 0.3}}, " + good1));
  EXPECT_NE(message.find("launch 0 is netc_other"), std::string::npos) << message;
  // An index twice, an index out of range.
  message = errorOf(writeRun("{\"index\": 1, \"ours\": {\"median_ms\": 0.3}}, " + good1));
  EXPECT_NE(message.find("launches[1].index: launch 1 is measured twice"), std::string::npos)
      << message;
  message = errorOf(writeRun("{\"index\": 7, \"ours\": {\"median_ms\": 0.3}}, " + good1));
  EXPECT_NE(message.find("launches[0].index: expected an integer from 0 to 1"), std::string::npos)
      << message;
  // Not JSON.
  std::string run = writeRun("");
  std::ofstream(run) << "{not json";
  message = errorOf(run);
  EXPECT_NE(message.find("run.json: invalid JSON"), std::string::npos) << message;
}

TEST_F(MeasuredLaunchFiles, ASplitLaunchReadsItsSplitAndGetsItsTail) {
  // split_k and workspace_bytes back into the configuration, the serial
  // tail the catalog gives a SIMT split (2.95 + 0.94 us a split): priced as
  // lowered.
  writePlan(simtPlanLaunch(", \"split_k\": 4, \"workspace_bytes\": 4096"));
  auto read = readMeasuredLaunches(writeRun("{\"index\": 0, \"ours\": {\"median_ms\": 0.3}}"),
                                   {plans}, RegisterSource::Table);
  ASSERT_TRUE(bool(read)) << llvm::toString(read.takeError());
  EXPECT_EQ((*read)[0].launch.config.splitK, 4);
  EXPECT_EQ((*read)[0].launch.config.workspaceBytes, 4096);
  EXPECT_DOUBLE_EQ((*read)[0].launch.config.serialTailUs, 2.95 + 0.94 * 4);
  // A split of 0 blocks: the file and the field.
  writePlan(simtPlanLaunch(", \"split_k\": 0"));
  std::string message = errorOf(writeRun("{\"index\": 0, \"ours\": {\"median_ms\": 0.3}}"));
  EXPECT_NE(message.find("plan.json: launches[0].split_k: expected an integer from 1 to 65535"),
            std::string::npos)
      << message;
}

TEST_F(MeasuredLaunchFiles, APersistentLaunchReadsItsUnitsAndTheNarrowGatherItsFlag) {
  // persistent_tiles back into the configuration (the waves are its units'),
  // and narrow_gather: that launch is a kernel of its own, which its
  // structure key names (fitted and scored apart from the gathered tile).
  const std::string persistent =
      "{\"kernel\": \"netc_conv\", \"variant\": \"implicit_gemm_wgmma_tma_persistent\", "
      "\"tile\": [128, 128, 32], \"grid\": [132, 1, 1], \"block\": [384, 1, 1], "
      "\"shared_bytes\": 200000, \"bytes\": 1000000, \"reduction\": 576, \"padded_macs\": "
      "1, \"persistent_tiles\": 500, \"predicted_ms\": 0.2}";
  const std::string narrow =
      "{\"kernel\": \"netc_conv1\", \"variant\": \"implicit_gemm_wgmma\", \"tile\": [64, "
      "64, 32], \"grid\": [100, 1, 1], \"block\": [128, 1, 1], \"shared_bytes\": 0, \"bytes\": "
      "1000, \"reduction\": 27, \"padded_macs\": 1, \"narrow_gather\": true, \"predicted_ms\": "
      "0.1}";
  writePlan(persistent + ", " + narrow);
  auto read = readMeasuredLaunches(
      writeRun("{\"index\": 0, \"ours\": {\"median_ms\": 0.3}}, {\"index\": 1, \"ours\": "
               "{\"median_ms\": 0.1}}"),
      {plans}, RegisterSource::Table);
  ASSERT_TRUE(bool(read)) << llvm::toString(read.takeError());
  EXPECT_EQ((*read)[0].launch.config.persistentTiles, 500);
  EXPECT_FALSE((*read)[0].launch.config.narrowGather);
  EXPECT_TRUE((*read)[0].isStructural());
  EXPECT_TRUE((*read)[1].launch.config.narrowGather);
  EXPECT_TRUE((*read)[1].isStructural());
  EXPECT_EQ(getStructureKey((*read)[1].launch.config), "implicit_gemm_wgmma_narrow 64x64x32 t128");
  // A flag that is not a boolean: the file and the field.
  std::string bad = narrow;
  bad.replace(bad.find("true"), 4, "\"yes\"");
  writePlan(bad);
  std::string message = errorOf(writeRun("{\"index\": 0, \"ours\": {\"median_ms\": 0.1}}"));
  EXPECT_NE(message.find("plan.json: launches[0].narrow_gather: expected true or false"),
            std::string::npos)
      << message;
}

TEST_F(MeasuredLaunchFiles, APlanWithoutTheStructuresFieldsSaysToLowerAgain) {
  // A plan from before netc lower recorded the reduction.
  std::string launch = simtPlanLaunch();
  launch.replace(launch.find("\"reduction\": 256, "), std::strlen("\"reduction\": 256, "), "");
  writePlan(launch + ", " + poolPlanLaunch());
  std::string message =
      errorOf(writeRun("{\"index\": 0, \"ours\": {\"median_ms\": 0.3}}, {\"index\": 1, "
                       "\"ours\": {\"median_ms\": 0.02}}"));
  EXPECT_NE(message.find("plan.json: launches[0].reduction: missing (the structural model "
                         "needs it; lower the network again"),
            std::string::npos)
      << message;
  // A grid past CUDA's limits, a tile of the wrong shape.
  writePlan(simtPlanLaunch().replace(simtPlanLaunch().find("[800, 1, 1]"), 11, "[800, 70000, 1]"));
  message = errorOf(writeRun("{\"index\": 0, \"ours\": {\"median_ms\": 0.3}}"));
  EXPECT_NE(message.find("launches[0].grid[1]: expected an integer from 1 to 65535"),
            std::string::npos)
      << message;
  writePlan(simtPlanLaunch().replace(simtPlanLaunch().find("[64, 64, 16]"), 12, "[64, 64]"));
  message = errorOf(writeRun("{\"index\": 0, \"ours\": {\"median_ms\": 0.3}}"));
  EXPECT_NE(message.find("launches[0].tile: expected a list of 3 integers"), std::string::npos)
      << message;
}

TEST_F(MeasuredLaunchFiles, TheDepthwiseStripReadsItsThreadSteps) {
  // thread_steps back into the configuration (the strip kernel's k-loop);
  // a plan without it cannot price the launch as the lowering did.
  const std::string strip =
      "{\"kernel\": \"netc_dw\", \"variant\": \"depthwise_direct\", \"tile\": null, "
      "\"grid\": [896, 1, 1], \"block\": [126, 1, 1], \"shared_bytes\": 2736, \"bytes\": "
      "1000000, \"reduction\": 9, \"padded_macs\": 1, \"thread_steps\": 30, "
      "\"predicted_ms\": 0.05}";
  writePlan(strip);
  auto read = readMeasuredLaunches(writeRun("{\"index\": 0, \"ours\": {\"median_ms\": 0.04}}"),
                                   {plans}, RegisterSource::Table);
  ASSERT_TRUE(bool(read)) << llvm::toString(read.takeError());
  EXPECT_EQ((*read)[0].launch.config.threadSteps, 30);
  EXPECT_TRUE((*read)[0].isStructural());
  std::string old = strip;
  old.replace(old.find("\"thread_steps\": 30, "), std::strlen("\"thread_steps\": 30, "), "");
  writePlan(old);
  std::string message = errorOf(writeRun("{\"index\": 0, \"ours\": {\"median_ms\": 0.04}}"));
  EXPECT_NE(message.find("plan.json: launches[0].thread_steps: missing (the structural model "
                         "needs it; lower the network again"),
            std::string::npos)
      << message;
}

//===----------------------------------------------------------------------===//
// Cubin registers
//===----------------------------------------------------------------------===//

namespace {

void put(std::string &bytes, size_t at, uint64_t value, size_t width) {
  if (bytes.size() < at + width)
    bytes.resize(at + width, '\0');
  for (size_t i = 0; i < width; ++i)
    bytes[at + i] = char((value >> (8 * i)) & 0xff);
}

/// A minimal ELF64 cubin: sections null, .shstrtab, .strtab, .symtab (two
/// symbols: none and `kernel`) and one .nv.info with a format-1 record, a
/// format-3 record and EIATTR_REGCOUNT(symbol 1) = `registers`.
std::string tinyCubin(const std::string &kernel, uint32_t registers) {
  std::string names = std::string("\0.shstrtab\0.strtab\0.symtab\0.nv.info\0", 36);
  std::string strings = std::string("\0", 1) + kernel + std::string("\0", 1);
  std::string symbols(48, '\0');
  put(symbols, 24, 1, 4); // symbol 1's name at offset 1 of .strtab
  std::string info;
  put(info, 0, 0x0001, 2);             // format 1, a two-byte record
  put(info, 2, 0x0403, 2);             // format 3, attribute 4
  put(info, 4, 0, 2);                  //   its value
  put(info, 6, 0x2f04, 2);             // format 4, EIATTR_REGCOUNT
  put(info, 8, 8, 2);                  //   8 bytes:
  put(info, 10, 1, 4);                 //   symbol 1
  put(info, 14, registers, 4);         //   registers
  std::string bytes(64, '\0');
  bytes.replace(0, 4, "\x7f" "ELF");
  bytes[4] = 2; // 64-bit
  bytes[5] = 1; // little-endian
  std::vector<std::pair<uint32_t, std::string *>> sections = {
      {1, &names}, {11, &strings}, {19, &symbols}, {27, &info}};
  std::vector<uint64_t> offsets;
  for (auto &[nameOffset, content] : sections) {
    offsets.push_back(bytes.size());
    bytes += *content;
  }
  uint64_t table = bytes.size();
  bytes.resize(table + 5 * 64, '\0'); // section 0 stays null
  for (size_t i = 0; i < sections.size(); ++i) {
    size_t at = table + (i + 1) * 64;
    put(bytes, at, sections[i].first, 4);
    put(bytes, at + 24, offsets[i], 8);
    put(bytes, at + 32, sections[i].second->size(), 8);
    put(bytes, at + 40, i == 2 ? 2 : 0, 4); // .symtab links to .strtab (section 2)
  }
  put(bytes, 0x28, table, 8);
  put(bytes, 0x3a, 64, 2);
  put(bytes, 0x3c, 5, 2);
  put(bytes, 0x3e, 1, 2);
  return bytes;
}

} // namespace

TEST(CubinRegisters, ReadsTheRegisterCountRecords) {
  std::string cubin = tinyCubin("netc_conv1_1", 72);
  auto read = parseCubinRegisters(cubin, "k.cubin");
  ASSERT_TRUE(bool(read)) << llvm::toString(read.takeError());
  ASSERT_EQ(read->size(), 1u);
  EXPECT_EQ((*read)[0].first, "netc_conv1_1");
  EXPECT_EQ((*read)[0].second, 72);
}

TEST(CubinRegisters, MalformedFilesAreErrorsNotCrashes) {
  auto notElf = parseCubinRegisters("hello", "k.cubin");
  ASSERT_FALSE(bool(notElf));
  EXPECT_NE(llvm::toString(notElf.takeError()).find("k.cubin: not an ELF file"),
            std::string::npos);
  // Every truncation of a good cubin reads or fails, never past the end.
  std::string cubin = tinyCubin("netc_conv1_1", 72);
  for (size_t size = 0; size < cubin.size(); ++size) {
    auto read = parseCubinRegisters(llvm::StringRef(cubin.data(), size), "k.cubin");
    if (!read)
      llvm::consumeError(read.takeError());
  }
  // A record whose size runs past its section.
  std::string broken = cubin;
  size_t info = broken.find(std::string("\x04\x2f", 2));
  ASSERT_NE(info, std::string::npos);
  put(broken, info + 2, 0xffff, 2);
  auto read = parseCubinRegisters(broken, "k.cubin");
  ASSERT_FALSE(bool(read));
  EXPECT_NE(llvm::toString(read.takeError()).find("past its section"), std::string::npos);
}
