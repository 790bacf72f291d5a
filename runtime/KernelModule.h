//===- KernelModule.h - netc's compiled kernels, loaded through the driver -*- C++ -*-===//
//
// A version-2 plan names a module (docs/plan-format.md): the CUDA source and
// header always, a cubin and PTX where the compiler could build them. The
// runtime loads it through the CUDA driver API in the primary context, the
// one the runtime API (cuDNN, cuBLAS, cudaMalloc) uses, so pointers from
// cudaMalloc and streams from cudaStreamCreate work with its functions:
//
//   cubin   when module.arch is the GPU's compute capability;
//   ptx     else, JIT-compiled by the driver (PTX of an older target runs on
//           a newer GPU); the JIT's error log goes into the message;
//   nvrtc   else, kernels.cu compiled by NVRTC for the GPU at hand with the
//           header supplied in memory; NVRTC's log goes into the message.
//
// `--load` forces one route (and fails if it cannot take it).
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_KERNELMODULE_H
#define NETC_RUNTIME_KERNELMODULE_H

#include "Plan.h"

#include <cuda.h>

#include <optional>
#include <string>
#include <vector>

namespace netc::runtime {

enum class LoadRoute { Auto, Cubin, Ptx, Nvrtc };
const char *loadRouteName(LoadRoute route);
std::optional<LoadRoute> parseLoadRoute(const std::string &text);

/// The driver API through the CUDA runtime's entry points
/// (cudaGetDriverEntryPointByVersion), not by linking libcuda: binaries
/// linked with the runtime start on machines without a driver (the GPU tests
/// then skip) and find the driver the runtime API found.
#define NETC_DRIVER_FUNCTIONS(X)                                                     \
  X(cuGetErrorName) X(cuGetErrorString) X(cuInit) X(cuCtxGetCurrent) X(cuDeviceGet)   \
  X(cuDevicePrimaryCtxRetain) X(cuCtxSetCurrent)                    \
  X(cuDeviceGetAttribute) X(cuModuleLoadData) X(cuModuleLoadDataEx) X(cuModuleUnload) \
  X(cuModuleGetFunction) X(cuFuncGetAttribute) X(cuFuncSetAttribute)                  \
  X(cuFuncGetParamInfo) X(cuLaunchKernel) X(cuTensorMapEncodeTiled) X(cuTensorMapEncodeIm2col)

struct DriverApi {
#define NETC_DRIVER_MEMBER(name) decltype(&::name) name = nullptr;
  NETC_DRIVER_FUNCTIONS(NETC_DRIVER_MEMBER)
#undef NETC_DRIVER_MEMBER
};
/// Resolved on first use; throws RuntimeError if a function is missing.
const DriverApi &driver();

/// Throws RuntimeError naming the call and the driver's error name and text.
void checkDriver(CUresult status, const char *call, const char *file, int line);
#define NETC_CU_CHECK(call) \
  ::netc::runtime::checkDriver((::netc::runtime::driver().call), #call, __FILE__, __LINE__)

class KernelModule {
public:
  /// Loads `plan`'s module for the current device (which the runtime API has
  /// made current). Throws RuntimeError with the route's log on failure.
  KernelModule(const Plan &plan, LoadRoute route);
  ~KernelModule();
  KernelModule(const KernelModule &) = delete;
  KernelModule &operator=(const KernelModule &) = delete;

  /// The function of a launch, with its dynamic shared memory allowed and
  /// its block size and argument count checked against the kernel.
  CUfunction function(const PlanLaunch &launch, size_t launchIndex) const;

  LoadRoute route() const { return loadedRoute; }
  /// e.g. "cubin kernels.sm_90.cubin (sm_90)", "ptx kernels.sm_75.ptx JIT-compiled for sm_90".
  const std::string &description() const { return loadDescription; }
  /// Why earlier routes were not taken (auto only), for the report.
  const std::vector<std::string> &notes() const { return routeNotes; }
  int deviceArch() const { return arch; }

private:
  CUmodule module = nullptr;
  LoadRoute loadedRoute = LoadRoute::Auto;
  std::string loadDescription;
  std::vector<std::string> routeNotes;
  int arch = 0;
  std::string directory;

  void loadCubin(const Plan &plan);
  void loadPtx(const Plan &plan);
  void loadNvrtc(const Plan &plan);
};

} // namespace netc::runtime

#endif // NETC_RUNTIME_KERNELMODULE_H
