//===- PaleoImporterImpl.h - The Paleo importer's parts ---------*- C++ -*-===//
//
// Private to lib/Frontend: the importer's state and steps, shared by the
// files it is split into along its seams:
//   PaleoFields.cpp     reading and checking one field of a layer
//   PaleoExpansion.cpp  Block and ModelParallel containers to flat layers
//   PaleoImporter.cpp   one typed op per layer, the walk, the entry point
//
//===----------------------------------------------------------------------===//

#ifndef NETC_FRONTEND_PALEOIMPORTERIMPL_H
#define NETC_FRONTEND_PALEOIMPORTERIMPL_H

#include "Frontend/PaleoImporter.h"
#include "Net/IR/NameRules.h"
#include "Net/IR/NetOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringMap.h"
#include <nlohmann/json.hpp>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace netc::paleo {

using Json = nlohmann::ordered_json;
using mlir::FailureOr;
using mlir::InFlightDiagnostic;
using mlir::Location;
using mlir::LogicalResult;
using mlir::MLIRContext;
using mlir::OpBuilder;
using mlir::OwningOpRef;
using mlir::Type;
using mlir::Value;
using mlir::ValueRange;
using llvm::ArrayRef;
using llvm::SmallVector;
using llvm::StringRef;
using net::Activation;
using net::PaddingKind;


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
    return mlir::FileLineColLoc::get(&context, path, line, column);
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
inline std::string describe(const Json &value) {
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

  OwningOpRef<mlir::ModuleOp> run(const Json &root);

private:
  // Diagnostics -------------------------------------------------------------
  InFlightDiagnostic fieldError(const FlatLayer &layer, StringRef field) {
    Location loc = mlir::NameLoc::get(builder.getStringAttr(layer.name),
                                source.at(layer.offset));
    InFlightDiagnostic diag = mlir::emitError(loc)
                              << "layer '" << escapeForMessage(layer.name) << "': ";
    if (!field.empty())
      diag << "field '" << field << "': ";
    return diag;
  }
  InFlightDiagnostic fileError(size_t offset) {
    return mlir::emitError(source.at(offset));
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
    return mlir::RankedTensorType::get(shape, builder.getF32Type());
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

} // namespace netc::paleo

#endif // NETC_FRONTEND_PALEOIMPORTERIMPL_H
