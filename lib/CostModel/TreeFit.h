//===- TreeFit.h - Fitting boosted oblivious trees --------------*- C++ -*-===//
//
// Gradient boosting of oblivious regression trees (Support/LearnedModel.h)
// on squared error: each tree fits the residuals of the ones before it,
// shrunk by the learning rate. A level's split is the (feature, threshold)
// that most reduces the squared error over all of the level's leaves at
// once; thresholds are drawn from each feature's quantiles. Deterministic:
// the same rows give the same trees, bit for bit. Thresholds and leaves are
// rounded to 6 significant digits as they are made, so a profile written
// and read back predicts exactly as the fit did.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_COSTMODEL_TREEFIT_H
#define NETC_COSTMODEL_TREEFIT_H

#include "Support/LearnedModel.h"

#include <vector>

namespace netc {

struct TreeFitOptions {
  size_t trees = 200;
  unsigned depth = 6;
  double learningRate = 0.1;
  /// Added to a leaf's row count: a leaf of few rows moves less.
  double l2 = 1;
  /// Candidate thresholds per feature (at most).
  unsigned bins = 64;
};

/// Fits `targets` from `rows` (one feature vector each, all the same length).
TreeEnsemble fitObliviousTrees(const std::vector<std::vector<double>> &rows,
                               const std::vector<double> &targets,
                               const TreeFitOptions &options = {});

/// `value` to 6 significant digits.
double roundToSixDigits(double value);

} // namespace netc

#endif // NETC_COSTMODEL_TREEFIT_H
