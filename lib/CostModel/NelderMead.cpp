//===- NelderMead.cpp - A small deterministic simplex minimiser ---------===//

#include "CostModel/NelderMead.h"

#include <algorithm>
#include <cassert>
#include <cmath>
#include <limits>
#include <numeric>

using namespace netc;

SimplexMinimum
netc::minimiseNelderMead(const std::function<double(const std::vector<double> &)> &function,
                         const std::vector<double> &start, const std::vector<double> &steps,
                         int iterations, double tolerance) {
  assert(start.size() == steps.size() && !start.empty() && "one step per parameter");
  // A NaN would break the ranking's strict weak order.
  auto evaluate = [&](const std::vector<double> &point) {
    double value = function(point);
    return std::isnan(value) ? std::numeric_limits<double>::infinity() : value;
  };
  const size_t n = start.size();
  std::vector<std::vector<double>> simplex(n + 1, start);
  for (size_t i = 0; i < n; ++i)
    simplex[i + 1][i] += steps[i];
  std::vector<double> values(n + 1);
  for (size_t i = 0; i <= n; ++i)
    values[i] = evaluate(simplex[i]);
  // point = from + factor * (to - from), element by element.
  auto along = [&](const std::vector<double> &from, const std::vector<double> &to,
                   double factor) {
    std::vector<double> point(n);
    for (size_t j = 0; j < n; ++j)
      point[j] = from[j] + factor * (to[j] - from[j]);
    return point;
  };
  for (int iteration = 0; iteration < iterations; ++iteration) {
    std::vector<size_t> order(n + 1);
    std::iota(order.begin(), order.end(), size_t(0));
    std::stable_sort(order.begin(), order.end(),
                     [&](size_t a, size_t b) { return values[a] < values[b]; });
    std::vector<std::vector<double>> sortedSimplex;
    std::vector<double> sortedValues;
    for (size_t i : order) {
      sortedSimplex.push_back(simplex[i]);
      sortedValues.push_back(values[i]);
    }
    simplex = std::move(sortedSimplex);
    values = std::move(sortedValues);

    std::vector<double> centroid(n, 0.0);
    for (size_t j = 0; j < n; ++j) {
      double sum = 0;
      for (size_t i = 0; i < n; ++i)
        sum += simplex[i][j];
      centroid[j] = sum / double(n);
    }
    const std::vector<double> &worst = simplex[n];
    // Reflection and expansion: the centroid plus 1 and 2 times its offset
    // from the worst point.
    std::vector<double> reflected(n), expanded(n);
    for (size_t j = 0; j < n; ++j) {
      reflected[j] = centroid[j] + (centroid[j] - worst[j]);
      expanded[j] = centroid[j] + 2 * (centroid[j] - worst[j]);
    }
    double reflectedValue = evaluate(reflected);
    if (reflectedValue < values[0]) {
      double expandedValue = evaluate(expanded);
      if (expandedValue < reflectedValue) {
        simplex[n] = std::move(expanded);
        values[n] = expandedValue;
      } else {
        simplex[n] = std::move(reflected);
        values[n] = reflectedValue;
      }
    } else if (reflectedValue < values[n - 1]) {
      simplex[n] = std::move(reflected);
      values[n] = reflectedValue;
    } else {
      std::vector<double> contracted = along(centroid, worst, 0.5);
      double contractedValue = evaluate(contracted);
      if (contractedValue < values[n]) {
        simplex[n] = std::move(contracted);
        values[n] = contractedValue;
      } else {
        for (size_t i = 1; i <= n; ++i) {
          simplex[i] = along(simplex[0], simplex[i], 0.5);
          values[i] = evaluate(simplex[i]);
        }
      }
    }
    auto [low, high] = std::minmax_element(values.begin(), values.end());
    if (*high - *low < tolerance)
      break;
  }
  size_t best = size_t(std::min_element(values.begin(), values.end()) - values.begin());
  return {simplex[best], values[best]};
}
