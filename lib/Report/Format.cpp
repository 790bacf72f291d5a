//===- Format.cpp - Number and shape text as reports print them ---------===//

#include "Report/Format.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

using namespace netc;

std::string netc::withThousands(int64_t value) {
  uint64_t magnitude = value < 0 ? 0 - uint64_t(value) : uint64_t(value);
  std::string digits = std::to_string(magnitude);
  std::string text;
  for (size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0)
      text += ',';
    text += digits[i];
  }
  return value < 0 ? "-" + text : text;
}

std::string netc::shapeList(llvm::ArrayRef<int64_t> shape) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << "[";
  llvm::interleave(shape, os, ", ");
  os << "]";
  return text;
}

std::string netc::fixed(double value, int digits) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << llvm::format("%.*f", digits, value);
  return text;
}

std::string netc::csvField(llvm::StringRef text) {
  if (text.find_first_of(",\"\n") == llvm::StringRef::npos)
    return text.str();
  std::string quoted = "\"";
  for (char c : text) {
    if (c == '"')
      quoted += '"';
    quoted += c;
  }
  return quoted + "\"";
}
