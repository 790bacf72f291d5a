//===- KernelText.h - Text the kernel catalog writes into kernel bodies -*- C++ -*-===//
//
// Internal to lib/Kernels: the pieces KernelCatalog.cpp (convolutions) and
// StreamingKernels.cpp (the memory-bound kernels) both write into a
// KernelConfig's body: integers, float literals, and named constants and
// template arguments.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_KERNELS_KERNELTEXT_H
#define NETC_KERNELS_KERNELTEXT_H

#include <cstdint>
#include <cstdio>
#include <initializer_list>
#include <limits>
#include <string>
#include <utility>

namespace netc::cuda::detail {

inline int64_t ceilDiv(int64_t a, int64_t b) { return (a + b - 1) / b; }

inline std::string str(int64_t v) { return std::to_string(v); }

/// A float literal that reads back as the same float ("1e-05f").
inline std::string floatLiteral(double v) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.9gf", static_cast<double>(static_cast<float>(v)));
  std::string text = buffer;
  // "2f" is not a literal; "2.f" is.
  if (text.find_first_of(".e") == std::string::npos && text.find("inf") == std::string::npos)
    text.insert(text.size() - 1, ".");
  return text;
}

inline constexpr int64_t kInt32Max = std::numeric_limits<int32_t>::max();

/// "N = 64, H = 224": a line of named constants.
inline std::string namedConstants(std::initializer_list<std::pair<const char *, int64_t>> fields) {
  std::string text;
  for (const auto &[name, value] : fields)
    text += (text.empty() ? "" : ", ") + std::string(name) + " = " + str(value);
  return text;
}

/// Template arguments with their parameters' names, as clang-tidy's
/// argument comments write them: "/*BM=*/128, /*BN=*/64".
inline std::string
namedArguments(std::initializer_list<std::pair<const char *, int64_t>> arguments) {
  std::string text;
  for (const auto &[name, value] : arguments)
    text += (text.empty() ? "/*" : ", /*") + std::string(name) + "=*/" + str(value);
  return text;
}


} // namespace netc::cuda::detail

#endif // NETC_KERNELS_KERNELTEXT_H
