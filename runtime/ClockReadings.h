//===- ClockReadings.h - The SM clock a measurement ran at -------*- C++ -*-===//
//
// A kernel's time is the device's only at the clock it ran at. Long
// tensor-core layers draw an H200 to its power limit, and the driver then
// holds the SM clock at 1.4-1.8 GHz of 1.98 (docs/measurement.md, "The
// GPU's state"), so `netc-runtime run` samples the clock while it times each
// launch (ClockSampler.h) and reports it beside the time. This header is
// the plain C++ half: the samples, their summary over one measurement, and
// NVML's clock-event reasons by name; unit-tested without a GPU.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_CLOCKREADINGS_H
#define NETC_RUNTIME_CLOCKREADINGS_H

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace netc::runtime {

using SampleClock = std::chrono::steady_clock;

/// One reading of the GPU: when (host), the SM clock and NVML's clock-event
/// reasons (nvmlClocksEventReason* bits) at that moment.
struct ClockSample {
  SampleClock::time_point at;
  unsigned smMhz = 0;
  uint64_t reasons = 0;
};

/// The samples taken during one measurement.
struct ClockReading {
  double smMhzMean = 0;
  unsigned smMhzMin = 0;
  unsigned maxSmMhz = 0;   ///< the device's maximum SM clock
  uint64_t reasons = 0;    ///< every reason seen in any sample (bitwise or)
  size_t samples = 0;

  /// Below 97% of the maximum on average: the time is this clock's, not the
  /// device's at full speed (an idle GPU's own reasons do not count).
  bool slowed() const;
};

/// The samples (in time order) whose time lies in [begin, end], summarized;
/// none: no reading (the measurement was shorter than the sampling period).
std::optional<ClockReading> summarizeClock(const std::vector<ClockSample> &samples,
                                           SampleClock::time_point begin,
                                           SampleClock::time_point end, unsigned maxSmMhz);

/// A slowed reading in a few words: "1531 MHz (SW power cap)".
std::string describeSlowClock(const ClockReading &reading);

/// NVML's clock-event reasons by name, slowing ones first ("SW power cap,
/// HW thermal slowdown"); "none" for 0. Unknown bits are given in hex.
std::string describeClockEventReasons(uint64_t reasons);

/// The reasons that lower the clock under load (power and thermal caps, HW
/// slowdowns), without GPU idle and application or display clock settings.
uint64_t slowingReasons(uint64_t reasons);

} // namespace netc::runtime

#endif // NETC_RUNTIME_CLOCKREADINGS_H
