//===- KernelStructureTest.cpp - Occupancy, waves and time by hand --------===//
//
// A made-up sm_90 device with round numbers: 100 SMs, 2048 threads, 65,536
// registers and 200 KiB of shared memory per SM, an FP32 ceiling of 10,000
// GFLOPS (peak 20,000 at 0.5 achieved), 1,000 GB/s (2,000 at 0.5), 5 us
// launch overhead. Every expected figure is worked out in the comment beside
// it from KernelStructure.h's rules.
//
//===----------------------------------------------------------------------===//

#include "CostModel/KernelCost.h"
#include "CostModel/KernelStructure.h"
#include "Kernels/KernelCatalog.h"

#include "llvm/ADT/STLExtras.h"

#include "TestSupport.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace netc;

namespace {
DeviceProfile roundDevice() { return netc::testing::makeRoundSm90Device(); }

/// The SIMT 64x64x16 tile of 256 threads on `blocks` blocks.
cuda::KernelConfig simt64(int64_t blocks) {
  cuda::KernelConfig config;
  config.variant = "implicit_gemm_simt";
  config.tileM = 64;
  config.tileN = 64;
  config.tileK = 16;
  config.threads = 256;
  config.gridX = blocks;
  config.paddedMacs = blocks * 64 * 64 * 576;
  return config;
}

/// The persistent TMA tile 128x128x32 of a 3x3 layer over 100 channels:
/// 250 output tiles walked by 100 blocks (one an SM: its ring takes the
/// SM's shared memory, and 168 registers x 384 threads fill the register
/// file), each tap's 100 channels in whole steps of 32: 9 x 4 = 36 k-steps a
/// tile, not ceil(900 / 32) = 29 (the padded multiply-adds say which).
cuda::KernelConfig persistentTma100Channels() {
  cuda::KernelConfig config;
  config.variant = "implicit_gemm_wgmma_tma_persistent";
  config.tileM = config.tileN = 128;
  config.tileK = 32;
  config.threads = 384;
  config.minBlocksPerSm = 1;
  config.sharedBytes = 180'000;
  config.persistentTiles = 250;
  config.gridX = 100;
  config.paddedMacs = int64_t(250) * 128 * 128 * 32 * 36;
  return config;
}

SmLimits limitsOf(const DeviceProfile &device) { return getSmLimits(device); }
} // namespace

TEST(KernelStructure, RegistersLimitBlocksPerWarpAllocation) {
  SmLimits limits = limitsOf(roundDevice());
  // 256 threads = 8 warps of 64 x 32 = 2,048 registers: 16,384 a block,
  // 65,536 / 16,384 = 4 blocks (threads would allow 8).
  Occupancy o = computeOccupancy(256, 64, 0, limits);
  EXPECT_EQ(o.blocksPerSm, 4);
  EXPECT_EQ(o.limit, OccupancyLimit::Registers);
  // 65 registers: 2,080 a warp rounds up to 2,304 (9 units of 256), 18,432
  // a block: 3 blocks; 72 registers (2,304 a warp exactly) the same 3.
  EXPECT_EQ(computeOccupancy(256, 65, 0, limits).blocksPerSm, 3);
  EXPECT_EQ(computeOccupancy(256, 72, 0, limits).blocksPerSm, 3);
  // 63 registers: 2,016 rounds up to 2,048, the same 4 blocks as 64.
  EXPECT_EQ(computeOccupancy(256, 63, 0, limits).blocksPerSm, 4);
}

TEST(KernelStructure, SharedMemoryCountsTheReservedKilobytePerBlock) {
  SmLimits limits = limitsOf(roundDevice());
  // 48 KiB + 1 KiB reserved = 50,176 bytes: 204,800 / 50,176 = 4 blocks
  // (threads 16, registers 65,536 / (4 warps x 1,024) = 16).
  Occupancy o = computeOccupancy(128, 32, 48 * 1024, limits);
  EXPECT_EQ(o.blocksPerSm, 4);
  EXPECT_EQ(o.limit, OccupancyLimit::SharedMemory);
  // 49 KiB + 1 KiB = 51,200: exactly 4 blocks; 49 KiB + 1 byte more: 3.
  EXPECT_EQ(computeOccupancy(128, 32, 49 * 1024, limits).blocksPerSm, 4);
  EXPECT_EQ(computeOccupancy(128, 32, 49 * 1024 + 1, limits).blocksPerSm, 3);
  // Before sm_80 nothing is reserved: 51,200 bytes fit 4 times.
  DeviceProfile older = roundDevice();
  older.smVersion = "sm_75";
  EXPECT_EQ(computeOccupancy(128, 32, 51200, getSmLimits(older)).blocksPerSm, 4);
}

TEST(KernelStructure, ThreadsAndTheBlockCapLimitToo) {
  SmLimits limits = limitsOf(roundDevice());
  // 1,024 threads: 2 blocks by threads (registers 65,536 / 16,384 = 4).
  Occupancy threads = computeOccupancy(1024, 16, 0, limits);
  EXPECT_EQ(threads.blocksPerSm, 2);
  EXPECT_EQ(threads.limit, OccupancyLimit::Threads);
  // One warp of few registers: 64 by threads, 128 by registers, 200 by
  // shared memory (the reservation alone): the cap of 32 blocks.
  Occupancy cap = computeOccupancy(32, 16, 0, limits);
  EXPECT_EQ(cap.blocksPerSm, 32);
  EXPECT_EQ(cap.limit, OccupancyLimit::Blocks);
  // sm_75 holds 16.
  DeviceProfile turing = roundDevice();
  turing.smVersion = "sm_75";
  EXPECT_EQ(computeOccupancy(32, 16, 0, getSmLimits(turing)).blocksPerSm, 16);
  // A block that needs more registers than an SM has still counts as one.
  EXPECT_EQ(computeOccupancy(1024, 128, 0, limits).blocksPerSm, 1);
}

TEST(KernelStructure, WavesAndTheTail) {
  // 1,000 blocks on 100 SMs x 4: 400 a wave, 2 full waves and 200 in the
  // tail, 2 on the busiest SM, half a wave.
  WaveShape w = computeWaves(1000, 100, 4);
  EXPECT_EQ(w.fullWaves, 2);
  EXPECT_EQ(w.tailBlocks, 200);
  EXPECT_EQ(w.tailBlocksPerSm, 2);
  EXPECT_DOUBLE_EQ(w.tailFill, 0.5);
  EXPECT_EQ(w.waves(), 3);
  // 201 in the tail: one SM runs 3 of them.
  EXPECT_EQ(computeWaves(1001, 100, 4).tailBlocksPerSm, 3);
  // Whole waves: no tail.
  WaveShape whole = computeWaves(800, 100, 4);
  EXPECT_EQ(whole.fullWaves, 2);
  EXPECT_EQ(whole.tailBlocks, 0);
  EXPECT_EQ(whole.waves(), 2);
  // Fewer blocks than SMs: one partial wave of one block per SM.
  WaveShape small = computeWaves(50, 100, 4);
  EXPECT_EQ(small.fullWaves, 0);
  EXPECT_EQ(small.tailBlocksPerSm, 1);
  EXPECT_DOUBLE_EQ(small.tailFill, 0.125);
}

