//===- Report.h - Print a profile as text, JSON or CSV ----------*- C++ -*-===//

#ifndef NETC_RUNTIME_REPORT_H
#define NETC_RUNTIME_REPORT_H

#include "Device.h"
#include "Profiler.h"

#include <ostream>
#include <string>

namespace netc::runtime {

/// Everything about the run that the report states beside the numbers.
struct RunDescription {
  std::string planPath;
  const Plan *plan = nullptr;
  DeviceInfo device;
  Precision precision = Precision::FP32;
  Layout layout = Layout::NHWC;
  std::string direction;
  size_t workspaceLimitBytes = 0;
  uint64_t seed = 1;
  const MemoryPlan *memory = nullptr;
  std::string command; ///< the command line, for the record
};

void printProfileText(const RunDescription &run, const ProfileResult &result,
                      std::ostream &out);
void printProfileJson(const RunDescription &run, const ProfileResult &result,
                      std::ostream &out);
void printProfileCsv(const RunDescription &run, const ProfileResult &result,
                     std::ostream &out);

} // namespace netc::runtime

#endif // NETC_RUNTIME_REPORT_H
