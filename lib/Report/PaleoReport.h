//===- PaleoReport.h - Paleo's per-layer time tables ------------*- C++ -*-===//
//
// What `netc predict --model paleo` prints: Paleo's `profile --executor
// tensorflow` table byte for byte (MODEL.md section 6) followed by one line
// for the whole training iteration, or every term of every layer as JSON or
// CSV. docs/cost-model-paleo.md describes each format.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_COSTMODEL_PALEOREPORT_H
#define NETC_COSTMODEL_PALEOREPORT_H

#include "CostModel/PaleoModel.h"

#include "llvm/Support/raw_ostream.h"

namespace netc::paleo {

/// One network's prediction, as reported.
struct PaleoProfile {
  std::string source;  ///< the path as given on the command line
  std::string network; ///< the network's title
  Pass pass;
  NetworkPrediction prediction;
  /// Absent where Paleo cannot cost some pass of some layer; the table for
  /// `pass` still stands.
  std::optional<FullPassEstimate> fullPass;
};

/// `network`'s table for `pass` and, where Paleo can cost every pass of every
/// layer, its full-pass line; `source` names the file. Fails (with the
/// diagnostic emitted) where the table for `pass` cannot be made; a missing
/// full-pass line is a warning that says why, the table still stands.
mlir::FailureOr<PaleoProfile> profileNetwork(const PaleoModel &model, net::NetworkOp network,
                                             llvm::StringRef source, Pass pass);

/// Paleo's table (Network, Direction, Gradient wrt, the header, a row per
/// layer, Sum), then the full-pass line if there is one.
void printProfileText(const PaleoProfile &profile, llvm::raw_ostream &os);

/// "Full pass (analytic, ms): forward F backward B update U total T", the
/// numbers printed as Paleo prints its times.
std::string describeFullPass(const FullPassEstimate &estimate);

/// Every term of every layer, the sum, the full pass and the model's inputs,
/// as one JSON object. Times keep Paleo's text (integer 0 or Python repr).
void printProfileJson(const PaleoProfile &profile, const PaleoModel &model,
                      llvm::raw_ostream &os);

/// One CSV row per layer with every term (header first).
void printProfileCsv(const PaleoProfile &profile, llvm::raw_ostream &os);

} // namespace netc::paleo

#endif // NETC_COSTMODEL_PALEOREPORT_H
