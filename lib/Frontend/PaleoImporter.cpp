//===- PaleoImporter.cpp - Paleo's JSON network format to net -----------===//
//
// Three steps: parse the JSON keeping key order (it is the creation order)
// and rejecting duplicate names; expand Block and ModelParallel containers
// into flat layers with resolved parents (MODEL.md 1.1); order them with
// Paleo's walk and build one typed op per layer, checking every field.
//
//===----------------------------------------------------------------------===//

#include "Frontend/PaleoImporter.h"
#include "Frontend/NetworkGraph.h"
#include "Net/IR/NameRules.h"
#include "Net/IR/NetOps.h"
#include "Net/IR/ShapeRules.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/Verifier.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"

#include <algorithm>
#include <cmath>
#include <nlohmann/json.hpp>

using namespace mlir;
using namespace netc;
using namespace netc::net;
using Json = nlohmann::ordered_json;

namespace {

/// Maps byte offsets of the file to line and column for diagnostics.
class SourceText {
public:
  SourceText(StringRef path, StringRef text, MLIRContext &context)
      : path(path), text(text), context(context) {
    // Every layer gets a location; counting newlines from the start of the
    // file for each made import quadratic in the layer count.
    lineStarts.push_back(0);
    for (size_t at = text.find('\n'); at != StringRef::npos;
         at = text.find('\n', at + 1))
      lineStarts.push_back(at + 1);
  }

  Location at(size_t offset) const {
    offset = std::min(offset, text.size());
    auto next = std::upper_bound(lineStarts.begin(), lineStarts.end(), offset);
    unsigned line = next - lineStarts.begin();
    unsigned column = offset - *std::prev(next) + 1;
    return FileLineColLoc::get(&context, path, line, column);
  }

  /// The offset of the object key `"name":` at or after `from`.
  size_t findKey(StringRef name, size_t from) const {
    std::string quoted = "\"" + name.str() + "\"";
    for (size_t at = text.find(quoted, from); at != StringRef::npos;
         at = text.find(quoted, at + 1)) {
      StringRef rest = text.drop_front(at + quoted.size()).ltrim();
      if (rest.starts_with(":"))
        return at;
    }
    return from;
  }

  /// Records where each value of `root` (parsed from this text) has its key,
  /// by pairing the keys of the text, in order, with a pre-order walk of the
  /// parsed objects (ordered_json keeps the file's order; duplicate keys
  /// were refused). Linear in the file; a name search per layer was
  /// quadratic and could find a same-named key inside another layer.
  void indexKeys(const Json &root) {
    std::vector<size_t> keys;
    bool inString = false;
    size_t stringStart = 0;
    for (size_t at = 0; at < text.size(); ++at) {
      char c = text[at];
      if (inString) {
        if (c == '\\')
          ++at;
        else if (c == '"') {
          inString = false;
          if (text.drop_front(at + 1).ltrim().starts_with(":"))
            keys.push_back(stringStart);
        }
      } else if (c == '"') {
        inString = true;
        stringStart = at;
      }
    }
    size_t next = 0;
    std::vector<const Json *> pending{&root};
    // Explicit stack in pre-order: children pushed in reverse.
    while (!pending.empty()) {
      const Json *value = pending.back();
      pending.pop_back();
      if (value->is_object()) {
        size_t first = pending.size();
        for (auto it = value->begin(); it != value->end(); ++it) {
          pending.push_back(&it.value());
        }
        std::reverse(pending.begin() + first, pending.end());
        // Keys are consumed when their value is visited; remember which
        // ones are the object's own.
        for (size_t i = first; i < pending.size(); ++i)
          ownerKey[pending[i]] = std::nullopt;
      } else if (value->is_array()) {
        size_t first = pending.size();
        for (const Json &element : *value)
          pending.push_back(&element);
        std::reverse(pending.begin() + first, pending.end());
      }
      if (auto it = ownerKey.find(value); it != ownerKey.end())
        it->second = next < keys.size() ? keys[next++] : 0;
    }
  }

  /// Where the key of an object member is, or `fallback`.
  size_t keyOffset(const Json &member, size_t fallback) const {
    auto it = ownerKey.find(&member);
    return it == ownerKey.end() || !it->second ? fallback : *it->second;
  }

