//===- CheckAccounting.cpp - Which launches were checked, which failed ----===//

#include "CheckAccounting.h"

namespace netc::runtime {

CheckAccount accountChecks(const std::vector<LaunchCheckRecord> &launches, bool checking) {
  CheckAccount account;
  account.checking = checking;
  account.launches = launches.size();
  for (const LaunchCheckRecord &launch : launches) {
    bool failed = false;
    if (launch.checkRan) {
      ++account.checked;
      if (!launch.checkPassed) {
        ++account.checkFailures;
        failed = true;
      }
    } else if (checking) {
      ++account.unchecked;
      failed = true;
      std::string reason = !launch.uncheckedReason.empty() ? launch.uncheckedReason
                           : !launch.launchFailure.empty() ? launch.launchFailure
                                                           : "no check ran";
      account.uncheckedLaunches.push_back(launch.name + ": " + reason);
    }
    if (!launch.launchFailure.empty()) {
      ++account.launchFailures;
      failed = true;
    }
    account.failedLaunches += failed;
  }
  return account;
}

std::string CheckAccount::summary() const {
  std::string text;
  if (checking)
    text = std::to_string(checked) + " of " + std::to_string(launches) + " launches checked, " +
           std::to_string(checked - checkFailures) + " passed";
  else
    text = "checks off (--no-check): " + std::to_string(launches) + " launches not checked";
  if (unchecked)
    text += "; " + std::to_string(unchecked) + " UNCHECKED (a failure)";
  if (checkFailures)
    text += "; " + std::to_string(checkFailures) + " check(s) FAILED";
  if (launchFailures)
    text += "; " + std::to_string(launchFailures) + " launch(es) FAILED";
  return text;
}

} // namespace netc::runtime
