//===- Format.h - Number and shape text as reports print them ---*- C++ -*-===//
#ifndef NETC_REPORT_FORMAT_H
#define NETC_REPORT_FORMAT_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>

namespace netc {

/// 1234567 -> "1,234,567" (Paleo's `{:,}`).
std::string withThousands(int64_t value);

/// [64, 224, 224, 3] (Python's list syntax, as Paleo prints shapes).
std::string shapeList(llvm::ArrayRef<int64_t> shape);

/// printf("%.*f", digits, value).
std::string fixed(double value, int digits);

/// A CSV field, quoted as RFC 4180 says where it needs to be.
std::string csvField(llvm::StringRef text);

} // namespace netc

#endif // NETC_REPORT_FORMAT_H
