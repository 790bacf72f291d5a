//===- CalibrationSchema.h - The measurements file's names, shared -*- C++ -*-===//
//
// `netc-runtime calibrate --format json` writes a measurements file
// (runtime/CalibrationReport.cpp) that `netc calibrate` reads
// (lib/CostModel/Calibration.cpp). Its format's name and version live here,
// once, for both: plain C++17, header only, like PlanSchema.h.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_SUPPORT_CALIBRATIONSCHEMA_H
#define NETC_SUPPORT_CALIBRATIONSCHEMA_H

namespace netc::calibration_schema {

/// The value of the top-level "format" field.
inline constexpr const char *kFormat = "netc-calibration";
/// The only version written and read.
inline constexpr int kVersion = 1;

} // namespace netc::calibration_schema

#endif // NETC_SUPPORT_CALIBRATIONSCHEMA_H
