//===- Format.h - Text formatting for netc-runtime's output -----*- C++ -*-===//
//
// Byte counts, fixed-point numbers and aligned text tables. Plain C++.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_FORMAT_H
#define NETC_RUNTIME_FORMAT_H

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

namespace netc::runtime {

/// "1.50 GiB", "12.0 MiB", "640 B" (binary units).
std::string formatBytes(uint64_t bytes);

/// `value` with `digits` after the point; "-" for NaN.
std::string formatFixed(double value, int digits);

/// "1.2e-05" (two significant digits); "0" for zero, "-" for NaN.
std::string formatScientific(double value);

/// A table of text cells printed with aligned columns: the first column
/// left-aligned (names), the others right-aligned (numbers), two spaces apart.
class TextTable {
public:
  explicit TextTable(std::vector<std::string> header) { rows.push_back(std::move(header)); }
  void addRow(std::vector<std::string> row) { rows.push_back(std::move(row)); }
  /// A rule of dashes under the header or before a total.
  void addRule() { rules.push_back(rows.size()); }
  void print(std::ostream &out) const;

private:
  std::vector<std::vector<std::string>> rows;
  std::vector<size_t> rules; ///< row indices a rule is printed before
};

} // namespace netc::runtime

#endif // NETC_RUNTIME_FORMAT_H
