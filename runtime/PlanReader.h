//===- PlanReader.h - The plan reader's internals (runtime only) -*- C++ -*-===//
//
// The reader behind readPlanFile/parsePlan (Plan.h), shared by the files
// that implement it: Plan.cpp (the header fields and version 1's layers),
// and for version 2 PlanExecution.cpp (the module, arena views, lowering and
// the order of reading), PlanWeights.cpp (weights and their derivations) and
// PlanLaunches.cpp (launches and their arguments). Not part of the runtime's
// interface.
//
//===----------------------------------------------------------------------===//

#ifndef NETC_RUNTIME_PLANREADER_H
#define NETC_RUNTIME_PLANREADER_H

#include "Plan.h"
#include "data/InputLimits.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace netc::runtime::detail {

using json = nlohmann::json;

/// Largest product of a plan's integer list (a shape's element count, a
/// grid's blocks): far enough below 2^63 that bytes (x 4) and spans fit.
constexpr int64_t kMaxPlanProduct = int64_t(1) << 56;

using runtime::nhwcOf;
inline bool sameTensor(const Shape &a, const Shape &b) { return nhwcOf(a) == nhwcOf(b); }
/// A view holds a layer's tensor if the shapes agree as NHWC, or if a dense
/// view holds the same batch and element count (the flattening of a reshape
/// alias: [N, 7, 7, 512] read as [N, 25088]).
inline bool holds(const TensorView &view, const Shape &tensor) {
  if (sameTensor(view.shape, tensor))
    return true;
  return view.pitch == view.channels() && !tensor.empty() && view.shape[0] == tensor[0] &&
         elementCount(view.shape) == elementCount(tensor);
}

/// Builds messages "<file>: error: layer 'x' (layers[i]): field 'f': ...".
class PlanReader {
public:
  explicit PlanReader(std::string path) : path(std::move(path)) {}

  Plan read(const std::string &text);

private:
  std::string path;
  std::string layerContext; ///< "layer 'conv1' (layers[3]): " while reading one
  /// Per concat (index in Plan::layers): the byte offset of its buffer in the
  /// arena, as its first copy launch placed it; later copies must agree.
  std::map<size_t, int64_t> concatBufferStart;

  [[noreturn]] void fail(const std::string &field, const std::string &message) const {
    std::string text = path + ": error: " + layerContext;
    if (!field.empty())
      text += "field '" + field + "': ";
    throw PlanError(text + message);
  }

  const json &require(const json &object, const std::string &field) const {
    auto it = object.find(field);
    if (it == object.end())
      fail(field, "missing");
    return *it;
  }

  /// `object[field]` as a T if `accepts` its JSON type; the fallback where
  /// the field is absent and there is one; otherwise an error naming the field.
  template <typename T>
  T typedField(const json &object, const std::string &field, const std::optional<T> &fallback,
               bool (json::*accepts)() const noexcept, const char *expected) const {
    if (!object.contains(field)) {
      if (fallback)
        return *fallback;
      fail(field, "missing");
    }
    const json &value = object.at(field);
    if (!(value.*accepts)())
      fail(field, std::string("expected ") + expected + ", got " + describeJson(value));
    return value.get<T>();
  }

  std::string stringField(const json &object, const std::string &field,
                          std::optional<std::string> fallback = std::nullopt) const {
    return typedField(object, field, fallback, &json::is_string, "a string");
  }

  /// Starts reading entry `index` of the plan's array `list`: it must be an
  /// object whose string `nameField` is not empty; from here on errors name
  /// the entry as "KIND 'NAME' (LIST[INDEX]): ". Returns the name.
  std::string beginEntry(const json &entry, const std::string &list, size_t index,
                         const std::string &nameField, const std::string &kind) {
    std::string position = list + "[" + std::to_string(index) + "]";
    layerContext = position + ": ";
    if (!entry.is_object())
      fail("", "expected an object, got " + describeJson(entry));
    std::string name = stringField(entry, nameField);
    if (name.empty())
      fail(nameField, "must not be empty");
    layerContext = kind + " '" + name + "' (" + position + "): ";
    return name;
  }

  int64_t integerField(const json &object, const std::string &field,
                       std::optional<int64_t> fallback = std::nullopt) const {
    return typedField(object, field, fallback, &json::is_number_integer, "an integer");
  }

