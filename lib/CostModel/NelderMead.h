//===- NelderMead.h - A small deterministic simplex minimiser ----*- C++ -*-===//
//
// Nelder and Mead's downhill simplex for a few parameters: no gradient, no
// random start, the same answer for the same start on every machine. The
// structural model's fit (StructureFit.h) minimises its relative error with
// it, three parameters per kernel. The moves are the classic ones:
// reflect the worst point through the others' centroid, expand (x2) when
// that beats the best, contract (x0.5) towards the worst when reflecting
// does not help, else shrink every point halfway to the best; stop when the
// values differ by less than `tolerance` or after `iterations` steps.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_COSTMODEL_NELDERMEAD_H
#define NETC_COSTMODEL_NELDERMEAD_H

#include <functional>
#include <vector>

namespace netc {

struct SimplexMinimum {
  std::vector<double> point;
  double value = 0;
};

/// Minimises `function` from `start`, the first simplex `start` and `start`
/// moved by `steps[i]` along each axis i. Ties keep the earlier point
/// (points ranked by a stable sort of their values; a NaN value ranks as
/// +infinity).
SimplexMinimum minimiseNelderMead(const std::function<double(const std::vector<double> &)> &function,
                                  const std::vector<double> &start,
                                  const std::vector<double> &steps, int iterations = 600,
                                  double tolerance = 1e-12);

} // namespace netc

#endif // NETC_COSTMODEL_NELDERMEAD_H
