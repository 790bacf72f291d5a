//===- KernelCatalogTestHelpers.h - Problems and lookups the catalog tests share -===//
//
// Used by KernelCatalogTest.cpp (the catalog's formulas) and
// KernelCatalogWgmmaTest.cpp (Hopper's wgmma, TMA and persistent kernels).
//
//===----------------------------------------------------------------------===//
#ifndef NETC_TEST_UNIT_KERNELCATALOGTESTHELPERS_H
#define NETC_TEST_UNIT_KERNELCATALOGTESTHELPERS_H

#include "Kernels/KernelCatalog.h"

#include <string>
#include <vector>

namespace netc::cuda::testing {

/// VGG16 conv1_2 at batch 64: 224x224x64 -> 64, 3x3 SAME.
inline ConvProblem vggConv12(Precision precision = Precision::FP32) {
  ConvProblem p;
  p.x = {64, 224, 224, 64, 64};
  p.y = {64, 224, 224, 64, 64};
  p.kh = p.kw = 3;
  p.padTop = p.padLeft = 1;
  p.activation = KernelActivation::Relu;
  p.precision = precision;
  return p;
}

/// The first candidate of `variant` (and of that tile, where given).
inline const KernelConfig *find(const std::vector<KernelConfig> &cs, const std::string &variant,
                                int64_t tileM = 0, int64_t tileN = 0) {
  for (const KernelConfig &c : cs)
    if (c.variant == variant && (!tileM || c.tileM == tileM) && (!tileN || c.tileN == tileN))
      return &c;
  return nullptr;
}

inline bool contains(const std::string &text, const std::string &part) {
  return text.find(part) != std::string::npos;
}

} // namespace netc::cuda::testing

#endif // NETC_TEST_UNIT_KERNELCATALOGTESTHELPERS_H
