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
#include "Net/IR/NetOps.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/ADT/StringMap.h"
#include <nlohmann/json.hpp>

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
      : path(path), text(text), context(context) {}

  Location at(size_t offset) const {
    offset = std::min(offset, text.size());
    unsigned line = 1 + text.take_front(offset).count('\n');
    size_t lineStart = text.take_front(offset).rfind('\n');
    unsigned column = offset - (lineStart == StringRef::npos ? 0 : lineStart + 1) + 1;
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

  StringRef path;
  StringRef text;
  MLIRContext &context;
};

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
    InFlightDiagnostic diag = mlir::emitError(loc) << "layer '" << layer.name << "': ";
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
};

} // namespace netc::paleo

#endif // NETC_FRONTEND_PALEOIMPORTERIMPL_H