  StringRef path;
  StringRef text;
  MLIRContext &context;

private:
  std::vector<size_t> lineStarts;
  llvm::DenseMap<const Json *, std::optional<size_t>> ownerKey;
};

/// A JSON value for a diagnostic: its text, cut after a few hundred
/// characters (a hostile file can hold a megabyte in one field).
std::string describe(const Json &value) {
  return escapeForMessage(value.dump(-1, ' ', /*ensure_ascii=*/false,
                                     Json::error_handler_t::replace));
}

/// Limits that keep a small file from expanding into a huge one: a
/// ModelParallel block multiplies its layers by its splits and `@all`
/// parents by the splits again.
constexpr size_t kMaxLayers = size_t(1) << 20;
constexpr size_t kMaxParentLinks = size_t(1) << 22;

/// JSON nesting the parser accepts. Paleo's files nest about ten deep (blocks
/// in blocks); the limit keeps nlohmann's recursive printing and destruction
/// far from the stack's end.
constexpr int kMaxJsonDepth = 256;

constexpr int kMaxBlockDepth = 64;

/// A layer after container expansion.
struct FlatLayer {
  std::string name;      ///< full name: block/layer, block/layer@k
  const Json *spec;      ///< the layer's JSON object
  std::vector<std::string> parents;
  int64_t splits = 1;    ///< ModelParallel split count (divides conv outputs)
  size_t offset = 0;     ///< where the layer's key is in the file
};

class Importer {
public:
  Importer(const SourceText &source, const ImportOptions &options)
      : source(source), options(options), builder(&source.context) {}

  OwningOpRef<ModuleOp> run(const Json &root);

private:
  // Diagnostics -------------------------------------------------------------
  InFlightDiagnostic fieldError(const FlatLayer &layer, StringRef field) {
    Location loc = NameLoc::get(builder.getStringAttr(layer.name),
                                source.at(layer.offset));
    InFlightDiagnostic diag = emitError(loc)
                              << "layer '" << escapeForMessage(layer.name) << "': ";
    if (!field.empty())
      diag << "field '" << field << "': ";
    return diag;
  }
  InFlightDiagnostic fileError(size_t offset) {
    return emitError(source.at(offset));
  }

  // Expansion (MODEL.md 1.1) --------------------------------------------------
  LogicalResult expand(const Json &layers, const std::string &prefix,
                       const std::vector<std::string> *blockParents, int64_t splits,
                       int64_t split, size_t searchFrom, int depth = 0);
  FailureOr<std::vector<std::string>> resolveParents(const FlatLayer &layer,
                                                     const Json &parents,
                                                     const std::string &prefix,
                                                     int64_t split);
  std::string alias(const std::string &name) const {
    auto it = aliases.find(name);
    return it == aliases.end() ? name : it->second;
  }

  // Fields ------------------------------------------------------------------
  const Json *field(const FlatLayer &layer, StringRef name) {
    auto it = layer.spec->find(name.str());
    return it == layer.spec->end() || it->is_null() ? nullptr : &*it;
  }
  FailureOr<int64_t> integerField(const FlatLayer &layer, StringRef name,
                                  std::optional<int64_t> defaultValue = std::nullopt);
  FailureOr<double> numberField(const FlatLayer &layer, StringRef name,
                                double defaultValue);
  FailureOr<SmallVector<int64_t>> intListField(const FlatLayer &layer, StringRef name,
                                               std::optional<size_t> size);
  /// Paleo's [1, a, b, 1] windows and strides, returned as [a, b].
  FailureOr<SmallVector<int64_t>> nhwcWindowField(const FlatLayer &layer,
                                                  StringRef name);
  LogicalResult paddingField(const FlatLayer &layer, PaddingKind &kind,
                             SmallVector<int64_t> &pad);
  FailureOr<Activation> activationField(const FlatLayer &layer);
  FailureOr<bool> biasField(const FlatLayer &layer);

  // Ops -----------------------------------------------------------------------
  LogicalResult buildLayer(const FlatLayer &layer);
  FailureOr<Value> buildConvolution(const FlatLayer &layer, Location loc,
                                    ValueRange inputs);
  FailureOr<Value> buildDeconvolution(const FlatLayer &layer, Location loc,
                                      ValueRange inputs);
  Type tensorType(ArrayRef<int64_t> shape) {
    return RankedTensorType::get(shape, builder.getF32Type());
  }
  /// A callable for ShapeRules; keep it in a local (FieldError only refers).
  auto errorsFor(const FlatLayer &layer) {
    return [this, &layer](StringRef field) { return fieldError(layer, field); };
  }
  FailureOr<Value> single(const FlatLayer &layer, ValueRange inputs) {
    if (inputs.size() != 1)
      return fieldError(layer, "parents") << "expected exactly one parent, got "
                                          << inputs.size();
    return inputs.front();
  }

  const SourceText &source;
  const ImportOptions &options;
  OpBuilder builder;

