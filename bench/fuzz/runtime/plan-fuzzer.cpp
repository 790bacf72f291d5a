//===- plan-fuzzer.cpp - libFuzzer target for the plan.json reader --------===//
//
// parsePlan is what every netc-runtime command runs first on a user's file.
// A bad plan must end in a PlanError naming the field; any other exception,
// a crash or a sanitizer report is a finding.
//
//===----------------------------------------------------------------------===//

#include "Plan.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string text(reinterpret_cast<const char *>(data), size);
  try {
    netc::runtime::Plan plan = netc::runtime::parsePlan(text, "fuzz/plan.json");
    // What the commands do next with a plan that read: its sizes.
    for (const netc::runtime::PlanLayer &layer : plan.layers)
      (void)netc::runtime::elementCount(layer.outputShape);
  } catch (const netc::runtime::PlanError &) {
  }
  return 0;
}
