//===- KernelCostTest.cpp - The cost of netc's own kernels, by hand -------===//
//
// A made-up device with round numbers, so each prediction can be worked out
// on paper: 100 SMs, 2048 threads and 200 KiB of shared memory per SM, an
// FP32 ceiling of 10,000 GFLOPS (peak 20,000 at 0.5 achieved), 1,000 GB/s
// (2,000 at 0.5), 5 us launch overhead.
//
//===----------------------------------------------------------------------===//

#include "CostModel/KernelCost.h"
#include "Kernels/KernelCatalog.h"

#include <gtest/gtest.h>

using namespace netc;

namespace {
DeviceProfile roundDevice() {
  DeviceProfile device;
  device.key = "round";
  device.smCount = 100;
  device.maxThreadsPerSm = 2048;
  device.sharedMemoryPerSmKiB = 200;
  device.peakGflops[int(PeakKind::FP32)] = 20000;
  device.peakGflops[int(PeakKind::BF16Tensor)] = 200000;
  device.calibrated.achievedFraction[int(PeakKind::FP32)] = 0.5;
  device.calibrated.achievedFraction[int(PeakKind::BF16Tensor)] = 0.5;
  device.memoryBandwidthGBs = 2000;
  device.calibrated.bandwidthFraction = 0.5;
  device.calibrated.launchOverheadUs = 5;
  return device;
}

cuda::KernelConfig gemmConfig(const char *variant, int64_t blocks, int64_t paddedMacs) {
  cuda::KernelConfig config;
  config.variant = variant;
  config.tileM = 128;
  config.tileN = 128;
  config.tileK = 8;
  config.threads = 256;
  config.gridX = blocks;
  config.paddedMacs = paddedMacs;
  return config;
}
} // namespace

