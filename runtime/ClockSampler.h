//===- ClockSampler.h - The SM clock, sampled while launches are timed -*- C++ -*-===//
//
// A host thread reads the GPU's SM clock and NVML's clock-event reasons
// every few milliseconds for as long as the sampler lives; `reading(begin,
// end)` summarizes what it saw during one measurement (ClockReadings.h).
// NVML (libnvidia-ml.so.1, the driver's) is opened with dlopen, so the
// runtime starts without it: where it cannot be opened or does not answer
// for the device, the sampler is inactive and says why, and every reading
// is empty (the report then says the clock was not sampled).
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_CLOCKSAMPLER_H
#define NETC_RUNTIME_CLOCKSAMPLER_H

#include "ClockReadings.h"

#include <atomic>
#include <chrono>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace netc::runtime {

class ClockSampler {
public:
  /// Starts sampling the CUDA device `ordinal` every `period`.
  explicit ClockSampler(int ordinal,
                        std::chrono::milliseconds period = std::chrono::milliseconds(5));
  ~ClockSampler();
  ClockSampler(const ClockSampler &) = delete;
  ClockSampler &operator=(const ClockSampler &) = delete;

  bool active() const { return thread.joinable(); }
  /// Why the clock is not sampled (empty while active).
  const std::string &unavailable() const { return why; }
  unsigned maxSmMhz() const { return maxMhz; }
  std::chrono::milliseconds samplingPeriod() const { return period; }

  /// What the samples between begin and end say; none when inactive or when
  /// no sample fell in the interval.
  std::optional<ClockReading> reading(SampleClock::time_point begin,
                                      SampleClock::time_point end) const;

private:
  struct Nvml;
  void run();

  std::chrono::milliseconds period;
  std::string why;
  unsigned maxMhz = 0;
  std::unique_ptr<Nvml> nvml; ///< the opened library; null while inactive
  std::atomic<bool> stop{false};
  mutable std::mutex mutex;
  std::vector<ClockSample> samples;
  std::thread thread;
};

} // namespace netc::runtime

#endif // NETC_RUNTIME_CLOCKSAMPLER_H
