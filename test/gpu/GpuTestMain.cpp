//===- GpuTestMain.cpp - Run the GPU tests, or report them skipped --------===//
//
// Without a GPU (no driver, or no device) the binary exits with 77, which
// ctest shows as "Skipped" (SKIP_RETURN_CODE): never a silent pass. The same
// holds for a run in which any test was skipped (GTEST_SKIP: e.g. the
// KernelPlan tests of a runtime built without netc) and nothing failed: the
// skipped tests are listed and the exit status is 77, so a binary that skipped
// its work does not count as passed. A run that ran no test at all (a filter
// that matches nothing) fails.
//
//===----------------------------------------------------------------------===//

#include "Device.h"
#include "GpuTestSupport.h"

#include <cstdio>

namespace {

/// Lists the skipped tests with their reasons; how many there were.
int reportSkippedTests(const ::testing::UnitTest &unit) {
  int skipped = 0;
  for (int s = 0; s < unit.total_test_suite_count(); ++s) {
    const ::testing::TestSuite &suite = *unit.GetTestSuite(s);
    for (int t = 0; t < suite.total_test_count(); ++t) {
      const ::testing::TestInfo &test = *suite.GetTestInfo(t);
      const ::testing::TestResult &result = *test.result();
      if (!test.should_run() || !result.Skipped())
        continue;
      ++skipped;
      std::string reason;
      for (int p = 0; p < result.total_part_count(); ++p)
        if (result.GetTestPartResult(p).skipped())
          reason = result.GetTestPartResult(p).message();
      std::printf("netc-gpu-tests: skipped %s.%s: %s\n", suite.name(), test.name(),
                  reason.c_str());
    }
  }
  return skipped;
}

} // namespace

int main(int argc, char **argv) {
  using namespace netc::runtime;
  if (!hasCudaDevice()) {
    std::printf("netc-gpu-tests: no CUDA device (cudaGetDeviceCount failed or found 0): "
                "skipping the GPU tests\n");
    return 77;
  }
  ::testing::InitGoogleTest(&argc, argv);
  installCrashReport("netc-gpu-tests");
  int status = 0;
  try {
    DeviceInfo device = queryDevice(0);
    std::printf("netc-gpu-tests on %s (sm_%d%d), CUDA driver %s, cuDNN %s, cuBLAS %s\n",
                device.name.c_str(), device.computeMajor, device.computeMinor,
                cudaVersionText(device.driverVersion).c_str(),
                cudnnVersionText(device.cudnnVersion).c_str(), device.cublasVersion.c_str());
    LibraryHandles handles;
    netc::gputest::handles = &handles;
    status = RUN_ALL_TESTS();
  } catch (const std::exception &error) {
    std::fprintf(stderr, "netc-gpu-tests: error: %s\n", error.what());
    return 1;
  }
  const ::testing::UnitTest &unit = *::testing::UnitTest::GetInstance();
  if (status != 0)
    return status;
  if (unit.test_to_run_count() == 0) {
    std::printf("netc-gpu-tests: no test ran (does --gtest_filter match any?): failed\n");
    return 1;
  }
  if (int skipped = reportSkippedTests(unit)) {
    std::printf("netc-gpu-tests: %d of %d tests skipped, none failed: exit 77 (skipped, not "
                "passed)\n",
                skipped, unit.test_to_run_count());
    return 77;
  }
  return 0;
}
