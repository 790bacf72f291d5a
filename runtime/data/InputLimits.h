//===- InputLimits.h - Checked arithmetic and bounded JSON for the runtime -*- C++ -*-===//
//
// The runtime reads files a user hands it (plan.json, safetensors, IDX) and
// must not crash, hang or compute a wrong size on any of them. This header
// holds the few tools every reader uses for that, in plain C++ (the runtime
// does not link LLVM): overflow-checked integer arithmetic for sizes, shapes,
// offsets and byte counts, a JSON parse with a nesting limit and duplicate
// detection in linear time, and a bounded echo of input values for errors.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_DATA_INPUTLIMITS_H
#define NETC_RUNTIME_DATA_INPUTLIMITS_H

#include <nlohmann/json.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <type_traits>
#include <unordered_set>
#include <vector>

namespace netc {

/// a * b, or nothing when it overflows T.
template <typename T> std::optional<T> checkedMul(T a, T b) {
  static_assert(std::is_integral_v<T>);
  T result;
  if (__builtin_mul_overflow(a, b, &result))
    return std::nullopt;
  return result;
}

/// a + b, or nothing when it overflows T.
template <typename T> std::optional<T> checkedAdd(T a, T b) {
  static_assert(std::is_integral_v<T>);
  T result;
  if (__builtin_add_overflow(a, b, &result))
    return std::nullopt;
  return result;
}

/// The product of `factors`, or nothing when it overflows int64 or any factor
/// is negative.
inline std::optional<int64_t> checkedProduct(const std::vector<int64_t> &factors) {
  int64_t product = 1;
  for (int64_t f : factors) {
    if (f < 0)
      return std::nullopt;
    std::optional<int64_t> next = checkedMul(product, f);
    if (!next)
      return std::nullopt;
    product = *next;
  }
  return product;
}

/// Deepest JSON nesting a runtime input may have. Plans nest five deep,
/// safetensors headers three; nlohmann prints and destroys values
/// recursively, so an input nested 100,000 deep would exhaust the stack.
constexpr int kMaxJsonDepth = 64;

/// Most characters of an input value an error message repeats.
constexpr size_t kMaxEchoedChars = 200;

/// `text` cut to kMaxEchoedChars, with the full length said when cut.
inline std::string truncateForMessage(const std::string &text) {
  if (text.size() <= kMaxEchoedChars)
    return text;
  return text.substr(0, kMaxEchoedChars) + "... (" + std::to_string(text.size()) + " bytes)";
}

/// A JSON value for an error message, cut to kMaxEchoedChars.
inline std::string describeJson(const nlohmann::json &value) {
  return truncateForMessage(value.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
}

/// What a structure check of JSON text found.
struct JsonStructure {
  std::string error;        ///< why the text is refused; empty when it is not
  std::string duplicateKey; ///< the first key named twice in one object, if any
  bool tooDeep = false;     ///< the error is the nesting limit
};

/// Checks JSON text without building it: syntax, nesting at most `maxDepth`
/// and, on request, keys named twice in one object. Linear in the text (the
/// callback form of nlohmann's parser rescans the parent at every object's
/// end, quadratic in the number of keys: 40,000 tensors took 14 s).
template <typename Iterator>
JsonStructure checkJsonStructure(Iterator begin, Iterator end, int maxDepth = kMaxJsonDepth) {
  struct Checker : nlohmann::json_sax<nlohmann::json> {
    int maxDepth;
    JsonStructure result;
    std::vector<std::unordered_set<std::string>> keys;
    int depth = 0;
    bool open(bool object) {
      if (++depth > maxDepth) {
        result.error = "nested more than " + std::to_string(maxDepth) + " arrays or objects deep";
        result.tooDeep = true;
        return false;
      }
      if (object)
        keys.emplace_back();
      return true;
    }
    bool null() override { return true; }
    bool boolean(bool) override { return true; }
    bool number_integer(number_integer_t) override { return true; }
    bool number_unsigned(number_unsigned_t) override { return true; }
    bool number_float(number_float_t, const string_t &) override { return true; }
    bool string(string_t &) override { return true; }
    bool binary(binary_t &) override { return true; }
    bool start_object(std::size_t) override { return open(true); }
    bool key(string_t &name) override {
      if (!keys.back().insert(name).second && result.duplicateKey.empty())
        result.duplicateKey = name;
      return true;
    }
    bool end_object() override {
      keys.pop_back();
      --depth;
      return true;
    }
    bool start_array(std::size_t) override { return open(false); }
    bool end_array() override {
      --depth;
      return true;
    }
    bool parse_error(std::size_t, const std::string &,
                     const nlohmann::detail::exception &error) override {
      result.error = std::string("not valid JSON: ") + error.what();
      return false;
    }
  } checker;
  checker.maxDepth = maxDepth;
  try {
    if (!nlohmann::json::sax_parse(begin, end, &checker) && checker.result.error.empty())
      checker.result.error = "not valid JSON";
  } catch (const nlohmann::json::exception &error) {
    checker.result.error = std::string("not valid JSON: ") + error.what();
  }
  return checker.result;
}

} // namespace netc

#endif // NETC_RUNTIME_DATA_INPUTLIMITS_H
