//===- Nccl.cpp - NCCL, opened at run time --------------------------------===//

#include "Nccl.h"

#include "Error.h"

#include <dlfcn.h>

#include <cstdlib>
#include <mutex>

namespace netc::runtime {

std::string disableNvlinkMulticastUnlessSet() {
  const char *set = std::getenv("NCCL_NVLS_ENABLE");
  if (set && *set)
    return std::string("NCCL_NVLS_ENABLE=") + set + " (from the environment" +
           (std::string(set) == "0" ? ")" : "; the lent machines need 0)");
  setenv("NCCL_NVLS_ENABLE", "0", /*overwrite=*/0);
  return "NCCL_NVLS_ENABLE=0 (set by netc-runtime before NCCL initialised)";
}

namespace {

/// Where to look: $NETC_NCCL_LIBRARY, then the loader's search path.
std::vector<std::string> candidateLibraries() {
  std::vector<std::string> names;
  if (const char *explicitPath = std::getenv("NETC_NCCL_LIBRARY"); explicitPath && *explicitPath)
    names.push_back(explicitPath);
  names.push_back("libnccl.so.2");
  names.push_back("libnccl.so");
  return names;
}

template <typename Function>
void bind(void *handle, const char *symbol, Function &target, const std::string &library) {
  void *address = dlsym(handle, symbol);
  if (!address)
    throw RuntimeError(library + " has no " + symbol + " (an NCCL older than 2.9?)",
                       RuntimeError::Kind::Unsupported);
  target = reinterpret_cast<Function>(address);
}

} // namespace

Nccl::Nccl() {
  nvls = disableNvlinkMulticastUnlessSet();
  std::string tried;
  for (const std::string &name : candidateLibraries()) {
    handle = dlopen(name.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (handle) {
      libraryPath = name;
      break;
    }
    const char *why = dlerror();
    tried += "\n  " + name + ": " + (why ? why : "not found");
  }
  if (!handle)
    throw RuntimeError("NCCL is not available (tried:" + tried +
                           ")\nOn the GPU machine it comes with PyTorch (the nvidia-nccl-cu13 "
                           "wheel): `source bench/cuda-libs.sh` puts it on LD_LIBRARY_PATH, or "
                           "set NETC_NCCL_LIBRARY to the file",
                       RuntimeError::Kind::Unsupported);
  // The path dlopen resolved, for the report.
  Dl_info info;
  if (void *symbol = dlsym(handle, "ncclGetVersion"); symbol && dladdr(symbol, &info) &&
                                                      info.dli_fname)
    libraryPath = info.dli_fname;
  bind(handle, "ncclGetVersion", entry.getVersion, libraryPath);
  bind(handle, "ncclCommInitAll", entry.commInitAll, libraryPath);
  bind(handle, "ncclCommDestroy", entry.commDestroy, libraryPath);
  bind(handle, "ncclAllReduce", entry.allReduce, libraryPath);
  bind(handle, "ncclReduceScatter", entry.reduceScatter, libraryPath);
  bind(handle, "ncclAllGather", entry.allGather, libraryPath);
  bind(handle, "ncclGroupStart", entry.groupStart, libraryPath);
  bind(handle, "ncclGroupEnd", entry.groupEnd, libraryPath);
  bind(handle, "ncclGetErrorString", entry.getErrorString, libraryPath);
  int code = 0;
  check(entry.getVersion(&code), "ncclGetVersion");
  // Since NCCL 2.9 the code is major x 10000 + minor x 100 + patch.
  versionText = std::to_string(code / 10000) + "." + std::to_string(code / 100 % 100) + "." +
                std::to_string(code % 100);
}

Nccl &Nccl::open() {
  // Opened once; a failure is thrown again to every caller.
  static std::once_flag once;
  static Nccl *instance = nullptr;
  static std::string failure;
  std::call_once(once, [] {
    try {
      instance = new Nccl();
    } catch (const std::exception &error) {
      failure = error.what();
    }
  });
  if (!instance)
    throw RuntimeError(failure, RuntimeError::Kind::Unsupported);
  return *instance;
}

bool Nccl::available(std::string *why) {
  try {
    open();
    return true;
  } catch (const std::exception &error) {
    if (why)
      *why = error.what();
    return false;
  }
}

void Nccl::check(nccl::Result result, const std::string &what) const {
  if (result == nccl::kSuccess)
    return;
  const char *text = entry.getErrorString ? entry.getErrorString(result) : nullptr;
  throw RuntimeError(what + " failed: NCCL error " + std::to_string(result) +
                     (text ? std::string(" (") + text + ")" : std::string()) +
                     (currentLayerName().empty() ? std::string()
                                                 : " in layer '" + currentLayerName() + "'"));
}

NcclCommunicators::NcclCommunicators(Nccl &nccl, const std::vector<int> &devices)
    : nccl(nccl), comms(devices.size(), nullptr) {
  nccl.check(nccl.api().commInitAll(comms.data(), int(devices.size()), devices.data()),
             "ncclCommInitAll on " + std::to_string(devices.size()) + " GPU(s)");
}

NcclCommunicators::~NcclCommunicators() {
  for (nccl::Communicator comm : comms)
    if (comm)
      nccl.api().commDestroy(comm);
}

} // namespace netc::runtime
