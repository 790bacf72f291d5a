//===- CheckAccountingTest.cpp - An unchecked launch fails the run --------===//

#include "CheckAccounting.h"

#include <gtest/gtest.h>

using namespace netc::runtime;

namespace {

LaunchCheckRecord checkedLaunch(const std::string &name, bool passed) {
  LaunchCheckRecord record;
  record.name = name;
  record.checkRan = true;
  record.checkPassed = passed;
  return record;
}

LaunchCheckRecord launchWithoutReference(const std::string &name, const std::string &reason) {
  LaunchCheckRecord record;
  record.name = name;
  record.uncheckedReason = reason;
  return record;
}

} // namespace

TEST(CheckAccounting, EveryLaunchCheckedAndPassed) {
  CheckAccount account =
      accountChecks({checkedLaunch("netc_conv1 (conv1)", true), checkedLaunch("netc_fc (fc)", true)},
                    /*checking=*/true);
  EXPECT_EQ(account.launches, 2u);
  EXPECT_EQ(account.checked, 2u);
  EXPECT_EQ(account.unchecked, 0u);
  EXPECT_TRUE(account.everyLaunchChecked());
  EXPECT_TRUE(account.passed());
  EXPECT_EQ(account.summary(), "2 of 2 launches checked, 2 passed");
}

TEST(CheckAccounting, ALaunchWithoutAReferenceIsAFailure) {
  CheckAccount account = accountChecks(
      {checkedLaunch("netc_conv1 (conv1)", true),
       launchWithoutReference("netc_norm1 (norm1)", "cuDNN reference: CUDNN_STATUS_BAD_PARAM")},
      true);
  EXPECT_EQ(account.checked, 1u);
  EXPECT_EQ(account.unchecked, 1u);
  EXPECT_EQ(account.checkFailures, 0u);
  EXPECT_EQ(account.failedLaunches, 1u);
  EXPECT_FALSE(account.everyLaunchChecked());
  EXPECT_FALSE(account.passed());
  ASSERT_EQ(account.uncheckedLaunches.size(), 1u);
  EXPECT_EQ(account.uncheckedLaunches[0],
            "netc_norm1 (norm1): cuDNN reference: CUDNN_STATUS_BAD_PARAM");
  EXPECT_EQ(account.summary(), "1 of 2 launches checked, 1 passed; 1 UNCHECKED (a failure)");
}

TEST(CheckAccounting, TheReasonOfAnUncheckedLaunchFallsBackToItsFailure) {
  LaunchCheckRecord threw;
  threw.name = "netc_pool1 (pool1)";
  threw.launchFailure = "cuLaunchKernel failed: CUDA_ERROR_INVALID_VALUE";
  LaunchCheckRecord silent;
  silent.name = "netc_prob (prob)";
  CheckAccount account = accountChecks({threw, silent}, true);
  EXPECT_EQ(account.unchecked, 2u);
  EXPECT_EQ(account.launchFailures, 1u);
  // The launch that threw and went unchecked is one failed launch, not two.
  EXPECT_EQ(account.failedLaunches, 2u);
  ASSERT_EQ(account.uncheckedLaunches.size(), 2u);
  EXPECT_EQ(account.uncheckedLaunches[0],
            "netc_pool1 (pool1): cuLaunchKernel failed: CUDA_ERROR_INVALID_VALUE");
  EXPECT_EQ(account.uncheckedLaunches[1], "netc_prob (prob): no check ran");
}

TEST(CheckAccounting, AFailedCheckAndALaunchThatFailedAfterItsCheckCountOnce) {
  LaunchCheckRecord timedOut = checkedLaunch("netc_sum (sum)", true);
  timedOut.launchFailure = "the timed runs faulted";
  CheckAccount account =
      accountChecks({checkedLaunch("netc_conv1 (conv1)", false), timedOut}, true);
  EXPECT_EQ(account.checked, 2u);
  EXPECT_EQ(account.checkFailures, 1u);
  EXPECT_EQ(account.launchFailures, 1u);
  EXPECT_EQ(account.failedLaunches, 2u);
  EXPECT_TRUE(account.everyLaunchChecked());
  EXPECT_FALSE(account.passed());
  EXPECT_EQ(account.summary(),
            "2 of 2 launches checked, 1 passed; 1 check(s) FAILED; 1 launch(es) FAILED");
}

TEST(CheckAccounting, NoCheckIsReportedAsSuchAndIsNotEveryLaunchChecked) {
  LaunchCheckRecord ran;
  ran.name = "netc_conv1 (conv1)";
  CheckAccount account = accountChecks({ran, ran}, /*checking=*/false);
  EXPECT_EQ(account.checked, 0u);
  EXPECT_EQ(account.unchecked, 0u);
  EXPECT_TRUE(account.passed());
  EXPECT_FALSE(account.everyLaunchChecked());
  EXPECT_EQ(account.summary(), "checks off (--no-check): 2 launches not checked");
}

TEST(CheckAccounting, AnEmptyPlanIsTriviallyChecked) {
  CheckAccount account = accountChecks({}, true);
  EXPECT_TRUE(account.everyLaunchChecked());
  EXPECT_TRUE(account.passed());
}
