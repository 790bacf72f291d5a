//===- CommandLine.h - netc-runtime's commands and their options -*- C++ -*-===//
//
// What each netc-runtime command was asked to do, read from its arguments
// (through runtime/Arguments.h), and the usage text they are checked
// against. netc-runtime.cpp runs the commands; this only reads them.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_COMMANDLINE_H
#define NETC_RUNTIME_COMMANDLINE_H

#include "Workspace.h"
#include "Arguments.h"
#include "Calibrate.h"
#include "GraphChoice.h"
#include "KernelRun.h"
#include "Plan.h"
#include "Statistics.h"

#include <cstdint>
#include <optional>
#include <string>

namespace netc::runtime {

/// netc-runtime --help.
extern const char *const kUsage;

struct ProfileCommand {
  std::string planPath;
  std::string direction = "both";
  std::optional<Precision> precision;
  std::optional<Layout> layout;
  TimingOptions timing;
  size_t workspaceLimit = kAutomaticWorkspace; ///< --workspace-mb auto|N
  Reference reference = Reference::Graph;
  int engineSearchLimit = 0; ///< --engine-search all|N (0: all)
  bool graphPooling = false; ///< --graph-pooling
  std::string engineCachePath; ///< --engine-cache (EngineCache.h); empty: none
  uint64_t seed = 1;
  std::string format = "text";
  std::string outputPath;
  std::string frameworkPath;
  std::string textPath;
};

struct RunCommand {
  std::string planPath;
  RunOptions options;
  std::string weightsPath, datasetPath, frameworkPath;
  std::string textPath; ///< --text: also the text report (with --format json)
  int64_t images = -1; ///< -1: all
  std::string format = "text";
  std::string outputPath;
};

struct CalibrateCommand {
  CalibrateOptions options;
  std::string format = "text";
  std::string outputPath;
};

ProfileCommand parseProfile(ArgumentReader args);
RunCommand parseRun(ArgumentReader args);
CalibrateCommand parseCalibrate(ArgumentReader args);
/// device's --format (text or json).
std::string parseDevice(ArgumentReader args);

} // namespace netc::runtime

#endif // NETC_RUNTIME_COMMANDLINE_H
