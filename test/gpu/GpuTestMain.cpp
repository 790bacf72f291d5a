//===- GpuTestMain.cpp - Run the GPU tests, or report them skipped --------===//
//
// Without a GPU (no driver, or no device) the binary exits with 77, which
// ctest shows as "Skipped" (SKIP_RETURN_CODE): never a silent pass.
//
//===----------------------------------------------------------------------===//

#include "Device.h"
#include "GpuTestSupport.h"

#include <cstdio>

int main(int argc, char **argv) {
  using namespace netc::runtime;
  if (!hasCudaDevice()) {
    std::printf("netc-gpu-tests: no CUDA device (cudaGetDeviceCount failed or found 0): "
                "skipping the GPU tests\n");
    return 77;
  }
  ::testing::InitGoogleTest(&argc, argv);
  try {
    DeviceInfo device = queryDevice(0);
    std::printf("netc-gpu-tests on %s (sm_%d%d), CUDA driver %s, cuDNN %s, cuBLAS %s\n",
                device.name.c_str(), device.computeMajor, device.computeMinor,
                cudaVersionText(device.driverVersion).c_str(),
                cudnnVersionText(device.cudnnVersion).c_str(), device.cublasVersion.c_str());
    LibraryHandles handles;
    netc::gputest::handles = &handles;
    return RUN_ALL_TESTS();
  } catch (const std::exception &error) {
    std::fprintf(stderr, "netc-gpu-tests: error: %s\n", error.what());
    return 1;
  }
}