  double numberField(const json &object, const std::string &field,
                     std::optional<double> fallback = std::nullopt) const {
    return typedField(object, field, fallback, &json::is_number, "a number");
  }

  bool boolField(const json &object, const std::string &field, bool fallback) const {
    if (!object.contains(field))
      return fallback;
    const json &value = object.at(field);
    if (!value.is_boolean())
      fail(field, "expected true or false, got " + describeJson(value));
    return value.get<bool>();
  }

  /// A list of `count` integers (any count if 0), each at least `minimum`.
  std::vector<int64_t> integerList(const json &value, const std::string &field,
                                   size_t count, int64_t minimum,
                                   const std::string &what) const {
    bool ok = value.is_array() && (count == 0 || value.size() == count) &&
              !value.empty();
    std::vector<int64_t> result;
    for (const json &element : ok ? value : json::array()) {
      if (!element.is_number_integer() || element.get<int64_t>() < minimum) {
        ok = false;
        break;
      }
      result.push_back(element.get<int64_t>());
    }
    if (!ok)
      fail(field, "expected " + what + ", got " + describeJson(value));
    // Shapes, grids and blocks are multiplied together later (element
    // counts, byte spans, threads); a product that overflows would pass every
    // check after it with a wrapped value.
    if (minimum >= 1) {
      std::optional<int64_t> product = checkedProduct(result);
      if (!product || *product > kMaxPlanProduct)
        fail(field, "the product of " + describeJson(value) + " is more than 2^56");
    }
    return result;
  }

  template <size_t N>
  std::array<int64_t, N> fixedList(const json &layer, const std::string &field,
                                   int64_t minimum, const std::string &what,
                                   std::optional<std::array<int64_t, N>> fallback =
                                       std::nullopt) const {
    if (!layer.contains(field)) {
      if (fallback)
        return *fallback;
      fail(field, "missing");
    }
    std::vector<int64_t> values = integerList(layer.at(field), field, N, minimum, what);
    std::array<int64_t, N> result{};
    std::copy(values.begin(), values.end(), result.begin());
    return result;
  }

  Activation activationField(const json &layer) const {
    std::string text = stringField(layer, "activation", std::string("none"));
    for (Activation a : {Activation::None, Activation::Relu, Activation::Tanh,
                         Activation::Sigmoid, Activation::Relu6, Activation::HardSigmoid,
                         Activation::HardSwish, Activation::Silu, Activation::Gelu})
      if (text == activationName(a))
        return a;
    fail("activation", "expected none, relu, tanh, sigmoid, relu6, hard_sigmoid, hard_swish, "
                       "silu or gelu, got '" + text + "'");
  }

  std::optional<PredictedPass> predictedPass(const json &predicted, Pass pass) const;
  // Version 2.
  void readExecution(const json &root, Plan &plan);
  TensorView tensorView(const json &value, const std::string &field, const Plan &plan) const;
  void readWeight(const json &entry, size_t index, Plan &plan);
  void checkWeightShape(const PlanWeight &weight, const Plan &plan) const;
  void readDerivation(const json &entry, PlanWeight &weight, const Plan &plan) const;
  void readLaunch(const json &entry, size_t index, Plan &plan);
  PlanTensorMap tensorMap(const json &value, const std::string &field, const LaunchArgument &arg,
                          const Plan &plan) const;
  void checkLaunchShapes(const PlanLaunch &launch, const Plan &plan) const;
  void checkCopyLaunch(PlanLaunch &launch, size_t index, Plan &plan);
  std::optional<int64_t> producedOffset(size_t layer, const Plan &plan) const;
  void readLowering(const json &entry, size_t index, Plan &plan);
  std::vector<std::string> stringList(const json &object, const std::string &field,
                                      bool allowEmpty) const;
  void readLayer(const json &entry, size_t index, Plan &plan,
                 std::map<std::string, size_t> &indexByName);
  void checkOp(PlanLayer &layer, const json &entry) const;
  void expectInputs(const PlanLayer &layer, size_t minimum, size_t maximum) const;
  void expectOutput(const PlanLayer &layer, const Shape &expected,
                    const std::string &because) const;
};

} // namespace netc::runtime::detail

#endif // NETC_RUNTIME_PLANREADER_H
