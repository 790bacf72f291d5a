//===- PaleoFields.cpp - One field of a Paleo layer, checked --------------===//

#include "Frontend/PaleoImporterImpl.h"

#include <cmath>

using namespace mlir;
using namespace netc;
using namespace netc::net;
using namespace netc::paleo;

//===----------------------------------------------------------------------===//
// Fields
//===----------------------------------------------------------------------===//

FailureOr<int64_t> Importer::integerField(const FlatLayer &layer, StringRef name,
                                          std::optional<int64_t> defaultValue) {
  const Json *value = field(layer, name);
  if (!value) {
    if (defaultValue)
      return *defaultValue;
    return fieldError(layer, name) << "missing; expected an integer";
  }
  if (value->is_number_unsigned() && value->get<uint64_t>() > uint64_t(INT64_MAX))
    return fieldError(layer, name) << "integer " << describe(*value) << " is too large";
  if (!value->is_number_integer())
    return fieldError(layer, name) << "expected an integer, got " << describe(*value);
  return value->get<int64_t>();
}

FailureOr<double> Importer::numberField(const FlatLayer &layer, StringRef name,
                                        double defaultValue) {
  const Json *value = field(layer, name);
  if (!value)
    return defaultValue;
  if (!value->is_number())
    return fieldError(layer, name) << "expected a number, got " << describe(*value);
  // 1e999 parses as infinity; it would reach plan.json as bare `inf`.
  if (!std::isfinite(value->get<double>()))
    return fieldError(layer, name) << "expected a finite number, got "
                                   << describe(*value);
  return value->get<double>();
}

FailureOr<SmallVector<int64_t>> Importer::intListField(const FlatLayer &layer,
                                                       StringRef name,
                                                       std::optional<size_t> size) {
  const Json *value = field(layer, name);
  if (!value)
    return fieldError(layer, name) << "missing; expected a list of "
                                   << (size ? std::to_string(*size) + " " : "")
                                   << "integers";
  if (!value->is_array())
    return fieldError(layer, name) << "expected a list of integers, got "
                                   << describe(*value);
  if (size && value->size() != *size)
    return fieldError(layer, name) << "expected a list of " << *size
                                   << " integers, got " << value->size() << " in "
                                   << describe(*value);
  SmallVector<int64_t> result;
  for (const Json &entry : *value) {
    bool tooLarge =
        entry.is_number_unsigned() && entry.get<uint64_t>() > uint64_t(INT64_MAX);
    if (!entry.is_number_integer() || tooLarge)
      return fieldError(layer, name) << "expected a list of 64-bit integers, got "
                                     << describe(*value);
    result.push_back(entry.get<int64_t>());
  }
  return result;
}

FailureOr<SmallVector<int64_t>> Importer::nhwcWindowField(const FlatLayer &layer,
                                                          StringRef name) {
  FailureOr<SmallVector<int64_t>> list = intListField(layer, name, 4);
  if (failed(list))
    return failure();
  const SmallVector<int64_t> &v = *list;
  if (v[0] != 1 || v[3] != 1)
    return fieldError(layer, name) << "expected [1, h, w, 1] (no window across "
                                      "batch or channels), got ["
                                   << v[0] << ", " << v[1] << ", " << v[2] << ", "
                                   << v[3] << "]";
  if (v[1] <= 0 || v[2] <= 0)
    return fieldError(layer, name) << "expected positive height and width, got ["
                                   << v[0] << ", " << v[1] << ", " << v[2] << ", "
                                   << v[3] << "]";
  return SmallVector<int64_t>{v[1], v[2]};
}

LogicalResult Importer::paddingField(const FlatLayer &layer, PaddingKind &kind,
                                     SmallVector<int64_t> &pad) {
  const Json *value = field(layer, "padding");
  if (!value)
    return fieldError(layer, "padding") << "missing; expected \"SAME\", \"VALID\" "
                                           "or [ph, pw]";
  if (value->is_string()) {
    std::string text = value->get<std::string>();
    if (text == "SAME") {
      kind = PaddingKind::Same;
      return success();
    }
    if (text == "VALID") {
      kind = PaddingKind::Valid;
      return success();
    }
    return fieldError(layer, "padding") << "expected \"SAME\", \"VALID\" or "
                                           "[ph, pw], got \"" << escapeForMessage(text) << "\"";
  }
  if (!value->is_array())
    return fieldError(layer, "padding") << "expected \"SAME\", \"VALID\" or "
                                           "[ph, pw], got " << describe(*value);
  FailureOr<SmallVector<int64_t>> list = intListField(layer, "padding", 2);
  if (failed(list))
    return failure();
  kind = PaddingKind::Explicit;
  pad = *list;
  return success();
}

FailureOr<Activation> Importer::activationField(const FlatLayer &layer) {
  const Json *value = field(layer, "activation_fn");
  if (!value)
    return Activation::None;
  std::string text = value->is_string() ? value->get<std::string>() : "";
  if (text == "relu")
    return Activation::Relu;
  if (text == "tanh")
    return Activation::Tanh;
  if (text == "sigmoid")
    return Activation::Sigmoid;
  if (text == "linear" || text == "none")
    return Activation::None;
  return fieldError(layer, "activation_fn")
         << "expected \"relu\", \"tanh\", \"sigmoid\" or null, got " << describe(*value);
}

FailureOr<bool> Importer::biasField(const FlatLayer &layer) {
  // Paleo's resnet50 writes the bias shape ([64]); a boolean says whether
  // there is one.
  const Json *value = field(layer, "bias");
  if (!value)
    return true;
  if (value->is_boolean())
    return value->get<bool>();
  if (value->is_array())
    return true;
  return fieldError(layer, "bias") << "expected true, false or the bias shape, got "
                                   << describe(*value);
}
