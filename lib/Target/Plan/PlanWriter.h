//===- PlanWriter.h - The network as plan.json for the runtime --*- C++ -*-===//
//
// Writes plan.json version 1 (docs/plan-format.md): every layer with its
// shapes, hyper-parameters and execution pads, and the cost model's
// predictions per pass, so the MLIR-free runtime can run and time each layer
// and print the prediction beside the measurement.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_TARGET_PLAN_PLANWRITER_H
#define NETC_TARGET_PLAN_PLANWRITER_H

#include "Net/IR/NetOps.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/JSON.h"

#include <optional>
#include <string>

namespace netc {

/// The passes a plan carries predictions for.
enum class PlanPass { Forward, BackwardData, BackwardFilter };

/// What the cost model predicted for one layer and pass.
struct PlannedPass {
  double milliseconds = 0;
  std::string algorithm;
  int64_t workspaceBytes = 0;
  int64_t flops = 0;
  int64_t bytes = 0;
  std::string bound; ///< "compute", "memory" or "latency"
};

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

/// Pads for execution, [top, bottom, left, right]: TensorFlow's SAME (the
/// extra row or column after), never negative; explicit pads as written.
llvm::SmallVector<int64_t, 4> executionPads(net::Conv2DOp conv);
/// Pooling's pads, by the same rule (VALID pools pad nothing: floor mode).
/// Explicit (ONNX) pads: top and left as written, bottom and right what the
/// output's extent needs (more than written in ceil mode), never negative.
llvm::SmallVector<int64_t, 4> executionPads(net::MaxPoolOp pool);
llvm::SmallVector<int64_t, 4> executionPads(net::AvgPoolOp pool);

llvm::json::Value buildPlan(net::NetworkOp network, const PlanHeader &header,
                            PredictionLookup predictions);

} // namespace netc

#endif // NETC_TARGET_PLAN_PLANWRITER_H
