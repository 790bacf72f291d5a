//===- Prediction.h - `netc predict --model netc` reports -------*- C++ -*-===//
//
// The per-layer table in Paleo's shape (tab-separated, a Sum row whose second
// field is the total in ms), the full-pass line, and the scaling table; JSON
// and CSV carry every term the model computed.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_REPORT_PREDICTION_H
#define NETC_REPORT_PREDICTION_H

#include "CostModel/NetcModel.h"
#include "CostModel/Scaling.h"

#include "llvm/Support/raw_ostream.h"

#include <optional>

namespace netc {

struct FullPassTimes {
  double forwardMs = 0;
  double backwardDataMs = 0;
  double backwardFilterMs = 0;
  double updateMs = 0;
  double backwardMs() const { return backwardDataMs + backwardFilterMs; }
  double totalMs() const { return forwardMs + backwardMs() + updateMs; }
};

struct PredictionReport {
  std::string source; ///< the path as given
  std::string network;
  const DeviceProfile *device = nullptr;
  ModelOptions options;
  Pass pass = Pass::Forward;
  std::vector<LayerPrediction> layers;
  FullPassTimes fullPass;
  std::vector<ScalingReport> scaling;
};

/// Sums the passes of a whole training iteration: forward, both gradients,
/// and the weight update.
FullPassTimes predictFullPass(const NetcModel &model, net::NetworkOp network);

/// `network`'s per-layer table for `pass` and its full-pass line, on the
/// model's device and options; `source` names the file. The scaling tables
/// are left empty (CostModel/DataParallel.h fills them).
PredictionReport buildPredictionReport(const NetcModel &model, net::NetworkOp network,
                                       llvm::StringRef source, Pass pass);

void printPredictionText(const PredictionReport &report, llvm::raw_ostream &os);
void printPredictionJson(const PredictionReport &report, llvm::raw_ostream &os);
/// The per-layer rows; with --workers, the scaling rows instead (one table).
void printPredictionCsv(const PredictionReport &report, llvm::raw_ostream &os);

} // namespace netc

#endif // NETC_REPORT_PREDICTION_H
