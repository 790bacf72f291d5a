//===- OptionParsers.h - Typed pass and pipeline options --------*- C++ -*-===//
//
// llvm::cl parsers for Precision, Layout and an optional KernelTarget, so
// that MLIR pass options and pass-pipeline options can hold these types
// instead of their spellings:
//
//   Option<"precision", "precision", "::netc::Precision", "::netc::Precision::FP32", ...>
//
// A spelling outside the set is refused while the option string is parsed
// (`-convert-net-to-kern{precision=fp8}` fails before any pass runs), with
// the same words as the command line's flags (CompileOptions.h):
//
//   netc-opt: for the --precision option: expected fp32, tf32, bf16 or fp16, got 'fp8'
//
// Include this header before any declaration of such an option (the passes'
// generated option structs).
//
//===----------------------------------------------------------------------===//

#ifndef NETC_SUPPORT_OPTIONPARSERS_H
#define NETC_SUPPORT_OPTIONPARSERS_H

#include "Support/CompileOptions.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>

namespace netc {

/// How one typed option value is read from and written to text.
template <typename T>
struct OptionSpelling;

template <>
struct OptionSpelling<Precision> {
  static constexpr const char *kValueName = "precision";
  static llvm::Expected<Precision> parse(llvm::StringRef text) {
    return parsePrecisionValue(text);
  }
  static std::string print(Precision value) { return getPrecisionName(value); }
};

template <>
struct OptionSpelling<Layout> {
  static constexpr const char *kValueName = "layout";
  static llvm::Expected<Layout> parse(llvm::StringRef text) { return parseLayoutValue(text); }
  static std::string print(Layout value) { return getLayoutName(value); }
};

/// A target option left empty means "the device profile's own target".
template <>
struct OptionSpelling<std::optional<KernelTarget>> {
  static constexpr const char *kValueName = "sm_XX";
  static llvm::Expected<std::optional<KernelTarget>> parse(llvm::StringRef text) {
    if (text.empty())
      return std::optional<KernelTarget>();
    llvm::Expected<KernelTarget> target = parseTargetValue(text);
    if (!target)
      return target.takeError();
    return std::optional<KernelTarget>(*target);
  }
  static std::string print(const std::optional<KernelTarget> &value) {
    return value ? value->getName() : "";
  }
};

/// The llvm::cl parser of a type with an OptionSpelling: a bad spelling is
/// the option's error (llvm::cl prefixes the option's name).
template <typename T>
class TypedOptionParser : public llvm::cl::basic_parser<T> {
public:
  using llvm::cl::basic_parser<T>::basic_parser;

  /// True on error, as llvm::cl's parsers answer.
  bool parse(llvm::cl::Option &option, llvm::StringRef, llvm::StringRef text, T &value) {
    llvm::Expected<T> parsed = OptionSpelling<T>::parse(text);
    if (!parsed)
      return option.error(llvm::toString(parsed.takeError()));
    value = *parsed;
    return false;
  }

  /// How MLIR prints the option back (a pass pipeline's textual form).
  static void print(llvm::raw_ostream &os, const T &value) {
    os << OptionSpelling<T>::print(value);
  }

  llvm::StringRef getValueName() const override { return OptionSpelling<T>::kValueName; }

  /// --print-options: the value and the default.
  void printOptionDiff(const llvm::cl::Option &option, const T &value,
                       const llvm::cl::OptionValue<T> &defaultValue,
                       size_t globalWidth) const {
    this->printOptionName(option, globalWidth);
    llvm::outs() << "= " << OptionSpelling<T>::print(value);
    if (defaultValue.hasValue())
      llvm::outs() << " (default: " << OptionSpelling<T>::print(defaultValue.getValue()) << ")";
    llvm::outs() << "\n";
  }
};

} // namespace netc

namespace llvm::cl {
template <>
class parser<netc::Precision> : public netc::TypedOptionParser<netc::Precision> {
public:
  using TypedOptionParser::TypedOptionParser;
};

template <>
class parser<netc::Layout> : public netc::TypedOptionParser<netc::Layout> {
public:
  using TypedOptionParser::TypedOptionParser;
};

template <>
class parser<std::optional<netc::KernelTarget>>
    : public netc::TypedOptionParser<std::optional<netc::KernelTarget>> {
public:
  using TypedOptionParser::TypedOptionParser;
};
} // namespace llvm::cl

#endif // NETC_SUPPORT_OPTIONPARSERS_H
