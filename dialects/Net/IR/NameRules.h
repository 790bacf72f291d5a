//===- NameRules.h - What a layer name may hold, and how to quote it -*- C++ -*-===//
//
// Layer and network names come from the user's file and end up in
// diagnostics, kernels.cu comments, plan.json, CSV and text tables. They are
// checked once at the door (no control characters, valid UTF-8, bounded
// length), and every writer still quotes them for its own format, so that a
// name that slips past one check cannot turn into code or break a file.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_NET_IR_NAMERULES_H
#define NETC_NET_IR_NAMERULES_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/ConvertUTF.h"

#include <optional>
#include <string>

namespace netc {

/// Longest layer or network name netc accepts (bytes). Names are printed in
/// every report row; a megabyte name would make every artifact a megabyte.
constexpr size_t kMaxNameBytes = 1024;

/// Most characters of an input value a diagnostic repeats; the rest is
/// summarised by its length, so a hostile value cannot flood the terminal.
constexpr size_t kMaxEchoedBytes = 200;

/// Why `name` cannot name a layer or a network, or nothing when it can.
inline std::optional<std::string> checkName(llvm::StringRef name) {
  if (name.size() > kMaxNameBytes)
    return "is " + std::to_string(name.size()) + " bytes long; at most " +
           std::to_string(kMaxNameBytes) + " are allowed";
  for (unsigned char c : name)
    if (c < 0x20 || c == 0x7f)
      return "contains a control character (newline, tab, ...)";
  const auto *begin = reinterpret_cast<const llvm::UTF8 *>(name.data());
  if (!llvm::isLegalUTF8String(&begin, begin + name.size()))
    return "is not valid UTF-8";
  return std::nullopt;
}

/// `text` for a diagnostic: control bytes and non-ASCII as \xNN, cut after
/// kMaxEchoedBytes with the full length said.
inline std::string escapeForMessage(llvm::StringRef text,
                                    size_t limit = kMaxEchoedBytes) {
  static const char hex[] = "0123456789abcdef";
  std::string out;
  for (unsigned char c : text.take_front(limit)) {
    if (c >= 0x20 && c < 0x7f) {
      out += char(c);
    } else {
      out += "\\x";
      out += hex[c >> 4];
      out += hex[c & 15];
    }
  }
  if (text.size() > limit)
    out += "... (" + std::to_string(text.size()) + " bytes)";
  return out;
}

/// `text` inside a C/C++ `//` comment: only printable ASCII survives, and
/// neither a backslash (which would continue the comment onto the next
/// line) nor a newline (which would end it) can reach the file.
inline std::string escapeForCComment(llvm::StringRef text) {
  std::string out;
  for (unsigned char c : text.take_front(kMaxNameBytes))
    out += (c >= 0x20 && c < 0x7f && c != '\\') ? char(c) : '?';
  return out;
}

} // namespace netc

#endif // NETC_NET_IR_NAMERULES_H
