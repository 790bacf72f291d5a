//===- ShapeRulesTest.cpp - Paleo's shape rules, hand-computed ----------===//

#include "Net/IR/ShapeRules.h"

#include "mlir/IR/Location.h"
#include "mlir/IR/MLIRContext.h"
#include <gtest/gtest.h>

using namespace mlir;
using namespace netc::net;

namespace {
class ShapeRules : public ::testing::Test {
protected:
  MLIRContext context;
  std::vector<std::string> messages;
  ScopedDiagnosticHandler handler{&context, [this](Diagnostic &diag) {
                                    messages.push_back(diag.str());
                                    return success();
                                  }};
  InFlightDiagnostic error(StringRef field) {
    return emitError(UnknownLoc::get(&context)) << "field '" << field << "': ";
  }
  std::function<InFlightDiagnostic(StringRef)> errorFn = [this](StringRef field) {
    return error(field);
  };
  FieldError errors() { return errorFn; }
  std::string lastMessage() const { return messages.empty() ? "" : messages.back(); }
};
} // namespace

TEST_F(ShapeRules, SameOutputIsCeilOfInputOverStride) {
  EXPECT_EQ(windowOutputSize(224, 3, 1, PaddingKind::Same, 0), 224);
  EXPECT_EQ(windowOutputSize(7, 3, 2, PaddingKind::Same, 0), 4);
  // Paleo prints floor(total / 2): VGG's 3x3 gives 1.
  EXPECT_EQ(samePadBefore(224, 3, 1), 1);
  // 1x1 stride 2 on an even size: total = -1, printed as -1 (not clamped).
  EXPECT_EQ(samePadBefore(28, 1, 2), -1);
}

TEST_F(ShapeRules, ValidAndExplicitOutputSizes) {
  // alex_v2 conv1: 11x11 stride 4 VALID on 224 -> ceil(214 / 4) = 54.
  EXPECT_EQ(windowOutputSize(224, 11, 4, PaddingKind::Valid, 0), 54);
  // torchvision AlexNet conv1: pad 2 -> floor((224 + 4 - 11) / 4) + 1 = 55.
  EXPECT_EQ(windowOutputSize(224, 11, 4, PaddingKind::Explicit, 2), 55);
  // 3x3 stride-2 max pool, VALID: 55 -> 27.
  EXPECT_EQ(windowOutputSize(55, 3, 2, PaddingKind::Valid, 0), 27);
}

TEST_F(ShapeRules, ConvolutionShapeAndErrors) {
  auto shape = inferConv2dShape({64, 224, 224, 3}, {3, 3, 3, 64}, {1, 1},
                                PaddingKind::Same, {}, errors());
  ASSERT_TRUE(succeeded(shape));
  EXPECT_EQ(*shape, (Shape{64, 224, 224, 64}));

  EXPECT_TRUE(failed(inferConv2dShape({1, 8, 8, 3}, {3, 3, 4, 8}, {1, 1},
                                      PaddingKind::Same, {}, errors())));
  EXPECT_NE(lastMessage().find("field 'filter': filter cin 4 does not match the "
                               "input's 3 channels"),
            std::string::npos)
      << lastMessage();

  EXPECT_TRUE(failed(inferConv2dShape({1, 4, 4, 3}, {5, 5, 3, 8}, {1, 1},
                                      PaddingKind::Valid, {}, errors())));
  EXPECT_NE(lastMessage().find("window 5 is larger than the input (4)"),
            std::string::npos)
      << lastMessage();

  // With explicit padding the window may exceed the unpadded input.
  auto padded = inferConv2dShape({1, 4, 4, 3}, {5, 5, 3, 8}, {1, 1},
                                 PaddingKind::Explicit, {1, 1}, errors());
  ASSERT_TRUE(succeeded(padded));
  EXPECT_EQ(*padded, (Shape{1, 2, 2, 8}));

  EXPECT_TRUE(failed(inferConv2dShape({1, 8, 8, 3}, {3, 3, 3, 8}, {0, 1},
                                      PaddingKind::Same, {}, errors())));
  EXPECT_NE(lastMessage().find("field 'strides'"), std::string::npos) << lastMessage();
}

TEST_F(ShapeRules, ConcatElementwiseSoftmaxReshape) {
  auto concat = inferConcatShape({{1, 35, 35, 64}, {1, 35, 35, 96}}, 3, errors());
  ASSERT_TRUE(succeeded(concat));
  EXPECT_EQ(*concat, (Shape{1, 35, 35, 160}));
  EXPECT_TRUE(failed(inferConcatShape({{1, 35, 35, 64}, {1, 17, 17, 96}}, 3, errors())));
  EXPECT_TRUE(failed(inferConcatShape({{1, 35, 35, 64}}, 4, errors())));
  EXPECT_NE(lastMessage().find("field 'dim': axis 4 is out of range"), std::string::npos);

  EXPECT_TRUE(failed(inferElementwiseShape({{1, 2, 2, 3}, {1, 2, 2, 4}}, errors())));

  auto softmax = inferSoftmaxShape({64, 1, 1, 1000}, 1000, errors());
  ASSERT_TRUE(succeeded(softmax));
  EXPECT_EQ(*softmax, (Shape{64, 1000}));
  EXPECT_TRUE(failed(inferSoftmaxShape({64, 1, 1, 1000}, 10, errors())));

  auto reshape = inferReshapeShape({64, 7, 7, 512}, {-1, 25088}, errors());
  ASSERT_TRUE(succeeded(reshape));
  EXPECT_EQ(*reshape, (Shape{64, 25088}));
  auto rest = inferReshapeShape({64, 7, 7, 512}, {64, -1}, errors());
  ASSERT_TRUE(succeeded(rest));
  EXPECT_EQ(*rest, (Shape{64, 25088}));
  EXPECT_TRUE(failed(inferReshapeShape({64, 7, 7, 512}, {64, 1000}, errors())));
}

TEST_F(ShapeRules, ElementCountsAreBounded) {
  EXPECT_EQ(*checkedElementCount({64, 224, 224, 3}), 64 * 224 * 224 * 3);
  EXPECT_TRUE(failed(checkedElementCount({1 << 20, 1 << 20, 1 << 20})));
  EXPECT_TRUE(failed(checkedElementCount({INT64_MAX, 2})));
  EXPECT_TRUE(failed(checkedElementCount({4, 0})));
}