TEST(KernelCost, ImplicitGemmOnCudaCoresWholeWaves) {
  // 256 threads: 8 blocks per SM, 800 slots; 1,600 blocks are exactly two
  // waves. 5e9 padded multiply-adds = 1e10 FLOPs at 10,000 GFLOPS x 0.9
  // (the SIMT variant's efficiency) x 576 / (576 + 64) (the reduction loss)
  // = 8,100 GFLOPS: 1.2346 ms, plus 5 us of launch.
  DeviceProfile device = roundDevice();
  KernelEstimate e = estimateKernel(gemmConfig("implicit_gemm_simt", 1600, 5'000'000'000),
                                    0, 1'000'000, device, Precision::FP32, /*reduction=*/576);
  EXPECT_EQ(e.blocksPerSm, 8);
  EXPECT_DOUBLE_EQ(e.waveEfficiency, 1.0);
  EXPECT_NEAR(e.computeMs, 1e10 / (8100.0 * 1e6), 1e-9);
  EXPECT_NEAR(e.memoryMs, 1e6 / (1000.0 * 1e6), 1e-12);
  EXPECT_NEAR(e.totalMs, e.computeMs + 0.005, 1e-12);
  EXPECT_EQ(e.bound, "compute");
}

TEST(KernelCost, LastPartialWaveCountsAsAWholeOne) {
  // 1,200 blocks on 800 slots: 1.5 waves run as 2, efficiency 0.75.
  DeviceProfile device = roundDevice();
  KernelEstimate full = estimateKernel(gemmConfig("implicit_gemm_simt", 1600, 1'000'000'000), 0,
                                       0, device, Precision::FP32);
  KernelEstimate partial = estimateKernel(
      gemmConfig("implicit_gemm_simt", 1200, 750'000'000), 0, 0, device, Precision::FP32);
  EXPECT_DOUBLE_EQ(partial.waveEfficiency, 0.75);
  // Three quarters of the work in the same two waves: the same time.
  EXPECT_NEAR(partial.computeMs, full.computeMs, 1e-12);
}

TEST(KernelCost, DirectKernelHasNoReductionLoss) {
  // 2e9 FLOPs at 10,000 x 0.45 GFLOPS = 0.4444 ms, whatever the reduction.
  DeviceProfile device = roundDevice();
  cuda::KernelConfig direct = gemmConfig("direct", 1600, 1'000'000'000);
  KernelEstimate e = estimateKernel(direct, 0, 0, device, Precision::FP32, /*reduction=*/25);
  EXPECT_NEAR(e.computeMs, 2e9 / (4500.0 * 1e6), 1e-12);
}

TEST(KernelCost, MmaRunsOnTheTensorCores) {
  // bf16 tensor ceiling 100,000 GFLOPS x 0.35 = 35,000; reduction 64 halves
  // it: 17,500 GFLOPS; 2e9 FLOPs take 0.11429 ms.
  DeviceProfile device = roundDevice();
  KernelEstimate e = estimateKernel(gemmConfig("implicit_gemm_mma", 1600, 1'000'000'000), 0, 0,
                                    device, Precision::BF16, /*reduction=*/64);
  EXPECT_NEAR(e.computeMs, 2e9 / (17500.0 * 1e6), 1e-12);
}

TEST(KernelCost, WgmmaRunsOnTheTensorCoresAtItsOwnRate) {
  // The same launch at the wgmma rate (default 0.75, one H100 layer's):
  // 100,000 x 0.75 = 75,000 GFLOPS, halved by the 64-long reduction: 37,500;
  // 2e9 FLOPs take 0.05333 ms. A profile's generated_kernels rate replaces
  // it, and a tile's relative efficiency scales it.
  DeviceProfile device = roundDevice();
  cuda::KernelConfig config = gemmConfig("implicit_gemm_wgmma", 1600, 1'000'000'000);
  KernelEstimate e = estimateKernel(config, 0, 0, device, Precision::BF16, /*reduction=*/64);
  EXPECT_NEAR(e.computeMs, 2e9 / (37500.0 * 1e6), 1e-12);
  device.calibrated.generatedKernels.implicitGemmWgmma = 0.25;
  e = estimateKernel(config, 0, 0, device, Precision::BF16, /*reduction=*/64);
  EXPECT_NEAR(e.computeMs, 2e9 / (12500.0 * 1e6), 1e-12);
  config.tileEfficiency = 0.5;
  e = estimateKernel(config, 0, 0, device, Precision::BF16, /*reduction=*/64);
  EXPECT_NEAR(e.computeMs, 2e9 / (6250.0 * 1e6), 1e-12);
}

TEST(KernelCost, NarrowGatherPaysNoShortReductionLoss) {
  // The same wgmma launch as the narrow gather (a 3-channel first layer):
  // its padded k-steps already price the short reduction, so the 64-long
  // reduction's halving is not charged again: 75,000 GFLOPS x its tile
  // efficiency 0.5 = 37,500; 2e9 FLOPs take 0.05333 ms.
  DeviceProfile device = roundDevice();
  cuda::KernelConfig config = gemmConfig("implicit_gemm_wgmma", 1600, 1'000'000'000);
  config.tileEfficiency = 0.5;
  config.narrowGather = true;
  KernelEstimate e = estimateKernel(config, 0, 0, device, Precision::BF16, /*reduction=*/64);
  EXPECT_NEAR(e.computeMs, 2e9 / (37500.0 * 1e6), 1e-12);
  config.narrowGather = false;
  e = estimateKernel(config, 0, 0, device, Precision::BF16, /*reduction=*/64);
  EXPECT_NEAR(e.computeMs, 2e9 / (18750.0 * 1e6), 1e-12);
}

TEST(KernelCost, SplitKRunsAtItsOwnRateOnItsShareOfTheReduction) {
  // The launch above split 4 ways (gridZ 4, 1,600 blocks still): each block
  // reduces 256 of 1,024, so the reduction loss is 256 / (256 + 64) = 0.8;
  // the split-K rate (default 0.4) scales the wgmma rate: 100,000 x 0.75 x
  // 0.4 x 0.8 = 24,000 GFLOPS, 2e9 FLOPs in 0.08333 ms. The partial tiles
  // (workspace bytes) are written and read back: 2 x 4e8 bytes of traffic
  // more, 0.8 ms at 1,000 GB/s, which then bounds it.
  DeviceProfile device = roundDevice();
  cuda::KernelConfig config = gemmConfig("implicit_gemm_wgmma", 400, 1'000'000'000);
  config.gridZ = config.splitK = 4;
  KernelEstimate e = estimateKernel(config, 0, 0, device, Precision::BF16, /*reduction=*/1024);
  EXPECT_NEAR(e.computeMs, 2e9 / (24000.0 * 1e6), 1e-12);
  EXPECT_NEAR(e.memoryMs, 0.0, 1e-12);
  config.workspaceBytes = 400'000'000;
  e = estimateKernel(config, 0, 0, device, Precision::BF16, /*reduction=*/1024);
  EXPECT_NEAR(e.memoryMs, 8e8 / (1000.0 * 1e6), 1e-12);
  EXPECT_EQ(e.bound, "memory");
  device.calibrated.generatedKernels.implicitGemmWgmmaSplitK = 0.8;
  config.workspaceBytes = 0;
  e = estimateKernel(config, 0, 0, device, Precision::BF16, /*reduction=*/1024);
  EXPECT_NEAR(e.computeMs, 2e9 / (48000.0 * 1e6), 1e-12);
}

TEST(KernelCost, StreamingKernelIsMemoryBound) {
  // A pooling kernel: no tiles, 1e8 FLOPs, 4e8 bytes at 1,000 GB/s: 0.4 ms.
  DeviceProfile device = roundDevice();
  cuda::KernelConfig pool;
  pool.variant = "max_pool";
  pool.threads = 256;
  pool.gridX = 100000;
  KernelEstimate e = estimateKernel(pool, 100'000'000, 400'000'000, device, Precision::FP32);
  EXPECT_NEAR(e.memoryMs, 0.4, 1e-12);
  EXPECT_EQ(e.bound, "memory");
}

TEST(KernelCost, PoolingIsBoundByItsWindowLoadsToo) {
  // 100,000 blocks of 256 threads, a 3x3 window: 230.4 million loads at
  // 1,000,000 a microsecond take 0.2304 ms, more than its 1e8 bytes at
  // 1,000 GB/s (0.1 ms).
  DeviceProfile device = roundDevice();
  device.calibrated.generatedKernels.windowTapsPerUs = 1'000'000;
  cuda::KernelConfig pool;
  pool.variant = "max_pool";
  pool.threads = 256;
  pool.gridX = 100000;
  pool.windowTaps = 9;
  KernelEstimate e = estimateKernel(pool, 0, 100'000'000, device, Precision::FP32);
  EXPECT_NEAR(e.computeMs, 0.2304, 1e-12);
  EXPECT_NEAR(e.totalMs, 0.005 + 0.2304, 1e-12);
  EXPECT_EQ(e.bound, "compute");
  // Four times the bytes: DRAM's 0.4 ms bound it again.
  e = estimateKernel(pool, 0, 400'000'000, device, Precision::FP32);
  EXPECT_NEAR(e.totalMs, 0.005 + 0.4, 1e-12);
  EXPECT_EQ(e.bound, "memory");
  // A profile without the rate (0): the bytes alone.
  device.calibrated.generatedKernels.windowTapsPerUs = 0;
  EXPECT_NEAR(estimateKernel(pool, 0, 100'000'000, device, Precision::FP32).totalMs,
              0.005 + 0.1, 1e-12);
}

TEST(KernelCost, AGlobalPoolStreamsFromItsBlocksSmsAndPaysItsTail) {
  // 50 blocks (one an image) on 100 SMs: 1e8 bytes at half the machine's
  // 1,000 GB/s take 0.2 ms, not 0.1; the shared-memory sum and store after
  // the loads (kGlobalPoolTailUs) count with the launch. Its window loads
  // (50 x 512 threads x 4 taps at 1e6 a microsecond on half the SMs: 0.2048
  // us) are far under.
  DeviceProfile device = roundDevice();
  device.calibrated.generatedKernels.windowTapsPerUs = 1'000'000;
  cuda::PoolProblem problem;
  problem.kind = cuda::PoolKind::Avg;
  problem.x = {50, 7, 7, 512, 512};
  problem.y = {50, 1, 1, 512, 512};
  problem.kh = problem.kw = problem.strideH = problem.strideW = 7;
  cuda::KernelConfig pool = cuda::poolKernel(problem, KernelTarget{90});
  ASSERT_EQ(pool.variant, "global_avg_pool");
  ASSERT_EQ(pool.gridX * pool.gridY * pool.gridZ, 200); // 4 chunks of 32 runs an image
  KernelEstimate e = estimateKernel(pool, 0, 100'000'000, device, Precision::FP32);
  EXPECT_NEAR(e.memoryMs, 0.1, 1e-12); // 200 blocks: every SM streams
  EXPECT_NEAR(e.launchMs, 0.005 + cuda::kGlobalPoolTailUs / 1e3, 1e-12);
  problem.x.c = problem.y.c = problem.x.pitch = problem.y.pitch = 128; // one chunk an image
  pool = cuda::poolKernel(problem, KernelTarget{90});
  ASSERT_EQ(pool.gridX, 50);
  e = estimateKernel(pool, 0, 100'000'000, device, Precision::FP32);
  EXPECT_NEAR(e.memoryMs, 0.2, 1e-12);
  EXPECT_NEAR(e.totalMs, 0.005 + cuda::kGlobalPoolTailUs / 1e3 + 0.2, 1e-12);
}

TEST(KernelCost, ChoosesTheFastestCandidate) {
  DeviceProfile device = roundDevice();
  std::vector<cuda::KernelConfig> candidates = {
      gemmConfig("implicit_gemm_simt", 1600, 2'000'000'000),
      gemmConfig("implicit_gemm_simt", 1600, 1'000'000'000), // less padding
      gemmConfig("direct", 1600, 1'000'000'000)};
  KernelEstimate chosen;
  // A long reduction: the GEMM at 0.9 x 0.9 beats direct at 0.45.
  EXPECT_EQ(chooseKernel(candidates, 0, 0, device, Precision::FP32, &chosen, 576), 1u);
  // A reduction of 25 (ECE408's 5x5x1): the GEMM runs at 0.9 x 25/89; direct wins.
  EXPECT_EQ(chooseKernel(candidates, 0, 0, device, Precision::FP32, &chosen, 25), 2u);
}

TEST(KernelCost, RanksEveryCandidateAsItChooses) {
  DeviceProfile device = roundDevice();
  std::vector<cuda::KernelConfig> candidates = {
      gemmConfig("implicit_gemm_simt", 1600, 2'000'000'000),
      gemmConfig("implicit_gemm_simt", 1600, 1'000'000'000),
      gemmConfig("direct", 1600, 1'000'000'000),
      gemmConfig("implicit_gemm_simt", 1600, 1'000'000'000)}; // the second's twin
  for (int64_t reduction : {25, 576}) {
    std::vector<RankedKernel> ranked =
        rankKernels(candidates, 0, 0, device, Precision::FP32, reduction);
    ASSERT_EQ(ranked.size(), candidates.size());
    EXPECT_EQ(ranked.front().index,
              chooseKernel(candidates, 0, 0, device, Precision::FP32, nullptr, reduction));
    for (size_t i = 1; i < ranked.size(); ++i)
      EXPECT_LE(ranked[i - 1].estimate.totalMs, ranked[i].estimate.totalMs);
  }
  // A full tie keeps the catalog's order: the twin after the second; the
  // twice-padded GEMM last.
  std::vector<RankedKernel> ranked = rankKernels(candidates, 0, 0, device, Precision::FP32, 576);
  EXPECT_EQ(ranked[0].index, 1u);
  EXPECT_EQ(ranked[1].index, 3u);
  EXPECT_EQ(ranked.back().index, 0u);
  // Memory-bound candidates tie on their memory term: less compute first.
  std::vector<cuda::KernelConfig> memoryBound = {
      gemmConfig("implicit_gemm_simt", 1600, 2'000'000),
      gemmConfig("implicit_gemm_simt", 1600, 1'000'000)};
  ranked = rankKernels(memoryBound, 0, 10'000'000'000, device, Precision::FP32, 576);
  ASSERT_EQ(ranked[0].estimate.totalMs, ranked[1].estimate.totalMs);
  EXPECT_EQ(ranked[0].index, 1u);
}

TEST(KernelCost, DirectFormsRunAtTheirMeasuredRates) {
  // The same padded work in each form: items of two rows at the direct
  // rate (0.45 of 10,000 GFLOPS), one row at 0.65 of it, four rows at 0.71,
  // eight images per block at 0.86 of their rows' rate.
  DeviceProfile device = roundDevice();
  auto form = [&](int64_t rows, int64_t images) {
    cuda::KernelConfig config = gemmConfig("direct", 1600, 1'000'000'000);
    config.directRowsPerItem = rows;
    config.directImagesPerBlock = images;
    return estimateKernel(config, 0, 0, device, Precision::FP32).computeMs;
  };
  double two = form(2, 1);
  EXPECT_NEAR(two, 2e9 / (4500 * 1e6), 1e-12);
  EXPECT_NEAR(form(1, 1), two / 0.65, 1e-12);
  EXPECT_NEAR(form(4, 1), two / 0.71, 1e-12);
  EXPECT_NEAR(form(2, 8), two / 0.86, 1e-12);
}

TEST(KernelCost, Ece408TakesTheTwoRowOneImageDirectKernel) {
  // bench/kernels (H200): ECE408's conv1 ran 0.70 ms with items of two rows
  // and one image per block, 0.80-1.08 ms in the other forms.
  cuda::ConvProblem p;
  p.x = {10000, 28, 28, 1, 1};
  p.y = {10000, 24, 24, 50, 50};
  p.kh = p.kw = 5;
  p.bias = false;
  p.activation = cuda::KernelActivation::Tanh;
  std::vector<cuda::KernelConfig> candidates = cuda::convCandidates(p, KernelTarget{90});
  size_t chosen = chooseKernel(candidates, 0, 0, roundDevice(), Precision::FP32, nullptr, 25);
  EXPECT_EQ(candidates[chosen].variant, "direct");
  EXPECT_EQ(candidates[chosen].directRowsPerItem, 2);
  EXPECT_EQ(candidates[chosen].directImagesPerBlock, 1);
}

TEST(KernelCost, SerialTailAddsToTheLatency) {
  // A split tile's sum runs after the main loop with nothing to hide it:
  // 12 us of tail add 0.012 ms to the time, as latency, whatever the rest.
  DeviceProfile device = roundDevice();
  cuda::KernelConfig plain = gemmConfig("implicit_gemm_simt", 100, 1'000'000'000);
  cuda::KernelConfig tailed = plain;
  tailed.serialTailUs = 12;
  KernelEstimate a = estimateKernel(plain, 0, 0, device, Precision::FP32);
  KernelEstimate b = estimateKernel(tailed, 0, 0, device, Precision::FP32);
  EXPECT_NEAR(b.launchMs - a.launchMs, 0.012, 1e-12);
  EXPECT_NEAR(b.totalMs - a.totalMs, 0.012, 1e-12);
  EXPECT_EQ(a.computeMs, b.computeMs);
}

TEST(KernelCost, OneBlockAnSmKernelsAreBoundByTheirRegisters) {
  // The Winograd kernel (256 threads, 104 KiB of shared memory, compiled for
  // one block an SM): a 228 KiB SM's shared memory holds two blocks, but its
  // 221 registers a thread (the resource table) leave room for one block of
  // 256 threads in 65,536 registers.
  cuda::ConvProblem problem;
  problem.x = {32, 28, 28, 256, 256};
  problem.y = {32, 28, 28, 256, 256};
  problem.kh = problem.kw = 3;
  problem.padTop = problem.padLeft = 1;
  std::optional<cuda::KernelConfig> winograd;
  for (const cuda::KernelConfig &c : cuda::convCandidates(problem, KernelTarget{90}))
    if (c.variant == "winograd")
      winograd = c;
  ASSERT_TRUE(winograd.has_value());
  ASSERT_EQ(winograd->minBlocksPerSm, 1);
  DeviceProfile device = roundDevice();
  device.sharedMemoryPerSmKiB = 228;
  KernelEstimate e = estimateKernel(*winograd, 0, 0, device, Precision::FP32);
  EXPECT_EQ(e.blocksPerSm, 1);
  // The same launch promising nothing keeps the threads' and shared
  // memory's bound (the fitted kernels' rule).
  cuda::KernelConfig unbounded = *winograd;
  unbounded.minBlocksPerSm = 0;
  EXPECT_EQ(estimateKernel(unbounded, 0, 0, device, Precision::FP32).blocksPerSm, 2);
}
