//===- FormatTest.cpp - Paleo's number and shape text -------------------===//

#include "Report/Format.h"

#include <gtest/gtest.h>

using namespace netc;

TEST(Format, ThousandsSeparatorsLikePython) {
  EXPECT_EQ(withThousands(0), "0");
  EXPECT_EQ(withThousands(999), "999");
  EXPECT_EQ(withThousands(1000), "1,000");
  EXPECT_EQ(withThousands(1792), "1,792");
  EXPECT_EQ(withThousands(138357544), "138,357,544");
  EXPECT_EQ(withThousands(-1234567), "-1,234,567");
  EXPECT_EQ(withThousands(INT64_MIN), "-9,223,372,036,854,775,808");
}

TEST(Format, ShapesAsPythonLists) {
  EXPECT_EQ(shapeList({64, 224, 224, 3}), "[64, 224, 224, 3]");
  EXPECT_EQ(shapeList({}), "[]");
  EXPECT_EQ(fixed(0.5, 6), "0.500000");
  EXPECT_EQ(fixed(0.20000000298023224, 6), "0.200000");
}
