//===- ClockSchema.h - The SM clock in a run report, shared ------*- C++ -*-===//
//
// `netc-runtime run` reports the SM clock each launch was timed at
// (runtime/ClockReadings.h, runtime/KernelRunReport.cpp) and `netc calibrate
// --fit-structure/--score-structure` reads it (lib/CostModel/
// MeasuredLaunches.cpp). The field names and the share of the maximum clock
// under which a launch counts as slowed live here, once, for both: plain
// C++17, header only, like PlanSchema.h.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_SUPPORT_CLOCKSCHEMA_H
#define NETC_SUPPORT_CLOCKSCHEMA_H

namespace netc::clock_schema {

/// A launch's clock objects: ours, and the reference's.
inline constexpr const char *kOursClock = "ours_clock";
inline constexpr const char *kCudnnClock = "cudnn_clock";
/// Their fields read back.
inline constexpr const char *kSmMhzMean = "sm_mhz_mean";
inline constexpr const char *kMaxSmMhz = "max_sm_mhz";

/// Timed below this share of the maximum SM clock on average (a power or
/// thermal cap), a launch's time is that clock's, not the device's at full
/// speed. An H100 under load reports its power cap at 1935-1965 of 1980 MHz
/// and is not slowed by it.
inline constexpr double kSlowedClockShare = 0.97;

} // namespace netc::clock_schema

#endif // NETC_SUPPORT_CLOCKSCHEMA_H
