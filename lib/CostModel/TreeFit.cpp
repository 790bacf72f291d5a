//===- TreeFit.cpp - Fitting boosted oblivious trees ------------------------===//

#include "CostModel/TreeFit.h"

#include <algorithm>
#include <cassert>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <numeric>

using namespace netc;

double netc::roundToSixDigits(double value) {
  char text[32];
  std::snprintf(text, sizeof(text), "%.6g", value);
  return std::strtod(text, nullptr);
}

namespace {

/// A feature's candidate thresholds (ascending) and each row's bin: the
/// number of thresholds below its value, so "x > thresholds[b]" is
/// "bin > b".
struct BinnedFeature {
  std::vector<double> thresholds;
  std::vector<uint16_t> bins;
};

BinnedFeature binFeature(const std::vector<std::vector<double>> &rows, size_t feature,
                         unsigned maxThresholds) {
  std::vector<double> values;
  values.reserve(rows.size());
  for (const std::vector<double> &row : rows)
    values.push_back(row[feature]);
  std::vector<double> sorted = values;
  std::sort(sorted.begin(), sorted.end());
  std::vector<double> distinct = sorted;
  distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());

  BinnedFeature binned;
  // A threshold halfway between two neighbouring values seen, at the
  // quantiles (every gap when there are few distinct values).
  auto addBetween = [&](double low) {
    auto next = std::upper_bound(distinct.begin(), distinct.end(), low);
    if (next == distinct.end())
      return;
    double threshold = roundToSixDigits(low + (*next - low) / 2);
    if (threshold >= low && threshold < *next &&
        (binned.thresholds.empty() || threshold > binned.thresholds.back()))
      binned.thresholds.push_back(threshold);
  };
  if (distinct.size() <= size_t(maxThresholds) + 1) {
    for (size_t i = 0; i + 1 < distinct.size(); ++i)
      addBetween(distinct[i]);
  } else {
    for (unsigned q = 1; q <= maxThresholds; ++q)
      addBetween(sorted[std::min(sorted.size() - 1, q * sorted.size() / (maxThresholds + 1))]);
  }
  // A row's bin counts the thresholds below its value: "x > thresholds[b]"
  // is "bin > b", as ObliviousTree::leafIndex asks it.
  binned.bins.reserve(values.size());
  for (double value : values)
    binned.bins.push_back(uint16_t(std::lower_bound(binned.thresholds.begin(),
                                                    binned.thresholds.end(), value) -
                                   binned.thresholds.begin()));
  return binned;
}

} // namespace

TreeEnsemble netc::fitObliviousTrees(const std::vector<std::vector<double>> &rows,
                                     const std::vector<double> &targets,
                                     const TreeFitOptions &options) {
  assert(rows.size() == targets.size());
  TreeEnsemble ensemble;
  ensemble.rows = rows.size();
  if (rows.empty())
    return ensemble;
  const size_t numRows = rows.size(), numFeatures = rows.front().size();
  const unsigned depth = std::clamp<unsigned>(options.depth, 1, kMaxObliviousTreeDepth);
  const unsigned maxThresholds = std::clamp<unsigned>(options.bins, 1, 1024);

  std::vector<BinnedFeature> features;
  for (size_t j = 0; j < numFeatures; ++j)
    features.push_back(binFeature(rows, j, maxThresholds));

  ensemble.base = roundToSixDigits(
      std::accumulate(targets.begin(), targets.end(), 0.0) / double(numRows));
  std::vector<double> fitted(numRows, ensemble.base), residual(numRows);
  std::vector<size_t> leaf(numRows);
  // Per (leaf, bin): the residuals' sum and count.
  std::vector<double> sums, counts;

  for (size_t t = 0; t < options.trees; ++t) {
    for (size_t i = 0; i < numRows; ++i)
      residual[i] = targets[i] - fitted[i];
    std::fill(leaf.begin(), leaf.end(), 0);
    ObliviousTree tree;
    for (unsigned level = 0; level < depth; ++level) {
      const size_t leaves = size_t(1) << level;
      double bestScore = -1;
      size_t bestFeature = 0, bestThreshold = 0;
      for (size_t j = 0; j < numFeatures; ++j) {
        const BinnedFeature &feature = features[j];
        const size_t thresholds = feature.thresholds.size();
        if (thresholds == 0)
          continue;
        const size_t binCount = thresholds + 1;
        sums.assign(leaves * binCount, 0);
        counts.assign(leaves * binCount, 0);
        for (size_t i = 0; i < numRows; ++i) {
          sums[leaf[i] * binCount + feature.bins[i]] += residual[i];
          counts[leaf[i] * binCount + feature.bins[i]] += 1;
        }
        // Threshold b splits every leaf into bins <= b and bins > b; the
        // squared error falls by the sum over halves of sum^2 / (count + l2).
        std::vector<double> leftSum(leaves, 0), leftCount(leaves, 0), totalSum(leaves, 0),
            totalCount(leaves, 0);
        for (size_t l = 0; l < leaves; ++l)
          for (size_t b = 0; b < binCount; ++b) {
            totalSum[l] += sums[l * binCount + b];
            totalCount[l] += counts[l * binCount + b];
          }
        for (size_t b = 0; b < thresholds; ++b) {
          double score = 0;
          for (size_t l = 0; l < leaves; ++l) {
            leftSum[l] += sums[l * binCount + b];
            leftCount[l] += counts[l * binCount + b];
            double rightSum = totalSum[l] - leftSum[l], rightCount = totalCount[l] - leftCount[l];
            score += leftSum[l] * leftSum[l] / (leftCount[l] + options.l2) +
                     rightSum * rightSum / (rightCount + options.l2);
          }
          if (score > bestScore) { // strict: ties keep the first feature and threshold
            bestScore = score;
            bestFeature = j;
            bestThreshold = b;
          }
        }
      }
      if (bestScore < 0)
        break; // no feature has two values: nothing to split on
      tree.features.push_back(unsigned(bestFeature));
      tree.thresholds.push_back(features[bestFeature].thresholds[bestThreshold]);
      for (size_t i = 0; i < numRows; ++i)
        leaf[i] = 2 * leaf[i] + (features[bestFeature].bins[i] > bestThreshold ? 1 : 0);
    }
    if (tree.features.empty())
      break;
    const size_t leaves = size_t(1) << tree.features.size();
    std::vector<double> leafSum(leaves, 0), leafCount(leaves, 0);
    for (size_t i = 0; i < numRows; ++i) {
      leafSum[leaf[i]] += residual[i];
      leafCount[leaf[i]] += 1;
    }
    tree.leaves.resize(leaves);
    for (size_t l = 0; l < leaves; ++l)
      tree.leaves[l] =
          roundToSixDigits(options.learningRate * leafSum[l] / (leafCount[l] + options.l2));
    for (size_t i = 0; i < numRows; ++i)
      fitted[i] += tree.leaves[leaf[i]];
    ensemble.trees.push_back(std::move(tree));
  }
  return ensemble;
}
