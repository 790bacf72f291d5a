//===- Arguments.h - netc-runtime's small argument reader -------*- C++ -*-===//
//
// netc-runtime is built without LLVM, so without its command-line library.
// Each command's options are "--name value" pairs, bare flags and at most
// one positional argument; this reads them left to right and turns every
// mistake into a UsageError whose message names the option and what it
// expects. netc-runtime.cpp says which options a command has; the reading,
// range checks and messages are here, once, and unit-tested.
//
// Plain C++ (no CUDA).
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_ARGUMENTS_H
#define NETC_RUNTIME_ARGUMENTS_H

#include <cstddef>
#include <string>
#include <vector>

namespace netc::runtime {

/// A mistake on the command line (exit status 2, with the usage).
struct UsageError {
  std::string message;
};

/// "--name expects an integer from MIN to MAX, got 'text'" unless `text` is
/// one in [minimum, maximum].
long long parseIntegerArgument(const std::string &name, const std::string &text,
                               long long minimum, long long maximum);

/// --engine-search all|N (profile, run and train-dp): 0 for "all", else N
/// engine configs, 1 to 1000.
int parseEngineSearchArgument(const std::string &text);

/// The arguments after the command's name, read left to right. Each `read`
/// function looks at the current argument: when it is the option asked for,
/// it consumes it (and its value), stores the value and returns true;
/// otherwise it consumes nothing and returns false.
class ArgumentReader {
public:
  explicit ArgumentReader(std::vector<std::string> arguments)
      : arguments(std::move(arguments)) {}

  bool done() const { return next >= arguments.size(); }
  /// The argument being looked at; done() must be false.
  const std::string &current() const { return arguments[next]; }
  /// Whether the current argument looks like an option ("-o", "--name").
  bool atOption() const { return !done() && !current().empty() && current()[0] == '-'; }
  /// Consumes the current argument and returns it.
  std::string take() { return arguments[next++]; }

  /// A bare flag: `name`.
  bool readFlag(const std::string &name);
  /// `name VALUE`; a missing value is a UsageError ("NAME needs a value").
  bool readValue(const std::string &name, std::string &value);
  /// `name N` with minimum <= N <= maximum.
  bool readInteger(const std::string &name, long long minimum, long long maximum,
                   long long &value);
  /// `name VALUE` with VALUE one of `choices` ("NAME expects a, b or c, got
  /// 'x'" otherwise).
  bool readChoice(const std::string &name, const std::vector<std::string> &choices,
                  std::string &value);

private:
  std::vector<std::string> arguments;
  size_t next = 0;
};

/// "a", "a or b", "a, b or c".
std::string listAlternatives(const std::vector<std::string> &choices);

} // namespace netc::runtime

#endif // NETC_RUNTIME_ARGUMENTS_H