TEST(KernelStructure, IterationTimeGoesFromLatencyToThroughput) {
  StructureCosts c{300, 1000, 500, false};
  // (1000^4 + 300^4)^(1/4) = 1002.02: one block alone is latency-bound.
  EXPECT_NEAR(getIterationNs(c, 1), 1002.0189, 1e-3);
  // (1000^4 + 600^4)^(1/4) = 1030.93; (1000^4 + 1200^4)^(1/4) = 1324.07.
  EXPECT_NEAR(getIterationNs(c, 2), 1030.9347, 1e-3);
  EXPECT_NEAR(getIterationNs(c, 4), 1324.0727, 1e-3);
  // Many blocks: throughput, k x 300.
  EXPECT_NEAR(getIterationNs(c, 32) / (32 * 300.0), 1.0, 1e-4);
}

TEST(KernelStructure, APointwiseLayerWaitsOutItsOwnLatencyAlone) {
  StructureCosts c{300, 1000, 500, false};
  // No pointwise latency measured: the 3x3 layers' prices a 1x1 one.
  EXPECT_DOUBLE_EQ(getIterationNs(c, 1, /*pointwise=*/true), getIterationNs(c, 1));
  c.latencyPointwiseNs = 1400;
  // (1400^4 + 300^4)^(1/4) = 1400.74 alone; full SMs are throughput either way.
  EXPECT_NEAR(getIterationNs(c, 1, /*pointwise=*/true), 1400.7381, 1e-3);
  EXPECT_NEAR(getIterationNs(c, 1), 1002.0189, 1e-3);
  EXPECT_NEAR(getIterationNs(c, 32, true) / getIterationNs(c, 32), 1.0, 1e-3);
  // Through the profile: a pointwise launch of few blocks pays it, the same
  // grid without the flag does not.
  DeviceProfile device = roundDevice();
  device.calibrated.generatedKernels.structure.push_back(
      {"implicit_gemm_simt 64x64x16 t256", "fp32", 300, 1000, 500, 1400});
  cuda::KernelConfig config = simt64(100); // under one block per SM
  StructuralEstimate threeByThree =
      estimateStructural(config, 1'000'000, device, Precision::FP32, 576);
  config.pointwise = true;
  StructuralEstimate pointwise = estimateStructural(config, 1'000'000, device, Precision::FP32, 576);
  EXPECT_TRUE(pointwise.structure.pointwise);
  EXPECT_DOUBLE_EQ(pointwise.costs.latencyPointwiseNs, 1400);
  // 36 trips of 1400.74 + 500 ns against 36 of 1002.02 + 500 ns.
  EXPECT_NEAR(pointwise.computeMs - threeByThree.computeMs, 36 * (1400.7381 - 1002.0189) / 1e6,
              1e-7);
}

TEST(KernelStructure, ALoneBlockPaysItsOwnPrologueAndEpilogue) {
  StructureCosts c{300, 1000, 500, false};
  // None measured: k blocks' are k x block.
  EXPECT_DOUBLE_EQ(getBlocksNs(c, 1, false), 500);
  EXPECT_DOUBLE_EQ(getBlocksNs(c, 4, false), 2000);
  c.blockAloneNs = 1200;
  // Alone: its own; two or more overlap one another's: k x block.
  EXPECT_DOUBLE_EQ(getBlocksNs(c, 1, false), 1200);
  EXPECT_DOUBLE_EQ(getBlocksNs(c, 2, false), 1000);
  EXPECT_DOUBLE_EQ(getBlocksNs(c, 4, false), 2000);
  // A persistent kernel's units overlap their epilogues: k x block.
  EXPECT_DOUBLE_EQ(getBlocksNs(c, 1, true), 500);
  // Through the profile: a grid of one block per SM pays it.
  DeviceProfile device = roundDevice();
  device.calibrated.generatedKernels.structure.push_back(
      {"implicit_gemm_simt 64x64x16 t256", "fp32", 300, 1000, 500, 0, 1200});
  StructuralEstimate lone = estimateStructural(simt64(100), 1'000'000, device, Precision::FP32, 576);
  EXPECT_DOUBLE_EQ(lone.costs.blockAloneNs, 1200);
  // 36 trips of 1002.02 ns, then 1200 ns in place of 500.
  EXPECT_NEAR(lone.computeMs, (36 * 1002.0189 + 1200) / 1e6, 1e-8);
  // Ten full waves of four blocks and no tail: k x block, as without it.
  StructuralEstimate full = estimateStructural(simt64(4000), 1'000'000, device, Precision::FP32, 576);
  device.calibrated.generatedKernels.structure.back().blockAloneNs = 0;
  EXPECT_DOUBLE_EQ(
      full.computeMs,
      estimateStructural(simt64(4000), 1'000'000, device, Precision::FP32, 576).computeMs);
}

TEST(KernelStructure, TheStructureOfAGemmLaunch) {
  DeviceProfile device = roundDevice();
  // The table gives SIMT 64x64x16 fp32 its registers (64 by ptxas) and
  // static shared memory; 576-long reduction / 16 = 36 trips.
  KernelStructure s = describeKernel(simt64(1000), Precision::FP32, 576, device);
  ASSERT_TRUE(s.resourcesKnown);
  EXPECT_EQ(s.blocks, 1000);
  EXPECT_EQ(s.trips, 36);
  EXPECT_GT(s.sharedBytes, 0);
  EXPECT_EQ(s.occupancy.blocksPerSm,
            computeOccupancy(256, s.registers, s.sharedBytes, getSmLimits(device)).blocksPerSm);
  // A reduction that is not a multiple of the tile: ceil(577 / 16) = 37.
  EXPECT_EQ(describeKernel(simt64(1000), Precision::FP32, 577, device).trips, 37);
}

