//===- KernTypesTest.cpp - The kern dialect's types against lib's ---------===//
//
// The kern dialect's precision is the compiler's own ::netc::Precision
// (include/netc/Base/CompileTypes.h): these tests hold its textual form to
// getPrecisionName, the one spelling plan.json and the command line use, for
// every value both ways. The dialect's other closed sets are its own enums;
// the tests hold them to the kernel catalog, so that neither can drift from
// the other unnoticed: every variant the catalog produces is one the dialect
// can record (and the dialect has none the catalog never produces).
//
//===----------------------------------------------------------------------===//

#include "Target/Cuda/KernelProblems.h"

#include "Kernel/IR/KernelDialect.h"
#include "Kernel/IR/KernelOps.h"

#include "mlir/AsmParser/AsmParser.h"
#include "mlir/IR/MLIRContext.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

using namespace netc;
using namespace netc::cuda;

TEST(KernTypes, EveryPrecisionPrintsAndParsesUnderItsOwnName) {
  mlir::MLIRContext context;
  context.loadDialect<kern::KernDialect>();
  for (Precision precision : kAllPrecisions) {
    auto attr = kern::PrecisionAttr::get(&context, precision);
    std::string text;
    llvm::raw_string_ostream os(text);
    mlir::Attribute(attr).print(os);
    EXPECT_EQ(text, std::string("#kern<precision ") + getPrecisionName(precision) + ">");
    mlir::Attribute parsed = mlir::parseAttribute(text, &context);
    ASSERT_TRUE(parsed) << text;
    EXPECT_EQ(llvm::cast<kern::PrecisionAttr>(parsed).getValue(), precision);
  }
}

TEST(KernTypes, ActivationsMapOneToOne) {
  std::set<KernelActivation> seen;
  for (uint32_t i = 0; i <= kern::getMaxEnumValForActivation(); ++i)
    seen.insert(toKernelActivation(static_cast<kern::Activation>(i)));
  EXPECT_EQ(seen.size(), size_t(kern::getMaxEnumValForActivation()) + 1);
  EXPECT_EQ(toKernelActivation(kern::Activation::None), KernelActivation::None);
  EXPECT_EQ(toKernelActivation(kern::Activation::Gelu), KernelActivation::Gelu);
}

namespace {
ConvProblem conv(Precision precision, int64_t groups) {
  ConvProblem p;
  p.x = {8, 28, 28, 64, 64};
  p.y = {8, 28, 28, 64, 64};
  p.kh = p.kw = 3;
  p.padTop = p.padLeft = 1;
  p.groups = groups;
  p.precision = precision;
  return p;
}

/// The variant of every kind of kernel the catalog generates, from problems
/// that reach each one.
std::set<std::string> catalogVariants() {
  std::set<std::string> variants;
  auto add = [&](const KernelConfig &config) { variants.insert(config.variant); };
  const KernelTarget hopper{90};
  for (const KernelConfig &c : convCandidates(conv(Precision::FP32, 1), hopper))
    add(c);
  for (const KernelConfig &c : convCandidates(conv(Precision::BF16, 1), hopper))
    add(c);
  for (const KernelConfig &c : convCandidates(conv(Precision::FP32, 64), hopper))
    add(c);
  // Few channels, one a group: the four-channel depthwise kernel too.
  ConvProblem fewChannels = conv(Precision::FP32, 16);
  fewChannels.x.c = fewChannels.x.pitch = fewChannels.y.c = fewChannels.y.pitch = 16;
  for (const KernelConfig &c : convCandidates(fewChannels, hopper))
    add(c);
  // Few input channels: the direct kernel's problems (ECE408's conv1).
  ConvProblem narrow;
  narrow.x = {100, 28, 28, 1, 1};
  narrow.y = {100, 24, 24, 50, 50};
  narrow.kh = narrow.kw = 5;
  for (const KernelConfig &c : convCandidates(narrow, hopper))
    add(c);
  TensorView image{8, 28, 28, 64, 64}, half{8, 14, 14, 64, 64};
  PoolProblem pool;
  pool.x = image;
  pool.y = half;
  pool.kh = pool.kw = pool.strideH = pool.strideW = 2;
  PoolProblem global = pool; // the window is the whole image
  global.y = {8, 1, 1, 64, 64};
  global.kh = global.kw = global.strideH = global.strideW = 28;
  for (PoolKind kind : {PoolKind::Max, PoolKind::Avg}) {
    pool.kind = global.kind = kind;
    add(poolKernel(pool, hopper));
    add(poolKernel(global, hopper));
  }
  add(lrnKernel({image, image}, hopper));
  add(softmaxKernel({image, image}, hopper));
  ElementwiseProblem elementwise;
  elementwise.a = elementwise.b = elementwise.y = image;
  for (ElementwiseOp op : {ElementwiseOp::Sum, ElementwiseOp::Identity}) {
    elementwise.op = op;
    add(elementwiseKernel(elementwise, hopper));
  }
  BatchNormProblem batchNorm;
  batchNorm.x = batchNorm.y = image;
  add(batchNormKernel(batchNorm, hopper));
  add(transposeKernel(simplifyTranspose({{8, 28, 28, 64}, {0, 3, 1, 2}}), hopper));
  add(transposeKernel(simplifyTranspose({{8, 28, 28, 2, 32}, {0, 1, 2, 4, 3}}), hopper));
  ExtractChannelsProblem extract;
  extract.x = image;
  extract.y = {8, 28, 28, 32, 32};
  add(extractChannelsKernel(extract, hopper));
  LayerNormProblem layerNorm;
  layerNorm.x = layerNorm.y = image;
  add(layerNormKernel(layerNorm, hopper));
  return variants;
}
} // namespace

TEST(KernTypes, TheDialectsVariantsAreTheCatalogs) {
  std::set<std::string> fromCatalog = catalogVariants();
  std::set<std::string> fromDialect;
  for (uint32_t i = 0; i <= kern::getMaxEnumValForKernelVariant(); ++i)
    fromDialect.insert(kern::stringifyKernelVariant(static_cast<kern::KernelVariant>(i)).str());
  EXPECT_EQ(fromCatalog, fromDialect);
}
