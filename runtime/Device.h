//===- Device.h - What the GPU and its libraries are --------------*- C++ -*-===//

#ifndef NETC_RUNTIME_DEVICE_H
#define NETC_RUNTIME_DEVICE_H

#include <nlohmann/json_fwd.hpp>

#include <cstdint>
#include <ostream>
#include <string>

namespace netc::runtime {

struct DeviceInfo {
  int ordinal = 0;
  std::string name;
  int computeMajor = 0, computeMinor = 0;
  int multiprocessors = 0;
  uint64_t totalMemoryBytes = 0;
  uint64_t freeMemoryBytes = 0;
  uint64_t l2CacheBytes = 0;
  int smClockKHz = 0;       ///< peak
  int memoryClockKHz = 0;   ///< peak
  int memoryBusBits = 0;
  double peakBandwidthGBs = 0; ///< 2 transfers a clock x bus width
  int driverVersion = 0;       ///< CUDA version the driver supports, e.g. 13000
  int runtimeVersion = 0;      ///< the CUDA runtime linked in
  size_t cudnnVersion = 0;     ///< the cuDNN library loaded
  size_t cudnnHeaderVersion = 0;
  std::string cublasVersion;
};

/// Queries device `ordinal`; throws RuntimeError when there is no CUDA device.
DeviceInfo queryDevice(int ordinal);

/// Whether a CUDA device is present (false also when the driver is missing).
bool hasCudaDevice();

/// "13.0" from 13000; cuDNN's 91900 -> "9.19.0".
std::string cudaVersionText(int version);
std::string cudnnVersionText(size_t version);

void printDevice(const DeviceInfo &device, std::ostream &out);
nlohmann::json deviceJson(const DeviceInfo &device);

} // namespace netc::runtime

#endif // NETC_RUNTIME_DEVICE_H
