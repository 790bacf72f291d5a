//===- ArgumentsTest.cpp - netc-runtime's argument reader -----------------===//

#include "Arguments.h"

#include <gtest/gtest.h>

using namespace netc::runtime;

namespace {
/// The UsageError's message `read` throws, or "(no error)".
template <typename Read> std::string usageError(Read read) {
  try {
    read();
  } catch (const UsageError &error) {
    return error.message;
  }
  return "(no error)";
}
} // namespace

TEST(Arguments, ReadsOptionsFlagsAndPositionalsInOrder) {
  ArgumentReader args({"plan.json", "--iterations", "50", "--no-check", "--format", "json"});
  long long iterations = 0;
  std::string format;
  ASSERT_FALSE(args.atOption());
  // Not the option asked for: nothing consumed.
  EXPECT_FALSE(args.readFlag("--no-check"));
  EXPECT_EQ(args.take(), "plan.json");
  EXPECT_TRUE(args.atOption());
  EXPECT_FALSE(args.readValue("--format", format));
  EXPECT_TRUE(args.readInteger("--iterations", 1, 100, iterations));
  EXPECT_EQ(iterations, 50);
  EXPECT_TRUE(args.readFlag("--no-check"));
  EXPECT_TRUE(args.readChoice("--format", {"text", "json"}, format));
  EXPECT_EQ(format, "json");
  EXPECT_TRUE(args.done());
  EXPECT_FALSE(args.atOption());
}

TEST(Arguments, MistakesNameTheOptionAndWhatItExpects) {
  EXPECT_EQ(usageError([] {
              ArgumentReader args({"--seed"});
              std::string value;
              args.readValue("--seed", value);
            }),
            "--seed needs a value");
  EXPECT_EQ(usageError([] {
              ArgumentReader args({"--iterations", "0"});
              long long value;
              args.readInteger("--iterations", 1, 100000, value);
            }),
            "--iterations expects an integer from 1 to 100000, got '0'");
  EXPECT_EQ(usageError([] {
              ArgumentReader args({"--iterations", "12x"});
              long long value;
              args.readInteger("--iterations", 1, 100000, value);
            }),
            "--iterations expects an integer from 1 to 100000, got '12x'");
  EXPECT_EQ(usageError([] {
              ArgumentReader args({"--direction", "sideways"});
              std::string value;
              args.readChoice("--direction", {"forward", "backward", "both"}, value);
            }),
            "--direction expects forward, backward or both, got 'sideways'");
  EXPECT_EQ(usageError([] { parseIntegerArgument("--seed", "99999999999999999999", 0, 10); }),
            "--seed expects an integer from 0 to 10, got '99999999999999999999'");
}

TEST(Arguments, EngineSearchIsAllOrACount) {
  EXPECT_EQ(parseEngineSearchArgument("all"), 0);
  EXPECT_EQ(parseEngineSearchArgument("10"), 10);
  EXPECT_EQ(usageError([] { parseEngineSearchArgument("0"); }),
            "--engine-search expects an integer from 1 to 1000, got '0'");
  EXPECT_EQ(usageError([] { parseEngineSearchArgument("every"); }),
            "--engine-search expects an integer from 1 to 1000, got 'every'");
}

TEST(Arguments, AlternativesReadAsAList) {
  EXPECT_EQ(listAlternatives({"text"}), "text");
  EXPECT_EQ(listAlternatives({"text", "json"}), "text or json");
  EXPECT_EQ(listAlternatives({"text", "json", "csv"}), "text, json or csv");
}