  std::vector<FlatLayer> layers;
  llvm::StringMap<size_t> layerIndex;
  llvm::StringMap<std::string> aliases;       ///< block name -> block/endpoint
  llvm::StringMap<int64_t> modelParallelBase; ///< block/layer -> splits
  llvm::StringMap<Value> values;
  size_t parentLinks = 0; ///< over all expanded layers, for kMaxParentLinks
};

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

//===----------------------------------------------------------------------===//
// Expansion
//===----------------------------------------------------------------------===//

FailureOr<std::vector<std::string>>
Importer::resolveParents(const FlatLayer &layer, const Json &parents,
                         const std::string &prefix, int64_t split) {
  std::vector<std::string> resolved;
  for (const Json &parent : parents) {
    if (!parent.is_string())
      return fieldError(layer, "parents") << "expected layer names, got "
                                          << describe(parent);
    std::string name = prefix + parent.get<std::string>();
    if (size_t at = name.find("@all"); at != std::string::npos) {
      std::string base = alias(name.substr(0, at));
      auto it = modelParallelBase.find(base);
      if (it == modelParallelBase.end())
        return fieldError(layer, "parents")
               << "'" << escapeForMessage(parent.get<std::string>())
               << "' uses @all, but '" << escapeForMessage(base)
               << "' is not a layer of a ModelParallel block defined before it";
      for (int64_t j = 0; j < it->second; ++j)
        resolved.push_back(base + "@" + std::to_string(j));
    } else if (size_t at = name.find("@self"); at != std::string::npos) {
      if (split < 0)
        return fieldError(layer, "parents")
               << "'" << escapeForMessage(parent.get<std::string>())
               << "' uses @self outside a ModelParallel block";
      resolved.push_back(alias(name.substr(0, at)) + "@" + std::to_string(split));
    } else {
      resolved.push_back(alias(name));
    }
  }
  return resolved;
}

LogicalResult Importer::expand(const Json &layerSpecs, const std::string &prefix,
                               const std::vector<std::string> *blockParents,
                               int64_t splits, int64_t split, size_t searchFrom,
                               int depth) {
  for (auto it = layerSpecs.begin(); it != layerSpecs.end(); ++it) {
    const std::string &localName = it.key();
    const Json &spec = it.value();
    FlatLayer layer;
    layer.name = prefix + localName;
    if (split >= 0)
      layer.name += "@" + std::to_string(split);
    layer.spec = &spec;
    layer.splits = splits;
    layer.offset = source.keyOffset(spec, searchFrom);
    if (std::optional<std::string> problem = checkName(localName))
      return fieldError(layer, "") << "the layer's name " << *problem;

    if (!spec.is_object())
      return fieldError(layer, "") << "expected an object describing the layer, got "
                                   << describe(spec);
    auto typeIt = spec.find("type");
    if (typeIt == spec.end() || !typeIt->is_string())
      return fieldError(layer, "type")
             << (typeIt == spec.end() ? "missing; expected" : "expected")
             << " a layer type name such as \"Convolution\"";
    std::string type = typeIt->get<std::string>();

    auto parentsIt = spec.find("parents");
    if (parentsIt == spec.end() || !parentsIt->is_array())
      return fieldError(layer, "parents")
             << (parentsIt == spec.end() ? "missing; expected" : "expected")
             << " a list of parent layer names";

    if (type == "Block" || type == "ModelParallel") {
      // Expansion recurses per level; real networks nest two or three deep.
      if (depth >= kMaxBlockDepth)
        return fieldError(layer, "layers")
               << "blocks nested more than " << kMaxBlockDepth << " deep";
      // A nested block with no parents of its own starts where its
      // enclosing block does, as a plain layer would (its sublayers lost
      // every parent before).
      FailureOr<std::vector<std::string>> parents =
          parentsIt->empty() && blockParents
              ? FailureOr<std::vector<std::string>>(*blockParents)
              : resolveParents(layer, *parentsIt, prefix, split);
      if (failed(parents))
        return failure();
      auto sublayers = spec.find("layers");
      if (sublayers == spec.end() || !sublayers->is_object() || sublayers->empty())
        return fieldError(layer, "layers") << "expected a non-empty object of layers";
      int64_t blockSplits = 1;
      if (type == "ModelParallel") {
        if (split >= 0)
          return fieldError(layer, "type") << "ModelParallel blocks cannot nest";
        FailureOr<int64_t> s = integerField(layer, "splits", 1);
        if (failed(s))
          return failure();
        if (*s <= 0 || *s > 1024)
          return fieldError(layer, "splits") << "expected 1 to 1024 splits, got " << *s;
        blockSplits = *s;
      }
      std::string blockName = prefix + localName;
      if (type == "ModelParallel") {
        for (auto sub = sublayers->begin(); sub != sublayers->end(); ++sub)
          modelParallelBase[blockName + "/" + sub.key()] = blockSplits;
        for (int64_t k = 0; k < blockSplits; ++k)
          if (failed(expand(*sublayers, blockName + "/", &*parents, blockSplits, k,
                            layer.offset, depth + 1)))
            return failure();
      } else if (failed(expand(*sublayers, blockName + "/", &*parents, splits, split,
                               layer.offset, depth + 1))) {
        return failure();
      }
      if (auto endpoint = spec.find("endpoint"); endpoint != spec.end()) {
        if (!endpoint->is_string() || !sublayers->contains(endpoint->get<std::string>()))
          return fieldError(layer, "endpoint")
                 << "expected the name of one of the block's layers, got "
                 << describe(*endpoint);
        aliases[blockName] = blockName + "/" + endpoint->get<std::string>();
      }
      continue;
    }

    if (parentsIt->empty() && blockParents) {
      layer.parents = *blockParents;
    } else {
      FailureOr<std::vector<std::string>> parents =
          resolveParents(layer, *parentsIt, prefix, split);
      if (failed(parents))
        return failure();
      layer.parents = std::move(*parents);
    }
    if (!layerIndex.try_emplace(layer.name, layers.size()).second)
      return fieldError(layer, "") << "duplicate layer name";
    parentLinks += layer.parents.size();
    if (layers.size() >= kMaxLayers || parentLinks > kMaxParentLinks)
      return fieldError(layer, "parents")
             << "the network expands to more than " << kMaxLayers << " layers or "
             << kMaxParentLinks << " parent links (ModelParallel splits multiply "
                                   "both)";
    layers.push_back(std::move(layer));
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Ops
//===----------------------------------------------------------------------===//

FailureOr<Value> Importer::buildConvolution(const FlatLayer &layer, Location loc,
                                            ValueRange inputs) {
  FailureOr<Value> input = single(layer, inputs);
  FailureOr<SmallVector<int64_t>> filter = intListField(layer, "filter", 4);
  if (failed(input) || failed(filter))
    return failure();
  ArrayRef<int64_t> inShape = cast<RankedTensorType>(input->getType()).getShape();
  if (failed(verifyNHWC(inShape, "the convolution's input", errorsFor(layer))))
    return failure();
  if ((*filter)[2] == -1) // Paleo: cin = -1 takes C from the input
    (*filter)[2] = inShape[3];
  if (layer.splits > 1) {
    if ((*filter)[3] < layer.splits)
      return fieldError(layer, "filter")
             << "cout " << (*filter)[3] << " cannot be split " << layer.splits
             << " ways";
    (*filter)[3] /= layer.splits;
  }
  FailureOr<SmallVector<int64_t>> strides = nhwcWindowField(layer, "strides");
  PaddingKind padding;
  SmallVector<int64_t> pad;
  if (failed(strides) || failed(paddingField(layer, padding, pad)))
    return failure();
  FailureOr<Activation> activation = activationField(layer);
  FailureOr<bool> bias = biasField(layer);
  if (failed(activation) || failed(bias))
    return failure();
  bool batchNorm = false;
  if (const Json *normalizer = field(layer, "normalizer_fn")) {
    if (!normalizer->is_string() || normalizer->get<std::string>() != "batch_norm")
      return fieldError(layer, "normalizer_fn")
             << "expected \"batch_norm\" or null, got " << describe(*normalizer);
    batchNorm = true;
  }
  FailureOr<Shape> shape =
      inferConv2dShape(inShape, *filter, *strides, padding, pad, errorsFor(layer));
  if (failed(shape))
    return failure();
  auto op = Conv2DOp::create(
      builder, loc, tensorType(*shape), builder.getStringAttr(layer.name), *input,
      builder.getDenseI64ArrayAttr(*filter), builder.getDenseI64ArrayAttr(*strides),
      PaddingKindAttr::get(builder.getContext(), padding),
      padding == PaddingKind::Explicit ? builder.getDenseI64ArrayAttr(pad) : nullptr,
      ActivationAttr::get(builder.getContext(), *activation),
      builder.getBoolAttr(*bias), batchNorm ? builder.getUnitAttr() : nullptr);
  return op.getOutput();
}

FailureOr<Value> Importer::buildDeconvolution(const FlatLayer &layer, Location loc,
                                              ValueRange inputs) {
  FailureOr<Value> input = single(layer, inputs);
  FailureOr<SmallVector<int64_t>> filter = intListField(layer, "filter", 4);
  FailureOr<SmallVector<int64_t>> output = intListField(layer, "output_shape", 4);
  if (failed(input) || failed(filter) || failed(output))
    return failure();
  FailureOr<SmallVector<int64_t>> strides = nhwcWindowField(layer, "strides");
  PaddingKind padding;
  SmallVector<int64_t> pad;
  if (failed(strides) || failed(paddingField(layer, padding, pad)))
    return failure();
  ArrayRef<int64_t> inShape = cast<RankedTensorType>(input->getType()).getShape();
  if (!output->empty() && (*output)[0] == -1)
    (*output)[0] = inShape[0];
  if (failed(verifyDeconv2dShapes(inShape, *filter, *strides, padding, pad, *output,
                                  errorsFor(layer))))
    return failure();
  auto op = Deconv2DOp::create(
      builder, loc, tensorType(*output), builder.getStringAttr(layer.name), *input,
      builder.getDenseI64ArrayAttr(*filter), builder.getDenseI64ArrayAttr(*strides),
      PaddingKindAttr::get(builder.getContext(), padding),
      padding == PaddingKind::Explicit ? builder.getDenseI64ArrayAttr(pad) : nullptr);
  return op.getOutput();
}

LogicalResult Importer::buildLayer(const FlatLayer &layer) {
  Location loc =
      NameLoc::get(builder.getStringAttr(layer.name), source.at(layer.offset));
  StringAttr name = builder.getStringAttr(layer.name);
  std::string type = (*layer.spec)["type"].get<std::string>();
  SmallVector<Value> inputs;
  for (const std::string &parent : layer.parents)
    inputs.push_back(values.lookup(parent));
  auto shapeOf = [](Value v) {
    return cast<RankedTensorType>(v.getType()).getShape();
  };
  auto shapesOf = [&](ValueRange vs) {
    SmallVector<Shape> shapes;
    for (Value v : vs)
      shapes.emplace_back(shapeOf(v));
    return shapes;
  };
  auto errors = errorsFor(layer);
  FailureOr<Value> result = failure();

  if (type == "Input") {
    if (!inputs.empty())
      return fieldError(layer, "parents") << "an Input layer has no parents";
    FailureOr<SmallVector<int64_t>> tensor = intListField(layer, "tensor", std::nullopt);
    if (failed(tensor))
      return failure();
    if (tensor->empty() || failed(checkedElementCount(*tensor)))
      return fieldError(layer, "tensor")
             << "expected positive dimensions with at most 2^48 elements in all";
    result = InputOp::create(builder, loc, tensorType(*tensor), name).getOutput();
  } else if (inputs.empty()) {
    return fieldError(layer, "parents") << "a " << escapeForMessage(type) << " layer needs a parent";
  } else if (type == "Convolution") {
    result = buildConvolution(layer, loc, inputs);
  } else if (type == "Deconvolution") {
    result = buildDeconvolution(layer, loc, inputs);
  } else if (type == "Pooling" || type == "AvgPool") {
    FailureOr<Value> input = single(layer, inputs);
    if (failed(input))
      return failure();
    FailureOr<SmallVector<int64_t>> ksize = nhwcWindowField(layer, "ksize");
    FailureOr<SmallVector<int64_t>> strides =
        failed(ksize) ? FailureOr<SmallVector<int64_t>>(failure()) : nhwcWindowField(layer, "strides");
    PaddingKind padding;
    SmallVector<int64_t> pad;
    if (failed(ksize) || failed(strides) || failed(paddingField(layer, padding, pad)))
      return failure();
    FailureOr<Shape> shape =
        inferPoolShape(shapeOf(*input), *ksize, *strides, padding, errors);
    if (failed(shape))
      return failure();
    auto ksizeAttr = builder.getDenseI64ArrayAttr(*ksize);
    auto stridesAttr = builder.getDenseI64ArrayAttr(*strides);
    auto paddingAttr = PaddingKindAttr::get(builder.getContext(), padding);
    if (type == "Pooling")
      result = MaxPoolOp::create(builder, loc, tensorType(*shape), name, *input,
                                 ksizeAttr, stridesAttr, paddingAttr)
                   .getOutput();
    else
      result = AvgPoolOp::create(builder, loc, tensorType(*shape), name, *input,
                                 ksizeAttr, stridesAttr, paddingAttr)
                   .getOutput();
  } else if (type == "InnerProduct") {
    FailureOr<Value> input = single(layer, inputs);
    FailureOr<int64_t> outputs = integerField(layer, "num_outputs");
    if (failed(input) || failed(outputs))
      return failure();
    FailureOr<Activation> activation = activationField(layer);
    FailureOr<bool> bias = biasField(layer);
    FailureOr<Shape> shape = inferInnerProductShape(shapeOf(*input), *outputs, errors);
    if (failed(activation) || failed(bias) || failed(shape))
      return failure();
    result = InnerProductOp::create(
                 builder, loc, tensorType(*shape), name, *input,
                 builder.getI64IntegerAttr(*outputs),
                 ActivationAttr::get(builder.getContext(), *activation),
                 builder.getBoolAttr(*bias))
                 .getOutput();
  } else if (type == "Concatenate") {
    FailureOr<int64_t> axis = integerField(layer, "dim", 3);
    if (failed(axis))
      return failure();
    FailureOr<Shape> shape = inferConcatShape(shapesOf(inputs), *axis, errors);
    if (failed(shape))
      return failure();
    result = ConcatOp::create(builder, loc, tensorType(*shape), name, inputs,
                              builder.getI64IntegerAttr(*axis))
                 .getOutput();
  } else if (type == "Elementwise") {
    ElementwiseKind kind = ElementwiseKind::Sum;
    if (const Json *operation = field(layer, "operation")) {
      std::string text = operation->is_string() ? operation->get<std::string>() : "";
      std::optional<ElementwiseKind> parsed = symbolizeElementwiseKind(text);
      if (!parsed)
        return fieldError(layer, "operation")
               << "expected \"sum\", \"product\" or \"max\", got " << describe(*operation);
      kind = *parsed;
    }
    FailureOr<Activation> activation = activationField(layer);
    FailureOr<Shape> shape = inferElementwiseShape(shapesOf(inputs), errors);
    if (failed(activation) || failed(shape))
      return failure();
    result = ElementwiseOp::create(builder, loc, tensorType(*shape), name, inputs,
                                   ElementwiseKindAttr::get(builder.getContext(), kind),
                                   ActivationAttr::get(builder.getContext(), *activation))
                 .getOutput();
  } else if (type == "Dropout") {
    FailureOr<Value> input = single(layer, inputs);
    const Json *keep = field(layer, "dropout_keep_prob");
    if (failed(input))
      return failure();
    if (!keep || !keep->is_number())
      return fieldError(layer, "dropout_keep_prob")
             << (keep ? "expected a number" : "missing; expected a number")
             << " in (0, 1]";
    double p = keep->get<double>();
    if (!(p > 0.0 && p <= 1.0))
      return fieldError(layer, "dropout_keep_prob")
             << "keep probability must be in (0, 1], got " << describe(*keep);
    result = DropoutOp::create(builder, loc, (*input).getType(), name, *input,
                               builder.getF64FloatAttr(p))
                 .getOutput();
  } else if (type == "Softmax") {
    FailureOr<Value> input = single(layer, inputs);
    if (failed(input))
      return failure();
    FailureOr<int64_t> classes = integerField(layer, "num_classes", shapeOf(*input).back());
    FailureOr<Shape> shape = failed(classes) ? FailureOr<Shape>(failure()) : inferSoftmaxShape(shapeOf(*input), *classes, errors);
    if (failed(shape))
      return failure();
    result = SoftmaxOp::create(builder, loc, tensorType(*shape), name, *input,
                               builder.getI64IntegerAttr(*classes))
                 .getOutput();
  } else if (type == "Sigmoid") {
    FailureOr<Value> input = single(layer, inputs);
    if (failed(input))
      return failure();
    result = SigmoidOp::create(builder, loc, tensorType({shapeOf(*input)[0], 1}), name,
                               *input)
                 .getOutput();
  } else if (type == "Reshape") {
    FailureOr<Value> input = single(layer, inputs);
    FailureOr<SmallVector<int64_t>> requested =
        failed(input) ? FailureOr<SmallVector<int64_t>>(failure()) : intListField(layer, "output_shape", std::nullopt);
    if (failed(requested))
      return failure();
    FailureOr<Shape> shape = inferReshapeShape(shapeOf(*input), *requested, errors);
    if (failed(shape))
      return failure();
    result = ReshapeOp::create(builder, loc, tensorType(*shape), name, *input).getOutput();
  } else if (type == "UpSampling2D") {
    FailureOr<Value> input = single(layer, inputs);
    FailureOr<SmallVector<int64_t>> ksize =
        failed(input) ? FailureOr<SmallVector<int64_t>>(failure()) : nhwcWindowField(layer, "ksize");
    if (failed(ksize))
      return failure();
    FailureOr<Shape> shape = inferUpSampling2dShape(shapeOf(*input), *ksize, errors);
    if (failed(shape))
      return failure();
    result = UpSampling2DOp::create(builder, loc, tensorType(*shape), name, *input,
                                    builder.getDenseI64ArrayAttr(*ksize))
                 .getOutput();
  } else if (type == "LRN") {
    FailureOr<Value> input = single(layer, inputs);
    if (failed(input))
      return failure();
    FailureOr<int64_t> size = integerField(layer, "local_size", 5);
    FailureOr<double> alpha = numberField(layer, "alpha", 1e-4);
    FailureOr<double> beta = numberField(layer, "beta", 0.75);
    FailureOr<double> k = numberField(layer, "k", 2.0);
    if (failed(size) || failed(alpha) || failed(beta) || failed(k))
      return failure();
    if (*size <= 0 || *size % 2 == 0 || *size > 1023)
      return fieldError(layer, "local_size")
             << "expected a positive odd window of at most 1023 channels, got " << *size;
    result = LRNOp::create(builder, loc, (*input).getType(), name, *input,
                           builder.getI64IntegerAttr(*size),
                           builder.getF64FloatAttr(*alpha),
                           builder.getF64FloatAttr(*beta), builder.getF64FloatAttr(*k))
                 .getOutput();
  } else if (type == "BatchNorm") {
    FailureOr<Value> input = single(layer, inputs);
    FailureOr<double> epsilon =
        failed(input) ? FailureOr<double>(failure()) : numberField(layer, "epsilon", 1e-5);
    FailureOr<Activation> activation =
        failed(epsilon) ? FailureOr<Activation>(failure()) : activationField(layer);
    if (failed(activation))
      return failure();
    if (!(*epsilon > 0.0))
      return fieldError(layer, "epsilon") << "expected a positive epsilon, got "
                                          << *epsilon;
    result = BatchNormOp::create(builder, loc, (*input).getType(), name, *input,
                                 builder.getF64FloatAttr(*epsilon),
                                 ActivationAttr::get(builder.getContext(), *activation))
                 .getOutput();
  } else if (options.allowUnknownLayers) {
    result = GenericOp::create(builder, loc, inputs.front().getType(), name, inputs,
                               builder.getStringAttr(type))
                 .getOutput();
  } else {
    return fieldError(layer, "type")
           << "unknown layer type \"" << escapeForMessage(type)
           << "\" (use --allow-unknown-layers to pass it through as Paleo does)";
  }
  if (failed(result))
    return failure();
  values[layer.name] = *result;
  return success();
}

OwningOpRef<ModuleOp> Importer::run(const Json &root) {
  if (!root.is_object()) {
    fileError(0) << "expected a JSON object {\"name\": ..., \"layers\": {...}} at the "
                    "top level, got " << root.type_name();
    return nullptr;
  }
  auto layersIt = root.find("layers");
  if (layersIt == root.end() || !layersIt->is_object()) {
    fileError(0) << "field 'layers': "
                 << (layersIt == root.end() ? "missing" : "expected an object")
                 << "; a network is {\"name\": ..., \"layers\": {name: layer, ...}}";
    return nullptr;
  }
  std::string title;
  if (auto nameIt = root.find("name"); nameIt != root.end()) {
    if (!nameIt->is_string()) {
      fileError(source.findKey("name", 0)) << "field 'name': expected a string, got "
                                           << describe(*nameIt);
      return nullptr;
    }
    title = nameIt->get<std::string>();
    if (std::optional<std::string> problem = checkName(title)) {
      fileError(source.findKey("name", 0)) << "field 'name': the network's name "
                                           << *problem;
      return nullptr;
    }
  }
  if (failed(expand(*layersIt, "", nullptr, 1, -1, source.findKey("layers", 0))))
    return nullptr;

  // Input layers must be called `data` (Paleo's rule; the walk starts there).
  for (const FlatLayer &layer : layers)
    if ((*layer.spec)["type"] == "Input" && layer.name != "data") {
      fieldError(layer, "type") << "the input layer must be named \"data\"";
      return nullptr;
    }

  std::vector<GraphNode> nodes;
  for (const FlatLayer &layer : layers)
    nodes.push_back({layer.name, layer.parents});
  std::vector<size_t> order;
  GraphError graphError;
  if (!orderLikePaleo(nodes, "data", order, graphError)) {
    auto it = layerIndex.find(graphError.layer);
    if (it == layerIndex.end())
      fileError(0) << graphError.message;
    else
      fieldError(layers[it->second], "") << graphError.message;
    return nullptr;
  }

  Location fileLoc = source.at(0);
  OwningOpRef<ModuleOp> module = ModuleOp::create(fileLoc);
  builder.setInsertionPointToEnd(module->getBody());
  auto network = NetworkOp::create(builder, fileLoc, builder.getStringAttr(title));
  builder.setInsertionPointToStart(&network.getBody().emplaceBlock());
  for (size_t index : order)
    if (failed(buildLayer(layers[index])))
      return nullptr;
  if (failed(verify(*module)))
    return nullptr;
  return module;
}

/// Builds an ordered_json document from nlohmann's SAX events in linear
/// time. nlohmann's own DOM parsers are quadratic for a network's `layers`
/// object: ordered_map searches its keys linearly on every insertion, and the
/// callback parser rescans the parent object at every object's end (100,000
/// layers never finished). Keys go to the end of the object's vector here;
/// a hash set per open object finds duplicates, and the nesting depth is
/// bounded before anything deep is built.
class OrderedJsonBuilder : public nlohmann::json_sax<Json> {
public:
  Json root;
  std::optional<std::string> duplicateKey; ///< the first key seen twice in an object
  bool tooDeep = false;
  size_t errorOffset = 0;
  std::string errorMessage;

  bool null() override { return add(Json(nullptr)); }
  bool boolean(bool value) override { return add(Json(value)); }
  bool number_integer(number_integer_t value) override { return add(Json(value)); }
  bool number_unsigned(number_unsigned_t value) override { return add(Json(value)); }
  bool number_float(number_float_t value, const string_t &) override {
    return add(Json(value));
  }
  bool string(string_t &value) override { return add(Json(std::move(value))); }
  bool binary(binary_t &value) override { return add(Json::binary(std::move(value))); }

  bool start_object(std::size_t) override { return open(Json::object()); }
  bool key(string_t &value) override {
    Frame &frame = stack.back();
    if (!frame.keys.insert(value).second && !duplicateKey)
      duplicateKey = value;
    frame.pendingKey = std::move(value);
    return true;
  }
  bool end_object() override { return close(); }
  bool start_array(std::size_t) override { return open(Json::array()); }
  bool end_array() override { return close(); }

  bool parse_error(std::size_t offset, const std::string &,
                   const nlohmann::detail::exception &error) override {
    errorOffset = offset;
    errorMessage = error.what();
    return false;
  }

private:
  struct Frame {
    Json value;
    std::string pendingKey;
    llvm::StringSet<> keys;
  };

  bool add(Json value) {
    if (stack.empty()) {
      root = std::move(value);
      return true;
    }
    Frame &frame = stack.back();
    if (frame.value.is_object()) {
      // A repeated key keeps the first value: the import stops anyway.
      if (frame.keys.size() >
          frame.value.get_ptr<Json::object_t *>()->size())
        frame.value.get_ptr<Json::object_t *>()->emplace_back(
            std::move(frame.pendingKey), std::move(value));
    } else {
      frame.value.get_ptr<Json::array_t *>()->push_back(std::move(value));
    }
    return true;
  }
  bool open(Json value) {
    if (stack.size() >= size_t(kMaxJsonDepth)) {
      tooDeep = true;
      return false;
    }
    stack.push_back(Frame{std::move(value), {}, {}});
    return true;
  }
  bool close() {
    Json value = std::move(stack.back().value);
    stack.pop_back();
    return add(std::move(value));
  }

  std::vector<Frame> stack;
};

/// The offset of the first bracket nested deeper than kMaxJsonDepth.
size_t findExcessiveNesting(StringRef text) {
  int depth = 0;
  bool inString = false;
  for (size_t offset = 0; offset < text.size(); ++offset) {
    char c = text[offset];
    if (inString) {
      if (c == '\\')
        ++offset;
      else if (c == '"')
        inString = false;
    } else if (c == '"') {
      inString = true;
    } else if ((c == '[' || c == '{') && ++depth > kMaxJsonDepth) {
      return offset;
    } else if (c == ']' || c == '}') {
      --depth;
    }
  }
  return text.size();
}

/// Parses JSON keeping key order and refusing duplicate keys (nlohmann keeps
/// the last one silently, which would hide a duplicate layer name) and
/// nesting deeper than kMaxJsonDepth.
std::optional<Json> parseJson(const SourceText &source) {
  OrderedJsonBuilder builder;
  bool parsed = false;
  try {
    parsed = Json::sax_parse(source.text.begin(), source.text.end(), &builder);
  } catch (const Json::exception &e) {
    emitError(source.at(0)) << "malformed JSON: " << e.what();
    return std::nullopt;
  }
  if (builder.tooDeep) {
    emitError(source.at(findExcessiveNesting(source.text)))
        << "malformed JSON: nested more than " << kMaxJsonDepth
        << " arrays or objects deep";
    return std::nullopt;
  }
  if (!parsed) {
    std::string what = builder.errorMessage;
    // nlohmann prefixes "[json.exception.parse_error.101] parse error at line
    // L, column C: "; our location says where, keep the reason.
    if (size_t colon = what.find(": "); colon != std::string::npos)
      what = what.substr(colon + 2);
    emitError(source.at(builder.errorOffset > 0 ? builder.errorOffset - 1 : 0))
        << "malformed JSON: " << escapeForMessage(what);
    return std::nullopt;
  }
  if (builder.duplicateKey) {
    // The second occurrence is the one to point at.
    size_t first = source.findKey(*builder.duplicateKey, 0);
    size_t second = source.findKey(*builder.duplicateKey, first + 1);
    emitError(source.at(second))
        << "duplicate key \"" << escapeForMessage(*builder.duplicateKey)
        << "\" (a layer or field name appears twice in one object)";
    return std::nullopt;
  }
  return std::move(builder.root);
}
} // namespace

OwningOpRef<ModuleOp> netc::importPaleoNetwork(StringRef path, StringRef contents,
                                               MLIRContext &context,
                                               const ImportOptions &options) {
  context.loadDialect<NetDialect>();
  SourceText source(path, contents, context);
  std::optional<Json> root = parseJson(source);
  if (!root)
    return nullptr;
  source.indexKeys(*root);
  try {
    Importer importer(source, options);
    return importer.run(*root);
  } catch (const Json::exception &e) {
    // Every field is type-checked before use; this is a backstop so that a
    // case we missed is an error, not an abort.
    emitError(source.at(0)) << "unexpected JSON content: " << e.what();
    return nullptr;
  }
}
