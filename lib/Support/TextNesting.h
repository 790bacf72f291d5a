//===- TextNesting.h - Nesting limits for MLIR and JSON text ------*- C++ -*-===//
//
// MLIR 22's parser recurses once per nested attribute, type, region or
// call-site location, and llvm::json's parser once per array or object;
// neither has a depth limit of its own, so a few hundred kilobytes of
// brackets overflow the stack (issue 14). netc and netc-opt scan the text
// first and refuse it at the first bracket past the limit. Header-only: any
// tool or library uses it without linking another.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_SUPPORT_TEXTNESTING_H
#define NETC_SUPPORT_TEXTNESTING_H

#include "llvm/ADT/StringRef.h"

#include <algorithm>
#include <optional>
#include <utility>

namespace netc {

/// Deepest bracket nesting accepted in .mlir input; a network needs fewer
/// than ten levels.
constexpr int kMaxMlirNesting = 256;

/// The offset of the first `(`, `[`, `{` or `<` nested deeper than
/// kMaxMlirNesting in MLIR text, skipping strings and `//` comments (`->`
/// is not a closing bracket); nothing when there is none. Linear in the text.
inline std::optional<size_t> findExcessiveMlirNesting(llvm::StringRef text) {
  int depth = 0;
  for (size_t at = 0; at < text.size(); ++at) {
    char c = text[at];
    if (c == '"') {
      for (++at; at < text.size() && text[at] != '"'; ++at)
        if (text[at] == '\\')
          ++at;
    } else if (c == '/' && text.drop_front(at).starts_with("//")) {
      at = std::min(text.find('\n', at), text.size());
    } else if (c == '(' || c == '[' || c == '{' || c == '<') {
      if (++depth > kMaxMlirNesting)
        return at;
    } else if (c == ')' || c == ']' || c == '}' ||
               (c == '>' && (at == 0 || text[at - 1] != '-'))) {
      --depth;
    }
  }
  return std::nullopt;
}

/// Deepest nesting accepted in the JSON files netc reads with llvm::json
/// (device profiles, measurements): they nest about five deep.
constexpr int kMaxJsonNesting = 64;

/// The offset of the first `[` or `{` nested deeper than `limit` in JSON
/// text, skipping strings; nothing when there is none. Linear in the text.
inline std::optional<size_t> findExcessiveJsonNesting(llvm::StringRef text,
                                                      int limit = kMaxJsonNesting) {
  int depth = 0;
  for (size_t at = 0; at < text.size(); ++at) {
    char c = text[at];
    if (c == '"') {
      for (++at; at < text.size() && text[at] != '"'; ++at)
        if (text[at] == '\\')
          ++at;
    } else if (c == '[' || c == '{') {
      if (++depth > limit)
        return at;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return std::nullopt;
}

/// 1-based line and column of `offset` in `text`.
inline std::pair<unsigned, unsigned> lineAndColumn(llvm::StringRef text, size_t offset) {
  llvm::StringRef before = text.take_front(offset);
  size_t lineStart = before.rfind('\n');
  return {unsigned(before.count('\n') + 1),
          unsigned(offset - (lineStart == llvm::StringRef::npos ? 0 : lineStart + 1) + 1)};
}

} // namespace netc

#endif // NETC_SUPPORT_TEXTNESTING_H
