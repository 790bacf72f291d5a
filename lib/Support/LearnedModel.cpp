//===- LearnedModel.cpp - Boosted oblivious trees in a device profile -----===//

#include "Support/LearnedModel.h"

#include <cassert>

using namespace netc;

size_t ObliviousTree::leafIndex(llvm::ArrayRef<double> x) const {
  size_t index = 0;
  for (size_t level = 0; level < features.size(); ++level) {
    assert(features[level] < x.size() && "the loader checks every feature index");
    index = 2 * index + (x[features[level]] > thresholds[level] ? 1 : 0);
  }
  return index;
}

double TreeEnsemble::predict(llvm::ArrayRef<double> x) const {
  double sum = base;
  for (const ObliviousTree &tree : trees)
    sum += tree.predict(x);
  return sum;
}
