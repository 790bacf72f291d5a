//===- KernelPlanTest.cpp - Version-2 plans on netc's kernels, end to end -===//
//
// The hand-made plans of runtime/examples/tiny-* (make-tiny.py) through
// `run`'s whole path: module loading by each route, arena, weights with a
// folded batch norm, launches, the check of every launch against cuDNN, and
// the clear errors of a broken plan directory.
//
//===----------------------------------------------------------------------===//

#include "KernelRun.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

using namespace netc::runtime;

namespace {

/// The examples directory: $NETC_RUNTIME_EXAMPLES_DIR (the binary carried to
/// another machine), else the source tree's.
std::string example(const std::string &name) {
  const char *dir = std::getenv("NETC_RUNTIME_EXAMPLES_DIR");
  return std::string(dir ? dir : NETC_RUNTIME_EXAMPLES_DIR) + "/" + name;
}

RunResult runExample(const std::string &name, LoadRoute route) {
  Plan plan = readPlanFile(example(name));
  RunOptions options;
  // Few replays and launches: these tests check numbers, not times.
  options.timing.replays = 3;
  options.timing.warmupReplays = 1;
  options.timing.launchesPerReplay = 2;
  options.route = route;
  options.workspaceLimit = size_t(64) << 20;
  RandomWeights weights(7);
  std::ostringstream progress;
  return runKernelPlan(plan, queryDevice(0), options, weights, progress);
}

void expectAllPassed(const RunResult &result) {
  EXPECT_EQ(result.failures(), 0u) << result.networkOutputFailure;
  EXPECT_EQ(result.checked, result.launches.size());
  for (const LaunchResult &launch : result.launches) {
    EXPECT_TRUE(launch.check.ran) << launch.kernel;
    EXPECT_TRUE(launch.passed()) << launch.kernel << ": " << launch.check.failure << launch.failure;
    EXPECT_EQ(launch.check.unwritten, 0u) << launch.kernel;
    EXPECT_TRUE(launch.ours && launch.cudnn) << launch.kernel;
    std::printf("  %-10s %-10s rel. L2 error %.2e (bound %.0e)\n", launch.kernel.c_str(),
                launch.layers.c_str(), launch.check.relativeL2, launch.check.bound);
  }
}

} // namespace

TEST(KernelPlan, Fp32ThroughEveryRoute) {
  for (LoadRoute route : {LoadRoute::Auto, LoadRoute::Cubin, LoadRoute::Ptx, LoadRoute::Nvrtc}) {
    DeviceInfo device = queryDevice(0);
    if (device.computeMajor * 10 + device.computeMinor != 90 &&
        (route == LoadRoute::Cubin || route == LoadRoute::Ptx))
      continue; // the example's cubin and PTX are sm_90
    SCOPED_TRACE(loadRouteName(route));
    RunResult result = runExample("tiny-fp32", route);
    std::printf("tiny-fp32 via %s: %s\n", loadRouteName(route), result.module.c_str());
    expectAllPassed(result);
    if (route != LoadRoute::Auto) {
      EXPECT_EQ(result.module.rfind(loadRouteName(route), 0), 0u) << result.module;
    }
  }
}

TEST(KernelPlan, Bf16WithTheFoldedBatchNorm) { expectAllPassed(runExample("tiny-bf16", LoadRoute::Auto)); }

TEST(KernelPlan, Sm61PtxJitCompiledForThisGpu) {
  RunResult result = runExample("tiny-sm61", LoadRoute::Auto);
  std::printf("tiny-sm61: %s\n", result.module.c_str());
  EXPECT_EQ(result.module.rfind("ptx", 0), 0u) << result.module;
  expectAllPassed(result);
}

TEST(KernelPlan, ClearErrorsForABrokenModule) {
  namespace fs = std::filesystem;
  // The example's plan names the header shared by the examples as
  // ../tiny/netc_kernels.cuh: copy both directories, side by side.
  fs::path root = fs::temp_directory_path() / "netc-kernel-plan-test";
  fs::path dir = root / "tiny-fp32";
  fs::remove_all(root);
  fs::create_directories(root);
  fs::copy(example("tiny-fp32"), dir);
  fs::copy(example("tiny"), root / "tiny");
  auto errorOf = [&](LoadRoute route) -> std::string {
    try {
      Plan plan = readPlanFile(dir.string());
      RunOptions options;
      options.route = route;
      options.timing.replays = 1;
      options.timing.warmupReplays = 0;
      options.timing.launchesPerReplay = 1;
      RandomWeights weights(1);
      std::ostringstream progress;
      runKernelPlan(plan, queryDevice(0), options, weights, progress);
    } catch (const std::exception &error) {
      return error.what();
    }
    return "";
  };
  fs::remove(dir / "kernels.sm_90.cubin");
  EXPECT_NE(errorOf(LoadRoute::Cubin).find("cannot read the module's cubin"), std::string::npos);
  { std::ofstream(dir / "kernels.sm_90.ptx") << "this is not PTX"; }
  EXPECT_NE(errorOf(LoadRoute::Ptx).find("could not JIT-compile the PTX"), std::string::npos);
  { std::ofstream(dir / "kernels.cu", std::ios::app) << "\nint broken(\n"; }
  std::string nvrtc = errorOf(LoadRoute::Nvrtc);
  EXPECT_NE(nvrtc.find("NVRTC could not compile"), std::string::npos) << nvrtc;
  EXPECT_NE(nvrtc.find("NVRTC log"), std::string::npos) << nvrtc;
  std::string autoRoute = errorOf(LoadRoute::Auto);
  EXPECT_NE(autoRoute.find("no route loaded the module"), std::string::npos) << autoRoute;
  fs::remove_all(root);
}
