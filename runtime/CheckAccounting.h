//===- CheckAccounting.h - Which launches were checked, which failed -*- C++ -*-===//
//
// `netc-runtime run` checks every launch of a plan against cuDNN. A launch
// whose reference cannot be built (cuDNN refuses a layer) or whose check
// throws was never compared with anything: with checking on, that is a
// failure of the run, not a quiet gap in the table. This file turns the
// per-launch outcomes into the counts the report prints and the exit status
// follows; plain C++, so its rules are unit-tested on any machine.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_CHECKACCOUNTING_H
#define NETC_RUNTIME_CHECKACCOUNTING_H

#include <cstddef>
#include <string>
#include <vector>

namespace netc::runtime {

/// One launch as the accounting sees it.
struct LaunchCheckRecord {
  std::string name;            ///< "netc_conv1 (conv1+bn1)", for the report
  bool checkRan = false;       ///< ours and the reference were compared
  bool checkPassed = false;    ///< ... and agreed
  std::string uncheckedReason; ///< why no comparison ran, where known
  std::string launchFailure;   ///< our kernel (or the check around it) threw
};

/// The counts of a run. Every launch is counted once in `failedLaunches`,
/// whatever went wrong with it.
struct CheckAccount {
  bool checking = true;     ///< false: --no-check (nothing is expected to be checked)
  size_t launches = 0;
  size_t checked = 0;       ///< launches compared with their reference
  size_t unchecked = 0;     ///< checking on and no comparison ran
  size_t checkFailures = 0; ///< compared and disagreed (or left NaN)
  size_t launchFailures = 0;
  size_t failedLaunches = 0;
  /// "netc_norm1 (norm1): cuDNN reference: ..." for each unchecked launch.
  std::vector<std::string> uncheckedLaunches;

  bool everyLaunchChecked() const { return checking && checked == launches; }
  bool passed() const { return failedLaunches == 0; }
  /// One line: "13 of 13 launches checked, 13 passed" or what is missing.
  std::string summary() const;
};

/// Counts `launches`. With `checking` on, a launch without a comparison is
/// unchecked and failed; its reason is `uncheckedReason`, else its
/// `launchFailure`, else "no check ran".
CheckAccount accountChecks(const std::vector<LaunchCheckRecord> &launches, bool checking);

} // namespace netc::runtime

#endif // NETC_RUNTIME_CHECKACCOUNTING_H
