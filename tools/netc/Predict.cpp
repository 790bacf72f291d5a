//===- Predict.cpp - `netc predict` -------------------------------------===//

#include "Commands.h"

using namespace llvm;
using namespace netc;

namespace netc {
cl::SubCommand predictCommand(
    "predict", "Per-layer time of forward, backward-data and backward-filter passes "
               "on a GPU, from a cost model (in progress)");
cl::OptionCategory modelCategory("Cost model");
} // namespace netc

int netc::runPredict(mlir::MLIRContext &, CompilerDiagnostics &) {
  errs() << "netc predict: the cost model is not built yet\n";
  return 1;
}
