//===- MlirNesting.h - A nesting limit for MLIR text -------------*- C++ -*-===//
//
// MLIR 22's parser recurses once per nested attribute, type, region or
// call-site location and has no depth limit of its own, so a few hundred
// kilobytes of brackets overflow the stack (issue 14). netc and netc-opt
// scan the text first and refuse it at the first bracket past the limit.
// Header-only: netc-opt uses it without linking the frontend.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_FRONTEND_MLIRNESTING_H
#define NETC_FRONTEND_MLIRNESTING_H

#include "llvm/ADT/StringRef.h"

#include <algorithm>
#include <optional>

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

/// 1-based line and column of `offset` in `text`.
inline std::pair<unsigned, unsigned> lineAndColumn(llvm::StringRef text, size_t offset) {
  llvm::StringRef before = text.take_front(offset);
  size_t lineStart = before.rfind('\n');
  return {unsigned(before.count('\n') + 1),
          unsigned(offset - (lineStart == llvm::StringRef::npos ? 0 : lineStart + 1) + 1)};
}

} // namespace netc

#endif // NETC_FRONTEND_MLIRNESTING_H
