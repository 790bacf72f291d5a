//===- Format.cpp - Text formatting for netc-runtime's output -------------===//

#include "Format.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace netc::runtime {

std::string formatBytes(uint64_t bytes) {
  const char *units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
  double value = static_cast<double>(bytes);
  int unit = 0;
  while (value >= 1024.0 && unit < 4) {
    value /= 1024.0;
    ++unit;
  }
  char text[32];
  if (unit == 0)
    std::snprintf(text, sizeof text, "%llu B", static_cast<unsigned long long>(bytes));
  else
    std::snprintf(text, sizeof text, value < 10 ? "%.2f %s" : "%.1f %s", value, units[unit]);
  return text;
}

std::string formatFixed(double value, int digits) {
  if (std::isnan(value))
    return "-";
  char text[64];
  std::snprintf(text, sizeof text, "%.*f", digits, value);
  return text;
}

std::string formatScientific(double value) {
  if (std::isnan(value))
    return "-";
  if (value == 0)
    return "0";
  char text[64];
  std::snprintf(text, sizeof text, "%.1e", value);
  return text;
}

void TextTable::print(std::ostream &out) const {
  std::vector<size_t> widths;
  for (const auto &row : rows)
    for (size_t i = 0; i < row.size(); ++i) {
      if (widths.size() <= i)
        widths.push_back(0);
      widths[i] = std::max(widths[i], row[i].size());
    }
  size_t total = 0;
  for (size_t width : widths)
    total += width + 2;
  for (size_t r = 0; r < rows.size(); ++r) {
    if (std::find(rules.begin(), rules.end(), r) != rules.end())
      out << std::string(total > 2 ? total - 2 : 0, '-') << '\n';
    const auto &row = rows[r];
    std::string line;
    for (size_t i = 0; i < row.size(); ++i) {
      std::string pad(widths[i] - row[i].size(), ' ');
      line += i == 0 ? row[i] + pad : pad + row[i];
      if (i + 1 < row.size())
        line += "  ";
    }
    while (!line.empty() && line.back() == ' ')
      line.pop_back();
    out << line << '\n';
  }
}

} // namespace netc::runtime
