//===- Report.h - Print a profile as text, JSON or CSV ----------*- C++ -*-===//

#ifndef NETC_RUNTIME_REPORT_H
#define NETC_RUNTIME_REPORT_H

#include "Device.h"
#include "EngineCache.h"
#include "GraphChoice.h"
#include "Profiler.h"

#include <map>
#include <optional>
#include <ostream>
#include <string>
#include <utility>
#include <vector>

namespace netc::runtime {

/// Another framework's times for the plan's layers, shown as a column beside
/// cuDNN's: the JSON bench/pytorch_column.py writes,
///
///   {"conv1": {"forward_ms": 1.2, "backward_data_ms": null,
///              "backward_filter_ms": 2.5},
///    ...,
///    "network": {"framework": "pytorch", "version": "2.11.0",
///                "precision": "fp32", "eager_forward_ms": 40.1, ...}}
///
/// Every key but "network" names a layer of the plan.
struct FrameworkTimes {
  std::string path;
  std::string name = "framework"; ///< the column's title: network.framework
  std::string version;
  std::string precision; ///< as getPrecisionName spells it; empty if not stated
  std::map<std::string, std::map<Pass, double>> layers; ///< median ms
  /// The whole-network figures, every numeric network.*_ms field.
  std::vector<std::pair<std::string, double>> network;

  /// The framework's time for a layer and pass, if it has one.
  std::optional<double> at(const std::string &layer, Pass pass) const;
};

/// Reads and checks a framework file against the plan; throws RuntimeError
/// naming the file and the field.
FrameworkTimes readFrameworkTimes(const std::string &path, const Plan &plan);

/// Everything about the run that the report states beside the numbers.
struct RunDescription {
  std::string planPath;
  const Plan *plan = nullptr;
  DeviceInfo device;
  Precision precision = Precision::FP32;
  Layout layout = Layout::NHWC;
  std::string direction;
  size_t workspaceLimitBytes = 0;
  Reference reference = Reference::Graph; ///< the cuDNN path convolutions took
  int engineSearchLimit = 0;              ///< --engine-search (0: every config)
  bool graphPooling = false;              ///< --graph-pooling
  uint64_t seed = 1;
  const MemoryPlan *memory = nullptr;
  std::string command; ///< the command line, for the record
  const FrameworkTimes *framework = nullptr; ///< --framework, if given
  /// A version-2 plan: netc's kernels' median forward ms by the first layer
  /// of each launch (the "ours ms" column), and how the module was loaded.
  const std::map<std::string, double> *ours = nullptr;
  std::string oursModule;
  /// --engine-cache: what the graph reference took from it.
  std::optional<EngineCacheSummary> engineCache;
};

void printProfileText(const RunDescription &run, const ProfileResult &result,
                      std::ostream &out);
void printProfileJson(const RunDescription &run, const ProfileResult &result,
                      std::ostream &out);
void printProfileCsv(const RunDescription &run, const ProfileResult &result,
                     std::ostream &out);

} // namespace netc::runtime

#endif // NETC_RUNTIME_REPORT_H
