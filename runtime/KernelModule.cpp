//===- KernelModule.cpp - Load netc's kernels: cubin, PTX JIT or NVRTC ----===//

#include "KernelModule.h"

#include "Error.h"
#include "data/DataError.h"

#include <cuda_runtime_api.h>
#include <dlfcn.h>
#include <nvrtc.h>

#include <fstream>
#include <memory>
#include <sstream>

namespace netc::runtime {

const char *loadRouteName(LoadRoute route) {
  switch (route) {
  case LoadRoute::Auto: return "auto";
  case LoadRoute::Cubin: return "cubin";
  case LoadRoute::Ptx: return "ptx";
  case LoadRoute::Nvrtc: return "nvrtc";
  }
  return "?";
}

std::optional<LoadRoute> parseLoadRoute(const std::string &text) {
  for (LoadRoute route : {LoadRoute::Auto, LoadRoute::Cubin, LoadRoute::Ptx, LoadRoute::Nvrtc})
    if (text == loadRouteName(route))
      return route;
  return std::nullopt;
}

constexpr unsigned kDriverAbi = 12040;

const DriverApi &driver() {
  static const DriverApi api = [] {
    DriverApi api;
    NETC_CUDA_CHECK(cudaFree(nullptr)); // initialises the runtime, which finds the driver
    auto resolve = [](const char *name, void **function) {
      cudaDriverEntryPointQueryResult found = cudaDriverEntryPointSymbolNotFound;
      // The ABI of CUDA 12.4 (cuFuncGetParamInfo's first): a later version
      // may hand out a newer variant of a function (CUDA 13's
      // cuCtxGetDevice_v2 takes two arguments) than the one declared here.
      cudaError_t status = cudaGetDriverEntryPointByVersion(name, function, kDriverAbi,
                                                            cudaEnableDefault, &found);
      if (status != cudaSuccess || found != cudaDriverEntryPointSuccess || !*function)
        throw RuntimeError(std::string("the CUDA driver has no ") + name +
                           " (the driver is older than CUDA 12.4)");
    };
#define NETC_DRIVER_RESOLVE(name) resolve(#name, reinterpret_cast<void **>(&api.name));
    NETC_DRIVER_FUNCTIONS(NETC_DRIVER_RESOLVE)
#undef NETC_DRIVER_RESOLVE
    return api;
  }();
  return api;
}

void checkDriver(CUresult status, const char *call, const char *file, int line) {
  if (status == CUDA_SUCCESS)
    return;
  const char *name = nullptr, *text = nullptr;
  driver().cuGetErrorName(status, &name);
  driver().cuGetErrorString(status, &text);
  std::string where = std::string(file);
  where = where.substr(where.find_last_of('/') + 1);
  std::string layer = currentLayerName();
  throw RuntimeError(std::string(call) + " failed: " + (name ? name : "unknown error") + " (" +
                         (text ? text : "?") + ")" +
                         (layer.empty() ? "" : " in '" + layer + "'") + " [" + where + ":" +
                         std::to_string(line) + "]",
                     status == CUDA_ERROR_OUT_OF_MEMORY ? RuntimeError::Kind::OutOfMemory
                                                        : RuntimeError::Kind::General);
}

namespace {

std::string readFile(const std::string &path, const std::string &what) {
  // Regular files only, of bounded size: a plan naming /dev/zero as its
  // source would otherwise be read until memory ran out.
  try {
    return data::readFileBytes(path);
  } catch (const data::DataError &error) {
    throw RuntimeError("cannot read the module's " + what + ": " + error.what() +
                       " (module paths are relative to the plan's directory)");
  }
}

std::string trimLog(std::string log) {
  while (!log.empty() && (log.back() == '\0' || log.back() == '\n' || log.back() == ' '))
    log.pop_back();
  return log;
}

/// NVRTC, opened when the NVRTC route is taken (dlopen): a runtime that
/// loads cubins or PTX does not need it installed.
struct NvrtcApi {
#define NETC_NVRTC_FUNCTIONS(X)                                                       \
  X(nvrtcCreateProgram) X(nvrtcCompileProgram) X(nvrtcGetProgramLogSize)               \
  X(nvrtcGetProgramLog) X(nvrtcGetCUBINSize) X(nvrtcGetCUBIN) X(nvrtcDestroyProgram)   \
  X(nvrtcGetErrorString) X(nvrtcVersion)
#define NETC_NVRTC_MEMBER(name) decltype(&::name) name = nullptr;
  NETC_NVRTC_FUNCTIONS(NETC_NVRTC_MEMBER)
#undef NETC_NVRTC_MEMBER
};

const NvrtcApi &nvrtc() {
  static const NvrtcApi api = [] {
    NvrtcApi api;
    std::string tried;
    void *library = nullptr;
    std::string major = std::to_string(CUDA_VERSION / 1000);
    for (std::string name : {"libnvrtc.so." + major, std::string("libnvrtc.so")}) {
      library = dlopen(name.c_str(), RTLD_NOW | RTLD_GLOBAL);
      if (library)
        break;
      tried += (tried.empty() ? "" : ", ") + name;
    }
    if (!library)
      throw RuntimeError("NVRTC is not installed where the loader looks (tried " + tried +
                         ": " + dlerror() + "); put its directory on LD_LIBRARY_PATH "
                         "(bench/cuda-libs.sh does on the GPU machine) or load the cubin/PTX");
#define NETC_NVRTC_RESOLVE(name)                                                       \
  api.name = reinterpret_cast<decltype(api.name)>(dlsym(library, #name));              \
  if (!api.name)                                                                       \
    throw RuntimeError("NVRTC has no " #name);
    NETC_NVRTC_FUNCTIONS(NETC_NVRTC_RESOLVE)
#undef NETC_NVRTC_RESOLVE
    return api;
  }();
  return api;
}

#define NETC_NVRTC_CHECK(call, program)                                                  \
  do {                                                                                   \
    nvrtcResult status_ = (nvrtc().call);                                                \
    if (status_ != NVRTC_SUCCESS)                                                        \
      throw RuntimeError(std::string(#call) + " failed: " + nvrtc().nvrtcGetErrorString(status_)); \
  } while (0)

} // namespace

KernelModule::KernelModule(const Plan &plan, LoadRoute route) {
  if (!plan.module)
    throw RuntimeError(plan.path + ": the plan has no module (a version-1 plan profiles cuDNN "
                                   "only; `netc lower` writes executable plans)");
  directory = plan.directory();
  // The runtime API creates (or finds) the primary context; the driver API
  // then works in it.
  NETC_CUDA_CHECK(cudaFree(nullptr));
  NETC_CU_CHECK(cuInit(0));
  CUcontext context = nullptr;
  NETC_CU_CHECK(cuCtxGetCurrent(&context));
  if (!context) {
    CUdevice device = 0;
    int current = 0;
    NETC_CUDA_CHECK(cudaGetDevice(&current));
    NETC_CU_CHECK(cuDeviceGet(&device, current));
    NETC_CU_CHECK(cuDevicePrimaryCtxRetain(&context, device));
    NETC_CU_CHECK(cuCtxSetCurrent(context));
  }
  int ordinal = 0;
  NETC_CUDA_CHECK(cudaGetDevice(&ordinal));
  CUdevice device = 0;
  NETC_CU_CHECK(cuDeviceGet(&device, ordinal));
  int major = 0, minor = 0;
  NETC_CU_CHECK(cuDeviceGetAttribute(&major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, device));
  NETC_CU_CHECK(cuDeviceGetAttribute(&minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, device));
  arch = major * 10 + minor;
  const PlanModule &m = *plan.module;
  // sm_90a code (wgmma) runs on compute capability 9.0 only: no route can
  // load it elsewhere, and NVRTC would fail on the instructions.
  if (m.archSpecific && m.arch != arch)
    throw RuntimeError(plan.path + ": the plan's kernels use instructions of sm_" +
                       std::to_string(m.arch) + "a only (wgmma), but the GPU is sm_" +
                       std::to_string(arch) + ": lower the network for sm_" +
                       std::to_string(arch));

  switch (route) {
  case LoadRoute::Cubin: loadCubin(plan); return;
  case LoadRoute::Ptx: loadPtx(plan); return;
  case LoadRoute::Nvrtc: loadNvrtc(plan); return;
  case LoadRoute::Auto: break;
  }
  // Auto: the first route that applies and works; a failure is noted and the
  // next route tried, so a broken cubin still runs through PTX or NVRTC.
  if (m.cubin && m.arch == arch) {
    try {
      loadCubin(plan);
      return;
    } catch (const RuntimeError &error) {
      routeNotes.push_back(std::string("cubin failed: ") + error.what());
    }
  } else {
    routeNotes.push_back(m.cubin ? "cubin skipped: built for sm_" + std::to_string(m.arch) +
                                       ", the GPU is sm_" + std::to_string(arch)
                                 : "cubin skipped: the plan has none");
  }
  if (m.ptx && m.arch <= arch) {
    try {
      loadPtx(plan);
      return;
    } catch (const RuntimeError &error) {
      routeNotes.push_back(std::string("ptx failed: ") + error.what());
    }
  } else {
    routeNotes.push_back(m.ptx ? "ptx skipped: built for sm_" + std::to_string(m.arch) +
                                     ", newer than the GPU's sm_" + std::to_string(arch)
                               : "ptx skipped: the plan has none");
  }
  try {
    loadNvrtc(plan);
  } catch (const RuntimeError &error) {
    std::string message = std::string(error.what()) + "\n  no route loaded the module:";
    for (const std::string &note : routeNotes)
      message += "\n  - " + note;
    throw RuntimeError(message);
  }
}

KernelModule::~KernelModule() {
  if (module)
    driver().cuModuleUnload(module);
}

void KernelModule::loadCubin(const Plan &plan) {
  const PlanModule &m = *plan.module;
  if (!m.cubin)
    throw RuntimeError(plan.path + ": --load cubin: the plan's module has no cubin");
  if (m.arch != arch)
    throw RuntimeError(plan.path + ": --load cubin: the cubin is for sm_" +
                       std::to_string(m.arch) + " but the GPU is sm_" + std::to_string(arch) +
                       " (a cubin runs only on its own compute capability; use --load ptx or nvrtc)");
  std::string path = directory + "/" + *m.cubin;
  std::string image = readFile(path, "cubin");
  CUresult status = driver().cuModuleLoadData(&module, image.data());
  if (status != CUDA_SUCCESS) {
    const char *name = nullptr;
    driver().cuGetErrorName(status, &name);
    throw RuntimeError("cannot load the cubin '" + path + "': " + (name ? name : "?"));
  }
  loadedRoute = LoadRoute::Cubin;
  loadDescription = "cubin " + *m.cubin + " (sm_" + std::to_string(m.arch) +
                    (m.archSpecific ? "a" : "") + ")";
}

void KernelModule::loadPtx(const Plan &plan) {
  const PlanModule &m = *plan.module;
  if (!m.ptx)
    throw RuntimeError(plan.path + ": --load ptx: the plan's module has no PTX");
  std::string path = directory + "/" + *m.ptx;
  std::string ptx = readFile(path, "PTX");
  ptx.push_back('\0');
  std::vector<char> errorLog(1 << 16, '\0'), infoLog(1 << 16, '\0');
  CUjit_option options[] = {CU_JIT_ERROR_LOG_BUFFER, CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
                            CU_JIT_INFO_LOG_BUFFER, CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES};
  void *values[] = {errorLog.data(), reinterpret_cast<void *>(uintptr_t(errorLog.size())),
                    infoLog.data(), reinterpret_cast<void *>(uintptr_t(infoLog.size()))};
  CUresult status = driver().cuModuleLoadDataEx(&module, ptx.data(), 4, options, values);
  if (status != CUDA_SUCCESS) {
    const char *name = nullptr;
    driver().cuGetErrorName(status, &name);
    throw RuntimeError("the driver could not JIT-compile the PTX '" + path + "' (sm_" +
                       std::to_string(m.arch) + ") for sm_" + std::to_string(arch) + ": " +
                       (name ? name : "?") + "\n  JIT log: " + trimLog(errorLog.data()));
  }
  loadedRoute = LoadRoute::Ptx;
  loadDescription = "ptx " + *m.ptx + " (sm_" + std::to_string(m.arch) +
                    (m.archSpecific ? "a" : "") + ") JIT-compiled by the driver for sm_" + std::to_string(arch);
}

void KernelModule::loadNvrtc(const Plan &plan) {
  const PlanModule &m = *plan.module;
  std::string sourcePath = directory + "/" + m.source;
  std::string headerPath = directory + "/" + m.header;
  std::string source = readFile(sourcePath, "source");
  std::string header = readFile(headerPath, "header");
  std::string headerName = m.header.substr(m.header.find_last_of('/') + 1);
  const char *headers[] = {header.c_str()};
  const char *headerNames[] = {headerName.c_str()};
  nvrtcProgram program = nullptr;
  NETC_NVRTC_CHECK(nvrtcCreateProgram(&program, source.c_str(), m.source.c_str(), 1, headers,
                                      headerNames),
                   program);
  std::unique_ptr<nvrtcProgram, void (*)(nvrtcProgram *)> owner(&program, [](nvrtcProgram *p) {
    nvrtc().nvrtcDestroyProgram(p);
  });
  std::string archOption =
      "--gpu-architecture=sm_" + std::to_string(arch) + (m.archSpecific ? "a" : "");
  std::vector<std::string> optionText = {archOption, "-std=c++17", "-default-device",
                                         "--fmad=true"};
  // The toolkit's headers (cuda_fp16.h, cuda_bf16.h) where they are installed;
  // recent NVRTC versions also carry them built in.
  for (const char *variable : {"CUDA_HOME", "CUDA_PATH"})
    if (const char *root = std::getenv(variable))
      optionText.push_back(std::string("-I") + root + "/include");
  optionText.push_back("-I/usr/local/cuda/include");
  std::vector<const char *> options;
  for (const std::string &option : optionText)
    options.push_back(option.c_str());
  nvrtcResult status = nvrtc().nvrtcCompileProgram(program, int(options.size()), options.data());
  size_t logSize = 0;
  nvrtc().nvrtcGetProgramLogSize(program, &logSize);
  std::string log(logSize, '\0');
  if (logSize)
    nvrtc().nvrtcGetProgramLog(program, log.data());
  if (status != NVRTC_SUCCESS)
    throw RuntimeError("NVRTC could not compile '" + sourcePath + "' for sm_" +
                       std::to_string(arch) + ": " + nvrtc().nvrtcGetErrorString(status) +
                       "\n  NVRTC log: " + trimLog(log));
  size_t cubinSize = 0;
  NETC_NVRTC_CHECK(nvrtcGetCUBINSize(program, &cubinSize), program);
  std::string cubin(cubinSize, '\0');
  NETC_NVRTC_CHECK(nvrtcGetCUBIN(program, cubin.data()), program);
  NETC_CU_CHECK(cuModuleLoadData(&module, cubin.data()));
  int major = 0, minor = 0;
  nvrtc().nvrtcVersion(&major, &minor);
  loadedRoute = LoadRoute::Nvrtc;
  loadDescription = "nvrtc " + m.source + " compiled by NVRTC " + std::to_string(major) + "." +
                    std::to_string(minor) + " for sm_" + std::to_string(arch) +
                    (m.archSpecific ? "a" : "");
}

CUfunction KernelModule::function(const PlanLaunch &launch, size_t index) const {
  std::string where = "launch '" + launch.kernel + "' (launches[" + std::to_string(index) +
                      "], layers " + launch.layerText() + ")";
  CUfunction function = nullptr;
  CUresult status = driver().cuModuleGetFunction(&function, module, launch.kernel.c_str());
  if (status == CUDA_ERROR_NOT_FOUND)
    throw RuntimeError(where + ": the module has no kernel '" + launch.kernel +
                       "' (kernels are extern \"C\" __global__, named as in the plan)");
  checkDriver(status, "cuModuleGetFunction", __FILE__, __LINE__);
  int maxThreads = 0;
  NETC_CU_CHECK(cuFuncGetAttribute(&maxThreads, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, function));
  int64_t threads = launch.block[0] * launch.block[1] * launch.block[2];
  if (threads > maxThreads)
    throw RuntimeError(where + ": block " + std::to_string(threads) +
                       " threads, but the kernel allows at most " + std::to_string(maxThreads) +
                       " (its __launch_bounds__ or its registers)");
  if (launch.sharedBytes > 48 * 1024) {
    int ordinal = 0;
    NETC_CUDA_CHECK(cudaGetDevice(&ordinal));
    CUdevice device = 0;
    NETC_CU_CHECK(cuDeviceGet(&device, ordinal));
    int optIn = 0, staticBytes = 0;
    NETC_CU_CHECK(cuDeviceGetAttribute(&optIn, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN,
                                       device));
    NETC_CU_CHECK(cuFuncGetAttribute(&staticBytes, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, function));
    if (launch.sharedBytes + staticBytes > optIn)
      throw RuntimeError(where + ": " + std::to_string(launch.sharedBytes) +
                         " bytes of dynamic shared memory (+" + std::to_string(staticBytes) +
                         " static) exceed the GPU's " + std::to_string(optIn) + " per block");
    NETC_CU_CHECK(cuFuncSetAttribute(function, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                                     int(launch.sharedBytes)));
  }
  // The argument count, where the driver can tell (CUDA 12.4 and later).
  size_t offset = 0, size = 0;
  CUresult last = driver().cuFuncGetParamInfo(function, launch.args.size() - 1, &offset, &size);
  CUresult beyond = driver().cuFuncGetParamInfo(function, launch.args.size(), &offset, &size);
  if (last == CUDA_SUCCESS && beyond == CUDA_SUCCESS)
    throw RuntimeError(where + ": the kernel takes more parameters than the plan's " +
                       std::to_string(launch.args.size()) + " arguments");
  if (last == CUDA_ERROR_INVALID_VALUE) {
    size_t count = 0;
    while (count < launch.args.size() &&
           driver().cuFuncGetParamInfo(function, count, &offset, &size) == CUDA_SUCCESS)
      ++count;
    throw RuntimeError(where + ": the kernel takes " + std::to_string(count) +
                       " parameters but the plan gives " + std::to_string(launch.args.size()) +
                       " arguments");
  }
  // Each parameter's size: a pointer, or a tensor map by value (the launch
  // copies as many bytes as the kernel declares from what the plan says it
  // is, so a map where the kernel takes a pointer, or the reverse, must not
  // reach cuLaunchKernel).
  if (last == CUDA_SUCCESS)
    for (size_t i = 0; i < launch.args.size(); ++i) {
      NETC_CU_CHECK(cuFuncGetParamInfo(function, i, &offset, &size));
      const bool map = launch.args[i].map.has_value();
      const size_t expected = map ? sizeof(CUtensorMap) : sizeof(void *);
      if (size != expected)
        throw RuntimeError(where + ": argument " + std::to_string(i) + " ('" +
                           launch.args[i].role + "') is " +
                           (map ? "a tensor map (" : "a pointer (") + std::to_string(expected) +
                           " bytes) in the plan but a " + std::to_string(size) +
                           "-byte parameter of the kernel");
    }
  return function;
}

} // namespace netc::runtime
