//===- PythonFloat.cpp - Python 3's text for a float ----------------------===//
//
// std::to_chars finds the shortest round-trip digits (the same digits Python's
// dtoa picks), but its own choice between fixed and scientific differs from
// Python's, so only its digits and exponent are used here.
//
//===----------------------------------------------------------------------===//

#include "CostModel/PythonFloat.h"

#include <cassert>
#include <charconv>
#include <cmath>
#include <cstdlib>
#include <string_view>

std::string netc::pythonFloatRepr(double value) {
  if (std::isnan(value))
    return "nan";
  if (std::isinf(value))
    return value < 0 ? "-inf" : "inf";

  // Scientific shortest form: [-]d[.ddd]e(+|-)XX.
  char buffer[64];
  auto [end, error] =
      std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::scientific);
  assert(error == std::errc() && "64 characters hold any double");
  (void)error;
  std::string_view text(buffer, end - buffer);

  std::string result;
  if (text.front() == '-') {
    result = "-";
    text.remove_prefix(1);
  }
  size_t exponentAt = text.find('e');
  std::string digits;
  for (char c : text.substr(0, exponentAt))
    if (c != '.')
      digits += c;
  int exponent = std::atoi(std::string(text.substr(exponentAt + 1)).c_str());
  // Python's decpt: value = 0.d1d2... x 10^decpt.
  int decimalPoint = exponent + 1;
  int digitCount = static_cast<int>(digits.size());

  if (decimalPoint > -4 && decimalPoint <= 16) {
    if (decimalPoint <= 0)
      return result + "0." + std::string(-decimalPoint, '0') + digits;
    if (decimalPoint >= digitCount)
      return result + digits + std::string(decimalPoint - digitCount, '0') + ".0";
    return result + digits.substr(0, decimalPoint) + "." + digits.substr(decimalPoint);
  }

  result += digits.substr(0, 1);
  if (digitCount > 1)
    result += "." + digits.substr(1);
  std::string magnitude = std::to_string(std::abs(exponent));
  if (magnitude.size() < 2)
    magnitude.insert(0, "0");
  return result + (exponent < 0 ? "e-" : "e+") + magnitude;
}
