//===- ClockSampler.cpp - The SM clock, sampled while launches are timed --===//

#include "ClockSampler.h"

#include <cuda_runtime.h>
#include <dlfcn.h>

#include <memory>

namespace netc::runtime {

// The few NVML entry points the sampler needs, by their C ABI (nvml.h:
// nvmlReturn_t is an int, 0 on success; nvmlDevice_t an opaque pointer;
// NVML_CLOCK_SM is 1). The library is the driver's, so it is opened at run
// time rather than linked: a machine without a GPU driver still runs the
// CPU side of netc-runtime.
struct ClockSampler::Nvml {
  using Device = void *;
  void *handle = nullptr;
  int (*init)() = nullptr;
  int (*shutdown)() = nullptr;
  int (*byPciBusId)(const char *, Device *) = nullptr;
  int (*clockInfo)(Device, int, unsigned *) = nullptr;
  int (*maxClockInfo)(Device, int, unsigned *) = nullptr;
  int (*eventReasons)(Device, unsigned long long *) = nullptr;
  Device device = nullptr;
  bool initialized = false; ///< nvmlInit succeeded: shut down on destruction
  static constexpr int kClockSm = 1;

  ~Nvml() {
    if (initialized)
      shutdown();
    if (handle)
      dlclose(handle);
  }
};

namespace {

template <typename Function> bool bind(void *handle, const char *symbol, Function &target) {
  target = reinterpret_cast<Function>(dlsym(handle, symbol));
  return target != nullptr;
}

} // namespace

ClockSampler::ClockSampler(int ordinal, std::chrono::milliseconds period) : period(period) {
  char busId[32] = {};
  if (cudaDeviceGetPCIBusId(busId, int(sizeof busId), ordinal) != cudaSuccess) {
    cudaGetLastError();
    why = "the device's PCI bus id is unknown";
    return;
  }
  auto library = std::make_unique<Nvml>();
  library->handle = dlopen("libnvidia-ml.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!library->handle) {
    const char *error = dlerror();
    why = std::string("NVML could not be opened (") + (error ? error : "libnvidia-ml.so.1") + ")";
    return;
  }
  // The clock-event reasons took that name in NVML 12; older drivers have
  // the same call as "throttle reasons".
  bool bound = bind(library->handle, "nvmlInit_v2", library->init) &&
               bind(library->handle, "nvmlShutdown", library->shutdown) &&
               bind(library->handle, "nvmlDeviceGetHandleByPciBusId_v2", library->byPciBusId) &&
               bind(library->handle, "nvmlDeviceGetClockInfo", library->clockInfo) &&
               bind(library->handle, "nvmlDeviceGetMaxClockInfo", library->maxClockInfo) &&
               (bind(library->handle, "nvmlDeviceGetCurrentClocksEventReasons",
                     library->eventReasons) ||
                bind(library->handle, "nvmlDeviceGetCurrentClocksThrottleReasons",
                     library->eventReasons));
  if (!bound) {
    why = "the NVML library lacks a function the sampler needs";
    return;
  }
  if (library->init() != 0) {
    why = "NVML did not initialize";
    return;
  }
  library->initialized = true;
  unsigned mhz = 0;
  unsigned long long reasons = 0;
  if (library->byPciBusId(busId, &library->device) != 0 ||
      library->maxClockInfo(library->device, Nvml::kClockSm, &maxMhz) != 0 ||
      library->clockInfo(library->device, Nvml::kClockSm, &mhz) != 0 ||
      library->eventReasons(library->device, &reasons) != 0) {
    why = std::string("NVML does not report the clock of the GPU at ") + busId;
    return;
  }
  nvml = std::move(library);
  thread = std::thread([this] { run(); });
}

ClockSampler::~ClockSampler() {
  stop = true;
  if (thread.joinable())
    thread.join();
}

void ClockSampler::run() {
  while (!stop) {
    ClockSample sample;
    unsigned long long reasons = 0;
    sample.at = SampleClock::now();
    if (nvml->clockInfo(nvml->device, Nvml::kClockSm, &sample.smMhz) == 0 &&
        nvml->eventReasons(nvml->device, &reasons) == 0) {
      sample.reasons = reasons;
      std::lock_guard<std::mutex> lock(mutex);
      samples.push_back(sample);
    }
    std::this_thread::sleep_for(period);
  }
}

std::optional<ClockReading> ClockSampler::reading(SampleClock::time_point begin,
                                                  SampleClock::time_point end) const {
  if (!active())
    return std::nullopt;
  std::lock_guard<std::mutex> lock(mutex);
  return summarizeClock(samples, begin, end, maxMhz);
}

} // namespace netc::runtime
