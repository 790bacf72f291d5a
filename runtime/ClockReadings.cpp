//===- ClockReadings.cpp - The SM clock a measurement ran at --------------===//

#include "ClockReadings.h"

#include "Support/ClockSchema.h"

#include <algorithm>
#include <cstdio>

namespace netc::runtime {

namespace {

// nvmlClocksEventReason* (nvml.h, NVML 12+; the same bits as the older
// nvmlClocksThrottleReason* names).
struct ReasonName {
  uint64_t bit;
  const char *name;
  bool slows; ///< lowers the clock under load
};
constexpr ReasonName kReasons[] = {
    {0x4, "SW power cap", true},
    {0x8, "HW slowdown", true},
    {0x20, "SW thermal slowdown", true},
    {0x40, "HW thermal slowdown", true},
    {0x80, "HW power brake", true},
    {0x1, "GPU idle", false},
    {0x2, "applications clocks setting", false},
    {0x10, "sync boost", false},
    {0x100, "display clock setting", false},
};

} // namespace

bool ClockReading::slowed() const {
  return maxSmMhz != 0 && samples != 0 && smMhzMean < clock_schema::kSlowedClockShare * maxSmMhz;
}

std::optional<ClockReading> summarizeClock(const std::vector<ClockSample> &samples,
                                           SampleClock::time_point begin,
                                           SampleClock::time_point end, unsigned maxSmMhz) {
  ClockReading reading;
  reading.maxSmMhz = maxSmMhz;
  double sum = 0;
  // The samples are in time order: start at the first one not before begin.
  auto first = std::lower_bound(samples.begin(), samples.end(), begin,
                                [](const ClockSample &s, SampleClock::time_point t) { return s.at < t; });
  for (auto it = first; it != samples.end() && it->at <= end; ++it) {
    const ClockSample &sample = *it;
    sum += sample.smMhz;
    reading.smMhzMin = reading.samples == 0 ? sample.smMhz : std::min(reading.smMhzMin, sample.smMhz);
    reading.reasons |= sample.reasons;
    ++reading.samples;
  }
  if (reading.samples == 0)
    return std::nullopt;
  reading.smMhzMean = sum / double(reading.samples);
  return reading;
}

uint64_t slowingReasons(uint64_t reasons) {
  uint64_t slowing = 0;
  for (const ReasonName &reason : kReasons)
    if (reason.slows)
      slowing |= reason.bit;
  return reasons & slowing;
}

std::string describeClockEventReasons(uint64_t reasons) {
  if (reasons == 0)
    return "none";
  std::string text;
  uint64_t known = 0;
  for (const ReasonName &reason : kReasons) {
    known |= reason.bit;
    if (reasons & reason.bit)
      text += (text.empty() ? "" : ", ") + std::string(reason.name);
  }
  if (uint64_t other = reasons & ~known) {
    char hex[32];
    std::snprintf(hex, sizeof hex, "0x%llx", static_cast<unsigned long long>(other));
    text += (text.empty() ? "" : ", ") + std::string("other ") + hex;
  }
  return text;
}

std::string describeSlowClock(const ClockReading &reading) {
  std::string text = std::to_string(static_cast<long>(reading.smMhzMean + 0.5)) + " MHz";
  if (uint64_t slowing = slowingReasons(reading.reasons))
    text += " (" + describeClockEventReasons(slowing) + ")";
  return text;
}

} // namespace netc::runtime
