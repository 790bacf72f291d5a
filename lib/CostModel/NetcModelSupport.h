//===- NetcModelSupport.h - Helpers NetcModel's files share ----*- C++ -*-===//
//
// Small facts about ops and profiles that NetcModel.cpp and
// NetcModelStreaming.cpp both read: internal to lib/CostModel.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_COSTMODEL_NETCMODELSUPPORT_H
#define NETC_COSTMODEL_NETCMODELSUPPORT_H

#include "CostModel/NetcModel.h"

#include "mlir/IR/BuiltinTypes.h"
#include "llvm/Support/FormatVariadic.h"

#include <string>

namespace netc::model_support {

inline int64_t getElements(mlir::Value value) {
  return mlir::cast<mlir::RankedTensorType>(value.getType()).getNumElements();
}

inline llvm::ArrayRef<int64_t> getShape(mlir::Value value) {
  return mlir::cast<mlir::RankedTensorType>(value.getType()).getShape();
}

/// A profile's optional rate, or the one it falls back to where it is 0.
inline double orElse(double rate, double fallback) { return rate > 0 ? rate : fallback; }

inline int64_t getPassFlops(const net::LayerFlops &flops, Pass pass) {
  switch (pass) {
  case Pass::Forward:
    return flops.forward;
  case Pass::BackwardData:
    return flops.backwardData;
  case Pass::BackwardFilter:
    return flops.backwardFilter;
  case Pass::WeightUpdate:
    return flops.weightUpdate;
  }
  llvm_unreachable("unknown pass");
}

inline std::string formatMiB(int64_t bytes) {
  return llvm::formatv("{0:f1} MiB", double(bytes) / double(1 << 20)).str();
}

} // namespace netc::model_support

#endif // NETC_COSTMODEL_NETCMODELSUPPORT_H
