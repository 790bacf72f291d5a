//===- PlanWriter.h - The network as plan.json for the runtime --*- C++ -*-===//
//
// Writes plan.json version 1 (docs/plan-format.md; the names both sides
// share are Support/PlanSchema.h's): every layer with its
// shapes, hyper-parameters and execution pads, and the cost model's
// predictions per pass, so the MLIR-free runtime can run and time each layer
// and print the prediction beside the measurement.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_TARGET_PLAN_PLANWRITER_H
#define NETC_TARGET_PLAN_PLANWRITER_H

#include "Net/IR/NetOps.h"
#include "Support/PlanSchema.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/JSON.h"

#include <optional>
#include <string>

namespace netc {

/// The passes a plan carries predictions for, and one prediction: the
/// schema's, which the runtime's reader shares (Support/PlanSchema.h).
using PlanPass = plan::Pass;
using PlannedPass = plan::PredictedPass;

struct PlanHeader {
  std::string source;
  std::string precision = "fp32";
  std::string layout = "nhwc";
  std::string device;
  std::string model;
};

/// The prediction for a layer and pass, or nothing where the layer has no
/// such pass.
using PredictionLookup =
    llvm::function_ref<std::optional<PlannedPass>(mlir::Operation *, PlanPass)>;

llvm::json::Value buildPlan(net::NetworkOp network, const PlanHeader &header,
                            PredictionLookup predictions);

} // namespace netc

#endif // NETC_TARGET_PLAN_PLANWRITER_H
