//===- TestSupport.h - Helpers for netc's unit tests ------------*- C++ -*-===//
#ifndef NETC_TEST_UNIT_TESTSUPPORT_H
#define NETC_TEST_UNIT_TESTSUPPORT_H

#include "Frontend/LoadNetwork.h"
#include "Support/DeviceProfile.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"

#include <string>
#include <vector>

namespace netc::testing {

/// A context whose diagnostics are collected instead of printed.
struct CapturingContext {
  mlir::MLIRContext context;
  std::vector<std::string> errors;
  mlir::ScopedDiagnosticHandler handler{&context, [this](mlir::Diagnostic &diag) {
                                          errors.push_back(diag.str());
                                          return mlir::success();
                                        }};

  /// Imports a Paleo network given as JSON text.
  mlir::OwningOpRef<mlir::ModuleOp> import(const std::string &json) {
    return importPaleoNetwork("test.json", json, context, ImportOptions());
  }
  std::string allErrors() const {
    std::string text;
    for (const std::string &e : errors)
      text += e + "\n";
    return text;
  }
};

/// An sm_90 device of round numbers (100 SMs, 20 TFLOP/s fp32 at half its
/// peak, 2 TB/s at half, 5 us launches) whose costs are easy to derive by
/// hand: the structural model's tests and its fit's.
inline DeviceProfile makeRoundSm90Device() {
  DeviceProfile device;
  device.key = "round";
  device.smVersion = "sm_90";
  device.smCount = 100;
  device.maxThreadsPerSm = 2048;
  device.registersPerSm = 65536;
  device.sharedMemoryPerSmKiB = 200;
  device.peakGflops[int(PeakKind::FP32)] = 20000;
  device.calibrated.achievedFraction[int(PeakKind::FP32)] = 0.5;
  device.memoryBandwidthGBs = 2000;
  device.calibrated.bandwidthFraction = 0.5;
  device.calibrated.launchOverheadUs = 5;
  return device;
}

} // namespace netc::testing

#endif // NETC_TEST_UNIT_TESTSUPPORT_H
