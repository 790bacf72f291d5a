//===- Arguments.cpp - netc-runtime's small argument reader ---------------===//

#include "Arguments.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>

using namespace netc::runtime;

long long netc::runtime::parseIntegerArgument(const std::string &name, const std::string &text,
                                              long long minimum, long long maximum) {
  char *end = nullptr;
  errno = 0;
  long long value = std::strtoll(text.c_str(), &end, 10);
  if (text.empty() || *end || errno || value < minimum || value > maximum)
    throw UsageError{name + " expects an integer from " + std::to_string(minimum) + " to " +
                     std::to_string(maximum) + ", got '" + text + "'"};
  return value;
}

int netc::runtime::parseEngineSearchArgument(const std::string &text) {
  return text == "all" ? 0 : int(parseIntegerArgument("--engine-search", text, 1, 1000));
}

std::string netc::runtime::listAlternatives(const std::vector<std::string> &choices) {
  std::string text;
  for (size_t i = 0; i < choices.size(); ++i) {
    if (i > 0)
      text += i + 1 == choices.size() ? " or " : ", ";
    text += choices[i];
  }
  return text;
}

bool ArgumentReader::readFlag(const std::string &name) {
  if (done() || current() != name)
    return false;
  ++next;
  return true;
}

bool ArgumentReader::readValue(const std::string &name, std::string &value) {
  if (done() || current() != name)
    return false;
  if (next + 1 >= arguments.size())
    throw UsageError{name + " needs a value"};
  value = arguments[next + 1];
  next += 2;
  return true;
}

bool ArgumentReader::readInteger(const std::string &name, long long minimum, long long maximum,
                                 long long &value) {
  std::string text;
  if (!readValue(name, text))
    return false;
  value = parseIntegerArgument(name, text, minimum, maximum);
  return true;
}

bool ArgumentReader::readChoice(const std::string &name, const std::vector<std::string> &choices,
                                std::string &value) {
  std::string text;
  if (!readValue(name, text))
    return false;
  if (std::find(choices.begin(), choices.end(), text) == choices.end())
    throw UsageError{name + " expects " + listAlternatives(choices) + ", got '" + text + "'"};
  value = text;
  return true;
}