TEST(KernelStructure, TimeIsWavesOfTripsPlusBlocks) {
  DeviceProfile device = roundDevice();
  device.calibrated.generatedKernels.structure.push_back(
      {"implicit_gemm_simt 64x64x16 t256", "fp32", 300, 1000, 500});
  cuda::KernelConfig config = simt64(1000);
  StructuralEstimate e = estimateStructural(config, 1'000'000, device, Precision::FP32, 576);
  ASSERT_EQ(e.structure.occupancy.blocksPerSm, 4); // 64 registers (the table's)
  EXPECT_FALSE(e.costs.estimated);
  // 2 full waves of 4 blocks per SM: 36 x 1324.07 + 4 x 500 = 49,666.6 ns
  // each; the tail's 2 per SM: 36 x 1030.93 + 2 x 500 = 38,113.7 ns.
  // 137,446.9 ns = 0.137447 ms; memory 1e6 B at 1,000 GB/s = 0.001 ms.
  EXPECT_NEAR(e.computeMs, 0.1374469, 1e-6);
  EXPECT_NEAR(e.memoryMs, 0.001, 1e-12);
  // Measured costs: compute and memory by the soft maximum; a memory term
  // 1/137 of the compute adds nothing visible.
  EXPECT_NEAR(e.totalMs, 0.005 + 0.1374469, 1e-6);
  EXPECT_EQ(e.bound, "compute");
  // Memory-bound: 1e9 bytes take 1 ms; (1^4 + 0.1374469^4)^(1/4) = 1.000089.
  StructuralEstimate memory =
      estimateStructural(config, 1'000'000'000, device, Precision::FP32, 576);
  EXPECT_NEAR(memory.totalMs, 0.005 + 1.000089, 1e-6);
  EXPECT_EQ(memory.bound, "memory");
  // Compute and memory equal: 2^(1/4) = 1.189 of either, not the maximum.
  // 137,446.9 bytes at 1,000 GB/s take the compute's 0.1374469 ms.
  StructuralEstimate even = estimateStructural(config, 137'446'900, device, Precision::FP32, 576);
  EXPECT_NEAR(even.memoryMs, even.computeMs, 1e-6);
  EXPECT_NEAR(even.totalMs, 0.005 + 1.189207 * 0.1374469, 1e-6);
  // Costs derived from the rates keep the larger alone (they reproduce the
  // rate model, whose rates were fitted that way).
  StructureCosts derived = e.costs;
  derived.estimated = true;
  EXPECT_DOUBLE_EQ(getBusyMs(0.1, 0.1, derived), 0.1);
  EXPECT_NEAR(getBusyMs(0.1, 0.1, e.costs), 0.1189207, 1e-7);
}

TEST(KernelStructure, CostsWithoutAnEntryComeFromTheCalibratedRates) {
  DeviceProfile device = roundDevice();
  // 10,000 GFLOPS x 0.9 (the SIMT variant) / 100 SMs = 90 GFLOPS an SM;
  // a 64x64x16 step is 131,072 FLOPs: 1,456.36 ns; alone twice that; the
  // reduction half-length 64 is 4 steps of 16 per block: 5,825.42 ns.
  StructureCosts c = getStructureCosts(simt64(1), Precision::FP32, device);
  EXPECT_TRUE(c.estimated);
  EXPECT_NEAR(c.iterationNs, 1456.3556, 1e-3);
  EXPECT_NEAR(c.latencyNs, 2912.7111, 1e-3);
  EXPECT_NEAR(c.blockNs, 5825.4222, 1e-3);
  // An entry for another precision or kernel does not apply.
  device.calibrated.generatedKernels.structure.push_back(
      {"implicit_gemm_simt 64x64x16 t256", "bf16", 1, 1, 1});
  device.calibrated.generatedKernels.structure.push_back(
      {"implicit_gemm_simt 64x32x16 t128", "fp32", 1, 1, 1});
  EXPECT_TRUE(getStructureCosts(simt64(1), Precision::FP32, device).estimated);
  // tf32 off the tensor cores is fp32's kernel: fp32's entry applies.
  device.calibrated.generatedKernels.structure.push_back(
      {"implicit_gemm_simt 64x64x16 t256", "fp32", 300, 1000, 500});
  StructureCosts tf32 = getStructureCosts(simt64(1), Precision::TF32, device);
  EXPECT_FALSE(tf32.estimated);
  EXPECT_DOUBLE_EQ(tf32.iterationNs, 300);
  // Not for the tensor-core kernel, whose tf32 code differs.
  cuda::KernelConfig mma = simt64(1);
  mma.variant = "implicit_gemm_mma";
  device.calibrated.generatedKernels.structure.push_back(
      {"implicit_gemm_mma 64x64x16 t256", "fp32", 300, 1000, 500});
  EXPECT_TRUE(getStructureCosts(mma, Precision::TF32, device).estimated);
  // A 16-bit SIMT launch reads its own precision's entry where it has one,
  // else fp32's (it multiplies in fp32); a tensor-core one never does.
  EXPECT_DOUBLE_EQ(getStructureCosts(simt64(1), Precision::BF16, device).iterationNs, 1);
  StructureCosts fp16 = getStructureCosts(simt64(1), Precision::FP16, device);
  EXPECT_FALSE(fp16.estimated);
  EXPECT_DOUBLE_EQ(fp16.latencyNs, 1000);
  EXPECT_TRUE(getStructureCosts(mma, Precision::BF16, device).estimated);
}

TEST(KernelStructure, KernelCostUsesTheStructureOnlyWithMeasuredEntries) {
  DeviceProfile device = roundDevice();
  cuda::KernelConfig config = simt64(1000);
  KernelEstimate before = estimateKernel(config, 0, 1'000'000, device, Precision::FP32, 576);
  device.calibrated.generatedKernels.structure.push_back(
      {"implicit_gemm_simt 64x64x16 t256", "fp32", 300, 1000, 500});
  KernelEstimate after = estimateKernel(config, 0, 1'000'000, device, Precision::FP32, 576);
  EXPECT_NEAR(after.totalMs, 0.005 + 0.1374469, 1e-6);
  EXPECT_NE(before.totalMs, after.totalMs);
  EXPECT_EQ(after.blocksPerSm, 4);
  // 2.5 waves' work in 3 waves.
  EXPECT_NEAR(after.waveEfficiency, 2.5 / 3, 1e-12);
  // Only for the precisions measured: bf16 without entries keeps the rate
  // model (the same estimate as with no entries at all).
  DeviceProfile unmeasured = roundDevice();
  EXPECT_DOUBLE_EQ(
      estimateKernel(config, 0, 1'000'000, device, Precision::BF16, 576).totalMs,
      estimateKernel(config, 0, 1'000'000, unmeasured, Precision::BF16, 576).totalMs);
  EXPECT_TRUE(hasMeasuredStructure(device, Precision::FP32));
  EXPECT_TRUE(hasMeasuredStructure(device, Precision::TF32)); // fp32's CUDA-core kernels
  EXPECT_FALSE(hasMeasuredStructure(device, Precision::BF16));
  EXPECT_FALSE(hasMeasuredStructure(unmeasured, Precision::FP32));
  // Streaming kernels keep the bandwidth model.
  cuda::KernelConfig pool;
  pool.variant = "max_pool";
  pool.threads = 256;
  pool.gridX = 1000;
  EXPECT_NEAR(estimateKernel(pool, 0, 1'000'000'000, device, Precision::FP32).totalMs,
              0.005 + 1.0, 1e-9);
}

TEST(KernelStructure, TheTableHoldsEveryKernelTheCatalogOffers) {
  // Every k-loop candidate of a 3x3 layer over 64 channels and of a 5x5
  // first layer, in every precision on sm_90, has its registers in the
  // table: a new tile or form in the catalog needs
  // bench/kstruct/update-resources.sh.
  KernelTarget target;
  target.smVersion = 90;
  for (Precision precision : {Precision::FP32, Precision::TF32, Precision::BF16, Precision::FP16}) {
    cuda::ConvProblem gemm;
    gemm.x = {32, 28, 28, 64, 64};
    gemm.y = {32, 28, 28, 256, 256};
    gemm.kh = gemm.kw = 3;
    gemm.padTop = gemm.padLeft = 1;
    gemm.precision = precision;
    cuda::ConvProblem first;
    first.x = {10000, 28, 28, 1, 1};
    first.y = {10000, 24, 24, 50, 50};
    first.kh = first.kw = 5;
    first.precision = precision;
    for (const cuda::ConvProblem &problem : {gemm, first})
      for (const cuda::KernelConfig &config : cuda::convCandidates(problem, target)) {
        // Every k-loop kernel has a structural model, the wgmma tiles,
        // their narrow gather and Winograd's among them.
        ASSERT_TRUE(hasStructuralModel(config)) << config.variant;
        std::optional<KernelResources> resources = lookupKernelResources(config, precision);
        ASSERT_TRUE(resources.has_value())
            << getStructureKey(config) << " " << getPrecisionName(precision);
        EXPECT_GT(resources->registers, 0);
        EXPECT_LE(resources->registers, 255);
        // The launch bounds' promise: 2 blocks of 256 threads fit 128 registers.
        if (config.minBlocksPerSm > 0) {
          EXPECT_LE(resources->registers * config.threads * config.minBlocksPerSm, 65536)
              << getStructureKey(config);
        }
      }
  }
}

namespace {
/// The catalog's Winograd kernel for a 3x3 stride-1 fp32 layer of batch 32
/// over 28x28 pixels, C input and 256 output channels.
cuda::KernelConfig winogradFor(int64_t channels) {
  cuda::ConvProblem problem;
  problem.x = {32, 28, 28, channels, channels};
  problem.y = {32, 28, 28, 256, 256};
  problem.kh = problem.kw = 3;
  problem.padTop = problem.padLeft = 1;
  problem.precision = Precision::FP32;
  KernelTarget target;
  target.smVersion = 90;
  for (const cuda::KernelConfig &config : cuda::convCandidates(problem, target))
    if (config.variant == "winograd")
      return config;
  ADD_FAILURE() << "the catalog offers no Winograd kernel for C = " << channels;
  return {};
}
} // namespace

TEST(KernelStructure, WinogradIsAKLoopOfChannelSteps) {
  DeviceProfile device = roundDevice();
  // 32 x 14 x 14 = 6,272 tiles of 2x2 in blocks of 32: 196 x 4 blocks; a
  // k-step is 8 input channels of all 16 GEMMs: ceil(100 / 8) = 13 trips
  // (the GEMM reduction, 9 x 100 = 900, does not count them).
  cuda::KernelConfig config = winogradFor(100);
  ASSERT_EQ(config.variant, "winograd");
  KernelStructure s = describeKernel(config, Precision::FP32, 900, device);
  ASSERT_TRUE(s.resourcesKnown);
  EXPECT_EQ(s.blocks, 196 * 4);
  EXPECT_EQ(s.trips, 13);
  // ~220 registers of 256 threads: one block an SM.
  EXPECT_EQ(s.occupancy.blocksPerSm, 1);
  EXPECT_EQ(s.occupancy.limit, OccupancyLimit::Registers);
  EXPECT_EQ(getStructureKey(config), "winograd 32x64x8 t256");
  // Costs from the rates: 16 GEMMs of 32 x 64 x 8 a step, 524,288 FLOPs,
  // at 10,000 GFLOPS x 0.9 (SIMT) x tileEfficiency / 100 SMs; no lone-
  // block latency (one block is the SM's whole occupancy); the reduction
  // half-length 64 over 9 x 8 of the GEMM's reduction a step.
  StructureCosts c = getStructureCosts(config, Precision::FP32, device);
  const double iteration = 524288.0 / (90 * config.tileEfficiency);
  EXPECT_TRUE(c.estimated);
  EXPECT_NEAR(c.iterationNs, iteration, 1e-6);
  EXPECT_EQ(c.latencyNs, 0);
  EXPECT_NEAR(c.blockNs, 64.0 / 72.0 * iteration, 1e-6);
}

TEST(KernelStructure, WinogradCostsFromTheRatesPriceAsTheRateModel) {
  // Where C is a whole number of steps, the structure with costs derived
  // from the rates gives the rate model's time exactly: a profile that
  // measured other kernels (and so prices fp32 by structure) chooses
  // between Winograd and the GEMM as before until Winograd is measured.
  DeviceProfile rates = roundDevice();
  DeviceProfile measured = roundDevice();
  measured.calibrated.generatedKernels.structure.push_back(
      {"implicit_gemm_simt 64x64x16 t256", "fp32", 300, 1000, 500});
  for (int64_t channels : {64, 256}) {
    cuda::KernelConfig config = winogradFor(channels);
    const int64_t reduction = 9 * channels;
    KernelEstimate byRates =
        estimateKernel(config, 0, 1'000'000, rates, Precision::FP32, reduction);
    KernelEstimate byStructure =
        estimateKernel(config, 0, 1'000'000, measured, Precision::FP32, reduction);
    EXPECT_NEAR(byStructure.totalMs / byRates.totalMs, 1, 1e-12) << channels;
    EXPECT_EQ(byStructure.blocksPerSm, 1);
  }
  // A measured entry replaces them.
  measured.calibrated.generatedKernels.structure.push_back(
      {"winograd 32x64x8 t256", "fp32", 2000, 1500, 3000});
  cuda::KernelConfig config = winogradFor(64);
  StructuralEstimate e = estimateStructural(config, 1'000'000, measured, Precision::FP32, 576);
  EXPECT_FALSE(e.costs.estimated);
  // 784 blocks on 100 SMs, one each: 8 waves (the last of 84); a wave is 8
  // trips x (1500^4 + 2000^4)^(1/4) + 3000 ns.
  const double step = std::pow(std::pow(1500.0, 4) + std::pow(2000.0, 4), 0.25);
  EXPECT_NEAR(e.computeMs, 8 * (8 * step + 3000) / 1e6, 1e-9);
}

TEST(KernelStructure, APlanRecordsEnoughToPriceWinogradAsTheLoweringDid) {
  // plan.json keeps the variant, tile, grid, block, shared memory and padded
  // multiply-adds; the rest is the catalog's, per variant.
  cuda::KernelConfig lowered = winogradFor(100);
  cuda::KernelConfig fromPlan;
  fromPlan.variant = lowered.variant;
  fromPlan.tileM = lowered.tileM;
  fromPlan.tileN = lowered.tileN;
  fromPlan.tileK = lowered.tileK;
  fromPlan.gridX = lowered.gridX;
  fromPlan.gridY = lowered.gridY;
  fromPlan.gridZ = lowered.gridZ;
  fromPlan.threads = lowered.threads;
  fromPlan.sharedBytes = lowered.sharedBytes;
  fromPlan.paddedMacs = lowered.paddedMacs;
  cuda::restorePlanOmittedFields(fromPlan);
  EXPECT_EQ(fromPlan.tileEfficiency, lowered.tileEfficiency);
  EXPECT_EQ(fromPlan.minBlocksPerSm, lowered.minBlocksPerSm);
  DeviceProfile device = roundDevice();
  EXPECT_EQ(estimateKernel(fromPlan, 0, 1'000'000, device, Precision::FP32, 900).totalMs,
            estimateKernel(lowered, 0, 1'000'000, device, Precision::FP32, 900).totalMs);
  // Other variants are left as they are.
  cuda::KernelConfig simt = simt64(10);
  cuda::restorePlanOmittedFields(simt);
  EXPECT_EQ(simt.tileEfficiency, 1.0);
  EXPECT_EQ(simt.minBlocksPerSm, 0);
}

TEST(KernelStructure, ASplitSimtTileRunsItsSplitsTripsAndItsTail) {
  DeviceProfile device = roundDevice();
  device.calibrated.generatedKernels.structure.push_back(
      {"implicit_gemm_simt 64x64x16 t256", "fp32", 300, 1000, 500});
  // 10 tiles split 4 ways: 40 blocks; a 576-long reduction is 36 k-steps,
  // 9 a split; a serial tail of 12 us (set here) counts with the launch.
  cuda::KernelConfig split = simt64(10);
  split.splitK = split.gridZ = 4;
  split.serialTailUs = 12;
  KernelStructure s = describeKernel(split, Precision::FP32, 576, device);
  EXPECT_EQ(s.blocks, 40);
  EXPECT_EQ(s.trips, 9);
  EXPECT_EQ(s.serialTailUs, 12);
  // A split takes its unsplit tile's entry: the same k-loop.
  EXPECT_EQ(getStructureKey(split), "implicit_gemm_simt 64x64x16 t256");
  EXPECT_EQ(getKernelName(split), "implicit_gemm_simt 64x64x16 t256 s4");
  StructuralEstimate e = estimateStructural(split, 0, device, Precision::FP32, 576);
  EXPECT_FALSE(e.costs.estimated);
  // One wave, one block an SM (40 blocks, 100 SMs): 9 x (1000^4 + 300^4)^(1/4)
  // + 500 = 9,518.2 ns; launch 5 + 12 us.
  EXPECT_NEAR(e.computeMs, (9 * std::pow(std::pow(1000.0, 4) + std::pow(300.0, 4), 0.25) + 500) / 1e6,
              1e-9);
  EXPECT_NEAR(e.launchMs, 0.017, 1e-12);
  EXPECT_NEAR(e.totalMs, 0.017 + e.computeMs, 1e-12);
  // KernelCost prices it the same, with the partial tiles' traffic (written
  // and read back) in the memory term, overlapped by the soft maximum.
  split.workspaceBytes = 1'000'000;
  KernelEstimate cost = estimateKernel(split, 0, 0, device, Precision::FP32, 576);
  EXPECT_NEAR(cost.memoryMs, 2e6 / (1000.0 * 1e6), 1e-12);
  EXPECT_NEAR(cost.totalMs,
              0.017 + std::pow(std::pow(e.computeMs, 4) + std::pow(cost.memoryMs, 4), 0.25), 1e-12);
  EXPECT_GT(cost.totalMs, 0.017 + e.computeMs);
  // A plan records the split (split_k): the tail is the catalog's SIMT
  // one, 2.95 + 0.94 x 4 = 6.71 us.
  cuda::KernelConfig fromPlan = simt64(10);
  fromPlan.splitK = fromPlan.gridZ = 4;
  cuda::restorePlanOmittedFields(fromPlan);
  EXPECT_DOUBLE_EQ(fromPlan.serialTailUs, 2.95 + 0.94 * 4);
}

TEST(KernelStructure, KeysNameVariantTileThreadsOrDirectForm) {
  EXPECT_EQ(getStructureKey(simt64(1)), "implicit_gemm_simt 64x64x16 t256");
  cuda::KernelConfig wgmmaSplit;
  wgmmaSplit.variant = "implicit_gemm_wgmma";
  wgmmaSplit.tileM = 64;
  wgmmaSplit.tileN = 128;
  wgmmaSplit.tileK = 64;
  wgmmaSplit.threads = 128;
  wgmmaSplit.splitK = 4;
  // A split is part of the kernel's name, never of its structure key.
  EXPECT_EQ(getStructureKey(wgmmaSplit), "implicit_gemm_wgmma 64x128x64 t128");
  EXPECT_EQ(getKernelName(wgmmaSplit), "implicit_gemm_wgmma 64x128x64 t128 s4");
  EXPECT_EQ(getKernelName(simt64(1)), "implicit_gemm_simt 64x64x16 t256");
  cuda::KernelConfig direct;
  direct.variant = "direct";
  direct.directRowsPerItem = 2;
  direct.directImagesPerBlock = 8;
  EXPECT_EQ(getStructureKey(direct), "direct r2 i8");
}

TEST(KernelStructure, TheNarrowGatherIsAKernelOfItsOwnPricedByItsOwnEntry) {
  // ECE408's first layer (1 -> 50 channels, 5x5) in bf16: the catalog
  // offers the narrow gather on the 128 x 64 wgmma tile.
  cuda::ConvProblem first;
  first.x = {10000, 28, 28, 1, 1};
  first.y = {10000, 24, 24, 50, 50};
  first.kh = first.kw = 5;
  first.precision = Precision::BF16;
  KernelTarget target;
  target.smVersion = 90;
  std::optional<cuda::KernelConfig> narrow;
  for (const cuda::KernelConfig &config : cuda::convCandidates(first, target))
    if (config.narrowGather)
      narrow = config;
  ASSERT_TRUE(narrow.has_value());
  EXPECT_EQ(getStructureKey(*narrow), "implicit_gemm_wgmma_narrow 128x64x64 t256");
  EXPECT_EQ(getStructureVariant(*narrow), cuda::kWgmmaNarrowStructureVariant);
  EXPECT_EQ(narrow->variant, "implicit_gemm_wgmma"); // the plan's variant stays the kernel's
  // Its own registers (80 in bf16, three blocks an SM), not the gathered
  // kernel's on the same tile.
  std::optional<KernelResources> own = lookupKernelResources(*narrow, Precision::BF16);
  cuda::KernelConfig gathered = *narrow;
  gathered.narrowGather = false;
  std::optional<KernelResources> other = lookupKernelResources(gathered, Precision::BF16);
  ASSERT_TRUE(own && other);
  EXPECT_NE(own->registers, other->registers);
  // Priced by its rate until the profile has an entry of its own: the
  // gathered kernel's bf16 entry leaves its price where no entry does.
  DeviceProfile device = roundDevice();
  device.peakGflops[int(PeakKind::BF16Tensor)] = 400000;
  device.calibrated.achievedFraction[int(PeakKind::BF16Tensor)] = 0.8;
  device.calibrated.generatedKernels.implicitGemmWgmma = 0.9;
  const int64_t reduction = 25;
  const KernelEstimate rate =
      estimateKernel(*narrow, 0, 1'000'000, device, Precision::BF16, reduction);
  device.calibrated.generatedKernels.structure.push_back(
      {"implicit_gemm_wgmma 128x64x64 t256", "bf16", 300, 600, 2000});
  EXPECT_FALSE(pricesByStructure(*narrow, device, Precision::BF16));
  EXPECT_DOUBLE_EQ(
      estimateKernel(*narrow, 0, 1'000'000, device, Precision::BF16, reduction).totalMs,
      rate.totalMs);
  device.calibrated.generatedKernels.structure.push_back(
      {"implicit_gemm_wgmma_narrow 128x64x64 t256", "bf16", 1700, 3600, 330});
  EXPECT_TRUE(pricesByStructure(*narrow, device, Precision::BF16));
  const StructuralEstimate priced =
      estimateStructural(*narrow, 1'000'000, device, Precision::BF16, reduction);
  EXPECT_EQ(priced.structure.trips, 1); // 25 taps in one k-step of 64
  // Three blocks an SM by registers and the launch bounds; two on the
  // round device's 200 KiB of shared memory (74,752 bytes a ring).
  EXPECT_EQ(priced.structure.occupancy.blocksPerSm, 2);
  EXPECT_DOUBLE_EQ(priced.costs.iterationNs, 1700);
  EXPECT_DOUBLE_EQ(
      estimateKernel(*narrow, 0, 1'000'000, device, Precision::BF16, reduction).totalMs,
      priced.totalMs);
}

TEST(KernelStructure, AWaveOnAShareOfTheSmsRunsDownToItsFloor) {
  // No floor, or a whole wave: the cost itself.
  EXPECT_DOUBLE_EQ(getSubWaveNs(400, 0.25, 0), 400);
  EXPECT_DOUBLE_EQ(getSubWaveNs(400, 1, 0.7), 400);
  EXPECT_DOUBLE_EQ(getSubWaveNs(400, 0.5, 1), 400);
  // Under a wave: between the floor and the cost, falling with the share.
  const double quarter = getSubWaveNs(400, 0.25, 0.7), half = getSubWaveNs(400, 0.5, 0.7);
  EXPECT_GT(quarter, 0.7 * 400);
  EXPECT_LT(quarter, half);
  EXPECT_LT(half, 400);
  EXPECT_NEAR(getSubWaveNs(400, 1e-6, 0.7), 0.7 * 400, 1e-6);
  // Continuous at a whole wave.
  EXPECT_NEAR(getSubWaveNs(400, 0.999999, 0.7), 400, 1e-3);
  // A persistent launch of 50 units on the round device's 100 SMs (one
  // block an SM): its fill, steps and epilogue at half the SMs' share; 150
  // units (a full wave and a tail) pay a whole wave's for the first 100.
  DeviceProfile device = roundDevice();
  cuda::KernelConfig config = persistentTma100Channels();
  config.inputChannels = 128;
  config.persistentTiles = 50;
  config.paddedMacs = int64_t(50) * 128 * 128 * 32 * 36;
  KernelStructure s = describeKernel(config, Precision::TF32, 1152, device);
  EXPECT_DOUBLE_EQ(getTailBusyShare(s), 0.5);
  StructureCosts costs{400, 3000, 2000, /*estimated=*/false};
  const double full = getStructuralComputeMs(s, costs);
  EXPECT_NEAR(full, (3000 + 36 * 400 + 2000) / 1e6, 1e-12);
  costs.subWaveFloor = 0.7;
  const double share = getSubWaveNs(1, 0.5, 0.7);
  EXPECT_NEAR(getStructuralComputeMs(s, costs), full * share, 1e-12);
  config.persistentTiles = 150;
  config.paddedMacs = int64_t(150) * 128 * 128 * 32 * 36;
  KernelStructure longer = describeKernel(config, Precision::TF32, 1152, device);
  EXPECT_DOUBLE_EQ(getTailBusyShare(longer), 0.5);
  StructureCosts plain = costs;
  plain.subWaveFloor = 0;
  EXPECT_NEAR(getStructuralComputeMs(longer, costs),
              getStructuralComputeMs(longer, plain) - (36 * 400 + 2000) * (1 - share) / 1e6,
              1e-12);
}

TEST(KernelStructure, ASubWavesStepsComeDownAsFarAsAFullWavesDramTrafficHeldThemBack) {
  // The tile's floor from half a full wave's time in DRAM traffic; less
  // relief, in proportion, below; an unknown share (0) takes the floor.
  EXPECT_DOUBLE_EQ(getStepSubWaveFloor(0.7, kSubWaveStreamingShare), 0.7);
  EXPECT_DOUBLE_EQ(getStepSubWaveFloor(0.7, 2.5), 0.7);
  EXPECT_NEAR(getStepSubWaveFloor(0.7, kSubWaveStreamingShare / 3), 0.9, 1e-12);
  EXPECT_DOUBLE_EQ(getStepSubWaveFloor(0.7, 0), 0.7);
  EXPECT_DOUBLE_EQ(getStepSubWaveFloor(0, 0.1), 0);
  // One launch of 50 persistent units (half the round device's SMs) priced
  // with its bytes: the share is a full wave's bytes (100 units of the
  // launch's per-unit traffic) at the calibrated bandwidth over a full
  // wave's time (its k-steps and epilogue; the fill is the launch's).
  DeviceProfile device = roundDevice();
  cuda::KernelConfig config = persistentTma100Channels();
  config.inputChannels = 128;
  config.persistentTiles = 50;
  config.paddedMacs = int64_t(50) * 128 * 128 * 32 * 36;
  const KernelStructure s = describeKernel(config, Precision::TF32, 1152, device);
  StructureCosts costs{400, 3000, 2000, /*estimated=*/false};
  costs.subWaveFloor = 0.7;
  const double waveNs = 36 * 400 + 2000;
  const double bandwidth = device.memoryBandwidthGBs * device.calibrated.bandwidthFraction;
  auto priced = [&](double share) {
    // The bytes that make a full wave's DRAM time `share` of its time.
    const int64_t bytes = int64_t(std::llround(share * waveNs * bandwidth / 2));
    return estimateStructural(s, costs, bytes, device);
  };
  const StructuralEstimate streaming = priced(0.5), resident = priced(0.1);
  EXPECT_NEAR(getFullWaveDramShare(streaming.structure, costs), 0.5, 1e-6);
  EXPECT_NEAR(getFullWaveDramShare(resident.structure, costs), 0.1, 1e-6);
  // Streaming: every cost at the tile's floor, as without bytes.
  const double share = getSubWaveNs(1, 0.5, 0.7);
  EXPECT_NEAR(streaming.computeMs, (3000 + waveNs) * share / 1e6, 1e-9);
  EXPECT_NEAR(getStructuralComputeMs(s, costs), streaming.computeMs, 1e-9);
  // Resident in the L2: the fill and epilogue at the floor, the k-steps at
  // a fifth of its relief.
  const double stepShare = getSubWaveNs(1, 0.5, getStepSubWaveFloor(0.7, 0.1));
  EXPECT_NEAR(resident.computeMs, ((3000 + 2000) * share + 36 * 400 * stepShare) / 1e6, 1e-9);
  EXPECT_GT(resident.computeMs, streaming.computeMs);
}

TEST(KernelStructure, APersistentWgmmaKernelWalksItsUnitsAndFillsOnce) {
  DeviceProfile device = roundDevice();
  cuda::KernelConfig config = persistentTma100Channels();
  KernelStructure s = describeKernel(config, Precision::TF32, 900, device);
  EXPECT_TRUE(s.persistent);
  EXPECT_EQ(s.trips, 36);
  ASSERT_EQ(s.occupancy.blocksPerSm, 1);
  // The units' waves, not the grid's: 2 full of 100 and a tail of 50.
  EXPECT_EQ(s.waves.fullWaves, 2);
  EXPECT_EQ(s.waves.tailBlocks, 50);
  // tf32 on the tensor cores reads tf32's entry.
  EXPECT_STREQ(getStructureEntryPrecision(config, Precision::TF32), "tf32");
  device.calibrated.generatedKernels.structure.push_back(
      {"implicit_gemm_simt 64x64x16 t256", "fp32", 300, 1000, 500});
  // fp32's CUDA-core entries do not switch the wgmma kernels to the
  // structure: their rate prices them until a tf32 wgmma entry is measured.
  EXPECT_FALSE(pricesByStructure(config, device, Precision::TF32));
  EXPECT_TRUE(pricesByStructure(simt64(10), device, Precision::TF32));
  device.calibrated.generatedKernels.structure.push_back(
      {"implicit_gemm_wgmma_tma_persistent 128x128x32 t384", "tf32", 400, 3000, 2000});
  EXPECT_TRUE(pricesByStructure(config, device, Precision::TF32));
  EXPECT_FALSE(pricesByStructure(config, device, Precision::BF16));
  // The fill once, then three waves of one unit an SM at the throughput:
  // 3,000 + 3 x (36 x 400 + 2,000) = 52,200 ns.
  StructuralEstimate e = estimateStructural(config, 0, device, Precision::TF32, 900);
  EXPECT_FALSE(e.costs.estimated);
  EXPECT_NEAR(e.computeMs, 0.0522, 1e-12);
  EXPECT_NEAR(estimateKernel(config, 0, 0, device, Precision::TF32, 900).totalMs,
              0.005 + 0.0522, 1e-12);
  // A split of 2 halves each unit's steps (500 units of 18).
  config.splitK = 2;
  config.persistentTiles = 500;
  config.serialTailUs = 7;
  KernelStructure split = describeKernel(config, Precision::TF32, 900, device);
  EXPECT_EQ(split.trips, 18);
  EXPECT_EQ(split.waves.fullWaves, 5);
  // Its tail, where the structure prices it, is the persistent split's own
  // fit (1.23 + 0.70 us a split), not the config's rate-path tail: the
  // structure already counts each unit's steps and the fill.
  EXPECT_DOUBLE_EQ(split.serialTailUs, 1.23 + 0.70 * 2);
  EXPECT_NEAR(estimateStructural(config, 0, device, Precision::TF32, 900).launchMs,
              (5 + 1.23 + 0.70 * 2) / 1e3, 1e-12);
  // A plan's split keeps the rate path's tail (2 + 2.5 us a split) for the
  // profiles that price the kernel by its rate.
  cuda::KernelConfig fromPlan = config;
  fromPlan.serialTailUs = 0;
  cuda::restorePlanOmittedFields(fromPlan);
  EXPECT_DOUBLE_EQ(fromPlan.serialTailUs, 2.0 + 2.5 * 2);
  // The gathered wgmma split keeps its tail either way.
  cuda::KernelConfig gathered = config;
  gathered.variant = "implicit_gemm_wgmma";
  gathered.persistentTiles = 0;
  EXPECT_DOUBLE_EQ(describeKernel(gathered, Precision::TF32, 900, device).serialTailUs, 7);
  // The narrow gather keeps its rate without an entry of its own (the
  // persistent tile's does not price it).
  cuda::KernelConfig narrow = config;
  narrow.variant = "implicit_gemm_wgmma";
  narrow.narrowGather = true;
  EXPECT_TRUE(hasStructuralModel(narrow));
  EXPECT_FALSE(pricesByStructure(narrow, device, Precision::TF32));
}

TEST(KernelStructure, StepsPastTheChannelsAndMisalignedPixelsCostTheirOwnInFullWaves) {
  DeviceProfile device = roundDevice();
  // 250 units on 100 blocks, each 9 taps x 4 k-steps, every tap's last
  // step past C (4 x 32 = 128 > 100), and 100 x 4 = 400-byte pixels, 16
  // bytes off a 32-byte sector.
  cuda::KernelConfig config = persistentTma100Channels();
  // Without the channels (an old plan's reader, a launch not a
  // convolution) neither is known.
  KernelStructure unknown = describeKernel(config, Precision::TF32, 900, device);
  EXPECT_EQ(unknown.partialSteps, 0);
  EXPECT_FALSE(unknown.misalignedPixels);
  config.inputChannels = 100;
  KernelStructure s = describeKernel(config, Precision::TF32, 900, device);
  EXPECT_EQ(s.trips, 36);
  EXPECT_EQ(s.partialSteps, 9);
  EXPECT_TRUE(s.misalignedPixels);
  // bf16's 200-byte pixels are off a sector too; 96 channels are whole
  // steps and whole sectors (384 bytes) in tf32, 192 bytes in bf16 too.
  EXPECT_TRUE(describeKernel(config, Precision::BF16, 900, device).misalignedPixels);
  cuda::KernelConfig whole = config;
  whole.inputChannels = 96;
  whole.paddedMacs = int64_t(250) * 128 * 128 * 32 * 27;
  KernelStructure wholeSteps = describeKernel(whole, Precision::TF32, 864, device);
  EXPECT_EQ(wholeSteps.partialSteps, 0);
  EXPECT_FALSE(wholeSteps.misalignedPixels);
  // A split of 2 shares the taps: the busiest split has 5 of the 9.
  cuda::KernelConfig split = config;
  split.splitK = 2;
  split.persistentTiles = 500;
  EXPECT_EQ(describeKernel(split, Precision::TF32, 900, device).partialSteps, 5);
  // Priced: the fill, then 3 waves (the tail of 50 units holds an SM's one
  // block too) whose 27 whole steps take 400 + 200 (misaligned) and 9 last
  // steps 400 + 200 + 500 (past C), each unit 2,000 more: 3,000 + 3 x (27
  // x 600 + 9 x 1,100 + 2,000) = 87,300 ns.
  StructureCosts costs{400, 3000, 2000, /*estimated=*/false};
  costs.partialStepNs = 500;
  costs.misalignedStepNs = 200;
  EXPECT_NEAR(getStructuralComputeMs(s, costs), 0.0873, 1e-12);
  // A wave whose busiest SM holds fewer blocks than it can pays neither:
  // the same steps as a kernel of 2 blocks an SM (latency 0, so a step is k
  // x its throughput), one full wave and a tail of one block an SM: 27 x 2
  // x 600 + 9 x 2 x 1,100 + 2 x 2,000 + (36 x 400 + 2,000) = 72,600 ns.
  KernelStructure shared = s;
  shared.persistent = false;
  shared.occupancy.blocksPerSm = 2;
  shared.waves.fullWaves = 1;
  shared.waves.tailBlocks = 50;
  shared.waves.tailBlocksPerSm = 1;
  StructureCosts noLatency = costs;
  noLatency.latencyNs = 0;
  EXPECT_NEAR(getStructuralComputeMs(shared, noLatency), 0.0726, 1e-9);
  // Without the costs, the plain walk: 3,000 + 3 x (36 x 400 + 2,000).
  EXPECT_NEAR(getStructuralComputeMs(s, StructureCosts{400, 3000, 2000, false}), 0.0522, 1e-12);
  // A profile entry carries them.
  device.calibrated.generatedKernels.structure.push_back(
      {"implicit_gemm_wgmma_tma_persistent 128x128x32 t384", "tf32", 400, 3000, 2000});
  device.calibrated.generatedKernels.structure.back().partialStepNs = 500;
  device.calibrated.generatedKernels.structure.back().misalignedStepNs = 200;
  EXPECT_NEAR(estimateStructural(config, 0, device, Precision::TF32, 900).computeMs, 0.0873,
              1e-12);
}

TEST(KernelStructure, TheGatheredTensorCoreKernelsReadMisalignedPixelsOnEveryStep) {
  DeviceProfile device = roundDevice();
  // mma.sync 64 x 64 x 64 in bf16 on a 5x5 layer of 24 channels (48-byte
  // pixels, 16 off a sector): 600 / 64 = 10 flattened k-steps, none past C
  // (the gathered kernels have no tap-wise steps), every one misaligned.
  cuda::KernelConfig config;
  config.variant = "implicit_gemm_mma";
  config.tileM = config.tileN = config.tileK = 64;
  config.threads = 128;
  config.gridX = 400;
  config.inputChannels = 24;
  KernelStructure s = describeKernel(config, Precision::BF16, 600, device);
  EXPECT_EQ(s.trips, 10);
  EXPECT_EQ(s.partialSteps, 0);
  EXPECT_TRUE(s.misalignedPixels);
  // 16 channels (32 bytes) and 48 (96 bytes) are whole sectors; tf32's 24
  // (96 bytes) too, its 12 (48) not.
  config.inputChannels = 16;
  EXPECT_FALSE(describeKernel(config, Precision::BF16, 400, device).misalignedPixels);
  config.inputChannels = 48;
  EXPECT_FALSE(describeKernel(config, Precision::BF16, 1200, device).misalignedPixels);
  config.tileK = 32;
  config.inputChannels = 24;
  EXPECT_FALSE(describeKernel(config, Precision::TF32, 600, device).misalignedPixels);
  config.inputChannels = 12;
  EXPECT_TRUE(describeKernel(config, Precision::TF32, 300, device).misalignedPixels);
  // The gathered wgmma kernel likewise; its narrow gather (an element at a
  // time) and the CUDA-core kernels are not priced so.
  cuda::KernelConfig wgmma = config;
  wgmma.variant = "implicit_gemm_wgmma";
  wgmma.tileM = 128;
  wgmma.threads = 256;
  EXPECT_TRUE(describeKernel(wgmma, Precision::TF32, 300, device).misalignedPixels);
  wgmma.narrowGather = true;
  wgmma.inputChannels = 3;
  EXPECT_FALSE(describeKernel(wgmma, Precision::TF32, 27, device).misalignedPixels);
  cuda::KernelConfig simt = simt64(100);
  simt.inputChannels = 12;
  EXPECT_FALSE(describeKernel(simt, Precision::FP32, 300, device).misalignedPixels);
}

TEST(KernelStructure, FilterRowsPastKCostEveryStepTheirShare) {
  DeviceProfile device = roundDevice();
  // The same 250 units of 128 x 128 tiles and 36 whole steps (C = 96 is
  // not the point here: 128 channels, whole steps and sectors).
  cuda::KernelConfig config = persistentTma100Channels();
  config.inputChannels = 128;
  // K unknown (an old plan's reader) or a multiple of BN: no rows past K.
  EXPECT_EQ(describeKernel(config, Precision::TF32, 1152, device).columnOverrun, 0);
  config.outputChannels = 256;
  EXPECT_EQ(describeKernel(config, Precision::TF32, 1152, device).columnOverrun, 0);
  // K = 160: two columns of 128, 96 of their 256 filter rows past K.
  config.outputChannels = 160;
  KernelStructure s = describeKernel(config, Precision::TF32, 1152, device);
  EXPECT_DOUBLE_EQ(s.columnOverrun, 96.0 / 256);
  EXPECT_EQ(s.partialSteps, 0);
  EXPECT_FALSE(s.misalignedPixels);
  // Priced: every step of the full waves adds 800 x 0.375 = 300: 3,000 +
  // 3 x (36 x 700 + 2,000) = 84,600 ns; without the cost 3,000 + 3 x (36 x
  // 400 + 2,000) = 52,200.
  StructureCosts costs{400, 3000, 2000, /*estimated=*/false};
  EXPECT_NEAR(getStructuralComputeMs(s, costs), 0.0522, 1e-12);
  costs.partialColumnStepNs = 800;
  EXPECT_NEAR(getStructuralComputeMs(s, costs), 0.0846, 1e-12);
  // Not in a wave whose busiest SM holds fewer blocks than it can (as the
  // other per-step costs): a tail of one block an SM of two pays none.
  KernelStructure shared = s;
  shared.persistent = false;
  shared.occupancy.blocksPerSm = 2;
  shared.waves.fullWaves = 0;
  shared.waves.tailBlocks = 50;
  shared.waves.tailBlocksPerSm = 1;
  StructureCosts plain = costs;
  plain.partialColumnStepNs = 0;
  EXPECT_DOUBLE_EQ(getStructuralComputeMs(shared, costs), getStructuralComputeMs(shared, plain));
  // A profile entry carries it.
  device.calibrated.generatedKernels.structure.push_back(
      {"implicit_gemm_wgmma_tma_persistent 128x128x32 t384", "tf32", 400, 3000, 2000});
  device.calibrated.generatedKernels.structure.back().partialColumnStepNs = 800;
  EXPECT_NEAR(estimateStructural(config, 0, device, Precision::TF32, 1152).computeMs, 0.0846,
              1e-12);
}

TEST(KernelStructure, TheDepthwiseStripStepsThroughItsInputColumns) {
  // mobilenet's 56 x 56 x 144 depthwise 3 x 3 at batch 8, as the catalog
  // offers it: strips of 8 columns (56 = 7 x 8) read 8 - 1 + 3 = 10 input
  // columns a filter row, of which the padding takes one on the first and
  // the last strip (68 of 70 inside: 9.714 a strip), and the filter's first
  // and last rows miss the image on one output row each (166 of 168: 2.964
  // a row): 28.8, 29 steps a thread; 144 channels are 36 runs of
  // four, two chunks of 18, 7 strips a block (126 threads); 8 x 56 x 7 =
  // 3,136 strips make 448 blocks a chunk, 896 in all.
  cuda::ConvProblem p;
  p.x = {8, 56, 56, 144, 144};
  p.y = {8, 56, 56, 144, 144};
  p.kh = p.kw = 3;
  p.padTop = p.padLeft = p.padBottom = p.padRight = 1;
  p.groups = 144;
  p.precision = Precision::FP32;
  KernelTarget hopper;
  hopper.smVersion = 90;
  std::vector<cuda::KernelConfig> candidates = cuda::convCandidates(p, hopper);
  auto strip = llvm::find_if(candidates, [](const cuda::KernelConfig &c) {
    return c.variant == "depthwise_direct";
  });
  ASSERT_NE(strip, candidates.end());
  const cuda::KernelConfig config = *strip;
  EXPECT_EQ(config.threadSteps, 29);
  EXPECT_EQ(config.threads, 126);
  EXPECT_EQ(config.gridX, 896);
  EXPECT_EQ(getStructureKey(config), "depthwise_direct");

  DeviceProfile device = roundDevice();
  KernelStructure s = describeKernel(config, Precision::FP32, 9, device);
  EXPECT_EQ(s.trips, 29);
  // Not a table row: the representative 80 registers, 4 warps x 2,560 =
  // 10,240 a block, 6 blocks in 65,536 (threads would allow 16).
  EXPECT_EQ(s.registers, 80);
  EXPECT_EQ(s.occupancy.blocksPerSm, 6);
  // 896 blocks on 100 SMs x 6: one full wave and a tail of 296, 3 an SM.
  EXPECT_EQ(s.waves.fullWaves, 1);
  EXPECT_EQ(s.waves.tailBlocksPerSm, 3);

  // Without an entry of its own the rates price it; with fp32's, fp32,
  // tf32 (the same code) and the 16-bit types read it.
  EXPECT_FALSE(pricesByStructure(config, device, Precision::FP32));
  device.calibrated.generatedKernels.structure.push_back({"implicit_gemm_simt 64x64x16 t256",
                                                          "fp32", 300, 1000, 500});
  EXPECT_FALSE(pricesByStructure(config, device, Precision::FP32)); // another kernel's entry
  device.calibrated.generatedKernels.structure.push_back({"depthwise_direct", "fp32", 30, 140,
                                                          200});
  for (Precision precision : {Precision::FP32, Precision::TF32, Precision::BF16})
    EXPECT_TRUE(pricesByStructure(config, device, precision));
  // A wave is its busiest SM's 29 steps at k blocks' throughput plus k
  // blocks' prologue and epilogue: 6 in the full wave, 3 in the tail.
  const StructureCosts costs = getStructureCosts(config, Precision::FP32, device);
  const double expectedNs = 29 * getIterationNs(costs, 6, false, 0) + 6 * 200.0 +
                            29 * getIterationNs(costs, 3, false, 0) + 3 * 200.0;
  EXPECT_NEAR(getStructuralComputeMs(s, costs), expectedNs / 1e6, 1e-12);
}
