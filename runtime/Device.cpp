//===- Device.cpp - What the GPU and its libraries are --------------------===//
//
// CUDA 13 dropped the clock fields of cudaDeviceProp; clocks and the memory
// bus come from cudaDeviceGetAttribute.
//
//===----------------------------------------------------------------------===//

#include "Device.h"

#include "Error.h"
#include "Format.h"

#include <nlohmann/json.hpp>

namespace netc::runtime {

bool hasCudaDevice() {
  int count = 0;
  return cudaGetDeviceCount(&count) == cudaSuccess && count > 0;
}

std::string cudaVersionText(int version) {
  return std::to_string(version / 1000) + "." + std::to_string(version % 1000 / 10);
}

std::string cudnnVersionText(size_t version) {
  // cuDNN 9 encodes major * 10000 + minor * 100 + patch.
  return std::to_string(version / 10000) + "." + std::to_string(version % 10000 / 100) + "." +
         std::to_string(version % 100);
}

DeviceInfo queryDevice(int ordinal) {
  int count = 0;
  cudaError_t status = cudaGetDeviceCount(&count);
  if (status != cudaSuccess)
    throw RuntimeError(std::string("no CUDA device: cudaGetDeviceCount failed: ") +
                       cudaGetErrorName(status) + " (" + cudaGetErrorString(status) + ")");
  if (ordinal >= count)
    throw RuntimeError("no CUDA device " + std::to_string(ordinal) + ": " +
                       std::to_string(count) + " device(s) present");
  NETC_CUDA_CHECK(cudaSetDevice(ordinal));
  DeviceInfo info;
  info.ordinal = ordinal;
  cudaDeviceProp properties;
  NETC_CUDA_CHECK(cudaGetDeviceProperties(&properties, ordinal));
  info.name = properties.name;
  info.computeMajor = properties.major;
  info.computeMinor = properties.minor;
  info.multiprocessors = properties.multiProcessorCount;
  info.l2CacheBytes = uint64_t(properties.l2CacheSize);
  NETC_CUDA_CHECK(cudaDeviceGetAttribute(&info.smClockKHz, cudaDevAttrClockRate, ordinal));
  NETC_CUDA_CHECK(
      cudaDeviceGetAttribute(&info.memoryClockKHz, cudaDevAttrMemoryClockRate, ordinal));
  NETC_CUDA_CHECK(
      cudaDeviceGetAttribute(&info.memoryBusBits, cudaDevAttrGlobalMemoryBusWidth, ordinal));
  info.peakBandwidthGBs = 2.0 * info.memoryClockKHz * 1e3 * (info.memoryBusBits / 8) / 1e9;
  size_t freeBytes = 0, totalBytes = 0;
  NETC_CUDA_CHECK(cudaMemGetInfo(&freeBytes, &totalBytes));
  info.freeMemoryBytes = freeBytes;
  info.totalMemoryBytes = totalBytes;
  NETC_CUDA_CHECK(cudaDriverGetVersion(&info.driverVersion));
  NETC_CUDA_CHECK(cudaRuntimeGetVersion(&info.runtimeVersion));
  info.cudnnVersion = cudnnGetVersion();
  info.cudnnHeaderVersion = CUDNN_VERSION;
  int major = 0, minor = 0, patch = 0;
  NETC_CUBLAS_CHECK(cublasGetProperty(MAJOR_VERSION, &major));
  NETC_CUBLAS_CHECK(cublasGetProperty(MINOR_VERSION, &minor));
  NETC_CUBLAS_CHECK(cublasGetProperty(PATCH_LEVEL, &patch));
  info.cublasVersion =
      std::to_string(major) + "." + std::to_string(minor) + "." + std::to_string(patch);
  return info;
}

void printDevice(const DeviceInfo &d, std::ostream &out) {
  out << "device " << d.ordinal << ": " << d.name << " (sm_" << d.computeMajor
      << d.computeMinor << ")\n"
      << "  multiprocessors:  " << d.multiprocessors << "\n"
      << "  memory:           " << formatBytes(d.totalMemoryBytes) << " ("
      << formatBytes(d.freeMemoryBytes) << " free)\n"
      << "  L2 cache:         " << formatBytes(d.l2CacheBytes) << "\n"
      << "  SM clock (peak):  " << d.smClockKHz / 1000 << " MHz\n"
      << "  memory clock:     " << d.memoryClockKHz / 1000 << " MHz, " << d.memoryBusBits
      << "-bit bus, " << formatFixed(d.peakBandwidthGBs, 0) << " GB/s peak\n"
      << "  driver:           CUDA " << cudaVersionText(d.driverVersion) << "\n"
      << "  CUDA runtime:     " << cudaVersionText(d.runtimeVersion) << "\n"
      << "  cuDNN:            " << cudnnVersionText(d.cudnnVersion) << " (built with "
      << cudnnVersionText(d.cudnnHeaderVersion) << ")\n"
      << "  cuBLAS:           " << d.cublasVersion << "\n";
}

nlohmann::json deviceJson(const DeviceInfo &d) {
  return {{"ordinal", d.ordinal},
          {"name", d.name},
          {"compute_capability", std::to_string(d.computeMajor) + "." +
                                     std::to_string(d.computeMinor)},
          {"multiprocessors", d.multiprocessors},
          {"memory_bytes", d.totalMemoryBytes},
          {"free_memory_bytes", d.freeMemoryBytes},
          {"l2_cache_bytes", d.l2CacheBytes},
          {"sm_clock_mhz", d.smClockKHz / 1000},
          {"memory_clock_mhz", d.memoryClockKHz / 1000},
          {"memory_bus_bits", d.memoryBusBits},
          {"peak_bandwidth_gb_s", d.peakBandwidthGBs},
          {"driver_cuda_version", cudaVersionText(d.driverVersion)},
          {"cuda_runtime_version", cudaVersionText(d.runtimeVersion)},
          {"cudnn_version", cudnnVersionText(d.cudnnVersion)},
          {"cudnn_header_version", cudnnVersionText(d.cudnnHeaderVersion)},
          {"cublas_version", d.cublasVersion}};
}

} // namespace netc::runtime
