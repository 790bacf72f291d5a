//===- PaleoExpansion.cpp - Paleo containers to flat layers ---------------===//
//
// Block and ModelParallel containers expand into flat layers with resolved
// parents (MODEL.md 1.1).
//
//===----------------------------------------------------------------------===//

#include "Frontend/PaleoImporterImpl.h"

using namespace mlir;
using namespace netc;
using namespace netc::net;
using namespace netc::paleo;

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
